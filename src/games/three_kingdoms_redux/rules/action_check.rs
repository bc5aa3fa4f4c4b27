//! Whether a won action's choice would be accepted now, judged from the state and the choice
//! alone: the refusals of `actions::apply` (R-45…, R-31's units and gold still
//! riding) without performing the choice on a copy of the game (issue 35: the prompts and the
//! random and AI players try every candidate of every won action after each move, and a copy
//! of the whole state each was most of a play-out's time). `tests/action_check.rs` plays each
//! candidate on a copy over random positions and checks that both agree.

use super::super::data::{Deck, Kingdom, UnitType, data};
use super::super::state::{Space, Store, ThreeKingdoms};
use super::actions::{Act, Tribute, build_cost, riding, traded};
use super::round::to_perform;

/// What `keeps_what_still_rides` reads after the action: the gold, trained armies and weapons
/// left to the kingdom.
#[derive(Clone, Copy)]
struct Left {
    gold: u16,
    trained: u16,
    weapons: [u16; 4],
}

/// Whether `act` on `space` would be accepted for `k` now (`actions::can_perform`).
pub fn acceptable(g: &ThreeKingdoms, k: Kingdom, space: Space, act: &Act) -> bool {
    judged(g, k, space, act, riding(g, k, space))
}

/// The choices of `acts` on `space` that would be accepted for `k` now (what rides elsewhere
/// counted once for them all).
pub fn accepted(g: &ThreeKingdoms, k: Kingdom, space: Space, acts: Vec<Act>) -> impl Iterator<Item = Act> {
    let rides = riding(g, k, space);
    acts.into_iter().filter(move |act| judged(g, k, space, act, rides))
}

/// [`acceptable`], given what rides with `k`'s generals elsewhere (`actions::riding`).
fn judged(g: &ThreeKingdoms, k: Kingdom, space: Space, act: &Act, rides: (u16, [u16; 4])) -> bool {
    if !fits(space, act) {
        return false;
    }
    let r = g.realm(k);
    let mut left = Left {
        gold: r.gold,
        trained: r.trained,
        weapons: r.weapons,
    };
    let ok = match *act {
        Act::FarmDevelop => r.farm_level < 5,
        Act::FarmHarvest { keep } => r.farms_developed > 0 && keep <= r.farms_developed,
        Act::MarketDevelop => r.market_level < 5,
        Act::MarketCollect { keep } => {
            let ok = r.markets_developed > 0 && keep <= r.markets_developed;
            if ok {
                left.gold += 4 * u16::from(r.markets_developed - keep);
            }
            ok
        }
        Act::Trade { rice_lots, weapons } => match traded(r.gold, r.rice, r.weapons, rice_lots, weapons) {
            Ok((gold, _, weapons)) => {
                left.gold = gold;
                left.weapons = weapons;
                true
            }
            Err(_) => false,
        },
        Act::Tech { instructor, draw } => tech(g, k, instructor, draw, &mut left),
        Act::Construct { card, trained_first } => construct(g, k, card, trained_first, &mut left),
        Act::Produce { first, second } => {
            let ok = u16::from(first) + u16::from(second) == 2;
            if ok {
                let (a, b) = if space == Space::ProduceSpearHorse {
                    (UnitType::Infantry, UnitType::Cavalry)
                } else {
                    (UnitType::Archer, UnitType::Navy)
                };
                left.weapons[a as usize] += u16::from(first);
                left.weapons[b as usize] += u16::from(second);
            }
            ok
        }
        Act::Recruit | Act::Support => true,
        Act::Train { n } => {
            let ok = n <= 2 && u16::from(n) <= r.untrained;
            if ok {
                left.trained += u16::from(n);
            }
            ok
        }
        Act::Tribute(t) => {
            left.gold += match t {
                Tribute::Gold => 2,
                Tribute::Both => 1,
                _ => 0,
            };
            true
        }
        Act::Han { general } => {
            let placed = g
                .placements
                .iter()
                .any(|p| p.space == Space::Han && p.kingdom == k && p.general == general);
            let ok = placed && r.gold >= 1;
            if ok {
                left.gold -= 1;
            }
            ok
        }
        Act::Battle {
            general,
            location,
            units,
            ..
        } => battle(g, k, space, general, location, units, &mut left),
        Act::Tribal { buy_support } => tribal(g, k, space, buy_support, &mut left),
    };
    ok && nothing_riding_spent(rides, left)
}

/// `apply`'s first refusal: the choice is of another action than the space's.
pub(crate) fn fits(space: Space, act: &Act) -> bool {
    matches!(
        (space, act),
        (Space::Farm, Act::FarmDevelop | Act::FarmHarvest { .. })
            | (Space::Market, Act::MarketDevelop | Act::MarketCollect { .. })
            | (Space::Trade, Act::Trade { .. })
            | (Space::Tech, Act::Tech { .. })
            | (Space::Construct, Act::Construct { .. })
            | (
                Space::ProduceSpearHorse | Space::ProduceCrossbowBoat,
                Act::Produce { .. }
            )
            | (Space::Recruit, Act::Recruit)
            | (Space::Train, Act::Train { .. })
            | (Space::Tribute, Act::Tribute(_))
            | (Space::Support, Act::Support)
            | (Space::Han, Act::Han { .. })
            | (Space::Battle(_), Act::Battle { .. })
            | (Space::Tribal(_), Act::Tribal { .. })
    )
}

/// at most 2 untrained armies trained for 1 rice, and a card from a deck that has one.
fn tech(g: &ThreeKingdoms, k: Kingdom, instructor: u8, draw: Option<Deck>, left: &mut Left) -> bool {
    let r = g.realm(k);
    if instructor > 2 || u16::from(instructor) > r.untrained {
        return false;
    }
    if instructor > 0 {
        if r.rice < 1 {
            return false;
        }
        left.trained += u16::from(instructor);
    }
    draw.is_none_or(|deck| !g.enhancement_decks[usize::from(deck == Deck::Separation)].is_empty())
}

/// a card in the hand, its prerequisite met, its cost paid (armies untrained first unless
/// `trained_first`).
fn construct(g: &ThreeKingdoms, k: Kingdom, card: u8, trained_first: bool, left: &mut Left) -> bool {
    let Some(e) = data().enhancements.get(usize::from(card)) else {
        return false;
    };
    let r = g.realm(k);
    if !r.hand.contains(&card) {
        return false;
    }
    if e.requires
        .is_some_and(|cond| !super::super::cards::kinds::condition_holds(g, k, cond))
    {
        return false;
    }
    let cost = build_cost(g, k, card);
    if r.gold < cost.gold || r.rice < cost.rice || r.untrained + r.trained < cost.armies {
        return false;
    }
    left.gold -= cost.gold;
    let from_trained = if trained_first {
        cost.armies.min(r.trained)
    } else {
        cost.armies - cost.armies.min(r.untrained)
    };
    left.trained -= from_trained;
    true
}

/// R-58…R-66: his placement there, a free location of the border and of his units' type, 1 to
/// the carried units, and the second occupier on the other border.
fn battle(g: &ThreeKingdoms, k: Kingdom, space: Space, general: u8, location: u8, units: u8, left: &mut Left) -> bool {
    let Space::Battle(border) = space else { return false };
    let Some(p) = g
        .placements
        .iter()
        .find(|p| p.space == space && p.kingdom == k && p.general == general)
    else {
        return false;
    };
    let Some(loc) = data().locations.get(usize::from(location)) else {
        return false;
    };
    if loc.border != border || g.locations[usize::from(location)].is_some() {
        return false;
    }
    if units == 0 || units > p.units || p.unit != Some(loc.unit) {
        return false;
    }
    let r = g.realm(k);
    if r.occupiers() == 1 && data().locations[usize::from(r.occupying[0].location)].border == border {
        return false;
    }
    // `apply` takes them from what the kingdom holds (never short: they ride with him).
    let (Some(trained), Some(weapons)) = (
        left.trained.checked_sub(u16::from(units)),
        left.weapons[loc.unit as usize].checked_sub(u16::from(units)),
    ) else {
        return false;
    };
    left.trained = trained;
    left.weapons[loc.unit as usize] = weapons;
    true
}

/// a general there, or the favour-12 exchange alone; the exchange needs favour 12
/// once the carried gold and units count, and 2 rice.
fn tribal(g: &ThreeKingdoms, k: Kingdom, space: Space, buy_support: bool, left: &mut Left) -> bool {
    let placed = g.placements.iter().find(|p| p.space == space && p.kingdom == k);
    if placed.is_none() && !buy_support {
        return false;
    }
    let (gold, units) = placed.map_or((0, 0), |p| (p.gold, p.units));
    left.gold = left.gold.saturating_sub(u16::from(gold));
    let r = g.realm(k);
    if buy_support {
        let favor = (u16::from(r.favor) + u16::from(gold) + u16::from(units)).min(12);
        return favor >= 12 && r.rice >= 2;
    }
    true
}

/// R-30, R-31 (`keeps_what_still_rides`): what rides with `k`'s generals on won spaces not yet
/// performed is still held once the action is done.
fn nothing_riding_spent((gold, units): (u16, [u16; 4]), left: Left) -> bool {
    left.gold >= gold
        && left.trained >= units.iter().sum::<u16>()
        && left.weapons.iter().zip(units).all(|(&held, riding)| held >= riding)
}

/// Every legal choice of every action `k` may still perform, in action order.
pub fn performable(g: &ThreeKingdoms, k: Kingdom) -> Vec<(Space, Act)> {
    to_perform(g, k)
        .into_iter()
        .flat_map(|space| accepted(g, k, space, candidate_acts(g, k, space)).map(move |act| (space, act)))
        .collect()
}

/// Every choice of `space`'s action worth trying for `k` (the legal ones are kept by the caller).
pub fn candidate_acts(g: &ThreeKingdoms, k: Kingdom, space: Space) -> Vec<Act> {
    let r = g.realm(k);
    match space {
        Space::Farm => std::iter::once(Act::FarmDevelop)
            .chain((0..=r.farms_developed).map(|keep| Act::FarmHarvest { keep }))
            .collect(),
        Space::Market => std::iter::once(Act::MarketDevelop)
            .chain((0..=r.markets_developed).map(|keep| Act::MarketCollect { keep }))
            .collect(),
        Space::Trade => {
            // Only what the kingdom can pay for is worth trying (each try copies the game).
            use super::actions::{RICE_BUY_GOLD, RICE_LOT, WEAPON_BUY_GOLD, WEAPON_LOT};
            let mut out = Vec::new();
            for rice_lots in -3i8..=3 {
                let lots = u16::from(rice_lots.unsigned_abs());
                let affordable = match rice_lots {
                    0 => false,
                    n if n > 0 => r.gold >= lots * RICE_BUY_GOLD,
                    _ => r.rice >= lots * RICE_LOT,
                };
                if affordable {
                    out.push(Act::Trade {
                        rice_lots,
                        weapons: [0; 4],
                    });
                }
            }
            for slot in 0..4 {
                for n in [3i8, 6, -3, -6] {
                    let count = u16::from(n.unsigned_abs());
                    let affordable = if n > 0 {
                        r.gold >= count / WEAPON_LOT * WEAPON_BUY_GOLD
                    } else {
                        r.weapons[slot] >= count
                    };
                    if affordable {
                        let mut weapons = [0i8; 4];
                        weapons[slot] = n;
                        out.push(Act::Trade { rice_lots: 0, weapons });
                    }
                }
            }
            out
        }
        Space::Tech => {
            let mut out = Vec::new();
            for instructor in 0..=2 {
                for draw in [None, Some(Deck::Unification), Some(Deck::Separation)] {
                    if instructor > 0 || draw.is_some() {
                        out.push(Act::Tech { instructor, draw });
                    }
                }
            }
            out
        }
        // Paying trained armies first is a choice only when the card costs armies and both kinds
        // are at hand (else both ways pay the same).
        Space::Construct => r
            .hand
            .iter()
            .flat_map(|&card| {
                let both = data().enhancements[usize::from(card)].armies > 0 && r.untrained > 0 && r.trained > 0;
                let ways: &[bool] = if both { &[false, true] } else { &[false] };
                ways.iter()
                    .map(move |&trained_first| Act::Construct { card, trained_first })
            })
            .collect(),
        Space::ProduceSpearHorse | Space::ProduceCrossbowBoat => [(2, 0), (1, 1), (0, 2)]
            .map(|(first, second)| Act::Produce { first, second })
            .to_vec(),
        Space::Recruit => vec![Act::Recruit],
        Space::Train => (1..=2).map(|n| Act::Train { n }).collect(),
        Space::Tribute => [Tribute::Gold, Tribute::Rice, Tribute::Both, Tribute::Army]
            .map(Act::Tribute)
            .to_vec(),
        Space::Support => vec![Act::Support],
        Space::Han => g
            .placements
            .iter()
            .filter(|p| p.space == Space::Han && p.kingdom == k)
            .map(|p| Act::Han { general: p.general })
            .collect(),
        Space::Battle(border) => {
            let mut out = Vec::new();
            for p in g
                .placements
                .iter()
                .filter(|p| p.space == space && p.kingdom == k && p.units > 0)
            {
                for (ix, loc) in data().locations.iter().enumerate() {
                    // only a location of the units' type.
                    if loc.border != border || g.locations[ix].is_some() || p.unit != Some(loc.unit) {
                        continue;
                    }
                    for units in 1..=p.units {
                        for store in [Store::Granary, Store::Treasury] {
                            out.push(Act::Battle {
                                general: p.general,
                                location: ix as u8,
                                units,
                                store,
                            });
                        }
                    }
                }
            }
            out
        }
        Space::Tribal(_) => vec![Act::Tribal { buy_support: false }, Act::Tribal { buy_support: true }],
    }
}
