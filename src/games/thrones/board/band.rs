//! One house's band of the board: its name and player, the first-player and dominance markers,
//! power out of 15 with a track, the piles as counts, the revealed plot (and whether the next
//! secret choice is made), the challenges made this round, then its characters and locations
//! ([`super::cards`]). Nothing hidden is drawn: the hand, deck and plot deck are counts.

use super::cards::{Section, section};
use super::style::{
    BAR, CARD, GOLD, GOLD_TINT, INK, LINE, MARGIN, MUTED, PAD, WHITE, WIDTH, colour, fitted, framed, icon_colour, pill,
    rect, say, text, tint,
};
use crate::engine::{Localizer, Seat, Text, Viewer};
use crate::games::thrones::data::{Icon, data};
use crate::games::thrones::state::steps::VICTORY;
use crate::games::thrones::state::text::{house_text, icon_text, plot_text};
use crate::games::thrones::state::{Phase, Thrones};
use crate::render::fit;

const HEAD_H: f32 = 56.0;
const TRACK_H: f32 = 16.0;
const CHIPS_H: f32 = 62.0;
const PLOT_H: f32 = 64.0;
const BAND_FILL: &str = "#f8f4ec";

/// The rows of a band below its head, top to bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum BandPart {
    Power,
    Piles,
    Plot,
    Characters,
    Locations,
}

impl BandPart {
    pub const ALL: [BandPart; 5] = [
        BandPart::Power,
        BandPart::Piles,
        BandPart::Plot,
        BandPart::Characters,
        BandPart::Locations,
    ];

    /// The id in change marks (`p1-power`, …).
    pub fn key(self) -> &'static str {
        match self {
            BandPart::Power => "power",
            BandPart::Piles => "piles",
            BandPart::Plot => "plot",
            BandPart::Characters => "characters",
            BandPart::Locations => "locations",
        }
    }

    /// Draws this row of `seat`'s band from `at`; returns where the next row starts.
    pub fn draw(self, out: &mut String, g: &Thrones, seat: Seat, loc: &dyn Localizer, at: f32) -> f32 {
        let (x, w) = (MARGIN + PAD, WIDTH - 2.0 * MARGIN - 2.0 * PAD);
        match self {
            BandPart::Power => {
                power_track(out, g, seat, x, at, w);
                at + TRACK_H + 10.0
            }
            BandPart::Piles => {
                chips(out, g, seat, loc, x, at, w);
                at + CHIPS_H + 10.0
            }
            BandPart::Plot => {
                plot_row(out, g, seat, loc, x, at, w);
                at + PLOT_H + 8.0
            }
            BandPart::Characters => section(out, g, seat, Section::Characters, loc, x, at),
            BandPart::Locations => section(out, g, seat, Section::Locations, loc, x, at),
        }
    }
}

/// Where the rows of `seat`'s band drawn from `y` start and end, with each row drawn from 0
/// (the same row at another height draws the same): (row, top, bottom, drawing).
pub(super) fn band_rows(g: &Thrones, seat: Seat, loc: &dyn Localizer, y: f32) -> Vec<(BandPart, f32, f32, String)> {
    let mut at = y + HEAD_H + 8.0;
    BandPart::ALL
        .into_iter()
        .map(|part| {
            let mut drawn = String::new();
            let next = part.draw(&mut drawn, g, seat, loc, 0.0);
            let row = (part, at, at + next, drawn);
            at += next;
            row
        })
        .collect()
}

/// Draws `seat`'s band from `y`; returns its bottom.
pub(super) fn band(out: &mut String, g: &Thrones, seat: Seat, viewer: Viewer, loc: &dyn Localizer, y: f32) -> f32 {
    let house = g.player(seat).house;
    let (x, w) = (MARGIN, WIDTH - 2.0 * MARGIN);
    let mut body = String::with_capacity(16 * 1024);
    let mut at = y + HEAD_H + 8.0;
    for part in BandPart::ALL {
        at = part.draw(&mut body, g, seat, loc, at);
    }
    let bottom = at + 4.0;
    framed(out, x, y, w, bottom - y, 12.0, BAND_FILL, colour(house), 3.0);
    head(out, g, seat, viewer, loc, x, y, w);
    out.push_str(&body);
    bottom
}

/// The house's colour bar: name, player, markers, power out of 15.
#[allow(clippy::too_many_arguments)]
fn head(out: &mut String, g: &Thrones, seat: Seat, viewer: Viewer, loc: &dyn Localizer, x: f32, y: f32, w: f32) {
    let p = g.player(seat);
    rect(out, x, y, w, HEAD_H, 12.0, colour(p.house));
    rect(out, x, y + HEAD_H - 12.0, w, 12.0, 0.0, colour(p.house));
    let cy = y + HEAD_H / 2.0;
    // Power at the right: "7" big, "of 15" beside it.
    let power = p.total_power().to_string();
    let goal = loc.text(&Text::new("thrones-board-power-of").num("goal", i64::from(VICTORY)));
    let goal_w = fit::text_width(&goal, 20.0, true);
    let right = x + w - PAD;
    text(out, right, cy + 8.0, 20.0, GOLD_TINT, "end", true, &goal);
    text(out, right - goal_w - 8.0, cy + 14.0, 40.0, WHITE, "end", true, &power);
    let power_left = right - goal_w - 8.0 - fit::text_width(&power, 40.0, true) - 20.0;
    let label = say(loc, "thrones-board-power");
    let label_w = fit::text_width(&label, 18.0, true);
    text(out, power_left, cy + 7.0, 18.0, GOLD_TINT, "end", true, &label);
    let limit = power_left - label_w - 16.0;
    // Name, player, markers at the left.
    let name = loc.text(&house_text(g, seat));
    let mut at = x + PAD;
    let size = fitted(out, at, cy + 11.0, 220.0, 30.0, WHITE, "start", true, &name);
    at += fit::text_width(&name, size, true) + 12.0;
    let player = loc.seat_name(seat);
    let size = fitted(
        out,
        at,
        cy + 8.0,
        (limit - at) * 0.4,
        20.0,
        tint(p.house),
        "start",
        false,
        &player,
    );
    at += fit::text_width(&player, size, false) + 14.0;
    let mut markers = Vec::new();
    if viewer.is(seat) {
        markers.push((say(loc, "thrones-board-you"), WHITE, colour(p.house)));
    }
    if g.first == seat && g.round > 0 {
        markers.push((say(loc, "thrones-board-first"), GOLD_TINT, INK));
    }
    if g.dominance == Some(seat) {
        markers.push((say(loc, "thrones-board-dominance"), WHITE, INK));
    }
    for (label, fill, ink) in markers {
        if limit - at < 40.0 {
            break;
        }
        at += pill(out, at, cy, limit - at, 18.0, fill, ink, "start", &label) + 8.0;
    }
}

/// Fifteen steps, as many filled as the house has power.
fn power_track(out: &mut String, g: &Thrones, seat: Seat, x: f32, y: f32, w: f32) {
    let p = g.player(seat);
    let steps = usize::from(VICTORY);
    let step_w = (w - (steps as f32 - 1.0) * 4.0) / steps as f32;
    for i in 0..steps {
        let fill = if i < usize::from(p.total_power()) { GOLD } else { LINE };
        rect(out, x + i as f32 * (step_w + 4.0), y, step_w, TRACK_H, 4.0, fill);
    }
}

/// The counts: banner power, gold, hand, deck, plot deck, used plots, discard, dead.
#[allow(clippy::too_many_arguments)]
fn chips(out: &mut String, g: &Thrones, seat: Seat, loc: &dyn Localizer, x: f32, y: f32, w: f32) {
    let p = g.player(seat);
    let items: [(&'static str, usize); 8] = [
        ("thrones-board-banner", usize::from(p.power)),
        ("thrones-board-gold", usize::from(p.gold)),
        ("thrones-board-hand", p.hand.len()),
        ("thrones-board-deck", p.deck.len()),
        ("thrones-board-plots-left", p.plot_deck.len()),
        ("thrones-board-used-plots", p.used_plots.len()),
        ("thrones-board-discard", p.discard.len()),
        ("thrones-board-dead", p.dead.len()),
    ];
    let gap = 8.0;
    let chip_w = (w - gap * (items.len() as f32 - 1.0)) / items.len() as f32;
    for (i, (key, n)) in items.into_iter().enumerate() {
        let cx = x + i as f32 * (chip_w + gap);
        let (fill, ink) = match key {
            "thrones-board-gold" => (GOLD_TINT, GOLD),
            "thrones-board-banner" => (GOLD_TINT, INK),
            _ => (CARD, INK),
        };
        framed(out, cx, y, chip_w, CHIPS_H, 8.0, fill, LINE, 1.5);
        fitted(
            out,
            cx + chip_w / 2.0,
            y + 21.0,
            chip_w - 10.0,
            16.0,
            MUTED,
            "middle",
            true,
            &say(loc, key),
        );
        text(
            out,
            cx + chip_w / 2.0,
            y + 53.0,
            28.0,
            ink,
            "middle",
            true,
            &n.to_string(),
        );
    }
}

/// The revealed plot with its numbers (and whether the next secret choice is made), then the
/// challenge types made this round.
#[allow(clippy::too_many_arguments)]
fn plot_row(out: &mut String, g: &Thrones, seat: Seat, loc: &dyn Localizer, x: f32, y: f32, w: f32) {
    let p = g.player(seat);
    let plot_w = w * 0.6;
    framed(out, x, y, plot_w, PLOT_H, 8.0, CARD, LINE, 1.5);
    let label = say(loc, "thrones-board-plot");
    let label_size = fitted(out, x + 12.0, y + 26.0, 90.0, 16.0, MUTED, "start", true, &label);
    let name_x = x + 12.0 + fit::text_width(&label, label_size, true) + 10.0;
    // The secret choice under way, as a pill at the right of the plot box.
    let mut right = x + plot_w - 10.0;
    if let Some((phase, done)) = secret(g, seat) {
        let line = loc.text(
            &Text::new("thrones-board-secret")
                .str("phase", phase)
                .num("done", i64::from(done)),
        );
        let (fill, ink) = if done { (INK, WHITE) } else { (BAR, INK) };
        let used = pill(
            out,
            right,
            y + PLOT_H / 2.0,
            plot_w * 0.45,
            16.0,
            fill,
            ink,
            "end",
            &line,
        );
        right -= used + 10.0;
    }
    match p.plot {
        Some(plot) => {
            let d = &data().plots[usize::from(plot)];
            let name = loc.text(&plot_text(plot));
            fitted(out, name_x, y + 27.0, right - name_x, 22.0, INK, "start", true, &name);
            let numbers = loc.text(
                &Text::new("thrones-board-plot-numbers")
                    .num("income", i64::from(d.income))
                    .num("initiative", i64::from(d.initiative))
                    .num("claim", i64::from(d.claim)),
            );
            fitted(
                out,
                x + 12.0,
                y + 54.0,
                right - x - 12.0,
                19.0,
                INK,
                "start",
                false,
                &numbers,
            );
        }
        None => {
            let none = say(loc, "thrones-board-no-plot");
            fitted(
                out,
                name_x,
                y + 27.0,
                right - name_x,
                18.0,
                MUTED,
                "start",
                false,
                &none,
            );
        }
    }
    // Challenges made: one pill per type, filled once made.
    let made_x = x + plot_w + 10.0;
    let made_w = w - plot_w - 10.0;
    framed(out, made_x, y, made_w, PLOT_H, 8.0, CARD, LINE, 1.5);
    let label = say(loc, "thrones-board-made");
    fitted(
        out,
        made_x + 12.0,
        y + 22.0,
        made_w - 24.0,
        16.0,
        MUTED,
        "start",
        true,
        &label,
    );
    let slot = (made_w - 24.0 - 16.0) / 3.0;
    for (i, icon) in Icon::ALL.into_iter().enumerate() {
        let made = g.made[seat].contains(&icon);
        let (fill, ink) = if made { (icon_colour(icon), WHITE) } else { (BAR, MUTED) };
        let sx = made_x + 12.0 + i as f32 * (slot + 8.0);
        rect(out, sx, y + 32.0, slot, 26.0, 13.0, fill);
        let name = loc.text(&icon_text(icon));
        fitted(
            out,
            sx + slot / 2.0,
            y + 51.0,
            slot - 12.0,
            17.0,
            ink,
            "middle",
            true,
            &name,
        );
    }
}

/// The secret choice of the phase, if one is under way: its phase key and whether `seat` has
/// made it (never what it is).
fn secret(g: &Thrones, seat: Seat) -> Option<(&'static str, bool)> {
    match &g.phase {
        Phase::Mulligan(picks) if !picks.is_revealed() => Some(("mulligan", picks.has_picked(seat))),
        Phase::Setup { picks, limited } if !picks.is_revealed() => {
            Some(("setup", picks.has_picked(seat) && limited[seat.min(1)].is_some()))
        }
        Phase::Plot(picks) if !picks.is_revealed() => Some(("plot", picks.has_picked(seat))),
        _ => None,
    }
}
