# Discord surface: command names, descriptions, replies, buttons.
# Command names (`-name`) in English are the canonical names and must equal the Rust command names.

discord-cmd-new-name = new
discord-cmd-new-desc = Open a new game lobby in this channel
discord-cmd-new-game-name = game
discord-cmd-new-game-desc = Which game to play
discord-cmd-new-options-name = options
discord-cmd-new-options-desc = Game options as key=value pairs, e.g. first_player=random
discord-cmd-new-language-name = language
discord-cmd-new-language-desc = Language of the game's channel posts

discord-cmd-join-name = join
discord-cmd-join-desc = Take a seat in this channel's lobby
discord-cmd-join-seat-name = seat
discord-cmd-join-seat-desc = The seat number you want (optional)

discord-cmd-leave-name = leave
discord-cmd-leave-desc = Leave the lobby before the game starts

discord-cmd-start-name = start
discord-cmd-start-desc = Start the game (whoever opened the lobby)

discord-cmd-status-name = status
discord-cmd-status-desc = Show the board and who must decide now
discord-cmd-status-game-name = game
discord-cmd-status-game-desc = Which of your games (its number), from a DM or another channel

discord-cmd-hand-name = hand
discord-cmd-hand-desc = See your cards and choices (only you can see this)
discord-cmd-hand-game-name = game
discord-cmd-hand-game-desc = Which of your games (its number), from a DM or another channel

discord-cmd-play-name = play
discord-cmd-play-desc = Make your move
discord-cmd-play-action-name = action
discord-cmd-play-action-desc = Your move: pick a suggestion or type it

discord-cmd-log-name = log
discord-cmd-log-desc = Read the recent game log (only you can see this)
discord-cmd-log-lines-name = lines
discord-cmd-log-lines-desc = How many lines to show (default 20)

discord-cmd-undo-name = undo
discord-cmd-undo-desc = Ask to take back the last move, or answer such a request
discord-cmd-undo-answer-name = answer
discord-cmd-undo-answer-desc = Your answer to a pending undo request

discord-cmd-concede-name = concede
discord-cmd-concede-desc = Concede and leave the game for good

discord-cmd-rules-name = rules
discord-cmd-rules-desc = Read a game's rules summary
discord-cmd-rules-game-name = game
discord-cmd-rules-game-desc = Which game (default: the game in this channel)
discord-cmd-ally-name = ally
discord-cmd-ally-desc = Send a private message to your ally of this round (by DM)
discord-cmd-ally-message-name = message
discord-cmd-ally-message-desc = What to tell your ally (only they see it)
discord-cmd-card-name = card
discord-cmd-card-desc = Look up a card: its numbers and what it does
discord-cmd-card-name-name = name
discord-cmd-card-name-desc = Part of the card's name (suggestions as you type)
discord-cmd-card-game-name = game
discord-cmd-card-game-desc = Which game (default: the game in this channel, else every game)

discord-cmd-abort-name = abort
discord-cmd-abort-desc = End this channel's game without a result (creator or server managers)

discord-cmd-settings-name = settings
discord-cmd-settings-desc = Your language, pings, time zone and quiet hours
discord-cmd-settings-language-name = language
discord-cmd-settings-language-desc = The language I use with you
discord-cmd-settings-pings-name = pings
discord-cmd-settings-pings-desc = Mention me in the channel when it's my move
discord-cmd-autopass-name = autopass
discord-cmd-autopass-desc = Pass automatically on a kind of response window, or list your choices
discord-cmd-autopass-kind-name = kind
discord-cmd-autopass-kind-desc = The kind of response window (the running game's own kinds)
discord-cmd-autopass-on-name = on
discord-cmd-autopass-on-desc = True: pass automatically from the next window; False: be asked again

discord-choice-english = English
discord-choice-korean = Korean (한국어)
discord-choice-yes = yes
discord-choice-no = no

# Replies
discord-done = Done.
discord-error-generic = Something went wrong on my side. Nothing was changed by this message; please try again in a moment.
discord-error-bad-argument = I couldn't read one of the command's options. Check them and try again.
discord-error-guild-only = This command works only in a server channel.
discord-error-not-allowed = You are not allowed to use this command.
discord-error-outdated-command = This command doesn't match my current version, so nothing was done. Discord may still show an old copy of it: wait a minute (or restart Discord) and type it again.
discord-error-unknown-option = { discord-error-outdated-command } I don't know the option `{ $option }`.
discord-error-unknown-command = I don't have the command { $command } (any more), so nothing was done. Type / to see my current commands; Discord may take a minute to update its list.
discord-bad-button = This button doesn't work anymore. Use /hand to see your current choices.
discord-log-empty = Nothing in the log yet.
discord-rules-which-game = Which game? Pick one of: { $games }.

discord-options-not-a-pair = `{ $token }` is not a `key=value` pair. Write options like `first_player=random`, separated by spaces.
discord-options-empty-key = `{ $token }` has no option name before the `=`.
discord-options-empty-value = `{ $token }` has no value after the `=`.
discord-options-duplicate = Option `{ $key }` is given twice; give it once.
discord-options-bad-language = `{ $value }` is not a language I speak; use en or ko.
discord-options-language-conflict = The language is given twice with different values; give it once.

# Direct messages and channel notices
discord-dm-your-move = **Your move** in { $channel }
discord-dm-update = News from your game in { $channel }
discord-dm-or-type = You can also type your answer with /play: { $help }
discord-dm-too-many-options = There are { $count } options, too many for buttons. Use /play in { $channel } and pick from its suggestions.
discord-menu-placeholder = Options { $from }–{ $to }
discord-you-chose = ✔ You chose: { $label }
discord-ping-your-move = { $mentions }: your move.
discord-ping-undo-vote = { $mentions }: an undo waits for your vote (/undo to agree).
discord-dm-closed = { $user } I can't send you direct messages. Use /hand in this channel to see your cards and choices.
discord-post-failed = Your action was recorded, but I couldn't post in this channel. Please check that I may send messages and attach files here.
discord-menu-choose = Choose…
discord-dm-type-line = Too many choices for one menu: type the line with /play in { $channel }.
discord-cmd-new-remind_after-name = remind_after
discord-cmd-new-remind_after-desc = Remind the awaited player after this many hours (default 24; 0 = no reminders)
discord-cmd-new-remind_every-name = remind_every
discord-cmd-new-remind_every-desc = Then remind again every this many hours (default 24; 0 = once)
discord-cmd-new-deadline-name = deadline
discord-cmd-new-deadline-desc = After this many hours the channel may replace the player (default: none)
discord-cmd-settings-time_zone-name = time_zone
discord-cmd-settings-time_zone-desc = Your time zone, e.g. Asia/Seoul (for quiet hours)
discord-cmd-settings-quiet_hours-name = quiet_hours
discord-cmd-settings-quiet_hours-desc = No reminders between these hours, e.g. 22-8; "off" to clear
discord-cmd-reminders-name = reminders
discord-cmd-reminders-desc = See or change this game's reminders and deadline (hours; 0 = off)
discord-cmd-reminders-remind_after-name = remind_after
discord-cmd-reminders-remind_after-desc = Remind the awaited player after this many hours (0 = no reminders)
discord-cmd-reminders-remind_every-name = remind_every
discord-cmd-reminders-remind_every-desc = Then remind again every this many hours (0 = once)
discord-cmd-reminders-deadline-name = deadline
discord-cmd-reminders-deadline-desc = After this many hours the channel may replace the player (0 = none)
discord-cmd-replace-name = replace
discord-cmd-replace-desc = Hand a seat to someone else; its hidden cards go with it by DM
discord-cmd-replace-seat-name = seat
discord-cmd-replace-seat-desc = The seat's number (1, 2, …)
discord-cmd-replace-player-name = player
discord-cmd-replace-player-desc = Who takes it over (or use ai:true)
discord-cmd-games-name = games
discord-cmd-games-desc = This server's games and whom each waits for; in a DM, your own games everywhere
discord-cmd-new-ai-name = ai
discord-cmd-new-ai-desc = Seat this many AI players (the bot plays them)
discord-cmd-new-ai_level-name = ai_level
discord-cmd-new-ai_level-desc = How the AI players play (default: random)
discord-cmd-join-ai-name = ai
discord-cmd-join-ai-desc = True: seat an AI player instead of yourself (the creator only)
discord-cmd-join-level-name = level
discord-cmd-join-level-desc = How the AI player plays (default: random)
discord-cmd-replace-ai-name = ai
discord-cmd-replace-ai-desc = True: an AI player takes the seat
discord-cmd-replace-level-name = level
discord-cmd-replace-level-desc = How the AI player plays (default: random)
discord-choice-random = random
discord-choice-basic = basic
discord-choice-strong = strong

# History, stats and replays (history.ftl holds their replies)
discord-cmd-history-name = history
discord-cmd-history-desc = Recent ended games of this channel or server, with results (in a DM: yours)
discord-cmd-history-scope-name = scope
discord-cmd-history-scope-desc = This channel (default) or the whole server
discord-cmd-history-game-name = game
discord-cmd-history-game-desc = Only games of this kind
discord-cmd-stats-name = stats
discord-cmd-stats-desc = Games, wins and average length per game of a player in this server
discord-cmd-stats-player-name = player
discord-cmd-stats-player-desc = Whose stats (default: yours)
discord-cmd-stats-game-name = game
discord-cmd-stats-game-desc = Only games of this kind
discord-cmd-replay-name = replay
discord-cmd-replay-desc = A finished game's full log, hidden cards revealed, and its replay script
discord-cmd-replay-game-name = game
discord-cmd-replay-game-desc = The game's number from /history (default: this channel's last finished game)
discord-choice-channel = this channel
discord-choice-server = this server
