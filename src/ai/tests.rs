use super::*;
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
    assert!(arena::report(&setup, &r).contains("A wins"));
}
