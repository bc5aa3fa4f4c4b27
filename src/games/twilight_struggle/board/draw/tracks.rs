//! The tracks: victory points, DEFCON, turn and action rounds, military operations and space, and the legend.

use super::*;

pub(super) fn defcon_color(level: u8) -> &'static str {
    match level {
        5 => "#43a047",
        4 => "#7cb342",
        3 => "#f9c000",
        2 => "#fb8c00",
        _ => "#e53935",
    }
}

pub(super) fn vp_track(out: &mut String, m: &BoardModel, loc: &dyn Localizer, top: f32) {
    let label = loc.text(&Text::new("ts-board-vp"));
    out.push_str(&svg::text(MARGIN, top + 30.0, 26.0, INK, "start", true, &label));
    let lead = match m.vp.signum() {
        0 => loc.text(&Text::new("ts-board-vp-even")),
        _ => {
            let p = if m.vp > 0 { Power::Us } else { Power::Ussr };
            loc.text(
                &Text::new("ts-board-vp-lead")
                    .text("power", Text::new(p.name_key()))
                    .num("vp", m.vp.abs()),
            )
        }
    };
    let lead_fill = match m.vp.signum() {
        1 => color(Power::Us),
        -1 => color(Power::Ussr),
        _ => MUTED,
    };
    let x0 = 150.0;
    out.push_str(&with_id(
        "vp-lead",
        svg::text(
            MARGIN,
            top + 60.0,
            fit(&lead, x0 - MARGIN - 8.0, 20.0, true),
            lead_fill,
            "start",
            true,
            &lead,
        ),
    ));
    // 41 cells: US +20 at the left, even in the middle, USSR +20 at the right.
    let cell = (WIDTH - MARGIN - x0) / 41.0;
    let marker = m.vp.clamp(-20, 20);
    for i in 0..41i32 {
        let v = 20 - i;
        let x = x0 + i as f32 * cell;
        let fill = match v.signum() {
            1 => tint(Power::Us),
            -1 => tint(Power::Ussr),
            _ => "#ffffff",
        };
        out.push_str(&rect_stroked(
            Rect {
                x,
                y: top + 10.0,
                w: cell,
                h: 40.0,
            },
            0.0,
            fill,
            "#b0bac1",
            1.0,
        ));
        // Every fifth number is enough to read the track (and keeps the picture fast to draw).
        if v != marker && v % 5 == 0 {
            out.push_str(&svg::text(
                x + cell / 2.0,
                top + 37.0,
                17.0,
                MUTED,
                "middle",
                false,
                &v.abs().to_string(),
            ));
        }
    }
    let x = x0 + (20 - marker) as f32 * cell;
    out.push_str(&rect_stroked(
        Rect {
            x: x - 3.0,
            y: top + 2.0,
            w: cell + 6.0,
            h: 56.0,
        },
        8.0,
        lead_fill,
        INK,
        2.5,
    ));
    out.push_str(&with_id(
        "vp-marker",
        svg::text(
            x + cell / 2.0,
            top + 40.0,
            26.0,
            "#ffffff",
            "middle",
            true,
            &marker.abs().to_string(),
        ),
    ));
    let us = power_name(loc, Power::Us);
    let ussr = power_name(loc, Power::Ussr);
    out.push_str(&svg::text(x0, top + 76.0, 18.0, color(Power::Us), "start", true, &us));
    out.push_str(&svg::text(
        WIDTH - MARGIN,
        top + 76.0,
        18.0,
        color(Power::Ussr),
        "end",
        true,
        &ussr,
    ));
}

pub(super) fn defcon_track(out: &mut String, m: &BoardModel, loc: &dyn Localizer, x0: f32, top: f32, width: f32) {
    let title = loc.text(&Text::new("ts-board-defcon"));
    out.push_str(&svg::text(x0, top + 22.0, 22.0, INK, "start", true, &title));
    let cell = 62.0;
    for (i, level) in (1..=5u8).rev().enumerate() {
        let r = Rect {
            x: x0 + i as f32 * (cell + 6.0),
            y: top + 32.0,
            w: cell,
            h: 50.0,
        };
        if level == m.defcon {
            out.push_str(&rect_stroked(r.grow(3.0), 10.0, defcon_color(level), INK, 3.0));
            let ink = if level == 3 { INK } else { "#ffffff" };
            out.push_str(&with_id(
                "defcon-marker",
                svg::text(
                    r.x + cell / 2.0,
                    r.y + 37.0,
                    32.0,
                    ink,
                    "middle",
                    true,
                    &level.to_string(),
                ),
            ));
        } else {
            out.push_str(&rect_stroked(r, 8.0, "#ffffff", defcon_color(level), 2.5));
            out.push_str(&svg::text(
                r.x + cell / 2.0,
                r.y + 34.0,
                24.0,
                defcon_color(level),
                "middle",
                true,
                &level.to_string(),
            ));
        }
    }
    let hint = loc.text(&Text::new(format!("ts-board-defcon-{}", m.defcon.clamp(1, 5))));
    let size = fit(&hint, width, 19.0, false);
    out.push_str(&with_id(
        "defcon-hint",
        svg::text(x0, top + 110.0, size, INK, "start", false, &hint),
    ));
}

pub(super) fn turn_track(out: &mut String, m: &BoardModel, loc: &dyn Localizer, x0: f32, top: f32, width: f32) {
    let title = loc.text(&Text::new("ts-board-turn"));
    out.push_str(&svg::text(x0, top + 22.0, 22.0, INK, "start", true, &title));
    let cell = 40.0;
    for t in 1..=10u8 {
        let r = Rect {
            x: x0 + (t - 1) as f32 * (cell + 4.0),
            y: top + 36.0,
            w: cell,
            h: 42.0,
        };
        if t == m.turn {
            out.push_str(&rect_stroked(r.grow(3.0), 8.0, BG_BAND, INK, 2.0));
            out.push_str(&with_id(
                "turn-marker",
                svg::text(
                    r.x + cell / 2.0,
                    r.y + 30.0,
                    26.0,
                    "#ffffff",
                    "middle",
                    true,
                    &t.to_string(),
                ),
            ));
        } else {
            out.push_str(&rect_stroked(r, 6.0, "#ffffff", FAINT, 1.5));
            out.push_str(&svg::text(
                r.x + cell / 2.0,
                r.y + 28.0,
                19.0,
                MUTED,
                "middle",
                false,
                &t.to_string(),
            ));
        }
    }
    let (round, fill) = match (m.action_round, m.phasing) {
        (0, _) => (loc.text(&Text::new("ts-board-headline")), INK),
        (ar, Some(p)) => (
            loc.text(
                &Text::new("ts-board-action-round-of")
                    .num("round", ar)
                    .text("power", Text::new(p.name_key())),
            ),
            color(p),
        ),
        (ar, None) => (loc.text(&Text::new("ts-board-action-round").num("round", ar)), INK),
    };
    out.push_str(&with_id(
        "round",
        svg::text(
            x0,
            top + 110.0,
            fit(&round, width, 21.0, true),
            fill,
            "start",
            true,
            &round,
        ),
    ));
}

/// A per-side track: military ops or the space race.
pub(super) struct SideTrack<'a> {
    pub(super) id: &'a str,
    pub(super) title: &'a str,
    /// `[ussr, us]`.
    pub(super) values: [u8; 2],
    pub(super) max: u8,
    /// Write the true value beside the track (military ops can pass 5).
    pub(super) count: bool,
}

/// Two rows of boxes 0..=`max`, one per side, with the marker on each side's value.
pub(super) fn side_rows(out: &mut String, track: &SideTrack, x0: f32, top: f32, loc: &dyn Localizer) {
    let SideTrack {
        id,
        title,
        values,
        max,
        count,
    } = *track;
    let cell = 40.0;
    out.push_str(&svg::text(x0, top + 22.0, 22.0, INK, "start", true, title));
    for (row, p) in SIDES.into_iter().enumerate() {
        let y = top + 34.0 + row as f32 * 38.0;
        let name = power_name(loc, p);
        out.push_str(&svg::text(
            x0,
            y + 24.0,
            fit(&name, 56.0, 19.0, true),
            color(p),
            "start",
            true,
            &name,
        ));
        let value = values[p.index()];
        let shown = value.min(max);
        for v in 0..=max {
            let r = Rect {
                x: x0 + 62.0 + v as f32 * (cell + 3.0),
                y,
                w: cell,
                h: 32.0,
            };
            if v == shown {
                out.push_str(&rect_stroked(r, 6.0, color(p), dark(p), 2.0));
                out.push_str(&with_id(
                    &format!("{id}-{}", p.key()),
                    svg::text(
                        r.x + cell / 2.0,
                        y + 24.0,
                        21.0,
                        "#ffffff",
                        "middle",
                        true,
                        &v.to_string(),
                    ),
                ));
            } else {
                out.push_str(&rect_stroked(r, 6.0, "#ffffff", FAINT, 1.5));
                out.push_str(&svg::text(
                    r.x + cell / 2.0,
                    y + 23.0,
                    17.0,
                    MUTED,
                    "middle",
                    false,
                    &v.to_string(),
                ));
            }
        }
        if count {
            // The track stops at 5; the true count matters for the end-of-turn check.
            let x = x0 + 62.0 + (max + 1) as f32 * (cell + 3.0) + 8.0;
            let fill = if value > max { color(p) } else { MUTED };
            out.push_str(&with_id(
                &format!("{id}-count-{}", p.key()),
                svg::text(x, y + 25.0, 22.0, fill, "start", true, &format!("= {value}")),
            ));
        }
    }
}

/// What the marks on a box mean, in two lines at the right of the bottom strip.
pub(super) fn legend(out: &mut String, loc: &dyn Localizer, top: f32) {
    let lx = LEGEND_X;
    let room = WIDTH - MARGIN - lx - 50.0;
    let sample = Rect {
        x: lx,
        y: top + 6.0,
        w: 40.0,
        h: 24.0,
    };
    out.push_str(&rect_stroked(sample, 4.0, BG_BAND, BG_BAND, 1.0));
    let bg = loc.text(&Text::new("ts-board-legend-battleground"));
    let bg_size = fit(&bg, room / 2.0 - 50.0, 18.0, false);
    out.push_str(&with_id(
        "legend-bg",
        svg::text(lx + 50.0, top + 24.0, bg_size, INK, "start", false, &bg),
    ));
    let sx = lx + 50.0 + room / 2.0;
    stability_mark(out, sx - 24.0, top + 18.0, 2);
    let st = loc.text(&Text::new("ts-board-legend-stability"));
    out.push_str(&with_id(
        "legend-stability",
        svg::text(
            sx,
            top + 24.0,
            fit(&st, room / 2.0, 18.0, false),
            INK,
            "start",
            false,
            &st,
        ),
    ));
    out.push_str(&rect_stroked(
        Rect {
            x: lx,
            y: top + 44.0,
            w: 18.0,
            h: 24.0,
        },
        4.0,
        color(Power::Us),
        dark(Power::Us),
        1.0,
    ));
    out.push_str(&rect_stroked(
        Rect {
            x: lx + 22.0,
            y: top + 44.0,
            w: 18.0,
            h: 24.0,
        },
        4.0,
        color(Power::Ussr),
        dark(Power::Ussr),
        1.0,
    ));
    let ctl = loc.text(&Text::new("ts-board-legend-control"));
    out.push_str(&with_id(
        "legend-control",
        svg::text(
            lx + 50.0,
            top + 62.0,
            fit(&ctl, room, 18.0, false),
            INK,
            "start",
            false,
            &ctl,
        ),
    ));
}
