//! One test per general whose ability is an `after-action`, `on-recruit` or `round-end` benefit
//! (`cards/benefits.rs`): the real action performed (or the real draft, or the real round end), then
//! the gain it brings. Horse amounts are weapons[1] (spear, horse, crossbow, boat).

use super::super::data::{Border, Kingdom, UnitType};
use super::super::prompts::notation::TkrAction;
use super::super::state::{Phase, Space, ThreeKingdoms};
use super::kit::{at_round_end, general, pass_round, perform, play, recruit, set, won_alone};

use Kingdom::{Shu, Wei, Wu};
use UnitType::{Archer, Cavalry};

fn owed_cards(g: &ThreeKingdoms) -> Vec<&'static str> {
    g.owed.iter().map(|o| o.source.id()).collect()
}

// After an action, with the general on the performed space.

#[test]
fn xun_you_gives_back_the_gold_of_control_han_emperor() {
    let (mut g, _) = won_alone(Wei, "xun-you", Space::Han, None, &[]);
    perform(&mut g, "han xun-you").unwrap();
    // 1 gold for the office; Xun You's ability: +1 gold.
    assert_eq!((g.realm(Wei).gold, g.realm(Wei).office), (3, 1));
}

#[test]
fn dian_wei_trains_one_more_army_after_train_armies() {
    let (mut g, _) = won_alone(Wei, "dian-wei", Space::Train, None, &["set wei untrained 3"]);
    perform(&mut g, "train 2").unwrap();
    assert_eq!((g.realm(Wei).untrained, g.realm(Wei).trained), (0, 3));
}

#[test]
fn xiahou_yuan_adds_a_horse_to_produce_spear_horse() {
    let (mut g, _) = won_alone(Wei, "xiahou-yuan", Space::ProduceSpearHorse, None, &[]);
    perform(&mut g, "produce-spear-horse 2,0").unwrap();
    assert_eq!(g.realm(Wei).weapons, [2, 1, 0, 0]);
}

#[test]
fn zhang_liao_wins_a_support_token_with_his_battle() {
    let edits = ["set wei trained 2", "set wei horse 2"];
    let (mut g, _) = won_alone(
        Wei,
        "zhang-liao",
        Space::Battle(Border::WeiWu),
        Some((2, Cavalry)),
        &edits,
    );
    perform(&mut g, "battle-wei-wu zhang-liao guangling units=2 store=granary").unwrap();
    assert_eq!(g.realm(Wei).support, 1);
}

#[test]
fn deng_ai_adds_a_rice_to_the_farm_action() {
    let (mut g, _) = won_alone(Wei, "deng-ai", Space::Farm, None, &[]);
    perform(&mut g, "farm develop").unwrap();
    assert_eq!((g.realm(Wei).rice, g.realm(Wei).farm_level), (4, 1));
}

#[test]
fn gan_ning_gains_a_gold_and_a_rice_after_his_battle() {
    let edits = ["set wu trained 2", "set wu horse 2"];
    let (mut g, _) = won_alone(Wu, "gan-ning", Space::Battle(Border::ShuWu), Some((2, Cavalry)), &edits);
    perform(&mut g, "battle-shu-wu gan-ning gongan units=2 store=granary").unwrap();
    assert_eq!((g.realm(Wu).gold, g.realm(Wu).rice), (5, 5));
}

#[test]
fn sun_ce_has_one_recruited_army_arrive_trained() {
    let (mut g, _) = won_alone(Wu, "sun-ce", Space::Recruit, None, &[]);
    perform(&mut g, "recruit").unwrap();
    assert_eq!((g.realm(Wu).untrained, g.realm(Wu).trained), (1, 1));
}

#[test]
fn zhang_zhao_adds_a_gold_to_the_market_action() {
    let (mut g, _) = won_alone(Wu, "zhang-zhao", Space::Market, None, &["set wu market 2 2 0"]);
    perform(&mut g, "market collect 0").unwrap();
    // two markets sold for 4 gold each; Zhang Zhao: +1.
    assert_eq!(g.realm(Wu).gold, 4 + 8 + 1);
}

#[test]
fn lu_meng_asks_for_an_untrained_army_or_a_weapon_after_win_popular_support() {
    let (mut g, mut rng) = won_alone(Wu, "lu-meng", Space::Support, None, &[]);
    perform(&mut g, "support").unwrap();
    assert_eq!(owed_cards(&g), ["lu-meng"]);
    let prompts = super::super::prompts::pending(&g);
    assert_eq!(prompts.len(), 1);
    assert_eq!(prompts[0].seat, Wu.seat());
    let lines: Vec<&str> = prompts[0].options.iter().map(|o| o.notation.as_str()).collect();
    assert_eq!(
        lines,
        [
            "gain lu-meng untrained",
            "gain lu-meng spear",
            "gain lu-meng horse",
            "gain lu-meng crossbow",
            "gain lu-meng boat"
        ]
    );
    assert_eq!(
        play(&mut g, &mut rng, Wu, "done"),
        Err("tkr-err-benefit-first".into()),
        "R-44: the benefit before finishing"
    );
    play(&mut g, &mut rng, Wu, "gain lu-meng horse").unwrap();
    let r = g.realm(Wu);
    assert_eq!((r.support, r.weapons, r.untrained), (2, [0, 1, 0, 0], 0));
    assert!(g.owed.is_empty());
}

#[test]
fn huang_gai_adds_a_boat_to_produce_crossbow_boat() {
    let (mut g, _) = won_alone(Wu, "huang-gai", Space::ProduceCrossbowBoat, None, &[]);
    perform(&mut g, "produce-crossbow-boat 1,1").unwrap();
    assert_eq!(g.realm(Wu).weapons, [0, 0, 1, 2]);
}

#[test]
fn lu_su_adds_a_rice_to_the_farm_action() {
    let (mut g, _) = won_alone(Wu, "lu-su", Space::Farm, None, &[]);
    perform(&mut g, "farm develop").unwrap();
    assert_eq!(g.realm(Wu).rice, 5);
}

#[test]
fn zhuge_jin_adds_a_gold_to_the_trade() {
    let (mut g, _) = won_alone(Wu, "zhuge-jin", Space::Trade, None, &[]);
    perform(&mut g, "trade rice=-1").unwrap();
    // 4 rice sold for 5 gold; Zhuge Jin: +1.
    assert_eq!((g.realm(Wu).gold, g.realm(Wu).rice), (4 + 5 + 1, 0));
}

#[test]
fn wei_yan_brings_an_untrained_army_and_a_weapon_per_border_location_at_most_two() {
    // No border location: the army alone, nothing to choose.
    let (mut g, _) = won_alone(Shu, "wei-yan", Space::Tribute, None, &[]);
    perform(&mut g, "tribute gold").unwrap();
    assert_eq!(
        (g.realm(Shu).gold, g.realm(Shu).untrained, g.realm(Shu).weapons),
        (7, 1, [0; 4])
    );
    assert!(g.owed.is_empty());
    // Three locations: two weapons of Shu's choice.
    let edits = [
        "set shu occupy qishan huang-zhong 1 granary",
        "set shu occupy gongan zhang-fei 1 granary",
        "set shu occupy xiaoting jiang-wei 1 granary",
    ];
    let (mut g, mut rng) = won_alone(Shu, "wei-yan", Space::Tribute, None, &edits);
    perform(&mut g, "tribute rice").unwrap();
    let options = super::super::prompts::pending(&g).remove(0).options;
    assert_eq!(options.len(), 10, "every pair of weapon types");
    assert!(options.iter().any(|o| o.notation == "gain wei-yan spear,horse"));
    assert_eq!(
        play(&mut g, &mut rng, Shu, "gain wei-yan spear,horse,boat"),
        Err("tkr-err-benefit-choice".into()),
        "at most 2 weapons"
    );
    // Taken through the rule itself: through the engine, Shu's turn would then end by itself and
    // the round's upkeep would follow.
    let Ok(TkrAction::Benefit(card, pick)) = TkrAction::parse("gain wei-yan horse,spear", Shu) else {
        panic!("a benefit line")
    };
    super::super::rules::benefits::choose(&mut g, Shu, card, &pick, &mut rng, &mut Vec::new()).unwrap();
    let r = g.realm(Shu);
    assert_eq!((r.rice, r.untrained, r.weapons), (7, 1, [1, 1, 0, 0]));
}

#[test]
fn jiang_wei_gains_a_crossbow_after_his_battle() {
    let edits = ["set shu trained 2", "set shu crossbow 2"];
    let (mut g, _) = won_alone(
        Shu,
        "jiang-wei",
        Space::Battle(Border::ShuWei),
        Some((2, Archer)),
        &edits,
    );
    perform(&mut g, "battle-shu-wei jiang-wei qishan units=2 store=treasury").unwrap();
    // Both crossbows went with the units; the ability brings one.
    assert_eq!(g.realm(Shu).weapons, [0, 0, 1, 0]);
}

#[test]
fn pang_tong_adds_a_gold_to_technology() {
    let (mut g, _) = won_alone(Shu, "pang-tong", Space::Tech, None, &[]);
    perform(&mut g, "tech draw=unification").unwrap();
    assert_eq!(g.realm(Shu).gold, 6);
}

#[test]
fn ma_liang_raises_tribal_favour_one_more() {
    let (mut g, _) = won_alone(Shu, "ma-liang", Space::Tribal(Shu), None, &[]);
    perform(&mut g, "tribal-shu").unwrap();
    assert_eq!(g.realm(Shu).favor, 8);
}

#[test]
fn an_after_action_ability_needs_its_general_on_the_performed_space() {
    // Deng Ai in play but not on the farm: nothing.
    let (mut g, _) = won_alone(Wei, "xu-chu", Space::Farm, None, &["set wei generals xu-chu deng-ai"]);
    perform(&mut g, "farm develop").unwrap();
    assert_eq!(g.realm(Wei).rice, 3);
}

// When recruited (a draft's reveal).

#[test]
fn cao_hong_brings_3_gold_when_recruited() {
    let (mut g, _) = super::kit::drafted(1);
    recruit(&mut g, Wei, &["cao-hong"]);
    assert_eq!(g.realm(Wei).gold, 6);
}

#[test]
fn pang_de_brings_2_horses_when_recruited() {
    let (mut g, _) = super::kit::drafted(1);
    recruit(&mut g, Wei, &["pang-de"]);
    assert_eq!(g.realm(Wei).weapons, [0, 2, 0, 0]);
}

#[test]
fn li_dian_brings_2_untrained_armies_when_recruited() {
    let (mut g, _) = super::kit::drafted(1);
    recruit(&mut g, Wei, &["li-dian"]);
    assert_eq!(g.realm(Wei).untrained, 2);
}

#[test]
fn jiang_qin_brings_an_untrained_army_when_recruited() {
    let (mut g, _) = super::kit::drafted(1);
    recruit(&mut g, Wu, &["jiang-qin"]);
    assert_eq!(g.realm(Wu).untrained, 1);
}

#[test]
fn ma_dai_brings_a_horse_when_recruited() {
    let (mut g, _) = super::kit::drafted(1);
    recruit(&mut g, Shu, &["ma-dai"]);
    assert_eq!(g.realm(Shu).weapons, [0, 1, 0, 0]);
}

#[test]
fn mi_zhu_brings_2_gold_and_2_rice_when_recruited() {
    let (mut g, _) = super::kit::drafted(1);
    recruit(&mut g, Shu, &["mi-zhu"]);
    assert_eq!((g.realm(Shu).gold, g.realm(Shu).rice), (7, 7));
}

#[test]
fn ma_chao_puts_4_horses_on_his_card_when_recruited_not_in_the_supply() {
    let (mut g, _) = super::kit::drafted(1);
    let log = recruit(&mut g, Shu, &["ma-chao"]);
    let stock = g.realm(Shu).on_card(general("ma-chao")).copied().expect("a stock");
    assert_eq!((stock.horses, stock.round), (4, 1));
    assert_eq!(g.realm(Shu).weapons, [0; 4], "L1445-1447: on the card");
    assert!(log.iter().any(|e| e.text.key == "tkr-log-card-horses"));
}

// At the end of the round (round 12: no upkeep after it, R-84).

#[test]
fn ma_chao_takes_a_horse_from_his_card_each_later_round_while_shu_has_two_four_in_all() {
    let (mut g, mut rng) = super::kit::drafted(1);
    recruit(&mut g, Shu, &["ma-chao"]);
    set(&mut g, &["set shu horse 2"]);
    // L1447-1449: not at the end of the round he was recruited.
    pass_round(&mut g, &mut rng);
    assert_eq!(g.realm(Shu).weapons[1], 2);
    let mut horses = Vec::new();
    for _ in 0..5 {
        pass_round(&mut g, &mut rng);
        horses.push((
            g.realm(Shu).weapons[1],
            g.realm(Shu).on_card(general("ma-chao")).map(|s| s.horses),
        ));
    }
    // Rounds 2–5 take the 4 horses of his card; round 6 finds it empty.
    let expected = [(3, Some(3)), (4, Some(2)), (5, Some(1)), (6, Some(0)), (6, Some(0))];
    assert_eq!(horses, expected);
}

#[test]
fn ma_chao_takes_no_horse_while_shu_has_fewer_than_two() {
    let (g, _) = at_round_end(&[
        "set shu generals zhou-cang ma-chao",
        "set shu card-horses ma-chao 4",
        "set shu horse 1",
    ]);
    assert_eq!(g.realm(Shu).weapons[1], 1);
    assert_eq!(g.realm(Shu).on_card(general("ma-chao")).map(|s| s.horses), Some(4));
    let (g, _) = at_round_end(&[
        "set shu generals zhou-cang ma-chao",
        "set shu card-horses ma-chao 4",
        "set shu horse 2",
    ]);
    assert_eq!(g.realm(Shu).weapons[1], 3);
}

#[test]
fn cao_pi_brings_a_gold_at_office_2() {
    let (g, _) = at_round_end(&["set wei generals xu-chu cao-pi", "set wei office 2"]);
    assert_eq!(g.realm(Wei).gold, 4);
    let (g, _) = at_round_end(&["set wei generals xu-chu cao-pi", "set wei office 1"]);
    assert_eq!(g.realm(Wei).gold, 3);
}

#[test]
fn cheng_yu_brings_a_rice_at_farm_level_3() {
    let (g, _) = at_round_end(&["set wei generals xu-chu cheng-yu", "set wei farm 3"]);
    assert_eq!(g.realm(Wei).rice, 4);
    let (g, _) = at_round_end(&["set wei generals xu-chu cheng-yu", "set wei farm 2"]);
    assert_eq!(g.realm(Wei).rice, 3);
}

#[test]
fn cheng_pu_trains_an_army_at_round_end() {
    let (g, _) = at_round_end(&["set wu generals ling-cao cheng-pu", "set wu untrained 2"]);
    assert_eq!((g.realm(Wu).untrained, g.realm(Wu).trained), (1, 1));
}

#[test]
fn guan_yu_wins_a_support_token_holding_two_border_locations() {
    let two = [
        "set shu occupy qishan huang-zhong 1 granary",
        "set shu occupy gongan zhang-fei 1 granary",
    ];
    let (g, _) = at_round_end(&[&["set shu generals zhou-cang guan-yu"][..], &two[..]].concat());
    assert_eq!(g.realm(Shu).support, 3);
    let (g, _) = at_round_end(&["set shu generals zhou-cang guan-yu", two[0]]);
    assert_eq!(g.realm(Shu).support, 2);
}

#[test]
fn zhuge_liang_asks_for_a_gold_or_a_rice_at_round_end() {
    let (mut g, mut rng) = at_round_end(&["set shu generals zhou-cang zhuge-liang"]);
    assert_eq!(g.phase, Phase::RoundEnd);
    let prompts = super::super::prompts::pending(&g);
    assert_eq!(prompts.len(), 1);
    assert_eq!(prompts[0].seat, Shu.seat());
    let lines: Vec<&str> = prompts[0].options.iter().map(|o| o.notation.as_str()).collect();
    assert_eq!(
        lines,
        ["gain zhuge-liang gold", "gain zhuge-liang rice"],
        "no `done` before choosing"
    );
    assert_eq!(
        play(&mut g, &mut rng, Shu, "done"),
        Err("tkr-err-benefit-undecided".into()),
        "R-71"
    );
    assert_eq!(
        play(&mut g, &mut rng, Wei, "gain zhuge-liang gold"),
        Err("tkr-err-no-benefit".into())
    );
    play(&mut g, &mut rng, Shu, "gain zhuge-liang rice").unwrap();
    assert_eq!((g.realm(Shu).gold, g.realm(Shu).rice), (5, 6));
    assert_eq!(g.phase, Phase::Over, "round 12 ends once the benefit is taken");
}

#[test]
fn fei_yi_brings_a_gold_at_market_level_3() {
    let (g, _) = at_round_end(&["set shu generals zhou-cang fei-yi", "set shu market 3"]);
    assert_eq!(g.realm(Shu).gold, 6);
    let (g, _) = at_round_end(&["set shu generals zhou-cang fei-yi", "set shu market 2"]);
    assert_eq!(g.realm(Shu).gold, 5);
}

#[test]
fn yan_yan_brings_a_rice_holding_a_border_location() {
    let (g, _) = at_round_end(&[
        "set shu generals zhou-cang yan-yan",
        "set shu occupy qishan huang-zhong 1 granary",
    ]);
    assert_eq!(g.realm(Shu).rice, 6);
    let (g, _) = at_round_end(&["set shu generals zhou-cang yan-yan"]);
    assert_eq!(g.realm(Shu).rice, 5);
}
