//! Change marks and parts of the Game of Thrones board (see [`crate::engine::board`]).
//!
//! Marks: the challenge panel, and per house each row of its band (power, piles, plot,
//! characters, locations) whose drawing differs from the one before the change, with a badge on
//! the house's power. Rows are drawn from the same height for the comparison, so a row pushed
//! down by a taller one above is not marked. Only what the board draws is compared: a hand is a
//! count, so a mark can say the hand changed but never which card. Parts: each house's band, and
//! the challenge while one is under way.

use super::band::band_rows;
use super::style::{MARGIN, PAGE, WIDTH};
use super::{challenge_of, layout, svg};
use crate::engine::{BoardPart, Localizer, Viewer};
use crate::games::thrones::state::Thrones;
use crate::games::thrones::state::text::house_text;
use crate::render::marks::{badge, ring};
use crate::render::parts::{PART_WIDTH, View, zoom};

const HALO: f32 = 5.0;

/// The board with what changed since `before` marked.
pub fn svg_since(g: &Thrones, before: &Thrones, viewer: Viewer, loc: &dyn Localizer) -> String {
    let board = svg(g, viewer, loc);
    let at = layout(g, viewer, loc);
    let mut marks = String::new();
    if let Some((y, h)) = at.challenge
        && challenge_of(g, loc) != challenge_of(before, loc)
    {
        marks.push_str(&ring("challenge", MARGIN, y, WIDTH - 2.0 * MARGIN, h, 12.0, HALO));
    }
    for seat in 0..2 {
        let id = format!("p{}", seat + 1);
        let now = band_rows(g, seat, loc, at.bands[seat].0);
        let was = band_rows(before, seat, loc, 0.0);
        for ((part, top, bottom, drawn), (_, _, _, old)) in now.iter().zip(&was) {
            if drawn != old {
                let what = format!("{id}-{}", part.key());
                marks.push_str(&ring(
                    &what,
                    MARGIN + 4.0,
                    *top - 4.0,
                    WIDTH - 2.0 * MARGIN - 8.0,
                    bottom - top,
                    8.0,
                    HALO,
                ));
            }
        }
        let delta = i32::from(g.player(seat).total_power()) - i32::from(before.player(seat).total_power());
        marks.push_str(&badge(
            &format!("{id}-power"),
            WIDTH - MARGIN - 150.0,
            at.bands[seat].0 + 10.0,
            22.0,
            delta,
        ));
    }
    match board.rfind("</svg>") {
        Some(end) => format!("{}{marks}</svg>", &board[..end]),
        None => board,
    }
}

/// Each house's band, and the challenge while one is under way.
pub fn parts(g: &Thrones) -> Vec<BoardPart> {
    let mut out: Vec<BoardPart> = (0..2)
        .map(|seat| BoardPart::new(format!("p{}", seat + 1), house_text(g, seat)))
        .collect();
    if g.challenge.is_some() {
        out.push(BoardPart::new(
            "challenge",
            crate::engine::Text::new("thrones-board-part-challenge"),
        ));
    }
    out
}

/// One part, drawn large.
pub fn part_svg(g: &Thrones, viewer: Viewer, loc: &dyn Localizer, part: &str) -> Option<String> {
    let at = layout(g, viewer, loc);
    let (y, h) = match part {
        "p1" => at.bands[0],
        "p2" => at.bands[1],
        "challenge" => at.challenge?,
        _ => return None,
    };
    let view = View::new(MARGIN, y, WIDTH - 2.0 * MARGIN, h).grow(6.0);
    Some(zoom(&svg(g, viewer, loc), &[view], PART_WIDTH, PAGE))
}
