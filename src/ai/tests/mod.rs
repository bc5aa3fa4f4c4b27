mod lamp;
mod loops;
mod race;

use super::*;
use crate::engine::{AnyMatch, Viewer};
use crate::games::Registry;

#[test]
fn ai_user_ids_name_their_level_and_never_a_person() {
    for level in Level::ALL {
        for n in 1..=6 {
            let user = ai_user(n, level);
            assert_eq!(level_of(user), Some(level));
            assert!(crate::store::to_db(user) < 0, "AI seats are negative in SQLite");
        }
        assert_eq!(Level::parse(level.id()), Some(level));
    }
    // Discord snowflakes and terminal player numbers are people.
    for person in [1, 2, 3, 501, 1_234_567_890_123_456_789] {
        assert_eq!(level_of(person), None);
    }
    assert_eq!(Level::parse("grandmaster"), None);
}

#[test]
fn a_random_seat_answers_every_prompt_of_every_game_legally_and_the_same_way_twice() {
    let registry = Registry::builtin();
    for kind in registry.all() {
        let seats = *kind.seat_range().start();
        let (mut m, _) = kind.create(seats, &Default::default(), 7).expect("a game");
        for step in 0..300 {
            let Some(prompt) = m.pending().into_iter().next() else {
                break;
            };
            let sight = Sight::new(m.as_ref(), prompt.seat).expect("the seat owes a decision");
            let line = decide(Level::Random, &sight, &mut decision_rng(7, step, prompt.seat)).expect("an answer");
            let again = decide(Level::Random, &sight, &mut decision_rng(7, step, prompt.seat)).expect("an answer");
            assert_eq!(line, again, "{}: the same sight and stream decide the same", kind.id());
            m.apply(prompt.seat, &line)
                .unwrap_or_else(|e| panic!("{} step {step}: `{line}` refused: {}", kind.id(), e.text.key));
        }
    }
}

#[test]
fn wilson_intervals_match_the_textbook_values() {
    let (p, low, high) = arena::wilson(95, 100);
    assert!((p - 0.95).abs() < 1e-12);
    // Wilson 95 % for 95/100: 0.8882–0.9785.
    assert!(
        (low - 0.8882).abs() < 5e-4 && (high - 0.9785).abs() < 5e-4,
        "{low} {high}"
    );
    assert_eq!(arena::wilson(0, 0), (0.0, 0.0, 1.0));
    let (_, low, high) = arena::wilson(0, 20);
    assert!(low == 0.0 && high > 0.13 && high < 0.17);
}

#[test]
fn an_arena_of_random_seats_plays_every_game_to_the_end_and_counts_each_once() {
    let registry = Registry::builtin();
    let kind = registry.get("nuclear-war").expect("registered");
    let setup = arena::ArenaSetup {
        kind,
        seats: 3,
        options: Default::default(),
        a: Level::Random,
        b: Level::Random,
        games: 12,
        seed: 1,
        move_cap: 5_000,
    };
    let r = arena::run_arena(&setup).expect("the games run");
    assert_eq!(r.games, 12);
    assert_eq!(r.a_wins + r.b_wins + r.draws, 12);
    assert_eq!(r.unfinished, 0);
    // A random seat against two random seats wins about a third of the time: not all, not none.
    assert!(r.a_wins > 0 && r.b_wins > r.a_wins, "{r:?}");
    assert_eq!(arena::run_arena(&setup).unwrap(), r, "seeded: the same games again");
    let report = arena::report(&setup, &r);
    assert!(report.contains("A wins"));
    let decided = r.a_wins + r.b_wins;
    let share = format!(
        "A's share of the {decided} games someone won: {:.1} %",
        100.0 * r.a_wins as f64 / decided as f64
    );
    assert!(report.contains(&share), "{report}");
    assert!(report.contains("one seat's fair share 33.3 %"), "{report}");
}

#[test]
fn an_arena_lists_the_last_moves_of_each_game_stopped_at_the_cap() {
    let registry = Registry::builtin();
    let mut setup = arena::ArenaSetup {
        kind: registry.get("twilight-struggle").expect("registered"),
        seats: 2,
        options: Default::default(),
        a: Level::Random,
        b: Level::Random,
        games: 3,
        seed: 2,
        move_cap: 12,
    };
    let r = arena::run_arena(&setup).expect("the games run");
    assert_eq!((r.unfinished, r.capped.len()), (3, 3));
    assert!(r.capped.iter().all(|c| c.last.len() == 12), "{r:?}");
    let report = arena::report(&setup, &r);
    assert!(
        report.contains(&format!("game 1 (seed {}) stopped at the cap", r.capped[1].seed)),
        "{report}"
    );
    setup.move_cap = 100;
    let r = arena::run_arena(&setup).expect("the games run");
    assert!(r.capped.iter().all(|c| c.last.len() == arena::CAPPED_TAIL), "{r:?}");
}

/// Positions of a random game of `kind` worth asking about: every `every`-th move up to `moves`,
/// each move played as at the table (so the mover's trail is kept: [`AnyMatch::trail`]).
fn positions(
    kind: &dyn crate::engine::GameKind,
    seats: usize,
    seed: u64,
    every: usize,
    moves: usize,
) -> Vec<Box<dyn AnyMatch>> {
    let (mut m, _) = kind.create(seats, &Default::default(), seed).expect("a game");
    let mut rng = GameRng::new(seed ^ 0x5eed);
    let mut out = Vec::new();
    for step in 0..moves {
        if m.outcome().is_some() {
            break;
        }
        if step % every == 0 {
            out.push(m.clone_box());
        }
        let (seat, line) = m.random_move(&mut rng).expect("a random move");
        m.apply(seat, &line).expect("a legal random move");
    }
    out
}

#[test]
fn every_game_samples_worlds_its_seat_cannot_tell_from_the_real_one() {
    let registry = Registry::builtin();
    for kind in registry.all() {
        let seats = *kind.seat_range().start();
        let mut differed = 0;
        let mut hidden = 0;
        for seed in [3, 11] {
            for m in positions(kind, seats, seed, 5, 400) {
                for seat in m.pending().iter().map(|p| p.seat) {
                    let mine = Viewer::Seat(seat);
                    let world = m.determinized(seat, &mut GameRng::new(1));
                    let at = format!("{} seed {seed} move {} seat {seat}", kind.id(), m.rng_position());
                    assert_eq!(world.view(mine), m.view(mine), "{at}: the seat's own view changed");
                    let own = |m: &dyn AnyMatch| m.pending().into_iter().filter(|p| p.seat == seat).collect::<Vec<_>>();
                    assert_eq!(own(world.as_ref()), own(m.as_ref()), "{at}: the seat's prompt changed");
                    assert_eq!(world.trail(seat), m.trail(seat), "{at}: the seat's trail changed");
                    assert_eq!(
                        world.sight_hash(seat),
                        m.sight_hash(seat),
                        "{at}: the seat's sight changed"
                    );
                    world
                        .check_invariants()
                        .unwrap_or_else(|e| panic!("{at}: a sampled world breaks an invariant: {e}"));
                    // Canonical: a world sampled from a world the seat cannot tell apart is the
                    // same world, so nothing of the real arrangement survives.
                    let again = world.determinized(seat, &mut GameRng::new(2)).save();
                    assert_eq!(
                        m.determinized(seat, &mut GameRng::new(2)).save(),
                        again,
                        "{at}: the sample depends on hidden facts"
                    );
                    if !m.hidden_card_ids(mine).is_empty() {
                        hidden += 1;
                        let others = (0..seats).filter(|&s| s != seat);
                        if others
                            .clone()
                            .any(|s| world.view(Viewer::Seat(s)) != m.view(Viewer::Seat(s)))
                        {
                            differed += 1;
                        }
                    }
                }
            }
        }
        assert!(
            hidden == 0 || differed * 4 >= hidden,
            "{}: sampled worlds keep the real hidden cards ({differed} of {hidden} positions changed)",
            kind.id()
        );
    }
}

#[test]
fn every_level_decides_the_same_in_every_world_its_seat_cannot_tell_apart() {
    let registry = Registry::builtin();
    let mut with_trail = 0;
    for kind in registry.all() {
        let seats = *kind.seat_range().start();
        for level in Level::ALL {
            // The search is costly unoptimised: fewer positions for it.
            let every = if level == Level::Strong { 97 } else { 23 };
            for m in positions(kind, seats, 5, every, 300) {
                let Some(seat) = m.pending().first().map(|p| p.seat) else {
                    continue;
                };
                let world = m.determinized(seat, &mut GameRng::new(9));
                // The seat's trail (its sights in its current run) is something it knows.
                with_trail += usize::from(m.trail(seat).len() > 1);
                let decide_in = |m: &dyn AnyMatch| {
                    let sight = Sight::new(m, seat).expect("the seat owes a decision");
                    // The search on a small budget (unoptimised builds are slow): the budget
                    // changes how far it looks, not what it may look at.
                    let budget = search::Budget {
                        iterations: 60,
                        ..search::Budget::DEFAULT
                    };
                    decide_with(level, &sight, &mut decision_rng(77, 4, seat), budget).expect("an answer")
                };
                let real = decide_in(m.as_ref());
                assert_eq!(
                    real,
                    decide_in(world.as_ref()),
                    "{} {}: the decision saw hidden facts",
                    kind.id(),
                    level.id()
                );
                m.clone_box()
                    .apply(seat, &real)
                    .unwrap_or_else(|e| panic!("{} {}: `{real}` refused: {}", kind.id(), level.id(), e.text.key));
            }
        }
    }
    assert!(
        with_trail > 0,
        "no position had a trail: the test looks at no run of moves"
    );
}

#[test]
fn an_ai_seat_is_never_offered_a_way_back_while_it_may_go_on() {
    let registry = Registry::builtin();
    let mut dropped = 0;
    let mut returned = 0;
    for kind in registry.all() {
        let seats = *kind.seat_range().start();
        for seed in [3, 11] {
            for m in positions(kind, seats, seed, 3, 600) {
                let legal = m.legal();
                let onward = m.legal_onward();
                assert_eq!(legal.len(), onward.len());
                for ((seat, all), (s, kept)) in legal.iter().zip(&onward) {
                    let at = format!("{} seed {seed} move {} seat {seat}", kind.id(), m.rng_position());
                    assert_eq!(seat, s);
                    assert!(kept.iter().all(|l| all.contains(l)), "{at}: {kept:?} not in {all:?}");
                    assert_eq!(all.is_empty(), kept.is_empty(), "{at}: every move was dropped");
                    let back = |l: &String| m.takes_back(*seat, l);
                    if all.iter().any(|l| !back(l)) {
                        assert!(!kept.iter().any(back), "{at}: {kept:?} keeps a way back");
                    }
                    dropped += all.len() - kept.len();
                    let idle = |l: &String| m.idle(*seat, l);
                    if all.iter().any(|l| !back(l) && !idle(l)) {
                        assert!(!kept.iter().any(idle), "{at}: {kept:?} keeps an idle move");
                    }
                    let sight = Sight::new(m.as_ref(), *seat).expect("a pending seat");
                    if sight.prompt().ask == crate::engine::Ask::One {
                        // A random seat's prompt keeps idle moves; the weighing levels' moves do not.
                        let offered: Vec<&String> = sight.prompt().options.iter().map(|o| &o.notation).collect();
                        let forward: Vec<&String> = all.iter().filter(|l| !back(l)).collect();
                        if !forward.is_empty() {
                            assert_eq!(offered, forward, "{at}: the sight's prompt");
                        }
                        // Less the moves back to a position of the seat's run (a random seat
                        // took back its answers on the way here).
                        let weighed = sight.moves(&mut GameRng::new(1), 4);
                        let seen = sight.seen();
                        let returns = |l: &String| {
                            let mut after = m.clone_box();
                            after.apply(*seat, l).is_ok() && after.sight_hash(*seat).is_some_and(|h| seen.contains(&h))
                        };
                        let mut rest = weighed.iter().peekable();
                        for line in kept {
                            if rest.peek() == Some(&line) {
                                rest.next();
                            } else {
                                assert!(returns(line), "{at}: `{line}` dropped from {kept:?}");
                                returned += 1;
                            }
                        }
                        assert_eq!(rest.next(), None, "{at}: {weighed:?} not in {kept:?}");
                    }
                }
            }
        }
    }
    assert!(dropped > 0, "no position offered a way back: the test looks at nothing");
    assert!(
        returned > 0,
        "no position offered a way back to where the seat was in its run"
    );
}

#[test]
fn percentiles_take_the_nearest_rank() {
    let times: Vec<u64> = (1..=100).rev().collect();
    assert_eq!(arena::percentile(&times, 50.0), 50);
    assert_eq!(arena::percentile(&times, 99.0), 99);
    assert_eq!(arena::percentile(&times, 100.0), 100);
    assert_eq!(arena::percentile(&[7], 99.0), 7);
    assert_eq!(arena::percentile(&[], 50.0), 0);
}
