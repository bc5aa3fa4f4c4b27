//! Drawing cards, secrets and propaganda (R-12, R-61..R-63), and revealing the queue's
//! front card (R-13..R-21).

use super::super::data::{Effect, Kind};
use super::super::state::Cause;
use super::super::state::hooks;
use super::super::{Attack, CardId, Interrupt, NuclearWar, card_text, card_type};
use crate::engine::{GameRng, LogEntry, Seat, Text};

impl NuclearWar {
    /// Takes the top card of the draw pile, reshuffling the discard pile into it if empty.
    pub(super) fn take_top(&mut self, rng: &mut GameRng, log: &mut Vec<LogEntry>) -> Option<CardId> {
        if self.draw_pile.is_empty() && !self.discard.is_empty() {
            self.draw_pile = std::mem::take(&mut self.discard);
            rng.shuffle(&mut self.draw_pile);
            log.push(LogEntry::public(
                Text::new("nw-log-reshuffle").num("cards", self.draw_pile.len() as i64),
            ));
        }
        self.draw_pile.pop()
    }

    /// Draws one card for `seat`. A Secret / Top Secret acts at once and is discarded (R-9,
    /// R-61); with `replace` a replacement is drawn after it. Returns false if no card is left.
    pub fn draw_one(&mut self, seat: Seat, replace: bool, rng: &mut GameRng, log: &mut Vec<LogEntry>) -> bool {
        let Some(card) = self.take_top(rng, log) else {
            return false;
        };
        if hooks::on_draw(self, seat, card, replace, log) {
            // An Escalation special took the card over (a steal window, the virus).
        } else if card_type(card).is_secret() {
            self.discard.push(card);
            log.push(LogEntry::public(
                Text::new("nw-log-secret-drawn")
                    .seat("seat", seat)
                    .text("card", card_text(card)),
            ));
            self.resolve_secret(seat, card, replace, rng, log);
        } else {
            self.players[seat].hand.push(card);
            log.push(LogEntry::private(
                seat,
                Text::new("nw-log-you-drew").text("card", card_text(card)),
            ));
            log.push(LogEntry::others(seat, Text::new("nw-log-draws").seat("seat", seat)));
        }
        true
    }

    pub fn resolve_secret(
        &mut self,
        seat: Seat,
        card: CardId,
        replace: bool,
        rng: &mut GameRng,
        log: &mut Vec<LogEntry>,
    ) {
        let Kind::Secret { effect, .. } = card_type(card).kind else {
            return;
        };
        if effect.needs_target() {
            self.interrupts.push(Interrupt::SecretTarget { seat, card, replace });
            return;
        }
        self.apply_secret(seat, card, None, log);
        if replace {
            self.draw_one(seat, true, rng, log);
        }
    }

    /// Applies a Secret's effect; eliminations by it allow retaliation.
    pub fn apply_secret(&mut self, seat: Seat, card: CardId, target: Option<Seat>, log: &mut Vec<LogEntry>) {
        let Kind::Secret { effect, .. } = card_type(card).kind else {
            return;
        };
        let t = target.unwrap_or(seat);
        let base = |key: &'static str| {
            Text::new(key)
                .seat("seat", seat)
                .seat("target", t)
                .text("card", card_text(card))
        };
        match effect {
            Effect::Skip(n) => {
                self.players[t].skip_turns += n;
                log.push(LogEntry::public(base("nw-log-secret-skip").num("turns", n)));
            }
            Effect::Steal(n) => {
                let amount = n.min(self.players[t].population);
                self.players[t].population -= amount;
                self.players[seat].population += amount;
                log.push(LogEntry::public(base("nw-log-secret-steal").num("millions", amount)));
            }
            Effect::GainFromBank(n) => {
                let amount = n.min(self.bank);
                self.bank -= amount;
                self.players[seat].population += amount;
                log.push(LogEntry::public(base("nw-log-secret-gain").num("millions", amount)));
            }
            Effect::Kill(n) => {
                let amount = n.min(self.players[t].population);
                self.players[t].population -= amount;
                self.dead += amount;
                log.push(LogEntry::public(base("nw-log-secret-kill").num("millions", amount)));
            }
            Effect::ToBank(n) => {
                let amount = n.min(self.players[t].population);
                self.players[t].population -= amount;
                self.bank += amount;
                log.push(LogEntry::public(base("nw-log-secret-to-bank").num("millions", amount)));
            }
        }
    }

    /// take min(printed, their population) from the chosen opponent.
    pub fn apply_propaganda(&mut self, seat: Seat, card: CardId, target: Seat, log: &mut Vec<LogEntry>) {
        let Kind::Propaganda { millions } = card_type(card).kind else {
            return;
        };
        let amount = millions.min(self.players[target].population);
        self.players[target].population -= amount;
        self.players[seat].population += amount;
        log.push(LogEntry::public(
            Text::new("nw-log-propaganda")
                .seat("seat", seat)
                .seat("target", target)
                .num("millions", amount),
        ));
        self.eliminate_if_wiped_out(target, Cause::Propaganda(seat), log);
    }

    /// Discards the armed carrier of `seat` (a non-matching card followed it, R-16/R-18).
    pub fn drop_face_up(&mut self, seat: Seat, log: &mut Vec<LogEntry>) {
        if let Some(carrier) = self.players[seat].face_up.take() {
            self.payload_used.remove(&carrier);
            self.discard.push(carrier);
            log.push(LogEntry::public(
                Text::new("nw-log-carrier-discarded")
                    .seat("seat", seat)
                    .text("card", card_text(carrier)),
            ));
        }
    }

    /// Reveals the front queue card and resolves it (R-12..R-20, R-116).
    pub(super) fn reveal(&mut self, seat: Seat, card: CardId, log: &mut Vec<LogEntry>) {
        log.push(LogEntry::public(
            Text::new("nw-log-reveal")
                .seat("seat", seat)
                .text("card", card_text(card)),
        ));
        if hooks::on_reveal(self, seat, card, log) {
            return;
        }
        match card_type(card).kind {
            Kind::Propaganda { .. } => {
                self.discard.push(card);
                self.drop_face_up(seat, log);
                if self.war {
                    log.push(LogEntry::public(Text::new("nw-log-propaganda-in-war")));
                } else {
                    self.interrupts.push(Interrupt::PropagandaTarget { seat, card });
                }
            }
            Kind::Carrier { .. } => {
                self.drop_face_up(seat, log);
                self.players[seat].face_up = Some(card);
                self.payload_used.remove(&card);
                log.push(LogEntry::public(
                    Text::new("nw-log-armed")
                        .seat("seat", seat)
                        .text("card", card_text(card)),
                ));
            }
            Kind::Warhead { megatons, .. } => {
                let Some(carrier) = self.players[seat].face_up else {
                    // a warhead without an armed carrier is discarded.
                    self.discard.push(card);
                    log.push(LogEntry::public(
                        Text::new("nw-log-warhead-no-carrier")
                            .seat("seat", seat)
                            .text("card", card_text(card)),
                    ));
                    return;
                };
                let bomber = self.bomber_left(carrier).is_some();
                if !self.lifts(carrier, megatons) {
                    // too big (or over the bomber's remaining payload).
                    self.players[seat].face_up = None;
                    self.payload_used.remove(&carrier);
                    self.discard.push(carrier);
                    self.discard.push(card);
                    log.push(LogEntry::public(
                        Text::new("nw-log-incompatible")
                            .seat("seat", seat)
                            .text("carrier", card_text(carrier))
                            .text("warhead", card_text(card)),
                    ));
                    return;
                }
                if bomber {
                    *self.payload_used.entry(carrier).or_insert(0) += megatons;
                } else {
                    self.players[seat].face_up = None;
                }
                let attack = Attack {
                    attacker: seat,
                    carrier,
                    warhead: card,
                    target: None,
                    retaliation: false,
                    carrier_in_flight: !bomber,
                    kind: Default::default(),
                };
                self.interrupts.push(Interrupt::AttackTarget { attack });
            }
            // Anti-missiles, and the specials no hook resolved, do nothing when revealed.
            _ => {
                self.discard.push(card);
                self.drop_face_up(seat, log);
                log.push(LogEntry::public(
                    Text::new("nw-log-no-effect").text("card", card_text(card)),
                ));
            }
        }
    }
}
