//! Every registered game's board, at a few points of seeded random games, in English and Korean:
//! it renders to a PNG of the SVG's own size and stays small enough for a phone on Discord (each
//! move posts one). Three Kingdoms Redux keeps its issue-15 budget of 150 KB; the others 300 KB.

use warroom::engine::{GameOptions, GameRng, Viewer};
use warroom::games::Registry;
use warroom::i18n::{Lang, Tr};
use warroom::render::Renderer;

fn budget(kind: &str) -> usize {
    match kind {
        "three-kingdoms-redux" => 150 * 1024,
        _ => 300 * 1024,
    }
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
