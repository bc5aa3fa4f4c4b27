# Terminal play, scripts and rendering.
cli-welcome = Warroom — { $game }. 선택지 번호나 표기를 입력하세요. 명령어는 `help`.
cli-pass-to = 키보드를 { $seat }에게 넘기고 Enter를 누르세요.
cli-private-header = — { $seat } 님만 보세요 —
cli-input-prompt = >
cli-help = 명령어: 번호를 입력하면 그 선택지를 고릅니다. 표기를 직접 입력해도 됩니다{ $nexamples ->
    [0] {""}
   *[other] (예: { $examples })
}. `status`는 내 화면을 다시 보여 주고,{ $map ->
    [0] {""}
    [1] {" "}`map`은 지도를 글로 보여 주며(★ = 핵심 국가),
   *[other] {" "}`map`은 보드 전체를 글로 보여 주며,
} `board`는 내 화면의 그림을 PNG 파일로 저장하고 그 경로를 알려 줍니다. `card <이름>`은 이 게임의 카드와 그 능력을 보여 줍니다(이름이나 이름의 일부, 한국어나 영어, Discord의 `/card`와 같음).{ $windows ->
    [0] {""}
   *[other] {" "}`autopass`는 대응 기회 자동 넘김 설정을 보여 주고, `autopass <종류> on|off`는 하나를 바꿉니다(다음에 열리는 기회부터).
} `quit`은 끝냅니다(`--save`를 쓰면 게임은 그 파일에 남습니다).
cli-autopass-usage = `autopass`로 자동 넘김 설정을 보거나, `autopass <종류> on|off`로 하나를 바꾸세요.
cli-seed = 시드 { $seed }(같은 시드와 같은 수로 이 게임을 다시 할 수 있습니다: `--seed { $seed }`).
cli-resumed = { $file } 파일의 게임 #{ $id }을(를) 이어 합니다.
cli-saved-to = 게임은 { $file } 파일에 남아 있습니다. 같은 명령을 다시 실행하면 이어집니다.
cli-board-written = 그림을 { $file } 파일에 저장했습니다.

# The commands' own messages (render, script, backup, doctor, replay); `--lang`, else LANG.
cli-name-empty = 빈 플레이어 이름이 있습니다. --names Ada,Bora처럼 쓰세요
cli-name-twice = `{ $name }` 이름이 두 번 나옵니다. 플레이어마다 다른 이름이 필요합니다
cli-names-for-seats = 자리 { $seats }개에 이름이 { $names }개입니다. 자리마다 이름을 하나씩 주거나 --seats를 빼세요
cli-ai-seats = --ai에는 2번부터 { $seats }번까지의 자리를 쓸 수 있습니다 (1번 자리는 내 자리입니다)
cli-unknown-game = 모르는 게임입니다: `{ $game }`. 있는 게임: { $known }
cli-cannot-read = { $file } 파일을 읽을 수 없습니다: { $error }
cli-cannot-write = { $file } 파일에 쓸 수 없습니다
cli-cannot-create = { $dir } 폴더를 만들 수 없습니다
cli-cannot-remove = { $file } 파일을 지울 수 없습니다
cli-no-file = { $file } 파일이 없습니다
cli-db-cannot-open = { $url } 데이터베이스를 열 수 없습니다
cli-seats-from-one = 자리 번호는 1부터 셉니다
cli-game-seats = 이 게임의 자리는 { $seats }개입니다
cli-no-board = 이 게임에는 게임판 그림이 없습니다
cli-no-running-game = { $file } 파일에 진행 중인 게임이 없습니다
cli-render-no-part = 이 게임판에는 `{ $part }` 부분이 없습니다. 부분: { $parts }
cli-render-part = { $id } ({ $name })
cli-render-written = { $file } 파일을 썼습니다 ({ $bytes }바이트)
cli-backup-exists = { $file } 파일이 이미 있습니다. 덮어쓰려면 --force를 붙이세요
cli-backup-failed = { $url } 데이터베이스를 { $file } 파일로 백업하지 못했습니다
cli-backup-postgres = warroom backup은 SQLite 데이터베이스를 복사합니다. PostgreSQL 데이터베이스는 pg_dump로 백업하거나(예: `pg_dump -Fc -f warroom.dump $DATABASE_URL`), `warroom migrate-store`로 SQLite 파일에 복사하세요
cli-backup-done = { $url } 데이터베이스를 { $file } 파일로 백업했습니다 ({ $pages }페이지, { $bytes }바이트)
cli-replay-written = { $log } 파일과 { $script } 파일을 썼습니다
cli-doctor-database = 데이터베이스: { $url } ({ $backend })
cli-doctor-migrations = 마이그레이션: 이 빌드가 아는 것 { $known }개, 적용된 것 { $applied }개
cli-doctor-pending = 경고: 아직 적용되지 않음: { $versions } (봇이 시작할 때 적용합니다)
cli-doctor-unknown = 오류: 적용되었지만 이 빌드가 모름: { $versions } (더 새로운 warroom이 이 데이터베이스를 썼습니다)
cli-doctor-damaged = 오류: 다른 SQL로 적용되었거나 도중에 실패함: { $versions }
cli-doctor-no-migration = 오류: 적용된 마이그레이션이 없습니다. warroom 데이터베이스가 아닙니다
cli-doctor-state-differs = 오류: 게임 { $id } ({ $game }): 저장된 상태({ $stored })가 기록을 다시 실행한 결과({ $replayed })와 다릅니다
cli-doctor-broken = 오류: 게임 { $id } ({ $game }): 기록을 다시 실행할 수 없습니다: { $why }
cli-doctor-game-error = 오류: 게임 { $id } ({ $game }): { $error }
cli-doctor-running = 진행 중인 게임: { $running }개 — 그중 { $same }개가 기록을 다시 실행한 결과와 같습니다
cli-doctor-outbox = 발송함: 대기 { $pending }건, 전달 { $delivered }건, 포기 { $failed }건 (닫힌 DM 등)
cli-doctor-outbox-oldest = 발송함: 대기 { $pending }건(가장 오래된 것은 { $age } 기다림), 전달 { $delivered }건, 포기 { $failed }건 (닫힌 DM 등)
cli-doctor-stale = 경고: 한 시간 넘게 전달을 기다린 메시지가 있습니다. 봇이 실행 중이고 Discord에 연결할 수 있나요?
cli-doctor-unrecorded = 결과가 저장되지 않은 끝난 게임: { $count }개 (/history가 처음 읽을 때 채워집니다)
cli-doctor-ok = 이상 없음
cli-doctor-ok-warnings = 이상 없음, 경고 { $count }개
cli-doctor-problems = 문제 { $count }개 발견
cli-seconds = { $n }초
cli-minutes = { $n }분
cli-hours = { $n }시간
cli-error = { $error }
cli-script-ok = 통과: 수 { $moves }개, 확인 { $expects }개
cli-script-needs-game = 스크립트 맨 앞에 `game <id>` 줄이 있어야 합니다
cli-script-unknown-game = 모르는 게임입니다: `{ $game }`.{ $hint } 있는 게임: { $known }
cli-no-game-made = 테이블이 게임을 만들지 않았습니다
cli-script-header-late = `{ $word }`은(는) 머리 줄입니다. 첫 수보다 앞에 쓰세요
cli-script-bad-seats = `{ $value }`은(는) 자리 수가 아닙니다
cli-script-bad-number = `{ $value }`은(는) 숫자가 아닙니다
cli-script-name-usage = 자리 이름은 `name pN 이름`으로 쓰세요
cli-script-option-usage = 옵션은 `option key=value`로 쓰세요
cli-script-bad-roll = `{ $value }`은(는) 주사위 결과가 아닙니다 (1 이상의 정수)
cli-script-roll-misfit = `roll { $value }`이(가) 쓰인 주사위에 맞지 않습니다 (그 주사위에는 { $value }이(가) 나올 수 없습니다)
cli-script-roll-unused = `roll { $value }`이(가) 쓰이지 않았습니다. 그 뒤로 굴린 주사위가 없습니다
cli-script-not-a-seat = p{ $seat }은(는) 이 게임의 자리가 아닙니다
cli-script-bad-seat = `{ $value }`은(는) 자리가 아닙니다
cli-script-concede-usage = `concede pN`으로 쓰세요
cli-script-hash-differs = 게임 상태의 해시가 { $wanted }이(가) 아니라 { $found }입니다
cli-script-edit-accepted = 편집 `{ $edit }`은(는) 거부되어야 하는데 받아들여졌습니다
cli-script-edit-changed = 거부된 편집이 게임을 바꿨습니다
cli-script-fail-usage = `fail pN: 행동`이나 `fail set …`으로 쓰세요
cli-script-action-accepted = p{ $seat }의 `{ $action }`은(는) 거부되어야 하는데 받아들여졌습니다
cli-script-action-changed = 거부된 행동이 게임을 바꿨습니다
cli-script-unknown-line = 모르는 줄 `{ $line }`: game/seats/seed/option/name/roll/set/concede/expect/state-hash/fail 줄이나 `pN: 행동`을 쓰세요
cli-script-refused = p{ $seat }: `{ $action }` 거부됨: { $reason }
cli-script-never-shown = p{ $seat }에게 "{ $text }"이(가) 따로 보인 적이 없습니다
cli-script-was-shown = p{ $seat }에게 "{ $text }"이(가) 따로 보였습니다: { $line }
cli-script-expect-seat-usage = `expect @pN 경로 = 값`으로 쓰세요
cli-script-expect-usage = `expect 경로 = 값`으로 쓰세요
cli-script-expected = { $path }: 기대한 값 { $wanted }, 실제 값 { $found }
