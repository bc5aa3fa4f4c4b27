# Twilight Struggle: prompts, log lines, errors and status (the rules engine's words).
ts-rules = Twilight Struggle (Deluxe), 2 players: USSR (seat 1) and US (seat 2). Up to 10 turns. Each turn: both pick a secret headline card, then take 6 (turns 1–3) or 7 action rounds, playing one card each: for its event (own or neutral cards), for operations (place influence, realign, or one coup) or on the space race. An opponent's card played for operations also triggers its event for them. Scoring cards score a region and must be played in the turn they are drawn. DEFCON 1 loses the game for whoever caused it; 20 VP, or control of Europe when Europe is scored, wins; otherwise final scoring after turn 10. Every card's event is played as printed, lasting effects included. Options when creating the game: the optional cards (on by default), the Chinese Civil War variant, tournament hand reveals and a US influence bid. `/hand` shows your cards and every legal choice; the rulings we chose where the rules leave a question are in the project's docs.
ts-option-optional-cards = Put the 7 optional cards (#104–110) in the deck.
ts-option-civil-war = Chinese Civil War variant: nobody holds The China Card until the USSR places 3 influence on the civil war space.
ts-option-tournament-reveal = Tournament rule: both hands are shown at the end of each turn.
ts-option-us-bid = Extra US setup influence (handicap bid), 0–10.
ts-nobody = nobody
ts-none = —
ts-note-none = { "" }
ts-country-chinese-civil-war = Chinese Civil War
ts-country-count = { $country } { $n }

## Space race boxes
ts-space-1 = Earth Satellite
ts-space-2 = Animal in Space
ts-space-3 = Man in Space
ts-space-4 = Man in Earth Orbit
ts-space-5 = Lunar Orbit
ts-space-6 = Eagle/Bear Has Landed
ts-space-7 = Space Shuttle
ts-space-8 = Space Station

## Questions
ts-q-setup = Setup: place { $left } more influence in { $area }{ $bid ->
    [0] {""}
   *[other] {" "}(your { $bid } bid points may also go where the US starts)
}. One tap per point, or type the whole line.
ts-q-headline = Turn { $turn } headline: choose your card in secret.
ts-q-headline-after = Turn { $turn } headline: your rival headlines { $card } (Man in Earth Orbit). Choose yours in secret.
ts-q-play = Turn { $turn }, action round { $round }: choose a card to play.
ts-q-play-scoring = Action round { $round }: you must play a scoring card now — you have no rounds left to keep it.
ts-q-use = { $card } ({ $ops ->
        [one] 1 op
       *[other] { $ops } ops
    }): how do you use it? { $note }
ts-q-influence = Place influence: { $left ->
        [one] 1 op
       *[other] { $left } ops
    } left{ $asia ->
    [0] {""}
   *[other] {" "}(+1 only if every op goes to Asia)
}. Each tap places one point (2 ops into an enemy-controlled country).
ts-q-realign = Realignment: { $left } rolls left. Choose a country with enemy influence.
ts-q-coup = Coup with { $ops ->
        [one] 1 op
       *[other] { $ops } ops
    } (DEFCON { $defcon }): choose a country with enemy influence.
ts-q-space-discard = Eagle/Bear Has Landed: you may discard one held card.

## Options
ts-opt-card = { $card } ({ $ops }{ $side ->
    [us] , US
    [ussr] , USSR
   *[other] {""}
})
ts-opt-scoring-card = { $card } (scoring)
ts-opt-place = { $country } (you { $now }, rival { $theirs }, stability { $stability }; cost { $cost })
ts-opt-use = { $use ->
    [event] Event
    [influence] Influence ({ $ops ->
            [one] 1 op
           *[other] { $ops } ops
        })
    [realign] Realign ({ $ops ->
            [one] 1 roll
           *[other] { $ops } rolls
        })
    [coup] Coup ({ $ops ->
            [one] 1 op
           *[other] { $ops } ops
        })
   *[space] Space race
}
ts-opt-realign = { $country } (you +{ $mine }, rival +{ $theirs })
ts-opt-coup = { $country } (needs { $need }+{ $bg ->
    [1] , battleground: DEFCON −1
    [2] , battleground: DEFCON 1 — ⚠ you lose the game
   *[other] {""}
})
ts-opt-back = Back
ts-opt-confirm-coup = Yes: launch the coup and lose the game
ts-opt-use-loses = { $use } — ⚠ DEFCON 1: you lose the game
ts-opt-confirm-use = Yes: play it and lose the game
ts-q-confirm-use = { $card }'s event lowers DEFCON to 1{ $use ->
    [event] {""}
   *[other] {" "}(played for operations, your rival's event still happens)
}: nuclear war, and you lose the game (the player whose action round it is loses). Play it anyway?
ts-q-confirm-coup = A coup in { $country } lowers DEFCON to 1: nuclear war, and you lose the game (the player whose action round it is loses). Launch it anyway?
ts-opt-reset = Take back the { $n } placed
ts-opt-pass = Pass (keep The China Card)
ts-opt-keep = Keep all

## Typed lines
ts-free-setup = Type points like { $power ->
        [ussr] `influence east-germany:3 poland:3`
       *[us] `influence west-germany:4 italy:3`
    } (a country by its name as in the list, or the start of it, or by its id).
ts-free-influence = Type points like `influence italy:2 france:1` (a country by its name as in the list, or the start of it, or by its id).
ts-free-play = Or type a whole round: `play <card> influence italy:2 france:1`, `play <card> coup iran`, `play <card> realign iran`, `play <card> space`, `play <card> event`.
ts-free-use = Or type `influence italy:2 france:1`, `coup iran`, `realign iran`, `space` or `event`.

## Why an event is not offered
ts-why-china-no-event = The China Card has no event.
ts-why-opponent-event = { $card } is your rival's card: played for operations its event happens for them; it cannot be played as your event.
ts-why-event-not-built = The event of { $card } is not built yet: use the card for operations or the space race.

## Log
ts-log-setup = The Early War deck ({ $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }) is shuffled and 8 cards are dealt to each side. The USSR holds The China Card.
ts-log-civil-war-begins = Chinese Civil War: nobody holds The China Card until the USSR has 3 influence on the civil war space.
ts-log-civil-war-won = The USSR wins the Chinese Civil War and takes The China Card face up.
ts-log-setup-placed = { $power } sets up: { $places }.
ts-log-headline-chosen = { $power } has chosen a headline.
ts-log-headline-chosen-you = You headline { $card } (secret until both have chosen).
ts-log-headline-first = { $power } must show its headline first: { $card }.
ts-log-headline-reveal = { $power } headlines { $card }.
ts-log-sits-out = { $power } has no card to play and sits out this action round.
ts-log-pass = { $power } passes for the rest of the turn, keeping The China Card.
ts-log-play = { $power } plays { $card } { $use ->
    [event] as an event
    [influence] to place influence
    [realign] to realign
    [coup] for a coup
   *[space] on the space race
}.
ts-log-influence = { $power } places influence: { $places } ({ $spent ->
        [one] 1 op
       *[other] { $spent } ops
    }).
ts-log-realign = Realignment in { $country }: { $power } rolls { $roll }+{ $mod }, rival { $oroll }+{ $omod }; { $removed ->
        [0] nobody loses influence
       *[other] { $loser } loses { $removed } influence
    }.
ts-log-coup-attempt = { $power } launches a coup in { $country } with { $ops ->
        [one] 1 op
       *[other] { $ops } ops
    }.
ts-log-coup = Coup in { $country }: { $roll }{ $mod ->
    [0] {""}
   *[other] {" "}(modifier { $mod })
} + { $ops ->
        [one] 1 op
       *[other] { $ops } ops
    } − { $defence } = { $removed } rival influence removed, { $added } own added.
ts-log-space-success = { $power } tries box { $box } of the space race: rolls { $roll } (needs { $max } or less) — success.
ts-log-space-fail = { $power } tries box { $box } of the space race: rolls { $roll } (needs { $max } or less) — failure.
ts-log-space-box = { $power } reaches { $name } (box { $box }).
ts-log-space-discard = { $power } discards { $card } (Eagle/Bear Has Landed).
ts-log-china-passes = The China Card passes face down to the { $power }.
ts-log-china-face-up = The China Card turns face up for the { $power }.
ts-log-china-vp = The China Card gives its holder, the { $power }, 1 VP.
ts-log-event-not-built = The event of { $card } is not built yet: nothing happens.
ts-log-vp = { $power } gains { $vp } VP (VP now { $total }, positive = US ahead).
ts-log-defcon-degrades = DEFCON drops to { $defcon }.
ts-log-defcon-improves = DEFCON rises to { $defcon }.
ts-log-milops-short = { $power } is { $short } military ops short of the { $required } required: the rival gains { $short } VP.
ts-log-held-reveal = { $power } holds: { $cards }.
ts-log-turn = Turn { $turn } begins.
ts-log-mid-war = The Mid War cards ({ $cards }) are shuffled into the draw pile.
ts-log-late-war = The Late War cards ({ $cards }) are shuffled into the draw pile.
ts-log-reshuffle = The discard pile ({ $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }) is shuffled into a new draw pile.
ts-log-final-scoring = Final scoring after turn 10.
ts-log-final-total = Final VP: { $total }.
ts-log-scoring = Scoring of { $region } — { $ussr }; { $us }. Net: { $leader } +{ $net }.
ts-score-side = { $power }: { $tier ->
    [presence] presence
    [domination] domination
    [control] control
   *[none] nothing
} ({ $countries ->
        [one] 1 country
       *[other] { $countries } countries
    }, { $bg ->
        [one] 1 battleground
       *[other] { $bg } battlegrounds
    }) = { $vp } VP
ts-log-edit = Game master edit: `{ $command }`.

## Game end
ts-end-vp = The { $power } reaches 20 VP and wins.
ts-end-europe = The { $power } controls Europe at its scoring and wins.
ts-end-nuclear-war = DEFCON 1: nuclear war. The { $power } caused it and loses.
ts-end-held-scoring = The { $power } held a scoring card past the turn's last action round and loses.
ts-end-both-held-scoring = Both sides held a scoring card past the turn's last action round: a draw.
ts-end-final = Final scoring: the { $power } wins by { $vp } VP.
ts-end-final-draw = Final scoring: VP are level — a draw.
ts-end-concede = The { $power } concedes.

## Errors
ts-err-unknown-card = There is no card `{ $word }`.{ $hint } Use a card's name as in the list, its id (e.g. `duck-and-cover`) or its number (`17`).
ts-err-unknown-country = There is no country `{ $word }`.{ $hint } Use a country's name as in the list or its id (e.g. `west-germany`).
ts-err-unknown-word = `{ $word }` is not an action.{ $hint } Actions: place, influence, headline, play, event, realign, coup, space, pass, back, reset, discard, keep.
ts-err-bad-amount = `{ $word }`: write a country and a number of points from 1 to 20, like `italy:2`.
ts-err-place-what = Say where: `place italy` or `place italy:2`.
ts-err-line-too-long = Your decision was complete before the end of the line (for example more points than the card's ops allow), so the whole line is refused. Nothing changed.
ts-err-not-now = That is not what is being decided now. { $expected }
ts-expect-setup = Now: setup influence (`place <country>`).
ts-expect-headline = Now: the headline pick (`headline <card>`).
ts-expect-card = Now: the card for this action round (`play <card>`).
ts-expect-use = Now: how to use the card (`event`, `influence`, `realign`, `coup`, `space` or `back`).
ts-expect-influence = Now: influence points (`place <country>`, `reset` or `back`).
ts-expect-realign = Now: a realignment target (`realign <country>`).
ts-expect-coup = Now: the coup target (`coup <country>` or `back`).
ts-expect-confirm-coup = Now: confirm the coup that loses the game (`confirm`) or go `back`.
ts-expect-confirm-use = Now: confirm the play that loses the game (`confirm`) or go `back`.
ts-expect-space-discard = Now: Eagle/Bear Has Landed (`discard <card>` or `keep`).
ts-expect-nothing = Nothing is waiting for you.
ts-err-setup-ussr = The USSR's setup influence goes to Eastern Europe only; { $country } is not there.
ts-err-setup-us = The US's setup influence goes to Western Europe only{ $bid ->
    [0] {""}
   *[other] , plus { $bid } bid points where the US starts
}; { $country } is not allowed.
ts-err-headline-china = The China Card cannot be headlined.
ts-err-headline-un = UN Intervention cannot be headlined.
ts-err-headline-bound = { $card } cannot be headlined: it must be played for operations in your first action round.
ts-err-not-in-hand = { $card } is not in your hand.
ts-err-china-face-down = The China Card is face down: it can be played from next turn.
ts-err-china-nobody = Nobody holds The China Card during the Chinese Civil War.
ts-err-must-play-scoring = You must play a scoring card now: you have no action rounds left to keep it.
ts-err-no-pass = You may only pass when The China Card is your only card.
ts-err-no-event = This card cannot be played as an event now.
ts-err-scoring-only-event = A scoring card has no ops: it can only be played to score.
ts-err-no-space = The space race is not open to this card now.
ts-err-no-coup-target = No legal coup target: a coup needs enemy influence in a country DEFCON { $defcon } allows.
ts-err-no-realign-target = No legal realignment target: it needs enemy influence in a country DEFCON { $defcon } allows.
ts-err-no-placement = No country can take influence with this card's ops.
ts-err-space-done = Your space marker is at the Space Station: no more attempts.
ts-err-space-attempts = Only { $allowed } space race attempt(s) per turn.
ts-err-space-ops = { $card } has { $ops ->
        [one] 1 op
       *[other] { $ops } ops
    }; the next space box needs { $need }.
ts-err-civil-war-ussr-only = Only the USSR may act on the Chinese Civil War space, and only by placing influence.
ts-err-not-reachable = { $country } is out of reach: influence goes only where you already have influence, next to it, or next to your superpower, as the map stood when the card was played.
ts-err-cost = { $country } costs { $cost ->
        [one] 1 op
       *[other] { $cost } ops
    } (2 in an enemy-controlled country) but only { $left } remain.
ts-err-coup-no-enemy = A coup needs { $enemy } influence in the target; { $country } has none.
ts-err-realign-no-enemy = Realignment needs { $enemy } influence in the target; { $country } has none.
ts-err-defcon-region = At DEFCON { $defcon } no coups or realignments in { $region } ({ $country }).
ts-err-asia-bonus = The China Card's extra op may only be spent in Asia ({ $country } is not).
ts-err-edit-form = Edit not understood: `{ $value }`. Forms: { $forms }.
ts-err-edit-number = Not a valid number here: `{ $value }`. Forms: { $forms }.
ts-err-edit-power = Name a side, `us` or `ussr`, not `{ $value }`. Forms: { $forms }.
ts-err-edit-card = No such card: `{ $value }`. Forms: { $forms }.
ts-err-edit-card-missing = { $value } is not free to move right now. Forms: { $forms }.
ts-err-edit-country = No such country: `{ $value }`. Forms: { $forms }.

## Status (/status)
ts-status-head = Turn { $turn }, action round { $round } · DEFCON { $defcon } · VP: { $vp ->
    [0] level
   *[other] { $leader } +{ $vp }
}
ts-status-waiting = Waiting for: { $who } ({ $phase ->
    [setup] setup influence
    [headline] headline pick
    [choose-card] card to play
    [choose-use] how to use the card
    [event-order] event before or after the operations
    [event-choice] a choice in an event
    [event-influence] influence placed by an event
    [event-ops] operations from an event
    [influence] influence placement
    [realign] realignment
    [coup] coup target
    [confirm-coup] confirming a coup that loses the game
    [confirm-use] confirming a play that loses the game
    [trapped] a card to discard to escape the trap
    [space-discard] end-of-turn discard
   *[other] a decision
})
ts-status-tracks = Military ops: USSR { $ussr_milops }/{ $required }, US { $us_milops }/{ $required } · Space race: USSR { $ussr_space }, US { $us_space }
ts-status-china = The China Card: { $power }, { $up ->
    [1] face up
   *[other] face down
}
ts-status-civil-war = The China Card: nobody (Chinese Civil War, USSR { $n }/3)
ts-status-region = { $region } — controlled: USSR { $ussr } (BG { $ussr_bg }), US { $us } (BG { $us_bg })
ts-status-headlines = Headlines: USSR { $ussr }, US { $us }
ts-status-cards = Hands: USSR { $ussr }, US { $us } · draw pile { $deck } · discards { $discard } · removed { $removed }
ts-status-hand = Your hand: { $cards }
ts-status-hand-china = You also hold The China Card, { $up ->
    [1] face up
   *[other] face down (playable from next turn)
}.
ts-hand-card = { $card } ({ $ops ->
    [0] scoring
    [1] 1 op
   *[other] { $ops } ops
}{ $side ->
    [us] , US
    [ussr] , USSR
   *[other] {""}
}, { $era ->
    [early] Early War
    [mid] Mid War
   *[late] Late War
})
ts-err-civil-war-over = The Chinese Civil War is over: its space is gone.

## Events (part 2): shared questions, options and log lines
ts-log-event-cannot = The event of { $card } cannot happen: { $why }
ts-why-chernobyl = Chernobyl: the USSR may not place influence with operations in { $region } this turn ({ $country }).
ts-why-nato = NATO protects { $country }: the USSR may not coup or realign a US-controlled European country.
ts-why-us-japan = US/Japan Mutual Defense Pact: the USSR may never coup or realign Japan.
ts-why-reformer = The Reformer: the USSR may no longer coup in Europe.
ts-end-cuban-missile-crisis = { $power } launched a coup during the Cuban Missile Crisis: nuclear war, { $power } loses.
ts-log-effect = { $card } takes effect.
ts-log-effect-ends = { $card } is no longer in effect.
ts-log-shuttle-diplomacy = Shuttle Diplomacy: the USSR battleground { $country } is not counted in this scoring; Shuttle Diplomacy is discarded.
ts-log-bury-you-cancelled = UN Intervention played as an event: We Will Bury You gives the USSR nothing.
ts-log-missile-crisis-defused = { $power } removes 2 influence from { $country }: the Cuban Missile Crisis is over.
ts-effect-lasting = { $card }
ts-effect-this-turn = { $card } ({ $power }, this turn)
ts-effect-chernobyl = Chernobyl: no USSR influence by operations in { $region }
ts-effect-missile-envy = { $power } must play Missile Envy for operations next round
ts-effect-bury-you = We Will Bury You: the USSR gains 3 VP unless the US plays UN Intervention as an event next round
ts-status-effects = In effect: { $effects }
ts-status-ames = Aldrich Ames Remix — the US hand: { $cards }
ts-log-inf-added = { $power } +{ $n } influence in { $country } (now { $now }).
ts-log-inf-removed = { $power } −{ $n } influence in { $country } (now { $now }).
ts-log-war = { $card }: { $power } attacks { $country }: rolls { $roll } − { $minus } (needs { $need }) — { $won ->
    [1] victory
   *[other] failure
}.
ts-log-hand-revealed = The { $power } hand
ts-log-hand-shown = { $power } shows its hand to { $to }.
ts-log-private-cards = { $intro }: { $cards }
ts-log-discarded = { $power } discards { $card }.
ts-log-defectors-cancel = Defectors cancels the USSR headline: { $card } is discarded without its event.
ts-log-no-ops-use = { $power } has no legal use for the operations of { $card }.
ts-log-no-coup-target = { $power } has no legal coup target left.
ts-log-spread-added = { $card }: { $power } influence added — { $places }.
ts-log-spread-removed = { $card }: { $power } influence removed — { $places }.
ts-log-ops-declined = { $power } declines the operation of { $card }.
ts-log-trap-skip = { $power } has no card worth 2 ops to discard under { $card }: the round passes.
ts-log-trap-roll = { $card }: { $power } rolls { $roll } — { $escaped ->
    [1] escaped
   *[other] still trapped (needs 1-4)
}.
ts-opt-pick-country = { $country } (USSR { $ussr }, US { $us })
ts-opt-remove = Remove from { $country } ({ $power } has { $now })
ts-opt-done = Done
ts-opt-event-first = Event first, then operations
ts-opt-ops-first = Operations first, then the event
ts-opt-defuse = End the Cuban Missile Crisis: remove 2 influence from { $country }
ts-q-event-order = { $card } is your opponent's card: its event happens too. Before or after your operations?
ts-free-choose = choose <answer>
ts-free-remove = remove <country>[:n] …
ts-q-spread-add = { $card }: add { $left } { $power } influence { $per ->
    [1] (one per country)
   *[other] (at most { $per } per country)
}.
ts-q-spread-remove = { $card }: remove { $left } { $power } influence { $per ->
    [1] (one per country)
   *[other] (at most { $per } per country)
}.
ts-q-event-ops = { $card }: you have an operation with { $ops ->
        [one] 1 op
       *[other] { $ops } ops
    }. How do you use it?
ts-q-trapped = { $card }: discard a card worth 2 or more ops and roll 1-4 to escape.
ts-expect-event-order = Now: choose whether the opponent's event comes before or after your operations.
ts-expect-choose = Now: answer the event's question (`choose …`).
ts-expect-spread-add = Now: place the event's influence (`place <country>`).
ts-expect-spread-remove = Now: remove influence for the event (`remove <country>`).
ts-expect-event-ops = Now: choose how to use the event's operation.
ts-expect-trapped = Now: discard a card to try to escape the trap.
ts-err-remove-what = Say where to remove influence: `remove <country>[:n]`.
ts-err-choose-what = Say what you choose: `choose <answer>`.
ts-err-defuse-where = Say where the 2 influence come from: `defuse <country>`.
ts-err-defuse = You cannot end the Cuban Missile Crisis with { $country }: it must be 2 of your own influence in Cuba (USSR) or West Germany / Turkey (US), while the crisis targets you.
ts-err-missile-envy-bound = Missile Envy: you must play Missile Envy for operations this round.
ts-err-missile-envy-ops = Missile Envy must be played for operations this round (influence, realignment, a coup or a space race attempt), not for its event.
ts-word = { $word }
ts-err-choose = { $card } has no answer "{ $word }". Choose one of: { $options }.
ts-err-spread-add = { $card } cannot add influence to { $country } now (not an allowed country, or its limit is reached).
ts-err-spread-remove = { $card } cannot remove influence from { $country } now (not an allowed country, nothing to remove, or its limit is reached).
ts-err-event-ops-use = This operation cannot be used that way here.
ts-err-trap-discard = { $card } cannot be discarded for the trap: it must be a card worth 2 or more ops from your hand (scoring cards are played instead).
ts-err-trap-play = You cannot play { $card } under the trap: only a scoring card, when you have no card worth 2 ops or must play your scoring cards.
ts-err-trap-pass = You still have a card to discard for the trap.
ts-err-not-in-area = { $country } is outside the area this event's operation may act in.
ts-why-un-no-partner = UN Intervention needs a card with your opponent's event in your hand to play it with.
ts-log-un-partner = { $power } plays { $card } with UN Intervention: its event is cancelled and its operations are used.
ts-q-warsaw-pact-formed-0 = Warsaw Pact Formed: remove all US influence from 4 Eastern European countries, or add 5 USSR influence there (at most 2 per country)?
ts-q-warsaw-pact-formed-1 = Warsaw Pact Formed: remove all US influence from which Eastern European country (1 of 4)?
ts-q-warsaw-pact-formed-2 = Warsaw Pact Formed: remove all US influence from which Eastern European country (2 of 4)?
ts-q-warsaw-pact-formed-3 = Warsaw Pact Formed: remove all US influence from which Eastern European country (3 of 4)?
ts-q-warsaw-pact-formed-4 = Warsaw Pact Formed: remove all US influence from which Eastern European country (4 of 4)?
ts-pick-wipe = Remove all US influence from 4 countries
ts-pick-add = Add 5 USSR influence (at most 2 per country)
ts-q-un-intervention-0 = UN Intervention: which card with your opponent's event do you play with it (its event is cancelled, you use its ops)?

## The map as text (terminal `map`)
ts-map-region = **{ $region }**
ts-map-country = {"  "}{ $country }{ $bg ->
        [1] {" "}★
       *[other] {""}
    } (stability { $stability }): USSR { $ussr }, US { $us }{ $control ->
        [ussr] {" "}— USSR controls
        [us] {" "}— US controls
       *[none] {""}
    }
