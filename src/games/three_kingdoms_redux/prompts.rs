//! Who must decide what now, with every legal option (the engine contract's `pending`).

use super::actions::{Act, Tribute, perform};
use super::bidding::{alliance_choices, current_bidder, free_generals, free_gold, free_units};
use super::data::{Deck, Kingdom, UnitType, data};
use super::notation::{TkrAction, general_id};
use super::round::{actor, to_perform};
use super::setup::general_text;
use super::state::{Phase, Placement, Space, Store, ThreeKingdoms};
use crate::engine::{Ask, Choice, Prompt, Text};

fn space_text(space: Space) -> Text {
    Text::new(format!("tkr-space-{}", space.key()))
}

pub fn pending(g: &ThreeKingdoms) -> Vec<Prompt> {
    match &g.phase {
        Phase::Draft(d) => d
            .picks
            .waiting()
            .iter()
            .map(|seat| {
                let options = d.drawn[seat]
                    .iter()
                    .map(|&c| Choice::new(general_id(c), general_label(g, c)))
                    .collect();
                let keep = u32::from(d.keep[seat]);
                Prompt::composed(
                    seat,
                    Text::new("tkr-q-draft").num("keep", i64::from(keep)),
                    "draft",
                    Ask::Several {
                        min: keep,
                        max: keep,
                        budget: None,
                    },
                    options,
                )
                .secret()
            })
            .collect(),
        Phase::Alliance => {
            let k = g.bid_order[2];
            let options = alliance_choices(g)
                .into_iter()
                .map(|s| Choice::new(TkrAction::Alliance(s).to_string(), space_text(s)))
                .collect();
            vec![Prompt::one(
                k.seat(),
                Text::new("tkr-q-alliance").str("ally", g.bid_order[1].key()),
                options,
            )]
        }
        Phase::Bidding { .. } => {
            let Some(k) = current_bidder(g) else { return Vec::new() };
            vec![
                Prompt::one(
                    k.seat(),
                    Text::new("tkr-q-bid").num("round", i64::from(g.round)),
                    bid_options(g, k),
                )
                .with_free_form(Text::new("tkr-free-place")),
            ]
        }
        Phase::Resolution { .. } => {
            let Some(k) = actor(g) else { return Vec::new() };
            vec![Prompt::one(
                k.seat(),
                Text::new("tkr-q-perform").num("left", to_perform(g, k).len() as i64),
                perform_options(g, k),
            )]
        }
        Phase::Over => Vec::new(),
    }
}

/// A general with his numbers, as an option label.
fn general_label(g: &ThreeKingdoms, c: u8) -> Text {
    let card = &data().generals[usize::from(c)];
    Text::new("tkr-opt-general")
        .text("general", general_text(c))
        .num("adm", i64::from(g.stat(c, super::state::Criterion::Adm)))
        .num("cmb", i64::from(g.stat(c, super::state::Criterion::Cmb)))
        .num("ldr", i64::from(card.ldr))
}

/// Every plain placement of each free general (units and gold where they may ride; support and
/// the Han token are added in a typed line), and the pass. Grouped by general.
fn bid_options(g: &ThreeKingdoms, k: Kingdom) -> Vec<Choice> {
    let mut out = Vec::new();
    for general in free_generals(g, k) {
        let ldr = g.leadership(general);
        for space in Space::ALL.into_iter().filter(|s| s.open_to(k)) {
            if matches!(space, Space::Tribal(_)) && g.placements.iter().any(|p| p.space == space) {
                continue;
            }
            let base = Placement::plain(k, general, space);
            let mut variants = vec![base.clone()];
            if matches!(space, Space::Battle(_) | Space::Tribal(_)) {
                for unit in UnitType::ALL {
                    for units in 1..=ldr.min(free_units(g, k, unit).min(u16::from(u8::MAX)) as u8) {
                        variants.push(Placement {
                            units,
                            unit: Some(unit),
                            ..base.clone()
                        });
                    }
                }
            }
            if matches!(space, Space::Tribal(_)) {
                for gold in 1..=ldr.min(free_gold(g, k).min(u16::from(u8::MAX)) as u8) {
                    variants.push(Placement { gold, ..base.clone() });
                }
            }
            for p in variants {
                let value = super::bidding::placement_value(g, &p);
                let label = Text::new("tkr-opt-place")
                    .text("space", space_text(space))
                    .num("value", i64::from(value))
                    .num("units", i64::from(p.units))
                    .str("unit", p.unit.map_or("none", UnitType::key))
                    .num("gold", i64::from(p.gold));
                out.push(Choice::new(TkrAction::Place(p).to_string(), label).in_group(general_text(general)));
            }
        }
    }
    out.push(Choice::new(TkrAction::Pass.to_string(), Text::new("tkr-opt-pass")));
    out
}

/// The choices of every action `k` may still perform (each tried on a copy: only legal ones are
/// offered), grouped by action, and `done`.
fn perform_options(g: &ThreeKingdoms, k: Kingdom) -> Vec<Choice> {
    let mut out = Vec::new();
    for space in to_perform(g, k) {
        for act in candidate_acts(g, k, space) {
            let mut copy = g.clone();
            if perform(&mut copy, k, space, &act, &mut Vec::new()).is_err() {
                continue;
            }
            let notation = TkrAction::Do(space, act).to_string();
            let detail = notation.splitn(3, ' ').nth(2).unwrap_or("").to_string();
            let label = Text::new("tkr-opt-do")
                .text("space", space_text(space))
                .str("choice", detail);
            out.push(Choice::new(notation, label).in_group(space_text(space)));
        }
    }
    out.push(Choice::new(TkrAction::Done.to_string(), Text::new("tkr-opt-done")));
    out
}

/// Every choice of `space`'s action worth trying for `k` (the legal ones are kept by the caller).
pub(super) fn candidate_acts(g: &ThreeKingdoms, k: Kingdom, space: Space) -> Vec<Act> {
    let r = g.realm(k);
    match space {
        Space::Farm => std::iter::once(Act::FarmDevelop)
            .chain((0..=r.farms_developed).map(|keep| Act::FarmHarvest { keep }))
            .collect(),
        Space::Market => std::iter::once(Act::MarketDevelop)
            .chain((0..=r.markets_developed).map(|keep| Act::MarketCollect { keep }))
            .collect(),
        Space::Trade => {
            let mut out = Vec::new();
            for rice_lots in -3i8..=3 {
                out.push(Act::Trade {
                    rice_lots,
                    weapons: [0; 4],
                });
            }
            for slot in 0..4 {
                for n in [3i8, 6, -3, -6] {
                    let mut weapons = [0i8; 4];
                    weapons[slot] = n;
                    out.push(Act::Trade { rice_lots: 0, weapons });
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
        Space::Construct => r
            .hand
            .iter()
            .flat_map(|&card| [false, true].map(|trained_first| Act::Construct { card, trained_first }))
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
                    if loc.border != border || g.locations[ix].is_some() {
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
