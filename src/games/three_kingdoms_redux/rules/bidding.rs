//! The Conflict phase after the drafts: the alliance space (R-19…R-24), open bidding one general
//! at a time (R-25…R-36), then who won each space (R-32…R-37) and next round's order (R-40…R-43).

use super::super::cards::kinds::{battle_bonus, bid_bonus, tie_win};
use super::super::data::{Kingdom, UnitType};
use super::super::state::{Criterion, Phase, Placement, Space, ThreeKingdoms};
use super::setup::general_text;
use crate::engine::{LogEntry, RuleError, Text};

pub(crate) fn refuse(key: &'static str) -> RuleError {
    RuleError::key(key)
}

/// The spaces the slot-3 kingdom may put the alliance token on.
pub fn alliance_choices(g: &ThreeKingdoms) -> Vec<Space> {
    Space::ALL
        .into_iter()
        .filter(|s| s.fixed_criterion().is_some() && Some(*s) != g.last_alliance_space)
        .collect()
}

/// The slot-3 kingdom places the alliance token.
pub fn choose_alliance(
    g: &mut ThreeKingdoms,
    k: Kingdom,
    space: Space,
    log: &mut Vec<LogEntry>,
) -> Result<(), RuleError> {
    if g.phase != Phase::Alliance || g.bid_order[2] != k {
        return Err(refuse("tkr-err-not-alliance-chooser"));
    }
    if space.fixed_criterion().is_none() {
        return Err(RuleError::new(
            Text::new("tkr-err-alliance-space").text("space", space.text()),
        ));
    }
    if Some(space) == g.last_alliance_space {
        return Err(RuleError::new(
            Text::new("tkr-err-alliance-repeat").text("space", space.text()),
        ));
    }
    g.alliance_space = Some(space);
    log.push(LogEntry::public(
        Text::new("tkr-log-alliance")
            .str("kingdom", k.key())
            .str("ally", g.bid_order[1].key())
            .text("space", space.text()),
    ));
    g.phase = Phase::Bidding { next: 0 };
    advance_bidder(g, log);
    Ok(())
}

/// What `k`'s placements this round carry, counted by `what` (units, support, gold).
fn carried(g: &ThreeKingdoms, k: Kingdom, what: impl Fn(&Placement) -> u16) -> u16 {
    g.placements.iter().filter(|p| p.kingdom == k).map(what).sum()
}

/// Free units of a type: a unit is a trained army with a weapon of its type, and neither may be
/// carried already this round.
pub fn free_units(g: &ThreeKingdoms, k: Kingdom, unit: UnitType) -> u16 {
    let r = g.realm(k);
    let of_type = carried(g, k, |p| if p.unit == Some(unit) { u16::from(p.units) } else { 0 });
    let any = carried(g, k, |p| u16::from(p.units));
    r.weapons[unit as usize]
        .saturating_sub(of_type)
        .min(r.trained.saturating_sub(any))
}

pub fn free_support(g: &ThreeKingdoms, k: Kingdom) -> u16 {
    g.realm(k)
        .support
        .saturating_sub(carried(g, k, |p| u16::from(p.support)))
}

pub fn free_gold(g: &ThreeKingdoms, k: Kingdom) -> u16 {
    g.realm(k).gold.saturating_sub(carried(g, k, |p| u16::from(p.gold)))
}

/// The generals `k` may still place this round (not placed yet, not resting on the Han space).
pub fn free_generals(g: &ThreeKingdoms, k: Kingdom) -> Vec<u8> {
    g.realm(k)
        .generals
        .iter()
        .copied()
        .filter(|&c| Some(c) != g.han_resting && !g.placements.iter().any(|p| p.general == c))
        .collect()
}

/// The ability bid bonus `general` brings to `space` (R-35a), given the tokens still free.
pub fn ability_bonus(g: &ThreeKingdoms, k: Kingdom, general: u8, space: Space) -> u8 {
    // Only units or gold go to the tribal favour space (seed L565-572): no bid token either.
    if matches!(space, Space::Tribal(_)) {
        return 0;
    }
    let wanted = bid_bonus(g, general, space);
    let tokens = g.realm(k).bid_tokens;
    // The +1 and +2 tokens pay for it; what they cannot cover is lost.
    match wanted {
        w if w >= 3 && tokens[0] && tokens[1] => 3,
        w if w >= 2 && tokens[1] => 2,
        w if w >= 1 && tokens[0] => 1,
        _ => 0,
    }
}

/// The value one placement adds to its kingdom's bid on its space.
pub fn placement_value(g: &ThreeKingdoms, p: &Placement) -> u32 {
    let base = match p.space {
        Space::Tribal(_) => 0,
        Space::Battle(_) => {
            let bonus = battle_bonus(p.general);
            u32::from(g.stat(p.general, Criterion::Cmb)) + u32::from(p.units) + bonus.max(0) as u32
        }
        space => u32::from(g.stat(p.general, g.criterion(space))),
    };
    base + u32::from(p.support) + u32::from(p.han) + u32::from(p.bid_tokens)
}

/// Checks and records one placement by the kingdom whose turn it is (R-25… ).
pub fn place(g: &mut ThreeKingdoms, mut p: Placement, log: &mut Vec<LogEntry>) -> Result<(), RuleError> {
    check_placement(g, &p)?;
    let k = p.kingdom;
    if p.units == 0 {
        p.unit = None;
    }
    // R-35a: the ability's bid tokens ride along by themselves.
    p.bid_tokens = ability_bonus(g, k, p.general, p.space);
    let tokens = &mut g.realm_mut(k).bid_tokens;
    match p.bid_tokens {
        3 => *tokens = [false, false],
        2 => tokens[1] = false,
        1 => tokens[0] = false,
        _ => {}
    }
    let value = placement_value(g, &p);
    g.bid_draft = None;
    g.placements.push(p.clone());
    let total = total_on(g, p.space, k);
    log.push(LogEntry::public(
        Text::new("tkr-log-placed")
            .str("kingdom", k.key())
            .text("general", general_text(p.general))
            .text("space", p.space.text())
            .num("value", i64::from(value))
            .num("total", i64::from(total)),
    ));
    next_bidder(g, log);
    Ok(())
}

/// The refusal `place` would give `p` now, if any (nothing changes: a bid's steps are checked
/// by it without a copy of the game).
pub fn check_placement(g: &ThreeKingdoms, p: &Placement) -> Result<(), RuleError> {
    let k = p.kingdom;
    if current_bidder(g) != Some(k) {
        return Err(refuse("tkr-err-not-your-bid"));
    }
    if !g.realm(k).generals.contains(&p.general) {
        return Err(RuleError::new(
            Text::new("tkr-err-not-your-general").text("general", general_text(p.general)),
        ));
    }
    if Some(p.general) == g.han_resting {
        return Err(RuleError::new(
            Text::new("tkr-err-general-resting").text("general", general_text(p.general)),
        ));
    }
    if g.placements.iter().any(|q| q.general == p.general) {
        return Err(RuleError::new(
            Text::new("tkr-err-general-placed").text("general", general_text(p.general)),
        ));
    }
    if !p.space.open_to(k) {
        return Err(RuleError::new(
            Text::new(if matches!(p.space, Space::Battle(_)) {
                "tkr-err-not-your-border"
            } else {
                "tkr-err-not-your-tribe"
            })
            .text("space", p.space.text()),
        ));
    }
    let ldr = g.leadership(p.general);
    match p.space {
        Space::Tribal(_) => {
            if g.placements.iter().any(|q| q.space == p.space) {
                return Err(refuse("tkr-err-tribal-once"));
            }
            if p.gold > 0 && p.units > 0 {
                return Err(refuse("tkr-err-tribal-gold-or-units"));
            }
            // Seed L565-572: a general goes alone or with units or gold; a placement there is
            // guaranteed the action, so no token raises a bid on it.
            if p.support > 0 || p.han {
                return Err(refuse("tkr-err-tribal-no-tokens"));
            }
            if p.gold > ldr || p.units > ldr {
                return Err(RuleError::new(
                    Text::new("tkr-err-over-leadership").num("ldr", i64::from(ldr)),
                ));
            }
            if u16::from(p.gold) > free_gold(g, k) {
                return Err(refuse("tkr-err-not-enough-gold"));
            }
        }
        Space::Battle(_) => {
            if p.gold > 0 {
                return Err(refuse("tkr-err-gold-only-tribal"));
            }
            if p.units > ldr {
                return Err(RuleError::new(
                    Text::new("tkr-err-over-leadership").num("ldr", i64::from(ldr)),
                ));
            }
        }
        _ => {
            if p.units > 0 || p.gold > 0 {
                return Err(refuse("tkr-err-units-only-battle"));
            }
        }
    }
    if p.units > 0 {
        let Some(unit) = p.unit else {
            return Err(refuse("tkr-err-unit-type"));
        };
        if u16::from(p.units) > free_units(g, k, unit) {
            return Err(RuleError::new(
                Text::new("tkr-err-not-enough-units").str("unit", unit.key()),
            ));
        }
    }
    if u16::from(p.support) > free_support(g, k) {
        return Err(refuse("tkr-err-not-enough-support"));
    }
    if p.han {
        if g.han_holder != Some(k) {
            return Err(refuse("tkr-err-no-han-token"));
        }
        if g.placements.iter().any(|q| q.han) {
            return Err(refuse("tkr-err-han-once"));
        }
    }
    Ok(())
}

/// The current bidder passes for the rest of the round.
pub fn pass(g: &mut ThreeKingdoms, k: Kingdom, log: &mut Vec<LogEntry>) -> Result<(), RuleError> {
    if current_bidder(g) != Some(k) {
        return Err(refuse("tkr-err-not-your-bid"));
    }
    g.passed[k.seat()] = true;
    g.bid_draft = None;
    log.push(LogEntry::public(Text::new("tkr-log-passed").str("kingdom", k.key())));
    next_bidder(g, log);
    Ok(())
}

/// Who bids now, if bidding is on.
pub fn current_bidder(g: &ThreeKingdoms) -> Option<Kingdom> {
    match g.phase {
        Phase::Bidding { next } => Some(g.bid_order[next]),
        _ => None,
    }
}

fn can_bid(g: &ThreeKingdoms, k: Kingdom) -> bool {
    !g.passed[k.seat()] && !free_generals(g, k).is_empty()
}

fn next_bidder(g: &mut ThreeKingdoms, log: &mut Vec<LogEntry>) {
    if let Phase::Bidding { next } = g.phase {
        g.phase = Phase::Bidding { next: (next + 1) % 3 };
    }
    advance_bidder(g, log);
}

/// Skips bidders who passed or have nobody left; ends bidding when no one can bid.
fn advance_bidder(g: &mut ThreeKingdoms, log: &mut Vec<LogEntry>) {
    let Phase::Bidding { next } = g.phase else { return };
    for step in 0..3 {
        let slot = (next + step) % 3;
        if can_bid(g, g.bid_order[slot]) {
            g.phase = Phase::Bidding { next: slot };
            return;
        }
    }
    end_bidding(g, log);
}

/// …R-43: the winners, this round's action order and next round's bid order.
fn end_bidding(g: &mut ThreeKingdoms, log: &mut Vec<LogEntry>) {
    g.winners = winners(g);
    super::round::remove_tokens(g);
    for (space, kingdoms) in &g.winners {
        log.push(LogEntry::public(
            Text::new("tkr-log-won").text("space", space.text()).list(
                "kingdoms",
                kingdoms
                    .iter()
                    .map(|k| Text::new(format!("tkr-kingdom-{}", k.key())))
                    .collect(),
            ),
        ));
    }
    g.action_order = g.bid_order.to_vec();
    let next = next_bid_order(g);
    log.push(LogEntry::public(
        Text::new("tkr-log-next-order").list(
            "kingdoms",
            next.iter()
                .map(|k| Text::new(format!("tkr-kingdom-{}", k.key())))
                .collect(),
        ),
    ));
    g.bid_order = next;
    g.phase = Phase::Resolution { turn: 0 };
}

/// `k`'s bid on `space` so far.
pub fn total_on(g: &ThreeKingdoms, space: Space, k: Kingdom) -> u32 {
    g.placements
        .iter()
        .filter(|p| p.space == space && p.kingdom == k)
        .map(|p| placement_value(g, p))
        .sum()
}

/// One side bidding on a space: a kingdom, or the two allies on the alliance space.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Side {
    pub kingdoms: Vec<Kingdom>,
    pub total: u32,
    /// When its total was reached: the index of its last placement there.
    pub reached: usize,
    pub tie_win: bool,
}

/// The sides bid on `space`, best first: the highest total, then Cao Cao's tie override, then
/// whoever reached the total first (R-32…R-36). `extra` is a placement being considered (counted
/// as the latest one), so a bidder sees where his bid would stand before making it.
pub fn standing(g: &ThreeKingdoms, space: Space, extra: Option<&Placement>) -> Vec<Side> {
    let mut sides: Vec<Side> = Vec::new();
    for (i, p) in g.placements.iter().chain(extra).enumerate() {
        if p.space != space {
            continue;
        }
        let allied = Some(space) == g.alliance_space && g.is_ally(p.kingdom);
        let side = sides
            .iter_mut()
            .find(|s| s.kingdoms.contains(&p.kingdom) || (allied && s.kingdoms.iter().any(|k| g.is_ally(*k))));
        let value = placement_value(g, p);
        let tie_win = tie_win(p.general);
        match side {
            Some(s) => {
                if !s.kingdoms.contains(&p.kingdom) {
                    s.kingdoms.push(p.kingdom);
                }
                s.total += value;
                s.reached = i;
                s.tie_win |= tie_win;
            }
            None => sides.push(Side {
                kingdoms: vec![p.kingdom],
                total: value,
                reached: i,
                tie_win,
            }),
        }
    }
    sides.sort_by_key(|s| (std::cmp::Reverse(s.total), !s.tie_win, s.reached));
    sides
}

/// The winners of every space that was bid on (R-32…R-36). Tribal spaces always go to the
/// kingdom that placed there.
pub fn winners(g: &ThreeKingdoms) -> Vec<(Space, Vec<Kingdom>)> {
    let mut out = Vec::new();
    for space in Space::ALL {
        let Some(best) = standing(g, space, None).into_iter().next() else {
            continue;
        };
        let mut kingdoms = best.kingdoms;
        kingdoms.sort();
        out.push((space, kingdoms));
    }
    out
}

/// Next round's bid order: most successful bids first, then the higher military
/// score, then Wei, Wu, Shu.
pub fn next_bid_order(g: &ThreeKingdoms) -> [Kingdom; 3] {
    let successes = |k: Kingdom| -> usize {
        g.winners
            .iter()
            .filter(|(space, kingdoms)| {
                kingdoms.contains(&k)
                    // An ally who placed nothing on the alliance space gets no count.
                    && g.placements.iter().any(|p| p.space == *space && p.kingdom == k)
            })
            .count()
    };
    let mut order = Kingdom::ALL;
    order.sort_by_key(|&k| {
        (
            std::cmp::Reverse(successes(k)),
            std::cmp::Reverse(g.realm(k).military),
            k,
        )
    });
    order
}
