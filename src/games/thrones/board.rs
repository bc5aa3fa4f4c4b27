//! A plain first board: the round, phase and first player; for each house its power, gold, hand,
//! deck, revealed plot, characters (STR, knelt, power, attachments and duplicates) and
//! locations; the challenge under way and the challenges made this round. (The full board of
//! issue 16, item 5, comes later.) Only public facts are drawn, whoever looks.

use super::abilities::statics;
use super::data::{CardType, House};
use super::state::{InPlay, Thrones, card_of};
use super::text::{card_text, house_text, icon_text, plot_text};
use super::view::phase_key;
use crate::engine::{Localizer, Seat, Text, Viewer};
use crate::render::{fit, svg};

const W: f32 = 1000.0;
const LINE: f32 = 30.0;

fn colour(h: House) -> &'static str {
    match h {
        House::Stark => "#546e7a",
        House::Lannister => "#b71c1c",
    }
}

/// How a line is written: its largest size, colour and weight.
struct Style {
    max: f32,
    fill: &'static str,
    bold: bool,
}

fn line(body: &mut String, (x, y): (f32, f32), width: f32, style: &Style, s: &str) {
    body.push_str(&svg::text(
        x,
        y,
        fit::fit(s, width, style.max, style.bold),
        style.fill,
        "start",
        style.bold,
        s,
    ));
}

const PLAIN: Style = Style {
    max: 20.0,
    fill: "#263238",
    bold: false,
};

/// One in-play card as a line: name, STR, power, knelt, what is attached or under it.
fn card_line(g: &Thrones, c: &InPlay, loc: &dyn Localizer) -> String {
    let is_character = card_of(c.card).kind == CardType::Character;
    let mut with: Vec<Text> = c.attachments.iter().map(|a| card_text(a.card)).collect();
    with.extend(c.duplicates.iter().map(|&d| card_text(d)));
    loc.text(
        &Text::new("thrones-board-card")
            .text("card", card_text(c.card))
            .num("kind", i64::from(is_character))
            .num(
                "str",
                i64::from(if is_character { statics::strength(g, c.card) } else { 0 }),
            )
            .num("power", i64::from(c.power))
            .num("knelt", i64::from(c.knelt))
            .num("nwith", with.len() as i64)
            .list("with", with),
    )
}

/// The lines of one house's panel.
fn panel_lines(g: &Thrones, seat: Seat, loc: &dyn Localizer) -> Vec<(String, bool)> {
    let p = g.player(seat);
    let mut lines = vec![
        (
            loc.text(
                &Text::new("thrones-board-house")
                    .text("house", house_text(g, seat))
                    .num("power", i64::from(p.total_power()))
                    .num("banner", i64::from(p.power))
                    .num("gold", i64::from(p.gold))
                    .num("first", i64::from(g.first == seat && g.round > 0)),
            ),
            true,
        ),
        (
            loc.text(
                &Text::new("thrones-board-piles")
                    .num("hand", p.hand.len() as i64)
                    .num("deck", p.deck.len() as i64)
                    .num("discard", p.discard.len() as i64)
                    .num("dead", p.dead.len() as i64)
                    .num("plots", p.plot_deck.len() as i64),
            ),
            false,
        ),
    ];
    if let Some(plot) = p.plot {
        let d = &super::data::data().plots[usize::from(plot)];
        lines.push((
            loc.text(
                &Text::new("thrones-board-plot")
                    .text("plot", plot_text(plot))
                    .num("income", i64::from(d.income))
                    .num("initiative", i64::from(d.initiative))
                    .num("claim", i64::from(d.claim)),
            ),
            false,
        ));
    }
    for c in p.in_play.iter().filter(|c| card_of(c.card).kind == CardType::Character) {
        lines.push((card_line(g, c, loc), false));
    }
    let locations: Vec<String> = p
        .in_play
        .iter()
        .filter(|c| card_of(c.card).kind == CardType::Location)
        .map(|c| card_line(g, c, loc))
        .collect();
    if !locations.is_empty() {
        lines.push((locations.join(" · "), false));
    }
    lines
}

pub fn svg(g: &Thrones, _viewer: Viewer, loc: &dyn Localizer) -> String {
    let mut body = String::new();
    body.push_str(&svg::rect(0.0, 0.0, W, 64.0, 0.0, "#263238", None));
    let title = loc.text(
        &Text::new("thrones-board-title")
            .num("round", i64::from(g.round))
            .str("phase", phase_key(g)),
    );
    let head = Style {
        max: 28.0,
        fill: "#ffffff",
        bold: true,
    };
    line(&mut body, (24.0, 42.0), W - 48.0, &head, &title);
    let mut y = 84.0;
    for seat in [g.first, 1 - g.first] {
        let lines = panel_lines(g, seat, loc);
        let h = 20.0 + lines.len() as f32 * LINE;
        let house = g.player(seat).house;
        body.push_str(&svg::rect(16.0, y, W - 32.0, h, 10.0, "#ffffff", Some(colour(house))));
        let heading = Style {
            max: 24.0,
            fill: colour(house),
            bold: true,
        };
        for (i, (text, bold)) in lines.iter().enumerate() {
            let style = if *bold { &heading } else { &PLAIN };
            line(&mut body, (32.0, y + 34.0 + i as f32 * LINE), W - 64.0, style, text);
        }
        y += h + 16.0;
    }
    let mut extra = Vec::new();
    if let Some(c) = &g.challenge {
        extra.push(
            loc.text(
                &Text::new("thrones-status-challenge")
                    .text("house", house_text(g, c.attacker))
                    .text("kind", icon_text(c.kind))
                    .list("attackers", super::text::card_list(&c.attackers))
                    .list("defenders", super::text::card_list(&c.defenders)),
            ),
        );
    }
    for seat in 0..2 {
        if !g.made[seat].is_empty() {
            extra.push(
                loc.text(
                    &Text::new("thrones-board-made")
                        .text("house", house_text(g, seat))
                        .list("kinds", g.made[seat].iter().map(|&k| icon_text(k)).collect()),
                ),
            );
        }
    }
    for text in &extra {
        line(&mut body, (24.0, y + 20.0), W - 48.0, &PLAIN, text);
        y += LINE;
    }
    svg::document(W as u32, (y + 24.0) as u32, "#f5f0e6", &body)
}
