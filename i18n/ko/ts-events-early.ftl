# Twilight Struggle: questions, answers and log lines of the Early War events (#1-#35, #103-#106).

## Why an event cannot happen
ts-why-blocked-by = { $card }의 효과로 이 사건은 일어날 수 없습니다.
ts-why-nato-needs = 북대서양조약기구는 마셜 플랜이나 바르샤바조약기구가 먼저 사건으로 쓰여야 합니다.
ts-why-civil-war-event = 국공내전이 아직 진행 중입니다: 소련이 내전에서 이길 때까지 { $card }은(는) 사건으로 쓸 수 없습니다.
ts-why-defectors-us-round = 망명자는 미국 액션 라운드에서는 사건이 없습니다: 미국은 헤드라인에서 소련 헤드라인을 취소하는 데 쓰고, 소련이 작전으로 쓰면 미국이 승점 1점을 얻습니다.
ts-why-cambridge-late-war = 케임브리지 5인조는 후기 냉전에는 사건으로 쓸 수 없습니다.

## Shared lines
ts-log-event-no-effect = { $card }: 사건이 작용할 대상이 없어 아무 일도 일어나지 않습니다.
ts-log-discarded-random = { $power }이(가) 손패에서 무작위로 뽑힌 { $card }을(를) 버립니다.

## #10 Blockade
ts-q-blockade-0 = { $card }: 작전 점수 3 이상인 카드를 버릴까요, 서독의 미국 영향력을 모두 잃을까요?
ts-pick-give-up-west-germany = 카드를 지킨다: 서독의 미국 영향력을 모두 제거
ts-log-blockade-no-card = { $card }: 미국에게 버릴 작전 점수 3 이상의 카드가 없습니다.
ts-log-blockade-refused = { $card }: 미국은 카드를 지키고 서독을 포기합니다.

## #19 Truman Doctrine
ts-q-truman-doctrine-0 = { $card }: 어느 쪽도 조종하지 않는 유럽 국가 중 어디의 소련 영향력을 모두 제거할까요?

## #20 Olympic Games
ts-q-olympic-games-0 = { $card }: 상대가 올림픽을 개최합니다. 참가할까요(둘 다 주사위를 굴리고 개최국은 +2, 높은 쪽이 승점 2점) 보이콧할까요(데프콘 −1, 개최국은 작전 점수 4로 작전 수행)?
ts-pick-participate = 올림픽에 참가
ts-pick-boycott = 보이콧 (데프콘 −1, 개최국이 작전 점수 4 사용)
ts-log-olympic-boycott = { $card }: { $power }이(가) 보이콧합니다.
ts-log-olympic-rolls = { $card }: 개최국 { $sponsor } 주사위 { $sponsor_roll } + 2 = { $sponsor_total }, { $guest } 주사위 { $guest_roll }.

## #22 Independent Reds
ts-q-independent-reds-0 = { $card }: 어느 나라에서 미국 영향력을 소련 영향력과 같게 맞출까요?

## #24 Indo-Pakistani War
ts-q-indo-pakistani-war-0 = { $card }: 어느 나라를 침공할까요?

## #104 The Cambridge Five
ts-log-cambridge-shown = { $card }: 미국이 손패의 승점 카드를 소련에게 보여 줍니다.
ts-log-cambridge-intro = { $card } — 미국의 승점 카드
ts-log-cambridge-none = { $card }: 미국 손패에 승점 카드가 없습니다.
ts-q-the-cambridge-five-0 = { $card }: 미국 승점 카드에 적힌 지역의 한 나라에 소련 영향력 1을 놓을까요(안 하려면 `done`)?

## #105 Special Relationship
ts-q-special-relationship-0 = { $card }(북대서양조약기구 적용 중): 어느 서유럽 국가에 미국 영향력 2를 놓을까요? (미국은 승점 2점도 얻습니다.)
ts-q-special-relationship-1 = { $card }: 영국과 인접한 어느 나라에 미국 영향력 1을 놓을까요?

## #106 NORAD
ts-q-norad-0 = { $card }: 데프콘이 2로 내려갔고 미국이 캐나다를 조종합니다. 이미 미국 영향력이 있는 어느 나라에 영향력 1을 더할까요?
