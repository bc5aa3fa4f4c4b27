use std::collections::HashMap;

use resvg::usvg;

use super::super::board::draw::{HEIGHT, MAP_BOTTOM, REGION_PAD, Rect, WIDTH, effects_panel_rect, grid_point, rect_of};
use super::super::board::layout::{CIVIL_WAR_ID, layout};
use super::super::board::{BoardEffect, BoardModel, board_svg};
use crate::engine::{Localizer, Text};
use crate::games::twilight_struggle::data::{Region, SUPERPOWER_IDS, SubRegion, countries};
use crate::games::twilight_struggle::state::power::Power;
use crate::i18n::{Lang, Tr};
use crate::render::Renderer;

fn index(id: &str) -> usize {
    countries()
        .iter()
        .position(|c| c.id == id)
        .unwrap_or_else(|| panic!("no country {id}"))
}

/// `[ussr, us]` like the model.
fn set(m: &mut BoardModel, id: &str, us: u8, ussr: u8) {
    let mut v = [0; 2];
    v[Power::Us.index()] = us;
    v[Power::Ussr.index()] = ussr;
    m.influence[index(id)] = v;
}

/// A board with nothing on it.
fn empty_model() -> BoardModel {
    BoardModel {
        influence: vec![[0, 0]; countries().len()],
        defcon: 5,
        vp: 0,
        turn: 1,
        action_round: 0,
        phasing: None,
        milops: [0, 0],
        space: [0, 0],
        china: Some((Power::Ussr, true)),
        civil_war: None,
        effects: vec![],
        hand_sizes: [8, 8],
        deck_size: 35,
        discard_size: 0,
        removed_size: 0,
        status: Text::new("ts-board-headline"),
    }
}

/// Turn 4, action round 3: influence all over the map, a few lasting effects.
pub(super) fn mid_game_model() -> BoardModel {
    let mut m = empty_model();
    for (i, c) in countries().iter().enumerate() {
        let mut v = [0; 2];
        v[Power::Us.index()] = c.start_us;
        v[Power::Ussr.index()] = c.start_ussr;
        m.influence[i] = v;
    }
    let placed: [(&str, u8, u8); 34] = [
        ("uk", 5, 0),
        ("france", 3, 1),
        ("west-germany", 4, 1),
        ("italy", 2, 2),
        ("benelux", 1, 0),
        ("turkey", 1, 2),
        ("greece", 2, 0),
        ("east-germany", 0, 4),
        ("poland", 0, 4),
        ("czechoslovakia", 0, 1),
        ("finland", 0, 2),
        ("austria", 1, 1),
        ("yugoslavia", 0, 2),
        ("iran", 2, 3),
        ("iraq", 0, 4),
        ("syria", 0, 2),
        ("israel", 4, 0),
        ("egypt", 0, 2),
        ("libya", 0, 2),
        ("saudi-arabia", 3, 0),
        ("japan", 4, 0),
        ("south-korea", 3, 0),
        ("north-korea", 0, 3),
        ("thailand", 3, 1),
        ("pakistan", 2, 0),
        ("india", 0, 3),
        ("vietnam", 0, 2),
        ("angola", 0, 3),
        ("south-africa", 2, 0),
        ("zaire", 1, 1),
        ("panama", 2, 0),
        ("cuba", 0, 3),
        ("venezuela", 0, 1),
        ("chile", 3, 0),
    ];
    for (id, us, ussr) in placed {
        set(&mut m, id, us, ussr);
    }
    set(&mut m, "west-african-states", 11, 0);
    m.defcon = 3;
    m.vp = 3;
    m.turn = 4;
    m.action_round = 3;
    m.phasing = Some(Power::Ussr);
    m.milops = {
        let mut v = [0; 2];
        v[Power::Us.index()] = 7;
        v[Power::Ussr.index()] = 2;
        v
    };
    m.space = {
        let mut v = [0; 2];
        v[Power::Us.index()] = 2;
        v[Power::Ussr.index()] = 4;
        v
    };
    m.china = Some((Power::Us, false));
    m.effects = sample_effects();
    m.hand_sizes = [6, 5];
    m.deck_size = 21;
    m.discard_size = 14;
    m.removed_size = 6;
    m.status = Text::new("ts-board-action-round-of")
        .num("round", 3)
        .text("power", Text::new(Power::Ussr.name_key()));
    m
}

/// NATO and Quagmire lasting, Containment (US) and Red Scare/Purge (USSR) this turn: the
/// entries `view::board_model` makes for that state.
fn sample_effects() -> Vec<BoardEffect> {
    let this_turn = |card: &'static str, p: Power| BoardEffect {
        text: Text::new("ts-board-effect-this-turn")
            .text("card", Text::new(card))
            .text("power", Text::new(p.name_key())),
        side: Some(p),
    };
    let lasting = |card: &'static str, p: Power| BoardEffect {
        text: Text::new(card),
        side: Some(p),
    };
    vec![
        this_turn("ts-card-containment", Power::Us),
        this_turn("ts-card-red-scare-purge", Power::Ussr),
        lasting("ts-card-nato", Power::Us),
        lasting("ts-card-quagmire", Power::Ussr),
    ]
}

fn tr(lang: Lang) -> Tr<'static> {
    Tr::new(lang, &[])
}

/// Every node of the tree, depth first.
fn nodes(group: &usvg::Group, out: &mut Vec<usvg::Node>) {
    for n in group.children() {
        out.push(n.clone());
        if let usvg::Node::Group(g) = n {
            nodes(g, out);
        }
    }
}

/// The board's tree in layout coordinates: the document is drawn at full layout size (the PNG
/// is smaller, see `PNG_SCALE`), so boxes compare with the layout's rectangles.
fn tree(svg: &str) -> usvg::Tree {
    let png_size = format!(
        r#"width="{}" height="{}""#,
        (WIDTH * crate::games::twilight_struggle::board::draw::PNG_SCALE).round(),
        (HEIGHT * crate::games::twilight_struggle::board::draw::PNG_SCALE).round()
    );
    let layout_size = format!(r#"width="{WIDTH}" height="{HEIGHT}""#);
    Renderer::shared()
        .tree(&svg.replacen(&png_size, &layout_size, 1))
        .expect("the board SVG parses")
}

fn by_id(tree: &usvg::Tree) -> HashMap<String, usvg::Node> {
    let mut all = Vec::new();
    nodes(tree.root(), &mut all);
    all.into_iter()
        .filter(|n| !n.id().is_empty())
        .map(|n| (n.id().to_string(), n))
        .collect()
}

fn text_of(node: &usvg::Node) -> String {
    match node {
        usvg::Node::Text(t) => t.chunks().iter().map(|c| c.text()).collect(),
        _ => panic!("{} is not a text", node.id()),
    }
}

fn fill_of(node: &usvg::Node) -> (u8, u8, u8) {
    match node {
        usvg::Node::Path(p) => match p.fill().map(|f| f.paint()) {
            Some(usvg::Paint::Color(c)) => (c.red, c.green, c.blue),
            other => panic!("{} has no plain fill: {other:?}", node.id()),
        },
        _ => panic!("{} is not a shape", node.id()),
    }
}

fn rgb(hex: &str) -> (u8, u8, u8) {
    let v = u32::from_str_radix(hex.trim_start_matches('#'), 16).expect("hex colour");
    ((v >> 16) as u8, (v >> 8) as u8, v as u8)
}

fn inside(inner: usvg::Rect, outer: Rect, slack: f32) -> bool {
    inner.left() >= outer.x - slack
        && inner.right() <= outer.right() + slack
        && inner.top() >= outer.y - slack
        && inner.bottom() <= outer.bottom() + slack
}

// ---- layout ----

#[test]
fn every_country_has_exactly_one_place_and_nothing_else_is_placed() {
    let ids = layout().ids();
    for c in countries() {
        assert_eq!(
            ids.iter().filter(|&&i| i == c.id).count(),
            1,
            "{} must be placed once",
            c.id
        );
    }
    for id in ids {
        let known = countries().iter().any(|c| c.id == *id) || SUPERPOWER_IDS.contains(id) || *id == CIVIL_WAR_ID;
        assert!(known, "layout.tsv places an unknown id {id}");
    }
    for p in Power::BOTH {
        assert!(layout().slot(p.home_id()).is_some(), "{} box missing", p.home_id());
    }
    assert!(layout().slot(CIVIL_WAR_ID).is_some());
}

#[test]
fn region_labels_name_real_regions() {
    let keys: Vec<&str> = layout().labels().iter().map(|l| l.key).collect();
    for r in Region::ALL {
        assert!(keys.contains(&r.key()), "no label for {}", r.key());
    }
    for k in &keys {
        let known = Region::ALL.iter().any(|r| r.key() == *k) || SubRegion::ALL.iter().any(|s| s.key() == *k);
        assert!(known, "label for unknown region {k}");
    }
}

fn overlap(a: Rect, b: Rect, gap: f32) -> bool {
    a.x < b.right() + gap && b.x < a.right() + gap && a.y < b.bottom() + gap && b.y < a.bottom() + gap
}

#[test]
fn boxes_do_not_overlap_and_stay_on_the_map() {
    let ids = layout().ids();
    for (i, a) in ids.iter().enumerate() {
        let ra = rect_of(a).expect("placed");
        assert!(ra.x >= 0.0 && ra.right() <= WIDTH, "{a} leaves the canvas sideways");
        assert!(ra.y >= 60.0 && ra.bottom() <= MAP_BOTTOM, "{a} leaves the map area");
        for b in &ids[i + 1..] {
            let rb = rect_of(b).expect("placed");
            // At least a few pixels apart so borders never touch.
            assert!(!overlap(ra, rb, 4.0), "{a} and {b} overlap");
        }
    }
}

/// An adjacency line: its two ends' ids and pixel end points.
type Line = (String, String, (f32, f32), (f32, f32));

/// The adjacency lines exactly as drawn: centre to centre, or to the nearest point of a
/// superpower box. Japan–USA is a stub and not a line.
fn drawn_lines() -> Vec<Line> {
    let mut out = Vec::new();
    for c in countries() {
        let from = rect_of(c.id).expect("placed");
        for &n in &c.adjacent {
            if c.id == "japan" && n == "usa" {
                continue;
            }
            let to = rect_of(n).expect("neighbour placed");
            if SUPERPOWER_IDS.contains(&n) {
                out.push((
                    c.id.to_string(),
                    n.to_string(),
                    from.center(),
                    to.nearest(from.center()),
                ));
            } else if c.id < n {
                out.push((c.id.to_string(), n.to_string(), from.center(), to.center()));
            }
        }
    }
    let space = rect_of(CIVIL_WAR_ID).expect("placed");
    let ussr = rect_of("ussr").expect("placed");
    out.push((
        CIVIL_WAR_ID.to_string(),
        "ussr".to_string(),
        space.center(),
        ussr.nearest(space.center()),
    ));
    out
}

/// Whether the segment p–q passes through `r` (Liang–Barsky clipping).
fn segment_hits(p: (f32, f32), q: (f32, f32), r: Rect) -> bool {
    let (dx, dy) = (q.0 - p.0, q.1 - p.1);
    let (mut t0, mut t1) = (0.0f32, 1.0f32);
    for (pp, qq) in [
        (-dx, p.0 - r.x),
        (dx, r.right() - p.0),
        (-dy, p.1 - r.y),
        (dy, r.bottom() - p.1),
    ] {
        if pp == 0.0 {
            if qq < 0.0 {
                return false;
            }
        } else {
            let t = qq / pp;
            if pp < 0.0 {
                t0 = t0.max(t);
            } else {
                t1 = t1.min(t);
            }
        }
    }
    t0 < t1
}

#[test]
fn no_adjacency_line_runs_through_a_third_box() {
    for (a, b, p, q) in drawn_lines() {
        for id in layout().ids() {
            if *id == a || *id == b {
                continue;
            }
            let r = rect_of(id).expect("placed");
            assert!(!segment_hits(p, q, r), "the {a}–{b} line runs through {id}");
        }
    }
}

#[test]
fn adjacency_lines_are_short_and_almost_never_cross() {
    let lines = drawn_lines();
    for (a, b, p, q) in &lines {
        // France–Algeria spans the Mediterranean (four rows); every other line at most about
        // two and a half rows.
        let length = (q.0 - p.0).hypot(q.1 - p.1);
        let limit = if (a.as_str(), b.as_str()) == ("algeria", "france") {
            400.0
        } else {
            240.0
        };
        assert!(length < limit, "the {a}–{b} line is {length:.0} px long");
    }
    let ccw = |a: (f32, f32), b: (f32, f32), c: (f32, f32)| (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0);
    let mut crossings = Vec::new();
    for (i, s) in lines.iter().enumerate() {
        for t in &lines[i + 1..] {
            if s.0 == t.0 || s.0 == t.1 || s.1 == t.0 || s.1 == t.1 {
                continue;
            }
            let (p1, p2, p3, p4) = (s.2, s.3, t.2, t.3);
            if ccw(p3, p4, p1) * ccw(p3, p4, p2) < 0.0 && ccw(p1, p2, p3) * ccw(p1, p2, p4) < 0.0 {
                crossings.push(format!("{}–{} × {}–{}", s.0, s.1, t.0, t.1));
            }
        }
    }
    // The one crossing is the Mediterranean: France–Algeria over Spain–Italy.
    assert!(crossings.len() <= 1, "lines cross: {crossings:?}");
}

mod effects_panel;
mod marks;
mod picture;
