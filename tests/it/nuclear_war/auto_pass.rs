//! Standing auto-pass choices on Nuclear Escalation's response windows, through the type-erased
//! match every front end uses: who is asked, that a held response card changes nothing about it,
//! when a change takes effect, saves, and the refusals.

use serde_json::Value;
use warroom::engine::{AnyMatch, Audience, GameRng, LogEntry, Viewer};
use warroom::games::Registry;

use super::escalation::{armed, decision, keys};
use super::rules::{ok, options, pending_seats, pop, refused, view};
use super::{new_match, new_match_mode};

const SABOTEUR_HAND: &str = "saboteur prop5 wh10 wh10 prop5 prop10 wh20";
const KINDS: [&str; 5] = ["attack", "cruise", "platform", "satellite", "secret"];

/// p1 holds an armed Trident and places the 20 MT warhead on it: p1 must name a target next.
fn attack_ready(p3_hand: &str) -> Box<dyn AnyMatch> {
    let mut m = armed(3, "trident", "wh20", &["", "", p3_hand]);
    ok(&mut m, 0, "place prop5");
    assert_eq!(pending_seats(m.as_ref()), vec![0], "p1 names the target");
    m
}

fn set(m: &mut Box<dyn AnyMatch>, seat: usize, kind: &str, on: bool) -> Vec<LogEntry> {
    let before = pending_seats(m.as_ref());
    let applied = m
        .set_auto_pass(seat, kind, on)
        .unwrap_or_else(|e| panic!("p{} autopass {kind} {on}: {:?}", seat + 1, e.text));
    assert_eq!(
        pending_seats(m.as_ref()),
        before,
        "a standing choice answers nothing by itself"
    );
    applied.log
}

/// Every seat the match has prompted for the window, step by step, until it closed.
fn asked_in_window(m: &mut Box<dyn AnyMatch>) -> Vec<Vec<usize>> {
    let mut asked = Vec::new();
    while decision(m.as_ref()) == "respond" {
        let seats = pending_seats(m.as_ref());
        asked.push(seats.clone());
        m.force_roll(3);
        ok(m, seats[0], "pass");
    }
    asked
}

#[test]
fn a_seat_auto_passing_attacks_is_not_waited_for_nor_prompted() {
    let mut m = attack_ready("");
    let log = set(&mut m, 2, "attack", true);
    assert_eq!(keys(&log), vec!["auto-pass-log-on"]);
    assert_eq!(log[0].audience, Audience::Only(2), "told to the seat alone");
    assert_eq!(m.auto_passes(2), vec!["attack"]);
    assert!(m.auto_passes(1).is_empty());
    assert_eq!(
        m.view(Viewer::Seat(2))["you"]["auto_pass"],
        serde_json::json!(["attack"])
    );
    assert_eq!(m.view(Viewer::Seat(1))["you"]["auto_pass"], Value::Null);

    ok(&mut m, 0, "target p2");
    assert_eq!(view(m.as_ref())["window"]["event"], "attack");
    assert_eq!(view(m.as_ref())["window"]["waiting"], serde_json::json!(["p2"]));
    assert_eq!(pending_seats(m.as_ref()), vec![1], "p3 passed in advance");
    assert!(options(m.as_ref(), 2).is_empty(), "p3 has no prompt");
    assert_eq!(refused(&mut m, 2, "pass").text.key, "err-not-your-turn");
    let asked = asked_in_window(&mut m);
    assert_eq!(asked, vec![vec![1]], "only p2 was ever asked");
    assert_eq!(pop(m.as_ref(), 1), 30 - 8, "the attack went through");
}

#[test]
fn holding_a_saboteur_changes_nothing_about_an_auto_pass() {
    // The same scene with and without a saboteur in p3's hand: everything anyone else can see,
    // and every prompt, is the same; the saboteur stays unused in hand.
    let run = |hand: &str| {
        let mut m = attack_ready(hand);
        let mut trace = vec![serde_json::to_value(set(&mut m, 2, "attack", true)).unwrap()];
        let target = ok(&mut m, 0, "target p2");
        trace.push(public_lines(&target));
        trace.push(view(m.as_ref()));
        trace.push(serde_json::to_value(m.pending()).unwrap());
        m.force_roll(3);
        trace.push(public_lines(&ok(&mut m, 1, "pass")));
        trace.push(view(m.as_ref()));
        (m, trace)
    };
    let (holder, with_card) = run(SABOTEUR_HAND);
    let (_, without) = run("");
    assert_eq!(
        with_card, without,
        "auto-passing with a saboteur looks like auto-passing without"
    );
    let hand = &holder.view(Viewer::Seat(2))["you"]["hand"];
    assert!(
        hand.to_string().contains("saboteur"),
        "the saboteur was not spent: {hand}"
    );
    assert_eq!(pop(holder.as_ref(), 1), 30 - 8);
    // The choice itself never looked at the hand: same log line, same state change.
    let mut a = attack_ready(SABOTEUR_HAND);
    let mut b = attack_ready("");
    assert_eq!(set(&mut a, 2, "attack", true), set(&mut b, 2, "attack", true));
}

fn public_lines(log: &[LogEntry]) -> Value {
    let public: Vec<&LogEntry> = log.iter().filter(|e| e.audience.includes(Viewer::Public)).collect();
    serde_json::to_value(public).unwrap()
}

#[test]
fn a_change_applies_from_the_next_window_and_off_restores_prompting() {
    // On, then off again before the attack: p3 is asked as usual.
    let mut m = attack_ready("");
    set(&mut m, 2, "attack", true);
    let log = set(&mut m, 2, "attack", false);
    assert_eq!(keys(&log), vec!["auto-pass-log-off"]);
    assert!(m.auto_passes(2).is_empty());
    ok(&mut m, 0, "target p2");
    assert_eq!(pending_seats(m.as_ref()), vec![1, 2], "asked again");

    // Turned on while a window is open: that window still waits for p3.
    set(&mut m, 2, "attack", true);
    assert_eq!(pending_seats(m.as_ref()), vec![1, 2], "the open window still waits");
    assert_eq!(options(m.as_ref(), 2), vec!["pass"]);

    // Turned off while a window that skipped p3 is open: p3's standing pass there stands.
    let mut m = attack_ready("");
    set(&mut m, 2, "attack", true);
    ok(&mut m, 0, "target p2");
    set(&mut m, 2, "attack", false);
    assert_eq!(pending_seats(m.as_ref()), vec![1]);
}

#[test]
fn other_kinds_and_other_seats_are_still_asked() {
    let mut m = attack_ready("");
    set(&mut m, 2, "cruise", true);
    set(&mut m, 2, "secret", true);
    assert_eq!(m.auto_passes(2), vec!["cruise", "secret"], "listed in the game's order");
    ok(&mut m, 0, "target p2");
    assert_eq!(
        pending_seats(m.as_ref()),
        vec![1, 2],
        "an attack is not a cruise launch"
    );
    // The target auto-passing attacks gives up its interception chance, as it chose.
    let mut m = attack_ready("");
    set(&mut m, 1, "ATTACK", true);
    ok(&mut m, 0, "target p2");
    assert_eq!(pending_seats(m.as_ref()), vec![2]);
}

#[test]
fn standing_choices_survive_a_save_and_a_replay() {
    let registry = Registry::builtin();
    let kind = registry.get("nuclear-war").expect("registered");
    let mut m = attack_ready("");
    set(&mut m, 2, "attack", true);
    let saved = m.save();
    assert!(saved.contains("\"standing\""), "stored with the state");
    let mut loaded = kind.load(&saved).expect("loads");
    assert_eq!(loaded.auto_passes(2), vec!["attack"]);
    ok(&mut loaded, 0, "target p2");
    assert_eq!(pending_seats(loaded.as_ref()), vec![1]);
    // A game without standing choices saves without the field, as before it existed.
    let plain = attack_ready("");
    assert!(!plain.save().contains("\"standing\""));
}

#[test]
fn refusals_name_the_kinds_and_games_without_windows_refuse() {
    let mut m = attack_ready("");
    assert_eq!(m.window_kinds(), KINDS.to_vec());
    let before = m.save();
    let e = m.set_auto_pass(2, "sabotage", true).expect_err("not a kind");
    assert_eq!(e.text.key, "err-unknown-window-kind");
    let listed = serde_json::to_string(&e.text).unwrap();
    for kind in KINDS {
        assert!(listed.contains(&format!("\"{kind}\"")), "{kind} missing from {listed}");
    }
    let english = warroom::i18n::tr(warroom::i18n::Lang::En, &e.text);
    assert!(english.contains("`attack` (declared attack)"), "{english}");
    assert_eq!(
        m.set_auto_pass(7, "attack", true).expect_err("no seat").text.key,
        "err-no-such-seat"
    );
    assert_eq!(m.save(), before, "refusals change nothing");

    for mut plain in [new_match(3, 1), crate::twilight_struggle::new_match(&[], 1)] {
        assert!(plain.window_kinds().is_empty(), "{}", plain.game_id());
        let before = plain.save();
        let e = plain.set_auto_pass(0, "attack", true).expect_err("no windows");
        assert_eq!(e.text.key, "err-no-windows", "{}", plain.game_id());
        assert_eq!(plain.save(), before);
    }
    assert_eq!(new_match_mode(3, 1, "combined").window_kinds(), KINDS.to_vec());
}

#[test]
fn a_finished_game_takes_no_standing_choice() {
    let mut m = new_match_mode(3, 5, "escalation");
    let mut rng = GameRng::new(9);
    for _ in 0..20_000 {
        if m.outcome().is_some() {
            break;
        }
        m.play_random(&mut rng).expect("a legal random move");
    }
    assert!(m.outcome().is_some(), "the random game ended");
    assert_eq!(
        m.set_auto_pass(0, "attack", true).expect_err("over").text.key,
        "err-game-over"
    );
}
