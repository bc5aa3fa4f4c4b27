//! Lasting effects: what an ability leaves behind for a challenge, a phase or a round.
//! Several may apply to one card at once. The statics read them (`statics.rs`); they end with
//! their scope (`end_scope`).

use serde::{Deserialize, Serialize};

use super::ability::Scope;
use crate::engine::Seat;
use crate::games::thrones::data::{CardType, House, Icon, Keyword};
use crate::games::thrones::state::{CardIx, Thrones};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Effect {
    /// ± STR to a character.
    Str { card: CardIx, n: i8 },
    /// The character does not stand in the standing phase.
    NoStand { card: CardIx },
    /// The character's STR does not count in the challenge.
    StrIgnored { card: CardIx },
    /// The character gains (or loses) a keyword.
    Keyword { card: CardIx, keyword: Keyword, gain: bool },
    /// `seat`'s claim is higher (or lower).
    Claim { seat: Seat, n: i8 },
    /// `payer` gives `to` this much gold for each challenge of `kind` it starts.
    ChallengeTax {
        payer: Seat,
        to: Seat,
        kind: Icon,
        gold: u8,
    },
    /// The next card `seat` plays this phase matching the filters costs `n` less.
    Discount {
        seat: Seat,
        n: u8,
        house: Option<House>,
        kind: Option<CardType>,
        icon: Option<Icon>,
    },
    /// While `guard` is knelt, it stands instead of `card` being killed (Bronn).
    StandsInstead { guard: CardIx, card: CardIx },
    /// If `seat` wins the challenge, it draws `n` cards (Insidious Ways).
    DrawIfWins { seat: Seat, n: u8 },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lasting {
    pub effect: Effect,
    pub until: Scope,
}

/// Adds a lasting effect until the end of `until`.
pub fn add(g: &mut Thrones, effect: Effect, until: Scope) {
    g.lasting.push(Lasting { effect, until });
}

/// The challenge, the phase or the round ended: its lasting effects and use counts end, and those
/// of every shorter scope.
pub fn end_scope(g: &mut Thrones, scope: Scope) {
    g.lasting.retain(|l| l.until > scope);
    g.uses.retain(|u| u.scope > scope);
}

/// A card left play: effects on it end.
pub fn forget(g: &mut Thrones, card: CardIx) {
    g.lasting.retain(|l| match &l.effect {
        Effect::Str { card: c, .. }
        | Effect::NoStand { card: c }
        | Effect::StrIgnored { card: c }
        | Effect::Keyword { card: c, .. } => *c != card,
        Effect::StandsInstead { guard, card: c } => *guard != card && *c != card,
        _ => true,
    });
}

pub fn str_bonus(g: &Thrones, card: CardIx) -> i32 {
    g.lasting
        .iter()
        .map(|l| match l.effect {
            Effect::Str { card: c, n } if c == card => i32::from(n),
            _ => 0,
        })
        .sum()
}

pub fn holds(g: &Thrones, want: impl Fn(&Effect) -> bool) -> bool {
    g.lasting.iter().any(|l| want(&l.effect))
}

/// A lasting keyword change for `card`: `Some(true)` gained, `Some(false)` lost (a loss wins).
pub fn keyword(g: &Thrones, card: CardIx, keyword: Keyword) -> Option<bool> {
    let mut out = None;
    for l in &g.lasting {
        if let Effect::Keyword {
            card: c,
            keyword: k,
            gain,
        } = l.effect
            && c == card
            && k == keyword
        {
            if !gain {
                return Some(false);
            }
            out = Some(true);
        }
    }
    out
}

/// The challenge was just won by `winner`: riders that wait for the win (before claim, as the
/// rulebook's Insidious Ways example has it, L471-480).
pub fn challenge_won(g: &mut Thrones, winner: Seat, log: &mut Vec<crate::engine::LogEntry>) {
    let draws: u8 = g
        .lasting
        .iter()
        .map(|l| match l.effect {
            Effect::DrawIfWins { seat, n } if seat == winner => n,
            _ => 0,
        })
        .sum();
    if draws > 0 {
        crate::games::thrones::state::steps::draw(g, winner, usize::from(draws), log);
    }
}

pub fn claim_change(g: &Thrones, seat: Seat) -> i32 {
    g.lasting
        .iter()
        .map(|l| match l.effect {
            Effect::Claim { seat: s, n } if s == seat => i32::from(n),
            _ => 0,
        })
        .sum()
}
