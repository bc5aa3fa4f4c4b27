//! Out-of-turn response windows, on the engine's shared `ResponseWindow`. When something
//! happens that a saboteur, a spy or an anti-missile could answer, EVERY living seat except the
//! actor is asked the same question at the same time, as a secret prompt. `pass` is always an
//! option; the response cards only appear among the private options of the seats holding them.
//! The public only sees "waiting for responses" and, once everybody answered, what was actually
//! played. So being asked, and how long one takes, reveals nothing about a hand. Several answers
//! are resolved by the seed's priority: the target's interception first (it ends the attack),
//! then the saboteur nearest clockwise from the actor (seed §1.17 "nearest clockwise"); the other
//! responders keep their cards.

use super::super::state::specials::{Event, Response, SpyAct, clockwise_after};
use super::super::state::windows::Window;
use super::super::{Interrupt, NuclearWar};
use crate::engine::{GameRng, LogEntry, Seat, Text};

/// Every living seat but the actor, clockwise from the actor (the order answers resolve in).
fn asked(g: &NuclearWar, event: &Event) -> Vec<Seat> {
    let actor = event.actor();
    clockwise_after(g.seats(), actor)
        .filter(|&s| s != actor && g.alive(s))
        .collect()
}

/// Completes windows read from an old save: their kind and asked seats, from the table.
pub fn upgrade(g: &mut NuclearWar) {
    for i in 0..g.interrupts.len() {
        if let Interrupt::Respond { event, window } = &g.interrupts[i]
            && window.asked().is_empty()
        {
            let rebuilt = Window::resume(event.window_kind(), asked(g, event), window.answers().to_vec());
            if let Interrupt::Respond { window, .. } = &mut g.interrupts[i] {
                *window = rebuilt;
            }
        }
    }
}

impl NuclearWar {
    /// Opens a response window for `event` (the public log says who is asked, never why).
    pub fn open_window(&mut self, event: Event, log: &mut Vec<LogEntry>) {
        log.push(LogEntry::public(
            Text::new("ne-log-window-open").text("event", event.text()),
        ));
        // Seats that auto-pass this kind have passed already (whatever they hold).
        let window = Window::open(event.window_kind(), asked(self, &event), &self.standing);
        self.interrupts.push(Interrupt::Respond { event, window });
    }

    /// Seats still to answer a window (a seat that left the game no longer counts).
    pub fn window_waiting(&self, window: &Window) -> Vec<Seat> {
        window.waiting().iter().filter(|&s| self.alive(s)).collect()
    }

    /// Everyone answered: apply the responses in priority order.
    pub fn settle_window(&mut self, event: Event, window: Window, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
        log.push(LogEntry::public(Text::new("ne-log-window-closed")));
        let responses = window.responses();
        let answer = |seat: Seat| responses.iter().find(|(s, _)| *s == seat).map(|(_, r)| *r);
        let actor = event.actor();
        let order: Vec<Seat> = clockwise_after(self.seats(), actor)
            .filter(|&s| s != actor && self.alive(s))
            .collect();
        // The target's interception ends an attack before any sabotage is needed.
        if let Event::Attack { attack } = &event
            && let Some(target) = attack.target
            && let Some(Response::Intercept { card }) = answer(target)
            && self.players[target].hand.contains(&card)
        {
            self.intercept(attack.clone(), card, rng, log);
            return;
        }
        if let Some(saboteur) = order.iter().copied().find(|&s| answer(s) == Some(Response::Sabotage))
            && let Some(card) = self.take_saboteur(saboteur)
        {
            self.discard.push(card);
            log.push(LogEntry::public(
                Text::new("ne-log-sabotage")
                    .seat("seat", saboteur)
                    .text("event", event.text()),
            ));
            self.interrupts.push(Interrupt::CounterSabotage { event, saboteur });
            return;
        }
        if let Event::Secret { drawer, card, replace } = event
            && let Some(thief) = order.iter().copied().find(|&s| answer(s) == Some(Response::Steal))
            && let Some(spy) = self.take_spy(thief)
        {
            self.discard.push(spy);
            log.push(LogEntry::public(
                Text::new("ne-log-steal-attempt")
                    .seat("seat", thief)
                    .seat("victim", drawer),
            ));
            self.interrupts.push(Interrupt::CounterSpy {
                victim: drawer,
                spy: thief,
                act: SpyAct::Steal { card, replace },
            });
            return;
        }
        self.proceed(event, rng, log);
    }

    /// The event goes ahead as the rules say (nobody stopped it).
    pub fn proceed(&mut self, event: Event, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
        match event {
            Event::Attack { attack } => self.resolve_attack(attack, rng, log),
            Event::Cruise { seat, card } => self.launch_cruise(seat, card, rng, log),
            Event::Platform { seat, card, warheads } => self.launch_platform(seat, card, warheads, rng, log),
            Event::Satellite { seat, card, carrier } => self.launch_satellite(seat, card, carrier, log),
            Event::Secret { drawer, card, replace } => self.announce_secret(drawer, card, replace, rng, log),
        }
    }
}
