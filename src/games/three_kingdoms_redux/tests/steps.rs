//! Rule tests for the steps built so far, named by the spec's R-numbers.

use super::super::data::{Border, Kingdom, UnitType, data};
use super::super::rules::bidding::{
    alliance_choices, choose_alliance, current_bidder, next_bid_order, pass, place, winners,
};
use super::super::rules::setup::{pick, setup};
use super::super::state::{Criterion, GeneralIx, Phase, Placement, Space, ThreeKingdoms};
use crate::engine::{Audience, GameRng, LogEntry, Viewer};

use Kingdom::{Shu, Wei, Wu};

pub(super) fn new_game(seed: u64) -> (ThreeKingdoms, GameRng) {
    let mut rng = GameRng::new(seed);
    let (g, _) = setup(&mut rng);
    (g, rng)
}

/// Every kingdom keeps the first generals it drew.
pub(super) fn draft_first(g: &mut ThreeKingdoms) {
    let mut log = Vec::new();
    for k in [Wei, Wu, Shu] {
        let Phase::Draft(d) = &g.phase else { panic!("a draft") };
        let keep: Vec<GeneralIx> = d.drawn[k.seat()][..usize::from(d.keep[k.seat()])].to_vec();
        pick(g, k, keep, &mut log).expect("a legal pick");
    }
}

pub(super) fn general(id: &str) -> GeneralIx {
    data().general(id).unwrap_or_else(|| panic!("{id}")).0 as GeneralIx
}

fn at(k: Kingdom, id: &str, space: Space) -> Placement {
    Placement::plain(k, general(id), space)
}

/// A game in round-1 bidding where each kingdom holds exactly `generals`.
pub(super) fn bidding_with(generals: [&[&str]; 3], alliance: Space) -> ThreeKingdoms {
    let (mut g, _) = new_game(1);
    draft_first(&mut g);
    for k in [Wei, Wu, Shu] {
        g.realm_mut(k).generals = generals[k.seat()].iter().map(|id| general(id)).collect();
    }
    choose_alliance(&mut g, Shu, alliance, &mut Vec::new()).expect("alliance");
    g
}

#[test]
fn r1_to_r14_setup() {
    let (g, _) = new_game(7);
    let d = data();
    assert_eq!(g.round, 1, "R-2");
    assert_eq!(g.bid_order, [Wei, Wu, Shu], "R-3");
    assert!(g.action_order.is_empty(), "R-3");
    assert_ne!(g.criterion(Space::Han), g.criterion(Space::Support), "R-4");
    assert!(
        g.locations.iter().all(Option::is_none) && g.locations.len() == 15,
        "R-5"
    );
    for k in [Wei, Wu, Shu] {
        let r = g.realm(k);
        assert_eq!((r.military, r.office), (0, 0), "R-6");
        assert_eq!(
            (r.farm_level, r.market_level, r.farms_in_granary, r.markets_in_treasury),
            (0, 0, 0, 0),
            "R-7"
        );
        assert_eq!(r.bid_tokens, [true, true], "R-14");
        // only the lord is in play before the draft.
        assert_eq!(r.generals.len(), 1);
        assert!(d.generals[usize::from(r.generals[0])].lord);
    }
    assert_eq!(
        [g.realm(Wei).favor, g.realm(Wu).favor, g.realm(Shu).favor],
        [5, 6, 7],
        "R-8"
    );
    assert_eq!(g.han_holder, None, "R-10");
    let money = |k| (g.realm(k).gold, g.realm(k).rice, g.realm(k).support);
    assert_eq!(
        [money(Wei), money(Wu), money(Shu)],
        [(3, 3, 0), (4, 4, 1), (5, 5, 2)],
        "R-11"
    );
    let hand = |k| {
        let h = &g.realm(k).hand;
        let sep = h
            .iter()
            .filter(|&&e| d.enhancements[usize::from(e)].deck == super::super::data::Deck::Separation)
            .count();
        (sep, h.len() - sep)
    };
    assert_eq!([hand(Wei), hand(Wu), hand(Shu)], [(1, 3), (2, 3), (3, 3)], "R-12");
    let Phase::Draft(draft) = &g.phase else {
        panic!("R-13: the draft first")
    };
    assert_eq!(draft.keep, [4, 3, 2], "R-13");
    assert!(draft.drawn.iter().all(|d| d.len() == 6), "R-13: six drawn each");
}

#[test]
fn r4_the_marker_faces_differ_and_vary_with_the_seed() {
    let faces: std::collections::BTreeSet<&str> = (0..20).map(|s| new_game(s).0.han_criterion.key()).collect();
    assert_eq!(faces.len(), 2, "both faces occur over 20 seeds");
}

#[test]
fn r13_r18_the_draft_is_secret_until_all_have_chosen_then_revealed_together() {
    let (mut g, _) = new_game(3);
    let Phase::Draft(d) = &g.phase else { panic!() };
    let wei_drawn = d.drawn[0].clone();
    let stranger = d.drawn[1][0];
    let mut log: Vec<LogEntry> = Vec::new();
    // Wrong counts and cards not drawn are refused.
    assert!(pick(&mut g, Wei, wei_drawn[..3].to_vec(), &mut log).is_err());
    assert!(
        pick(
            &mut g,
            Wei,
            vec![stranger, wei_drawn[0], wei_drawn[1], wei_drawn[2]],
            &mut log
        )
        .is_err()
    );
    assert!(
        pick(&mut g, Wei, vec![wei_drawn[0]; 4], &mut log).is_err(),
        "the same card twice"
    );
    assert!(!pick(&mut g, Wei, wei_drawn[..4].to_vec(), &mut log).unwrap());
    assert_eq!(g.realm(Wei).generals.len(), 1, "not in play before the reveal");
    // Only Wei may read what Wei kept.
    let kept: Vec<&LogEntry> = log.iter().filter(|e| e.text.key == "tkr-log-kept").collect();
    assert_eq!(kept.len(), 1);
    assert!(kept.iter().all(|e| e.audience == Audience::Only(0)));
    assert!(
        !log.iter()
            .any(|e| e.audience.includes(Viewer::Seat(1)) && e.text.key == "tkr-log-kept")
    );
    let Phase::Draft(d) = &g.phase else { panic!() };
    let (wu, shu) = (d.drawn[1][..3].to_vec(), d.drawn[2][..2].to_vec());
    assert!(!pick(&mut g, Wu, wu, &mut log).unwrap());
    assert!(pick(&mut g, Shu, shu, &mut log).unwrap(), "the last pick reveals all");
    assert_eq!(
        [
            g.realm(Wei).generals.len(),
            g.realm(Wu).generals.len(),
            g.realm(Shu).generals.len()
        ],
        [5, 4, 3]
    );
    // Unchosen cards went back: 22 per kingdom in deck or in play.
    for k in [Wei, Wu, Shu] {
        assert_eq!(g.general_decks[k.seat()].len() + g.realm(k).generals.len(), 23);
    }
    assert_eq!(g.phase, Phase::Alliance);
}

#[test]
fn r19_to_r22_the_alliance_space() {
    let (mut g, _) = new_game(5);
    draft_first(&mut g);
    assert_eq!(g.allies(), [Wu, Shu], "R-19: slots 2 and 3");
    assert_eq!(alliance_choices(&g).len(), 10, "R-21: the ten fixed-criterion spaces");
    let mut log = Vec::new();
    assert!(
        choose_alliance(&mut g, Wu, Space::Farm, &mut log).is_err(),
        "R-20: slot 3 chooses"
    );
    assert!(
        choose_alliance(&mut g, Shu, Space::Han, &mut log).is_err(),
        "R-21: not the marker spaces"
    );
    assert!(
        choose_alliance(&mut g, Shu, Space::Battle(Border::ShuWu), &mut log).is_err(),
        "R-21: nor battles"
    );
    g.last_alliance_space = Some(Space::Farm);
    assert!(
        choose_alliance(&mut g, Shu, Space::Farm, &mut log).is_err(),
        "R-22: not last round's"
    );
    assert_eq!(alliance_choices(&g).len(), 9);
    choose_alliance(&mut g, Shu, Space::Market, &mut log).expect("allowed");
    assert_eq!(current_bidder(&g), Some(Wei), "R-25: bidding starts with slot 1");
}

#[test]
fn r25_r29_r32_r33_one_placement_at_a_time_stacks_add_up_and_the_first_to_reach_a_total_wins() {
    // Cao Cao's tie rule is kept out: Wei bids with others.
    let mut g = bidding_with(
        [
            &["xun-you", "jia-xu"],
            &["lu-fan", "zhang-zhao"],
            &["jiang-wan", "jiang-wei"],
        ],
        Space::Tribute,
    );
    let mut log = Vec::new();
    assert!(
        place(&mut g, at(Wu, "lu-fan", Space::Trade), &mut log).is_err(),
        "R-25: Wei bids first"
    );
    place(&mut g, at(Wei, "xun-you", Space::Trade), &mut log).unwrap(); // ADM 4
    place(&mut g, at(Wu, "lu-fan", Space::Trade), &mut log).unwrap(); // ADM 4: same total, later
    place(&mut g, at(Shu, "jiang-wan", Space::Farm), &mut log).unwrap();
    assert!(
        place(&mut g, at(Wei, "xun-you", Space::Farm), &mut log).is_err(),
        "a general bids once"
    );
    pass(&mut g, Wei, &mut log).unwrap();
    assert_eq!(current_bidder(&g), Some(Wu), "R-28: a pass is final; Wu next");
    place(&mut g, at(Wu, "zhang-zhao", Space::Market), &mut log).unwrap();
    place(&mut g, at(Shu, "jiang-wei", Space::Farm), &mut log).unwrap(); // stacked
    // Wu has nobody left, Wei passed, Shu has nobody left: bidding ends.
    assert!(matches!(g.phase, Phase::Resolution { .. }));
    let won: std::collections::BTreeMap<Space, Vec<Kingdom>> = g.winners.iter().cloned().collect();
    assert_eq!(won[&Space::Trade], vec![Wei], "R-33: Wei reached 4 first");
    assert_eq!(won[&Space::Farm], vec![Shu]);
    assert_eq!(won[&Space::Market], vec![Wu]);
}

#[test]
fn r34_allies_add_their_bids_on_the_alliance_space() {
    let mut g = bidding_with([&["xun-you", "cao-cao"], &["lu-fan"], &["jiang-wan"]], Space::Farm);
    let adm = |id: &str| u32::from(g.stat(general(id), Criterion::Adm));
    let (wei, wu, shu) = (adm("xun-you"), adm("lu-fan"), adm("jiang-wan"));
    let mut log = Vec::new();
    place(&mut g, at(Wei, "xun-you", Space::Farm), &mut log).unwrap();
    place(&mut g, at(Wu, "lu-fan", Space::Farm), &mut log).unwrap();
    place(&mut g, at(Shu, "jiang-wan", Space::Farm), &mut log).unwrap();
    pass(&mut g, Wei, &mut log).unwrap();
    assert!(wu + shu > wei);
    let won: std::collections::BTreeMap<Space, Vec<Kingdom>> = g.winners.iter().cloned().collect();
    assert_eq!(won[&Space::Farm], vec![Wu, Shu], "R-34: the combined bid wins for both");
    // both allies bid there, so both count it.
    assert_eq!(next_bid_order(&g)[2], Wei);
}

#[test]
fn r36_cao_cao_wins_a_tie_even_when_reached_later() {
    let mut g = bidding_with([&["cao-cao"], &["lu-fan"], &["jiang-wei"]], Space::Market);
    let cao = g.stat(general("cao-cao"), Criterion::Adm);
    let mut log = Vec::new();
    // Wu bids first on Trade with the same ADM as Cao Cao (support tokens make up any gap).
    let lu = g.stat(general("lu-fan"), Criterion::Adm);
    g.bid_order = [Wu, Wei, Shu];
    g.phase = Phase::Bidding { next: 0 };
    g.realm_mut(Wu).support = 5;
    g.realm_mut(Wei).support = 5;
    let mut wu_bid = at(Wu, "lu-fan", Space::Trade);
    let mut wei_bid = at(Wei, "cao-cao", Space::Trade);
    if lu < cao {
        wu_bid.support = cao - lu;
    } else {
        wei_bid.support = lu - cao;
    }
    place(&mut g, wu_bid, &mut log).unwrap();
    place(&mut g, wei_bid, &mut log).unwrap();
    let won = winners(&g);
    assert_eq!(won, vec![(Space::Trade, vec![Wei])], "R-36");
}

#[test]
fn r30_r31_r35_battles_tribes_and_boosters() {
    let mut g = bidding_with([&["xu-chu", "cao-cao"], &["gan-ning"], &["zhang-fei"]], Space::Tech);
    let mut log = Vec::new();
    // Wei never bids on the Shu–Wu battle; units need trained armies with weapons.
    assert!(place(&mut g, at(Wei, "xu-chu", Space::Battle(Border::ShuWu)), &mut log).is_err());
    let mut battle = at(Wei, "xu-chu", Space::Battle(Border::WeiWu));
    battle.units = 2;
    battle.unit = Some(UnitType::Infantry);
    assert!(place(&mut g, battle.clone(), &mut log).is_err(), "no units yet");
    g.realm_mut(Wei).trained = 2;
    g.realm_mut(Wei).weapons[UnitType::Infantry as usize] = 2;
    battle.units = 3;
    assert!(place(&mut g, battle.clone(), &mut log).is_err(), "over leadership");
    battle.units = 2;
    // R-35b/c: the Han token and support tokens ride with a general.
    battle.han = true;
    assert!(
        place(&mut g, battle.clone(), &mut log).is_err(),
        "Wei does not hold the Han token"
    );
    battle.han = false;
    battle.support = 1;
    assert!(
        place(&mut g, battle.clone(), &mut log).is_err(),
        "Wei has no support token"
    );
    battle.support = 0;
    place(&mut g, battle, &mut log).unwrap();
    let cmb = u32::from(g.stat(general("xu-chu"), Criterion::Cmb));
    assert_eq!(
        super::super::rules::bidding::total_on(&g, Space::Battle(Border::WeiWu), Wei),
        cmb + 2,
        "CMB + units"
    );
    // the own tribe only, gold or units up to leadership, once.
    assert!(place(&mut g, at(Wu, "gan-ning", Space::Tribal(Shu)), &mut log).is_err());
    let mut tribal = at(Wu, "gan-ning", Space::Tribal(Wu));
    tribal.gold = 2;
    place(&mut g, tribal, &mut log).unwrap();
    let mut shu = at(Shu, "zhang-fei", Space::Support);
    shu.support = 2;
    place(&mut g, shu, &mut log).unwrap();
    assert_eq!(
        super::super::rules::bidding::total_on(&g, Space::Support, Shu),
        u32::from(g.stat(general("zhang-fei"), g.criterion(Space::Support))) + 2
    );
}

#[test]
fn r42_ties_in_successes_go_to_military_then_wei_wu_shu() {
    let mut g = bidding_with([&["xun-you"], &["lu-fan"], &["jiang-wan"]], Space::Tribute);
    let mut log = Vec::new();
    place(&mut g, at(Wei, "xun-you", Space::Farm), &mut log).unwrap();
    place(&mut g, at(Wu, "lu-fan", Space::Market), &mut log).unwrap();
    place(&mut g, at(Shu, "jiang-wan", Space::Trade), &mut log).unwrap();
    assert_eq!(
        g.bid_order,
        [Wei, Wu, Shu],
        "one success each, equal military: Wei, Wu, Shu"
    );
    g.realm_mut(Shu).military = 3;
    assert_eq!(next_bid_order(&g), [Shu, Wei, Wu], "military breaks the tie");
}

/// Every message id this game's code names exists in both languages (the game is not in the
/// catalog until it is registered, so this test stands in for the catalog's own check).
#[test]
fn every_message_id_is_translated() {
    let sources = [
        include_str!("../rules/bidding.rs"),
        include_str!("../rules/setup.rs"),
        include_str!("../state.rs"),
        include_str!("../rules/actions.rs"),
        include_str!("../rules/round.rs"),
        include_str!("../game.rs"),
        include_str!("../prompts/mod.rs"),
        include_str!("../prompts/notation.rs"),
        include_str!("../board/mod.rs"),
        include_str!("../edit.rs"),
        include_str!("../cards/benefits.rs"),
        include_str!("../cards/kinds.rs"),
        include_str!("../rules/benefits.rs"),
        include_str!("../prompts/benefits.rs"),
        include_str!("../board/spaces.rs"),
        include_str!("../board/mats.rs"),
        include_str!("../prompts/card_labels.rs"),
        include_str!("../view.rs"),
        include_str!("../rules/act_text.rs"),
        include_str!("../prompts/bid.rs"),
        include_str!("../board/style.rs"),
    ];
    let files = [
        [
            include_str!("../../../../i18n/en/three-kingdoms-redux.ftl"),
            include_str!("../../../../i18n/en/three-kingdoms-redux-board.ftl"),
            include_str!("../../../../i18n/en/three-kingdoms-redux-cards.ftl"),
            include_str!("../../../../i18n/en/three-kingdoms-redux-acts.ftl"),
        ],
        [
            include_str!("../../../../i18n/ko/three-kingdoms-redux.ftl"),
            include_str!("../../../../i18n/ko/three-kingdoms-redux-board.ftl"),
            include_str!("../../../../i18n/ko/three-kingdoms-redux-cards.ftl"),
            include_str!("../../../../i18n/ko/three-kingdoms-redux-acts.ftl"),
        ],
    ];
    let mut ids = std::collections::BTreeSet::new();
    for src in sources {
        for part in src.split('"').skip(1).step_by(2) {
            if part.starts_with("tkr-") && !part.ends_with('-') && !part.contains('{') {
                ids.insert(part.to_string());
            }
        }
    }
    assert!(ids.len() > 30, "{ids:?}");
    for language in files {
        for file in language {
            fluent_bundle::FluentResource::try_new(file.to_string()).unwrap_or_else(|(_, e)| panic!("{e:?}"));
            assert!(!file.contains("당신"));
        }
        for id in &ids {
            let defined = language
                .iter()
                .any(|file| file.lines().any(|l| l.starts_with(&format!("{id} ="))));
            assert!(defined, "{id} missing");
        }
    }
}
