# Shared turn-flow pieces (secret picks, priority rounds, response windows).
flow-log-picked = { $seat } has chosen.
flow-err-not-asked = { $seat } is not asked to answer here.
flow-err-already-answered = { $seat } has answered already; the answer stands.
flow-err-not-your-turn = It is { $turn }'s turn in this round, not { $seat }'s.
flow-err-closed = This round is over; nothing more can be answered in it.
