//! Mid War card events #36–#58, one test per card named by its number, plus the interactions of their lasting
//! effects with the rules they change.

use super::support::*;
use warroom::engine::{AnyMatch, Audience};

/// Action round 1 of turn 4 (the Mid War cards are in the game), the USSR to choose, with these
/// hands. Nothing lasting or turn-long is in effect.
fn mid_war(ussr_hand: &[&str], us_hand: &[&str]) -> Box<dyn AnyMatch> {
    let mut m = standard_round();
    to_turn(&mut m, 4);
    assert_eq!(phase(m.as_ref()), "choose-card");
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    let v = view(m.as_ref());
    assert!(strings(&v["lasting"]).is_empty() && v["this_turn"].as_array().is_some_and(|a| a.is_empty()));
    edit(&mut m, &format!("set hand ussr {}", ussr_hand.join(" ")));
    edit(&mut m, &format!("set hand us {}", us_hand.join(" ")));
    edit(&mut m, "set vp 0");
    edit(&mut m, "set milops ussr 0");
    edit(&mut m, "set milops us 0");
    // Where the fillers and granted operations place their points.
    edit(&mut m, "set influence finland 1 0");
    edit(&mut m, "set influence canada 0 2");
    m
}

/// The USSR spends a 1-op card on Finland (no event: its own card).
fn ussr_filler(m: &mut Box<dyn AnyMatch>, card: &str) {
    edit(m, "set influence finland 1 0");
    ok(m, USSR, &format!("play {card} influence finland"));
}

/// The US spends a 1-op card on Canada (no event: its own card).
fn us_filler(m: &mut Box<dyn AnyMatch>, card: &str) {
    edit(m, "set influence canada 0 2");
    ok(m, US, &format!("play {card} influence canada"));
}

/// The ops a card is worth now, read from its choice-of-use labels.
fn use_ops(m: &dyn AnyMatch, seat: usize) -> i64 {
    let prompts = m.pending();
    let prompt = prompts.iter().find(|p| p.seat == seat).expect("a prompt");
    let option = prompt
        .options
        .iter()
        .find(|o| o.notation == "influence")
        .expect("an influence option");
    arg_num(&option.label, "ops")
}

fn in_list(m: &dyn AnyMatch, key: &str, card: &str) -> bool {
    strings(&view(m)[key]).iter().any(|c| c == card)
}

/// Every question and answer label of the pending prompts renders in both languages.
fn prompts_render(m: &dyn AnyMatch) {
    use warroom::i18n::{Lang, catalog};
    for prompt in m.pending() {
        let mut texts = vec![prompt.question.clone()];
        texts.extend(prompt.options.iter().map(|o| o.label.clone()));
        for text in texts {
            for lang in [Lang::En, Lang::Ko] {
                assert!(catalog().has(lang, &text.key), "{:?} lacks {}", lang, text.key);
            }
        }
    }
}

#[test]
fn card_36_brush_war_attacks_stability_two_or_less_not_nato_protected_superpower_counts() {
    let mut m = mid_war(&["brush-war"], &["truman-doctrine"]);
    edit(&mut m, "set lasting nato");
    edit(&mut m, "set influence greece 0 2");
    edit(&mut m, "set influence mexico 0 2");
    edit(&mut m, "set influence guatemala 0 0");
    ok(&mut m, USSR, "play brush-war event");
    prompts_render(m.as_ref());
    // Greece is US-controlled in Europe under NATO; Italy has stability 3.
    assert!(!has_option(m.as_ref(), USSR, "choose greece"));
    refused_with(&mut m, USSR, "choose greece", "ts-err-choose");
    refused_with(&mut m, USSR, "choose italy", "ts-err-choose");
    refused(&mut m, US, "choose mexico");
    // Mexico touches the US: −1, so a 4 wins exactly (4 − 1 ≥ 3).
    m.force_roll(4);
    let applied = ok(&mut m, USSR, "choose mexico");
    let war = logged(&applied.log, "ts-log-war");
    assert_eq!(arg_num(war[0], "minus"), 1);
    assert_eq!(arg_num(war[0], "won"), 1);
    assert_eq!(inf(m.as_ref(), "mexico"), (2, 0), "the US influence changes sides");
    assert_eq!(vp(m.as_ref()), -1);
    assert_eq!(pair(m.as_ref(), "milops").0, 3);
    // A 3 loses (3 − 1 < 3): milops still count, nothing else moves.
    let mut m = mid_war(&["brush-war"], &["truman-doctrine"]);
    edit(&mut m, "set influence mexico 0 2");
    edit(&mut m, "set influence guatemala 0 0");
    m.force_roll(3);
    ok(&mut m, USSR, "play brush-war event choose mexico");
    assert_eq!(inf(m.as_ref(), "mexico"), (0, 2));
    assert_eq!(vp(m.as_ref()), 0);
    assert_eq!(pair(m.as_ref(), "milops").0, 3);
}

#[test]
fn card_39_arms_race_gives_one_vp_for_more_milops_three_when_the_requirement_is_met() {
    for (mine, theirs, defcon, gain) in [(3, 1, 3, 3), (2, 1, 3, 1), (2, 2, 2, 0), (1, 2, 2, 0)] {
        let mut m = mid_war(&["arms-race"], &["truman-doctrine"]);
        edit(&mut m, &format!("set defcon {defcon}"));
        edit(&mut m, &format!("set milops ussr {mine}"));
        edit(&mut m, &format!("set milops us {theirs}"));
        ok(&mut m, USSR, "play arms-race event");
        assert_eq!(vp(m.as_ref()), -gain, "milops {mine} vs {theirs} at DEFCON {defcon}");
    }
}

#[test]
fn card_40_cuban_missile_crisis_sets_defcon_2_and_a_coup_by_the_target_loses() {
    let mut m = mid_war(&["cuban-missile-crisis", "nasser"], &["truman-doctrine", "cia-created"]);
    edit(&mut m, "set defcon 4");
    edit(&mut m, "set influence angola 2 0");
    let applied = ok(&mut m, USSR, "play cuban-missile-crisis event");
    assert_eq!(defcon(m.as_ref()), 2);
    assert_eq!(logged(&applied.log, "ts-log-missile-crisis").len(), 1);
    // Starred: out of the game.
    assert!(in_list(m.as_ref(), "removed", "cuban-missile-crisis"));
    // The button warns; the line confirms.
    ok(&mut m, US, "play truman-doctrine coup angola confirm");
    let outcome = view(m.as_ref())["outcome"].clone();
    assert_eq!(outcome["winner"], "ussr");
    assert_eq!(outcome["reason"], "ts-end-cuban-missile-crisis");
}

#[test]
fn card_40_cuban_missile_crisis_defused_with_two_influence_then_coups_are_safe() {
    let mut m = mid_war(&["cuban-missile-crisis", "nasser"], &["truman-doctrine", "cia-created"]);
    edit(&mut m, "set influence west-germany 0 3");
    edit(&mut m, "set influence turkey 0 1");
    ok(&mut m, USSR, "play cuban-missile-crisis event");
    // Only the target may defuse, and only where it has 2 of its own influence.
    assert!(has_option(m.as_ref(), US, "defuse west-germany"));
    assert!(!has_option(m.as_ref(), US, "defuse turkey"));
    refused_with(&mut m, US, "defuse turkey", "ts-err-defuse");
    refused(&mut m, USSR, "defuse cuba");
    ok(&mut m, US, "defuse west-germany");
    assert_eq!(inf(m.as_ref(), "west-germany").1, 1);
    // Botswana is no battleground: DEFCON 2 stays (6 + 1 − 4 = 3).
    edit(&mut m, "set influence botswana 2 0");
    m.force_roll(6);
    ok(&mut m, US, "play truman-doctrine coup botswana");
    assert!(view(m.as_ref())["outcome"].is_null());
    assert_eq!(inf(m.as_ref(), "botswana"), (0, 1));
}

#[test]
fn card_40_cuban_missile_crisis_makes_the_players_own_coups_safe_and_free_coups_deadly() {
    // The US plays it: the USSR is the target, and even Junta's free coup loses.
    let mut m = mid_war(&["junta", "nasser"], &["cuban-missile-crisis", "truman-doctrine"]);
    edit(&mut m, "set influence argentina 0 2");
    ussr_filler(&mut m, "nasser");
    ok(&mut m, US, "play cuban-missile-crisis event");
    ok(&mut m, USSR, "play junta event choose chile");
    ok(&mut m, USSR, "coup argentina");
    assert!(m.outcome().is_none(), "asked to confirm first");
    ok(&mut m, USSR, "confirm");
    let outcome = view(m.as_ref())["outcome"].clone();
    assert_eq!(outcome["winner"], "us");
}

#[test]
fn card_41_nuclear_subs_us_battleground_coups_leave_defcon_alone_this_turn() {
    let mut m = mid_war(
        &["nasser", "blockade", "decolonization"],
        &["nuclear-subs", "truman-doctrine"],
    );
    edit(&mut m, "set defcon 3");
    edit(&mut m, "set influence angola 2 0");
    ussr_filler(&mut m, "nasser");
    ok(&mut m, US, "play nuclear-subs event");
    assert!(in_list(m.as_ref(), "removed", "nuclear-subs"));
    ussr_filler(&mut m, "blockade");
    m.force_roll(6);
    ok(&mut m, US, "play truman-doctrine coup angola");
    assert_eq!(defcon(m.as_ref()), 3, "a US coup in a battleground");
    assert_eq!(pair(m.as_ref(), "milops").1, 1, "milops still count");
    // The USSR's coups are unaffected.
    edit(&mut m, "set influence zaire 0 1");
    m.force_roll(6);
    ok(&mut m, USSR, "play decolonization coup zaire");
    assert_eq!(defcon(m.as_ref()), 2);
}

#[test]
fn card_42_quagmire_traps_the_us_cancels_norad_and_ends_on_an_escape_roll() {
    let mut m = mid_war(
        &["quagmire", "nasser", "blockade"],
        &["duck-and-cover", "defectors", "truman-doctrine"],
    );
    edit(&mut m, "set lasting norad");
    ok(&mut m, USSR, "play quagmire event");
    assert_eq!(strings(&view(m.as_ref())["lasting"]), vec!["quagmire".to_string()]);
    assert!(in_list(m.as_ref(), "removed", "quagmire"));
    // The US round is the trap: discard a 2+ ops card, never a 1-op card.
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    assert!(has_option(m.as_ref(), US, "discard duck-and-cover"));
    assert!(!has_option(m.as_ref(), US, "discard truman-doctrine"));
    refused_with(&mut m, US, "discard truman-doctrine", "ts-err-trap-discard");
    refused(&mut m, US, "play truman-doctrine");
    m.force_roll(5);
    ok(&mut m, US, "discard duck-and-cover");
    assert!(in_list(m.as_ref(), "discard", "duck-and-cover"));
    assert!(in_list(m.as_ref(), "lasting", "quagmire"), "a 5 keeps the trap");
    ussr_filler(&mut m, "nasser");
    m.force_roll(4);
    ok(&mut m, US, "discard defectors");
    assert!(!in_list(m.as_ref(), "lasting", "quagmire"), "a 4 escapes");
    ussr_filler(&mut m, "blockade");
    // Free again: an ordinary choice of card.
    assert!(has_option(m.as_ref(), US, "play truman-doctrine"));
}

#[test]
fn quagmire_with_only_small_cards_plays_a_scoring_card_or_skips_and_scoring_duty_comes_first() {
    // No card worth 2 ops: the scoring card is played (no escape roll), then the round is lost.
    let mut m = mid_war(
        &["quagmire", "nasser", "blockade"],
        &["central-america-scoring", "truman-doctrine"],
    );
    ok(&mut m, USSR, "play quagmire event");
    assert_eq!(
        options(m.as_ref(), US),
        vec!["play central-america-scoring".to_string()]
    );
    ok(&mut m, US, "play central-america-scoring");
    assert!(in_list(m.as_ref(), "lasting", "quagmire"));
    ussr_filler(&mut m, "nasser");
    assert_eq!(options(m.as_ref(), US), vec!["pass".to_string()]);
    ok(&mut m, US, "pass");
    assert!(in_list(m.as_ref(), "lasting", "quagmire"));
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    // with as many scoring cards as rounds left, the scoring card beats the discard.
    let mut m = mid_war(&["quagmire", "nasser"], &["central-america-scoring", "duck-and-cover"]);
    edit(&mut m, "set round 7");
    ok(&mut m, USSR, "play quagmire event");
    assert_eq!(
        options(m.as_ref(), US),
        vec!["play central-america-scoring".to_string()]
    );
    refused_with(&mut m, US, "discard duck-and-cover", "ts-err-trap-discard");
}

#[test]
fn card_43_salt_raises_defcon_2_and_takes_a_shown_non_scoring_card_from_the_discard() {
    let mut m = mid_war(&["salt-negotiations", "nasser"], &["truman-doctrine", "cia-created"]);
    edit(&mut m, "set defcon 2");
    edit(&mut m, "set discard fidel europe-scoring");
    ok(&mut m, USSR, "play salt-negotiations event");
    assert_eq!(defcon(m.as_ref()), 4);
    prompts_render(m.as_ref());
    assert!(has_option(m.as_ref(), USSR, "choose fidel"));
    assert!(has_option(m.as_ref(), USSR, "done"));
    refused_with(&mut m, USSR, "choose europe-scoring", "ts-err-choose");
    refused(&mut m, US, "choose fidel");
    let applied = ok(&mut m, USSR, "choose fidel");
    assert!(hand(m.as_ref(), USSR).contains(&"fidel".to_string()));
    assert!(!in_list(m.as_ref(), "discard", "fidel"));
    // Shown to the opponent: a public line, and the US view may name it.
    assert_eq!(logged(&applied.log, "ts-log-salt-takes").len(), 1);
    assert!(
        !m.hidden_card_ids(warroom::engine::Viewer::Seat(US))
            .contains(&"fidel".to_string())
    );
    assert!(in_list(m.as_ref(), "removed", "salt-negotiations"));
    // Declining takes nothing.
    let mut m = mid_war(&["salt-negotiations", "nasser"], &["truman-doctrine"]);
    edit(&mut m, "set discard fidel");
    ok(&mut m, USSR, "play salt-negotiations event done");
    assert!(in_list(m.as_ref(), "discard", "fidel"));
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn salt_coup_rolls_are_one_lower_for_both_sides_this_turn() {
    let mut m = mid_war(&["salt-negotiations", "nasser"], &["truman-doctrine", "cia-created"]);
    edit(&mut m, "set influence angola 3 0");
    ok(&mut m, USSR, "play salt-negotiations event");
    if has_option(m.as_ref(), USSR, "done") {
        ok(&mut m, USSR, "done");
    }
    m.force_roll(6);
    let applied = ok(&mut m, US, "play truman-doctrine coup angola");
    let coup = logged(&applied.log, "ts-log-coup");
    assert_eq!(arg_num(coup[0], "mod"), -1);
    // 6 − 1 + 1 − 2 = 4: three USSR removed, one US added.
    assert_eq!(inf(m.as_ref(), "angola"), (0, 1));
    edit(&mut m, "set influence zaire 0 1");
    m.force_roll(3);
    let applied = ok(&mut m, USSR, "play nasser coup zaire");
    assert_eq!(arg_num(logged(&applied.log, "ts-log-coup")[0], "mod"), -1);
    // 3 − 1 + 1 − 2 = 1: the US point goes.
    assert_eq!(inf(m.as_ref(), "zaire"), (0, 0));
}

#[test]
fn card_44_bear_trap_traps_the_ussr_and_brezhnev_lets_it_discard_a_one_op_card() {
    let mut m = mid_war(
        &["nasser", "blockade", "decolonization"],
        &["bear-trap", "truman-doctrine"],
    );
    ussr_filler(&mut m, "nasser");
    ok(&mut m, US, "play bear-trap event");
    assert!(in_list(m.as_ref(), "lasting", "bear-trap"));
    assert!(in_list(m.as_ref(), "removed", "bear-trap"));
    assert!(has_option(m.as_ref(), USSR, "discard decolonization"));
    refused_with(&mut m, USSR, "discard blockade", "ts-err-trap-discard");
    // Seed K:1036: with Brezhnev Doctrine a 1-op card is worth 2 and may be discarded.
    edit(&mut m, "set this-turn brezhnev-doctrine ussr");
    assert!(has_option(m.as_ref(), USSR, "discard blockade"));
    m.force_roll(6);
    ok(&mut m, USSR, "discard blockade");
    assert!(in_list(m.as_ref(), "lasting", "bear-trap"));
}

#[test]
fn card_45_summit_the_higher_roll_plus_dominated_regions_gains_2_vp_and_moves_defcon() {
    let mut m = mid_war(&["summit", "nasser"], &["truman-doctrine"]);
    clear_map(&mut m);
    edit(&mut m, "set defcon 3");
    // USSR dominates Central America (Cuba, a battleground, and Nicaragua): +1.
    edit(&mut m, "set influence cuba 3 0");
    edit(&mut m, "set influence nicaragua 1 0");
    // The player (USSR) rolls first: 4 + 1 against 4.
    m.force_roll(4);
    m.force_roll(4);
    let applied = ok(&mut m, USSR, "play summit event");
    let line = logged(&applied.log, "ts-log-summit");
    assert_eq!(arg_num(line[0], "ussr_bonus"), 1);
    assert_eq!(arg_num(line[0], "us_bonus"), 0);
    assert_eq!(vp(m.as_ref()), -2);
    prompts_render(m.as_ref());
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    refused(&mut m, US, "choose defcon-up");
    refused_with(&mut m, USSR, "choose defcon-5", "ts-err-choose");
    ok(&mut m, USSR, "choose defcon-up");
    assert_eq!(defcon(m.as_ref()), 4);
    // A tie: nothing at all.
    let mut m = mid_war(&["summit", "nasser"], &["truman-doctrine"]);
    clear_map(&mut m);
    edit(&mut m, "set influence cuba 3 0");
    edit(&mut m, "set influence nicaragua 1 0");
    m.force_roll(3);
    m.force_roll(4);
    ok(&mut m, USSR, "play summit event");
    assert_eq!(vp(m.as_ref()), 0);
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn summit_won_by_the_opponent_at_defcon_2_may_end_the_game_against_the_phasing_player() {
    let mut m = mid_war(&["summit", "nasser"], &["truman-doctrine"]);
    clear_map(&mut m);
    edit(&mut m, "set defcon 2");
    m.force_roll(1);
    m.force_roll(6);
    ok(&mut m, USSR, "play summit event");
    assert_eq!(vp(m.as_ref()), 2);
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    ok(&mut m, US, "choose defcon-down");
    // the phasing player loses, whoever lowered DEFCON.
    assert_eq!(view(m.as_ref())["outcome"]["winner"], "us");
}

#[test]
fn card_46_how_i_learned_sets_any_defcon_and_adds_5_milops_counted_past_the_track() {
    let mut m = mid_war(&["how-i-learned-to-stop-worrying", "nasser"], &["truman-doctrine"]);
    edit(&mut m, "set defcon 3");
    edit(&mut m, "set milops ussr 2");
    ok(&mut m, USSR, "play how-i-learned-to-stop-worrying event");
    prompts_render(m.as_ref());
    for d in 1..=5 {
        assert!(has_option(m.as_ref(), USSR, &format!("choose defcon-{d}")));
    }
    refused_with(&mut m, USSR, "choose defcon-6", "ts-err-choose");
    ok(&mut m, USSR, "choose defcon-5");
    assert_eq!(defcon(m.as_ref()), 5);
    // the true count (7) is kept.
    assert_eq!(pair(m.as_ref(), "milops").0, 7);
    // DEFCON 1: the phasing player (here the one who chose) loses.
    let mut m = mid_war(&["how-i-learned-to-stop-worrying", "nasser"], &["truman-doctrine"]);
    ok(
        &mut m,
        USSR,
        "play how-i-learned-to-stop-worrying event choose defcon-1",
    );
    assert_eq!(view(m.as_ref())["outcome"]["winner"], "us");
}

#[test]
fn card_47_junta_adds_2_then_a_free_coup_or_realignment_in_latin_america() {
    let mut m = mid_war(&["junta", "nasser"], &["truman-doctrine"]);
    edit(&mut m, "set defcon 4");
    edit(&mut m, "set influence argentina 0 2");
    edit(&mut m, "set influence angola 0 2");
    ok(&mut m, USSR, "play junta event");
    prompts_render(m.as_ref());
    refused_with(&mut m, USSR, "choose italy", "ts-err-choose");
    let before = inf(m.as_ref(), "chile").0;
    ok(&mut m, USSR, "choose chile");
    assert_eq!(inf(m.as_ref(), "chile").0, before + 2);
    // Coup or realignment only (no influence), or decline.
    assert!(has_option(m.as_ref(), USSR, "coup"));
    assert!(has_option(m.as_ref(), USSR, "realign"));
    assert!(has_option(m.as_ref(), USSR, "done"));
    assert!(!has_option(m.as_ref(), USSR, "influence"));
    refused_with(&mut m, USSR, "coup angola", "ts-err-not-in-area");
    // 6 + 2 − 4 = 4: both US points go, 2 USSR added; a free coup earns no milops.
    m.force_roll(6);
    ok(&mut m, USSR, "coup argentina");
    assert_eq!(inf(m.as_ref(), "argentina"), (2, 0));
    assert_eq!(pair(m.as_ref(), "milops").0, 0);
    assert_eq!(defcon(m.as_ref()), 3, "a battleground coup still lowers DEFCON");
    // Declining the operation.
    let mut m = mid_war(&["junta", "nasser"], &["truman-doctrine"]);
    ok(&mut m, USSR, "play junta event choose chile done");
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn card_48_kitchen_debates_gives_the_us_2_vp_only_when_it_leads_in_battlegrounds() {
    for (us_lead, gain) in [(true, 2), (false, 0)] {
        let mut m = mid_war(&["nasser"], &["kitchen-debates", "truman-doctrine"]);
        clear_map(&mut m);
        edit(&mut m, "set influence mexico 0 2");
        edit(&mut m, "set influence angola 1 0");
        if us_lead {
            edit(&mut m, "set influence panama 0 2");
        }
        ussr_filler(&mut m, "nasser");
        // The event is always playable, even when it would score nothing.
        ok(&mut m, US, "play kitchen-debates");
        assert!(has_option(m.as_ref(), US, "event"));
        ok(&mut m, US, "event");
        assert_eq!(vp(m.as_ref()), gain);
        assert!(in_list(m.as_ref(), "removed", "kitchen-debates"));
    }
}

#[test]
fn card_49_missile_envy_takes_the_best_card_which_resolves_for_the_player_and_binds_the_victim() {
    let mut m = mid_war(&["missile-envy", "nasser"], &["abm-treaty", "truman-doctrine"]);
    edit(&mut m, "set defcon 3");
    let applied = ok(&mut m, USSR, "play missile-envy event");
    assert_eq!(logged(&applied.log, "ts-log-missile-envy").len(), 1);
    // ABM Treaty (neutral, 4 ops) resolves for the USSR: DEFCON +1, then a 4-op operation.
    assert_eq!(defcon(m.as_ref()), 4);
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    ok(&mut m, USSR, "influence place finland:4");
    assert!(in_list(m.as_ref(), "discard", "abm-treaty"));
    assert!(!in_list(m.as_ref(), "discard", "missile-envy"));
    assert!(hand(m.as_ref(), US).contains(&"missile-envy".to_string()));
    assert_eq!(view(m.as_ref())["missile_envy"], "us");
    // The US must play Missile Envy for operations now.
    assert_eq!(options(m.as_ref(), US), vec!["play missile-envy".to_string()]);
    refused_with(&mut m, US, "play truman-doctrine", "ts-err-missile-envy-bound");
    ok(&mut m, US, "play missile-envy");
    assert!(!has_option(m.as_ref(), US, "event"));
    refused_with(&mut m, US, "event", "ts-err-missile-envy-ops");
    edit(&mut m, "set influence canada 0 2");
    ok(&mut m, US, "influence place canada:2");
    assert!(view(m.as_ref())["missile_envy"].is_null());
    assert!(in_list(m.as_ref(), "discard", "missile-envy"));
}

#[test]
fn missile_envy_tie_is_the_victims_pick_and_an_opponent_card_gives_only_its_ops() {
    let mut m = mid_war(
        &["missile-envy", "nasser"],
        &["duck-and-cover", "arms-race", "truman-doctrine"],
    );
    edit(&mut m, "set defcon 3");
    ok(&mut m, USSR, "play missile-envy event");
    // Two 3-op cards: the US picks, privately (the USSR sees neither card named).
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    prompts_render(m.as_ref());
    assert!(has_option(m.as_ref(), US, "choose duck-and-cover"));
    assert!(has_option(m.as_ref(), US, "choose arms-race"));
    assert!(!has_option(m.as_ref(), US, "choose truman-doctrine"));
    refused_with(&mut m, US, "choose truman-doctrine", "ts-err-choose");
    refused(&mut m, USSR, "choose arms-race");
    let ussr_view = private(m.as_ref(), USSR).to_string();
    assert!(!ussr_view.contains("\"arms-race\"") && !ussr_view.contains("\"duck-and-cover\""));
    let vp_before = vp(m.as_ref());
    ok(&mut m, US, "choose duck-and-cover");
    // Duck and Cover is the US's: the USSR gets its 3 ops, its event does not happen.
    assert_eq!(defcon(m.as_ref()), 3);
    assert_eq!(vp(m.as_ref()), vp_before);
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    ok(&mut m, USSR, "influence place finland:3");
    assert!(in_list(m.as_ref(), "discard", "duck-and-cover"));
    assert_eq!(defcon(m.as_ref()), 3);
    // The card not given stays secret from the USSR; Missile Envy is known to be with the US.
    let ussr_view = private(m.as_ref(), USSR).to_string();
    assert!(!ussr_view.contains("\"arms-race\""));
    assert!(hand(m.as_ref(), US).contains(&"missile-envy".to_string()));
    assert!(
        !m.hidden_card_ids(warroom::engine::Viewer::Public)
            .contains(&"missile-envy".to_string())
    );
}

#[test]
fn missile_envy_against_a_hand_of_scoring_cards_does_nothing() {
    let mut m = mid_war(&["missile-envy", "nasser"], &["central-america-scoring"]);
    let applied = ok(&mut m, USSR, "play missile-envy event");
    assert_eq!(logged(&applied.log, "ts-log-missile-envy-nothing").len(), 1);
    assert!(in_list(m.as_ref(), "discard", "missile-envy"));
    assert!(view(m.as_ref())["missile_envy"].is_null());
}

#[test]
fn missile_envy_chain_the_victim_receives_it_twice_in_one_turn() {
    let mut m = mid_war(
        &["missile-envy", "salt-negotiations", "nasser"],
        &["special-relationship", "defectors", "truman-doctrine", "cia-created"],
    );
    edit(&mut m, "set influence canada 0 2");
    // 1. The USSR takes a 2-op card (the US picks which: both are its own).
    ok(&mut m, USSR, "play missile-envy event");
    ok(&mut m, US, "choose defectors");
    ok(&mut m, USSR, "influence place finland:2");
    ok(&mut m, US, "play missile-envy influence place canada:2");
    assert!(in_list(m.as_ref(), "discard", "missile-envy"));
    // 2. SALT brings Missile Envy back to the USSR.
    ok(&mut m, USSR, "play salt-negotiations event choose missile-envy");
    us_filler(&mut m, "truman-doctrine");
    // 3. Played again: the US holds it and is bound a second time.
    ok(&mut m, USSR, "play missile-envy event");
    assert_eq!(
        pending_seats(m.as_ref()),
        vec![USSR],
        "only Special Relationship has 2 ops"
    );
    ok(&mut m, USSR, "influence place finland:2");
    assert!(in_list(m.as_ref(), "discard", "special-relationship"));
    assert_eq!(view(m.as_ref())["missile_envy"], "us");
    assert_eq!(options(m.as_ref(), US), vec!["play missile-envy".to_string()]);
}

#[test]
fn card_50_we_will_bury_you_lowers_defcon_and_costs_3_vp_unless_un_intervention_answers() {
    let mut m = mid_war(&["we-will-bury-you", "nasser"], &["truman-doctrine"]);
    edit(&mut m, "set defcon 4");
    ok(&mut m, USSR, "play we-will-bury-you event");
    assert_eq!(defcon(m.as_ref()), 3);
    assert_eq!(view(m.as_ref())["we_will_bury_you"], true);
    us_filler(&mut m, "truman-doctrine");
    assert_eq!(vp(m.as_ref()), -3);
    assert_eq!(view(m.as_ref())["we_will_bury_you"], false);
    // UN Intervention as an event in the very next round cancels it.
    let mut m = mid_war(&["we-will-bury-you", "blockade"], &["un-intervention", "nasser"]);
    edit(&mut m, "set defcon 4");
    ok(&mut m, USSR, "play we-will-bury-you event");
    edit(&mut m, "set influence canada 0 2");
    let applied = ok(
        &mut m,
        US,
        "play un-intervention event choose nasser influence place canada",
    );
    assert_eq!(logged(&applied.log, "ts-log-bury-you-cancelled").len(), 1);
    assert_eq!(vp(m.as_ref()), 0);
}

#[test]
fn card_51_brezhnev_doctrine_adds_one_op_to_ussr_cards_capped_at_4_and_red_scare_takes_it_back() {
    let mut m = mid_war(
        &["brezhnev-doctrine", "nasser", "we-will-bury-you", "decolonization"],
        &["truman-doctrine", "cia-created"],
    );
    ok(&mut m, USSR, "play brezhnev-doctrine event");
    assert!(in_list(m.as_ref(), "removed", "brezhnev-doctrine"));
    us_filler(&mut m, "truman-doctrine");
    ok(&mut m, USSR, "play nasser");
    assert_eq!(use_ops(m.as_ref(), USSR), 2);
    ok(&mut m, USSR, "back play we-will-bury-you");
    assert_eq!(use_ops(m.as_ref(), USSR), 4, "never above 4");
    // The US cards are unaffected.
    edit(&mut m, "set influence finland 1 0");
    ok(&mut m, USSR, "back play nasser influence finland:2");
    ok(&mut m, US, "play cia-created");
    assert_eq!(use_ops(m.as_ref(), US), 1);
    // Red Scare/Purge by the US: the changes apply to the total (seed 000 lines 986-1000):
    // +1 −1 on every card, a 4-op card included.
    edit(&mut m, "set this-turn red-scare-purge us");
    ok(&mut m, US, "back");
    us_filler(&mut m, "cia-created");
    ok(&mut m, USSR, "play decolonization");
    assert_eq!(use_ops(m.as_ref(), USSR), 2);
    ok(&mut m, USSR, "back play we-will-bury-you");
    assert_eq!(use_ops(m.as_ref(), USSR), 4);
}

#[test]
fn card_52_portuguese_empire_crumbles_adds_2_in_angola_and_southeast_african_states() {
    let mut m = mid_war(&["portuguese-empire-crumbles"], &["truman-doctrine"]);
    edit(&mut m, "set influence angola 0 1");
    edit(&mut m, "set influence se-african-states 1 0");
    ok(&mut m, USSR, "play portuguese-empire-crumbles event");
    assert_eq!(inf(m.as_ref(), "angola"), (2, 1));
    assert_eq!(inf(m.as_ref(), "se-african-states"), (3, 0));
    assert!(in_list(m.as_ref(), "removed", "portuguese-empire-crumbles"));
}

#[test]
fn card_53_south_african_unrest_two_in_south_africa_or_one_there_and_two_among_neighbours() {
    let mut m = mid_war(&["south-african-unrest"], &["truman-doctrine"]);
    for c in ["south-africa", "angola", "botswana"] {
        edit(&mut m, &format!("set influence {c} 0 0"));
    }
    ok(&mut m, USSR, "play south-african-unrest event");
    prompts_render(m.as_ref());
    refused_with(&mut m, USSR, "choose south-africa", "ts-err-choose");
    ok(&mut m, USSR, "choose with-neighbours");
    assert_eq!(inf(m.as_ref(), "south-africa").0, 1);
    refused_with(&mut m, USSR, "place zaire", "ts-err-spread-add");
    ok(&mut m, USSR, "place angola botswana");
    assert_eq!(inf(m.as_ref(), "angola").0, 1);
    assert_eq!(inf(m.as_ref(), "botswana").0, 1);
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    let mut m = mid_war(&["south-african-unrest"], &["truman-doctrine"]);
    edit(&mut m, "set influence south-africa 0 1");
    ok(&mut m, USSR, "play south-african-unrest event choose south-africa-only");
    assert_eq!(inf(m.as_ref(), "south-africa"), (2, 1));
    // Not starred: back to the discard pile.
    assert!(in_list(m.as_ref(), "discard", "south-african-unrest"));
}

#[test]
fn card_54_allende_adds_2_in_chile() {
    let mut m = mid_war(&["allende"], &["truman-doctrine"]);
    edit(&mut m, "set influence chile 0 2");
    ok(&mut m, USSR, "play allende event");
    assert_eq!(inf(m.as_ref(), "chile"), (2, 2));
    assert!(in_list(m.as_ref(), "removed", "allende"));
}

#[test]
fn card_55_willy_brandt_gives_vp_and_influence_and_strips_west_germany_of_nato() {
    let mut m = mid_war(&["willy-brandt", "decolonization"], &["truman-doctrine", "cia-created"]);
    edit(&mut m, "set defcon 5");
    edit(&mut m, "set lasting nato");
    edit(&mut m, "set influence west-germany 0 5");
    ok(&mut m, USSR, "play decolonization");
    refused_with(&mut m, USSR, "coup west-germany", "ts-why-nato");
    ok(&mut m, USSR, "back");
    // Reorder: Willy Brandt first.
    ok(&mut m, USSR, "play willy-brandt event");
    assert_eq!(vp(m.as_ref()), -1);
    assert_eq!(inf(m.as_ref(), "west-germany"), (1, 5));
    assert!(in_list(m.as_ref(), "lasting", "willy-brandt"));
    us_filler(&mut m, "truman-doctrine");
    m.force_roll(1);
    ok(&mut m, USSR, "play decolonization coup west-germany");
    assert_eq!(inf(m.as_ref(), "west-germany"), (1, 5), "a failed but legal coup");
    // Tear Down This Wall in play: the event is missing, with the reason.
    let mut m = mid_war(&["willy-brandt"], &["truman-doctrine"]);
    edit(&mut m, "set lasting tear-down-this-wall");
    ok(&mut m, USSR, "play willy-brandt");
    assert!(!has_option(m.as_ref(), USSR, "event"));
    refused_with(&mut m, USSR, "event", "ts-why-willy-brandt-blocked");
}

#[test]
fn card_56_muslim_revolution_wipes_the_us_from_two_of_eight_countries_with_us_influence() {
    let eight = [
        "sudan",
        "iran",
        "iraq",
        "egypt",
        "libya",
        "saudi-arabia",
        "syria",
        "jordan",
    ];
    let mut m = mid_war(&["muslim-revolution"], &["truman-doctrine"]);
    for c in eight {
        edit(&mut m, &format!("set influence {c} 0 0"));
    }
    edit(&mut m, "set influence iran 1 2");
    edit(&mut m, "set influence egypt 0 1");
    edit(&mut m, "set influence israel 0 1");
    ok(&mut m, USSR, "play muslim-revolution event");
    prompts_render(m.as_ref());
    assert_eq!(
        options(m.as_ref(), USSR),
        vec!["choose iran".to_string(), "choose egypt".to_string()]
    );
    refused_with(&mut m, USSR, "choose sudan", "ts-err-choose");
    refused_with(&mut m, USSR, "choose israel", "ts-err-choose");
    ok(&mut m, USSR, "choose iran");
    refused_with(&mut m, USSR, "choose iran", "ts-err-choose");
    ok(&mut m, USSR, "choose egypt");
    assert_eq!(inf(m.as_ref(), "iran"), (1, 0));
    assert_eq!(inf(m.as_ref(), "egypt"), (0, 0));
    assert_eq!(inf(m.as_ref(), "israel"), (0, 1));
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    // One country with US influence: one question only.
    let mut m = mid_war(&["muslim-revolution"], &["truman-doctrine"]);
    for c in eight {
        edit(&mut m, &format!("set influence {c} 0 0"));
    }
    edit(&mut m, "set influence jordan 0 2");
    ok(&mut m, USSR, "play muslim-revolution event choose jordan");
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    // AWACS Sale in play blocks it.
    let mut m = mid_war(&["muslim-revolution"], &["truman-doctrine"]);
    edit(&mut m, "set lasting awacs-sale-to-saudis");
    ok(&mut m, USSR, "play muslim-revolution");
    refused_with(&mut m, USSR, "event", "ts-why-muslim-revolution-blocked");
}

#[test]
fn card_57_abm_treaty_raises_defcon_then_gives_an_operation_with_its_ops() {
    let mut m = mid_war(&["abm-treaty"], &["truman-doctrine"]);
    edit(&mut m, "set defcon 2");
    ok(&mut m, USSR, "play abm-treaty event");
    assert_eq!(defcon(m.as_ref()), 3);
    assert!(has_option(m.as_ref(), USSR, "influence"));
    assert!(
        has_option(m.as_ref(), USSR, "done"),
        "\"may\" conduct operations: it can be declined"
    );
    refused(&mut m, US, "influence place canada");
    let before = inf(m.as_ref(), "finland").0;
    ok(&mut m, USSR, "influence place finland:4");
    assert_eq!(inf(m.as_ref(), "finland").0, before + 4);
    assert!(in_list(m.as_ref(), "discard", "abm-treaty"));
}

#[test]
fn card_58_cultural_revolution_takes_the_china_card_face_up_or_gives_1_vp() {
    let mut m = mid_war(&["cultural-revolution"], &["truman-doctrine"]);
    edit(&mut m, "set china us down");
    ok(&mut m, USSR, "play cultural-revolution event");
    let china = view(m.as_ref())["china"].clone();
    assert_eq!(china["holder"], "ussr");
    assert_eq!(china["face_up"], true);
    assert_eq!(vp(m.as_ref()), 0);
    let mut m = mid_war(&["cultural-revolution"], &["truman-doctrine"]);
    edit(&mut m, "set china ussr down");
    ok(&mut m, USSR, "play cultural-revolution event");
    assert_eq!(vp(m.as_ref()), -1);
    assert_eq!(view(m.as_ref())["china"]["face_up"], false);
    assert!(in_list(m.as_ref(), "removed", "cultural-revolution"));
}

#[test]
fn missile_envy_swap_line_is_public_and_the_tie_question_goes_only_to_the_victim() {
    let mut m = mid_war(&["missile-envy", "nasser"], &["duck-and-cover", "arms-race"]);
    ok(&mut m, USSR, "play missile-envy event");
    let prompts = m.pending();
    assert!(prompts.iter().all(|p| p.seat == US));
    let applied = ok(&mut m, US, "choose arms-race");
    let swap = applied
        .log
        .iter()
        .find(|e| e.text.key == "ts-log-missile-envy")
        .expect("the swap line");
    assert_eq!(swap.audience, Audience::All);
    assert_eq!(arg_key(&swap.text, "card"), "ts-card-arms-race");
}
