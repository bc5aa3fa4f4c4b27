//! Super virus (seed §1.18). Whoever draws it gives it to a rival, who rolls the die and loses
//! that many million (face 1 is 1 M here, not a misfunction: spec A-32). On the holder's next
//! turn — even a lost one — they pass it to the left or right neighbour, who rolls the same way;
//! not straight back to the giver unless only two players remain; or they keep it and roll again
//! themselves. When the holder is wiped out: by a Secret (or by the virus itself) it moves to the
//! next player clockwise; by propaganda to the player who took the last people; by a nuclear
//! weapon it is destroyed with them. It is not a held card, cannot be stolen, and a death by the
//! virus gives no final retaliation and does not start the war (spec A-32).

use super::super::data::Kind;
use super::super::state::Cause;
use super::super::state::Virus;
use super::super::state::hooks::Hooks;
use super::super::state::notation::NwAction;
use super::super::{CardId, Interrupt, NuclearWar, card_text, card_type};
use crate::engine::{GameRng, LogEntry, Seat, Text};

pub const HOOKS: Hooks = Hooks {
    on_draw: drawn,
    after_turn,
    between_steps: |g, rng, log| g.virus_roll_due(rng, log),
    on_turn_start: |g, seat| {
        if let Some(virus) = g.virus.as_mut().filter(|v| v.holder == seat) {
            virus.ready = true;
        }
    },
    on_eliminated: |g, seat, cause, log| g.virus_on_elimination(seat, cause, log),
    ..Hooks::NONE
};

/// Whoever draws the virus gives it away at once.
fn drawn(g: &mut NuclearWar, seat: Seat, card: CardId, replace: bool, log: &mut Vec<LogEntry>) -> bool {
    if !matches!(card_type(card).kind, Kind::Virus) {
        return false;
    }
    log.push(LogEntry::public(Text::new("ne-log-virus-drawn").seat("seat", seat)));
    g.interrupts.push(Interrupt::VirusGive { seat, card, replace });
    true
}

/// On the holder's turn: pass the virus to a neighbour, or keep it.
fn after_turn(g: &NuclearWar, seat: Seat) -> Vec<NwAction> {
    if !g.virus_due(seat) {
        return Vec::new();
    }
    let mut out: Vec<NwAction> = g.virus_targets(seat).into_iter().map(NwAction::VirusPass).collect();
    out.push(NwAction::VirusKeep);
    out
}

impl NuclearWar {
    /// `from` gives (or passes) the virus to `to`, who rolls for its victims (the roll happens
    /// in the next automatic step, [`NuclearWar::virus_roll_due`]).
    pub fn give_virus(&mut self, card: CardId, from: Seat, to: Seat, log: &mut Vec<LogEntry>) {
        self.virus = Some(Virus {
            card,
            holder: to,
            from: Some(from),
            ready: false,
            unrolled: true,
        });
        log.push(LogEntry::public(
            Text::new("ne-log-virus-given")
                .seat("seat", from)
                .seat("target", to)
                .text("card", card_text(card)),
        ));
    }

    /// Rolls for a holder who just received (or kept) the virus. Returns true if it rolled.
    pub fn virus_roll_due(&mut self, rng: &mut GameRng, log: &mut Vec<LogEntry>) -> bool {
        let Some(virus) = self.virus.as_mut().filter(|v| v.unrolled) else {
            return false;
        };
        virus.unrolled = false;
        let holder = virus.holder;
        if !self.alive(holder) {
            return true;
        }
        let face = rng.roll(6);
        let loss = face.min(self.players[holder].population);
        self.players[holder].population -= loss;
        self.dead += loss;
        log.push(LogEntry::public(
            Text::new("ne-log-virus-strikes")
                .seat("seat", holder)
                .num("roll", face)
                .num("millions", loss),
        ));
        self.eliminate_if_wiped_out(holder, Cause::Virus, log);
        true
    }

    /// The seats the holder may pass the virus to now (left, right; not the giver unless two
    /// players remain).
    pub fn virus_targets(&self, holder: Seat) -> Vec<Seat> {
        let Some(virus) = &self.virus else {
            return Vec::new();
        };
        let two_left = self.alive_seats().len() <= 2;
        let mut out = Vec::new();
        for s in [self.next_alive_after(holder), self.prev_alive_before(holder)] {
            if s != holder && !out.contains(&s) && (two_left || virus.from != Some(s)) {
                out.push(s);
            }
        }
        out
    }

    /// The holder must act on the virus this turn.
    pub fn virus_due(&self, seat: Seat) -> bool {
        self.virus
            .as_ref()
            .is_some_and(|v| v.holder == seat && v.ready && !self.post.virus_done)
    }

    /// `holder` passes the virus to `to`, or keeps it (`None`) and rolls again.
    pub fn pass_virus(&mut self, holder: Seat, to: Option<Seat>, log: &mut Vec<LogEntry>) {
        self.post.virus_done = true;
        let Some(virus) = self.virus.clone() else {
            return;
        };
        match to {
            Some(to) => self.give_virus(virus.card, holder, to, log),
            None => {
                if let Some(v) = self.virus.as_mut() {
                    v.ready = false;
                    v.unrolled = true;
                }
                log.push(LogEntry::public(Text::new("ne-log-virus-kept").seat("seat", holder)));
            }
        }
    }

    /// The holder was wiped out or left: where the virus goes (seed §1.18).
    pub fn virus_on_elimination(&mut self, seat: Seat, cause: Option<Cause>, log: &mut Vec<LogEntry>) {
        let Some(virus) = self.virus.clone() else {
            return;
        };
        if virus.holder != seat {
            return;
        }
        let next = match cause {
            Some(Cause::Secret | Cause::Virus) => Some(self.next_alive_after(seat)),
            Some(Cause::Propaganda(by)) => Some(by),
            Some(Cause::Nuclear) | None => None,
        };
        match next.filter(|&s| s != seat && self.alive(s)) {
            Some(to) => self.give_virus(virus.card, seat, to, log),
            None => {
                self.virus = None;
                self.discard.push(virus.card);
                log.push(LogEntry::public(Text::new("ne-log-virus-gone")));
            }
        }
    }
}
