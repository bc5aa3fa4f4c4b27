# Three Kingdoms Redux: what a performed action's choice does (option labels and the log).

tkr-act-farm-develop = develop a farm: level { $from } → { $to }
tkr-act-farm-harvest = harvest: keep { $keep } (granary), { $sold ->
    [0] sell none
   *[other] sell { $sold }: +{ $rice } rice
}
tkr-act-market-develop = develop a market: level { $from } → { $to }
tkr-act-market-collect = collect tax: keep { $keep } (treasury), { $sold ->
    [0] sell none
   *[other] sell { $sold }: +{ $gold } gold
}
tkr-act-list = { $parts }
tkr-act-nothing = nothing
tkr-act-buy-rice = buy { $rice } rice for { $gold } gold
tkr-act-sell-rice = sell { $rice } rice for { $gold } gold
tkr-act-buy-weapons = buy { $weapons } for { $gold } gold
tkr-act-sell-weapons = sell { $weapons } for { $gold } gold
tkr-act-instructor = the instructor trains { $n } for 1 rice
tkr-act-draw = draw a { $deck ->
    [unification] Unification
   *[separation] Separation
} card
tkr-act-construct = build { $card }{ $trained ->
    [yes] {" "}(trained armies paid first)
   *[no] {""}
}
tkr-act-take = take { $parts }
tkr-act-weapons = { $n } { $weapon ->
    [spear] { $n ->
        [one] spear
       *[other] spears
    }
    [horse] { $n ->
        [one] horse
       *[other] horses
    }
    [crossbow] { $n ->
        [one] crossbow
       *[other] crossbows
    }
   *[boat] { $n ->
        [one] boat
       *[other] boats
    }
}
tkr-act-recruit = take 2 untrained armies
tkr-act-train = train { $n } untrained { $n ->
    [one] army
   *[other] armies
}
tkr-act-tribute = { $what ->
    [gold] take 2 gold
    [rice] take 2 rice
    [both] take 1 gold and 1 rice
   *[army] take 1 untrained army
}
tkr-act-support = take 1 popular support token
tkr-act-han = pay 1 gold, rise one court office; { $general } stays face down
tkr-act-battle = { $general } occupies { $location } with { $units } { $unit ->
    [infantry] infantry
    [cavalry] cavalry
    [archer] { $units ->
        [one] archer
       *[other] archers
    }
   *[navy] navy
}; its border token to the { $store ->
    [granary] granary
   *[treasury] treasury
}
tkr-act-tribal = raise tribal favour{ $buy ->
    [yes] , then pay 2 rice for a support token
   *[no] {""}
}
