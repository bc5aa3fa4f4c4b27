//! Nuclear Escalation: the special cards of seed §1.11–1.18, the fallout die and its misfunction
//! chart (seed §1.5, §1.20), and the out-of-turn response windows. One small file per special;
//! each adds methods to [`NuclearWar`] that `rules` and `actions` call.
//!
//! Response windows never reveal who holds what: every living seat but the actor is asked the
//! same question and answers in secret (`pass` is always legal; the response cards only appear in
//! a holder's private options). See `docs/nuclear-escalation.md`.

pub mod b1_bomber;
pub mod cruise_missile;
pub mod misfunction;
pub mod mx_missile;
pub mod saboteur;
pub mod space_platform;
pub mod spy;
pub mod super_virus;

pub use super::rules::windows::{Window, WindowKind};

use serde::{Deserialize, Serialize};

use super::rules::Cause;
use super::state::notation::NwAction;
use super::{Attack, CardId, Interrupt, NuclearWar, card_text};
use crate::engine::{GameRng, LogEntry, Seat, Text, Viewer};

/// What one special does at the core's hook points. Each special's file exports its `HOOKS`;
/// [`SPECIALS`] lists them, and the core calls only the dispatchers below, never a special by
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

/// Every special with hooks, in the order their options are listed.
pub const SPECIALS: &[&Hooks] = &[
    &space_platform::HOOKS,
    &spy::HOOKS,
    &cruise_missile::HOOKS,
    &saboteur::HOOKS,
    &super_virus::HOOKS,
];

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

/// A cruise missile in flight, hovering over `over` (seed §1.14).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cruise {
    pub card: CardId,
    pub launcher: Seat,
    pub over: Seat,
}

/// The super virus and who holds it (seed §1.18).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Virus {
    pub card: CardId,
    pub holder: Seat,
    /// Who gave it: it may not go straight back unless two players remain.
    pub from: Option<Seat>,
    /// Set at the holder's next turn start: from then on the holder must pass or keep it.
    pub ready: bool,
    /// Just received or kept: the holder's loss roll is still owed.
    #[serde(default)]
    pub unrolled: bool,
}

/// A space platform in orbit with its face-down warheads (seed §1.12).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Platform {
    pub card: CardId,
    pub warheads: Vec<CardId>,
}

/// A killer satellite in orbit; `ready` from its owner's next turn (seed §1.13).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Satellite {
    pub card: CardId,
    pub ready: bool,
}

/// What the turn's seat did after its basic turn (reset at every turn start).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PostTurn {
    /// The basic turn was lost: only cruise and virus orders remain.
    #[serde(default)]
    pub skipped: bool,
    /// Someone was wiped out this turn: platform drops are lost (seed §1.12, R-74).
    #[serde(default)]
    pub elimination: bool,
    /// Platforms that already dropped a warhead this turn (one per platform per turn).
    #[serde(default)]
    pub dropped: Vec<CardId>,
    /// Cruise missiles already given an order this turn.
    #[serde(default)]
    pub ordered: Vec<CardId>,
    #[serde(default)]
    pub virus_done: bool,
    /// The seat said `end`.
    #[serde(default)]
    pub ended: bool,
}

/// Something a response window lets others answer before it happens.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A declared attack, before its roll: the target may intercept, anyone may sabotage.
    Attack { attack: Attack },
    /// A revealed cruise missile before its launch roll (sabotage only).
    Cruise { seat: Seat, card: CardId },
    /// A loaded space platform before its launch roll (sabotage only).
    Platform {
        seat: Seat,
        card: CardId,
        warheads: Vec<CardId>,
    },
    /// A killer satellite on its carrier (sabotage only).
    Satellite { seat: Seat, card: CardId, carrier: CardId },
    /// A Secret / Top Secret before it is announced: spies may steal it (seed §1.17 use 2).
    Secret { drawer: Seat, card: CardId, replace: bool },
}

impl Event {
    /// Whose action it is (never asked in its own window).
    pub fn actor(&self) -> Seat {
        match self {
            Event::Attack { attack } => attack.attacker,
            Event::Cruise { seat, .. } | Event::Platform { seat, .. } | Event::Satellite { seat, .. } => *seat,
            Event::Secret { drawer, .. } => *drawer,
        }
    }

    /// Every card the event holds (for card conservation).
    pub fn cards(&self) -> Vec<CardId> {
        match self {
            Event::Attack { attack } => {
                let mut out = vec![attack.warhead];
                if attack.carrier_in_flight {
                    out.push(attack.carrier);
                }
                out
            }
            Event::Cruise { card, .. } | Event::Secret { card, .. } => vec![*card],
            Event::Platform { card, warheads, .. } => {
                let mut out = vec![*card];
                out.extend(warheads);
                out
            }
            Event::Satellite { card, carrier, .. } => vec![*card, *carrier],
        }
    }

    /// A public description of what is being answered (never the secret card itself).
    pub fn text(&self) -> Text {
        match self {
            Event::Attack { attack } => attack.event_text(attack.target.unwrap_or(attack.attacker)),
            Event::Cruise { seat, card } => Text::new("ne-event-cruise")
                .seat("seat", *seat)
                .text("card", card_text(*card)),
            Event::Platform { seat, warheads, .. } => Text::new("ne-event-platform")
                .seat("seat", *seat)
                .num("warheads", warheads.len() as i64),
            Event::Satellite { seat, carrier, .. } => Text::new("ne-event-satellite")
                .seat("seat", *seat)
                .text("carrier", card_text(*carrier)),
            Event::Secret { drawer, .. } => Text::new("ne-event-secret").seat("seat", *drawer),
        }
    }
}

/// One seat's secret answer in a response window.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "response", rename_all = "snake_case")]
pub enum Response {
    /// Read from saves made before the shared window (a pass is now no response, `None`).
    Pass,
    Sabotage,
    Intercept {
        card: CardId,
    },
    Steal,
}

/// What a spy was used for, when its victim may counter it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "act", rename_all = "snake_case")]
pub enum SpyAct {
    /// Stealing the victim's freshly drawn Secret (seed §1.17 use 2).
    Steal { card: CardId, replace: bool },
    /// Looking at the victim's face-down queue (seed §1.17 use 3).
    Intel,
}

/// Card ids `viewer` may not know that live in Escalation places (platform warheads, stolen
/// secrets, a secret in its steal window, warheads being loaded).
pub fn hidden_cards(g: &NuclearWar, viewer: Viewer) -> Vec<CardId> {
    let mut out = Vec::new();
    for (seat, p) in g.players.iter().enumerate() {
        if viewer.is(seat) {
            continue;
        }
        for platform in &p.platforms {
            out.extend(&platform.warheads);
        }
        out.extend(&p.stolen);
    }
    for interrupt in &g.interrupts {
        match interrupt {
            Interrupt::Respond { event, .. } | Interrupt::CounterSabotage { event, .. } => match event {
                Event::Secret { drawer, card, .. } if !viewer.is(*drawer) => out.push(*card),
                Event::Platform { seat, warheads, .. } if !viewer.is(*seat) => out.extend(warheads),
                _ => {}
            },
            Interrupt::CounterSpy {
                victim,
                act: SpyAct::Steal { card, .. },
                ..
            } if !viewer.is(*victim) => out.push(*card),
            Interrupt::LoadPlatform { seat, warheads, .. } if !viewer.is(*seat) => out.extend(warheads),
            _ => {}
        }
    }
    out
}

/// Seats in clockwise order starting after `from` (the seed's "nearest clockwise" priority).
pub fn clockwise_after(seats: usize, from: Seat) -> impl Iterator<Item = Seat> {
    (1..=seats).map(move |i| (from + i) % seats)
}
