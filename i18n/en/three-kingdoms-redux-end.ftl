# Three Kingdoms Redux: the end of a round (favour decay, upkeep) and final scoring.

tkr-log-favor-decay = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} did not take its tribal favour action: its favour falls to { $favor }.
tkr-log-favor-kept = { $general } keeps { $kingdom ->
    [wei] Wei's
    [wu] Wu's
   *[shu] Shu's
} tribal favour at { $favor }.
tkr-log-revolt = { $kingdom ->
    [wei] Wei's
    [wu] Wu's
   *[shu] Shu's
} tribal favour is at 1: a revolt brings a deficit token.
tkr-log-markers-flipped = Upkeep: the criterion markers flip. Control Han Emperor is now won on { $han ->
    [adm] administration
   *[cmb] combat
}, Win Popular Support on { $han ->
    [adm] combat
   *[cmb] administration
}.
tkr-log-han-token = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} takes the Han Emperor token.
tkr-log-han-token-supply = Nobody won Control Han Emperor: the Han Emperor token goes back to the supply, and nobody may use it next round.
tkr-log-upkeep = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} pays upkeep: { $gold } gold and { $rice } rice{ $support ->
    [0] {""}
   *[other] {" "}(support tokens cost { $support } rice)
}.
tkr-log-deficit = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} is short of { $gold ->
    [0] { $rice } rice
   *[other] { $rice ->
        [0] { $gold } gold
       *[other] { $gold } gold and { $rice } rice
    }
} and takes { $n ->
    [one] a deficit token
   *[other] { $n } deficit tokens
}.
tkr-log-military = { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} gains { $n ->
    [one] 1 military point
   *[other] { $n } military points
} for its occupying units ({ $total } in all).
tkr-log-new-round = Round { $round } begins.

tkr-score-military = Military
tkr-score-borders = Borders
tkr-score-border-tokens = Border tokens
tkr-score-development = Domestic development
tkr-score-security = Security
tkr-score-office = Court office
tkr-score-han = Han Emperor token
tkr-score-enhancements = State enhancements
tkr-score-generals = Generals' abilities
tkr-score-deficits = Deficit tokens
tkr-score-total = Total
