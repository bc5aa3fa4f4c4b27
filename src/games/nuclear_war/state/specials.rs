//! What the Escalation specials leave on the table: cruise missiles in flight, the super virus,
//! platforms and satellites in orbit, the turn's post-turn record, the events response windows
//! answer and the answers.

use serde::{Deserialize, Serialize};

use super::{Attack, CardId, Interrupt, NuclearWar, card_text};
use crate::engine::{Seat, Text, Viewer};

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
