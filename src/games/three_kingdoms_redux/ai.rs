//! What an AI seat needs of Three Kingdoms Redux: worlds sampled from what a kingdom may know
//! ([`determinize`]) and a cheap judgement of a position ([`evaluate`]).
//!
//! Hidden from a kingdom: the other kingdoms' enhancement hands (how many of each deck they hold
//! is public: a draw names its deck), the order of both enhancement decks, every general deck's
//! order, the generals the others drew in a draft and what they kept, and a bid the current
//! bidder is still putting together. A sampled world pools each deck's hidden cards, sorts the
//! pool and deals it anew with the same counts; the others keep the first generals of their new
//! draws.

use super::data::{Border, Deck, Kingdom, UnitType, data};
use super::rules::bidding::{Side, current_bidder, free_generals, free_support, free_units, standing};
use super::rules::round::to_perform;
use super::rules::scoring::{final_scores, generals_of, occupying_units};
use super::state::{Carry, Criterion, GeneralIx, Phase, Placement, Realm, Space, ThreeKingdoms};
use crate::engine::{GameRng, Seat};

fn deck_of(card: u8) -> Deck {
    data().enhancements[usize::from(card)].deck
}

/// A world `seat` cannot tell from `g`, what it may not know dealt anew from `rng`.
pub fn determinize(g: &ThreeKingdoms, seat: Seat, rng: &mut GameRng) -> ThreeKingdoms {
    let mut w = g.clone();
    if seat >= 3 {
        return w;
    }
    let me = Kingdom::of_seat(seat);
    for (ix, deck) in [Deck::Unification, Deck::Separation].into_iter().enumerate() {
        deal_enhancements(&mut w, me, ix, deck, rng);
    }
    for k in Kingdom::ALL {
        let s = k.seat();
        let drawn_hidden = k != me;
        let mut pool = w.general_decks[s].clone();
        let mut drawn_len = 0;
        if drawn_hidden && let Phase::Draft(draft) = &w.phase {
            drawn_len = draft.drawn[s].len();
            pool.extend(&draft.drawn[s]);
        }
        pool.sort_unstable();
        rng.shuffle(&mut pool);
        let deck_len = pool.len() - drawn_len;
        w.general_decks[s] = pool[..deck_len].to_vec();
        if let Phase::Draft(draft) = &mut w.phase
            && drawn_hidden
        {
            draft.drawn[s] = pool[deck_len..].to_vec();
            let keep = usize::from(draft.keep[s]);
            let kept: Vec<_> = draft.drawn[s].iter().copied().take(keep).collect();
            for (_, pick) in draft.picks.picks_mut().filter(|(p, _)| *p == s) {
                *pick = kept.clone();
            }
        }
    }
    if current_bidder(&w) != Some(me) {
        w.bid_draft = None;
    }
    w
}

/// Deals the hidden cards of one enhancement deck (`ix` 0 Unification, 1 Separation) anew: the
/// deck itself and the other kingdoms' hand cards from it, hands keeping their counts.
fn deal_enhancements(w: &mut ThreeKingdoms, me: Kingdom, ix: usize, deck: Deck, rng: &mut GameRng) {
    let mut pool = w.enhancement_decks[ix].clone();
    let mut counts = [0usize; 3];
    for k in Kingdom::ALL.into_iter().filter(|&k| k != me) {
        let hand = &mut w.realms[k.seat()].hand;
        counts[k.seat()] = hand.iter().filter(|&&c| deck_of(c) == deck).count();
        pool.extend(hand.iter().copied().filter(|&c| deck_of(c) == deck));
        hand.retain(|&c| deck_of(c) != deck);
    }
    pool.sort_unstable();
    rng.shuffle(&mut pool);
    for k in Kingdom::ALL.into_iter().filter(|&k| k != me) {
        let hand = &mut w.realms[k.seat()].hand;
        let from = pool.len() - counts[k.seat()];
        hand.extend(pool.drain(from..));
        // One order for every world: Unification cards first, each deck's cards as dealt.
        hand.sort_by_key(|&c| deck_of(c) == Deck::Separation);
    }
    w.enhancement_decks[ix] = pool;
}

/// VP a unit of a kingdom's means is worth when judging a position (rough exchange rates:
/// a general wins about one action a round, an action about one or two VP).
const GENERAL_VP: f64 = 1.5;
const GOLD_RICE_VP: f64 = 0.15;
const UNIT_VP: f64 = 0.2;
const CARD_VP: f64 = 0.5;
/// What one unit occupying a border location earns a round: its military point less
/// roughly what its upkeep costs.
const OCCUPYING_UNIT_VP: f64 = 0.7;
/// Units ready for a battle count as this share of an occupying unit, at most this many.
const READY_SHARE: f64 = 0.2;
const READY_UNITS: u16 = 4;
/// A general still free to place while its kingdom bids: what he may yet win this round.
/// Below what a won action is worth, so placing where he wins beats keeping him, and passing
/// (which gives them all up) is worth least.
const FREE_GENERAL_VP: f64 = 0.7;
/// A space led by a bid a rival still bidding can beat with one more general: the lead counts
/// this much of the action.
const CONTESTED: f64 = 0.6;
/// A bid behind that one more general of its kingdom (or the ally, on the alliance space) can
/// lift past the best counts this much of the action, in proportion to how close it is.
const PARTIAL: f64 = 0.5;
/// The share of an ally's won actions this round a kingdom counts as its own (the alliance is
/// against slot 1, R-19), unless the ally leads the game: taking a space from the ally then
/// gains only what the two lose to slot 1 less.
const ALLY_SHARE: f64 = 0.8;
/// An ally this many VP ahead of both slot 1 and the kingdom itself leads the game: no alliance.
const ALLY_LEAD: f64 = 4.0;

/// How good the position is for `seat`: for every kingdom, the final score if the game ended
/// now, plus what its generals, treasury, troops and hand may still earn (less as the game runs
/// out), plus the military points its occupying units will still bring, plus this round's
/// actions it is winning (while bidding: the spaces its bid leads, a lead a rival still bidding
/// can take counted in part, and its generals still free to place; after the bidding: its won
/// actions not yet performed); against the best rival, an ally's actions this round partly
/// counted as the kingdom's own.
pub fn evaluate(g: &ThreeKingdoms, seat: Seat) -> f64 {
    if seat >= 3 {
        return 0.0;
    }
    Judged::of(g).value(g, seat)
}

/// [`evaluate`] for every seat of a `seats`-seat game, what they share worked out once.
pub fn evaluate_seats(g: &ThreeKingdoms, seats: usize) -> Vec<f64> {
    let judged = Judged::of(g);
    (0..seats)
        .map(|s| if s < 3 { judged.value(g, s) } else { 0.0 })
        .collect()
}

/// What every seat's judgement shares: each kingdom's worth without this round, and this
/// round's actions.
struct Judged {
    base: [f64; 3],
    now: [f64; 3],
}

impl Judged {
    fn of(g: &ThreeKingdoms) -> Judged {
        let scores = final_scores(g);
        let rounds_left = f64::from(12u8.saturating_sub(g.round)) / 12.0;
        let upkeeps_left = f64::from(12u8.saturating_sub(g.round));
        let base = Kingdom::ALL.map(|k| {
            let r = g.realm(k);
            let occupying = f64::from(occupying_units(r, None));
            // Units ready to ride to a battle (a trained army with a weapon): a few may occupy.
            let weapons: u16 = r.weapons.iter().sum();
            let ready = f64::from(r.trained.min(weapons).min(READY_UNITS));
            f64::from(scores[k.seat()].total)
                + rounds_left * means(g, k, r)
                + (occupying + READY_SHARE * ready) * upkeeps_left * OCCUPYING_UNIT_VP
        });
        Judged {
            base,
            now: this_round(g),
        }
    }

    fn value(&self, g: &ThreeKingdoms, seat: Seat) -> f64 {
        let (base, now) = (&self.base, &self.now);
        let me = Kingdom::of_seat(seat);
        let mut worth: [f64; 3] = std::array::from_fn(|s| base[s] + now[s]);
        if let Some(ally) = ally_against_slot_one(g, me, base) {
            // The alliance holds: the ally's actions this round partly ours, none of them against us.
            worth[me.seat()] += ALLY_SHARE * now[ally.seat()];
            worth[ally.seat()] = base[ally.seat()];
        }
        let mine = worth[me.seat()];
        let best_rival = Kingdom::ALL
            .into_iter()
            .filter(|&k| k != me)
            .map(|k| worth[k.seat()])
            .fold(f64::NEG_INFINITY, f64::max);
        ((mine - best_rival) / 12.0).tanh()
    }
}

/// `me`'s ally this round (bid slots 2 and 3, R-19) while the alliance is worth keeping: unless
/// the ally leads the game clearly (then it is the rival to stop, ally or not).
fn ally_against_slot_one(g: &ThreeKingdoms, me: Kingdom, base: &[f64; 3]) -> Option<Kingdom> {
    if !g.is_ally(me) || !matches!(g.phase, Phase::Bidding { .. } | Phase::Resolution { .. }) {
        return None;
    }
    let ally = g.allies().into_iter().find(|&k| k != me)?;
    let slot_one = g.bid_order[0];
    let ahead = base[slot_one.seat()].max(base[me.seat()]) + ALLY_LEAD;
    (base[ally.seat()] <= ahead).then_some(ally)
}

/// What a kingdom holds that will turn into VP later, in VP.
fn means(g: &ThreeKingdoms, k: Kingdom, r: &Realm) -> f64 {
    let generals = generals_of(g, k).len() as f64;
    let treasury = f64::from(r.gold) + f64::from(r.rice);
    let troops =
        f64::from(r.untrained) + 1.5 * f64::from(r.trained) + r.weapons.iter().map(|&w| f64::from(w)).sum::<f64>();
    generals * GENERAL_VP + treasury * GOLD_RICE_VP + troops * UNIT_VP + r.hand.len() as f64 * CARD_VP
}

/// Each kingdom's actions this round, in VP: while bidding, the spaces its bid leads (the bid
/// being put together counted as placed) and its generals still free; after the bidding, its
/// won actions not performed yet.
fn this_round(g: &ThreeKingdoms) -> [f64; 3] {
    let mut out = [0.0; 3];
    match g.phase {
        Phase::Bidding { .. } => {
            let draft = drafted_placement(g);
            for k in Kingdom::ALL {
                if !g.passed[k.seat()] {
                    let free = free_generals(g, k)
                        .into_iter()
                        .filter(|&c| draft.as_ref().is_none_or(|p| p.general != c))
                        .count();
                    out[k.seat()] += free as f64 * FREE_GENERAL_VP;
                }
            }
            for space in Space::ALL {
                let extra = draft.as_ref().filter(|p| p.space == space);
                let sides = standing(g, space, extra);
                let Some(best) = sides.first() else { continue };
                let safe = !contested(g, space, best, &sides, draft.as_ref());
                let hold = if safe { 1.0 } else { CONTESTED };
                for (rank, side) in sides.iter().enumerate() {
                    // A side behind that one more general of its own can still lift past the
                    // best: a part of the action (a bid being built up, the allies' sum).
                    let share = if rank == 0 {
                        hold
                    } else if can_overtake(g, space, side, best.total, draft.as_ref()) {
                        PARTIAL * f64::from(side.total) / f64::from(best.total.max(1))
                    } else {
                        0.0
                    };
                    if share == 0.0 {
                        continue;
                    }
                    for &k in &side.kingdoms {
                        let placed = g
                            .placements
                            .iter()
                            .chain(extra)
                            .any(|p| p.space == space && p.kingdom == k);
                        if placed {
                            out[k.seat()] += share * action_vp(g, k, space, extra);
                        }
                    }
                }
            }
        }
        Phase::Resolution { .. } => {
            for k in Kingdom::ALL {
                out[k.seat()] += to_perform(g, k)
                    .into_iter()
                    .map(|space| action_vp(g, k, space, None))
                    .sum::<f64>();
            }
        }
        _ => {}
    }
    out
}

/// The bid the current bidder is putting together, once it names a space, as if placed with
/// what it carries so far.
fn drafted_placement(g: &ThreeKingdoms) -> Option<Placement> {
    let k = current_bidder(g)?;
    let d = g.bid_draft.as_ref()?;
    let space = d.space?;
    let carry = d.carry.unwrap_or(Carry::NOTHING);
    Some(Placement {
        units: carry.units,
        unit: carry.unit,
        gold: carry.gold,
        ..Placement::plain(k, d.general, space)
    })
}

/// Whether a kingdom outside the leading side, still bidding, could pass its total on `space`
/// with one more general (his value there and the support tokens it has free).
fn contested(g: &ThreeKingdoms, space: Space, best: &Side, sides: &[Side], draft: Option<&Placement>) -> bool {
    if matches!(space, Space::Tribal(_)) {
        return false;
    }
    Kingdom::ALL
        .into_iter()
        .filter(|&k| !best.kingdoms.contains(&k) && space.open_to(k) && !g.passed[k.seat()])
        .any(|k| {
            let has = sides.iter().find(|s| s.kingdoms.contains(&k)).map_or(0, |s| s.total);
            let strongest = free_generals(g, k)
                .into_iter()
                .filter(|&c| draft.is_none_or(|p| p.general != c))
                .map(|c| general_value(g, k, c, space))
                .max();
            strongest.is_some_and(|v| has + v + u32::from(free_support(g, k)) > best.total)
        })
}

/// Whether a kingdom of `side`, still bidding, has a free general lifting the side's total on
/// `space` past `best`.
fn can_overtake(g: &ThreeKingdoms, space: Space, side: &Side, best: u32, draft: Option<&Placement>) -> bool {
    side.kingdoms.iter().any(|&k| {
        !g.passed[k.seat()]
            && free_generals(g, k)
                .into_iter()
                .filter(|&c| draft.is_none_or(|p| p.general != c))
                .any(|c| side.total + general_value(g, k, c, space) + u32::from(free_support(g, k)) > best)
    })
}

/// What `general` adds to `k`'s bid on `space` (a battle: his combat and the units he could
/// carry).
fn general_value(g: &ThreeKingdoms, k: Kingdom, general: GeneralIx, space: Space) -> u32 {
    match space {
        Space::Battle(_) => {
            let units = UnitType::ALL
                .into_iter()
                .map(|u| free_units(g, k, u))
                .max()
                .unwrap_or(0)
                .min(u16::from(g.leadership(general)));
            u32::from(g.stat(general, Criterion::Cmb)) + u32::from(units)
        }
        _ => u32::from(g.stat(general, g.criterion(space))),
    }
}

/// About how many VP winning `space` brings `k` this round (its best use now; `extra` a bid
/// being put together, counted with the placements).
fn action_vp(g: &ThreeKingdoms, k: Kingdom, space: Space, extra: Option<&Placement>) -> f64 {
    let r = g.realm(k);
    let upkeeps_left = f64::from(12u8.saturating_sub(g.round));
    match space {
        Space::Farm => {
            let harvest = f64::from(r.farms_developed) * 5.0 * GOLD_RICE_VP;
            if r.farm_level < 5 { harvest.max(1.2) } else { harvest }
        }
        Space::Market => {
            let collect = f64::from(r.markets_developed) * 4.0 * GOLD_RICE_VP;
            if r.market_level < 5 { collect.max(1.2) } else { collect }
        }
        Space::Trade => 0.3,
        Space::Tech => 0.8,
        Space::Construct => {
            if r.hand.iter().any(|&c| affordable(r, c)) {
                1.8
            } else {
                0.0
            }
        }
        Space::ProduceSpearHorse | Space::ProduceCrossbowBoat | Space::Recruit => 0.5,
        Space::Train => {
            if r.untrained > 0 {
                0.4
            } else {
                0.1
            }
        }
        Space::Tribute => 0.35,
        Space::Support => 0.8,
        Space::Han => {
            if r.office < 5 {
                2.0
            } else {
                0.5
            }
        }
        Space::Battle(border) => {
            let placements = g.placements.iter().chain(extra);
            let units = placements
                .filter(|p| p.kingdom == k && p.space == space && p.units > 0)
                .filter(|p| p.unit.is_some_and(|u| empty_location(g, border, u)))
                .map(|p| p.units)
                .max()
                .unwrap_or(0);
            if units == 0 {
                0.0
            } else {
                f64::from(units) * upkeeps_left * OCCUPYING_UNIT_VP + 1.5
            }
        }
        Space::Tribal(_) => {
            let gain: u8 = g
                .placements
                .iter()
                .chain(extra)
                .filter(|p| p.kingdom == k && p.space == space)
                .map(|p| p.units + p.gold)
                .sum();
            0.5 + 0.4 * f64::from(gain.min(2))
        }
    }
}

/// Whether `k` can pay for enhancement `card` now.
fn affordable(r: &Realm, card: u8) -> bool {
    let c = &data().enhancements[usize::from(card)];
    r.gold >= u16::from(c.gold) && r.rice >= u16::from(c.rice) && r.untrained + r.trained >= u16::from(c.armies)
}

/// Whether `border` has an empty location taking units of type `unit`.
fn empty_location(g: &ThreeKingdoms, border: Border, unit: UnitType) -> bool {
    data()
        .locations
        .iter()
        .enumerate()
        .any(|(ix, l)| l.border == border && l.unit == unit && g.locations.get(ix).is_some_and(Option::is_none))
}
