//! No AI seat loops (issue 37): in every registered game and mode, `strong` against `basic` and
//! `basic` against `random` end well under the move cap, and a `strong` seat decides at most
//! twice as often per game as a `basic` one. Sized for a debug build
//! ([`arena::LOOP_CHECK_BUDGET`], two games each, so every seat of a two-player game is played).

use crate::ai::arena::{self, LOOP_CHECK_BUDGET};
use crate::engine::GameOptions;
use crate::games::Registry;

/// One mode: its options as (key, value).
type Mode = &'static [(&'static str, &'static str)];

/// The games checked, each with its seats and modes: a registered game missing here fails
/// [`every_registered_game_is_checked_for_loops`].
const CHECKED: &[(&str, usize, &[Mode])] = &[
    (
        "nuclear-war",
        3,
        &[&[("mode", "base")], &[("mode", "escalation")], &[("mode", "combined")]],
    ),
    ("twilight-struggle", 2, &[&[]]),
    ("three-kingdoms-redux", 3, &[&[]]),
    (
        "thrones",
        2,
        &[&[("windows", "strict")], &[("windows", "casual"), ("draft", "on")]],
    ),
];

/// Far above the longest of these games (Three Kingdoms Redux, about 450 moves).
const MOVE_CAP: usize = 1_500;

fn check(game: &str) {
    let registry = Registry::builtin();
    let kind = registry.get(game).expect("registered");
    let (_, seats, modes) = CHECKED.iter().find(|(id, ..)| *id == game).expect("listed");
    for mode in *modes {
        let options: GameOptions = mode.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        match arena::loop_check(kind, *seats, options, 2, 1, MOVE_CAP, LOOP_CHECK_BUDGET) {
            Ok(report) => println!("{report}"),
            Err(report) => panic!("{game}: {report}"),
        }
    }
}

#[test]
fn every_registered_game_is_checked_for_loops() {
    for kind in Registry::builtin().all() {
        assert!(
            CHECKED.iter().any(|(id, ..)| *id == kind.id()),
            "{} has no loop check: add its modes to CHECKED",
            kind.id()
        );
    }
}

#[test]
fn no_ai_seat_loops_in_nuclear_war() {
    check("nuclear-war");
}

#[test]
fn no_ai_seat_loops_in_twilight_struggle() {
    check("twilight-struggle");
}

#[test]
fn no_ai_seat_loops_in_three_kingdoms_redux() {
    check("three-kingdoms-redux");
}

#[test]
fn no_ai_seat_loops_in_thrones() {
    check("thrones");
}
