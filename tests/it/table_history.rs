//! Results, `/history`, `/stats` and `/replay` through the table (no Discord): real games of the
//! built-in registry played to their end, aborted and left running in several channels and
//! guilds; the replay script of a finished game (with an undo in it) reaches the same final state.

use warroom::cli::script::run_script;
use warroom::engine::{GameOptions, Viewer};
use warroom::games::Registry;
use warroom::i18n::{Lang, msg};
use warroom::store;
use warroom::table::{Caller, Ending, ErrorKind, HistoryScope, Place, Table, state_hash};

use crate::drive::{Driven, caller, stored_state};

const HALL: Place = Place { guild: 1, channel: 10 };
const SIDE: Place = Place { guild: 1, channel: 11 };
const ELSEWHERE: Place = Place { guild: 2, channel: 20 };
const DM: Place = Place { guild: 0, channel: 99 };

fn players(n: usize) -> Vec<Caller> {
    ["Ann", "Bob", "Cyd"]
        .iter()
        .take(n)
        .enumerate()
        .map(|(i, name)| caller(501 + i as u64, *name, None))
        .collect()
}

async fn start(table: &Table, place: Place, game: &str, seats: usize, seed: u64) -> Driven {
    let kind = table.registry.get(game).expect("registered");
    Driven::start_with(table, place, kind, players(seats), seed, Lang::En, GameOptions::new())
        .await
        .0
}

/// Runs a scenario script (it has its own runtime: off this one's threads).
async fn script(source: &str) -> Result<warroom::cli::script::ScriptRun, warroom::cli::script::ScriptError> {
    let source = source.to_string();
    tokio::task::spawn_blocking(move || run_script(&source, &Registry::builtin()))
        .await
        .expect("the script thread")
}

/// Plays `moves` random moves (fewer if the game ends).
async fn play(table: &Table, game: &mut Driven, moves: usize) {
    for _ in 0..moves {
        if game.step(table, 3).await.is_none() {
            break;
        }
    }
}

/// Every seat but `winner` concedes; the game is over.
async fn concede_all_but(table: &Table, game: &Driven, winner: usize) {
    for (seat, p) in game.players.iter().enumerate() {
        if seat != winner {
            table.concede(game.place, p).await.expect("concede");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ended_games_have_results_history_stats_and_a_replay_that_reaches_the_same_end() {
    let table = Table::new(
        warroom::store::scratch_store().await.expect("store"),
        Registry::builtin(),
    );
    let [ann, bob, cyd] = [0, 1, 2].map(|i| players(3)[i].clone());

    // 1. Nuclear War in the hall: moves, an undo, then Bob and Cyd concede.
    let mut nw = start(&table, HALL, "nuclear-war", 3, 7).await;
    play(&table, &mut nw, 12).await;
    let undoer = nw.players[0].clone();
    table.request_undo(HALL, &undoer).await.expect("ask to undo");
    for p in &nw.players[1..] {
        table.answer_undo(HALL, p, true).await.expect("agree");
    }
    let winner_seat = nw.players.iter().position(|p| p.user == ann.user).expect("seated");
    concede_all_but(&table, &nw, winner_seat).await;
    let nw_id = nw.id;
    let mut conn = table.store.conn().await.expect("conn");
    let result = store::result(&mut conn, nw_id)
        .await
        .expect("read")
        .expect("a result is stored at the end");
    assert_eq!(result.ending, "conceded");
    assert_eq!(result.winners, format!("[{winner_seat}]"));
    let in_effect = store::actions(&mut conn, nw_id)
        .await
        .expect("actions")
        .iter()
        .filter(|a| a.kind == "act" && a.undone_by.is_none())
        .count();
    assert_eq!(
        result.moves as usize, in_effect,
        "moves in effect (the undone one not counted)"
    );
    assert!(in_effect >= 10, "{in_effect}");
    drop(conn);

    // 2. Twilight Struggle in the hall, aborted after a few moves.
    let mut ts = start(&table, HALL, "twilight-struggle", 2, 3).await;
    play(&table, &mut ts, 3).await;
    table.abort(HALL, &ts.players[0]).await.expect("abort");
    // 3. A running game in the side channel, and a finished one in another guild.
    let mut running = start(&table, SIDE, "twilight-struggle", 2, 4).await;
    play(&table, &mut running, 4).await;
    let far = start(&table, ELSEWHERE, "twilight-struggle", 2, 5).await;
    concede_all_but(&table, &far, 0).await;

    // /history of the hall: both ended games, newest first; the running one never.
    let history = table
        .history(HALL, &ann, HistoryScope::Channel, None)
        .await
        .expect("history");
    let ids: Vec<i64> = history.entries.iter().map(|e| e.id).collect();
    assert_eq!(ids, vec![ts.id, nw_id], "{}", history.text);
    assert_eq!(history.entries[0].ending, Ending::Aborted);
    assert_eq!(history.entries[1].ending, Ending::Conceded);
    assert!(history.text.contains(&format!("#{nw_id}")), "{}", history.text);
    assert!(history.text.contains("Ann won by concession"), "{}", history.text);
    assert!(history.text.contains("aborted"), "{}", history.text);
    assert!(
        history.text.contains("Ann, Bob, Cyd"),
        "players by name: {}",
        history.text
    );
    assert!(!history.text.contains(&format!("#{} ", running.id)), "{}", history.text);
    // The server scope adds the side channel's games (none ended) but not the other guild's.
    let server = table
        .history(SIDE, &ann, HistoryScope::Server, None)
        .await
        .expect("server history");
    assert_eq!(server.entries.len(), 2, "{}", server.text);
    assert!(server.text.contains("<#10>"), "where each was played: {}", server.text);
    let only_ts = table
        .history(HALL, &ann, HistoryScope::Channel, Some("twilight-struggle"))
        .await
        .expect("filtered");
    assert_eq!(only_ts.entries.iter().map(|e| e.id).collect::<Vec<_>>(), vec![ts.id]);
    let unknown = table
        .history(HALL, &ann, HistoryScope::Channel, Some("chess"))
        .await
        .expect_err("unknown game");
    assert_eq!(unknown.kind, ErrorKind::UnknownGame);
    // In a DM: the caller's own games in every guild.
    let mine = table
        .history(DM, &ann, HistoryScope::Channel, None)
        .await
        .expect("mine");
    assert_eq!(mine.entries.len(), 3, "{}", mine.text);
    let korean = caller(ann.user, "Ann", Some(Lang::Ko));
    let ko = table
        .history(HALL, &korean, HistoryScope::Channel, None)
        .await
        .expect("ko");
    assert!(ko.text.contains("승리") && ko.text.contains("중단됨"), "{}", ko.text);

    // /stats: wins, games, aborted; only finished games count.
    let stats = table.stats(HALL, &ann, None, None).await.expect("stats");
    let nw_line = stats.kinds.iter().find(|k| k.game == "nuclear-war").expect("nw");
    assert_eq!((nw_line.played, nw_line.wins, nw_line.aborted), (1, 1, 0));
    assert!(nw_line.average_moves >= 10.0);
    let ts_line = stats.kinds.iter().find(|k| k.game == "twilight-struggle").expect("ts");
    assert_eq!(
        (ts_line.played, ts_line.wins, ts_line.aborted),
        (0, 0, 1),
        "{}",
        stats.text
    );
    assert!(stats.text.contains("1 win (100%) · on average 1"), "{}", stats.text);
    assert!(stats.text.contains("no finished game, 1 aborted"), "{}", stats.text);
    let bobs = table
        .stats(HALL, &ann, Some((bob.user, "Bob".into())), Some("nuclear-war"))
        .await
        .expect("bob's stats");
    assert_eq!(bobs.kinds.len(), 1);
    assert_eq!((bobs.kinds[0].played, bobs.kinds[0].wins), (1, 0));
    assert!(bobs.text.contains("Bob"), "{}", bobs.text);
    let refused = table
        .stats(DM, &ann, Some((cyd.user, "Cyd".into())), None)
        .await
        .expect_err("others' stats in a DM");
    assert_eq!(refused.message.key, "history-err-stats-others-in-dm");

    // /replay: the running game and the aborted one are refused; another guild's is not here.
    let refused = table.replay_for(SIDE, &ann, None).await.expect_err("running");
    assert_eq!(refused.message.key, "history-err-replay-running");
    let text = warroom::i18n::tr(Lang::En, &refused.message);
    assert!(text.contains("only after the game ends"), "{text}");
    let refused = table
        .replay_for(HALL, &ann, Some(running.id))
        .await
        .expect_err("running by id");
    assert_eq!(refused.message.key, "history-err-replay-running");
    let refused = table.replay_for(HALL, &ann, Some(ts.id)).await.expect_err("aborted");
    assert_eq!(refused.message.key, "history-err-replay-aborted");
    let refused = table
        .replay_for(HALL, &ann, Some(far.id))
        .await
        .expect_err("another guild");
    assert_eq!(refused.message.key, "history-err-not-here");
    let refused = table.replay_for(DM, &ann, Some(9_999)).await.expect_err("no such game");
    assert_eq!(refused.message.key, "history-err-not-here");

    // The hall's last finished game: the Nuclear War one.
    let files = table.replay_for(HALL, &bob, None).await.expect("replay");
    assert_eq!(files.game_id, nw_id);

    assert_eq!(files.script_name, format!("game-{nw_id}.wrs"));
    let end = table.snapshot(nw_id).await.expect("final state");
    // Every card still hidden from someone at the end is named in the revealed log.
    let hidden = end.hidden_card_ids(Viewer::Public);
    assert!(
        !hidden.is_empty(),
        "a Nuclear War game ends with cards in hands and the deck"
    );
    assert!(files.log.contains("[to "), "private lines are tagged: {}", files.log);
    assert!(
        files.log.contains("taken back"),
        "the undone move is marked: {}",
        files.log
    );
    assert!(files.script.contains("concede p"), "{}", files.script);
    assert!(files.script.contains("name p1 "), "{}", files.script);
    let run = script(&files.script)
        .await
        .unwrap_or_else(|e| panic!("the replay script fails at {e}:\n{}", files.script));
    let (_, stored) = stored_state(&table, nw_id).await;
    assert_eq!(
        state_hash(&run.game.save()),
        state_hash(&stored),
        "the script reaches the same state"
    );
    assert!(run.expects_checked >= 2, "the outcome and the state hash are checked");
    // A tampered script fails at its state-hash line.
    let tampered = files
        .script
        .lines()
        .map(|l| {
            if l.starts_with("state-hash") {
                "state-hash fnv1a64:0000000000000000"
            } else {
                l
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    let error = script(&tampered).await.err().expect("a wrong hash fails");
    assert!(error.message.contains("hashes to"), "{}", error.message);
    // Korean log for a Korean reader.
    let ko_files = table.replay_for(HALL, &korean, Some(nw_id)).await.expect("ko replay");
    assert!(ko_files.log.contains(&msg(Lang::Ko, "nw-name")), "{}", ko_files.log);

    // Results of games finished before the table existed are filled in from their state.
    let mut conn = table.store.conn().await.expect("conn");
    sqlx::query("DELETE FROM results")
        .execute(&mut *conn)
        .await
        .expect("delete");
    drop(conn);
    assert_eq!(table.backfill_results().await.expect("backfill"), 2);
    let again = table
        .history(HALL, &ann, HistoryScope::Channel, None)
        .await
        .expect("history");
    assert_eq!(again.entries[1].ending, Ending::Conceded);
    assert_eq!(again.entries[1].winners, vec![winner_seat]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replay_script_repeats_gm_edits_and_standing_auto_pass_choices() {
    let table = Table::new(
        warroom::store::scratch_store().await.expect("store"),
        Registry::builtin(),
    );
    let kind = table.registry.get("nuclear-war").expect("registered");
    let options: GameOptions = [("mode".to_string(), "escalation".to_string())].into();
    let (mut nw, _) = Driven::start_with(&table, HALL, kind, players(3), 11, Lang::En, options).await;
    play(&table, &mut nw, 4).await;
    let creator = nw.players[0].clone();
    table.edit(HALL, &creator, "set pop p2 30").await.expect("a GM edit");
    let kinds = table
        .window_kinds(HALL, &nw.players[1])
        .await
        .expect("escalation has windows");
    table
        .auto_pass(HALL, &nw.players[1], &kinds[0].id, true)
        .await
        .expect("auto-pass");
    concede_all_but(&table, &nw, 2).await;
    let files = table.export_replay(nw.id, Lang::En).await.expect("export");
    assert!(files.script.contains("option mode=escalation"), "{}", files.script);
    assert!(files.script.contains("\nset pop p2 30\n"), "{}", files.script);
    assert!(
        files.script.contains(&format!("p2: autopass {} on", kinds[0].id)),
        "{}",
        files.script
    );
    let run = script(&files.script)
        .await
        .unwrap_or_else(|e| panic!("the replay script fails at {e}:\n{}", files.script));
    let (_, stored) = stored_state(&table, nw.id).await;
    assert_eq!(state_hash(&run.game.save()), state_hash(&stored));
    assert!(
        files.log.contains("Game master") || files.log.contains("set pop p2 30"),
        "{}",
        files.log
    );
}
