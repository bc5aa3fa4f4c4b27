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
    [1] {" "}`map` lists the map as text (★ = battleground);
   *[other] {" "}`map` shows the whole board as text;
} `board` writes the picture of your view to a PNG file and prints its path; `card <name>` shows a card of this game and what it does (its name or part of it, in English or in the game's language, as `/card` in Discord);{ $windows ->
    [0] {""}
   *[other] {" "}`autopass` lists your automatic passes on response windows and `autopass <kind> on|off` changes one (from the next window opened);
} `quit` stops (with `--save` the game waits in its file).
cli-autopass-usage = Write `autopass` to list your automatic passes, or `autopass <kind> on|off` to change one.
cli-seed = Seed { $seed } (the same seed and moves replay this game: `--seed { $seed }`).
cli-resumed = Resuming game #{ $id } from { $file }.
cli-saved-to = The game is kept in { $file }: run the same command to go on.
cli-board-written = Board written to { $file }.

# The commands' own messages (render, script, backup, doctor, replay); `--lang`, else LANG.
cli-name-empty = a player name is empty: write --names Ada,Bora
cli-name-twice = the name `{ $name }` is given twice: every player needs a different name
cli-names-for-seats = { $names } names for { $seats } seats: give one name per seat, or leave out --seats
cli-ai-seats = --ai takes seats 2 to { $seats } (seat 1 is yours)
cli-unknown-game = unknown game `{ $game }`; known: { $known }
cli-cannot-read = cannot read { $file }: { $error }
cli-cannot-write = cannot write { $file }
cli-cannot-create = cannot create { $dir }
cli-cannot-remove = cannot remove { $file }
cli-no-file = no file { $file }
cli-db-cannot-open = cannot open the database at { $url }
cli-seats-from-one = seats are numbered from 1
cli-game-seats = this game has { $seats } seats
cli-no-board = this game has no board
cli-no-running-game = no game is running in { $file }
cli-render-no-part = this board has no part `{ $part }`; parts: { $parts }
cli-render-part = { $id } ({ $name })
cli-render-written = wrote { $file } ({ $bytes } bytes)
cli-backup-exists = { $file } already exists; pass --force to overwrite it
cli-backup-failed = backing up { $url } to { $file } failed
cli-backup-postgres = warroom backup copies SQLite databases; back a PostgreSQL database up with pg_dump (e.g. `pg_dump -Fc -f warroom.dump $DATABASE_URL`), or copy it into a SQLite file with `warroom migrate-store`
cli-backup-done = backed up { $url } to { $file } ({ $pages } pages, { $bytes } bytes)
cli-replay-written = wrote { $log } and { $script }
cli-doctor-database = database: { $url } ({ $backend })
cli-doctor-migrations = migrations: { $known } known, { $applied } applied
cli-doctor-pending = warning: not applied yet: { $versions } (the bot applies them when it starts)
cli-doctor-unknown = error: applied but unknown to this build: { $versions } (a newer warroom wrote this database)
cli-doctor-damaged = error: applied with different SQL or failed half-way: { $versions }
cli-doctor-no-migration = error: no migration applied: this is not a warroom database
cli-doctor-state-differs = error: game { $id } ({ $game }): the stored state ({ $stored }) is not the replay of its log ({ $replayed })
cli-doctor-broken = error: game { $id } ({ $game }): its log does not replay: { $why }
cli-doctor-game-error = error: game { $id } ({ $game }): { $error }
cli-doctor-running = running games: { $running } — { $same } match the replay of their log
cli-doctor-outbox = outbox: { $pending } pending, { $delivered } delivered, { $failed } given up (closed DMs and the like)
cli-doctor-outbox-oldest = outbox: { $pending } pending, the oldest waiting { $age }, { $delivered } delivered, { $failed } given up (closed DMs and the like)
cli-doctor-stale = warning: deliveries have waited over an hour: is the bot running and able to reach Discord?
cli-doctor-unrecorded = finished games without a stored result: { $count } (filled in the first time /history reads them)
cli-doctor-ok = ok
cli-doctor-ok-warnings = ok, with { $count ->
    [one] 1 warning
   *[other] { $count } warnings
}
cli-doctor-problems = { $count ->
    [one] 1 problem found
   *[other] { $count } problems found
}
cli-seconds = { $n } s
cli-minutes = { $n } min
cli-hours = { $n } h
cli-error = { $error }
cli-script-ok = ok: { $moves } moves, { $expects } expectations
cli-script-needs-game = the script needs a `game <id>` line first
cli-script-unknown-game = unknown game `{ $game }`.{ $hint } Known: { $known }
cli-no-game-made = the table made no game
cli-script-header-late = `{ $word }` is a header line; put it before the first move
cli-script-bad-seats = `{ $value }` is not a seat count
cli-script-bad-number = `{ $value }` is not a number
cli-script-name-usage = write seat names as `name pN NAME`
cli-script-option-usage = write options as `option key=value`
cli-script-bad-roll = `{ $value }` is not a die result (a whole number from 1)
cli-script-roll-misfit = `roll { $value }` does not fit the die it was used for (that die cannot show { $value })
cli-script-roll-unused = `roll { $value }` was never used: no die was rolled after it
cli-script-not-a-seat = p{ $seat } is not a seat of this game
cli-script-bad-seat = `{ $value }` is not a seat
cli-script-concede-usage = write `concede pN`
cli-script-hash-differs = the game's state hashes to { $found }, not { $wanted }
cli-script-edit-accepted = the edit `{ $edit }` was accepted but should be refused
cli-script-edit-changed = a refused edit changed the game
cli-script-fail-usage = write `fail pN: action` or `fail set …`
cli-script-action-accepted = `{ $action }` by p{ $seat } was accepted but should be refused
cli-script-action-changed = a refused action changed the game
cli-script-unknown-line = unknown line `{ $line }`: expected game/seats/seed/option/name/roll/set/concede/expect/state-hash/fail or `pN: action`
cli-script-refused = p{ $seat }: `{ $action }` refused: { $reason }
cli-script-never-shown = p{ $seat } was never privately shown "{ $text }"
cli-script-was-shown = p{ $seat } was privately shown "{ $text }": { $line }
cli-script-expect-seat-usage = write `expect @pN PATH = VALUE`
cli-script-expect-usage = write `expect PATH = VALUE`
cli-script-expected = expected { $path } = { $wanted }, found { $found }
