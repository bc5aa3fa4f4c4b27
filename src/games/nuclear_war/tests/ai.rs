//! The AI's sampled worlds and judgement of Nuclear War, in every mode.

use super::super::data::Kind;
use super::super::{NuclearWar, card_type};
use crate::ai::{Level, arena};
use crate::engine::{AnyMatch, Game, GameOptions, GameRng, Match, Viewer};
use crate::games::Registry;

fn options(mode: &str) -> GameOptions {
    GameOptions::from([("mode".to_string(), mode.to_string())])
}

/// Positions of a random game: every `every`-th move up to `moves`.
fn positions(mode: &str, seats: usize, seed: u64, every: usize, moves: usize) -> Vec<Box<dyn AnyMatch>> {
    let registry = Registry::builtin();
    let kind = registry.get("nuclear-war").expect("registered");
    let (mut m, _) = kind.create(seats, &options(mode), seed).expect("a game");
    let mut rng = GameRng::new(seed ^ 0x5eed);
    let mut out = Vec::new();
    for step in 0..moves {
        if m.outcome().is_some() {
            break;
        }
        if step % every == 0 {
            out.push(m.clone_box());
        }
        m.play_random(&mut rng).expect("a legal random move");
    }
    out
}

fn game(m: &dyn AnyMatch) -> &NuclearWar {
    &m.as_any()
        .downcast_ref::<Match<NuclearWar>>()
        .expect("nuclear war")
        .game
}

#[test]
fn sampled_worlds_keep_the_seats_view_and_invariants_in_every_mode() {
    for mode in ["base", "escalation", "combined"] {
        let mut moved = 0;
        let mut asked = 0;
        for seed in [4, 9] {
            for m in positions(mode, 4, seed, 7, 700) {
                for seat in m.pending().iter().map(|p| p.seat) {
                    let at = format!("{mode} seed {seed} move {} seat {seat}", m.rng_position());
                    let world = m.determinized(seat, &mut GameRng::new(1));
                    let mine = Viewer::Seat(seat);
                    assert_eq!(world.view(mine), m.view(mine), "{at}: the seat's view changed");
                    world.check_invariants().unwrap_or_else(|e| panic!("{at}: {e}"));
                    assert_eq!(
                        world.determinized(seat, &mut GameRng::new(2)).save(),
                        m.determinized(seat, &mut GameRng::new(2)).save(),
                        "{at}: the sample depends on hidden facts"
                    );
                    let (real, sampled) = (game(m.as_ref()), game(world.as_ref()));
                    for s in (0..real.seats()).filter(|&s| s != seat && real.players[s].hand.len() > 3) {
                        asked += 1;
                        let mut a = real.players[s].hand.clone();
                        let mut b = sampled.players[s].hand.clone();
                        a.sort_unstable();
                        b.sort_unstable();
                        moved += usize::from(a != b);
                        for c in &real.players[s].shown {
                            assert!(sampled.players[s].hand.contains(c), "{at}: a deterrent card moved");
                        }
                    }
                }
            }
        }
        assert!(
            asked > 20 && moved * 10 >= asked * 9,
            "{mode}: {moved} of {asked} hidden hands dealt anew"
        );
    }
}

/// Showing or hiding a deterrent changes nothing the rules act on: the weighing levels and the
/// search's tree leave it out (a strong seat once showed and hid the same card thousands of times
/// a game), while a random seat's prompt still offers it.
#[test]
fn weighing_ai_levels_never_show_or_hide_a_deterrent() {
    let idle = |l: &String| l.starts_with("show ") || l.starts_with("hide ");
    let mut offered = 0;
    for m in positions("combined", 3, 5, 3, 900) {
        for prompt in m.pending() {
            let seat = prompt.seat;
            let sight = crate::ai::Sight::new(m.as_ref(), seat).expect("a pending seat");
            let listed: Vec<String> = sight.prompt().options.iter().map(|o| o.notation.clone()).collect();
            if !listed.iter().any(idle) {
                continue;
            }
            offered += 1;
            let weighed = sight.moves(&mut GameRng::new(3), 12);
            assert!(!weighed.is_empty() && !weighed.iter().any(idle), "{weighed:?}");
            let onward = m.legal_onward();
            let (_, lines) = onward.iter().find(|(s, _)| *s == seat).expect("the seat is listed");
            assert!(!lines.iter().any(idle), "{lines:?}");
            assert!(lines.iter().all(|l| listed.contains(l)));
        }
    }
    assert!(offered >= 10, "only {offered} prompts offered a deterrent change");
}

/// R-44's swaps are secret: a sampled world keeps the observer's own (so it may still undo them)
/// and none of another seat's, whose queue it deals anew.
#[test]
fn a_sampled_world_forgets_the_other_seats_peace_swaps() {
    let registry = Registry::builtin();
    let kind = registry.get("nuclear-war").expect("registered");
    let mut checked = 0;
    for seed in 0..120u64 {
        let (mut m, _) = kind.create(3, &options("base"), seed).expect("a game");
        let mut rng = GameRng::new(seed);
        for _ in 0..3000 {
            if m.outcome().is_some() {
                break;
            }
            let swappers: Vec<usize> = match game(m.as_ref()).interrupts.last() {
                Some(super::super::Interrupt::PeaceSwap { swapped, .. }) => swapped.iter().map(|s| s.seat).collect(),
                _ => Vec::new(),
            };
            for seat in 0..3 {
                if swappers.iter().all(|&s| s == seat) {
                    continue;
                }
                checked += 1;
                let world = m.determinized(seat, &mut GameRng::new(seed));
                world.check_invariants().unwrap_or_else(|e| panic!("seed {seed}: {e}"));
                let Some(super::super::Interrupt::PeaceSwap { swapped, .. }) = game(world.as_ref()).interrupts.last()
                else {
                    panic!("seed {seed}: the sampled world left the peace window");
                };
                assert!(
                    swapped.iter().all(|s| s.seat == seat),
                    "seed {seed}: another seat's swap was kept"
                );
                assert_eq!(
                    swapped.len(),
                    game(m.as_ref()).peace_swaps(seat).len(),
                    "seed {seed}: the seat's own swaps were lost"
                );
            }
            // Random seats here swap like a person might: several times, and `back` too.
            let Some((seat, line)) = m.random_move(&mut rng) else {
                break;
            };
            m.apply(seat, &line).expect("a legal random move");
        }
    }
    assert!(checked >= 5, "only {checked} sampled worlds met another seat's swaps");
}

#[test]
fn own_cards_stay_and_a_rivals_hidden_hand_is_a_fresh_guess_each_time() {
    let (g, _) = NuclearWar::setup(3, &GameOptions::new(), &mut GameRng::new(12)).expect("setup");
    let mut rival_hands = std::collections::BTreeSet::new();
    for sample in 0..6 {
        let w = g.determinize(0, &mut GameRng::new(sample));
        assert_eq!(w.players[0], g.players[0], "seat 0 knows its own cards");
        assert_eq!(w.draw_pile.len(), g.draw_pile.len());
        assert_eq!(w.players[1].hand.len(), g.players[1].hand.len());
        let mut hand = w.players[1].hand.clone();
        hand.sort_unstable();
        rival_hands.insert(hand);
    }
    assert!(
        rival_hands.len() >= 5,
        "six samples, {} different rival hands",
        rival_hands.len()
    );
}

#[test]
fn the_judgement_prefers_population_firepower_and_fewer_rivals() {
    let (g, _) = NuclearWar::setup(3, &GameOptions::new(), &mut GameRng::new(3)).expect("setup");
    let base = g.evaluate(0);
    let mut richer = g.clone();
    richer.players[0].population += 10;
    richer.players[2].population -= 10;
    assert!(richer.evaluate(0) > base, "more people is better");
    assert!(richer.evaluate(2) < g.evaluate(2), "poorer is worse");
    let mut gone = g.clone();
    gone.players[2].alive = false;
    assert!(gone.evaluate(0) > base, "one rival fewer is better");
    assert_eq!(gone.evaluate(2), -0.9, "an eliminated seat has lost");
    // A warhead with a carrier to fly it threatens more than a warhead alone.
    let warhead =
        (0..100).find(|&c| matches!(card_type(c).kind, Kind::Warhead { .. }) && !g.players[0].hand.contains(&c));
    let carrier = (0..100).find(|&c| card_type(c).is_carrier());
    let (Some(warhead), Some(carrier)) = (warhead, carrier) else {
        panic!("the base deck has warheads and carriers");
    };
    let mut armed = g.clone();
    armed.players[0].hand = vec![warhead, carrier];
    let mut unarmed = g.clone();
    unarmed.players[0].hand = vec![warhead];
    assert!(armed.evaluate(0) > unarmed.evaluate(0));
    for s in 0..3 {
        assert!((-1.0..=1.0).contains(&g.evaluate(s)));
    }
}

#[test]
fn basic_beats_two_random_seats_in_most_three_player_games() {
    let registry = Registry::builtin();
    let setup = arena::ArenaSetup {
        kind: registry.get("nuclear-war").expect("registered"),
        seats: 3,
        options: GameOptions::new(),
        a: Level::Basic,
        b: Level::Random,
        games: 20,
        seed: 18,
        move_cap: 3_000,
    };
    let r = arena::run_arena(&setup).expect("the games run");
    // A random seat would win about 7 of 20.
    assert!(r.a_wins >= 10, "{}", arena::report(&setup, &r));
}
