# Reminders, deadlines, quiet hours, substitutes and `/games` (issue 17).

timers-hours = { $hours ->
    [one] 1 hour
   *[other] { $hours } hours
}
timers-off = off
timers-once = never (one reminder only)
timers-none = none
timers-summary = first reminder after { $after }, then every { $every }; deadline: { $deadline }.
timers-current = Game #{ $id } reminders: { $settings } The creator changes them with `/reminders remind_after:… remind_every:… deadline:…` (hours, 0 = off).
timers-set = Game #{ $id } reminders are now: { $settings }
timers-err-range = `{ $setting }` must be between 0 and { $max } hours (0 turns it off).
timers-err-deadline-before-reminder = The deadline ({ $deadline } h) would pass before the first reminder ({ $after } h): the deadline must be at least as long as `remind_after`. Set a later deadline, an earlier first reminder, or `deadline:0` for no deadline.
timers-err-not-allowed = Only the game's creator or a member with Manage Server can change its reminders.
timers-reminder-dm = ⏰ Reminder: the game has waited for you for { $hours ->
    [one] 1 hour
   *[other] { $hours } hours
}. Your choices are below.
timers-reminder-channel = ⏰ { $seat }, the game has waited for you for { $hours ->
    [one] 1 hour
   *[other] { $hours } hours
} (your choices are in your DMs, or use /hand).
timers-deadline = ⌛ { $seat } has kept the game waiting for { $hours } hours, past its { $deadline }-hour deadline. The creator (or a member with Manage Server) can hand seat { $number } to someone else with `/replace seat:{ $number } player:@…` or end the game with `/abort`; the other players can vote a substitute in the same way with `/replace` (a majority decides).

settings-zone = Time zone: { $zone }.
settings-zone-unset = Time zone: not set (UTC).
settings-quiet = Quiet hours: { $from }:00–{ $until }:00 (no reminders then; they wait until the end).
settings-quiet-off = Quiet hours: none.
settings-err-zone = `{ $zone }` is not a time zone I know. Use a name like `Asia/Seoul`, `Europe/Berlin` or `America/New_York` (autocomplete lists them).
settings-err-zone-blank = Type a time zone name like `Asia/Seoul`, `Europe/Berlin` or `America/New_York` (autocomplete lists them).
settings-err-quiet = Quiet hours are two hours of the day, like `22-8` (from 22:00 to 08:00), or `off`.

replace-err-no-seat = There is no seat { $seat }: this game has seats 1–{ $seats }.
replace-err-seated = { $newcomer } already plays in this game.
replace-err-same-player = { $newcomer } already holds that seat.
replace-err-conceded = Seat { $number } has conceded; there is nothing to take over.
replace-err-not-allowed = Only the game's creator, a member with Manage Server or the seat's own player can replace a player; the other players can vote a substitute in once the game's deadline has passed (see `/reminders`).
replace-err-bot = A bot cannot take a seat.
replace-proposed = { $voter } proposes { $newcomer } to take over seat { $number } ({ $seat }): { $agreed } of { $needed } votes needed. Other players agree with the same `/replace seat:{ $number } player:…`.
replace-reply-recorded = Your vote is recorded.
replace-done = { $newcomer } takes over seat { $number } from { $old }.
replace-reply-done = Done: the new player has the seat and its cards by DM.
replace-welcome = You now play seat { $number } of this game: everything below is yours.

games-none-here = No game is open in this server. Start one with `/new`.
games-none-yours = You are not playing any game right now.
games-title-guild = Games in this server:
games-title-yours = Your games:
games-lobby = #{ $id } { $game } in { $channel } — lobby: { $players }
games-running = #{ $id } { $game } in { $channel } — waiting for { $waiting }{ $since }
games-since = { " " }({ $hours } h)
games-your-turn = — **your move**
games-jump-prompt = [your prompt]({ $link })
games-jump-post = [last post]({ $link })

ai-err-creator-only = Only the game's creator (or a member with Manage Server) can add an AI player.
ai-reply-added = { $name } joined game #{ $id }.
ai-err-level = There is no AI level `{ $level }`. Levels: { $levels }.
ai-err-player-or-ai = Name the new player with `player:`, or choose `ai:true` for an AI player — one of the two.
