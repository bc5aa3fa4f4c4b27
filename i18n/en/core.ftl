# Engine-level messages shared by every game.
raw = { $value }
seat-name = { $seat }
err-seat-count = This game takes { $players }; { $got } is not allowed.
err-game-over = This game is over; no more moves can be made.
err-no-such-seat = There is no such seat at this table.
err-not-your-turn = It is not your turn to decide. Waiting for: { $waiting }.
err-empty-action = Type an action, or pick one from the list.
err-unknown-option = Unknown game option `{ $option }`. Known options: { $known }.
err-bad-option-value = Option `{ $option }` cannot be `{ $value }`. Legal values: { $legal }.

# Standing auto-pass choices for out-of-turn response windows (`/autopass`, `autopass` lines).
err-no-windows = This game has no out-of-turn response windows, so there is nothing to pass automatically.
err-unknown-window-kind = `{ $kind }` is not a kind of response window in this game. Kinds: { $kinds }, or `all`.
auto-pass-kind = `{ $id }` ({ $name })
auto-pass-log-on = Standing choice: from the next window opened, you pass automatically on { $kind } windows, whatever you hold.
auto-pass-log-off = Standing choice: from the next window opened, you are asked again on { $kind } windows.

# Prompt kinds: the shape of an answer and its limits, shown by every front end.
# $exact is the count when min = max, else -1; $budget is -1 without a budget.
ask-one = one choice
ask-several = choose several
ask-number = a number
ask-distribute = share out points
ask-several-limits = { $exact ->
    [-1] { $min ->
        [0] Choose up to { $max }
       *[other] Choose { $min } to { $max }
    }
   *[other] Choose { $exact }
}{ $budget ->
    [-1] {""}
   *[other] {" "}costing at most { $budget } in all
}. Type: `{ $verb } <item> <item> …`
ask-number-limits = A number from { $min } to { $max }. Type: `{ $verb } <n>`
ask-distribute-limits = { $exact ->
    [-1] { $min ->
        [0] Up to { $max } points
       *[other] { $min } to { $max } points
    }
    [1] 1 point
   *[other] { $exact } points
} in all. Type: `{ $verb } <item>:<n> …`
ask-err-unknown-item = `{ $item }` is not one of the choices offered.
ask-err-verb = The answer starts with `{ $verb }`.
ask-err-number = Give one whole number.
ask-err-points = `{ $item }` needs a whole number of points, as `item:2`.
ask-err-kind = That answer does not fit this question.
ask-err-twice = Each choice may be picked only once.
ask-err-count = Choose from { $min } to { $max }; you chose { $got }.
ask-err-budget = Your choices cost { $got }, over the limit of { $budget }.
ask-err-range = Choose a number from { $min } to { $max }; { $got } is outside.
ask-err-cap = `{ $item }` takes at most { $cap ->
        [one] 1 point
       *[other] { $cap } points
    }; you gave it { $got }.
ask-err-total = Give from { $min } to { $max ->
        [one] 1 point
       *[other] { $max } points
    } in all; you gave { $got }.
players-exactly = { $n ->
    [one] 1 player
   *[other] { $n } players
}
players-range = { $min }–{ $max } players
did-you-mean = {" "}Did you mean `{ $word }`?
no-hint = {""}
err-no-partners = This game has no allies to message.

# Names typed instead of ids (`draft 장소`, `influence 서독:2`).
names-candidate = { $name } (`{ $id }`)
names-err-ambiguous = `{ $word }` is the start of several names: { $candidates }{ $more ->
    [0] {""}
   *[other] {" "}and { $more } more
}. Type more of the name, or the id.
