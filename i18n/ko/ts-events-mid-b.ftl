# Twilight Struggle: questions, answers and log lines of the Mid War events #59-#81, #107, #108.

# Why an event cannot happen.
ts-why-flower-power-evil-empire = 악의 제국이 효과 중이므로 히피 반전운동은 더 이상 사건으로 쓸 수 없습니다.
ts-why-opec-north-sea-oil = 북해 유전이 효과 중이므로 석유수출국기구는 더 이상 사건으로 쓸 수 없습니다.
ts-why-one-small-step = 작은 한 걸음은 우주 경쟁에서 뒤처져 있을 때만 쓸 수 있습니다(내 위치 { $mine }칸, 상대 { $theirs }칸).
ts-why-tehran-no-middle-east = 테헤란의 우리 요원은 미국이 중동 국가를 하나 이상 조종해야 쓸 수 있습니다.

# Questions and answers.
ts-q-grain-sales-to-soviets-0 = { $card }: 소련 손패에서 카드를 한 장 가져왔습니다. 내 카드처럼 바로 사용할까요, 아니면 돌려주고 { $card }의 작전 점수를 사용할까요?
ts-pick-play = 지금 이 카드를 사용
ts-pick-return = 돌려주고 대소련 곡물 수출의 작전 점수를 사용
ts-q-ask-not-what-your-country-can-do-for-you-0 = { $card }: 버릴 카드를 고르세요(다 고르면 버린 수만큼 새로 뽑습니다).
ts-q-our-man-in-tehran-0 = { $card }: 덱 위에서 버릴 카드를 고르세요(다 고르면 나머지는 덱으로 돌아가고 덱을 섞습니다).

# Log lines.
ts-log-opec = 석유수출국기구: 소련이 산유국 { $n }곳을 조종하고 있습니다.
ts-log-alliance-for-progress = 진보를 위한 동맹: 미국이 중남미 핵심 국가 { $n }곳을 조종하고 있습니다.
ts-log-china-passes-up = 차이나 카드가 앞면으로 { $power }에 넘어갑니다.
ts-log-grain-sales-empty = 대소련 곡물 수출: 소련 손패에 가져올 카드가 없어 미국이 작전 점수를 사용합니다.
ts-log-grain-sales-take = 대소련 곡물 수출: 미국이 소련 손패에서 무작위로 카드 한 장을 가져옵니다.
ts-log-grain-sales-you-take = 소련 손패에서 가져온 카드
ts-log-grain-sales-taken-from-you = 대소련 곡물 수출: 미국이 내 손패에서 { $card } 카드를 가져갔습니다.
ts-log-grain-sales-returned = 대소련 곡물 수출: 미국이 카드를 소련 손패로 돌려주고 작전 점수를 사용합니다.
ts-log-ask-not = 조국에 묻지 말라: 미국이 카드 { $discarded }장을 버리고 { $drawn }장을 뽑습니다.
ts-log-ask-not-drawn = 새로 뽑은 카드
ts-log-tehran-look = 테헤란의 우리 요원: 미국이 덱 위의 카드 { $n }장을 봅니다.
ts-log-tehran-seen = 덱 위의 카드
ts-log-tehran-discard = 테헤란의 우리 요원: 미국이 덱에서 { $card } 카드를 버립니다.
ts-log-tehran-shuffle = 테헤란의 우리 요원: 나머지 카드는 덱으로 돌아가고 덱({ $cards }장)을 섞습니다.
