//! A plain first board: the round and order, the three kingdoms' holdings, the bids on each
//! space and the border locations. (The full board image with the 18 spaces drawn as on the
//! table, under 150 KB, is a later step of issue 15: this one is 170–270 KB.)

use super::bidding::total_on;
use super::data::{Border, Kingdom, data};
use super::state::{Space, ThreeKingdoms};
use crate::engine::{Localizer, Text, Viewer};
use crate::render::{fit, svg};

const W: f32 = 1100.0;
const H: f32 = 800.0;

fn colour(k: Kingdom) -> &'static str {
    match k {
        Kingdom::Wei => "#1565c0",
        Kingdom::Wu => "#c62828",
        Kingdom::Shu => "#2e7d32",
    }
}

pub fn svg(g: &ThreeKingdoms, _viewer: Viewer, loc: &dyn Localizer) -> String {
    let mut body = String::new();
    body.push_str(&svg::rect(0.0, 0.0, W, 70.0, 0.0, "#4e342e", None));
    let title = loc.text(
        &Text::new("tkr-board-title")
            .num("round", i64::from(g.round))
            .str("phase", super::game::phase_key(&g.phase)),
    );
    body.push_str(&svg::text(
        24.0,
        46.0,
        fit::fit(&title, W - 48.0, 30.0, true),
        "#ffffff",
        "start",
        true,
        &title,
    ));
    // The three kingdoms.
    for (i, k) in Kingdom::ALL.into_iter().enumerate() {
        let x = 20.0 + i as f32 * 360.0;
        let r = g.realm(k);
        body.push_str(&svg::rect(x, 90.0, 340.0, 300.0, 12.0, "#ffffff", Some(colour(k))));
        let name = loc.text(&Text::new(format!("tkr-kingdom-{}", k.key())));
        body.push_str(&svg::text(x + 16.0, 130.0, 30.0, colour(k), "start", true, &name));
        let lines = [
            Text::new("tkr-board-money")
                .num("gold", i64::from(r.gold))
                .num("rice", i64::from(r.rice))
                .num("support", i64::from(r.support)),
            Text::new("tkr-board-armies")
                .num("untrained", i64::from(r.untrained))
                .num("trained", i64::from(r.trained)),
            Text::new("tkr-board-develop")
                .num("farm", i64::from(r.farm_level))
                .num("market", i64::from(r.market_level)),
            Text::new("tkr-board-tracks")
                .num("favor", i64::from(r.favor))
                .num("military", i64::from(r.military))
                .num("office", i64::from(r.office)),
            Text::new("tkr-board-cards")
                .num("generals", r.generals.len() as i64)
                .num("hand", r.hand.len() as i64)
                .num("built", r.built.len() as i64)
                .num("deficits", i64::from(r.deficits)),
        ];
        for (j, line) in lines.iter().enumerate() {
            let s = loc.text(line);
            body.push_str(&svg::text(
                x + 16.0,
                175.0 + j as f32 * 42.0,
                fit::fit(&s, 308.0, 24.0, false),
                "#263238",
                "start",
                false,
                &s,
            ));
        }
    }
    // The spaces with their bids: the twelve general spaces on the left, battles and tribes on
    // the right above the border locations.
    for (i, space) in Space::ALL.into_iter().enumerate() {
        let bids: Vec<String> = Kingdom::ALL
            .into_iter()
            .filter(|&k| g.placements.iter().any(|p| p.space == space && p.kingdom == k))
            .map(|k| {
                let name = loc.text(&Text::new(format!("tkr-kingdom-{}", k.key())));
                format!("{name} {}", total_on(g, space, k))
            })
            .collect();
        let alliance = if g.alliance_space == Some(space) {
            format!(" ({})", loc.text(&Text::new("tkr-board-alliance")))
        } else {
            String::new()
        };
        let row = format!(
            "{}{alliance}: {}",
            loc.text(&Text::new(format!("tkr-space-{}", space.key()))),
            if bids.is_empty() {
                "—".to_string()
            } else {
                bids.join(" · ")
            }
        );
        let (x, y) = if i < 12 {
            (20.0, 430.0 + i as f32 * 30.0)
        } else {
            (560.0, 430.0 + (i - 12) as f32 * 30.0)
        };
        body.push_str(&svg::text(
            x,
            y,
            fit::fit(&row, 520.0, 22.0, false),
            "#263238",
            "start",
            false,
            &row,
        ));
    }
    // Border locations.
    let mut y = 640.0;
    for border in Border::ALL {
        let held: Vec<String> = data()
            .locations
            .iter()
            .enumerate()
            .filter(|(_, l)| l.border == border)
            .map(|(ix, l)| {
                let name = loc.text(&Text::new(format!("tkr-border-{}", l.id)));
                match g.locations[ix] {
                    Some(k) => format!("{name} ({})", loc.text(&Text::new(format!("tkr-kingdom-{}", k.key())))),
                    None => name,
                }
            })
            .collect();
        let row = held.join(", ");
        body.push_str(&svg::text(
            560.0,
            y,
            fit::fit(&row, 520.0, 20.0, false),
            "#4e342e",
            "start",
            false,
            &row,
        ));
        y += 34.0;
    }
    svg::document(W as u32, H as u32, "#f5f0e6", &body)
}
