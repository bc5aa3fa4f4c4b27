# Engine-level messages shared by every game.
raw = { $value }
seat-name = { $seat }
err-seat-count = This game takes { $min }–{ $max } players; { $got } is not allowed.
err-game-over = This game is over; no more moves can be made.
err-no-such-seat = There is no such seat at this table.
err-not-your-turn = It is not your turn to decide. Waiting for: { $waiting }.
err-empty-action = Type an action, or pick one from the list.
err-unknown-option = Unknown game option `{ $option }`. Known options: { $known }.
err-bad-option-value = Option `{ $option }` cannot be `{ $value }`. Legal values: { $legal }.
