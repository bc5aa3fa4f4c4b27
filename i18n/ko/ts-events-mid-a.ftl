# 황혼의 투쟁: 중기 사건 #36-#58의 질문, 답, 기록.

# 사건이 일어날 수 없는 이유
ts-why-willy-brandt-blocked = { $card }이(가) 효과 중이라 빌리 브란트 사건은 더 이상 일어날 수 없습니다.
ts-why-muslim-revolution-blocked = { $card }이(가) 효과 중이라 이슬람 혁명 사건은 더 이상 일어날 수 없습니다.
ts-why-cultural-revolution-civil-war = 아직 국공 내전 중입니다: 소련은 내전에서 이기기 전까지 문화대혁명을 사건으로 쓸 수 없습니다.

# 질문과 답
ts-q-brush-war-0 = { $card }: 안정도 1이나 2인 어느 국가를 공격할까요? (3-6 성공, 인접한 상대 조종 국가나 상대 초강대국마다 −1)
ts-q-salt-negotiations-0 = { $card }: 버린 카드 더미에서 카드 한 장을 손으로 가져올 수 있습니다(상대에게 공개됩니다).
ts-q-summit-0 = { $card }: 정상회담에서 이겼습니다. 데프콘을 움직일까요?
ts-pick-defcon-down = 데프콘 한 단계 내리기(핵전쟁 쪽으로)
ts-pick-defcon-same = 데프콘 그대로 두기
ts-pick-defcon-up = 데프콘 한 단계 올리기
ts-q-how-i-learned-to-stop-worrying-0 = { $card }: 데프콘을 몇 단계로 정할까요? (1이 되면 진행 플레이어가 패배합니다.)
ts-pick-defcon-1 = 데프콘 1 (핵전쟁: 진행 플레이어 패배)
ts-pick-defcon-2 = 데프콘 2
ts-pick-defcon-3 = 데프콘 3
ts-pick-defcon-4 = 데프콘 4
ts-pick-defcon-5 = 데프콘 5
ts-q-junta-0 = { $card }: 중미나 남미의 어느 국가에 영향력 2를 놓을까요?
ts-q-missile-envy-0 = { $card }: 상대가 작전 점수가 가장 높은 카드 한 장을 가져갑니다. 어느 카드를 줄까요?
ts-q-south-african-unrest-0 = { $card }: 남아프리카 공화국에 소련 영향력 2, 아니면 그곳에 1과 인접국들에 2?
ts-pick-south-africa-only = 남아프리카 공화국에 +2
ts-pick-with-neighbours = 남아프리카 공화국에 +1, 앙골라와 보츠와나에 합쳐서 +2
ts-q-muslim-revolution-0 = { $card }: 어느 국가에서 미국 영향력을 모두 제거할까요? (2곳 중 첫째)
ts-q-muslim-revolution-1 = { $card }: 어느 국가에서 미국 영향력을 모두 제거할까요? (2곳 중 둘째)

# 기록
ts-log-missile-crisis = 쿠바 미사일 위기: { $power }이(가) 이번 턴에 쿠데타를 하면 즉시 패배합니다. 먼저 쿠바(소련), 또는 서독이나 터키(미국)에서 자기 영향력 2를 빼면 위기가 끝납니다.
ts-log-salt-takes = SALT 협상: { $power }이(가) 버린 카드 더미에서 { $card }을(를) 손으로 가져갑니다.
ts-log-how-i-learned-milops = { $power } 군사작전 +{ $n } (현재 { $now }).
ts-log-how-i-learned-defcon-kept = 데프콘은 { $defcon }에 그대로 있습니다.
ts-log-summit-defcon-kept = 정상회담: 데프콘은 { $defcon }에 그대로 있습니다.
ts-log-summit = 정상회담: 소련 주사위 { $ussr_roll } + { $ussr_bonus }, 미국 주사위 { $us_roll } + { $us_bonus } (우세나 조종한 지역마다 +1) — 승자: { $winner }.
ts-log-arms-race = 군비 경쟁: { $power }의 군사작전 { $mine }, 상대 { $theirs } (요구치 { $required }): { $vp ->
    [0] 승점 없음
   *[other] { $vp }점
}.
ts-log-kitchen-debates = 부엌 논쟁: 미국이 조종하는 핵심 국가 { $us }곳, 소련 { $ussr }곳.
ts-log-missile-envy = 미사일 경쟁: { $power }이(가) { $victim }에게서 { $card }을(를) 가져갑니다. { $victim }은(는) 미사일 경쟁 카드를 받고 다음 액션 라운드에 작전으로 써야 합니다.
ts-log-missile-envy-nothing = 미사일 경쟁: { $power }에게 줄 수 있는 작전 카드가 없어 아무 일도 일어나지 않습니다.
ts-log-bury-you = 생매장: 미국이 다음 액션 라운드에 유엔 개입을 사건으로 쓰지 않으면 소련이 3점을 얻습니다.
ts-log-cultural-revolution-china = 문화대혁명: 차이나 카드가 미국에서 소련으로 앞면으로 넘어갑니다.
