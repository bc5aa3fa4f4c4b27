//! The rules of abilities, zones and windows not tested elsewhere under their own R-number
//! (R-1, R-5, R-6, R-8, R-31, R-32, R-45, R-46, R-53, R-72, R-79, R-80, R-85, R-90, R-92, R-94,
//!

use super::kit::{
    at_challenges, at_marshal, card, keys, pass_windows, play, put_in_hand, put_in_play, refused, round_one,
};
use crate::engine::{Game, Viewer};
use crate::games::thrones::data::{CardType, Icon, Keyword, data};
use crate::games::thrones::rules::windows::waiting_window;
use crate::games::thrones::state::ability::Scope;
use crate::games::thrones::state::lasting::{self, Effect};
use crate::games::thrones::state::statics::{kneels_when_declared, strength};
use crate::games::thrones::state::windows::WindowKind;
use crate::games::thrones::state::{Phase, Thrones};

fn window(g: &Thrones) -> Option<(usize, WindowKind)> {
    waiting_window(g).map(|(s, w)| (s, w.kind))
}

#[test]
fn r1_the_card_text_wins_over_the_rulebook() {
    // Defenders kneel, but Ser Rodrik Cassel's text says he does not.
    assert!(kneels_when_declared(card("hodor"), Icon::Military, true));
    assert!(!kneels_when_declared(card("ser-rodrik-cassel"), Icon::Military, true));
}

#[test]
fn r5_each_player_has_every_zone() {
    let (g, _) = at_challenges(1, ["calling-the-banners", "blockade"]);
    let view = g.view(Viewer::Seat(0));
    for key in [
        "power",
        "gold",
        "deck",
        "hand",
        "in_play",
        "plot",
        "used_plots",
        "plot_deck",
        "discard",
        "dead",
    ] {
        assert!(view["players"][0].get(key).is_some(), "zone {key}");
        assert!(view["players"][1].get(key).is_some(), "zone {key}");
    }
}

#[test]
fn r6_the_card_types_are_character_location_attachment_event_and_plots_apart() {
    let d = data();
    for kind in [
        CardType::Character,
        CardType::Location,
        CardType::Attachment,
        CardType::Event,
    ] {
        assert!(d.cards.iter().any(|c| c.kind == kind), "{kind:?}");
    }
    assert_eq!(d.plots.len(), 32);
}

#[test]
fn r8_an_event_resolves_then_goes_to_its_owners_discard_pile() {
    let (mut g, mut rng) = at_marshal(2, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    put_in_hand(&mut g, 0, &["distraction"]);
    play(&mut g, &mut rng, 0, "use distraction the-hound");
    assert!(g.players[1].find(card("the-hound")).unwrap().knelt, "resolved");
    assert!(!g.players[0].hand.contains(&card("distraction")));
    assert!(g.players[0].discard.contains(&card("distraction")));
}

#[test]
fn r31_a_plot_without_when_revealed_acts_for_the_round() {
    let (mut g, _) = at_challenges(3, ["calling-the-banners", "hear-me-roar"]);
    put_in_play(&mut g, 0, &["hodor"]);
    let printed = u16::from(crate::games::thrones::state::card_of(card("hodor")).strength);
    assert!(!crate::games::thrones::state::card_of(card("hodor")).has_icon(Icon::Intrigue));
    assert_eq!(strength(&g, card("hodor")), printed - 1, "Hear Me Roar, all round long");
}

#[test]
fn r32_when_the_plot_abilities_are_done_the_draw_phase() {
    let (mut g, mut rng) = round_one(4);
    let hands = [g.players[0].hand.len(), g.players[1].hand.len()];
    super::kit::choose_plots(&mut g, &mut rng, ["calling-the-banners", "hear-me-roar"]);
    play(&mut g, &mut rng, 1, "first stark");
    pass_windows(&mut g, &mut rng);
    assert_eq!(
        [g.players[0].hand.len(), g.players[1].hand.len()],
        [hands[0] + 2, hands[1] + 2]
    );
    assert!(matches!(g.phase, Phase::Marshal { active: 0, .. }));
}

#[test]
fn r45_r95_the_other_player_acts_in_the_marshalling_turn_of_its_opponent() {
    let (mut g, mut rng) = at_marshal(5, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["robb-stark"]);
    put_in_hand(&mut g, 0, &["hodor"]);
    put_in_hand(&mut g, 1, &["the-lions-will"]);
    g.players[0].gold = 5;
    g.players[1].gold = 2;
    play(&mut g, &mut rng, 0, "marshal hodor");
    assert_eq!(window(&g), Some((1, WindowKind::Marshalling)));
    play(&mut g, &mut rng, 1, "use the-lions-will robb-stark");
    assert!(g.players[0].find(card("robb-stark")).unwrap().knelt);
    assert!(
        matches!(g.phase, Phase::Marshal { active: 0, .. }),
        "still Stark's turn"
    );
}

#[test]
fn r46_an_event_only_at_its_printed_timing() {
    let (mut g, mut rng) = at_challenges(6, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["eddard-stark-1"]);
    put_in_play(&mut g, 1, &["tyrion-lannister"]);
    put_in_hand(&mut g, 0, &["guilty"]);
    assert_eq!(
        refused(&g, &mut rng, 0, "use guilty eddard-stark-1 tyrion-lannister"),
        "thrones-err-cannot-use",
        "Guilty! is a dominance action"
    );
}

#[test]
fn r53_actions_between_the_steps_of_a_challenge() {
    let (mut g, mut rng) = at_challenges(7, ["calling-the-banners", "blockade"]);
    g.casual = false;
    put_in_play(&mut g, 0, &["robb-stark"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    g.players[1].gold = 2;
    play(&mut g, &mut rng, 0, "challenge military");
    play(&mut g, &mut rng, 0, "attack robb-stark");
    assert_eq!(window(&g).map(|w| w.1), Some(WindowKind::Attackers));
    pass_windows(&mut g, &mut rng);
    play(&mut g, &mut rng, 1, "defend the-hound");
    assert_eq!(window(&g).map(|w| w.1), Some(WindowKind::Defenders));
}

#[test]
fn r72_dominance_is_decided_then_its_action_window_then_standing() {
    let (mut g, mut rng) = at_challenges(8, ["calling-the-banners", "blockade"]);
    g.casual = false;
    put_in_play(&mut g, 0, &["robb-stark", "greatjon-umber", "hodor"]);
    crate::games::thrones::state::steps::kneel(&mut g, card("hodor"));
    g.players[1].gold = 2; // Call Their Bluff could be in Lannister's hand: the window opens
    play(&mut g, &mut rng, 0, "done");
    let log = play(&mut g, &mut rng, 1, "done");
    assert!(keys(&log).contains(&"thrones-log-dominance"), "decided at once");
    assert_eq!(g.players[0].power, 1, "its power before anyone acts");
    // Responses to the win first (Kings in the North could be in Stark's hand).
    while let Some((seat, WindowKind::AfterDominance)) = window(&g) {
        play(&mut g, &mut rng, seat, "pass");
    }
    assert_eq!(window(&g).map(|w| w.1), Some(WindowKind::Dominance));
    assert!(
        g.players[0].find(card("hodor")).unwrap().knelt,
        "standing comes after the window"
    );
    pass_windows(&mut g, &mut rng);
    assert!(!g.players[0].find(card("hodor")).unwrap().knelt);
}

#[test]
fn r79_extra_power_adds_to_the_normal_award() {
    let (mut g, mut rng) = at_challenges(9, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["jon-snow"]);
    g.players[1].power = 3;
    play(&mut g, &mut rng, 0, "challenge power");
    play(&mut g, &mut rng, 0, "attack jon-snow");
    pass_windows(&mut g, &mut rng);
    // Power claim 1, unopposed 1, Jon Snow's own 1 on himself.
    assert_eq!(g.players[0].power, 2);
    assert_eq!(g.players[0].total_power(), 3);
}

#[test]
fn r80_a_gold_cost_that_cannot_be_paid_cannot_be_used() {
    let (mut g, mut rng) = at_challenges(10, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["hodor"]);
    put_in_hand(&mut g, 1, &["the-lions-will"]);
    g.phase = Phase::Challenges {
        active: 1,
        second: true,
    };
    g.players[1].gold = 1;
    assert_eq!(
        refused(&g, &mut rng, 1, "use the-lions-will hodor"),
        "thrones-err-cannot-use"
    );
    g.players[1].gold = 2;
    play(&mut g, &mut rng, 1, "use the-lions-will hodor");
    assert_eq!(g.players[1].gold, 0);
}

#[test]
fn r85_unique_cards_are_marked() {
    let d = data();
    let unique = |id: &str| d.cards.iter().find(|c| c.id == id).unwrap().unique;
    assert!(unique("eddard-stark") && unique("the-iron-throne"));
    assert!(!unique("war-host-of-the-north") && !unique("great-keep"));
}

#[test]
fn r90_there_are_exactly_three_keywords() {
    assert_eq!(Keyword::ALL.len(), 3);
    for k in ["limited", "renown", "stealth"] {
        assert!(Keyword::parse(k).is_some());
    }
    assert!(Keyword::parse("ambush").is_none());
}

#[test]
fn r92_a_response_is_not_an_action() {
    let (mut g, _) = at_challenges(11, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["catelyn-stark", "robb-stark"]);
    let menu: Vec<String> = g.pending()[0].options.iter().map(|o| o.notation.clone()).collect();
    assert!(
        !menu.iter().any(|o| o.contains("catelyn") || o.starts_with("use robb")),
        "{menu:?}"
    );
}

#[test]
fn r94_an_action_resolves_completely_first() {
    let (mut g, mut rng) = at_challenges(12, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["winterfell-kennels"]);
    g.players[0].gold = 1;
    play(&mut g, &mut rng, 0, "use winterfell-kennels");
    assert!(!g.asks.is_empty(), "its search is asked");
    assert_eq!(refused(&g, &mut rng, 0, "done"), "thrones-err-answer-question");
    play(&mut g, &mut rng, 0, "choose");
    play(&mut g, &mut rng, 0, "done");
}

#[test]
fn r97_r98_varys_discards_an_ally_at_once_himself_when_alone() {
    let (mut g, mut rng) = at_marshal(13, ["calling-the-banners", "blockade"]);
    g.phase = Phase::Marshal {
        active: 1,
        second: true,
    };
    put_in_hand(&mut g, 1, &["varys"]);
    g.players[1].gold = 5;
    let log = play(&mut g, &mut rng, 1, "marshal varys");
    assert!(
        keys(&log).contains(&"thrones-log-discarded-from-play"),
        "no window first: it is static"
    );
    assert!(g.players[1].discard.contains(&card("varys")));
}

#[test]
fn r102_lasting_effects_stack_and_end_with_their_scope() {
    let (mut g, _) = at_challenges(14, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["hodor"]);
    let hodor = card("hodor");
    let base = strength(&g, hodor);
    lasting::add(&mut g, Effect::Str { card: hodor, n: 1 }, Scope::Challenge);
    lasting::add(&mut g, Effect::Str { card: hodor, n: 2 }, Scope::Phase);
    assert_eq!(strength(&g, hodor), base + 3, "both apply");
    lasting::end_scope(&mut g, Scope::Challenge);
    assert_eq!(strength(&g, hodor), base + 2, "the challenge's one ended");
    lasting::end_scope(&mut g, Scope::Phase);
    assert_eq!(strength(&g, hodor), base);
}
