//! Board rendering checks (rules are tested in `tests/it/nuclear_war.rs`).

use super::super::NuclearWar;
use crate::engine::{Game, GameOptions, GameRng, Viewer};
use crate::i18n::{Lang, Tr};
use crate::render::Renderer;

/// A game some way in: a few random legal moves from a seeded start.
fn game_after(seats: usize, moves: usize) -> NuclearWar {
    let mut rng = GameRng::new(5);
    let (mut g, _) = NuclearWar::setup(seats, &GameOptions::new(), &mut rng).expect("setup");
    for i in 0..moves {
        let prompts = g.pending();
        let Some(p) = prompts.get(i % prompts.len().max(1)) else {
            break;
        };
        let notation = p.options[(i * 7) % p.options.len()].notation.clone();
        let mut next = g.clone();
        if next
            .apply(
                p.seat,
                g.parse(p.seat, &notation).expect("a listed option parses"),
                &mut rng,
            )
            .is_ok()
        {
            g = next;
        }
    }
    g
}

#[test]
fn board_renders_for_two_and_six_players_in_both_languages() {
    let names: Vec<String> = ["Alice", "Bob", "김철수", "Dmitri", "이영희", "Fatima"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    for seats in [2, 6] {
        let g = game_after(seats, 120);
        for lang in Lang::ALL {
            let loc = Tr::new(lang, &names);
            let svg = g.board_svg(Viewer::Seat(0), &loc);
            let png = Renderer::shared().png(&svg, 1.0).expect("board renders");
            assert!(png.len() > 10_000, "{seats} seats {lang:?}: PNG has content");
            assert_eq!(&png[1..4], b"PNG");
            if seats == 6 && lang == Lang::En {
                std::fs::write("/tmp/nw-board.png", &png).ok();
            }
            if seats == 6 && lang == Lang::Ko {
                std::fs::write("/tmp/nw-board-ko.png", &png).ok();
            }
            assert!(svg.contains(&names[1]), "seat names are shown");
        }
    }
}

#[test]
fn board_shows_war_retaliation_and_skips() {
    let names: Vec<String> = ["Alice", "Bob", "Carol", "Dave"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let mut rng = GameRng::new(11);
    let (mut g, _) = NuclearWar::setup(4, &GameOptions::new(), &mut rng).expect("setup");
    let mut seen_war = false;
    for i in 0..3000 {
        if g.finished {
            break;
        }
        let prompts = g.pending();
        let p = &prompts[i % prompts.len()];
        let notation = p.options[(i * 7) % p.options.len()].notation.clone();
        g.apply(
            p.seat,
            g.parse(p.seat, &notation).expect("a listed option parses"),
            &mut rng,
        )
        .expect("listed option");
        let retaliating = g.players.iter().any(|p| !p.retaliation.is_empty());
        if g.war && retaliating {
            g.players.iter_mut().filter(|p| p.alive).for_each(|p| p.skip_turns = 1);
            let svg = g.board_svg(Viewer::Public, &Tr::new(Lang::En, &names));
            assert!(svg.contains("WAR") && svg.contains("Final retaliation") && svg.contains("skips 1"));
            let png = Renderer::shared().png(&svg, 1.0).expect("renders");
            std::fs::write("/tmp/nw-board-war.png", &png).ok();
            seen_war = true;
            break;
        }
    }
    assert!(seen_war, "a retaliation happened in the sample game");
}

/// Escalation boards show platforms in orbit with their loads, cruise missiles in flight and
/// where, the virus holder, war or peace and the mode with its provisional-deck note.
#[test]
fn escalation_board_shows_orbit_cruise_missiles_and_the_virus() {
    let names: Vec<String> = ["Alice", "Bob", "Carol", "Dave"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let loc = Tr::new(Lang::En, &names);
    let mut options = GameOptions::new();
    options.insert("mode".into(), "escalation".into());
    let (mut platform_seen, mut cruise_seen, mut virus_seen) = (false, false, false);
    for seed in 0..40u64 {
        let mut rng = GameRng::new(seed);
        let (mut g, _) = NuclearWar::setup(4, &options, &mut rng).expect("setup");
        for i in 0..4000usize {
            if g.finished || (platform_seen && cruise_seen && virus_seen) {
                break;
            }
            let prompts = g.pending();
            let p = &prompts[i % prompts.len()];
            let notation = p.options[(i * 7 + seed as usize) % p.options.len()].notation.clone();
            let mut next = g.clone();
            if next
                .apply(
                    p.seat,
                    g.parse(p.seat, &notation).expect("a listed option parses"),
                    &mut rng,
                )
                .is_ok()
            {
                g = next;
            }
            let platform = g.players.iter().any(|p| !p.platforms.is_empty());
            let fresh = (platform && !platform_seen)
                || (!g.cruise.is_empty() && !cruise_seen)
                || (g.virus.is_some() && !virus_seen);
            if !fresh {
                continue;
            }
            let svg = g.board_svg(Viewer::Public, &loc);
            assert!(
                svg.contains("Nuclear Escalation · provisional Escalation deck"),
                "mode line"
            );
            assert!(svg.contains(if g.war { "WAR" } else { "PEACE" }) || svg.contains("War") || svg.contains("Peace"));
            if platform && !platform_seen {
                let pl = g.players.iter().find(|p| !p.platforms.is_empty()).expect("platform");
                let loads: Vec<String> = pl.platforms.iter().map(|x| x.warheads.len().to_string()).collect();
                assert!(
                    svg.contains(&format!("[{}]", loads.join(", "))),
                    "platform loads on the board"
                );
                platform_seen = true;
                let png = Renderer::shared().png(&svg, 1.0).expect("board renders");
                std::fs::write("/tmp/ne-board.png", &png).ok();
            }
            if !g.cruise.is_empty() && !cruise_seen {
                assert!(svg.contains("Cruise missiles:"), "cruise missiles on the board");
                cruise_seen = true;
            }
            if g.virus.is_some() && !virus_seen {
                assert!(svg.contains("VIRUS"), "virus holder on the board");
                virus_seen = true;
            }
        }
    }
    assert!(
        platform_seen && cruise_seen && virus_seen,
        "{platform_seen} {cruise_seen} {virus_seen}"
    );
}
