use super::*;
use crate::engine::Viewer;
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
            let view = m.view(Viewer::Seat(prompt.seat));
            let sight = SeatSight {
                seat: prompt.seat,
                prompt: &prompt,
                view: &view,
            };
            let line = decide(Level::Random, &sight, &mut decision_rng(7, step, prompt.seat)).expect("an answer");
            let again = decide(Level::Random, &sight, &mut decision_rng(7, step, prompt.seat)).expect("an answer");
            assert_eq!(line, again, "{}: the same sight and stream decide the same", kind.id());
            m.apply(prompt.seat, &line)
                .unwrap_or_else(|e| panic!("{} step {step}: `{line}` refused: {}", kind.id(), e.text.key));
        }
    }
}
