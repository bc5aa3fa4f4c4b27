//! The three kingdom mats of the board image: gold, rice, support and deficits in large type;
//! farms and markets with the granary and treasury; armies and weapons; the tribal favour track
//! with the kingdom's tribal favour space; built enhancements, the hand (a count, or the names in
//! the seat's own view) and the generals.

use super::super::data::Kingdom;
use super::super::state::{Space, ThreeKingdoms};
use super::super::view::{kept, mat_texts};
use super::spaces::bid_text;
use super::style::{
    BAR, COL3, GAP, GOLD_TINT, INK, MARGIN, MATS_Y, MUTED, WARN, colour, fitted, kingdom_name, rect, say, text, tint,
};
use crate::engine::{Localizer, Text, Viewer};
use crate::render::fit;

const HEAD_H: f32 = 40.0;
const LINE_PITCH: f32 = 18.0;
const TEXT_LINES: usize = 6;
/// The height of a mat.
pub(crate) const MAT_H: f32 = HEAD_H
    + 8.0
    + 58.0
    + 8.0
    + 60.0
    + 6.0
    + 32.0
    + 6.0
    + 32.0
    + 8.0
    + 28.0
    + 6.0
    + 30.0
    + 8.0
    + TEXT_LINES as f32 * LINE_PITCH
    + 8.0;
const PAPER: &str = "#f6f1e7";

pub(crate) fn mats(out: &mut String, g: &ThreeKingdoms, viewer: Viewer, loc: &dyn Localizer) {
    for (i, k) in Kingdom::ALL.into_iter().enumerate() {
        let x = MARGIN + i as f32 * (COL3 + GAP);
        mat(out, g, viewer, loc, k, x);
    }
}

pub(crate) fn mat(out: &mut String, g: &ThreeKingdoms, viewer: Viewer, loc: &dyn Localizer, k: Kingdom, x: f32) {
    let r = g.realm(k);
    let w = COL3;
    let mut y = MATS_Y;
    rect(out, x, y, w, MAT_H, 8.0, colour(k));
    rect(out, x + 2.0, y + HEAD_H, w - 4.0, MAT_H - HEAD_H - 2.0, 6.0, "#fffdf8");
    let name = kingdom_name(loc, k);
    text(out, None, x + 12.0, y + 29.0, 26.0, "#ffffff", "start", true, &name);
    if viewer == Viewer::Seat(k.seat()) {
        // The viewer's own kingdom.
        let you = say(loc, "tkr-board-you");
        let px = x + 22.0 + fit::text_width(&name, 26.0, true);
        let pw = fit::text_width(&you, 14.0, true) + 14.0;
        rect(out, px, y + 10.0, pw, 22.0, 11.0, "#ffffff");
        text(
            out,
            None,
            px + pw / 2.0,
            y + 26.0,
            14.0,
            colour(k),
            "middle",
            true,
            &you,
        );
    }
    if let Some(slot) = g.bid_order.iter().position(|&b| b == k) {
        let label = loc.text(&Text::new("tkr-board-slot").num("slot", slot as i64 + 1));
        fitted(
            out,
            None,
            x + w - 12.0,
            y + 26.0,
            w - 120.0,
            16.0,
            "#ffffff",
            "end",
            true,
            &label,
        );
    }
    let (x, w) = (x + 8.0, w - 16.0);
    y += HEAD_H + 8.0;
    let boxes = [
        ("gold", "tkr-board-gold-label", r.gold),
        ("rice", "tkr-board-rice", r.rice),
        ("support", "tkr-board-support-label", r.support),
        ("deficits", "tkr-board-deficits", r.deficits),
    ];
    let bw = (w - 3.0 * 6.0) / 4.0;
    for (i, (id, key, value)) in boxes.into_iter().enumerate() {
        let bx = x + i as f32 * (bw + 6.0);
        rect(out, bx, y, bw, 58.0, 6.0, PAPER);
        fitted(
            out,
            None,
            bx + bw / 2.0,
            y + 17.0,
            bw - 8.0,
            14.0,
            MUTED,
            "middle",
            true,
            &say(loc, key),
        );
        let ink = if id == "deficits" && value > 0 { WARN } else { INK };
        let id = format!("{id}-{}", k.key());
        text(
            out,
            Some(&id),
            bx + bw / 2.0,
            y + 49.0,
            30.0,
            ink,
            "middle",
            true,
            &value.to_string(),
        );
    }
    y += 58.0 + 8.0;
    let (granary, treasury) = kept(r);
    let rows = [
        ("tkr-board-farms", r.farm_level, "tkr-board-granary", granary),
        ("tkr-board-markets", r.market_level, "tkr-board-treasury", treasury),
    ];
    for (i, (label, level, store, kept)) in rows.into_iter().enumerate() {
        development(out, loc, k, x, y + i as f32 * 30.0, w, (label, level), (store, kept));
    }
    y += 60.0 + 6.0;
    let armies = [
        ("untrained", "tkr-board-untrained", r.untrained),
        ("trained", "tkr-board-trained", r.trained),
    ];
    counters(out, loc, k, x, y, w, &armies);
    y += 32.0 + 6.0;
    let weapons = [
        ("spear", "tkr-board-spear", r.weapons[0]),
        ("horse", "tkr-board-horse", r.weapons[1]),
        ("crossbow", "tkr-board-crossbow", r.weapons[2]),
        ("boat", "tkr-board-boat", r.weapons[3]),
    ];
    counters(out, loc, k, x, y, w, &weapons);
    y += 32.0 + 8.0;
    favour(out, loc, k, r.favor, x, y, w);
    y += 28.0 + 6.0;
    tribal(out, g, loc, k, x, y, w);
    y += 30.0 + 8.0;
    let lines = text_lines(g, viewer, loc, k);
    let mut line_y = y + 13.0;
    for (size, line) in fit_lines(&lines, w, TEXT_LINES) {
        fitted(out, None, x + 2.0, line_y, w - 4.0, size, INK, "start", false, &line);
        line_y += LINE_PITCH;
    }
}

/// Farms or markets: the level as five cells, then what is kept in the granary or treasury.
#[allow(clippy::too_many_arguments)]
fn development(
    out: &mut String,
    loc: &dyn Localizer,
    k: Kingdom,
    x: f32,
    y: f32,
    w: f32,
    (label, level): (&'static str, u8),
    (store, kept): (&'static str, usize),
) {
    let cy = y + 13.0;
    fitted(
        out,
        None,
        x + 2.0,
        cy + 5.0,
        80.0,
        15.0,
        INK,
        "start",
        true,
        &say(loc, label),
    );
    for cell in 0..5u8 {
        let fill = if cell < level { colour(k) } else { BAR };
        rect(out, x + 88.0 + f32::from(cell) * 27.0, cy - 11.0, 24.0, 22.0, 4.0, fill);
    }
    let id = format!("{}-{}", &label["tkr-board-".len()..], k.key());
    text(
        out,
        Some(&id),
        x + 88.0 + 5.0 * 27.0 + 4.0,
        cy + 6.0,
        17.0,
        colour(k),
        "start",
        true,
        &level.to_string(),
    );
    let kept = loc.text(&Text::new(store).num("n", kept as i64));
    fitted(
        out,
        None,
        x + w - 2.0,
        cy + 5.0,
        w - 258.0,
        15.0,
        INK,
        "end",
        false,
        &kept,
    );
}

/// A row of labelled counters (ids `<name>-<kingdom>`).
fn counters(
    out: &mut String,
    loc: &dyn Localizer,
    k: Kingdom,
    x: f32,
    y: f32,
    w: f32,
    items: &[(&str, &'static str, u16)],
) {
    let n = items.len() as f32;
    let bw = (w - (n - 1.0) * 6.0) / n;
    for (i, (id, key, value)) in items.iter().enumerate() {
        let bx = x + i as f32 * (bw + 6.0);
        rect(out, bx, y, bw, 32.0, 5.0, PAPER);
        let value = value.to_string();
        let vw = fit::text_width(&value, 20.0, true);
        fitted(
            out,
            None,
            bx + 6.0,
            y + 21.0,
            bw - vw - 16.0,
            14.0,
            MUTED,
            "start",
            true,
            &say(loc, key),
        );
        let id = format!("{id}-{}", k.key());
        text(out, Some(&id), bx + bw - 6.0, y + 23.0, 20.0, INK, "end", true, &value);
    }
}

/// The tribal favour track 1–12 (9–12 score a bonus, R-89).
fn favour(out: &mut String, loc: &dyn Localizer, k: Kingdom, favor: u8, x: f32, y: f32, w: f32) {
    let cy = y + 14.0;
    let pitch = (w - 102.0) / 12.0;
    fitted(
        out,
        None,
        x + 2.0,
        cy + 5.0,
        94.0,
        15.0,
        INK,
        "start",
        true,
        &say(loc, "tkr-board-favor"),
    );
    for value in 1..=12u8 {
        let cx = x + 100.0 + f32::from(value - 1) * pitch;
        let here = value == favor;
        let fill = match (here, value >= 9) {
            (true, _) => colour(k),
            (false, true) => GOLD_TINT,
            (false, false) => BAR,
        };
        rect(out, cx, cy - 13.0, pitch - 2.0, 26.0, 4.0, fill);
        let (ink, size) = if here { ("#ffffff", 16.0) } else { (MUTED, 13.0) };
        let id = here.then(|| format!("favor-{}", k.key()));
        text(
            out,
            id.as_deref(),
            cx + (pitch - 2.0) / 2.0,
            cy + size * 0.36,
            size,
            ink,
            "middle",
            here,
            &value.to_string(),
        );
    }
}

/// The kingdom's tribal favour space (ids `space-tribal-<kingdom>-0`) and the general sent there.
fn tribal(out: &mut String, g: &ThreeKingdoms, loc: &dyn Localizer, k: Kingdom, x: f32, y: f32, w: f32) {
    let space = Space::Tribal(k);
    rect(out, x, y, w, 30.0, 5.0, tint(k));
    let name = loc.text(&Text::new(format!("tkr-space-{}", space.key())));
    let id = format!("space-{}-0", space.key());
    let size = fitted(
        out,
        Some(&id),
        x + 8.0,
        y + 20.0,
        190.0,
        15.0,
        colour(k),
        "start",
        true,
        &name,
    );
    let left = x + 16.0 + fit::text_width(&name, size, true);
    let Some(p) = g.placements.iter().find(|p| p.space == space) else {
        return;
    };
    let mut bid = bid_text(g, loc, p);
    if g.performed.contains(&(k, space)) {
        bid = format!("{bid} · {}", say(loc, "tkr-board-done"));
    }
    fitted(
        out,
        None,
        left,
        y + 20.0,
        x + w - 8.0 - left,
        15.0,
        INK,
        "start",
        false,
        &bid,
    );
}

/// The mat's closing lines: built enhancements, the hand (names only in the seat's own view),
/// then the generals (free to bid during the bidding; the secret draw in the seat's own view of a
/// draft).
fn text_lines(g: &ThreeKingdoms, viewer: Viewer, loc: &dyn Localizer, k: Kingdom) -> Vec<String> {
    mat_texts(g, viewer, k).iter().map(|t| loc.text(t)).collect()
}

/// Wraps each paragraph into lines of `width` at the largest size from 14 px down to 11 px at
/// which all fit in `max_lines`; at 11 px a paragraph keeps at most two lines (the last one
/// squeezed).
fn fit_lines(paragraphs: &[String], width: f32, max_lines: usize) -> Vec<(f32, String)> {
    for size in [14.0, 13.0, 12.0, 11.0] {
        let wrapped: Vec<Vec<String>> = paragraphs.iter().map(|p| wrap(p, width, size)).collect();
        if wrapped.iter().map(Vec::len).sum::<usize>() <= max_lines || size <= 11.0 {
            return wrapped
                .into_iter()
                .flat_map(|mut lines| {
                    if lines.len() > 2 && size <= 11.0 {
                        let rest = lines.split_off(1).join(" ");
                        lines.push(rest);
                    }
                    lines
                })
                .map(|line| (size, line))
                .collect();
        }
    }
    Vec::new()
}

/// Greedy wrap of `text` into lines at most `width` wide at `size`, breaking after ", " so a
/// name stays whole (between words only in an item longer than a line).
fn wrap(text: &str, width: f32, size: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let fits = |line: &str| fit::text_width(line.trim_end(), size, false) <= width;
    for item in text.split_inclusive(", ") {
        match lines.last_mut() {
            Some(line) if fits(&format!("{line}{item}")) => line.push_str(item),
            _ if fits(item) => lines.push(item.to_string()),
            _ => {
                for word in item.split_inclusive(' ') {
                    match lines.last_mut() {
                        Some(line) if fits(&format!("{line}{word}")) => line.push_str(word),
                        _ => lines.push(word.to_string()),
                    }
                }
            }
        }
    }
    lines.iter().map(|l| l.trim_end().to_string()).collect()
}
