//! The hook points the specials register at. The core (rules, prompts) calls only the
//! dispatchers here; which specials there are is the game's registration (`SPECIALS` in the
//! game's `mod.rs`), so no core file names a special.

use super::notation::NwAction;
use super::specials::Event;
use super::{CardId, Cause, NuclearWar};
use crate::engine::{GameRng, LogEntry, Seat};
use crate::games::nuclear_war::SPECIALS;

/// What one special does at the core's hook points. Each special's file exports its `HOOKS`;
/// the game's `mod.rs` registers them in `SPECIALS`, and the core calls only the dispatchers below, never a special by
/// name. A hook a special does not use is left at [`Hooks::NONE`]'s.
pub struct Hooks {
    /// A card was drawn (Escalation): take it over (`true`) or leave it to the core.
    pub on_draw: fn(&mut NuclearWar, Seat, CardId, bool, &mut Vec<LogEntry>) -> bool,
    /// The front queue card was revealed: resolve it (`true`) or leave it to the core.
    pub on_reveal: fn(&mut NuclearWar, Seat, CardId, &mut Vec<LogEntry>) -> bool,
    /// What `seat` may do with this special on its turn before placing a card.
    pub before_placing: fn(&NuclearWar, Seat) -> Vec<NwAction>,
    /// What `seat` may do with this special after its basic turn (seed §1.12–1.14, §1.18).
    pub after_turn: fn(&NuclearWar, Seat) -> Vec<NwAction>,
    /// What `seat` may answer with this special in a response window on `event`.
    pub responses: fn(&NuclearWar, Seat, &Event) -> Vec<NwAction>,
    /// Between any two steps: act now if due (`true`: the core looks again from the top).
    pub between_steps: fn(&mut NuclearWar, &mut GameRng, &mut Vec<LogEntry>) -> bool,
    /// `seat`'s turn starts (lost turns too): what this special readies.
    pub on_turn_start: fn(&mut NuclearWar, Seat),
    /// Before `seat` draws: act first (`true`: the draw waits until the core steps again).
    pub before_drawing: fn(&mut NuclearWar, Seat, &mut Vec<LogEntry>) -> bool,
    /// `seat`'s turn ends (Escalation).
    pub on_turn_end: fn(&mut NuclearWar, Seat, &mut Vec<LogEntry>),
    /// `seat` was wiped out (`Some(cause)`) or left the game (`None`): what this special loses or
    /// passes on at once.
    pub on_eliminated: fn(&mut NuclearWar, Seat, Option<Cause>, &mut Vec<LogEntry>),
    /// `seat`'s cards go to the discard pile: this special's cards in front of it too.
    pub on_cleared: fn(&mut NuclearWar, Seat),
    /// `seat` is out for good (retaliation over, or conceded): what still flies is lost.
    pub on_gone: fn(&mut NuclearWar, Seat),
    /// What an eliminated `seat` may still strike with.
    pub retaliation: fn(&NuclearWar, Seat) -> Vec<NwAction>,
}

impl Hooks {
    pub const NONE: Hooks = Hooks {
        on_draw: |_, _, _, _, _| false,
        on_reveal: |_, _, _, _| false,
        before_placing: |_, _| Vec::new(),
        after_turn: |_, _| Vec::new(),
        responses: |_, _, _| Vec::new(),
        between_steps: |_, _, _| false,
        on_turn_start: |_, _| {},
        before_drawing: |_, _, _| false,
        on_turn_end: |_, _, _| {},
        on_eliminated: |_, _, _, _| {},
        on_cleared: |_, _| {},
        on_gone: |_, _| {},
        retaliation: |_, _| Vec::new(),
    };
}

/// A drawn card some special takes over (Escalation only).
pub fn on_draw(g: &mut NuclearWar, seat: Seat, card: CardId, replace: bool, log: &mut Vec<LogEntry>) -> bool {
    g.mode.escalation() && SPECIALS.iter().any(|s| (s.on_draw)(g, seat, card, replace, log))
}

/// A revealed card some special resolves.
pub fn on_reveal(g: &mut NuclearWar, seat: Seat, card: CardId, log: &mut Vec<LogEntry>) -> bool {
    SPECIALS.iter().any(|s| (s.on_reveal)(g, seat, card, log))
}

pub fn before_placing(g: &NuclearWar, seat: Seat) -> Vec<NwAction> {
    SPECIALS.iter().flat_map(|s| (s.before_placing)(g, seat)).collect()
}

pub fn after_turn(g: &NuclearWar, seat: Seat) -> Vec<NwAction> {
    SPECIALS.iter().flat_map(|s| (s.after_turn)(g, seat)).collect()
}

pub fn responses(g: &NuclearWar, seat: Seat, event: &Event) -> Vec<NwAction> {
    SPECIALS.iter().flat_map(|s| (s.responses)(g, seat, event)).collect()
}

pub fn between_steps(g: &mut NuclearWar, rng: &mut GameRng, log: &mut Vec<LogEntry>) -> bool {
    SPECIALS.iter().any(|s| (s.between_steps)(g, rng, log))
}

pub fn on_turn_start(g: &mut NuclearWar, seat: Seat) {
    SPECIALS.iter().for_each(|s| (s.on_turn_start)(g, seat));
}

pub fn before_drawing(g: &mut NuclearWar, seat: Seat, log: &mut Vec<LogEntry>) -> bool {
    SPECIALS.iter().any(|s| (s.before_drawing)(g, seat, log))
}

pub fn on_eliminated(g: &mut NuclearWar, seat: Seat, cause: Option<Cause>, log: &mut Vec<LogEntry>) {
    SPECIALS.iter().for_each(|s| (s.on_eliminated)(g, seat, cause, log));
}

pub fn on_cleared(g: &mut NuclearWar, seat: Seat) {
    SPECIALS.iter().for_each(|s| (s.on_cleared)(g, seat));
}

pub fn on_gone(g: &mut NuclearWar, seat: Seat) {
    SPECIALS.iter().for_each(|s| (s.on_gone)(g, seat));
}

pub fn retaliation(g: &NuclearWar, seat: Seat) -> Vec<NwAction> {
    SPECIALS.iter().flat_map(|s| (s.retaliation)(g, seat)).collect()
}

pub fn on_turn_end(g: &mut NuclearWar, seat: Seat, log: &mut Vec<LogEntry>) {
    if g.mode.escalation() {
        SPECIALS.iter().for_each(|s| (s.on_turn_end)(g, seat, log));
    }
}
