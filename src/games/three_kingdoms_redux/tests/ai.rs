//! The AI's sampled worlds and judgement of Three Kingdoms Redux.

use super::super::data::{Deck, Kingdom, data};
use super::super::rules::setup::pick;
use super::super::state::Phase;
use super::kit::{drafted, new_game};
use crate::ai::{Level, arena};
use crate::engine::{Game, GameOptions, GameRng, Viewer};
use crate::games::Registry;

fn deck_counts(hand: &[u8]) -> (usize, usize) {
    let separation = hand
        .iter()
        .filter(|&&e| data().enhancements[usize::from(e)].deck == Deck::Separation)
        .count();
    (hand.len() - separation, separation)
}

#[test]
fn a_rivals_hand_and_draw_are_dealt_anew_and_what_the_kingdom_knows_stays() {
    let (mut g, _) = new_game(21);
    // Shu keeps its first generals: its pick is a secret Wei must not learn.
    let Phase::Draft(d) = &g.phase else {
        panic!("the setup draft")
    };
    let keep = d.drawn[2][..usize::from(d.keep[2])].to_vec();
    pick(&mut g, Kingdom::Shu, keep, &mut Vec::new()).expect("a legal pick");
    let mut rival_hands = std::collections::BTreeSet::new();
    let mut rival_draws = std::collections::BTreeSet::new();
    for sample in 0..6 {
        let w = g.determinize(0, &mut GameRng::new(sample));
        assert_eq!(w.view(Viewer::Seat(0)), g.view(Viewer::Seat(0)));
        assert_eq!(w.realms[0].hand, g.realms[0].hand, "Wei knows its own hand");
        for s in 1..3 {
            assert_eq!(
                deck_counts(&w.realms[s].hand),
                deck_counts(&g.realms[s].hand),
                "a draw names its deck"
            );
        }
        let (Phase::Draft(real), Phase::Draft(sampled)) = (&g.phase, &w.phase) else {
            panic!("still the draft")
        };
        assert_eq!(sampled.drawn[0], real.drawn[0], "Wei knows what it drew");
        assert_eq!(sampled.drawn[2].len(), real.drawn[2].len());
        let kept = sampled.picks.pick_of(2).expect("Shu has still picked");
        assert!(
            kept.iter().all(|c| sampled.drawn[2].contains(c)),
            "Shu keeps generals it drew"
        );
        w.check_invariants().expect("a sound world");
        rival_hands.insert(w.realms[1].hand.clone());
        rival_draws.insert(sampled.drawn[2].clone());
    }
    assert!(
        rival_hands.len() >= 4,
        "{} different Wu hands in 6 samples",
        rival_hands.len()
    );
    assert!(
        rival_draws.len() >= 4,
        "{} different Shu draws in 6 samples",
        rival_draws.len()
    );
}

#[test]
fn sampled_worlds_keep_every_seats_view_through_whole_games() {
    let registry = Registry::builtin();
    let kind = registry.get("three-kingdoms-redux").expect("registered");
    for seed in [31, 32] {
        let (mut m, _) = kind.create(3, &GameOptions::new(), seed).expect("a game");
        let mut rng = GameRng::new(seed);
        let mut step = 0;
        while m.outcome().is_none() && step < 3_000 {
            if step % 11 == 0 {
                for seat in 0..3 {
                    let mine = Viewer::Seat(seat);
                    let world = m.determinized(seat, &mut GameRng::new(step as u64));
                    assert_eq!(world.view(mine), m.view(mine), "seed {seed} move {step} seat {seat}");
                    world.check_invariants().expect("a sound world");
                    assert_eq!(
                        world.determinized(seat, &mut GameRng::new(1)).save(),
                        m.determinized(seat, &mut GameRng::new(1)).save(),
                        "seed {seed} move {step} seat {seat}: the sample depends on hidden facts"
                    );
                }
            }
            m.play_random(&mut rng).expect("a legal random move");
            step += 1;
        }
        assert!(m.outcome().is_some(), "seed {seed}: the game ends");
    }
}

#[test]
fn the_judgement_follows_the_score_and_the_means_to_score() {
    let (g, _) = drafted(5);
    let even: Vec<f64> = (0..3).map(|s| g.evaluate(s)).collect();
    assert!(even.iter().all(|v| (-1.0..=1.0).contains(v)));
    let mut ahead = g.clone();
    ahead.realms[0].military += 6;
    assert!(ahead.evaluate(0) > even[0], "VP count");
    assert!(ahead.evaluate(1) < even[1], "a rival's VP count against");
    let mut richer = g.clone();
    richer.realms[0].gold += 10;
    richer.realms[0].trained += 4;
    assert!(richer.evaluate(0) > even[0], "gold and troops count early");
    // The same riches at the last round no longer turn into VP.
    let mut late = g.clone();
    late.round = 12;
    let mut late_rich = late.clone();
    late_rich.realms[0].gold += 10;
    assert!((late_rich.evaluate(0) - late.evaluate(0)).abs() < 1e-9);
}

#[test]
fn basic_beats_two_random_kingdoms() {
    let registry = Registry::builtin();
    let setup = arena::ArenaSetup {
        kind: registry.get("three-kingdoms-redux").expect("registered"),
        seats: 3,
        options: GameOptions::new(),
        a: Level::Basic,
        b: Level::Random,
        games: 6,
        seed: 18,
        move_cap: 5_000,
    };
    let r = arena::run_arena(&setup).expect("the games run");
    // Random would win about 2 of 6.
    assert!(r.a_wins >= 5, "{}", arena::report(&setup, &r));
}

/// `strong` against two `basic` kingdoms on a sample a debug build plays in CI: three games,
/// `strong` in each seat once, its play-outs cut to one world (`iterations` 250 of 1,000; the
/// default is 4 worlds). In the release arena at this budget `strong` won 17
/// of 30 (56.7 %, 95 % CI 39.2–72.6 %; at the defaults 41 of 60, 68.3 %: docs/ai.md) against a
/// fair share of a third, and all three of these; a `strong` no better than `basic` wins about
/// one.
#[test]
fn a_strong_kingdom_beats_two_basic_ones_in_most_games() {
    use crate::ai::search;
    let registry = Registry::builtin();
    let setup = arena::ArenaSetup {
        kind: registry.get("three-kingdoms-redux").expect("registered"),
        seats: 3,
        options: GameOptions::new(),
        a: Level::Strong,
        b: Level::Basic,
        games: 3,
        seed: 3,
        move_cap: 5_000,
    };
    let budget = search::Budget {
        iterations: 250,
        ..search::Budget::DEFAULT
    };
    let r = arena::run_arena_with(&setup, budget, &mut Default::default()).expect("the games run");
    let report = arena::report(&setup, &r);
    println!("{report}");
    assert_eq!(r.unfinished, 0, "{report}");
    assert!(r.a_wins >= 2, "{report}");
}
