# 핵 확전(Nuclear Escalation)과 통합 게임 (nuclear-war의 mode 옵션). 카드 문구는 우리만의 표현입니다.

nw-option-mode = 게임 선택: base(기본 Nuclear War), escalation(Nuclear Escalation 단독), combined(두 덱 통합).
nw-mode-base = 핵전쟁
nw-mode-escalation = 핵 확전
nw-mode-combined = 핵전쟁 + 핵 확전

nw-card-minuteman = 미니트맨 미사일
nw-card-trident = 트라이던트 미사일
nw-card-titan = 타이탄 미사일
nw-card-b1 = B-1 폭격기
nw-card-mx = MX 미사일
nw-card-cruise = 순항 미사일
nw-card-platform = 우주 플랫폼
nw-card-killsat = 킬러 위성
nw-card-saboteur = 파괴공작원
nw-card-spy = 스파이
nw-card-virus = 슈퍼 바이러스

nw-fallout-die-hit = 명중
nw-fallout-die-catastrophe = 버섯구름, 재앙: 탄두가 공격자의 도시에 떨어짐
nw-fallout-die-orbital = 버섯구름, 궤도상 폭발: 운반체 파괴, 공격자는 한 턴을 잃음
nw-fallout-die-launch-failure = 버섯구름, 발사 실패: 피해 없음
nw-fallout-die-dud = 버섯구름, 불발: 피해 없음
nw-fallout-die-neutron = 버섯구름, 중성자 폭탄: 피해 두 배
nw-fallout-die-power-plant = 버섯구름, 핵 발전소 피격: 피해 두 배, 피해국은 한 턴을 잃음

ne-event-cruise = { $seat }님이 { $card }을 발사합니다
ne-event-platform = { $seat }님이 탄두 { $warheads }개를 실은 우주 플랫폼을 발사합니다
ne-event-satellite = { $seat }님이 { $carrier }에 킬러 위성을 실어 발사합니다
ne-event-secret = { $seat }님이 아직 공개하지 않은 기밀을 뽑았습니다

ne-q-respond = { $event }. 행동한 사람을 뺀 모두에게 같은 질문을 합니다: 대응하거나 넘기세요(비공개).
ne-q-counter-sabotage = { $saboteur }님의 파괴공작: { $event }. 방첩으로 공작원을 잡아내거나 넘기세요.
ne-q-counter-intel = { $spy }님이 엎어둔 전략 카드를 엿보려 합니다. 방첩으로 맞서거나 넘기세요.
ne-q-counter-steal = { $spy }님이 내 기밀을 훔치려 합니다. 방첩으로 맞서거나 넘기세요.
ne-q-load-platform = 우주 플랫폼: 손에서 탄두를 엎어서 싣고({ $loaded }개 실음) 발사하세요.
ne-q-virus-give = 슈퍼 바이러스를 뽑았습니다: 상대 한 명에게 주세요.
ne-q-post-turn = 턴을 마친 뒤: 궤도와 비행 중인 무기, 바이러스에 대한 지시.

ne-opt-sabotage = 파괴공작원으로 방해
ne-opt-steal = 스파이로 훔치기
ne-opt-unmask = 스파이로 공작원 잡아내기
ne-opt-counter-spy = 스파이로 맞대응
ne-opt-load = { $card } 싣기
ne-opt-launch-platform = 플랫폼 발사
ne-opt-virus-give = { $target }님에게 바이러스 주기
ne-opt-platform-drop = 플랫폼 #{ $platform }: { $target }님에게 { $warhead } 투하
ne-opt-kill = 킬러 위성으로 { $owner }님의 플랫폼 #{ $platform } 공격
ne-opt-cruise-drop = { $target }님에게 순항 미사일 투하
ne-opt-cruise-move = 순항 미사일을 { $over }님 위에서 다음으로 이동
ne-opt-virus-pass = { $target }님에게 바이러스 넘기기
ne-opt-virus-keep = 바이러스 계속 보유(다시 100만~600만 손실)
ne-opt-end = 턴 마치기
ne-opt-spy-on = { $target }님의 엎어둔 전략 카드 엿보기

ne-err-intercept = `{ $input }`: 공격 대상만, 이 운반체를 막는 요격미사일로 요격할 수 있고 플랫폼 투하는 요격할 수 없습니다(룰북 §1.6, §1.12). 지금 가능한 것: { $legal }.
ne-err-sabotage = `{ $input }`: 발사를 망치려면 손에 파괴공작원이 있어야 합니다(룰북 §1.16). 지금 가능한 것: { $legal }.
ne-err-steal = `{ $input }`: 기밀을 훔치려면 손에 스파이가 있어야 합니다(룰북 §1.17). 지금 가능한 것: { $legal }.
ne-err-counter-sabotage = `{ $input }`: 공작원을 잡아내려면 손에 스파이가 있어야 합니다(룰북 §1.17 용도 1). 지금 가능한 것: { $legal }.
ne-err-counter-spy = `{ $input }`: 스파이에 맞대응하려면 손에 스파이가 있어야 합니다(룰북 §1.17 용도 4). 지금 가능한 것: { $legal }.
ne-err-load = `{ $input }`: 플랫폼에는 손에 든 탄두만 실을 수 있습니다(룰북 §1.12). 지금 가능한 것: { $legal }.
ne-err-platform-drop = `{ $input }`: 발사된 플랫폼마다 한 턴에 탄두 하나를 살아 있는 상대에게 떨어트릴 수 있습니다(룰북 §1.12). 지금 가능한 것: { $legal }.
ne-err-cruise = `{ $input }`: 순항 미사일은 그 아래 있는 사람에게 떨어트리거나 다음 사람으로 넘깁니다(룰북 §1.14). 지금 가능한 것: { $legal }.
ne-err-spy = `{ $input }`: 엿보려면 손에 스파이가 있고 상대에게 엎어둔 카드가 있어야 합니다(룰북 §1.17 용도 3). 지금 가능한 것: { $legal }.
ne-err-post-turn = `{ $input }`은(는) 이번 턴 뒤에 할 수 없습니다(룰북 §1.12~1.14, §1.18). 지금 가능한 것: { $legal }.

ne-log-mode = 모드: { $mode } (덱 { $cards }장).
ne-log-window-open = { $event } — 모두의 비공개 대응을 기다립니다.
ne-log-window-closed = 모든 대응이 모였습니다.
ne-window-attack = 공격 선언
ne-window-cruise = 순항 미사일 발사
ne-window-platform = 우주 플랫폼 발사
ne-window-satellite = 킬러 위성 발사
ne-window-secret = 기밀 뽑기
ne-log-you-answered = `{ $answer }`(으)로 답했습니다.
ne-log-sabotage = { $seat }님이 파괴공작원을 보냅니다: { $event }.
ne-log-saboteur-caught = { $seat }님의 스파이가 { $saboteur }님의 공작원을 잡아냈습니다. 발사는 계속됩니다.
ne-log-spoiled = 파괴공작으로 발사 실패: { $event }.
ne-log-lost-at-sea = { $seat }님의 { $carrier }을(를) 잃었습니다. 뒤에 놓인 탄두들은 바다에 빠졌습니다.
ne-log-steal-attempt = { $seat }님이 { $victim }님의 기밀을 훔치려고 스파이를 보냅니다.
ne-log-stolen = { $seat }님이 { $victim }님의 기밀을 훔쳤습니다. { $seat }님의 턴까지 엎어 둡니다.
ne-log-you-stole = 훔친 카드: { $card }.
ne-log-stolen-turn = { $seat }님이 훔친 기밀을 공개하려 합니다.
ne-log-counter-spy = { $seat }님이 스파이로 { $spy }님의 스파이를 막았습니다.
ne-log-spying = { $seat }님이 { $victim }님을 염탐합니다.
ne-log-intel = 스파이 보고 — { $victim }님의 엎어둔 전략 카드: { $cards }.
ne-log-secret-announced = { $seat }님의 기밀: { $card }.
ne-log-you-drew-secret = { $card }을(를) 뽑았습니다. 공개 전까지 다른 사람이 훔쳐 갈 수 있습니다.
ne-log-virus-drawn = { $seat }님이 슈퍼 바이러스를 뽑았습니다.
ne-log-virus-given = { $seat }님이 { $target }님에게 { $card }을(를) 넘깁니다.
ne-log-virus-strikes = 슈퍼 바이러스가 { $seat }님을 덮칩니다: 주사위 { $roll }, { MAN($millions) } 명 사망.
ne-log-virus-kept = { $seat }님이 슈퍼 바이러스를 계속 가지고 있습니다.
ne-log-virus-gone = 슈퍼 바이러스가 사라졌습니다.
ne-log-platform-empty = { $seat }님의 우주 플랫폼에 탄두가 없어 버려집니다.
ne-log-platform-orbit = 발사 주사위 { $roll }: { $seat }님의 우주 플랫폼이 탄두 { $warheads }개를 싣고 궤도에 올랐습니다.
ne-log-platform-failed = 발사 주사위 { $roll }: { $seat }님의 우주 플랫폼 발사 실패, 플랫폼과 탄두를 잃습니다(두 번째 주사위 { $second }).
ne-log-platform-crash = 발사 주사위 { $roll }, 다시 { $second }: { $seat }님의 우주 플랫폼이 자국에 추락해 { MAN($millions) } 명이 죽습니다.
ne-log-platform-drop = { $seat }님이 우주 플랫폼에서 { $target }님에게 { $warhead }을(를) 떨어트립니다.
ne-log-platform-spent = { $seat }님의 우주 플랫폼이 마지막 탄두를 썼습니다.
ne-log-satellite-orbit = { $seat }님의 킬러 위성이 궤도에 올랐습니다.
ne-log-satellite-no-carrier = { $seat }님의 { $card }은(는) 실어 줄 타이탄(또는 아틀라스)이 없어 버려집니다.
ne-log-satellite-hit = 주사위 { $roll }: { $seat }님의 킬러 위성이 { $owner }님의 우주 플랫폼을 파괴했습니다.
ne-log-satellite-miss = 주사위 { $roll }: { $seat }님의 킬러 위성이 { $owner }님의 플랫폼을 놓쳤습니다.
ne-log-cruise-launched = 발사 주사위 { $roll }: { $seat }님의 순항 미사일이 { $over }님 위를 맴돕니다.
ne-log-cruise-failed = 발사 주사위 { $roll }: { $seat }님의 순항 미사일 발사 실패, 미사일을 잃습니다.
ne-log-cruise-moves = { $seat }님의 순항 미사일이 다음으로 이동해 { $over }님 위를 맴돕니다.
ne-log-cruise-dry = { $seat }님의 순항 미사일이 테이블을 한 바퀴 돌아 연료가 떨어졌습니다.
ne-log-cruise-hit = { $seat }님의 순항 미사일이 { $victim }님 위에서 폭발: { MAN($millions) } 명 사망(낙진 주사위 없음).
ne-log-mx-shot = MX 공격 { $shot }/{ $shots }: { $line }

ne-status-mode = 모드: { $mode }. 핵 확전 카드 수는 임시값입니다(/rules 참고).
ne-status-orbit = { $seat }: 궤도의 플랫폼 { $platforms }개(탄두 { $loads }), 킬러 위성 { $satellites }개
ne-status-cruise = { $seat }님의 순항 미사일이 { $over }님 위를 맴돕니다
ne-status-virus = 슈퍼 바이러스는 { $seat }님에게 있습니다
ne-status-stolen = { $seat }님이 훔친 기밀 { $count }장을 가지고 있습니다
ne-status-your-platform = 내 플랫폼 #{ $platform }: { $cards }
ne-status-your-stolen = 내가 훔친 기밀: { $cards }

ne-board-virus = 바이러스
ne-board-cruise = 순항 미사일: { $list }
ne-board-cruise-one = { $seat } → { $over } 위
ne-board-mode = { $mode } · 핵 확전 덱은 임시 구성

ne-board-orbit = 궤도: 플랫폼 { $platforms }개 [{ $loads }]
ne-board-satellites = 킬러 위성 { $count }개
ne-board-stolen = 훔친 기밀 { $count }장
