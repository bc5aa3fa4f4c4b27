//! Board PNGs of every game kind (issue 17: under 150 KB and 80 ms on one core).
//! `cargo bench -- "board sizes"` prints size and CPU time per kind, language and position
//! (CPU time: steadier than wall time on the shared machine); `BOARD_SCALES=1,0.8,0.7` renders
//! each board at those scales too (how the smaller canvas was chosen). `cargo bench -- "board
//! png"` times, with criterion, each kind's late board, marked board and first part.

use std::time::Instant;

use criterion::Criterion;

use warroom::engine::{AnyMatch, GameOptions, Viewer, sim};
use warroom::games::Registry;
use warroom::i18n::{Lang, Tr};
use warroom::render::Renderer;

use super::thread_cpu;

/// Every game kind with its smallest table (as `warroom render` draws it).
pub const KINDS: [(&str, usize); 4] = [
    ("twilight-struggle", 2),
    ("nuclear-war", 2),
    ("three-kingdoms-redux", 3),
    ("thrones", 2),
];

/// The position `warroom render <game> --seed <seed> --moves <moves>` draws.
pub fn position(game: &str, seats: usize, seed: u64, moves: usize) -> Box<dyn AnyMatch> {
    let registry = Registry::builtin();
    let kind = registry.get(game).expect("registered");
    let mut m = kind.create(seats, &GameOptions::new(), seed).expect("setup").0;
    sim::random_playout(m.as_mut(), seed ^ 0x5eed, moves).expect("random play");
    m
}

pub fn names(seats: usize) -> Vec<String> {
    warroom::cli::render::default_names(seats)
}

/// Prints one row per kind, language and position: PNG size and CPU milliseconds per render;
/// after 400 moves also the board marked against 20 moves earlier and every part.
pub fn sizes() {
    let scales: Vec<f32> = std::env::var("BOARD_SCALES")
        .ok()
        .map(|s| s.split(',').filter_map(|v| v.parse().ok()).collect())
        .unwrap_or_else(|| vec![1.0]);
    println!("| game | moves | lang | what | scale | size | CPU per PNG | wall per PNG |");
    for (game, seats) in KINDS {
        for moves in [0, 150, 400] {
            let m = position(game, seats, 3, moves);
            let names = names(seats);
            for lang in [Lang::En, Lang::Ko] {
                let loc = Tr::new(lang, &names);
                let row = |what: &str, svg: &str, scale: f32| {
                    let (bytes, cpu, wall) = measure(svg, scale);
                    println!(
                        "| {game} | {moves} | {} | {what} | {scale} | {} KB | {cpu:.1} ms | {wall:.1} ms |",
                        lang.code(),
                        bytes / 1024
                    );
                };
                let svg = m.board_svg(Viewer::Public, &loc);
                for &scale in &scales {
                    row("board", &svg, scale);
                }
                if moves == 400 {
                    let before = position(game, seats, 3, 380);
                    row("marked", &m.board_svg_since(Viewer::Public, &loc, before.as_ref()), 1.0);
                    for part in m.board_parts() {
                        let svg = m.part_svg(Viewer::Public, &loc, &part.id).expect("a listed part");
                        row(&format!("part {}", part.id), &svg, 1.0);
                    }
                }
            }
        }
    }
}

/// PNG bytes, CPU and wall milliseconds per render of `svg` at `scale` (mean of 12).
fn measure(svg: &str, scale: f32) -> (usize, f64, f64) {
    let renders = 12;
    let (cpu, wall) = (thread_cpu(), Instant::now());
    let mut bytes = 0;
    for _ in 0..renders {
        bytes = Renderer::shared().png(svg, scale).expect("png").len();
    }
    (
        bytes,
        (thread_cpu() - cpu).as_secs_f64() * 1000.0 / renders as f64,
        wall.elapsed().as_secs_f64() * 1000.0 / renders as f64,
    )
}

/// Criterion: each kind's board after 400 random moves (seed 3), as posted after a move (marked
/// against the position 20 moves earlier), and its first part, in English and Korean.
pub fn board_png(c: &mut Criterion) {
    let renderer = Renderer::shared();
    for (game, seats) in KINDS {
        let before = position(game, seats, 3, 380);
        let m = position(game, seats, 3, 400);
        let names = names(seats);
        for lang in [Lang::En, Lang::Ko] {
            let loc = Tr::new(lang, &names);
            let board = m.board_svg_since(Viewer::Public, &loc, before.as_ref());
            c.bench_function(&format!("board png: {game} marked ({})", lang.code()), |b| {
                b.iter(|| renderer.png(&board, 1.0).expect("png"))
            });
            let part = m.board_parts().into_iter().next().expect("a part");
            let svg = m.part_svg(Viewer::Public, &loc, &part.id).expect("draws");
            c.bench_function(&format!("board png: {game} part {} ({})", part.id, lang.code()), |b| {
                b.iter(|| renderer.png(&svg, 1.0).expect("png"))
            });
        }
    }
}
