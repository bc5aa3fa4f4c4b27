# Terminal play, scripts and rendering.
cli-welcome = Warroom — { $game }. Type the number of an option or its notation; `help` for commands.
cli-pass-to = Pass the keyboard to { $seat } and press Enter.
cli-private-header = — { $seat }, only you may look now —
cli-input-prompt = >
cli-help = Commands: a number picks that option; or type the notation (e.g. `place wh20`); `status` shows your view again; `autopass` lists your automatic passes on response windows and `autopass <kind> on|off` changes one (from the next window opened); `quit` stops.
cli-autopass-usage = Write `autopass` to list your automatic passes, or `autopass <kind> on|off` to change one.
