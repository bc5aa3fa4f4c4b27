# Three Kingdoms Redux: kingdoms, spaces, log lines and refusals (rules cited as the spec's R-n).

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
tkr-log-drew = You drew { $n } generals: keep { $keep }.
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
tkr-err-draft-count = Keep exactly { $keep } of the generals you drew, each once (R-13, R-17).
tkr-err-draft-not-drawn = { $general } is not one of the generals you drew.
tkr-err-not-alliance-chooser = Only the kingdom in bid slot 3 chooses the alliance space, and only before the bidding (R-20).
tkr-err-alliance-space = The alliance token goes only on one of the ten spaces with a fixed criterion, not on { $space } (R-21).
tkr-err-alliance-repeat = { $space } was last round's alliance space: it may not be chosen again this round (R-22).
tkr-err-not-your-bid = It is not your turn to place a general (bids go one at a time in bid order, R-25).
tkr-err-not-your-general = { $general } is not one of your generals in play.
tkr-err-general-resting = { $general } stays face down on Control Han Emperor this round and may not bid (R-57).
tkr-err-general-placed = { $general } is already placed this round.
tkr-err-not-your-border = You may bid only on the battles of your own two borders, not on { $space } (R-30).
tkr-err-not-your-tribe = You may bid only on your own tribal favour space, not on { $space } (R-31).
tkr-err-tribal-once = Only one general per round goes to your tribal favour space (R-31).
tkr-err-tribal-gold-or-units = A general on the tribal favour space brings gold or units, not both (R-31).
tkr-err-over-leadership = A general carries at most his leadership ({ $ldr }) in units or gold (R-30, R-31).
tkr-err-not-enough-gold = You do not have that much gold left this round.
tkr-err-gold-only-tribal = Gold rides with a general only to the tribal favour space (R-31).
tkr-err-units-only-battle = Units ride with a general only to a battle or the tribal favour space (R-30, R-31).
tkr-err-unit-type = Say which unit type the general carries: all his units are of one type (R-30).
tkr-err-not-enough-units = You do not have that many free { $unit ->
    [infantry] infantry
    [cavalry] cavalry
    [archer] archer
   *[navy] navy
} units (a trained army with its weapon) left this round.
tkr-err-not-enough-support = You do not have that many popular support tokens left this round (R-35).
tkr-err-no-han-token = Only the holder of the Han Emperor token may add it to a bid (R-35).
tkr-err-han-once = The Han Emperor token adds +1 to one general per round (R-35).
