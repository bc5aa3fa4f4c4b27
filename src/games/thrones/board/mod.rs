//! The Game of Thrones board image: our own schematic drawing of the table (never the
//! publisher's art), drawn straight from the game state.
//!
//! Drawn 1100 units wide and scaled to 880 px; Discord shows it about 550 px wide on a phone (half
//! a unit a pixel), so what decides a turn (power out of 15, gold, STR, knelt or standing, who
//! attacks and defends) is 24–44 units bold and card names 18–22 (at least 12 when a long name
//! is squeezed; readable by zooming a part). From the top: a header with the round,
//! the phase and who is to act (or the winner); the challenge under way with its STR totals; one
//! band per house ([`band`]: power, piles, plot, challenges made, then its
//! characters and locations as small cards, [`cards`]).
//!
//! Only public facts are drawn, whoever looks: piles are counts, no hand card is named, a secret
//! choice shows only whether it was made. A seat's own view marks its band "you".

mod band;
mod cards;
pub(super) mod marks;

use super::data::{House, Icon};
use super::rules::claim::side_strength;
use super::state::text::{card_list, house_text, icon_text};
use super::state::{Step, Thrones, other};
use super::view::phase_key;
use crate::engine::{Localizer, Text, Viewer};
use crate::render::{fit, svg};
use band::band;

/// The drawing's width in its own units; the picture is [`SCALE`] of it in pixels (880 px).
pub const WIDTH: f32 = 1100.0;
/// Pixels per unit. Drawing at 1100 units and scaling keeps every size proportional (what a phone
/// shows is the same at any scale) while a crowded board of two dozen characters a side stays
/// under two megapixels, past which the PNG encoder compresses less (a third larger).
pub const SCALE: f32 = 0.8;
pub(super) const MARGIN: f32 = 14.0;
const HEADER_H: f32 = 64.0;

pub(super) const PAGE: &str = "#f1ece2";
pub(super) const CARD: &str = "#fffdf8";
pub(super) const INK: &str = "#2a2520";
pub(super) const MUTED: &str = "#6f665b";
pub(super) const LINE: &str = "#d4c9b6";
pub(super) const BAR: &str = "#e8e0d0";
pub(super) const DARK: &str = "#2b2622";
pub(super) const GOLD: &str = "#b07d10";
pub(super) const GOLD_TINT: &str = "#f3e2b3";
pub(super) const KNELT_FILL: &str = "#d6d1c9";
pub(super) const KNELT_INK: &str = "#7a7268";
pub(super) const WHITE: &str = "#ffffff";

pub(super) fn colour(h: House) -> &'static str {
    match h {
        House::Stark => "#48606e",
        House::Lannister => "#a3262a",
    }
}

pub(super) fn tint(h: House) -> &'static str {
    match h {
        House::Stark => "#dde5ea",
        House::Lannister => "#f4dcdc",
    }
}

/// The colour of a challenge type (its icon on the cards).
pub(super) fn icon_colour(i: Icon) -> &'static str {
    match i {
        Icon::Military => "#b8322a",
        Icon::Intrigue => "#2e7d3a",
        Icon::Power => "#6a4c9c",
    }
}

pub(super) fn say(loc: &dyn Localizer, key: &'static str) -> String {
    loc.text(&Text::new(key))
}

// ---- drawing helpers ----

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

#[allow(clippy::too_many_arguments)]
pub(super) fn text(out: &mut String, x: f32, y: f32, size: f32, fill: &str, anchor: &str, bold: bool, content: &str) {
    out.push_str(&svg::text(x, y, size, fill, anchor, bold, content));
}

/// Text shrunk to fit `width` (at most `max` px); returns the size used.
#[allow(clippy::too_many_arguments)]
pub(super) fn fitted(
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
pub(super) fn pill(
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

// ---- the picture ----

pub fn svg(g: &Thrones, viewer: Viewer, loc: &dyn Localizer) -> String {
    let mut out = String::with_capacity(48 * 1024);
    header(&mut out, g, loc);
    let mut y = HEADER_H + 10.0;
    if g.is_over() {
        y = winner(&mut out, g, loc, y);
    }
    if g.challenge.is_some() {
        y = challenge(&mut out, g, loc, y);
    }
    for seat in 0..2 {
        y = band(&mut out, g, seat, viewer, loc, y) + 10.0;
    }
    document(y + 4.0, &out)
}

/// Where the board's sections are (in units): the challenge panel and each band, as (top, height).
pub(super) struct Layout {
    pub challenge: Option<(f32, f32)>,
    pub bands: [(f32, f32); 2],
}

/// The sections' places, found by drawing the board as [`svg`] does.
pub(super) fn layout(g: &Thrones, viewer: Viewer, loc: &dyn Localizer) -> Layout {
    let mut scratch = String::new();
    let mut y = HEADER_H + 10.0;
    if g.is_over() {
        y = winner(&mut scratch, g, loc, y);
    }
    let mut challenge_at = None;
    if g.challenge.is_some() {
        let top = y;
        y = challenge(&mut scratch, g, loc, y);
        challenge_at = Some((top, y - top - 10.0));
    }
    let mut bands = [(0.0, 0.0); 2];
    for (seat, at) in bands.iter_mut().enumerate() {
        let bottom = band(&mut scratch, g, seat, viewer, loc, y);
        *at = (y, bottom - y);
        y = bottom + 10.0;
    }
    Layout {
        challenge: challenge_at,
        bands,
    }
}

/// The challenge panel drawn from 0 (empty without a challenge), to compare two positions.
pub(super) fn challenge_of(g: &Thrones, loc: &dyn Localizer) -> String {
    let mut out = String::new();
    challenge(&mut out, g, loc, 0.0);
    out
}

/// The whole document: `height` units tall, drawn at [`SCALE`] (the view box is in units).
fn document(height: f32, body: &str) -> String {
    let (w, h) = ((WIDTH * SCALE).round(), (height * SCALE).ceil());
    let units = h / SCALE;
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {WIDTH} {units:.2}" font-family="{font}"><rect width="100%" height="100%" fill="{PAGE}"/>{body}</svg>"#,
        font = crate::render::FONT_FAMILY
    )
}

/// The round and phase at the left; who is to act at the right.
fn header(out: &mut String, g: &Thrones, loc: &dyn Localizer) {
    rect(out, 0.0, 0.0, WIDTH, HEADER_H, 0.0, DARK);
    let title = say(loc, "thrones-board-title");
    let round = loc.text(
        &Text::new("thrones-board-round")
            .num("round", i64::from(g.round))
            .str("phase", phase_key(g)),
    );
    let y = HEADER_H / 2.0 + 10.0;
    text(out, MARGIN, y, 28.0, WHITE, "start", true, &title);
    let x = MARGIN + fit::text_width(&title, 28.0, true) + 20.0;
    text(out, x, y, 26.0, GOLD_TINT, "start", true, &round);
    let left = x + fit::text_width(&round, 26.0, true) + 24.0;
    let awaiting = super::prompts::awaiting(g);
    if !awaiting.is_empty() {
        let houses = awaiting.iter().map(|&s| house_text(g, s)).collect();
        let status = loc.text(&Text::new("thrones-board-to-act").list("houses", houses));
        fitted(
            out,
            WIDTH - MARGIN,
            y,
            WIDTH - MARGIN - left,
            26.0,
            WHITE,
            "end",
            true,
            &status,
        );
    }
}

/// The winner's ribbon.
fn winner(out: &mut String, g: &Thrones, loc: &dyn Localizer, y: f32) -> f32 {
    let Some(w) = g.winner else { return y };
    let h = 60.0;
    let house = g.player(w).house;
    rect(out, MARGIN, y, WIDTH - 2.0 * MARGIN, h, 10.0, colour(house));
    let line = match g.conceded {
        Some(loser) => Text::new("thrones-board-winner-conceded")
            .text("house", house_text(g, w))
            .text("loser", house_text(g, loser)),
        None => Text::new("thrones-board-winner")
            .text("house", house_text(g, w))
            .num("power", i64::from(g.player(w).total_power())),
    };
    let line = loc.text(&line);
    fitted(
        out,
        WIDTH / 2.0,
        y + h / 2.0 + 12.0,
        WIDTH - 4.0 * MARGIN,
        34.0,
        WHITE,
        "middle",
        true,
        &line,
    );
    y + h + 10.0
}

/// The challenge under way: its type, attacker and step, the STR of each side (the attackers and
/// defenders are also marked on their cards), and the winner once resolved.
fn challenge(out: &mut String, g: &Thrones, loc: &dyn Localizer, y: f32) -> f32 {
    let Some(c) = &g.challenge else { return y };
    let h = 118.0;
    let (x, w) = (MARGIN, WIDTH - 2.0 * MARGIN);
    let kind = icon_colour(c.kind);
    framed(out, x, y, w, h, 12.0, CARD, kind, 4.0);
    let defender = other(c.attacker);
    // The totals: resolved ones once there is a winner, else the STR declared so far.
    let (attack, defence) = match c.winner {
        Some(_) => (c.attack, c.defence),
        None => (
            side_strength(g, &c.attackers, c.attacker),
            side_strength(g, &c.defenders, defender),
        ),
    };
    let score_w = 300.0;
    let title = loc.text(
        &Text::new("thrones-board-challenge")
            .text("house", house_text(g, c.attacker))
            .text("kind", icon_text(c.kind)),
    );
    let left_w = w - score_w - 40.0;
    let size = fitted(
        out,
        x + 18.0,
        y + 36.0,
        left_w * 0.62,
        26.0,
        kind,
        "start",
        true,
        &title,
    );
    let after = x + 18.0 + fit::text_width(&title, size, true) + 14.0;
    let step = match c.winner {
        Some(w) => loc.text(&Text::new("thrones-board-challenge-won").text("house", house_text(g, w))),
        None => loc.text(&Text::new("thrones-board-step").str("step", step_key(c.step))),
    };
    let fill = if c.winner.is_some() { kind } else { BAR };
    let ink = if c.winner.is_some() { WHITE } else { INK };
    pill(
        out,
        after,
        y + 28.0,
        x + 18.0 + left_w - after,
        20.0,
        fill,
        ink,
        "start",
        &step,
    );
    let attackers = loc.text(&Text::new("thrones-board-attackers").list("cards", card_list(&c.attackers)));
    let defenders = match (c.defenders.is_empty(), c.step) {
        (false, _) => loc.text(&Text::new("thrones-board-defenders").list("cards", card_list(&c.defenders))),
        (true, Step::Attackers | Step::Stealth | Step::Defenders) => say(loc, "thrones-board-no-defenders"),
        (true, _) => say(loc, "thrones-board-undefended"),
    };
    fitted(out, x + 18.0, y + 70.0, left_w, 20.0, INK, "start", false, &attackers);
    fitted(out, x + 18.0, y + 100.0, left_w, 20.0, INK, "start", false, &defenders);
    // The score: attacker's STR : defender's STR, each under its house's name.
    let cx = x + w - score_w / 2.0 - 14.0;
    rect(out, cx - score_w / 2.0, y + 12.0, score_w, h - 24.0, 10.0, BAR);
    for (side, seat, total) in [(-1.0, c.attacker, attack), (1.0, defender, defence)] {
        let sx = cx + side * score_w / 4.0;
        let house = g.player(seat).house;
        let name = loc.text(&house_text(g, seat));
        fitted(
            out,
            sx,
            y + 40.0,
            score_w / 2.0 - 16.0,
            18.0,
            colour(house),
            "middle",
            true,
            &name,
        );
        text(
            out,
            sx,
            y + 90.0,
            44.0,
            colour(house),
            "middle",
            true,
            &total.to_string(),
        );
    }
    text(out, cx, y + 86.0, 30.0, MUTED, "middle", true, ":");
    let str_label = say(loc, "thrones-board-str");
    fitted(out, cx, y + 48.0, 40.0, 14.0, MUTED, "middle", true, &str_label);
    y + h + 10.0
}

pub(super) fn step_key(step: Step) -> &'static str {
    match step {
        Step::Attackers => "attackers",
        Step::Stealth => "stealth",
        Step::Defenders => "defenders",
        Step::Claim => "claim",
        Step::Kills => "kills",
        Step::AfterAttackers => "after-attackers",
        Step::AfterDefenders => "after-defenders",
        Step::Resolved => "resolved",
    }
}
