//! Mid War card events #59–#81, #107, #108, one test per card named by its number, plus the
//! interactions of their lasting effects with the rules they change.

use warroom::engine::{AnyMatch, Audience, LogEntry};
use warroom::games::twilight_struggle::data::card_by_number;

use super::new_match;
use super::support::*;

/// Action round 1 of turn 4 (Mid War cards in the game) with these hands; the USSR chooses first.
/// The map is whatever the autoplayed turns left: tests set the countries they look at.
fn mid_round(ussr_hand: &[&str], us_hand: &[&str]) -> Box<dyn AnyMatch> {
    let mut m = standard_round();
    to_turn(&mut m, 4);
    edit(&mut m, "set lasting");
    edit(&mut m, &format!("set hand ussr {}", ussr_hand.join(" ")));
    edit(&mut m, &format!("set hand us {}", us_hand.join(" ")));
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    m
}

/// The USSR's first round spent on a quiet card (Nasser must be in its hand).
fn ussr_passes_time(m: &mut Box<dyn AnyMatch>) {
    ok(m, USSR, "play nasser influence finland");
}

fn lasting(m: &dyn AnyMatch) -> Vec<String> {
    strings(&view(m)["lasting"])
}

fn pile(m: &dyn AnyMatch, key: &str) -> Vec<String> {
    strings(&view(m)[key])
}

/// The draw pile, top last (from the saved state: tests only).
fn deck(m: &dyn AnyMatch) -> Vec<String> {
    let saved: serde_json::Value = serde_json::from_str(&m.save()).expect("saved state is JSON");
    saved["game"]["deck"]
        .as_array()
        .expect("a deck")
        .iter()
        .map(|n| {
            card_by_number(n.as_u64().expect("card number") as u8)
                .expect("a card")
                .id
                .to_string()
        })
        .collect()
}

/// Whether a log entry names this card (anywhere in its arguments).
fn names_card(entry: &LogEntry, card_id: &str) -> bool {
    serde_json::to_string(&entry.text)
        .expect("text serializes")
        .contains(&format!("\"ts-card-{card_id}\""))
}

fn set_many(m: &mut Box<dyn AnyMatch>, countries: &[&str], ussr: u8, us: u8) {
    for c in countries {
        edit(m, &format!("set influence {c} {ussr} {us}"));
    }
}

const MIDDLE_EAST: [&str; 10] = [
    "libya",
    "egypt",
    "israel",
    "lebanon",
    "syria",
    "iraq",
    "iran",
    "jordan",
    "gulf-states",
    "saudi-arabia",
];

#[test]
fn card_59_flower_power_charges_us_war_cards_for_ops_but_not_for_space() {
    let mut m = mid_round(
        &["flower-power", "nasser", "blockade"],
        &["indo-pakistani-war", "brush-war", "truman-doctrine"],
    );
    ok(&mut m, USSR, "play flower-power event");
    assert!(lasting(m.as_ref()).contains(&"flower-power".to_string()));
    let before = vp(m.as_ref());
    ok(&mut m, US, "play indo-pakistani-war influence canada:2");
    assert_eq!(vp(m.as_ref()), before - 2, "a war card played for ops: USSR +2");
    ussr_passes_time(&mut m);
    // To space (a failed roll, so no space VP either): Flower Power gives nothing.
    m.force_roll(6);
    ok(&mut m, US, "play brush-war space");
    assert_eq!(vp(m.as_ref()), before - 2);
    // An Evil Empire in play: the event is refused with its reason, ops still fine.
    let mut m = mid_round(&["flower-power", "nasser"], &["truman-doctrine"]);
    edit(&mut m, "set lasting an-evil-empire");
    ok(&mut m, USSR, "play flower-power");
    assert!(!has_option(m.as_ref(), USSR, "event"));
    refused_with(&mut m, USSR, "event", "ts-why-flower-power-evil-empire");
    assert!(has_option(m.as_ref(), USSR, "influence"));
}

#[test]
fn card_60_u2_incident_gives_one_vp_and_one_more_when_un_intervention_follows() {
    let mut m = mid_round(
        &["u2-incident", "nasser"],
        &["un-intervention", "decolonization", "truman-doctrine"],
    );
    let before = vp(m.as_ref());
    ok(&mut m, USSR, "play u2-incident event");
    assert_eq!(vp(m.as_ref()), before - 1);
    assert!(pile(m.as_ref(), "removed").contains(&"u2-incident".to_string()));
    // The US plays UN Intervention as an event later this turn: USSR +1 more.
    ok(&mut m, US, "play un-intervention event choose decolonization");
    assert_eq!(vp(m.as_ref()), before - 2);
    ok(&mut m, US, "influence place canada:2");
    assert_eq!(vp(m.as_ref()), before - 2);
}

#[test]
fn card_61_opec_scores_each_controlled_oil_country_and_north_sea_oil_blocks_it() {
    let mut m = mid_round(&["opec", "nasser"], &["truman-doctrine"]);
    set_many(
        &mut m,
        &[
            "egypt",
            "iran",
            "libya",
            "saudi-arabia",
            "iraq",
            "gulf-states",
            "venezuela",
        ],
        0,
        0,
    );
    edit(&mut m, "set influence egypt 2 0");
    edit(&mut m, "set influence iraq 3 0");
    edit(&mut m, "set influence venezuela 2 0");
    // Present but not in control: no VP.
    edit(&mut m, "set influence iran 2 1");
    let before = vp(m.as_ref());
    ok(&mut m, USSR, "play opec event");
    assert_eq!(vp(m.as_ref()), before - 3);
    // Not starred: discarded.
    assert!(pile(m.as_ref(), "discard").contains(&"opec".to_string()));
    let mut m = mid_round(&["opec", "nasser"], &["truman-doctrine"]);
    edit(&mut m, "set lasting north-sea-oil");
    ok(&mut m, USSR, "play opec");
    refused_with(&mut m, USSR, "event", "ts-why-opec-north-sea-oil");
}

#[test]
fn card_62_lone_gunman_shows_the_us_hand_to_the_ussr_only_then_a_one_op_operation() {
    let mut m = mid_round(&["lone-gunman", "nasser"], &["truman-doctrine", "defectors"]);
    let applied = ok(&mut m, USSR, "play lone-gunman event");
    let reveal: Vec<_> = applied
        .log
        .iter()
        .filter(|e| names_card(e, "truman-doctrine"))
        .collect();
    assert!(!reveal.is_empty());
    assert!(reveal.iter().all(|e| e.audience == Audience::Only(USSR)), "{reveal:?}");
    assert!(reveal.iter().all(|e| names_card(e, "defectors")));
    // The US does not answer the USSR's operation.
    refused(&mut m, US, "influence place canada");
    let before = inf(m.as_ref(), "finland").0;
    // One op only.
    refused(&mut m, USSR, "influence place finland:2");
    ok(&mut m, USSR, "influence place finland");
    assert_eq!(inf(m.as_ref(), "finland").0, before + 1);
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn card_63_colonial_rear_guards_adds_one_to_four_countries_in_africa_or_southeast_asia() {
    let mut m = mid_round(&["nasser"], &["colonial-rear-guards", "truman-doctrine"]);
    ussr_passes_time(&mut m);
    set_many(&mut m, &["nigeria", "zaire", "vietnam", "thailand"], 0, 0);
    ok(&mut m, US, "play colonial-rear-guards event");
    refused_with(&mut m, US, "place italy", "ts-err-spread-add");
    refused_with(&mut m, US, "place india", "ts-err-spread-add");
    ok(&mut m, US, "place nigeria");
    refused_with(&mut m, US, "place nigeria", "ts-err-spread-add");
    refused(&mut m, USSR, "place zaire");
    ok(&mut m, US, "place zaire vietnam thailand");
    for c in ["nigeria", "zaire", "vietnam", "thailand"] {
        assert_eq!(inf(m.as_ref(), c).1, 1, "{c}");
    }
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
}

#[test]
fn card_64_panama_canal_returned_adds_one_in_panama_costa_rica_and_venezuela() {
    let mut m = mid_round(&["nasser"], &["panama-canal-returned", "truman-doctrine"]);
    ussr_passes_time(&mut m);
    set_many(&mut m, &["panama", "costa-rica", "venezuela"], 1, 1);
    ok(&mut m, US, "play panama-canal-returned event");
    for c in ["panama", "costa-rica", "venezuela"] {
        assert_eq!(inf(m.as_ref(), c), (1, 2), "{c}");
    }
    assert!(pile(m.as_ref(), "removed").contains(&"panama-canal-returned".to_string()));
}

#[test]
fn card_65_camp_david_accords_gives_a_vp_influence_and_stays_in_play() {
    let mut m = mid_round(&["nasser"], &["camp-david-accords", "truman-doctrine"]);
    ussr_passes_time(&mut m);
    set_many(&mut m, &["israel", "jordan", "egypt"], 0, 0);
    let before = vp(m.as_ref());
    ok(&mut m, US, "play camp-david-accords event");
    assert_eq!(vp(m.as_ref()), before + 1);
    for c in ["israel", "jordan", "egypt"] {
        assert_eq!(inf(m.as_ref(), c), (0, 1), "{c}");
    }
    assert!(lasting(m.as_ref()).contains(&"camp-david-accords".to_string()));
}

#[test]
fn card_66_puppet_governments_adds_to_up_to_three_empty_countries() {
    let mut m = mid_round(&["nasser"], &["puppet-governments", "truman-doctrine"]);
    ussr_passes_time(&mut m);
    set_many(&mut m, &["burma", "haiti"], 0, 0);
    edit(&mut m, "set influence bolivia 1 0");
    ok(&mut m, US, "play puppet-governments event");
    // A country with influence (of either side) is not empty.
    refused_with(&mut m, US, "place bolivia", "ts-err-spread-add");
    refused_with(&mut m, US, "place canada", "ts-err-spread-add");
    ok(&mut m, US, "place burma haiti");
    refused_with(&mut m, US, "place burma", "ts-err-spread-add");
    // "May": the US stops after two.
    assert!(has_option(m.as_ref(), US, "done"));
    ok(&mut m, US, "done");
    assert_eq!(inf(m.as_ref(), "burma"), (0, 1));
    assert_eq!(inf(m.as_ref(), "haiti"), (0, 1));
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
}

#[test]
fn card_67_grain_sales_returned_card_is_named_only_to_the_two_players_then_two_ops() {
    let mut m = mid_round(
        &["nasser", "decolonization"],
        &["grain-sales-to-soviets", "truman-doctrine"],
    );
    ussr_passes_time(&mut m);
    let applied = ok(&mut m, US, "play grain-sales-to-soviets event");
    // The only USSR card left is the one taken; it is named privately, never to the channel.
    let naming: Vec<&LogEntry> = applied.log.iter().filter(|e| names_card(e, "decolonization")).collect();
    assert!(naming.iter().any(|e| e.audience == Audience::Only(US)));
    assert!(
        naming
            .iter()
            .all(|e| matches!(e.audience, Audience::Only(US) | Audience::Only(USSR))),
        "{naming:?}"
    );
    assert!(hand(m.as_ref(), US).contains(&"decolonization".to_string()));
    assert!(!view(m.as_ref()).to_string().contains("\"decolonization\""));
    assert!(has_option(m.as_ref(), US, "choose play"));
    assert!(has_option(m.as_ref(), US, "choose return"));
    refused(&mut m, USSR, "choose return");
    refused_with(&mut m, US, "choose keep", "ts-err-choose");
    let applied = ok(&mut m, US, "choose return");
    assert!(applied.log.iter().all(|e| !names_card(e, "decolonization")));
    assert_eq!(hand(m.as_ref(), USSR), vec!["decolonization".to_string()]);
    assert!(!hand(m.as_ref(), US).contains(&"decolonization".to_string()));
    // The US now runs Grain Sales' 2-op operation.
    let before = inf(m.as_ref(), "canada").1;
    ok(&mut m, US, "influence place canada:2");
    assert_eq!(inf(m.as_ref(), "canada").1, before + 2);
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    // Nobody but the two players ever saw the card's name.
    assert!(!view(m.as_ref()).to_string().contains("\"decolonization\""));
}

#[test]
fn card_67_grain_sales_plays_an_opponent_card_for_ops_without_using_an_action_round() {
    // Nasser's event needs no answer, so the test does not depend on another card's questions.
    let mut m = mid_round(&["blockade", "nasser"], &["grain-sales-to-soviets", "truman-doctrine"]);
    ok(&mut m, USSR, "play blockade influence finland");
    ok(&mut m, US, "play grain-sales-to-soviets event choose play");
    // A USSR card: no event for the US, ops or space only; no going back.
    assert!(!has_option(m.as_ref(), US, "event"));
    refused(&mut m, US, "back");
    let rounds = num(m.as_ref(), "round");
    let before = inf(m.as_ref(), "canada").1;
    ok(&mut m, US, "influence place canada");
    assert_eq!(inf(m.as_ref(), "canada").1, before + 1);
    assert!(!hand(m.as_ref(), US).contains(&"nasser".to_string()));
    assert!(pile(m.as_ref(), "discard").contains(&"grain-sales-to-soviets".to_string()));
    // The round is the US's first: the USSR plays round 2 next.
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    assert_eq!(num(m.as_ref(), "round"), rounds + 1);
}

#[test]
fn card_67_grain_sales_an_opponent_card_may_have_its_event_first_d7_and_uses_no_round() {
    let mut m = mid_round(&["blockade", "nasser"], &["grain-sales-to-soviets", "truman-doctrine"]);
    edit(&mut m, "set influence egypt 0 2");
    ok(&mut m, USSR, "play blockade influence finland");
    ok(&mut m, US, "play grain-sales-to-soviets event choose play influence");
    // D-7 inside the event: before or after, but no way back (the card was taken).
    assert!(has_option(m.as_ref(), US, "event-first"));
    assert!(has_option(m.as_ref(), US, "ops-first"));
    assert!(!has_option(m.as_ref(), US, "back"));
    let rounds = num(m.as_ref(), "round");
    ok(&mut m, US, "event-first");
    // Nasser happened first: USSR +2 in Egypt, the US loses half (rounded up) of its 2.
    assert_eq!(inf(m.as_ref(), "egypt"), (2, 1));
    ok(&mut m, US, "place canada");
    assert!(pile(m.as_ref(), "removed").contains(&"nasser".to_string()));
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    assert_eq!(num(m.as_ref(), "round"), rounds + 1);
}

#[test]
fn card_67_grain_sales_taking_un_intervention_lets_the_us_play_it_with_u2_incident_in_effect() {
    let mut m = mid_round(
        &["nasser", "un-intervention"],
        &["grain-sales-to-soviets", "blockade", "truman-doctrine"],
    );
    ussr_passes_time(&mut m);
    edit(&mut m, "set this-turn u2-incident ussr");
    let before = vp(m.as_ref());
    ok(&mut m, US, "play grain-sales-to-soviets event choose play event");
    // UN Intervention's partner: the USSR card in the US hand.
    ok(&mut m, US, "choose blockade");
    assert_eq!(
        vp(m.as_ref()),
        before - 1,
        "U2 Incident: UN Intervention played as an event"
    );
    let canada = inf(m.as_ref(), "canada").1;
    ok(&mut m, US, "influence place canada");
    assert_eq!(inf(m.as_ref(), "canada").1, canada + 1);
    let discard = pile(m.as_ref(), "discard");
    for c in ["un-intervention", "blockade", "grain-sales-to-soviets"] {
        assert!(discard.contains(&c.to_string()), "{c}");
    }
    assert_eq!(hand(m.as_ref(), US), vec!["truman-doctrine".to_string()]);
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
}

#[test]
fn card_67_grain_sales_with_an_empty_ussr_hand_is_just_the_operation() {
    let mut m = mid_round(&["nasser"], &["grain-sales-to-soviets", "truman-doctrine"]);
    ussr_passes_time(&mut m);
    ok(&mut m, US, "play grain-sales-to-soviets event");
    assert!(has_option(m.as_ref(), US, "influence"));
    assert!(!has_option(m.as_ref(), US, "choose return"));
    let before = inf(m.as_ref(), "canada").1;
    ok(&mut m, US, "influence place canada:2");
    assert_eq!(inf(m.as_ref(), "canada").1, before + 2);
    assert!(hand(m.as_ref(), USSR).is_empty());
}

#[test]
fn card_68_john_paul_ii_takes_two_ussr_and_adds_one_us_in_poland() {
    let mut m = mid_round(&["nasser"], &["john-paul-ii-elected-pope", "truman-doctrine"]);
    ussr_passes_time(&mut m);
    edit(&mut m, "set influence poland 4 0");
    ok(&mut m, US, "play john-paul-ii-elected-pope event");
    assert_eq!(inf(m.as_ref(), "poland"), (2, 1));
    assert!(lasting(m.as_ref()).contains(&"john-paul-ii-elected-pope".to_string()));
}

#[test]
fn card_69_death_squads_modifies_coups_in_the_americas_for_both_sides_this_turn() {
    let mut m = mid_round(
        &["latin-american-death-squads", "nasser", "blockade"],
        &["truman-doctrine", "defectors", "special-relationship"],
    );
    ok(&mut m, USSR, "play latin-american-death-squads event");
    // The US coups in Central America: −1.
    edit(&mut m, "set influence nicaragua 2 0");
    m.force_roll(3);
    let applied = ok(&mut m, US, "play truman-doctrine coup nicaragua");
    let coup = logged(&applied.log, "ts-log-coup");
    assert_eq!(arg_num(coup[0], "mod"), -1);
    // 3 − 1 + 1 op − 2 = 1: one USSR point goes.
    assert_eq!(inf(m.as_ref(), "nicaragua"), (1, 0));
    // The USSR coups in South America: +1.
    edit(&mut m, "set influence bolivia 0 2");
    m.force_roll(3);
    let applied = ok(&mut m, USSR, "play nasser coup bolivia");
    assert_eq!(arg_num(logged(&applied.log, "ts-log-coup")[0], "mod"), 1);
    // Elsewhere: no modifier.
    edit(&mut m, "set influence zaire 1 0");
    m.force_roll(3);
    let applied = ok(&mut m, US, "play defectors coup zaire");
    assert_eq!(arg_num(logged(&applied.log, "ts-log-coup")[0], "mod"), 0);
}

#[test]
fn card_70_oas_founded_adds_two_in_central_or_south_america() {
    let mut m = mid_round(&["nasser"], &["oas-founded", "truman-doctrine"]);
    ussr_passes_time(&mut m);
    edit(&mut m, "set influence chile 0 0");
    ok(&mut m, US, "play oas-founded event");
    refused_with(&mut m, US, "place spain-portugal", "ts-err-spread-add");
    ok(&mut m, US, "place chile:2");
    assert_eq!(inf(m.as_ref(), "chile"), (0, 2));
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
}

#[test]
fn card_71_nixon_takes_the_china_card_face_down_or_gives_two_vp() {
    let mut m = mid_round(&["nasser"], &["nixon-plays-the-china-card", "truman-doctrine"]);
    edit(&mut m, "set china ussr up");
    ussr_passes_time(&mut m);
    let before = vp(m.as_ref());
    ok(&mut m, US, "play nixon-plays-the-china-card event");
    let china = &view(m.as_ref())["china"];
    assert_eq!(china["holder"], "us");
    assert_eq!(china["face_up"], false);
    assert_eq!(vp(m.as_ref()), before);
    // Already the US's: 2 VP instead.
    let mut m = mid_round(&["nasser"], &["nixon-plays-the-china-card", "truman-doctrine"]);
    edit(&mut m, "set china us up");
    ussr_passes_time(&mut m);
    let before = vp(m.as_ref());
    ok(&mut m, US, "play nixon-plays-the-china-card event");
    assert_eq!(vp(m.as_ref()), before + 2);
    assert_eq!(view(m.as_ref())["china"]["holder"], "us");
}

#[test]
fn card_71_and_76_during_the_chinese_civil_war_the_us_counts_as_holding_the_china_card() {
    let mut m = new_match(&[("chinese_civil_war", "on")], 3);
    ok(&mut m, USSR, "place east-germany poland:4 yugoslavia");
    ok(&mut m, US, "place west-germany:4 italy:3");
    to_turn(&mut m, 4);
    assert!(view(m.as_ref())["china"].is_null(), "still the civil war");
    edit(&mut m, "set lasting");
    edit(&mut m, "set hand ussr nasser blockade");
    edit(
        &mut m,
        "set hand us nixon-plays-the-china-card ussuri-river-skirmish truman-doctrine",
    );
    ussr_passes_time(&mut m);
    let before = vp(m.as_ref());
    ok(&mut m, US, "play nixon-plays-the-china-card event");
    assert_eq!(vp(m.as_ref()), before + 2);
    assert!(view(m.as_ref())["china"].is_null());
    ok(&mut m, USSR, "play blockade influence finland");
    ok(&mut m, US, "play ussuri-river-skirmish event");
    // The Asia placement, not the card.
    edit(&mut m, "set influence burma 0 0");
    ok(&mut m, US, "place burma:2 japan:2");
    assert_eq!(inf(m.as_ref(), "burma"), (0, 2));
    assert!(view(m.as_ref())["china"].is_null());
}

#[test]
fn card_72_sadat_expels_soviets_wipes_the_ussr_from_egypt_and_adds_one_us() {
    let mut m = mid_round(&["nasser"], &["sadat-expels-soviets", "truman-doctrine"]);
    ussr_passes_time(&mut m);
    edit(&mut m, "set influence egypt 3 1");
    ok(&mut m, US, "play sadat-expels-soviets event");
    assert_eq!(inf(m.as_ref(), "egypt"), (0, 2));
}

#[test]
fn card_73_shuttle_diplomacy_stays_before_the_us_then_drops_a_ussr_battleground_at_middle_east_scoring() {
    let mut m = mid_round(
        &["nasser", "middle-east-scoring", "blockade"],
        &["shuttle-diplomacy", "truman-doctrine"],
    );
    ussr_passes_time(&mut m);
    ok(&mut m, US, "play shuttle-diplomacy event");
    assert!(lasting(m.as_ref()).contains(&"shuttle-diplomacy".to_string()));
    assert!(!pile(m.as_ref(), "discard").contains(&"shuttle-diplomacy".to_string()));
    // USSR: Iraq and Libya (2 battlegrounds); US: Israel (1). Without Shuttle Diplomacy the USSR
    // nets +1 (3+2 against 3+1); with it, one USSR battleground fewer: 3+1 against 3+1.
    set_many(&mut m, &MIDDLE_EAST, 0, 0);
    edit(&mut m, "set influence iraq 3 0");
    edit(&mut m, "set influence libya 2 0");
    edit(&mut m, "set influence israel 0 4");
    let before = vp(m.as_ref());
    let applied = ok(&mut m, USSR, "play middle-east-scoring");
    assert_eq!(vp(m.as_ref()), before);
    assert_eq!(logged(&applied.log, "ts-log-shuttle-diplomacy").len(), 1);
    assert!(!lasting(m.as_ref()).contains(&"shuttle-diplomacy".to_string()));
    assert!(pile(m.as_ref(), "discard").contains(&"shuttle-diplomacy".to_string()));
}

#[test]
fn card_73_shuttle_diplomacy_ignores_southeast_asia_scoring() {
    let mut m = mid_round(
        &["nasser", "southeast-asia-scoring", "blockade"],
        &["shuttle-diplomacy", "truman-doctrine"],
    );
    ussr_passes_time(&mut m);
    ok(&mut m, US, "play shuttle-diplomacy event");
    edit(&mut m, "set influence vietnam 2 0");
    let applied = ok(&mut m, USSR, "play southeast-asia-scoring");
    assert!(logged(&applied.log, "ts-log-shuttle-diplomacy").is_empty());
    assert!(lasting(m.as_ref()).contains(&"shuttle-diplomacy".to_string()));
    assert!(!pile(m.as_ref(), "discard").contains(&"shuttle-diplomacy".to_string()));
}

#[test]
fn card_74_the_voice_of_america_removes_four_ussr_points_outside_europe_two_per_country() {
    let mut m = mid_round(&["nasser"], &["the-voice-of-america", "truman-doctrine"]);
    ussr_passes_time(&mut m);
    edit(&mut m, "set influence iraq 3 0");
    edit(&mut m, "set influence cuba 2 0");
    edit(&mut m, "set influence east-germany 3 0");
    ok(&mut m, US, "play the-voice-of-america event");
    refused_with(&mut m, US, "remove east-germany", "ts-err-spread-remove");
    ok(&mut m, US, "remove iraq:2");
    refused_with(&mut m, US, "remove iraq", "ts-err-spread-remove");
    ok(&mut m, US, "remove cuba:2");
    assert_eq!(inf(m.as_ref(), "iraq").0, 1);
    assert_eq!(inf(m.as_ref(), "cuba").0, 0);
    assert_eq!(inf(m.as_ref(), "east-germany").0, 3);
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
}

#[test]
fn card_75_liberation_theology_adds_three_in_central_america_two_per_country() {
    let mut m = mid_round(&["liberation-theology", "nasser"], &["truman-doctrine"]);
    set_many(&mut m, &["nicaragua", "haiti"], 0, 0);
    ok(&mut m, USSR, "play liberation-theology event");
    refused_with(&mut m, USSR, "place brazil", "ts-err-spread-add");
    ok(&mut m, USSR, "place nicaragua:2");
    refused_with(&mut m, USSR, "place nicaragua", "ts-err-spread-add");
    ok(&mut m, USSR, "place haiti");
    assert_eq!(inf(m.as_ref(), "nicaragua").0, 2);
    assert_eq!(inf(m.as_ref(), "haiti").0, 1);
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn card_76_ussuri_river_takes_the_china_card_face_up_or_adds_four_in_asia() {
    let mut m = mid_round(&["nasser", "blockade"], &["ussuri-river-skirmish", "truman-doctrine"]);
    edit(&mut m, "set china ussr down");
    ussr_passes_time(&mut m);
    ok(&mut m, US, "play ussuri-river-skirmish event");
    let china = &view(m.as_ref())["china"];
    assert_eq!(china["holder"], "us");
    assert_eq!(china["face_up"], true);
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    // Already the US's (even face down): 4 influence in Asia, at most 2 per country.
    let mut m = mid_round(&["nasser"], &["ussuri-river-skirmish", "truman-doctrine"]);
    edit(&mut m, "set china us down");
    ussr_passes_time(&mut m);
    set_many(&mut m, &["thailand", "burma"], 0, 0);
    ok(&mut m, US, "play ussuri-river-skirmish event");
    refused_with(&mut m, US, "place iran", "ts-err-spread-add");
    ok(&mut m, US, "place thailand:2");
    refused_with(&mut m, US, "place thailand", "ts-err-spread-add");
    ok(&mut m, US, "place burma:2");
    assert_eq!(inf(m.as_ref(), "thailand"), (0, 2));
    assert_eq!(inf(m.as_ref(), "burma"), (0, 2));
    assert_eq!(view(m.as_ref())["china"]["face_up"], false);
}

#[test]
fn card_77_ask_not_discards_publicly_and_draws_as_many_privately() {
    let mut m = mid_round(
        &["nasser"],
        &[
            "ask-not-what-your-country-can-do-for-you",
            "truman-doctrine",
            "defectors",
            "special-relationship",
        ],
    );
    edit(&mut m, "set deck-top fidel korean-war vietnam-revolts");
    ussr_passes_time(&mut m);
    ok(&mut m, US, "play ask-not-what-your-country-can-do-for-you event");
    refused_with(&mut m, US, "choose nasser", "ts-err-choose");
    let applied = ok(&mut m, US, "choose truman-doctrine");
    assert!(logged(&applied.log, "ts-log-discarded").len() == 1);
    ok(&mut m, US, "choose defectors");
    let applied = ok(&mut m, US, "done");
    let mut held = hand(m.as_ref(), US);
    held.sort();
    assert_eq!(held, vec!["fidel", "korean-war", "special-relationship"]);
    let discard = pile(m.as_ref(), "discard");
    assert!(discard.contains(&"truman-doctrine".to_string()));
    assert!(discard.contains(&"defectors".to_string()));
    // The new cards are named to the US only.
    let drawn: Vec<&LogEntry> = applied.log.iter().filter(|e| names_card(e, "fidel")).collect();
    assert!(!drawn.is_empty());
    assert!(drawn.iter().all(|e| e.audience == Audience::Only(US)));
    assert!(pile(m.as_ref(), "removed").contains(&"ask-not-what-your-country-can-do-for-you".to_string()));
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
}

#[test]
fn card_77_ask_not_reshuffles_the_discard_pile_when_the_deck_runs_out() {
    let mut m = mid_round(
        &["nasser"],
        &[
            "ask-not-what-your-country-can-do-for-you",
            "truman-doctrine",
            "defectors",
        ],
    );
    ussr_passes_time(&mut m);
    let all = deck(m.as_ref());
    edit(&mut m, &format!("set discard {}", all.join(" ")));
    assert!(deck(m.as_ref()).is_empty());
    let in_discard = pile(m.as_ref(), "discard").len();
    ok(&mut m, US, "play ask-not-what-your-country-can-do-for-you event");
    // The hand is empty after the second discard: the drawing follows at once.
    let applied = ok(&mut m, US, "choose truman-doctrine choose defectors");
    assert_eq!(logged(&applied.log, "ts-log-reshuffle").len(), 1);
    assert_eq!(hand(m.as_ref(), US).len(), 2);
    // The pile reshuffled with the two cards just discarded: two drawn from it.
    assert_eq!(deck(m.as_ref()).len(), in_discard + 2 - 2);
    // Nasser, played this turn, is back in the pile (or the US hand) yet still listed as played:
    // not a secret any view gives away.
    assert_views_keep_secrets(m.as_ref());
}

/// No view shows a card its viewer may not know (the random battery's leak check).
fn assert_views_keep_secrets(m: &dyn AnyMatch) {
    use warroom::engine::Viewer;
    for viewer in [Viewer::Public, Viewer::Seat(USSR), Viewer::Seat(US)] {
        let text = m.view(viewer).to_string();
        for id in m.hidden_card_ids(viewer) {
            assert!(!text.contains(&format!("\"{id}\"")), "{viewer:?} sees hidden card {id}");
        }
    }
}

#[test]
fn card_78_alliance_for_progress_scores_us_controlled_american_battlegrounds() {
    let mut m = mid_round(&["nasser"], &["alliance-for-progress", "truman-doctrine"]);
    ussr_passes_time(&mut m);
    set_many(
        &mut m,
        &["mexico", "cuba", "panama", "venezuela", "chile", "argentina", "brazil"],
        0,
        0,
    );
    edit(&mut m, "set influence panama 0 2");
    edit(&mut m, "set influence chile 0 3");
    // Present without control, and a controlled non-battleground: nothing.
    edit(&mut m, "set influence brazil 1 2");
    edit(&mut m, "set influence bolivia 0 3");
    let before = vp(m.as_ref());
    ok(&mut m, US, "play alliance-for-progress event");
    assert_eq!(vp(m.as_ref()), before + 2);
}

#[test]
fn card_80_one_small_step_moves_two_boxes_scoring_only_the_last() {
    let mut m = mid_round(&["one-small-step", "nasser"], &["truman-doctrine"]);
    edit(&mut m, "set space ussr 0");
    edit(&mut m, "set space us 1");
    let before = vp(m.as_ref());
    ok(&mut m, USSR, "play one-small-step event");
    assert_eq!(pair(m.as_ref(), "space"), (2, 1));
    // Box 1 (1 VP for a later arrival) is passed over; box 2 gives nothing.
    assert_eq!(vp(m.as_ref()), before);
    // Box 6 to 8 past a rival on box 7: box 7's VP are skipped, box 8 first gives 2.
    let mut m = mid_round(&["nasser"], &["one-small-step", "truman-doctrine"]);
    edit(&mut m, "set space us 6");
    edit(&mut m, "set space ussr 7");
    ussr_passes_time(&mut m);
    let before = vp(m.as_ref());
    ok(&mut m, US, "play one-small-step event");
    assert_eq!(pair(m.as_ref(), "space"), (7, 8));
    assert_eq!(vp(m.as_ref()), before + 2);
    // Level or ahead: the event is refused, with the reason.
    let mut m = mid_round(&["one-small-step", "nasser"], &["truman-doctrine"]);
    edit(&mut m, "set space ussr 2");
    edit(&mut m, "set space us 2");
    ok(&mut m, USSR, "play one-small-step");
    refused_with(&mut m, USSR, "event", "ts-why-one-small-step");
}

#[test]
fn card_107_che_coups_a_non_battleground_and_again_elsewhere_after_removing_us_influence() {
    let mut m = mid_round(&["che", "nasser"], &["truman-doctrine"]);
    edit(&mut m, "set influence nicaragua 0 1");
    edit(&mut m, "set influence guatemala 0 1");
    edit(&mut m, "set influence panama 0 1");
    edit(&mut m, "set milops ussr 0");
    ok(&mut m, USSR, "play che event");
    assert!(has_option(m.as_ref(), USSR, "coup"));
    assert!(!has_option(m.as_ref(), USSR, "influence"));
    ok(&mut m, USSR, "coup");
    // Panama is a battleground; Europe is out of the area.
    refused(&mut m, USSR, "coup panama");
    refused(&mut m, USSR, "coup west-germany");
    m.force_roll(1);
    ok(&mut m, USSR, "coup nicaragua");
    // 1 + 3 − 2 = 2: the US point goes, one USSR point comes.
    assert_eq!(inf(m.as_ref(), "nicaragua"), (1, 0));
    assert_eq!(
        pair(m.as_ref(), "milops").0,
        3,
        "Che's coups count as military operations (A-8)"
    );
    // A second coup, elsewhere.
    assert!(has_option(m.as_ref(), USSR, "coup"));
    ok(&mut m, USSR, "coup");
    refused(&mut m, USSR, "coup nicaragua");
    m.force_roll(1);
    ok(&mut m, USSR, "coup guatemala");
    assert_eq!(inf(m.as_ref(), "guatemala"), (1, 0));
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn card_107_che_gets_no_second_coup_when_the_first_removed_nothing() {
    let mut m = mid_round(&["che", "nasser"], &["truman-doctrine"]);
    edit(&mut m, "set influence honduras 0 1");
    edit(&mut m, "set influence guatemala 0 1");
    ok(&mut m, USSR, "play che event coup");
    // 1 + 3 − 4 = 0: a failed coup.
    m.force_roll(1);
    ok(&mut m, USSR, "coup honduras");
    assert_eq!(inf(m.as_ref(), "honduras"), (0, 1));
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    // The USSR may also decline the coup altogether.
    let mut m = mid_round(&["che", "nasser"], &["truman-doctrine"]);
    edit(&mut m, "set influence honduras 0 1");
    ok(&mut m, USSR, "play che event");
    ok(&mut m, USSR, "done");
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn card_108_our_man_in_tehran_shows_five_cards_to_the_us_discards_publicly_and_shuffles() {
    let mut m = mid_round(&["nasser"], &["our-man-in-tehran", "truman-doctrine"]);
    set_many(&mut m, &MIDDLE_EAST, 0, 0);
    edit(&mut m, "set influence iran 0 2");
    edit(
        &mut m,
        "set deck-top fidel korean-war vietnam-revolts blockade suez-crisis",
    );
    ussr_passes_time(&mut m);
    let size = deck(m.as_ref()).len();
    let applied = ok(&mut m, US, "play our-man-in-tehran event");
    let seen: Vec<&LogEntry> = applied.log.iter().filter(|e| names_card(e, "fidel")).collect();
    assert!(!seen.is_empty());
    assert!(seen.iter().all(|e| e.audience == Audience::Only(US)));
    assert!(names_card(seen[0], "suez-crisis"));
    // Only the cards seen may be discarded.
    refused_with(&mut m, US, "choose nasser", "ts-err-choose");
    refused(&mut m, USSR, "choose fidel");
    let applied = ok(&mut m, US, "choose fidel");
    assert_eq!(logged(&applied.log, "ts-log-tehran-discard").len(), 1);
    ok(&mut m, US, "choose blockade");
    refused_with(&mut m, US, "choose fidel", "ts-err-choose");
    ok(&mut m, US, "done");
    let discard = pile(m.as_ref(), "discard");
    assert!(discard.contains(&"fidel".to_string()));
    assert!(discard.contains(&"blockade".to_string()));
    assert_eq!(deck(m.as_ref()).len(), size - 2);
    assert!(deck(m.as_ref()).contains(&"korean-war".to_string()));
    assert!(pile(m.as_ref(), "removed").contains(&"our-man-in-tehran".to_string()));
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    // Without a US-controlled Middle East country the event cannot happen.
    let mut m = mid_round(&["nasser"], &["our-man-in-tehran", "truman-doctrine"]);
    set_many(&mut m, &MIDDLE_EAST, 0, 0);
    ussr_passes_time(&mut m);
    ok(&mut m, US, "play our-man-in-tehran");
    refused_with(&mut m, US, "event", "ts-why-tehran-no-middle-east");
}

#[test]
fn card_108_our_man_in_tehran_with_a_short_deck_reshuffles_the_discard_pile_beneath_it_first() {
    let mut m = mid_round(&["nasser"], &["our-man-in-tehran", "truman-doctrine"]);
    edit(&mut m, "set influence iran 0 2");
    ussr_passes_time(&mut m);
    let all = deck(m.as_ref());
    // Leave two cards in the pile (known ones), the rest to the discard pile.
    edit(&mut m, &format!("set discard {}", all.join(" ")));
    edit(&mut m, "set deck-top fidel korean-war");
    let total = pile(m.as_ref(), "discard").len() + 2;
    let applied = ok(&mut m, US, "play our-man-in-tehran event");
    assert_eq!(logged(&applied.log, "ts-log-reshuffle").len(), 1);
    let seen = applied
        .log
        .iter()
        .find(|e| e.text.key == "ts-log-private-cards" && names_card(e, "fidel"))
        .expect("the US sees the old top cards first");
    assert!(names_card(seen, "korean-war"));
    ok(&mut m, US, "done");
    assert_eq!(deck(m.as_ref()).len(), total);
    assert!(pile(m.as_ref(), "discard").is_empty());
    assert_views_keep_secrets(m.as_ref());
}

#[test]
fn card_69_death_squads_of_both_sides_in_one_turn_cancel_out() {
    let mut m = mid_round(
        &["latin-american-death-squads", "nasser"],
        &["truman-doctrine", "defectors"],
    );
    edit(&mut m, "set this-turn latin-american-death-squads us");
    ok(&mut m, USSR, "play latin-american-death-squads event");
    edit(&mut m, "set influence nicaragua 2 0");
    m.force_roll(3);
    let applied = ok(&mut m, US, "play truman-doctrine coup nicaragua");
    assert_eq!(arg_num(logged(&applied.log, "ts-log-coup")[0], "mod"), 0);
}

#[test]
fn card_67_grain_sales_taken_card_does_not_carry_the_ussr_ops_bonus() {
    // Seed rules 4-1: Brezhnev Doctrine's +1 stays with the USSR when the US takes its card.
    let mut m = mid_round(&["blockade", "nasser"], &["grain-sales-to-soviets", "truman-doctrine"]);
    edit(&mut m, "set this-turn brezhnev-doctrine ussr");
    ok(&mut m, USSR, "play blockade influence finland:2");
    ok(&mut m, US, "play grain-sales-to-soviets event choose play");
    let before = inf(m.as_ref(), "canada").1;
    refused(&mut m, US, "influence place canada:2");
    ok(&mut m, US, "influence place canada");
    assert_eq!(inf(m.as_ref(), "canada").1, before + 1);
}
