//! Early War card events (#1–#35, #103–#106), one test per card named by its number, plus the
//! interactions of their lasting effects with the rules they change.

use super::support::*;

#[test]
fn card_4_duck_and_cover_lowers_defcon_then_the_us_gains_5_minus_defcon() {
    let mut m = action_round(&["socialist-governments"], &["duck-and-cover"]);
    ok(&mut m, USSR, "play socialist-governments influence finland:3");
    let before = defcon(m.as_ref());
    let vp_before = vp(m.as_ref());
    ok(&mut m, US, "play duck-and-cover event");
    assert_eq!(defcon(m.as_ref()), before - 1);
    assert_eq!(vp(m.as_ref()) - vp_before, 5 - (before - 1));
}

#[test]
fn card_8_fidel_wipes_the_us_from_cuba_and_gives_the_ussr_exact_control() {
    let mut m = action_round(&["fidel"], &US_CARDS);
    edit(&mut m, "set influence cuba 0 2");
    ok(&mut m, USSR, "play fidel event");
    assert_eq!(inf(m.as_ref(), "cuba"), (3, 0));
    assert_eq!(control(m.as_ref(), "cuba"), "ussr");
    // Starred: out of the game.
    assert!(strings(&view(m.as_ref())["removed"]).contains(&"fidel".to_string()));
}

#[test]
fn card_14_comecon_adds_one_to_four_distinct_non_us_controlled_east_european_countries() {
    let mut m = action_round(&["comecon"], &US_CARDS);
    edit(&mut m, "set influence hungary 0 3");
    ok(&mut m, USSR, "play comecon event");
    // Hungary is US-controlled: not offered, and refused with the card's reason.
    assert!(!has_option(m.as_ref(), USSR, "place hungary"));
    refused_with(&mut m, USSR, "place hungary", "ts-err-spread-add");
    ok(&mut m, USSR, "place romania");
    // One per country.
    refused_with(&mut m, USSR, "place romania", "ts-err-spread-add");
    // The wrong player cannot answer.
    refused(&mut m, US, "place bulgaria");
    ok(&mut m, USSR, "place bulgaria czechoslovakia austria");
    assert_eq!(inf(m.as_ref(), "romania").0, 1);
    assert_eq!(inf(m.as_ref(), "austria").0, 1);
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn card_16_warsaw_pact_wipes_four_countries_or_adds_five_at_most_two_each() {
    let mut m = action_round(&["warsaw-pact-formed"], &US_CARDS);
    for c in ["poland", "hungary", "romania", "bulgaria", "czechoslovakia"] {
        edit(&mut m, &format!("set influence {c} 0 1"));
    }
    ok(&mut m, USSR, "play warsaw-pact-formed event");
    assert!(has_option(m.as_ref(), USSR, "choose wipe"));
    ok(&mut m, USSR, "choose wipe");
    refused_with(&mut m, USSR, "choose italy", "ts-err-choose");
    ok(
        &mut m,
        USSR,
        "choose poland choose hungary choose romania choose bulgaria",
    );
    assert_eq!(inf(m.as_ref(), "czechoslovakia").1, 1);
    for c in ["poland", "hungary", "romania", "bulgaria"] {
        assert_eq!(inf(m.as_ref(), c).1, 0, "{c}");
    }
    // The other mode: 5 points, at most 2 per country.
    let mut m = action_round(&["warsaw-pact-formed"], &US_CARDS);
    ok(&mut m, USSR, "play warsaw-pact-formed event choose add place hungary:2");
    refused_with(&mut m, USSR, "place hungary", "ts-err-spread-add");
    ok(&mut m, USSR, "place romania:2 bulgaria");
    assert_eq!(inf(m.as_ref(), "hungary").0, 2);
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn card_25_containment_adds_one_op_to_us_cards_this_turn_never_above_four() {
    let mut m = action_round(&["containment"], &["duck-and-cover", "nato", "truman-doctrine"]);
    ok(&mut m, USSR, "play containment influence finland:3");
    // Played by the USSR for ops: the US event follows and the US cards grow this turn.
    let label = |m: &dyn warroom::engine::AnyMatch, card: &str| {
        let p = m.pending();
        p[0].options.iter().any(|o| o.notation == format!("play {card}"))
    };
    assert!(label(m.as_ref(), "truman-doctrine"));
    ok(&mut m, US, "play truman-doctrine influence");
    // Truman Doctrine is 1 op, 2 with Containment: two single points.
    let before = inf(m.as_ref(), "canada").1;
    ok(&mut m, US, "place canada:2");
    assert_eq!(inf(m.as_ref(), "canada").1, before + 2);
    // A 4-op card stays at 4.
    assert!(m.pending()[0].options.is_empty() || pending_seats(m.as_ref()) == vec![USSR]);
}

#[test]
fn card_26_cia_created_shows_the_us_the_ussr_hand_then_the_us_runs_a_one_op_operation() {
    let mut m = action_round(&["nasser", "fidel"], &["cia-created"]);
    ok(&mut m, USSR, "play nasser influence finland");
    let applied = ok(&mut m, US, "play cia-created event");
    // The reveal goes to the US only.
    let reveal = applied
        .log
        .iter()
        .find(|e| e.text.key == "ts-log-private-cards")
        .expect("a private reveal");
    assert_eq!(reveal.audience, warroom::engine::Audience::Only(US));
    assert!(has_option(m.as_ref(), US, "influence"));
    let before = inf(m.as_ref(), "canada").1;
    ok(&mut m, US, "influence place canada");
    assert_eq!(inf(m.as_ref(), "canada").1, before + 1);
}

#[test]
fn card_32_un_intervention_cancels_the_partner_event_and_uses_its_ops() {
    let mut m = action_round(&["un-intervention", "independent-reds"], &US_CARDS);
    ok(&mut m, USSR, "play un-intervention event");
    ok(&mut m, USSR, "choose independent-reds");
    let d = defcon(m.as_ref());
    let before = inf(m.as_ref(), "finland").0;
    // Independent Reds is worth 2 ops.
    ok(&mut m, USSR, "influence place finland:2");
    assert_eq!(inf(m.as_ref(), "finland").0, before + 2);
    assert_eq!(defcon(m.as_ref()), d, "the partner's event did not happen");
    assert!(strings(&view(m.as_ref())["discard"]).contains(&"independent-reds".to_string()));
    // Without a partner the event option is missing, with the reason.
    let mut m = action_round(&["un-intervention", "fidel"], &US_CARDS);
    ok(&mut m, USSR, "play un-intervention");
    assert!(!has_option(m.as_ref(), USSR, "event"));
    refused_with(&mut m, USSR, "event", "ts-why-un-no-partner");
}
