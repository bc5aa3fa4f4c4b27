# Twilight Struggle: questions, answers and log lines of the Late War events (#82-#102, #109, #110).

# 사건이 일어날 수 없는 이유.
ts-why-star-wars-behind = 스타워즈 계획은 미국이 우주 경쟁에서 확실히 앞서 있어야 합니다.
ts-why-star-wars-nothing = 스타워즈 계획: 버린 카드 더미에 지금 사건을 일으킬 수 있는 카드(승점 계산 카드 제외)가 없습니다.
ts-why-wargames-defcon = 워게임은 데프콘 2일 때만 사건으로 쓸 수 있습니다(지금 데프콘 { $defcon }).
ts-why-solidarity = 연대는 요한 바오로 2세 교황 선출이 지속 효과로 놓여 있어야 합니다.

# 질문과 선택지.
ts-q-star-wars-0 = { $card }: 버린 카드 더미에서 어떤 카드의 사건을 지금 발동할까요?
ts-q-chernobyl-0 = { $card }: 이번 턴 동안 소련이 작전으로 영향력을 놓을 수 없는 지역을 고르세요.
ts-pick-europe = { ts-region-europe }
ts-pick-middle-east = { ts-region-middle-east }
ts-pick-asia = { ts-region-asia }
ts-pick-africa = { ts-region-africa }
ts-pick-central-america = { ts-region-central-america }
ts-pick-south-america = { ts-region-south-america }
ts-q-latin-american-debt-crisis-0 = { $card }: 작전 3 이상인 카드를 한 장 버릴까요, 아니면 소련이 남미 2개국에서 영향력을 두 배로 늘리게 할까요?
ts-q-latin-american-debt-crisis-1 = { $card }: 소련 영향력을 두 배로 늘릴 남미 국가를 고르세요(2개국 중 첫째).
ts-q-latin-american-debt-crisis-2 = { $card }: 소련 영향력을 두 배로 늘릴 다른 남미 국가를 고르세요(2개국 중 둘째).
ts-pick-let-ussr-double = 카드를 지킨다: 소련이 남미 2개국에서 영향력을 두 배로 늘림
ts-q-aldrich-ames-remix-0 = { $card }: 미국 손패에서 버리게 할 카드를 고르세요.
ts-q-wargames-0 = { $card }: 상대에게 먼저 승점 6점을 주고 지금 게임을 끝낼까요? (그때의 승점으로 승패를 정하고, 같으면 무승부)
ts-pick-end-game = 게임 종료 (상대 승점 +6)
ts-pick-keep-playing = 계속 진행
ts-q-iran-iraq-war-0 = { $card }: 어느 나라를 침공할까요?

# 기록.
ts-log-reagan-bombs-libya = { $event }: 리비아의 소련 영향력 2마다 승점 1점 — 미국 승점 { $vp }점.
ts-log-star-wars = { $event }: { $card }의 사건이 { $power }을(를) 위해 지금 발동합니다.
ts-log-chernobyl = { $event }: 이번 턴이 끝날 때까지 소련은 { $region }에 작전으로 영향력을 놓을 수 없습니다.
ts-log-debt-crisis-refused = { $event }: 미국이 카드를 지킵니다. 소련이 남미 2개국에서 영향력을 두 배로 늘립니다.
ts-log-terrorism-empty = { $event }: { $power }에게 버릴 카드가 남아 있지 않습니다.
ts-log-wargames-continue = { $event }: { $power }이(가) 게임을 계속합니다.
ts-end-wargames = { $event }: 게임이 즉시 끝나고 { $power }이(가) 승점 { $vp }점 차이로 승리합니다.
ts-end-wargames-draw = { $event }: 게임이 즉시 끝났고 승점이 같아 무승부입니다.
