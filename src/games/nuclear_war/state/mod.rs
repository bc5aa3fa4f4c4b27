//! What the game remembers: the table (`NuclearWar`, `Player`), the attack in flight, the
//! interrupts and turn steps, the card facts every room reads (`card_type`, `card_text`), the
//! Escalation specials' own state (`specials`), the response windows' types (`windows`), the
//! move notation (`notation`) and the hook points the specials register at (`hooks`).

pub mod hooks;
pub mod notation;
pub mod specials;
pub mod windows;

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

use super::data::{self, CardType, data};
use crate::engine::flow::StandingChoices;
use crate::engine::{Seat, Text};
pub use specials::{Cruise, Event, Platform, PostTurn, Response, Satellite, SpyAct, Virus};
pub use windows::{Window, WindowKind};

/// Which game is played (seed §1.1, §1.21): the base Nuclear War deck with the fallout chart,
/// the Nuclear Escalation box alone, or both boxes merged. Escalation and combined use the
/// fallout die (seed §1.5) and the specials of seed §1.11–1.18.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    #[default]
    Base,
    Escalation,
    Combined,
}

impl Mode {
    pub fn key(self) -> &'static str {
        match self {
            Mode::Base => "base",
            Mode::Escalation => "escalation",
            Mode::Combined => "combined",
        }
    }
    pub fn from_key(key: &str) -> Option<Mode> {
        [Mode::Base, Mode::Escalation, Mode::Combined]
            .into_iter()
            .find(|m| m.key() == key)
    }
    /// The Escalation rules apply: fallout die, response windows, specials.
    pub fn escalation(self) -> bool {
        self != Mode::Base
    }
    /// Population cards in the game: one 40-card deck, or two in the combined game (seed §1.21).
    pub fn population_decks(self) -> u32 {
        if self == Mode::Combined { 2 } else { 1 }
    }
}

/// A physical main-deck card: index into `Data::deck`; shown to players as `nw-001` … `nw-100`.
pub type CardId = u16;

/// Hand + face-down queue size a player draws up to at the start of a turn.
pub const DRAW_TO: usize = 10;

pub fn card_type(card: CardId) -> &'static CardType {
    let d = data();
    &d.cards[d.deck[card as usize]]
}

pub fn card_key(card: CardId) -> &'static str {
    card_type(card).key
}

/// The stable instance id a viewer sees, e.g. `nw-017`.
pub fn card_id_string(card: CardId) -> String {
    let base = data().base_len;
    if (card as usize) < base {
        format!("nw-{:03}", card as usize + 1)
    } else {
        format!("ne-{:03}", card as usize - base + 1)
    }
}

/// A card's display name as a translatable text.
pub fn card_text(card: CardId) -> Text {
    Text::new(card_type(card).name_key)
}

/// The display name of a card type given by its notation key.
pub fn type_text(key: &str) -> Text {
    match data().cards.iter().find(|c| c.key == key) {
        Some(card) => Text::new(card.name_key),
        None => Text::new(format!("nw-card-{key}")),
    }
}

/// Seat notation: `p1` for seat 0.
pub fn seat_label(seat: Seat) -> String {
    format!("p{}", seat + 1)
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub population: u32,
    pub alive: bool,
    /// Cards in hand; the deterrent display (`shown`) is a subset of these (R-38..R-40).
    pub hand: Vec<CardId>,
    pub shown: Vec<CardId>,
    /// Face-down strategy queue, front (slot #1) first.
    pub queue: Vec<CardId>,
    /// The armed carrier revealed last turn.
    pub face_up: Option<CardId>,
    pub skip_turns: u32,
    /// Opening picks not yet committed: still in `hand` until every seat has chosen.
    pub opening_pick: Vec<CardId>,
    /// Cards revealed for final retaliation, public, used one strike at a time.
    pub retaliation: Vec<CardId>,
    /// Space platforms in orbit with their face-down warheads (seed §1.12).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub platforms: Vec<Platform>,
    /// Killer satellites in orbit (seed §1.13).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub satellites: Vec<Satellite>,
    /// Secrets stolen by this seat's spy, face down until its next turn (seed §1.17 use 2).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stolen: Vec<CardId>,
    /// Queue cards this seat's spies reported (seed §1.17 use 3): known to it while they stay in
    /// that queue.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub intel: Vec<CardId>,
}

impl Player {
    /// Cards that count towards the hand size: hand, face-down queue and the
    /// warheads loaded on this seat's platforms. Launched cruise missiles do not count.
    pub fn held(&self) -> usize {
        self.hand.len() + self.queue.len() + self.platforms.iter().map(|p| p.warheads.len()).sum::<usize>()
    }
}

/// How an attack travels: on a carrier (interceptable per its letters) or dropped from a space
/// platform (never interceptable, seed §1.12).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackKind {
    #[default]
    Carried,
    PlatformDrop,
}

/// One attack in flight: a carrier and a warhead on their way (R-22..R-30, R-113).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attack {
    pub attacker: Seat,
    pub carrier: CardId,
    pub warhead: CardId,
    /// `None` until the attacker names the target.
    pub target: Option<Seat>,
    /// A final-retaliation strike (the attacker is already eliminated).
    pub retaliation: bool,
    /// Missiles travel with the attack (held here); a bomber stays face up / in the pool.
    pub carrier_in_flight: bool,
    /// For a platform drop, `carrier` is the platform card (it stays in orbit).
    #[serde(default, skip_serializing_if = "is_carried")]
    pub kind: AttackKind,
}

fn is_carried(kind: &AttackKind) -> bool {
    *kind == AttackKind::Carried
}

impl Attack {
    /// "A fires <carrier> with <warhead> at B" (a retaliation strike has its own wording).
    pub fn text(&self, target: Seat) -> Text {
        if self.kind == AttackKind::PlatformDrop {
            return Text::new("ne-log-platform-drop")
                .seat("seat", self.attacker)
                .seat("target", target)
                .text("warhead", card_text(self.warhead));
        }
        Text::new(if self.retaliation {
            "nw-log-strike"
        } else {
            "nw-log-attack"
        })
        .seat("seat", self.attacker)
        .seat("target", target)
        .text("carrier", card_text(self.carrier))
        .text("warhead", card_text(self.warhead))
    }

    /// The same sentence without its full stop, for messages that embed it ("… . Everyone is
    /// asked …").
    pub fn event_text(&self, target: Seat) -> Text {
        let mut text = self.text(target);
        text.key = match text.key.as_ref() {
            "ne-log-platform-drop" => "ne-event-drop",
            "nw-log-strike" => "ne-event-strike",
            _ => "ne-event-attack",
        }
        .into();
        text
    }
}

/// One peace swap: `seat` put `card` into queue slot `slot` (1-based) and took `old` back
/// into its hand. Hidden from the other seats (a sampled world forgets theirs).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct PeaceSwapped {
    pub seat: Seat,
    pub slot: u8,
    pub card: CardId,
    pub old: CardId,
}

/// A decision that interrupts the normal flow; the top of the stack is decided first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Interrupt {
    /// The drawer picks the target of a Secret / Top Secret. The card is already
    /// discarded; `replace` = draw a replacement afterwards (sweep / interception draws).
    SecretTarget { seat: Seat, card: CardId, replace: bool },
    /// Propaganda revealed in peace: choose an opponent. The card is already discarded.
    PropagandaTarget { seat: Seat, card: CardId },
    /// A compatible warhead was revealed: the attacker must name a target.
    AttackTarget { attack: Attack },
    /// The target may intercept or pass (R-31..R-37), always asked.
    Intercept { attack: Attack },
    /// An eliminated player strikes with revealed cards, one strike at a time (R-46..R-51).
    Retaliate { seat: Seat },
    /// Peace returned: survivors may swap each face-down queue card once for a hand card,
    /// simultaneously. `swapped` records each swap in order, so `back` can undo a seat's own.
    PeaceSwap {
        done: Vec<Seat>,
        #[serde(default)]
        swapped: Vec<PeaceSwapped>,
    },
    /// Escalation out-of-turn window: every living seat but the actor answers the same question
    /// in secret (respond or pass); resolved once all have answered (docs/nuclear-escalation.md).
    Respond {
        event: Event,
        /// Who is asked (every living seat but the actor, clockwise from it) and their answers.
        /// Saves from before the shared window read their `answers` list here (see
        /// `windows::saved_window`); `upgrade` completes them.
        #[serde(alias = "answers", deserialize_with = "windows::saved_window")]
        window: Window,
    },
    /// A saboteur spoils `event` unless its launcher unmasks him with a spy (seed §1.16, §1.17 use 1).
    CounterSabotage { event: Event, saboteur: Seat },
    /// Someone used a spy on `victim`, who may cancel it with a spy of their own (seed §1.17 use 4).
    CounterSpy { victim: Seat, spy: Seat, act: SpyAct },
    /// A space platform was revealed: its owner loads warheads from hand, then launches (seed §1.12).
    LoadPlatform {
        seat: Seat,
        card: CardId,
        warheads: Vec<CardId>,
    },
    /// The super virus was drawn: the drawer gives it to a rival (seed §1.18).
    VirusGive { seat: Seat, card: CardId, replace: bool },
}

/// Where the normal flow stands when no interrupt is pending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Step {
    /// Opening secret sweep: `seat` sweeps its hand; `done` seats have finished.
    Sweep {
        seat: Seat,
        done: usize,
    },
    /// Every seat commits two face-down cards, a simultaneous secret pick.
    OpeningQueue,
    TurnStart,
    Draw,
    Place,
    Reveal,
    /// After the basic turn (Escalation): platform drops, killer satellite strikes, cruise
    /// missile orders, passing the virus (R-8 step 5).
    PostTurn,
    TurnEnd,
}

/// The last fallout roll, for the board and the view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FalloutRecord {
    pub roll: u32,
    /// The fallout die's second roll after a mushroom cloud (Escalation misfunction, seed §1.20).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second: Option<u32>,
    pub result: String,
    pub attacker: Seat,
    pub target: Seat,
    pub warhead: CardId,
    /// Who lost population (the target, or the attacker on a booster explosion).
    pub victim: Option<Seat>,
    pub loss: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NuclearWar {
    pub players: Vec<Player>,
    pub bank: u32,
    /// Millions killed: out of the game for good. players + bank + dead = 240 always.
    pub dead: u32,
    /// Top of the draw pile is the last element.
    pub draw_pile: Vec<CardId>,
    /// Top of the discard pile is the last element.
    pub discard: Vec<CardId>,
    pub war: bool,
    pub step: Step,
    /// Whose turn it is (or will be when the opening ends).
    pub turn: Seat,
    pub turn_number: u32,
    pub interrupts: Vec<Interrupt>,
    /// the interceptor takes the next turn.
    pub next_turn: Option<Seat>,
    /// Someone was eliminated: when the retaliation chain is over and the world is at war,
    /// peace returns.
    pub peace_due: bool,
    /// Megatons already dropped by each armed B-70, by card.
    pub payload_used: BTreeMap<CardId, u32>,
    pub last_fallout: Option<FalloutRecord>,
    /// A 100 MT stockpile hit set off the global chain reaction: everyone lost.
    pub world_destroyed: bool,
    pub finished: bool,
    #[serde(default)]
    pub mode: Mode,
    /// Cruise missiles in flight (seed §1.14).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cruise: Vec<Cruise>,
    /// The super virus, when someone holds it (seed §1.18).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub virus: Option<Virus>,
    /// What the turn's seat has already done after its basic turn.
    #[serde(default)]
    pub post: PostTurn,
    /// Each seat's standing auto-pass choices for response windows (`/autopass`).
    #[serde(default, skip_serializing_if = "StandingChoices::is_empty")]
    pub standing: StandingChoices<WindowKind>,
}

impl NuclearWar {
    pub fn seats(&self) -> usize {
        self.players.len()
    }
    pub fn alive(&self, seat: Seat) -> bool {
        self.players.get(seat).is_some_and(|p| p.alive)
    }
    pub fn alive_seats(&self) -> Vec<Seat> {
        (0..self.seats()).filter(|&s| self.alive(s)).collect()
    }
    pub fn opponents(&self, seat: Seat) -> Vec<Seat> {
        (0..self.seats()).filter(|&s| s != seat && self.alive(s)).collect()
    }
    /// `seat`'s swaps in the open peace window, oldest first.
    pub fn peace_swaps(&self, seat: Seat) -> Vec<PeaceSwapped> {
        match self.interrupts.last() {
            Some(Interrupt::PeaceSwap { swapped, .. }) => swapped.iter().filter(|s| s.seat == seat).cloned().collect(),
            _ => Vec::new(),
        }
    }
    /// The next living seat clockwise after `seat`.
    pub fn next_alive_after(&self, seat: Seat) -> Seat {
        let n = self.seats();
        (1..=n).map(|i| (seat + i) % n).find(|&s| self.alive(s)).unwrap_or(seat)
    }
    /// Population in the game: players + bank + dead always add up to this.
    pub fn total_population(&self) -> u32 {
        data().population.iter().sum::<u32>() * self.mode.population_decks()
    }
    /// The living seat before `seat` (counter-clockwise), for passing the virus right.
    pub fn prev_alive_before(&self, seat: Seat) -> Seat {
        let n = self.seats();
        (1..=n)
            .map(|i| (seat + n - i) % n)
            .find(|&s| self.alive(s))
            .unwrap_or(seat)
    }
    pub fn bomber_left(&self, carrier: CardId) -> Option<u32> {
        match card_type(carrier).kind {
            data::Kind::Carrier {
                class: data::CarrierClass::Bomber,
                payload,
                ..
            } => Some(payload.saturating_sub(self.payload_used.get(&carrier).copied().unwrap_or(0))),
            _ => None,
        }
    }
}

/// Why a player was wiped out: decides final retaliation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    Nuclear,
    Secret,
    /// Won over by propaganda; the seat that took the last people (gets the virus, seed §1.18).
    Propaganda(Seat),
    /// The super virus (no final retaliation, spec A-32).
    Virus,
}
