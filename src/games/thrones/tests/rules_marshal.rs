//! One test per marshalling and card-state rule (R-7, R-37 … … ),
//! named by it.

use super::kit::{at_marshal, card, keys, play, put_in_hand, put_in_play, refused};
use crate::engine::Game;
use crate::games::thrones::data::CardType;
use crate::games::thrones::state::steps::{Leave, kneel, leave_play};
use crate::games::thrones::state::{Phase, kind_of};

fn options(g: &crate::games::thrones::Thrones, seat: usize) -> Vec<String> {
    g.pending()
        .into_iter()
        .find(|p| p.seat == seat)
        .map(|p| p.options.into_iter().map(|o| o.notation).collect())
        .unwrap_or_default()
}

#[test]
fn r37_income_is_the_plots_income_plus_bonus_income() {
    let (mut g, mut rng) = at_marshal(1, ["calling-the-banners", "hear-me-roar"]);
    assert_eq!(g.players[0].gold, 6, "Calling the Banners: 6");
    put_in_play(&mut g, 1, &["lannisport-steward", "the-goldroad-1"]);
    let log = play(&mut g, &mut rng, 0, "done");
    assert!(keys(&log).contains(&"thrones-log-income"));
    assert_eq!(g.players[1].gold, 5 + 2 + 1, "Hear Me Roar 5, Steward +2, Goldroad +1");
}

#[test]
fn r38_bonus_income_counts_while_kneeling() {
    let (mut g, mut rng) = at_marshal(2, ["calling-the-banners", "hear-me-roar"]);
    put_in_play(&mut g, 1, &["lannisport-steward"]);
    kneel(&mut g, card("lannisport-steward"));
    play(&mut g, &mut rng, 0, "done");
    assert_eq!(g.players[1].gold, 5 + 2);
}

#[test]
fn r39_income_is_fixed_when_the_turn_begins() {
    let (mut g, mut rng) = at_marshal(3, ["calling-the-banners", "hear-me-roar"]);
    put_in_hand(&mut g, 0, &["great-keep-1"]);
    play(&mut g, &mut rng, 0, "marshal great-keep-1");
    assert_eq!(g.players[0].gold, 6, "the keep's +1 counts from the next turn");
}

#[test]
fn r40_playing_a_card_costs_its_gold_and_it_enters_standing() {
    let (mut g, mut rng) = at_marshal(4, ["calling-the-banners", "hear-me-roar"]);
    put_in_hand(&mut g, 0, &["robb-stark", "war-host-of-the-north"]);
    assert!(options(&g, 0).contains(&"marshal robb-stark".to_string()));
    assert!(!options(&g, 0).contains(&"marshal war-host-of-the-north".to_string()));
    assert_eq!(
        refused(&g, &mut rng, 0, "marshal war-host-of-the-north"),
        "thrones-err-gold"
    );
    let log = play(&mut g, &mut rng, 0, "marshal robb-stark");
    assert_eq!(g.players[0].gold, 2);
    let robb = g.players[0].find(card("robb-stark")).expect("in play");
    assert!(!robb.knelt);
    assert!(keys(&log).contains(&"thrones-log-marshal"));
    assert!(!g.players[0].hand.contains(&card("robb-stark")));
}

#[test]
fn r41_only_the_active_player_marshals_and_events_are_not_marshalled() {
    let (mut g, mut rng) = at_marshal(5, ["calling-the-banners", "hear-me-roar"]);
    put_in_hand(&mut g, 0, &["winter-is-coming"]);
    put_in_hand(&mut g, 1, &["the-hound"]);
    assert_eq!(refused(&g, &mut rng, 1, "marshal the-hound"), "thrones-err-not-active");
    assert_eq!(
        refused(&g, &mut rng, 0, "marshal winter-is-coming"),
        "thrones-err-event"
    );
    assert!(!options(&g, 0).iter().any(|o| o.contains("winter-is-coming")));
    play(&mut g, &mut rng, 0, "done");
    play(&mut g, &mut rng, 1, "done");
    assert_eq!(refused(&g, &mut rng, 0, "marshal the-hound"), "thrones-err-not-now");
}

#[test]
fn r42_a_duplicate_goes_under_the_own_namesake_for_free() {
    let (mut g, mut rng) = at_marshal(6, ["calling-the-banners", "hear-me-roar"]);
    put_in_play(&mut g, 0, &["eddard-stark-1"]);
    put_in_hand(&mut g, 0, &["eddard-stark-2"]);
    let offered = options(&g, 0);
    assert!(offered.contains(&"duplicate eddard-stark-2".to_string()));
    assert!(
        !offered.contains(&"marshal eddard-stark-2".to_string()),
        "not as a second copy"
    );
    play(&mut g, &mut rng, 0, "duplicate eddard-stark-2");
    assert_eq!(g.players[0].gold, 6, "free");
    let eddard = g.players[0].find(card("eddard-stark-1")).unwrap();
    assert_eq!(eddard.duplicates, [card("eddard-stark-2")]);
    // Not on the other player's namesake, and not a non-unique card.
    let (mut g, mut rng) = at_marshal(6, ["calling-the-banners", "hear-me-roar"]);
    put_in_play(&mut g, 1, &["littlefinger-2"]);
    put_in_hand(&mut g, 0, &["littlefinger-1", "great-keep-1"]);
    assert_eq!(
        refused(&g, &mut rng, 0, "duplicate littlefinger-1"),
        "thrones-err-duplicate"
    );
    assert_eq!(
        refused(&g, &mut rng, 0, "duplicate great-keep-1"),
        "thrones-err-duplicate"
    );
}

#[test]
fn r43_the_active_player_plays_on_or_stops_at_will() {
    let (mut g, mut rng) = at_marshal(7, ["calling-the-banners", "hear-me-roar"]);
    put_in_hand(&mut g, 0, &["arya-stark", "sansa-stark"]);
    play(&mut g, &mut rng, 0, "marshal arya-stark");
    assert!(options(&g, 0).contains(&"marshal sansa-stark".to_string()));
    assert!(options(&g, 0).contains(&"done".to_string()));
    play(&mut g, &mut rng, 0, "done");
    assert!(g.players[0].hand.contains(&card("sansa-stark")));
}

#[test]
fn r44_unspent_gold_stays_until_taxation() {
    let (mut g, mut rng) = at_marshal(8, ["calling-the-banners", "hear-me-roar"]);
    play(&mut g, &mut rng, 0, "done");
    play(&mut g, &mut rng, 1, "done");
    assert_eq!(g.players[0].gold, 6, "through the challenges");
    play(&mut g, &mut rng, 0, "done");
    play(&mut g, &mut rng, 1, "done");
    assert_eq!(g.players[0].gold, 0, "returned at taxation");
}

#[test]
fn r48_cards_enter_standing_and_only_standing_cards_kneel() {
    let (mut g, mut rng) = at_marshal(9, ["calling-the-banners", "hear-me-roar"]);
    put_in_hand(&mut g, 0, &["hodor"]);
    play(&mut g, &mut rng, 0, "marshal hodor");
    assert!(!g.players[0].find(card("hodor")).unwrap().knelt);
    assert!(kneel(&mut g, card("hodor")));
    assert!(!kneel(&mut g, card("hodor")), "a kneeling card cannot kneel again");
}

#[test]
fn r7_attachments_go_on_either_players_characters_and_leave_with_them() {
    let (mut g, mut rng) = at_marshal(10, ["calling-the-banners", "hear-me-roar"]);
    put_in_play(&mut g, 1, &["tyrion-lannister"]);
    put_in_play(&mut g, 0, &["hodor", "eddard-stark-1"]);
    put_in_hand(&mut g, 0, &["bodyguard", "summer"]);
    let offered = options(&g, 0);
    assert!(
        offered.contains(&"marshal bodyguard on eddard-stark-1".to_string()),
        "a Lord"
    );
    assert!(
        offered.contains(&"marshal bodyguard on tyrion-lannister".to_string()),
        "the opponent's Lord"
    );
    assert!(
        !offered.iter().any(|o| o.ends_with("on hodor")),
        "Hodor takes no attachments"
    );
    assert!(
        !offered.contains(&"marshal summer on tyrion-lannister".to_string()),
        "Summer: Stark characters only"
    );
    assert_eq!(refused(&g, &mut rng, 0, "marshal bodyguard"), "thrones-err-host");
    assert_eq!(
        refused(&g, &mut rng, 0, "marshal bodyguard on hodor"),
        "thrones-err-host"
    );
    play(&mut g, &mut rng, 0, "marshal bodyguard on tyrion-lannister");
    let mut log = Vec::new();
    leave_play(&mut g, card("tyrion-lannister"), Leave::Killed, &mut log);
    assert!(g.players[1].dead.contains(&card("tyrion-lannister")));
    assert!(
        g.players[0].discard.contains(&card("bodyguard")),
        "to its owner's discard pile"
    );
}

#[test]
fn r84_attachments_and_duplicates_are_discarded_and_power_returns() {
    let (mut g, _) = at_marshal(11, ["calling-the-banners", "hear-me-roar"]);
    put_in_play(&mut g, 0, &["eddard-stark-1"]);
    super::kit::lift(&mut g, card("eddard-stark-2"));
    super::kit::lift(&mut g, card("bodyguard"));
    let e = g.players[0].find_mut(card("eddard-stark-1")).unwrap();
    e.duplicates.push(card("eddard-stark-2"));
    e.attachments.push(crate::games::thrones::state::Attached {
        card: card("bodyguard"),
        knelt: false,
    });
    e.power = 3;
    g.players[0].power = 2;
    assert_eq!(g.players[0].total_power(), 5);
    let mut log = Vec::new();
    leave_play(&mut g, card("eddard-stark-1"), Leave::Killed, &mut log);
    let p = &g.players[0];
    assert!(p.dead.contains(&card("eddard-stark-1")));
    assert!(p.discard.contains(&card("eddard-stark-2")) && p.discard.contains(&card("bodyguard")));
    assert_eq!(p.total_power(), 2, "its 3 power went back to the pool");
    g.check_invariants_or_panic();
}

#[test]
fn r86_a_unique_card_is_blocked_by_its_name_in_play_or_in_the_dead_pile() {
    let (mut g, mut rng) = at_marshal(12, ["calling-the-banners", "hear-me-roar"]);
    put_in_hand(&mut g, 0, &["eddard-stark-2"]);
    super::kit::lift(&mut g, card("eddard-stark-1"));
    g.players[0].dead.push(card("eddard-stark-1"));
    assert_eq!(refused(&g, &mut rng, 0, "marshal eddard-stark-2"), "thrones-err-unique");
    assert!(!options(&g, 0).iter().any(|o| o.contains("eddard-stark-2")));
    // The discard pile does not block.
    g.players[0].dead.clear();
    g.players[0].discard.push(card("eddard-stark-1"));
    play(&mut g, &mut rng, 0, "marshal eddard-stark-2");
}

#[test]
fn r87_uniqueness_is_per_player() {
    let (mut g, mut rng) = at_marshal(13, ["calling-the-banners", "hear-me-roar"]);
    put_in_play(&mut g, 1, &["littlefinger-2"]);
    put_in_hand(&mut g, 0, &["littlefinger-1"]);
    play(&mut g, &mut rng, 0, "marshal littlefinger-1");
    assert!(g.players[0].find(card("littlefinger-1")).is_some());
    assert!(g.players[1].find(card("littlefinger-2")).is_some());
    // The opponent's dead pile does not block either.
    let (mut g, mut rng) = at_marshal(13, ["calling-the-banners", "hear-me-roar"]);
    super::kit::lift(&mut g, card("littlefinger-2"));
    g.players[1].dead.push(card("littlefinger-2"));
    put_in_hand(&mut g, 0, &["littlefinger-1"]);
    play(&mut g, &mut rng, 0, "marshal littlefinger-1");
}

#[test]
fn r88_duplicates_are_not_attachments() {
    let (mut g, _) = at_marshal(14, ["calling-the-banners", "hear-me-roar"]);
    put_in_play(&mut g, 0, &["eddard-stark-1"]);
    super::kit::lift(&mut g, card("eddard-stark-2"));
    g.players[0]
        .find_mut(card("eddard-stark-1"))
        .unwrap()
        .duplicates
        .push(card("eddard-stark-2"));
    let e = g.players[0].find(card("eddard-stark-1")).unwrap();
    assert!(e.attachments.is_empty(), "kept apart from attachments");
    assert!(
        crate::games::thrones::state::steps::may_attach(&g, card("bodyguard"), card("eddard-stark-1")),
        "a one-per-character attachment still fits"
    );
    assert_eq!(
        crate::games::thrones::state::statics::strength(&g, card("eddard-stark-1")),
        3 - 1,
        "no STR from a duplicate (Hear Me Roar: -1 without intrigue)"
    );
    g.check_invariants_or_panic();
}

#[test]
fn r91_one_limited_card_a_round() {
    let (mut g, mut rng) = at_marshal(15, ["calling-the-banners", "hear-me-roar"]);
    put_in_hand(&mut g, 0, &["great-keep-1", "great-keep-2", "godswood"]);
    play(&mut g, &mut rng, 0, "marshal great-keep-1");
    assert_eq!(refused(&g, &mut rng, 0, "marshal great-keep-2"), "thrones-err-limited");
    assert_eq!(refused(&g, &mut rng, 0, "marshal godswood"), "thrones-err-limited");
    assert!(
        !options(&g, 0)
            .iter()
            .any(|o| o.contains("great-keep") || o.contains("godswood"))
    );
    assert!(g.players[0].limited_played);
    for s in [0, 1, 0, 1] {
        play(&mut g, &mut rng, s, "done");
    }
    assert!(matches!(g.phase, Phase::Plot(_)));
    assert!(!g.players[0].limited_played, "a new round");
    assert_eq!(kind_of(card("godswood")), CardType::Location);
}

#[test]
fn a_card_may_be_typed_by_its_card_id_for_the_copy_at_hand() {
    let (mut g, mut rng) = at_marshal(16, ["calling-the-banners", "hear-me-roar"]);
    put_in_hand(&mut g, 0, &["great-keep-2", "eddard-stark-2"]);
    let a = g.parse(0, "marshal great-keep").expect("the copy in hand");
    assert_eq!(a.to_string(), "marshal great-keep-2");
    play(&mut g, &mut rng, 0, "marshal eddard-stark");
    put_in_hand(&mut g, 0, &["bodyguard"]);
    assert_eq!(
        g.parse(0, "marshal bodyguard on eddard-stark").unwrap().to_string(),
        "marshal bodyguard on eddard-stark-2"
    );
    assert_eq!(
        g.parse(0, "marshal robb").unwrap_err().text.key,
        "thrones-err-unknown-card"
    );
}
