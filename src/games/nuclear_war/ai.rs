//! What an AI seat needs of Nuclear War: worlds sampled from what a seat may know
//! ([`determinize`]) and a cheap judgement of a position ([`evaluate`]).
//!
//! Hidden from a seat: the draw pile's order, the other seats' hands (bar their deterrent
//! display) and face-down queues (bar the cards its spies reported), their platform warheads
//! and stolen Secrets, a Secret in a steal window, warheads being loaded, and the other seats'
//! secret answers in a response window. A sampled world pools those cards, sorts the pool and
//! deals it anew; a slot whose kind is public (a platform only holds warheads, a stolen card is
//! a Secret, a swept hand holds no Secret) gets a card of that kind.

use std::collections::BTreeMap;

use super::data::Kind;
use super::state::{Event, SpyAct, Window, WindowKind};
use super::{CardId, Interrupt, NuclearWar, Step, card_type};
use crate::engine::flow::KindId;
use crate::engine::{GameRng, Seat};

/// What a hidden slot may hold, in the order slots are dealt (the narrowest first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Slot {
    Secret,
    Warhead,
    /// A hand or queue card after the opening sweep: never a Secret or the virus.
    Held,
    Any,
}

fn fits(slot: Slot, card: CardId) -> bool {
    let t = card_type(card);
    match slot {
        Slot::Secret => t.is_secret(),
        Slot::Warhead => t.megatons().is_some(),
        Slot::Held => !t.acts_on_draw(),
        Slot::Any => true,
    }
}

/// Whether `s`'s hand may still hold a Secret: the opening sweep has not reached it yet.
fn unswept(g: &NuclearWar, s: Seat) -> bool {
    match g.step {
        Step::Sweep { seat, done } => {
            let n = g.seats();
            // Seats swept so far are the `done` seats before `seat`; the rest may hold Secrets.
            (0..done).all(|i| (seat + n - 1 - i) % n != s)
        }
        _ => false,
    }
}

/// Calls `visit` on every card slot hidden from `seat`, always in the same order.
fn visit_hidden(g: &mut NuclearWar, seat: Seat, visit: &mut dyn FnMut(&mut CardId, Slot)) {
    let known = g.players[seat].intel.clone();
    for s in 0..g.seats() {
        if s == seat {
            continue;
        }
        let held = if unswept(g, s) { Slot::Any } else { Slot::Held };
        let p = &mut g.players[s];
        let shown = p.shown.len();
        for c in &mut p.hand[shown..] {
            visit(c, held);
        }
        for c in p.queue.iter_mut().filter(|c| !known.contains(c)) {
            visit(c, Slot::Held);
        }
        for c in p.platforms.iter_mut().flat_map(|pl| pl.warheads.iter_mut()) {
            visit(c, Slot::Warhead);
        }
        for c in &mut p.stolen {
            visit(c, Slot::Secret);
        }
    }
    for interrupt in &mut g.interrupts {
        match interrupt {
            Interrupt::Respond { event, .. } | Interrupt::CounterSabotage { event, .. } => match event {
                Event::Secret { drawer, card, .. } if *drawer != seat => visit(card, Slot::Secret),
                Event::Platform { seat: s, warheads, .. } if *s != seat => {
                    warheads.iter_mut().for_each(|c| visit(c, Slot::Warhead))
                }
                _ => {}
            },
            Interrupt::CounterSpy {
                victim,
                act: SpyAct::Steal { card, .. },
                ..
            } if *victim != seat => visit(card, Slot::Secret),
            Interrupt::LoadPlatform { seat: s, warheads, .. } if *s != seat => {
                warheads.iter_mut().for_each(|c| visit(c, Slot::Warhead))
            }
            _ => {}
        }
    }
    for c in &mut g.draw_pile {
        visit(c, Slot::Any);
    }
}

/// A world `seat` cannot tell from `g`, its hidden cards dealt anew from `rng`.
pub fn determinize(g: &NuclearWar, seat: Seat, rng: &mut GameRng) -> NuclearWar {
    let mut w = g.clone();
    if seat >= w.seats() {
        return w;
    }
    // Deterrent cards first in each hand: the rest of the hand is one hidden block.
    for (s, p) in w.players.iter_mut().enumerate() {
        if s != seat {
            let mut rest: Vec<CardId> = p.hand.iter().copied().filter(|c| !p.shown.contains(c)).collect();
            rest.sort_unstable();
            p.hand = p.shown.clone();
            p.hand.extend(rest);
        }
    }
    // Spy reports only count while the card stays in a queue: stale ones go (the seat's own too:
    // a rival may have swapped the card back into its hand at peace, R-44), so a card dealt back
    // into a queue is not known by accident.
    let queued: Vec<CardId> = w.players.iter().flat_map(|p| p.queue.iter().copied()).collect();
    for p in &mut w.players {
        p.intel.retain(|c| queued.contains(c));
    }
    let mut slots: Vec<(CardId, Slot)> = Vec::new();
    visit_hidden(&mut w, seat, &mut |c, slot| slots.push((*c, slot)));
    let mut pool: Vec<CardId> = slots.iter().map(|&(c, _)| c).collect();
    pool.sort_unstable();
    rng.shuffle(&mut pool);
    let mut order: Vec<usize> = (0..slots.len()).collect();
    order.sort_by_key(|&i| slots[i].1);
    let mut dealt = vec![0; slots.len()];
    for i in order {
        // The real deal fits every slot, so a fitting card is always left.
        let k = pool.iter().position(|&c| fits(slots[i].1, c)).unwrap_or(0);
        dealt[i] = pool.remove(k);
    }
    let mut renamed: BTreeMap<CardId, CardId> = BTreeMap::new();
    let mut next = dealt.into_iter();
    visit_hidden(&mut w, seat, &mut |c, _| {
        let new = next.next().unwrap_or(*c);
        renamed.insert(*c, new);
        *c = new;
    });
    forget_other_choices(&mut w, seat, &renamed);
    w
}

/// What other seats chose in secret, made a function of `seat`'s view: their opening picks are
/// the first hidden cards of their new hands, their spies' reports follow the cards, their
/// answers in an open window are passes and their standing auto-passes are forgotten.
fn forget_other_choices(w: &mut NuclearWar, seat: Seat, renamed: &BTreeMap<CardId, CardId>) {
    for (s, p) in w.players.iter_mut().enumerate() {
        if s == seat {
            continue;
        }
        if !p.opening_pick.is_empty() {
            let picks = p.opening_pick.len();
            p.opening_pick = p.hand[p.shown.len()..].iter().copied().take(picks).collect();
        }
        for c in &mut p.intel {
            *c = renamed.get(c).copied().unwrap_or(*c);
        }
        p.intel.sort_unstable();
        p.intel.dedup();
    }
    for s in (0..w.seats()).filter(|&s| s != seat) {
        for kind in WindowKind::ALL {
            w.standing.set(s, *kind, false);
        }
    }
    for interrupt in &mut w.interrupts {
        if let Interrupt::PeaceSwap { swapped, .. } = interrupt {
            // Which cards the others swapped is theirs alone; their new queues are dealt anew.
            swapped.retain(|s| s.seat == seat);
        }
        if let Interrupt::Respond { window, .. } = interrupt {
            let answers = window
                .asked()
                .iter()
                .filter_map(|&s| {
                    let (_, answer) = window.answers().iter().find(|(a, _)| *a == s)?;
                    Some((s, if s == seat { *answer } else { None }))
                })
                .collect();
            *window = Window::resume(*window.kind(), window.asked().to_vec(), answers);
        }
    }
}

/// Weight of one seat's cards against its population (megatons it can deliver, roughly).
const ARSENAL_WEIGHT: f64 = 0.25;

/// Share of what a card in hand may take that counts (it still has to be queued and revealed).
const HAND_SHARE: f64 = 0.2;

/// How good the position is for `seat`: its share of the living population against an even
/// share, rivals already wiped out, and what its own cards threaten (warheads it has a carrier
/// for, propaganda, anti-missiles) against what each rival's do.
pub fn evaluate(g: &NuclearWar, seat: Seat) -> f64 {
    let Some(me) = g.players.get(seat) else {
        return 0.0;
    };
    if !me.alive {
        return -0.9;
    }
    let rivals = g.opponents(seat);
    if rivals.is_empty() {
        return 0.9;
    }
    let strength = |s: Seat| f64::from(g.players[s].population) + ARSENAL_WEIGHT * arsenal(g, s);
    let mine = strength(seat);
    let total: f64 = mine + rivals.iter().map(|&s| strength(s)).sum::<f64>();
    let fair = 1.0 / (rivals.len() + 1) as f64;
    let share = if total > 0.0 { mine / total } else { fair };
    // From -1 (nothing) through 0 (an even share) to 1 (everything).
    let share_term = if share >= fair {
        (share - fair) / (1.0 - fair)
    } else {
        (share - fair) / fair
    };
    let gone = (g.seats() - 1 - rivals.len()) as f64 / (g.seats() - 1) as f64;
    (0.75 * share_term + 0.25 * gone).clamp(-0.95, 0.95)
}

/// Millions a seat's cards may take: what its face-down queue will do when revealed in order
/// (a carrier arms, a warhead it lifts strikes, one it cannot lift is wasted, propaganda in peace
/// takes people), a fifth of what its hand could do, platform warheads and cruise missiles; an
/// anti-missile counts as a little defence.
fn arsenal(g: &NuclearWar, s: Seat) -> f64 {
    let p = &g.players[s];
    let mut armed = p.face_up;
    let mut total = 0.0;
    for &c in &p.queue {
        match card_type(c).kind {
            Kind::Carrier { .. } => armed = Some(c),
            Kind::Warhead { megatons, kill } => match armed {
                Some(carrier) if g.lifts(carrier, megatons) => {
                    total += f64::from(kill);
                    if g.bomber_left(carrier).is_none() {
                        armed = None;
                    }
                }
                Some(_) => {
                    total -= 3.0;
                    armed = None;
                }
                None => total -= 2.0,
            },
            _ => total += card_value(g, c, false),
        }
    }
    let has_carrier = armed.is_some() || p.hand.iter().any(|&c| card_type(c).is_carrier());
    total += HAND_SHARE * p.hand.iter().map(|&c| card_value(g, c, has_carrier)).sum::<f64>();
    for pl in &p.platforms {
        total += pl.warheads.iter().filter_map(|&c| kill_of(c)).sum::<f64>();
    }
    total
}

/// What one card may take or save, outside a queue's order.
fn card_value(g: &NuclearWar, c: CardId, has_carrier: bool) -> f64 {
    match card_type(c).kind {
        Kind::Warhead { kill, .. } if has_carrier => f64::from(kill),
        Kind::Cruise { damage } => f64::from(damage),
        Kind::Propaganda { millions } if !g.war => f64::from(millions),
        Kind::AntiMissile { .. } => 5.0,
        _ => 0.0,
    }
}

fn kill_of(card: CardId) -> Option<f64> {
    match card_type(card).kind {
        Kind::Warhead { kill, .. } => Some(f64::from(kill)),
        _ => None,
    }
}
