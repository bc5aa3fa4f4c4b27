# Table layer: lobby, seats, moves, undo, concede, abort.

## Lobby
table-game-entry = { $name } (`{ $id }`)
table-lobby-opened = { $user } opened table #{ $id } for { $game } ({ $players }). Use /join to take a seat; the creator starts with /start.
table-joined = { $user } joined ({ $count }/{ $max } players).
table-joined-seat = { $user } joined and asked for seat { $seat } ({ $count }/{ $max } players).
table-left = { $user } left the table.
table-lobby-closed = Nobody is left, so the table is closed.
table-lobby-closed-only-ai = Only AI players are left, and an AI player cannot run a table, so the table is closed.
table-new-creator = { $user } now runs this table.
table-lobby-status = Table #{ $id } for { $game } is waiting to start. Players: { $players }.
table-lobby-player-seat = { $name } (seat { $seat })
table-started = { $game } begins! Seating: { $seating }.
table-seating-entry = { $seat }. { $name }
table-aborted = { $user } aborted game #{ $id }. It ends without a result.

## Replies to the caller
table-reply-created = Table #{ $id } is open. You have joined it.
table-reply-joined = You joined table #{ $id }.
table-reply-left = You left the table.
table-reply-started = The game has started. Check your direct messages for your hand and choices.
table-reply-aborted = The game was aborted.
table-reply-played = Done: `{ $notation }`.
table-reply-chose = Done: { $choice } (`{ $notation }`).
table-reply-conceded = You conceded. The others play on without you.
table-reply-conceded-over = You conceded. The game is over.
table-reply-edited = The change was applied and logged.
table-reply-undo-recorded = Your undo vote is recorded.
table-reply-undo-already = You already agreed to this undo; waiting for the others.
table-reply-undo-refused = You refused the undo; the move stands.
table-reply-undone = The move was taken back.
table-reply-auto-pass-on = Done: from the next response window opened, you pass automatically on { $kind } windows, whatever you hold. A window already open still waits for your answer.
table-reply-auto-pass-off = Done: from the next response window opened, you are asked again on { $kind } windows. A window already open is not affected.
table-auto-pass-on = You pass automatically on: { $kinds }.
table-auto-pass-none = You answer every response window yourself (no automatic passes).
table-auto-pass-kinds = Response windows in this game: { $kinds }.
table-auto-pass-blank = Name a kind of response window: { $kinds }.
table-auto-pass-usage = Change one with `/autopass kind:… on:true` or `on:false` (terminal and scripts: `autopass <kind> on|off`). It applies from the next window opened, never to one already open, and it does not depend on your hand.

## Play
table-dm-header = Game #{ $id } — { $game }
table-waiting = Waiting for: { $seats }.
table-legal-option = `{ $notation }` ({ $label })
table-more = …and { $count } more
table-game-over =
    Game over. { $summary }
table-winners = Winners: { $winners }.
table-no-winner = Nobody wins.
table-recap-heading = **Since your last move:**
table-recap-heading-first = **So far:**
table-recap-older = … { $count } earlier { $count ->
        [one] line
       *[other] lines
    } (see `/log`).
table-dm-chose = ✔ You chose: { $choice }
table-brief-added = +{ $item }
table-brief-removed = −{ $item }
table-brief-rest = (The rest as in your last prompt: /hand shows it all.)
table-log-conceded = { $seat } conceded.
table-log-edited = { $user } changed the game: `{ $command }`.
table-log-forced-roll = { $user } set the next die result to { $value }.

## Undo
table-undo-requested = { $seat } asks to take back the last move of { $mover }. Waiting for: { $waiting } (use /undo to agree).
table-undo-agreed = { $seat } agrees to the undo. Still waiting for: { $waiting }.
table-undo-refused = { $seat } refused the undo. The move stands.
table-log-undone = The last move of { $mover } was taken back.

## Settings
table-settings = Language: { $lang }. Turn pings: { $pings }.
table-lang-en = English
table-lang-ko = Korean (한국어)
table-pings-on = on
table-pings-off = off

## Errors
table-err-storage = The game could not be saved just now, so nothing changed. Please try again.
table-err-no-game = There is no game in this channel. Start one with /new.
table-err-no-game-of-yours = You have no running game. Open one in a server channel with /new.
table-err-not-your-game = You have no running game #{ $id }.
table-err-which-game = You play in several games: { $games }. Say which with the `game` option (its number).
table-game-of-yours = #{ $id } { $game } in { $channel }
table-err-unknown-game = There is no game called `{ $game }`.{ $hint } Known games: { $known }.
table-err-blank-game = Name the game. Known games: { $known }.
table-err-options =
    This game cannot be set up that way: { $reason }
table-err-channel-busy = This channel already has an active game (#{ $id }, `{ $game }`). Finish or /abort it first, or use another channel.
table-err-channel-busy-short = This channel already has an active game. Finish or /abort it first, or use another channel.
table-err-already-started = The game has already started; the lobby is closed.
table-err-still-lobby = The game has not started yet. The creator starts it with /start.
table-err-finished = This game is over; no more moves can be made.
table-err-aborted = This game was aborted.
table-err-already-joined = You have already joined this table.
table-err-not-joined = You have not joined this table.
table-err-table-full = The table is full ({ $max } players).
table-err-too-many-ai = This game seats at most { $max } players, you included, so { $ai } AI players do not fit: choose `ai` from 0 to { $most }. No table was opened.
table-err-no-such-seat = There is no seat { $seat }; this game has seats 1–{ $max }.
table-err-seat-taken = Seat { $seat } is already taken by { $holder }. Pick another seat or join without one.
table-err-not-creator = Only the player who opened the table can start it.
table-err-player-count = This game takes { $players }, and { $got } { $got ->
        [one] has
       *[other] have
    } joined.
table-err-seat-beyond-count = { $user } asked for seat { $seat }, but with { $count } players the seats are 1–{ $count }. They can /leave and /join again without a seat.
table-err-not-seated = You are not playing in this game.
table-err-gm-only = Only the table's creator or a server admin can change the game or force dice.
table-err-abort-not-allowed = Only the table's creator or a member with Manage Server can abort this game.
table-err-already-conceded = You have already conceded this game.
table-err-no-such-option = Your current choice has no option { $index }.
table-err-rule =
    { $reason }
    Legal now: { $legal }
table-err-rule-free-form =
    { $reason }
    You may also type: { $syntax }
table-err-rule-idle =
    { $reason }
    You have no decision to make right now.
table-err-stale =
    This button is from an older position (the game is now at version { $current }), so nothing happened. Here is your current choice: { $question }
    Options: { $options }
table-err-stale-idle = This button is from an older position (the game is now at version { $current }), so nothing happened. You have no decision to make right now.
table-err-undo-nothing = There is no move to take back: only the last move can be undone, and only if it was a normal move.
table-err-no-undo = There is no undo request to answer.
table-err-edit =
    That change was refused: { $reason }
table-err-damaged = This game's saved record could not be used, so nothing changed. Please tell the table's creator or a server admin.
# One entry of a menu sharing out points: choosing k entries of an item gives it k points.
table-point-entry = { $item } (point { $point })
table-err-bad-selection = That choice is not one this question offers. Open your latest prompt and choose again.
table-card-provisional = ⚠ Provisional: our own design standing in for the printed card (its real text is not public); an owner of the game can correct it in the data file.
table-card-blank = Type a card's name, or part of it, and pick from the suggestions.
table-card-not-found = No card matches `{ $typed }`. Type part of its name and pick from the suggestions.
table-card-several = Several cards match `{ $typed }`: { $names }. Pick one from the suggestions.
table-err-message-length = A message to your ally is 1 to { $max } characters long.
table-log-ally-message = 🤝 { $from } (your ally) says: { $text }
table-log-ally-sent = 🤝 You told { $to }: { $text }
table-reply-ally-sent = Sent to your ally by DM. Nobody else sees it.
