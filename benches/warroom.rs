//! Speed goals (numbers go to docs/performance.md):
//! * one move through `Table::press`, SQLite commit included: p99 under 5 ms;
//! * a Nuclear War board PNG: under 50 ms;
//! * a Twilight Struggle board PNG: under 80 ms;
//! * random full Nuclear War games: at least 1,000 per second;
//! * start-up with 1,000 stored running games, and memory per running game (printed).
//!
//! Run: `cargo bench` (or `cargo bench -- act` for one group).

use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group};
use warroom::engine::{AnyMatch, GameOptions, Text, Viewer, sim};
use warroom::games::Registry;
use warroom::games::twilight_struggle::board::{BoardModel, board_svg};
use warroom::games::twilight_struggle::countries;
use warroom::games::twilight_struggle::power::Power;
use warroom::i18n::{Lang, Tr};
use warroom::render::Renderer;
use warroom::store::Store;
use warroom::table::{Caller, GameId, Place, Table};

const GAME: &str = "nuclear-war";

fn caller(user: u64) -> Caller {
    Caller {
        user,
        name: format!("P{user}"),
        locale: None,
        is_admin: false,
    }
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("tokio runtime")
}

/// Starts a 4-player game in `place` and returns its id.
async fn start_game(table: &Table, place: Place, seed: u64) -> GameId {
    let players: Vec<Caller> = (1..=4).map(|u| caller(place.channel * 10 + u)).collect();
    table
        .create(place, &players[0], GAME, GameOptions::new(), Some(Lang::En), Some(seed))
        .await
        .expect("create");
    for p in &players[1..] {
        table.join(place, p, None).await.expect("join");
    }
    table
        .start(place, &players[0])
        .await
        .expect("start")
        .game_id
        .expect("game id")
}

/// One press of the first option of whoever owes a decision; false when the game is over.
async fn one_press(table: &Table, place: Place, id: GameId) -> bool {
    for user in 1..=4 {
        let who = caller(place.channel * 10 + user);
        let Ok(view) = table.hand(place, &who).await else {
            return false;
        };
        if let Some(prompt) = view.prompt {
            table
                .press(id, &who, prompt.version, prompt.fingerprint, 0)
                .await
                .expect("listed option");
            return true;
        }
    }
    false
}

/// A table on a fresh file database with one running game.
struct Bench {
    rt: tokio::runtime::Runtime,
    _dir: tempfile::TempDir,
    table: Table,
    place: Place,
    id: GameId,
}

impl Bench {
    fn new() -> Self {
        let rt = runtime();
        let dir = tempfile::tempdir().expect("tempdir");
        let url = format!("sqlite://{}", dir.path().join("bench.db").display());
        let table = rt.block_on(async { Table::new(Store::open(&url).await.expect("store"), Registry::builtin()) });
        let place = Place { guild: 1, channel: 1 };
        let id = rt.block_on(start_game(&table, place, 1));
        Bench {
            rt,
            _dir: dir,
            table,
            place,
            id,
        }
    }

    /// The next decision owed (untimed), as (who, version, fingerprint); starts a new game when
    /// this one is over.
    fn next_prompt(&mut self) -> (Caller, i64, u32) {
        loop {
            let found = self.rt.block_on(async {
                for user in 1..=4 {
                    let who = caller(self.place.channel * 10 + user);
                    if let Some(prompt) = self.table.hand(self.place, &who).await.ok().and_then(|v| v.prompt) {
                        return Some((who, prompt.version, prompt.fingerprint));
                    }
                }
                None
            });
            match found {
                Some(found) => return found,
                None => {
                    self.place.channel += 1;
                    self.id = self
                        .rt
                        .block_on(start_game(&self.table, self.place, self.place.channel));
                }
            }
        }
    }

    /// Times one button press (the table call: load, apply, commit, outbox).
    fn timed_press(&mut self) -> Duration {
        let (who, version, fingerprint) = self.next_prompt();
        let start = Instant::now();
        self.rt
            .block_on(self.table.press(self.id, &who, version, fingerprint, 0))
            .expect("listed option");
        start.elapsed()
    }
}

/// Not a criterion benchmark: the goal is a tail latency, so measure single presses.
fn act_p99() {
    let mut bench = Bench::new();
    let mut times: Vec<Duration> = (0..2000).map(|_| bench.timed_press()).collect();
    times.sort();
    let p = |q: f64| times[((times.len() as f64 * q) as usize).min(times.len() - 1)];
    println!(
        "act+commit over {} presses: p50 {:?}, p99 {:?}, max {:?}",
        times.len(),
        p(0.5),
        p(0.99),
        p(1.0)
    );
}

fn act_latency(c: &mut Criterion) {
    let mut bench = Bench::new();
    c.bench_function("act: one press incl. SQLite commit", |b| {
        b.iter_custom(|iters| (0..iters).map(|_| bench.timed_press()).sum())
    });
}

fn played(seats: usize, seed: u64, moves: usize) -> Box<dyn AnyMatch> {
    let kind = Registry::builtin()
        .get(GAME)
        .expect("nuclear war is registered")
        .create(seats, &GameOptions::new(), seed);
    let mut game = kind.expect("setup").0;
    sim::random_playout(game.as_mut(), seed, moves).expect("random play");
    game
}

fn board_render(c: &mut Criterion) {
    let game = played(6, 3, 80);
    let names: Vec<String> = (1..=6).map(|i| format!("Player {i}")).collect();
    let renderer = Renderer::shared();
    for lang in [Lang::En, Lang::Ko] {
        let svg = game.board_svg(Viewer::Public, &Tr::new(lang, &names));
        c.bench_function(&format!("board: 6-player PNG ({})", lang.code()), |b| {
            b.iter(|| renderer.png(&svg, 1.0).expect("png"))
        });
    }
    let tr = Tr::new(Lang::En, &names);
    c.bench_function("board: SVG only", |b| b.iter(|| game.board_svg(Viewer::Public, &tr)));
}

/// A mid-game Twilight Struggle board: influence in most countries, a few lasting effects.
fn ts_model() -> BoardModel {
    let influence = countries()
        .iter()
        .enumerate()
        .map(|(i, c)| [(c.start_ussr + (i % 4) as u8) % 5, (c.start_us + (i % 3) as u8) % 6])
        .collect();
    BoardModel {
        influence,
        defcon: 3,
        vp: -4,
        turn: 5,
        action_round: 2,
        phasing: Some(Power::Us),
        milops: [3, 6],
        space: [4, 2],
        china: Some((Power::Ussr, false)),
        civil_war: None,
        effects: [
            "ts-card-nato",
            "ts-card-containment",
            "ts-card-us-japan-mutual-defense-pact",
        ]
        .into_iter()
        .map(Text::new)
        .collect(),
        hand_sizes: [6, 7],
        deck_size: 20,
        discard_size: 15,
        removed_size: 7,
        status: Text::new("ts-board-headline"),
    }
}

fn ts_board_render(c: &mut Criterion) {
    let model = ts_model();
    let renderer = Renderer::shared();
    for lang in [Lang::En, Lang::Ko] {
        let tr = Tr::new(lang, &[]);
        c.bench_function(&format!("ts board: SVG + PNG ({})", lang.code()), |b| {
            b.iter(|| renderer.png(&board_svg(&model, &tr), 1.0).expect("png"))
        });
    }
    let tr = Tr::new(Lang::En, &[]);
    c.bench_function("ts board: SVG only", |b| b.iter(|| board_svg(&model, &tr)));
}

fn random_games(c: &mut Criterion) {
    let kind = Registry::builtin();
    let kind = kind.get(GAME).expect("registered");
    let mut seed = 0;
    let mut group = c.benchmark_group("random full games");
    group.measurement_time(Duration::from_secs(5));
    for seats in [2, 4, 6] {
        group.bench_function(format!("{seats} players"), |b| {
            b.iter(|| {
                seed += 1;
                let mut game = kind.create(seats, &GameOptions::new(), seed).expect("setup").0;
                sim::random_playout(game.as_mut(), seed, 20_000).expect("random play");
                assert!(game.outcome().is_some(), "a random game ends");
            })
        });
    }
    group.finish();
}

/// Not a criterion benchmark: start-up with 1,000 stored running games, and memory per game.
fn startup_and_memory() {
    let rt = runtime();
    let dir = tempfile::tempdir().expect("tempdir");
    let url = format!("sqlite://{}", dir.path().join("many.db").display());
    let mut state_bytes = 0;
    rt.block_on(async {
        let table = Table::new(Store::open(&url).await.expect("store"), Registry::builtin());
        for channel in 1..=1000 {
            let place = Place { guild: 7, channel };
            let id = start_game(&table, place, channel).await;
            for _ in 0..(channel % 40) {
                one_press(&table, place, id).await;
            }
        }
    });
    let start = Instant::now();
    let running = rt.block_on(async {
        let table = Table::new(Store::open(&url).await.expect("store"), Registry::builtin());
        let running = table.running().await.expect("running games");
        // Loading every game (what a cache warm-up would do) proves each resumes.
        for info in &running {
            let game = table.replay(info.id).await.expect("game resumes");
            state_bytes += game.save().len();
        }
        running.len()
    });
    let took = start.elapsed();
    println!(
        "start-up: open + list + load and replay {running} running games in {took:?}; mean saved state {} bytes",
        state_bytes / running.max(1)
    );
    let game = played(6, 9, 60);
    println!(
        "memory: a 6-player Nuclear War state serialises to {} bytes",
        game.save().len()
    );
}

criterion_group!(benches, act_latency, board_render, ts_board_render, random_games);

fn main() {
    let filter = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    if filter.as_deref().is_none_or(|f| "startup".contains(f)) {
        startup_and_memory();
    }
    if filter.as_deref().is_none_or(|f| "act p99".contains(f)) {
        act_p99();
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
