//! A bid put together tap by tap — general, then space, then (only when one menu cannot hold every
//! combination) what he carries, then tokens — each step checked by the rules of the whole
//! placement (R-25…R-35). The typed one-line `place` skips the steps.

use super::super::data::{Kingdom, UnitType};
use super::super::state::{BidDraft, Carry, GeneralIx, Placement, Space, ThreeKingdoms};
use super::bidding::{
    ability_bonus, check_placement, current_bidder, free_generals, free_gold, free_support, free_units, refuse,
};
use crate::engine::RuleError;

/// The spaces `k` may still bid on (its own borders and tribe; a tribe takes one general, R-31).
pub fn open_spaces(g: &ThreeKingdoms, k: Kingdom) -> Vec<Space> {
    Space::ALL
        .into_iter()
        .filter(|s| s.open_to(k))
        .filter(|s| !matches!(s, Space::Tribal(_)) || !g.placements.iter().any(|p| p.space == *s))
        .collect()
}

/// What `general` may carry to `space`: nothing, units of one type up to his leadership (battles
/// and his tribe, R-30, R-31), or gold up to his leadership (his tribe only, R-31).
pub fn carries(g: &ThreeKingdoms, k: Kingdom, general: GeneralIx, space: Space) -> Vec<Carry> {
    let mut out = vec![Carry::NOTHING];
    if !matches!(space, Space::Battle(_) | Space::Tribal(_)) {
        return out;
    }
    let ldr = u16::from(g.leadership(general));
    for unit in UnitType::ALL {
        for units in 1..=ldr.min(free_units(g, k, unit)) {
            out.push(Carry {
                units: units as u8,
                unit: Some(unit),
                gold: 0,
            });
        }
    }
    if matches!(space, Space::Tribal(_)) {
        for gold in 1..=ldr.min(free_gold(g, k)) {
            out.push(Carry {
                units: 0,
                unit: None,
                gold: gold as u8,
            });
        }
    }
    out
}

/// The tokens `k` may add to a placement on `space`: support tokens it has free (R-35c) and, once
/// a round, the Han Emperor token (R-35b). Fewest first. None on the tribal favour space, where
/// only units or gold go with the general (seed L565-572).
pub fn boosters(g: &ThreeKingdoms, k: Kingdom, space: Space) -> Vec<(u8, bool)> {
    if matches!(space, Space::Tribal(_)) {
        return vec![(0, false)];
    }
    let han = g.han_holder == Some(k) && !g.placements.iter().any(|p| p.han);
    let mut out = Vec::new();
    for with_han in [false, true] {
        if with_han && !han {
            continue;
        }
        for support in 0..=free_support(g, k).min(u16::from(u8::MAX)) as u8 {
            out.push((support, with_han));
        }
    }
    out.sort_by_key(|&(s, h)| (u16::from(s) + u16::from(h), h));
    out
}

/// How many [`boosters`] there are, without listing them (a bid's space step asks it of every
/// open space).
pub fn booster_count(g: &ThreeKingdoms, k: Kingdom, space: Space) -> usize {
    if matches!(space, Space::Tribal(_)) {
        return 1;
    }
    let han = g.han_holder == Some(k) && !g.placements.iter().any(|p| p.han);
    (usize::from(free_support(g, k).min(u16::from(u8::MAX)) as u8) + 1) * (1 + usize::from(han))
}

/// The placement `general` would make on `space` carrying `carry` with these tokens, with the
/// ability bid tokens that would ride along by themselves (R-35a), so its value can be shown.
pub fn placement(
    g: &ThreeKingdoms,
    k: Kingdom,
    general: GeneralIx,
    space: Space,
    carry: Carry,
    tokens: (u8, bool),
) -> Placement {
    Placement {
        units: carry.units,
        unit: carry.unit,
        gold: carry.gold,
        support: tokens.0,
        han: tokens.1,
        bid_tokens: ability_bonus(g, k, general, space),
        ..Placement::plain(k, general, space)
    }
}

/// Every complete placement of `general` on `space`: each carry with each set of tokens.
pub fn complete_placements(g: &ThreeKingdoms, k: Kingdom, general: GeneralIx, space: Space) -> Vec<Placement> {
    let tokens = boosters(g, k, space);
    carries(g, k, general, space)
        .into_iter()
        .flat_map(|carry| tokens.iter().map(move |&t| (carry, t)))
        .map(|(carry, t)| placement(g, k, general, space, carry, t))
        .collect()
}

/// One step of a bid: checked as the placement it begins would be (so a refusal names the same
/// rule the whole placement would), then remembered for the bidder alone. Nothing is logged:
/// the channel sees the bid when it is placed.
pub fn step(g: &mut ThreeKingdoms, k: Kingdom, draft: BidDraft) -> Result<(), RuleError> {
    if current_bidder(g) != Some(k) {
        return Err(refuse("tkr-err-not-your-bid"));
    }
    let space = draft.space.unwrap_or(Space::Farm);
    let carry = draft.carry.unwrap_or(Carry::NOTHING);
    if draft.carry.is_some() && draft.space.is_none() {
        return Err(refuse("tkr-err-bid-space-first"));
    }
    check_placement(g, &placement(g, k, draft.general, space, carry, (0, false)))?;
    g.bid_draft = Some(draft);
    Ok(())
}

/// Undoes the last step of the bid being put together.
pub fn back(g: &mut ThreeKingdoms, k: Kingdom) -> Result<(), RuleError> {
    if current_bidder(g) != Some(k) {
        return Err(refuse("tkr-err-not-your-bid"));
    }
    let Some(draft) = g.bid_draft.as_mut() else {
        return Err(refuse("tkr-err-no-bid-to-undo"));
    };
    if draft.carry.is_some() {
        draft.carry = None;
    } else if draft.space.is_some() {
        draft.space = None;
    } else {
        g.bid_draft = None;
    }
    Ok(())
}

/// The draft in progress, if it still fits the position (a general placed or a space taken since
/// is dropped rather than trusted).
pub fn live_draft(g: &ThreeKingdoms, k: Kingdom) -> Option<&BidDraft> {
    let draft = g.bid_draft.as_ref()?;
    let fits =
        free_generals(g, k).contains(&draft.general) && draft.space.is_none_or(|s| open_spaces(g, k).contains(&s));
    fits.then_some(draft)
}
