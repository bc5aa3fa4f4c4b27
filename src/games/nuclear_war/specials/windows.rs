//! Out-of-turn response windows (issue #6 part 2). Design: when something happens that a
//! saboteur, a spy or an anti-missile could answer, EVERY living seat except the actor is asked
//! the same question at the same time, as a secret prompt. `pass` is always an option; the
//! response cards only appear among the private options of the seats holding them. The public
//! only sees "waiting for responses" and, once everybody answered, what was actually played. So
//! being asked, and how long one takes, reveals nothing about a hand. Several answers are
//! resolved by the seed's priority: the target's interception first (it ends the attack), then
//! the saboteur nearest clockwise from the actor (seed §1.17 "nearest clockwise"); the other
//! responders keep their cards.

use super::super::{Interrupt, NuclearWar};
use super::{Event, Response, SpyAct, clockwise_after};
use crate::engine::{GameRng, LogEntry, Seat, Text};

impl NuclearWar {
    /// Opens a response window for `event` (the public log says who is asked, never why).
    pub fn open_window(&mut self, event: Event, log: &mut Vec<LogEntry>) {
        log.push(LogEntry::public(
            Text::new("ne-log-window-open").text("event", event.text()),
        ));
        self.interrupts.push(Interrupt::Respond {
            event,
            answers: Vec::new(),
        });
    }

    /// Seats still to answer a window.
    pub fn window_waiting(&self, event: &Event, answers: &[(Seat, Response)]) -> Vec<Seat> {
        let actor = event.actor();
        (0..self.seats())
            .filter(|&s| s != actor && self.alive(s) && !answers.iter().any(|(a, _)| *a == s))
            .collect()
    }

    /// Everyone answered: apply the responses in priority order.
    pub fn settle_window(
        &mut self,
        event: Event,
        answers: Vec<(Seat, Response)>,
        rng: &mut GameRng,
        log: &mut Vec<LogEntry>,
    ) {
        log.push(LogEntry::public(Text::new("ne-log-window-closed")));
        let answer = |seat: Seat| answers.iter().find(|(s, _)| *s == seat).map(|(_, r)| *r);
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
