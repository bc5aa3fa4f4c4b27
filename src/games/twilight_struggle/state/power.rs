//! The two sides. Seat 0 is the USSR (it places and moves first), seat 1 the US; the lobby's
//! random seating decides who plays which.

use serde::{Deserialize, Serialize};

use super::super::data::Side;
use crate::engine::Seat;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Power {
    Ussr,
    Us,
}

impl Power {
    pub const BOTH: [Power; 2] = [Power::Ussr, Power::Us];

    /// Index into `[T; 2]` arrays and the seat that plays this side.
    pub fn index(self) -> usize {
        match self {
            Power::Ussr => 0,
            Power::Us => 1,
        }
    }

    pub fn seat(self) -> Seat {
        self.index()
    }

    pub fn of_seat(seat: Seat) -> Power {
        if seat == 0 { Power::Ussr } else { Power::Us }
    }

    pub fn opponent(self) -> Power {
        match self {
            Power::Ussr => Power::Us,
            Power::Us => Power::Ussr,
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            Power::Ussr => "ussr",
            Power::Us => "us",
        }
    }

    pub fn parse(s: &str) -> Option<Power> {
        match s {
            "ussr" => Some(Power::Ussr),
            "us" | "usa" => Some(Power::Us),
            _ => None,
        }
    }

    /// Fluent id of the side's name.
    pub fn name_key(self) -> &'static str {
        match self {
            Power::Ussr => "ts-power-ussr",
            Power::Us => "ts-power-us",
        }
    }

    /// The card side this power owns (`Neutral` cards belong to both).
    pub fn side(self) -> Side {
        match self {
            Power::Ussr => Side::Ussr,
            Power::Us => Side::Us,
        }
    }

    /// +1 for the US, -1 for the USSR: VP are one signed number, positive = US ahead.
    pub fn vp_sign(self) -> i32 {
        match self {
            Power::Ussr => -1,
            Power::Us => 1,
        }
    }

    /// The superpower space's id in adjacency lists.
    pub fn home_id(self) -> &'static str {
        match self {
            Power::Ussr => "ussr",
            Power::Us => "usa",
        }
    }
}

/// Who controls a country: own influence at least the stability and at least the stability
/// more than the opponent's.
pub fn controller(stability: u8, influence: [u8; 2]) -> Option<Power> {
    Power::BOTH.into_iter().find(|p| {
        let own = influence[p.index()];
        let other = influence[p.opponent().index()];
        own >= stability && own >= other + stability
    })
}
