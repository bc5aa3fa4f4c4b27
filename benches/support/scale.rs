//! Issue 19: moves per second and move latency with 200 games played at once, on SQLite and on
//! PostgreSQL, through one table and through two (two handles on one database with their own
//! pools and caches, as two bot processes have). PostgreSQL runs when `WARROOM_TEST_POSTGRES`
//! names a server (`bash .ci/postgres start`); each run gets a fresh database there.
//!
//! `cargo bench -- scale` prints, per setup: rounds of one move in each of the 200 games at the
//! same moment, moves per second over all rounds, and the p50/p99/max time of one move (from the
//! call to `Table::act` to its commit).

use std::time::{Duration, Instant};

use warroom::games::Registry;
use warroom::store::{self, Store};
use warroom::table::Table;

use crate::{LoadGame, load_move, start_load_game};

const GAMES: u64 = 200;
const ROUNDS: usize = 15;

/// Plays `ROUNDS` rounds over `GAMES` games spread over `tables`; prints the figures.
fn run(label: &str, url: &str, tables: usize) {
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
    let mut next = 0;
    let mut games: Vec<(usize, LoadGame)> = rt.block_on(async {
        let mut games = Vec::new();
        for i in 0..GAMES {
            next += 1;
            let t = i as usize % tables.len();
            games.push((t, start_load_game(&tables[t], next).await));
        }
        games
    });
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

/// Every setup this machine can run: SQLite always, PostgreSQL when a server is named.
pub fn scale() {
    let dir = tempfile::tempdir().expect("tempdir");
    for tables in [1, 2] {
        let url = format!("sqlite://{}", dir.path().join(format!("scale{tables}.db")).display());
        run(&format!("SQLite, {tables} table(s)"), &url, tables);
    }
    match store::test_postgres() {
        Some(admin) => {
            let rt = tokio::runtime::Runtime::new().expect("runtime");
            for tables in [1, 2] {
                let url = rt.block_on(store::new_postgres_database(&admin));
                run(&format!("PostgreSQL, {tables} table(s)"), &url, tables);
            }
        }
        None => println!("scale: PostgreSQL skipped (set WARROOM_TEST_POSTGRES to a server's admin URL)"),
    }
}
