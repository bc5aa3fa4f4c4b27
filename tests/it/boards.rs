//! Every registered game's board, at a few points of seeded random games, in English and Korean:
//! it renders to a PNG of the SVG's own size and stays small enough for a phone on Discord (each
//! move posts one): every one under 150 KB (issues 15, 16 and 17). Game of Thrones is also drawn in every phase and challenge step, for the
//! public and for each seat.

use warroom::engine::{AnyMatch, GameOptions, GameRng, Viewer};
use warroom::games::Registry;
use warroom::i18n::{Lang, Tr};
use warroom::render::Renderer;

/// Every board PNG stays under 150 KB (issue 17: phones load them fast).
fn budget(_kind: &str) -> usize {
    150 * 1024
}

#[test]
fn every_board_png_stays_within_its_budget_in_english_and_korean() {
    let registry = Registry::builtin();
    let mut checked = Vec::new();
    for kind in registry.all() {
        let seats = *kind.seat_range().end();
        let (mut game, _) = kind.create(seats, &GameOptions::new(), 21).expect("setup");
        let mut rng = GameRng::new(21);
        let mut moves = 0;
        let mut drawn_at = None;
        for stop in [0, 60, 250, 100_000] {
            while moves < stop {
                match game.play_random(&mut rng) {
                    Ok(Some(_)) => moves += 1,
                    Ok(None) => break,
                    Err(e) => panic!("{}: {e}", kind.id()),
                }
            }
            if drawn_at.replace(moves) == Some(moves) {
                continue;
            }
            let names: Vec<String> = (1..=seats).map(|s| format!("Player {s}")).collect();
            for lang in Lang::ALL {
                let svg = game.board_svg(Viewer::Public, &Tr::new(lang, &names));
                let png = Renderer::shared().png(&svg, 1.0).expect("the board renders");
                let tree = Renderer::shared().tree(&svg).expect("the board parses");
                let decoded = resvg::tiny_skia::Pixmap::decode_png(&png).expect("a PNG");
                assert_eq!(
                    (decoded.width() as f32, decoded.height() as f32),
                    (tree.size().width().round(), tree.size().height().round()),
                    "{}: the PNG has the board's size",
                    kind.id()
                );
                assert!(
                    png.len() < budget(kind.id()),
                    "{} after {moves} moves ({}): {} KB",
                    kind.id(),
                    lang.code(),
                    png.len() / 1024
                );
                checked.push(format!(
                    "{} {moves} {}: {} KB",
                    kind.id(),
                    lang.code(),
                    png.len() / 1024
                ));
            }
        }
    }
    assert!(
        checked.iter().any(|c| c.starts_with("three-kingdoms-redux")),
        "{checked:?}"
    );
    eprintln!("{}", checked.join("\n"));
}

/// Game of Thrones positions of a random game: the first of each phase and of each challenge
/// step (resolved or not), and the one with the most cards in play.
fn thrones_positions(seed: u64) -> Vec<(String, Box<dyn AnyMatch>)> {
    let registry = Registry::builtin();
    let kind = registry.get("thrones").expect("registered");
    let (mut game, _) = kind.create(2, &GameOptions::new(), seed).expect("setup");
    let mut rng = GameRng::new(seed);
    let mut out: Vec<(String, Box<dyn AnyMatch>)> = Vec::new();
    let mut busiest: Option<(usize, Box<dyn AnyMatch>)> = None;
    loop {
        let view = game.view(Viewer::Public);
        let challenge = &view["challenge"];
        let tag = format!(
            "{} {} {}",
            view["phase"],
            challenge["step"],
            challenge["winner"].is_null()
        );
        if !out.iter().any(|(t, _)| *t == tag) {
            out.push((tag, game.clone_box()));
        }
        let in_play: usize = (0..2)
            .map(|s| view["players"][s]["in_play"].as_array().map_or(0, Vec::len))
            .sum();
        if busiest.as_ref().is_none_or(|(n, _)| in_play > *n) {
            busiest = Some((in_play, game.clone_box()));
        }
        match game.play_random(&mut rng) {
            Ok(Some(_)) => {}
            Ok(None) => break,
            Err(e) => panic!("seed {seed}: {e}"),
        }
    }
    let (n, busiest) = busiest.expect("a position");
    out.push((format!("busiest ({n} cards in play)"), busiest));
    out
}

#[test]
fn the_thrones_board_stays_under_150_kb_in_every_phase_for_every_viewer() {
    let names: Vec<String> = vec!["Ann".into(), "김서연".into()];
    let mut sizes = Vec::new();
    for seed in [4, 9] {
        let positions = thrones_positions(seed);
        for phase in [
            "mulligan",
            "setup",
            "plot",
            "first-player",
            "marshalling",
            "challenges",
            "over",
        ] {
            assert!(
                positions.iter().any(|(t, _)| t.contains(&format!("\"{phase}\""))),
                "seed {seed}: a {phase} position"
            );
        }
        for (i, (tag, game)) in positions.iter().enumerate() {
            for lang in Lang::ALL {
                // Seat views differ only in the seat's "you" mark: one seat a position.
                for viewer in [Viewer::Public, Viewer::Seat(i % 2)] {
                    let svg = game.board_svg(viewer, &Tr::new(lang, &names));
                    let png = Renderer::shared().png(&svg, 1.0).expect("the board renders");
                    assert!(
                        png.len() < 150 * 1024,
                        "seed {seed} {tag} ({}, {viewer:?}): {} KB",
                        lang.code(),
                        png.len() / 1024
                    );
                    sizes.push(png.len());
                }
            }
        }
    }
    let (min, max) = (sizes.iter().min(), sizes.iter().max());
    eprintln!("thrones boards: {} drawn, {min:?} to {max:?} bytes", sizes.len());
}
