//! Change marks and parts of the Nuclear War board (see [`crate::engine::board`]): per player,
//! the population and the cards (hand and queue sizes, the armed carrier, the deterrent, the
//! retaliation pool) since the last change; each player's panel can be drawn alone.

use super::super::NuclearWar;
use super::{PANEL_H, PANEL_W, body, panel_slots};
use crate::engine::{BoardPart, Localizer, Seat, Text, Viewer};
use crate::render::marks::{badge, ring};
use crate::render::parts::{PART_WIDTH, View, zoom};
use crate::render::svg;

const HALO: f32 = 6.0;

/// The board with what changed since `before` marked. Only counts and face-up cards are
/// compared, so a mark never tells which card entered a hand.
pub fn board_svg_since(g: &NuclearWar, before: &NuclearWar, viewer: Viewer, loc: &dyn Localizer) -> String {
    let mut out = body(g, viewer, loc);
    for (seat, (x, y)) in panel_slots(g.seats()).into_iter().enumerate() {
        let (Some(now), Some(was)) = (g.players.get(seat), before.players.get(seat)) else {
            continue;
        };
        let id = format!("p{}", seat + 1);
        if now.population != was.population || now.alive != was.alive {
            let what = format!("{id}-population");
            out.push_str(&ring(&what, x + 10.0, y + 58.0, 180.0, 90.0, 10.0, HALO));
            let delta = i64::from(now.population) - i64::from(was.population);
            out.push_str(&badge(&what, x + 190.0, y + 60.0, 22.0, delta.clamp(-999, 999) as i32));
        }
        let cards = |p: &super::super::Player| {
            (
                p.hand.len(),
                p.queue.len(),
                p.face_up,
                p.shown.clone(),
                p.retaliation.clone(),
            )
        };
        if cards(now) != cards(was) {
            let what = format!("{id}-cards");
            out.push_str(&ring(&what, x + 10.0, y + 152.0, PANEL_W - 20.0, 114.0, 10.0, HALO));
            let delta = now.hand.len() as i32 - was.hand.len() as i32;
            out.push_str(&badge(&format!("{id}-hand"), x + PANEL_W - 30.0, y + 64.0, 20.0, delta));
        }
    }
    svg::document(super::W as u32, super::H as u32, super::PAGE, &out)
}

/// Each player's panel.
pub fn parts(g: &NuclearWar) -> Vec<BoardPart> {
    (0..g.seats())
        .map(|s: Seat| BoardPart::new(format!("p{}", s + 1), Text::new("seat-name").seat("seat", s)))
        .collect()
}

/// One player's panel (`p1`, `p2`, …), drawn large.
pub fn part_svg(g: &NuclearWar, viewer: Viewer, loc: &dyn Localizer, part: &str) -> Option<String> {
    let seat: usize = part.strip_prefix('p')?.parse().ok()?;
    let (x, y) = *panel_slots(g.seats()).get(seat.checked_sub(1)?)?;
    let board = super::board_svg(g, viewer, loc);
    let view = View::new(x, y, PANEL_W, PANEL_H).grow(8.0);
    Some(zoom(&board, &[view], PART_WIDTH, super::PAGE))
}
