//! Action and response windows (R-92 … R-101) and the generic abilities: who is asked, in which
//! order, what an answer does — and that being asked never depends on a hand (spec §3).

use super::kit::{at_challenges, at_marshal, card, keys, pass_windows, play, plot, put_in_hand, put_in_play, refused};
use crate::engine::flow::KindId;
use crate::engine::{Game, GameRng};
use crate::games::thrones::rules::windows::waiting_window;
use crate::games::thrones::state::windows::WindowKind;
use crate::games::thrones::state::{Phase, Step, Thrones};

/// A round-1 challenges phase in the strict mode, Stark (seat 0) active and first.
fn strict_challenges(seed: u64) -> (Thrones, GameRng) {
    let (mut g, rng) = at_challenges(seed, ["snowed-under", "blockade"]);
    g.casual = false;
    (g, rng)
}

fn window(g: &Thrones) -> Option<(usize, WindowKind)> {
    waiting_window(g).map(|(s, w)| (s, w.kind))
}

#[test]
fn r96_first_player_acts_first_and_two_passes_in_a_row_close_the_window() {
    let (mut g, mut rng) = strict_challenges(1);
    put_in_play(&mut g, 0, &["robb-stark"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    g.players[1].gold = 2;
    play(&mut g, &mut rng, 0, "challenge military");
    play(&mut g, &mut rng, 0, "attack robb-stark");
    // Stark's deck holds Distraction and Distinct Mastery, Lannister's The Lion's Will: both
    // could hold a usable card, so both are asked, the first player first.
    assert_eq!(window(&g), Some((0, WindowKind::Attackers)));
    assert_eq!(refused(&g, &mut rng, 1, "pass"), "thrones-err-not-active");
    play(&mut g, &mut rng, 0, "pass");
    assert_eq!(window(&g), Some((1, WindowKind::Attackers)));
    play(&mut g, &mut rng, 1, "pass");
    assert_eq!(window(&g), None, "two passes in a row close it");
    assert_eq!(g.challenge.as_ref().unwrap().step, Step::Defenders);
}

#[test]
fn r96_after_an_action_the_other_player_gets_another_chance() {
    let (mut g, mut rng) = strict_challenges(2);
    put_in_play(&mut g, 0, &["robb-stark", "hodor"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    put_in_hand(&mut g, 1, &["the-lions-will"]);
    g.players[1].gold = 2;
    play(&mut g, &mut rng, 0, "challenge military");
    play(&mut g, &mut rng, 0, "attack robb-stark");
    play(&mut g, &mut rng, 0, "pass");
    play(&mut g, &mut rng, 1, "use the-lions-will hodor");
    assert!(g.players[0].find(card("hodor")).unwrap().knelt);
    assert_eq!(g.players[1].gold, 0, "paid 2 gold");
    assert!(
        g.players[1].discard.contains(&card("the-lions-will")),
        "an event goes to the discard pile"
    );
    assert_eq!(window(&g), Some((0, WindowKind::Attackers)), "Stark may answer");
    pass_windows(&mut g, &mut rng);
    assert_eq!(window(&g), None);
    assert_eq!(g.challenge.as_ref().unwrap().step, Step::Defenders);
}

#[test]
fn strict_windows_open_the_same_whatever_the_hand_holds() {
    let asked = |in_hand: bool| {
        let (mut g, mut rng) = strict_challenges(3);
        put_in_play(&mut g, 0, &["robb-stark"]);
        put_in_play(&mut g, 1, &["the-hound"]);
        g.players[1].gold = 2;
        put_in_hand(
            &mut g,
            1,
            &[if in_hand {
                "the-lions-will"
            } else {
                "lannisport-steward"
            }],
        );
        play(&mut g, &mut rng, 0, "challenge military");
        play(&mut g, &mut rng, 0, "attack robb-stark");
        play(&mut g, &mut rng, 0, "pass");
        let public: Vec<_> = g.pending().into_iter().map(|p| (p.seat, p.question)).collect();
        (g.awaiting(), public, g.status(crate::engine::Viewer::Seat(0)))
    };
    assert_eq!(
        asked(true),
        asked(false),
        "Stark learns nothing from being asked or not"
    );
}

#[test]
fn standing_auto_passes_skip_a_window_a_hand_could_use() {
    let (mut g, mut rng) = strict_challenges(4);
    put_in_play(&mut g, 0, &["robb-stark"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    g.players[1].gold = 2;
    g.set_auto_pass(0, "attackers", true).unwrap();
    g.set_auto_pass(1, "attackers", true).unwrap();
    assert_eq!(g.auto_passes(1), vec!["attackers"]);
    play(&mut g, &mut rng, 0, "challenge military");
    play(&mut g, &mut rng, 0, "attack robb-stark");
    assert_eq!(window(&g), None, "both pass by their standing choice");
    assert_eq!(g.challenge.as_ref().unwrap().step, Step::Defenders);
}

#[test]
fn casual_windows_open_only_for_a_player_who_can_use_something() {
    let (mut g, mut rng) = at_challenges(5, ["calling-the-banners", "blockade"]);
    assert!(g.casual);
    put_in_play(&mut g, 0, &["robb-stark"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    g.players[1].gold = 2;
    put_in_hand(&mut g, 1, &["the-lions-will"]);
    play(&mut g, &mut rng, 0, "challenge military");
    play(&mut g, &mut rng, 0, "attack robb-stark");
    assert_eq!(
        window(&g),
        Some((1, WindowKind::Attackers)),
        "only Lannister holds a usable card"
    );
    play(&mut g, &mut rng, 1, "pass");
    assert_eq!(window(&g), None);
}

#[test]
fn r93_an_action_is_refused_outside_its_phase_or_without_its_price() {
    let (mut g, mut rng) = at_marshal(6, ["snowed-under", "blockade"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    put_in_hand(&mut g, 0, &["distraction"]);
    // Distraction (marshalling) kneels a character with a military icon.
    play(&mut g, &mut rng, 0, "use distraction the-hound");
    assert!(g.players[1].find(card("the-hound")).unwrap().knelt);
    let (mut g, mut rng) = at_challenges(6, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    put_in_hand(&mut g, 0, &["distraction"]);
    assert_eq!(
        refused(&g, &mut rng, 0, "use distraction the-hound"),
        "thrones-err-cannot-use",
        "not in the challenges phase"
    );
    put_in_hand(&mut g, 1, &["the-lions-will"]);
    g.players[1].gold = 1;
    assert_eq!(
        refused(&g, &mut rng, 1, "use the-lions-will the-hound"),
        "thrones-err-not-now"
    );
}

#[test]
fn a9_after_each_marshalling_play_the_other_player_may_act_once() {
    let (mut g, mut rng) = at_marshal(7, ["snowed-under", "blockade"]);
    g.casual = false;
    g.players[0].gold = 5;
    put_in_hand(&mut g, 0, &["hodor"]);
    put_in_play(&mut g, 0, &["robb-stark"]);
    g.players[1].gold = 2;
    play(&mut g, &mut rng, 0, "marshal hodor");
    assert_eq!(window(&g), Some((1, WindowKind::Marshalling)));
    play(&mut g, &mut rng, 1, "pass");
    assert_eq!(window(&g), None);
    assert!(
        matches!(g.phase, Phase::Marshal { active: 0, .. }),
        "back to Stark's turn"
    );
}

#[test]
fn northern_fiefdoms_lowers_the_next_stark_card_by_one() {
    let (mut g, mut rng) = at_marshal(8, ["snowed-under", "blockade"]);
    put_in_play(&mut g, 0, &["northern-fiefdoms-1"]);
    put_in_hand(&mut g, 0, &["hodor"]);
    g.players[0].gold = 5;
    let gold = g.players[0].gold;
    play(&mut g, &mut rng, 0, "use northern-fiefdoms-1");
    assert!(g.players[0].find(card("northern-fiefdoms-1")).unwrap().knelt);
    play(&mut g, &mut rng, 0, "marshal hodor");
    let printed = u16::from(crate::games::thrones::state::card_of(card("hodor")).cost);
    assert_eq!(g.players[0].gold, gold - (printed - 1));
    assert!(g.lasting.is_empty(), "the discount is used up");
}

#[test]
fn narrow_sea_is_discarded_to_lower_a_stark_character_by_two() {
    let (mut g, mut rng) = at_marshal(9, ["snowed-under", "blockade"]);
    put_in_play(&mut g, 0, &["narrow-sea"]);
    put_in_hand(&mut g, 0, &["robb-stark"]);
    g.players[0].gold = 5;
    let gold = g.players[0].gold;
    play(&mut g, &mut rng, 0, "use narrow-sea");
    assert!(g.players[0].discard.contains(&card("narrow-sea")));
    play(&mut g, &mut rng, 0, "marshal robb-stark");
    let printed = u16::from(crate::games::thrones::state::card_of(card("robb-stark")).cost);
    assert_eq!(g.players[0].gold, gold - printed.saturating_sub(2));
}

#[test]
fn calling_the_banners_forbids_every_cost_reduction() {
    let (mut g, mut rng) = at_marshal(10, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["northern-fiefdoms-1"]);
    put_in_hand(&mut g, 0, &["hodor"]);
    g.players[0].gold = 5;
    let gold = g.players[0].gold;
    play(&mut g, &mut rng, 0, "use northern-fiefdoms-1");
    play(&mut g, &mut rng, 0, "marshal hodor");
    let printed = u16::from(crate::games::thrones::state::card_of(card("hodor")).cost);
    assert_eq!(g.players[0].gold, gold - printed);
}

/// Applies a line without the kit's invariant check (for plots outside the standard sets).
fn apply(g: &mut Thrones, rng: &mut GameRng, seat: usize, line: &str) {
    let action = g.parse(seat, line).unwrap();
    g.apply(seat, action, rng)
        .unwrap_or_else(|e| panic!("{line}: {:?}", e.text));
}

#[test]
fn respect_of_the_old_gods_lowers_only_the_first_stark_character() {
    let (mut g, mut rng) = at_marshal(11, ["snowed-under", "blockade"]);
    g.players[0].plot = Some(plot("respect-of-the-old-gods"));
    g.players[0].gold = 20;
    put_in_hand(&mut g, 0, &["hodor", "robb-stark"]);
    let cost = |id: &str| u16::from(crate::games::thrones::state::card_of(card(id)).cost);
    apply(&mut g, &mut rng, 0, "marshal robb-stark");
    assert_eq!(g.players[0].gold, 20 - cost("robb-stark").saturating_sub(2));
    let before = g.players[0].gold;
    while let Some((seat, _)) = waiting_window(&g) {
        apply(&mut g, &mut rng, seat, "pass");
    }
    apply(&mut g, &mut rng, 0, "marshal hodor");
    assert_eq!(g.players[0].gold, before - cost("hodor"));
}

#[test]
fn uneasy_truce_makes_a_military_challenge_cost_two_gold_to_the_defender() {
    let (mut g, mut rng) = at_challenges(12, ["calling-the-banners", "blockade"]);
    g.players[1].plot = Some(plot("uneasy-truce"));
    put_in_play(&mut g, 0, &["robb-stark"]);
    assert_eq!(
        refused(&g, &mut rng, 0, "challenge military"),
        "thrones-err-challenge-tax"
    );
    g.players[0].gold = 2;
    apply(&mut g, &mut rng, 0, "challenge military");
    apply(&mut g, &mut rng, 0, "attack robb-stark");
    assert_eq!((g.players[0].gold, g.players[1].gold), (0, 2));
}

#[test]
fn r100_a_save_from_play_is_offered_and_saves() {
    let (mut g, mut rng) = at_challenges(14, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["hodor"]);
    let host = card("hodor");
    super::kit::lift(&mut g, card("bodyguard"));
    g.players[0]
        .find_mut(host)
        .unwrap()
        .attachments
        .push(crate::games::thrones::state::Attached {
            card: card("bodyguard"),
            knelt: false,
        });
    let mut log = Vec::new();
    crate::games::thrones::cards::common::kill(&mut g, vec![host], true, &mut log);
    crate::games::thrones::rules::windows::settle(&mut g, &mut rng, &mut log);
    let prompt = g.pending();
    assert_eq!(prompt[0].seat, 0);
    let options: Vec<String> = prompt[0].options.iter().map(|o| o.notation.clone()).collect();
    assert_eq!(options, vec!["use bodyguard", "no-save"]);
    play(&mut g, &mut rng, 0, "use bodyguard");
    assert!(g.players[0].find(host).is_some(), "Hodor is saved");
    assert!(g.players[0].discard.contains(&card("bodyguard")));
    assert!(g.kills.is_none());
}

#[test]
fn r101_a_kill_without_saves_asks_nothing() {
    let (mut g, mut rng) = at_challenges(15, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["hodor"]);
    let host = card("hodor");
    super::kit::lift(&mut g, card("bodyguard"));
    g.players[0]
        .find_mut(host)
        .unwrap()
        .attachments
        .push(crate::games::thrones::state::Attached {
            card: card("bodyguard"),
            knelt: false,
        });
    let mut log = Vec::new();
    crate::games::thrones::cards::common::kill(&mut g, vec![host], false, &mut log);
    crate::games::thrones::rules::windows::settle(&mut g, &mut rng, &mut log);
    assert!(g.players[0].dead.contains(&host));
    assert!(
        g.players[0].discard.contains(&card("bodyguard")),
        "its attachment is discarded"
    );
}

#[test]
fn r99_a_response_answers_its_trigger_once() {
    let (mut g, mut rng) = strict_challenges(5);
    put_in_play(&mut g, 0, &["robb-stark"]);
    put_in_play(
        &mut g,
        1,
        &["the-hound", "bronn", "joffrey-baratheon", "cersei-lannister"],
    );
    play(&mut g, &mut rng, 0, "challenge military");
    play(&mut g, &mut rng, 0, "attack robb-stark");
    pass_windows(&mut g, &mut rng);
    play(&mut g, &mut rng, 1, "defend");
    pass_windows(&mut g, &mut rng);
    play(&mut g, &mut rng, 1, "kill the-hound");
    play(&mut g, &mut rng, 0, "use robb-stark bronn");
    while let Some((seat, _)) = waiting_window(&g) {
        if seat == 0 {
            assert_eq!(
                refused(&g, &mut rng, 0, "use robb-stark joffrey-baratheon"),
                "thrones-err-cannot-use",
                "Robb kills once per win"
            );
        }
        play(&mut g, &mut rng, seat, "pass");
    }
    assert!(g.players[1].find(card("joffrey-baratheon")).is_some());
    assert!(g.players[1].find(card("cersei-lannister")).is_some());
}

#[test]
fn r74_taxation_returns_the_gold_before_its_action_window() {
    // seed 002 L505-509: at taxation the unspent gold returns to the pool first, then players
    // have the chance to play events and actions, then the new round begins. (L503: standing's
    // own chance comes before taxation.)
    let (mut g, mut rng) = at_challenges(7, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["robb-stark"]);
    put_in_hand(&mut g, 0, &["distinct-mastery-1"]);
    put_in_hand(&mut g, 1, &["the-lions-will"]);
    g.players[0].gold = 1;
    g.players[1].gold = 3;
    play(&mut g, &mut rng, 0, "done");
    play(&mut g, &mut rng, 1, "done");
    assert_eq!(window(&g), Some((1, WindowKind::Dominance)));
    play(&mut g, &mut rng, 1, "pass");
    assert_eq!(window(&g), Some((1, WindowKind::Standing)));
    play(&mut g, &mut rng, 1, "use the-lions-will robb-stark");
    assert_eq!(
        window(&g),
        Some((0, WindowKind::Standing)),
        "Robb knelt: Stark may stand him"
    );
    assert_eq!((g.players[0].gold, g.players[1].gold), (1, 1), "before taxation");
    let log = play(&mut g, &mut rng, 0, "pass");
    assert!(keys(&log).contains(&"thrones-log-taxation"));
    assert_eq!((g.players[0].gold, g.players[1].gold), (0, 0), "the gold is back first");
    let taxation = waiting_window(&g).map(|(s, w)| (s, w.kind.id()));
    assert_eq!(
        taxation,
        Some((0, "taxation")),
        "then the taxation phase's chance to act"
    );
    assert_eq!((g.round, crate::games::thrones::view::phase_key(&g)), (1, "taxation"));
    play(&mut g, &mut rng, 0, "use distinct-mastery-1 robb-stark");
    assert!(!g.players[0].find(card("robb-stark")).unwrap().knelt);
    pass_windows(&mut g, &mut rng);
    assert_eq!(g.round, 2, "then the new round");
    assert!(matches!(g.phase, Phase::Plot(_)));
}
