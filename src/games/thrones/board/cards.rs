//! A house's characters and locations as small cards, six to a row. A character shows its STR
//! (with every static modifier applied, the change from the printed value beside it), its
//! military/intrigue/power icons as three marks, its name, its attachments and duplicates, the
//! power on it, and a dark "knelt" ribbon on a grey card when knelt. A card in the challenge
//! under way is framed in the challenge's colour and tagged attacking, defending, bypassed by
//! stealth or dying. Each card is one `<g id="card-N">` (N its physical card index), so tests
//! can find it.

use super::style::{
    CARD, DARK, GOLD, INK, KNELT_FILL, KNELT_INK, LINE, MARGIN, MUTED, PAD, WHITE, WIDTH, colour, fitted, framed,
    icon_colour, pill, rect, say, text,
};
use crate::engine::{Localizer, Seat, Text};
use crate::games::thrones::data::{CardType, Icon};
use crate::games::thrones::state::statics;
use crate::games::thrones::state::text::card_text;
use crate::games::thrones::state::{CardIx, InPlay, Thrones, card_of};
use crate::render::{fit, svg};

/// The width the cards take: the band's inside.
const ROW_W: f32 = WIDTH - 2.0 * (MARGIN + PAD);
const GAP: f32 = 8.0;
/// Room between rows for the tags on a card's top and bottom edges.
const ROW_GAP: f32 = 18.0;
/// Cards a row, and the width of one.
const PER_ROW: usize = 6;
const CARD_W: f32 = (ROW_W - GAP * (PER_ROW as f32 - 1.0)) / PER_ROW as f32;
/// A character card without attachments, duplicates or a foot (the knelt ribbon, power).
const CHARACTER_H: f32 = 114.0;
const FOOT_H: f32 = 32.0;
const LOCATION_H: f32 = 60.0;
/// One line of attachments or duplicates.
const WITH_LINE: f32 = 21.0;
/// Two lines of a name.
const NAME_H: f32 = 48.0;
const RED: &str = "#b3261e";
const GREEN: &str = "#2e7d3a";
const WITH_INK: &str = "#4d4438";
const KNELT_NAME: &str = "#4a443d";

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Section {
    Characters,
    Locations,
}

/// What a card is doing in the challenge under way (or in its kills).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    Attacking,
    Defending,
    Bypassed,
    Dying,
}

fn role(g: &Thrones, card: CardIx) -> Option<Role> {
    if let Some(k) = &g.kills
        && k.cards[k.next.min(k.cards.len())..].contains(&card)
    {
        return Some(Role::Dying);
    }
    let c = g.challenge.as_ref()?;
    if c.attackers.contains(&card) {
        Some(Role::Attacking)
    } else if c.defenders.contains(&card) {
        Some(Role::Defending)
    } else if c.bypassed.contains(&card) {
        Some(Role::Bypassed)
    } else {
        None
    }
}

/// The lines under a card's name: each attachment (marked if knelt), then its duplicates.
fn with_lines(c: &InPlay, loc: &dyn Localizer) -> Vec<String> {
    let mut lines: Vec<String> = c
        .attachments
        .iter()
        .map(|a| {
            let name = loc.text(&card_text(a.card));
            let name = if a.knelt {
                loc.text(&Text::new("thrones-board-attachment-knelt").str("card", name))
            } else {
                name
            };
            format!("+ {name}")
        })
        .collect();
    if !c.duplicates.is_empty() {
        lines.push(loc.text(&Text::new("thrones-board-duplicates").num("n", c.duplicates.len() as i64)));
    }
    lines
}

/// Draws the characters or the locations of `seat` under a label, from `y`; returns the bottom.
pub(super) fn section(
    out: &mut String,
    g: &Thrones,
    seat: Seat,
    which: Section,
    loc: &dyn Localizer,
    x: f32,
    y: f32,
) -> f32 {
    let kind = match which {
        Section::Characters => CardType::Character,
        Section::Locations => CardType::Location,
    };
    let cards: Vec<&InPlay> = g
        .player(seat)
        .in_play
        .iter()
        .filter(|c| card_of(c.card).kind == kind)
        .collect();
    let label = say(
        loc,
        match which {
            Section::Characters => "thrones-board-characters",
            Section::Locations => "thrones-board-locations",
        },
    );
    let label = format!("{label} ({})", cards.len());
    text(out, x, y + 18.0, 18.0, MUTED, "start", true, &label);
    if cards.is_empty() {
        let after = x + fit::text_width(&label, 18.0, true) + 14.0;
        text(
            out,
            after,
            y + 18.0,
            18.0,
            MUTED,
            "start",
            false,
            &say(loc, "thrones-board-none"),
        );
        return y + 30.0;
    }
    let mut top = y + 28.0 + ROW_GAP / 2.0;
    for row in cards.chunks(PER_ROW) {
        let withs: Vec<Vec<String>> = row.iter().map(|c| with_lines(c, loc)).collect();
        let most = withs.iter().map(Vec::len).max().unwrap_or(0) as f32;
        let foot = row.iter().any(|c| c.knelt || c.power > 0);
        let h = most * WITH_LINE
            + match which {
                Section::Characters if foot => CHARACTER_H + FOOT_H,
                Section::Characters => CHARACTER_H,
                Section::Locations => LOCATION_H,
            };
        for (i, (c, with)) in row.iter().zip(&withs).enumerate() {
            let cx = x + i as f32 * (CARD_W + GAP);
            out.push_str(&format!(r#"<g id="card-{}">"#, c.card));
            frame(out, g, seat, c, loc, cx, top, h);
            match which {
                Section::Characters => character(out, g, seat, c, with, loc, cx, top, h),
                Section::Locations => location(out, c, with, loc, cx, top, h),
            }
            out.push_str("</g>");
        }
        top += h + ROW_GAP;
    }
    top - ROW_GAP / 2.0
}

/// The card's frame: grey when knelt, framed in the challenge's colour when in it, with its tag
/// on the top edge.
#[allow(clippy::too_many_arguments)]
fn frame(out: &mut String, g: &Thrones, seat: Seat, c: &InPlay, loc: &dyn Localizer, x: f32, y: f32, h: f32) {
    let w = CARD_W;
    let fill = if c.knelt { KNELT_FILL } else { CARD };
    let role = role(g, c.card);
    let (border, width) = match (role, &g.challenge) {
        (Some(Role::Dying), _) => (RED, 5.0),
        (Some(_), Some(ch)) => (icon_colour(ch.kind), 5.0),
        _ if c.knelt => (KNELT_INK, 2.0),
        _ => (colour(g.player(seat).house), 2.0),
    };
    framed(out, x, y, w, h, 9.0, fill, border, width);
    if let Some(role) = role {
        let key = match role {
            Role::Attacking => "thrones-board-attacking",
            Role::Defending => "thrones-board-defending",
            Role::Bypassed => "thrones-board-bypassed",
            Role::Dying => "thrones-board-dying",
        };
        pill(
            out,
            x + w / 2.0,
            y,
            w - 26.0,
            15.0,
            border,
            WHITE,
            "middle",
            &say(loc, key),
        );
    }
}

/// A name in at most two bold lines from `y` (the first line's top); returns the lines' bottom.
fn name(out: &mut String, x: f32, y: f32, w: f32, max: f32, ink: &str, name: &str) -> f32 {
    let (size, lines) = fit::fit_lines(name, w, max, max - 3.0, 12.0);
    let pitch = size * 1.15;
    for (i, line) in lines.iter().enumerate() {
        text(
            out,
            x,
            y + size * 0.9 + i as f32 * pitch,
            size,
            ink,
            "start",
            true,
            line,
        );
    }
    y + size * 0.9 + (lines.len() as f32 - 1.0) * pitch
}

/// Attachment and duplicate lines from the baseline `y`.
fn with(out: &mut String, x: f32, y: f32, w: f32, lines: &[String]) {
    for (i, line) in lines.iter().enumerate() {
        fitted(
            out,
            x,
            y + i as f32 * WITH_LINE,
            w,
            17.0,
            WITH_INK,
            "start",
            false,
            line,
        );
    }
}

#[allow(clippy::too_many_arguments)]
fn character(
    out: &mut String,
    g: &Thrones,
    seat: Seat,
    c: &InPlay,
    lines: &[String],
    loc: &dyn Localizer,
    x: f32,
    y: f32,
    h: f32,
) {
    let house = g.player(seat).house;
    // STR: the current value, and how far statics moved it from the printed one.
    let strength = statics::strength(g, c.card);
    let printed = u16::from(card_of(c.card).strength);
    let box_fill = if c.knelt { KNELT_INK } else { colour(house) };
    rect(out, x + 9.0, y + 11.0, 48.0, 42.0, 7.0, box_fill);
    fitted(
        out,
        x + 33.0,
        y + 44.0,
        44.0,
        32.0,
        WHITE,
        "middle",
        true,
        &strength.to_string(),
    );
    if strength != printed {
        let (sign, ink) = if strength > printed { ('+', GREEN) } else { ('-', RED) };
        let delta = format!("{sign}{}", strength.abs_diff(printed));
        fitted(out, x + 61.0, y + 40.0, 24.0, 18.0, ink, "start", true, &delta);
    }
    // The three icon slots, military to power; an icon the card lacks is an empty slot.
    for (i, icon) in Icon::ALL.into_iter().enumerate() {
        let sx = x + CARD_W - 9.0 - 22.0 - (2 - i) as f32 * 25.0;
        if statics::has_icon(g, c.card, icon) {
            rect(out, sx, y + 15.0, 22.0, 22.0, 4.0, icon_colour(icon));
            let mark = say(
                loc,
                match icon {
                    Icon::Military => "thrones-board-mark-military",
                    Icon::Intrigue => "thrones-board-mark-intrigue",
                    Icon::Power => "thrones-board-mark-power",
                },
            );
            fitted(out, sx + 11.0, y + 32.0, 18.0, 15.0, WHITE, "middle", true, &mark);
        } else {
            let fill = if c.knelt { KNELT_FILL } else { CARD };
            framed(out, sx, y + 15.0, 22.0, 22.0, 4.0, fill, LINE, 1.5);
        }
    }
    let ink = if c.knelt { KNELT_NAME } else { INK };
    name(
        out,
        x + 9.0,
        y + 60.0,
        CARD_W - 18.0,
        22.0,
        ink,
        &loc.text(&card_text(c.card)),
    );
    with(out, x + 9.0, y + 60.0 + NAME_H + 16.0, CARD_W - 18.0, lines);
    // The foot: the knelt ribbon at the left, the power on the card at the right.
    let foot = y + h - 22.0;
    if c.knelt {
        pill(
            out,
            x + 8.0,
            foot,
            96.0,
            17.0,
            DARK,
            WHITE,
            "start",
            &say(loc, "thrones-board-knelt"),
        );
    }
    if c.power > 0 {
        let cx = x + CARD_W - 24.0;
        out.push_str(&svg::circle(cx, foot, 15.0, GOLD, None));
        text(out, cx, foot + 7.0, 19.0, WHITE, "middle", true, &c.power.to_string());
        let label = say(loc, "thrones-board-card-power");
        let room = if c.knelt { 34.0 } else { 80.0 };
        fitted(out, cx - 20.0, foot + 5.0, room, 15.0, GOLD, "end", true, &label);
    }
}

/// A location: its name (centred when it has no duplicates); knelt, it is grey with the ribbon
/// on its bottom edge.
fn location(out: &mut String, c: &InPlay, lines: &[String], loc: &dyn Localizer, x: f32, y: f32, h: f32) {
    let ink = if c.knelt { KNELT_NAME } else { INK };
    let w = CARD_W - 16.0;
    let card_name = loc.text(&card_text(c.card));
    let top = if lines.is_empty() {
        let (size, name_lines) = fit::fit_lines(&card_name, w, 18.0, 15.0, 12.0);
        let block = size * (0.9 + 1.15 * (name_lines.len() as f32 - 1.0)) + size * 0.25;
        y + (LOCATION_H - block) / 2.0
    } else {
        y + 7.0
    };
    let bottom = name(out, x + 8.0, top, w, 18.0, ink, &card_name);
    with(out, x + 8.0, bottom + WITH_LINE, w, lines);
    if c.knelt {
        let label = say(loc, "thrones-board-knelt");
        pill(out, x + CARD_W - 8.0, y + h, 90.0, 15.0, DARK, WHITE, "end", &label);
    }
}
