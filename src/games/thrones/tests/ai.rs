//! The AI's sampled worlds and judgement of the Game of Thrones card game.

use super::kit::strict_game;
use crate::ai::{Level, arena};
use crate::engine::{Game, GameOptions, GameRng, Viewer};
use crate::games::Registry;
use crate::games::thrones::state::{InPlay, Phase};

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

#[test]
fn r56_an_ai_seat_that_names_a_challenge_declares_attackers_and_never_withdraws_it() {
    // seed 002 L400-408: a challenge begins only with at least one attacker, so declaring none
    // takes back the challenge just named. A player may; AI seats weigh only real attacks (the
    // strong seat named and withdrew challenges hundreds of times a game, issue 37).
    use super::kit::{at_challenges, card, play, put_in_play};
    use crate::ai::{Sight, decide_with, decision_rng, search};
    use crate::engine::{AnyMatch, Match};
    let (mut g, mut rng) = at_challenges(3, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["robb-stark", "catelyn-stark", "greatjon-umber"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    play(&mut g, &mut rng, 0, "challenge power");
    assert!(g.takes_back(&g.parse(0, "attack").expect("notation")));
    assert!(!g.takes_back(&g.parse(0, "attack robb-stark").expect("notation")));
    let (mut m, _) = Match::<crate::games::thrones::Thrones>::new(2, &GameOptions::new(), 3).expect("a game");
    m.game = g.clone();
    let sight = Sight::new(&m, 0).expect("seat 1 declares attackers");
    let weighed = sight.moves(&mut GameRng::new(1), 12);
    assert!(weighed.len() > 1, "{weighed:?}");
    assert!(weighed.iter().all(|l| l != "attack"), "{weighed:?}");
    let budget = search::Budget {
        iterations: 60,
        ..search::Budget::DEFAULT
    };
    for level in [Level::Basic, Level::Strong] {
        for version in 0..4 {
            let line = decide_with(level, &sight, &mut decision_rng(3, version, 0), budget).expect("an answer");
            assert!(line.starts_with("attack "), "{}: {line}", level.id());
        }
    }
    // A player still changes their mind: no attacker, no challenge, and the type may be named again.
    m.apply(0, "attack").expect("withdrawing is legal");
    assert!(m.game.challenge.is_none());
    assert!(m.game.made[0].is_empty());
    assert!(m.game.players[0].find(card("robb-stark")).is_some_and(|c| !c.knelt));
}

/// `strong` against `basic` on a sample a debug build plays in CI (CI time is at its limit): two
/// games, `strong` on each side once, the search cut to 60 iterations and `basic` to 4 play-outs a
/// decision (the defaults are 1,000 and 96). In the release arena at this budget `strong` won 41
/// of 60 (68.3 %, 95 % CI 55.8–78.7 %; at the defaults 38 of 60, 63.3 %: docs/ai.md), and both
/// of these two.
#[test]
fn a_strong_seat_beats_a_basic_seat_in_most_games() {
    use crate::ai::search;
    let registry = Registry::builtin();
    let setup = arena::ArenaSetup {
        kind: registry.get("thrones").expect("registered"),
        seats: 2,
        options: GameOptions::new(),
        a: Level::Strong,
        b: Level::Basic,
        games: 2,
        seed: 5,
        move_cap: 5_000,
    };
    let budget = search::Budget {
        iterations: 60,
        playouts: 4,
        ..search::Budget::DEFAULT
    };
    let r = arena::run_arena_with(&setup, budget, &mut Default::default()).expect("the games run");
    let report = arena::report(&setup, &r);
    println!("{report}");
    assert_eq!(r.unfinished, 0, "{report}");
    assert_eq!(r.a_wins, r.games, "{report}");
}
