//! Saboteur (seed §1.16): spoils one enemy launch before its roll — a declared warhead attack, a
//! cruise missile, a loaded space platform or a killer satellite. The launcher may unmask the
//! saboteur with a spy (seed §1.17 use 1); that counter cannot itself be countered (spec A-31).
//! A spoiled attack still started the war (seed FAQ 1); a spoiled bomber loses the warheads
//! queued behind it (seed §1.11). A spoiled platform is lost like a failed launch, without the
//! crash roll, and its warheads are replaced at once (spec A-19).

use super::super::data::Kind;
use super::super::state::Event;
use super::super::state::hooks::Hooks;
use super::super::state::notation::NwAction;
use super::super::{CardId, NuclearWar, card_text, card_type};
use crate::engine::{GameRng, LogEntry, Seat, Text};

pub const HOOKS: Hooks = Hooks {
    responses,
    ..Hooks::NONE
};

/// A saboteur answers any launch: an attack, a cruise missile, a platform, a satellite.
fn responses(g: &NuclearWar, seat: Seat, event: &Event) -> Vec<NwAction> {
    let launch = !matches!(event, Event::Secret { .. });
    if launch && g.holds_saboteur(seat) {
        vec![NwAction::Sabotage]
    } else {
        Vec::new()
    }
}

impl NuclearWar {
    pub fn holds_saboteur(&self, seat: Seat) -> bool {
        self.players[seat]
            .hand
            .iter()
            .any(|&c| matches!(card_type(c).kind, Kind::Saboteur))
    }

    /// Removes one saboteur from `seat`'s hand (deterrent copies last).
    pub fn take_saboteur(&mut self, seat: Seat) -> Option<CardId> {
        self.take_hand_card(seat, |c| matches!(card_type(c).kind, Kind::Saboteur))
    }

    /// Removes one hand card matching `pred`, preferring one not on deterrent display.
    pub fn take_hand_card(&mut self, seat: Seat, pred: impl Fn(CardId) -> bool) -> Option<CardId> {
        let p = &mut self.players[seat];
        let pos = p
            .hand
            .iter()
            .position(|&c| pred(c) && !p.shown.contains(&c))
            .or_else(|| p.hand.iter().position(|&c| pred(c)))?;
        let card = p.hand.remove(pos);
        p.shown.retain(|&c| c != card);
        Some(card)
    }

    /// The launcher answered the saboteur: with a spy the launch goes ahead, else it is spoiled.
    pub fn counter_sabotage(
        &mut self,
        event: Event,
        saboteur: Seat,
        with_spy: bool,
        rng: &mut GameRng,
        log: &mut Vec<LogEntry>,
    ) {
        let launcher = event.actor();
        if with_spy && let Some(spy) = self.take_spy(launcher) {
            self.discard.push(spy);
            log.push(LogEntry::public(
                Text::new("ne-log-saboteur-caught")
                    .seat("seat", launcher)
                    .seat("saboteur", saboteur),
            ));
            self.proceed(event, rng, log);
            return;
        }
        self.spoil(event, rng, log);
    }

    /// The saboteur succeeded: the launch fails without a roll.
    pub fn spoil(&mut self, event: Event, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
        log.push(LogEntry::public(
            Text::new("ne-log-spoiled").text("event", event.text()),
        ));
        match event {
            Event::Attack { attack } => {
                if super::b1_bomber::is_bomber(attack.carrier) && attack.kind == super::super::AttackKind::Carried {
                    log.push(LogEntry::public(
                        Text::new("ne-log-lost-at-sea")
                            .seat("seat", attack.attacker)
                            .text("carrier", card_text(attack.carrier)),
                    ));
                }
                if attack.kind == super::super::AttackKind::PlatformDrop {
                    self.discard.push(attack.warhead);
                } else {
                    self.discard_attack_cards(&attack, true);
                }
            }
            Event::Cruise { card, .. } => self.discard.push(card),
            Event::Platform { seat, card, warheads } => {
                self.discard.push(card);
                let lost = warheads.len();
                self.discard.extend(warheads);
                if self.alive(seat) {
                    for _ in 0..lost {
                        self.draw_one(seat, true, rng, log);
                    }
                }
            }
            Event::Satellite { card, carrier, .. } => {
                self.discard.push(card);
                self.discard.push(carrier);
            }
            Event::Secret { drawer, card, replace } => {
                // Secrets cannot be sabotaged; kept total for safety.
                self.announce_secret(drawer, card, replace, rng, log);
            }
        }
    }
}
