# Table layer: lobby, seats, moves, undo, concede, abort.

## Lobby
table-game-entry = { $name } (`{ $id }`)
table-lobby-opened = { $user } 님이 { $game } 테이블 #{ $id }을(를) 열었습니다({ $players }). 참가: /join · 시작(만든 사람): /start
table-joined = { $user } 님이 참가했습니다 ({ $count }/{ $max }명).
table-joined-seat = { $user } 님이 { $seat }번 자리를 골라 참가했습니다 ({ $count }/{ $max }명).
table-left = { $user } 님이 테이블을 떠났습니다.
table-lobby-closed = 남은 사람이 없어 테이블을 닫습니다.
table-lobby-closed-only-ai = AI 플레이어만 남았고 AI 플레이어는 테이블을 맡을 수 없으므로 테이블을 닫습니다.
table-new-creator = 이제 { $user } 님이 이 테이블을 맡습니다.
table-lobby-status = { $game } 테이블 #{ $id }이(가) 시작을 기다리고 있습니다. 참가자: { $players }.
table-lobby-player-seat = { $name } ({ $seat }번 자리)
table-started = { $game }을(를) 시작합니다! 자리: { $seating }.
table-seating-entry = { $seat }. { $name }
table-aborted = { $user } 님이 게임 #{ $id }을(를) 중단했습니다. 결과 없이 끝납니다.

## Replies to the caller
table-reply-created = 테이블 #{ $id }을(를) 열었고, 자동으로 참가했습니다.
table-reply-joined = 테이블 #{ $id }에 참가했습니다.
table-reply-left = 테이블에서 나왔습니다.
table-reply-started = 게임이 시작됐습니다. DM으로 손패와 선택지를 확인하세요.
table-reply-aborted = 게임을 중단했습니다.
table-reply-played = 완료: `{ $notation }`.
table-reply-chose = 완료: { $choice } (`{ $notation }`).
table-reply-conceded = 기권했습니다. 나머지 사람들이 계속 진행합니다.
table-reply-conceded-over = 기권했습니다. 게임이 끝났습니다.
table-reply-edited = 변경 사항을 적용하고 기록했습니다.
table-reply-undo-recorded = 무르기 투표가 기록됐습니다.
table-reply-undo-already = 이미 이 무르기에 동의했습니다. 다른 사람들을 기다리는 중입니다.
table-reply-undo-refused = 무르기를 거절했습니다. 수는 그대로 유지됩니다.
table-reply-undone = 수를 물렀습니다.
table-reply-auto-pass-on = 완료: 다음에 열리는 대응 기회부터 { $kind } 대응 기회는 손패와 상관없이 자동으로 넘깁니다. 이미 열려 있는 기회는 여전히 답을 기다립니다.
table-reply-auto-pass-off = 완료: 다음에 열리는 대응 기회부터 { $kind } 대응 기회에서 다시 묻습니다. 이미 열려 있는 기회에는 영향이 없습니다.
table-auto-pass-on = 자동으로 넘기는 대응 기회: { $kinds }.
table-auto-pass-none = 자동으로 넘기는 대응 기회가 없습니다. 모든 대응 기회에 직접 답합니다.
table-auto-pass-kinds = 이 게임의 대응 기회 종류: { $kinds }.
table-auto-pass-blank = 대응 기회 종류를 입력하세요: { $kinds }.
table-auto-pass-usage = `/자동넘김 종류:… 켜기:True` 또는 `켜기:False`로 바꿉니다(터미널과 스크립트에서는 `autopass <종류> on|off`). 다음에 열리는 기회부터 적용되고 이미 열린 기회에는 적용되지 않으며, 손패와는 상관없습니다.

## Play
table-dm-header = 게임 #{ $id } — { $game }
table-waiting = 기다리는 중: { $seats }.
table-legal-option = `{ $notation }` ({ $label })
table-more = …외 { $count }개
table-game-over =
    게임 종료. { $summary }
table-winners = 승자: { $winners }.
table-no-winner = 승자가 없습니다.
table-recap-heading = **지난 차례 이후:**
table-recap-heading-first = **지금까지:**
table-recap-older = … 이전 기록 { $count }줄은 `/log` 명령으로 볼 수 있습니다.
table-dm-chose = ✔ 선택했습니다: { $choice }
table-brief-added = +{ $item }
table-brief-removed = −{ $item }
table-brief-rest = (나머지는 지난번 안내와 같습니다. 전체는 /hand 명령으로 볼 수 있습니다.)
table-log-conceded = { $seat } 님이 기권했습니다.
table-log-edited = { $user } 님이 게임을 수정했습니다: `{ $command }`.
table-log-forced-roll = { $user } 님이 다음 주사위 값을 { $value }(으)로 정했습니다.

## Undo
table-undo-requested = { $seat } 님이 { $mover } 님의 마지막 수를 무르자고 합니다. 기다리는 중: { $waiting } (동의하려면 /undo).
table-undo-agreed = { $seat } 님이 무르기에 동의했습니다. 아직 기다리는 중: { $waiting }.
table-undo-refused = { $seat } 님이 무르기를 거절했습니다. 수는 그대로 유지됩니다.
table-log-undone = { $mover } 님의 마지막 수를 물렀습니다.

## Settings
table-settings = 언어: { $lang }. 차례 알림: { $pings }.
table-lang-en = 영어 (English)
table-lang-ko = 한국어
table-pings-on = 켜짐
table-pings-off = 꺼짐

## Errors
table-err-storage = 지금은 게임을 저장하지 못해 아무것도 바뀌지 않았습니다. 다시 시도해 주세요.
table-err-no-game = 이 채널에는 게임이 없습니다. 새 게임은 /new 명령으로 여세요.
table-err-no-game-of-yours = 진행 중인 게임이 없습니다. 서버 채널에서 /new 명령으로 여세요.
table-err-not-your-game = 진행 중인 게임 #{ $id }이(가) 없습니다.
table-err-which-game = 여러 게임에 참가 중입니다: { $games }. `game` 옵션에 게임 번호를 넣어 주세요.
table-game-of-yours = #{ $id } { $game }({ $channel })
table-err-unknown-game = `{ $game }`(이)라는 게임은 없습니다.{ $hint } 가능한 게임: { $known }.
table-err-blank-game = 게임 이름을 입력하세요. 가능한 게임: { $known }.
table-err-options =
    이 설정으로는 게임을 만들 수 없습니다: { $reason }
table-err-channel-busy = 이 채널에는 이미 진행 중인 게임이 있습니다(#{ $id }, `{ $game }`). 먼저 끝내거나 /abort 명령으로 그만두거나, 다른 채널을 쓰세요.
table-err-channel-busy-short = 이 채널에는 이미 진행 중인 게임이 있습니다. 먼저 끝내거나 /abort 명령으로 그만두거나, 다른 채널을 쓰세요.
table-err-already-started = 게임이 이미 시작되어 참가 신청이 끝났습니다.
table-err-still-lobby = 게임이 아직 시작되지 않았습니다. 만든 사람이 /start 명령으로 시작합니다.
table-err-finished = 이 게임은 끝났습니다. 더 이상 둘 수 없습니다.
table-err-aborted = 이 게임은 중단되었습니다.
table-err-already-joined = 이미 이 테이블에 참가했습니다.
table-err-not-joined = 이 테이블에 참가하지 않았습니다.
table-err-table-full = 자리가 다 찼습니다 ({ $max }명).
table-err-too-many-ai = 이 게임은 회원님을 포함해 최대 { $max }명이 앉으므로 AI 플레이어 { $ai }명은 자리가 없습니다. `인공지능` 값은 0부터 { $most }까지 고르세요. 테이블은 열리지 않았습니다.
table-err-no-such-seat = { $seat }번 자리는 없습니다. 이 게임의 자리는 1–{ $max }번입니다.
table-err-seat-taken = { $seat }번 자리는 이미 { $holder } 님이 앉았습니다. 다른 자리를 고르거나 자리 없이 참가하세요.
table-err-not-creator = 테이블을 연 사람만 게임을 시작할 수 있습니다.
table-err-player-count = 이 게임은 { $players }이(가) 필요한데, 지금 { $got }명이 참가했습니다.
table-err-seat-beyond-count = { $user } 님이 { $seat }번 자리를 골랐지만, { $count }명이면 자리는 1–{ $count }번뿐입니다. /leave 명령으로 나간 뒤 자리 없이 다시 /join 하면 됩니다.
table-err-not-seated = 이 게임의 참가자가 아닙니다.
table-err-gm-only = 테이블을 연 사람이나 서버 관리자만 게임을 수정하거나 주사위 값을 정할 수 있습니다.
table-err-abort-not-allowed = 테이블을 연 사람이나 서버 관리 권한이 있는 사람만 게임을 중단할 수 있습니다.
table-err-already-conceded = 이미 이 게임에서 기권했습니다.
table-err-no-such-option = 지금 선택지에는 { $index }번 항목이 없습니다.
table-err-rule =
    { $reason }
    지금 가능한 선택: { $legal }
table-err-rule-free-form =
    { $reason }
    직접 입력도 가능합니다: { $syntax }
table-err-rule-idle =
    { $reason }
    지금은 결정할 일이 없습니다.
table-err-stale =
    예전 국면의 버튼이라 아무 일도 일어나지 않았습니다 (게임은 지금 버전 { $current }입니다). 지금 선택할 것: { $question }
    선택지: { $options }
table-err-stale-idle = 예전 국면의 버튼이라 아무 일도 일어나지 않았습니다 (게임은 지금 버전 { $current }입니다). 지금은 결정할 일이 없습니다.
table-err-undo-nothing = 무를 수가 없습니다. 마지막 수만, 그리고 일반적인 수일 때만 무를 수 있습니다.
table-err-no-undo = 답할 무르기 요청이 없습니다.
table-err-edit =
    그 수정은 거부되었습니다: { $reason }
table-err-damaged = 이 게임의 저장 기록을 쓸 수 없어 아무것도 바뀌지 않았습니다. 테이블을 연 사람이나 서버 관리자에게 알려 주세요.
# 점수 나누기 메뉴의 항목 하나: 한 항목에서 k개를 고르면 그 항목에 k점.
table-point-entry = { $item } ({ $point }점째)
table-err-bad-selection = 이 질문에서 고를 수 없는 선택입니다. 가장 최근 질문을 열고 다시 고르세요.
table-card-provisional = ⚠ 임시: 인쇄된 카드의 실제 내용이 공개되지 않아 우리가 만든 대체 카드입니다. 게임을 가진 분이 데이터 파일에서 고칠 수 있습니다.
table-card-blank = 카드 이름이나 그 일부를 입력하고 제안 목록에서 고르세요.
table-card-not-found = `{ $typed }`에 맞는 카드가 없습니다. 이름의 일부를 입력하고 제안 목록에서 고르세요.
table-card-several = `{ $typed }`에 맞는 카드가 여럿입니다: { $names }. 제안 목록에서 하나를 고르세요.
table-err-message-length = 동맹에게 보내는 메시지는 1~{ $max }자입니다.
table-log-ally-message = 🤝 동맹 { $from }: { $text }
table-log-ally-sent = 🤝 { $to }에게 보냄: { $text }
table-reply-ally-sent = 동맹에게 DM으로 보냈습니다. 다른 사람은 볼 수 없습니다.
