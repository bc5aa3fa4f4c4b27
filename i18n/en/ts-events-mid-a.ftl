# Twilight Struggle: questions, answers and log lines of the Mid War events #36-#58.

# Why an event cannot happen
ts-why-willy-brandt-blocked = { $card } is in play: Willy Brandt's event can no longer happen.
ts-why-muslim-revolution-blocked = { $card } is in play: Muslim Revolution's event can no longer happen.
ts-why-cultural-revolution-civil-war = The Chinese Civil War is still on: the USSR may not play Cultural Revolution as an event until it wins it.

# Questions and answers
ts-q-brush-war-0 = { $card }: which country of stability 1 or 2 do you attack? (3-6 wins, −1 per adjacent enemy-controlled country or superpower)
ts-q-salt-negotiations-0 = { $card }: you may take one card from the discard pile into your hand (it is shown to your opponent).
ts-q-summit-0 = { $card }: you won the Summit. Move DEFCON?
ts-pick-defcon-down = DEFCON one step down (toward nuclear war)
ts-pick-defcon-same = Leave DEFCON where it is
ts-pick-defcon-up = DEFCON one step up
ts-q-how-i-learned-to-stop-worrying-0 = { $card }: set DEFCON to which level? (At 1 the phasing player loses.)
ts-pick-defcon-1 = DEFCON 1 (nuclear war: the phasing player loses)
ts-pick-defcon-2 = DEFCON 2
ts-pick-defcon-3 = DEFCON 3
ts-pick-defcon-4 = DEFCON 4
ts-pick-defcon-5 = DEFCON 5
ts-q-junta-0 = { $card }: which Central or South American country gets 2 of your influence?
ts-q-missile-envy-0 = { $card }: your rival takes one of your highest-ops cards. Which one do you give?
ts-q-south-african-unrest-0 = { $card }: 2 USSR influence in South Africa, or 1 there and 2 in its neighbours?
ts-pick-south-africa-only = +2 in South Africa
ts-pick-with-neighbours = +1 in South Africa and +2 among Angola and Botswana
ts-q-muslim-revolution-0 = { $card }: remove all US influence from which country (1 of 2)?
ts-q-muslim-revolution-1 = { $card }: remove all US influence from which country (2 of 2)?

# Log lines
ts-log-missile-crisis = Cuban Missile Crisis: if { $power } launches a coup this turn it loses at once — unless it first removes 2 of its influence from Cuba (USSR) or West Germany or Turkey (US).
ts-log-salt-takes = SALT Negotiations: { $power } takes { $card } from the discard pile into its hand.
ts-log-how-i-learned-milops = { $power } gains { $n } military operations (now { $now }).
ts-log-how-i-learned-defcon-kept = DEFCON stays at { $defcon }.
ts-log-summit-defcon-kept = Summit: DEFCON stays at { $defcon }.
ts-log-summit = Summit: USSR rolls { $ussr_roll } + { $ussr_bonus }, US rolls { $us_roll } + { $us_bonus } (+1 per region dominated or controlled) — winner: { $winner }.
ts-log-arms-race = Arms Race: { $power } has { $mine } military operations against { $theirs } (required { $required }): { $vp ->
    [0] no VP
   *[other] { $vp } VP
}.
ts-log-kitchen-debates = Kitchen Debates: the US controls { $us ->
        [one] 1 battleground
       *[other] { $us } battlegrounds
    }, the USSR { $ussr }.
ts-log-missile-envy = Missile Envy: { $power } takes { $card } from { $victim }, who gets Missile Envy and must play it for operations in its next action round.
ts-log-missile-envy-nothing = Missile Envy: { $power } holds no card with operations to give; nothing happens.
ts-log-bury-you = We Will Bury You: the USSR gains 3 VP unless the US plays UN Intervention as an event in its next action round.
ts-log-cultural-revolution-china = Cultural Revolution: The China Card passes from the US to the USSR, face up.
