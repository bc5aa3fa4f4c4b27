//! Drawing the board as one SVG string: a header with the status line, the schematic map
//! (region backgrounds, adjacency lines, country boxes, the superpowers) and the tracks below it.
//!
//! Sizes aim at a phone: Discord shows the image about 550 px wide and a tap zooms in, so names
//! are at least 18 px of the layout (14 px of the PNG, see [`PNG_SCALE`]) and influence numbers
//! 30 px bold; a region drawn alone (`/status part:`) is larger still.

use super::BoardModel;
use super::layout::{CIVIL_WAR_ID, Slot, layout};
use crate::engine::{Localizer, Text};
use crate::games::twilight_struggle::data::{Country, Region, SubRegion, countries};
use crate::games::twilight_struggle::state::power::{Power, controller};
use crate::render::fit::{self, fit};
use crate::render::svg;

mod map;
mod marks;
mod panels;
mod parts;
mod tracks;

use map::*;
#[cfg(test)]
pub use panels::effects_panel_rect;
use panels::*;
pub use parts::{part_svg, parts};
use tracks::*;

pub const WIDTH: f32 = 1980.0;
pub const HEIGHT: f32 = 1460.0;
/// The PNG is 0.8 of the layout (1584 × 1168 px): at full size even a palette PNG is 180–200 KB,
/// at 0.8 it is 110–130 KB and renders in 55–70 ms (`docs/performance.md`, issue 17); names are
/// still 14–16 px, read with a tap to zoom (`/status part:` draws a region larger).
pub const PNG_SCALE: f32 = 0.8;

const PITCH_X: f32 = 150.0;
const PITCH_Y: f32 = 96.0;
const BOX_W: f32 = 141.0;
const BOX_H: f32 = 86.0;
/// Height of the name bar at the top of a country box (room for two lines of 18 px).
const BAND_H: f32 = 42.0;
const MARGIN: f32 = 16.0;
const HEADER_H: f32 = 64.0;
/// Pixel centre of grid column 0 and row 0.
const MAP_X0: f32 = MARGIN + BOX_W / 2.0;
const MAP_Y0: f32 = HEADER_H + 16.0 + BOX_H / 2.0;
/// The last row of boxes is row 10; the tracks start below.
pub const MAP_BOTTOM: f32 = MAP_Y0 + 10.0 * PITCH_Y + BOX_H / 2.0 + 12.0;
/// The bottom strip: the VP track at its top, then a row of tracks.
const TRACKS_TOP: f32 = MAP_BOTTOM + 4.0;
const TRACK_ROW: f32 = TRACKS_TOP + 96.0;
const MILOPS_X: f32 = 1010.0;
const SPACE_X: f32 = 1500.0;

const PAGE: &str = "#fbfaf7";
const INK: &str = "#1d2429";
const MUTED: &str = "#5f6b73";
const FAINT: &str = "#9aa5ad";
const LINE: &str = "#8795a1";
const BG_BAND: &str = "#263238";
const PLAIN_BAND: &str = "#eef1f3";
const SHARED_TINT: &str = "#e8e0ee";

const NAME_SIZE: f32 = 20.0;
const NAME_MIN: f32 = 18.0;
const CHIP_W: f32 = 44.0;
const CHIP_H: f32 = 36.0;

fn color(p: Power) -> &'static str {
    match p {
        Power::Us => "#1f5fbf",
        Power::Ussr => "#c62828",
    }
}

fn dark(p: Power) -> &'static str {
    match p {
        Power::Us => "#12407f",
        Power::Ussr => "#7c1212",
    }
}

fn tint(p: Power) -> &'static str {
    match p {
        Power::Us => "#d5e3f7",
        Power::Ussr => "#f7d6d3",
    }
}

/// US first: the map has the USA in the west and the USSR in the east, and every row of the
/// picture keeps that order.
const SIDES: [Power; 2] = [Power::Us, Power::Ussr];

/// A pixel rectangle.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Rect {
    pub fn right(&self) -> f32 {
        self.x + self.w
    }
    pub fn bottom(&self) -> f32 {
        self.y + self.h
    }
    pub fn center(&self) -> (f32, f32) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }
    /// The point of the rectangle closest to `p`.
    pub fn nearest(&self, p: (f32, f32)) -> (f32, f32) {
        (p.0.clamp(self.x, self.right()), p.1.clamp(self.y, self.bottom()))
    }
    fn grow(&self, by: f32) -> Rect {
        Rect {
            x: self.x - by,
            y: self.y - by,
            w: self.w + 2.0 * by,
            h: self.h + 2.0 * by,
        }
    }
}

/// Where a layout slot lands on the canvas.
pub fn slot_rect(s: Slot) -> Rect {
    Rect {
        x: MAP_X0 + s.x * PITCH_X - BOX_W / 2.0,
        y: MAP_Y0 + s.y * PITCH_Y - BOX_H / 2.0,
        w: (s.w - 1.0) * PITCH_X + BOX_W,
        h: (s.h - 1.0) * PITCH_Y + BOX_H,
    }
}

/// The canvas rectangle of a placed id (country, `usa`, `ussr`, the civil war space).
pub fn rect_of(id: &str) -> Option<Rect> {
    layout().slot(id).map(slot_rect)
}

/// A country name's lines and font size: one line at 18–20 px if it fits, otherwise two lines
/// split at a space or after a slash, otherwise one squeezed line.
pub fn fit_name(name: &str, width: f32) -> (f32, Vec<String>) {
    fit_lines(name, width, NAME_SIZE, NAME_MIN)
}

/// Bold text in at most two lines (see [`fit::fit_lines`]); a split line is at least 15 px.
fn fit_lines(text: &str, width: f32, max: f32, min: f32) -> (f32, Vec<String>) {
    fit::fit_lines(text, width, max, min, 15.0)
}

/// `elements` (SVG markup) with an id on the last element, so tests can find it in the rendered
/// tree (for a bordered rectangle that is the inner, filled one).
fn with_id(id: &str, elements: String) -> String {
    let start = elements
        .rmatch_indices('<')
        .map(|(i, _)| i)
        .find(|&i| !elements[i + 1..].starts_with('/'))
        .unwrap_or(0);
    match elements[start..].find(' ') {
        Some(at) => {
            let at = start + at;
            format!(r#"{} id="{}"{}"#, &elements[..at], svg::esc(id), &elements[at..])
        }
        None => elements,
    }
}

/// Text with an outline in `halo` so it stays readable over lines and backgrounds.
fn halo_text(x: f32, y: f32, size: f32, fill: &str, halo: &str, content: &str) -> String {
    svg::text(x, y, size, fill, "middle", true, content).replacen(
        "<text ",
        &format!(r#"<text stroke="{halo}" stroke-width="6" stroke-linejoin="round" paint-order="stroke" "#),
        1,
    )
}

/// A filled rectangle with a border. The border is a larger rectangle filled underneath, not a
/// stroke: tiny-skia strokes a rounded rectangle several times slower than it fills one, and the
/// board has hundreds of them (this keeps the PNG within its time budget).
fn rect_stroked(r: Rect, radius: f32, fill: &str, border: &str, width: f32) -> String {
    let inner = r.grow(-width);
    let inner_radius = (radius - width).max(0.0);
    format!(
        r#"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="{radius:.1}" fill="{border}"/><rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="{inner_radius:.1}" fill="{fill}"/>"#,
        r.x, r.y, r.w, r.h, inner.x, inner.y, inner.w, inner.h
    )
}

/// A rectangle with rounded top corners only (the name bar of a box).
fn top_rounded(r: Rect, radius: f32, fill: &str) -> String {
    let (x, y, w, h) = (r.x, r.y, r.w, r.h);
    format!(
        r#"<path d="M{x:.1},{:.1} V{:.1} Q{x:.1},{y:.1} {:.1},{y:.1} H{:.1} Q{:.1},{y:.1} {:.1},{:.1} V{:.1} Z" fill="{fill}"/>"#,
        y + h,
        y + radius,
        x + radius,
        x + w - radius,
        x + w,
        x + w,
        y + radius,
        y + h
    )
}

struct RegionStyle {
    fill: &'static str,
    /// Shade of the sub-region (Eastern Europe, Southeast Asia).
    alt: &'static str,
    ink: &'static str,
}

fn region_style(r: Region) -> RegionStyle {
    let (fill, alt, ink) = match r {
        Region::Europe => ("#e7e4f1", "#d9d4ea", "#544c86"),
        Region::MiddleEast => ("#f4ead0", "#f4ead0", "#856521"),
        Region::Asia => ("#dcefe5", "#c6e4d5", "#2d7153"),
        Region::Africa => ("#e9efd4", "#e9efd4", "#5d6d22"),
        Region::CentralAmerica => ("#d6edf0", "#d6edf0", "#266f78"),
        Region::SouthAmerica => ("#f1e3d6", "#f1e3d6", "#87573a"),
    };
    RegionStyle { fill, alt, ink }
}

/// How far a region's background reaches beyond its boxes.
pub const REGION_PAD: f32 = (PITCH_X - BOX_W) / 2.0 + 6.0;

/// The pixel point of a grid position (a region label's centre).
pub fn grid_point(x: f32, y: f32) -> (f32, f32) {
    (MAP_X0 + x * PITCH_X, MAP_Y0 + y * PITCH_Y)
}

/// A rounded rectangle as path data (a subpath, so many can share one `<path>`).
fn rounded_rect_path(r: Rect, radius: f32) -> String {
    let (x, y, right, bottom, k) = (r.x, r.y, r.right(), r.bottom(), radius);
    format!(
        "M{:.1},{y:.1}H{:.1}Q{right:.1},{y:.1} {right:.1},{:.1}V{:.1}Q{right:.1},{bottom:.1} {:.1},{bottom:.1}H{:.1}Q{x:.1},{bottom:.1} {x:.1},{:.1}V{:.1}Q{x:.1},{y:.1} {:.1},{y:.1}Z",
        x + k,
        right - k,
        y + k,
        bottom - k,
        right - k,
        x + k,
        bottom - k,
        y + k,
        x + k
    )
}

pub fn board_svg(m: &BoardModel, loc: &dyn Localizer) -> String {
    board_svg_since(m, None, loc)
}

/// The board with what changed since `before` marked (see [`crate::engine::board`]).
pub fn board_svg_since(m: &BoardModel, before: Option<&BoardModel>, loc: &dyn Localizer) -> String {
    let mut out = String::with_capacity(96 * 1024);
    // Header: the status line.
    out.push_str(&svg::rect(0.0, 0.0, WIDTH, HEADER_H, 0.0, BG_BAND, None));
    let status = loc.text(&m.status);
    out.push_str(&with_id(
        "status",
        svg::text(
            MARGIN,
            HEADER_H / 2.0 + 10.0,
            fit(&status, WIDTH - 2.0 * MARGIN, 28.0, true),
            "#ffffff",
            "start",
            true,
            &status,
        ),
    ));

    region_backgrounds(&mut out, m.civil_war.is_some());
    region_labels(&mut out, loc);
    adjacency_lines(&mut out, m.civil_war.is_some());
    superpowers(&mut out, loc);
    pacific_tag(&mut out, loc);
    if let Some(n) = m.civil_war {
        civil_war_box(&mut out, n, loc);
    }
    for (i, c) in countries().iter().enumerate() {
        let influence = m.influence.get(i).copied().unwrap_or([0, 0]);
        country_box(&mut out, c, influence, loc);
    }
    effects_panel(&mut out, m, before, loc);
    tracks(&mut out, m, loc);
    if let Some(before) = before {
        marks::change_marks(&mut out, m, before, loc);
    }
    svg::document_scaled(WIDTH as u32, HEIGHT as u32, PNG_SCALE, PAGE, &out)
}

/// The bottom strip: VP, DEFCON, turn, military ops, space, The China Card, hands, legend.
fn tracks(out: &mut String, m: &BoardModel, loc: &dyn Localizer) {
    let top = TRACKS_TOP;
    out.push_str(&svg::rect(0.0, top, WIDTH, HEIGHT - top, 0.0, "#eceff1", None));
    vp_track(out, m, loc, top + 8.0);
    let row = TRACK_ROW;
    defcon_track(out, m, loc, MARGIN, row, 480.0);
    turn_track(out, m, loc, 530.0, row, 440.0);
    let milops = loc.text(&Text::new("ts-board-milops"));
    let milops = SideTrack {
        id: "milops",
        title: &milops,
        values: m.milops,
        max: 5,
        count: true,
    };
    side_rows(out, &milops, MILOPS_X, row, loc);
    let space = loc.text(&Text::new("ts-board-space"));
    let space = SideTrack {
        id: "space",
        title: &space,
        values: m.space,
        max: 8,
        count: false,
    };
    side_rows(out, &space, SPACE_X, row, loc);
    info_block(out, m, loc, row + 126.0);
    legend(out, loc, row + 126.0);
}
