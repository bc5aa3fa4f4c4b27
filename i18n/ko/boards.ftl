# 따로 크게 그리는 게임판 부분(`/현황 부분:`, `warroom render --part`)과 그 거절 메시지(이슈 17).

discord-cmd-status-part-name = 부분
discord-cmd-status-part-desc = 게임판의 한 부분을 크게 그립니다: 지역, 플레이어 영역, 트랙
table-part-choice = { $name } ({ $id })
table-err-unknown-part = 이 게임판에는 "{ $part }" 부분이 없습니다. 고를 수 있는 부분: { $parts }
table-err-no-parts = 이 게임판에는 따로 볼 수 있는 부분이 없습니다.

# 게임판 그림의 대체 텍스트(화면 낭독기가 읽는 첨부 설명), 현황 앞에 붙습니다.
board-alt-heading = { $game } 게임판
board-alt-part-heading = { $game } 게임판, { $part }

ts-board-part-tracks = 트랙: 승점, 데프콘, 턴, 군사작전, 우주 경쟁
tkr-board-part-tracks = 트랙: 라운드, 입찰·액션 순서, 관직, 군사 점수
tkr-board-part-spaces = 일반 액션
thrones-board-part-challenge = 진행 중인 경쟁
