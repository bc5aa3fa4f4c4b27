//! The operator's commands through the real binary: `warroom backup` of a database the table is
//! writing meanwhile, `warroom doctor` on a sound and on a tampered database, and
//! `warroom replay` whose script `warroom script` runs to the same final state, and
//! `warroom migrate-store` to a new database (PostgreSQL when the suite runs against it) and back.

use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use warroom::engine::GameOptions;
use warroom::i18n::Lang;
use warroom::store::{self, Store};
use warroom::table::{Place, Table, state_hash};

use crate::drive::{Driven, caller};
use crate::harness::open_table;

/// Runs `warroom ARGS` in an English locale, killing it if it takes over two minutes (a hang
/// fails, not stalls).
pub fn warroom(args: &[&str]) -> Output {
    warroom_with_locale(args, "C.UTF-8")
}

/// [`warroom`] with `LANG` set to `locale` (and no `LC_ALL` / `LC_MESSAGES` to win over it).
pub fn warroom_with_locale(args: &[&str], locale: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_warroom"))
        .args(args)
        .env_remove("DATABASE_URL")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", locale)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run warroom");
    let deadline = Instant::now() + Duration::from_secs(120);
    while child.try_wait().expect("wait").is_none() {
        if Instant::now() > deadline {
            child.kill().ok();
            panic!("`warroom {}` hung", args.join(" "));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("output")
}

pub fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// Starts a Nuclear War game in `channel` (3 seats) and plays `moves` random moves.
pub async fn game(table: &Table, channel: u64, seed: u64, moves: usize) -> Driven {
    let kind = table.registry.get("nuclear-war").expect("registered");
    let players = (0..3).map(|s| caller(700 + s, format!("Op{s}"), None)).collect();
    let place = Place { guild: 7, channel };
    let (mut g, _) = Driven::start_with(table, place, kind, players, seed, Lang::En, GameOptions::new()).await;
    for _ in 0..moves {
        if g.step(table, 4).await.is_none() {
            break;
        }
    }
    g
}

/// (id, status, version) of every game, and the number of action rows.
async fn games_of(url: &str) -> (Vec<(i64, String, i64)>, i64) {
    let pool = store::open_unmigrated(url).await.expect("open").pool;
    let games: Vec<(i64, String, i64)> = sqlx::query_as("SELECT id, status, version FROM games ORDER BY id")
        .fetch_all(&pool)
        .await
        .expect("games");
    let actions: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM actions")
        .fetch_one(&pool)
        .await
        .expect("actions");
    pool.close().await;
    (games, actions)
}

pub fn url_of(path: &Path) -> String {
    format!("sqlite://{}", path.display())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_taken_while_games_are_played_opens_passes_the_doctor_and_holds_the_same_games() {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = url_of(&dir.path().join("live.db"));
    let table = open_table(&url).await;
    for channel in 1..=3 {
        game(&table, channel, channel, 5).await;
    }
    // A writer plays on in three games while the backup runs.
    let stop = Arc::new(AtomicBool::new(false));
    let writer = {
        let (table, stop) = (table.clone(), stop.clone());
        tokio::spawn(async move {
            let mut moves = 0;
            let mut channel = 10;
            while !stop.load(Ordering::Relaxed) {
                channel += 1;
                moves += game(&table, channel, channel, 15).await.moves;
            }
            moves
        })
    };
    tokio::time::sleep(Duration::from_millis(200)).await;
    let copy = dir.path().join("copy.db");
    let backup = {
        let (url, copy) = (url.clone(), copy.clone());
        tokio::task::spawn_blocking(move || warroom(&["backup", copy.to_str().expect("utf-8"), "--db", &url]))
            .await
            .expect("backup thread")
    };
    tokio::time::sleep(Duration::from_millis(200)).await;
    stop.store(true, Ordering::Relaxed);
    let moves = writer.await.expect("writer");
    assert!(backup.status.success(), "{}", text(&backup));
    assert!(text(&backup).contains("backed up"), "{}", text(&backup));
    assert!(moves > 0, "the writer played during the backup");

    // The copy is one consistent snapshot: it opens, every running game in it is the replay of
    // its own log, and every game it holds is the live one as it stood then (a prefix).
    let doctor = warroom(&["doctor", "--db", copy.to_str().expect("utf-8")]);
    assert!(doctor.status.success(), "{}", text(&doctor));
    assert!(text(&doctor).trim_end().ends_with("ok"), "{}", text(&doctor));
    let (copied, copied_actions) = games_of(&url_of(&copy)).await;
    let (live, live_actions) = games_of(&url).await;
    assert!(copied.len() >= 3, "{copied:?}");
    assert!(copied_actions <= live_actions);
    for (id, _, version) in &copied {
        let now = live.iter().find(|(i, _, _)| i == id).expect("the live database has it");
        assert!(
            now.2 >= *version,
            "game {id}: version {version} in the copy, {} live",
            now.2
        );
    }
    // With the writer stopped, a second copy holds exactly the same games; no overwrite without
    // --force.
    let refused = warroom(&["backup", copy.to_str().expect("utf-8"), "--db", &url]);
    assert!(!refused.status.success());
    assert!(text(&refused).contains("--force"), "{}", text(&refused));
    let again = warroom(&["backup", copy.to_str().expect("utf-8"), "--db", &url, "--force"]);
    assert!(again.status.success(), "{}", text(&again));
    assert_eq!(games_of(&url_of(&copy)).await, (live, live_actions));
    let store = Store::open(&url_of(&copy)).await.expect("the copy opens as a store");
    let copy_table = Table::new(store, table.registry.clone());
    assert!(!copy_table.running().await.expect("running games").is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_doctor_finds_a_tampered_state_and_a_replayed_game_reaches_its_end() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("games.db");
    let url = url_of(&path);
    let table = open_table(&url).await;
    let running = game(&table, 1, 3, 20).await;
    let finished = game(&table, 2, 4, 12).await;
    for p in &finished.players[1..] {
        table.concede(finished.place, p).await.expect("concede");
    }
    let db = path.to_str().expect("utf-8");
    let sound = warroom(&["doctor", "--db", db]);
    assert!(sound.status.success(), "{}", text(&sound));
    let report = text(&sound);
    assert!(report.contains("running games: 1 — 1 match"), "{report}");
    assert!(report.contains("outbox: 0 pending"), "{report}");
    let known = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/migrations/sqlite"))
        .expect("migrations")
        .count();
    assert!(
        report.contains(&format!("migrations: {known} known, {known} applied")),
        "{report}"
    );

    // `warroom replay` writes the two files; the script replays to the stored final state.
    let out_dir = dir.path().join("replay");
    let id = finished.id.to_string();
    let replay = warroom(&[
        "replay",
        "--db",
        db,
        "--game",
        &id,
        "--out-dir",
        out_dir.to_str().expect("utf-8"),
    ]);
    assert!(replay.status.success(), "{}", text(&replay));
    let script = out_dir.join(format!("game-{id}.wrs"));
    let log = std::fs::read_to_string(out_dir.join(format!("game-{id}-log.txt"))).expect("the log");
    assert!(log.contains("every hidden card revealed"), "{log}");
    let run = warroom(&["script", script.to_str().expect("utf-8")]);
    assert!(run.status.success(), "{}", text(&run));
    let source = std::fs::read_to_string(&script).expect("the script");
    let stored = table.snapshot(finished.id).await.expect("final state").save();
    assert!(source.contains(&state_hash(&stored).expect("hash")), "{source}");
    // A running game has no replay yet.
    let early = warroom(&["replay", "--db", db, "--game", &running.id.to_string()]);
    assert!(!early.status.success());
    assert!(text(&early).contains("only after the game ends"), "{}", text(&early));

    // Someone edits a running game's state by hand: the doctor names the game and fails.
    let pool = store::open_unmigrated(&url).await.expect("open").pool;
    sqlx::query("UPDATE games SET state = json_set(state, '$.moves', 999) WHERE id = $1")
        .bind(running.id)
        .execute(&pool)
        .await
        .expect("tamper");
    pool.close().await;
    let tampered = warroom(&["doctor", "--db", db]);
    assert_eq!(tampered.status.code(), Some(1), "{}", text(&tampered));
    let report = text(&tampered);
    assert!(
        report.contains(&format!("game {} (nuclear-war): the stored state", running.id)),
        "{report}"
    );
    assert!(report.contains("1 problem found"), "{report}");
    // The bot stopped cleanly (no -wal, no -shm left): the backup still opens and copies it.
    table.store.pool.close().await;
    let copy = dir.path().join("cold.db");
    let cold = warroom(&["backup", copy.to_str().expect("utf-8"), "--db", db]);
    assert!(cold.status.success(), "{}", text(&cold));
    assert_eq!(games_of(&url_of(&copy)).await, games_of(&url).await);
    // A file that is no database at all.
    let missing = warroom(&["doctor", "--db", dir.path().join("nope.db").to_str().expect("utf-8")]);
    assert!(!missing.status.success());
    assert!(
        text(&missing).contains("cannot open the database"),
        "{}",
        text(&missing)
    );
}

/// `warroom migrate-store`: a SQLite database with a running game, a finished one and a player's
/// settings is copied into a new database (a PostgreSQL one when the suite runs against it); the
/// copy holds the same games, replays every one of them, goes on playing with new ids after the
/// copied ones, refuses a second copy on top, and copies back to the same states.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn migrate_store_copies_every_game_and_the_copy_plays_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("from.db");
    let from = url_of(&path);
    let table = open_table(&from).await;
    let mut running = game(&table, 1, 5, 25).await;
    let finished = game(&table, 2, 6, 12).await;
    for p in &finished.players[1..] {
        table.concede(finished.place, p).await.expect("concede");
    }
    {
        let mut conn = table.store.conn().await.expect("conn");
        store::update_settings(&mut conn, 700, Some("ko"), Some(false))
            .await
            .expect("settings");
    }
    let to = store::scratch_url(&dir.path().join("to.db")).await;
    let db = path.to_str().expect("utf-8");
    let copied = warroom(&["migrate-store", db, &to]);
    let report = text(&copied);
    assert!(copied.status.success(), "{report}");
    assert!(
        report.contains("replayed 2 started games in the copy: 2 match"),
        "{report}"
    );
    assert_eq!(
        games_of(&from).await,
        games_of(&to).await,
        "the same games, versions and log"
    );

    let copy = open_table(&to).await;
    for (id, _) in [(running.id, "running"), (finished.id, "finished")] {
        let original = table.snapshot(id).await.expect("original").save();
        let moved = copy.snapshot(id).await.expect("copied").save();
        assert_eq!(state_hash(&original), state_hash(&moved), "game {id}");
    }
    {
        let mut conn = copy.store.conn().await.expect("conn");
        let settings = store::settings(&mut conn, 700).await.expect("read").expect("copied");
        assert_eq!((settings.lang.as_deref(), settings.pings), (Some("ko"), false));
    }
    // The copy plays on, and new rows get ids after the copied ones.
    let version = games_of(&to).await.0[0].2;
    for _ in 0..5 {
        running.step(&copy, 4).await;
    }
    assert!(games_of(&to).await.0[0].2 > version, "moves are accepted in the copy");
    let later = game(&copy, 3, 7, 1).await;
    assert!(later.id > finished.id, "a new game's id comes after the copied ones");

    let again = warroom(&["migrate-store", db, &to]);
    assert!(!again.status.success());
    assert!(text(&again).contains("not empty"), "{}", text(&again));

    let back = dir.path().join("back.db");
    let returned = warroom(&["migrate-store", &to, back.to_str().expect("utf-8")]);
    assert!(returned.status.success(), "{}", text(&returned));
    assert_eq!(games_of(&to).await, games_of(&url_of(&back)).await);
}
