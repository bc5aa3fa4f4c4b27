# Discord surface: command names, descriptions, replies, buttons.
# 명령어 이름은 디스코드 규칙상 소문자·공백 없음·32자 이하여야 합니다.

discord-cmd-new-name = 새게임
discord-cmd-new-desc = 이 채널에 새 게임 대기실을 엽니다
discord-cmd-new-game-name = 게임
discord-cmd-new-game-desc = 플레이할 게임
discord-cmd-new-options-name = 옵션
discord-cmd-new-options-desc = key=value 형식의 게임 옵션 (예: first_player=random)
discord-cmd-new-language-name = 언어
discord-cmd-new-language-desc = 채널에 올라오는 게임 메시지의 언어

discord-cmd-join-name = 참가
discord-cmd-join-desc = 이 채널의 대기실에 자리를 잡습니다
discord-cmd-join-seat-name = 자리
discord-cmd-join-seat-desc = 원하는 자리 번호 (선택)

discord-cmd-leave-name = 나가기
discord-cmd-leave-desc = 게임이 시작되기 전에 대기실에서 나갑니다

discord-cmd-start-name = 시작
discord-cmd-start-desc = 게임을 시작합니다 (대기실을 연 사람)

discord-cmd-status-name = 현황
discord-cmd-status-desc = 게임판과 지금 결정할 사람을 보여 줍니다
discord-cmd-status-game-name = 게임
discord-cmd-status-game-desc = 내 게임 중 어느 것인지(게임 번호), DM이나 다른 채널에서

discord-cmd-hand-name = 손패
discord-cmd-hand-desc = 내 카드와 선택지를 봅니다 (나만 보임)
discord-cmd-hand-game-name = 게임
discord-cmd-hand-game-desc = 내 게임 중 어느 것인지(게임 번호), DM이나 다른 채널에서

discord-cmd-play-name = 행동
discord-cmd-play-desc = 내 차례의 행동을 합니다
discord-cmd-play-action-name = 행동
discord-cmd-play-action-desc = 할 행동: 추천 목록에서 고르거나 직접 입력하세요

discord-cmd-log-name = 기록
discord-cmd-log-desc = 최근 게임 기록을 봅니다 (나만 보임)
discord-cmd-log-lines-name = 줄수
discord-cmd-log-lines-desc = 보여 줄 줄 수 (기본 20)

discord-cmd-undo-name = 무르기
discord-cmd-undo-desc = 마지막 수를 무르자고 요청하거나, 그 요청에 답합니다
discord-cmd-undo-answer-name = 대답
discord-cmd-undo-answer-desc = 진행 중인 무르기 요청에 대한 대답

discord-cmd-concede-name = 기권
discord-cmd-concede-desc = 기권하고 게임에서 완전히 빠집니다

discord-cmd-rules-name = 규칙
discord-cmd-rules-desc = 게임 규칙 요약을 봅니다
discord-cmd-rules-game-name = 게임
discord-cmd-rules-game-desc = 어떤 게임인지 (기본: 이 채널의 게임)
discord-cmd-ally-name = 동맹
discord-cmd-ally-desc = 이번 라운드 동맹에게 비공개 메시지를 보냅니다(DM)
discord-cmd-ally-message-name = 메시지
discord-cmd-ally-message-desc = 동맹에게 할 말(동맹만 봅니다)
discord-cmd-card-name = 카드
discord-cmd-card-desc = 카드를 찾아 수치와 효과를 봅니다
discord-cmd-card-name-name = 이름
discord-cmd-card-name-desc = 카드 이름의 일부(입력하면 제안합니다)
discord-cmd-card-game-name = 게임
discord-cmd-card-game-desc = 어떤 게임인지 (기본: 이 채널의 게임, 없으면 모든 게임)

discord-cmd-abort-name = 중단
discord-cmd-abort-desc = 결과 없이 이 채널의 게임을 끝냅니다 (만든 사람이나 서버 관리자)

discord-cmd-settings-name = 설정
discord-cmd-settings-desc = 내 언어, 알림, 시간대, 방해 금지 시간 설정
discord-cmd-settings-language-name = 언어
discord-cmd-settings-language-desc = 봇이 나에게 쓰는 언어
discord-cmd-settings-pings-name = 알림
discord-cmd-settings-pings-desc = 내 차례가 되면 채널에서 나를 멘션합니다
discord-cmd-autopass-name = 자동넘김
discord-cmd-autopass-desc = 어떤 종류의 대응 기회를 자동으로 넘길지 정하거나, 내 설정을 봅니다
discord-cmd-autopass-kind-name = 종류
discord-cmd-autopass-kind-desc = 대응 기회의 종류(진행 중인 게임의 종류 중에서)
discord-cmd-autopass-on-name = 켜기
discord-cmd-autopass-on-desc = True면 다음 기회부터 자동으로 넘기고, False면 다시 묻습니다

discord-choice-english = 영어 (English)
discord-choice-korean = 한국어
discord-choice-yes = 예
discord-choice-no = 아니오

# Replies
discord-done = 완료했습니다.
discord-error-generic = 봇 쪽에서 문제가 생겼습니다. 이번 요청으로 바뀐 것은 없으니 잠시 후 다시 시도해 주세요.
discord-error-bad-argument = 명령어 옵션 중 하나를 읽지 못했습니다. 확인하고 다시 시도해 주세요.
discord-error-guild-only = 이 명령어는 서버 채널에서만 쓸 수 있습니다.
discord-error-not-allowed = 이 명령어를 쓸 권한이 없습니다.
discord-error-outdated-command = 이 명령어는 지금 봇 버전과 맞지 않아서 아무것도 하지 않았습니다. 디스코드에 예전 명령어가 남아 있을 수 있으니 잠시 뒤에(또는 디스코드를 다시 켠 뒤) 다시 입력해 주세요.
discord-error-unknown-option = { discord-error-outdated-command } `{ $option }` 옵션은 모르는 옵션입니다.
discord-error-unknown-command = { $command } 명령어는 (이제) 없어서 아무것도 하지 않았습니다. / 를 입력하면 지금 쓸 수 있는 명령어가 나옵니다. 디스코드 목록이 바뀌는 데 1분쯤 걸릴 수 있습니다.
discord-bad-button = 이 버튼은 더 이상 쓸 수 없습니다. 지금 선택지 보기: /hand
discord-log-empty = 아직 기록이 없습니다.
discord-rules-which-game = 어떤 게임인가요? 다음 중에서 고르세요: { $games }.

discord-options-not-a-pair = `{ $token }`은(는) `key=value` 형식이 아닙니다. `first_player=random`처럼 쓰고 빈칸으로 구분하세요.
discord-options-empty-key = `{ $token }`에 `=` 앞의 옵션 이름이 없습니다.
discord-options-empty-value = `{ $token }`에 `=` 뒤의 값이 없습니다.
discord-options-duplicate = `{ $key }` 옵션이 두 번 들어갔습니다. 한 번만 쓰세요.
discord-options-bad-language = `{ $value }`은(는) 지원하는 언어가 아닙니다. en 또는 ko를 쓰세요.
discord-options-language-conflict = 언어가 서로 다른 값으로 두 번 지정되었습니다. 한 번만 쓰세요.

# Direct messages and channel notices
discord-dm-your-move = { $channel } 게임에서 **내 차례**입니다
discord-dm-update = { $channel } 게임 소식입니다
discord-dm-or-type = 직접 입력해도 됩니다(/play): { $help }
discord-dm-too-many-options = 선택지가 { $count }개라 버튼으로 보여 줄 수 없습니다. { $channel }에서 /play 명령을 쓰고 추천 목록에서 고르세요.
discord-menu-placeholder = 선택지 { $from }–{ $to }
discord-you-chose = ✔ 선택했습니다: { $label }
discord-ping-your-move = { $mentions } 님의 차례입니다.
discord-ping-undo-vote = { $mentions } 님, 무르기에 동의할지 정해 주세요(동의: /undo).
discord-dm-closed = { $user } 님께 DM을 보낼 수 없습니다. 이 채널에서 /hand 명령으로 카드와 선택지를 확인하세요.
discord-post-failed = 행동은 기록되었지만 이 채널에 메시지를 올리지 못했습니다. 봇에 메시지 보내기와 파일 첨부 권한이 있는지 확인해 주세요.
discord-menu-choose = 고르세요…
discord-dm-type-line = 메뉴 하나에 담기에는 선택지가 너무 많습니다. { $channel }에서 /play 명령으로 입력하세요.
discord-cmd-new-remind_after-name = 첫알림
discord-cmd-new-remind_after-desc = 기다리는 플레이어에게 몇 시간 뒤 알릴지 (기본 24, 0은 알림 없음)
discord-cmd-new-remind_every-name = 반복알림
discord-cmd-new-remind_every-desc = 그다음 몇 시간마다 다시 알릴지 (기본 24, 0은 한 번만)
discord-cmd-new-deadline-name = 마감
discord-cmd-new-deadline-desc = 몇 시간이 지나면 채널이 플레이어를 교체할 수 있는지 (기본: 없음)
discord-cmd-settings-time_zone-name = 시간대
discord-cmd-settings-time_zone-desc = 내 시간대, 예: Asia/Seoul (방해 금지 시간에 씀)
discord-cmd-settings-quiet_hours-name = 방해금지
discord-cmd-settings-quiet_hours-desc = 이 시간 사이에는 알림 없음, 예: 22-8 ("off"는 해제)
discord-cmd-reminders-name = 알림설정
discord-cmd-reminders-desc = 이 게임의 알림과 마감을 보거나 바꿉니다 (시간 단위, 0은 끔)
discord-cmd-reminders-remind_after-name = 첫알림
discord-cmd-reminders-remind_after-desc = 기다리는 플레이어에게 몇 시간 뒤 알릴지 (0은 알림 없음)
discord-cmd-reminders-remind_every-name = 반복알림
discord-cmd-reminders-remind_every-desc = 그다음 몇 시간마다 다시 알릴지 (0은 한 번만)
discord-cmd-reminders-deadline-name = 마감
discord-cmd-reminders-deadline-desc = 몇 시간이 지나면 채널이 플레이어를 교체할 수 있는지 (0은 없음)
discord-cmd-replace-name = 교체
discord-cmd-replace-desc = 자리를 다른 사람에게 넘깁니다. 숨긴 카드도 DM으로 함께 넘어갑니다
discord-cmd-replace-seat-name = 자리
discord-cmd-replace-seat-desc = 자리 번호 (1, 2, …)
discord-cmd-replace-player-name = 플레이어
discord-cmd-replace-player-desc = 자리를 넘겨받을 사람 (또는 인공지능:True)
discord-cmd-games-name = 게임목록
discord-cmd-games-desc = 이 서버의 게임과 각 게임이 기다리는 사람. DM에서는 어디서든 내 게임
discord-cmd-new-ai-name = 인공지능
discord-cmd-new-ai-desc = AI 플레이어를 이만큼 앉힙니다 (봇이 대신 둡니다)
discord-cmd-new-ai_level-name = 인공지능수준
discord-cmd-new-ai_level-desc = AI 플레이어가 두는 방식 (기본: 무작위)
discord-cmd-join-ai-name = 인공지능
discord-cmd-join-ai-desc = True면 내 대신 AI 플레이어를 앉힙니다 (만든 사람만)
discord-cmd-join-level-name = 수준
discord-cmd-join-level-desc = AI 플레이어가 두는 방식 (기본: 무작위)
discord-cmd-replace-ai-name = 인공지능
discord-cmd-replace-ai-desc = True면 AI 플레이어가 자리를 넘겨받습니다
discord-cmd-replace-level-name = 수준
discord-cmd-replace-level-desc = AI 플레이어가 두는 방식 (기본: 무작위)
discord-choice-random = 무작위
discord-choice-basic = 기본
discord-choice-strong = 고수

# 기록, 전적, 다시 보기 (응답 문구는 history.ftl)
discord-cmd-history-name = 지난게임
discord-cmd-history-desc = 이 채널이나 서버에서 최근에 끝난 게임과 결과 (DM에서는 내 게임)
discord-cmd-history-scope-name = 범위
discord-cmd-history-scope-desc = 이 채널(기본) 또는 서버 전체
discord-cmd-history-game-name = 게임
discord-cmd-history-game-desc = 이 게임만 보기
discord-cmd-stats-name = 전적
discord-cmd-stats-desc = 이 서버에서 한 플레이어의 게임별 판 수, 승리, 평균 길이
discord-cmd-stats-player-name = 플레이어
discord-cmd-stats-player-desc = 누구의 전적인지 (기본: 나)
discord-cmd-stats-game-name = 게임
discord-cmd-stats-game-desc = 이 게임만 보기
discord-cmd-replay-name = 다시보기
discord-cmd-replay-desc = 끝난 게임의 전체 기록(숨겨진 카드 공개)과 다시 보기 스크립트
discord-cmd-replay-game-name = 게임
discord-cmd-replay-game-desc = /history에 나오는 게임 번호 (기본: 이 채널에서 마지막으로 끝난 게임)
discord-choice-channel = 이 채널
discord-choice-server = 이 서버
