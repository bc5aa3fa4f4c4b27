# Nuclear War (base game).
nw-name = 핵전쟁
nw-rules = 핵전쟁(기본판), 2~6인. 매 턴: 손패와 엎어 둔 대기열이 합쳐 10장이 될 때까지 뽑고, 원하면 억지력 카드를 최대 2장까지 공개하거나 거둬들이고, 대기열 맨 뒤에 카드 한 장을 놓은 뒤 맨 앞 카드를 뒤집습니다. 평화 시 선전선동은 상대 인구를 빼앗고, 운반체계 다음 턴에 실을 수 있는 탄두가 뒤집히면 공격입니다(표적은 맞는 요격미사일로 요격할 수 있고, 아니면 00~99 낙진표로 결과를 정합니다). 기밀 카드는 뽑는 즉시 발동합니다. 핵무기나 기밀로 전멸한 플레이어는 가진 운반체계·탄두 조합으로 최후의 보복을 합니다. 인구가 남은 마지막 생존자가 승리합니다. 모드(`/new`의 `mode` 옵션): base(이 게임), escalation(핵 확전 단독: 낙진 주사위 2~6은 표기 피해 + 눈, 1은 오작동표; B-1 폭격기, MX 미사일, 순항 미사일, 우주 플랫폼, 킬러 위성, 파괴공작원, 스파이, 슈퍼 바이러스; 발사마다 나머지 모두에게 비공개로 대응할지 묻습니다), combined(두 덱 통합, 선전선동 14장 제거, 인구 더 많이 배분). 임시값 주의: 핵 확전 카드 수·탑재량·순항 미사일 피해는 공개된 자료가 없어 data/nuclear-war/escalation-deck.tsv의 기본값을 쓰며, 실물 상자를 가진 사람이 고칠 수 있습니다.
nw-option-first-player = 선 플레이어: 방장(1번 자리) 또는 무작위.
nw-none = —

## Cards (our own short names)
nw-card-wh10 = 10메가톤 탄두
nw-card-wh20 = 20메가톤 탄두
nw-card-wh50 = 50메가톤 탄두
nw-card-wh100 = 100메가톤 탄두
nw-card-prop5 = 선전선동 500만
nw-card-prop10 = 선전선동 1,000만
nw-card-prop25 = 선전선동 2,500만
nw-card-polaris = 폴라리스 미사일
nw-card-atlas = 아틀라스 미사일
nw-card-b70 = B-70 폭격기
nw-card-saturn = 새턴 미사일
nw-card-am-p = 요격미사일 P
nw-card-am-a = 요격미사일 A
nw-card-am-b = 요격미사일 B
nw-card-am-s = 요격미사일 S
nw-card-testban = 기밀: 핵실험 금지(상대 한 턴 쉼)
nw-card-summit = 기밀: 정상회담(상대 한 턴 쉼)
nw-card-ambassador = 기밀: 대사의 만취(상대 한 턴 쉼)
nw-card-boom = 기밀: 증시 대호황(200만 획득)
nw-card-peacecorps = 기밀: 평화봉사단(200만 획득)
nw-card-beatniks = 기밀: 비트족 평화주의자(200만 획득)
nw-card-oldladies = 기밀: 할머니 부대(200만 획득)
nw-card-moon = 기밀: 최초의 달 착륙(500만 획득)
nw-card-taxes = 기밀: 상대국 증세(500만 획득)
nw-card-popboom = 기밀: 베이비붐(은행에서 500만)
nw-card-quake = 일급기밀: 대지진(상대 1,000만 사망)
nw-card-tornado = 일급기밀: 토네이도(상대 1,000만 사망)
nw-card-neutral = 일급기밀: 대탈출(상대 1,000만이 은행으로)
nw-card-supergerm = 일급기밀: 슈퍼 세균(상대 2,500만 사망)
nw-card-vaporized = 일급기밀: 증발(상대 2,500만 사망)

## Fallout chart results
nw-fallout-backfire = 발사대에서 부스터 폭발: 공격자가 피해를 입음
nw-fallout-no-fuel = 폭격기 연료 고갈: 아무도 피해 없음
nw-fallout-dud = 불발
nw-fallout-shelters = 대피소가 200만을 구함
nw-fallout-fireball = 화구 +100만
nw-fallout-plain = 추가 낙진 없음
nw-fallout-fallout = 낙진 +200만
nw-fallout-beta = 베타선 +500만
nw-fallout-gamma = 감마선 +1,000만
nw-fallout-dirty = 더티 밤 ×2
nw-fallout-stockpile = 비축 핵무기 유폭 ×3

## Prompts
nw-q-secret-target = { $card }: 효과를 줄 상대를 고르세요.
nw-q-propaganda-target = { $card }: 인구를 빼앗아 올 상대를 고르세요.
nw-q-attack-target = { $carrier }에 { $warhead } 탑재: 반드시 표적을 지목해야 합니다.
nw-q-intercept = { $attacker }이(가) { $warhead }을(를) 실은 { $carrier }을(를) 이쪽으로 발사했습니다. 맞는 요격미사일로 요격하거나 넘기세요.
nw-q-retaliate = 최후의 보복: 운반체계와 탄두 한 쌍씩 발사하거나 끝내세요.
nw-q-peace-swap = 평화가 돌아왔습니다: 엎어 둔 대기열 카드를 한 장마다 한 번씩 손패와 바꿀 수 있습니다(비공개). 다 되면 끝내세요.
nw-q-opening-first = 대기열 1번 자리에 엎어 둘 카드를 고르세요(비공개).
nw-q-opening-second = 대기열 2번 자리에 엎어 둘 카드를 고르세요(비공개).
nw-q-place = 내 차례: 대기열 맨 뒤에 놓을 카드를 고르세요(먼저 억지력 카드를 공개하거나 거둘 수 있습니다).
nw-free-queue = 두 자리를 한 번에 정할 수도 있습니다: `queue <1번 카드> <2번 카드>`, 예: `queue polaris wh10`.
nw-opt-target = 표적: { $seat }
nw-opt-intercept = { $card }(으)로 요격
nw-opt-pass = 넘기기
nw-opt-strike = { $carrier } + { $warhead } → { $target }
nw-opt-retaliation-done = 보복 끝내기
nw-opt-swap = { $slot }번 자리에 { $card } 놓기
nw-opt-keep = 대기열 그대로 두기
nw-opt-swap-back = 교환 취소
nw-opt-first = 1번 자리: { $card }
nw-opt-second = 2번 자리: { $card }
nw-opt-place = { $card } 놓기
nw-opt-show = { $card } 억지력으로 공개
nw-opt-hide = { $card } 억지력에서 거두기
nw-detail-pair = { $first } { $second }

## Refusals
nw-err-nothing-to-decide = 지금 이 게임에서 결정할 것은 없습니다.
nw-err-unknown = `{ $input }`은(는) 지금 둘 수 있는 수가 아닙니다. 가능한 입력: { $legal }.
nw-err-unknown-card = `{ $card }`은(는) 카드 이름이 아닙니다.{ $hint } 카드 이름: { $cards }. 가능한 입력: { $legal }.
nw-err-not-in-hand = 여기에 쓸 수 있는 { $card }이(가) 손에 없습니다. 가능한 입력: { $legal }.
nw-err-target = 살아 있는 상대를 표적으로 지목하세요. 예: `target p2`. 가능한 입력: { $legal }.
nw-err-not-anti-missile = { $card }은(는) 요격미사일이 아닙니다. 요격은 요격미사일로만 합니다. 가능한 입력: { $legal }.
nw-err-intercept-letter = { $card }은(는) { $stops }만 막을 수 있고 { $carrier }은(는) 막지 못합니다. 가능한 입력: { $legal }.
nw-err-deterrent-full = 억지력으로 공개할 수 있는 카드는 최대 2장입니다. 가능한 입력: { $legal }.
nw-err-not-shown = { $card }은(는) 억지력으로 공개된 카드가 아닙니다. 가능한 입력: { $legal }.
nw-err-strike = 공개한 카드 중 { $warhead }을(를) 실을 수 있는 { $carrier }이(가) 없습니다. 가능한 입력: { $legal }.
nw-err-slot = 대기열 자리는 1번과 2번입니다. 가능한 입력: { $legal }.
nw-err-slot-swapped = 평화가 돌아오면 엎어 둔 카드는 한 장마다 한 번만 바꿀 수 있습니다. 교환을 되돌리려면 `back`을 쓰세요. 가능한 입력: { $legal }.
nw-err-nothing-swapped = 아직 바꾼 카드가 없습니다. 가능한 입력: { $legal }.
nw-err-opening-order = 먼저 1번 자리(`first <카드>`), 그다음 2번 자리(`second <카드>`)를 고르거나, 1번을 고르기 전에 `queue <카드> <카드>`로 한 번에 정하세요. 가능한 입력: { $legal }.
nw-err-edit-unknown = 알 수 없는 수정 명령 `{ $value }`. 형식: { $forms }.
nw-err-edit-seat = `{ $value }`은(는) 살아 있는 자리가 아닙니다(p1, p2, …). 형식: { $forms }.
nw-err-edit-number = `{ $value }`은(는) 숫자가 아닙니다. 형식: { $forms }.
nw-err-edit-card = `{ $value }`은(는) 카드 이름이 아닙니다. 형식: { $forms }.
nw-err-edit-pop-zero = 인구를 { $value }(으)로 정할 수 없습니다. 플레이어를 빼려면 기권을 쓰세요. 형식: { $forms }.
nw-err-edit-too-many = 카드 { $value }장은 손패·대기열 한도를 넘습니다(손패+대기열 ≤ 10, 대기열 ≤ 2). 형식: { $forms }.
nw-err-edit-empty-hand = 손패에는 카드가 한 장 이상 있어야 합니다: `{ $value }`. 형식: { $forms }.
nw-err-edit-opening = 대기열은 게임 준비가 끝난 뒤에만 수정할 수 있습니다: `{ $value }`. 형식: { $forms }.
nw-err-edit-bank = 은행에는 { MAN($bank) }뿐인데 { MAN($need) }이 필요합니다.
nw-err-edit-unavailable = 뽑을 더미나 버린 더미에 { $card }이(가) 남아 있지 않습니다.
nw-err-edit-secret = { $card }은(는) 뽑는 즉시 발동하므로 손에 들 수 없습니다.

## Log
nw-log-setup = { $seats }명이 핵전쟁을 시작합니다. { $first }이(가) 먼저 합니다.
nw-log-population-dealt = { $seat }의 시작 인구는 { MAN($population) }입니다.
nw-log-your-hand = 내 손패: { $cards }.
nw-log-secret-revealed = { $seat }이(가) 시작 손패의 { $card }을(를) 공개합니다.
nw-log-secret-drawn = { $seat }이(가) { $card }을(를) 뽑았고, 즉시 발동합니다.
nw-log-secret-skip = { $card }: { $target }은(는) { $turns }턴을 쉽니다.
nw-log-secret-steal = { $card }: { $seat }이(가) { $target }에게서 { MAN($millions) }을 가져옵니다.
nw-log-secret-gain = { $card }: { $seat }이(가) 은행에서 { MAN($millions) }을 얻습니다.
nw-log-secret-kill = { $card }: { $target }이(가) { MAN($millions) }을 잃습니다.
nw-log-secret-to-bank = { $card }: { $target }의 { MAN($millions) }이 은행으로 떠납니다.
nw-log-you-drew = { $card }을(를) 뽑았습니다.
nw-log-draws = { $seat }이(가) 카드를 한 장 뽑습니다.
nw-log-queues-committed = 모두 엎어 둘 카드 두 장을 정했습니다. 첫 턴이 시작됩니다.
nw-log-turn = { $number }턴: { $seat }.
nw-log-turn-skipped = { $seat }은(는) 이번 턴을 쉽니다.
nw-log-reveal = { $seat }이(가) { $card }을(를) 뒤집습니다.
nw-log-propaganda = 선전선동: { $target }의 { MAN($millions) }이 { $seat }(으)로 넘어갑니다.
nw-log-propaganda-in-war = 전쟁 중 선전선동은 소용이 없어 버려집니다.
nw-log-armed = { $seat }의 { $card }이(가) 발사 준비 상태로 공개되었습니다.
nw-log-carrier-discarded = { $seat }의 { $card }은(는) 버려집니다.
nw-log-no-effect = 대기열에서 나온 { $card }은(는) 효과 없이 버려집니다.
nw-log-warhead-no-carrier = { $seat }의 { $card }은(는) 운반체계가 없어 버려집니다.
nw-log-incompatible = { $seat }의 { $carrier }은(는) { $warhead }을(를) 실을 수 없어 둘 다 버려집니다.
nw-log-war = 전쟁! { $seat }이(가) 핵공격을 개시했습니다.
nw-log-attack = { $seat }이(가) { $warhead }을(를) 실은 { $carrier }을(를) { $target }에게 발사합니다.
nw-log-strike = 최후의 보복: { $seat }이(가) { $warhead }을(를) 실은 { $carrier }을(를) { $target }에게 발사합니다.
nw-log-intercepted = { $target }이(가) { $card }(으)로 { $carrier }을(를) 격추하고 다음 턴을 가져갑니다.
nw-log-no-interception = { $seat }은(는) 요격하지 않습니다.
nw-log-fallout = 낙진 굴림 { $roll }: { $result }. { $victim }이(가) { MAN($millions) }을 잃습니다.
nw-log-fallout-harmless = 낙진 굴림 { $roll }: { $result }. 인명 피해는 없습니다.
nw-log-world-destroyed = 100메가톤 탄두가 전 지구적 연쇄 폭발을 일으켰습니다. 세계가 멸망했고 모두가 패배합니다.
nw-log-eliminated = { $seat }은(는) 인구를 모두 잃고 게임에서 퇴장합니다.
nw-log-no-retaliation = { $seat }은(는) 선전선동으로 흡수되어 보복할 수 없습니다.
nw-log-retaliation-reveal = { $seat }이(가) 최후의 보복을 위해 공개합니다: { $cards }.
nw-log-retaliation-done = { $seat }이(가) 최후의 보복을 마칩니다. 남은 카드는 버려집니다.
nw-log-peace = 평화가 돌아왔습니다.
nw-log-peace-swap-open = 생존자는 이제 엎어 둔 대기열 카드를 한 장마다 한 번씩 손패와 바꿀 수 있습니다.
nw-log-peace-swap-closed = 전략 변경이 끝났습니다.
nw-log-you-keep = 대기열을 그대로 둡니다.
nw-log-you-swapped = 이제 { $slot }번 자리에 { $card }이(가) 있고, { $old }은(는) 손으로 돌아왔습니다.
nw-log-you-swapped-back = 교환을 취소했습니다. 대기열이 평화가 돌아왔을 때로 되돌아갔습니다.
nw-log-you-picked = { $slot }번 자리: { $card }.
nw-log-committed = { $seat }이(가) 엎어 둘 카드 두 장을 모두 골랐습니다.
nw-log-you-placed = { $card }을(를) 대기열 맨 뒤에 놓았습니다.
nw-log-places = { $seat }이(가) 카드 한 장을 엎어 놓습니다.
nw-log-places-shown = { $seat }이(가) 공개했던 { $card }을(를) 엎어 놓습니다.
nw-log-show = { $seat }이(가) { $card }을(를) 억지력으로 공개합니다.
nw-log-hide = { $seat }이(가) { $card }을(를) 억지력에서 거둡니다.
nw-log-reshuffle = 뽑을 더미가 비어 버린 카드 { $cards }장을 섞어 새 더미를 만듭니다.
nw-log-conceded = { $seat }이(가) 기권하고 떠납니다. 그 나라의 인구는 사라집니다.
nw-log-edit = 관리자 수정: { $command }

## Outcome
nw-outcome-winner = { $seat }이(가) 인구 { MAN($population) }을 남기고 승리했습니다.
nw-outcome-no-winner = 살아남은 사람이 없습니다. 승자는 없습니다.
nw-outcome-world-destroyed = 세계가 멸망했습니다. 모두가 패배했습니다.

## Status and board
nw-status-war = 전쟁 중. 차례: { $turn }. 은행 { MAN($bank) }, 사망 { MAN($dead) }, 뽑을 더미 { $draw }장.
nw-status-peace = 평화. 차례: { $turn }. 은행 { MAN($bank) }, 사망 { MAN($dead) }, 뽑을 더미 { $draw }장.
nw-status-player = { $seat }: { MAN($population) }, 손패 { $hand }, 대기열 { $queue }, 공개 운반체계 { $face_up }, 억지력 { $shown }
nw-status-player-out = { $seat }: 퇴장
nw-status-fallout = 마지막 낙진 굴림 { $roll }: { $result } ({ MAN($loss) }).
nw-status-your-hand = 내 손패: { $cards }
nw-status-your-queue = 내 대기열(앞부터): { $cards }
nw-board-war = 전쟁
nw-board-peace = 평화
nw-board-deciding = 차례: { $turn } · 결정 중: { $names }
nw-board-you = { $name } (나)
nw-board-eliminated = 퇴장
nw-board-retaliating = 최후의 보복 카드:
nw-board-millions = 만 명
nw-board-population = { MAN_COUNT($millions) }
nw-board-counts = 손패 { $hand } · 대기열 { $queue }
nw-board-skip = { $turns }턴 쉼
nw-board-face-up = 발사 준비(공개)
nw-board-deterrent = 억지력
nw-board-center = 은행 { MAN($bank) } · 사망 { MAN($dead) } · 더미 { $draw } · 버림 { $discard } (맨 위: { $top })
nw-board-fallout = 마지막 굴림 { $roll }: { $result } — { $attacker } → { $target }, { MAN($loss) }
nw-board-no-fallout = 아직 공격이 없습니다.

## 카드 찾기(/card)
nw-about-warhead = { $mt }메가톤 탄두: 떨어진 곳에서 { MAN($kill) }을 죽이고, 낙진 판정으로 피해가 더해집니다.
nw-about-carrier = { $class ->
    [bomber] 폭격기: 탄두를 합계 { $payload }메가톤까지 싣고, 공개할 때마다 하나씩 떨어뜨립니다.
    [mx] MX 미사일: 10메가톤이 넘는 탄두 하나를 싣고 한 표적에 10메가톤씩 나누어 공격합니다.
   *[missile] 미사일: { $payload }메가톤 이하 탄두 하나를 싣습니다.
} { $letters } 요격미사일에 요격됩니다.{ $satellite ->
    [yes] {" "}킬러 위성을 궤도에 올릴 수 있습니다.
   *[no] {""}
}
nw-about-cruise = 순항 미사일: 발사한 사람이 떨어뜨릴 때까지 플레이어를 옮겨 다니며, 낙진 판정 없이 { MAN($damage) }의 피해를 주고 요격되지 않습니다.
nw-about-platform = 우주 플랫폼: 손패의 탄두를 싣고 발사하며, 매 턴 하나씩 떨어뜨리고 요격되지 않습니다. 발사가 두 번 실패하면 자국에 추락해 { MAN($crash) }을 잃습니다.
nw-about-satellite = 킬러 위성: 탄두를 실은 타이탄이나 아틀라스를 타고 궤도에 올라, 2~6이 나오면 우주 플랫폼을 파괴합니다.
nw-about-saboteur = 파괴공작원: 비공개로 들고 있다가, 대응 순서가 오면 공격, 순항 미사일, 플랫폼이나 위성 발사를 막습니다.
nw-about-spy = 스파이: 비공개로 들고 있다가, 남이 뽑은 기밀을 훔치거나, 파괴공작원을 밝히거나, 자기 턴에 손패를 엿봅니다.
nw-about-virus = 슈퍼 바이러스: 뽑는 즉시 상대에게 넘기며, 주사위가 맞을 때까지 옮겨 다닙니다.
nw-about-propaganda = 선전선동: 평화 시 고른 상대에게서 { MAN($m) }을 빼앗아 옵니다. 전쟁 중에는 버립니다.
nw-about-anti-missile = 요격미사일 { $letter }: 공격받을 때 맞는 운반체계를 요격합니다.
nw-about-secret = { $top ->
    [yes] 일급 기밀
   *[no] 기밀
}: 뽑는 즉시 발동하고 새 카드로 바꿉니다. { $effect ->
    [skip] 고른 상대가 { $n }턴을 쉽니다.
    [steal] 고른 상대에게서 { MAN($n) }을 빼앗아 옵니다.
    [bank] 은행에서 { MAN($n) }을 받습니다.
    [kill] 고른 상대가 { MAN($n) }을 잃습니다.
   *[to-bank] 고른 상대의 인구 { MAN($n) }이 은행으로 갑니다.
}
