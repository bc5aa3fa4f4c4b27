//! The map: region backgrounds and labels, adjacency lines, the superpowers, country boxes.

use super::*;

/// Region backgrounds: each box padded so neighbours' pads merge into one area. One path per
/// colour: a few fills instead of ninety keeps rendering fast.
pub(super) fn region_backgrounds(out: &mut String, civil_war: bool) {
    let mut by_fill: Vec<(&'static str, String)> = Vec::new();
    let mut add = |fill: &'static str, r: Rect| match by_fill.iter_mut().find(|(f, _)| *f == fill) {
        Some((_, d)) => d.push_str(&rounded_rect_path(r, 12.0)),
        None => by_fill.push((fill, rounded_rect_path(r, 12.0))),
    };
    // The Chinese Civil War space lies in Asia (not Southeast Asia).
    if civil_war && let Some(r) = rect_of(CIVIL_WAR_ID) {
        add(region_style(Region::Asia).fill, r.grow(REGION_PAD));
    }
    for c in countries() {
        let Some(r) = rect_of(c.id) else { continue };
        let bg = r.grow(REGION_PAD);
        let style = region_style(c.region);
        let west = c.in_sub_region(SubRegion::WestEurope);
        let east = c.in_sub_region(SubRegion::EastEurope);
        if west && east {
            // Austria and Finland belong to both halves of Europe: half of each shade.
            let half = Rect { w: bg.w / 2.0, ..bg };
            add(style.fill, half);
            add(
                style.alt,
                Rect {
                    x: half.x + half.w,
                    ..half
                },
            );
        } else if east || c.in_sub_region(SubRegion::SoutheastAsia) {
            add(style.alt, bg);
        } else {
            add(style.fill, bg);
        }
    }
    for (fill, d) in by_fill {
        out.push_str(&format!(r#"<path d="{d}" fill="{fill}"/>"#));
    }
}

pub(super) fn region_labels(out: &mut String, loc: &dyn Localizer) {
    for label in layout().labels() {
        let (text, size, ink) = if let Some(r) = Region::ALL.into_iter().find(|r| r.key() == label.key) {
            (loc.text(&Text::new(r.name_key())), 22.0, region_style(r).ink)
        } else if let Some(s) = SubRegion::ALL.into_iter().find(|s| s.key() == label.key) {
            (loc.text(&Text::new(s.name_key())), 18.0, region_style(s.region()).ink)
        } else {
            continue;
        };
        let (x, y) = grid_point(label.x, label.y);
        let y = y + size * 0.35;
        out.push_str(&halo_text(x, y, size, ink, PAGE, &text));
    }
}

/// All adjacency lines as one path: one stroke instead of about 130 keeps rendering fast.
pub(super) fn adjacency_lines(out: &mut String, civil_war: bool) {
    let mut d = String::with_capacity(4096);
    let line = |d: &mut String, a: (f32, f32), b: (f32, f32)| {
        d.push_str(&format!("M{:.1},{:.1}L{:.1},{:.1}", a.0, a.1, b.0, b.1));
    };
    for c in countries() {
        let Some(from) = rect_of(c.id) else { continue };
        for &n in &c.adjacent {
            // Japan–USA crosses the Pacific: drawn as a stub at the map's edge instead.
            if c.id == "japan" && n == "usa" {
                continue;
            }
            let Some(to) = rect_of(n) else { continue };
            if Power::parse(n).is_some() {
                line(&mut d, from.center(), to.nearest(from.center()));
            } else if c.id < n {
                line(&mut d, from.center(), to.center());
            }
        }
    }
    if civil_war && let (Some(space), Some(ussr)) = (rect_of(CIVIL_WAR_ID), rect_of(Power::Ussr.home_id())) {
        line(&mut d, space.center(), ussr.nearest(space.center()));
    }
    out.push_str(&format!(
        r#"<path d="{d}" fill="none" stroke="{LINE}" stroke-width="3" stroke-linecap="round"/>"#
    ));
    if let Some(japan) = rect_of("japan") {
        let y = japan.center().1;
        let end = WIDTH - MARGIN - 78.0;
        out.push_str(&format!(
            r#"<line x1="{:.1}" y1="{y:.1}" x2="{end:.1}" y2="{y:.1}" stroke="{LINE}" stroke-width="3" stroke-dasharray="9 6"/>"#,
            japan.right()
        ));
    }
}

/// The "USA" tag at the end of Japan's stub.
pub(super) fn pacific_tag(out: &mut String, loc: &dyn Localizer) {
    let Some(japan) = rect_of("japan") else { return };
    let tag = Rect {
        x: WIDTH - MARGIN - 78.0,
        y: japan.center().1 - 18.0,
        w: 78.0,
        h: 36.0,
    };
    let name = loc.text(&Text::new("ts-country-usa"));
    out.push_str(&rect_stroked(tag, 8.0, color(Power::Us), dark(Power::Us), 2.0));
    out.push_str(&svg::text(
        tag.x + tag.w / 2.0,
        tag.y + 25.0,
        fit(&name, tag.w - 10.0, 20.0, true),
        "#ffffff",
        "middle",
        true,
        &name,
    ));
}

pub(super) fn superpowers(out: &mut String, loc: &dyn Localizer) {
    for p in SIDES {
        let Some(r) = rect_of(p.home_id()) else { continue };
        out.push_str(&with_id(
            &format!("box-{}", p.home_id()),
            rect_stroked(r, 10.0, color(p), dark(p), 3.0),
        ));
        let name = loc.text(&Text::new(format!("ts-country-{}", p.home_id())));
        let size = fit(&name, r.w - 16.0, 32.0, true);
        // Tall boxes carry the name near the top, where the lines from Finland and Poland arrive.
        let y = if r.h > 2.0 * BOX_H {
            r.y + 52.0
        } else {
            r.y + r.h / 2.0 + size * 0.36
        };
        out.push_str(&with_id(
            &format!("name-{}", p.home_id()),
            svg::text(r.x + r.w / 2.0, y, size, "#ffffff", "middle", true, &name),
        ));
    }
}

/// An influence marker: a white chip with the number in the side's colour.
pub(super) fn chip(out: &mut String, id: &str, x: f32, y: f32, p: Power, n: u8) {
    out.push_str(&rect_stroked(
        Rect {
            x,
            y,
            w: CHIP_W,
            h: CHIP_H,
        },
        6.0,
        "#ffffff",
        color(p),
        2.5,
    ));
    let size = if n >= 10 { 26.0 } else { 30.0 };
    out.push_str(&with_id(
        id,
        svg::text(
            x + CHIP_W / 2.0,
            y + CHIP_H / 2.0 + size * 0.36,
            size,
            color(p),
            "middle",
            true,
            &n.to_string(),
        ),
    ));
}

pub(super) fn stability_mark(out: &mut String, cx: f32, cy: f32, stability: u8) {
    // Two fills rather than a stroked circle (see `rect_stroked`).
    out.push_str(&svg::circle(cx, cy, 14.0, "#78858f", None));
    out.push_str(&svg::circle(cx, cy, 12.5, "#ffffff", None));
    out.push_str(&svg::text(
        cx,
        cy + 6.8,
        19.0,
        INK,
        "middle",
        true,
        &stability.to_string(),
    ));
}

/// The box fill and border: solid side colour when controlled, a light tint when someone has
/// influence without control, white otherwise.
pub(super) fn box_colors(stability: u8, influence: [u8; 2]) -> (&'static str, &'static str, f32) {
    if let Some(p) = controller(stability, influence) {
        return (color(p), dark(p), 3.0);
    }
    let (us, ussr) = (influence[Power::Us.index()], influence[Power::Ussr.index()]);
    let fill = match us.cmp(&ussr) {
        _ if us == 0 && ussr == 0 => "#ffffff",
        std::cmp::Ordering::Greater => tint(Power::Us),
        std::cmp::Ordering::Less => tint(Power::Ussr),
        std::cmp::Ordering::Equal => SHARED_TINT,
    };
    (fill, MUTED, 1.5)
}

/// What one map box shows.
pub(super) struct BoxSpec<'a> {
    id: &'a str,
    name: &'a str,
    battleground: bool,
    stability: u8,
    /// `[ussr, us]`.
    influence: [u8; 2],
    /// Draw the side's chip even at zero influence (the civil war space's USSR count).
    show_zero: [bool; 2],
}

/// One box: name bar (dark for battlegrounds), then US influence, stability, USSR influence.
pub(super) fn place_box(out: &mut String, r: Rect, spec: &BoxSpec) {
    let BoxSpec {
        id,
        name,
        battleground,
        stability,
        influence,
        show_zero,
    } = *spec;
    let (fill, stroke, width) = box_colors(stability, influence);
    out.push_str(&with_id(
        &format!("box-{id}"),
        rect_stroked(r, 8.0, fill, stroke, width),
    ));
    let band = Rect { h: BAND_H, ..r }.grow(-width / 2.0);
    let (band_fill, name_fill) = if battleground {
        (BG_BAND, "#ffffff")
    } else {
        (PLAIN_BAND, INK)
    };
    out.push_str(&top_rounded(
        Rect {
            h: BAND_H - width / 2.0,
            ..band
        },
        7.0,
        band_fill,
    ));
    let (size, lines) = fit_name(name, r.w - 10.0);
    let line_h = size * 1.1;
    let first = r.y + BAND_H / 2.0 - line_h * (lines.len() as f32 - 1.0) / 2.0 + size * 0.35;
    for (i, line) in lines.iter().enumerate() {
        out.push_str(&with_id(
            &format!("name-{id}-{i}"),
            svg::text(
                r.x + r.w / 2.0,
                first + line_h * i as f32,
                size,
                name_fill,
                "middle",
                true,
                line,
            ),
        ));
    }
    let chip_y = r.y + BAND_H + (r.h - BAND_H - CHIP_H) / 2.0;
    for (slot, p) in SIDES.into_iter().enumerate() {
        let n = influence[p.index()];
        if n == 0 && !show_zero[p.index()] {
            continue;
        }
        let x = if slot == 0 { r.x + 6.0 } else { r.right() - 6.0 - CHIP_W };
        chip(out, &format!("inf-{id}-{}", p.key()), x, chip_y, p, n);
    }
    stability_mark(out, r.x + r.w / 2.0, chip_y + CHIP_H / 2.0, stability);
}

pub(super) fn country_box(out: &mut String, c: &Country, influence: [u8; 2], loc: &dyn Localizer) {
    let Some(r) = rect_of(c.id) else { return };
    let name = loc.text(&Text::new(c.name_key()));
    let spec = BoxSpec {
        id: c.id,
        name: &name,
        battleground: c.battleground,
        stability: c.stability,
        influence,
        show_zero: [false, false],
    };
    place_box(out, r, &spec);
}

/// Influence the USSR needs on the Chinese Civil War space to take it.
pub(super) const CIVIL_WAR_TARGET: u8 = 3;

pub(super) fn civil_war_box(out: &mut String, ussr: u8, loc: &dyn Localizer) {
    let Some(r) = rect_of(CIVIL_WAR_ID) else { return };
    let name = loc.text(&Text::new("ts-board-civil-war"));
    let mut influence = [0; 2];
    influence[Power::Ussr.index()] = ussr;
    let mut show_zero = [false; 2];
    show_zero[Power::Ussr.index()] = true;
    let spec = BoxSpec {
        id: CIVIL_WAR_ID,
        name: &name,
        battleground: false,
        stability: CIVIL_WAR_TARGET,
        influence,
        show_zero,
    };
    place_box(out, r, &spec);
}

pub(super) fn power_name(loc: &dyn Localizer, p: Power) -> String {
    loc.text(&Text::new(p.name_key()))
}
