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
pub mod style;

use super::data::Kingdom;
use super::rules::bidding::current_bidder;
use super::rules::round::actor;
use super::state::{Phase, ThreeKingdoms};
use super::view::turn_text;
use crate::engine::{Localizer, Text, Viewer};
use crate::render::{fit, svg};
use style::{
    BAND, BAR, CARD, GOLD, GOLD_TINT, HEADER_H, HEIGHT, INK, LAST_ROUND, LINE, MARGIN, MUTED, PAGE, TRACKS_H, TRACKS_Y,
    WIDTH, chip, colour, fitted, framed, kingdom_name, rect, say, text, tint,
};

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

/// Court office ranks 0 (Prefect) … 5 (Emperor) with the kingdoms' markers.
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
