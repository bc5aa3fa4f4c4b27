//! The game master's edits (`set …`): each one changes what it names and nothing else, keeps
//! every general and card in one place, and refuses what would break the game.

use super::super::data::{Kingdom, UnitType, data};
use super::super::edit::edit;
use super::super::rules::setup::{pick, setup};
use super::super::state::{Criterion, GeneralIx, Phase, Placement, Space, Store, ThreeKingdoms};
use crate::engine::GameRng;

use Kingdom::{Shu, Wei, Wu};

/// A game after the setup draft (each kingdom kept the first generals it drew).
fn game() -> ThreeKingdoms {
    let (mut g, _) = setup(&mut GameRng::new(2));
    for k in Kingdom::ALL {
        let Phase::Draft(d) = &g.phase else { panic!("a draft") };
        let keep = d.drawn[k.seat()][..usize::from(d.keep[k.seat()])].to_vec();
        pick(&mut g, k, keep, &mut Vec::new()).expect("a legal pick");
    }
    g
}

fn general(id: &str) -> GeneralIx {
    data().general(id).unwrap_or_else(|| panic!("{id}")).0 as GeneralIx
}

/// Applies an edit on a copy; the copy only when it was accepted (as the table does).
fn set(g: &mut ThreeKingdoms, command: &str) -> Result<(), String> {
    let mut copy = g.clone();
    edit(&mut copy, command).map_err(|e| e.text.key.to_string())?;
    super::super::rules::invariants::check(&copy).unwrap_or_else(|e| panic!("`{command}` broke an invariant: {e}"));
    *g = copy;
    Ok(())
}

#[test]
fn numbers_and_tracks_are_set_within_their_ranges() {
    let mut g = game();
    set(&mut g, "set wu gold 12").unwrap();
    set(&mut g, "set wu rice 0").unwrap();
    set(&mut g, "set shu favor 12").unwrap();
    set(&mut g, "set wei office 3").unwrap();
    set(&mut g, "set wei weapons 1,2,3,4").unwrap();
    set(&mut g, "set wei boat 7").unwrap();
    set(&mut g, "set wu trained 3").unwrap();
    let (wei, wu) = (g.realm(Wei), g.realm(Wu));
    assert_eq!((wu.gold, wu.rice, wu.trained), (12, 0, 3));
    assert_eq!((g.realm(Shu).favor, wei.office, wei.weapons), (12, 3, [1, 2, 3, 7]));
    for bad in [
        "set shu favor 0",
        "set shu favor 13",
        "set wei office 6",
        "set wei gold -1",
        "set wei gold 1e9",
        "set wei gold 1000",
        "set wei weapons 1,2,3",
        "set qin gold 3",
        "set wei luck 3",
        "set wei gold",
    ] {
        let before = g.clone();
        assert!(set(&mut g, bad).is_err(), "{bad}");
        assert_eq!(format!("{g:?}"), format!("{before:?}"), "{bad} changed nothing");
    }
}

#[test]
fn development_levels_keep_their_tokens_consistent() {
    let mut g = game();
    set(&mut g, "set wei farm 3").unwrap();
    let r = g.realm(Wei);
    assert_eq!((r.farm_level, r.farms_developed, r.farms_in_granary), (3, 3, 0));
    set(&mut g, "set wu market 4 1 2").unwrap();
    let r = g.realm(Wu);
    assert_eq!((r.market_level, r.markets_developed, r.markets_in_treasury), (4, 1, 2));
    assert_eq!(
        set(&mut g, "set wu market 2 2 1"),
        Err("tkr-err-edit-development".into())
    );
    assert_eq!(set(&mut g, "set wu farm 6"), Err("tkr-err-edit-number".into()));
}

#[test]
fn generals_swap_with_the_deck_and_stay_in_one_place() {
    let mut g = game();
    set(&mut g, "set wei generals cao-cao jia-xu xun-you").unwrap();
    assert_eq!(
        g.realm(Wei).generals,
        vec![general("cao-cao"), general("jia-xu"), general("xun-you")]
    );
    assert_eq!(g.general_decks[0].len() + 3, 23);
    assert_eq!(
        set(&mut g, "set wei generals cao-cao lu-fan"),
        Err("tkr-err-edit-general".into()),
        "a Wu general"
    );
    assert_eq!(
        set(&mut g, "set wei generals cao-cao cao-cao"),
        Err("tkr-err-edit-unknown".into())
    );
    // A general who bids this round stays.
    set(&mut g, "set order wei,wu,shu").unwrap();
    super::super::rules::bidding::choose_alliance(&mut g, Shu, Space::Farm, &mut Vec::new()).unwrap();
    super::super::rules::bidding::place(
        &mut g,
        Placement::plain(Wei, general("jia-xu"), Space::Market),
        &mut Vec::new(),
    )
    .unwrap();
    assert_eq!(
        set(&mut g, "set wei generals cao-cao xun-you"),
        Err("tkr-err-edit-general-busy".into())
    );
    assert_eq!(set(&mut g, "set order wu,wei,shu"), Err("tkr-err-edit-bidding".into()));
    set(&mut g, "set wei generals cao-cao jia-xu xun-you xu-chu").unwrap();
}

#[test]
fn hands_and_built_cards_come_from_the_decks() {
    let mut g = game();
    let d = data();
    let in_deck: Vec<&str> = g.enhancement_decks[0]
        .iter()
        .take(2)
        .map(|&c| d.enhancements[usize::from(c)].id)
        .collect();
    set(&mut g, &format!("set wei hand {} {}", in_deck[0], in_deck[1])).unwrap();
    assert_eq!(g.realm(Wei).hand.len(), 2);
    let wu_card = d.enhancements[usize::from(g.realm(Wu).hand[0])].id;
    assert_eq!(
        set(&mut g, &format!("set wei built {wu_card}")),
        Err("tkr-err-edit-card-elsewhere".into())
    );
    set(&mut g, &format!("set wei built {}", in_deck[0])).unwrap();
    assert_eq!(g.realm(Wei).built.len(), 1);
    assert_eq!(g.realm(Wei).hand.len(), 1, "taken from the hand it was in");
    set(&mut g, "set wei hand -").unwrap();
    assert!(g.realm(Wei).hand.is_empty());
}

#[test]
fn an_occupation_takes_a_location_with_its_token() {
    let mut g = game();
    set(&mut g, "set wu occupy yidao ling-cao 1 treasury").unwrap();
    let r = g.realm(Wu);
    assert_eq!(r.occupying.len(), 1);
    assert_eq!(r.occupying[0].unit, UnitType::Navy);
    // navy is Ling Cao's specialty, so the token shows 1.
    assert_eq!(r.border_tokens, vec![(Store::Treasury, 1)]);
    for bad in [
        "set shu occupy yidao zhou-cang 1 granary",  // taken
        "set wei occupy xiaoting xu-chu 1 granary",  // not a Wei border
        "set wu occupy xiaoting gan-ning 3 granary", // over leadership
        "set wu occupy xiaoting ling-cao 1 granary", // he occupies already
        "set wu occupy xiaoting gan-ning 1 barn",
    ] {
        assert!(set(&mut g, bad).is_err(), "{bad}");
    }
}

#[test]
fn the_board_edits() {
    let mut g = game();
    set(&mut g, "set order shu,wei,wu").unwrap();
    assert_eq!(g.bid_order, [Shu, Wei, Wu]);
    assert_eq!(set(&mut g, "set order shu,wei,wei"), Err("tkr-err-edit-order".into()));
    set(&mut g, "set han cmb").unwrap();
    assert_eq!(
        (g.criterion(Space::Han), g.criterion(Space::Support)),
        (Criterion::Cmb, Criterion::Adm)
    );
    set(&mut g, "set han-token wu").unwrap();
    assert_eq!(g.han_holder, Some(Wu));
    set(&mut g, "set han-token none").unwrap();
    assert_eq!(g.han_holder, None);
    set(&mut g, "set round 8").unwrap();
    assert_eq!(g.round, 8);
    assert_eq!(set(&mut g, "set round 13"), Err("tkr-err-edit-number".into()));
    assert_eq!(set(&mut g, "set"), Err("tkr-err-edit-unknown".into()));
}

#[test]
fn bids_never_carry_more_than_is_left() {
    let mut g = game();
    set(&mut g, "set wei generals cao-cao xu-chu").unwrap();
    set(&mut g, "set wei trained 2").unwrap();
    set(&mut g, "set wei spear 2").unwrap();
    super::super::rules::bidding::choose_alliance(&mut g, Shu, Space::Farm, &mut Vec::new()).unwrap();
    let mut p = Placement::plain(
        Wei,
        general("xu-chu"),
        Space::Battle(super::super::data::Border::ShuWei),
    );
    p.units = 2;
    p.unit = Some(UnitType::Infantry);
    super::super::rules::bidding::place(&mut g, p, &mut Vec::new()).unwrap();
    assert_eq!(set(&mut g, "set wei trained 1"), Err("tkr-err-edit-carried".into()));
    assert_eq!(set(&mut g, "set wei spear 1"), Err("tkr-err-edit-carried".into()));
    set(&mut g, "set wei horse 1").unwrap();
}

#[test]
fn horses_lie_only_on_a_held_generals_card_and_no_more_than_his_supply() {
    let mut g = game();
    set(&mut g, "set shu generals liu-bei ma-chao").unwrap();
    set(&mut g, "set shu card-horses ma-chao 3").unwrap();
    assert_eq!(g.realm(Shu).on_card(general("ma-chao")).map(|s| s.horses), Some(3));
    assert_eq!(
        set(&mut g, "set shu card-horses ma-chao 5"),
        Err("tkr-err-edit-breaks".into()),
        "his card holds 4"
    );
    assert_eq!(
        set(&mut g, "set shu card-horses zhao-yun 1"),
        Err("tkr-err-edit-breaks".into())
    );
    assert_eq!(
        set(&mut g, "set wei card-horses ma-chao 1"),
        Err("tkr-err-edit-general".into())
    );
    // Back to the deck: the horses leave with him.
    set(&mut g, "set shu generals liu-bei").unwrap();
    assert!(g.realm(Shu).card_horses.is_empty());
}
