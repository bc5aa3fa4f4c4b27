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

/// The USSR spends its round on Finland with a card no test here looks at.
fn ussr_elsewhere(m: &mut Box<dyn warroom::engine::AnyMatch>, card: &str) {
    let ops = warroom::games::twilight_struggle::card(card).expect("a card").ops;
    ok(m, USSR, &format!("play {card} influence finland:{ops}"));
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

/// The ops shown next to a card in the current choose-card prompt of `seat`.
fn shown_ops(m: &dyn warroom::engine::AnyMatch, seat: usize, card: &str) -> i64 {
    let prompt = m.pending().into_iter().find(|p| p.seat == seat).expect("a prompt");
    let choice = prompt
        .options
        .iter()
        .find(|o| o.notation == format!("play {card}"))
        .unwrap_or_else(|| panic!("play {card} is not offered"));
    arg_num(&choice.label, "ops")
}

fn removed(m: &dyn warroom::engine::AnyMatch) -> Vec<String> {
    strings(&view(m)["removed"])
}

fn discard(m: &dyn warroom::engine::AnyMatch) -> Vec<String> {
    strings(&view(m)["discard"])
}

fn lasting(m: &dyn warroom::engine::AnyMatch) -> Vec<String> {
    strings(&view(m)["lasting"])
}

#[test]
fn card_5_five_year_plan_discards_a_random_ussr_card_and_a_us_event_on_it_happens_for_the_us() {
    // The USSR keeps one card, a US one: it is the random pick and its event is the US's.
    let mut m = action_round(&["blockade", "truman-doctrine"], &["five-year-plan"]);
    edit(&mut m, "set influence france 2 0");
    ussr_elsewhere(&mut m, "blockade");
    let applied = ok(&mut m, US, "play five-year-plan event");
    let line = logged(&applied.log, "ts-log-discarded-random")[0];
    assert_eq!(arg_key(line, "card"), "ts-card-truman-doctrine");
    // Truman Doctrine's own question goes to the US.
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    ok(&mut m, US, "choose france");
    assert_eq!(inf(m.as_ref(), "france"), (0, 0));
    assert!(hand(m.as_ref(), USSR).is_empty());
    assert!(removed(m.as_ref()).contains(&"truman-doctrine".to_string()));
    // A USSR card is discarded without its event (Nasser would add to Egypt).
    let mut m = action_round(&["blockade", "nasser"], &["five-year-plan"]);
    ussr_elsewhere(&mut m, "blockade");
    ok(&mut m, US, "play five-year-plan event");
    assert_eq!(inf(m.as_ref(), "egypt"), (0, 0));
    assert!(discard(m.as_ref()).contains(&"nasser".to_string()));
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
}

#[test]
fn card_7_socialist_governments_removes_3_us_in_western_europe_at_most_2_each() {
    let mut m = action_round(&["socialist-governments"], &US_CARDS);
    ok(&mut m, USSR, "play socialist-governments event");
    refused_with(&mut m, USSR, "remove poland", "ts-err-spread-remove");
    refused(&mut m, US, "remove italy");
    // Too much in one country: the whole line is refused, nothing removed.
    refused_with(&mut m, USSR, "remove italy:3", "ts-err-spread-remove");
    ok(&mut m, USSR, "remove italy:2");
    refused_with(&mut m, USSR, "remove italy", "ts-err-spread-remove");
    ok(&mut m, USSR, "remove west-germany");
    assert_eq!(inf(m.as_ref(), "italy").1, 1);
    assert_eq!(inf(m.as_ref(), "west-germany").1, 3);
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    // The Iron Lady switches the event off; the card keeps its other uses.
    let mut m = action_round(&["socialist-governments"], &US_CARDS);
    edit(&mut m, "set lasting the-iron-lady");
    ok(&mut m, USSR, "play socialist-governments");
    assert!(!has_option(m.as_ref(), USSR, "event"));
    assert!(has_option(m.as_ref(), USSR, "influence"));
    refused_with(&mut m, USSR, "event", "ts-why-blocked-by");
}

#[test]
fn card_7_played_by_the_us_for_ops_the_ussr_chooses_the_removals_in_the_us_round() {
    let mut m = action_round(&["blockade"], &["socialist-governments", "duck-and-cover"]);
    ussr_elsewhere(&mut m, "blockade");
    ok(&mut m, US, "play socialist-governments influence event-first");
    // D-23: the event's owner answers, during the US round; the US ops wait.
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    refused(&mut m, US, "remove italy");
    ok(&mut m, USSR, "remove uk:2 italy");
    assert_eq!(inf(m.as_ref(), "uk").1, 3);
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    ok(&mut m, US, "place canada:3");
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
}

#[test]
fn card_9_vietnam_revolts_adds_2_in_vietnam_and_southeast_asia_ops_get_1_more_this_turn() {
    let mut m = action_round(&["vietnam-revolts", "decolonization"], &US_CARDS);
    ok(&mut m, USSR, "play vietnam-revolts event");
    assert_eq!(inf(m.as_ref(), "vietnam"), (2, 0));
    assert!(removed(m.as_ref()).contains(&"vietnam-revolts".to_string()));
    ok(&mut m, US, "play truman-doctrine influence canada");
    // Decolonization is 2 ops; all spent in Southeast Asia it gives 3.
    ok(
        &mut m,
        USSR,
        "play decolonization influence vietnam laos-cambodia thailand",
    );
    assert_eq!(inf(m.as_ref(), "vietnam").0, 3);
    assert_eq!(inf(m.as_ref(), "laos-cambodia").0, 1);
    assert_eq!(inf(m.as_ref(), "thailand").0, 1);
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn card_10_blockade_the_us_discards_a_3_ops_card_or_loses_west_germany() {
    let mut m = action_round(&["blockade"], &US_CARDS);
    ok(&mut m, USSR, "play blockade event");
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    assert!(has_option(m.as_ref(), US, "choose duck-and-cover"));
    assert!(has_option(m.as_ref(), US, "choose give-up-west-germany"));
    assert!(!has_option(m.as_ref(), US, "choose truman-doctrine"));
    refused_with(&mut m, US, "choose truman-doctrine", "ts-err-choose");
    refused(&mut m, USSR, "choose duck-and-cover");
    ok(&mut m, US, "choose duck-and-cover");
    assert!(discard(m.as_ref()).contains(&"duck-and-cover".to_string()));
    assert!(!hand(m.as_ref(), US).contains(&"duck-and-cover".to_string()));
    assert_eq!(inf(m.as_ref(), "west-germany").1, 4);
    // Refusing costs West Germany.
    let mut m = action_round(&["blockade"], &US_CARDS);
    ok(&mut m, USSR, "play blockade event");
    ok(&mut m, US, "choose give-up-west-germany");
    refused(&mut m, US, "choose duck-and-cover");
    assert_eq!(inf(m.as_ref(), "west-germany").1, 0);
    assert!(hand(m.as_ref(), US).contains(&"duck-and-cover".to_string()));
    // Red Scare lowers a 3-ops card to 2: no card qualifies and West Germany goes at once.
    let mut m = action_round(&["blockade"], &["duck-and-cover", "truman-doctrine"]);
    edit(&mut m, "set this-turn red-scare-purge ussr");
    ok(&mut m, USSR, "play blockade event");
    assert_eq!(inf(m.as_ref(), "west-germany").1, 0);
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    assert_eq!(phase(m.as_ref()), "choose-card");
}

#[test]
fn card_11_korean_war_rolls_minus_us_controlled_neighbours_for_2_vp_and_south_korea() {
    let mut m = action_round(&["korean-war"], &US_CARDS);
    m.force_roll(4);
    ok(&mut m, USSR, "play korean-war event");
    assert_eq!(inf(m.as_ref(), "south-korea"), (1, 0));
    assert_eq!(vp(m.as_ref()), -2);
    assert_eq!(pair(m.as_ref(), "milops").0, 2);
    // Japan US-controlled: −1, a 4 fails; the milops come anyway.
    let mut m = action_round(&["korean-war"], &US_CARDS);
    edit(&mut m, "set influence japan 0 4");
    m.force_roll(4);
    let applied = ok(&mut m, USSR, "play korean-war event");
    let war = logged(&applied.log, "ts-log-war")[0];
    assert_eq!(arg_num(war, "minus"), 1);
    assert_eq!(arg_num(war, "won"), 0);
    assert_eq!(inf(m.as_ref(), "south-korea"), (0, 1));
    assert_eq!(vp(m.as_ref()), 0);
    assert_eq!(pair(m.as_ref(), "milops").0, 2);
    assert!(removed(m.as_ref()).contains(&"korean-war".to_string()));
}

#[test]
fn card_12_romanian_abdication_wipes_the_us_and_gives_the_ussr_control_of_romania() {
    let mut m = action_round(&["romanian-abdication"], &US_CARDS);
    edit(&mut m, "set influence romania 1 2");
    ok(&mut m, USSR, "play romanian-abdication event");
    assert_eq!(inf(m.as_ref(), "romania"), (3, 0));
    assert_eq!(control(m.as_ref(), "romania"), "ussr");
}

#[test]
fn card_13_arab_israeli_war_counts_us_control_of_israel_itself_and_camp_david_blocks_it() {
    let mut m = action_round(&["arab-israeli-war"], &US_CARDS);
    edit(&mut m, "set influence israel 0 4");
    edit(&mut m, "set influence jordan 0 2");
    m.force_roll(6);
    let applied = ok(&mut m, USSR, "play arab-israeli-war event");
    let war = logged(&applied.log, "ts-log-war")[0];
    // Jordan (a US-controlled neighbour) and Israel itself: −2; 6 − 2 = 4 wins.
    assert_eq!(arg_num(war, "minus"), 2);
    assert_eq!(inf(m.as_ref(), "israel"), (4, 0));
    assert_eq!(vp(m.as_ref()), -2);
    assert_eq!(pair(m.as_ref(), "milops").0, 2);
    // Not starred: back to the discard pile.
    assert!(discard(m.as_ref()).contains(&"arab-israeli-war".to_string()));
    // A 5 fails with the same position.
    let mut m = action_round(&["arab-israeli-war"], &US_CARDS);
    edit(&mut m, "set influence israel 0 4");
    edit(&mut m, "set influence jordan 0 2");
    m.force_roll(5);
    ok(&mut m, USSR, "play arab-israeli-war event");
    assert_eq!(inf(m.as_ref(), "israel"), (0, 4));
    assert_eq!(vp(m.as_ref()), 0);
    // Camp David Accords: no event, the reason given.
    let mut m = action_round(&["arab-israeli-war"], &US_CARDS);
    edit(&mut m, "set lasting camp-david-accords");
    ok(&mut m, USSR, "play arab-israeli-war");
    assert!(!has_option(m.as_ref(), USSR, "event"));
    refused_with(&mut m, USSR, "event", "ts-why-blocked-by");
}

#[test]
fn card_15_nasser_adds_2_in_egypt_and_the_us_loses_half_rounded_up() {
    let mut m = action_round(&["nasser"], &US_CARDS);
    edit(&mut m, "set influence egypt 0 3");
    ok(&mut m, USSR, "play nasser event");
    assert_eq!(inf(m.as_ref(), "egypt"), (2, 1));
    assert!(removed(m.as_ref()).contains(&"nasser".to_string()));
}

#[test]
fn card_17_de_gaulle_costs_the_us_2_in_france_and_ends_natos_protection_there() {
    let mut m = action_round(&["de-gaulle-leads-france", "comecon"], &US_CARDS);
    edit(&mut m, "set lasting nato");
    edit(&mut m, "set influence france 0 6");
    // Before De Gaulle NATO protects a US-controlled France.
    ok(&mut m, USSR, "play comecon coup");
    assert!(!has_option(m.as_ref(), USSR, "coup france"));
    refused_with(&mut m, USSR, "coup france", "ts-why-nato");
    ok(&mut m, USSR, "back");
    ok(&mut m, USSR, "back");
    ok(&mut m, USSR, "play de-gaulle-leads-france event");
    assert_eq!(inf(m.as_ref(), "france"), (1, 4));
    assert_eq!(control(m.as_ref(), "france"), "us");
    assert!(lasting(m.as_ref()).contains(&"de-gaulle-leads-france".to_string()));
    ok(&mut m, US, "play truman-doctrine influence canada");
    ok(&mut m, USSR, "play comecon coup");
    assert!(has_option(m.as_ref(), USSR, "coup france"));
    // West Germany keeps its protection.
    refused_with(&mut m, USSR, "coup west-germany", "ts-why-nato");
}

#[test]
fn card_18_captured_nazi_scientist_moves_the_space_marker_without_an_attempt() {
    let mut m = action_round(&["captured-nazi-scientist", "comecon"], &US_CARDS);
    ok(&mut m, USSR, "play captured-nazi-scientist event");
    // Box 1 reached first: 2 VP.
    assert_eq!(pair(m.as_ref(), "space"), (1, 0));
    assert_eq!(vp(m.as_ref()), -2);
    assert!(removed(m.as_ref()).contains(&"captured-nazi-scientist".to_string()));
    // The turn's space attempt is still there.
    ok(&mut m, US, "play truman-doctrine influence canada");
    m.force_roll(6);
    ok(&mut m, USSR, "play comecon space");
    assert_eq!(pair(m.as_ref(), "space"), (1, 0));
    // The US may use it too (a card for both sides).
    let mut m = action_round(&["comecon"], &["captured-nazi-scientist"]);
    ussr_elsewhere(&mut m, "comecon");
    ok(&mut m, US, "play captured-nazi-scientist event");
    assert_eq!(pair(m.as_ref(), "space"), (0, 1));
    assert_eq!(vp(m.as_ref()), 2);
}

#[test]
fn card_19_truman_doctrine_wipes_the_ussr_from_one_uncontrolled_european_country() {
    let mut m = action_round(&["comecon"], &US_CARDS);
    edit(&mut m, "set influence france 2 0");
    edit(&mut m, "set influence austria 1 1");
    ussr_elsewhere(&mut m, "comecon");
    ok(&mut m, US, "play truman-doctrine event");
    assert!(has_option(m.as_ref(), US, "choose france"));
    assert!(has_option(m.as_ref(), US, "choose austria"));
    // USSR-controlled East Germany and Poland are not uncontrolled.
    assert!(!has_option(m.as_ref(), US, "choose east-germany"));
    refused_with(&mut m, US, "choose east-germany", "ts-err-choose");
    refused_with(&mut m, US, "choose egypt", "ts-err-choose");
    refused(&mut m, USSR, "choose france");
    ok(&mut m, US, "choose france");
    assert_eq!(inf(m.as_ref(), "france"), (0, 0));
    assert_eq!(inf(m.as_ref(), "austria"), (1, 1));
    assert!(removed(m.as_ref()).contains(&"truman-doctrine".to_string()));
}

#[test]
fn card_20_olympic_games_the_opponent_takes_part_ties_roll_again_or_boycotts() {
    let mut m = action_round(&["olympic-games"], &US_CARDS);
    ok(&mut m, USSR, "play olympic-games event");
    // The sponsor's opponent decides.
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    refused(&mut m, USSR, "choose boycott");
    refused_with(&mut m, US, "choose cheer", "ts-err-choose");
    // USSR 3 + 2 = 5 against 5: a tie, rolled again; USSR 1 + 2 = 3 against 4: the US wins.
    for roll in [3, 5, 1, 4] {
        m.force_roll(roll);
    }
    let applied = ok(&mut m, US, "choose participate");
    assert_eq!(logged(&applied.log, "ts-log-olympic-rolls").len(), 2);
    assert_eq!(vp(m.as_ref()), 2);
    assert!(discard(m.as_ref()).contains(&"olympic-games".to_string()));
    // A boycott: DEFCON −1, then the sponsor runs a 4-ops operation (fixed, A-6).
    let mut m = action_round(&["olympic-games"], &US_CARDS);
    edit(&mut m, "set this-turn red-scare-purge us");
    ok(&mut m, USSR, "play olympic-games event");
    ok(&mut m, US, "choose boycott");
    assert_eq!(defcon(m.as_ref()), 4);
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    ok(&mut m, USSR, "influence place finland:4");
    assert_eq!(inf(m.as_ref(), "finland").0, 5);
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn card_20_olympic_boycott_at_defcon_2_loses_the_game_for_the_phasing_sponsor() {
    // seed 1100-1106: the phasing player who brings DEFCON to 1 loses, even by the rival's boycott.
    let mut m = action_round(&["comecon"], &["olympic-games"]);
    edit(&mut m, "set defcon 2");
    ussr_elsewhere(&mut m, "comecon");
    ok(&mut m, US, "play olympic-games event");
    ok(&mut m, USSR, "choose boycott");
    let outcome = m.outcome().expect("the game is over");
    assert_eq!(outcome.winners, vec![USSR]);
}

#[test]
fn card_21_nato_needs_marshall_plan_or_warsaw_pact_then_protects_us_controlled_europe() {
    let mut m = action_round(&["comecon", "decolonization"], &["nato", "truman-doctrine"]);
    ussr_elsewhere(&mut m, "comecon");
    ok(&mut m, US, "play nato");
    assert!(!has_option(m.as_ref(), US, "event"));
    refused_with(&mut m, US, "event", "ts-why-nato-needs");
    ok(&mut m, US, "back");
    edit(&mut m, "set lasting warsaw-pact-formed");
    ok(&mut m, US, "play nato event");
    assert!(lasting(m.as_ref()).contains(&"nato".to_string()));
    // West Germany (US 4, stability 4) is US-controlled: no USSR coup or realignment there.
    ok(&mut m, USSR, "play decolonization coup");
    refused_with(&mut m, USSR, "coup west-germany", "ts-why-nato");
    ok(&mut m, USSR, "back");
    ok(&mut m, USSR, "realign");
    refused_with(&mut m, USSR, "realign italy", "ts-why-nato");
}

#[test]
fn card_22_independent_reds_matches_the_ussr_in_one_of_five_countries() {
    let mut m = action_round(&["comecon"], &["independent-reds"]);
    edit(&mut m, "set influence hungary 3 1");
    ussr_elsewhere(&mut m, "comecon");
    ok(&mut m, US, "play independent-reds event");
    assert!(has_option(m.as_ref(), US, "choose hungary"));
    assert!(has_option(m.as_ref(), US, "choose yugoslavia"));
    // Poland is not one of the five; Romania has nothing to match.
    refused_with(&mut m, US, "choose poland", "ts-err-choose");
    refused_with(&mut m, US, "choose romania", "ts-err-choose");
    ok(&mut m, US, "choose hungary");
    assert_eq!(inf(m.as_ref(), "hungary"), (3, 3));
    assert!(removed(m.as_ref()).contains(&"independent-reds".to_string()));
}

#[test]
fn card_23_marshall_plan_adds_1_to_7_western_european_countries_not_ussr_controlled() {
    let mut m = action_round(&["comecon"], &["marshall-plan"]);
    edit(&mut m, "set influence austria 4 0");
    ussr_elsewhere(&mut m, "comecon");
    ok(&mut m, US, "play marshall-plan event");
    refused_with(&mut m, US, "place austria", "ts-err-spread-add");
    refused_with(&mut m, US, "place poland", "ts-err-spread-add");
    refused_with(&mut m, US, "place france:2", "ts-err-spread-add");
    ok(&mut m, US, "place canada uk norway");
    refused_with(&mut m, US, "place uk", "ts-err-spread-add");
    ok(&mut m, US, "place sweden denmark benelux france");
    assert_eq!(inf(m.as_ref(), "france").1, 1);
    assert_eq!(inf(m.as_ref(), "uk").1, 6);
    assert_eq!(inf(m.as_ref(), "austria").1, 0);
    assert!(lasting(m.as_ref()).contains(&"marshall-plan".to_string()));
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
}

#[test]
fn card_24_indo_pakistani_war_the_player_picks_india_or_pakistan() {
    let mut m = action_round(&["indo-pakistani-war"], &US_CARDS);
    edit(&mut m, "set influence india 0 2");
    edit(&mut m, "set influence pakistan 0 2");
    ok(&mut m, USSR, "play indo-pakistani-war event");
    refused_with(&mut m, USSR, "choose iran", "ts-err-choose");
    refused(&mut m, US, "choose india");
    // Pakistan is US-controlled and next to India: −1; 5 − 1 = 4 wins.
    m.force_roll(5);
    ok(&mut m, USSR, "choose india");
    assert_eq!(inf(m.as_ref(), "india"), (2, 0));
    assert_eq!(vp(m.as_ref()), -2);
    assert_eq!(pair(m.as_ref(), "milops"), (2, 0));
    // The US may wage it too, with the milops its own.
    let mut m = action_round(&["comecon"], &["indo-pakistani-war"]);
    edit(&mut m, "set influence pakistan 2 0");
    ussr_elsewhere(&mut m, "comecon");
    m.force_roll(3);
    ok(&mut m, US, "play indo-pakistani-war event choose pakistan");
    assert_eq!(inf(m.as_ref(), "pakistan"), (2, 0));
    assert_eq!(pair(m.as_ref(), "milops"), (0, 2));
    assert_eq!(vp(m.as_ref()), 0);
}

#[test]
fn card_27_us_japan_pact_gives_the_us_japan_and_bars_ussr_coups_and_realignments_there() {
    let mut m = action_round(
        &["comecon", "decolonization"],
        &["us-japan-mutual-defense-pact", "truman-doctrine"],
    );
    ussr_elsewhere(&mut m, "comecon");
    ok(&mut m, US, "play us-japan-mutual-defense-pact event");
    assert_eq!(inf(m.as_ref(), "japan"), (0, 4));
    assert_eq!(control(m.as_ref(), "japan"), "us");
    assert!(lasting(m.as_ref()).contains(&"us-japan-mutual-defense-pact".to_string()));
    ok(&mut m, USSR, "play decolonization coup");
    refused_with(&mut m, USSR, "coup japan", "ts-why-us-japan");
    ok(&mut m, USSR, "back");
    ok(&mut m, USSR, "realign");
    refused_with(&mut m, USSR, "realign japan", "ts-why-us-japan");
}

#[test]
fn card_28_suez_crisis_removes_4_us_from_france_uk_israel_at_most_2_each() {
    let mut m = action_round(&["suez-crisis"], &US_CARDS);
    edit(&mut m, "set influence france 0 3");
    ok(&mut m, USSR, "play suez-crisis event");
    refused_with(&mut m, USSR, "remove italy", "ts-err-spread-remove");
    ok(&mut m, USSR, "remove uk:2");
    refused_with(&mut m, USSR, "remove uk", "ts-err-spread-remove");
    ok(&mut m, USSR, "remove israel");
    // Israel is empty now and the UK at its limit: the last point can only come from France.
    refused_with(&mut m, USSR, "remove israel", "ts-err-spread-remove");
    ok(&mut m, USSR, "remove france");
    assert_eq!(inf(m.as_ref(), "uk").1, 3);
    assert_eq!(inf(m.as_ref(), "israel").1, 0);
    assert_eq!(inf(m.as_ref(), "france").1, 2);
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn card_29_east_european_unrest_removes_1_from_3_countries_2_in_the_late_war() {
    let mut m = action_round(&["comecon"], &US_CARDS);
    ussr_elsewhere(&mut m, "comecon");
    ok(&mut m, US, "play east-european-unrest event");
    refused_with(&mut m, US, "remove italy", "ts-err-spread-remove");
    ok(&mut m, US, "remove east-germany");
    refused_with(&mut m, US, "remove east-germany", "ts-err-spread-remove");
    ok(&mut m, US, "remove poland yugoslavia");
    assert_eq!(inf(m.as_ref(), "east-germany").0, 3);
    assert_eq!(inf(m.as_ref(), "poland").0, 3);
    assert_eq!(inf(m.as_ref(), "yugoslavia").0, 0);
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    // Late War: 2 from each of the three.
    let mut m = standard_round();
    to_turn(&mut m, 8);
    edit(&mut m, "set hand ussr comecon");
    edit(&mut m, "set hand us east-european-unrest");
    edit(&mut m, "set influence east-germany 4 0");
    edit(&mut m, "set influence poland 4 0");
    edit(&mut m, "set influence hungary 1 0");
    ussr_elsewhere(&mut m, "comecon");
    ok(
        &mut m,
        US,
        "play east-european-unrest event remove east-germany poland hungary",
    );
    assert_eq!(inf(m.as_ref(), "east-germany").0, 2);
    assert_eq!(inf(m.as_ref(), "poland").0, 2);
    assert_eq!(inf(m.as_ref(), "hungary").0, 0);
}

#[test]
fn card_30_decolonization_adds_1_to_4_countries_in_africa_or_southeast_asia() {
    let mut m = action_round(&["decolonization"], &US_CARDS);
    ok(&mut m, USSR, "play decolonization event");
    refused_with(&mut m, USSR, "place france", "ts-err-spread-add");
    refused_with(&mut m, USSR, "place japan", "ts-err-spread-add");
    ok(&mut m, USSR, "place vietnam");
    refused_with(&mut m, USSR, "place vietnam", "ts-err-spread-add");
    ok(&mut m, USSR, "place zaire angola south-africa");
    assert_eq!(inf(m.as_ref(), "vietnam").0, 1);
    assert_eq!(inf(m.as_ref(), "south-africa"), (1, 1));
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn card_31_red_scare_purge_takes_1_op_from_every_opponent_card_this_turn_min_1() {
    let mut m = action_round(&["red-scare-purge", "comecon"], &US_CARDS);
    ok(&mut m, USSR, "play red-scare-purge event");
    assert_eq!(shown_ops(m.as_ref(), US, "duck-and-cover"), 2);
    assert_eq!(shown_ops(m.as_ref(), US, "truman-doctrine"), 1);
    ok(&mut m, US, "play duck-and-cover influence canada:2");
    // The player's own cards keep their value.
    assert_eq!(shown_ops(m.as_ref(), USSR, "comecon"), 3);
    // It ends with the turn.
    finish_turn(&mut m);
    assert!(view(m.as_ref())["this_turn"].as_array().is_some_and(|a| a.is_empty()));
}

#[test]
fn card_33_de_stalinization_moves_up_to_4_ussr_influence_to_non_us_controlled_countries() {
    let mut m = action_round(&["de-stalinization"], &US_CARDS);
    ok(&mut m, USSR, "play de-stalinization event");
    refused_with(&mut m, USSR, "remove italy", "ts-err-spread-remove");
    refused(&mut m, USSR, "place france");
    ok(&mut m, USSR, "remove east-germany:2 poland");
    // Stopping early: the three points are placed back.
    ok(&mut m, USSR, "done");
    assert_eq!(inf(m.as_ref(), "east-germany").0, 2);
    assert_eq!(inf(m.as_ref(), "poland").0, 3);
    // Italy (US-controlled) is closed; at most 2 per country.
    refused_with(&mut m, USSR, "place italy", "ts-err-spread-add");
    ok(&mut m, USSR, "place france:2");
    refused_with(&mut m, USSR, "place france", "ts-err-spread-add");
    ok(&mut m, USSR, "place libya");
    assert_eq!(inf(m.as_ref(), "france").0, 2);
    assert_eq!(inf(m.as_ref(), "libya").0, 1);
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    assert!(removed(m.as_ref()).contains(&"de-stalinization".to_string()));
}

#[test]
fn card_34_nuclear_test_ban_gives_defcon_minus_2_vp_then_improves_defcon_2() {
    let mut m = action_round(&["nuclear-test-ban"], &US_CARDS);
    edit(&mut m, "set defcon 4");
    ok(&mut m, USSR, "play nuclear-test-ban event");
    assert_eq!(vp(m.as_ref()), -2);
    assert_eq!(defcon(m.as_ref()), 5);
    let mut m = action_round(&["comecon"], &["nuclear-test-ban"]);
    edit(&mut m, "set defcon 2");
    ussr_elsewhere(&mut m, "comecon");
    ok(&mut m, US, "play nuclear-test-ban event");
    assert_eq!(vp(m.as_ref()), 0);
    assert_eq!(defcon(m.as_ref()), 4);
}

#[test]
fn card_35_formosan_resolution_makes_a_us_controlled_taiwan_a_battleground_for_asia_scoring() {
    // Asia Scoring with the US alone in Taiwan: presence 3, plus 1 as a battleground.
    let score = |formosan: bool| {
        let mut m = action_round(&["comecon", "decolonization"], &["formosan-resolution", "asia-scoring"]);
        clear_map(&mut m);
        edit(&mut m, "set influence taiwan 0 3");
        ussr_elsewhere(&mut m, "comecon");
        if formosan {
            ok(&mut m, US, "play formosan-resolution event");
            assert!(lasting(m.as_ref()).contains(&"formosan-resolution".to_string()));
        } else {
            ok(&mut m, US, "play formosan-resolution influence taiwan:2");
            edit(&mut m, "set influence taiwan 0 3");
        }
        ok(&mut m, USSR, "play decolonization influence finland:2");
        let before = vp(m.as_ref());
        ok(&mut m, US, "play asia-scoring");
        vp(m.as_ref()) - before
    };
    assert_eq!(score(false), 3);
    assert_eq!(score(true), 4);
}

#[test]
fn card_35_formosan_resolution_is_not_an_event_during_the_chinese_civil_war() {
    let mut m = super::new_match(&[("chinese_civil_war", "on")], 1);
    ok(&mut m, USSR, "place east-germany poland:4 yugoslavia");
    ok(&mut m, US, "place west-germany:4 italy:3");
    edit(&mut m, "set hand ussr europe-scoring comecon red-scare-purge");
    edit(&mut m, "set hand us middle-east-scoring formosan-resolution");
    ok(&mut m, USSR, "headline europe-scoring");
    ok(&mut m, US, "headline middle-east-scoring");
    // Seed 1526-1530: the USSR may not event Red Scare/Purge, the US not Formosan Resolution.
    ok(&mut m, USSR, "play red-scare-purge");
    refused_with(&mut m, USSR, "event", "ts-why-civil-war-event");
    ok(&mut m, USSR, "back");
    ussr_elsewhere(&mut m, "comecon");
    ok(&mut m, US, "play formosan-resolution");
    refused_with(&mut m, US, "event", "ts-why-civil-war-event");
}

#[test]
fn card_103_defectors_the_us_gains_1_vp_only_when_the_ussr_plays_it_for_ops() {
    let mut m = action_round(&["defectors", "comecon"], &["duck-and-cover", "truman-doctrine"]);
    // The USSR plays it for ops: its event is the US's, +1 VP.
    ok(&mut m, USSR, "play defectors influence finland:2");
    assert_eq!(vp(m.as_ref()), 1);
    assert_eq!(inf(m.as_ref(), "finland").0, 3);
    // Not starred: back to the discard pile.
    assert!(discard(m.as_ref()).contains(&"defectors".to_string()));
    // The US's own action round: no event, with the reason.
    edit(&mut m, "set hand us defectors truman-doctrine");
    ok(&mut m, US, "play defectors");
    assert!(!has_option(m.as_ref(), US, "event"));
    refused_with(&mut m, US, "event", "ts-why-defectors-us-round");
    ok(&mut m, US, "back");
    ok(&mut m, US, "play truman-doctrine influence canada");
    // Sent to space by the USSR: no event, no VP.
    edit(&mut m, "set hand ussr defectors comecon");
    m.force_roll(6);
    ok(&mut m, USSR, "play defectors space");
    assert_eq!(vp(m.as_ref()), 1);
}

#[test]
fn card_103_defectors_headlined_by_the_us_cancels_the_ussr_headline() {
    let mut m = after_setup(1);
    edit(&mut m, "set hand ussr nasser comecon");
    edit(&mut m, "set hand us defectors truman-doctrine");
    edit(&mut m, "set influence egypt 0 2");
    ok(&mut m, USSR, "headline nasser");
    ok(&mut m, US, "headline defectors");
    // Nasser is discarded without its event; Defectors itself gives no VP.
    assert_eq!(inf(m.as_ref(), "egypt"), (0, 2));
    assert_eq!(vp(m.as_ref()), 0);
    let d = discard(m.as_ref());
    assert!(d.contains(&"nasser".to_string()) && d.contains(&"defectors".to_string()));
    assert_eq!(phase(m.as_ref()), "choose-card");
}

#[test]
fn card_104_the_cambridge_five_shows_the_ussr_the_us_scoring_cards_and_adds_1_in_their_regions() {
    let mut m = action_round(&["the-cambridge-five"], &["asia-scoring", "duck-and-cover"]);
    let applied = ok(&mut m, USSR, "play the-cambridge-five event");
    let reveal = applied
        .log
        .iter()
        .find(|e| e.text.key == "ts-log-private-cards")
        .expect("a private reveal");
    assert_eq!(reveal.audience, warroom::engine::Audience::Only(USSR));
    // The public lines never name the hidden card.
    for e in applied
        .log
        .iter()
        .filter(|e| e.audience == warroom::engine::Audience::All)
    {
        assert!(!format!("{:?}", e.text).contains("asia-scoring"), "{:?}", e.text);
    }
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    assert!(has_option(m.as_ref(), USSR, "choose japan"));
    assert!(has_option(m.as_ref(), USSR, "done"));
    refused_with(&mut m, USSR, "choose france", "ts-err-choose");
    refused(&mut m, US, "choose japan");
    ok(&mut m, USSR, "choose japan");
    assert_eq!(inf(m.as_ref(), "japan"), (1, 1));
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    // No scoring card: nothing to ask.
    let mut m = action_round(&["the-cambridge-five"], &["duck-and-cover"]);
    ok(&mut m, USSR, "play the-cambridge-five event");
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn card_104_the_cambridge_five_has_no_event_in_the_late_war() {
    let mut m = standard_round();
    to_turn(&mut m, 8);
    edit(&mut m, "set hand ussr the-cambridge-five");
    ok(&mut m, USSR, "play the-cambridge-five");
    assert!(!has_option(m.as_ref(), USSR, "event"));
    refused_with(&mut m, USSR, "event", "ts-why-cambridge-late-war");
}

#[test]
fn card_105_special_relationship_depends_on_the_uk_and_nato() {
    // No NATO: +1 next to the UK.
    let mut m = action_round(&["comecon"], &["special-relationship"]);
    ussr_elsewhere(&mut m, "comecon");
    ok(&mut m, US, "play special-relationship event");
    assert!(has_option(m.as_ref(), US, "choose france"));
    refused_with(&mut m, US, "choose italy", "ts-err-choose");
    ok(&mut m, US, "choose france");
    assert_eq!(inf(m.as_ref(), "france").1, 1);
    assert_eq!(vp(m.as_ref()), 0);
    // With NATO: +2 anywhere in Western Europe and 2 VP.
    let mut m = action_round(&["comecon"], &["special-relationship"]);
    edit(&mut m, "set lasting nato");
    ussr_elsewhere(&mut m, "comecon");
    ok(&mut m, US, "play special-relationship event");
    refused_with(&mut m, US, "choose poland", "ts-err-choose");
    ok(&mut m, US, "choose italy");
    assert_eq!(inf(m.as_ref(), "italy").1, 5);
    assert_eq!(vp(m.as_ref()), 2);
    // Without the UK: the event happens with no effect.
    let mut m = action_round(&["comecon"], &["special-relationship"]);
    edit(&mut m, "set influence uk 3 5");
    ussr_elsewhere(&mut m, "comecon");
    let applied = ok(&mut m, US, "play special-relationship event");
    assert_eq!(logged(&applied.log, "ts-log-event-no-effect").len(), 1);
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
}

#[test]
fn card_106_norad_adds_1_us_influence_when_defcon_falls_to_2_with_canada_controlled() {
    let mut m = action_round(&["comecon", "decolonization"], &["norad", "truman-doctrine"]);
    edit(&mut m, "set influence canada 0 4");
    ussr_elsewhere(&mut m, "comecon");
    ok(&mut m, US, "play norad event");
    assert!(lasting(m.as_ref()).contains(&"norad".to_string()));
    // A USSR coup in a battleground takes DEFCON from 3 to 2: at the end of that round, NORAD.
    edit(&mut m, "set defcon 3");
    m.force_roll(1);
    ok(&mut m, USSR, "play decolonization coup panama");
    assert_eq!(defcon(m.as_ref()), 2);
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    assert!(has_option(m.as_ref(), US, "choose canada"));
    // Only where the US already has influence.
    refused_with(&mut m, US, "choose poland", "ts-err-choose");
    refused(&mut m, USSR, "choose canada");
    ok(&mut m, US, "choose west-germany");
    assert_eq!(inf(m.as_ref(), "west-germany").1, 5);
    assert_eq!(phase(m.as_ref()), "choose-card");
}

#[test]
fn card_11_korean_war_played_by_the_us_for_ops_gives_the_ussr_its_milops() {
    // the war's milops go to its owner, also when the opponent's ops play triggers it.
    let mut m = action_round(&["comecon"], &["korean-war", "duck-and-cover"]);
    ussr_elsewhere(&mut m, "comecon");
    m.force_roll(1);
    ok(&mut m, US, "play korean-war influence canada:2");
    assert_eq!(pair(m.as_ref(), "milops"), (2, 0));
    assert_eq!(inf(m.as_ref(), "south-korea"), (0, 1));
    assert_eq!(vp(m.as_ref()), 0);
    assert!(removed(m.as_ref()).contains(&"korean-war".to_string()));
}

#[test]
fn card_35_formosan_resolution_ends_when_the_us_plays_the_china_card() {
    let mut m = action_round(
        &["comecon", "decolonization"],
        &["formosan-resolution", "duck-and-cover"],
    );
    ussr_elsewhere(&mut m, "comecon");
    ok(&mut m, US, "play formosan-resolution event");
    assert!(lasting(m.as_ref()).contains(&"formosan-resolution".to_string()));
    edit(&mut m, "set china us up");
    ok(&mut m, USSR, "play decolonization influence finland:2");
    m.force_roll(6);
    ok(&mut m, US, "play the-china-card space");
    assert!(!lasting(m.as_ref()).contains(&"formosan-resolution".to_string()));
}

#[test]
fn card_31_red_scare_purge_played_by_both_sides_in_one_turn_hits_both() {
    let mut m = action_round(&["red-scare-purge", "comecon"], &US_CARDS);
    ok(&mut m, USSR, "play red-scare-purge event");
    // The card comes back (a reshuffle) and the US plays it too.
    edit(&mut m, "set hand us red-scare-purge duck-and-cover");
    ok(&mut m, US, "play red-scare-purge event");
    assert_eq!(shown_ops(m.as_ref(), USSR, "comecon"), 2);
    ok(&mut m, USSR, "play comecon influence finland:2");
    assert_eq!(shown_ops(m.as_ref(), US, "duck-and-cover"), 2);
}

#[test]
fn card_11_korean_war_takes_1_more_while_the_chinese_civil_war_goes_on() {
    // Seed 1548: before the USSR wins the civil war, Korean War rolls −1 more.
    let mut m = super::new_match(&[("chinese_civil_war", "on")], 1);
    ok(&mut m, USSR, "place east-germany poland:4 yugoslavia");
    ok(&mut m, US, "place west-germany:4 italy:3");
    edit(&mut m, "set hand ussr europe-scoring korean-war");
    edit(&mut m, "set hand us middle-east-scoring duck-and-cover");
    ok(&mut m, USSR, "headline europe-scoring");
    ok(&mut m, US, "headline middle-east-scoring");
    m.force_roll(4);
    let applied = ok(&mut m, USSR, "play korean-war event");
    let war = logged(&applied.log, "ts-log-war")[0];
    assert_eq!(arg_num(war, "minus"), 1);
    assert_eq!(arg_num(war, "won"), 0);
    assert_eq!(inf(m.as_ref(), "south-korea"), (0, 1));
    assert_eq!(pair(m.as_ref(), "milops").0, 2);
}

/// Every message key in a text and its nested arguments exists in English and Korean.
fn assert_translated(text: &warroom::engine::Text) {
    use warroom::engine::Arg;
    use warroom::i18n::{Lang, catalog};
    if text.key != "raw" {
        for lang in [Lang::En, Lang::Ko] {
            assert!(catalog().has(lang, &text.key), "{:?} has no message {}", lang, text.key);
        }
    }
    for arg in text.args.values() {
        match arg {
            Arg::Text(t) => assert_translated(t),
            Arg::List(list) => list.iter().for_each(assert_translated),
            _ => {}
        }
    }
}

/// Plays `lines` (seat, line) and checks every log line and every prompt on the way.
fn all_translated(m: &mut Box<dyn warroom::engine::AnyMatch>, lines: &[(usize, &str)]) {
    for &(seat, line) in lines {
        let applied = ok(m, seat, line);
        applied.log.iter().for_each(|e| assert_translated(&e.text));
        for prompt in m.pending() {
            assert_translated(&prompt.question);
            prompt.options.iter().for_each(|o| assert_translated(&o.label));
        }
    }
}

#[test]
fn early_war_event_questions_answers_and_log_lines_exist_in_english_and_korean() {
    let mut m = action_round(&["blockade", "olympic-games", "the-cambridge-five"], &US_CARDS);
    all_translated(
        &mut m,
        &[(USSR, "play blockade event"), (US, "choose give-up-west-germany")],
    );
    all_translated(&mut m, &[(US, "play truman-doctrine event"), (US, "choose finland")]);
    m.force_roll(1);
    m.force_roll(6);
    all_translated(
        &mut m,
        &[(USSR, "play olympic-games event"), (US, "choose participate")],
    );
    all_translated(
        &mut m,
        &[(US, "play special-relationship event"), (US, "choose france")],
    );
    edit(&mut m, "set hand us asia-scoring five-year-plan defectors");
    all_translated(
        &mut m,
        &[(USSR, "play the-cambridge-five event"), (USSR, "choose japan")],
    );
    all_translated(&mut m, &[(US, "play defectors")]);
    let mut m = action_round(&["comecon", "independent-reds"], &["indo-pakistani-war", "norad"]);
    edit(&mut m, "set influence canada 0 4");
    all_translated(
        &mut m,
        &[(USSR, "play independent-reds influence"), (USSR, "event-first")],
    );
    all_translated(&mut m, &[(US, "choose yugoslavia"), (USSR, "place finland:2")]);
    all_translated(&mut m, &[(US, "play norad event")]);
    edit(&mut m, "set defcon 3");
    m.force_roll(1);
    all_translated(&mut m, &[(USSR, "play comecon coup panama"), (US, "choose canada")]);
    m.force_roll(1);
    all_translated(&mut m, &[(US, "play indo-pakistani-war event"), (US, "choose india")]);
}
