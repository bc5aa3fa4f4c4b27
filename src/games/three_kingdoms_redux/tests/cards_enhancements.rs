//! One test per state enhancement whose ability is an `after-action` or `round-end` benefit
//! (`cards/benefits.rs`): the real action performed by its kingdom (or the real round end), then the
//! gain; and the hooks' own rules: every formula in the data is one they read, benefits of
//! several cards add up in the order their owner picks, refusals name the rule, and every
//! offered line prints and parses back.

use super::super::cards::kinds::{Item, Pick, action_matches};
use super::super::data::{Kingdom, data};
use super::super::prompts::notation::TkrAction;
use super::super::state::{Phase, Source, Space, ThreeKingdoms};
use super::kit::{at_round_end, at_round_end_built, build, perform, play, won_alone};
use crate::engine::GameRng;

use Kingdom::{Shu, Wei, Wu};

/// Wei alone won `space` with Xu Chu (no ability of his own) and has built `card`.
fn wei_built(card: &str, space: Space, edits: &[&str]) -> ThreeKingdoms {
    let mut g = won_alone(Wei, "xu-chu", space, None, edits).0;
    build(&mut g, Wei, card);
    g
}

/// Lu Meng alone won Win Popular Support for Wu, which has built Garrison.
fn lu_meng_and_garrison(edits: &[&str]) -> (ThreeKingdoms, GameRng) {
    let (mut g, rng) = won_alone(Wu, "lu-meng", Space::Support, None, edits);
    build(&mut g, Wu, "garrison");
    (g, rng)
}

fn notations(g: &ThreeKingdoms) -> Vec<String> {
    super::super::prompts::pending(g)
        .into_iter()
        .flat_map(|p| p.options.into_iter().map(|o| o.notation))
        .collect()
}

// After its kingdom performs the action.

#[test]
fn imperial_palace_adds_a_gold_and_a_rice_to_demand_tribute() {
    let mut g = wei_built("imperial-palace", Space::Tribute, &[]);
    perform(&mut g, "tribute army").unwrap();
    let r = g.realm(Wei);
    assert_eq!((r.untrained, r.gold, r.rice), (1, 4, 4));
}

#[test]
fn garrison_trains_an_army_after_win_popular_support() {
    let mut g = wei_built("garrison", Space::Support, &["set wei untrained 1"]);
    perform(&mut g, "support").unwrap();
    let r = g.realm(Wei);
    assert_eq!((r.support, r.untrained, r.trained), (1, 0, 1));
}

#[test]
fn military_colonies_add_a_rice_to_the_farm_action() {
    let mut g = wei_built("military-colonies", Space::Farm, &[]);
    perform(&mut g, "farm develop").unwrap();
    assert_eq!(g.realm(Wei).rice, 4);
}

#[test]
fn mint_adds_a_gold_to_the_market_action() {
    let mut g = wei_built("mint", Space::Market, &[]);
    perform(&mut g, "market develop").unwrap();
    assert_eq!(g.realm(Wei).gold, 4);
}

#[test]
fn grand_canal_asks_for_a_gold_or_a_rice_after_a_trade() {
    let mut g = wei_built("grand-canal", Space::Trade, &["set wei rice 4"]);
    perform(&mut g, "trade rice=-1").unwrap();
    assert_eq!(notations(&g), ["gain grand-canal gold", "gain grand-canal rice"]);
    let mut rng = GameRng::new(0);
    play(&mut g, &mut rng, Wei, "gain grand-canal rice").unwrap();
    assert_eq!((g.realm(Wei).gold, g.realm(Wei).rice), (3 + 5, 1));
}

#[test]
fn armoury_adds_a_spear_to_produce_spear_horse() {
    let mut g = wei_built("armoury", Space::ProduceSpearHorse, &[]);
    perform(&mut g, "produce-spear-horse 0,2").unwrap();
    assert_eq!(g.realm(Wei).weapons, [1, 2, 0, 0]);
}

#[test]
fn stables_add_a_horse_to_produce_spear_horse() {
    let mut g = wei_built("stables", Space::ProduceSpearHorse, &[]);
    perform(&mut g, "produce-spear-horse 1,1").unwrap();
    assert_eq!(g.realm(Wei).weapons, [1, 2, 0, 0]);
}

#[test]
fn shipyard_adds_a_boat_to_produce_crossbow_boat() {
    let mut g = wei_built("shipyard", Space::ProduceCrossbowBoat, &[]);
    perform(&mut g, "produce-crossbow-boat 2,0").unwrap();
    assert_eq!(g.realm(Wei).weapons, [0, 0, 2, 1]);
}

#[test]
fn drill_ground_trains_one_more_army_after_train_armies() {
    let mut g = wei_built("drill-ground", Space::Train, &["set wei untrained 2"]);
    perform(&mut g, "train 1").unwrap();
    assert_eq!((g.realm(Wei).untrained, g.realm(Wei).trained), (0, 2));
}

#[test]
fn conscription_office_adds_an_army_to_recruit_armies() {
    let mut g = wei_built("conscription-office", Space::Recruit, &[]);
    perform(&mut g, "recruit").unwrap();
    assert_eq!(g.realm(Wei).untrained, 3);
}

#[test]
fn envoy_hall_raises_tribal_favour_one_more() {
    let mut g = wei_built("envoy-hall", Space::Tribal(Wei), &[]);
    perform(&mut g, "tribal-wei").unwrap();
    assert_eq!(g.realm(Wei).favor, 6);
}

#[test]
fn ancestral_temple_wins_a_support_token_with_control_han_emperor() {
    let mut g = wei_built("ancestral-temple", Space::Han, &[]);
    perform(&mut g, "han xu-chu").unwrap();
    assert_eq!(
        (g.realm(Wei).support, g.realm(Wei).office, g.realm(Wei).gold),
        (1, 1, 2)
    );
}

// At the end of the round (round 12: no upkeep after it, R-84).

#[test]
fn barter_post_may_swap_a_weapon_for_two_rice_or_back_only_without_a_trade() {
    let (mut g, mut rng) = at_round_end_built(Some((Wu, "barter-post")), &["set wu spear 1"]);
    assert_eq!(g.phase, Phase::RoundEnd, "L1453-1458: a decision");
    let lines = notations(&g);
    assert!(lines.contains(&"swap barter-post spear for rice".to_string()));
    assert!(lines.contains(&"swap barter-post rice for boat".to_string()));
    assert!(
        !lines.contains(&"swap barter-post horse for rice".to_string()),
        "no horse held"
    );
    assert_eq!(lines.last().map(String::as_str), Some("finish"), "a swap may be left");
    play(&mut g, &mut rng, Wu, "swap barter-post spear for rice").unwrap();
    assert_eq!((g.realm(Wu).weapons[0], g.realm(Wu).rice), (0, 6));
    assert_eq!(g.phase, Phase::Over);
    // Left: nothing changes.
    let (mut g, mut rng) = at_round_end_built(Some((Wu, "barter-post")), &["set wu spear 1"]);
    play(&mut g, &mut rng, Wu, "done").unwrap(); // the older form of `finish`, as stored games hold it
    assert_eq!((g.realm(Wu).weapons[0], g.realm(Wu).rice), (1, 4));
    // A kingdom that traded this round may not swap: nothing is asked.
    let (mut g, mut rng) = won_alone(Wu, "ling-cao", Space::Trade, None, &[]);
    build(&mut g, Wu, "barter-post");
    perform(&mut g, "trade rice=-1").unwrap();
    super::super::edit::edit(&mut g, "set round 12").unwrap();
    super::kit::finish_all(&mut g, &mut rng);
    assert_eq!(g.phase, Phase::Over, "no-action=trade fails");
}

#[test]
fn military_academy_trains_an_army_at_round_end() {
    let (g, _) = at_round_end_built(Some((Wei, "military-academy")), &["set wei untrained 1"]);
    assert_eq!((g.realm(Wei).untrained, g.realm(Wei).trained), (0, 1));
}

#[test]
fn beacon_towers_win_a_support_token_holding_three_border_locations() {
    let three = [
        "set wei occupy chibi cao-ren 1 granary",
        "set wei occupy hefei yu-jin 1 granary",
        "set wei occupy jieting zhang-he 1 granary",
    ];
    let (g, _) = at_round_end_built(Some((Wei, "beacon-towers")), &three);
    assert_eq!(g.realm(Wei).support, 1);
    let (g, _) = at_round_end_built(Some((Wei, "beacon-towers")), &[three[0], three[1]]);
    assert_eq!(g.realm(Wei).support, 0);
}

#[test]
fn public_granary_brings_a_rice_at_round_end() {
    let (g, _) = at_round_end_built(Some((Shu, "public-granary")), &[]);
    assert_eq!(g.realm(Shu).rice, 6);
}

#[test]
fn merchant_quarter_brings_a_gold_at_market_level_3() {
    let (g, _) = at_round_end_built(Some((Wu, "merchant-quarter")), &["set wu market 3"]);
    assert_eq!(g.realm(Wu).gold, 5);
    let (g, _) = at_round_end_built(Some((Wu, "merchant-quarter")), &["set wu market 2"]);
    assert_eq!(g.realm(Wu).gold, 4);
}

// The hooks' own rules.

#[test]
fn every_ability_formula_is_one_the_hooks_read() {
    let gains = [
        "gold",
        "rice",
        "untrained",
        "trained",
        "train",
        "weapon",
        "spear",
        "horse",
        "crossbow",
        "boat",
        "support",
        "favor",
    ];
    let d = data();
    let all = d
        .generals
        .iter()
        .flat_map(|c| c.abilities.iter())
        .chain(d.enhancements.iter().flat_map(|e| e.abilities.iter()));
    for a in all.filter(|a| ["after-action", "round-end", "on-recruit"].contains(&a.kind)) {
        let listed: Vec<&str> = gains.iter().copied().filter(|k| a.num(k) > 0).collect();
        assert!(!listed.is_empty(), "{a:?} gives nothing");
        if let Some(action) = a.arg("action") {
            assert!(Space::ALL.iter().any(|&s| action_matches(action, s)), "{a:?}: action");
        }
        if let Some(per) = a.arg("per-border") {
            assert!(listed.contains(&per), "{a:?}: per-border names a listed gain");
        }
        if a.num("swap") == 1 || a.num("choice") == 1 {
            assert!(listed.len() >= 2, "{a:?}: a choice between two gains");
        }
    }
    assert!(!action_matches("battle", Space::Tribute) && action_matches("tribal", Space::Tribal(Wu)));
}

#[test]
fn benefits_of_several_cards_add_up_and_their_owner_picks_the_order() {
    // Compendium p.1: Lu Meng and Garrison both follow Win Popular Support. With no untrained
    // army, Garrison alone would train nothing; taken after Lu Meng's army, it trains it.
    let (mut g, mut rng) = lu_meng_and_garrison(&[]);
    perform(&mut g, "support").unwrap();
    assert!(
        !notations(&g).contains(&"gain garrison".to_string()),
        "nothing to train yet"
    );
    play(&mut g, &mut rng, Wu, "gain lu-meng untrained").unwrap();
    assert_eq!((g.realm(Wu).untrained, g.realm(Wu).trained), (0, 1), "trained last");
    // With an army already, Garrison may go first (`gain garrison`), then Lu Meng's army stays.
    let (mut g, mut rng) = lu_meng_and_garrison(&["set wu untrained 1"]);
    perform(&mut g, "support").unwrap();
    play(&mut g, &mut rng, Wu, "gain garrison").unwrap();
    assert_eq!(g.owed.len(), 1, "Lu Meng still to choose");
    play(&mut g, &mut rng, Wu, "gain lu-meng untrained").unwrap();
    assert_eq!((g.realm(Wu).untrained, g.realm(Wu).trained), (1, 1));
}

#[test]
fn refusals_name_the_rule_in_both_languages() {
    use crate::i18n::{Lang, tr};
    let (mut g, mut rng) = won_alone(Wu, "lu-meng", Space::Support, None, &[]);
    perform(&mut g, "support").unwrap();
    let first = super::super::rules::round::done(&mut g, Wu, &mut rng, &mut Vec::new()).unwrap_err();
    let wrong = super::super::rules::benefits::choose(
        &mut g,
        Wu,
        Source::parse("lu-meng").unwrap(),
        &Pick::Items(vec![Item::Gold]),
        &mut rng,
        &mut Vec::new(),
    )
    .unwrap_err();
    let (mut g, mut rng) = at_round_end(&["set shu generals zhou-cang zhuge-liang"]);
    let undecided = super::super::rules::benefits::finish(&mut g, Shu, &mut rng, &mut Vec::new()).unwrap_err();
    let none = super::super::rules::benefits::finish(&mut g, Wei, &mut rng, &mut Vec::new()).unwrap_err();
    // Each refusal says its rule in words (an action's benefits come right after it, round-end
    // ones at the end of the round), never an internal rule id.
    let cases = [
        (
            first,
            "tkr-err-benefit-first",
            "before the next action",
            "다음 액션 전에",
        ),
        (wrong, "tkr-err-benefit-choice", "after this action", "이 액션 후 혜택"),
        (
            undecided,
            "tkr-err-benefit-undecided",
            "before finishing",
            "마치기 전에",
        ),
        (
            none,
            "tkr-err-no-benefits-owed",
            "round-end benefits",
            "라운드 종료 혜택",
        ),
    ];
    for (err, key, en, ko) in cases {
        assert_eq!(err.text.key, key);
        for (lang, rule) in [(Lang::En, en), (Lang::Ko, ko)] {
            let text = tr(lang, &err.text);
            assert!(text.contains(rule), "{lang:?}: {text}");
            assert!(!text.contains("R-") && !text.contains("tkr-"), "{lang:?}: {text}");
        }
    }
}

#[test]
fn every_offered_benefit_line_prints_and_parses_back_with_a_translated_label() {
    use crate::i18n::{Lang, tr};
    let cases = [
        at_round_end_built(
            Some((Wu, "barter-post")),
            &["set wu weapons 1,1,1,1", "set wu generals ling-cao cheng-pu"],
        )
        .0,
        at_round_end(&["set shu generals zhou-cang zhuge-liang"]).0,
    ];
    let mut seen = 0;
    for g in cases {
        for p in super::super::prompts::pending(&g) {
            let k = Kingdom::of_seat(p.seat);
            for o in p.options {
                let action =
                    TkrAction::parse(&o.notation, k).unwrap_or_else(|e| panic!("{}: {}", o.notation, e.text.key));
                assert_eq!(action.to_string(), o.notation);
                for lang in [Lang::En, Lang::Ko] {
                    let label = tr(lang, &o.label);
                    assert!(!label.contains("tkr-") && !label.is_empty(), "{label}");
                }
                seen += 1;
            }
        }
    }
    assert!(seen > 10, "{seen}");
}

#[test]
fn a_concession_while_a_benefit_waits_ends_the_game_cleanly() {
    use crate::engine::Game;
    let (mut g, mut rng) = at_round_end(&["set shu generals zhou-cang zhuge-liang"]);
    assert_eq!(g.phase, Phase::RoundEnd);
    g.concede(Shu.seat(), &mut rng);
    assert!(g.owed.is_empty() && g.pending().is_empty() && g.outcome().is_some());
    super::super::rules::invariants::check(&g).unwrap();
}
