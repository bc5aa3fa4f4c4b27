//! Attacks in flight: launch, interception (R-31..R-37), fallout and its results (R-22..R-30,
//! R-113), the destruction of the world.

use super::super::data::{CarrierClass, FalloutEffect, Kind, data};
use super::super::state::{Cause, Event};
use super::super::{Attack, CardId, FalloutRecord, Interrupt, NuclearWar, card_text, card_type};
use super::Randomiser;
use crate::engine::{GameRng, LogEntry, Seat, Text};

impl NuclearWar {
    /// The attacker named the target: war starts now, then the target is asked.
    pub fn launch(&mut self, mut attack: Attack, target: Seat, log: &mut Vec<LogEntry>) {
        attack.target = Some(target);
        if !self.war {
            self.war = true;
            log.push(LogEntry::public(Text::new("nw-log-war").seat("seat", attack.attacker)));
        }
        log.push(LogEntry::public(attack.text(target)));
        if self.mode.escalation() {
            // Interception, saboteurs: every other living seat answers in secret.
            self.open_window(Event::Attack { attack }, log);
        } else {
            self.interrupts.push(Interrupt::Intercept { attack });
        }
    }

    /// Sends a spent attack's cards to the discard pile; a bomber goes too if `bomber_spent`.
    pub fn discard_attack_cards(&mut self, attack: &Attack, bomber_spent: bool) {
        self.discard.push(attack.warhead);
        if attack.carrier_in_flight {
            self.discard.push(attack.carrier);
        } else if bomber_spent {
            // The bomber may already be gone (its owner conceded mid-attack).
            let p = &mut self.players[attack.attacker];
            let mut found = p.face_up == Some(attack.carrier);
            if found {
                p.face_up = None;
            }
            let before = p.retaliation.len();
            p.retaliation.retain(|&c| c != attack.carrier);
            found |= p.retaliation.len() != before;
            self.payload_used.remove(&attack.carrier);
            if found {
                self.discard.push(attack.carrier);
            }
        }
    }

    /// R-31..R-34: the target stops the attack with `anti_missile`.
    pub fn intercept(&mut self, attack: Attack, anti_missile: CardId, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
        let Some(target) = attack.target else { return };
        let p = &mut self.players[target];
        p.hand.retain(|&c| c != anti_missile);
        p.shown.retain(|&c| c != anti_missile);
        self.discard.push(anti_missile);
        self.discard_attack_cards(&attack, true);
        log.push(LogEntry::public(
            Text::new("nw-log-intercepted")
                .seat("target", target)
                .text("card", card_text(anti_missile))
                .text("carrier", card_text(attack.carrier)),
        ));
        self.next_turn = Some(target);
        self.draw_one(target, true, rng, log);
    }

    /// Rolls the fallout chart and applies the result (R-25..R-30, R-113). The one place every
    /// attack is resolved; the randomiser is pluggable.
    pub fn resolve_attack(&mut self, attack: Attack, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
        if self.mode.escalation() {
            self.resolve_attack_die(attack, rng, log);
            return;
        }
        let target = attack.target.unwrap_or(attack.attacker);
        let (megatons, kill) = match card_type(attack.warhead).kind {
            Kind::Warhead { megatons, kill } => (megatons, kill),
            _ => (0, 0),
        };
        let class = match card_type(attack.carrier).kind {
            Kind::Carrier { class, .. } => class,
            _ => CarrierClass::Missile,
        };
        let roll = Randomiser::Chart.roll(rng);
        let row = data().fallout_row(roll);
        let mut bomber_spent = false;
        let (victim, loss) = match row.effect {
            FalloutEffect::Backfire if class == CarrierClass::Bomber => {
                bomber_spent = true;
                (None, 0)
            }
            FalloutEffect::Backfire => (Some(attack.attacker), kill),
            FalloutEffect::Dud => (None, 0),
            FalloutEffect::Add(n) => (Some(target), (kill as i32 + n).max(0) as u32),
            FalloutEffect::Times(n) => (Some(target), kill * n),
        };
        let result_key = if row.effect == FalloutEffect::Backfire && class == CarrierClass::Bomber {
            "no-fuel".to_string()
        } else {
            row.key.to_string()
        };
        let world_ends = row.key == "stockpile" && megatons >= 100;
        let actual = victim.map(|v| loss.min(self.players[v].population)).unwrap_or(0);
        if let Some(v) = victim {
            self.players[v].population -= actual;
            self.dead += actual;
        }
        log.push(LogEntry::public(
            Text::new(if victim.is_some() && actual > 0 {
                "nw-log-fallout"
            } else {
                "nw-log-fallout-harmless"
            })
            .str("roll", format!("{roll:02}"))
            .text("result", Text::new(format!("nw-fallout-{result_key}")))
            .seat("victim", victim.unwrap_or(target))
            .num("millions", actual),
        ));
        self.last_fallout = Some(FalloutRecord {
            roll,
            result: result_key,
            second: None,
            attacker: attack.attacker,
            target,
            warhead: attack.warhead,
            victim,
            loss: actual,
        });
        let payload_done = self.bomber_left(attack.carrier) == Some(0);
        self.discard_attack_cards(&attack, bomber_spent || payload_done);
        if world_ends {
            self.destroy_world(log);
            return;
        }
        if let Some(v) = victim {
            self.eliminate_if_wiped_out(v, Cause::Nuclear, log);
        }
    }

    /// a 100 MT stockpile hit. Everyone dies; nobody wins.
    pub(super) fn destroy_world(&mut self, log: &mut Vec<LogEntry>) {
        log.push(LogEntry::public(Text::new("nw-log-world-destroyed")));
        self.world_destroyed = true;
        for seat in 0..self.seats() {
            let pop = std::mem::take(&mut self.players[seat].population);
            self.dead += pop;
            self.players[seat].alive = false;
            self.clear_player_cards(seat);
        }
        self.interrupts.clear();
        self.finish(log);
    }
}
