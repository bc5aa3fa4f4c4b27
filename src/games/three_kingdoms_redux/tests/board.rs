//! The board image over random games, in English and Korean, for the public and every seat: the
//! PNG stays under 150 KB in every phase, every space's name, each realm's gold and every bid total
//! are on it, and no hand card of another seat (nor another seat's secret draw) is.

use std::collections::HashMap;

use resvg::usvg;

use super::super::board::style::{HEIGHT, WIDTH};
use super::super::board::svg;
use super::super::data::{Kingdom, data};
use super::super::rules::bidding::total_on;
use super::super::state::{Phase, Space, ThreeKingdoms};
use crate::engine::{AnyMatch, GameRng, Localizer, Match, Text, Viewer};
use crate::i18n::{Lang, Tr};
use crate::render::Renderer;

const MAX_PNG_BYTES: usize = 150 * 1024;

/// Random-game positions worth drawing, named: for each seed the first draft, the first alliance
/// choice, a bidding with a general face down on Control Han Emperor, the bidding position with
/// the most placements, the first resolution with an action performed, and the end.
fn positions(seeds: &[u64]) -> Vec<(String, ThreeKingdoms)> {
    let mut out = Vec::new();
    for &seed in seeds {
        let (mut m, _) = Match::<ThreeKingdoms>::new(3, &Default::default(), seed).expect("setup");
        let mut rng = GameRng::new(seed);
        let mut taken: Vec<&str> = Vec::new();
        let mut busiest: Option<ThreeKingdoms> = None;
        for _ in 0..20_000 {
            let g = &m.game;
            let tag = match &g.phase {
                Phase::Draft(_) => Some("draft"),
                Phase::Alliance if g.round >= 2 => Some("alliance"),
                Phase::Resolution { .. } if !g.performed.is_empty() && g.round >= 3 => Some("resolution"),
                Phase::Bidding { .. } if g.han_resting.is_some() && g.placements.len() >= 4 => Some("han resting"),
                Phase::Over => Some("over"),
                _ => None,
            };
            if let Some(tag) = tag.filter(|t| !taken.contains(t)) {
                taken.push(tag);
                out.push((format!("seed {seed} {tag}"), g.clone()));
            }
            if matches!(g.phase, Phase::Bidding { .. })
                && busiest.as_ref().is_none_or(|b| g.placements.len() > b.placements.len())
            {
                busiest = Some(g.clone());
            }
            match m.play_random(&mut rng) {
                Ok(Some(_)) => {}
                Ok(None) => break,
                Err(e) => panic!("seed {seed}: {e}"),
            }
        }
        let busiest = busiest.expect("a bidding position");
        assert!(busiest.placements.len() >= 6, "seed {seed}: a busy bidding");
        out.push((format!("seed {seed} busiest bidding"), busiest));
        assert!(taken.contains(&"over"), "seed {seed}: the game ends");
    }
    out
}

fn viewers() -> [Viewer; 4] {
    [Viewer::Public, Viewer::Seat(0), Viewer::Seat(1), Viewer::Seat(2)]
}

fn tree(svg: &str) -> usvg::Tree {
    Renderer::shared().tree(svg).expect("the board SVG parses")
}

fn nodes(group: &usvg::Group, out: &mut Vec<usvg::Node>) {
    for n in group.children() {
        out.push(n.clone());
        if let usvg::Node::Group(g) = n {
            nodes(g, out);
        }
    }
}

fn text_of(node: &usvg::Node) -> String {
    match node {
        usvg::Node::Text(t) => t.chunks().iter().map(|c| c.text()).collect(),
        _ => String::new(),
    }
}

/// The text of every element with an id.
fn texts_by_id(tree: &usvg::Tree) -> HashMap<String, String> {
    let mut all = Vec::new();
    nodes(tree.root(), &mut all);
    all.iter()
        .filter(|n| !n.id().is_empty() && matches!(n, usvg::Node::Text(_)))
        .map(|n| (n.id().to_string(), text_of(n)))
        .collect()
}

/// Every text on the board, one entry per text element.
fn all_texts(tree: &usvg::Tree) -> Vec<String> {
    let mut all = Vec::new();
    nodes(tree.root(), &mut all);
    all.iter().map(text_of).filter(|t| !t.is_empty()).collect()
}

/// A text as the board shows it (accents folded for the font).
fn say(lang: Lang, text: Text) -> String {
    crate::render::svg::displayable(&Tr::new(lang, &[]).text(&text)).into_owned()
}

#[test]
fn the_png_stays_under_150_kb_in_every_phase_in_english_and_korean() {
    for (name, g) in positions(&[3, 17]) {
        for lang in Lang::ALL {
            // The own view of the seat with the largest hand has the most text.
            let seat = (0..3).max_by_key(|&s| g.realms[s].hand.len()).unwrap_or(0);
            for viewer in [Viewer::Public, Viewer::Seat(seat)] {
                let svg = svg(&g, viewer, &Tr::new(lang, &[]));
                let png = Renderer::shared().png(&svg, 1.0).expect("renders");
                assert!(
                    png.len() < MAX_PNG_BYTES,
                    "{name} ({}, {viewer:?}): {} KB",
                    lang.code(),
                    png.len() / 1024
                );
                let size = tree(&svg).size();
                assert_eq!((size.width(), size.height()), (WIDTH, HEIGHT));
            }
        }
    }
}

#[test]
fn every_space_name_each_realms_gold_and_every_bid_total_are_shown() {
    for (name, g) in positions(&[5]) {
        for lang in Lang::ALL {
            for viewer in viewers() {
                let texts = texts_by_id(&tree(&svg(&g, viewer, &Tr::new(lang, &[]))));
                let context = format!("{name} ({}, {viewer:?})", lang.code());
                for space in Space::ALL {
                    let expected = say(lang, Text::new(format!("tkr-space-{}", space.key())));
                    let lines: Vec<&String> = (0..2)
                        .filter_map(|i| texts.get(&format!("space-{}-{i}", space.key())))
                        .collect();
                    let shown = lines.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(" ");
                    assert_eq!(shown, expected, "{context}: the name of {}", space.key());
                    if matches!(space, Space::Tribal(_)) {
                        continue;
                    }
                    for k in Kingdom::ALL {
                        let id = format!("total-{}-{}", space.key(), k.key());
                        let bid = g.placements.iter().any(|p| p.space == space && p.kingdom == k);
                        let total = bid.then(|| total_on(&g, space, k).to_string());
                        assert_eq!(texts.get(&id), total.as_ref(), "{context}: {id}");
                    }
                }
                for k in Kingdom::ALL {
                    let r = g.realm(k);
                    for (what, value) in [("gold", r.gold), ("rice", r.rice), ("support", r.support)] {
                        let id = format!("{what}-{}", k.key());
                        assert_eq!(texts.get(&id), Some(&value.to_string()), "{context}: {id}");
                    }
                }
            }
        }
    }
}

/// Whether `name` appears in `text` as a whole name (not inside a longer word).
fn names(text: &str, name: &str) -> bool {
    text.match_indices(name).any(|(at, _)| {
        let before = text[..at].chars().last();
        let after = text[at + name.len()..].chars().next();
        before.is_none_or(|c| !c.is_alphanumeric())
            && after.is_none_or(|c| !c.is_alphanumeric() || ('가'..='힣').contains(&c))
    })
}

#[test]
fn no_other_seats_hand_or_secret_draw_is_on_the_board() {
    let d = data();
    let mut own_seen = 0;
    for (name, g) in positions(&[11, 23]) {
        for lang in Lang::ALL {
            for viewer in viewers() {
                let shown = all_texts(&tree(&svg(&g, viewer, &Tr::new(lang, &[])))).join("\n");
                for k in Kingdom::ALL {
                    let own = viewer == Viewer::Seat(k.seat());
                    for &card in &g.realm(k).hand {
                        let card_name = say(
                            lang,
                            Text::new(format!("tkr-se-{}", d.enhancements[usize::from(card)].id)),
                        );
                        let context = format!("{name} ({}, {viewer:?}): {k:?}'s {card_name}", lang.code());
                        assert_eq!(names(&shown, &card_name), own, "{context}");
                        own_seen += usize::from(own);
                    }
                    if let (Phase::Draft(draft), false) = (&g.phase, own) {
                        for &general in &draft.drawn[k.seat()] {
                            let general_name = say(
                                lang,
                                Text::new(format!("tkr-general-{}", d.generals[usize::from(general)].id)),
                            );
                            assert!(
                                !names(&shown, &general_name),
                                "{name} ({}, {viewer:?}): {k:?} drew {general_name}",
                                lang.code()
                            );
                        }
                    }
                }
            }
        }
    }
    assert!(own_seen > 0, "a seat's own view names its hand");
}

#[test]
fn all_text_stays_inside_the_canvas() {
    for (name, g) in positions(&[13]) {
        for lang in Lang::ALL {
            let t = tree(&svg(&g, Viewer::Seat(0), &Tr::new(lang, &[])));
            let mut all = Vec::new();
            nodes(t.root(), &mut all);
            for n in all.iter().filter(|n| matches!(n, usvg::Node::Text(_))) {
                let b = n.abs_bounding_box();
                assert!(
                    b.left() >= 0.0 && b.top() >= 0.0 && b.right() <= WIDTH && b.bottom() <= HEIGHT,
                    "{name} ({}): {:?} leaves the canvas: {b:?}",
                    lang.code(),
                    text_of(n)
                );
            }
        }
    }
}

/// Not a test: writes sample boards to /tmp for a look (`cargo test --lib write_board_samples --
/// --ignored`).
#[test]
#[ignore]
fn write_board_samples() {
    for (name, g) in positions(&[3, 17]) {
        for lang in Lang::ALL {
            for viewer in [Viewer::Public, Viewer::Seat(1)] {
                let svg = svg(&g, viewer, &Tr::new(lang, &[]));
                let png = Renderer::shared().png(&svg, 1.0).expect("renders");
                let who = match viewer {
                    Viewer::Public => "public".to_string(),
                    Viewer::Seat(s) => format!("seat{s}"),
                };
                let file = format!("/tmp/tkr-{}-{}-{who}.png", name.replace(' ', "-"), lang.code());
                std::fs::write(&file, &png).expect("write");
                eprintln!("{file}: {} KB", png.len() / 1024);
            }
        }
    }
}
