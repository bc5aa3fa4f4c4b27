//! Change marks (see [`crate::engine::board`]): what differs between the board before the last
//! change and now. Influence per country (a halo on the box, a badge per side that moved),
//! DEFCON, VP, military ops and space per side, The China Card, and effects newly in play.

use super::*;
use crate::render::marks::{badge, label_badge, ring, signed};

const HALO: f32 = 6.0;
const BADGE: f32 = 18.0;

/// Appends the marks of every difference between `before` and `m`.
pub(super) fn change_marks(out: &mut String, m: &BoardModel, before: &BoardModel, loc: &dyn Localizer) {
    for (i, c) in countries().iter().enumerate() {
        let now = m.influence.get(i).copied().unwrap_or([0, 0]);
        let was = before.influence.get(i).copied().unwrap_or([0, 0]);
        if now != was
            && let Some(r) = rect_of(c.id)
        {
            influence_mark(out, c.id, r, now, was);
        }
    }
    if m.civil_war != before.civil_war
        && let (Some(r), Some(now)) = (rect_of(CIVIL_WAR_ID), m.civil_war)
    {
        let mut influence = [[0; 2]; 2];
        influence[0][Power::Ussr.index()] = now;
        influence[1][Power::Ussr.index()] = before.civil_war.unwrap_or(0);
        influence_mark(out, CIVIL_WAR_ID, r, influence[0], influence[1]);
    }
    if m.defcon != before.defcon {
        let r = defcon_cell(m.defcon).grow(3.0);
        out.push_str(&ring("defcon", r.x, r.y, r.w, r.h, 10.0, HALO));
        let delta = i32::from(m.defcon) - i32::from(before.defcon);
        out.push_str(&badge("defcon", r.right(), r.y, BADGE, delta));
    }
    if m.vp != before.vp {
        vp_mark(out, m.vp, m.vp - before.vp, loc);
    }
    for (id, x0, now, was, max) in [
        ("milops", MILOPS_X, m.milops, before.milops, 5),
        ("space", SPACE_X, m.space, before.space, 8),
    ] {
        for (row, p) in SIDES.into_iter().enumerate() {
            let (now, was) = (now[p.index()], was[p.index()]);
            if now != was {
                let r = side_cell(x0, row, now.min(max));
                let what = format!("{id}-{}", p.key());
                out.push_str(&ring(&what, r.x, r.y, r.w, r.h, 6.0, HALO));
                out.push_str(&badge(&what, r.right(), r.y, BADGE, i32::from(now) - i32::from(was)));
            }
        }
    }
    if m.china != before.china {
        let r = china_card_rect();
        out.push_str(&ring("china", r.x, r.y, r.w, r.h, 6.0, HALO));
    }
}

fn influence_mark(out: &mut String, id: &str, r: Rect, now: [u8; 2], was: [u8; 2]) {
    out.push_str(&ring(id, r.x, r.y, r.w, r.h, 8.0, HALO));
    let chip_y = r.y + BAND_H + (r.h - BAND_H - CHIP_H) / 2.0;
    for (slot, p) in SIDES.into_iter().enumerate() {
        let delta = i32::from(now[p.index()]) - i32::from(was[p.index()]);
        let x = if slot == 0 { r.x + 6.0 } else { r.right() - 6.0 - CHIP_W };
        let what = format!("{id}-{}", p.key());
        out.push_str(&badge(&what, x + CHIP_W / 2.0, chip_y - 4.0, BADGE, delta));
    }
}

/// The VP marker's halo, and a badge naming the side that gained ("USSR +2").
fn vp_mark(out: &mut String, vp: i32, delta: i32, loc: &dyn Localizer) {
    let (x, cell) = vp_cell(vp);
    let top = TRACKS_TOP + 8.0;
    out.push_str(&ring("vp", x - 3.0, top + 2.0, cell + 6.0, 56.0, 8.0, HALO));
    let gainer = if delta > 0 { Power::Us } else { Power::Ussr };
    let label = format!("{} {}", power_name(loc, gainer), signed(delta.abs()));
    let w = BADGE * (0.6 * label.chars().count() as f32 + 0.8);
    // Beside the marker, on the side away from the track's nearer end.
    let cx = if x > WIDTH / 2.0 {
        x - 3.0 - w / 2.0 - 4.0
    } else {
        x + cell + 3.0 + w / 2.0 + 4.0
    };
    out.push_str(&label_badge("vp", cx, top + 30.0, BADGE, &label));
}

/// The DEFCON box of `level` (see `defcon_track`).
pub(super) fn defcon_cell(level: u8) -> Rect {
    let i = 5 - level.clamp(1, 5);
    Rect {
        x: MARGIN + f32::from(i) * 68.0,
        y: TRACK_ROW + 32.0,
        w: 62.0,
        h: 50.0,
    }
}

/// The x of the VP marker's cell and the cell width (see `vp_track`).
pub(super) fn vp_cell(vp: i32) -> (f32, f32) {
    let x0 = 150.0;
    let cell = (WIDTH - MARGIN - x0) / 41.0;
    (x0 + (20 - vp.clamp(-20, 20)) as f32 * cell, cell)
}

/// The box of value `v` in row `row` of a side track starting at `x0` (see `side_rows`).
pub(super) fn side_cell(x0: f32, row: usize, v: u8) -> Rect {
    Rect {
        x: x0 + 62.0 + f32::from(v) * 43.0,
        y: TRACK_ROW + 34.0 + row as f32 * 38.0,
        w: 40.0,
        h: 32.0,
    }
}

/// The China Card's small card (see `info_block`).
pub(super) fn china_card_rect() -> Rect {
    Rect {
        x: MARGIN,
        y: TRACK_ROW + 126.0 - 2.0,
        w: 46.0,
        h: 62.0,
    }
}
