//! Lasting and turn-long effects against the rules they change (R-114..R-120), set up with GM
//! edits so each hook is tested on its own: ops modifiers and the China Card, coup and
//! realignment bans, coup modifiers, the traps, Missile Envy and We Will Bury You obligations,
//! the Cuban Missile Crisis way out, NORAD, Defectors in the headline, Formosan Resolution and
//! Shuttle Diplomacy in scoring, and the D-7 choice of event before or after the ops.

use super::support::*;
use warroom::engine::AnyMatch;

fn label_cost(m: &dyn AnyMatch, notation: &str) -> i64 {
    let p = m.pending();
    let choice = p[0]
        .options
        .iter()
        .find(|o| o.notation == notation)
        .unwrap_or_else(|| panic!("{notation} is offered"));
    arg_num(&choice.label, "cost")
}

fn ops_label(m: &dyn AnyMatch, seat: usize, card: &str) -> i64 {
    let p = m.pending();
    let prompt = p.iter().find(|p| p.seat == seat).expect("a prompt for the seat");
    let choice = prompt
        .options
        .iter()
        .find(|o| o.notation == format!("play {card}"))
        .unwrap_or_else(|| panic!("play {card} is offered"));
    arg_num(&choice.label, "ops")
}

#[test]
fn r45_containment_brezhnev_and_red_scare_stack_with_caps_and_floors() {
    let mut m = standard_round();
    // USSR: Socialist Governments 3, Nasser 1.
    edit(&mut m, "set this-turn brezhnev-doctrine ussr");
    assert_eq!(ops_label(m.as_ref(), USSR, "socialist-governments"), 4);
    assert_eq!(ops_label(m.as_ref(), USSR, "nasser"), 2);
    // The China Card stays 4 (cap) — its Asia bonus is separate.
    assert_eq!(ops_label(m.as_ref(), USSR, "the-china-card"), 4);
    // Red Scare by the US: −1 on every USSR card, never below 1.
    edit(&mut m, "set this-turn red-scare-purge us");
    assert_eq!(ops_label(m.as_ref(), USSR, "socialist-governments"), 3);
    assert_eq!(ops_label(m.as_ref(), USSR, "nasser"), 1);
    // Containment helps the US only.
    edit(&mut m, "set this-turn containment us");
    assert_eq!(ops_label(m.as_ref(), USSR, "blockade"), 1);
}

#[test]
fn r45_red_scare_lowers_space_eligibility_and_the_coup_strength() {
    let mut m = standard_round();
    edit(&mut m, "set this-turn red-scare-purge us");
    // Decolonization (2 ops) drops to 1: no longer enough for box 1 of the space race (2 ops).
    ok(&mut m, USSR, "play decolonization");
    assert!(!has_option(m.as_ref(), USSR, "space"));
    refused_with(&mut m, USSR, "space", "ts-err-space-ops");
}

#[test]
fn card_9_vietnam_revolts_gives_the_ussr_one_more_op_only_all_in_southeast_asia() {
    let mut m = standard_round();
    edit(&mut m, "set this-turn vietnam-revolts ussr");
    edit(&mut m, "set influence vietnam 1 0");
    edit(&mut m, "set influence thailand 1 0");
    // Nasser: 1 op, 2 if both go to Southeast Asia.
    ok(&mut m, USSR, "play nasser influence place vietnam thailand");
    assert_eq!(inf(m.as_ref(), "vietnam").0, 2);
    assert_eq!(inf(m.as_ref(), "thailand").0, 2);
    // Outside Southeast Asia the bonus is gone.
    let mut m = standard_round();
    edit(&mut m, "set this-turn vietnam-revolts ussr");
    edit(&mut m, "set influence vietnam 1 0");
    ok(&mut m, USSR, "play nasser influence place finland");
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn r114_nato_bars_ussr_coups_and_realignments_in_us_controlled_europe_except_after_de_gaulle() {
    let mut m = standard_round();
    edit(&mut m, "set lasting nato");
    // West Germany 4 US (controlled), Italy 3 US (controlled); France US 0.
    edit(&mut m, "set influence france 0 3");
    ok(&mut m, USSR, "play socialist-governments coup");
    assert!(!has_option(m.as_ref(), USSR, "coup west-germany"));
    assert!(!has_option(m.as_ref(), USSR, "coup france"));
    refused_with(&mut m, USSR, "coup italy", "ts-why-nato");
    ok(&mut m, USSR, "back");
    edit(&mut m, "set lasting nato de-gaulle-leads-france");
    ok(&mut m, USSR, "coup");
    assert!(has_option(m.as_ref(), USSR, "coup france"));
    assert!(!has_option(m.as_ref(), USSR, "coup west-germany"));
}

#[test]
fn r115_r116_us_japan_pact_and_the_reformer_bar_ussr_coups() {
    let mut m = standard_round();
    edit(&mut m, "set influence japan 0 1");
    edit(&mut m, "set defcon 5");
    edit(&mut m, "set lasting us-japan-mutual-defense-pact the-reformer");
    ok(&mut m, USSR, "play socialist-governments coup");
    refused_with(&mut m, USSR, "coup japan", "ts-why-us-japan");
    refused_with(&mut m, USSR, "coup italy", "ts-why-reformer");
    ok(&mut m, USSR, "back realign");
    refused_with(&mut m, USSR, "realign japan", "ts-why-us-japan");
    // The Reformer bans coups only: realigning in Europe is still allowed.
    assert!(has_option(m.as_ref(), USSR, "realign italy"));
}

#[test]
fn salt_and_death_squads_modify_coup_rolls_and_iran_contra_us_realignments() {
    let mut m = standard_round();
    edit(&mut m, "set this-turn salt-negotiations us");
    edit(&mut m, "set this-turn latin-american-death-squads ussr");
    edit(&mut m, "set influence panama 0 1");
    ok(&mut m, USSR, "play blockade coup");
    m.force_roll(3);
    let applied = ok(&mut m, USSR, "coup panama");
    let coup = logged(&applied.log, "ts-log-coup")[0];
    // −1 SALT, +1 Death Squads for its player: 0.
    assert_eq!(arg_num(coup, "mod"), 0);
    // 3 + 0 + 1 op − 2×2 = 0: nothing happens.
    assert_eq!(inf(m.as_ref(), "panama"), (0, 1));
}

#[test]
fn cuban_missile_crisis_a_coup_by_its_target_loses_and_removing_two_influence_ends_it() {
    let mut m = standard_round();
    edit(&mut m, "set this-turn cuban-missile-crisis us");
    edit(&mut m, "set influence cuba 2 0");
    edit(&mut m, "set influence iran 0 1");
    // The USSR is the target: it may end the crisis by removing 2 from Cuba, at any decision.
    assert!(has_option(m.as_ref(), USSR, "defuse cuba"));
    refused_with(&mut m, USSR, "defuse turkey", "ts-err-defuse");
    ok(&mut m, USSR, "defuse cuba");
    assert_eq!(inf(m.as_ref(), "cuba").0, 0);
    assert!(!has_option(m.as_ref(), USSR, "defuse cuba"));
    // Not defused: a coup ends the game for the side that tried it.
    let mut m = standard_round();
    edit(&mut m, "set this-turn cuban-missile-crisis us");
    edit(&mut m, "set influence iran 0 1");
    ok(&mut m, USSR, "play blockade coup iran confirm");
    let outcome = m.outcome().expect("the game is over");
    assert_eq!(outcome.winners, vec![US]);
}

#[test]
fn r119_missile_envy_must_be_played_for_ops_next_round_after_scoring_obligations() {
    let mut m = standard_round();
    edit(&mut m, "set turn 4");
    edit(&mut m, "set hand ussr missile-envy nasser blockade");
    edit(&mut m, "set missile-envy ussr");
    let options = options(m.as_ref(), USSR);
    assert_eq!(options, vec!["play missile-envy".to_string()]);
    refused_with(&mut m, USSR, "play nasser", "ts-err-missile-envy-bound");
    ok(&mut m, USSR, "play missile-envy");
    assert!(!has_option(m.as_ref(), USSR, "event"));
    // A space race attempt is an operations use too.
    assert!(has_option(m.as_ref(), USSR, "space"));
    refused_with(&mut m, USSR, "event", "ts-err-missile-envy-ops");
    ok(&mut m, USSR, "influence place finland:2");
    assert_eq!(view(m.as_ref())["missile_envy"], serde_json::Value::Null);
}

#[test]
fn r119_we_will_bury_you_gives_3_vp_unless_the_us_plays_un_intervention_as_event() {
    let mut m = standard_round();
    edit(&mut m, "set bury-you on");
    ok(&mut m, USSR, "play socialist-governments influence finland:3");
    let before = vp(m.as_ref());
    ok(&mut m, US, "play duck-and-cover space");
    assert_eq!(vp(m.as_ref()), before - 3, "USSR +3 once (Duck and Cover was spaced)");
    // With UN Intervention as an event: nothing.
    let mut m = action_round(&USSR_CARDS, &["un-intervention", "fidel"]);
    edit(&mut m, "set bury-you on");
    ok(&mut m, USSR, "play socialist-governments influence finland:3");
    let before = vp(m.as_ref());
    ok(
        &mut m,
        US,
        "play un-intervention event choose fidel influence place canada:2",
    );
    assert_eq!(vp(m.as_ref()), before);
}

#[test]
fn r119_d21_quagmire_discard_a_two_op_card_and_roll_1_to_4_to_escape() {
    let mut m = standard_round();
    edit(&mut m, "set lasting quagmire");
    ok(&mut m, USSR, "play socialist-governments influence finland:3");
    // The US is trapped: only 2+ op cards may be discarded (Truman Doctrine and CIA are 1 op).
    let opts = options(m.as_ref(), US);
    assert!(opts.contains(&"discard duck-and-cover".to_string()));
    assert!(!opts.contains(&"discard truman-doctrine".to_string()));
    assert!(!opts.iter().any(|o| o.starts_with("play ")));
    refused_with(&mut m, US, "discard truman-doctrine", "ts-err-trap-discard");
    m.force_roll(5);
    ok(&mut m, US, "discard duck-and-cover");
    assert!(strings(&view(m.as_ref())["lasting"]).contains(&"quagmire".to_string()));
    ok(&mut m, USSR, "play suez-crisis influence finland:3");
    m.force_roll(4);
    ok(&mut m, US, "discard five-year-plan");
    assert!(strings(&view(m.as_ref())["lasting"]).is_empty());
    ok(&mut m, USSR, "play decolonization influence finland:2");
    // Free again: a normal card choice.
    assert!(has_option(m.as_ref(), US, "play truman-doctrine"));
}

#[test]
fn d21_a_trapped_side_without_two_op_cards_plays_a_scoring_card_or_passes() {
    let mut m = action_round(&USSR_CARDS, &["truman-doctrine", "asia-scoring"]);
    edit(&mut m, "set lasting bear-trap");
    edit(&mut m, "set lasting quagmire");
    ok(&mut m, USSR, "play socialist-governments influence finland:3");
    let opts = options(m.as_ref(), US);
    assert_eq!(opts, vec!["play asia-scoring".to_string()]);
    ok(&mut m, US, "play asia-scoring");
    ok(&mut m, USSR, "play suez-crisis influence finland:3");
    assert_eq!(options(m.as_ref(), US), vec!["pass".to_string()]);
    ok(&mut m, US, "pass");
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
}

#[test]
fn d7_an_opponent_event_may_come_before_the_ops() {
    // Fidel (USSR) played by the US for ops: with the event first, Cuba is the USSR's before the
    // US places (its reach is still judged at the start of the round: see `rulings.rs`).
    let mut m = action_round(&["comecon"], &["fidel"]);
    ok(&mut m, USSR, "play comecon influence finland:3");
    edit(&mut m, "set influence cuba 0 1");
    ok(&mut m, US, "play fidel influence");
    assert!(has_option(m.as_ref(), US, "event-first"));
    assert!(has_option(m.as_ref(), US, "ops-first"));
    ok(&mut m, US, "event-first");
    assert_eq!(inf(m.as_ref(), "cuba"), (3, 0));
    // The US no longer reaches Cuba through its own influence there (Cuba touches the US
    // superpower, so it stays reachable, but costs 2 now: USSR-controlled).
    assert_eq!(label_cost(m.as_ref(), "place cuba"), 2);
    ok(&mut m, US, "place cuba");
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    assert!(strings(&view(m.as_ref())["removed"]).contains(&"fidel".to_string()));
    // Ops first: the placement comes before the event wipes Cuba.
    let mut m = action_round(&["comecon"], &["fidel"]);
    ok(&mut m, USSR, "play comecon influence finland:3");
    ok(&mut m, US, "play fidel influence ops-first place cuba:2");
    assert_eq!(inf(m.as_ref(), "cuba"), (3, 0));
}

#[test]
fn norad_adds_us_influence_after_a_round_in_which_defcon_fell_to_2() {
    let mut m = standard_round();
    edit(&mut m, "set lasting norad");
    edit(&mut m, "set influence canada 0 4");
    edit(&mut m, "set defcon 3");
    edit(&mut m, "set influence iran 0 1");
    // A USSR coup in a battleground drops DEFCON to 2: NORAD asks the US after the round.
    ok(&mut m, USSR, "play blockade coup iran");
    assert_eq!(defcon(m.as_ref()), 2);
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    assert!(has_option(m.as_ref(), US, "choose canada"));
    assert!(
        !has_option(m.as_ref(), US, "choose poland"),
        "only where the US has influence"
    );
}

#[test]
fn defectors_headlined_by_the_us_cancels_the_ussr_headline_even_a_scoring_card() {
    let mut m = after_setup(1);
    edit(&mut m, "set hand ussr europe-scoring fidel");
    edit(&mut m, "set hand us defectors duck-and-cover");
    ok(&mut m, USSR, "headline europe-scoring");
    let applied = ok(&mut m, US, "headline defectors");
    assert!(!logged(&applied.log, "ts-log-defectors-cancel").is_empty());
    assert!(
        logged(&applied.log, "ts-log-scoring").is_empty(),
        "Europe was not scored"
    );
    assert!(strings(&view(m.as_ref())["discard"]).contains(&"europe-scoring".to_string()));
}

#[test]
fn formosan_resolution_makes_a_us_controlled_taiwan_a_battleground_until_the_us_plays_china() {
    let mut m = standard_round();
    clear_map(&mut m);
    edit(&mut m, "set influence taiwan 0 3");
    edit(&mut m, "set influence japan 0 4");
    edit(&mut m, "set lasting formosan-resolution");
    edit(&mut m, "set hand ussr asia-scoring");
    let before = vp(m.as_ref());
    ok(&mut m, USSR, "play asia-scoring");
    // US: Japan and Taiwan, both battlegrounds now: presence 3 + 2 battlegrounds (domination needs
    // a non-battleground too) = 5; without the resolution it would be 3 + 1 = 4.
    assert_eq!(vp(m.as_ref()) - before, 5);
    // The US playing The China Card ends it.
    edit(&mut m, "set china us up");
    autoplay(&mut m, |g| pending_seats(g) == vec![US] && phase(g) == "choose-card");
    ok(&mut m, US, "play the-china-card influence place japan:5");
    assert!(strings(&view(m.as_ref())["lasting"]).is_empty());
}

#[test]
fn shuttle_diplomacy_takes_one_ussr_battleground_from_a_middle_east_scoring_then_is_discarded() {
    let mut m = standard_round();
    edit(&mut m, "set turn 4");
    clear_map(&mut m);
    edit(&mut m, "set influence iraq 3 0");
    edit(&mut m, "set influence iran 2 0");
    edit(&mut m, "set lasting shuttle-diplomacy");
    edit(&mut m, "set hand ussr middle-east-scoring");
    let before = vp(m.as_ref());
    ok(&mut m, USSR, "play middle-east-scoring");
    // Without Shuttle Diplomacy the USSR would have 2 BG (domination 5 + 2); with one ignored it
    // keeps presence 3 + 1 BG = 4.
    assert_eq!(before - vp(m.as_ref()), 4);
    let v = view(m.as_ref());
    assert!(strings(&v["lasting"]).is_empty());
    assert!(strings(&v["discard"]).contains(&"shuttle-diplomacy".to_string()));
}

#[test]
fn red_scare_lowers_the_china_card_to_3_but_its_asia_bonus_still_makes_4_in_asia() {
    let mut m = standard_round();
    edit(&mut m, "set this-turn red-scare-purge us");
    assert_eq!(ops_label(m.as_ref(), USSR, "the-china-card"), 3);
    // All four points into Asia: 3 + 1.
    let before = inf(m.as_ref(), "north-korea").0;
    ok(&mut m, USSR, "play the-china-card influence place north-korea:4");
    assert_eq!(inf(m.as_ref(), "north-korea").0, before + 4);
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    // Outside Asia only 3.
    let mut m = standard_round();
    edit(&mut m, "set this-turn red-scare-purge us");
    ok(&mut m, USSR, "play the-china-card influence place finland:3");
    assert_eq!(pending_seats(m.as_ref()), vec![US], "three points end the play");
}

#[test]
fn un_intervention_needs_an_opponent_event_a_scoring_card_is_no_partner() {
    // A scoring card belongs to both sides: it carries no opponent event to cancel.
    let mut m = action_round(&["un-intervention", "fidel", "asia-scoring"], &US_CARDS);
    ok(&mut m, USSR, "play un-intervention");
    refused_with(&mut m, USSR, "event", "ts-why-un-no-partner");
    assert!(has_option(m.as_ref(), USSR, "influence"));
}
