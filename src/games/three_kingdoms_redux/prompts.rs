//! Who must decide what now, with every legal option (the engine contract's `pending`).

use super::actions::{Act, Tribute, perform};
use super::bidding::{alliance_choices, current_bidder, free_generals, free_gold, free_units};
use super::data::{Deck, Kingdom, UnitType, data};
use super::notation::{TkrAction, general_id};
use super::round::{actor, to_perform};
use super::setup::general_text;
use super::state::{Phase, Placement, Realm, Space, Store, ThreeKingdoms};
use crate::engine::{Ask, Choice, Prompt, Seat, Text};

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
/// the Han token are added in a typed line), grouped by general.
fn placements(g: &ThreeKingdoms, k: Kingdom) -> Vec<Placement> {
    let mut out = Vec::new();
    // What rides with a general depends only on the kingdom: count it once, not per general.
    let units = UnitType::ALL.map(|unit| free_units(g, k, unit).min(u16::from(u8::MAX)) as u8);
    let gold = free_gold(g, k).min(u16::from(u8::MAX)) as u8;
    let spaces: Vec<Space> = Space::ALL
        .into_iter()
        .filter(|s| s.open_to(k))
        .filter(|s| !matches!(s, Space::Tribal(_)) || !g.placements.iter().any(|p| p.space == *s))
        .collect();
    for general in free_generals(g, k) {
        let ldr = g.leadership(general);
        for &space in &spaces {
            let base = Placement::plain(k, general, space);
            out.push(base.clone());
            if matches!(space, Space::Battle(_) | Space::Tribal(_)) {
                for (unit, free) in UnitType::ALL.into_iter().zip(units) {
                    for units in 1..=ldr.min(free) {
                        out.push(Placement {
                            units,
                            unit: Some(unit),
                            ..base.clone()
                        });
                    }
                }
            }
            if matches!(space, Space::Tribal(_)) {
                for gold in 1..=ldr.min(gold) {
                    out.push(Placement { gold, ..base.clone() });
                }
            }
        }
    }
    out
}

/// The placements as labelled options, and the pass.
fn bid_options(g: &ThreeKingdoms, k: Kingdom) -> Vec<Choice> {
    let mut out: Vec<Choice> = placements(g, k)
        .into_iter()
        .map(|p| {
            let value = super::bidding::placement_value(g, &p);
            let label = Text::new("tkr-opt-place")
                .text("space", space_text(p.space))
                .num("value", i64::from(value))
                .num("units", i64::from(p.units))
                .str("unit", p.unit.map_or("none", UnitType::key))
                .num("gold", i64::from(p.gold));
            let group = general_text(p.general);
            Choice::new(TkrAction::Place(p).to_string(), label).in_group(group)
        })
        .collect();
    out.push(Choice::new(TkrAction::Pass.to_string(), Text::new("tkr-opt-pass")));
    out
}

/// The choices of every action `k` may still perform, each tried on a copy (only legal ones are
/// offered), grouped by action.
fn performable(g: &ThreeKingdoms, k: Kingdom) -> Vec<(Space, Act)> {
    let mut out = Vec::new();
    let mut copy = g.clone();
    let mut log = Vec::new();
    for space in to_perform(g, k) {
        for act in candidate_acts(g, k, space) {
            // A refused action leaves the copy as it was; an accepted one is undone.
            if perform(&mut copy, k, space, &act, &mut log).is_ok() {
                out.push((space, act));
                reset(&mut copy, g);
            }
            log.clear();
        }
    }
    out
}

/// Makes `copy` equal to `g` again, reusing its allocations: a fresh clone for each candidate
/// action (about forty allocations) was most of the time of a random game. Every field is named,
/// so a field added to the state does not compile until it is restored here too.
fn reset(copy: &mut ThreeKingdoms, g: &ThreeKingdoms) {
    let ThreeKingdoms {
        round,
        phase,
        bid_order,
        action_order,
        han_criterion,
        alliance_space,
        last_alliance_space,
        han_holder,
        han_resting,
        realms,
        general_decks,
        enhancement_decks,
        locations,
        placements,
        passed,
        winners,
        performed,
        conceded,
    } = g;
    copy.round = *round;
    copy.phase.clone_from(phase);
    copy.bid_order = *bid_order;
    copy.action_order.clone_from(action_order);
    copy.han_criterion = *han_criterion;
    copy.alliance_space = *alliance_space;
    copy.last_alliance_space = *last_alliance_space;
    copy.han_holder = *han_holder;
    copy.han_resting = *han_resting;
    for (to, from) in copy.realms.iter_mut().zip(realms) {
        reset_realm(to, from);
    }
    for (to, from) in copy.general_decks.iter_mut().zip(general_decks) {
        to.clone_from(from);
    }
    for (to, from) in copy.enhancement_decks.iter_mut().zip(enhancement_decks) {
        to.clone_from(from);
    }
    copy.locations.clone_from(locations);
    copy.placements.clone_from(placements);
    copy.passed = *passed;
    copy.winners.clone_from(winners);
    copy.performed.clone_from(performed);
    copy.conceded.clone_from(conceded);
}

fn reset_realm(copy: &mut Realm, r: &Realm) {
    let Realm {
        generals,
        occupying,
        gold,
        rice,
        support,
        untrained,
        trained,
        weapons,
        farm_level,
        farms_developed,
        farms_in_granary,
        market_level,
        markets_developed,
        markets_in_treasury,
        border_tokens,
        favor,
        military,
        office,
        deficits,
        hand,
        built,
        bid_tokens,
    } = r;
    copy.generals.clone_from(generals);
    copy.occupying.clone_from(occupying);
    (copy.gold, copy.rice, copy.support) = (*gold, *rice, *support);
    (copy.untrained, copy.trained, copy.weapons) = (*untrained, *trained, *weapons);
    (copy.farm_level, copy.farms_developed, copy.farms_in_granary) = (*farm_level, *farms_developed, *farms_in_granary);
    (copy.market_level, copy.markets_developed, copy.markets_in_treasury) =
        (*market_level, *markets_developed, *markets_in_treasury);
    copy.border_tokens.clone_from(border_tokens);
    (copy.favor, copy.military, copy.office, copy.deficits) = (*favor, *military, *office, *deficits);
    copy.hand.clone_from(hand);
    copy.built.clone_from(built);
    copy.bid_tokens = *bid_tokens;
}

/// The performable choices as labelled options, and `done`.
fn perform_options(g: &ThreeKingdoms, k: Kingdom) -> Vec<Choice> {
    let mut out: Vec<Choice> = performable(g, k)
        .into_iter()
        .map(|(space, act)| {
            let notation = TkrAction::Do(space, act).to_string();
            let detail = notation.splitn(3, ' ').nth(2).unwrap_or("").to_string();
            let label = Text::new("tkr-opt-do")
                .text("space", space_text(space))
                .str("choice", detail);
            Choice::new(notation, label).in_group(space_text(space))
        })
        .collect();
    out.push(Choice::new(TkrAction::Done.to_string(), Text::new("tkr-opt-done")));
    out
}

/// The seats `pending` asks, without building its prompts (`apply` asks this on every move).
pub fn awaiting(g: &ThreeKingdoms) -> Vec<Seat> {
    match &g.phase {
        Phase::Draft(d) => d.picks.waiting().iter().collect(),
        Phase::Alliance => vec![g.bid_order[2].seat()],
        Phase::Bidding { .. } => current_bidder(g).map(Kingdom::seat).into_iter().collect(),
        Phase::Resolution { .. } => actor(g).map(Kingdom::seat).into_iter().collect(),
        Phase::Over => Vec::new(),
    }
}

/// `pending`'s options as typed actions, without labels (random and AI players): the same
/// actions in the same order, none for the composed draft prompts.
pub fn legal(g: &ThreeKingdoms) -> Vec<(Seat, Vec<TkrAction>)> {
    match &g.phase {
        Phase::Draft(d) => d.picks.waiting().iter().map(|seat| (seat, Vec::new())).collect(),
        Phase::Alliance => vec![(
            g.bid_order[2].seat(),
            alliance_choices(g).into_iter().map(TkrAction::Alliance).collect(),
        )],
        Phase::Bidding { .. } => current_bidder(g)
            .map(|k| {
                let mut actions: Vec<TkrAction> = placements(g, k).into_iter().map(TkrAction::Place).collect();
                actions.push(TkrAction::Pass);
                (k.seat(), actions)
            })
            .into_iter()
            .collect(),
        Phase::Resolution { .. } => actor(g)
            .map(|k| {
                let mut actions: Vec<TkrAction> = performable(g, k)
                    .into_iter()
                    .map(|(space, act)| TkrAction::Do(space, act))
                    .collect();
                actions.push(TkrAction::Done);
                (k.seat(), actions)
            })
            .into_iter()
            .collect(),
        Phase::Over => Vec::new(),
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{AnyMatch, GameRng, Match};

    /// After trying an action on the copy, `reset` makes it the position again, field for field.
    #[test]
    fn reset_restores_the_whole_position() {
        let (mut m, _) = Match::<ThreeKingdoms>::new(3, &Default::default(), 41).expect("setup");
        let mut rng = GameRng::new(41);
        let mut tried = 0;
        while let Ok(Some(_)) = m.play_random(&mut rng) {
            let g = &m.game;
            let Some(k) = actor(g) else { continue };
            for space in to_perform(g, k) {
                for act in candidate_acts(g, k, space) {
                    let mut copy = g.clone();
                    let _ = perform(&mut copy, k, space, &act, &mut Vec::new());
                    reset(&mut copy, g);
                    let (a, b) = (serde_json::to_value(&copy), serde_json::to_value(g));
                    assert_eq!(a.ok(), b.ok(), "{space:?} {act:?}");
                    tried += 1;
                }
            }
        }
        assert!(tried > 100, "{tried} actions tried");
    }
}
