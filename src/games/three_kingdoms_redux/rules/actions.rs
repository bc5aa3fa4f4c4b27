//! Performing a won action (R-45…R-68). Each action takes its choices as one typed [`Act`]; the
//! prompts that offer them come with the notation in the next step of the engine.

use serde::{Deserialize, Serialize};

use super::super::data::{Deck, Kingdom, UnitType, data};
use super::super::state::{EnhancementIx, GeneralIx, LocationIx, Occupation, Placement, Space, Store, ThreeKingdoms};
use crate::engine::{LogEntry, RuleError, Text};

/// The exchange of the Trade action as the Korean rulebook prints it (L1004-1006, L1014-1016):
/// 4 rice bought for 3 gold or sold for 5; 3 weapons bought for 5 gold or sold for 7. The spec
/// suspects a swap; the seed wins, and these are the one place to change.
pub const RICE_LOT: u16 = 4;
pub const RICE_BUY_GOLD: u16 = 3;
pub const RICE_SELL_GOLD: u16 = 5;
pub const RICE_MAX: u16 = 12;
pub const WEAPON_LOT: u16 = 3;
pub const WEAPON_BUY_GOLD: u16 = 5;
pub const WEAPON_SELL_GOLD: u16 = 7;
pub const WEAPON_MAX: u16 = 6;

/// The choices of one performed action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "act", rename_all = "kebab-case")]
pub enum Act {
    /// develop one farm, or harvest keeping `keep` developed farms in the granary.
    FarmDevelop,
    FarmHarvest {
        keep: u8,
    },
    MarketDevelop,
    MarketCollect {
        keep: u8,
    },
    /// rice lots bought (+) or sold (−), weapons bought (+) or sold (−) by type.
    Trade {
        rice_lots: i8,
        weapons: [i8; 4],
    },
    /// armies trained by the instructor (0–2, for 1 rice if any), and a card drawn.
    Tech {
        instructor: u8,
        draw: Option<Deck>,
    },
    /// build a card from the hand, paying armies untrained first unless `trained_first`.
    Construct {
        card: u8,
        trained_first: bool,
    },
    /// the first and second weapon of the pair (2+0, 0+2 or 1+1).
    Produce {
        first: u8,
        second: u8,
    },
    Recruit,
    Train {
        n: u8,
    },
    Tribute(Tribute),
    Support,
    /// the general of ours that bid here and stays face down.
    Han {
        general: GeneralIx,
    },
    /// R-58…R-66: who occupies where, with how many units, and where the border token goes.
    Battle {
        general: GeneralIx,
        location: LocationIx,
        units: u8,
        store: Store,
    },
    /// the tribal action, and whether to pay 2 rice for a support token at favour 12.
    Tribal {
        buy_support: bool,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Tribute {
    Gold,
    Rice,
    Both,
    Army,
}

fn refuse(key: &'static str) -> RuleError {
    RuleError::key(key)
}

/// Performs `act` on `space` for `k`, which won it, then takes its pieces back.
pub fn perform(
    g: &mut ThreeKingdoms,
    k: Kingdom,
    space: Space,
    act: &Act,
    log: &mut Vec<LogEntry>,
) -> Result<(), RuleError> {
    if super::action_check::acceptable(g, k, space, act) {
        // Judged acceptable (the judgement agrees with `apply`: tests/action_check.rs), so no copy
        // to fall back on.
        return apply(g, k, space, act, log);
    }
    let before = g.clone();
    let done = apply(g, k, space, act, log);
    if done.is_err() {
        // A refused action changes nothing.
        *g = before;
    }
    done
}

/// Whether `act` would be accepted now (judged without performing it: `action_check`).
pub fn can_perform(g: &ThreeKingdoms, k: Kingdom, space: Space, act: &Act) -> bool {
    super::action_check::acceptable(g, k, space, act)
}

fn apply(g: &mut ThreeKingdoms, k: Kingdom, space: Space, act: &Act, log: &mut Vec<LogEntry>) -> Result<(), RuleError> {
    // Read before the action changes what it counts (a harvest's farms still developed).
    let what = super::act_text::act_text(g, k, space, act);
    if !super::action_check::fits(space, act) {
        return Err(RuleError::new(
            Text::new("tkr-err-act-space").text("space", space.text()),
        ));
    }
    let r = g.realm_mut(k);
    match *act {
        Act::FarmDevelop => develop(&mut r.farm_level, &mut r.farms_developed, "tkr-err-farm-full")?,
        Act::FarmHarvest { keep } => {
            // the kept ones go to the granary, every other developed farm is sold for 5 rice.
            // Seed L912-915: with no flipped farm, only Develop Farm may be performed.
            needs_a_flipped_token(r.farms_developed, r.farm_level, "tkr-err-harvest-none")?;
            let sold = store_or_sell(
                &mut r.farms_developed,
                &mut r.farms_in_granary,
                keep,
                "tkr-err-harvest-keep",
            )?;
            r.rice += 5 * u16::from(sold);
        }
        Act::MarketDevelop => develop(&mut r.market_level, &mut r.markets_developed, "tkr-err-market-full")?,
        Act::MarketCollect { keep } => {
            // the same with markets, the treasury and 4 gold each (seed L971-974: with no
            // flipped market, only Develop Market may be performed).
            needs_a_flipped_token(r.markets_developed, r.market_level, "tkr-err-collect-none")?;
            let sold = store_or_sell(
                &mut r.markets_developed,
                &mut r.markets_in_treasury,
                keep,
                "tkr-err-collect-keep",
            )?;
            r.gold += 4 * u16::from(sold);
        }
        Act::Trade { rice_lots, weapons } => trade(r, rice_lots, weapons)?,
        Act::Tech { instructor, draw } => tech(g, k, instructor, draw, log)?,
        Act::Construct { card, trained_first } => construct(g, k, card, trained_first, log)?,
        Act::Produce { first, second } => {
            if first + second != 2 {
                return Err(refuse("tkr-err-produce-two"));
            }
            let (a, b) = if space == Space::ProduceSpearHorse {
                (UnitType::Infantry, UnitType::Cavalry)
            } else {
                (UnitType::Archer, UnitType::Navy)
            };
            r.weapons[a as usize] += u16::from(first);
            r.weapons[b as usize] += u16::from(second);
        }
        Act::Recruit => r.untrained += 2,
        Act::Train { n } => {
            if n > 2 || u16::from(n) > r.untrained {
                return Err(refuse("tkr-err-train"));
            }
            r.untrained -= u16::from(n);
            r.trained += u16::from(n);
        }
        Act::Tribute(t) => match t {
            Tribute::Gold => r.gold += 2,
            Tribute::Rice => r.rice += 2,
            Tribute::Both => {
                r.gold += 1;
                r.rice += 1;
            }
            Tribute::Army => r.untrained += 1,
        },
        Act::Support => r.support += 1,
        Act::Han { general } => {
            if !g
                .placements
                .iter()
                .any(|p| p.space == Space::Han && p.kingdom == k && p.general == general)
            {
                return Err(refuse("tkr-err-han-general"));
            }
            let r = g.realm_mut(k);
            if r.gold < 1 {
                return Err(refuse("tkr-err-not-enough-gold"));
            }
            r.gold -= 1;
            r.office = (r.office + 1).min(5);
            g.han_resting = Some(general);
        }
        Act::Battle {
            general,
            location,
            units,
            store,
        } => battle(g, k, space, general, location, units, store)?,
        Act::Tribal { buy_support } => tribal(g, k, space, buy_support)?,
    }
    keeps_what_still_rides(g, k, space)?;
    log.push(LogEntry::public(
        Text::new("tkr-log-performed")
            .str("kingdom", k.key())
            .text("space", space.text())
            .text("choice", what),
    ));
    give_back(g, k, space);
    Ok(())
}

/// the pieces on a performed space go home; support tokens go to the supply.
pub fn give_back(g: &mut ThreeKingdoms, k: Kingdom, space: Space) {
    let support: u16 = g
        .placements
        .iter()
        .filter(|p| p.space == space && p.kingdom == k)
        .map(|p| u16::from(p.support))
        .sum();
    let r = g.realm_mut(k);
    r.support = r.support.saturating_sub(support);
    for p in g.placements.iter_mut().filter(|p| p.space == space && p.kingdom == k) {
        p.support = 0;
    }
}

/// The gold and the units by type riding with `k`'s generals on its won spaces not performed
/// yet, `performed` aside.
pub(crate) fn riding(g: &ThreeKingdoms, k: Kingdom, performed: Space) -> (u16, [u16; 4]) {
    let waiting = |p: &&Placement| {
        p.kingdom == k
            && p.space != performed
            && !g.performed.contains(&(k, p.space))
            && g.winners.iter().any(|(s, ks)| *s == p.space && ks.contains(&k))
    };
    let mut units = [0u16; 4];
    let mut gold = 0u16;
    for p in g.placements.iter().filter(waiting) {
        if let Some(unit) = p.unit {
            units[unit as usize] += u16::from(p.units);
        }
        gold += u16::from(p.gold);
    }
    (gold, units)
}

/// units and gold placed with a general sit on his space until that won action is
/// performed or declined; meanwhile no other action may spend them (selling weapons, paying armies
/// or gold for a building or the Han Emperor).
fn keeps_what_still_rides(g: &ThreeKingdoms, k: Kingdom, performed: Space) -> Result<(), RuleError> {
    let (gold, units) = riding(g, k, performed);
    let r = g.realm(k);
    let short = r.gold < gold
        || r.trained < units.iter().sum::<u16>()
        || r.weapons.iter().zip(units).any(|(&held, riding)| held < riding);
    if short {
        return Err(RuleError::new(
            Text::new("tkr-err-still-riding")
                .num("gold", i64::from(gold))
                .num("units", i64::from(units.iter().sum::<u16>())),
        ));
    }
    Ok(())
}

fn trade(r: &mut super::super::state::Realm, rice_lots: i8, weapons: [i8; 4]) -> Result<(), RuleError> {
    (r.gold, r.rice, r.weapons) = traded(r.gold, r.rice, r.weapons, rice_lots, weapons).map_err(refuse)?;
    Ok(())
}

/// the gold, rice and weapons held after a trade from these, or the refusal's key.
pub(crate) fn traded(
    mut gold: u16,
    mut rice: u16,
    mut held: [u16; 4],
    rice_lots: i8,
    weapons: [i8; 4],
) -> Result<(u16, u16, [u16; 4]), &'static str> {
    let lot = i32::from(rice_lots).unsigned_abs() as u16 * RICE_LOT;
    if lot > RICE_MAX {
        return Err("tkr-err-trade-rice-max");
    }
    if rice_lots > 0 {
        let cost = rice_lots as u16 * RICE_BUY_GOLD;
        if gold < cost {
            return Err("tkr-err-not-enough-gold");
        }
        gold -= cost;
        rice += lot;
    } else if rice_lots < 0 {
        if rice < lot {
            return Err("tkr-err-not-enough-rice");
        }
        rice -= lot;
        gold += (-rice_lots) as u16 * RICE_SELL_GOLD;
    }
    let bought = weapons.iter().any(|&w| w > 0);
    let sold = weapons.iter().any(|&w| w < 0);
    if bought && sold {
        return Err("tkr-err-trade-one-way");
    }
    let count: u16 = weapons.iter().map(|&w| i32::from(w).unsigned_abs() as u16).sum();
    if count > WEAPON_MAX {
        return Err("tkr-err-trade-weapon-max");
    }
    if !count.is_multiple_of(WEAPON_LOT) {
        return Err("tkr-err-trade-weapon-lot");
    }
    let lots = count / WEAPON_LOT;
    if bought {
        if gold < lots * WEAPON_BUY_GOLD {
            return Err("tkr-err-not-enough-gold");
        }
        gold -= lots * WEAPON_BUY_GOLD;
        for (held, &w) in held.iter_mut().zip(&weapons) {
            *held += w.max(0) as u16;
        }
    } else if sold {
        for (held, &w) in held.iter().zip(&weapons) {
            if *held < (-w).max(0) as u16 {
                return Err("tkr-err-not-enough-weapons");
            }
        }
        for (held, &w) in held.iter_mut().zip(&weapons) {
            *held -= (-w).max(0) as u16;
        }
        gold += lots * WEAPON_SELL_GOLD;
    }
    if rice_lots == 0 && count == 0 {
        return Err("tkr-err-trade-nothing");
    }
    Ok((gold, rice, held))
}

/// What building a state enhancement costs `k` now, its build discounts taken off (the printed
/// cost beside it, to show a reduced one as reduced).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BuildCost {
    pub gold: u16,
    pub rice: u16,
    pub armies: u16,
    pub printed_gold: u16,
    pub printed_rice: u16,
}

pub fn build_cost(g: &ThreeKingdoms, k: Kingdom, card: EnhancementIx) -> BuildCost {
    let e = &data().enhancements[usize::from(card)];
    let discount = |key: &str| super::super::cards::kinds::build_discount(g, k, key);
    BuildCost {
        gold: u16::from(e.gold).saturating_sub(discount("gold")),
        rice: u16::from(e.rice).saturating_sub(discount("rice")),
        armies: u16::from(e.armies),
        printed_gold: u16::from(e.gold),
        printed_rice: u16::from(e.rice),
    }
}

fn construct(
    g: &mut ThreeKingdoms,
    k: Kingdom,
    card: u8,
    trained_first: bool,
    log: &mut Vec<LogEntry>,
) -> Result<(), RuleError> {
    let Some(e) = data().enhancements.get(usize::from(card)) else {
        return Err(refuse("tkr-err-not-in-hand"));
    };
    if !g.realm(k).hand.contains(&card) {
        return Err(refuse("tkr-err-not-in-hand"));
    }
    if let Some(cond) = e.requires
        && !super::super::cards::kinds::condition_holds(g, k, cond)
    {
        return Err(RuleError::new(
            Text::new("tkr-err-prerequisite")
                .text("card", enhancement_text(card))
                .str("condition", cond),
        ));
    }
    let BuildCost { gold, rice, armies, .. } = build_cost(g, k, card);
    let r = g.realm_mut(k);
    if r.gold < gold || r.rice < rice || r.untrained + r.trained < armies {
        return Err(RuleError::new(
            Text::new("tkr-err-cannot-pay")
                .text("card", enhancement_text(card))
                .text("cost", super::act_text::cost_text(build_cost(g, k, card))),
        ));
    }
    r.gold -= gold;
    r.rice -= rice;
    let (first, second) = if trained_first {
        (&mut r.trained, &mut r.untrained)
    } else {
        (&mut r.untrained, &mut r.trained)
    };
    let from_first = armies.min(*first);
    *first -= from_first;
    *second -= armies - from_first;
    r.hand.retain(|&c| c != card);
    r.built.push(card);
    log.push(LogEntry::public(
        Text::new("tkr-log-built")
            .str("kingdom", k.key())
            .text("card", enhancement_text(card)),
    ));
    Ok(())
}

fn battle(
    g: &mut ThreeKingdoms,
    k: Kingdom,
    space: Space,
    general: GeneralIx,
    location: LocationIx,
    units: u8,
    store: Store,
) -> Result<(), RuleError> {
    let Space::Battle(border) = space else {
        return Err(refuse("tkr-err-act-space"));
    };
    let Some(p) = g
        .placements
        .iter()
        .find(|p| p.space == space && p.kingdom == k && p.general == general)
        .cloned()
    else {
        return Err(refuse("tkr-err-battle-general"));
    };
    let Some(loc) = data().locations.get(usize::from(location)) else {
        return Err(refuse("tkr-err-battle-location"));
    };
    if loc.border != border {
        return Err(refuse("tkr-err-battle-location"));
    }
    if g.locations[usize::from(location)].is_some() {
        return Err(refuse("tkr-err-location-taken"));
    }
    // 1..carried units (within leadership), of the location's type.
    if units == 0 || units > p.units {
        return Err(RuleError::new(
            Text::new("tkr-err-battle-units").num("carried", i64::from(p.units)),
        ));
    }
    if p.unit != Some(loc.unit) {
        return Err(RuleError::new(
            Text::new("tkr-err-battle-type").str("unit", loc.unit.key()),
        ));
    }
    // the second occupier goes to the other border than the first.
    let r = g.realm(k);
    if r.occupiers() == 1 {
        let first_border = data().locations[usize::from(r.occupying[0].location)].border;
        if first_border == border {
            return Err(refuse("tkr-err-second-border"));
        }
    }
    let specialty = data().generals[usize::from(general)].specialties.contains(&loc.unit);
    let r = g.realm_mut(k);
    r.generals.retain(|&c| c != general);
    r.trained -= u16::from(units);
    r.weapons[loc.unit as usize] -= u16::from(units);
    r.occupying.push(Occupation {
        general,
        location,
        units,
        unit: loc.unit,
    });
    // the token shows 1 VP when the units are one of his specialties.
    r.border_tokens.push((store, u8::from(specialty)));
    g.locations[usize::from(location)] = Some(k);
    Ok(())
}

pub fn enhancement_text(card: u8) -> Text {
    Text::new(format!("tkr-se-{}", data().enhancements[usize::from(card)].id))
}

/// the instructor trains up to 2 untrained armies for 1 rice; technology draws a card.
fn tech(
    g: &mut ThreeKingdoms,
    k: Kingdom,
    instructor: u8,
    draw: Option<Deck>,
    log: &mut Vec<LogEntry>,
) -> Result<(), RuleError> {
    let r = g.realm_mut(k);
    if instructor > 2 || u16::from(instructor) > r.untrained {
        return Err(refuse("tkr-err-instructor"));
    }
    if instructor > 0 {
        if r.rice < 1 {
            return Err(refuse("tkr-err-not-enough-rice"));
        }
        r.rice -= 1;
        r.untrained -= u16::from(instructor);
        r.trained += u16::from(instructor);
    }
    if let Some(deck) = draw {
        let pile = &mut g.enhancement_decks[usize::from(deck == Deck::Separation)];
        let Some(card) = pile.pop() else {
            return Err(refuse("tkr-err-deck-empty"));
        };
        g.realms[k.seat()].hand.push(card);
        log.push(LogEntry::private(
            k.seat(),
            Text::new("tkr-log-drew-card").text("card", enhancement_text(card)),
        ));
    }
    Ok(())
}

/// favour rises by the gold or units carried (gold to the supply, units home); at
/// favour 12, 2 rice may buy a support token.
fn tribal(g: &mut ThreeKingdoms, k: Kingdom, space: Space, buy_support: bool) -> Result<(), RuleError> {
    let placed = g.placements.iter().find(|p| p.space == space && p.kingdom == k);
    // Without a general there, only the favour-12 exchange an ability allows.
    if placed.is_none() && !buy_support {
        return Err(refuse("tkr-err-tribal-exchange-only"));
    }
    let carried = placed.map(|p| (p.gold, p.units)).unwrap_or((0, 0));
    let r = g.realm_mut(k);
    r.gold = r.gold.saturating_sub(u16::from(carried.0));
    r.favor = (r.favor + carried.0 + carried.1).min(12);
    if buy_support {
        if r.favor < 12 {
            return Err(refuse("tkr-err-favor-not-12"));
        }
        if r.rice < 2 {
            return Err(refuse("tkr-err-not-enough-rice"));
        }
        r.rice -= 2;
        r.support += 1;
    }
    Ok(())
}

/// flips the leftmost undeveloped farm or market (level at most 5).
fn develop(level: &mut u8, developed: &mut u8, full: &'static str) -> Result<(), RuleError> {
    if *level >= 5 {
        return Err(refuse(full));
    }
    *level += 1;
    *developed += 1;
    Ok(())
}

/// Seed L912-915, L971-974: harvest and collect tax need at least one flipped token still in the
/// development area; without one only Develop may be performed (or, at level 5, nothing).
fn needs_a_flipped_token(developed: u8, level: u8, key: &'static str) -> Result<(), RuleError> {
    if developed > 0 {
        return Ok(());
    }
    Err(RuleError::new(
        Text::new(key).str("full", if level >= 5 { "yes" } else { "no" }),
    ))
}

/// `keep` developed tokens go to the store, the others are sold (how many comes back);
/// the level stays.
fn store_or_sell(developed: &mut u8, stored: &mut u8, keep: u8, too_many: &'static str) -> Result<u8, RuleError> {
    if keep > *developed {
        return Err(refuse(too_many));
    }
    let sold = *developed - keep;
    *stored += keep;
    *developed = 0;
    Ok(sold)
}
