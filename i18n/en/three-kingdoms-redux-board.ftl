# Three Kingdoms Redux: the words of the board image.

tkr-board-title = Three Kingdoms Redux
tkr-board-round = Round { $round } of { $last }
tkr-board-status-round-end = Round-end benefits being chosen
tkr-board-status-draft = Drafting generals in secret
tkr-board-status-alliance = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} chooses the alliance space
tkr-board-status-bidding = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} to place a general
tkr-board-status-resolution = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} performs its actions
tkr-board-status-over = Game over

## Tracks
tkr-board-round-track = Round
tkr-board-bid-order = Bid order
tkr-board-action-order = Action order
tkr-board-allies = allies
tkr-board-passed = passed
tkr-board-office = Court office
tkr-board-office-0 = Prefect
tkr-board-office-1 = Grand General
tkr-board-office-2 = Grand Commandant
tkr-board-office-3 = Chancellor
tkr-board-office-4 = King
tkr-board-office-5 = Emperor
tkr-board-military = Military points
tkr-board-han = Han Emperor token
tkr-board-han-supply = in the supply
tkr-board-han-resting = Face down here this round: { $general }

## Action spaces
tkr-board-adm = Adm
tkr-board-cmb = Cmb
tkr-board-cmb-units = Cmb + units
tkr-board-alliance = Alliance
tkr-board-last-alliance = last round's alliance
tkr-board-no-bids = no bids
tkr-board-alliance-total = Alliance { $total }
tkr-board-done = done
tkr-board-bid = { $general } { $value }
tkr-board-bid-with = { $general } { $value } ({ $extras })
tkr-board-general-with = { $general } ({ $extras })
tkr-board-units = { $n } { $unit ->
    [infantry] infantry
    [cavalry] cavalry
    [archer] { $n ->
        [one] archer
       *[other] archers
    }
   *[navy] navy
}
tkr-board-gold = { $n } gold
tkr-board-support = +{ $n } support
tkr-board-han-bid = Han
tkr-board-bid-tokens = +{ $n } bid { $n ->
    [one] token
   *[other] tokens
}

## Borders
tkr-board-unit = { $unit ->
    [infantry] Infantry
    [cavalry] Cavalry
    [archer] Archers
   *[navy] Navy
}
tkr-board-occupier = { $general }, { $n } { $unit ->
    [infantry] infantry
    [cavalry] cavalry
    [archer] { $n ->
        [one] archer
       *[other] archers
    }
   *[navy] navy
}

## Kingdom mats
tkr-board-you = you
tkr-board-slot = bid slot { $slot }
tkr-board-gold-label = Gold
tkr-board-rice = Rice
tkr-board-support-label = Support
tkr-board-deficits = Deficits
tkr-board-farms = Farms
tkr-board-markets = Markets
tkr-board-granary = Granary { $n }
tkr-board-treasury = Treasury { $n }
tkr-board-untrained = Untrained
tkr-board-trained = Trained
tkr-board-spear = Spears
tkr-board-horse = Horses
tkr-board-crossbow = Crossbows
tkr-board-boat = Boats
tkr-board-favor = Tribal favour
tkr-board-tribal-bid = On { $space }: { $bid }
tkr-board-built = Built: { $cards }
tkr-board-built-none = Built: none
tkr-board-hand = Hand: { $n ->
    [one] 1 card
   *[other] { $n } cards
}
tkr-board-hand-own = Hand: { $cards }
tkr-board-generals = Generals ({ $n }): { $names }
tkr-board-generals-free = Free to bid ({ $n }): { $names }
tkr-board-drawn = Drawn (keep { $keep }): { $names }
tkr-board-none = none
