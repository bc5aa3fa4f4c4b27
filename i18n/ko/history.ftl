# 끝난 게임의 기록, 전적, 다시 보기 (/history, /stats, /replay).

history-title-channel = **이 채널의 최근 게임**
history-title-server = **이 서버의 최근 게임**
history-title-mine = **내 최근 게임**
history-none = 아직 끝나거나 중단된 게임이 없습니다.
history-line = #{ $id } { $game } · { $players } · { $result } · { $length } · { $ended } 종료
history-line-where = #{ $id } { $game }({ $channel }) · { $players } · { $result } · { $length } · { $ended } 종료
history-result-won = { $winners } 승리
history-result-conceded = { $winners } 승리(기권승)
history-result-draw = 승자 없음
history-result-aborted = 중단됨
history-length = { $moves }수, { $days }일

history-stats-here = **이 서버에서 { $player } 님의 전적**
history-stats-everywhere = **모든 서버에서 내 전적**
history-stats-none = 아직 끝난 게임이 없습니다.
history-stats-line = { $game }: { $played }판, { $wins }승({ $rate }%){ $aborted ->
    [0] {""}
   *[other] , 중단 { $aborted }판
} · 평균 { $length }
history-stats-line-aborted = { $game }: 끝난 게임 없음, 중단 { $aborted }판

history-err-stats-others-in-dm = DM에서는 내 전적만 볼 수 있습니다. 다른 사람의 전적은 서버 채널에서 물어보세요.
history-err-unknown-game = `{ $game }` 게임을 찾을 수 없습니다. 게임 목록: { $games }.
history-err-replay-running = #{ $id } 게임은 아직 진행 중입니다. 전체 기록은 게임이 끝난 뒤에만 공개됩니다. 그동안은 /log 명령으로 내가 볼 수 있는 기록을 보세요.
history-err-replay-aborted = #{ $id } 게임은 중단되어 결과가 없으므로, 숨겨진 카드는 계속 숨겨 둡니다.
history-err-not-here = 여기서 다시 볼 수 있는 #{ $id } 게임이 없습니다. 이 서버의 게임 목록: /history (봇과의 DM에서는 내 게임 목록)
history-err-no-finished-game = 여기서 끝난 게임이 아직 없습니다. 끝난 게임 목록: /history
history-replay-sent = #{ $id } 게임의 전체 기록(숨겨진 카드 모두 공개)과 다시 보기 스크립트입니다. `warroom script { $script }`를 실행하면 같은 마지막 상황이 됩니다.

history-log-title = Warroom #{ $id } 게임: { $game } — 전체 기록, 숨겨진 카드 모두 공개
history-log-times = 시작 { $started } · 종료 { $ended } · 시드 { $seed }
history-log-gm = 진행자
history-log-conceded = 기권
history-log-undo = { $seq }번 기록 무르기
history-log-roll = 다음 주사위 눈 고정: { $value }
history-log-action = { $seq }. { $who }: { $what }
history-log-undone = { $action } ({ $by }번 기록에서 무름)
history-log-private = [{ $readers }에게만]
history-log-final-view = 마지막에 { $name } 님이 본 내용:
history-script-comment = #{ $id } 게임({ $game }) 다시 보기: `warroom script`로 실행하면 같은 마지막 상황이 됩니다.
