# Nuclear Escalation and the combined game (mode option of nuclear-war). Card text is our own wording.

nw-option-mode = Which game: base (Nuclear War), escalation (Nuclear Escalation stand-alone) or combined (both decks merged).
nw-mode-base = Nuclear War
nw-mode-escalation = Nuclear Escalation
nw-mode-combined = Nuclear War + Nuclear Escalation

nw-card-minuteman = Minuteman missile
nw-card-trident = Trident missile
nw-card-titan = Titan missile
nw-card-b1 = B-1 bomber
nw-card-mx = MX missile
nw-card-cruise = Cruise missile
nw-card-platform = Space platform
nw-card-killsat = Killer satellite
nw-card-saboteur = Saboteur
nw-card-spy = Spy
nw-card-virus = Super virus

nw-fallout-die-hit = hit
nw-fallout-die-catastrophe = mushroom cloud, catastrophe: the warhead falls on the attacker
nw-fallout-die-orbital = mushroom cloud, orbital burst: carrier lost, the attacker loses a turn
nw-fallout-die-launch-failure = mushroom cloud, launch failure: no damage
nw-fallout-die-dud = mushroom cloud, dud: no damage
nw-fallout-die-neutron = mushroom cloud, neutron bomb: double loss
nw-fallout-die-power-plant = mushroom cloud, power plant hit: double loss and the target loses a turn

ne-event-cruise = { $seat } launches a { $card }
ne-event-platform = { $seat } launches a space platform loaded with { $warheads } warhead(s)
ne-event-satellite = { $seat } launches a killer satellite on a { $carrier }
ne-event-secret = { $seat } drew a Secret that is not announced yet
ne-event-attack = { $seat } fires { $carrier } with { $warhead } at { $target }
ne-event-strike = Final retaliation: { $seat } fires { $carrier } with { $warhead } at { $target }
ne-event-drop = { $seat } drops { $warhead } from a space platform on { $target }

ne-q-respond = { $event }. Everyone but the actor is asked the same question: respond or pass (secret).
ne-q-counter-sabotage = { $saboteur } sabotages: { $event }. Unmask the saboteur through counter-intelligence, or pass.
ne-q-counter-intel = { $spy } is spying on your face-down queue. Answer with counter-intelligence of your own, or pass.
ne-q-counter-steal = { $spy } is stealing your Secret. Answer with counter-intelligence of your own, or pass.
ne-q-load-platform = Space platform: load warheads from your hand face down ({ $loaded } loaded), then launch.
ne-q-virus-give = You drew the super virus: give it to a rival.
ne-q-post-turn = After your turn: orders for your weapons in orbit and in flight, and for the virus.

ne-opt-sabotage = Sabotage it with a saboteur
ne-opt-steal = Steal it with a spy
ne-opt-unmask = Unmask the saboteur with a spy
ne-opt-counter-spy = Counter with a spy
ne-opt-load = Load { $card }
ne-opt-launch-platform = Launch the platform
ne-opt-virus-give = Give the virus to { $target }
ne-opt-platform-drop = Platform #{ $platform }: drop { $warhead } on { $target }
ne-opt-kill = Killer satellite at { $owner }'s platform #{ $platform }
ne-opt-cruise-drop = Drop the cruise missile on { $target }
ne-opt-cruise-move = Move the cruise missile on from { $over }
ne-opt-virus-pass = Pass the virus to { $target }
ne-opt-virus-keep = Keep the virus (lose 1–6 M again)
ne-opt-end = End the turn
ne-opt-spy-on = Spy on { $target }'s face-down queue

ne-err-intercept = `{ $input }`: only the target may intercept, with an anti-missile that stops this carrier; platform drops cannot be intercepted. Legal now: { $legal }.
ne-err-sabotage = `{ $input }`: you need a saboteur in hand to spoil a launch. Legal now: { $legal }.
ne-err-steal = `{ $input }`: stealing a Secret needs a spy in hand. Legal now: { $legal }.
ne-err-counter-sabotage = `{ $input }`: unmasking a saboteur needs a spy in hand. Legal now: { $legal }.
ne-err-counter-spy = `{ $input }`: countering a spy needs a spy in hand. Legal now: { $legal }.
ne-err-load = `{ $input }`: only warheads from your hand go on a platform. Legal now: { $legal }.
ne-err-platform-drop = `{ $input }`: one warhead per launched platform per turn, at a living rival. Legal now: { $legal }.
ne-err-cruise = `{ $input }`: a cruise missile is dropped on the player it hovers over, or moved on one seat. Legal now: { $legal }.
ne-err-spy = `{ $input }`: spying needs a spy in hand and a rival with face-down cards. Legal now: { $legal }.
ne-err-post-turn = `{ $input }` is not possible after this turn. Legal now: { $legal }.

ne-log-mode = Mode: { $mode } ({ $cards ->
        [one] 1 card
       *[other] { $cards } cards
    } in the deck).
ne-log-window-open = { $event } — waiting for everyone's secret response.
ne-log-window-closed = All responses are in.
ne-window-attack = declared attack
ne-window-cruise = cruise missile launch
ne-window-platform = space platform launch
ne-window-satellite = killer satellite launch
ne-window-secret = drawn Secret
ne-log-you-answered = You answered `{ $answer }`.
ne-log-sabotage = { $seat } sends a saboteur: { $event }.
ne-log-saboteur-caught = { $seat }'s spy unmasks { $saboteur }'s saboteur: the launch goes ahead.
ne-log-spoiled = Sabotaged, the launch fails: { $event }.
ne-log-lost-at-sea = { $seat }'s { $carrier } is lost; the warheads queued behind it are lost at sea.
ne-log-steal-attempt = { $seat } sends a spy to steal { $victim }'s Secret.
ne-log-stolen = { $seat } stole { $victim }'s Secret; it stays face down until { $seat }'s turn.
ne-log-you-stole = You stole: { $card }.
ne-log-stolen-turn = { $seat } is about to announce a stolen Secret.
ne-log-counter-spy = { $seat } counters { $spy }'s spy with a spy.
ne-log-spying = { $seat } is spying on { $victim }.
ne-log-intel = Your spy reports { $victim }'s face-down queue: { $cards }.
ne-log-secret-announced = { $seat } announces { $card }.
ne-log-you-drew-secret = You drew { $card }; until it is announced, others may still steal it.
ne-log-virus-drawn = { $seat } draws the super virus.
ne-log-virus-given = { $seat } passes the { $card } to { $target }.
ne-log-virus-strikes = The super virus strikes { $seat }: roll { $roll }, { $millions } M die.
ne-log-virus-kept = { $seat } keeps the super virus.
ne-log-virus-gone = The super virus dies out.
ne-log-platform-empty = { $seat }'s space platform has no warheads and is discarded.
ne-log-platform-orbit = Launch roll { $roll }: { $seat }'s space platform is in orbit with { $warheads } warhead(s).
ne-log-platform-failed = Launch roll { $roll }: { $seat }'s space platform fails; it and its warheads are lost (second roll { $second }).
ne-log-platform-crash = Launch roll { $roll } then { $second }: { $seat }'s space platform crashes at home, { $millions } M die.
ne-log-platform-drop = { $seat } drops { $warhead } from a space platform on { $target }.
ne-log-platform-spent = { $seat }'s space platform has used its last warhead.
ne-log-satellite-orbit = { $seat }'s killer satellite is in orbit.
ne-log-satellite-no-carrier = { $seat }'s { $card } has no Titan (or Atlas) to ride on and is discarded.
ne-log-satellite-hit = Roll { $roll }: { $seat }'s killer satellite destroys a space platform of { $owner }.
ne-log-satellite-miss = Roll { $roll }: { $seat }'s killer satellite misses { $owner }'s platform.
ne-log-cruise-launched = Launch roll { $roll }: { $seat }'s cruise missile now hovers over { $over }.
ne-log-cruise-failed = Launch roll { $roll }: { $seat }'s cruise missile fails and is lost.
ne-log-cruise-moves = { $seat }'s cruise missile moves on and hovers over { $over }.
ne-log-cruise-dry = { $seat }'s cruise missile has gone round the table and runs out of fuel.
ne-log-cruise-hit = { $seat }'s cruise missile explodes over { $victim }: { $millions } M die (no fallout roll).
ne-log-mx-shot = MX strike { $shot }/{ $shots }: { $line }

ne-status-mode = Mode: { $mode }. Escalation card counts are provisional (see /rules).
ne-status-orbit = { $seat }: { $platforms } platform(s) in orbit (warheads { $loads }), { $satellites } killer satellite(s)
ne-status-cruise = { $seat }'s cruise missile hovers over { $over }
ne-status-virus = The super virus is with { $seat }
ne-status-stolen = { $seat } holds { $count } stolen Secret(s)
ne-status-your-platform = Your platform #{ $platform }: { $cards }
ne-status-your-stolen = Your stolen Secrets: { $cards }

ne-board-virus = VIRUS
ne-board-cruise = Cruise missiles: { $list }
ne-board-cruise-one = { $seat } → over { $over }
ne-board-mode = { $mode } · provisional Escalation deck

ne-board-orbit = Orbit: { $platforms } platform(s) [{ $loads }]
ne-board-satellites = { $count } killer sat.
ne-board-stolen = { $count } stolen Secret(s)
