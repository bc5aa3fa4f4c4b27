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
pub(super) mod style;

use super::rules::claim::side_strength;
use super::state::text::{card_list, house_text, icon_text};
use super::state::{Step, Thrones, other};
use super::view::{phase_key, step_key};
use crate::engine::{Localizer, Text, Viewer};
use crate::render::{fit, svg};
use band::band;
use style::{
    BAR, CARD, DARK, GOLD_TINT, INK, MARGIN, MUTED, PAGE, SCALE, WHITE, WIDTH, colour, fitted, framed, icon_colour,
    pill, rect, say, text,
};

const HEADER_H: f32 = 64.0;

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
