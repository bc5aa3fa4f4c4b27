//! What a board shows beyond the position (issue 17: boards that phones load fast and read well).
//!
//! **Change marks.** The public post after an accepted change shows its board with what the
//! change did marked ([`super::Game::board_svg_since`]): the game compares the position before
//! the change with the one after and draws a halo around each changed thing (an influence box, a
//! track, a player's area, a card) and, for a number, a "+2" / "−1" badge beside it. For a
//! decision taken in several steps (placing influence one point per tap), "before" is the
//! position before the mover's first step, so the marks show the whole decision. Every mark is
//! an SVG element with `class="changed"` and `data-changed="<what>"` (tests read them; see
//! [`crate::render::marks`]). A game compares only what the viewer's board shows, so a mark can
//! say that a hidden hand grew but never name a hidden card. Boards from `/status` carry no
//! marks: they show where the game stands, not a move.
//!
//! **Parts.** [`super::Game::board_parts`] lists the parts a player can ask to see alone
//! (`/status part:`, `warroom render --part`): a region of the map, a player's area, the tracks.
//! A part is drawn with larger type than the whole board, to read 550 px wide on a phone
//! without zooming.

use super::Text;

/// One part of a board that can be drawn alone.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardPart {
    /// Stable id (`/status part:` values, `--part`): lower-case, with dashes.
    pub id: String,
    /// The localized name offered to players.
    pub name: Text,
}

impl BoardPart {
    pub fn new(id: impl Into<String>, name: Text) -> BoardPart {
        BoardPart { id: id.into(), name }
    }
}
