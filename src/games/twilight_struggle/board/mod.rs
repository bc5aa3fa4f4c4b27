//! The board image: our own schematic world map (never the publisher's art). The rules engine
//! fills a [`BoardModel`]; drawing needs nothing else, so the picture can be tested on its own.

use crate::engine::Text;

use super::state::power::Power;

pub(super) mod draw;
pub(super) mod layout;
pub use draw::{board_svg, board_svg_since, part_svg, parts};
pub use layout::{CIVIL_WAR_ID, Label, Layout, Slot, layout};

/// Everything the picture shows. Arrays of two are indexed by [`Power::index`] (`[ussr, us]`).
#[derive(Clone, Debug, PartialEq)]
pub struct BoardModel {
    /// Influence per country, in `data::countries()` order.
    pub influence: Vec<[u8; 2]>,
    pub defcon: u8,
    /// Positive = US ahead.
    pub vp: i32,
    pub turn: u8,
    /// 0 during setup and the headline phase.
    pub action_round: u8,
    /// Whose action round it is, if any.
    pub phasing: Option<Power>,
    /// Military operations this turn (true count; the track shows 0..5).
    pub milops: [u8; 2],
    /// Space race box 0..8.
    pub space: [u8; 2],
    /// Who holds The China Card and whether it is face up; `None` while nobody has it
    /// (Chinese Civil War variant).
    pub china: Option<(Power, bool)>,
    /// USSR influence on the Chinese Civil War space while that space exists.
    pub civil_war: Option<u8>,
    /// What the "In effect" panel lists, most urgent first: obligations for the next round,
    /// turn-long effects, then lasting events. Empty: no panel.
    pub effects: Vec<BoardEffect>,
    pub hand_sizes: [usize; 2],
    pub deck_size: usize,
    pub discard_size: usize,
    pub removed_size: usize,
    /// One line saying what the game waits for (or how it ended).
    pub status: Text,
}

/// One entry of the "In effect" panel.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardEffect {
    pub text: Text,
    /// Whose effect it is, drawn in that side's colour; `None` in plain ink.
    pub side: Option<Power>,
}
