//! Performing won actions, one test per R-number (spec §2.8; seed L849-1409).

use super::super::data::{Border, Kingdom, UnitType};
use super::super::edit::edit;
use super::super::rules::round::{actor, to_perform};
use super::super::state::{Space, Store, ThreeKingdoms};
use super::kit::{at, bid, bidding_with, finish, finish_all, general, location, pass_all, perform};
use crate::engine::GameRng;

use Kingdom::{Shu, Wei, Wu};

fn set(g: &mut ThreeKingdoms, lines: &[&str]) {
    for line in lines {
        edit(g, line).unwrap_or_else(|e| panic!("{line}: {}", e.text.key));
    }
}

/// Wei alone bids on `space` with Xu Chu and Cao Cao stays home; Wu and Shu pass: Wei acts.
fn wei_won(space: Space) -> (ThreeKingdoms, GameRng) {
    let (mut g, rng) = bidding_with([&["xu-chu", "cao-cao"], &["lu-fan"], &["jiang-wan"]], Space::Tech);
    bid(&mut g, at(Wei, "xu-chu", space));
    pass_all(&mut g);
    assert_eq!(actor(&g), Some(Wei));
    (g, rng)
}

#[test]
fn r44_winners_act_in_action_order_in_the_order_they_like_and_may_decline() {
    let (mut g, mut rng) = bidding_with([&["xu-chu", "cao-cao"], &["lu-fan"], &["jiang-wan"]], Space::Tech);
    bid(&mut g, at(Wei, "xu-chu", Space::Recruit));
    bid(&mut g, at(Wu, "lu-fan", Space::Farm));
    bid(&mut g, at(Shu, "jiang-wan", Space::Market));
    bid(&mut g, at(Wei, "cao-cao", Space::Tribute));
    assert_eq!(
        actor(&g),
        Some(Wei),
        "Wei first: the action order is this round's bid order"
    );
    let early = super::super::rules::round::act(
        &mut g,
        Wu,
        Space::Farm,
        &super::super::rules::actions::Act::FarmDevelop,
        &mut Vec::new(),
    );
    assert_eq!(early.map_err(|e| e.text.key), Err("tkr-err-not-your-action".into()));
    // Wei performs its second won space first, then declines the other.
    perform(&mut g, "tribute gold").unwrap();
    assert_eq!(to_perform(&g, Wei), vec![Space::Recruit]);
    let untrained = g.realm(Wei).untrained;
    let log = finish(&mut g, &mut rng);
    assert!(log.iter().any(|e| e.text.key == "tkr-log-declined"));
    assert_eq!(g.realm(Wei).untrained, untrained, "Recruit declined");
    assert_eq!(actor(&g), Some(Wu));
    perform(&mut g, "farm develop").unwrap();
    finish(&mut g, &mut rng);
    assert_eq!(actor(&g), Some(Shu));
}

#[test]
fn r45_after_an_action_the_pieces_go_home_and_support_to_the_supply() {
    let (mut g, mut rng) = bidding_with([&["xu-chu", "cao-cao"], &["lu-fan"], &["jiang-wan"]], Space::Tech);
    set(&mut g, &["set wei support 3", "set wei trained 2", "set wei spear 2"]);
    let mut battle = at(Wei, "xu-chu", Space::Battle(Border::ShuWei));
    (battle.units, battle.unit, battle.support) = (2, Some(UnitType::Infantry), 1);
    bid(&mut g, battle);
    bid(&mut g, at(Wu, "lu-fan", Space::Farm));
    bid(&mut g, at(Shu, "jiang-wan", Space::Market));
    let mut recruit = at(Wei, "cao-cao", Space::Recruit);
    recruit.support = 2;
    bid(&mut g, recruit);
    perform(&mut g, "battle-shu-wei xu-chu jieting units=1 store=granary").unwrap();
    let r = g.realm(Wei);
    // One unit occupies; the other (trained army and spear) is back in the supply; 1 support gone.
    assert_eq!((r.trained, r.weapons[0], r.support), (1, 1, 2));
    // Our ruling: the support on a declined action goes to the supply as well.
    finish(&mut g, &mut rng);
    assert_eq!(g.realm(Wei).support, 0);
    finish_all(&mut g, &mut rng);
    assert!(g.realm(Wei).generals.contains(&general("cao-cao")), "generals home");
}

#[test]
fn r52_produce_two_crossbows_two_boats_or_one_of_each() {
    for (choice, weapons) in [("2,0", [0, 0, 2, 0]), ("1,1", [0, 0, 1, 1]), ("0,2", [0, 0, 0, 2])] {
        let (mut g, _) = wei_won(Space::ProduceCrossbowBoat);
        perform(&mut g, &format!("produce-crossbow-boat {choice}")).unwrap();
        assert_eq!(g.realm(Wei).weapons, weapons);
    }
    let (mut g, _) = wei_won(Space::ProduceCrossbowBoat);
    assert_eq!(
        perform(&mut g, "produce-crossbow-boat 2,1"),
        Err("tkr-err-produce-two".into())
    );
}

#[test]
fn r53_recruit_two_untrained_armies() {
    let (mut g, _) = wei_won(Space::Recruit);
    perform(&mut g, "recruit").unwrap();
    assert_eq!((g.realm(Wei).untrained, g.realm(Wei).trained), (2, 0));
}

#[test]
fn r54_train_up_to_two_untrained_armies() {
    let (mut g, _) = wei_won(Space::Train);
    g.realm_mut(Wei).untrained = 3;
    assert_eq!(perform(&mut g, "train 3"), Err("tkr-err-train".into()));
    perform(&mut g, "train 2").unwrap();
    assert_eq!((g.realm(Wei).untrained, g.realm(Wei).trained), (1, 2));
    let (mut g, _) = wei_won(Space::Train);
    g.realm_mut(Wei).untrained = 1;
    assert_eq!(
        perform(&mut g, "train 2"),
        Err("tkr-err-train".into()),
        "only armies held"
    );
}

#[test]
fn r55_tribute_is_2_gold_2_rice_1_of_each_or_an_untrained_army() {
    for (choice, gained) in [
        ("gold", (2, 0, 0)),
        ("rice", (0, 2, 0)),
        ("both", (1, 1, 0)),
        ("army", (0, 0, 1)),
    ] {
        let (mut g, _) = wei_won(Space::Tribute);
        let r = g.realm(Wei).clone();
        perform(&mut g, &format!("tribute {choice}")).unwrap();
        let n = g.realm(Wei);
        assert_eq!(
            (n.gold - r.gold, n.rice - r.rice, n.untrained - r.untrained),
            gained,
            "{choice}"
        );
    }
}

#[test]
fn r56_win_popular_support_takes_one_token() {
    let (mut g, _) = wei_won(Space::Support);
    perform(&mut g, "support").unwrap();
    assert_eq!(g.realm(Wei).support, 1);
}

/// Wu won the Shu–Wu battle with Gan Ning and 2 archer units and Ling Cao with 1 navy unit
/// (the seed's example, L1271-1303).
fn wu_won_the_shu_wu_battle() -> (ThreeKingdoms, GameRng) {
    let (mut g, mut rng) = bidding_with([&["xu-chu"], &["gan-ning", "ling-cao"], &["jiang-wan"]], Space::Tech);
    set(&mut g, &["set wu trained 3", "set wu weapons 0,0,2,1"]);
    bid(&mut g, at(Wei, "xu-chu", Space::Farm));
    let mut gan = at(Wu, "gan-ning", Space::Battle(Border::ShuWu));
    (gan.units, gan.unit) = (2, Some(UnitType::Archer));
    bid(&mut g, gan);
    pass_all_but(&mut g, Wu);
    let mut ling = at(Wu, "ling-cao", Space::Battle(Border::ShuWu));
    (ling.units, ling.unit) = (1, Some(UnitType::Navy));
    bid(&mut g, ling);
    pass_all(&mut g);
    finish(&mut g, &mut rng);
    assert_eq!(actor(&g), Some(Wu));
    (g, rng)
}

/// Everyone but `k` passes until it is `k`'s turn again.
fn pass_all_but(g: &mut ThreeKingdoms, k: Kingdom) {
    while let Some(now) = super::super::rules::bidding::current_bidder(g) {
        if now == k {
            return;
        }
        super::super::rules::bidding::pass(g, now, &mut Vec::new()).unwrap();
    }
}

#[test]
fn r59_one_general_occupies_per_battle_won() {
    let (mut g, _) = wu_won_the_shu_wu_battle();
    perform(&mut g, "battle-shu-wu ling-cao yidao units=1 store=treasury").unwrap();
    assert_eq!(
        perform(&mut g, "battle-shu-wu gan-ning xiaoting units=2 store=granary"),
        Err("tkr-err-not-won".into())
    );
    assert!(g.realm(Wu).generals.contains(&general("gan-ning")), "he goes home");
}

#[test]
fn r60_the_occupier_brings_one_unit_up_to_what_he_carried() {
    let (mut g, _) = wu_won_the_shu_wu_battle();
    for units in [0, 3] {
        let line = format!("battle-shu-wu gan-ning xiaoting units={units} store=granary");
        assert_eq!(perform(&mut g, &line), Err("tkr-err-battle-units".into()));
    }
    // A general who carried no unit cannot occupy.
    let mut copy = g.clone();
    copy.placements.push(at(Wu, "sun-jian", Space::Battle(Border::ShuWu)));
    assert_eq!(
        perform(&mut copy, "battle-shu-wu sun-jian jiangling units=1 store=granary"),
        Err("tkr-err-battle-units".into())
    );
    perform(&mut g, "battle-shu-wu gan-ning xiaoting units=1 store=granary").unwrap();
    assert_eq!(g.realm(Wu).occupying[0].units, 1);
}

#[test]
fn r61_the_units_must_be_of_the_type_printed_on_the_location() {
    let (mut g, _) = wu_won_the_shu_wu_battle();
    // Baidicheng and Xiaoting take archers: Ling Cao's navy cannot.
    assert_eq!(
        perform(&mut g, "battle-shu-wu ling-cao baidicheng units=1 store=granary"),
        Err("tkr-err-battle-type".into())
    );
    assert_eq!(
        perform(&mut g, "battle-shu-wu gan-ning yidao units=2 store=granary"),
        Err("tkr-err-battle-type".into())
    );
    perform(&mut g, "battle-shu-wu gan-ning baidicheng units=2 store=granary").unwrap();
}

#[test]
fn r62_the_border_token_shows_1_vp_only_with_a_specialty() {
    // L1294-1303: Gan Ning (cavalry) at Xiaoting keeps the 0 face; Ling Cao (navy) at Yidao flips it.
    let (mut g, _) = wu_won_the_shu_wu_battle();
    perform(&mut g, "battle-shu-wu gan-ning xiaoting units=2 store=granary").unwrap();
    assert_eq!(g.realm(Wu).border_tokens, vec![(Store::Granary, 0)]);
    let (mut g, _) = wu_won_the_shu_wu_battle();
    perform(&mut g, "battle-shu-wu ling-cao yidao units=1 store=treasury").unwrap();
    assert_eq!(g.realm(Wu).border_tokens, vec![(Store::Treasury, 1)]);
}

#[test]
fn r63_border_tokens_lower_the_upkeep_of_their_store() {
    let (mut g, _) = wu_won_the_shu_wu_battle();
    perform(&mut g, "battle-shu-wu gan-ning xiaoting units=2 store=granary").unwrap();
    let due = super::super::rules::upkeep::due(&g, Wu);
    assert_eq!(
        (due.gold, due.rice),
        (2, 1),
        "2 units: the granary token takes 1 rice off"
    );
    let (mut g, _) = wu_won_the_shu_wu_battle();
    perform(&mut g, "battle-shu-wu gan-ning xiaoting units=2 store=treasury").unwrap();
    let due = super::super::rules::upkeep::due(&g, Wu);
    assert_eq!((due.gold, due.rice), (1, 2), "in the treasury: 1 gold off");
}

#[test]
fn r64_occupiers_stay_for_the_game_and_bid_no_more() {
    let (mut g, mut rng) = wu_won_the_shu_wu_battle();
    perform(&mut g, "battle-shu-wu gan-ning xiaoting units=2 store=granary").unwrap();
    let r = g.realm(Wu);
    assert!(!r.generals.contains(&general("gan-ning")));
    assert_eq!(
        (r.trained, r.weapons[UnitType::Archer as usize]),
        (1, 0),
        "the units left the supply"
    );
    finish_all(&mut g, &mut rng);
    assert_eq!(g.round, 2);
    assert_eq!(
        g.realm(Wu).occupying[0].general,
        general("gan-ning"),
        "still there next round"
    );
    assert!(!super::super::rules::bidding::free_generals(&g, Wu).contains(&general("gan-ning")));
}

#[test]
fn r65_an_occupied_location_is_never_taken_again() {
    let (mut g, _) = wu_won_the_shu_wu_battle();
    set(&mut g, &["set shu occupy xiaoting zhou-cang 1 granary"]);
    assert_eq!(
        perform(&mut g, "battle-shu-wu gan-ning xiaoting units=2 store=granary"),
        Err("tkr-err-location-taken".into())
    );
    assert_eq!(g.locations[usize::from(location("xiaoting"))], Some(Shu));
}

/// Wei's second-border example (L1304-1350): Cao Ren took Chibi (Wei–Wu) first; this round Wei
/// bids Xiahou Dun with 2 cavalry on Wei–Wu (7 against Wu's 5) and `shu_wei` on Shu–Wei against
/// Shu's 6.
fn second_border(shu_wei: (&str, u8)) -> (ThreeKingdoms, GameRng) {
    let (mut g, rng) = bidding_with(
        [&["xiahou-dun", "xu-chu", "xu-huang"], &["gan-ning"], &["zhao-yun"]],
        Space::Tech,
    );
    set(
        &mut g,
        &[
            "set wei occupy chibi cao-ren 2 granary",
            "set wei trained 4",
            "set wei weapons 2,2,0,0",
        ],
    );
    let mut dun = at(Wei, "xiahou-dun", Space::Battle(Border::WeiWu));
    (dun.units, dun.unit) = (2, Some(UnitType::Cavalry));
    bid(&mut g, dun);
    bid(&mut g, at(Wu, "gan-ning", Space::Battle(Border::WeiWu)));
    bid(&mut g, at(Shu, "zhao-yun", Space::Battle(Border::ShuWei)));
    let mut second = at(Wei, shu_wei.0, Space::Battle(Border::ShuWei));
    (second.units, second.unit) = (shu_wei.1, Some(UnitType::Infantry));
    bid(&mut g, second);
    pass_all(&mut g);
    let total = |space, k| super::super::rules::bidding::total_on(&g, space, k);
    assert_eq!(
        (
            total(Space::Battle(Border::WeiWu), Wei),
            total(Space::Battle(Border::WeiWu), Wu)
        ),
        (7, 5)
    );
    assert_eq!(total(Space::Battle(Border::ShuWei), Shu), 6);
    (g, rng)
}

#[test]
fn r66_the_second_occupier_goes_to_the_other_border() {
    // Xu Huang and 1 infantry bid 5 against Shu's 6: Wei wins only Wei–Wu and may not take
    // Guangling, on its first general's border.
    let (mut g, _) = second_border(("xu-huang", 1));
    assert_eq!(to_perform(&g, Wei), vec![Space::Battle(Border::WeiWu)]);
    assert_eq!(
        perform(&mut g, "battle-wei-wu xiahou-dun guangling units=2 store=granary"),
        Err("tkr-err-second-border".into())
    );
    // Xu Chu and 2 infantry bid 7 and win both: Huarongdao first, then Guangling (the third
    // general goes anywhere).
    let (mut g, _) = second_border(("xu-chu", 2));
    assert_eq!(to_perform(&g, Wei).len(), 2);
    perform(&mut g, "battle-shu-wei xu-chu huarongdao units=2 store=granary").unwrap();
    perform(&mut g, "battle-wei-wu xiahou-dun guangling units=2 store=treasury").unwrap();
    assert_eq!(g.realm(Wei).occupiers(), 3);
}

#[test]
fn r68_at_favour_12_two_rice_buy_one_support_token_once_a_round() {
    // After the tribal action (L1367-1375).
    let (mut g, _) = wei_won(Space::Tribal(Wei));
    set(&mut g, &["set wei favor 12", "set wei rice 4"]);
    perform(&mut g, "tribal-wei buy-support").unwrap();
    assert_eq!((g.realm(Wei).rice, g.realm(Wei).support), (2, 1));
    assert!(to_perform(&g, Wei).is_empty(), "once");
    // Kept at 12 by Jia Xu's ability in an even round, without the action (L1398-1409).
    let (mut g, mut rng) = bidding_with([&["jia-xu", "cao-cao"], &["lu-fan"], &["jiang-wan"]], Space::Tech);
    set(&mut g, &["set wei favor 12", "set round 8"]);
    bid(&mut g, at(Wei, "cao-cao", Space::Farm));
    pass_all(&mut g);
    assert_eq!(to_perform(&g, Wei), vec![Space::Farm, Space::Tribal(Wei)]);
    assert_eq!(
        perform(&mut g, "tribal-wei"),
        Err("tkr-err-tribal-exchange-only".into())
    );
    perform(&mut g, "tribal-wei buy-support").unwrap();
    assert_eq!(
        (g.realm(Wei).rice, g.realm(Wei).support, g.realm(Wei).favor),
        (1, 1, 12)
    );
    finish(&mut g, &mut rng);
    assert_eq!(g.realm(Wei).favor, 12, "kept");
    // In an odd round Jia Xu keeps nothing: no exchange without the action.
    let (mut g, _) = bidding_with([&["jia-xu", "cao-cao"], &["lu-fan"], &["jiang-wan"]], Space::Tech);
    set(&mut g, &["set wei favor 12", "set round 7"]);
    bid(&mut g, at(Wei, "cao-cao", Space::Farm));
    pass_all(&mut g);
    assert_eq!(to_perform(&g, Wei), vec![Space::Farm]);
}
