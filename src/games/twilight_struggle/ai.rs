//! What the AI seats need from Twilight Struggle: sampled worlds a side cannot tell from the real
//! game ([`determinize`]) and a readable judgement of a position ([`evaluate`]).

use super::data::{Region, countries};
use super::events;
use super::state::power::Power;
use super::state::scoring::{region_values, scored_region};
use super::state::{CHINA_CARD, CardNo, Step, TwilightStruggle, card, new_headline};
use crate::engine::{GameRng, Seat};

/// A copy of `g` in which everything hidden from `seat` is dealt anew from `rng`: the
/// opponent's cards the seat has not seen, the draw pile's contents and order, and the
/// opponent's face-down headline. The unknown cards are pooled in sorted order before dealing,
/// so two games the seat cannot tell apart give the same copy for the same `rng`.
pub fn determinize(g: &TwilightStruggle, seat: Seat, rng: &mut GameRng) -> TwilightStruggle {
    let me = Power::of_seat(seat);
    let them = me.opponent();
    let mut w = g.clone();
    let open_hand = events::shows_opponent_hand(g, me);
    let known = |c: &CardNo| g.known[me.index()].contains(c);
    let hidden_pick = hidden_headline(g, me);

    // The pool: every card whose place the seat does not know.
    let (kept_hand, mut pool): (Vec<CardNo>, Vec<CardNo>) = g.hand(them).iter().partition(|c| open_hand || known(c));
    let (kept_deck, unknown_deck): (Vec<CardNo>, Vec<CardNo>) = g.deck.iter().partition(|c| known(c));
    pool.extend(unknown_deck);
    pool.extend(hidden_pick);
    pool.sort_unstable();
    let unknown = pool.clone();
    rng.shuffle(&mut pool);

    if hidden_pick.is_some() {
        // Any card the opponent could have headlined (the pool holds at least the real one).
        let at = pool
            .iter()
            .position(|&c| super::events::uses::may_headline_now(g, them, c))
            .unwrap_or(0);
        let pick = pool.remove(at);
        w.stack.pop();
        w.stack.push(headline_with(g, them, pick));
    }
    let dealt = g.hand(them).len() - kept_hand.len();
    let mut hand: Vec<CardNo> = kept_hand;
    hand.extend(pool.drain(..dealt));
    hand.sort_unstable();
    *w.hand_mut(them) = hand;

    let mut deck = kept_deck;
    deck.extend(pool);
    deck.sort_unstable();
    rng.shuffle(&mut deck);
    w.deck = deck;

    // What the opponent saw of the unknown cards would tell the real ones apart: keep only what
    // the seat can place itself.
    let mut theirs: Vec<CardNo> = g.known[them.index()]
        .iter()
        .copied()
        .filter(|c| unknown.binary_search(c).is_err())
        .collect();
    theirs.sort_unstable();
    w.known[them.index()] = theirs;
    w
}

/// The opponent's headline card if it lies face down for `me` (not shown first by box 4).
fn hidden_headline(g: &TwilightStruggle, me: Power) -> Option<CardNo> {
    let Some(Step::Headline { picks }) = g.stack.last() else {
        return None;
    };
    let them = me.opponent();
    if g.headline_first() == Some(them) || picks.is_revealed() {
        return None;
    }
    picks.pick_of(them.seat()).copied()
}

/// The headline step of `g` with `who`'s secret pick replaced by `pick` (the other side, still
/// deciding, has none: a pick of both is revealed at once).
fn headline_with(g: &TwilightStruggle, who: Power, pick: CardNo) -> Step {
    let mut step = new_headline();
    if let (Step::Headline { picks }, Some(Step::Headline { picks: real })) = (&mut step, g.stack.last()) {
        let sitting_out = Power::BOTH
            .into_iter()
            .filter(|p| !real.waiting().contains(p.seat()) && !real.has_picked(p.seat()));
        for p in sitting_out {
            let _ = picks.withdraw(p.seat());
        }
        let _ = picks.submit(who.seat(), pick);
    }
    step
}

/// Weights of [`evaluate`], in victory points (the score is squashed into -1..1 at the end).
mod weight {
    /// A region's standing now, as a share of what scoring it would give.
    pub const REGION: f64 = 0.45;
    /// On top, for a region whose scoring card the side holds (it chooses when to score it).
    pub const HELD_SCORING: f64 = 0.35;
    /// Control of Europe: scoring it wins the game.
    pub const EUROPE_CONTROL: f64 = 12.0;
    /// Each point of influence in a battleground, up to what control takes.
    pub const BATTLEGROUND_INFLUENCE: f64 = 0.12;
    /// Each controlled battleground beyond the region values (coups and realignments aim there).
    pub const BATTLEGROUND: f64 = 0.5;
    /// A scoring card held with no action round left to play it loses the game at turn end.
    pub const STRANDED_SCORING: f64 = 25.0;
    /// A scoring card held when only as many rounds are left as scoring cards.
    pub const LATE_SCORING: f64 = 2.0;
    /// Holding The China Card (face up / face down).
    pub const CHINA_UP: f64 = 2.0;
    pub const CHINA_DOWN: f64 = 1.0;
    /// Each missing military operation, times the share of the turn gone.
    pub const MILOPS: f64 = 1.0;
    /// Each space race box.
    pub const SPACE: f64 = 0.6;
    /// The side to play at DEFCON 2, its coups in battlegrounds and some events barred or fatal.
    pub const DEFCON_TWO: f64 = 1.5;
    /// Score (VP) at which the judgement is about 0.76 (tanh 1).
    pub const SCALE: f64 = 14.0;
}

/// How good `g` looks for `seat`, in -1..1 (see the `weight`s). Positive terms favour the US,
/// the sign is turned for the USSR at the end.
pub fn evaluate(g: &TwilightStruggle, seat: Seat) -> f64 {
    let me = Power::of_seat(seat);
    let us = f64::from(g.vp.clamp(-20, 20)) + map_score(g) + cards_score(g) + tracks_score(g);
    let value = (us / weight::SCALE).tanh();
    if me == Power::Us { value } else { -value }
}

/// +1 for the US, -1 for the USSR.
fn sign(p: Power) -> f64 {
    if p == Power::Us { 1.0 } else { -1.0 }
}

/// Region standings and battleground presence, US-positive.
fn map_score(g: &TwilightStruggle) -> f64 {
    #[derive(Default, Clone, Copy)]
    struct Tally {
        countries: [i32; 2],
        battlegrounds: [i32; 2],
        bg_total: i32,
        adjacent_enemy: [i32; 2],
    }
    let mut tally = [Tally::default(); 6];
    let mut score = 0.0;
    for (i, c) in countries().iter().enumerate() {
        let ix = i as u8;
        let t = &mut tally[c.region as usize];
        let bg = c.battleground || events::is_battleground(g, ix);
        if bg {
            t.bg_total += 1;
            for p in Power::BOTH {
                let inf = g.inf(ix, p).min(c.stability + g.inf(ix, p.opponent()));
                score += sign(p) * weight::BATTLEGROUND_INFLUENCE * f64::from(inf);
            }
        }
        let Some(p) = g.controller(ix) else { continue };
        t.countries[p.index()] += 1;
        if bg {
            t.battlegrounds[p.index()] += 1;
            score += sign(p) * weight::BATTLEGROUND;
        }
        if TwilightStruggle::touches_home(ix, p.opponent()) {
            t.adjacent_enemy[p.index()] += 1;
        }
    }
    let held = held_scoring_regions(g);
    for region in Region::ALL {
        let t = tally[region as usize];
        let values = region_values(region);
        let mut net = 0.0;
        for p in Power::BOTH {
            let (i, o) = (p.index(), p.opponent().index());
            let (n, bg) = (t.countries[i], t.battlegrounds[i]);
            let control = n > t.countries[o] && bg == t.bg_total && t.bg_total > 0;
            let base = if control {
                if region == Region::Europe {
                    score += sign(p) * weight::EUROPE_CONTROL;
                }
                values[2].max(values[1])
            } else if n > t.countries[o] && bg > t.battlegrounds[o] && bg >= 1 && n > bg {
                values[1]
            } else if n >= 1 {
                values[0]
            } else {
                0
            };
            net += sign(p) * f64::from(base + bg + t.adjacent_enemy[i]);
        }
        score += weight::REGION * net;
        // The holder of the scoring card plays it when it suits them.
        for p in Power::BOTH {
            if held[p.index()].contains(&region) && net * sign(p) > 0.0 {
                score += weight::HELD_SCORING * net;
            }
        }
    }
    score
}

/// The regions whose scoring card each side holds.
fn held_scoring_regions(g: &TwilightStruggle) -> [Vec<Region>; 2] {
    Power::BOTH.map(|p| g.hand(p).iter().filter_map(|&c| scored_region(c)).collect())
}

/// Scoring cards in time and The China Card, US-positive.
fn cards_score(g: &TwilightStruggle) -> f64 {
    let mut score = 0.0;
    for p in Power::BOTH {
        let scoring = g
            .hand(p)
            .iter()
            .filter(|&&c| c != CHINA_CARD && card(c).scoring)
            .count();
        let left = usize::from(g.rounds_for(p).saturating_sub(g.rounds_done[p.index()]));
        if scoring > left {
            score -= sign(p) * weight::STRANDED_SCORING * (scoring - left) as f64;
        } else if scoring > 0 && scoring + 1 >= left {
            score -= sign(p) * weight::LATE_SCORING * scoring as f64;
        }
    }
    match g.china {
        Some((p, true)) => score += sign(p) * weight::CHINA_UP,
        Some((p, false)) => score += sign(p) * weight::CHINA_DOWN,
        None => {}
    }
    score
}

/// Military operations, space race and DEFCON, US-positive.
fn tracks_score(g: &TwilightStruggle) -> f64 {
    let mut score = 0.0;
    for p in Power::BOTH {
        let i = p.index();
        let total = f64::from(g.rounds_for(p).max(1));
        let gone = (f64::from(g.rounds_done[i]) / total).min(1.0);
        let short = f64::from(g.defcon.saturating_sub(g.milops[i]));
        score -= sign(p) * weight::MILOPS * short * gone;
        score += sign(p) * weight::SPACE * f64::from(g.space[i]);
    }
    if g.defcon <= 2
        && let Some(next) = next_to_act(g)
    {
        score -= sign(next) * weight::DEFCON_TWO;
    }
    score
}

/// The side whose action round comes next (or is under way).
fn next_to_act(g: &TwilightStruggle) -> Option<Power> {
    match g.phasing {
        Some(p) if g.rounds_done[p.index()] <= g.rounds_done[p.opponent().index()] => Some(p),
        Some(p) => Some(p.opponent()),
        None => None,
    }
}
