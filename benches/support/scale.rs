//! Issue 19: moves per second and move latency with 200 games played at once, on SQLite and on
//! PostgreSQL, through one table, through two tables in one process (two handles on one database
//! with their own pools and caches), and through two real processes (this benchmark started
//! twice as children, 100 games each, started at the same moment). PostgreSQL runs when
//! `WARROOM_TEST_POSTGRES` names a server (`bash .ci/postgres start`); each run gets a fresh
//! database there.
//!
//! `cargo bench -- scale` prints, per setup: rounds of one move in each of the 200 games at the
//! same moment, moves per second over all rounds, and the p50/p99/max time of one move (from the
//! call to `Table::act` to its commit).

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use warroom::games::Registry;
use warroom::store::{self, Store};
use warroom::table::Table;

use crate::{LoadGame, load_move, start_load_game};

const GAMES: u64 = 200;
const ROUNDS: usize = 15;
/// Set in a child process: `URL|FIRST|COUNT` — play games FIRST+1 ..= FIRST+COUNT on URL.
const CHILD: &str = "WARROOM_SCALE_CHILD";

/// The move times of one run and the time the rounds took.
struct Played {
    times: Vec<Duration>,
    busy: Duration,
}

/// Plays `ROUNDS` rounds over games `first+1 ..= first+count` spread over `tables` handles on
/// `url`. `ready` runs once every game is started, before the first round (a child process
/// waits there for the parent's word so both processes start together).
fn play(url: &str, tables: usize, first: u64, count: u64, ready: impl FnOnce()) -> Played {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("tokio runtime");
    let tables: Vec<Table> = rt.block_on(async {
        let mut out = Vec::new();
        for _ in 0..tables {
            out.push(Table::new(Store::open(url).await.expect("store"), Registry::builtin()));
        }
        out
    });
    let mut next = first;
    let mut games: Vec<(usize, LoadGame)> = rt.block_on(async {
        let mut games = Vec::new();
        for i in 0..count {
            next += 1;
            let t = i as usize % tables.len();
            games.push((t, start_load_game(&tables[t], next).await));
        }
        games
    });
    ready();
    let mut times: Vec<Duration> = Vec::new();
    let mut busy = Duration::ZERO;
    for _ in 0..ROUNDS {
        let start = Instant::now();
        let results = rt.block_on(async {
            let tasks: Vec<_> = games
                .drain(..)
                .map(|(t, mut game)| {
                    let table = tables[t].clone();
                    tokio::spawn(async move {
                        let began = Instant::now();
                        let moved = load_move(&table, &mut game).await;
                        (t, game, moved, began.elapsed())
                    })
                })
                .collect();
            let mut results = Vec::new();
            for task in tasks {
                results.push(task.await.expect("move task"));
            }
            results
        });
        busy += start.elapsed();
        for (t, game, moved, took) in results {
            if moved {
                times.push(took);
            }
            if moved && game.mirror.outcome().is_none() {
                games.push((t, game));
            } else {
                next += 1;
                games.push((t, rt.block_on(start_load_game(&tables[t], next))));
            }
        }
    }
    Played { times, busy }
}

fn report(label: &str, mut times: Vec<Duration>, busy: Duration) {
    times.sort();
    let p = |q: f64| times[((times.len() as f64 * q) as usize).min(times.len() - 1)];
    println!(
        "scale: {label}: {} moves in {ROUNDS} rounds of {GAMES} games at once: {:.0} moves/s, \
         move p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        times.len(),
        times.len() as f64 / busy.as_secs_f64(),
        p(0.5).as_secs_f64() * 1e3,
        p(0.99).as_secs_f64() * 1e3,
        p(1.0).as_secs_f64() * 1e3,
    );
}

/// Two processes on `url`, 100 games each: both start their games, say `ready`, and play their
/// rounds once the parent has heard both (so the rounds overlap); each prints its move times and
/// the time its rounds took.
fn two_processes(label: &str, url: &str) {
    let exe = std::env::current_exe().expect("this benchmark's path");
    let half = GAMES / 2;
    let mut children: Vec<_> = (0..2u64)
        .map(|i| {
            Command::new(&exe)
                .arg("scale")
                .env(CHILD, format!("{url}|{}|{half}", i * 1_000_000))
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .spawn()
                .expect("a child benchmark process")
        })
        .collect();
    let mut outputs: Vec<_> = children
        .iter_mut()
        .map(|c| BufReader::new(c.stdout.take().expect("piped")).lines())
        .collect();
    for out in &mut outputs {
        let line = out.next().expect("a word from the child").expect("readable");
        assert_eq!(line, "ready", "the child's first word");
    }
    let start = Instant::now();
    for child in &mut children {
        writeln!(child.stdin.as_mut().expect("piped"), "go").expect("the child listens");
    }
    let mut times = Vec::new();
    // The rounds' time is the longer child's (as in `play`, starting the games that replace
    // finished ones is not counted); the wall time since "go" is the bound.
    let mut busy = Duration::ZERO;
    for out in outputs {
        for line in out {
            let line = line.expect("readable");
            let micros = |m: &str| Duration::from_micros(m.parse().expect("microseconds"));
            if let Some(m) = line.strip_prefix("move ") {
                times.push(micros(m));
            } else if let Some(m) = line.strip_prefix("busy ") {
                busy = busy.max(micros(m));
            }
        }
    }
    let busy = if busy.is_zero() {
        start.elapsed()
    } else {
        busy.min(start.elapsed())
    };
    for mut child in children {
        assert!(
            child.wait().expect("the child ends").success(),
            "a child benchmark failed"
        );
    }
    report(label, times, busy);
}

/// In a child process started by [`two_processes`]: plays its games and prints its move times.
/// True when this process is such a child (and has done its part).
pub fn child() -> bool {
    let Ok(spec) = std::env::var(CHILD) else {
        return false;
    };
    let mut parts = spec.rsplitn(3, '|');
    let count: u64 = parts.next().and_then(|c| c.parse().ok()).expect("COUNT");
    let first: u64 = parts.next().and_then(|f| f.parse().ok()).expect("FIRST");
    let url = parts.next().expect("URL");
    let played = play(url, 1, first, count, || {
        println!("ready");
        std::io::stdout().flush().expect("stdout");
        let mut go = String::new();
        std::io::stdin().read_line(&mut go).expect("the parent's word");
    });
    let mut out = std::io::stdout().lock();
    writeln!(out, "busy {}", played.busy.as_micros()).expect("stdout");
    for t in played.times {
        writeln!(out, "move {}", t.as_micros()).expect("stdout");
    }
    true
}

/// Every setup this machine can run: SQLite always, PostgreSQL when a server is named.
pub fn scale() {
    let dir = tempfile::tempdir().expect("tempdir");
    let sqlite = |name: &str| format!("sqlite://{}", dir.path().join(format!("{name}.db")).display());
    for tables in [1, 2] {
        let played = play(&sqlite(&format!("scale{tables}")), tables, 0, GAMES, || {});
        report(&format!("SQLite, {tables} table(s)"), played.times, played.busy);
    }
    two_processes("SQLite, 2 processes", &sqlite("scale-processes"));
    match store::test_postgres() {
        Some(admin) => {
            let rt = tokio::runtime::Runtime::new().expect("runtime");
            for tables in [1, 2] {
                let url = rt.block_on(store::new_postgres_database(&admin));
                let played = play(&url, tables, 0, GAMES, || {});
                report(&format!("PostgreSQL, {tables} table(s)"), played.times, played.busy);
            }
            let url = rt.block_on(store::new_postgres_database(&admin));
            two_processes("PostgreSQL, 2 processes", &url);
        }
        None => println!("scale: PostgreSQL skipped (set WARROOM_TEST_POSTGRES to a server's admin URL)"),
    }
}
