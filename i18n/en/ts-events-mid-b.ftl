# Twilight Struggle: questions, answers and log lines of the Mid War events #59-#81, #107, #108.

# Why an event cannot happen.
ts-why-flower-power-evil-empire = An Evil Empire is in play: Flower Power can no longer be played as an event.
ts-why-opec-north-sea-oil = North Sea Oil is in play: OPEC can no longer be played as an event.
ts-why-one-small-step = One Small Step needs you behind in the space race (you are on box { $mine }, your rival on box { $theirs }).
ts-why-tehran-no-middle-east = Our Man in Tehran needs a US-controlled country in the Middle East.

# Questions and answers.
ts-q-grain-sales-to-soviets-0 = { $card }: you took a card from the USSR hand. Play it now as if it were yours, or return it and use the operations of { $card }?
ts-pick-play = Play the card now
ts-pick-return = Return it and use the operations of Grain Sales
ts-q-ask-not-what-your-country-can-do-for-you-0 = { $card }: choose a card to discard (you draw as many new cards once you are done).
ts-q-our-man-in-tehran-0 = { $card }: choose a card to discard from the top of the draw pile (the rest go back and the pile is shuffled once you are done).

# Log lines.
ts-log-opec = OPEC: the USSR controls { $n } of the oil countries.
ts-log-alliance-for-progress = Alliance for Progress: the US controls { $n ->
        [one] 1 battleground
       *[other] { $n } battlegrounds
    } in Central and South America.
ts-log-china-passes-up = The China Card passes face up to the { $power }.
ts-log-grain-sales-empty = Grain Sales to Soviets: the USSR has no card to take; the US uses the operations.
ts-log-grain-sales-take = Grain Sales to Soviets: the US takes a random card from the USSR hand.
ts-log-grain-sales-you-take = You take from the USSR hand
ts-log-grain-sales-taken-from-you = Grain Sales to Soviets: the US took { $card } from your hand.
ts-log-grain-sales-returned = Grain Sales to Soviets: the US returns the card to the USSR hand and uses the operations.
ts-log-ask-not = Ask Not: the US discarded { $discarded } { $discarded ->
    [one] card
   *[other] cards
} and draws { $drawn }.
ts-log-ask-not-drawn = You draw
ts-log-tehran-look = Our Man in Tehran: the US looks at the top { $n ->
        [one] 1 card
       *[other] { $n } cards
    } of the draw pile.
ts-log-tehran-seen = The top of the draw pile
ts-log-tehran-discard = Our Man in Tehran: the US discards { $card } from the draw pile.
ts-log-tehran-shuffle = Our Man in Tehran: the other cards go back and the draw pile ({ $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }) is shuffled.
