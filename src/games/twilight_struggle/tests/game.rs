//! Rules tests live in tests/it/twilight_struggle; here only what needs the crate's insides.

use super::super::data::cards;
use super::super::events;
use super::super::state::power::Power;
use super::super::state::{CHINA_CARD, Settings, TwilightStruggle};
use crate::engine::{AnyMatch, Game, GameRng, Match, random_legal_of};

/// Every one of the 110 cards has its event built: no card falls back to "not built", whatever
/// side plays it, in every era.
#[test]
fn every_card_event_is_built() {
    let settings = Settings {
        optional_cards: true,
        civil_war: false,
        tournament_reveal: false,
        us_bid: 0,
    };
    let mut g = TwilightStruggle::new(settings, &mut GameRng::new(1), &mut Default::default());
    for turn in [1, 5, 9] {
        g.turn = turn;
        for c in cards() {
            if c.number == CHINA_CARD {
                continue;
            }
            for p in Power::BOTH {
                if let Some(why) = events::blocked(&g, c.number, p) {
                    assert_ne!(why.key, "ts-why-event-not-built", "card #{} ({})", c.number, c.id);
                }
            }
        }
    }
    assert_eq!(cards().len(), 110);
}

/// Every country id the card code names exists on the map: `effects::cix` panics on an unknown
/// id, so a typo in any event would crash the game the first time that card is played. Scans the
/// event sources for `cix("…")` literals and for the `[&str; N]` / `for id in [...]` id lists
/// that reach `cix` through a variable.
#[test]
fn every_country_id_in_card_code_exists() {
    fn sources(dir: &std::path::Path, out: &mut Vec<(String, String)>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .expect("events folder readable")
            .map(|e| e.expect("dir entry").path())
            .collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                sources(&path, out);
            } else if path.extension().is_some_and(|x| x == "rs") {
                let text = std::fs::read_to_string(&path).expect("source readable");
                out.push((path.display().to_string(), text));
            }
        }
    }
    /// The quoted strings of `text` between each `open` and the next `close`.
    fn quoted_after(text: &str, open: &str, close: &str) -> Vec<String> {
        let mut found = Vec::new();
        for (at, _) in text.match_indices(open) {
            let rest = &text[at + open.len()..];
            let list = &rest[..rest.find(close).unwrap_or(rest.len())];
            found.extend(list.split('"').skip(1).step_by(2).map(str::to_string));
        }
        found
    }
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games/twilight_struggle/events");
    let mut files = Vec::new();
    sources(&dir, &mut files);
    let mut literal_ids = 0;
    let mut checked = 0;
    for (path, text) in &files {
        let direct: Vec<String> = text
            .match_indices("cix(\"")
            .map(|(at, _)| {
                let rest = &text[at + "cix(\"".len()..];
                rest[..rest.find('"').expect("closing quote")].to_string()
            })
            .collect();
        literal_ids += direct.len();
        let lists = [
            quoted_after(text, ": [&str; ", "];"),
            quoted_after(text, "for id in [", "]"),
        ];
        for id in direct.iter().chain(lists.iter().flatten()) {
            assert!(
                super::super::state::country_ix(id).is_some(),
                "{path} names unknown country `{id}`"
            );
            checked += 1;
        }
    }
    // The scan really reached the card code (a broken path or pattern would check nothing).
    assert!(files.len() >= 20, "only {} event source files found", files.len());
    assert!(literal_ids >= 40, "only {literal_ids} cix(\"…\") literals found");
    assert!(checked > literal_ids, "the id lists were not scanned");
}

/// The play-outs' fast path gives what the slow one gives. Along random games, at every
/// position: Twilight Struggle's own `random_legal` draws the same entry and option as the
/// engine's default over `legal` (with and without the way back), and applying that option
/// through `apply_unlogged` (which skips the checks its listing made) leaves the same state and
/// dice as `apply` with every check.
#[test]
fn play_outs_draw_and_apply_exactly_as_the_checked_path() {
    let mut positions = 0;
    for seed in 1..=12u64 {
        let mut m: Match<TwilightStruggle> = Match::new(2, &Default::default(), seed).expect("a game").0;
        let mut rng = GameRng::new(seed);
        for _ in 0..600 {
            if m.game.is_over() {
                break;
            }
            for onward in [false, true] {
                let (mut fast, mut slow) = (rng.clone(), rng.clone());
                let drawn = m.game.random_legal(&mut fast, onward);
                assert_eq!(drawn, random_legal_of(&m.game, &mut slow, onward), "seed {seed}");
                assert_eq!(fast.position(), slow.position(), "seed {seed}: the same draws");
                let Some((_, seat, Some(action))) = drawn else { continue };
                let (mut checked, mut listed) = (m.game.clone(), m.game.clone());
                let (mut dice_checked, mut dice_listed) = (m.rng.clone(), m.rng.clone());
                checked
                    .apply(seat, action.clone(), &mut dice_checked)
                    .unwrap_or_else(|e| panic!("seed {seed}: `{action}` refused: {}", e.text.key));
                listed
                    .apply_unlogged(seat, action.clone(), &mut dice_listed)
                    .expect("a listed option applies");
                assert_eq!(
                    serde_json::to_value(&checked).expect("state"),
                    serde_json::to_value(&listed).expect("state"),
                    "seed {seed}: `{action}`"
                );
                assert_eq!(
                    dice_checked.position(),
                    dice_listed.position(),
                    "seed {seed}: `{action}`"
                );
                positions += 1;
            }
            m.play_random(&mut rng).expect("a legal random move");
        }
    }
    assert!(positions > 5_000, "only {positions} positions compared");
}

/// Play-outs move the game on: a random play-out never answers `back` or `reset` while any
/// other answer is offered (the batteries' `random_move` still does, to test them).
#[test]
fn play_outs_never_take_back_an_answer() {
    let mut offered = 0;
    for seed in 1..=6u64 {
        let mut m: Match<TwilightStruggle> = Match::new(2, &Default::default(), seed).expect("a game").0;
        let mut rng = GameRng::new(seed);
        while !m.game.is_over() {
            let legal = m.game.legal();
            offered += usize::from(legal.iter().flat_map(|(_, a)| a).any(|a| a.takes_back()));
            let Some((_, line)) = m.play_random_noted(&mut rng).expect("a legal random move") else {
                break;
            };
            assert!(
                line != "back" && line != "reset",
                "seed {seed}: a play-out answered `{line}`"
            );
        }
    }
    assert!(offered > 500, "the way back was offered only {offered} times");
}
