# Nuclear War (base game).
nw-name = Nuclear War
nw-rules = Nuclear War (base game), 2–6 players. Each turn: draw up to 10 cards (hand + face-down queue), optionally show or hide up to two deterrent cards, place one card at the back of your queue, then reveal the front card. Propaganda takes people in peace; a carrier followed next turn by a warhead it can lift is an attack (the target may intercept with a matching anti-missile; otherwise the 00–99 fallout chart decides). Secrets act when drawn. A player wiped out by a weapon or a Secret retaliates with every carrier/warhead pair they hold. Last player standing with people left wins. Modes (`/new` option `mode`): base (this game), escalation (Nuclear Escalation stand-alone: fallout die 2–6 = printed loss + face, 1 = misfunction chart; B-1 bomber, MX missile, cruise missile, space platform, killer satellite, saboteur, spy, super virus; every other player is asked in secret to respond or pass after each launch) and combined (both decks merged, 14 propaganda removed, bigger population deal). PROVISIONAL: the Escalation card counts, payloads and the cruise missile's damage are not public; ours are documented defaults in data/nuclear-war/escalation-deck.tsv that an owner of the box can correct.
nw-option-first-player = Who moves first: the owner (seat 1) or a random seat.
nw-none = —

## Cards (our own short names)
nw-card-wh10 = 10 MT warhead
nw-card-wh20 = 20 MT warhead
nw-card-wh50 = 50 MT warhead
nw-card-wh100 = 100 MT warhead
nw-card-prop5 = Propaganda 5 M
nw-card-prop10 = Propaganda 10 M
nw-card-prop25 = Propaganda 25 M
nw-card-polaris = Polaris missile
nw-card-atlas = Atlas missile
nw-card-b70 = B-70 bomber
nw-card-saturn = Saturn missile
nw-card-am-p = Anti-missile P
nw-card-am-a = Anti-missile A
nw-card-am-b = Anti-missile B
nw-card-am-s = Anti-missile S
nw-card-testban = Secret: Test Ban (rival skips a turn)
nw-card-summit = Secret: Summit Talk (rival skips a turn)
nw-card-ambassador = Secret: Drunk Ambassador (rival skips a turn)
nw-card-boom = Secret: Stock Boom (take 2 M)
nw-card-peacecorps = Secret: Peace Corps (take 2 M)
nw-card-beatniks = Secret: Beatnik Pacifists (take 2 M)
nw-card-oldladies = Secret: Little Old Ladies (take 2 M)
nw-card-moon = Secret: First on the Moon (take 5 M)
nw-card-taxes = Secret: Rival Raises Taxes (take 5 M)
nw-card-popboom = Secret: Baby Boom (5 M from the bank)
nw-card-quake = Top Secret: Earthquake (rival loses 10 M)
nw-card-tornado = Top Secret: Tornado (rival loses 10 M)
nw-card-neutral = Top Secret: Exodus (10 M of a rival leave for the bank)
nw-card-supergerm = Top Secret: Supergerm (rival loses 25 M)
nw-card-vaporized = Top Secret: Vaporized (rival loses 25 M)

## Fallout chart results
nw-fallout-backfire = booster explodes on the pad: the attacker is hit
nw-fallout-no-fuel = bomber runs out of fuel: nobody is hit
nw-fallout-dud = dud
nw-fallout-shelters = shelters save 2 M
nw-fallout-fireball = fireball +1 M
nw-fallout-plain = no extra fallout
nw-fallout-fallout = fallout +2 M
nw-fallout-beta = beta rays +5 M
nw-fallout-gamma = gamma rays +10 M
nw-fallout-dirty = dirty bomb ×2
nw-fallout-stockpile = stockpile hit ×3

## Prompts
nw-q-secret-target = { $card }: choose the rival it hits.
nw-q-propaganda-target = { $card }: choose the rival whose people you win over.
nw-q-attack-target = { $carrier } with { $warhead }: you must name a target.
nw-q-intercept = { $attacker } fires { $carrier } with { $warhead } at you. Intercept with a matching anti-missile, or pass.
nw-q-retaliate = Final retaliation: fire one carrier/warhead pair at a time, or finish.
nw-q-peace-swap = Peace is back: you may swap each face-down queue card once for a hand card (secret), then finish.
nw-q-opening-first = Choose your face-down card for queue slot #1 (secret).
nw-q-opening-second = Choose your face-down card for queue slot #2 (secret).
nw-q-place = Your turn: place a card at the back of your queue (you may first show or hide deterrent cards).
nw-free-queue = Or set both slots at once: `queue <slot1 card> <slot2 card>`, e.g. `queue polaris wh10`.
nw-opt-target = Target { $seat }
nw-opt-intercept = Intercept with { $card }
nw-opt-pass = Pass
nw-opt-strike = { $carrier } + { $warhead } at { $target }
nw-opt-retaliation-done = Finish retaliation
nw-opt-swap = Put { $card } in slot #{ $slot }
nw-opt-keep = Keep my queue
nw-opt-swap-back = Undo my swaps
nw-opt-first = Slot #1: { $card }
nw-opt-second = Slot #2: { $card }
nw-opt-place = Place { $card }
nw-opt-show = Show { $card } as deterrent
nw-opt-hide = Take { $card } back from the deterrent
nw-detail-pair = { $first } { $second }

## Refusals
nw-err-nothing-to-decide = You have nothing to decide in this game right now.
nw-err-unknown = `{ $input }` is not a move here. Legal now: { $legal }.
nw-err-unknown-card = `{ $card }` is not a card key.{ $hint } Card keys: { $cards }. Legal now: { $legal }.
nw-err-not-in-hand = You hold no { $card } that can be used for this. Legal now: { $legal }.
nw-err-target = Name a living opponent as target, e.g. `target p2`. Legal now: { $legal }.
nw-err-not-anti-missile = { $card } is not an anti-missile; only anti-missiles intercept. Legal now: { $legal }.
nw-err-intercept-letter = { $card } stops only { $stops }, not { $carrier }. Legal now: { $legal }.
nw-err-deterrent-full = At most two cards may be shown as deterrent. Legal now: { $legal }.
nw-err-not-shown = { $card } is not in your deterrent display. Legal now: { $legal }.
nw-err-strike = No { $carrier } in your revealed cards can carry a { $warhead } you hold. Legal now: { $legal }.
nw-err-slot = Queue slots are 1 and 2. Legal now: { $legal }.
nw-err-slot-swapped = Each face-down card may be swapped once when peace returns; use `back` to undo your swaps. Legal now: { $legal }.
nw-err-nothing-swapped = You have swapped nothing yet. Legal now: { $legal }.
nw-err-opening-order = Choose slot #1 first (`first <card>`), then slot #2 (`second <card>`), or both at once with `queue <card> <card>` before choosing slot #1. Legal now: { $legal }.
nw-err-edit-unknown = Unknown edit `{ $value }`. Forms: { $forms }.
nw-err-edit-seat = `{ $value }` is not a living seat (p1, p2, …). Forms: { $forms }.
nw-err-edit-number = `{ $value }` is not a number. Forms: { $forms }.
nw-err-edit-card = `{ $value }` is not a card key. Forms: { $forms }.
nw-err-edit-pop-zero = Population cannot be set to { $value }; use concede to remove a player. Forms: { $forms }.
nw-err-edit-too-many = { $value ->
        [one] 1 card
       *[other] { $value } cards
    } would exceed the hand/queue limits (hand + queue ≤ 10, queue ≤ 2). Forms: { $forms }.
nw-err-edit-empty-hand = A hand needs at least one card: `{ $value }`. Forms: { $forms }.
nw-err-edit-opening = Queues can be edited only after the opening: `{ $value }`. Forms: { $forms }.
nw-err-edit-bank = The bank holds only { $bank } M; { $need } M are needed.
nw-err-edit-unavailable = No { $card } is left in the draw or discard pile.
nw-err-edit-secret = { $card } acts when drawn and cannot be held.

## Log
nw-log-setup = Nuclear War begins with { $seats } players. { $first } moves first.
nw-log-population-dealt = { $seat } starts with { $population } M people.
nw-log-your-hand = Your hand: { $cards }.
nw-log-secret-revealed = { $seat } reveals { $card } from the opening hand.
nw-log-secret-drawn = { $seat } draws { $card }, which acts at once.
nw-log-secret-skip = { $card }: { $target } loses { $turns } turn(s).
nw-log-secret-steal = { $card }: { $seat } takes { $millions } M from { $target }.
nw-log-secret-gain = { $card }: { $seat } gains { $millions } M from the bank.
nw-log-secret-kill = { $card }: { $target } loses { $millions } M.
nw-log-secret-to-bank = { $card }: { $millions } M of { $target } leave for the bank.
nw-log-you-drew = You drew { $card }.
nw-log-draws = { $seat } draws a card.
nw-log-queues-committed = Every player has set two face-down cards. The first turn begins.
nw-log-turn = Turn { $number }: { $seat }.
nw-log-turn-skipped = { $seat } loses this turn.
nw-log-reveal = { $seat } reveals { $card }.
nw-log-propaganda = Propaganda: { $millions } M of { $target } defect to { $seat }.
nw-log-propaganda-in-war = Propaganda is worthless in war: discarded.
nw-log-armed = { $seat } has { $card } armed and face up.
nw-log-carrier-discarded = { $seat }'s { $card } is discarded.
nw-log-no-effect = { $card } has no effect from the queue and is discarded.
nw-log-warhead-no-carrier = { $seat }'s { $card } has no carrier and is discarded.
nw-log-incompatible = { $seat }'s { $carrier } cannot carry { $warhead }: both are discarded.
nw-log-war = WAR! { $seat } has launched a nuclear attack.
nw-log-attack = { $seat } fires { $carrier } with { $warhead } at { $target }.
nw-log-strike = Final retaliation: { $seat } fires { $carrier } with { $warhead } at { $target }.
nw-log-intercepted = { $target } shoots down the { $carrier } with { $card } and takes the next turn.
nw-log-no-interception = { $seat } does not intercept.
nw-log-fallout = Fallout roll { $roll }: { $result }. { $victim } loses { $millions } M.
nw-log-fallout-harmless = Fallout roll { $roll }: { $result }. Nobody loses anyone.
nw-log-world-destroyed = The 100 MT warhead sets off a global chain reaction. The world is destroyed; everyone loses.
nw-log-eliminated = { $seat } has no people left and is out of the game.
nw-log-no-retaliation = { $seat } was won over by propaganda: no retaliation.
nw-log-retaliation-reveal = { $seat } reveals for final retaliation: { $cards }.
nw-log-retaliation-done = { $seat } ends the final retaliation; remaining cards are discarded.
nw-log-peace = Peace returns.
nw-log-peace-swap-open = Survivors may now swap each of their face-down queue cards once for a hand card.
nw-log-peace-swap-closed = The strategy changes are done.
nw-log-you-keep = You keep your queue as it is.
nw-log-you-swapped = Slot #{ $slot } now holds { $card }; { $old } went back to your hand.
nw-log-you-swapped-back = Your swaps are undone: your queue is as it was when peace returned.
nw-log-you-picked = Slot #{ $slot }: { $card }.
nw-log-committed = { $seat } has chosen both face-down cards.
nw-log-you-placed = You placed { $card } at the back of your queue.
nw-log-places = { $seat } places a card face down.
nw-log-places-shown = { $seat } places the shown { $card } face down.
nw-log-show = { $seat } shows { $card } as deterrent.
nw-log-hide = { $seat } takes { $card } back from the deterrent.
nw-log-reshuffle = The draw pile is empty: { $cards } discarded cards are shuffled into a new one.
nw-log-conceded = { $seat } concedes and leaves the game; their people are lost.
nw-log-edit = Admin edit: { $command }

## Outcome
nw-outcome-winner = { $seat } wins with { $population } M people left.
nw-outcome-no-winner = Nobody is left alive. There is no winner.
nw-outcome-world-destroyed = The world is destroyed. Everyone loses.

## Status and board
nw-status-war = At WAR. Turn: { $turn }. Bank { $bank } M, dead { $dead } M, draw pile { $draw }.
nw-status-peace = At peace. Turn: { $turn }. Bank { $bank } M, dead { $dead } M, draw pile { $draw }.
nw-status-player = { $seat }: { $population } M, hand { $hand }, queue { $queue }, face up { $face_up }, deterrent { $shown }
nw-status-player-out = { $seat }: out of the game
nw-status-fallout = Last fallout roll { $roll }: { $result } ({ $loss } M).
nw-status-your-hand = Your hand: { $cards }
nw-status-your-queue = Your queue (front first): { $cards }
nw-board-war = WAR
nw-board-peace = PEACE
nw-board-deciding = Turn: { $turn } · deciding: { $names }
nw-board-you = { $name } (you)
nw-board-eliminated = ELIMINATED
nw-board-retaliating = Final retaliation with:
nw-board-millions = million people
nw-board-population = { $millions }
nw-board-counts = hand { $hand } · queue { $queue }
nw-board-skip = skips { $turns }
nw-board-face-up = Armed (face up)
nw-board-deterrent = Deterrent
nw-board-center = Bank { $bank } M · Dead { $dead } M · Draw { $draw } · Discard { $discard } (top: { $top })
nw-board-fallout = Last roll { $roll }: { $result } — { $attacker } → { $target }, { $loss } M
nw-board-no-fallout = No attack yet.

## Card lookup (/card)
nw-about-warhead = Warhead of { $mt } MT: where it lands it kills { $kill } M, then the fallout roll decides what more.
nw-about-carrier = { $class ->
    [bomber] Bomber: carries warheads up to { $payload } MT in all, one dropped per reveal.
    [mx] MX missile: carries one warhead over 10 MT and splits it into 10 MT strikes at one target.
   *[missile] Missile: carries one warhead of up to { $payload } MT.
} Stopped by anti-missile { $letters }.{ $satellite ->
    [yes] {" "}Can carry a killer satellite into orbit.
   *[no] {""}
}
nw-about-cruise = Cruise missile: hovers from player to player until its launcher drops it; lands { $damage } M with no fallout roll and cannot be intercepted.
nw-about-platform = Space platform: loaded with warheads from your hand and launched; drops one each turn and cannot be intercepted. A double launch failure crashes it at home for { $crash } M.
nw-about-satellite = Killer satellite: rides an armed Titan or Atlas into orbit and destroys a space platform on 2–6.
nw-about-saboteur = Saboteur: held in secret; stops an attack, cruise missile, platform or satellite launch when its turn in the response order comes.
nw-about-spy = Spy: held in secret; steals a Secret someone draws, unmasks a saboteur, or spies on a hand on your turn.
nw-about-virus = Super virus: acts when drawn: you give it to a rival, and it passes on until its roll strikes.
nw-about-propaganda = Propaganda: in peace, take { $m } M from the player you choose; discarded in war.
nw-about-anti-missile = Anti-missile { $letter }: stops a carrier it matches when you are attacked.
nw-about-secret = { $top ->
    [yes] Top Secret
   *[no] Secret
}: acts when drawn, then is replaced. { $effect ->
    [skip] The player you choose skips { $n } { $n ->
        [one] turn
       *[other] turns
    }.
    [steal] Take { $n } M from the player you choose.
    [bank] Take { $n } M from the bank.
    [kill] The player you choose loses { $n } M.
   *[to-bank] { $n } M of the player you choose go to the bank.
}
