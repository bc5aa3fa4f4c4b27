# Three Kingdoms Redux: kingdoms, spaces, log lines and refusals (refusals say the rule in words, never the spec's rule ids).

tkr-kingdom-wei = Wei
tkr-kingdom-wu = Wu
tkr-kingdom-shu = Shu

tkr-space-farm = Develop Farm / Harvest
tkr-space-market = Develop Market / Collect Tax
tkr-space-trade = Trade Rice / Weapons
tkr-space-tech = Hire Instructor / Import Technology
tkr-space-construct = Construct State Enhancement
tkr-space-produce-spear-horse = Produce Spear / Horse
tkr-space-produce-crossbow-boat = Produce Crossbow / Boat
tkr-space-recruit = Recruit Armies
tkr-space-train = Train Armies
tkr-space-tribute = Demand Tribute
tkr-space-support = Win Popular Support
tkr-space-han = Control Han Emperor
tkr-space-battle-shu-wei = Battle: Shu–Wei border
tkr-space-battle-shu-wu = Battle: Shu–Wu border
tkr-space-battle-wei-wu = Battle: Wei–Wu border
tkr-space-tribal-wei = Tribal favour (Xiongnu)
tkr-space-tribal-wu = Tribal favour (Shanyue)
tkr-space-tribal-shu = Tribal favour (Nanman)

tkr-log-setup = Three Kingdoms Redux begins: Wei, Wu and Shu. Control Han Emperor is won on { $han ->
    [adm] administration
   *[cmb] combat
}, Win Popular Support on { $han ->
    [adm] combat
   *[cmb] administration
} this round.
tkr-log-drew = You drew { $n ->
    [one] 1 general
   *[other] { $n } generals
}: keep { $keep }.
tkr-log-kept = You keep { $generals }.
tkr-log-has-picked = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} has chosen its generals.
tkr-log-recruited = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} recruits { $generals }.
tkr-log-alliance = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} and { $ally ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} are allied this round; the alliance space is { $space }.
tkr-log-placed = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} places { $general } on { $space } (+{ $value }; { $total } there in all).
tkr-log-passed = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} passes for the rest of the bidding.
tkr-log-won = { $space } goes to { $kingdoms }.
tkr-log-next-order = Next round's bid order: { $kingdoms }.

tkr-err-no-draft = There is no draft of generals now.
tkr-err-draft-done = You have already chosen your generals for this draft.
tkr-err-draft-count = Keep exactly { $keep } of the generals you drew, each once.
tkr-err-draft-not-drawn = { $general } is not one of the generals you drew.
tkr-err-not-alliance-chooser = Only the kingdom in bid slot 3 chooses the alliance space, and only before the bidding.
tkr-err-alliance-space = The alliance token goes only on one of the ten spaces with a fixed criterion, not on { $space }.
tkr-err-alliance-repeat = { $space } was last round's alliance space: it may not be chosen again this round.
tkr-err-not-your-bid = It is not your turn to place a general (bids go one at a time in bid order).
tkr-err-no-ally = { $kingdom ->
    [wei] Wei has
    [wu] Wu has
   *[shu] Shu has
} no ally this round: the kingdoms in bid slots 2 and 3 are allied.
tkr-err-still-riding = That would spend what still rides with your generals on actions you have yet to perform ({ $units ->
    [one] 1 unit
   *[other] { $units } units
}, { $gold } gold): perform or decline those first.
tkr-err-bid-space-first = Choose the space before what the general brings.
tkr-err-no-bid-to-undo = There is no bid being put together to step back from.
tkr-err-not-your-general = { $general } is not one of your generals in play.
tkr-err-general-resting = { $general } stays face down on Control Han Emperor this round and may not bid.
tkr-err-general-placed = { $general } is already placed this round.
tkr-err-not-your-border = You may bid only on the battles of your own two borders, not on { $space }.
tkr-err-not-your-tribe = You may bid only on your own tribal favour space, not on { $space }.
tkr-err-tribal-once = Only one general per round goes to your tribal favour space.
tkr-err-tribal-gold-or-units = A general on the tribal favour space brings gold or units, not both.
tkr-err-tribal-no-tokens = A general goes to the tribal favour space alone or with units or gold tokens only: no popular support token and no Han Emperor token (placing him there already guarantees the action).
tkr-err-over-leadership = A general carries at most his leadership ({ $ldr }) in units or gold.
tkr-err-not-enough-gold = You do not have that much gold left this round.
tkr-err-gold-only-tribal = Gold rides with a general only to the tribal favour space.
tkr-err-units-only-battle = Units ride with a general only to a battle or the tribal favour space.
tkr-err-unit-type = Say which unit type the general carries: all his units are of one type.
tkr-err-not-enough-units = You do not have that many free { $unit ->
    [infantry] infantry
    [cavalry] cavalry
    [archer] archer
   *[navy] navy
} units (a trained army with its weapon) left this round.
tkr-err-not-enough-support = You do not have that many popular support tokens left this round.
tkr-err-no-han-token = Only the holder of the Han Emperor token may add it to a bid.
tkr-err-han-once = The Han Emperor token adds +1 to one general per round.

## Performing actions
tkr-log-performed = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} performs { $space }: { $choice }.
tkr-log-built = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} builds { $card }.
tkr-log-drew-card = You draw { $card }.
tkr-err-act-space = That choice does not belong to { $space }.
tkr-err-farm-full = Your farm level is already 5.
tkr-err-market-full = Your market level is already 5.
tkr-err-harvest-keep = You cannot keep more farms in the granary than you have developed.
tkr-err-collect-keep = You cannot keep more markets in the treasury than you have developed.
tkr-err-harvest-none = There is no flipped farm token in your farm development area, so you can only perform Develop Farm{ $full ->
    [yes] , and your farm level is already 5: this action can only be declined (Finish my actions)
   *[no] {""}
}.
tkr-err-collect-none = There is no flipped market token in your market development area, so you can only perform Develop Market{ $full ->
    [yes] , and your market level is already 5: this action can only be declined (Finish my actions)
   *[no] {""}
}.
tkr-err-trade-rice-max = One trade moves at most 12 rice, in lots of 4.
tkr-err-trade-one-way = Weapons are either bought or sold in one trade, not both.
tkr-err-trade-weapon-max = One trade moves at most 6 weapons.
tkr-err-trade-weapon-lot = Weapons trade in lots of 3.
tkr-err-trade-nothing = Choose rice or weapons to trade.
tkr-err-not-enough-rice = You do not have enough rice.
tkr-err-not-enough-weapons = You do not have those weapons to sell.
tkr-err-instructor = The instructor trains at most 2 of your untrained armies.
tkr-err-deck-empty = That deck is empty.
tkr-err-not-in-hand = That state enhancement is not in your hand.
tkr-err-prerequisite = { $card } needs { $condition } first.
tkr-err-cannot-pay = { $card } costs { $cost }: more than you have now, so it cannot be built.
tkr-err-produce-two = Produce exactly 2 weapons: 2 of one kind or 1 of each.
tkr-err-train = Train at most 2 of your untrained armies.
tkr-err-han-general = Choose one of your generals that bid on Control Han Emperor.
tkr-err-battle-general = Only a general of yours who bid on this battle may occupy.
tkr-err-battle-location = Choose an empty location on this battle's border.
tkr-err-location-taken = That location is occupied for the rest of the game.
tkr-err-battle-units = { $carried ->
    [0] This general brought no units to the battle: the general who occupies must take at least one of the units placed with him, so he cannot occupy; decline the action instead.
    [one] The general who occupies takes the 1 unit placed with him.
   *[other] The general who occupies takes at least 1 and at most the { $carried } units placed with him.
}
tkr-err-battle-type = That location takes { $unit ->
    [infantry] infantry
    [cavalry] cavalry
    [archer] archer
   *[navy] navy
} units only.
tkr-err-second-border = Your second occupying general must go to your other border.
tkr-err-favor-not-12 = Rice buys a support token only at tribal favour 12.
tkr-err-tribal-exchange-only = No general of yours is on your tribal favour space: only the favour-12 exchange of 2 rice for a support token is open.

## The round in order
tkr-err-not-your-action = It is not your turn to perform actions (winners act in action order).
tkr-err-not-won = You did not win { $space } this round, or have already performed it.
tkr-log-declined = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} declines { $space }.

## Card benefits (after an action, when recruited, at the end of the round)
tkr-goods = { $what ->
    [gold] { $n } gold
    [rice] { $n } rice
    [untrained] { $n ->
        [one] 1 untrained army
       *[other] { $n } untrained armies
    }
    [trained] { $n ->
        [one] 1 trained army
       *[other] { $n } trained armies
    }
    [train] { $n ->
        [one] 1 army trained
       *[other] { $n } armies trained
    }
    [support] { $n ->
        [one] 1 popular support token
       *[other] { $n } popular support tokens
    }
    [favor] +{ $n } tribal favour
    [spear] { $n ->
        [one] 1 spear
       *[other] { $n } spears
    }
    [horse] { $n ->
        [one] 1 horse
       *[other] { $n } horses
    }
    [crossbow] { $n ->
        [one] 1 crossbow
       *[other] { $n } crossbows
    }
   *[boat] { $n ->
        [one] 1 boat
       *[other] { $n } boats
    }
}
tkr-log-gain = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} gains { $goods } ({ $card }).
tkr-log-swap = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} gives { $give } for { $get } ({ $card }).
tkr-log-card-horses = { $n ->
    [one] 1 horse goes
   *[other] { $n } horses go
} on the card of { $general }.
tkr-q-benefit = Take the benefit of { $card } ({ $short }) for the action just performed (several cards' benefits all come, in the order you like).
tkr-q-round-end = Round-end benefits: take or use them in the order you like, then finish; what needs no choice is taken for you.
tkr-opt-gain = { $card }: { $goods }
tkr-opt-swap = { $card }: give { $give } for { $get }
tkr-opt-benefits-done = Finish my round-end benefits (the rest that applies is taken; a swap not made lapses)
tkr-err-benefit-first = First take the benefit of { $card }: an action's card benefits come before the next action.
tkr-err-no-benefit = { $card } owes you no benefit now: after-action benefits come right after their action, round-end ones at the end of the round.
tkr-err-benefit-choice = That is not a choice { $card } offers { $when ->
    [round-end] at the end of this round
   *[action] after this action
}. Offered: { $choices }.
tkr-err-benefit-undecided = Choose the benefit of { $card } before finishing.
tkr-err-no-benefits-owed = You have no round-end benefits left to take.
tkr-err-unknown-benefit-card = There is no general or state enhancement `{ $word }`.
tkr-log-game-ends = The game ends after round { $round }; there is no upkeep this round.

## Playing it
tkr-name = Three Kingdoms Redux
tkr-rules = Three Kingdoms Redux (3 players: Wei, Wu, Shu). Each round: the kingdoms in bid slots 2 and 3 are allied and slot 3 picks the alliance space; then, in bid order, each places one general at a time on an action space (administration or combat decides, with units on battles and support or Han tokens added) or passes. The best bid on each space performs its action — farms and markets, trade, technology, state enhancements, weapons, armies, tribute, popular support, the Han Emperor, battles for the 15 border locations, tribal favour. Tribal favour falls each round without its action; upkeep is paid in gold and rice or taken as deficits. The game ends after round 12, or when a kingdom reaches farm and market level 5, Emperor, or its fifth occupied location; nine scoring categories decide. Many cards are provisional (marked ⚠): our own design stands in for printed text that is not public; `/card <name>` shows what each does. Bid in three taps (a general, a space — each showing the totals after it, best first — then units, gold and tokens); talk to your ally privately with /ally; look up any card with /card.
tkr-q-draft = Keep { $keep } of the generals you drew (in secret; all choices are revealed together).
tkr-q-alliance = Choose this round's alliance space (you and { $ally ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} bid there together).
tkr-q-bid = Round { $round }: choose a general to place, or pass for the rest of the round.
tkr-q-bid-space = { $general }: choose the space. Each shows his value there and the totals after it, best first (on a tie, whoever reached it first leads).
tkr-q-bid-final = { $general } on { $space }: choose what he brings and the tokens you add. Each shows the totals after it, best first.
tkr-q-bid-carry = { $general } on { $space }: choose what he brings (the tokens come next).
tkr-q-bid-tokens = { $general } on { $space }: add popular support or the Han Emperor token?
tkr-opt-bid-space = { $space }: +{ $value } → { $standing }
tkr-opt-bid-final = { $carry }{ $tokens }: +{ $value } → { $standing }
tkr-opt-bid-carry = { $carry }: +{ $value } → { $standing }
tkr-opt-back = ← Back
tkr-carry = { $units ->
    [0] { $gold ->
        [0] alone
       *[other] { $gold } gold
    }
   *[other] { $units } { $unit ->
        [infantry] infantry
        [cavalry] cavalry
        [archer] { $units ->
            [one] archer
           *[other] archers
        }
       *[navy] navy
    }
}
tkr-carry-kind = { $kind ->
    [infantry] Infantry
    [cavalry] Cavalry
    [archer] Archers
    [navy] Navy
    [gold] Gold
   *[nothing] Alone
}
tkr-tokens = { $support ->
    [0] {""}
   *[other] , { $support } support
}{ $han ->
    [yes] , Han token
   *[no] {""}
}
tkr-tokens-group = { $support ->
    [0] { $han ->
        [yes] Han token
       *[no] No tokens
    }
   *[other] { $support } support{ $han ->
        [yes] {" "}+ Han token
       *[no] {""}
    }
}
tkr-standing = { $sides }
tkr-side = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} { $total }
tkr-side-allied = { $a ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
}+{ $b ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} { $total }
tkr-side-none = no bids
tkr-q-perform = Perform your won actions in the order you like ({ $left } left), or finish.
tkr-free-place = Type `place <general> <space> units=2 unit=cavalry gold=1 support=1 han` to add units, gold, support or the Han token.
tkr-opt-general = { $general } (adm { $adm }, cmb { $cmb }, ldr { $ldr })
tkr-opt-place = { $space }: +{ $value }{ $units ->
    [0] {""}
   *[other] {" "}with { $units } { $unit ->
        [infantry] infantry
        [cavalry] cavalry
        [archer] archer
       *[navy] navy
    }
}{ $gold ->
    [0] {""}
   *[other] {" "}with { $gold } gold
}
tkr-opt-pass = Pass for the rest of the bidding
tkr-opt-do = { $space } — { $choice }
tkr-opt-finish = Finish my actions (giving up { $n ->
    [one] 1 won action
   *[other] { $n } won actions
})
tkr-q-confirm-finish = Finish your actions now and give up { $n ->
    [one] your won action
   *[other] your { $n } won actions
} ({ $spaces })? They are lost for this round.
tkr-opt-confirm-finish = Yes: finish and give up { $n ->
    [one] 1 won action
   *[other] { $n } won actions
}
tkr-opt-back-to-actions = ← No, back to my actions
tkr-log-auto-done = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} { $why ->
    [none] won no action this round
    [all] has performed all its won actions
   *[unable] cannot perform any of its won actions left
}: its turn ends by itself.
tkr-log-already-finished = Your actions this round were already finished by themselves: there was nothing left to finish.
tkr-log-conceded = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} concedes: the game ends and is scored.
tkr-err-three-players = Three Kingdoms Redux is for exactly 3 players: Wei, Wu and Shu.
tkr-log-edit = Game master edit: `{ $command }`.
tkr-err-edit-unknown = Unknown edit `{ $value }`. Forms: { $forms }.
tkr-err-edit-kingdom = `{ $value }` is not a kingdom (wei, wu, shu). Forms: { $forms }.
tkr-err-edit-number = `{ $value }` is not a number from { $min } to { $max }.
tkr-err-edit-order = Name wei, wu and shu once each, joined by commas (not `{ $value }`). Forms: { $forms }.
tkr-err-edit-bidding = The bid order cannot change while bids are being placed (`{ $value }`). Forms: { $forms }.
tkr-err-edit-breaks = That edit would put a general or a card in two places: `{ $value }`. Forms: { $forms }.
tkr-err-edit-development = A development level of { $level } cannot have { $developed } flipped tokens in the development area and { $stored } stored: flipped + stored ≤ level ≤ 5.
tkr-err-edit-general = `{ $value }` is not a general of { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
}.
tkr-err-edit-general-busy = { $general } bids this round or rests on Control Han Emperor; move him after the round.
tkr-err-edit-general-elsewhere = { $general } is neither in his kingdom's deck nor in play (he is being drafted or holds a border location).
tkr-err-edit-card-elsewhere = { $card } is neither in a deck nor with this kingdom: another kingdom holds it, or it is named twice.
tkr-err-edit-location = `{ $value }` is not an empty location on a border of { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
}, or that kingdom already has 5 occupying generals.
tkr-err-edit-carried = This round's bids of { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} carry more units, gold or support tokens than that edit would leave.
tkr-err-unknown-general = There is no general `{ $word }`.
tkr-err-unknown-space = There is no action space `{ $word }`.
tkr-err-unknown-card = There is no state enhancement `{ $word }`.
tkr-err-unknown-location = There is no border location `{ $word }`.
tkr-err-bad-number = `{ $word }` is not a number.
tkr-err-repeated-key = `{ $key }` is given more than once in `{ $line }`: give it once, with the one value you mean.
tkr-err-bad-line = `{ $line }` is not a Three Kingdoms Redux move: `draft …`, `alliance <space>`, `place <general> <space> …`, `pass`, `do <space> …`, `finish`, `done`, `gain <card> …` or `swap <card> <give> for <get>`.
tkr-status-round = Round { $round } ({ $phase ->
    [draft] drafting generals
    [alliance] choosing the alliance space
    [bidding] bidding
    [resolution] performing actions
    [round-end] round-end benefits
   *[over] game over
}){ $orders ->
    [both] ; this round's action order { $actions }; next round's bid order { $order }
    [none] {""}
   *[bid] ; bid order { $order }
}.
tkr-status-realm = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
}: gold { $gold }, rice { $rice }, support { $support }, deficits { $deficits }; tribal favour { $favor }; farms { $farm } (granary { $granary }), markets { $market } (treasury { $treasury }); untrained armies { $untrained }, trained { $trained }; spears { $spear }, horses { $horse }, crossbows { $crossbow }, boats { $boat }; military points { $military }; court office { $office }.
tkr-status-mat = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
}: { $built }; { $hand }; { $generals }.
tkr-status-hand = Your state enhancements (what each costs you now, its VP and what it does):
tkr-status-card = • { $card }
tkr-status-allies = Allies this round: { $a ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} and { $b ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
}; alliance space: { $space }.
tkr-status-not-chosen = not chosen yet
tkr-status-last-alliance = Last round's alliance space, not allowed this round: { $space }.
tkr-status-passed = Passed this round: { $kingdoms }.
tkr-status-han = Han Emperor token: { $holder ->
    [wei] Wei
    [wu] Wu
    [shu] Shu
   *[none] in the supply
}. This round Control Han Emperor is bid by { $han ->
    [adm] administration
   *[cmb] combat
}, Win Popular Support by { $support ->
    [adm] administration
   *[cmb] combat
}.
tkr-status-han-resting = Face down on Control Han Emperor this round (he may not bid): { $general }.
tkr-status-semicolon = { $a }; { $b }
tkr-status-space = { $space }{ $criterion ->
    [adm] {" "}(administration)
    [cmb] {" "}(combat)
    [units] {" "}(combat + units)
   *[none] {""}
}{ $alliance ->
    [yes] {" "}[alliance space]
   *[no] {""}
}: { $criterion ->
    [none] {""}
   *[other] { $standing } — {""}
}{ $bids }
tkr-status-bids = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
}{ $lead ->
    [leads] {" "}★ leading
    [won] {" "}★ won
   *[no] {""}
}{ $done ->
    [yes] {" "}(done)
   *[no] {""}
}: { $generals }
tkr-status-border = { $border } — { $locations }.
tkr-status-location = { $location } ({ $unit }): { $holder }
tkr-status-occupier = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} — { $occupier }
tkr-status-free = free
tkr-end = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} wins: { $scores }.
tkr-end-score = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} { $vp } VP
