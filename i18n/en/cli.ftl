# Terminal play, scripts and rendering.
cli-welcome = Warroom — { $game }. Type the number of an option or its notation; `help` for commands.
cli-pass-to = Pass the keyboard to { $seat } and press Enter.
cli-private-header = — { $seat }, only you may look now —
cli-input-prompt = >
cli-help = Commands: a number picks that option; or type the notation{ $nexamples ->
    [0] {""}
   *[other] {" "}(e.g. { $examples })
}; `status` shows your view again;{ $map ->
    [0] {""}
   *[other] {" "}`map` lists the map as text (★ = battleground);
} `board` writes the picture of your view to a PNG file and prints its path;{ $windows ->
    [0] {""}
   *[other] {" "}`autopass` lists your automatic passes on response windows and `autopass <kind> on|off` changes one (from the next window opened);
} `quit` stops (with `--save` the game waits in its file).
cli-autopass-usage = Write `autopass` to list your automatic passes, or `autopass <kind> on|off` to change one.
cli-seed = Seed { $seed } (the same seed and moves replay this game: `--seed { $seed }`).
cli-resumed = Resuming game #{ $id } from { $file }.
cli-saved-to = The game is kept in { $file }: run the same command to go on.
cli-board-written = Board written to { $file }.
