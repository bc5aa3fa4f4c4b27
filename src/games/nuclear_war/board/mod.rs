//! The board picture (SVG, rendered to PNG by `render`): a banner, one panel per seat, the
//! central strip (bank, dead, piles) and the footer (the last fallout roll or the attack in
//! flight). Built from what `viewer` may see only.

use super::{CardId, Interrupt, NuclearWar, card_text, seat_label};
pub mod marks;

use crate::engine::{Localizer, Seat, Text, Viewer};
use crate::render::{fit, svg};

pub(super) const W: f32 = 1200.0;
pub(super) const H: f32 = 800.0;
pub(super) const PAGE: &str = "#eceff1";
pub(super) const PANEL_W: f32 = 370.0;
pub(super) const PANEL_H: f32 = 272.0;

/// Panel positions: a top row and a bottom row around the central table strip, clockwise.
pub(super) fn panel_slots(n: usize) -> Vec<(f32, f32)> {
    let top = n.div_ceil(2);
    let bottom = n - top;
    let row = |count: usize, y: f32, reverse: bool| -> Vec<(f32, f32)> {
        let width = 370.0;
        let gap = (W - count as f32 * width) / (count as f32 + 1.0);
        let mut xs: Vec<(f32, f32)> = (0..count).map(|i| (gap + i as f32 * (width + gap), y)).collect();
        if reverse {
            xs.reverse();
        }
        xs
    };
    let mut out = row(top, 92.0, false);
    out.extend(row(bottom, 444.0, true));
    out
}

/// Card names with repeats folded: "Polaris missile ×2".
fn grouped(loc: &dyn Localizer, cards: &[CardId]) -> Vec<String> {
    let mut out: Vec<(String, usize)> = Vec::new();
    for &c in cards {
        let name = loc.text(&card_text(c));
        match out.iter_mut().find(|(n, _)| *n == name) {
            Some((_, count)) => *count += 1,
            None => out.push((name, 1)),
        }
    }
    out.into_iter()
        .map(|(n, k)| if k > 1 { format!("{n} ×{k}") } else { n })
        .collect()
}

fn short(loc: &dyn Localizer, cards: &[CardId]) -> String {
    cards
        .iter()
        .map(|&c| loc.text(&card_text(c)))
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn board_svg(g: &NuclearWar, viewer: Viewer, loc: &dyn Localizer) -> String {
    svg::document(W as u32, H as u32, PAGE, &body(g, viewer, loc))
}

/// The board's SVG elements, without the document around them.
pub(super) fn body(g: &NuclearWar, viewer: Viewer, loc: &dyn Localizer) -> String {
    let mut body = String::new();
    banner(&mut body, g, loc);
    let deciding = super::prompts::awaiting(g);
    for (seat, (x, y)) in panel_slots(g.seats()).into_iter().enumerate() {
        player_panel(&mut body, g, viewer, loc, seat, (x, y), deciding.contains(&seat));
    }
    center_strip_and_footer(&mut body, g, loc);
    body
}

/// The banner: war or peace, and who is deciding (or the outcome).
fn banner(body: &mut String, g: &NuclearWar, loc: &dyn Localizer) {
    let (banner_fill, banner_key) = if g.war {
        ("#b71c1c", "nw-board-war")
    } else {
        ("#2e7d32", "nw-board-peace")
    };
    body.push_str(&svg::rect(0.0, 0.0, W, 80.0, 0.0, banner_fill, None));
    body.push_str(&svg::text(
        30.0,
        54.0,
        40.0,
        "#ffffff",
        "start",
        true,
        &loc.text(&Text::new(banner_key)),
    ));
    let headline = if let Some(outcome) = super::Game::outcome(g) {
        loc.text(&outcome.summary)
    } else {
        let deciding: Vec<String> = super::prompts::awaiting(g)
            .into_iter()
            .map(|seat| loc.seat_name(seat))
            .collect();
        loc.text(
            &Text::new("nw-board-deciding")
                .str("names", deciding.join(", "))
                .seat("turn", g.turn),
        )
    };
    body.push_str(&svg::text(
        W - 30.0,
        52.0,
        fit::fit(&headline, 820.0, 26.0, false),
        "#ffffff",
        "end",
        false,
        &headline,
    ));
}

/// One seat's panel: name, population, counts, markers, the armed carrier and the deterrent
/// (an eliminated seat shows its retaliation pool instead).
fn player_panel(
    body: &mut String,
    g: &NuclearWar,
    viewer: Viewer,
    loc: &dyn Localizer,
    seat: Seat,
    (x, y): (f32, f32),
    deciding: bool,
) {
    let p = &g.players[seat];
    let (fill, stroke) = if !p.alive {
        ("#e0e0e0", "#9e9e9e")
    } else if deciding {
        ("#fff8e1", "#f9a825")
    } else {
        ("#f5f5f5", "#607d8b")
    };
    body.push_str(&svg::rect(x, y, PANEL_W, PANEL_H, 16.0, fill, Some(stroke)));
    if deciding && p.alive {
        body.push_str(&svg::rect(x, y, 370.0, 8.0, 4.0, "#f9a825", None));
    }
    let mut name = loc.seat_name(seat);
    if viewer.is(seat) {
        name = loc.text(&Text::new("nw-board-you").str("name", name));
    }
    body.push_str(&svg::text(x + 20.0, y + 44.0, 28.0, "#263238", "start", true, &name));
    body.push_str(&svg::text(
        x + 350.0,
        y + 44.0,
        20.0,
        "#546e7a",
        "end",
        false,
        &seat_label(seat).to_uppercase(),
    ));
    if !p.alive {
        eliminated_panel(body, loc, p, (x, y));
        return;
    }
    // The counts on the right start about 170 px in: a long number (Korean 5,400 만) shrinks.
    let population = loc.text(&Text::new("nw-board-population").num("millions", i64::from(p.population)));
    body.push_str(&svg::text(
        x + 20.0,
        y + 112.0,
        crate::render::fit::fit(&population, 150.0, 64.0, true),
        "#0d47a1",
        "start",
        true,
        &population,
    ));
    body.push_str(&svg::text(
        x + 20.0,
        y + 138.0,
        20.0,
        "#0d47a1",
        "start",
        false,
        &loc.text(&Text::new("nw-board-millions")),
    ));
    let counts = loc.text(
        &Text::new("nw-board-counts")
            .num("hand", p.hand.len() as i64)
            .num("queue", p.queue.len() as i64),
    );
    body.push_str(&svg::text(x + 350.0, y + 90.0, 22.0, "#37474f", "end", false, &counts));
    if p.skip_turns > 0 {
        let skip = loc.text(&Text::new("nw-board-skip").num("turns", p.skip_turns));
        body.push_str(&svg::rect(x + 220.0, y + 110.0, 130.0, 34.0, 8.0, "#6a1b9a", None));
        body.push_str(&svg::text(x + 285.0, y + 134.0, 20.0, "#ffffff", "middle", true, &skip));
    }
    if g.virus.as_ref().is_some_and(|v| v.holder == seat) {
        let virus = loc.text(&Text::new("ne-board-virus"));
        body.push_str(&svg::rect(x + 250.0, y + 148.0, 100.0, 26.0, 8.0, "#2e7d32", None));
        body.push_str(&svg::text(
            x + 300.0,
            y + 167.0,
            16.0,
            "#ffffff",
            "middle",
            true,
            &virus,
        ));
    }
    orbit_line(body, loc, p, (x, y));
    armed_and_deterrent(body, g, loc, p, (x, y));
}

/// An eliminated seat: the word, and the cards it still strikes back with.
fn eliminated_panel(body: &mut String, loc: &dyn Localizer, p: &super::Player, (x, y): (f32, f32)) {
    body.push_str(&svg::text(
        x + 185.0,
        y + 140.0,
        40.0,
        "#757575",
        "middle",
        true,
        &loc.text(&Text::new("nw-board-eliminated")),
    ));
    if !p.retaliation.is_empty() {
        body.push_str(&svg::text(
            x + 185.0,
            y + 180.0,
            20.0,
            "#b71c1c",
            "middle",
            true,
            &loc.text(&Text::new("nw-board-retaliating")),
        ));
        for (i, line) in fit::wrap_items(&grouped(loc, &p.retaliation), 330.0, 17.0)
            .iter()
            .take(3)
            .enumerate()
        {
            body.push_str(&svg::text(
                x + 185.0,
                y + 206.0 + 22.0 * i as f32,
                17.0,
                "#b71c1c",
                "middle",
                false,
                line,
            ));
        }
    }
}

/// Platforms, satellites and stolen secrets in orbit (Escalation), one line.
fn orbit_line(body: &mut String, loc: &dyn Localizer, p: &super::Player, (x, y): (f32, f32)) {
    let mut orbit: Vec<String> = Vec::new();
    if !p.platforms.is_empty() {
        let loads: Vec<String> = p.platforms.iter().map(|pl| pl.warheads.len().to_string()).collect();
        orbit.push(
            loc.text(
                &Text::new("ne-board-orbit")
                    .num("platforms", p.platforms.len() as i64)
                    .str("loads", loads.join(", ")),
            ),
        );
    }
    if !p.satellites.is_empty() {
        orbit.push(loc.text(&Text::new("ne-board-satellites").num("count", p.satellites.len() as i64)));
    }
    if !p.stolen.is_empty() {
        orbit.push(loc.text(&Text::new("ne-board-stolen").num("count", p.stolen.len() as i64)));
    }
    if !orbit.is_empty() {
        let line = orbit.join(" · ");
        body.push_str(&svg::text(
            x + 350.0,
            y + 232.0,
            fit::fit(&line, 220.0, 18.0, true),
            "#4a148c",
            "end",
            true,
            &line,
        ));
    }
}

/// The face-up (armed) carrier and the deterrent display (R-14, R-38..R-40).
fn armed_and_deterrent(body: &mut String, g: &NuclearWar, loc: &dyn Localizer, p: &super::Player, (x, y): (f32, f32)) {
    // Face-up (armed) carrier.
    let face = match p.face_up {
        Some(c) => {
            let mut s = loc.text(&card_text(c));
            if let Some(left) = g.bomber_left(c) {
                s = format!("{s} ({left} MT)");
            }
            s
        }
        None => loc.text(&Text::new("nw-none")),
    };
    body.push_str(&svg::text(
        x + 20.0,
        y + 174.0,
        20.0,
        "#546e7a",
        "start",
        false,
        &loc.text(&Text::new("nw-board-face-up")),
    ));
    let face_color = if p.face_up.is_some() { "#b71c1c" } else { "#90a4ae" };
    body.push_str(&svg::text(
        x + 20.0,
        y + 202.0,
        fit::fit(&face, 330.0, 24.0, true),
        face_color,
        "start",
        true,
        &face,
    ));
    body.push_str(&svg::text(
        x + 20.0,
        y + 232.0,
        20.0,
        "#546e7a",
        "start",
        false,
        &loc.text(&Text::new("nw-board-deterrent")),
    ));
    let shown = if p.shown.is_empty() {
        loc.text(&Text::new("nw-none"))
    } else {
        short(loc, &p.shown)
    };
    body.push_str(&svg::text(
        x + 20.0,
        y + 258.0,
        fit::fit(&shown, 330.0, 22.0, true),
        "#263238",
        "start",
        true,
        &shown,
    ));
}

/// The central strip (bank, dead, piles, the Escalation line) and the footer (the last fallout
/// roll or the attack in flight).
fn center_strip_and_footer(body: &mut String, g: &NuclearWar, loc: &dyn Localizer) {
    // Central strip: bank, dead, piles.
    let strip_y = 372.0;
    body.push_str(&svg::rect(20.0, strip_y, W - 40.0, 66.0, 12.0, "#263238", None));
    let discard_top = g
        .discard
        .last()
        .map(|&c| loc.text(&card_text(c)))
        .unwrap_or_else(|| loc.text(&Text::new("nw-none")));
    let center = loc.text(
        &Text::new("nw-board-center")
            .num("bank", g.bank)
            .num("dead", g.dead)
            .num("draw", g.draw_pile.len() as i64)
            .num("discard", g.discard.len() as i64)
            .str("top", discard_top),
    );
    let escalation_line = g.mode.escalation().then(|| {
        let mode = loc.text(&Text::new("ne-board-mode").text("mode", Text::new(format!("nw-mode-{}", g.mode.key()))));
        if g.cruise.is_empty() {
            return mode;
        }
        let flights: Vec<String> = g
            .cruise
            .iter()
            .map(|c| {
                loc.text(
                    &Text::new("ne-board-cruise-one")
                        .seat("seat", c.launcher)
                        .seat("over", c.over),
                )
            })
            .collect();
        format!(
            "{mode} · {}",
            loc.text(&Text::new("ne-board-cruise").str("list", flights.join(", ")))
        )
    });
    let center_y = if escalation_line.is_some() {
        strip_y + 30.0
    } else {
        strip_y + 43.0
    };
    body.push_str(&svg::text(
        W / 2.0,
        center_y,
        fit::fit(
            &center,
            W - 80.0,
            if escalation_line.is_some() { 22.0 } else { 26.0 },
            true,
        ),
        "#ffffff",
        "middle",
        true,
        &center,
    ));
    if let Some(line) = escalation_line {
        body.push_str(&svg::text(
            W / 2.0,
            strip_y + 56.0,
            fit::fit(&line, W - 80.0, 18.0, true),
            "#ffcc80",
            "middle",
            true,
            &line,
        ));
    }

    // Footer: last fallout roll.
    let in_flight = match g.interrupts.last() {
        Some(Interrupt::Intercept { attack }) => attack.target.map(|t| attack.text(t)),
        Some(Interrupt::Respond { event, .. }) => Some(Text::new("ne-log-window-open").text("event", event.text())),
        _ => None,
    };
    let footer = match &g.last_fallout {
        _ if in_flight.is_some() => in_flight.as_ref().map(|t| loc.text(t)).unwrap_or_default(),
        Some(f) => loc.text(
            &Text::new("nw-board-fallout")
                .str("roll", super::cards::misfunction::roll_text(f))
                .text("result", Text::new(format!("nw-fallout-{}", f.result)))
                .seat("attacker", f.attacker)
                .seat("target", f.target)
                .num("loss", f.loss),
        ),
        None => loc.text(&Text::new("nw-board-no-fallout")),
    };
    body.push_str(&svg::rect(0.0, H - 70.0, W, 70.0, 0.0, "#cfd8dc", None));
    body.push_str(&svg::text(
        W / 2.0,
        H - 26.0,
        fit::fit(&footer, W - 40.0, 26.0, true),
        "#263238",
        "middle",
        true,
        &footer,
    ));
}
