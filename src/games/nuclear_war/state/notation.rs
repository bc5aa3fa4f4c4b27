//! Nuclear War's typed moves and their notation: `Display` prints the canonical line, [`read`]
//! reads a normalized line back (syntax only; whether the move is legal now is `apply`'s job).

use std::fmt;

use super::super::data::data;
use super::{CardId, card_key, seat_label};
use crate::engine::Seat;

/// A card type, by its notation key (`wh20`, `polaris`, `am-s`): always a key of the card table.
pub type CardKey = &'static str;

/// One move of one seat. Which moves a seat may make depends on its decision (see `options`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NwAction {
    /// Name the target of a secret, propaganda or attack.
    Target(Seat),
    /// Stop an incoming carrier with an anti-missile of this type (R-31..R-37, seed §1.15).
    Intercept(CardKey),
    /// Decline an interception or a response window.
    Pass,
    /// A final-retaliation strike from the revealed pool.
    Strike {
        carrier: CardKey,
        warhead: CardKey,
        target: Seat,
    },
    /// Drop a warhead of this type from platform `platform` (1-based) on `target` (seed §1.12).
    PlatformDrop {
        platform: usize,
        warhead: CardKey,
        target: Seat,
    },
    /// Final retaliation: a cruise missile in flight falls on `target`.
    CruiseAt(Seat),
    /// Final retaliation is over, or (after peace returns) keep the queue as it is. Typed `keep`
    /// too.
    Done,
    /// Peace: swap queue slot `slot` (1 or 2) for a hand card of this type, once per slot.
    Swap {
        slot: u8,
        card: CardKey,
    },
    /// Peace: undo this seat's swaps of the window (the queue as it was when peace returned).
    Back,
    /// Opening queue: the first card, the second card, or both at once.
    First(CardKey),
    Second(CardKey),
    Queue(CardKey, CardKey),
    /// The basic turn: place a card at the back of the queue, or show / hide a deterrent first.
    Place(CardKey),
    Show(CardKey),
    Hide(CardKey),
    /// Spy on a rival's face-down queue before placing (seed §1.17 use 3).
    SpyOn(Seat),
    /// Unmask a saboteur with a spy (seed §1.17 use 1).
    Unmask,
    /// Cancel a rival's spy with a spy of one's own (seed §1.17 use 4).
    Counter,
    Sabotage,
    Steal,
    /// Load a warhead of this type onto the platform just revealed, or launch it (seed §1.12).
    Load(CardKey),
    Launch,
    /// Give the super virus to a rival (seed §1.18).
    Give(Seat),
    /// After the basic turn: a killer satellite strikes platform `platform` (1-based) of `owner`.
    Kill {
        owner: Seat,
        platform: usize,
    },
    /// After the basic turn: the cruise missile over `over` falls, or moves on (seed §1.14).
    CruiseDrop(Seat),
    CruiseMove(Seat),
    /// After the basic turn: pass the super virus to a seat, or keep it.
    VirusPass(Seat),
    VirusKeep,
    /// Nothing more after the basic turn.
    End,
}

impl fmt::Display for NwAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use NwAction::*;
        let seat = |s: &Seat| seat_label(*s);
        match self {
            Target(t) => write!(f, "target {}", seat(t)),
            Intercept(k) => write!(f, "intercept {k}"),
            Pass => f.write_str("pass"),
            Strike {
                carrier,
                warhead,
                target,
            } => write!(f, "strike {carrier} {warhead} {}", seat(target)),
            PlatformDrop {
                platform,
                warhead,
                target,
            } => write!(f, "platform {platform} {warhead} {}", seat(target)),
            CruiseAt(t) => write!(f, "cruise {}", seat(t)),
            Done => f.write_str("done"),
            Swap { slot, card } => write!(f, "swap {slot} {card}"),
            Back => f.write_str("back"),
            First(k) => write!(f, "first {k}"),
            Second(k) => write!(f, "second {k}"),
            Queue(a, b) => write!(f, "queue {a} {b}"),
            Place(k) => write!(f, "place {k}"),
            Show(k) => write!(f, "show {k}"),
            Hide(k) => write!(f, "hide {k}"),
            SpyOn(t) => write!(f, "spy {}", seat(t)),
            Unmask => f.write_str("spy"),
            Counter => f.write_str("counter"),
            Sabotage => f.write_str("sabotage"),
            Steal => f.write_str("steal"),
            Load(k) => write!(f, "load {k}"),
            Launch => f.write_str("launch"),
            Give(t) => write!(f, "give {}", seat(t)),
            Kill { owner, platform } => write!(f, "kill {} {platform}", seat(owner)),
            CruiseDrop(o) => write!(f, "cruise drop {}", seat(o)),
            CruiseMove(o) => write!(f, "cruise move {}", seat(o)),
            VirusPass(t) => write!(f, "virus {}", seat(t)),
            VirusKeep => f.write_str("virus keep"),
            End => f.write_str("end"),
        }
    }
}

/// Why a line is not a move at all; `parse` turns it into a refusal naming what is legal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Misread {
    /// No move is spelled like this.
    Unknown,
    /// A word that should name a rival is not a seat (`p1` … `p6`).
    Seat,
    /// A queue slot that is not a number.
    Slot,
    /// A word that should be a card key is not one.
    Card(String),
}

/// Seat notation `p1` … for seat 0 ….
pub fn read_seat(word: &str) -> Option<Seat> {
    word.strip_prefix('p')?.parse::<usize>().ok()?.checked_sub(1)
}

fn read_card(word: &str) -> Result<CardKey, Misread> {
    data()
        .cards
        .iter()
        .find(|c| c.key == word)
        .map(|c| c.key)
        .ok_or_else(|| Misread::Card(word.to_string()))
}

fn read_target(word: &str) -> Result<Seat, Misread> {
    read_seat(word).ok_or(Misread::Seat)
}

fn read_index(word: &str) -> Result<usize, Misread> {
    word.parse().map_err(|_| Misread::Unknown)
}

/// Reads one normalized line (lower case, single spaces) into a move.
pub fn read(line: &str) -> Result<NwAction, Misread> {
    use NwAction::*;
    let words: Vec<&str> = line.split(' ').collect();
    Ok(match words.as_slice() {
        ["target", t] => Target(read_target(t)?),
        ["intercept", k] => Intercept(read_card(k)?),
        ["pass"] => Pass,
        ["strike", c, w, t] => Strike {
            carrier: read_card(c)?,
            warhead: read_card(w)?,
            target: read_target(t)?,
        },
        ["platform", i, k, t] => PlatformDrop {
            platform: read_index(i)?,
            warhead: read_card(k)?,
            target: read_target(t)?,
        },
        ["cruise", "drop", o] => CruiseDrop(read_target(o)?),
        ["cruise", "move", o] => CruiseMove(read_target(o)?),
        ["cruise", t] => CruiseAt(read_target(t)?),
        ["done"] | ["keep"] => Done,
        ["swap", slot, k] => Swap {
            slot: slot.parse().map_err(|_| Misread::Slot)?,
            card: read_card(k)?,
        },
        ["back"] => Back,
        ["first", k] => First(read_card(k)?),
        ["second", k] => Second(read_card(k)?),
        ["queue", a, b] => Queue(read_card(a)?, read_card(b)?),
        ["place", k] => Place(read_card(k)?),
        ["show", k] => Show(read_card(k)?),
        ["hide", k] => Hide(read_card(k)?),
        ["spy", t] => SpyOn(read_target(t)?),
        ["spy"] => Unmask,
        ["counter"] => Counter,
        ["sabotage"] => Sabotage,
        ["steal"] => Steal,
        ["load", k] => Load(read_card(k)?),
        ["launch"] => Launch,
        ["give", t] => Give(read_target(t)?),
        ["kill", o, j] => Kill {
            owner: read_target(o)?,
            platform: read_index(j)?,
        },
        ["virus", "keep"] => VirusKeep,
        ["virus", t] => VirusPass(read_target(t)?),
        ["end"] => End,
        _ => return Err(Misread::Unknown),
    })
}

/// Distinct card keys of `cards`, in first-seen order.
pub fn distinct_keys(cards: impl IntoIterator<Item = CardId>) -> Vec<CardKey> {
    let mut keys: Vec<CardKey> = Vec::new();
    for c in cards {
        let k = card_key(c);
        if !keys.contains(&k) {
            keys.push(k);
        }
    }
    keys
}
