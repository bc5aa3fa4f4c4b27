# Board parts drawn alone (`/status part:`, `warroom render --part`) and their refusals (issue 17).

discord-cmd-status-part-name = part
discord-cmd-status-part-desc = One part of the board drawn large: a region, a player's area, the tracks
table-part-choice = { $name } ({ $id })
table-err-unknown-part = This board has no part "{ $part }". Parts: { $parts }
table-err-no-parts = This game's board has no parts to show on their own.

# A board's alt text (the attachment's description for screen readers), before its status.
board-alt-heading = { $game } board
board-alt-part-heading = { $game } board, { $part }

ts-board-part-tracks = Tracks: VP, DEFCON, turn, military ops, space race
tkr-board-part-tracks = Tracks: round, bid and action order, court office, military points
tkr-board-part-spaces = General actions
thrones-board-part-challenge = The challenge under way
