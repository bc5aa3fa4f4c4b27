//! Spy (seed §1.17), four uses, each spending the spy:
//! 1. unmask a saboteur (`saboteur::counter_sabotage`);
//! 2. steal a Secret / Top Secret another player drew before it is announced — if several try,
//!    the one nearest clockwise from the drawer wins (`windows::settle_window`); the thief keeps
//!    it face down (and may read it, spec A-29) until their own turn, when others may steal it
//!    again before it acts for the thief;
//! 3. look at an opponent's face-down queue (not the hand, not platform warheads) — offered on
//!    the spy's own turn before placing (ruling: the bot has no "any time" moment that would not
//!    reveal who holds a spy);
//! 4. counter another spy used against you (the victim of uses 2 and 3 is always asked).

use super::super::data::Kind;
use super::super::state::hooks::Hooks;
use super::super::state::notation::NwAction;
use super::super::state::{Event, SpyAct};
use super::super::{CardId, Interrupt, NuclearWar, card_text, card_type};
use crate::engine::{GameRng, LogEntry, Seat, Text};

pub const HOOKS: Hooks = Hooks {
    on_draw: drawn,
    before_placing,
    responses,
    before_drawing: stolen_secret_acts,
    // Stolen secrets die with the thief.
    on_eliminated: |g, seat, cause, _| {
        if cause.is_some() {
            let gone = std::mem::take(&mut g.players[seat].stolen);
            g.discard.extend(gone);
        }
    },
    on_cleared: |g, seat| {
        let gone = std::mem::take(&mut g.players[seat].stolen);
        g.discard.extend(gone);
    },
    ..Hooks::NONE
};

/// A drawn Secret waits in a steal window before it is announced (use 2).
fn drawn(g: &mut NuclearWar, seat: Seat, card: CardId, replace: bool, log: &mut Vec<LogEntry>) -> bool {
    if !card_type(card).is_secret() {
        return false;
    }
    log.push(LogEntry::private(
        seat,
        Text::new("ne-log-you-drew-secret").text("card", card_text(card)),
    ));
    g.open_window(
        Event::Secret {
            drawer: seat,
            card,
            replace,
        },
        log,
    );
    true
}

/// A stolen Secret acts at the thief's turn, after one more steal window.
fn stolen_secret_acts(g: &mut NuclearWar, seat: Seat, log: &mut Vec<LogEntry>) -> bool {
    if g.players[seat].stolen.is_empty() {
        return false;
    }
    let card = g.players[seat].stolen.remove(0);
    log.push(LogEntry::public(Text::new("ne-log-stolen-turn").seat("seat", seat)));
    g.open_window(
        Event::Secret {
            drawer: seat,
            card,
            replace: false,
        },
        log,
    );
    true
}

/// Use 3: spy on a rival's face-down queue, on one's own turn before placing.
fn before_placing(g: &NuclearWar, seat: Seat) -> Vec<NwAction> {
    if !g.mode.escalation() || !g.holds_spy(seat) {
        return Vec::new();
    }
    g.opponents(seat)
        .into_iter()
        .filter(|&t| !g.players[t].queue.is_empty())
        .map(NwAction::SpyOn)
        .collect()
}

/// Use 2: steal a Secret in its window.
fn responses(g: &NuclearWar, seat: Seat, event: &Event) -> Vec<NwAction> {
    if matches!(event, Event::Secret { .. }) && g.holds_spy(seat) {
        vec![NwAction::Steal]
    } else {
        Vec::new()
    }
}

impl NuclearWar {
    pub fn holds_spy(&self, seat: Seat) -> bool {
        self.players[seat]
            .hand
            .iter()
            .any(|&c| matches!(card_type(c).kind, Kind::Spy))
    }

    /// Removes one spy from `seat`'s hand.
    pub fn take_spy(&mut self, seat: Seat) -> Option<CardId> {
        self.take_hand_card(seat, |c| matches!(card_type(c).kind, Kind::Spy))
    }

    /// Use 3: `seat` spends a spy to look at `victim`'s face-down queue; the victim may counter.
    pub fn spy_on(&mut self, seat: Seat, victim: Seat, log: &mut Vec<LogEntry>) -> bool {
        let Some(spy) = self.take_spy(seat) else {
            return false;
        };
        self.discard.push(spy);
        log.push(LogEntry::public(
            Text::new("ne-log-spying").seat("seat", seat).seat("victim", victim),
        ));
        self.interrupts.push(Interrupt::CounterSpy {
            victim,
            spy: seat,
            act: SpyAct::Intel,
        });
        true
    }

    /// The victim answered a spy: `counter` spends their own spy and cancels it (use 4).
    pub fn answer_spy(
        &mut self,
        victim: Seat,
        spy: Seat,
        act: SpyAct,
        counter: bool,
        rng: &mut GameRng,
        log: &mut Vec<LogEntry>,
    ) {
        let countered = counter && self.alive(victim) && {
            match self.take_spy(victim) {
                Some(card) => {
                    self.discard.push(card);
                    true
                }
                None => false,
            }
        };
        if countered {
            log.push(LogEntry::public(
                Text::new("ne-log-counter-spy").seat("seat", victim).seat("spy", spy),
            ));
        }
        match act {
            SpyAct::Intel => {
                if countered || !self.alive(spy) {
                    return;
                }
                let seen = self.players[victim].queue.clone();
                let cards: Vec<Text> = seen.iter().map(|&c| card_text(c)).collect();
                let intel = &mut self.players[spy].intel;
                intel.retain(|c| !seen.contains(c));
                intel.extend(seen);
                log.push(LogEntry::private(
                    spy,
                    Text::new("ne-log-intel").seat("victim", victim).list("cards", cards),
                ));
            }
            SpyAct::Steal { card, replace } => {
                if countered || !self.alive(spy) {
                    self.announce_secret(victim, card, replace, rng, log);
                    return;
                }
                self.players[spy].stolen.push(card);
                log.push(LogEntry::public(
                    Text::new("ne-log-stolen").seat("seat", spy).seat("victim", victim),
                ));
                log.push(LogEntry::private(
                    spy,
                    Text::new("ne-log-you-stole").text("card", card_text(card)),
                ));
                if replace && self.alive(victim) {
                    self.draw_one(victim, true, rng, log);
                }
            }
        }
    }

    /// Nobody (or no longer anybody) stole it: the Secret is announced and acts for `drawer`.
    pub fn announce_secret(
        &mut self,
        drawer: Seat,
        card: CardId,
        replace: bool,
        rng: &mut GameRng,
        log: &mut Vec<LogEntry>,
    ) {
        self.discard.push(card);
        if !self.alive(drawer) {
            return;
        }
        log.push(LogEntry::public(
            Text::new("ne-log-secret-announced")
                .seat("seat", drawer)
                .text("card", card_text(card)),
        ));
        self.resolve_secret(drawer, card, replace, rng, log);
    }
}
