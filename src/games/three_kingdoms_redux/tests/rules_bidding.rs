//! Alliance, bidding and next round's order, one test per R-number (spec §2.4-§2.7; seed
//! L382-848).

use std::collections::BTreeMap;

use super::super::data::{Border, Kingdom, UnitType};
use super::super::rules::bidding::{
    alliance_choices, choose_alliance, current_bidder, next_bid_order, pass, place, total_on,
};
use super::super::rules::round::to_perform;
use super::super::state::{Criterion, Phase, Space, ThreeKingdoms};
use super::kit::{at, bid, bidding_with, drafted, finish_all, general, pass_all};

use Kingdom::{Shu, Wei, Wu};

fn won(g: &ThreeKingdoms) -> BTreeMap<Space, Vec<Kingdom>> {
    g.winners.iter().cloned().collect()
}

fn refused(g: &mut ThreeKingdoms, p: super::super::state::Placement) -> String {
    let before = g.clone();
    let key = place(g, p, &mut Vec::new()).expect_err("refused").text.key.to_string();
    assert_eq!(format!("{g:?}"), format!("{before:?}"), "a refusal changes nothing");
    key
}

#[test]
fn r20_the_slot_3_kingdom_chooses_the_alliance_space() {
    let (mut g, _) = drafted(20);
    g.bid_order = [Wu, Shu, Wei];
    assert_eq!(g.allies(), [Shu, Wei]);
    for k in [Wu, Shu] {
        let r = choose_alliance(&mut g, k, Space::Farm, &mut Vec::new());
        assert_eq!(r.map_err(|e| e.text.key), Err("tkr-err-not-alliance-chooser".into()));
    }
    choose_alliance(&mut g, Wei, Space::Train, &mut Vec::new()).unwrap();
    assert_eq!(g.alliance_space, Some(Space::Train));
    assert_eq!(current_bidder(&g), Some(Wu), "then slot 1 bids");
}

#[test]
fn r21_the_alliance_token_goes_only_on_the_ten_fixed_criterion_spaces() {
    let (g, _) = drafted(21);
    let fixed = [
        Space::Farm,
        Space::Market,
        Space::Trade,
        Space::Tech,
        Space::Construct,
        Space::ProduceSpearHorse,
        Space::ProduceCrossbowBoat,
        Space::Recruit,
        Space::Train,
        Space::Tribute,
    ];
    assert_eq!(alliance_choices(&g), fixed.to_vec());
    for space in [
        Space::Support,
        Space::Han,
        Space::Battle(Border::ShuWu),
        Space::Tribal(Shu),
    ] {
        let r = choose_alliance(&mut g.clone(), Shu, space, &mut Vec::new());
        assert_eq!(
            r.map_err(|e| e.text.key),
            Err("tkr-err-alliance-space".into()),
            "{space:?}"
        );
    }
}

#[test]
fn r22_last_rounds_alliance_space_is_forbidden_even_for_another_alliance() {
    let (mut g, mut rng) = bidding_with([&["xun-you"], &["lu-fan"], &["jiang-wan"]], Space::Farm);
    // Shu alone wins something, Wei and Wu nothing: Shu bids first next round, Wei and Wu ally.
    pass(&mut g, Wei, &mut Vec::new()).unwrap();
    pass(&mut g, Wu, &mut Vec::new()).unwrap();
    bid(&mut g, at(Shu, "jiang-wan", Space::Market));
    finish_all(&mut g, &mut rng);
    assert_eq!(g.bid_order, [Shu, Wei, Wu]);
    assert_eq!(g.last_alliance_space, Some(Space::Farm));
    assert!(!alliance_choices(&g).contains(&Space::Farm));
    let r = choose_alliance(&mut g, Wu, Space::Farm, &mut Vec::new());
    assert_eq!(r.map_err(|e| e.text.key), Err("tkr-err-alliance-repeat".into()));
    choose_alliance(&mut g, Wu, Space::Market, &mut Vec::new()).unwrap();
}

#[test]
fn r23_only_an_ally_who_bid_on_the_alliance_space_performs_it() {
    let (mut g, _) = bidding_with([&["xu-chu"], &["lu-fan"], &["jiang-wan"]], Space::Farm);
    bid(&mut g, at(Wei, "xu-chu", Space::Farm));
    bid(&mut g, at(Wu, "lu-fan", Space::Farm));
    bid(&mut g, at(Shu, "jiang-wan", Space::Market));
    assert_eq!(won(&g)[&Space::Farm], vec![Wu], "Wu alone outbids Wei");
    assert!(to_perform(&g, Wu).contains(&Space::Farm));
    assert!(!to_perform(&g, Shu).contains(&Space::Farm), "Shu placed nothing there");

    let (mut g, _) = bidding_with([&["xu-chu"], &["lu-fan"], &["jiang-wan"]], Space::Farm);
    bid(&mut g, at(Wei, "xu-chu", Space::Farm));
    bid(&mut g, at(Wu, "lu-fan", Space::Farm));
    bid(&mut g, at(Shu, "jiang-wan", Space::Farm));
    assert_eq!(won(&g)[&Space::Farm], vec![Wu, Shu]);
    assert!(to_perform(&g, Wu).contains(&Space::Farm) && to_perform(&g, Shu).contains(&Space::Farm));
}

#[test]
fn r24_the_alliance_token_stays_whatever_the_outcome() {
    // Nobody bids on the alliance space at all: it is still last round's alliance space.
    let (mut g, mut rng) = bidding_with([&["xun-you"], &["lu-fan"], &["jiang-wan"]], Space::Tech);
    pass_all(&mut g);
    finish_all(&mut g, &mut rng);
    assert_eq!((g.alliance_space, g.last_alliance_space), (None, Some(Space::Tech)));
    // Wei (not allied) wins it: the same.
    let (mut g, mut rng) = bidding_with([&["xun-you"], &["lu-fan"], &["jiang-wan"]], Space::Tech);
    bid(&mut g, at(Wei, "xun-you", Space::Tech));
    pass_all(&mut g);
    assert_eq!(won(&g)[&Space::Tech], vec![Wei]);
    finish_all(&mut g, &mut rng);
    assert_eq!(g.last_alliance_space, Some(Space::Tech));
}

#[test]
fn r26_a_general_may_go_to_any_space_his_kingdom_may_use() {
    let (g, _) = bidding_with([&["xu-chu"], &["lu-fan"], &["jiang-wan"]], Space::Tech);
    for space in Space::ALL {
        let mut copy = g.clone();
        let r = place(&mut copy, at(Wei, "xu-chu", space), &mut Vec::new());
        let open = !matches!(space, Space::Battle(Border::ShuWu) | Space::Tribal(Wu | Shu));
        assert_eq!(r.is_ok(), open, "{space:?}");
    }
    let mut copy = g.clone();
    copy.han_resting = Some(general("xu-chu"));
    assert_eq!(
        refused(&mut copy, at(Wei, "xu-chu", Space::Farm)),
        "tkr-err-general-resting",
        "except the general resting on Control Han Emperor (R-57)"
    );
}

#[test]
fn r27_a_kingdom_with_nobody_left_is_skipped_and_bidding_ends_when_nobody_can_bid() {
    let (mut g, _) = bidding_with([&["xu-chu"], &["lu-fan", "gan-ning"], &["jiang-wan"]], Space::Tech);
    bid(&mut g, at(Wei, "xu-chu", Space::Farm));
    bid(&mut g, at(Wu, "lu-fan", Space::Market));
    bid(&mut g, at(Shu, "jiang-wan", Space::Trade));
    assert_eq!(current_bidder(&g), Some(Wu), "Wei has nobody left: skipped");
    bid(&mut g, at(Wu, "gan-ning", Space::Recruit));
    assert!(matches!(g.phase, Phase::Resolution { .. }), "everybody placed");
    assert_eq!(g.winners.len(), 4);
}

#[test]
fn r28_a_pass_is_final_and_unplaced_generals_give_nothing() {
    let (mut g, _) = bidding_with(
        [&["xu-chu", "cao-cao"], &["lu-fan", "gan-ning"], &["jiang-wan"]],
        Space::Tech,
    );
    let wei_before = g.realm(Wei).clone();
    pass(&mut g, Wei, &mut Vec::new()).unwrap();
    bid(&mut g, at(Wu, "lu-fan", Space::Market));
    bid(&mut g, at(Shu, "jiang-wan", Space::Trade));
    assert_eq!(current_bidder(&g), Some(Wu), "Wei never bids again this round");
    assert_eq!(refused(&mut g, at(Wei, "xu-chu", Space::Farm)), "tkr-err-not-your-bid");
    bid(&mut g, at(Wu, "gan-ning", Space::Recruit));
    assert!(matches!(g.phase, Phase::Resolution { .. }));
    assert!(to_perform(&g, Wei).is_empty());
    assert_eq!(g.realm(Wei), &wei_before, "two generals kept back gained nothing");
}

#[test]
fn r29_generals_stacked_on_a_space_add_up() {
    let (mut g, _) = bidding_with(
        [&["xun-you", "jia-xu"], &["lu-fan"], &["jiang-wan", "jiang-wei"]],
        Space::Tech,
    );
    bid(&mut g, at(Wei, "jia-xu", Space::Market));
    bid(&mut g, at(Wu, "lu-fan", Space::Farm));
    bid(&mut g, at(Shu, "jiang-wan", Space::Market));
    bid(&mut g, at(Wei, "xun-you", Space::Trade));
    bid(&mut g, at(Shu, "jiang-wei", Space::Market));
    let adm = |id| u32::from(g.stat(general(id), Criterion::Adm));
    assert_eq!(total_on(&g, Space::Market, Shu), adm("jiang-wan") + adm("jiang-wei"));
    assert_eq!(won(&g)[&Space::Market], vec![Shu], "9 beats 5");
}

#[test]
fn r31_the_own_tribal_space_takes_one_general_with_gold_or_units_up_to_leadership() {
    let (mut g, _) = bidding_with([&["xu-chu", "cao-cao"], &["lu-fan"], &["zhang-fei"]], Space::Tech);
    g.realm_mut(Wei).gold = 5;
    g.realm_mut(Wei).trained = 3;
    g.realm_mut(Wei).weapons = [3, 0, 0, 0];
    let with = |gold: u8, units: u8| {
        let mut p = at(Wei, "xu-chu", Space::Tribal(Wei));
        p.gold = gold;
        p.units = units;
        p.unit = (units > 0).then_some(UnitType::Infantry);
        p
    };
    assert_eq!(
        refused(&mut g, at(Wei, "xu-chu", Space::Tribal(Wu))),
        "tkr-err-not-your-tribe"
    );
    assert_eq!(refused(&mut g, with(1, 1)), "tkr-err-tribal-gold-or-units");
    assert_eq!(refused(&mut g, with(3, 0)), "tkr-err-over-leadership");
    assert_eq!(refused(&mut g, with(0, 3)), "tkr-err-over-leadership");
    g.realm_mut(Wei).gold = 1;
    assert_eq!(refused(&mut g, with(2, 0)), "tkr-err-not-enough-gold");
    bid(&mut g, with(0, 2));
    bid(&mut g, at(Wu, "lu-fan", Space::Farm));
    bid(&mut g, at(Shu, "zhang-fei", Space::Market));
    assert_eq!(
        refused(&mut g, at(Wei, "cao-cao", Space::Tribal(Wei))),
        "tkr-err-tribal-once"
    );
    pass_all(&mut g);
    assert_eq!(
        won(&g)[&Space::Tribal(Wei)],
        vec![Wei],
        "guaranteed, whatever its value"
    );
}

#[test]
fn r32_each_space_is_won_on_its_criterion() {
    // Xu Chu (administration 1, combat 5) against Zhang Zhao (administration 5, combat 1).
    let (mut g, _) = bidding_with(
        [&["xu-chu", "cao-cao"], &["zhang-zhao", "lu-fan"], &["jiang-wan"]],
        Space::Tech,
    );
    g.han_criterion = Criterion::Adm;
    let sides = (
        g.stat(general("xu-chu"), Criterion::Cmb),
        g.stat(general("zhang-zhao"), Criterion::Adm),
    );
    assert!(sides.0 > g.stat(general("zhang-zhao"), Criterion::Cmb));
    assert!(sides.1 > g.stat(general("xu-chu"), Criterion::Adm));
    bid(&mut g, at(Wei, "xu-chu", Space::Farm));
    bid(&mut g, at(Wu, "zhang-zhao", Space::Farm));
    bid(&mut g, at(Shu, "jiang-wan", Space::Market));
    bid(&mut g, at(Wei, "cao-cao", Space::Support));
    bid(&mut g, at(Wu, "lu-fan", Space::Support));
    let w = won(&g);
    assert_eq!(w[&Space::Farm], vec![Wu], "Farm: administration");
    // Support shows combat while Control Han Emperor shows administration.
    assert_eq!(g.criterion(Space::Support), Criterion::Cmb);
    let cmb = |id| g.stat(general(id), Criterion::Cmb);
    let expected = if cmb("cao-cao") >= cmb("lu-fan") { Wei } else { Wu };
    assert_eq!(w[&Space::Support], vec![expected], "Support: combat this round");
}

#[test]
fn r33_a_tie_goes_to_whoever_reached_the_total_first() {
    // The seed's example (L631-652): Jia Xu 5 then Jiang Wan 5: Wei reached 5 first.
    let (mut g, _) = bidding_with(
        [
            &["jia-xu", "xu-chu", "xun-you"],
            &["lu-fan"],
            &["jiang-wan", "jiang-wei"],
        ],
        Space::Tech,
    );
    bid(&mut g, at(Wei, "jia-xu", Space::Market));
    bid(&mut g, at(Wu, "lu-fan", Space::Farm));
    bid(&mut g, at(Shu, "jiang-wan", Space::Market));
    let now: BTreeMap<_, _> = super::super::rules::bidding::winners(&g).into_iter().collect();
    assert_eq!(now[&Space::Market], vec![Wei]);
    // Jiang Wei makes Shu 9 before Xun You makes Wei 9: now Shu reached 9 first.
    bid(&mut g, at(Wei, "xu-chu", Space::Recruit));
    bid(&mut g, at(Shu, "jiang-wei", Space::Market));
    bid(&mut g, at(Wei, "xun-you", Space::Market));
    assert_eq!(
        (total_on(&g, Space::Market, Wei), total_on(&g, Space::Market, Shu)),
        (9, 9)
    );
    assert_eq!(won(&g)[&Space::Market], vec![Shu]);
}

#[test]
fn r35_support_the_han_token_and_ability_tokens_ride_with_a_general() {
    let (mut g, _) = bidding_with([&["xu-chu", "cao-cao"], &["sun-jian"], &["zhang-fei"]], Space::Tech);
    g.han_holder = Some(Wei);
    g.realm_mut(Wei).support = 3;
    let stat = |g: &ThreeKingdoms, id| u32::from(g.stat(general(id), g.criterion(Space::Recruit)));
    let mut p = at(Wei, "xu-chu", Space::Recruit);
    p.support = 4;
    assert_eq!(refused(&mut g, p.clone()), "tkr-err-not-enough-support");
    p.support = 3;
    p.han = true;
    bid(&mut g, p);
    assert_eq!(total_on(&g, Space::Recruit, Wei), stat(&g, "xu-chu") + 3 + 1);
    // Sun Jian's ability: +1 on Control Han Emperor, paid with his +1 bid token.
    bid(&mut g, at(Wu, "sun-jian", Space::Han));
    assert_eq!(
        total_on(&g, Space::Han, Wu),
        u32::from(g.stat(general("sun-jian"), g.criterion(Space::Han))) + 1
    );
    bid(&mut g, at(Shu, "zhang-fei", Space::Farm));
    let mut twice = at(Wei, "cao-cao", Space::Market);
    twice.han = true;
    assert_eq!(refused(&mut g, twice), "tkr-err-han-once", "one general a round");
}

#[test]
fn r37_losers_take_back_their_pieces_and_lose_the_support_they_used() {
    let (mut g, _) = bidding_with([&["xu-chu"], &["gan-ning"], &["zhang-fei"]], Space::Tech);
    g.realm_mut(Wu).support = 3;
    g.realm_mut(Wu).trained = 2;
    g.realm_mut(Wu).weapons = [0, 2, 0, 0];
    g.realm_mut(Wei).trained = 2;
    g.realm_mut(Wei).weapons = [2, 0, 0, 0];
    let mut wei = at(Wei, "xu-chu", Space::Battle(Border::WeiWu));
    (wei.units, wei.unit, wei.support) = (2, Some(UnitType::Infantry), 0);
    bid(&mut g, wei);
    let mut wu = at(Wu, "gan-ning", Space::Battle(Border::WeiWu));
    (wu.units, wu.unit, wu.support) = (1, Some(UnitType::Cavalry), 1);
    bid(&mut g, wu);
    bid(&mut g, at(Shu, "zhang-fei", Space::Farm));
    // 5 + 2 against 5 + 1 + 1: a tie Wei reached first.
    assert_eq!(won(&g)[&Space::Battle(Border::WeiWu)], vec![Wei]);
    let r = g.realm(Wu);
    assert_eq!(
        (r.support, r.trained, r.weapons),
        (2, 2, [0, 2, 0, 0]),
        "support spent, units home"
    );
    assert!(
        super::super::rules::bidding::free_generals(&g, Wu).is_empty(),
        "bidding is over"
    );
}

#[test]
fn r38_last_rounds_han_general_returns_at_token_removal() {
    let (mut g, _) = bidding_with([&["xu-chu", "cao-hong"], &["lu-fan"], &["jiang-wan"]], Space::Tech);
    g.han_resting = Some(general("cao-hong"));
    assert_eq!(
        refused(&mut g, at(Wei, "cao-hong", Space::Han)),
        "tkr-err-general-resting"
    );
    bid(&mut g, at(Wei, "xu-chu", Space::Farm));
    assert_eq!(current_bidder(&g), Some(Wu));
    pass_all(&mut g);
    assert_eq!(g.han_resting, None, "back in Wei's supply");
    assert!(g.realm(Wei).generals.contains(&general("cao-hong")));
}

#[test]
fn r39_winners_leave_their_pieces_on_the_space_until_they_perform() {
    let (mut g, mut rng) = bidding_with([&["xu-chu"], &["lu-fan"], &["jiang-wan"]], Space::Tech);
    g.realm_mut(Wei).support = 2;
    let mut p = at(Wei, "xu-chu", Space::Recruit);
    p.support = 2;
    bid(&mut g, p);
    pass_all(&mut g);
    assert_eq!(g.realm(Wei).support, 2, "still on the space");
    assert!(g.placements.iter().any(|p| p.general == general("xu-chu")));
    super::kit::perform(&mut g, "recruit").unwrap();
    assert_eq!(g.realm(Wei).support, 0, "to the supply once performed (R-45)");
    finish_all(&mut g, &mut rng);
}

#[test]
fn r40_this_rounds_action_order_is_the_bid_order_it_was_placed_in() {
    let (mut g, _) = bidding_with([&["xu-chu"], &["lu-fan"], &["jiang-wan"]], Space::Tech);
    pass(&mut g, Wei, &mut Vec::new()).unwrap();
    bid(&mut g, at(Wu, "lu-fan", Space::Farm));
    bid(&mut g, at(Shu, "jiang-wan", Space::Market));
    assert_eq!(g.action_order, vec![Wei, Wu, Shu], "this round's order");
    assert_eq!(g.bid_order, [Wu, Shu, Wei], "next round's");
    assert_eq!(super::super::rules::round::actor(&g), Some(Wei));
}

#[test]
fn r41_successes_count_won_spaces_the_tribal_space_and_the_alliance_space_for_allies_who_bid() {
    let (mut g, _) = bidding_with(
        [
            &["xu-chu", "cao-cao"],
            &["lu-fan", "gan-ning"],
            &["jiang-wan", "zhang-fei"],
        ],
        Space::Farm,
    );
    bid(&mut g, at(Wei, "xu-chu", Space::Recruit)); // Wei: 1
    bid(&mut g, at(Wu, "lu-fan", Space::Tribal(Wu))); // Wu: the tribal space counts
    bid(&mut g, at(Shu, "jiang-wan", Space::Farm)); // Shu alone on the alliance space
    bid(&mut g, at(Wei, "cao-cao", Space::Train)); // Wei: 2
    bid(&mut g, at(Wu, "gan-ning", Space::Tribute)); // Wu: 2
    bid(&mut g, at(Shu, "zhang-fei", Space::ProduceSpearHorse)); // Shu: 2
    let w = won(&g);
    assert_eq!(w[&Space::Farm], vec![Shu]);
    // Two each: military decides nothing (all 0), so Wei, Wu, Shu.
    assert_eq!(g.bid_order, [Wei, Wu, Shu]);
    // Had Wu placed on Farm too, the alliance space would count for both allies: Wu 3.
    let mut both = g.clone();
    both.placements.push(at(Wu, "sun-jian", Space::Farm));
    both.winners = super::super::rules::bidding::winners(&both);
    assert_eq!(next_bid_order(&both)[0], Wu);
}

#[test]
fn r43_next_round_slot_1_stands_alone_and_slot_3_chooses_for_slots_2_and_3() {
    let (mut g, mut rng) = bidding_with([&["xu-chu"], &["lu-fan"], &["jiang-wan"]], Space::Farm);
    pass(&mut g, Wei, &mut Vec::new()).unwrap();
    bid(&mut g, at(Wu, "lu-fan", Space::Market));
    pass(&mut g, Shu, &mut Vec::new()).unwrap();
    finish_all(&mut g, &mut rng);
    assert_eq!(
        g.bid_order,
        [Wu, Wei, Shu],
        "Wu won most; Wei before Shu on the last tie"
    );
    assert_eq!(g.allies(), [Wei, Shu]);
    assert_eq!(
        super::super::prompts::pending(&g)[0].seat,
        Shu.seat(),
        "Shu chooses the alliance space"
    );
}
