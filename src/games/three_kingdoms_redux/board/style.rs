//! The constants and drawing helpers the board files share: the page's size and bands, the
//! colours, and the shapes and texts every part draws with.

use super::super::data::Kingdom;
use crate::engine::{Localizer, Text};
use crate::render::{fit, svg};

pub const WIDTH: f32 = 1320.0;
pub const HEIGHT: f32 = MATS_Y + super::mats::MAT_H + MARGIN;
/// The last round (R-83: the game ends after round 12 at the latest).
pub const LAST_ROUND: u8 = 12;

pub(super) const MARGIN: f32 = 14.0;
pub(super) const GAP: f32 = 10.0;
/// The width of one of three columns (the borders, the mats).
pub(super) const COL3: f32 = (WIDTH - 2.0 * MARGIN - 2.0 * GAP) / 3.0;
pub(super) const HEADER_H: f32 = 54.0;
/// Where the tracks band starts and ends.
pub(super) const TRACKS_Y: f32 = HEADER_H + 8.0;
pub(super) const TRACKS_H: f32 = 110.0;
/// Tops of the three sections below the tracks.
pub(super) const SPACES_Y: f32 = TRACKS_Y + TRACKS_H + 10.0;
pub(super) const BORDERS_Y: f32 = SPACES_Y + super::spaces::GRID_H + GAP;
pub(super) const MATS_Y: f32 = BORDERS_Y + super::spaces::PANEL_H + GAP;

pub(super) const PAGE: &str = "#f3eee3";
pub(super) const CARD: &str = "#fffdf8";
pub(super) const BAR: &str = "#ebe3d2";
pub(super) const INK: &str = "#2a211b";
pub(super) const MUTED: &str = "#6f6458";
pub(super) const LINE: &str = "#cfc2ad";
pub(super) const BAND: &str = "#3a2a20";
pub(super) const GOLD: &str = "#c08a12";
pub(super) const GOLD_TINT: &str = "#f6e6b8";
pub(super) const ADM: &str = "#2f6b70";
pub(super) const CMB: &str = "#8c3a2b";
pub(super) const WARN: &str = "#b3261e";

pub(super) fn colour(k: Kingdom) -> &'static str {
    match k {
        Kingdom::Wei => "#1f5fae",
        Kingdom::Wu => "#b3322a",
        Kingdom::Shu => "#2c7a34",
    }
}

pub(super) fn tint(k: Kingdom) -> &'static str {
    match k {
        Kingdom::Wei => "#dbe5f4",
        Kingdom::Wu => "#f5dcd8",
        Kingdom::Shu => "#dcedda",
    }
}

pub(super) fn kingdom_name(loc: &dyn Localizer, k: Kingdom) -> String {
    loc.text(&Text::new(format!("tkr-kingdom-{}", k.key())))
}

pub(super) fn say(loc: &dyn Localizer, key: &'static str) -> String {
    loc.text(&Text::new(key))
}

// ---- drawing helpers ----

/// A filled rectangle with rounded corners.
pub(super) fn rect(out: &mut String, x: f32, y: f32, w: f32, h: f32, radius: f32, fill: &str) {
    out.push_str(&svg::rect(x, y, w, h, radius, fill, None));
}

/// A filled rectangle with a border of `width` (`svg::framed`).
#[allow(clippy::too_many_arguments)]
pub(super) fn framed(
    out: &mut String,
    x: f32,
    y: f32,
    w: f32,
    h: f32,
    radius: f32,
    fill: &str,
    border: &str,
    width: f32,
) {
    out.push_str(&svg::framed(x, y, w, h, radius, fill, border, width));
}

/// A line of text; `id` (if any) lets tests find it in the rendered tree.
#[allow(clippy::too_many_arguments)]
pub(super) fn text(
    out: &mut String,
    id: Option<&str>,
    x: f32,
    y: f32,
    size: f32,
    fill: &str,
    anchor: &str,
    bold: bool,
    content: &str,
) {
    let element = svg::text(x, y, size, fill, anchor, bold, content);
    match id {
        Some(id) => out.push_str(&element.replacen("<text ", &format!(r#"<text id="{}" "#, svg::esc(id)), 1)),
        None => out.push_str(&element),
    }
}

/// Text shrunk to fit `width` (at most `max` px); returns the size used.
#[allow(clippy::too_many_arguments)]
pub(super) fn fitted(
    out: &mut String,
    id: Option<&str>,
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
    text(out, id, x, y, size, fill, anchor, bold, content);
    size
}

/// `content` in one line of at most `max` px if it fits at `min` px or more, otherwise two lines
/// (split where the two are most even, preferring ", " then a space) of at most `min` px.
pub(super) fn two_lines(content: &str, width: f32, max: f32, min: f32) -> (f32, Vec<String>) {
    let one = fit::fit(content, width, max, false);
    if one >= min {
        return (one.floor(), vec![content.to_string()]);
    }
    let mut best: Option<(f32, Vec<String>)> = None;
    for separator in [", ", " "] {
        for (at, _) in content.match_indices(separator) {
            let first = content[..at + separator.len() - 1].trim_end();
            let second = content[at + separator.len()..].trim_start();
            if first.is_empty() || second.is_empty() {
                continue;
            }
            let size = fit::fit(first, width, min, false).min(fit::fit(second, width, min, false));
            if best.as_ref().is_none_or(|(s, _)| size > *s + 0.01) {
                best = Some((size, vec![first.to_string(), second.to_string()]));
            }
        }
        if best.as_ref().is_some_and(|(s, _)| *s >= min - 0.01) {
            break;
        }
    }
    match best {
        Some((size, lines)) if size > one => (size.floor(), lines),
        _ => (one.floor(), vec![content.to_string()]),
    }
}

/// Lines from [`two_lines`] around a centre line `cy`.
#[allow(clippy::too_many_arguments)]
pub(super) fn block(
    out: &mut String,
    id: Option<&str>,
    x: f32,
    cy: f32,
    width: f32,
    max: f32,
    min: f32,
    fill: &str,
    content: &str,
) {
    let (size, lines) = two_lines(content, width, max, min);
    let pitch = size * 1.15;
    let first = cy + size * 0.36 - pitch * (lines.len() as f32 - 1.0) / 2.0;
    for (i, line) in lines.iter().enumerate() {
        let id = id.map(|id| format!("{id}-{i}"));
        text(
            out,
            id.as_deref(),
            x,
            first + i as f32 * pitch,
            size,
            fill,
            "start",
            false,
            line,
        );
    }
}

/// A five-pointed star (the leading or winning bid).
pub(super) fn star(out: &mut String, cx: f32, cy: f32, r: f32, fill: &str) {
    let mut d = String::new();
    for i in 0..10 {
        let angle = (-90.0 + 36.0 * i as f32).to_radians();
        let radius = if i % 2 == 0 { r } else { r * 0.45 };
        let (x, y) = (cx + radius * angle.cos(), cy + radius * angle.sin());
        d.push_str(&format!("{}{x:.1},{y:.1}", if i == 0 { 'M' } else { 'L' }));
    }
    out.push_str(&format!(r#"<path d="{d}Z" fill="{fill}"/>"#));
}

/// A pill of colour `fill` with `label` in white, centred on `cx`; returns its width.
#[allow(clippy::too_many_arguments)]
pub(super) fn pill(
    out: &mut String,
    cx: f32,
    cy: f32,
    max_w: f32,
    size: f32,
    fill: &str,
    ink: &str,
    label: &str,
) -> f32 {
    let size = fit::fit(label, max_w - 12.0, size, true).floor();
    let w = (fit::text_width(label, size, true) + 12.0).min(max_w);
    let h = size + 9.0;
    rect(out, cx - w / 2.0, cy - h / 2.0, w, h, h / 2.0, fill);
    text(out, None, cx, cy + size * 0.36, size, ink, "middle", true, label);
    w
}

/// A kingdom's chip: its name and a big number on its colour.
#[allow(clippy::too_many_arguments)]
pub(super) fn chip(
    out: &mut String,
    id: Option<&str>,
    x: f32,
    y: f32,
    w: f32,
    h: f32,
    k: Kingdom,
    name: &str,
    value: &str,
) {
    rect(out, x, y, w, h, 6.0, colour(k));
    let big = (h * 0.78).min(26.0).floor();
    let name_size = fit::fit(name, w * 0.48, (h * 0.5).min(15.0), true).floor();
    text(
        out,
        None,
        x + 6.0,
        y + h / 2.0 + name_size * 0.36,
        name_size,
        "#ffffff",
        "start",
        true,
        name,
    );
    text(
        out,
        id,
        x + w - 6.0,
        y + h / 2.0 + big * 0.36,
        big,
        "#ffffff",
        "end",
        true,
        value,
    );
}

// ---- the picture ----
