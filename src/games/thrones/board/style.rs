//! What the board's files share: the drawing's size, margins and colours, and the few drawing
//! primitives (a rectangle, a framed box, a line of text fitted to a width, a pill).

use crate::engine::{Localizer, Text};
use crate::games::thrones::data::{House, Icon};
use crate::render::{fit, svg};

/// The drawing's width in its own units; the picture is [`SCALE`] of it in pixels (880 px).
pub const WIDTH: f32 = 1100.0;
/// Pixels per unit. Drawing at 1100 units and scaling keeps every size proportional (what a phone
/// shows is the same at any scale) while a crowded board of two dozen characters a side stays
/// under two megapixels, past which the PNG encoder compresses less (a third larger).
pub const SCALE: f32 = 0.8;
pub const MARGIN: f32 = 14.0;
/// The band's inner padding.
pub const PAD: f32 = 12.0;

pub const PAGE: &str = "#f1ece2";
pub const CARD: &str = "#fffdf8";
pub const INK: &str = "#2a2520";
pub const MUTED: &str = "#6f665b";
pub const LINE: &str = "#d4c9b6";
pub const BAR: &str = "#e8e0d0";
pub const DARK: &str = "#2b2622";
pub const GOLD: &str = "#b07d10";
pub const GOLD_TINT: &str = "#f3e2b3";
pub const KNELT_FILL: &str = "#d6d1c9";
pub const KNELT_INK: &str = "#7a7268";
pub const WHITE: &str = "#ffffff";

pub fn colour(h: House) -> &'static str {
    match h {
        House::Stark => "#48606e",
        House::Lannister => "#a3262a",
    }
}

pub fn tint(h: House) -> &'static str {
    match h {
        House::Stark => "#dde5ea",
        House::Lannister => "#f4dcdc",
    }
}

/// The colour of a challenge type (its icon on the cards).
pub fn icon_colour(i: Icon) -> &'static str {
    match i {
        Icon::Military => "#b8322a",
        Icon::Intrigue => "#2e7d3a",
        Icon::Power => "#6a4c9c",
    }
}

pub fn say(loc: &dyn Localizer, key: &'static str) -> String {
    loc.text(&Text::new(key))
}

// ---- drawing helpers ----

pub fn rect(out: &mut String, x: f32, y: f32, w: f32, h: f32, radius: f32, fill: &str) {
    out.push_str(&svg::rect(x, y, w, h, radius, fill, None));
}

/// A filled rectangle with a border of `width` (`svg::framed`).
#[allow(clippy::too_many_arguments)]
pub fn framed(out: &mut String, x: f32, y: f32, w: f32, h: f32, radius: f32, fill: &str, border: &str, width: f32) {
    out.push_str(&svg::framed(x, y, w, h, radius, fill, border, width));
}

#[allow(clippy::too_many_arguments)]
pub fn text(out: &mut String, x: f32, y: f32, size: f32, fill: &str, anchor: &str, bold: bool, content: &str) {
    out.push_str(&svg::text(x, y, size, fill, anchor, bold, content));
}

/// Text shrunk to fit `width` (at most `max` px); returns the size used.
#[allow(clippy::too_many_arguments)]
pub fn fitted(
    out: &mut String,
    x: f32,
    y: f32,
    width: f32,
    max: f32,
    fill: &str,
    anchor: &str,
    bold: bool,
    content: &str,
) -> f32 {
    let size = fit::fit(content, width, max, bold).floor();
    text(out, x, y, size, fill, anchor, bold, content);
    size
}

/// A pill of colour `fill` with `label` in `ink`, its left edge at `x` (its right edge or its
/// centre for `anchor` "end" or "middle"); returns its width.
#[allow(clippy::too_many_arguments)]
pub fn pill(
    out: &mut String,
    x: f32,
    cy: f32,
    max_w: f32,
    size: f32,
    fill: &str,
    ink: &str,
    anchor: &str,
    label: &str,
) -> f32 {
    let size = fit::fit(label, max_w - 14.0, size, true).floor();
    let w = (fit::text_width(label, size, true) + 14.0).min(max_w);
    let h = size + 10.0;
    let left = match anchor {
        "end" => x - w,
        "middle" => x - w / 2.0,
        _ => x,
    };
    rect(out, left, cy - h / 2.0, w, h, h / 2.0, fill);
    text(out, left + w / 2.0, cy + size * 0.36, size, ink, "middle", true, label);
    w
}
