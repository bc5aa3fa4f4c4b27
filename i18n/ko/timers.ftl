# 알림, 마감, 방해 금지 시간, 교체 선수, `/games` (이슈 17).

timers-hours = { $hours }시간
timers-off = 꺼짐
timers-once = 없음 (한 번만 알림)
timers-none = 없음
timers-summary = 첫 알림은 { $after } 뒤, 그다음은 { $every }마다; 마감: { $deadline }.
timers-current = 게임 #{ $id } 알림: { $settings } 만든 사람이 `/reminders 첫알림:… 반복알림:… 마감:…` 명령으로 바꿉니다 (시간 단위, 0은 끔).
timers-set = 게임 #{ $id } 알림이 바뀌었습니다: { $settings }
timers-err-range = `{ $setting }` 값은 0부터 { $max }시간 사이여야 합니다 (0은 끔).
timers-err-deadline-before-reminder = 마감({ $deadline }시간)이 첫 알림({ $after }시간)보다 먼저 옵니다. 마감은 `첫알림` 이상이어야 합니다. 마감을 늦추거나, 첫 알림을 앞당기거나, `마감:0`으로 마감을 없애세요.
timers-err-not-allowed = 알림 설정은 게임을 만든 사람이나 서버 관리 권한이 있는 멤버만 바꿀 수 있습니다.
timers-reminder-dm = ⏰ 알림: 게임이 { $hours }시간째 회원님의 결정을 기다리고 있습니다. 선택지는 아래에 있습니다.
timers-reminder-channel = ⏰ { $seat } 님, 게임이 { $hours }시간째 기다리고 있습니다 (선택지는 DM에 있고, /hand 명령으로도 볼 수 있습니다).
timers-deadline = ⌛ { $seat } 님의 차례가 { $hours }시간째 이어져 { $deadline }시간 마감을 넘겼습니다. 만든 사람(또는 서버 관리 권한이 있는 멤버)은 `/replace 자리:{ $number } 플레이어:@…` 명령으로 { $number }번 자리를 다른 사람에게 넘기거나 `/abort` 명령으로 게임을 끝낼 수 있습니다. 다른 플레이어들도 같은 `/replace` 명령으로 교체 선수를 투표로 정할 수 있습니다 (과반수로 결정).

settings-zone = 시간대: { $zone }.
settings-zone-unset = 시간대: 설정 안 함 (UTC).
settings-quiet = 방해 금지 시간: { $from }:00–{ $until }:00 (이 시간에는 알림을 보내지 않고 끝날 때까지 기다립니다).
settings-quiet-off = 방해 금지 시간: 없음.
settings-err-zone = `{ $zone }`: 알 수 없는 시간대입니다. `Asia/Seoul`, `Europe/Berlin`, `America/New_York` 같은 이름을 쓰세요 (자동 완성이 목록을 보여 줍니다).
settings-err-zone-blank = `Asia/Seoul`, `Europe/Berlin`, `America/New_York` 같은 시간대 이름을 입력하세요 (자동 완성이 목록을 보여 줍니다).
settings-err-quiet = 방해 금지 시간은 `22-8`(22시부터 8시까지)처럼 하루 중 두 시각으로 쓰거나 `off`로 끕니다.

replace-err-no-seat = { $seat }번 자리는 없습니다. 이 게임의 자리는 1–{ $seats }번입니다.
replace-err-seated = { $newcomer } 님은 이미 이 게임에 참가하고 있습니다.
replace-err-same-player = { $newcomer } 님이 이미 그 자리에 앉아 있습니다.
replace-err-conceded = { $number }번 자리는 기권했습니다. 넘겨받을 것이 없습니다.
replace-err-not-allowed = 플레이어 교체는 게임을 만든 사람, 서버 관리 권한이 있는 멤버, 또는 그 자리의 플레이어 본인만 할 수 있습니다. 다른 플레이어들은 게임의 마감이 지난 뒤 투표로 교체 선수를 정할 수 있습니다 (`/reminders` 참고).
replace-err-bot = 봇은 자리에 앉을 수 없습니다.
replace-proposed = { $voter } 님이 { $number }번 자리({ $seat } 님)를 { $newcomer } 님에게 넘기자고 합니다: 필요한 { $needed }표 중 { $agreed }표. 다른 플레이어는 같은 `/replace 자리:{ $number } 플레이어:…` 명령으로 동의합니다.
replace-reply-recorded = 투표가 기록되었습니다.
replace-done = { $newcomer } 님이 { $old } 님에게서 { $number }번 자리를 넘겨받습니다.
replace-reply-done = 완료: 새 플레이어가 자리와 그 카드를 DM으로 받았습니다.
replace-welcome = 이제 이 게임의 { $number }번 자리를 맡습니다. 아래는 모두 회원님의 것입니다.

games-none-here = 이 서버에서 열린 게임이 없습니다. `/new` 명령으로 시작하세요.
games-none-yours = 지금 참가 중인 게임이 없습니다.
games-title-guild = 이 서버의 게임:
games-title-yours = 내 게임:
games-lobby = #{ $id } { $game } ({ $channel }) — 대기실: { $players }
games-running = #{ $id } { $game } ({ $channel }) — { $waiting } 님을 기다리는 중{ $since }
games-since = { " " }({ $hours }시간)
games-your-turn = — **내 차례**
games-jump-prompt = [내 선택지]({ $link })
games-jump-post = [마지막 게시물]({ $link })

ai-err-creator-only = AI 플레이어는 게임을 만든 사람(또는 서버 관리 권한이 있는 멤버)만 추가할 수 있습니다.
ai-reply-added = { $name } 님이 게임 #{ $id }에 참가했습니다.
ai-err-level = `{ $level }`: 그런 AI 수준은 없습니다. 수준: { $levels }.
ai-err-player-or-ai = 새 플레이어를 `플레이어:`로 지정하거나 `인공지능:True`로 AI 플레이어를 고르세요. 둘 중 하나만 씁니다.
