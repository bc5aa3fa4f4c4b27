//! Cruise missile (seed §1.14): a self-contained carrier and warhead, launched when revealed
//! (saboteurs may answer first). Launch roll 2–6: it hovers over the next player clockwise; 1: it
//! is lost, no second roll. Launching does not start the war; the explosion does. On each of the
//! launcher's later turns (even a lost one) the launcher drops it on the player it hovers over or
//! moves it one living seat on; no order means it moves. Back at the launcher it runs dry and
//! falls there. It hits for its printed damage without a fallout roll. A launched cruise missile
//! is no longer a held card. If the launcher is wiped out, by any means, it may drop it anywhere.

use super::super::data::Kind;
use super::super::state::Cause;
use super::super::state::hooks::Hooks;
use super::super::state::notation::NwAction;
use super::super::state::{Cruise, Event};
use super::super::{CardId, NuclearWar, card_type};
use super::misfunction::launch_roll;
use crate::engine::{GameRng, LogEntry, Seat, Text};

pub const HOOKS: Hooks = Hooks {
    on_reveal: reveal,
    after_turn,
    // Missiles given no order this turn move on.
    on_turn_end: |g, seat, log| g.move_unordered_cruise(seat, log),
    on_gone: |g, seat| g.discard_cruise_of(seat),
    // a launched cruise missile may still be dropped on anyone, whatever the cause.
    retaliation: |g, seat| {
        if g.cruise.iter().any(|c| c.launcher == seat) {
            g.opponents(seat).into_iter().map(NwAction::CruiseAt).collect()
        } else {
            Vec::new()
        }
    },
    ..Hooks::NONE
};

/// A revealed cruise missile launches, once the others had their chance to sabotage it.
fn reveal(g: &mut NuclearWar, seat: Seat, card: CardId, log: &mut Vec<LogEntry>) -> bool {
    if !matches!(card_type(card).kind, Kind::Cruise { .. }) {
        return false;
    }
    g.drop_face_up(seat, log);
    g.open_window(Event::Cruise { seat, card }, log);
    true
}

/// After the launcher's turn: each of its missiles not yet ordered drops or moves on.
fn after_turn(g: &NuclearWar, seat: Seat) -> Vec<NwAction> {
    let mut out = Vec::new();
    let mut overs: Vec<Seat> = Vec::new();
    for missile in g
        .cruise
        .iter()
        .filter(|c| c.launcher == seat && !g.post.ordered.contains(&c.card))
    {
        if overs.contains(&missile.over) {
            continue;
        }
        overs.push(missile.over);
        if g.alive(missile.over) {
            out.push(NwAction::CruiseDrop(missile.over));
        }
        out.push(NwAction::CruiseMove(missile.over));
    }
    out
}

impl NuclearWar {
    /// The launch roll of a revealed cruise missile.
    pub fn launch_cruise(&mut self, seat: Seat, card: CardId, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
        if !self.alive(seat) {
            self.discard.push(card);
            return;
        }
        let (face, ok) = launch_roll(rng);
        if !ok {
            self.discard.push(card);
            log.push(LogEntry::public(
                Text::new("ne-log-cruise-failed").seat("seat", seat).num("roll", face),
            ));
            return;
        }
        let over = self.next_alive_after(seat);
        // Orders start at the launcher's next turn (seed §1.14 "다음 턴의 일부로서").
        self.post.ordered.push(card);
        self.cruise.push(Cruise {
            card,
            launcher: seat,
            over,
        });
        log.push(LogEntry::public(
            Text::new("ne-log-cruise-launched")
                .seat("seat", seat)
                .seat("over", over)
                .num("roll", face),
        ));
    }

    /// The index of `launcher`'s cruise missile hovering over `over` not yet ordered this turn.
    pub fn cruise_over(&self, launcher: Seat, over: Seat) -> Option<usize> {
        self.cruise
            .iter()
            .position(|c| c.launcher == launcher && c.over == over && !self.post.ordered.contains(&c.card))
    }

    /// Moves cruise missile `index` one living seat on; back at its launcher it falls there.
    pub fn cruise_move(&mut self, index: usize, log: &mut Vec<LogEntry>) {
        let Some(missile) = self.cruise.get(index).cloned() else {
            return;
        };
        self.post.ordered.push(missile.card);
        let next = self.next_alive_after(missile.over);
        if next == missile.launcher || !self.alive(next) {
            log.push(LogEntry::public(
                Text::new("ne-log-cruise-dry").seat("seat", missile.launcher),
            ));
            self.cruise_hit(index, missile.launcher, log);
            return;
        }
        self.cruise[index].over = next;
        log.push(LogEntry::public(
            Text::new("ne-log-cruise-moves")
                .seat("seat", missile.launcher)
                .seat("over", next),
        ));
    }

    /// Cruise missile `index` explodes over `victim`: printed damage, no die; war starts.
    pub fn cruise_hit(&mut self, index: usize, victim: Seat, log: &mut Vec<LogEntry>) {
        if index >= self.cruise.len() {
            return;
        }
        let missile = self.cruise.remove(index);
        self.discard.push(missile.card);
        if !self.war {
            self.war = true;
            log.push(LogEntry::public(Text::new("nw-log-war").seat("seat", missile.launcher)));
        }
        let damage = match card_type(missile.card).kind {
            Kind::Cruise { damage } => damage,
            _ => 0,
        };
        let loss = damage.min(self.players[victim].population);
        self.players[victim].population -= loss;
        self.dead += loss;
        log.push(LogEntry::public(
            Text::new("ne-log-cruise-hit")
                .seat("seat", missile.launcher)
                .seat("victim", victim)
                .num("millions", loss),
        ));
        self.eliminate_if_wiped_out(victim, Cause::Nuclear, log);
    }

    /// End of the launcher's post-turn: every missile without an order moves on (seed §1.14).
    pub fn move_unordered_cruise(&mut self, launcher: Seat, log: &mut Vec<LogEntry>) {
        while let Some(index) = self
            .cruise
            .iter()
            .position(|c| c.launcher == launcher && !self.post.ordered.contains(&c.card))
        {
            self.cruise_move(index, log);
        }
    }

    /// Discards every cruise missile `launcher` has in flight (launcher gone).
    pub fn discard_cruise_of(&mut self, launcher: Seat) {
        let (gone, kept): (Vec<Cruise>, Vec<Cruise>) = std::mem::take(&mut self.cruise)
            .into_iter()
            .partition(|c| c.launcher == launcher);
        self.cruise = kept;
        self.discard.extend(gone.into_iter().map(|c| c.card));
    }
}
