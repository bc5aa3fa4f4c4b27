//! Setup and recruitment rules, one test per R-number (spec §2.1, §2.3; seed L155-301, L355-381).

use super::super::data::{Border, Deck, Kingdom, data};
use super::super::rules::bidding::{choose_alliance, place};
use super::super::rules::setup::{pick, recruitment};
use super::super::rules::upkeep::game_ends;
use super::super::state::{Phase, Space, Store};
use super::kit::{at, bid, drafted, finish_all, general, give, new_game, pass_all};
use crate::engine::{Game, Viewer};

use Kingdom::{Shu, Wei, Wu};

#[test]
fn r2_the_game_starts_in_round_1_and_ends_after_round_12() {
    let (mut g, mut rng) = drafted(2);
    assert_eq!(g.round, 1);
    // Everybody passes every round: nothing else can end the game early.
    for round in 1..=12 {
        assert_eq!(g.round, round);
        assert!(!game_ends(&g) || round == 12, "round {round}");
        if matches!(g.phase, Phase::Draft(_)) {
            super::kit::draft_first(&mut g);
        }
        let chooser = g.bid_order[2];
        let space = super::super::rules::bidding::alliance_choices(&g)[0];
        choose_alliance(&mut g, chooser, space, &mut Vec::new()).unwrap();
        pass_all(&mut g);
        finish_all(&mut g, &mut rng);
    }
    assert_eq!(g.phase, Phase::Over, "over after the 12th round");
    assert_eq!(g.round, 12);
}

#[test]
fn r3_round_1_bids_wei_wu_shu_and_the_action_order_starts_empty() {
    let (mut g, _) = drafted(3);
    assert_eq!(g.bid_order, [Wei, Wu, Shu]);
    assert!(g.action_order.is_empty());
    choose_alliance(&mut g, Shu, Space::Farm, &mut Vec::new()).unwrap();
    assert_eq!(
        super::super::rules::bidding::current_bidder(&g),
        Some(Wei),
        "Wei places first"
    );
    pass_all(&mut g);
    assert_eq!(g.action_order, vec![Wei, Wu, Shu], "filled at the Resolution phase");
}

#[test]
fn r5_the_fifteen_border_locations_start_empty_and_a_token_shows_0_vp_unless_earned() {
    let (mut g, _) = drafted(5);
    assert_eq!(g.locations.len(), 15);
    assert!(g.locations.iter().all(Option::is_none));
    for b in Border::ALL {
        assert_eq!(data().locations.iter().filter(|l| l.border == b).count(), 5);
    }
    assert!(g.realms.iter().all(|r| r.border_tokens.is_empty()));
    // Gan Ning (cavalry) takes Xiaoting (archers): its token keeps the 0 face.
    super::super::edit::edit(&mut g, "set wu occupy xiaoting gan-ning 1 granary").unwrap();
    assert_eq!(g.realm(Wu).border_tokens, vec![(Store::Granary, 0)]);
}

#[test]
fn r6_military_scores_start_at_0_and_offices_at_prefect() {
    let (g, _) = new_game(6);
    for r in &g.realms {
        assert_eq!((r.military, r.office), (0, 0));
    }
    let scores = super::super::rules::scoring::final_scores(&g);
    // All three at Prefect: tied first for 3 VP each, and no rank gained.
    assert!(scores.iter().all(|s| s.line("tkr-score-office") == 3));
    assert!(scores.iter().all(|s| s.line("tkr-score-military") == 0));
}

#[test]
fn r7_five_undeveloped_farms_and_markets_and_empty_stores() {
    let (mut g, _) = new_game(7);
    for r in &g.realms {
        assert_eq!((r.farm_level, r.farms_developed, r.farms_in_granary), (0, 0, 0));
        assert_eq!((r.market_level, r.markets_developed, r.markets_in_treasury), (0, 0, 0));
    }
    // Five tokens each: the sixth development is refused.
    let mut log = Vec::new();
    for _ in 0..5 {
        super::super::rules::actions::perform(
            &mut g,
            Wu,
            Space::Farm,
            &super::super::rules::actions::Act::FarmDevelop,
            &mut log,
        )
        .unwrap();
    }
    let sixth = super::super::rules::actions::perform(
        &mut g,
        Wu,
        Space::Farm,
        &super::super::rules::actions::Act::FarmDevelop,
        &mut log,
    );
    assert_eq!(sixth.map_err(|e| e.text.key), Err("tkr-err-farm-full".into()));
}

#[test]
fn r8_tribal_favour_starts_at_wei_5_wu_6_shu_7() {
    let (g, _) = new_game(8);
    assert_eq!(Kingdom::ALL.map(|k| g.realm(k).favor), [5, 6, 7]);
}

#[test]
fn r9_shu_holds_the_alliance_token_so_shu_chooses_in_round_1() {
    let (mut g, _) = drafted(9);
    let prompts = super::super::prompts::pending(&g);
    assert_eq!(prompts.len(), 1);
    assert_eq!(prompts[0].seat, Shu.seat());
    for k in [Wei, Wu] {
        let refused = choose_alliance(&mut g, k, Space::Farm, &mut Vec::new());
        assert_eq!(
            refused.map_err(|e| e.text.key),
            Err("tkr-err-not-alliance-chooser".into())
        );
    }
    choose_alliance(&mut g, Shu, Space::Farm, &mut Vec::new()).unwrap();
}

#[test]
fn r10_the_han_emperor_token_starts_in_the_supply_so_nobody_uses_it_in_round_1() {
    let (mut g, _) = drafted(10);
    assert_eq!(g.han_holder, None);
    give(&mut g, Wei, &["cao-cao"]);
    choose_alliance(&mut g, Shu, Space::Farm, &mut Vec::new()).unwrap();
    let mut p = at(Wei, "cao-cao", Space::Market);
    p.han = true;
    let refused = place(&mut g, p, &mut Vec::new());
    assert_eq!(refused.map_err(|e| e.text.key), Err("tkr-err-no-han-token".into()));
}

#[test]
fn r11_starting_gold_rice_and_support() {
    let (g, _) = new_game(11);
    let money = |k| {
        let r = g.realm(k);
        (r.gold, r.rice, r.support)
    };
    assert_eq!([money(Wei), money(Wu), money(Shu)], [(3, 3, 0), (4, 4, 1), (5, 5, 2)]);
}

#[test]
fn r12_hands_come_from_two_shuffled_decks_and_stay_private() {
    let (g, _) = new_game(12);
    let d = data();
    let split = |k: Kingdom| {
        let hand = &g.realm(k).hand;
        let sep = hand
            .iter()
            .filter(|&&e| d.enhancements[usize::from(e)].deck == Deck::Separation)
            .count();
        (sep, hand.len() - sep)
    };
    assert_eq!([split(Wei), split(Wu), split(Shu)], [(1, 3), (2, 3), (3, 3)]);
    // 21 cards a deck, 9 Unification and 6 Separation dealt.
    assert_eq!([g.enhancement_decks[0].len(), g.enhancement_decks[1].len()], [12, 15]);
    let hands: std::collections::BTreeSet<Vec<u8>> = (0..8).map(|s| new_game(s).0.realm(Shu).hand.clone()).collect();
    assert!(hands.len() > 1, "shuffled: the hands vary with the seed");
    // Private: Wei sees its own cards, only counts of the others'.
    let view = g.view(Viewer::Seat(Wei.seat()));
    assert!(view["realms"][0]["hand"].is_array());
    assert_eq!(view["realms"][2]["hand"], 6);
    let hidden = g.hidden_card_ids(Viewer::Seat(Wei.seat()));
    let shu_card = d.enhancements[usize::from(g.realm(Shu).hand[0])].id;
    let wei_card = d.enhancements[usize::from(g.realm(Wei).hand[0])].id;
    assert!(hidden.iter().any(|c| c == shu_card) && !hidden.iter().any(|c| c == wei_card));
}

#[test]
fn r14_each_kingdom_has_a_plus_1_and_a_plus_2_bid_token_every_round() {
    let (mut g, mut rng) = drafted(14);
    assert!(g.realms.iter().all(|r| r.bid_tokens == [true, true]));
    give(&mut g, Wu, &["sun-jian"]);
    choose_alliance(&mut g, Shu, Space::Farm, &mut Vec::new()).unwrap();
    pass_wei(&mut g);
    // Sun Jian's ability raises his bid on Control Han Emperor by 1: the +1 token rides along.
    bid(&mut g, at(Wu, "sun-jian", Space::Han));
    let stat = u32::from(g.stat(general("sun-jian"), g.criterion(Space::Han)));
    assert_eq!(super::super::rules::bidding::total_on(&g, Space::Han, Wu), stat + 1);
    assert_eq!(g.realm(Wu).bid_tokens, [false, true]);
    pass_all(&mut g);
    finish_all(&mut g, &mut rng);
    assert_eq!(g.realm(Wu).bid_tokens, [true, true], "back for round 2");
}

fn pass_wei(g: &mut super::super::state::ThreeKingdoms) {
    super::super::rules::bidding::pass(g, Wei, &mut Vec::new()).unwrap();
}

#[test]
fn r16_generals_are_recruited_only_in_rounds_3_5_and_9() {
    let (mut g, mut rng) = drafted(16);
    for round in 1..=12u8 {
        g.round = round;
        let draft = recruitment(&mut g.clone(), &mut rng, &mut Vec::new());
        assert_eq!(draft.is_some(), [3, 5, 9].contains(&round), "round {round}");
        let keeps = Kingdom::ALL.map(|k| data().keep(k, round));
        assert_eq!(keeps.iter().any(|&n| n > 0), [3, 5, 9].contains(&round));
    }
}

#[test]
fn r17_a_kingdom_draws_two_more_generals_than_it_keeps() {
    let (mut g, mut rng) = drafted(17);
    g.round = 3;
    let decks = g.general_decks.clone();
    let draft = recruitment(&mut g, &mut rng, &mut Vec::new()).expect("round 3 recruits");
    for k in Kingdom::ALL {
        let keep = data().keep(k, 3);
        assert_eq!(draft.keep[k.seat()], keep);
        assert_eq!(draft.drawn[k.seat()].len(), usize::from(keep) + 2, "{k:?}");
        assert!(
            draft.drawn[k.seat()].iter().all(|c| decks[k.seat()].contains(c)),
            "from its own deck"
        );
    }
    g.phase = Phase::Draft(draft.clone());
    let too_many = draft.drawn[0][..usize::from(draft.keep[0]) + 1].to_vec();
    let refused = pick(&mut g, Wei, too_many, &mut Vec::new());
    assert_eq!(refused.map_err(|e| e.text.key), Err("tkr-err-draft-count".into()));
}

#[test]
fn r18_recruits_are_revealed_together_unchosen_go_back_and_they_bid_this_round() {
    let (mut g, mut rng) = drafted(18);
    g.round = 3;
    let draft = recruitment(&mut g, &mut rng, &mut Vec::new()).expect("round 3 recruits");
    g.phase = Phase::Draft(draft.clone());
    let kept = |k: Kingdom| draft.drawn[k.seat()][..usize::from(draft.keep[k.seat()])].to_vec();
    let before = Kingdom::ALL.map(|k| g.realm(k).generals.len());
    assert!(!pick(&mut g, Wei, kept(Wei), &mut Vec::new()).unwrap());
    assert!(!pick(&mut g, Wu, kept(Wu), &mut Vec::new()).unwrap());
    assert_eq!(
        Kingdom::ALL.map(|k| g.realm(k).generals.len()),
        before,
        "hidden until all chose"
    );
    assert!(pick(&mut g, Shu, kept(Shu), &mut Vec::new()).unwrap());
    for k in Kingdom::ALL {
        let r = g.realm(k);
        assert!(kept(k).iter().all(|c| r.generals.contains(c)), "{k:?} revealed");
        let unchosen = &draft.drawn[k.seat()][usize::from(draft.keep[k.seat()])..];
        assert!(
            unchosen.iter().all(|c| g.general_decks[k.seat()].contains(c)),
            "{k:?} back"
        );
    }
    assert_eq!(g.phase, Phase::Alliance);
    choose_alliance(&mut g, Shu, Space::Farm, &mut Vec::new()).unwrap();
    let recruit = kept(Wei)[0];
    bid(
        &mut g,
        super::super::state::Placement::plain(Wei, recruit, Space::Market),
    );
}
