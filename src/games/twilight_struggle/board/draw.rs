//! Drawing the board as one SVG string: a header with the status line, the schematic map
//! (region backgrounds, adjacency lines, country boxes, the superpowers) and the tracks below it.
//!
//! Sizes aim at a phone: Discord shows the ~2000 px image about 550 px wide, so names are at
//! least 18 px and influence numbers 30 px bold.

use super::BoardModel;
use super::layout::{CIVIL_WAR_ID, Slot, layout};
use crate::engine::{Localizer, Text};
use crate::games::twilight_struggle::data::{Country, Region, SubRegion, countries};
use crate::games::twilight_struggle::power::{Power, controller};
use crate::render::fit::{self, fit};
use crate::render::svg;

pub const WIDTH: f32 = 1980.0;
pub const HEIGHT: f32 = 1460.0;

const PITCH_X: f32 = 150.0;
const PITCH_Y: f32 = 96.0;
const BOX_W: f32 = 141.0;
const BOX_H: f32 = 86.0;
/// Height of the name bar at the top of a country box (room for two lines of 18 px).
const BAND_H: f32 = 42.0;
const MARGIN: f32 = 16.0;
const HEADER_H: f32 = 64.0;
/// Pixel centre of grid column 0 and row 0.
const MAP_X0: f32 = MARGIN + BOX_W / 2.0;
const MAP_Y0: f32 = HEADER_H + 16.0 + BOX_H / 2.0;
/// The last row of boxes is row 10; the tracks start below.
pub const MAP_BOTTOM: f32 = MAP_Y0 + 10.0 * PITCH_Y + BOX_H / 2.0 + 12.0;

const PAGE: &str = "#fbfaf7";
const INK: &str = "#1d2429";
const MUTED: &str = "#5f6b73";
const FAINT: &str = "#9aa5ad";
const LINE: &str = "#8795a1";
const BG_BAND: &str = "#263238";
const PLAIN_BAND: &str = "#eef1f3";
const SHARED_TINT: &str = "#e8e0ee";

const NAME_SIZE: f32 = 20.0;
const NAME_MIN: f32 = 18.0;
const CHIP_W: f32 = 44.0;
const CHIP_H: f32 = 36.0;

fn color(p: Power) -> &'static str {
    match p {
        Power::Us => "#1f5fbf",
        Power::Ussr => "#c62828",
    }
}

fn dark(p: Power) -> &'static str {
    match p {
        Power::Us => "#12407f",
        Power::Ussr => "#7c1212",
    }
}

fn tint(p: Power) -> &'static str {
    match p {
        Power::Us => "#d5e3f7",
        Power::Ussr => "#f7d6d3",
    }
}

/// US first: the map has the USA in the west and the USSR in the east, and every row of the
/// picture keeps that order.
const SIDES: [Power; 2] = [Power::Us, Power::Ussr];

/// A pixel rectangle.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Rect {
    pub fn right(&self) -> f32 {
        self.x + self.w
    }
    pub fn bottom(&self) -> f32 {
        self.y + self.h
    }
    pub fn center(&self) -> (f32, f32) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }
    /// The point of the rectangle closest to `p`.
    pub fn nearest(&self, p: (f32, f32)) -> (f32, f32) {
        (p.0.clamp(self.x, self.right()), p.1.clamp(self.y, self.bottom()))
    }
    fn grow(&self, by: f32) -> Rect {
        Rect {
            x: self.x - by,
            y: self.y - by,
            w: self.w + 2.0 * by,
            h: self.h + 2.0 * by,
        }
    }
}

/// Where a layout slot lands on the canvas.
pub fn slot_rect(s: Slot) -> Rect {
    Rect {
        x: MAP_X0 + s.x * PITCH_X - BOX_W / 2.0,
        y: MAP_Y0 + s.y * PITCH_Y - BOX_H / 2.0,
        w: (s.w - 1.0) * PITCH_X + BOX_W,
        h: (s.h - 1.0) * PITCH_Y + BOX_H,
    }
}

/// The canvas rectangle of a placed id (country, `usa`, `ussr`, the civil war space).
pub fn rect_of(id: &str) -> Option<Rect> {
    layout().slot(id).map(slot_rect)
}

/// A country name's lines and font size: one line at 18–20 px if it fits, otherwise two lines
/// split at a space or after a slash, otherwise one squeezed line.
pub fn fit_name(name: &str, width: f32) -> (f32, Vec<String>) {
    fit_lines(name, width, NAME_SIZE, NAME_MIN)
}

/// Bold text in at most two lines (see [`fit::fit_lines`]); a split line is at least 15 px.
fn fit_lines(text: &str, width: f32, max: f32, min: f32) -> (f32, Vec<String>) {
    fit::fit_lines(text, width, max, min, 15.0)
}

/// `elements` (SVG markup) with an id on the last element, so tests can find it in the rendered
/// tree (for a bordered rectangle that is the inner, filled one).
fn with_id(id: &str, elements: String) -> String {
    let start = elements
        .rmatch_indices('<')
        .map(|(i, _)| i)
        .find(|&i| !elements[i + 1..].starts_with('/'))
        .unwrap_or(0);
    match elements[start..].find(' ') {
        Some(at) => {
            let at = start + at;
            format!(r#"{} id="{}"{}"#, &elements[..at], svg::esc(id), &elements[at..])
        }
        None => elements,
    }
}

/// Text with an outline in `halo` so it stays readable over lines and backgrounds.
fn halo_text(x: f32, y: f32, size: f32, fill: &str, halo: &str, content: &str) -> String {
    svg::text(x, y, size, fill, "middle", true, content).replacen(
        "<text ",
        &format!(r#"<text stroke="{halo}" stroke-width="6" stroke-linejoin="round" paint-order="stroke" "#),
        1,
    )
}

/// A filled rectangle with a border. The border is a larger rectangle filled underneath, not a
/// stroke: tiny-skia strokes a rounded rectangle several times slower than it fills one, and the
/// board has hundreds of them (this keeps the PNG within its time budget).
fn rect_stroked(r: Rect, radius: f32, fill: &str, border: &str, width: f32) -> String {
    let inner = r.grow(-width);
    let inner_radius = (radius - width).max(0.0);
    format!(
        r#"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="{radius:.1}" fill="{border}"/><rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="{inner_radius:.1}" fill="{fill}"/>"#,
        r.x, r.y, r.w, r.h, inner.x, inner.y, inner.w, inner.h
    )
}

/// A rectangle with rounded top corners only (the name bar of a box).
fn top_rounded(r: Rect, radius: f32, fill: &str) -> String {
    let (x, y, w, h) = (r.x, r.y, r.w, r.h);
    format!(
        r#"<path d="M{x:.1},{:.1} V{:.1} Q{x:.1},{y:.1} {:.1},{y:.1} H{:.1} Q{:.1},{y:.1} {:.1},{:.1} V{:.1} Z" fill="{fill}"/>"#,
        y + h,
        y + radius,
        x + radius,
        x + w - radius,
        x + w,
        x + w,
        y + radius,
        y + h
    )
}

struct RegionStyle {
    fill: &'static str,
    /// Shade of the sub-region (Eastern Europe, Southeast Asia).
    alt: &'static str,
    ink: &'static str,
}

fn region_style(r: Region) -> RegionStyle {
    let (fill, alt, ink) = match r {
        Region::Europe => ("#e7e4f1", "#d9d4ea", "#544c86"),
        Region::MiddleEast => ("#f4ead0", "#f4ead0", "#856521"),
        Region::Asia => ("#dcefe5", "#c6e4d5", "#2d7153"),
        Region::Africa => ("#e9efd4", "#e9efd4", "#5d6d22"),
        Region::CentralAmerica => ("#d6edf0", "#d6edf0", "#266f78"),
        Region::SouthAmerica => ("#f1e3d6", "#f1e3d6", "#87573a"),
    };
    RegionStyle { fill, alt, ink }
}

/// How far a region's background reaches beyond its boxes.
pub const REGION_PAD: f32 = (PITCH_X - BOX_W) / 2.0 + 6.0;

/// The pixel point of a grid position (a region label's centre).
pub fn grid_point(x: f32, y: f32) -> (f32, f32) {
    (MAP_X0 + x * PITCH_X, MAP_Y0 + y * PITCH_Y)
}

/// A rounded rectangle as path data (a subpath, so many can share one `<path>`).
fn rounded_rect_path(r: Rect, radius: f32) -> String {
    let (x, y, right, bottom, k) = (r.x, r.y, r.right(), r.bottom(), radius);
    format!(
        "M{:.1},{y:.1}H{:.1}Q{right:.1},{y:.1} {right:.1},{:.1}V{:.1}Q{right:.1},{bottom:.1} {:.1},{bottom:.1}H{:.1}Q{x:.1},{bottom:.1} {x:.1},{:.1}V{:.1}Q{x:.1},{y:.1} {:.1},{y:.1}Z",
        x + k,
        right - k,
        y + k,
        bottom - k,
        right - k,
        x + k,
        bottom - k,
        y + k,
        x + k
    )
}

/// Region backgrounds: each box padded so neighbours' pads merge into one area. One path per
/// colour: a few fills instead of ninety keeps rendering fast.
fn region_backgrounds(out: &mut String, civil_war: bool) {
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

fn region_labels(out: &mut String, loc: &dyn Localizer) {
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
fn adjacency_lines(out: &mut String, civil_war: bool) {
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
fn pacific_tag(out: &mut String, loc: &dyn Localizer) {
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

fn superpowers(out: &mut String, loc: &dyn Localizer) {
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
fn chip(out: &mut String, id: &str, x: f32, y: f32, p: Power, n: u8) {
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

fn stability_mark(out: &mut String, cx: f32, cy: f32, stability: u8) {
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
fn box_colors(stability: u8, influence: [u8; 2]) -> (&'static str, &'static str, f32) {
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
struct BoxSpec<'a> {
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
fn place_box(out: &mut String, r: Rect, spec: &BoxSpec) {
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

fn country_box(out: &mut String, c: &Country, influence: [u8; 2], loc: &dyn Localizer) {
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
const CIVIL_WAR_TARGET: u8 = 3;

fn civil_war_box(out: &mut String, ussr: u8, loc: &dyn Localizer) {
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

fn power_name(loc: &dyn Localizer, p: Power) -> String {
    loc.text(&Text::new(p.name_key()))
}

/// The bottom strip's left part: The China Card, hands and piles (`top` is the strip's row).
fn info_block(out: &mut String, m: &BoardModel, loc: &dyn Localizer, top: f32) {
    // The China Card: a small card in the holder's colour, face-down cards in a tint.
    let card = Rect {
        x: MARGIN,
        y: top - 2.0,
        w: 46.0,
        h: 62.0,
    };
    let (card_fill, card_stroke) = match m.china {
        Some((p, true)) => (color(p), dark(p)),
        Some((p, false)) => (tint(p), color(p)),
        None => ("#ffffff", FAINT),
    };
    out.push_str(&rect_stroked(card, 6.0, card_fill, card_stroke, 2.5));
    let card_ink = if matches!(m.china, Some((_, true))) {
        "#ffffff"
    } else {
        INK
    };
    out.push_str(&svg::text(
        card.x + 23.0,
        card.y + 40.0,
        24.0,
        card_ink,
        "middle",
        true,
        "4",
    ));
    let title = loc.text(&Text::new("ts-card-the-china-card"));
    let holder = match m.china {
        Some((p, up)) => loc.text(
            &Text::new("ts-board-china-holder")
                .text("power", Text::new(p.name_key()))
                .text(
                    "face",
                    Text::new(if up { "ts-board-face-up" } else { "ts-board-face-down" }),
                ),
        ),
        None => loc.text(&Text::new("ts-board-china-nobody")),
    };
    let holder_fill = m.china.map_or(MUTED, |(p, _)| color(p));
    let tx = card.right() + 14.0;
    let tw = INFO_SPLIT - 20.0 - tx;
    out.push_str(&with_id(
        "china-title",
        svg::text(
            tx,
            card.y + 24.0,
            fit(&title, tw, 20.0, false),
            MUTED,
            "start",
            false,
            &title,
        ),
    ));
    out.push_str(&with_id(
        "china-holder",
        svg::text(
            tx,
            card.y + 54.0,
            fit(&holder, tw, 24.0, true),
            holder_fill,
            "start",
            true,
            &holder,
        ),
    ));
    let hands = loc.text(
        &Text::new("ts-board-hands")
            .num("us", m.hand_sizes[Power::Us.index()] as i64)
            .num("ussr", m.hand_sizes[Power::Ussr.index()] as i64),
    );
    let piles = loc.text(
        &Text::new("ts-board-piles")
            .num("deck", m.deck_size as i64)
            .num("discard", m.discard_size as i64)
            .num("removed", m.removed_size as i64),
    );
    let text_w = LEGEND_X - 20.0 - INFO_SPLIT;
    out.push_str(&with_id(
        "hands",
        svg::text(
            INFO_SPLIT,
            card.y + 24.0,
            fit(&hands, text_w, 22.0, true),
            INK,
            "start",
            true,
            &hands,
        ),
    ));
    out.push_str(&with_id(
        "piles",
        svg::text(
            INFO_SPLIT,
            card.y + 54.0,
            fit(&piles, text_w, 22.0, false),
            INK,
            "start",
            false,
            &piles,
        ),
    ));
}

/// Where hands and piles start in the bottom strip (The China Card is left of it).
const INFO_SPLIT: f32 = 500.0;
/// Where the legend starts in the bottom strip.
const LEGEND_X: f32 = 1350.0;

/// The "In effect" panel: the ocean south-east of Burma and east of the Gulf States, clear of
/// every box and label (a test checks). It holds eight one-line entries.
pub fn effects_panel_rect() -> Rect {
    let x = MAP_X0 + 9.5 * PITCH_X + BOX_W / 2.0 + REGION_PAD + 8.0;
    let y = MAP_Y0 + 7.0 * PITCH_Y + BOX_H / 2.0 + REGION_PAD + 8.0;
    Rect {
        x,
        y,
        w: WIDTH - MARGIN - x,
        h: MAP_BOTTOM - 12.0 - y,
    }
}

const EFFECT_SIZE: f32 = 20.0;
const EFFECT_MIN: f32 = 17.0;
const EFFECT_LINE: f32 = 24.0;
const EFFECT_GAP: f32 = 3.0;

/// The lasting and turn-long effects in play, each in the colour of its side, with a side
/// marker for readers who cannot tell the colours apart from far away. Nothing in play, no
/// panel. Entries that do not fit end in "+N more" (the text status lists them all).
fn effects_panel(out: &mut String, m: &BoardModel, loc: &dyn Localizer) {
    if m.effects.is_empty() {
        return;
    }
    let space = effects_panel_rect();
    let marker_x = space.x + 16.0;
    let text_x = marker_x + 22.0;
    let width = space.right() - 14.0 - text_x;
    let entries: Vec<(f32, Vec<String>)> = m
        .effects
        .iter()
        .map(|e| fit_lines(&loc.text(&e.text), width, EFFECT_SIZE, EFFECT_MIN))
        .collect();
    let height = |lines: usize| lines as f32 * EFFECT_LINE + EFFECT_GAP;
    let first = space.y + 42.0;
    let room = space.bottom() - 6.0 - first;
    let total: f32 = entries.iter().map(|(_, l)| height(l.len())).sum();
    // Everything if it fits; otherwise as many as fit above a "+N more" line.
    let shown = if total <= room {
        entries.len()
    } else {
        let mut used = height(1);
        entries
            .iter()
            .take_while(|(_, l)| {
                used += height(l.len());
                used <= room
            })
            .count()
    };
    let used: f32 = entries[..shown].iter().map(|(_, l)| height(l.len())).sum::<f32>()
        + if shown < entries.len() { height(1) } else { 0.0 };
    // As tall as its entries, from the top of the free space.
    let area = Rect {
        h: (first + used + 6.0 - space.y).min(space.h),
        ..space
    };
    out.push_str(&with_id(
        "effects-panel",
        rect_stroked(area, 12.0, "#ffffff", "#b0bac1", 2.0),
    ));
    let title = loc.text(&Text::new("ts-board-effects"));
    out.push_str(&with_id(
        "effects-title",
        svg::text(
            area.x + 16.0,
            area.y + 30.0,
            fit(&title, area.w - 32.0, 22.0, true),
            INK,
            "start",
            true,
            &title,
        ),
    ));
    let mut y = first;
    for (i, ((size, lines), effect)) in entries.iter().zip(&m.effects).take(shown).enumerate() {
        let (fill, mark, edge) = match effect.side {
            Some(p) => (color(p), color(p), dark(p)),
            None => (INK, FAINT, MUTED),
        };
        out.push_str(&rect_stroked(
            Rect {
                x: marker_x,
                y: y + 4.0,
                w: 12.0,
                h: EFFECT_LINE - 6.0,
            },
            3.0,
            mark,
            edge,
            1.0,
        ));
        for (j, line) in lines.iter().enumerate() {
            out.push_str(&with_id(
                &format!("effect-{i}-{j}"),
                svg::text(
                    text_x,
                    y + j as f32 * EFFECT_LINE + 20.0,
                    *size,
                    fill,
                    "start",
                    true,
                    line,
                ),
            ));
        }
        y += height(lines.len());
    }
    if shown < entries.len() {
        let more = loc.text(&Text::new("ts-board-more").num("count", (entries.len() - shown) as i64));
        out.push_str(&with_id(
            "effects-more",
            svg::text(
                text_x,
                y + 20.0,
                fit(&more, width, 19.0, false),
                MUTED,
                "start",
                false,
                &more,
            ),
        ));
    }
}

fn defcon_color(level: u8) -> &'static str {
    match level {
        5 => "#43a047",
        4 => "#7cb342",
        3 => "#f9c000",
        2 => "#fb8c00",
        _ => "#e53935",
    }
}

fn vp_track(out: &mut String, m: &BoardModel, loc: &dyn Localizer, top: f32) {
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

fn defcon_track(out: &mut String, m: &BoardModel, loc: &dyn Localizer, x0: f32, top: f32, width: f32) {
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

fn turn_track(out: &mut String, m: &BoardModel, loc: &dyn Localizer, x0: f32, top: f32, width: f32) {
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
struct SideTrack<'a> {
    id: &'a str,
    title: &'a str,
    /// `[ussr, us]`.
    values: [u8; 2],
    max: u8,
    /// Write the true value beside the track (military ops can pass 5).
    count: bool,
}

/// Two rows of boxes 0..=`max`, one per side, with the marker on each side's value.
fn side_rows(out: &mut String, track: &SideTrack, x0: f32, top: f32, loc: &dyn Localizer) {
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
fn legend(out: &mut String, loc: &dyn Localizer, top: f32) {
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

pub fn board_svg(m: &BoardModel, loc: &dyn Localizer) -> String {
    let mut out = String::with_capacity(96 * 1024);
    // Header: the status line.
    out.push_str(&svg::rect(0.0, 0.0, WIDTH, HEADER_H, 0.0, BG_BAND, None));
    let status = loc.text(&m.status);
    out.push_str(&with_id(
        "status",
        svg::text(
            MARGIN,
            HEADER_H / 2.0 + 10.0,
            fit(&status, WIDTH - 2.0 * MARGIN, 28.0, true),
            "#ffffff",
            "start",
            true,
            &status,
        ),
    ));

    region_backgrounds(&mut out, m.civil_war.is_some());
    region_labels(&mut out, loc);
    adjacency_lines(&mut out, m.civil_war.is_some());
    superpowers(&mut out, loc);
    pacific_tag(&mut out, loc);
    if let Some(n) = m.civil_war {
        civil_war_box(&mut out, n, loc);
    }
    for (i, c) in countries().iter().enumerate() {
        let influence = m.influence.get(i).copied().unwrap_or([0, 0]);
        country_box(&mut out, c, influence, loc);
    }
    effects_panel(&mut out, m, loc);

    // Tracks.
    let top = MAP_BOTTOM + 4.0;
    out.push_str(&svg::rect(0.0, top, WIDTH, HEIGHT - top, 0.0, "#eceff1", None));
    vp_track(&mut out, m, loc, top + 8.0);
    let row = top + 96.0;
    defcon_track(&mut out, m, loc, MARGIN, row, 480.0);
    turn_track(&mut out, m, loc, 530.0, row, 440.0);
    let milops = loc.text(&Text::new("ts-board-milops"));
    let milops = SideTrack {
        id: "milops",
        title: &milops,
        values: m.milops,
        max: 5,
        count: true,
    };
    side_rows(&mut out, &milops, 1010.0, row, loc);
    let space = loc.text(&Text::new("ts-board-space"));
    let space = SideTrack {
        id: "space",
        title: &space,
        values: m.space,
        max: 8,
        count: false,
    };
    side_rows(&mut out, &space, 1500.0, row, loc);
    info_block(&mut out, m, loc, row + 126.0);
    legend(&mut out, loc, row + 126.0);
    svg::document(WIDTH as u32, HEIGHT as u32, PAGE, &out)
}
