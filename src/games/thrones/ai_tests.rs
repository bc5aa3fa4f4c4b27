//! The AI's sampled worlds and judgement of the Game of Thrones card game.

use super::state::{InPlay, Phase};
use super::tests_kit::strict_game;
use crate::ai::{Level, arena};
use crate::engine::{Game, GameOptions, GameRng, Viewer};
use crate::games::Registry;

#[test]
fn a_rivals_hand_and_both_decks_are_dealt_anew_and_own_cards_stay() {
    let (g, _) = strict_game(8);
    let mut rival_hands = std::collections::BTreeSet::new();
    let mut own_decks = std::collections::BTreeSet::new();
    for sample in 0..6 {
        let w = g.determinize(0, &mut GameRng::new(sample));
        assert_eq!(w.view(Viewer::Seat(0)), g.view(Viewer::Seat(0)));
        assert_eq!(w.players[0].hand, g.players[0].hand, "seat 0 knows its hand");
        w.check_invariants().expect("a sound world");
        let mut own = w.players[0].deck.clone();
        own.sort_unstable();
        let mut real = g.players[0].deck.clone();
        real.sort_unstable();
        assert_eq!(own, real, "its deck holds the same cards");
        own_decks.insert(w.players[0].deck.clone());
        rival_hands.insert(w.players[1].hand.clone());
        // The rival's hand is its own house's cards.
        assert!(w.players[1].hand.iter().all(|&c| w.owner(c) == 1));
    }
    assert!(
        rival_hands.len() >= 5,
        "{} different rival hands in 6 samples",
        rival_hands.len()
    );
    assert!(
        own_decks.len() >= 5,
        "the deck order is nobody's: {} orders",
        own_decks.len()
    );
}

#[test]
fn sampled_worlds_keep_the_seats_view_with_and_without_the_plot_draft() {
    let registry = Registry::builtin();
    let kind = registry.get("thrones").expect("registered");
    for draft in ["off", "on"] {
        let options = GameOptions::from([("draft".to_string(), draft.to_string())]);
        for seed in [41, 42] {
            let (mut m, _) = kind.create(2, &options, seed).expect("a game");
            let mut rng = GameRng::new(seed);
            for step in 0..900 {
                if m.outcome().is_some() {
                    break;
                }
                if step % 9 == 0 {
                    for seat in m.pending().iter().map(|p| p.seat) {
                        let at = format!("draft {draft} seed {seed} move {step} seat {seat}");
                        let mine = Viewer::Seat(seat);
                        let world = m.determinized(seat, &mut GameRng::new(step as u64));
                        assert_eq!(world.view(mine), m.view(mine), "{at}");
                        world.check_invariants().unwrap_or_else(|e| panic!("{at}: {e}"));
                        assert_eq!(
                            world.determinized(seat, &mut GameRng::new(1)).save(),
                            m.determinized(seat, &mut GameRng::new(1)).save(),
                            "{at}: the sample depends on hidden facts"
                        );
                    }
                }
                m.play_random(&mut rng).expect("a legal random move");
            }
        }
    }
}

#[test]
fn the_judgement_follows_the_power_race_and_the_board() {
    let (mut g, _) = strict_game(3);
    g.phase = Phase::Standing;
    let even = g.evaluate(0);
    assert!((even - (-g.evaluate(1))).abs() < 1e-9, "the judgement is zero-sum");
    let mut ahead = g.clone();
    ahead.players[0].power += 3;
    assert!(ahead.evaluate(0) > even);
    assert!(ahead.evaluate(1) < g.evaluate(1));
    // Near 15 each point weighs more.
    let mut near = g.clone();
    near.players[0].power = 12;
    let mut nearer = near.clone();
    nearer.players[0].power = 13;
    let mut start = g.clone();
    start.players[0].power = 1;
    assert!(nearer.evaluate(0) - near.evaluate(0) > start.evaluate(0) - g.evaluate(0));
    let mut board = g.clone();
    let card = board.players[0].hand[0];
    board.players[0].hand.remove(0);
    board.players[0].in_play.push(InPlay::new(card));
    assert!(
        board.evaluate(0) > even - 0.2,
        "a card played is not much worse than one held"
    );
}

#[test]
fn basic_beats_random_at_thrones() {
    let registry = Registry::builtin();
    let setup = arena::ArenaSetup {
        kind: registry.get("thrones").expect("registered"),
        seats: 2,
        options: GameOptions::new(),
        a: Level::Basic,
        b: Level::Random,
        games: 8,
        seed: 18,
        move_cap: 5_000,
    };
    let r = arena::run_arena(&setup).expect("the games run");
    // Random would win about 4 of 8.
    assert!(r.a_wins >= 6, "{}", arena::report(&setup, &r));
}
