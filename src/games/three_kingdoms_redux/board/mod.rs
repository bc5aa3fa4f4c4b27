//! The Three Kingdoms Redux board image: our own schematic drawing of the table (never the
//! publisher's art), drawn straight from the game state.
//!
//! Discord shows the 1320 px wide picture about 550 px wide on a phone, so the numbers that
//! decide a round (each kingdom's total on a space, the mats' gold, rice and support) are 22–30 px
//! bold in the kingdom's colour, names at least 14 px (readable by zooming a part). From the top:
//! a header with the round and whose turn it is; the tracks (round, bid order with its allied
//! slots, action order, court office, military points, the Han Emperor token); the twelve general
//! action spaces in a 4 × 3 grid ([`self::spaces`]); the three battles, each above its five
//! border locations; the three kingdom mats with their tribal favour spaces
//! ([`self::mats`]). Hands are counts, except a seat's own hand in its own view.

pub mod marks;
pub mod mats;
pub mod spaces;

use super::data::Kingdom;
use super::rules::bidding::current_bidder;
use super::rules::round::actor;
use super::state::{Phase, ThreeKingdoms};
use super::view::turn_text;
use crate::engine::{Localizer, Text, Viewer};
use crate::render::{fit, svg};

pub const WIDTH: f32 = 1320.0;
pub const HEIGHT: f32 = MATS_Y + self::mats::MAT_H + MARGIN;
/// The last round (R-83: the game ends after round 12 at the latest).
pub const LAST_ROUND: u8 = 12;

pub(super) const MARGIN: f32 = 14.0;
pub(super) const GAP: f32 = 10.0;
/// The width of one of three columns (the borders, the mats).
pub(super) const COL3: f32 = (WIDTH - 2.0 * MARGIN - 2.0 * GAP) / 3.0;
const HEADER_H: f32 = 54.0;
/// Where the tracks band starts and ends.
pub(super) const TRACKS_Y: f32 = HEADER_H + 8.0;
pub(super) const TRACKS_H: f32 = 110.0;
/// Tops of the three sections below the tracks.
pub(super) const SPACES_Y: f32 = TRACKS_Y + TRACKS_H + 10.0;
pub(super) const BORDERS_Y: f32 = SPACES_Y + self::spaces::GRID_H + GAP;
pub(super) const MATS_Y: f32 = BORDERS_Y + self::spaces::PANEL_H + GAP;

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

pub fn svg(g: &ThreeKingdoms, viewer: Viewer, loc: &dyn Localizer) -> String {
    let mut out = String::with_capacity(64 * 1024);
    header(&mut out, g, loc);
    tracks(&mut out, g, loc);
    self::spaces::spaces(&mut out, g, loc);
    self::spaces::borders(&mut out, g, loc);
    self::mats::mats(&mut out, g, viewer, loc);
    svg::document(WIDTH as u32, HEIGHT as u32, PAGE, &out)
}

fn header(out: &mut String, g: &ThreeKingdoms, loc: &dyn Localizer) {
    rect(out, 0.0, 0.0, WIDTH, HEADER_H, 0.0, BAND);
    let title = say(loc, "tkr-board-title");
    let round = loc.text(
        &Text::new("tkr-board-round")
            .num("round", i64::from(g.round))
            .num("last", i64::from(LAST_ROUND)),
    );
    let y = HEADER_H / 2.0 + 9.0;
    text(out, None, MARGIN, y, 25.0, "#ffffff", "start", true, &title);
    let x = MARGIN + fit::text_width(&title, 25.0, true) + 18.0;
    text(out, Some("round"), x, y, 25.0, GOLD_TINT, "start", true, &round);
    let left = x + fit::text_width(&round, 25.0, true) + 30.0;
    let status = loc.text(&turn_text(g));
    fitted(
        out,
        Some("status"),
        WIDTH - MARGIN,
        y,
        WIDTH - MARGIN - left,
        23.0,
        "#ffffff",
        "end",
        true,
        &status,
    );
}

/// A track's name, left of its cells.
fn track_label(out: &mut String, x: f32, cy: f32, width: f32, label: &str) {
    fitted(out, None, x, cy + 5.0, width, 15.0, MUTED, "start", true, label);
}

pub(super) fn tracks(out: &mut String, g: &ThreeKingdoms, loc: &dyn Localizer) {
    framed(
        out,
        MARGIN,
        TRACKS_Y,
        WIDTH - 2.0 * MARGIN,
        TRACKS_H,
        10.0,
        CARD,
        LINE,
        1.5,
    );
    let row1 = TRACKS_Y + 26.0;
    let row2 = TRACKS_Y + 80.0;
    // Round track 1–12.
    let x = MARGIN + 12.0;
    track_label(out, x, row1, 62.0, &say(loc, "tkr-board-round-track"));
    for r in 1..=LAST_ROUND {
        let cx = x + 66.0 + (f32::from(r) - 1.0) * 26.0;
        let (fill, ink) = if r == g.round { (BAND, "#ffffff") } else { (BAR, MUTED) };
        rect(out, cx, row1 - 15.0, 25.0, 30.0, 5.0, fill);
        text(
            out,
            None,
            cx + 12.5,
            row1 + 6.0,
            15.0,
            ink,
            "middle",
            r == g.round,
            &r.to_string(),
        );
    }
    // Bid order (slots 2 and 3 are allies) and this round's action order.
    // Passing matters only while the bidding lasts (the flags stay set until the next round).
    let passed: Vec<bool> = match g.phase {
        Phase::Bidding { .. } => g.passed.to_vec(),
        _ => Vec::new(),
    };
    let bidder = current_bidder(g);
    order_track(
        out,
        loc,
        420.0,
        row1,
        "tkr-board-bid-order",
        &g.bid_order,
        bidder,
        &passed,
    );
    let acting = actor(g);
    let action: Vec<Kingdom> = match g.phase {
        Phase::Resolution { .. } | Phase::Over => g.action_order.clone(),
        _ => Vec::new(),
    };
    order_track(out, loc, 748.0, row1, "tkr-board-action-order", &action, acting, &[]);
    han_box(out, g, loc, 1076.0, row1);
    office_track(out, g, loc, MARGIN + 12.0, row2);
    military(out, g, loc, 872.0, row2);
}

const SLOT_W: f32 = 68.0;
const SLOT_PITCH: f32 = 74.0;

/// Three slots of an order track; `slots` may be empty (the action order before Resolution).
#[allow(clippy::too_many_arguments)]
fn order_track(
    out: &mut String,
    loc: &dyn Localizer,
    x: f32,
    cy: f32,
    key: &'static str,
    slots: &[Kingdom],
    now: Option<Kingdom>,
    passed: &[bool],
) {
    track_label(out, x, cy, 90.0, &say(loc, key));
    let x0 = x + 96.0;
    for slot in 0..3 {
        let sx = x0 + slot as f32 * SLOT_PITCH;
        let Some(&k) = slots.get(slot) else {
            rect(out, sx, cy - 16.0, SLOT_W, 32.0, 6.0, BAR);
            text(
                out,
                None,
                sx + SLOT_W / 2.0,
                cy + 6.0,
                16.0,
                MUTED,
                "middle",
                false,
                &(slot + 1).to_string(),
            );
            continue;
        };
        if now == Some(k) {
            rect(out, sx - 3.0, cy - 19.0, SLOT_W + 6.0, 38.0, 8.0, GOLD);
        }
        let out_of_bidding = passed.get(k.seat()).copied().unwrap_or(false);
        let (fill, ink) = if out_of_bidding {
            (tint(k), colour(k))
        } else {
            (colour(k), "#ffffff")
        };
        rect(out, sx, cy - 16.0, SLOT_W, 32.0, 6.0, fill);
        text(
            out,
            None,
            sx + 5.0,
            cy - 3.0,
            11.0,
            ink,
            "start",
            true,
            &(slot + 1).to_string(),
        );
        let name = kingdom_name(loc, k);
        if out_of_bidding {
            // A kingdom that passed: its name small, "passed" under it.
            fitted(
                out,
                None,
                sx + SLOT_W / 2.0 + 4.0,
                cy - 1.0,
                SLOT_W - 22.0,
                13.0,
                ink,
                "middle",
                true,
                &name,
            );
            let label = say(loc, "tkr-board-passed");
            fitted(
                out,
                None,
                sx + SLOT_W / 2.0 + 4.0,
                cy + 12.0,
                SLOT_W - 14.0,
                11.0,
                MUTED,
                "middle",
                false,
                &label,
            );
        } else {
            fitted(
                out,
                None,
                sx + SLOT_W / 2.0 + 4.0,
                cy + 7.0,
                SLOT_W - 22.0,
                18.0,
                ink,
                "middle",
                true,
                &name,
            );
        }
    }
    // Slots 2 and 3 are allied: a gold bracket under them.
    if key == "tkr-board-bid-order" {
        let (a, b) = (x0 + SLOT_PITCH + 6.0, x0 + 2.0 * SLOT_PITCH + SLOT_W - 6.0);
        rect(out, a, cy + 20.0, b - a, 3.0, 1.5, GOLD);
        let label = say(loc, "tkr-board-allies");
        let w = fit::text_width(&label, 12.0, true) + 10.0;
        rect(out, (a + b - w) / 2.0, cy + 16.0, w, 14.0, 4.0, CARD);
        text(out, None, (a + b) / 2.0, cy + 27.0, 12.0, GOLD, "middle", true, &label);
    }
}

/// A label in one or two lines of at most `width`, left-aligned at `x`, centred on `cy`.
fn stacked_label(out: &mut String, x: f32, cy: f32, width: f32, label: &str) {
    let (size, lines) = fit::fit_lines(label, width, 15.0, 13.0, 11.0);
    for (i, line) in lines.iter().enumerate() {
        let y = cy + 5.0 - (lines.len() as f32 - 1.0) * 8.0 + i as f32 * 16.0;
        text(out, None, x, y, size, MUTED, "start", true, line);
    }
}

/// The Han Emperor token: its holder, or the supply.
fn han_box(out: &mut String, g: &ThreeKingdoms, loc: &dyn Localizer, x: f32, cy: f32) {
    stacked_label(out, x, cy, 76.0, &say(loc, "tkr-board-han"));
    let (bx, w) = (x + 82.0, WIDTH - MARGIN - 12.0 - x - 82.0);
    let (fill, ink, label) = match g.han_holder {
        Some(k) => (colour(k), "#ffffff", kingdom_name(loc, k)),
        None => (BAR, MUTED, say(loc, "tkr-board-han-supply")),
    };
    rect(out, bx, cy - 16.0, w, 32.0, 6.0, fill);
    let bold = g.han_holder.is_some();
    fitted(
        out,
        Some("han-holder"),
        bx + w / 2.0,
        cy + 6.0,
        w - 10.0,
        18.0,
        ink,
        "middle",
        bold,
        &label,
    );
}

/// Court office ranks 0 (Prefect) … 5 (Emperor) with the kingdoms' markers (R-90).
fn office_track(out: &mut String, g: &ThreeKingdoms, loc: &dyn Localizer, x: f32, cy: f32) {
    track_label(out, x, cy, 90.0, &say(loc, "tkr-board-office"));
    let cell = 120.0;
    for rank in 0..6u8 {
        let cx = x + 96.0 + f32::from(rank) * (cell + 2.0);
        rect(out, cx, cy - 22.0, cell, 44.0, 6.0, BAR);
        let name = loc.text(&Text::new(format!("tkr-board-office-{rank}")));
        fitted(
            out,
            None,
            cx + cell / 2.0,
            cy - 6.0,
            cell - 8.0,
            14.0,
            INK,
            "middle",
            true,
            &name,
        );
        let here: Vec<Kingdom> = Kingdom::ALL
            .into_iter()
            .filter(|&k| g.realm(k).office == rank)
            .collect();
        let pw = ((cell - 8.0) / 3.0).min(38.0);
        let x0 = cx + cell / 2.0 - here.len() as f32 * (pw + 2.0) / 2.0;
        for (i, k) in here.into_iter().enumerate() {
            let px = x0 + i as f32 * (pw + 2.0);
            rect(out, px, cy + 1.0, pw, 17.0, 4.0, colour(k));
            let name = kingdom_name(loc, k);
            fitted(
                out,
                None,
                px + pw / 2.0,
                cy + 14.0,
                pw - 4.0,
                13.0,
                "#ffffff",
                "middle",
                true,
                &name,
            );
        }
    }
}

/// Military points, one chip per kingdom.
fn military(out: &mut String, g: &ThreeKingdoms, loc: &dyn Localizer, x: f32, cy: f32) {
    stacked_label(out, x, cy, 76.0, &say(loc, "tkr-board-military"));
    let w = (WIDTH - MARGIN - 12.0 - x - 82.0 - 2.0 * 8.0) / 3.0;
    for (i, k) in Kingdom::ALL.into_iter().enumerate() {
        let id = format!("military-{}", k.key());
        let value = g.realm(k).military.to_string();
        chip(
            out,
            Some(&id),
            x + 82.0 + i as f32 * (w + 8.0),
            cy - 17.0,
            w,
            34.0,
            k,
            &kingdom_name(loc, k),
            &value,
        );
    }
}
