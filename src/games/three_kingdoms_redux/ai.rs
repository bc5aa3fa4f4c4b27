//! What an AI seat needs of Three Kingdoms Redux: worlds sampled from what a kingdom may know
//! ([`determinize`]) and a cheap judgement of a position ([`evaluate`]).
//!
//! Hidden from a kingdom: the other kingdoms' enhancement hands (how many of each deck they hold
//! is public: a draw names its deck), the order of both enhancement decks, every general deck's
//! order, the generals the others drew in a draft and what they kept, and a bid the current
//! bidder is still putting together. A sampled world pools each deck's hidden cards, sorts the
//! pool and deals it anew with the same counts; the others keep the first generals of their new
//! draws.

use super::bidding::current_bidder;
use super::data::{Deck, Kingdom, data};
use super::scoring::{final_scores, generals_of};
use super::state::{Phase, Realm, ThreeKingdoms};
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

/// How good the position is for `seat`: the final score if the game ended now, plus what its
/// generals, treasury, troops and hand may still earn (less as the game runs out), against the
/// best rival.
pub fn evaluate(g: &ThreeKingdoms, seat: Seat) -> f64 {
    if seat >= 3 {
        return 0.0;
    }
    let scores = final_scores(g);
    let rounds_left = f64::from(12u8.saturating_sub(g.round)) / 12.0;
    let worth = |k: Kingdom| {
        let score = f64::from(scores[k.seat()].total);
        score + rounds_left * means(g, k, g.realm(k))
    };
    let me = Kingdom::of_seat(seat);
    let mine = worth(me);
    let best_rival = Kingdom::ALL
        .into_iter()
        .filter(|&k| k != me)
        .map(worth)
        .fold(f64::NEG_INFINITY, f64::max);
    ((mine - best_rival) / 12.0).tanh()
}

/// What a kingdom holds that will turn into VP later, in VP.
fn means(g: &ThreeKingdoms, k: Kingdom, r: &Realm) -> f64 {
    let generals = generals_of(g, k).len() as f64;
    let treasury = f64::from(r.gold) + f64::from(r.rice);
    let troops =
        f64::from(r.untrained) + 1.5 * f64::from(r.trained) + r.weapons.iter().map(|&w| f64::from(w)).sum::<f64>();
    generals * GENERAL_VP + treasury * GOLD_RICE_VP + troops * UNIT_VP + r.hand.len() as f64 * CARD_VP
}
