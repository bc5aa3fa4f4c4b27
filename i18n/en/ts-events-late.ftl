# Twilight Struggle: questions, answers and log lines of the Late War events (#82-#102, #109, #110).

# Why an event cannot happen.
ts-why-star-wars-behind = Star Wars needs the US strictly ahead in the space race.
ts-why-star-wars-nothing = Star Wars: the discard pile holds no non-scoring card whose event could happen now.
ts-why-wargames-defcon = Wargames can only be played as an event at DEFCON 2 (DEFCON is { $defcon }).
ts-why-solidarity = Solidarity needs John Paul II Elected Pope in play.

# Questions (ts-q-<card>-<stage>) and their word answers (ts-pick-<word>).
ts-q-star-wars-0 = { $card }: which card of the discard pile fires its event now?
ts-q-chernobyl-0 = { $card }: name the region where the USSR may not place influence with operations this turn.
ts-pick-europe = { ts-region-europe }
ts-pick-middle-east = { ts-region-middle-east }
ts-pick-asia = { ts-region-asia }
ts-pick-africa = { ts-region-africa }
ts-pick-central-america = { ts-region-central-america }
ts-pick-south-america = { ts-region-south-america }
ts-q-latin-american-debt-crisis-0 = { $card }: discard a card worth 3 or more ops, or let the USSR double its influence in 2 South American countries?
ts-q-latin-american-debt-crisis-1 = { $card }: double the USSR influence in which South American country (1 of 2)?
ts-q-latin-american-debt-crisis-2 = { $card }: double the USSR influence in which other South American country (2 of 2)?
ts-pick-let-ussr-double = Keep my cards: the USSR doubles its influence in 2 South American countries
ts-q-aldrich-ames-remix-0 = { $card }: which card of the US hand is discarded?
ts-q-wargames-0 = { $card }: end the game now, giving your rival 6 VP first (the VP then decide, level is a draw)?
ts-pick-end-game = End the game (rival +6 VP)
ts-pick-keep-playing = Keep playing
ts-q-iran-iraq-war-0 = { $card }: which country is invaded?

# Log lines.
ts-log-reagan-bombs-libya = { $event }: 1 VP per 2 USSR influence in Libya — { $vp } VP for the US.
ts-log-star-wars = { $event }: the event of { $card } happens now, for the { $power }.
ts-log-chernobyl = { $event }: the USSR may not place influence with operations in { $region } for the rest of the turn.
ts-log-debt-crisis-refused = { $event }: the US keeps its cards; the USSR doubles its influence in 2 South American countries.
ts-log-terrorism-empty = { $event }: the { $power } has no card left to discard.
ts-log-wargames-continue = { $event }: the { $power } keeps playing.
ts-end-wargames = { $event }: the game ends at once and the { $power } wins by { $vp } VP.
ts-end-wargames-draw = { $event }: the game ends at once with VP level — a draw.
