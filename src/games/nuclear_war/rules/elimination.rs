//! Eliminations (R-42..R-46), final retaliation (R-46..R-51), peace and conceding.

use std::collections::BTreeSet;

use super::super::state::Cause;
use super::super::state::hooks;
use super::super::{CardId, Interrupt, NuclearWar, card_text, card_type};
use crate::engine::{GameRng, LogEntry, Seat, Text};

impl NuclearWar {
    /// Moves every card a player holds to the discard pile (platforms and their warheads,
    /// satellites and stolen secrets too; cruise missiles in flight are handled apart).
    pub(super) fn clear_player_cards(&mut self, seat: Seat) {
        let p = &mut self.players[seat];
        let mut cards: Vec<CardId> = std::mem::take(&mut p.hand);
        cards.extend(std::mem::take(&mut p.queue));
        cards.extend(p.face_up.take());
        cards.extend(std::mem::take(&mut p.retaliation));
        p.shown.clear();
        p.opening_pick.clear();
        p.skip_turns = 0;
        for c in &cards {
            self.payload_used.remove(c);
        }
        self.discard.extend(cards);
        hooks::on_cleared(self, seat);
    }

    /// R-45..R-51: population 0 → out; by a weapon or a Secret → final retaliation.
    pub fn eliminate_if_wiped_out(&mut self, seat: Seat, cause: Cause, log: &mut Vec<LogEntry>) {
        if !self.alive(seat) || self.players[seat].population > 0 {
            return;
        }
        self.players[seat].alive = false;
        self.peace_due = true;
        self.post.elimination = true;
        log.push(LogEntry::public(Text::new("nw-log-eliminated").seat("seat", seat)));
        hooks::on_eliminated(self, seat, Some(cause), log);
        if matches!(cause, Cause::Propaganda(_) | Cause::Virus) {
            log.push(LogEntry::public(Text::new("nw-log-no-retaliation").seat("seat", seat)));
            // a platform owner won over by propaganda loses the platform unused; what
            // already flies may still be dropped.
            self.clear_player_cards(seat);
            if !hooks::retaliation(self, seat).is_empty() {
                self.interrupts.push(Interrupt::Retaliate { seat });
            }
            return;
        }
        let p = &mut self.players[seat];
        let mut pool: Vec<CardId> = std::mem::take(&mut p.hand);
        pool.extend(std::mem::take(&mut p.queue));
        pool.extend(p.face_up.take());
        p.shown.clear();
        p.opening_pick.clear();
        p.skip_turns = 0;
        p.retaliation = pool;
        let cards: Vec<Text> = self.players[seat].retaliation.iter().map(|&c| card_text(c)).collect();
        log.push(LogEntry::public(
            Text::new("nw-log-retaliation-reveal")
                .seat("seat", seat)
                .list("cards", cards),
        ));
        self.interrupts.push(Interrupt::Retaliate { seat });
    }

    /// Every legal strike of a retaliating seat: (carrier key, warhead key, target), distinct.
    pub fn strikes(&self, seat: Seat) -> Vec<(&'static str, &'static str, Seat)> {
        let pool = &self.players[seat].retaliation;
        let targets = self.opponents(seat);
        let mut pairs: BTreeSet<(&'static str, &'static str)> = BTreeSet::new();
        let mut order: Vec<(&'static str, &'static str)> = Vec::new();
        for &carrier in pool {
            if !card_type(carrier).is_carrier() {
                continue;
            }
            for &warhead in pool {
                if card_type(warhead).megatons().is_some_and(|mt| self.lifts(carrier, mt)) {
                    let pair = (card_type(carrier).key, card_type(warhead).key);
                    if pairs.insert(pair) {
                        order.push(pair);
                    }
                }
            }
        }
        order
            .into_iter()
            .flat_map(|(c, w)| targets.iter().map(move |&t| (c, w, t)))
            .collect()
    }

    /// Anything left to fire in final retaliation: carrier/warhead pairs, warheads on launched
    /// platforms, cruise missiles in flight.
    pub fn has_retaliation_options(&self, seat: Seat) -> bool {
        if !self.strikes(seat).is_empty() {
            return true;
        }
        !hooks::retaliation(self, seat).is_empty()
    }

    /// A retaliating player is done: unused cards go to the discard pile.
    pub fn end_retaliation(&mut self, seat: Seat, log: &mut Vec<LogEntry>) {
        self.clear_player_cards(seat);
        hooks::on_gone(self, seat);
        log.push(LogEntry::public(
            Text::new("nw-log-retaliation-done").seat("seat", seat),
        ));
    }

    /// `/concede`: the seat leaves at once, no retaliation; its people die, its cards are discarded.
    pub fn concede_seat(&mut self, seat: Seat, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
        let retaliating = self
            .interrupts
            .iter()
            .any(|i| matches!(i, Interrupt::Retaliate { seat: s } if *s == seat));
        if !self.alive(seat) && self.players[seat].retaliation.is_empty() && !retaliating {
            return;
        }
        let was_alive = self.alive(seat);
        let pop = std::mem::take(&mut self.players[seat].population);
        self.dead += pop;
        self.players[seat].alive = false;
        log.push(LogEntry::public(Text::new("nw-log-conceded").seat("seat", seat)));
        // Decisions this seat owed: drop them so the game moves on. An interception it owed
        // counts as a pass (the attack still rolls; the attacker may still suffer a backfire).
        let mut kept = Vec::new();
        for interrupt in std::mem::take(&mut self.interrupts) {
            match interrupt {
                Interrupt::Retaliate { seat: s } if s == seat => {}
                Interrupt::AttackTarget { attack } if attack.attacker == seat => {
                    self.discard_attack_cards(&attack, true)
                }
                Interrupt::SecretTarget { seat: s, .. } | Interrupt::PropagandaTarget { seat: s, .. } if s == seat => {}
                Interrupt::LoadPlatform {
                    seat: s,
                    card,
                    warheads,
                } if s == seat => {
                    self.discard.push(card);
                    self.discard.extend(warheads);
                }
                Interrupt::VirusGive { seat: s, card, .. } if s == seat => self.discard.push(card),
                other => kept.push(other),
            }
        }
        self.interrupts = kept;
        self.clear_player_cards(seat);
        hooks::on_gone(self, seat);
        hooks::on_eliminated(self, seat, None, log);
        if was_alive {
            let top_is_intercept_for_seat =
                matches!(self.interrupts.last(), Some(Interrupt::Intercept { attack }) if attack.target == Some(seat));
            if top_is_intercept_for_seat && let Some(Interrupt::Intercept { attack }) = self.interrupts.pop() {
                self.resolve_attack(attack, rng, log);
            }
        }
    }
}
