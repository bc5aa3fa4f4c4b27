//! One test (or more) per rule of the spec, sections 2.1-2.12 (R-1..R-113), named by its
//! R-numbers. Positions are built with GM edits (`set ...`) and forced dice; every refusal is
//! checked to leave the saved game unchanged and to name the rule by its message key.
//!
//! Rules that live on event cards are tested with the Early War events (part 2); cards of other
//! eras not built yet are tested for what the game shows (the event option is missing and says
//! why; the card's other uses work).
//!
//! `seed NNN` = /work/shared/seeds/000_f8591b282d3ccc23.txt (the rulebook, Korean), by line.

use serde_json::Value;
use warroom::engine::{AnyMatch, GameOptions, Viewer};
use warroom::games::Registry;

use super::new_match;
use super::support::*;

/// The USSR spends its round on one point in Finland (blockade, 1 op), far from every test.
fn ussr_plays_elsewhere(m: &mut Box<dyn AnyMatch>) {
    ok(m, USSR, "play blockade influence finland");
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

/// The US spends its round on one point in Canada (truman-doctrine, 1 op).
fn us_plays_elsewhere(m: &mut Box<dyn AnyMatch>) {
    ok(m, US, "play truman-doctrine influence canada");
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
}

fn set_inf(m: &mut Box<dyn AnyMatch>, country: &str, ussr: u8, us: u8) {
    edit(m, &format!("set influence {country} {ussr} {us}"));
}

/// A prompt option's label argument, e.g. the realignment modifiers shown next to a target.
fn label_num(m: &dyn AnyMatch, notation: &str, arg: &str) -> i64 {
    let prompt = &m.pending()[0];
    let choice = prompt
        .options
        .iter()
        .find(|c| c.notation == notation)
        .unwrap_or_else(|| panic!("`{notation}` is not offered"));
    arg_num(&choice.label, arg)
}

fn total_influence(m: &dyn AnyMatch) -> (i64, i64) {
    let v = view(m);
    let mut total = (0, 0);
    for (_, pair) in v["influence"].as_object().expect("influence map") {
        total.0 += pair["ussr"].as_i64().unwrap_or(0);
        total.1 += pair["us"].as_i64().unwrap_or(0);
    }
    total
}

fn played_cards(v: &Value) -> Vec<(String, String, String)> {
    v["played"]
        .as_array()
        .expect("played list")
        .iter()
        .map(|p| {
            (
                p["power"].as_str().unwrap_or("").to_string(),
                p["card"].as_str().unwrap_or("").to_string(),
                p["use"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// 2.1 Basics

#[test]
fn r1_two_players_seat_0_is_the_ussr_and_seat_1_the_us() {
    let registry = Registry::builtin();
    let kind = registry.get("twilight-struggle").expect("registered");
    for seats in [1, 3] {
        let err = kind.create(seats, &GameOptions::new(), 1).err().expect("refused");
        assert_eq!(err.text.key, "err-seat-count");
    }
    let m = new_match(&[], 1);
    assert_eq!(private(m.as_ref(), 0)["you"]["power"], "ussr");
    assert_eq!(private(m.as_ref(), 1)["you"]["power"], "us");
    // The USSR places first.
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
}

#[test]
fn r2_r30_r31_ten_turns_in_three_eras_then_final_scoring() {
    let mut m = standard_round();
    let cards_in_game = |m: &dyn AnyMatch| {
        let v = view(m);
        v["deck"].as_i64().unwrap()
            + v["hands"]["ussr"]["count"].as_i64().unwrap()
            + v["hands"]["us"]["count"].as_i64().unwrap()
            + v["discard"].as_array().unwrap().len() as i64
            + v["removed"].as_array().unwrap().len() as i64
    };
    // Early War: 34 cards #1-35 without The China Card, #103, and the optional #104-106.
    assert_eq!(cards_in_game(m.as_ref()), 38);
    to_turn(&mut m, 4);
    assert_eq!(num(m.as_ref(), "turn"), 4);
    // Mid War (turns 4-7): 46 cards #36-81 and the optional #107-108 join.
    assert_eq!(cards_in_game(m.as_ref()), 38 + 48);
    to_turn(&mut m, 8);
    // Late War (turns 8-10): 21 cards #82-102 and the optional #109-110.
    assert_eq!(cards_in_game(m.as_ref()), 38 + 48 + 23);
    to_turn(&mut m, 10);
    assert!(m.outcome().is_none());
    finish_turn(&mut m);
    let outcome = m.outcome().expect("the game ends after turn 10");
    assert!(outcome.summary.key.starts_with("ts-end-final"), "{:?}", outcome.summary);
    assert_eq!(num(m.as_ref(), "turn"), 10);
}

#[test]
fn r3_r21_six_alternating_rounds_ussr_first_in_the_early_war_seven_from_turn_4() {
    for (turn, rounds) in [(1, 6), (4, 7)] {
        let mut m = standard_round();
        to_turn(&mut m, turn);
        assert_eq!(view(m.as_ref())["phasing"], "ussr");
        let mut seen: Vec<(i64, String)> = Vec::new();
        while num(m.as_ref(), "turn") == turn && m.outcome().is_none() {
            if phase(m.as_ref()) == "choose-card" {
                let v = view(m.as_ref());
                let phasing = v["phasing"].as_str().unwrap_or("").to_string();
                // the phasing player is the one whose round it is, and only it decides.
                let seat = if phasing == "ussr" { USSR } else { US };
                assert_eq!(pending_seats(m.as_ref()), vec![seat]);
                seen.push((v["round"].as_i64().unwrap(), phasing));
            }
            step(&mut m);
        }
        let expected: Vec<(i64, String)> = (1..=rounds)
            .flat_map(|r| [(r, "ussr".to_string()), (r, "us".to_string())])
            .collect();
        assert_eq!(seen, expected, "turn {turn}");
        // Between turns nobody is phasing (the headline is simultaneous).
        assert_eq!(view(m.as_ref())["phasing"], Value::Null);
    }
}

#[test]
fn r4_r33_r47_own_events_resolve_a_prevented_event_says_why_and_the_card_keeps_its_other_uses() {
    let mut m = standard_round();
    // The Iron Lady prevents Socialist Governments; the option is missing and says why,
    // and the card's other uses stay.
    edit(&mut m, "set lasting the-iron-lady");
    ok(&mut m, USSR, "play socialist-governments");
    assert!(!has_option(m.as_ref(), USSR, "event"));
    for use_ in ["influence", "realign", "coup", "space"] {
        assert!(has_option(m.as_ref(), USSR, use_), "{use_} is offered");
    }
    refused_with(&mut m, USSR, "event", "ts-why-blocked-by");
    // a scoring card played as an event resolves at once.
    ok(&mut m, USSR, "back");
    edit(&mut m, "set hand ussr asia-scoring blockade");
    let applied = ok(&mut m, USSR, "play asia-scoring");
    assert_eq!(logged(&applied.log, "ts-log-scoring").len(), 1);
    // an own event resolves (3 US points removed in Western Europe) and gives no ops.
    let mut m = standard_round();
    ok(&mut m, USSR, "play socialist-governments event");
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    ok(&mut m, USSR, "remove uk:2 italy");
    assert_eq!(inf(m.as_ref(), "uk"), (0, 3));
    assert_eq!(inf(m.as_ref(), "italy"), (0, 2));
    assert_eq!(total_influence(m.as_ref()).0, 15);
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn r5_the_china_cards_asia_bonus_counts_southeast_asia_as_asia() {
    let mut m = standard_round();
    set_inf(&mut m, "thailand", 1, 0);
    // 4 ops + 1: all five points in Asia, two of them in Southeast Asia countries.
    ok(
        &mut m,
        USSR,
        "play the-china-card influence thailand:2 vietnam:2 north-korea",
    );
    assert_eq!(inf(m.as_ref(), "thailand"), (3, 0));
    assert_eq!(inf(m.as_ref(), "vietnam"), (2, 0));
    assert_eq!(inf(m.as_ref(), "north-korea"), (4, 0));
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn r6_r12_setup_austria_and_finland_are_both_east_and_west_canada_and_turkey_are_europe() {
    let mut m = new_match(&[], 3);
    // The USSR may use Austria and Finland (Eastern Europe) but not West Germany.
    refused_with(&mut m, USSR, "place west-germany", "ts-err-setup-ussr");
    refused_with(&mut m, USSR, "place turkey", "ts-err-setup-ussr");
    ok(&mut m, USSR, "place austria finland poland:4");
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    // the US sees the USSR placement before it places.
    let us_view = private(m.as_ref(), US);
    assert_eq!(us_view["influence"]["poland"]["ussr"], 4);
    assert_eq!(us_view["influence"]["austria"]["ussr"], 1);
    // The US may use Austria, Finland, Canada and Turkey (Western Europe) but not Poland or Iran.
    refused_with(&mut m, US, "place poland", "ts-err-setup-us");
    refused_with(&mut m, US, "place iran", "ts-err-setup-us");
    ok(&mut m, US, "place austria finland canada turkey west-germany:3");
    assert_eq!(inf(m.as_ref(), "austria"), (1, 1));
    assert_eq!(inf(m.as_ref(), "finland"), (2, 1));
    assert_eq!(inf(m.as_ref(), "canada"), (0, 3));
    assert_eq!(inf(m.as_ref(), "turkey"), (0, 1));
    assert_eq!(phase(m.as_ref()), "headline");
}

#[test]
fn r6_r81_turkey_and_canada_are_european_egypt_and_libya_are_middle_eastern_for_defcon() {
    let mut m = standard_round();
    set_inf(&mut m, "turkey", 0, 1);
    set_inf(&mut m, "egypt", 0, 1);
    set_inf(&mut m, "libya", 0, 1);
    edit(&mut m, "set defcon 4");
    ok(&mut m, USSR, "play socialist-governments coup");
    refused_with(&mut m, USSR, "coup turkey", "ts-err-defcon-region");
    refused_with(&mut m, USSR, "coup canada", "ts-err-defcon-region");
    assert!(has_option(m.as_ref(), USSR, "coup egypt"));
    assert!(has_option(m.as_ref(), USSR, "coup libya"));
    ok(&mut m, USSR, "back");
    ok(&mut m, USSR, "back");
    edit(&mut m, "set defcon 2");
    ok(&mut m, USSR, "play socialist-governments coup");
    refused_with(&mut m, USSR, "coup egypt", "ts-err-defcon-region");
    refused_with(&mut m, USSR, "coup libya", "ts-err-defcon-region");
}

#[test]
fn r7_adjacency_follows_the_map_lines_bulgaria_touches_only_greece_and_turkey() {
    // seed 2861-2865: Bulgaria gives access to Greece, not to the other Eastern European
    // countries.
    let mut m = standard_round();
    set_inf(&mut m, "yugoslavia", 0, 0);
    set_inf(&mut m, "bulgaria", 1, 0);
    ok(&mut m, USSR, "play decolonization influence");
    for reachable in ["greece", "turkey", "bulgaria"] {
        assert!(
            has_option(m.as_ref(), USSR, &format!("place {reachable}")),
            "{reachable}"
        );
    }
    assert!(!has_option(m.as_ref(), USSR, "place yugoslavia"));
    refused_with(&mut m, USSR, "place yugoslavia", "ts-err-not-reachable");
    ok(&mut m, USSR, "place greece:2");
    assert_eq!(inf(m.as_ref(), "greece"), (2, 0));
}

#[test]
fn r8_r57_superpowers_hold_no_influence_and_count_once_in_realignment() {
    // seed 782-796: the US realigns North Korea (USSR 3, US 0). The US has no modifier; the
    // USSR gets +1 for its superpower next door and +1 for more influence (not +1 again for the
    // superpower as an "adjacent controlled country"). US 5, USSR 2+2 = 4: the USSR loses 1.
    let mut m = standard_round();
    ok(&mut m, USSR, "play decolonization influence");
    refused_with(&mut m, USSR, "place ussr", "ts-err-unknown-country");
    refused_with(&mut m, USSR, "place usa", "ts-err-unknown-country");
    ok(&mut m, USSR, "back");
    ok(&mut m, USSR, "back");
    ussr_plays_elsewhere(&mut m);
    ok(&mut m, US, "play cia-created realign");
    assert_eq!(label_num(m.as_ref(), "realign north-korea", "mine"), 0);
    assert_eq!(label_num(m.as_ref(), "realign north-korea", "theirs"), 2);
    m.force_roll(5);
    m.force_roll(2);
    let applied = ok(&mut m, US, "realign north-korea");
    assert_eq!(applied.rolls, vec![5, 2]);
    assert_eq!(inf(m.as_ref(), "north-korea"), (2, 0));
}

#[test]
fn r9_control_needs_stability_and_a_lead_of_stability() {
    // seed 252-256: Israel (stability 4) needs 4 influence and 4 more than the other side.
    let mut m = standard_round();
    for (ussr, us, controller) in [
        (0, 4, "us"),
        (0, 3, ""),
        (1, 4, ""),
        (1, 5, "us"),
        (4, 0, "ussr"),
        (4, 4, ""),
        (9, 5, "ussr"),
    ] {
        set_inf(&mut m, "israel", ussr, us);
        assert_eq!(control(m.as_ref(), "israel"), controller, "israel {ussr}/{us}");
    }
}

#[test]
fn r10_r63_a_coup_on_a_battleground_degrades_defcon_elsewhere_it_does_not() {
    let mut m = standard_round();
    set_inf(&mut m, "lebanon", 0, 1);
    m.force_roll(1);
    ok(&mut m, USSR, "play decolonization coup lebanon");
    assert_eq!(defcon(m.as_ref()), 5, "Lebanon is no battleground");
    m.force_roll(1);
    ok(&mut m, US, "play defectors coup syria");
    assert_eq!(defcon(m.as_ref()), 5, "Syria is no battleground");
    m.force_roll(1);
    ok(&mut m, USSR, "play arab-israeli-war coup iran");
    assert_eq!(defcon(m.as_ref()), 4, "Iran is a battleground (failed coups count too)");
    assert_eq!(inf(m.as_ref(), "iran"), (0, 1));
}

// ---------------------------------------------------------------------------------------------
// 2.2 Setup

#[test]
fn r11_setup_fixed_influence_then_6_ussr_and_7_us_free_points() {
    let mut m = new_match(&[], 5);
    let v = view(m.as_ref());
    let fixed = [
        ("syria", (1, 0)),
        ("iraq", (1, 0)),
        ("north-korea", (3, 0)),
        ("east-germany", (3, 0)),
        ("finland", (1, 0)),
        ("canada", (0, 2)),
        ("iran", (0, 1)),
        ("israel", (0, 1)),
        ("japan", (0, 1)),
        ("australia", (0, 4)),
        ("philippines", (0, 1)),
        ("south-korea", (0, 1)),
        ("panama", (0, 1)),
        ("south-africa", (0, 1)),
        ("uk", (0, 5)),
    ];
    for (country, expected) in fixed {
        assert_eq!(inf(m.as_ref(), country), expected, "{country}");
    }
    assert_eq!(v["influence"].as_object().unwrap().len(), fixed.len());
    assert_eq!(total_influence(m.as_ref()), (9, 18));
    assert_eq!(v["defcon"], 5);
    assert_eq!(v["vp"], 0);
    assert_eq!(v["turn"], 1);
    assert_eq!(pair(m.as_ref(), "space"), (0, 0));
    assert_eq!(pair(m.as_ref(), "milops"), (0, 0));
    assert_eq!(v["china"]["holder"], "ussr");
    assert_eq!(v["china"]["face_up"], true);
    assert_eq!(v["hands"]["ussr"]["count"], 8);
    assert_eq!(v["hands"]["us"]["count"], 8);
    // Free points one at a time: six for the USSR, then seven for the US.
    for _ in 0..5 {
        ok(&mut m, USSR, "place poland");
    }
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    ok(&mut m, USSR, "place poland");
    ok(&mut m, US, "place west-germany:7");
    assert_eq!(total_influence(m.as_ref()), (15, 25));
    assert_eq!(phase(m.as_ref()), "headline");
}

#[test]
fn r12_r13_setup_reset_and_the_us_bid_goes_where_the_us_starts() {
    let mut m = new_match(&[("us_bid", "2")], 5);
    ok(&mut m, USSR, "place poland:3");
    ok(&mut m, USSR, "reset");
    assert_eq!(inf(m.as_ref(), "poland"), (0, 0));
    ok(&mut m, USSR, "place poland:6");
    // 7 in Western Europe plus 2 bid points, which may also go where the US starts.
    refused_with(&mut m, US, "place egypt", "ts-err-setup-us");
    ok(&mut m, US, "place iran japan");
    refused_with(&mut m, US, "place israel", "ts-err-setup-us");
    ok(&mut m, US, "place italy:7");
    assert_eq!(inf(m.as_ref(), "iran"), (0, 2));
    assert_eq!(inf(m.as_ref(), "japan"), (0, 2));
    assert_eq!(total_influence(m.as_ref()), (15, 27));
}

#[test]
fn r13_options_optional_cards_civil_war_and_their_defaults() {
    let deck_and_hands = |m: &dyn AnyMatch| {
        let v = view(m);
        v["deck"].as_i64().unwrap()
            + v["hands"]["ussr"]["count"].as_i64().unwrap()
            + v["hands"]["us"]["count"].as_i64().unwrap()
    };
    let default = new_match(&[], 1);
    assert_eq!(deck_and_hands(default.as_ref()), 38, "optional cards on by default");
    assert_eq!(view(default.as_ref())["civil_war"], Value::Null);
    let plain = new_match(&[("optional_cards", "off")], 1);
    assert_eq!(deck_and_hands(plain.as_ref()), 35);
    let civil = new_match(&[("chinese_civil_war", "on")], 1);
    assert_eq!(view(civil.as_ref())["china"], Value::Null);
    assert_eq!(view(civil.as_ref())["civil_war"], 0);
    let registry = Registry::builtin();
    let kind = registry.get("twilight-struggle").expect("registered");
    let bad: GameOptions = [("us_bid".to_string(), "11".to_string())].into_iter().collect();
    let err = kind.create(2, &bad, 1).err().expect("bid 11 refused");
    assert_eq!(err.text.key, "err-bad-option-value");
}

// ---------------------------------------------------------------------------------------------
// 2.3 Turn sequence

/// Keys of the public log in order, of the keys a test cares about.
fn keys_in_order<'a>(log: &'a [warroom::engine::LogEntry], wanted: &[&str]) -> Vec<&'a str> {
    log.iter()
        .map(|e| e.text.key.as_ref())
        .filter(|k| wanted.contains(k))
        .collect()
}

#[test]
fn r14_r15_r20_r27_r84_the_end_of_a_turn_runs_milops_china_turn_defcon_deal_headline_in_order() {
    let mut m = standard_round();
    edit(&mut m, "set round 6");
    ok(&mut m, USSR, "play the-china-card influence north-korea:5");
    edit(&mut m, "set defcon 3");
    edit(&mut m, "set milops ussr 1");
    edit(&mut m, "set milops us 3");
    let applied = ok(&mut m, US, "play duck-and-cover influence canada:3");
    let order = keys_in_order(
        &applied.log,
        &[
            "ts-log-milops-short",
            "ts-log-vp",
            "ts-log-china-face-up",
            "ts-log-turn",
            "ts-log-defcon-improves",
        ],
    );
    // E (the USSR is 2 short of DEFCON 3: US +2 VP), G, H, A (improve = DEFCON up by one).
    assert_eq!(
        order,
        vec![
            "ts-log-milops-short",
            "ts-log-vp",
            "ts-log-china-face-up",
            "ts-log-turn",
            "ts-log-defcon-improves"
        ]
    );
    let v = view(m.as_ref());
    assert_eq!(v["vp"], 2);
    assert_eq!(v["turn"], 2);
    assert_eq!(v["defcon"], 4);
    // both milops back to 0.
    assert_eq!(pair(m.as_ref(), "milops"), (0, 0));
    // B then C: hands refilled to 8, both headline.
    assert_eq!(v["hands"]["ussr"]["count"], 8);
    assert_eq!(v["hands"]["us"]["count"], 8);
    assert_eq!(phase(m.as_ref()), "headline");
    assert_eq!(pending_seats(m.as_ref()), vec![USSR, US]);
}

#[test]
fn r82_r84_defcon_never_improves_past_5() {
    let mut m = standard_round();
    finish_turn(&mut m);
    assert_eq!(num(m.as_ref(), "turn"), 2);
    assert_eq!(defcon(m.as_ref()), 5);
    edit(&mut m, "set defcon 4");
    autoplay(&mut m, |g| phase(g) == "choose-card");
    finish_turn(&mut m);
    assert_eq!(defcon(m.as_ref()), 5, "4 improves to 5");
}

#[test]
fn r16_r17_r87_deal_alternates_from_the_ussr_up_to_8_without_the_china_card() {
    let mut m = standard_round();
    edit(&mut m, "set round 6");
    ok(&mut m, USSR, "play blockade influence finland");
    edit(
        &mut m,
        "set deck-top olympic-games nuclear-test-ban red-scare-purge indo-pakistani-war",
    );
    ok(&mut m, US, "play truman-doctrine influence canada");
    // Each had 6 left and draws 2: USSR first, one card at a time.
    let ussr = hand(m.as_ref(), USSR);
    let us = hand(m.as_ref(), US);
    assert_eq!(ussr.len(), 8, "The China Card is not counted");
    assert_eq!(us.len(), 8);
    assert!(ussr.contains(&"olympic-games".to_string()) && ussr.contains(&"red-scare-purge".to_string()));
    assert!(us.contains(&"nuclear-test-ban".to_string()) && us.contains(&"indo-pakistani-war".to_string()));
    assert_eq!(view(m.as_ref())["china"]["holder"], "ussr");
}

#[test]
fn r16_a_full_hand_draws_nothing_and_never_discards_and_the_other_keeps_drawing() {
    let mut m = standard_round();
    let mut big: Vec<&str> = US_CARDS.to_vec();
    big.extend(["nato", "marshall-plan", "containment", "independent-reds"]);
    edit(&mut m, &format!("set hand us {}", big.join(" ")));
    edit(&mut m, "set round 6");
    ok(&mut m, USSR, "play blockade influence finland");
    edit(&mut m, "set deck-top olympic-games nuclear-test-ban");
    ok(&mut m, US, "play truman-doctrine influence canada");
    // The US held 10 (more than 8): it keeps all 10 and draws nothing; the USSR takes both.
    assert_eq!(hand(m.as_ref(), US).len(), 10);
    let ussr = hand(m.as_ref(), USSR);
    assert_eq!(ussr.len(), 8);
    assert!(ussr.contains(&"olympic-games".to_string()) && ussr.contains(&"nuclear-test-ban".to_string()));
}

#[test]
fn r18_r19_r41_r43_r79_r102_era_change_reshuffle_and_southeast_asia_scoring_is_removed() {
    let mut m = standard_round();
    to_turn(&mut m, 3);
    // at the end of turn 3 the Mid War joins the draw pile; the discard pile stays.
    edit(&mut m, "set round 6");
    ok(&mut m, USSR, "play blockade influence finland");
    let before = view(m.as_ref());
    let discard_before = strings(&before["discard"]);
    let deck_before = before["deck"].as_i64().unwrap();
    let hands_before =
        before["hands"]["ussr"]["count"].as_i64().unwrap() + before["hands"]["us"]["count"].as_i64().unwrap();
    m.force_roll(6);
    ok(&mut m, US, "play duck-and-cover space");
    let after = view(m.as_ref());
    assert_eq!(after["turn"], 4);
    let mut expected_discard = discard_before.clone();
    expected_discard.push("duck-and-cover".to_string());
    assert_eq!(
        strings(&after["discard"]),
        expected_discard,
        "the discard pile is not shuffled in"
    );
    let drawn = after["hands"]["ussr"]["count"].as_i64().unwrap() + after["hands"]["us"]["count"].as_i64().unwrap()
        - (hands_before - 1);
    assert_eq!(after["deck"].as_i64().unwrap(), deck_before + 48 - drawn);
    assert_eq!(after["hands"]["ussr"]["count"], 9);

    // Southeast Asia Scoring headlined: 1 VP per country, Thailand 2; then
    // it leaves the game (the only scoring card that does).
    edit(&mut m, "set hand ussr southeast-asia-scoring socialist-governments");
    edit(&mut m, "set hand us asia-scoring arms-race");
    clear_map(&mut m);
    set_inf(&mut m, "thailand", 2, 0);
    set_inf(&mut m, "vietnam", 1, 0);
    set_inf(&mut m, "malaysia", 0, 2);
    set_inf(&mut m, "philippines", 0, 1);
    ok(&mut m, USSR, "headline southeast-asia-scoring");
    let vp_before = vp(m.as_ref());
    let applied = ok(&mut m, US, "headline asia-scoring");
    let scoring = logged(&applied.log, "ts-log-scoring");
    assert_eq!(scoring.len(), 2);
    // Both are scoring cards: the US one first.
    assert_eq!(arg_key(scoring[0], "region"), "ts-region-asia");
    assert_eq!(arg_key(scoring[1], "region"), "ts-subregion-southeast-asia");
    // Asia (Southeast Asia included, R-102): USSR Thailand (battleground) and Vietnam against the
    // US's Malaysia is domination 7 + 1 battleground = 8 against presence 3: USSR +5.
    // Southeast Asia: USSR Thailand 2 + Vietnam 1 against Malaysia 1 (Philippines 1 of 2 is not
    // control): USSR +2.
    assert_eq!(arg_num(scoring[0], "net"), 5);
    assert_eq!(arg_num(scoring[1], "net"), 2);
    assert_eq!(vp(m.as_ref()), vp_before - 7);
    let v = view(m.as_ref());
    assert!(strings(&v["removed"]).contains(&"southeast-asia-scoring".to_string()));
    // the other scoring card goes to the discard pile.
    assert!(strings(&v["discard"]).contains(&"asia-scoring".to_string()));

    // run the draw pile dry; the discard pile (never the removed cards) is reshuffled
    // after the last cards of the draw pile are dealt.
    edit(&mut m, "set round 7");
    edit(&mut m, "set hand us arms-race");
    let in_game: Vec<String> = warroom::games::twilight_struggle::cards()
        .iter()
        .filter(|c| c.number != 6 && matches!(c.era.key(), "early" | "mid"))
        .map(|c| c.id.to_string())
        .collect();
    let v = view(m.as_ref());
    let mut known: Vec<String> = hand(m.as_ref(), USSR);
    known.extend(hand(m.as_ref(), US));
    known.extend(strings(&v["discard"]));
    known.extend(strings(&v["removed"]));
    let deck: Vec<String> = in_game.iter().filter(|c| !known.contains(c)).cloned().collect();
    assert_eq!(deck.len() as i64, v["deck"].as_i64().unwrap());
    let mut ussr_hand: Vec<String> = hand(m.as_ref(), USSR)
        .into_iter()
        .chain(deck.iter().cloned())
        .filter(|c| !is_scoring(c))
        .collect();
    ussr_hand.sort();
    edit(&mut m, &format!("set hand ussr {}", ussr_hand.join(" ")));
    let left_in_deck: Vec<String> = in_game
        .iter()
        .filter(|c| is_scoring(c))
        .filter(|c| !strings(&view(m.as_ref())["discard"]).contains(c))
        .filter(|c| !strings(&view(m.as_ref())["removed"]).contains(c))
        .cloned()
        .collect();
    assert_eq!(view(m.as_ref())["deck"].as_i64().unwrap(), left_in_deck.len() as i64);
    ok(&mut m, USSR, "play socialist-governments influence finland:3");
    let discard = strings(&view(m.as_ref())["discard"]);
    m.force_roll(6);
    let applied = ok(&mut m, US, "play arms-race space");
    let reshuffle = logged(&applied.log, "ts-log-reshuffle");
    assert_eq!(reshuffle.len(), 1);
    assert_eq!(arg_num(reshuffle[0], "cards"), discard.len() as i64 + 1);
    let us = hand(m.as_ref(), US);
    for c in &left_in_deck {
        assert!(us.contains(c), "the last cards of the old pile ({c}) are dealt first");
    }
    assert_eq!(us.len(), 9);
    let v = view(m.as_ref());
    assert_eq!(strings(&v["removed"]), vec!["southeast-asia-scoring".to_string()]);
    assert!(!us.contains(&"southeast-asia-scoring".to_string()));
    assert!(strings(&v["discard"]).is_empty());
}

// ---------------------------------------------------------------------------------------------
// Engine fixes found while writing these tests.

/// Bug (R-124, found by the random-play battery, seed 14118 of the civil-war variant): once the
/// third point won the civil war, the same placement still offered `place chinese-civil-war`
/// and then refused it; and taking the placement back kept The China Card with the USSR.
#[test]
fn r124_a_civil_war_won_mid_placement_is_no_longer_offered_and_back_undoes_the_win() {
    let mut m = new_match(&[("chinese_civil_war", "on")], 2);
    ok(&mut m, USSR, "place east-germany poland:4 yugoslavia");
    ok(&mut m, US, "place west-germany:4 italy:3");
    edit(&mut m, "set hand ussr europe-scoring red-scare-purge blockade");
    edit(&mut m, "set hand us middle-east-scoring duck-and-cover");
    ok(&mut m, USSR, "headline europe-scoring");
    ok(&mut m, US, "headline middle-east-scoring");
    ok(&mut m, USSR, "play red-scare-purge influence chinese-civil-war:3");
    let v = view(m.as_ref());
    assert_eq!(v["civil_war"], Value::Null);
    assert_eq!(v["china"]["holder"], "ussr");
    assert_eq!(pending_seats(m.as_ref()), vec![USSR], "one op left");
    assert!(!has_option(m.as_ref(), USSR, "place chinese-civil-war"));
    assert!(has_option(m.as_ref(), USSR, "place poland"));
    refused_with(&mut m, USSR, "place chinese-civil-war", "ts-err-civil-war-over");
    ok(&mut m, USSR, "back");
    let v = view(m.as_ref());
    assert_eq!(v["civil_war"], 0, "the civil war space is back");
    assert_eq!(v["china"], Value::Null, "nobody holds The China Card again");
    assert_eq!(phase(m.as_ref()), "choose-use");
    ok(&mut m, USSR, "influence chinese-civil-war:3 poland");
    assert_eq!(view(m.as_ref())["china"]["holder"], "ussr");
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn r22_r70_space_station_gives_an_8th_round_after_the_opponents_7th() {
    let mut m = standard_round();
    to_turn(&mut m, 4);
    edit(&mut m, "set hand ussr socialist-governments blockade nasser");
    edit(&mut m, "set hand us duck-and-cover five-year-plan defectors");
    edit(&mut m, "set space us 8");
    edit(&mut m, "set round 7");
    ok(&mut m, USSR, "play blockade influence finland");
    ok(&mut m, US, "play defectors influence canada:2");
    // The USSR has had its 7; the US takes an 8th.
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    assert_eq!(num(m.as_ref(), "round"), 8);
    ok(&mut m, US, "play duck-and-cover influence canada:3");
    // Box 8 lies past box 6, whose ability (discard a held card) the US also holds.
    assert_eq!(phase(m.as_ref()), "space-discard");
    ok(&mut m, US, "keep");
    assert_eq!(num(m.as_ref(), "turn"), 5);
    // Box 8 ends when the other side gets there too: then 7 each again.
    edit(&mut m, "set space ussr 8");
    autoplay(&mut m, |g| phase(g) == "choose-card");
    edit(&mut m, "set round 7");
    step(&mut m);
    autoplay(&mut m, |g| phase(g) == "choose-card");
    step(&mut m);
    autoplay(&mut m, |g| num(g, "turn") == 6 || phase(g) == "choose-card");
    assert_eq!(num(m.as_ref(), "turn"), 6, "no 8th round once both are on box 8");
}

#[test]
fn r23_a_player_with_cards_must_play_one_no_pass() {
    let mut m = standard_round();
    let err = refused_with(&mut m, USSR, "pass", "ts-err-no-pass");
    assert_eq!(err.text.args.iter().count(), 0);
    assert!(!has_option(m.as_ref(), USSR, "pass"));
    refused_with(&mut m, USSR, "discard blockade", "ts-err-not-now");
}

#[test]
fn r24_r91_with_only_the_china_card_a_player_may_pass_with_nothing_it_sits_out() {
    let mut m = standard_round();
    edit(&mut m, "set hand ussr");
    // Only The China Card: play it or pass (it is never compelled).
    assert_eq!(options(m.as_ref(), USSR), vec!["play the-china-card", "pass"]);
    ok(&mut m, USSR, "pass");
    ok(&mut m, US, "play defectors influence canada:2");
    // The USSR passed for the rest of the turn: the US plays on alone.
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    assert_eq!(num(m.as_ref(), "round"), 2);
    let mut m = standard_round();
    edit(&mut m, "set hand ussr blockade");
    ok(&mut m, USSR, "play blockade influence finland");
    // No card and The China Card face down with the US: the USSR sits out by itself.
    edit(&mut m, "set china us down");
    let applied = ok(&mut m, US, "play defectors influence canada:2");
    assert_eq!(logged(&applied.log, "ts-log-sits-out").len(), 1);
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn r25_r55_a_realignment_play_is_finished_before_the_next_round() {
    let mut m = standard_round();
    ussr_plays_elsewhere(&mut m);
    set_inf(&mut m, "north-korea", 9, 0);
    ok(&mut m, US, "play duck-and-cover realign");
    for roll in 1..=3 {
        assert_eq!(pending_seats(m.as_ref()), vec![US], "roll {roll} of 3");
        assert_eq!(view(m.as_ref())["phasing"], "us");
        // one roll at a time, the same country again and again; 6 against 1 each time.
        m.force_roll(6);
        m.force_roll(1);
        ok(&mut m, US, "realign north-korea");
    }
    // Each roll: US 6+0 against USSR 1+2 (next to the USSR, more influence) takes 3.
    assert_eq!(inf(m.as_ref(), "north-korea"), (0, 0));
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    assert_eq!(num(m.as_ref(), "round"), 2);
}

#[test]
fn r26_cards_left_after_the_last_round_are_held_into_the_next_turn() {
    let mut m = standard_round();
    edit(&mut m, "set round 6");
    ok(&mut m, USSR, "play blockade influence finland");
    ok(&mut m, US, "play truman-doctrine influence canada");
    let ussr = hand(m.as_ref(), USSR);
    let us = hand(m.as_ref(), US);
    for held in USSR_CARDS.iter().filter(|c| **c != "blockade") {
        assert!(ussr.contains(&held.to_string()), "{held} held");
    }
    for held in US_CARDS.iter().filter(|c| **c != "truman-doctrine") {
        assert!(us.contains(&held.to_string()), "{held} held");
    }
}

#[test]
fn r28_the_tournament_option_reveals_held_cards_at_the_end_of_the_turn() {
    for (option, reveals) in [("on", 2), ("off", 0)] {
        let mut m = new_match(&[("tournament_reveal", option)], 1);
        ok(&mut m, USSR, "place east-germany poland:4 yugoslavia");
        ok(&mut m, US, "place west-germany:4 italy:3");
        edit(&mut m, "set hand ussr europe-scoring blockade nasser");
        edit(&mut m, "set hand us middle-east-scoring truman-doctrine cia-created");
        ok(&mut m, USSR, "headline europe-scoring");
        ok(&mut m, US, "headline middle-east-scoring");
        edit(&mut m, "set round 6");
        ok(&mut m, USSR, "play blockade influence finland");
        let applied = ok(&mut m, US, "play truman-doctrine influence canada");
        let shown = logged(&applied.log, "ts-log-held-reveal");
        assert_eq!(shown.len(), reveals, "tournament_reveal={option}");
        if reveals > 0 {
            let cards = match shown[0].args.get("cards") {
                Some(warroom::engine::Arg::List(items)) => items.iter().map(|t| t.key.to_string()).collect::<Vec<_>>(),
                other => panic!("cards: {other:?}"),
            };
            assert_eq!(cards, vec!["ts-card-nasser".to_string()]);
        }
    }
}

#[test]
fn r29_r89_r90_r92_the_china_card_passes_face_down_and_turns_up_at_the_end_of_the_turn() {
    let mut m = standard_round();
    ok(&mut m, USSR, "play the-china-card influence north-korea:5");
    let v = view(m.as_ref());
    assert_eq!(v["china"]["holder"], "us");
    assert_eq!(v["china"]["face_up"], false);
    // Face down: not playable this turn (and not listed).
    assert!(!has_option(m.as_ref(), US, "play the-china-card"));
    refused_with(&mut m, US, "play the-china-card", "ts-err-china-face-down");
    refused_with(&mut m, USSR, "play the-china-card", "err-not-your-turn");
    // when the US plays it later it simply passes back (its end of Formosan Resolution is
    // tested with that card in events_early).
    finish_turn(&mut m);
    let v = view(m.as_ref());
    assert_eq!(v["china"]["holder"], "us");
    assert_eq!(v["china"]["face_up"], true);
    autoplay(&mut m, |g| phase(g) == "choose-card");
    let first = hand(m.as_ref(), USSR)[0].clone();
    ok(&mut m, USSR, &format!("play {first} influence"));
    autoplay(&mut m, |g| pending_seats(g) == vec![US] && phase(g) == "choose-card");
    let applied = ok(&mut m, US, "play the-china-card space");
    assert_eq!(applied.log.iter().filter(|e| e.text.key.contains("event")).count(), 0);
    assert_eq!(view(m.as_ref())["china"]["holder"], "ussr");
    assert_eq!(view(m.as_ref())["china"]["face_up"], false);
}

// ---------------------------------------------------------------------------------------------
// 2.4 Playing cards

#[test]
fn r32_a_card_is_used_one_way_only() {
    let mut m = standard_round();
    ok(&mut m, USSR, "play socialist-governments influence finland");
    // Influence chosen: no coup, realignment or space with the rest of the ops.
    refused_with(&mut m, USSR, "coup iran", "ts-err-not-now");
    refused_with(&mut m, USSR, "realign iran", "ts-err-not-now");
    refused_with(&mut m, USSR, "space", "ts-err-not-now");
    ok(&mut m, USSR, "place finland:2");
    let v = view(m.as_ref());
    assert_eq!(
        played_cards(&v),
        vec![("ussr".into(), "socialist-governments".into(), "influence".into())]
    );
}

#[test]
fn r34_r35_r53_own_card_for_ops_has_no_event_an_opponent_card_triggers_its_event() {
    let mut m = standard_round();
    // Own card for ops: no event at all.
    let applied = ok(&mut m, USSR, "play socialist-governments influence finland:3");
    assert!(logged(&applied.log, "ts-log-inf-removed").is_empty());
    assert!(logged(&applied.log, "ts-log-effect").is_empty());
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    // An opponent card: the event option is missing (it is the owner's event)...
    edit(&mut m, "set hand us duck-and-cover nasser");
    set_inf(&mut m, "egypt", 0, 3);
    ok(&mut m, US, "play nasser");
    assert!(!has_option(m.as_ref(), US, "event"));
    refused_with(&mut m, US, "event", "ts-why-opponent-event");
    // ...and played for ops it triggers the USSR's event after the US's operation (naming a
    // target at once means operations first): USSR +2 in Egypt, the US loses half of its 3
    // there, rounded up.
    let applied = ok(&mut m, US, "influence canada");
    let keys = keys_in_order(
        &applied.log,
        &["ts-log-influence", "ts-log-inf-added", "ts-log-inf-removed"],
    );
    assert_eq!(keys, vec!["ts-log-influence", "ts-log-inf-added", "ts-log-inf-removed"]);
    let added = logged(&applied.log, "ts-log-inf-added")[0];
    assert_eq!(arg_key(added, "country"), "ts-country-egypt");
    assert_eq!(inf(m.as_ref(), "egypt"), (2, 1));
    // Starred and it happened: out of the game.
    assert!(strings(&view(m.as_ref())["removed"]).contains(&"nasser".to_string()));
}

#[test]
fn r36_r37_r38_a_triggered_event_that_does_not_happen_leaves_a_starred_card_in_the_discard_pile() {
    // NATO's prerequisite (Marshall Plan or Warsaw Pact, R-114) was never played: the triggered
    // event "cannot happen", the ops are used and the starred card goes to the discard pile,
    // not out of the game (the R-36 case, seed 581-589).
    let mut m = standard_round();
    edit(&mut m, "set hand ussr socialist-governments nato");
    let applied = ok(&mut m, USSR, "play nato influence finland:4");
    let cannot = logged(&applied.log, "ts-log-event-cannot");
    assert_eq!(cannot.len(), 1);
    assert_eq!(arg_key(cannot[0], "card"), "ts-card-nato");
    let v = view(m.as_ref());
    assert_eq!(inf(m.as_ref(), "finland"), (5, 0));
    assert!(strings(&v["discard"]).contains(&"nato".to_string()));
    assert!(!strings(&v["removed"]).contains(&"nato".to_string()));
    assert!(strings(&v["lasting"]).is_empty());
}

#[test]
fn r39_r45_ops_values_are_the_printed_ones_until_modifiers_exist_china_is_4() {
    let m = standard_round();
    let prompt = &m.pending()[0];
    for choice in &prompt.options {
        let card_id = choice.notation.trim_start_matches("play ");
        let card = warroom::games::twilight_struggle::card(card_id).expect("a card");
        let printed = if card.number == 6 { 4 } else { i64::from(card.ops) };
        assert_eq!(arg_num(&choice.label, "ops"), printed, "{card_id}");
    }
}

#[test]
fn r40_r70_a_card_discarded_with_the_box_6_ability_never_has_its_event() {
    let mut m = standard_round();
    edit(&mut m, "set space us 6");
    edit(&mut m, "set round 6");
    ok(&mut m, USSR, "play blockade influence finland");
    ok(&mut m, US, "play truman-doctrine influence canada");
    // R-70 box 6: offered right after the last round.
    assert_eq!(phase(m.as_ref()), "space-discard");
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    assert!(has_option(m.as_ref(), US, "keep"));
    refused_with(&mut m, US, "discard nasser", "ts-err-not-in-hand");
    let applied = ok(&mut m, US, "discard five-year-plan");
    assert!(applied.log.iter().all(|e| !e.text.key.contains("event")));
    let v = view(m.as_ref());
    assert!(strings(&v["discard"]).contains(&"five-year-plan".to_string()));
    assert_eq!(v["turn"], 2);
    assert!(!hand(m.as_ref(), US).contains(&"five-year-plan".to_string()));
}

#[test]
fn r41_r42_r43_scoring_cards_are_discarded_and_lasting_cards_played_for_ops_leave_no_effect() {
    let mut m = standard_round();
    edit(&mut m, "set hand ussr asia-scoring nato blockade");
    ok(&mut m, USSR, "play asia-scoring");
    ok(&mut m, US, "play defectors influence canada:2");
    // NATO (starred, lasting) played for ops by the USSR: the event is the US's and cannot
    // happen without Marshall Plan or Warsaw Pact; the card is discarded and no effect is in play.
    ok(&mut m, USSR, "play nato influence finland:4");
    let v = view(m.as_ref());
    assert!(strings(&v["lasting"]).is_empty());
    let discard = strings(&v["discard"]);
    assert!(discard.contains(&"asia-scoring".to_string()));
    assert!(discard.contains(&"nato".to_string()));
    assert!(strings(&v["removed"]).is_empty());
}

#[test]
fn r44_a_card_sent_to_space_never_has_its_event_and_is_discarded() {
    let mut m = standard_round();
    edit(&mut m, "set hand ussr socialist-governments independent-reds");
    m.force_roll(6);
    // A US card (starred) sent to space by the USSR: no US event, into the discard pile.
    let applied = ok(&mut m, USSR, "play independent-reds space");
    // No Independent Reds question for the US: straight on to its round.
    assert!(logged(&applied.log, "ts-log-event-cannot").is_empty());
    assert_eq!(phase(m.as_ref()), "choose-card");
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    assert_eq!(logged(&applied.log, "ts-log-space-fail").len(), 1);
    let v = view(m.as_ref());
    assert!(strings(&v["discard"]).contains(&"independent-reds".to_string()));
    assert!(strings(&v["removed"]).is_empty());
}

#[test]
fn r46_r64_ops_of_a_play_obey_defcon_geography_for_coups_and_realignments() {
    let mut m = standard_round();
    edit(&mut m, "set defcon 4");
    ok(&mut m, USSR, "play socialist-governments realign");
    assert!(!has_option(m.as_ref(), USSR, "realign west-germany"));
    refused_with(&mut m, USSR, "realign west-germany", "ts-err-defcon-region");
    assert!(has_option(m.as_ref(), USSR, "realign japan"));
    ok(&mut m, USSR, "back");
    ok(&mut m, USSR, "coup");
    assert!(!has_option(m.as_ref(), USSR, "coup italy"));
    refused_with(&mut m, USSR, "coup italy", "ts-err-defcon-region");
    assert!(has_option(m.as_ref(), USSR, "coup south-korea"));
}

#[test]
fn r48_r91_r104_d20_scoring_cards_are_forced_once_the_rounds_run_out_the_china_card_too() {
    let mut m = standard_round();
    edit(&mut m, "set hand ussr asia-scoring socialist-governments blockade");
    // Round 5 of 6: two rounds left for one scoring card, any card may be played.
    edit(&mut m, "set round 5");
    assert!(
        has_option(m.as_ref(), USSR, "play socialist-governments"),
        "2 rounds, 1 scoring card: free"
    );
    ok(&mut m, USSR, "play blockade influence finland");
    ok(&mut m, US, "play truman-doctrine influence canada");
    // Round 6 of 6 with a scoring card in hand: only the scoring card may be played.
    assert_eq!(options(m.as_ref(), USSR), vec!["play asia-scoring"]);
    refused_with(&mut m, USSR, "play socialist-governments", "ts-err-must-play-scoring");
    // The China Card may not be played when that would leave a scoring card unplayed.
    refused_with(&mut m, USSR, "play the-china-card", "ts-err-must-play-scoring");
    ok(&mut m, USSR, "play asia-scoring");
    ok(&mut m, US, "play cia-created influence canada");
    assert_eq!(num(m.as_ref(), "turn"), 2);
    assert!(m.outcome().is_none());
}

#[test]
fn r49_r54_the_map_the_discard_pile_and_the_removed_cards_are_public() {
    let mut m = standard_round();
    ok(&mut m, USSR, "play socialist-governments influence finland:3");
    let public = view(m.as_ref());
    let us = private(m.as_ref(), US);
    assert_eq!(public["influence"], us["influence"]);
    assert_eq!(public["influence"]["finland"]["ussr"], 4);
    // Both headline scoring cards and the played card lie face up in the discard pile.
    let discard = strings(&public["discard"]);
    for card in ["middle-east-scoring", "europe-scoring", "socialist-governments"] {
        assert!(discard.contains(&card.to_string()), "{card}");
    }
    assert!(public["removed"].is_array());
    // Hands are not public: only their size.
    assert_eq!(public["hands"]["ussr"]["count"], 6);
    assert!(public["hands"]["ussr"].get("cards").is_none());
}

// ---------------------------------------------------------------------------------------------
// 2.5 Operations: influence

#[test]
fn r50_influence_goes_one_point_at_a_time_spread_over_countries_and_regions() {
    let mut m = standard_round();
    ok(&mut m, USSR, "play socialist-governments influence");
    ok(&mut m, USSR, "place finland");
    assert_eq!(pending_seats(m.as_ref()), vec![USSR], "2 ops left");
    ok(&mut m, USSR, "place afghanistan");
    // Until the last op is spent the points can be taken back.
    ok(&mut m, USSR, "reset");
    assert_eq!(inf(m.as_ref(), "finland"), (1, 0));
    assert_eq!(inf(m.as_ref(), "afghanistan"), (0, 0));
    ok(&mut m, USSR, "place finland afghanistan north-korea");
    assert_eq!(inf(m.as_ref(), "finland"), (2, 0));
    assert_eq!(inf(m.as_ref(), "afghanistan"), (1, 0));
    assert_eq!(inf(m.as_ref(), "north-korea"), (4, 0));
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn r51_influence_reach_is_judged_at_the_start_of_the_play() {
    // seed 716-726: US influence in Panama and South Korea, a 3-op card: Costa Rica and
    // Colombia are in reach, but Nicaragua is not, even after a point lands in Costa Rica.
    let mut m = standard_round();
    ussr_plays_elsewhere(&mut m);
    ok(&mut m, US, "play duck-and-cover influence costa-rica");
    assert!(!has_option(m.as_ref(), US, "place nicaragua"));
    refused_with(&mut m, US, "place nicaragua", "ts-err-not-reachable");
    ok(&mut m, US, "back");
    ok(&mut m, US, "back");
    // The whole line is refused, the Costa Rica point included.
    refused_with(
        &mut m,
        US,
        "play duck-and-cover influence costa-rica nicaragua colombia",
        "ts-err-not-reachable",
    );
    // seed 724-726: the rest may strengthen South Korea or go next to it.
    ok(
        &mut m,
        US,
        "play duck-and-cover influence costa-rica colombia south-korea",
    );
    assert_eq!(inf(m.as_ref(), "costa-rica"), (0, 1));
    assert_eq!(inf(m.as_ref(), "colombia"), (0, 1));
    assert_eq!(inf(m.as_ref(), "south-korea"), (0, 2));
    // seed 729-731: countries next to the own superpower are always in reach.
    ok(&mut m, USSR, "play decolonization influence afghanistan romania");
    assert_eq!(inf(m.as_ref(), "afghanistan"), (1, 0));
    assert_eq!(inf(m.as_ref(), "romania"), (1, 0));
}

#[test]
fn r52_a_point_in_an_enemy_controlled_country_costs_2_until_control_breaks() {
    // seed 684-702 (and 1581-1587): Turkey (stability 2) with 2 US influence is US-controlled.
    // The USSR's first point there costs 2; then the US lead is 1 < 2, control is broken and
    // each further point costs 1: 4 ops buy 3 points.
    let mut m = action_round(&["red-scare-purge", "nuclear-test-ban", "blockade"], &US_CARDS);
    set_inf(&mut m, "turkey", 0, 2);
    assert_eq!(control(m.as_ref(), "turkey"), "us");
    ok(&mut m, USSR, "play red-scare-purge influence");
    assert_eq!(label_num(m.as_ref(), "place turkey", "cost"), 2);
    ok(&mut m, USSR, "place turkey");
    assert_eq!(label_num(m.as_ref(), "place turkey", "cost"), 1);
    // A fourth point would need a fifth op: the line is refused as a whole.
    ok(&mut m, USSR, "reset");
    refused_with(&mut m, USSR, "place turkey:4", "ts-err-line-too-long");
    ok(&mut m, USSR, "place turkey:3");
    assert_eq!(inf(m.as_ref(), "turkey"), (3, 2));
    assert_eq!(control(m.as_ref(), "turkey"), "");
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    // seed 698-702: with only 1 US influence Turkey is not controlled: every point costs 1.
    let mut m = action_round(&["red-scare-purge", "nuclear-test-ban", "blockade"], &US_CARDS);
    set_inf(&mut m, "turkey", 0, 1);
    ok(&mut m, USSR, "play red-scare-purge influence turkey:4");
    assert_eq!(inf(m.as_ref(), "turkey"), (4, 1));
    assert_eq!(control(m.as_ref(), "turkey"), "ussr");
}

#[test]
fn r52_a_point_that_costs_more_than_the_ops_left_is_refused() {
    let mut m = standard_round();
    set_inf(&mut m, "finland", 0, 4);
    assert_eq!(control(m.as_ref(), "finland"), "us");
    ok(&mut m, USSR, "play decolonization influence afghanistan");
    assert!(!has_option(m.as_ref(), USSR, "place finland"));
    let err = refused_with(&mut m, USSR, "place finland", "ts-err-cost");
    assert_eq!(arg_num(&err.text, "cost"), 2);
    assert_eq!(arg_num(&err.text, "left"), 1);
}

// ---------------------------------------------------------------------------------------------
// 2.5 Operations: realignment

#[test]
fn r56_a_realignment_needs_no_own_influence_but_enemy_influence_in_the_target() {
    let mut m = standard_round();
    ussr_plays_elsewhere(&mut m);
    ok(&mut m, US, "play cia-created realign");
    // No US influence in or next to Iraq: still a target.
    assert!(has_option(m.as_ref(), US, "realign iraq"));
    assert!(!has_option(m.as_ref(), US, "realign canada"));
    refused_with(&mut m, US, "realign canada", "ts-err-realign-no-enemy");
    refused_with(&mut m, US, "realign lebanon", "ts-err-realign-no-enemy");
    m.force_roll(4);
    m.force_roll(4);
    ok(&mut m, US, "realign iraq");
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
}

#[test]
fn r57_realignment_modifiers_adjacent_control_more_influence_and_superpower() {
    let mut m = standard_round();
    ussr_plays_elsewhere(&mut m);
    // Mexico next to the USA; the US controls Guatemala next to it; the USSR has more there.
    set_inf(&mut m, "mexico", 2, 1);
    set_inf(&mut m, "guatemala", 0, 1);
    ok(&mut m, US, "play cia-created realign");
    assert_eq!(
        label_num(m.as_ref(), "realign mexico", "mine"),
        2,
        "USA next door + Guatemala"
    );
    assert_eq!(label_num(m.as_ref(), "realign mexico", "theirs"), 1, "more influence");
    // East Germany (USSR 4): the USSR controls Poland next to it and has more influence (+2);
    // the US controls West Germany next to it (+1).
    assert_eq!(label_num(m.as_ref(), "realign east-germany", "theirs"), 2);
    assert_eq!(label_num(m.as_ref(), "realign east-germany", "mine"), 1);
}

#[test]
fn r58_the_lower_total_loses_the_difference_the_roller_may_lose_a_tie_does_nothing() {
    let mut m = standard_round();
    ussr_plays_elsewhere(&mut m);
    set_inf(&mut m, "iran", 2, 1);
    ok(&mut m, US, "play duck-and-cover realign");
    // US 1+0 against USSR 6+1: the US loses 6, as far as it has any (1).
    m.force_roll(1);
    m.force_roll(6);
    ok(&mut m, US, "realign iran");
    assert_eq!(inf(m.as_ref(), "iran"), (2, 0));
    // Tie: US 3+0 against USSR 2+1.
    m.force_roll(3);
    m.force_roll(2);
    ok(&mut m, US, "realign iran");
    assert_eq!(inf(m.as_ref(), "iran"), (2, 0));
    // US 6 against USSR 1+1: the USSR loses 4, never below 0.
    m.force_roll(6);
    m.force_roll(1);
    ok(&mut m, US, "realign iran");
    assert_eq!(inf(m.as_ref(), "iran"), (0, 0));
}

#[test]
fn r59_realignment_never_adds_influence_and_is_no_military_operation() {
    let mut m = standard_round();
    ussr_plays_elsewhere(&mut m);
    set_inf(&mut m, "iraq", 1, 0);
    m.force_roll(6);
    m.force_roll(1);
    ok(&mut m, US, "play cia-created realign iraq");
    // 6 against 1+1 = 4 over one USSR point: the point goes, no US influence appears.
    assert_eq!(inf(m.as_ref(), "iraq"), (0, 0));
    assert_eq!(pair(m.as_ref(), "milops"), (0, 0));
}

// ---------------------------------------------------------------------------------------------
// 2.5 Operations: coups

#[test]
fn r60_a_coup_needs_enemy_influence_in_the_target_but_none_of_ones_own_nearby() {
    let mut m = standard_round();
    ok(&mut m, USSR, "play socialist-governments coup");
    refused_with(&mut m, USSR, "coup poland", "ts-err-coup-no-enemy");
    refused_with(&mut m, USSR, "coup mexico", "ts-err-coup-no-enemy");
    // South Africa: no USSR influence anywhere near; one coup per card.
    m.force_roll(6);
    ok(&mut m, USSR, "coup south-africa");
    // 6 + 3 - 2x3 = 3: the US point goes and 2 USSR points arrive.
    assert_eq!(inf(m.as_ref(), "south-africa"), (2, 0));
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    assert_eq!(phase(m.as_ref()), "choose-card");
}

#[test]
fn r61_r62_coup_value_is_die_plus_ops_minus_twice_stability_milops_count_win_or_lose() {
    // seed 831-845: the US plays a 3-op card for a coup in Mexico (USSR 2, US 0): it first marks 3
    // milops, rolls 4: 4 + 3 - 2x2 = 3: the 2 USSR points go and 1 US point arrives.
    let mut m = standard_round();
    ussr_plays_elsewhere(&mut m);
    set_inf(&mut m, "mexico", 2, 0);
    ok(&mut m, US, "play duck-and-cover coup");
    assert_eq!(
        label_num(m.as_ref(), "coup mexico", "need"),
        2,
        "a roll of 2 or more wins"
    );
    m.force_roll(4);
    let applied = ok(&mut m, US, "coup mexico");
    assert_eq!(applied.rolls, vec![4]);
    assert_eq!(inf(m.as_ref(), "mexico"), (0, 1));
    assert_eq!(pair(m.as_ref(), "milops"), (0, 3));
    // A failed coup changes no influence but still counts as military operations.
    set_inf(&mut m, "iraq", 2, 0);
    m.force_roll(1);
    ok(&mut m, USSR, "play decolonization coup iran");
    assert_eq!(inf(m.as_ref(), "iran"), (0, 1), "1 + 2 - 4 < 1: nothing");
    assert_eq!(pair(m.as_ref(), "milops"), (2, 3));
}

#[test]
fn r62_r65_r96_r97_every_coup_with_a_cards_ops_credits_those_ops_the_china_card_in_asia_5() {
    let mut m = standard_round();
    m.force_roll(1);
    ok(&mut m, USSR, "play the-china-card coup south-korea");
    // All of The China Card's ops went to Asia: 4 + 1 = 5 ops, 5 milops (free coups, which give
    // none, come with the event cards of part 2).
    assert_eq!(pair(m.as_ref(), "milops"), (5, 0));
    assert_eq!(inf(m.as_ref(), "south-korea"), (0, 1), "1 + 5 - 6 = 0: nothing");
}

#[test]
fn r66_r83_r108_a_coup_at_defcon_2_on_a_battleground_ends_the_game_before_the_die_is_rolled() {
    // seed 1095-1106 and 2600-2604: the phasing player who brings DEFCON to 1 loses.
    let mut m = standard_round();
    edit(&mut m, "set defcon 2");
    m.force_roll(6);
    let applied = ok(&mut m, USSR, "play socialist-governments coup panama confirm");
    assert!(applied.rolls.is_empty(), "no die is rolled once DEFCON reaches 1");
    let v = view(m.as_ref());
    assert_eq!(v["defcon"], 1);
    assert_eq!(v["milops"]["ussr"], 3, "milops come first");
    assert_eq!(inf(m.as_ref(), "panama"), (0, 1));
    let outcome = m.outcome().expect("nuclear war");
    assert_eq!(outcome.winners, vec![US]);
    assert_eq!(outcome.summary.key, "ts-end-nuclear-war");
    // The same for the US.
    let mut m = standard_round();
    ussr_plays_elsewhere(&mut m);
    edit(&mut m, "set defcon 2");
    set_inf(&mut m, "angola", 1, 0);
    ok(&mut m, US, "play duck-and-cover coup angola confirm");
    assert_eq!(m.outcome().expect("nuclear war").winners, vec![USSR]);
}

// ---------------------------------------------------------------------------------------------
// 2.5 Operations: space race

#[test]
fn r67_a_space_attempt_needs_the_boxs_ops_and_a_low_enough_roll() {
    // Box 1 (2 ops, 1-3 wins): a 3 wins, a 4 fails.
    let mut m = standard_round();
    m.force_roll(3);
    let applied = ok(&mut m, USSR, "play decolonization space");
    assert_eq!(logged(&applied.log, "ts-log-space-success").len(), 1);
    assert_eq!(pair(m.as_ref(), "space"), (1, 0));
    m.force_roll(4);
    let applied = ok(&mut m, US, "play defectors space");
    assert_eq!(logged(&applied.log, "ts-log-space-fail").len(), 1);
    assert_eq!(pair(m.as_ref(), "space"), (1, 0));
    // seed 2112-2114: a 1-op card (CIA Created) cannot go to space.
    let mut m = standard_round();
    ok(&mut m, USSR, "play blockade");
    assert!(!has_option(m.as_ref(), USSR, "space"));
    let err = refused_with(&mut m, USSR, "space", "ts-err-space-ops");
    assert_eq!((arg_num(&err.text, "ops"), arg_num(&err.text, "need")), (1, 2));
    // seed 2095-2097: from box 4 on, a 2-op card no longer reaches (box 5 needs 3).
    ok(&mut m, USSR, "back");
    edit(&mut m, "set space ussr 4");
    refused_with(&mut m, USSR, "play decolonization space", "ts-err-space-ops");
    // Box 8 needs 4 ops (seed 1661-1667).
    edit(&mut m, "set space ussr 7");
    let err = refused_with(&mut m, USSR, "play socialist-governments space", "ts-err-space-ops");
    assert_eq!(arg_num(&err.text, "need"), 4);
    m.force_roll(2);
    ok(&mut m, USSR, "play the-china-card space");
    assert_eq!(pair(m.as_ref(), "space"), (8, 0));
}

#[test]
fn r68_r70_one_space_attempt_per_turn_two_with_animal_in_space() {
    let mut m = standard_round();
    m.force_roll(6);
    ok(&mut m, USSR, "play decolonization space");
    us_plays_elsewhere(&mut m);
    refused_with(&mut m, USSR, "play arab-israeli-war space", "ts-err-space-attempts");
    // seed 928-930: the USSR reaches box 2 and may try again in its next round.
    let mut m = standard_round();
    edit(&mut m, "set space ussr 1");
    m.force_roll(4);
    ok(&mut m, USSR, "play decolonization space");
    assert_eq!(pair(m.as_ref(), "space"), (2, 0));
    us_plays_elsewhere(&mut m);
    m.force_roll(6);
    ok(&mut m, USSR, "play arab-israeli-war space");
    ok(&mut m, US, "play cia-created influence canada");
    let err = refused_with(
        &mut m,
        USSR,
        "play socialist-governments space",
        "ts-err-space-attempts",
    );
    assert_eq!(arg_num(&err.text, "allowed"), 2);
    // the ability ends when the US gets to box 2 as well.
    let mut m = standard_round();
    edit(&mut m, "set space ussr 2");
    m.force_roll(6);
    ok(&mut m, USSR, "play decolonization space");
    edit(&mut m, "set space us 1");
    m.force_roll(1);
    ok(&mut m, US, "play defectors space");
    assert_eq!(pair(m.as_ref(), "space"), (2, 2));
    let err = refused_with(&mut m, USSR, "play arab-israeli-war space", "ts-err-space-attempts");
    assert_eq!(arg_num(&err.text, "allowed"), 1);
}

#[test]
fn r69_space_vp_first_arrival_left_number_later_arrival_right_number() {
    let mut m = standard_round();
    // Box 1: 2 VP first, 1 VP later.
    m.force_roll(1);
    ok(&mut m, USSR, "play decolonization space");
    assert_eq!(vp(m.as_ref()), -2);
    m.force_roll(1);
    ok(&mut m, US, "play defectors space");
    assert_eq!(vp(m.as_ref()), -1);
    // Next turn, box 5 (Lunar Orbit, seed 890-898): 3 first; box 3: 2 first, 0 later.
    finish_turn(&mut m);
    autoplay(&mut m, |g| phase(g) == "choose-card");
    edit(&mut m, "set hand ussr socialist-governments blockade");
    edit(&mut m, "set hand us duck-and-cover truman-doctrine");
    edit(&mut m, "set space ussr 4");
    edit(&mut m, "set space us 2");
    let before = vp(m.as_ref());
    m.force_roll(1);
    ok(&mut m, USSR, "play socialist-governments space");
    assert_eq!(vp(m.as_ref()), before - 3);
    m.force_roll(1);
    ok(&mut m, US, "play duck-and-cover space");
    assert_eq!(pair(m.as_ref(), "space"), (5, 3));
    assert_eq!(vp(m.as_ref()), before - 3, "box 3 second arrival: 0");
}

#[test]
fn r71_r72_box_8_ends_the_race_scoring_cards_never_go_to_space_the_china_card_may() {
    let mut m = standard_round();
    edit(&mut m, "set space ussr 8");
    refused_with(&mut m, USSR, "play socialist-governments space", "ts-err-space-done");
    edit(&mut m, "set space ussr 0");
    edit(&mut m, "set hand ussr asia-scoring socialist-governments");
    refused_with(&mut m, USSR, "play asia-scoring space", "ts-err-scoring-only-event");
    m.force_roll(1);
    ok(&mut m, USSR, "play the-china-card space");
    assert_eq!(pair(m.as_ref(), "space"), (1, 0));
    assert_eq!(view(m.as_ref())["china"]["holder"], "us");
}

// ---------------------------------------------------------------------------------------------
// 2.6 Headline

#[test]
fn r73_headlines_are_picked_secretly_by_both_then_revealed_together() {
    let mut m = after_setup(1);
    edit(&mut m, "set hand ussr socialist-governments blockade");
    edit(&mut m, "set hand us duck-and-cover truman-doctrine");
    assert_eq!(pending_seats(m.as_ref()), vec![USSR, US]);
    assert!(m.pending().iter().all(|p| p.secret));
    ok(&mut m, US, "headline truman-doctrine");
    // Only the US knows its pick.
    assert_eq!(private(m.as_ref(), US)["you"]["headline"], "truman-doctrine");
    assert_eq!(private(m.as_ref(), USSR)["you"]["headline"], Value::Null);
    for viewer in [Viewer::Public, Viewer::Seat(USSR)] {
        let text = m.view(viewer).to_string();
        assert!(!text.contains("truman-doctrine"), "{viewer:?} sees the US pick");
        assert!(m.hidden_card_ids(viewer).contains(&"truman-doctrine".to_string()));
    }
    // A headline pick is final.
    refused_with(&mut m, US, "headline duck-and-cover", "err-not-your-turn");
    ok(&mut m, USSR, "headline blockade");
    let v = view(m.as_ref());
    assert_eq!(v["headlines"]["ussr"], "blockade");
    assert_eq!(v["headlines"]["us"], "truman-doctrine");
}

#[test]
fn r74_r70_with_man_in_earth_orbit_the_other_side_picks_and_shows_its_headline_first() {
    // seed 911-915 and 932-938.
    let mut m = after_setup(1);
    edit(&mut m, "set hand ussr socialist-governments blockade");
    edit(&mut m, "set hand us duck-and-cover truman-doctrine");
    edit(&mut m, "set space ussr 4");
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    refused_with(&mut m, USSR, "headline blockade", "err-not-your-turn");
    ok(&mut m, US, "headline duck-and-cover");
    // The pick is shown to everybody at once; now the USSR chooses.
    assert_eq!(view(m.as_ref())["headline_first"], "duck-and-cover");
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    ok(&mut m, USSR, "headline blockade");
    assert_eq!(phase(m.as_ref()), "choose-card");
}

/// The order the headline events resolved in: each card here announces its effect by name
/// (Formosan Resolution, Vietnam Revolts, De Gaulle) or scores its region.
fn headline_order(ussr: &str, us: &str) -> Vec<String> {
    let mut m = after_setup(1);
    edit(&mut m, &format!("set hand ussr {ussr} blockade"));
    edit(&mut m, &format!("set hand us {us} cia-created"));
    ok(&mut m, USSR, &format!("headline {ussr}"));
    let applied = ok(&mut m, US, &format!("headline {us}"));
    applied
        .log
        .iter()
        .filter(|e| matches!(e.text.key.as_ref(), "ts-log-effect" | "ts-log-scoring"))
        .map(|e| match e.text.key.as_ref() {
            "ts-log-scoring" => arg_key(&e.text, "region"),
            _ => arg_key(&e.text, "card"),
        })
        .collect()
}

#[test]
fn r75_higher_headline_ops_first_ties_to_the_us_scoring_cards_count_0() {
    // 3 ops before 2.
    assert_eq!(
        headline_order("de-gaulle-leads-france", "formosan-resolution"),
        vec!["ts-card-de-gaulle-leads-france", "ts-card-formosan-resolution"]
    );
    // 2 and 2: the US first.
    assert_eq!(
        headline_order("vietnam-revolts", "formosan-resolution"),
        vec!["ts-card-formosan-resolution", "ts-card-vietnam-revolts"]
    );
    // A scoring card counts 0.
    assert_eq!(
        headline_order("asia-scoring", "formosan-resolution"),
        vec!["ts-card-formosan-resolution", "ts-region-asia"]
    );
    assert_eq!(
        headline_order("asia-scoring", "europe-scoring"),
        vec!["ts-region-europe", "ts-region-asia"]
    );
}

#[test]
fn r76_r98_a_headline_is_resolved_even_when_it_helps_the_opponent() {
    // The US dominates Europe (UK, West Germany, Italy, France: 4 countries, 3 battlegrounds)
    // against the USSR's East Germany and Poland: 7 + 3 = 10 against 3 + 2 = 5.
    let mut m = after_setup(1);
    set_inf(&mut m, "france", 0, 3);
    edit(&mut m, "set hand ussr europe-scoring blockade");
    edit(&mut m, "set hand us truman-doctrine cia-created");
    ok(&mut m, USSR, "headline europe-scoring");
    ok(&mut m, US, "headline truman-doctrine");
    // Truman Doctrine (1 op) goes first and asks the US (Finland: not a Europe battleground).
    ok(&mut m, US, "choose finland");
    assert_eq!(vp(m.as_ref()), 5);
}

#[test]
fn r77_r91_neither_the_china_card_nor_un_intervention_may_be_headlined() {
    let mut m = after_setup(1);
    edit(&mut m, "set hand ussr un-intervention blockade");
    let listed = options(m.as_ref(), USSR);
    assert_eq!(listed, vec!["headline blockade"]);
    refused_with(&mut m, USSR, "headline the-china-card", "ts-err-headline-china");
    refused_with(&mut m, USSR, "headline un-intervention", "ts-err-headline-un");
    refused_with(&mut m, USSR, "headline nato", "ts-err-not-in-hand");
}

#[test]
fn r78_headline_cards_give_no_ops() {
    let mut m = after_setup(1);
    edit(&mut m, "set hand ussr red-scare-purge blockade");
    edit(&mut m, "set hand us duck-and-cover truman-doctrine");
    ok(&mut m, USSR, "headline red-scare-purge");
    ok(&mut m, US, "headline duck-and-cover");
    // Straight on to action round 1: nobody spends the headline cards' ops.
    assert_eq!(phase(m.as_ref()), "choose-card");
    assert_eq!(num(m.as_ref(), "round"), 1);
    assert_eq!(total_influence(m.as_ref()), (15, 25));
    assert_eq!(pair(m.as_ref(), "space"), (0, 0));
    assert_eq!(played_cards(&view(m.as_ref())), vec![]);
}

#[test]
fn r79_a_starred_headline_whose_event_cannot_happen_is_discarded() {
    // A starred headline whose event happened is removed (Nasser, R-79); a starred headline whose
    // event cannot happen (NATO without Marshall Plan or Warsaw Pact) is discarded like any
    // unstarred card (R-36; docs/twilight-struggle.md ruling 15).
    let mut m = after_setup(1);
    edit(&mut m, "set hand ussr nasser blockade");
    edit(&mut m, "set hand us nato truman-doctrine");
    ok(&mut m, USSR, "headline nasser");
    ok(&mut m, US, "headline nato");
    let v = view(m.as_ref());
    assert_eq!(strings(&v["removed"]), vec!["nasser".to_string()]);
    assert_eq!(strings(&v["discard"]), vec!["nato".to_string()]);
    assert_eq!(inf(m.as_ref(), "egypt"), (2, 0));
}

#[test]
fn r80_r101_a_first_headline_that_ends_the_game_stops_the_second() {
    // Both headline scoring cards: the US one first. The US controls Europe (every battleground
    // and more countries) when Europe Scoring resolves: it wins, Asia is never scored.
    let mut m = after_setup(1);
    set_inf(&mut m, "east-germany", 0, 3);
    set_inf(&mut m, "poland", 0, 3);
    set_inf(&mut m, "france", 0, 3);
    edit(&mut m, "set hand ussr asia-scoring blockade");
    edit(&mut m, "set hand us europe-scoring truman-doctrine");
    ok(&mut m, USSR, "headline asia-scoring");
    let applied = ok(&mut m, US, "headline europe-scoring");
    let scored = logged(&applied.log, "ts-log-scoring");
    assert_eq!(scored.len(), 1);
    assert_eq!(arg_key(scored[0], "region"), "ts-region-europe");
    let outcome = m.outcome().expect("Europe control wins");
    assert_eq!(outcome.winners, vec![US]);
    assert_eq!(outcome.summary.key, "ts-end-europe");
}

// ---------------------------------------------------------------------------------------------
// 2.7 DEFCON

#[test]
fn r81_defcon_bars_coups_and_realignments_region_by_region() {
    // seed 1114-1126. USSR targets with US influence: West Germany (Europe), Japan (Asia),
    // Philippines (Southeast Asia, part of Asia), Iran (Middle East), South Africa (Africa),
    // Panama (Central America), Brazil (South America, set up here).
    let targets = [
        ("west-germany", 5),
        ("japan", 4),
        ("philippines", 4),
        ("iran", 3),
        ("south-africa", 2),
        ("panama", 2),
        ("brazil", 2),
    ];
    for defcon in [5, 4, 3, 2] {
        let mut m = standard_round();
        set_inf(&mut m, "brazil", 0, 1);
        edit(&mut m, &format!("set defcon {defcon}"));
        for use_ in ["coup", "realign"] {
            ok(&mut m, USSR, &format!("play socialist-governments {use_}"));
            for (country, lowest_defcon) in targets {
                let line = format!("{use_} {country}");
                if defcon >= lowest_defcon {
                    assert!(has_option(m.as_ref(), USSR, &line), "DEFCON {defcon}: {line}");
                } else {
                    assert!(!has_option(m.as_ref(), USSR, &line), "DEFCON {defcon}: {line}");
                    refused_with(&mut m, USSR, &line, "ts-err-defcon-region");
                }
            }
            ok(&mut m, USSR, "back");
            ok(&mut m, USSR, "back");
        }
    }
}

#[test]
fn r82_r83_r84_r15_defcon_moves_between_5_and_1_degrade_lowers_improve_raises() {
    let mut m = standard_round();
    // Coups on battlegrounds degrade one step each (seed 1109-1111, 1138-1146).
    for (expected, country) in [(4, "iran"), (3, "south-africa"), (2, "panama")] {
        m.force_roll(1);
        ok(&mut m, USSR, &format!("play the-cambridge-five coup {country}"));
        assert_eq!(defcon(m.as_ref()), expected);
        edit(&mut m, "set hand ussr the-cambridge-five blockade nasser");
        ok(&mut m, US, "play cia-created influence canada");
        edit(&mut m, "set hand us cia-created truman-doctrine");
    }
    // A new turn improves it by one (seed 1133-1135).
    finish_turn(&mut m);
    assert_eq!(defcon(m.as_ref()), 3);
}

// ---------------------------------------------------------------------------------------------
// 2.8 Wars (part 2) and 2.12's card victories (part 2)

#[test]
fn r85_r110_wargames_needs_defcon_2_and_the_card_stays_playable_for_ops() {
    // Wars and the missile crisis are tested card by card (events_*.rs); here the R-47 rule
    // that an event which cannot happen leaves the card playable for operations, with the reason.
    let mut m = standard_round();
    to_turn(&mut m, 8);
    edit(&mut m, "set hand us wargames cia-created");
    edit(&mut m, "set defcon 3");
    ussr_plays_elsewhere(&mut m);
    ok(&mut m, US, "play wargames");
    refused_with(&mut m, US, "event", "ts-why-wargames-defcon");
    assert!(has_option(m.as_ref(), US, "influence"));
}

// ---------------------------------------------------------------------------------------------
// 2.9 The China Card

#[test]
fn r87_the_china_card_is_not_a_hand_card_but_playing_it_uses_a_round() {
    let mut m = standard_round();
    ok(&mut m, USSR, "play the-china-card influence north-korea:5");
    let v = view(m.as_ref());
    assert_eq!(v["hands"]["ussr"]["count"], 7, "the hand is untouched");
    assert_eq!(
        played_cards(&v),
        vec![("ussr".into(), "the-china-card".into(), "influence".into())]
    );
    // Six rounds each. Before the US's sixth: the USSR has played five hand cards (plus The
    // China Card), the US five; the US's sixth play leaves it one card fewer than the USSR.
    autoplay(&mut m, |g| num(g, "round") == 6 && pending_seats(g) == vec![US]);
    let v = view(m.as_ref());
    assert_eq!(v["hands"]["ussr"]["count"], 2);
    assert_eq!(v["hands"]["us"]["count"], 2);
    assert_eq!(v["china"]["holder"], "us");
}

#[test]
fn r88_the_china_cards_extra_op_only_if_every_op_goes_to_asia() {
    // Influence: 4 ops outside Asia, no fifth point.
    let mut m = standard_round();
    ok(&mut m, USSR, "play the-china-card influence finland:2 north-korea:2");
    assert_eq!(
        pending_seats(m.as_ref()),
        vec![US],
        "the bonus is gone once an op left Asia"
    );
    assert_eq!(inf(m.as_ref(), "finland"), (3, 0));
    // Realignment: the fifth roll must be in Asia too.
    let mut m = standard_round();
    ussr_plays_elsewhere(&mut m);
    edit(&mut m, "set china us up");
    ok(&mut m, US, "play the-china-card realign");
    for _ in 0..4 {
        m.force_roll(1);
        m.force_roll(6);
        ok(&mut m, US, "realign north-korea");
    }
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    assert!(!has_option(m.as_ref(), US, "realign east-germany"));
    refused_with(&mut m, US, "realign east-germany", "ts-err-asia-bonus");
    m.force_roll(1);
    m.force_roll(6);
    ok(&mut m, US, "realign north-korea");
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    // Four rolls outside Asia end the realignment: no fifth.
    let mut m = standard_round();
    ussr_plays_elsewhere(&mut m);
    edit(&mut m, "set china us up");
    ok(&mut m, US, "play the-china-card realign");
    m.force_roll(1);
    m.force_roll(6);
    ok(&mut m, US, "realign east-germany");
    for _ in 0..3 {
        m.force_roll(1);
        m.force_roll(6);
        ok(&mut m, US, "realign north-korea");
    }
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
}

#[test]
fn r94_the_china_card_has_no_event_and_is_never_discarded_or_removed() {
    let mut m = standard_round();
    ok(&mut m, USSR, "play the-china-card");
    assert!(!has_option(m.as_ref(), USSR, "event"));
    refused_with(&mut m, USSR, "event", "ts-why-china-no-event");
    ok(&mut m, USSR, "coup");
    m.force_roll(1);
    ok(&mut m, USSR, "coup iran");
    let v = view(m.as_ref());
    assert!(!strings(&v["discard"]).contains(&"the-china-card".to_string()));
    assert!(!strings(&v["removed"]).contains(&"the-china-card".to_string()));
    assert_eq!(v["china"]["holder"], "us");
}

// ---------------------------------------------------------------------------------------------
// 2.10 Military operations

#[test]
fn r95_each_missing_military_op_gives_the_opponent_a_vp() {
    // seed 1162-1164: at DEFCON 4 the US has 2 milops: the USSR gains 2 VP.
    let mut m = standard_round();
    edit(&mut m, "set round 6");
    ok(&mut m, USSR, "play blockade influence finland");
    edit(&mut m, "set defcon 4");
    edit(&mut m, "set milops ussr 4");
    edit(&mut m, "set milops us 2");
    let applied = ok(&mut m, US, "play truman-doctrine influence canada");
    let short = logged(&applied.log, "ts-log-milops-short");
    assert_eq!(short.len(), 1);
    assert_eq!(arg_num(short[0], "short"), 2);
    assert_eq!(vp(m.as_ref()), -2);
    assert_eq!(pair(m.as_ref(), "milops"), (0, 0));
    // both short: only the difference moves.
    let mut m = standard_round();
    edit(&mut m, "set round 6");
    ok(&mut m, USSR, "play blockade influence finland");
    edit(&mut m, "set milops ussr 1");
    edit(&mut m, "set milops us 4");
    ok(&mut m, US, "play truman-doctrine influence canada");
    assert_eq!(vp(m.as_ref()), 3, "USSR 4 short, US 1 short at DEFCON 5");
}

// ---------------------------------------------------------------------------------------------
// 2.11 Scoring

/// VP change when the USSR plays `card` in action round 1 on an empty map plus `positions`
/// (`country ussr us`).
fn score(card: &str, positions: &[(&str, u8, u8)]) -> i64 {
    let mut m = standard_round();
    clear_map(&mut m);
    for &(country, ussr, us) in positions {
        set_inf(&mut m, country, ussr, us);
    }
    edit(&mut m, &format!("set hand ussr {card} blockade"));
    let applied = ok(&mut m, USSR, &format!("play {card}"));
    assert_eq!(logged(&applied.log, "ts-log-scoring").len(), 1);
    vp(m.as_ref())
}

#[test]
fn r99_r100_r107_presence_domination_and_control_in_the_middle_east() {
    let syria = ("syria", 2, 0);
    // Presence each (3 against 3): the net difference is 0.
    assert_eq!(score("middle-east-scoring", &[syria, ("jordan", 0, 2)]), 0);
    // Domination: more countries, more battlegrounds, one of each kind: 5 + 1 against 3.
    assert_eq!(
        score("middle-east-scoring", &[syria, ("jordan", 0, 2), ("israel", 0, 4)]),
        3
    );
    // Two battlegrounds but no other country: only presence, 3 + 2 against 3.
    assert_eq!(
        score("middle-east-scoring", &[syria, ("iran", 0, 2), ("israel", 0, 4)]),
        2
    );
    // As many countries as the USSR: no domination, 3 + 1 against 3.
    assert_eq!(
        score(
            "middle-east-scoring",
            &[syria, ("lebanon", 1, 0), ("jordan", 0, 2), ("israel", 0, 4)]
        ),
        1
    );
    // Control: every battleground and more countries: 7 + 6 against 3.
    let all_battlegrounds = [
        syria,
        ("egypt", 0, 2),
        ("iran", 0, 2),
        ("iraq", 0, 3),
        ("israel", 0, 4),
        ("libya", 0, 2),
        ("saudi-arabia", 0, 3),
    ];
    assert_eq!(score("middle-east-scoring", &all_battlegrounds), 10);
    // The USSR scores the same way (negative VP).
    assert_eq!(score("middle-east-scoring", &[("israel", 4, 0), ("jordan", 2, 0)]), -6);
}

#[test]
fn r100_r102_r5_asia_counts_southeast_asia_and_countries_next_to_the_enemy_superpower() {
    // North Korea (battleground next to the USSR) for the US: 3 + 1 + 1.
    assert_eq!(score("asia-scoring", &[("north-korea", 0, 3)]), 5);
    // Afghanistan (next to the USSR, no battleground): 3 + 1.
    assert_eq!(score("asia-scoring", &[("afghanistan", 0, 2)]), 4);
    // Japan (battleground next to the USA) for the USSR: 3 + 1 + 1.
    assert_eq!(score("asia-scoring", &[("japan", 4, 0)]), -5);
    // Thailand is a Southeast Asian battleground and counts for Asia.
    assert_eq!(score("asia-scoring", &[("thailand", 0, 2)]), 4);
    // Control of Asia: all six battlegrounds (Thailand among them) and more countries.
    let asia = [
        ("india", 0, 3),
        ("japan", 0, 4),
        ("north-korea", 0, 3),
        ("pakistan", 0, 2),
        ("south-korea", 0, 3),
        ("thailand", 0, 2),
        ("burma", 2, 0),
    ];
    assert_eq!(score("asia-scoring", &asia), 9 + 6 + 1 - 3);
}

#[test]
fn r100_r101_europe_adjacency_bonus_and_control_of_europe_wins_at_europe_scoring() {
    // Canada (next to the USA) for the USSR: 3 + 1; Finland (next to the USSR) for the US.
    assert_eq!(score("europe-scoring", &[("canada", 4, 0)]), -4);
    assert_eq!(score("europe-scoring", &[("finland", 0, 4)]), 4);
    // Control of Europe when Europe Scoring resolves in an action round: the USSR wins.
    let mut m = standard_round();
    clear_map(&mut m);
    for (country, n) in [
        ("east-germany", 3),
        ("poland", 3),
        ("west-germany", 4),
        ("france", 3),
        ("italy", 2),
    ] {
        set_inf(&mut m, country, n, 0);
    }
    edit(&mut m, "set vp 15");
    edit(&mut m, "set hand ussr europe-scoring blockade");
    ok(&mut m, USSR, "play europe-scoring");
    let outcome = m.outcome().expect("Europe control wins");
    assert_eq!(outcome.winners, vec![USSR]);
    assert_eq!(outcome.summary.key, "ts-end-europe");
}

#[test]
fn r103_a_scoring_card_has_no_ops_played_it_resolves_at_once() {
    let mut m = standard_round();
    edit(&mut m, "set hand ussr asia-scoring europe-scoring blockade");
    for line in [
        "play asia-scoring influence finland",
        "play asia-scoring realign iran",
        "play asia-scoring coup iran",
        "play asia-scoring space",
    ] {
        refused_with(&mut m, USSR, line, "ts-err-scoring-only-event");
    }
    // No choice of use: the card scores the moment it is played; `event` may be added.
    let applied = ok(&mut m, USSR, "play asia-scoring event");
    assert_eq!(logged(&applied.log, "ts-log-scoring").len(), 1);
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    us_plays_elsewhere(&mut m);
    let applied = ok(&mut m, USSR, "play europe-scoring");
    assert_eq!(logged(&applied.log, "ts-log-scoring").len(), 1);
    assert_eq!(phase(m.as_ref()), "choose-card");
}

// ---------------------------------------------------------------------------------------------
// 2.12 Victory and game end

#[test]
fn r105_r107_twenty_vp_ends_the_game_after_all_vp_of_the_card_are_counted() {
    // VP -19; Middle East Scoring gives the USSR 3 and the US 6: net +3, nobody wins (the
    // USSR's 3 alone would have reached -20 first).
    let mut m = standard_round();
    clear_map(&mut m);
    for (country, ussr, us) in [("syria", 2, 0), ("jordan", 0, 2), ("israel", 0, 4)] {
        set_inf(&mut m, country, ussr, us);
    }
    edit(&mut m, "set vp -19");
    edit(&mut m, "set hand ussr middle-east-scoring blockade");
    ok(&mut m, USSR, "play middle-east-scoring");
    assert_eq!(vp(m.as_ref()), -16);
    assert!(m.outcome().is_none());
    // At +19 the same +3 wins for the US at once.
    edit(&mut m, "set vp 19");
    edit(&mut m, "set hand us middle-east-scoring cia-created");
    ok(&mut m, US, "play middle-east-scoring");
    let outcome = m.outcome().expect("20 VP");
    assert_eq!(outcome.winners, vec![US]);
    assert_eq!(outcome.summary.key, "ts-end-vp");
    assert_eq!(vp(m.as_ref()), 22);
    refused_with(&mut m, USSR, "play blockade", "err-game-over");
    // Space VP count too: -18 and the USSR's first Earth Satellite (2 VP).
    let mut m = standard_round();
    edit(&mut m, "set vp -18");
    m.force_roll(1);
    ok(&mut m, USSR, "play decolonization space");
    assert_eq!(m.outcome().expect("-20").winners, vec![USSR]);
}

#[test]
fn r106_the_vp_track_counts_0_as_a_step() {
    // seed 1366-1368: USSR 1, the US gains 2: US 1.
    let mut m = standard_round();
    edit(&mut m, "set vp -1");
    ussr_plays_elsewhere(&mut m);
    m.force_roll(1);
    ok(&mut m, US, "play defectors space");
    assert_eq!(vp(m.as_ref()), 1);
    // seed 1375-1379: US 10, the USSR gains 2: US 8.
    let mut m = standard_round();
    edit(&mut m, "set vp 10");
    m.force_roll(1);
    ok(&mut m, USSR, "play decolonization space");
    assert_eq!(vp(m.as_ref()), 8);
}

#[test]
fn r112_a_scoring_card_held_after_the_last_round_loses_when_it_cannot_be_avoided() {
    let mut m = standard_round();
    edit(&mut m, "set hand ussr asia-scoring europe-scoring blockade");
    edit(&mut m, "set round 6");
    // Two scoring cards, one round: one is played, the other is held.
    assert_eq!(
        options(m.as_ref(), USSR),
        vec!["play asia-scoring", "play europe-scoring"]
    );
    ok(&mut m, USSR, "play asia-scoring");
    let applied = ok(&mut m, US, "play truman-doctrine influence canada");
    assert_eq!(logged(&applied.log, "ts-end-held-scoring").len(), 1);
    let outcome = m.outcome().expect("accidental nuclear war");
    assert_eq!(outcome.winners, vec![US]);
    assert_eq!(outcome.summary.key, "ts-end-held-scoring");
    // Both hold one: nobody wins.
    let mut m = standard_round();
    to_turn(&mut m, 4);
    edit(&mut m, "set hand ussr asia-scoring europe-scoring");
    edit(&mut m, "set hand us middle-east-scoring central-america-scoring");
    edit(&mut m, "set round 7");
    ok(&mut m, USSR, "play asia-scoring");
    ok(&mut m, US, "play central-america-scoring");
    let outcome = m.outcome().expect("both held a scoring card");
    assert!(outcome.winners.is_empty());
    assert_eq!(outcome.summary.key, "ts-end-both-held-scoring");
}

/// Turn 10, round 7 (the last) on an empty map; `setup` adjusts it; then both spend their last
/// round on failed space attempts and the game goes to final scoring. Returns the log of that
/// last move.
fn final_scoring(setup: impl FnOnce(&mut Box<dyn AnyMatch>)) -> (Box<dyn AnyMatch>, Vec<warroom::engine::LogEntry>) {
    let mut m = standard_round();
    to_turn(&mut m, 10);
    clear_map(&mut m);
    edit(&mut m, "set hand ussr socialist-governments");
    edit(&mut m, "set hand us duck-and-cover");
    edit(&mut m, "set space ussr 0");
    edit(&mut m, "set space us 0");
    edit(&mut m, "set round 7");
    setup(&mut m);
    m.force_roll(6);
    ok(&mut m, USSR, "play socialist-governments space");
    m.force_roll(6);
    let applied = ok(&mut m, US, "play duck-and-cover space");
    assert!(m.outcome().is_some(), "the game ends after turn 10");
    (m, applied.log)
}

#[test]
fn r31_r93_r109_final_scoring_scores_every_region_once_and_the_china_card_holder_gains_1() {
    let (m, log) = final_scoring(|m| {
        edit(m, "set vp 0");
        edit(m, "set china us down");
    });
    let regions: Vec<String> = logged(&log, "ts-log-scoring")
        .iter()
        .map(|t| arg_key(t, "region"))
        .collect();
    // Southeast Asia is scored only as part of Asia.
    assert_eq!(
        regions,
        vec![
            "ts-region-europe",
            "ts-region-asia",
            "ts-region-middle-east",
            "ts-region-central-america",
            "ts-region-south-america",
            "ts-region-africa"
        ]
    );
    assert_eq!(logged(&log, "ts-log-china-vp").len(), 1);
    assert_eq!(vp(m.as_ref()), 1);
    let outcome = m.outcome().expect("over");
    assert_eq!(outcome.winners, vec![US]);
    assert_eq!(outcome.summary.key, "ts-end-final");
}

#[test]
fn r109_r113_twenty_vp_is_no_instant_win_in_final_scoring_and_vp_are_not_clamped() {
    let (m, _) = final_scoring(|m| {
        edit(m, "set vp 19");
        edit(m, "set china ussr up");
        for (country, us) in [
            ("egypt", 2),
            ("iran", 2),
            ("iraq", 3),
            ("israel", 4),
            ("libya", 2),
            ("saudi-arabia", 3),
        ] {
            set_inf(m, country, 0, us);
        }
    });
    // 19 + Middle East control (7 + 6) - 1 for the USSR's China Card.
    assert_eq!(vp(m.as_ref()), 31);
    let outcome = m.outcome().expect("over");
    assert_eq!(outcome.winners, vec![US]);
    assert_eq!(outcome.summary.key, "ts-end-final");
}

#[test]
fn r109_r101_control_of_europe_still_wins_outright_in_final_scoring() {
    let (m, _) = final_scoring(|m| {
        edit(m, "set vp -19");
        edit(m, "set china ussr up");
        for (country, us) in [
            ("east-germany", 3),
            ("poland", 3),
            ("west-germany", 4),
            ("france", 3),
            ("italy", 2),
        ] {
            set_inf(m, country, 0, us);
        }
    });
    let outcome = m.outcome().expect("over");
    assert_eq!(outcome.winners, vec![US]);
    assert_eq!(outcome.summary.key, "ts-end-europe");
}

#[test]
fn r109_zero_vp_after_final_scoring_is_a_draw_and_southeast_asia_counts_once() {
    let (m, _) = final_scoring(|m| {
        edit(m, "set vp -1");
        edit(m, "set china us up");
    });
    assert_eq!(vp(m.as_ref()), 0);
    let outcome = m.outcome().expect("over");
    assert!(outcome.winners.is_empty());
    assert_eq!(outcome.summary.key, "ts-end-final-draw");
    // Thailand: Asia presence 3 + 1 battleground, not again as Southeast Asia.
    let (m, _) = final_scoring(|m| {
        edit(m, "set vp 0");
        edit(m, "set china ussr up");
        set_inf(m, "thailand", 0, 2);
    });
    assert_eq!(vp(m.as_ref()), 3);
}

// ---------------------------------------------------------------------------------------------
// Bad input: refused with the rule named, the game unchanged (also inside one-line plays).

#[test]
fn bad_input_r51_r52_a_one_line_play_that_is_partly_illegal_is_refused_as_a_whole() {
    let mut m = standard_round();
    // The first two points are fine; West Germany is US-controlled (2 ops) with 1 op left.
    let err = refused_with(
        &mut m,
        USSR,
        "play socialist-governments influence finland:2 west-germany",
        "ts-err-cost",
    );
    assert_eq!(arg_key(&err.text, "country"), "ts-country-west-germany");
    // Out of reach in the middle of a line.
    refused_with(
        &mut m,
        USSR,
        "play socialist-governments influence finland mexico finland",
        "ts-err-not-reachable",
    );
    // More points than ops: the line runs past the end of the round.
    refused_with(
        &mut m,
        USSR,
        "play decolonization influence finland:3",
        "ts-err-line-too-long",
    );
    assert_eq!(inf(m.as_ref(), "finland"), (1, 0));
    assert_eq!(phase(m.as_ref()), "choose-card");
}

#[test]
fn bad_input_r60_r81_coups_without_enemy_influence_or_where_defcon_forbids() {
    let mut m = standard_round();
    refused_with(
        &mut m,
        USSR,
        "play socialist-governments coup poland",
        "ts-err-coup-no-enemy",
    );
    refused_with(
        &mut m,
        USSR,
        "play socialist-governments realign poland",
        "ts-err-realign-no-enemy",
    );
    edit(&mut m, "set defcon 4");
    refused_with(
        &mut m,
        USSR,
        "play socialist-governments coup west-germany",
        "ts-err-defcon-region",
    );
    edit(&mut m, "set defcon 2");
    refused_with(
        &mut m,
        USSR,
        "play socialist-governments coup iran",
        "ts-err-defcon-region",
    );
    // No coup target anywhere: the use itself is refused, naming DEFCON.
    for country in ["south-africa", "panama"] {
        set_inf(&mut m, country, 0, 0);
    }
    let err = refused_with(&mut m, USSR, "play socialist-governments coup", "ts-err-no-coup-target");
    assert_eq!(arg_num(&err.text, "defcon"), 2);
}

#[test]
fn bad_input_r68_r77_d20_second_space_china_headline_and_a_held_back_scoring_card() {
    let mut m = standard_round();
    m.force_roll(6);
    ok(&mut m, USSR, "play decolonization space");
    us_plays_elsewhere(&mut m);
    refused_with(&mut m, USSR, "play arab-israeli-war space", "ts-err-space-attempts");
    let mut m = after_setup(1);
    refused_with(&mut m, USSR, "headline the-china-card", "ts-err-headline-china");
    let mut m = standard_round();
    edit(&mut m, "set hand ussr europe-scoring socialist-governments");
    edit(&mut m, "set round 6");
    refused_with(
        &mut m,
        USSR,
        "play socialist-governments influence finland:3",
        "ts-err-must-play-scoring",
    );
    refused_with(&mut m, USSR, "play the-china-card space", "ts-err-must-play-scoring");
}

#[test]
fn bad_input_the_wrong_player_answering() {
    let mut m = new_match(&[], 1);
    refused_with(&mut m, US, "place west-germany", "err-not-your-turn");
    refused_with(&mut m, 2, "place poland", "err-no-such-seat");
    let mut m = standard_round();
    let err = refused_with(
        &mut m,
        US,
        "play duck-and-cover influence canada:3",
        "err-not-your-turn",
    );
    match err.text.args.get("waiting") {
        Some(warroom::engine::Arg::List(who)) => assert_eq!(who.len(), 1),
        other => panic!("waiting: {other:?}"),
    }
    ok(&mut m, USSR, "play socialist-governments influence");
    // In the middle of the USSR's placement the US still has nothing to say.
    refused_with(&mut m, US, "place canada", "err-not-your-turn");
    // During the headline both may answer, but each only once.
    let mut m = after_setup(1);
    let first = options(m.as_ref(), USSR)[0].clone();
    ok(&mut m, USSR, &first);
    refused_with(&mut m, USSR, &first, "err-not-your-turn");
}

#[test]
fn bad_input_unknown_words_cards_countries_and_amounts() {
    let mut m = standard_round();
    for (line, key) in [
        ("dance", "ts-err-unknown-word"),
        ("play", "ts-err-unknown-card"),
        ("play fidel-castro", "ts-err-unknown-card"),
        ("play #0", "ts-err-unknown-card"),
        ("play #111", "ts-err-unknown-card"),
        ("play nato", "ts-err-not-in-hand"),
        ("play #23", "ts-err-not-in-hand"),
        (
            "play socialist-governments influence atlantis",
            "ts-err-unknown-country",
        ),
        ("play socialist-governments influence finland:0", "ts-err-bad-amount"),
        ("play socialist-governments influence finland:x", "ts-err-bad-amount"),
        ("play socialist-governments place", "ts-err-place-what"),
        (
            "play socialist-governments influence finland dance",
            "ts-err-unknown-country",
        ),
        ("headline socialist-governments", "ts-err-not-now"),
        ("keep", "ts-err-not-now"),
        ("   ", "err-empty-action"),
    ] {
        refused_with(&mut m, USSR, line, key);
    }
    // Case and spacing do not matter.
    ok(&mut m, USSR, "  PLAY   Socialist-Governments  INFLUENCE finland:3 ");
    assert_eq!(inf(m.as_ref(), "finland"), (4, 0));
}

#[test]
fn a_game_saved_mid_headline_before_the_shared_secret_pick_still_loads_and_reveals() {
    // Headlines now live in the engine's `SecretPicks`; a game saved with the old `[ussr, us]`
    // picks must load with the USSR's pick kept and still hidden from the US.
    let mut m = after_setup(3);
    edit(&mut m, "set hand ussr europe-scoring socialist-governments");
    edit(&mut m, "set hand us middle-east-scoring duck-and-cover");
    ok(&mut m, USSR, "headline europe-scoring");
    let mut saved: Value = serde_json::from_str(&m.save()).expect("json");
    let stack = saved["game"]["stack"].as_array_mut().expect("the step stack");
    let headline = stack
        .iter_mut()
        .find(|step| step["step"] == "headline")
        .expect("a headline step");
    let europe = headline["picks"]["picks"][0][1].clone();
    assert!(europe.is_u64(), "the USSR pick is stored: {headline}");
    headline["picks"] = serde_json::json!([europe, null]);
    let registry = Registry::builtin();
    let kind = registry.get("twilight-struggle").expect("registered");
    let mut old = kind.load(&saved.to_string()).expect("the old save loads");
    assert_eq!(old.view(Viewer::Seat(US)), m.view(Viewer::Seat(US)));
    assert_eq!(old.view(Viewer::Seat(USSR)), m.view(Viewer::Seat(USSR)));
    assert_eq!(pending_seats(old.as_ref()), vec![US]);
    ok(&mut old, US, "headline middle-east-scoring");
    ok(&mut m, US, "headline middle-east-scoring");
    assert_eq!(old.save(), m.save(), "the old save plays on exactly like the new one");
}
