//! Two `warroom bot` processes on one database (SQLite in `cargo test`, PostgreSQL when
//! `WARROOM_TEST_POSTGRES` is set), each running one of two gateway shards, as issue 19 runs
//! the bot past one machine: process A runs shard 0 (so it gets every DM interaction), process B
//! shard 1. The game's guild (`1 << 22`) is on shard 1, so its slash commands reach B while its
//! DM buttons reach A.
//!
//! One Nuclear War game is played to the end by DM buttons, with:
//! - the same button pressed at both processes at once (twice): it counts once, the other press
//!   is refused as stale and changes nothing;
//! - process A killed with SIGKILL while it handles a press: B goes on serving its shard
//!   (`/status`, and a move by `/play`) and takes over the deliveries; A is restarted and the
//!   game goes on to the end.
//!
//! Afterwards nothing is lost or doubled: the stored state equals a replay of the log, every
//! outbox row was delivered, each of its messages reached Discord once (a message the killed
//! process sent but could not mark is sent again and absorbed by its nonce; only that row's),
//! the game-over post is posted once, and every interaction sent to a live process was answered.

use std::collections::{BTreeSet, HashMap};
use std::path::Path;
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use warroom::discord::courier::Courier;
use warroom::engine::GameRng;
use warroom::i18n::Lang;
use warroom::table::{Caller, Place, Table};

use crate::fake_discord::{FakeDiscord, Recorded, Slash};
use crate::fake_gateway::shard_of;
use crate::harness::{
    BotProcess, DELIVERY, actions, active, assert_replays, buttons_valid_since, by_id, command, component_for,
    is_move_confirmation, is_stale_refusal, message_prefix, newest_prompt_dm, open_table, press, pressed,
};

const ALICE: u64 = 1901;
const BOB: u64 = 1902;
/// A guild on shard 1 of 2.
const GUILD: u64 = 1 << 22;
const CHANNEL: u64 = 3901;
const PLACE: Place = Place {
    guild: GUILD,
    channel: CHANNEL,
};
/// Each player's population after the game master's edits, so the game ends in a few dozen
/// decisions.
const POPULATION: u32 = 30;
/// The game's seed: with the test's choices, a game of about 50 decisions.
const SEED: u64 = 7;
const MOVE_CAP: usize = 400;
/// The move at which process A is killed while it handles a press.
const KILL_AT: usize = 5;

/// Process `name` (`a`: shard 0 of 2, `b`: shard 1 of 2), logging to `<name>.log` in `dir`. B
/// serves `/health` and `/metrics` at the port in `b.port` (see [`health_port`]).
async fn start(fake: &FakeDiscord, url: &str, dir: &Path, name: &str) -> BotProcess {
    let shard = if name == "a" { 0 } else { 1 };
    let log = dir.join(format!("{name}.log"));
    let extra = match name {
        "b" => vec![("WARROOM_HTTP", format!("127.0.0.1:{}", health_port(dir)))],
        _ => Vec::new(),
    };
    BotProcess::start_with(fake, url, dir, &log, Some((shard, 2)), &extra).await
}

/// A free local port for B's health endpoint, chosen once per test directory.
fn health_port(dir: &Path) -> u16 {
    let file = dir.join("b.port");
    if let Some(port) = std::fs::read_to_string(&file).ok().and_then(|p| p.trim().parse().ok()) {
        return port;
    }
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    std::fs::write(&file, port.to_string()).expect("remember the port");
    port
}

/// `GET path` from B's health endpoint: the status code and the body.
async fn get(dir: &Path, path: &str) -> (u16, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(("127.0.0.1", health_port(dir)))
        .await
        .expect("B serves /health");
    let request = format!("GET {path} HTTP/1.1\r\nHost: b\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.expect("send");
    let mut response = String::new();
    stream.read_to_string(&mut response).await.expect("read");
    let status = response.get(9..12).and_then(|s| s.parse().ok()).unwrap_or(0);
    let body = response
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default();
    (status, body)
}

/// The value of one sample in Prometheus text (0 when absent).
fn sample(text: &str, name_and_labels: &str) -> f64 {
    text.lines()
        .find_map(|l| l.strip_prefix(name_and_labels).and_then(|v| v.trim().parse().ok()))
        .unwrap_or(0.0)
}

/// The end of both processes' logs, for failure messages.
fn logs(dir: &Path) -> String {
    let tail = |name: &str| {
        let log = std::fs::read_to_string(dir.join(format!("{name}.log"))).unwrap_or_default();
        let lines: Vec<&str> = log.lines().collect();
        lines[lines.len().saturating_sub(30)..].join("\n")
    };
    format!("--- A ---\n{}\n--- B ---\n{}", tail("a"), tail("b"))
}

fn slash(user: u64, name: &str) -> Slash {
    Slash::new(user, name).in_channel(CHANNEL).in_guild(GUILD)
}

/// The newest working DM prompt of whoever owes `prompt` (waits for its delivery).
async fn prompt_dm(fake: &FakeDiscord, table: &Table, id: i64, user: u64, seat: usize, fingerprint: u32) -> Recorded {
    let since = buttons_valid_since(&actions(table, id).await, seat);
    fake.wait_for(DELIVERY, |_| {
        newest_prompt_dm(&fake.recorded(), user, id, fingerprint, since).is_some()
    })
    .await
    .unwrap_or_else(|| panic!("{user} has no DM with the buttons of their prompt: {}", fake.tail(30)));
    newest_prompt_dm(&fake.recorded(), user, id, fingerprint, since).expect("found above")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_two_shards_play_one_game_through_a_kill() {
    let begun = Instant::now();
    assert_eq!(shard_of(GUILD, 2), 1, "the game's guild is on shard 1");
    let fake = FakeDiscord::start().await;
    fake.add_guild(GUILD);
    let tmp = tempfile::tempdir().expect("temp dir");
    let dir = tmp.path();
    let url = warroom::store::scratch_url(&dir.join("shards.db")).await;
    // Both at once on the new database, as a deployment starts them (both migrate it).
    let (_b, a) = tokio::join!(start(&fake, &url, dir, "b"), start(&fake, &url, dir, "a"));
    let mut a = Some(a);
    let fake = &fake;
    // The test's own table stores what the game master's edits owe, like the bot's.
    let table = open_table(&url).await.with_persisted_deliveries();

    // The test opens the lobby with a fixed seed (so the game's length is known; `/new` has no
    // seed) and delivers what it owes with the bot's courier, under the same lease as the two
    // processes. The players join and start in the guild on shard 1: B answers.
    let http = serenity::HttpBuilder::new("fake-token")
        .proxy(fake.base.clone())
        .ratelimiter_disabled(true)
        .build();
    let gm = Caller {
        user: ALICE,
        name: "Player 1901".to_string(),
        locale: None,
        is_admin: false,
    };
    let options = Default::default();
    table
        .create(PLACE, &gm, "nuclear-war", options, None, Some(SEED))
        .await
        .expect("the lobby");
    let id = active(&table, PLACE).await.expect("the lobby").id;
    let before = (fake.dispatched(0), fake.dispatched(1));
    let joined = command(fake, &slash(BOB, "join")).await;
    assert!(
        joined.starts_with(&message_prefix(Lang::En, "table-reply-joined")),
        "{joined}"
    );
    let started = command(fake, &slash(ALICE, "start")).await;
    assert!(
        started.starts_with(&message_prefix(Lang::En, "table-reply-started")),
        "{started}"
    );
    assert_eq!(
        (fake.dispatched(0), fake.dispatched(1)),
        (before.0, before.1 + 2),
        "the guild's commands went to shard 1 only"
    );

    // The game master shrinks both populations (delivered as above).
    for seat in 1..=2 {
        table
            .edit(PLACE, &gm, &format!("set pop p{seat} {POPULATION}"))
            .await
            .expect("the creator may edit");
    }
    let edits = Courier::default().deliver_owed(&http, &table, Some(id)).await;
    assert_eq!(edits.failures, 0, "{edits:?}");

    let mut pick = GameRng::new(SEED);
    let (mut moves, mut doubles, mut by_play) = (0, 0, 0);
    let mut killed = false;
    // Whether the press A was handling when it was killed had been committed.
    let mut kept = None;
    let mut dedup_before_kill = None;
    loop {
        let game = by_id(&table, id).await;
        if game.status != "running" {
            assert_eq!(game.status, "finished");
            break;
        }
        assert!(moves < MOVE_CAP, "the game did not end in {MOVE_CAP} moves");
        let m = game.game().expect("a state");
        let prompts = m.pending();
        let prompt = &prompts[pick.below(prompts.len())];
        let user = game.user_at(prompt.seat).expect("a seated player");
        let index = pick.below(prompt.options.len());
        let notation = prompt.options[index].notation.clone();
        let log_before = actions(&table, id).await.len();
        let component = if prompt.options.len() <= 125 {
            let dm = prompt_dm(fake, &table, id, user, prompt.seat, prompt.fingerprint()).await;
            component_for(&dm, index).map(|(custom_id, value)| (dm, custom_id, value))
        } else {
            None
        };
        match component {
            // The same button at both processes at once (one copy routed to A, one forced to
            // B): one counts, the other is refused as stale.
            Some((dm, custom_id, None)) if (moves >= 2 && doubles == 0) || (killed && doubles == 1) => {
                let to_a = fake.press_on_shard(0, user, &dm, &custom_id);
                let to_b = fake.press_on_shard(1, user, &dm, &custom_id);
                let a = pressed(fake, to_a, user, &custom_id).await;
                let b = pressed(fake, to_b, user, &custom_id).await;
                let told = [a.told.content(), b.told.content()];
                let confirmed = told.iter().filter(|t| is_move_confirmation(t)).count();
                let stale = told.iter().filter(|t| is_stale_refusal(t)).count();
                assert_eq!(
                    (confirmed, stale),
                    (1, 1),
                    "one press counts, the other is stale: {told:?}\n{}",
                    logs(dir)
                );
                doubles += 1;
            }
            // Kill A while it handles a press (acknowledged, maybe committed, maybe delivering).
            Some((dm, custom_id, value)) if moves >= KILL_AT && !killed => {
                killed = true;
                dedup_before_kill = Some(fake.deduplicated());
                let interaction = match &value {
                    Some(value) => fake.select(user, &dm, &custom_id, value),
                    None => fake.press(user, &dm, &custom_id),
                };
                fake.callback_of(&interaction).await.expect("A acknowledges the press");
                tokio::time::sleep(Duration::from_millis(pick.below(40) as u64)).await;
                a.take().expect("A runs").crash(fake).await;
                assert!(
                    !fake.shard_connected(0) && fake.shard_connected(1),
                    "A is gone, B is not: {:?}\n{}",
                    (fake.shard_connected(0), fake.shard_connected(1)),
                    logs(dir)
                );
                let after = by_id(&table, id).await.version;
                assert!(after - game.version <= 1, "one press, at most one move");
                kept = Some(after > game.version);
                // B still serves its shard: /status in the game's channel, then a move by /play
                // (its deliveries need the courier lease the dead process may hold).
                let status = command(fake, &slash(BOB, "status")).await;
                assert!(
                    status.contains(&format!("#{id}")) && status.contains("Player 1902"),
                    "B answers /status while A is dead: {status}"
                );
                let now = by_id(&table, id).await;
                if now.status == "running" {
                    let m = now.game().expect("a state");
                    let owed = &m.pending()[0];
                    let player = now.user_at(owed.seat).expect("seated");
                    let line = owed.options[pick.below(owed.options.len())].notation.clone();
                    let answer = command(fake, &slash(player, "play").opt("action", line.as_str())).await;
                    assert!(is_move_confirmation(&answer), "/play {line} at B: {answer}");
                    assert_eq!(by_id(&table, id).await.version, now.version + 1);
                    by_play += 1;
                }
                // B delivered everything owed, the dead process's rows too (taking the courier
                // lease over if A died holding it), before A is back.
                let deadline = Instant::now() + DELIVERY;
                while !table.pending_deliveries().await.expect("pending").is_empty() {
                    assert!(Instant::now() < deadline, "B left deliveries pending: {}", logs(dir));
                    tokio::time::sleep(Duration::from_millis(10)).await;
                }
                a = Some(start(fake, &url, dir, "a").await);
                moves += 1;
                continue;
            }
            Some((dm, custom_id, value)) => {
                let done = press(fake, user, &dm, &custom_id, value.as_deref()).await;
                assert!(
                    is_move_confirmation(done.told.content()),
                    "press of `{notation}` by {user}: {:?}\n{}",
                    done.told,
                    logs(dir)
                );
            }
            None => {
                let answer = command(fake, &slash(user, "play").opt("action", notation.as_str())).await;
                assert!(is_move_confirmation(&answer), "/play {notation}: {answer}");
                by_play += 1;
            }
        }
        let after = by_id(&table, id).await;
        assert_eq!(after.version, game.version + 1, "one move, one version");
        let log = actions(&table, id).await;
        assert_eq!(log.len(), log_before + 1, "one move in the log");
        let last = log.last().expect("the move");
        assert_eq!(
            (last.user.map(|u| u as u64), last.notation.as_str()),
            (Some(user), notation.as_str())
        );
        moves += 1;
    }
    assert!(killed, "the game lasted past move {KILL_AT}: {moves} moves");
    assert!(a.is_some(), "A runs again");
    assert_eq!(doubles, 2, "both double presses happened");

    // Nothing lost, nothing doubled.
    assert_replays(&table, id).await;
    let deadline = Instant::now() + DELIVERY;
    while !table.pending_deliveries().await.expect("pending").is_empty() {
        assert!(Instant::now() < deadline, "deliveries left pending: {}", logs(dir));
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    fake.settle(Duration::from_millis(200), DELIVERY).await;
    let mut copies: HashMap<String, usize> = HashMap::new();
    for r in fake.recorded().iter().filter(|r| r.is_post() && r.ok()) {
        if let Some(nonce) = r.nonce() {
            *copies.entry(nonce).or_default() += 1;
        }
    }
    let mut conn = table.store.conn().await.expect("conn");
    let rows = warroom::store::deliveries_of(&mut conn, id).await.expect("rows");
    drop(conn);
    for (row, version, kind, delivered, failed) in &rows {
        assert!(
            *delivered && !*failed,
            "row {row} ({kind}, version {version}) delivered"
        );
        let prefix = format!("wr{row}.");
        for (nonce, n) in copies.iter().filter(|(n, _)| n.starts_with(&prefix)) {
            assert_eq!(*n, 1, "message {nonce} of row {row} ({kind}) posted once");
        }
    }
    // Only rows sent but not yet marked by the killed process are sent again (and absorbed).
    let absorbed = fake.deduplicated_nonces();
    assert_eq!(
        dedup_before_kill,
        Some(0),
        "before the kill, no row was sent by both processes"
    );
    let absorbed_rows: BTreeSet<&str> = absorbed.iter().filter_map(|n| n.split('.').next()).collect();
    assert!(
        absorbed_rows.len() <= 1,
        "resent after the kill: only the row in flight: {absorbed:?}"
    );
    let over = message_prefix(Lang::En, "table-game-over");
    let game_over = fake
        .recorded()
        .iter()
        .filter(|r| r.is_post() && r.channel == Some(CHANNEL) && r.content().starts_with(&over))
        .count();
    assert_eq!(game_over, 1, "the game-over post, once: {}", fake.tail(10));
    let late = fake.late_or_unanswered();
    assert!(late.is_empty(), "interactions to live processes unanswered: {late:?}");

    assert_eq!(fake.doubled_shards(), 0, "no shard was ever run by both processes");
    // B's health endpoint: healthy, its one shard connected, nothing owed; its metrics counted
    // the move it took while A was dead and the deliveries it made.
    let (status, body) = get(dir, "/health").await;
    assert_eq!(status, 200, "{body}");
    let health: serde_json::Value = serde_json::from_str(&body).expect("JSON");
    assert_eq!(health["shards"][0]["id"], 1, "{body}");
    assert_eq!(health["shards"][0]["stage"], "Connected", "{body}");
    assert_eq!(health["outbox_pending"], 0, "{body}");
    let (status, metrics) = get(dir, "/metrics").await;
    assert_eq!(status, 200);
    assert!(
        sample(&metrics, "warroom_moves_total{game=\"nuclear-war\"}") >= by_play as f64,
        "{metrics}"
    );
    assert!(sample(&metrics, "warroom_move_seconds_count") >= 1.0, "{metrics}");
    assert!(sample(&metrics, "warroom_delivery_seconds_count") >= 1.0, "{metrics}");
    eprintln!(
        "shards: {moves} moves ({by_play} by /play at B), {doubles} double presses, killed press kept: {kept:?}, \
         {} outbox rows, {} resends absorbed; {:?}",
        rows.len(),
        absorbed.len(),
        begun.elapsed()
    );
    drop(a);
}
