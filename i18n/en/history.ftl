# History, stats and replays of ended games (/history, /stats, /replay).

history-title-channel = **Recent games in this channel**
history-title-server = **Recent games in this server**
history-title-mine = **Your recent games**
history-none = No finished or aborted games yet.
# $id the game's number, $game its name, $players, $result, $length, $ended a date, $channel where it was played
history-line = #{ $id } { $game } · { $players } · { $result } · { $length } · ended { $ended }
history-line-where = #{ $id } { $game } in { $channel } · { $players } · { $result } · { $length } · ended { $ended }
history-result-won = { $winners } won
history-result-conceded = { $winners } won by concession
history-result-draw = nobody won
history-result-aborted = aborted
history-length = { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} over { $days } days

history-stats-here = **Games of { $player } in this server**
history-stats-everywhere = **Your games everywhere**
history-stats-none = No finished games yet.
# $rate is a percentage; $length the average length
history-stats-line = { $game }: { $played ->
    [one] 1 game
   *[other] { $played } games
}, { $wins ->
    [one] 1 win
   *[other] { $wins } wins
} ({ $rate }%){ $aborted ->
    [0] {""}
   *[other] , { $aborted } aborted
} · on average { $length }
history-stats-line-aborted = { $game }: no finished game, { $aborted } aborted

history-err-stats-others-in-dm = In a direct message I can only show your own stats. Ask in a server channel for someone else's.
history-err-unknown-game = I don't know a game called `{ $game }`. Games: { $games }.
history-err-replay-running = Game #{ $id } is still going: its full log is revealed only after the game ends. Meanwhile /log shows what you may read.
history-err-replay-aborted = Game #{ $id } was aborted: it has no result, so its hidden cards stay hidden.
history-err-not-here = There is no game #{ $id } you can replay here. /history lists this server's games (in a DM with me: your own).
history-err-no-finished-game = No game has finished here yet. /history lists the ended games.
history-replay-sent = The full log of game #{ $id } with every hidden card revealed, and a script that replays it: run `warroom script { $script }` to reach the same final position.

history-log-title = Warroom game #{ $id }: { $game } — full log, every hidden card revealed
history-log-times = Opened { $started } · ended { $ended } · seed { $seed }
history-log-gm = Game master
history-log-conceded = concedes
history-log-undo = takes back step { $seq }
history-log-roll = forces the next die to { $value }
history-log-action = { $seq }. { $who }: { $what }
history-log-undone = { $action } (taken back by step { $by })
history-log-private = [to { $readers }]
history-log-final-view = What { $name } saw at the end:
history-script-comment = Replay of game #{ $id } ({ $game }): run it with `warroom script` to reach the same final position.
