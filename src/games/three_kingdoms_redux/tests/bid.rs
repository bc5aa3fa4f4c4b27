//! The bid tap by tap: general → space → what he brings with the tokens (R-25…R-35), each step
//! showing the totals after it, best first.

use super::super::data::{Border, Kingdom, UnitType};
use super::super::state::{Phase, Space, ThreeKingdoms};
use super::steps::{bidding_with, general};
use crate::engine::{Game, GameRng, Prompt, Seat, Viewer};
use crate::i18n::{Lang, tr};

use Kingdom::{Shu, Wei, Wu};

fn prompt(g: &ThreeKingdoms) -> Prompt {
    let mut prompts = g.pending();
    assert_eq!(prompts.len(), 1, "one bidder at a time");
    prompts.remove(0)
}

fn notations(p: &Prompt) -> Vec<String> {
    p.options.iter().map(|o| o.notation.clone()).collect()
}

fn play(g: &mut ThreeKingdoms, seat: Seat, line: &str) -> Result<(), String> {
    let action = g.parse(seat, line).map_err(|e| tr(Lang::En, &e.text))?;
    g.apply(seat, action, &mut GameRng::new(0))
        .map(drop)
        .map_err(|e| tr(Lang::En, &e.text))
}

fn label(p: &Prompt, notation: &str) -> String {
    let o = p
        .options
        .iter()
        .find(|o| o.notation == notation)
        .unwrap_or_else(|| panic!("{notation} not offered: {:?}", notations(p)));
    tr(Lang::En, &o.label)
}

#[test]
fn r25_a_bid_is_a_general_then_a_space_then_what_rides_with_him() {
    let mut g = bidding_with([&["xu-chu", "cao-cao"], &["gan-ning"], &["zhang-fei"]], Space::Tech);
    g.realm_mut(Wei).trained = 3;
    g.realm_mut(Wei).weapons[UnitType::Cavalry as usize] = 3;
    g.realm_mut(Wei).support = 1;
    let first = prompt(&g);
    assert_eq!(first.seat, Wei.seat());
    assert!(notations(&first).contains(&"bid xu-chu".to_string()));
    assert!(notations(&first).contains(&"pass".to_string()));
    assert!(first.options.len() <= 25, "generals fit as buttons");

    play(&mut g, Wei.seat(), "bid xu-chu").unwrap();
    assert!(g.placements.is_empty(), "a step places nothing");
    let spaces = prompt(&g);
    assert!(notations(&spaces).contains(&"back".to_string()));
    // Wei's own borders only and its own tribe.
    assert!(notations(&spaces).contains(&"bid xu-chu battle-wei-wu".to_string()));
    assert!(!notations(&spaces).iter().any(|n| n.contains("battle-shu-wu")));
    assert!(!notations(&spaces).iter().any(|n| n.contains("tribal-wu")));
    assert!(spaces.options.len() <= 25, "spaces fit as buttons");

    play(&mut g, Wei.seat(), "bid xu-chu battle-wei-wu").unwrap();
    let last = prompt(&g);
    // Alone or 1–3 cavalry (leadership and trained armies with horses), each with 0 or 1 support.
    let ldr = g.leadership(general("xu-chu")).min(3);
    assert_eq!(
        last.options.len(),
        (1 + usize::from(ldr)) * 2 + 1,
        "{:?}",
        notations(&last)
    );
    let line = "place xu-chu battle-wei-wu units=2 unit=cavalry support=1";
    assert!(
        label(&last, line).contains("2 cavalry, 1 support"),
        "{}",
        label(&last, line)
    );
    play(&mut g, Wei.seat(), line).unwrap();
    assert_eq!(g.placements.len(), 1);
    assert_eq!((g.placements[0].units, g.placements[0].support), (2, 1));
    assert_eq!(g.bid_draft, None);
    assert_eq!(prompt(&g).seat, Wu.seat(), "the next bidder");
}

#[test]
fn r33_each_space_option_shows_the_totals_after_it_best_first() {
    let mut g = bidding_with([&["xu-chu", "cao-cao"], &["gan-ning"], &["zhang-fei"]], Space::Tech);
    g.realm_mut(Wu).support = 0;
    play(&mut g, Wei.seat(), "place cao-cao trade").unwrap();
    let cao = super::super::rules::bidding::total_on(&g, Space::Trade, Wei);
    play(&mut g, Wu.seat(), "bid gan-ning").unwrap();
    let p = prompt(&g);
    let adm = u32::from(g.stat(general("gan-ning"), super::super::state::Criterion::Adm));
    // A space with nothing to bring and no token to add is placed in one tap.
    let text = label(&p, "place gan-ning trade");
    let (first, second) = if adm > cao {
        (format!("Wu {adm}"), format!("Wei {cao}"))
    } else {
        // On a tie Wei reached it first, so Wei stays listed first.
        (format!("Wei {cao}"), format!("Wu {adm}"))
    };
    assert!(text.contains(&format!("{first}, {second}")), "{text}");
    assert!(text.starts_with("Trade Rice / Weapons: +"), "{text}");
}

#[test]
fn back_undoes_one_step_and_a_step_is_refused_with_the_rule() {
    let mut g = bidding_with([&["xu-chu", "cao-cao"], &["gan-ning"], &["zhang-fei"]], Space::Tech);
    assert!(
        play(&mut g, Wu.seat(), "bid gan-ning")
            .unwrap_err()
            .contains("one at a time in bid order")
    );
    assert!(play(&mut g, Wei.seat(), "back").unwrap_err().contains("no bid"));
    assert!(
        play(&mut g, Wei.seat(), "bid xu-chu battle-shu-wu")
            .unwrap_err()
            .contains("only on the battles of your own two borders")
    );
    play(&mut g, Wei.seat(), "bid xu-chu battle-wei-wu").unwrap();
    play(&mut g, Wei.seat(), "back").unwrap();
    assert_eq!(g.bid_draft.as_ref().map(|d| d.space), Some(None));
    play(&mut g, Wei.seat(), "back").unwrap();
    assert_eq!(g.bid_draft, None);
    assert!(notations(&prompt(&g)).contains(&"bid cao-cao".to_string()));
    // Typed in one line, a placement skips the steps.
    play(&mut g, Wei.seat(), "bid xu-chu").unwrap();
    play(&mut g, Wei.seat(), "place cao-cao farm").unwrap();
    assert_eq!(g.bid_draft, None);
    assert_eq!(g.placements.len(), 1);
}

#[test]
fn too_many_combinations_split_into_what_he_brings_then_the_tokens() {
    let mut g = bidding_with([&["xu-chu", "cao-cao"], &["gan-ning"], &["zhang-fei"]], Space::Tech);
    let r = g.realm_mut(Wei);
    r.trained = 20;
    r.weapons = [9; 4];
    r.support = 9;
    g.han_holder = Some(Wei);
    play(&mut g, Wei.seat(), "bid xu-chu battle-wei-wu").unwrap();
    let carry = prompt(&g);
    assert!(
        notations(&carry).iter().all(|n| n.starts_with("bid ") || n == "back"),
        "{:?}",
        notations(&carry)
    );
    play(&mut g, Wei.seat(), "bid xu-chu battle-wei-wu units=1 unit=navy").unwrap();
    let tokens = prompt(&g);
    // 0–9 support, with or without the Han token, and back.
    assert_eq!(tokens.options.len(), 10 * 2 + 1);
    play(
        &mut g,
        Wei.seat(),
        "place xu-chu battle-wei-wu units=1 unit=navy support=2 han",
    )
    .unwrap();
    assert_eq!(g.placements[0].support, 2);
}

#[test]
fn the_bid_being_chosen_is_the_bidders_alone() {
    let mut g = bidding_with([&["xu-chu", "cao-cao"], &["gan-ning"], &["zhang-fei"]], Space::Tech);
    play(&mut g, Wei.seat(), "bid xu-chu battle-wei-wu").unwrap();
    for viewer in [Viewer::Public, Viewer::Seat(Wu.seat()), Viewer::Seat(Shu.seat())] {
        let view = g.view(viewer).to_string();
        assert!(!view.contains("battle-wei-wu"), "{viewer:?} sees the draft: {view}");
    }
    assert!(matches!(g.phase, Phase::Bidding { .. }));
    assert_eq!(
        g.bid_draft.as_ref().and_then(|d| d.space),
        Some(Space::Battle(Border::WeiWu))
    );
}

#[test]
fn a_concession_mid_bid_leaves_no_bid_being_chosen() {
    let mut g = bidding_with([&["xu-chu", "cao-cao"], &["gan-ning"], &["zhang-fei"]], Space::Tech);
    play(&mut g, Wei.seat(), "bid xu-chu").unwrap();
    g.concede(Wei.seat(), &mut GameRng::new(0));
    assert_eq!(g.bid_draft, None);
    assert_eq!(g.phase, Phase::Over);
    assert!(g.pending().is_empty(), "nobody owes a step of that bid");
}
