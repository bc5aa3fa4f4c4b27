# Game of Thrones card game (2 players, HBO edition): everything a player reads but the card names
# and texts (thrones-cards.ftl). Refusals say the rule in the rulebook's words, never an internal rule id.

thrones-name = Game of Thrones: The Card Game
thrones-rules = Game of Thrones: The Card Game (2 players, Stark against Lannister; the first to 15 power wins). Setup: 7 cards, one secret mulligan, then in secret up to 5 gold of characters and locations (at most one limited card), revealed together; refill to 7. Each round: both choose a plot in secret (income, initiative, claim); the initiative winner names the first player; each draws 2; in turn each takes income and marshals characters, locations and attachments (a unique card can also go under its namesake as a duplicate, for free); in turn each makes up to one military, intrigue and power challenge: attackers and defenders kneel, the higher STR wins (ties to the attacker), and a winning attacker's claim kills characters the defender picks, discards cards from the defender's hand at random, or moves power from the defender's banner; an undefended win adds 1 power, renown characters on the winning side gain 1 each. Dominance (standing STR plus gold) gives 1 power; then everything stands and unspent gold goes back. Actions (events, "Marshalling:", "Challenges:", "Any phase:" abilities) are used in your own marshalling and challenges menus and in action windows (after attackers, after defenders, after each of the other player's marshalling plays, in the plot, dominance, standing and taxation phases; first player first, until both pass); responses in the window after what triggers them; saves while a character would die. In the default strict mode a window opens for a player whatever it holds, so being asked tells the other player nothing; pass to the end of the challenge, phase or round to skip the windows only your hand could use (/autopass skips kinds you never want); with windows=casual only a player who can use something is asked. Option draft=on: the plot draft. The cards are a stand-in pool until the edition's list is public: `/card <name>` shows what each card does.
thrones-option-houses = Which house each player plays: random, or player 1 Stark / Lannister.
thrones-option-draft = The plot draft variant: off (the standard plot decks) or on (each player drafts plots and builds a secret 7-plot deck). Both players agree by joining a table opened with it.

thrones-house-stark = Stark
thrones-house-lannister = Lannister
thrones-neutral = neutral
thrones-none = none
thrones-icon-military = military
thrones-icon-intrigue = intrigue
thrones-icon-power = power
thrones-keyword-limited = limited
thrones-keyword-renown = renown
thrones-keyword-stealth = stealth

thrones-card-no-ability = No ability.
thrones-card-facts = { $type ->
    [character] Character
    [location] Location
    [attachment] Attachment
   *[event] Event
}, { $house }{ $unique ->
    [1] , unique
   *[0] {""}
}{ $type ->
    [event] {""}
   *[other] , cost { $cost }
}{ $type ->
    [character] , STR { $str }{ $nicons ->
        [0] , no icons
       *[other] , icons: { $icons }
    }
   *[other] {""}
}{ $gold ->
    [0] {""}
   *[other] , +{ $gold } gold income
}.{ $ntraits ->
    [0] {""}
   *[other] {" "}Traits: { $traits }.
}{ $nkeywords ->
    [0] {""}
   *[other] {" "}Keywords: { $keywords }.
}
thrones-plot-facts = Plot: income { $income }, initiative { $initiative }, claim { $claim }.

## Questions and options

thrones-q-draft-keep = Plot draft, cycle { $cycle } of { $cycles }: keep one of these 3 plots face down; the other 2 go to { $house }. In secret.
thrones-q-draft-receive = Plot draft, cycle { $cycle } of { $cycles }: keep one of the 2 plots { $house } passed you; the other goes back to the box unseen. In secret.
thrones-q-draft-deck = Plot draft: choose the { $n } plots of your plot deck from your { $of } (your standard 7 and the 6 you drafted); the others go back to the box unseen. In secret.
thrones-q-mulligan = Keep these 7 setup cards, or shuffle them back and draw 7 new ones (the one mulligan)? In secret.
thrones-q-limited = Setup: place one limited card face down, or none? (At most one; the rest comes next.) In secret.
thrones-q-place = Setup: choose the characters and locations to place face down, up to { $gold } gold in all. In secret; both setups are revealed together.
thrones-q-plot = Choose your plot for this round (in secret; both are revealed together).
thrones-q-first = You won initiative: who is the first player this round?
thrones-q-marshal = Marshalling: play a card (you have { $gold } gold), or stop.
thrones-q-challenge = Challenges: start your next challenge, or make no more this round.
thrones-q-attack = Declare the attackers of your { $kind } challenge (they kneel); declare none to take the challenge back.
thrones-q-stealth = Stealth: pick up to { $n } of the defender's characters that may not defend in this challenge.
thrones-q-defend = Defend against { $kind ->
    [intrigue] an
   *[other] a
} { $kind } challenge of STR { $attack }? Declare defenders (they kneel), or none.
thrones-q-kill = Military claim: choose { $n ->
    [one] the character of yours that dies
   *[other] { $n } different characters of yours that die
}.
thrones-q-save = { $card } would die: save it (by discarding a duplicate, or with a card that saves) or let it die.

thrones-opt-keep = Keep these cards
thrones-opt-mulligan = Mulligan
thrones-opt-limited-none = No limited card
thrones-opt-card-cost = { $card } ({ $cost } gold)
thrones-opt-place-none = Place nothing
thrones-opt-plot = { $plot } (income { $income }, initiative { $initiative }, claim { $claim })
thrones-opt-first = { $house } goes first
thrones-opt-marshal = Marshal { $card } ({ $cost })
thrones-opt-attach = Attach { $card } to { $host } ({ $owner }) ({ $cost })
thrones-opt-cost = { $cost } gold{ $change ->
    [reduced] , reduced from { $printed }
    [raised] , raised from { $printed }
   *[none] {""}
}
thrones-opt-duplicate = Put { $card } under its namesake as a duplicate (free)
thrones-opt-marshal-done = End my marshalling
thrones-opt-challenge = Start { $kind ->
    [intrigue] an
   *[other] a
} { $kind } challenge
thrones-opt-challenges-done = No more challenges this round
thrones-opt-character = { $card } (STR { $str })
thrones-opt-card-type = { $card } ({ $type ->
    [location] location
    [attachment] attachment
   *[event] event
})
thrones-opt-save = Discard a duplicate to save it
thrones-opt-no-save = Let it die
thrones-opt-none = None

## Log

thrones-log-houses = { $p1 } plays { $house1 }, { $p2 } plays { $house2 }.
thrones-log-draft-on = The plot draft variant is on (both players joined a table opened with it): the { $n } plots outside the standard plot decks are shuffled face down into a draft deck.
thrones-log-draft-deal = Plot draft, cycle { $cycle } of { $cycles }: each player is dealt 3 plots face down.
thrones-log-draft-dealt = You are dealt: { $plots }.
thrones-log-draft-passed = Each player keeps one plot face down and passes the other two.
thrones-log-draft-you-pass = You keep { $kept } and pass to { $house }: { $passed }. { $house } passes you: { $received }.
thrones-log-draft-boxed = Each player keeps one of the two plots it was passed; the other goes back to the box unseen.
thrones-log-draft-you-keep = You keep { $kept }; { $boxed } goes back to the box.
thrones-log-draft-decks = Each player has chosen the { $n } plots of its plot deck; the others go back to the box unseen. Setup goes on.
thrones-log-draft-your-deck = Your plot deck: { $plots }.
thrones-log-draws = { $house } draws { $n ->
    [one] a card
   *[other] { $n } cards
}.
thrones-log-you-draw = You draw: { $cards }.
thrones-log-deck-empty = { $house }'s deck is empty: no card is drawn.
thrones-log-keep = { $house } keeps the setup cards.
thrones-log-mulligan = { $house } takes the mulligan: 7 new setup cards.
thrones-log-setup-reveal = { $house } reveals the setup: { $n ->
    [0] nothing
   *[other] { $cards }
}.
thrones-log-round = Round { $round }: the plot phase.
thrones-log-plot = { $house } reveals { $plot } (income { $income }, initiative { $initiative }, claim { $claim }).
thrones-log-plots-return = { $house } revealed the last plot of the deck: the used ones return ({ $n } in the plot deck).
thrones-log-initiative = { $house } wins initiative ({ $mine } against { $theirs }).
thrones-log-initiative-power = { $house } wins initiative: tied at { $mine }, and it has less power.
thrones-log-initiative-random = { $house } wins initiative: tied at { $mine } and in power, decided at random.
thrones-log-first = { $same ->
    [1] { $chooser } takes first player.
   *[0] { $chooser } names { $house } the first player.
}
thrones-log-income = { $house } marshals: income { $income }, { $gold } gold in the pool.
thrones-log-marshal = { $house } marshals { $card } for { $cost } gold.
thrones-log-attach = { $house } attaches { $card } to { $host } for { $cost } gold.
thrones-log-duplicate = { $house } puts a duplicate under { $card }.
thrones-log-marshal-done = { $house } ends its marshalling.
thrones-log-challenges = The challenges phase: { $house } first.
thrones-log-attack = { $house } starts { $kind ->
    [intrigue] an
   *[other] a
} { $kind } challenge with { $cards }.
thrones-log-stealth = { $house }'s stealth gets past { $cards }.
thrones-log-defend = { $house } defends with { $cards }.
thrones-log-no-defence = { $house } does not defend.
thrones-log-resolve = The { $kind } challenge: STR { $attack } against { $defence }; { $house } wins.
thrones-log-military-claim = Military claim: { $cards } of { $house } must die.
thrones-log-intrigue-claim = Intrigue claim: { $house } discards { $n ->
    [0] nothing (an empty hand)
    [one] a card at random: { $cards }
   *[other] { $n } cards at random: { $cards }
}.
thrones-log-power-claim = Power claim: { $n ->
    [0] { $from } has no power on its banner to give
    [one] 1 power moves from { $from } to { $to }
   *[other] { $n } power move from { $from } to { $to }
}.
thrones-log-killed = { $card } ({ $house }) dies{ $power ->
    [0] {""}
   *[other] ; its { $power } power returns to the pool
}{ $nwith ->
    [0] {""}
   *[other] ; discarded with it: { $with }
}.
thrones-log-killed-to-discard = { $card } ({ $house }) is killed and goes to the discard pile{ $power ->
    [0] {""}
   *[other] ; its { $power } power returns to the pool
}{ $nwith ->
    [0] {""}
   *[other] ; discarded with it: { $with }
}.
thrones-log-discarded-from-play = { $card } ({ $house }) is discarded from play{ $power ->
    [0] {""}
   *[other] ; its { $power } power returns to the pool
}{ $nwith ->
    [0] {""}
   *[other] ; discarded with it: { $with }
}.
thrones-log-saved-by-duplicate = { $card } is saved: a duplicate is discarded instead.
thrones-log-gains-power = { $house } gains { $n } power ({ $why }): { $total } in all.
thrones-log-card-gains-power = { $card } gains { $n } power ({ $why }): its house has { $total }.
thrones-log-challenges-done = { $house } makes no more challenges this round.
thrones-log-dominance = { $house } wins dominance ({ $mine } against { $theirs }).
thrones-log-dominance-tie = Dominance is tied at { $total }: nobody wins it.
thrones-log-standing = Standing: every kneeling card stands{ $n ->
    [0] {""}
   *[other] {" "}but { $stay }
}.
thrones-log-taxation = Taxation: unspent gold returns to the pool.
thrones-log-taxation-skipped = Taxation is skipped this round: unspent gold stays.
thrones-log-wins = { $house } has { $total } power and wins the game!
thrones-log-conceded = { $house } concedes.
thrones-log-edit = Game master: { $house }'s { $what } is set to { $n }.
thrones-log-edit-hand = Game master: { $house }'s hand is set ({ $n ->
    [one] 1 card
   *[other] { $n } cards
}).
thrones-log-edit-play = Game master: { $house } puts { $cards } in play.

thrones-why-unopposed = unopposed
thrones-why-renown = renown
thrones-why-dominance = dominance
thrones-why-power-claim = power claim
thrones-why-ability = { $card }

thrones-end = { $house } wins with { $total } power against { $loser }'s { $other } in round { $round }.
thrones-end-conceded = { $house } wins: { $loser } conceded.

## Status and private lines (the board has thrones-board.ftl)

thrones-status-round = Round { $round }, { $phase ->
    [draft] setup (plot draft)
    [mulligan] setup (mulligans)
    [setup] setup (placing cards)
    [plot] plot phase
    [first-player] plot phase (naming the first player)
    [marshalling] marshalling phase
    [challenges] challenges phase
    [plot-end] plot phase (actions)
    [dominance] dominance phase
    [standing] standing phase
    [taxation] taxation phase
   *[over] game over
}; first player { $first }.
thrones-status-player = { $house }: { $power } power ({ $banner } on the banner), { $gold } gold, { $hand } in hand, { $deck } in the deck, { $plots } plots left; plot: { $plot }.
thrones-status-draft = Plot draft, cycle { $cycle } of { $cycles }: { $deck } plots in the draft deck, { $boxed } back in the box; drafted: { $house1 } { $drafted1 }, { $house2 } { $drafted2 }.
thrones-status-plot = { $plot } (income { $income }, initiative { $initiative }, claim { $claim })
thrones-status-piles = { $house }: { $used } used { $used ->
    [one] plot
   *[other] plots
}, { $discard } in the discard pile, { $dead } in the dead pile; challenges made this round: { $nmade ->
    [0] none
   *[other] { $made }
}{ $dominance ->
    [1] ; won dominance
   *[0] {""}
}.
thrones-status-challenge-score = STR { $attacker } { $attack } : { $defender } { $defence } — { $step }.
thrones-status-in-play = { $house } in play: { $cards }.
thrones-status-card = { $card }{ $kind ->
    [1] {" "}STR { $str }
   *[0] {""}
}{ $power ->
    [0] {""}
   *[other] , { $power } power
}{ $knelt ->
    [1] , kneeling
   *[0] {""}
}{ $nwith ->
    [0] {""}
   *[other] {" "}(with { $with })
}
thrones-status-challenge = { $house }'s { $kind } challenge: { $nattackers ->
    [0] no attackers yet
   *[other] attackers { $attackers }
}; { $declared ->
    [0] defenders not declared yet
   *[other] { $ndefenders ->
        [0] no defenders
       *[other] defenders { $defenders }
    }
}.
thrones-brief-gold = Your gold pool: { $gold }.
thrones-brief-hand = Your hand ({ $n }): { $cards }.
thrones-brief-standard-plots = Your standard plots: { $plots }.
thrones-brief-drafted-plots = Your drafted plots ({ $n }): { $n ->
    [0] none yet
   *[other] { $plots }
}.
thrones-brief-card = { $card } ({ $type ->
    [character] character, { $cost } gold, STR { $str }{ $nicons ->
        [0] , no icons
       *[other] , { $icons }
    }
    [location] location, { $cost } gold
    [attachment] attachment, { $cost } gold
   *[event] event
}{ $nkeywords ->
    [0] {""}
   *[other] ; { $keywords }
})

## Refusals (each names its rule)

thrones-err-two-players = This game is for exactly 2 players, Stark and Lannister.
thrones-err-not-now = That is not asked now.
thrones-err-not-active = It is the other player's decision now.
thrones-err-bad-line = `{ $line }` is not a move of this game (for example `marshal the-hound`, `challenge military`, `attack the-hound`).
thrones-err-unknown-card = No card of this game is called `{ $word }` (name a card as the list shows it, or by its id, e.g. `the-hound`, `eddard-stark-2`).
thrones-err-unknown-plot = No plot is called `{ $word }`.
thrones-err-setup-limited = { $card } is not a limited card you may place.
thrones-err-setup-limited-first = First choose your one limited card, or none.
thrones-err-setup-card = { $card } cannot be placed: only characters and locations from your setup hand, one copy of each unique name, no second limited card.
thrones-err-setup-gold = That setup costs { $gold } gold; at most { $max } is allowed.
thrones-err-plot = { $plot } is not in your plot deck.
thrones-err-draft-plot = { $plot } is not one of the plots you hold in the draft now.
thrones-err-draft-deck-plot = { $plot } cannot be chosen: choose each of your standard or drafted plots at most once.
thrones-err-draft-count = Your plot deck is exactly { $n } plots; you chose { $got }.
thrones-err-event = { $card } is an event: events are played at the time their text says, not marshalled.
thrones-err-unique = { $card } is unique and a card of that name is already in play for you or in your dead pile.
thrones-err-limited = { $card } is limited, and you have played a limited card this round.
thrones-err-gold = { $card } costs { $cost } gold and your gold pool holds { $gold }.
thrones-err-host = { $card } must go on a character in play that may take it.
thrones-err-not-attachment = Only attachments go on a character.
thrones-err-not-in-hand = { $card } is not in your hand.
thrones-err-duplicate = { $card } can be a duplicate only of your own unique character of the same name in play.
thrones-err-made = You have made your { $kind } challenge this round.
thrones-err-no-attackers = You have no standing character with the { $kind } icon to attack with.
thrones-err-attacker = { $card } cannot attack: attackers are your standing characters with the challenge's icon, each once.
thrones-err-stealth = { $card } cannot be picked by stealth: pick defenders' characters without stealth, each once.
thrones-err-stealth-count = Stealth picks at most { $max } characters: one per attacker with stealth.
thrones-err-defender = { $card } cannot defend: defenders are your standing characters with the challenge's icon that stealth did not get past.
thrones-err-claim-card = { $card } cannot be chosen: choose different characters of yours that may be killed.
thrones-err-claim-count = Military claim kills exactly { $n }; you chose { $got }.
thrones-err-edit = `{ $line }` is not an edit (use `set stark power 5`, `set lannister gold 3`, `set stark hand arya-stark jon-snow` or `set lannister play the-hound`).
thrones-err-edit-card = { $card } cannot be moved so: name each card once, of that house, from its deck or hand (and for `play`, a character or location, also from its piles).

## Action and response windows, abilities

thrones-option-windows = Action and response windows: strict (the default: a window opens whatever a player holds, so it reveals nothing; a player may pass to the end of the challenge, phase or round, and set standing auto-passes with /autopass) or casual (a window opens only for a player who can use something: quicker, but it tells the other player so).
thrones-window-plot = actions in the plot phase
thrones-window-marshalling = actions after the other player's marshalling play
thrones-window-attackers = actions after attackers are declared
thrones-window-defenders = actions after defenders are declared
thrones-window-dominance = actions after dominance is decided
thrones-window-standing = actions after standing, before taxation
thrones-window-taxation = actions after taxation returns the gold, before the next round
thrones-window-after-play = responses after a card enters play
thrones-window-after-defend = responses after defenders are declared
thrones-window-after-challenge = responses after a challenge is decided
thrones-window-after-kill = responses after a character is killed
thrones-window-after-dominance = responses after dominance is won
thrones-window-after-standing = responses after cards stand
thrones-window-marker = —
thrones-q-window = Your chance to act ({ $kind }): use a card or pass. { $casual ->
    [1] You are asked because you can use a card now, so the other player can tell that you can.
   *[0] Each player is asked here whatever it holds (unless it passed to the end of the challenge, phase or round).
}
thrones-q-response = { $what } Your chance to respond ({ $kind }): use a card or pass.
thrones-trigger-entered = { $card } entered play.
thrones-trigger-attached = { $card } was attached to { $host }.
thrones-trigger-defended = Defenders declared: { $cards }.
thrones-trigger-won = { $house } won the challenge.
thrones-trigger-killed = { $card } was killed.
thrones-trigger-dominance = { $house } won dominance.
thrones-trigger-stood = Stood: { $cards }.
thrones-trigger-marshalling-begins = The marshalling phase begins.
thrones-trigger-dominance-begins = The dominance phase begins.
thrones-trigger-revealed = { $house } showed cards.
thrones-opt-pass = Pass
thrones-opt-pass-ahead = { $until ->
    [challenge] Pass to the end of this challenge
    [phase] Pass to the end of this phase
   *[round] Pass to the end of this round
}
thrones-detail-pass-ahead = Until then you are not asked where only a card in your hand could be used; you still are when a card you have in play or in your dead pile can be.
thrones-detail-no-ability = { $type ->
    [character] Character, STR { $str }{ $nicons ->
        [0] , no icons
       *[other] , { $icons }
    }
    [location] Location
    [attachment] Attachment
   *[event] Event
}; no ability.
thrones-detail-duplicate = A duplicate adds no ability: discard it to save { $card } once from being killed or discarded.
thrones-warn-discarded = { $card } is discarded from play
thrones-warn-opponent-controls = it enters play under { $house }'s control
thrones-warn-own-characters-too = your { $n ->
    [one] character is
   *[other] { $n } characters are
} discarded too
thrones-opt-use = Use { $card }{ $gold ->
    [0] {""}
   *[other] {" "}({ $gold } gold{ $tax ->
        [0] {""}
       *[other] , { $tax } of it to { $to }
    })
}{ $warn ->
    [0] {""}
   *[other] {" "}— { $warning }
}{ $n ->
    [0] {""}
   *[other] : { $targets }
}
thrones-log-plays-event = { $house } plays { $card }{ $gold ->
    [0] {""}
   *[other] {" "}(paying { $gold } gold)
}.
thrones-log-uses = { $house } uses { $card }{ $gold ->
    [0] {""}
   *[other] {" "}(paying { $gold } gold)
}.
thrones-log-would-die = Would die: { $cards }.
thrones-log-saved = { $card } is saved ({ $why }).
thrones-log-stands-instead = { $guard } stands instead: { $card } is not killed.
thrones-log-kneels = { $card } kneels ({ $why }).
thrones-log-stands = { $card } stands ({ $why }).
thrones-log-returns-to-hand = { $card } returns to its owner's hand ({ $why }).
thrones-log-takes-control = { $house } takes control of { $card } ({ $why }).
thrones-log-put-into-play = { $card } enters play under { $house }'s control.
thrones-log-searched = { $house } searches the deck{ $n ->
    [0] {" "}and takes nothing
   *[other] {" "}and shows and takes { $cards }
}; the deck is shuffled.
thrones-log-discount = { $card }: the next matching card this phase costs { $n } less.
thrones-log-challenge-tax = { $house } gives { $to } { $gold } gold to start the challenge.
thrones-err-challenge-tax = { $kind ->
    [intrigue] An
   *[other] A
} { $kind } challenge costs { $gold } gold to start this round (a plot's rule); you have less.
thrones-err-no-window = No window is open for you: there is nothing to pass.
thrones-err-no-challenge = No challenge is under way: pass to the end of the phase or of the round instead.
thrones-err-cannot-use = { $card } cannot be used like that now (its timing, cost or target does not fit).
thrones-err-no-question = No question is waiting for an answer.
thrones-err-choice = { $card } is not one of the cards you may choose here.
thrones-err-choice-count = { $exact ->
    [-1] { $min ->
        [0] Choose at most { $max ->
            [one] 1 card
           *[other] { $max } cards
        }
       *[other] Choose from { $min } to { $max } cards
    }
    [one] Choose exactly 1 card
   *[other] Choose exactly { $exact } cards
}; you chose { $got }.
thrones-err-answer-question = Answer the question first (`choose …`): an ability is resolving.
thrones-err-answer-save = A character would die: save it or let it die first.
thrones-err-answer-window = A window is open: use a card or `pass` first.
thrones-err-no-duplicate = { $card } has no duplicate to discard.
thrones-q-plot-order = Both revealed plots have a when-revealed ability: which resolves first?
thrones-opt-order-first = { $house }'s plot first
thrones-q-plot-search = Search your deck: choose a card to show and take into hand (or none); your deck is shuffled after.
thrones-q-plot-keep = Choose the { $n } cards you keep; the others leave play (killed without saves, or discarded).
thrones-q-plot-kneel = Choose one of your standing characters to kneel.
thrones-q-plot-condemn = Choose the character of your opponent that is killed.
thrones-q-plot-discard = Choose { $n } cards of your hand to discard.
thrones-log-when-revealed = { $house }'s { $plot } is revealed: its ability resolves.
thrones-why-plot = a plot
thrones-log-discards-from-hand = { $house } discards from hand: { $cards }.
thrones-log-look-top = { $house } looks at the top of the deck and takes { $n } cards into hand; the rest is shuffled back.
thrones-log-you-take = You take into hand: { $cards }.
thrones-log-str-ignored = { $card }'s STR does not count in this challenge ({ $why }).
thrones-log-keywords-taken = { $card } takes stealth and renown from { $from } until the end of the phase.
thrones-log-joins-challenge = { $card } kneels and joins the challenge.
thrones-log-plot-replaced = { $house } reveals { $plot } in place of its plot ({ $why }).
thrones-log-back-from-dead = { $house } takes { $card } back from the dead pile into hand.
thrones-log-discard-to-deck = { $card } goes from the discard pile to the top of its owner's deck.
thrones-log-dead-shuffled = Each player shuffles the dead pile into the deck ({ $why }).
thrones-log-discards-shuffled = Each player shuffles the discard pile into the deck ({ $why }).
thrones-log-illyrio = This phase { $house } pays 1 gold for each { $kind } challenge it starts.
thrones-q-snowed-under = Snowed Under: choose a kneeling card of { $house } to return to its owner's hand.
thrones-q-varys = Varys: choose the Ally character to discard from play.

## Lannister cards and neutral events

thrones-log-ability-resolves = { $card }: its ability resolves.
thrones-log-no-stand-this-round = { $card } does not stand this round ({ $why }).
thrones-log-gains-gold = { $house } takes { $n } gold from the pool ({ $why }): { $gold } gold in all.
thrones-q-the-hound = The Hound: choose him to discard him from play, or choose nothing to discard the top card of your deck.
thrones-log-discards-top = { $house } discards the top card of the deck, { $card } ({ $why }).
thrones-log-pays = { $house } pays { $gold } gold ({ $why }).
thrones-log-guards = This phase, while { $guard } kneels, he stands instead of { $card } being killed.
thrones-log-reveals-top = { $house } reveals the top card of the deck, { $card }, and takes it into hand ({ $why }).
thrones-log-you-look-top = You look at the top card of { $house }'s deck: { $card }.
thrones-q-raff-the-sweetling = Raff the Sweetling: choose the card to put it at the bottom of { $house }'s deck, or choose nothing to leave it on top.
thrones-log-looks-top = { $house } looks at the top card of { $owner }'s deck and { $bottom ->
    [1] puts it at the bottom
   *[other] leaves it on top
}.
thrones-log-discards-at-random = { $house } discards { $card } from hand at random ({ $why }).
thrones-q-kneel-one = { $card }: choose a character to kneel, or none.
thrones-log-shows-hand = { $house } shows their hand ({ $why }): { $n ->
    [0] no cards
   *[other] { $cards }
}.
thrones-log-discards-named = { $house } discards every { $name } from hand: { $n ->
    [0] none
    [one] 1 card
   *[other] { $n } cards
}.
thrones-log-event-attached = { $card } stays on { $host } as an attachment.
thrones-log-claim-change = { $house }'s claim is { $n } { $up ->
    [1] higher
   *[other] lower
} for this challenge ({ $why }).
thrones-log-str-this-phase = { $card } gets +{ $n } STR this phase ({ $why }).
thrones-log-dead-to-hand = { $card } goes to its owner's hand instead of the dead pile ({ $why }).
