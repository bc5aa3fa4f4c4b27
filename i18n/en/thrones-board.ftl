# Game of Thrones: the words of the board image.

thrones-board-title = Game of Thrones
thrones-board-round = Round { $round } · { $phase ->
    [draft] setup (plot draft)
    [mulligan] setup
    [setup] setup
    [plot] plot phase
    [first-player] plot phase
    [marshalling] marshalling
    [challenges] challenges
    [plot-end] plot phase
    [dominance] dominance
    [standing] standing
    [taxation] taxation
   *[over] game over
}
thrones-board-to-act = { $houses } to act
thrones-board-winner = { $house } wins with { $power } power
thrones-board-winner-conceded = { $house } wins: { $loser } conceded

## A house's band
thrones-board-first = First player
thrones-board-you = you
thrones-board-power = Power
thrones-board-power-of = / { $goal }
thrones-board-banner = Banner
thrones-board-gold = Gold
thrones-board-hand = Hand
thrones-board-deck = Deck
thrones-board-plots-left = Plot deck
thrones-board-used-plots = Used plots
thrones-board-discard = Discard
thrones-board-dead = Dead
thrones-board-plot = Plot
thrones-board-no-plot = none revealed yet
thrones-board-plot-numbers = income { $income } · initiative { $initiative } · claim { $claim }
thrones-board-secret = { $phase ->
    [mulligan] { $done ->
        [1] mulligan decided
       *[0] deciding on a mulligan
    }
    [setup] { $done ->
        [1] setup cards placed face down
       *[0] placing setup cards
    }
   *[plot] { $done ->
        [1] next plot chosen in secret
       *[0] choosing the next plot
    }
}
thrones-board-made = Challenges made
thrones-board-dominance = Won dominance
thrones-board-characters = Characters
thrones-board-locations = Locations
thrones-board-none = none

## Cards
thrones-board-mark-military = M
thrones-board-mark-intrigue = I
thrones-board-mark-power = P
thrones-board-str = STR
thrones-board-knelt = KNELT
thrones-board-card-power = power
thrones-board-attacking = ATTACKING
thrones-board-defending = DEFENDING
thrones-board-bypassed = BYPASSED
thrones-board-dying = DYING
thrones-board-duplicates = { $n ->
    [one] +{ $n } duplicate
   *[other] +{ $n } duplicates
}
thrones-board-attachment-knelt = { $card } (knelt)

## The challenge under way
thrones-board-challenge = { $house }'s { $kind } challenge
thrones-board-step = { $step ->
    [attackers] declaring attackers
    [stealth] choosing stealth targets
    [defenders] declaring defenders
    [claim] choosing the claim
    [after-attackers] actions after attackers
    [after-defenders] actions after defenders
    [resolved] responses to the result
   *[kills] characters dying
}
thrones-board-challenge-won = { $house } wins
thrones-board-attackers = Attackers: { $cards }
thrones-board-defenders = Defenders: { $cards }
thrones-board-no-defenders = Defenders: none yet
thrones-board-undefended = Defenders: none
