//! Rulings corrected against the rulebook (seed 000) and the publisher's FAQ: each test is the
//! case where the earlier ruling and the rulebook disagreed (docs/twilight-struggle-rulings.md).

use super::support::*;
use warroom::engine::AnyMatch;

/// Action round 1 of turn 4 (Mid War) with these hands and nothing in effect.
fn mid_war_round(ussr_hand: &[&str], us_hand: &[&str]) -> Box<dyn AnyMatch> {
    let mut m = standard_round();
    to_turn(&mut m, 4);
    edit(&mut m, "set lasting");
    edit(&mut m, &format!("set hand ussr {}", ussr_hand.join(" ")));
    edit(&mut m, &format!("set hand us {}", us_hand.join(" ")));
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    m
}

fn missile_envy_victim(m: &dyn AnyMatch) -> serde_json::Value {
    view(m)["missile_envy"].clone()
}

#[test]
fn r51_event_first_the_influence_goes_next_to_the_markers_of_the_start_of_the_round() {
    // The US's only influence near Haiti is in Cuba. Fidel's event (first) wipes it out, yet the
    // reach is that of the start of the action round (K:657-661): Haiti stays reachable.
    let mut m = action_round(&["comecon"], &["fidel"]);
    ok(&mut m, USSR, "play comecon influence finland:3");
    edit(&mut m, "set influence cuba 0 1");
    ok(&mut m, US, "play fidel influence event-first");
    assert_eq!(inf(m.as_ref(), "cuba"), (3, 0), "the event came first");
    assert!(has_option(m.as_ref(), US, "place haiti"));
    ok(&mut m, US, "place haiti");
    // A point placed this round does not extend the reach.
    assert!(!has_option(m.as_ref(), US, "place dominican-republic"));
    refused(&mut m, US, "place dominican-republic");
    ok(&mut m, US, "place haiti");
    assert_eq!(inf(m.as_ref(), "haiti"), (0, 2));
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
}

#[test]
fn r45_modifiers_are_summed_before_the_floor_of_1_vietnam_revolts_and_red_scare_on_a_1_op_card() {
    // K:986-1000: the changes apply to the total. Nasser (1) − 1 (Red Scare) + 1 (Vietnam
    // Revolts, all in Southeast Asia) = 1: one influence, not two.
    let mut m = standard_round();
    edit(&mut m, "set this-turn vietnam-revolts ussr");
    edit(&mut m, "set this-turn red-scare-purge us");
    edit(&mut m, "set influence vietnam 1 0");
    ok(&mut m, USSR, "play nasser influence place vietnam");
    assert_eq!(inf(m.as_ref(), "vietnam").0, 2);
    assert_eq!(
        pending_seats(m.as_ref()),
        vec![US],
        "the single op is spent: the round is over"
    );
    // A 2-op card: 2 − 1 + 1 = 2 in Southeast Asia.
    let mut m = standard_round();
    edit(&mut m, "set this-turn vietnam-revolts ussr");
    edit(&mut m, "set this-turn red-scare-purge us");
    edit(&mut m, "set influence vietnam 1 0");
    edit(&mut m, "set influence thailand 1 0");
    ok(&mut m, USSR, "play decolonization influence place vietnam thailand");
    assert_eq!((inf(m.as_ref(), "vietnam").0, inf(m.as_ref(), "thailand").0), (2, 2));
}

#[test]
fn r119_missile_envy_may_go_to_the_space_race() {
    let mut m = mid_war_round(&["missile-envy", "nasser"], &["duck-and-cover", "five-year-plan"]);
    edit(&mut m, "set missile-envy ussr");
    ok(&mut m, USSR, "play missile-envy");
    assert!(has_option(m.as_ref(), USSR, "space"));
    m.force_roll(1);
    ok(&mut m, USSR, "space");
    assert_eq!(pair(m.as_ref(), "space").0, 1, "the attempt succeeded");
    assert_eq!(missile_envy_victim(m.as_ref()), serde_json::Value::Null);
    assert!(strings(&view(m.as_ref())["discard"]).contains(&"missile-envy".to_string()));
}

#[test]
fn r119_r120_missile_envy_waits_past_a_forced_scoring_card_and_cannot_be_headlined() {
    // The USSR's last round must go to its scoring card; Missile Envy's obligation
    // carries to its first action round of the next turn, and it may not be headlined.
    let mut m = mid_war_round(&["missile-envy", "asia-scoring"], &["duck-and-cover", "five-year-plan"]);
    edit(&mut m, "set missile-envy ussr");
    edit(&mut m, "set round 7");
    assert_eq!(options(m.as_ref(), USSR), vec!["play asia-scoring".to_string()]);
    ok(&mut m, USSR, "play asia-scoring");
    assert_eq!(
        missile_envy_victim(m.as_ref()),
        "ussr",
        "the scoring card did not fulfil it"
    );
    autoplay(&mut m, |g| phase(g) == "headline");
    assert_eq!(num(m.as_ref(), "turn"), 5);
    assert_eq!(missile_envy_victim(m.as_ref()), "ussr");
    assert!(hand(m.as_ref(), USSR).contains(&"missile-envy".to_string()));
    assert!(!has_option(m.as_ref(), USSR, "headline missile-envy"));
    refused_with(&mut m, USSR, "headline missile-envy", "ts-err-headline-bound");
    // Headlines chosen, the USSR's first round: Missile Envy for operations, nothing else.
    edit(&mut m, "set hand ussr missile-envy europe-scoring blockade");
    edit(&mut m, "set hand us middle-east-scoring duck-and-cover");
    ok(&mut m, USSR, "headline europe-scoring");
    ok(&mut m, US, "headline middle-east-scoring");
    assert_eq!(phase(m.as_ref()), "choose-card");
    assert_eq!(missile_envy_victim(m.as_ref()), "ussr");
    assert_eq!(options(m.as_ref(), USSR), vec!["play missile-envy".to_string()]);
}

#[test]
fn d21_a_trapped_player_holding_missile_envy_must_discard_it() {
    let mut m = mid_war_round(
        &["nasser", "blockade"],
        &["missile-envy", "duck-and-cover", "five-year-plan"],
    );
    edit(&mut m, "set lasting quagmire");
    edit(&mut m, "set missile-envy us");
    ok(&mut m, USSR, "play nasser influence finland");
    assert_eq!(options(m.as_ref(), US), vec!["discard missile-envy".to_string()]);
    refused_with(&mut m, US, "discard duck-and-cover", "ts-err-trap-discard");
    m.force_roll(6);
    ok(&mut m, US, "discard missile-envy");
    assert_eq!(missile_envy_victim(m.as_ref()), serde_json::Value::Null);
    assert!(strings(&view(m.as_ref())["discard"]).contains(&"missile-envy".to_string()));
}

#[test]
fn r70_the_space_station_eighth_round_is_optional() {
    let mut m = mid_war_round(
        &["socialist-governments", "blockade", "nasser"],
        &["duck-and-cover", "five-year-plan", "defectors"],
    );
    edit(&mut m, "set space us 8");
    edit(&mut m, "set round 7");
    ok(&mut m, USSR, "play blockade influence finland");
    ok(&mut m, US, "play defectors influence canada:2");
    assert_eq!(num(m.as_ref(), "round"), 8);
    // K:921-923: the box "may" take 8 rounds.
    assert!(has_option(m.as_ref(), US, "pass"));
    ok(&mut m, US, "pass");
    assert_eq!(hand(m.as_ref(), US).len(), 2, "the US kept both cards");
    // Box 6's discard (also the US's) comes next: the turn is over.
    assert_eq!(phase(m.as_ref()), "space-discard");
}

#[test]
fn defectors_taken_by_a_headlined_grain_sales_cancels_the_ussr_headline() {
    // Fidel (2 ops) and Grain Sales (2 ops): the US goes first on the tie. The USSR's
    // only card left is Defectors, which the US takes and plays as its event (FAQ).
    let mut m = mid_war_round(&["nasser"], &["duck-and-cover"]);
    finish_turn(&mut m);
    assert_eq!(phase(m.as_ref()), "headline");
    edit(&mut m, "set hand ussr fidel defectors");
    edit(&mut m, "set hand us grain-sales-to-soviets duck-and-cover");
    ok(&mut m, USSR, "headline fidel");
    ok(&mut m, US, "headline grain-sales-to-soviets");
    ok(&mut m, US, "choose play");
    let applied = ok(&mut m, US, "event");
    assert_eq!(logged(&applied.log, "ts-log-defectors-cancel").len(), 1);
    assert_eq!(inf(m.as_ref(), "cuba"), (0, 0), "Fidel never happened");
    assert!(strings(&view(m.as_ref())["discard"]).contains(&"fidel".to_string()));
    assert_eq!(phase(m.as_ref()), "choose-card");
}

#[test]
fn may_operations_of_cia_created_lone_gunman_abm_treaty_and_grain_sales_can_be_declined() {
    let mut m = action_round(&["nasser", "fidel"], &["cia-created"]);
    ok(&mut m, USSR, "play nasser influence finland");
    ok(&mut m, US, "play cia-created event");
    assert!(has_option(m.as_ref(), US, "done"));
    let before = view(m.as_ref())["influence"].clone();
    ok(&mut m, US, "done");
    assert_eq!(view(m.as_ref())["influence"], before, "nothing placed");
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);

    let mut m = mid_war_round(&["lone-gunman", "nasser"], &["duck-and-cover"]);
    ok(&mut m, USSR, "play lone-gunman event");
    ok(&mut m, USSR, "done");
    assert_eq!(pending_seats(m.as_ref()), vec![US]);

    let mut m = mid_war_round(&["abm-treaty", "nasser"], &["duck-and-cover"]);
    edit(&mut m, "set defcon 3");
    ok(&mut m, USSR, "play abm-treaty event");
    assert_eq!(defcon(m.as_ref()), 4);
    ok(&mut m, USSR, "done");
    assert_eq!(pending_seats(m.as_ref()), vec![US]);

    let mut m = mid_war_round(&["nasser"], &["grain-sales-to-soviets", "duck-and-cover"]);
    ok(&mut m, USSR, "play nasser influence finland");
    edit(&mut m, "set hand ussr");
    ok(&mut m, US, "play grain-sales-to-soviets event");
    ok(&mut m, US, "done");
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
}

#[test]
fn norad_may_be_declined() {
    let mut m = standard_round();
    edit(&mut m, "set lasting norad");
    edit(&mut m, "set influence canada 0 4");
    edit(&mut m, "set defcon 3");
    edit(&mut m, "set influence iran 0 1");
    ok(&mut m, USSR, "play blockade coup iran");
    assert!(has_option(m.as_ref(), US, "done"));
    let canada = inf(m.as_ref(), "canada");
    ok(&mut m, US, "done");
    assert_eq!(inf(m.as_ref(), "canada"), canada);
    assert_eq!(phase(m.as_ref()), "choose-card");
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn ask_not_drawing_a_scoring_card_in_the_last_round_loses_for_the_us() {
    // R-112 (K:1448-1450): a scoring card still held when the action rounds are over loses;
    // Ask Not's draw makes no exception (the US chose to draw with no round left to play it).
    let mut m = mid_war_round(
        &["nasser", "blockade"],
        &["ask-not-what-your-country-can-do-for-you", "duck-and-cover"],
    );
    edit(&mut m, "set round 7");
    edit(&mut m, "set deck-top asia-scoring");
    ok(&mut m, USSR, "play nasser influence finland");
    ok(&mut m, US, "play ask-not-what-your-country-can-do-for-you event");
    // Its last card discarded, the US draws at once: Asia Scoring, with no round left.
    ok(&mut m, US, "choose duck-and-cover");
    assert!(hand(m.as_ref(), US).contains(&"asia-scoring".to_string()));
    let outcome = m.outcome().expect("the turn ended with a held scoring card");
    assert_eq!(outcome.winners, vec![USSR]);
}

#[test]
fn a_coup_that_loses_the_game_says_so_and_asks_to_confirm() {
    let mut m = standard_round();
    edit(&mut m, "set defcon 2");
    edit(&mut m, "set influence costa-rica 0 1");
    edit(&mut m, "set influence panama 0 1");
    ok(&mut m, USSR, "play blockade coup");
    // Panama (a battleground; at DEFCON 2 only the Americas and Africa allow coups) would take
    // DEFCON to 1: the option says so.
    let label = |m: &dyn AnyMatch, n: &str| {
        let p = m.pending();
        p[0].options
            .iter()
            .find(|o| o.notation == n)
            .expect("offered")
            .label
            .clone()
    };
    assert_eq!(
        arg_num(&label(m.as_ref(), "coup panama"), "bg"),
        2,
        "the losing coup is marked"
    );
    assert_eq!(
        arg_num(&label(m.as_ref(), "coup costa-rica"), "bg"),
        0,
        "no battleground"
    );
    ok(&mut m, USSR, "coup panama");
    assert!(m.outcome().is_none(), "asked first, nothing happened");
    assert_eq!(
        options(m.as_ref(), USSR),
        vec!["confirm".to_string(), "back".to_string()]
    );
    ok(&mut m, USSR, "back");
    assert!(has_option(m.as_ref(), USSR, "coup costa-rica"));
    // Typed in one line, or confirmed: the coup happens and the USSR loses at DEFCON 1.
    m.force_roll(6);
    ok(&mut m, USSR, "coup panama confirm");
    assert_eq!(defcon(m.as_ref()), 1);
    assert_eq!(m.outcome().expect("nuclear war").winners, vec![US]);
}

#[test]
fn a_play_whose_event_takes_defcon_to_1_says_so_and_asks_to_confirm() {
    let mut m = mid_war_round(&["we-will-bury-you", "duck-and-cover", "blockade"], &["nasser"]);
    let use_label = |m: &dyn AnyMatch, n: &str| {
        let p = m.pending();
        p[0].options
            .iter()
            .find(|o| o.notation == n)
            .unwrap_or_else(|| panic!("`{n}` offered"))
            .label
            .key
            .to_string()
    };
    // At DEFCON 3 nothing is marked.
    let mut calm = m.clone_box();
    edit(&mut calm, "set defcon 3");
    ok(&mut calm, USSR, "play we-will-bury-you");
    assert_eq!(use_label(calm.as_ref(), "event"), "ts-opt-use");
    edit(&mut m, "set defcon 2");
    // Its own event: the event is marked, its operations are not.
    ok(&mut m, USSR, "play we-will-bury-you");
    assert_eq!(use_label(m.as_ref(), "event"), "ts-opt-use-loses");
    assert_eq!(use_label(m.as_ref(), "influence"), "ts-opt-use");
    ok(&mut m, USSR, "event");
    assert!(m.outcome().is_none(), "asked first, nothing happened");
    assert_eq!(
        options(m.as_ref(), USSR),
        vec!["confirm".to_string(), "back".to_string()]
    );
    ok(&mut m, USSR, "back");
    assert!(has_option(m.as_ref(), USSR, "influence"), "back at the choice of use");
    ok(&mut m, USSR, "back");
    // The rival's card: any operations set its event off; the space race does not.
    ok(&mut m, USSR, "play duck-and-cover");
    assert_eq!(use_label(m.as_ref(), "influence"), "ts-opt-use-loses");
    if has_option(m.as_ref(), USSR, "space") {
        assert_eq!(use_label(m.as_ref(), "space"), "ts-opt-use");
    }
    ok(&mut m, USSR, "influence");
    assert_eq!(
        options(m.as_ref(), USSR),
        vec!["confirm".to_string(), "back".to_string()]
    );
    ok(&mut m, USSR, "back");
    ok(&mut m, USSR, "back");
    // Typed in one line with `confirm`: DEFCON 1, and the USSR (whose round it is) loses.
    ok(&mut m, USSR, "play we-will-bury-you event confirm");
    assert_eq!(defcon(m.as_ref()), 1);
    assert_eq!(m.outcome().expect("nuclear war").winners, vec![US]);
}
