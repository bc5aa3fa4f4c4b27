use std::collections::HashMap;

use resvg::usvg;

use super::draw::{HEIGHT, MAP_BOTTOM, REGION_PAD, Rect, WIDTH, effects_panel_rect, grid_point, rect_of};
use super::layout::{CIVIL_WAR_ID, layout};
use super::{BoardEffect, BoardModel, board_svg};
use crate::engine::{Localizer, Text};
use crate::games::twilight_struggle::data::{Region, SUPERPOWER_IDS, SubRegion, countries};
use crate::games::twilight_struggle::power::Power;
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

fn tree(svg: &str) -> usvg::Tree {
    Renderer::shared().tree(svg).expect("the board SVG parses")
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

// ---- the picture ----

#[test]
fn renders_to_png_in_english_and_korean() {
    let m = mid_game_model();
    for lang in Lang::ALL {
        let svg = board_svg(&m, &tr(lang));
        let png = Renderer::shared().png(&svg, 1.0).expect("renders");
        assert_eq!(&png[1..4], b"PNG");
        let size = tree(&svg).size();
        assert_eq!((size.width(), size.height()), (WIDTH, HEIGHT));
    }
}

#[test]
fn every_country_name_is_shown_whole_inside_its_box() {
    let m = mid_game_model();
    for lang in Lang::ALL {
        let loc = tr(lang);
        let t = tree(&board_svg(&m, &loc));
        let nodes = by_id(&t);
        for c in countries() {
            let name = loc.text(&Text::new(c.name_key()));
            assert_ne!(name, c.name_key(), "{} has no {} name", c.id, lang.code());
            let lines: Vec<&usvg::Node> = (0..3)
                .filter_map(|i| nodes.get(&format!("name-{}-{i}", c.id)))
                .collect();
            assert!(!lines.is_empty(), "{} name missing ({})", c.id, lang.code());
            let shown: Vec<String> = lines.iter().map(|n| text_of(n)).collect();
            // Two-line names are split at a space (dropped) or after a slash (kept).
            let joined_space = shown.join(" ");
            let joined = shown.concat();
            assert!(joined_space == name || joined == name, "{}: {shown:?} vs {name}", c.id);
            let bx = rect_of(c.id).expect("placed");
            for n in lines {
                assert!(
                    inside(n.abs_bounding_box(), bx, 0.0),
                    "{} name overflows its box in {}: {:?} vs {bx:?}",
                    c.id,
                    lang.code(),
                    n.abs_bounding_box()
                );
            }
        }
    }
}

#[test]
fn all_text_stays_inside_the_canvas() {
    let mut models = vec![mid_game_model(), empty_model()];
    let mut busy = mid_game_model();
    busy.civil_war = Some(2);
    busy.china = None;
    busy.vp = -20;
    busy.defcon = 2;
    busy.milops = [12, 0];
    busy.effects = busy_effects();
    models.push(busy);
    for m in &models {
        for lang in Lang::ALL {
            let t = tree(&board_svg(m, &tr(lang)));
            let mut all = Vec::new();
            nodes(t.root(), &mut all);
            let canvas = Rect {
                x: 0.0,
                y: 0.0,
                w: WIDTH,
                h: HEIGHT,
            };
            let texts: Vec<&usvg::Node> = all.iter().filter(|n| matches!(n, usvg::Node::Text(_))).collect();
            assert!(texts.len() > 200, "expected the whole board, got {} texts", texts.len());
            for n in texts {
                assert!(
                    inside(n.abs_stroke_bounding_box(), canvas, -2.0),
                    "text {:?} ({}) leaves the canvas in {}: {:?}",
                    text_of(n),
                    n.id(),
                    lang.code(),
                    n.abs_stroke_bounding_box()
                );
            }
        }
    }
}

#[test]
fn control_shows_as_the_controllers_colour() {
    let mut m = empty_model();
    set(&mut m, "italy", 2, 0); // stability 2: US control
    set(&mut m, "poland", 1, 4); // stability 3, margin 3: USSR control
    set(&mut m, "iran", 1, 2); // stability 2: USSR ahead without control
    set(&mut m, "egypt", 1, 1); // even, nobody controls
    let svg = board_svg(&m, &tr(Lang::En));
    let nodes = by_id(&tree(&svg));
    let fill = |id: &str| fill_of(&nodes[&format!("box-{id}")]);
    assert_eq!(fill("italy"), rgb("#1f5fbf"));
    assert_eq!(fill("poland"), rgb("#c62828"));
    assert_eq!(
        fill("iran"),
        rgb("#f7d6d3"),
        "influence without control is a light tint"
    );
    assert_eq!(fill("egypt"), rgb("#e8e0ee"));
    assert_eq!(fill("canada"), rgb("#ffffff"), "no influence, no colour");
    assert_eq!(text_of(&nodes["inf-poland-ussr"]), "4");
    assert_eq!(text_of(&nodes["inf-poland-us"]), "1");
    assert!(!nodes.contains_key("inf-canada-us"), "zero influence is not drawn");
}

#[test]
fn battlegrounds_have_a_dark_name_bar() {
    let loc = tr(Lang::En);
    let nodes = by_id(&tree(&board_svg(&empty_model(), &loc)));
    // The name text is white on the dark bar of battlegrounds, dark on the plain bar otherwise.
    let name_fill = |id: &str| match &nodes[&format!("name-{id}-0")] {
        usvg::Node::Text(t) => match t.chunks()[0].spans()[0].fill().map(|f| f.paint()) {
            Some(usvg::Paint::Color(c)) => (c.red, c.green, c.blue),
            other => panic!("no fill {other:?}"),
        },
        _ => panic!("not text"),
    };
    for c in countries() {
        let expected = if c.battleground {
            (255, 255, 255)
        } else {
            rgb("#1d2429")
        };
        assert_eq!(name_fill(c.id), expected, "{}", c.id);
    }
}

#[test]
fn the_chinese_civil_war_space_appears_only_in_the_variant() {
    let loc = tr(Lang::Ko);
    let plain = by_id(&tree(&board_svg(&empty_model(), &loc)));
    assert!(!plain.contains_key(&format!("box-{CIVIL_WAR_ID}")));
    let mut m = empty_model();
    m.civil_war = Some(2);
    m.china = None;
    let nodes = by_id(&tree(&board_svg(&m, &loc)));
    assert!(nodes.contains_key(&format!("box-{CIVIL_WAR_ID}")));
    let name: Vec<String> = (0..2)
        .filter_map(|i| nodes.get(&format!("name-{CIVIL_WAR_ID}-{i}")))
        .map(text_of)
        .collect();
    assert_eq!(name.join(" "), loc.text(&Text::new("ts-board-civil-war")));
    assert_eq!(text_of(&nodes[&format!("inf-{CIVIL_WAR_ID}-ussr")]), "2");
    assert_eq!(
        text_of(&nodes["china-holder"]),
        loc.text(&Text::new("ts-board-china-nobody"))
    );
}

#[test]
fn tracks_show_the_model() {
    let m = mid_game_model();
    let loc = tr(Lang::En);
    let nodes = by_id(&tree(&board_svg(&m, &loc)));
    assert_eq!(text_of(&nodes["defcon-marker"]), "3");
    assert_eq!(
        text_of(&nodes["defcon-hint"]),
        "No coups or realignments in Europe or Asia"
    );
    assert_eq!(text_of(&nodes["vp-marker"]), "3");
    assert_eq!(text_of(&nodes["vp-lead"]), "US +3");
    assert_eq!(text_of(&nodes["turn-marker"]), "4");
    assert_eq!(text_of(&nodes["round"]), "Action round 3: USSR");
    // Military ops: the track stops at 5, the true count is written beside it.
    assert_eq!(text_of(&nodes["milops-us"]), "5");
    assert_eq!(text_of(&nodes["milops-count-us"]), "= 7");
    assert_eq!(text_of(&nodes["milops-ussr"]), "2");
    assert_eq!(text_of(&nodes["space-ussr"]), "4");
    assert_eq!(text_of(&nodes["china-holder"]), "US, face down");
    assert_eq!(text_of(&nodes["hands"]), "Hands: US 5 · USSR 6");
    assert_eq!(text_of(&nodes["piles"]), "Deck 21 · Discard 14 · Removed 6");
    assert_eq!(text_of(&nodes["effect-2-0"]), "NATO");
    assert_eq!(text_of(&nodes["status"]), "Action round 3: USSR");
}

#[test]
fn names_are_escaped() {
    struct Sneaky;
    impl Localizer for Sneaky {
        fn text(&self, text: &Text) -> String {
            format!("<{}> & \"x\"", text.key)
        }
        fn seat_name(&self, _: crate::engine::Seat) -> String {
            String::new()
        }
        fn lang(&self) -> &str {
            "en"
        }
    }
    let svg = board_svg(&mid_game_model(), &Sneaky);
    assert!(!svg.contains("<ts-"), "raw markup leaked into the SVG");
    Renderer::shared().png(&svg, 1.0).expect("escaped text still renders");
}

// ---- the "In effect" panel ----

/// More than the panel holds: every lasting card, obligations and turn-long effects.
fn busy_effects() -> Vec<BoardEffect> {
    let mut out = vec![
        BoardEffect {
            text: Text::new("ts-board-effect-bury-you"),
            side: Some(Power::Ussr),
        },
        BoardEffect {
            text: Text::new("ts-board-effect-missile-envy").text("power", Text::new(Power::Us.name_key())),
            side: Some(Power::Us),
        },
        BoardEffect {
            text: Text::new("ts-board-effect-chernobyl").text("region", Text::new(Region::MiddleEast.name_key())),
            side: Some(Power::Us),
        },
    ];
    out.extend(sample_effects());
    out.extend(
        crate::games::twilight_struggle::data::cards()
            .iter()
            .filter(|c| c.lasting)
            .map(|c| BoardEffect {
                text: Text::new(c.name_key()),
                side: None,
            }),
    );
    out
}

/// The panel's entries as drawn: each entry's lines joined back into one text, with the fill
/// of its first line.
fn drawn_effects(nodes: &HashMap<String, usvg::Node>) -> Vec<(String, (u8, u8, u8))> {
    (0..)
        .map_while(|i| {
            let lines: Vec<&usvg::Node> = (0..3).filter_map(|j| nodes.get(&format!("effect-{i}-{j}"))).collect();
            let first = lines.first()?;
            let fill = match first {
                usvg::Node::Text(t) => match t.chunks()[0].spans()[0].fill().map(|f| f.paint()) {
                    Some(usvg::Paint::Color(c)) => (c.red, c.green, c.blue),
                    other => panic!("effect {i} has no plain fill: {other:?}"),
                },
                _ => panic!("effect {i} is not a text"),
            };
            let parts: Vec<String> = lines.iter().map(|n| text_of(n)).collect();
            // Two-line entries are split at a space (dropped) or after a slash (kept).
            let joined = if parts.len() > 1 && !parts[0].ends_with('/') {
                parts.join(" ")
            } else {
                parts.concat()
            };
            Some((joined, fill))
        })
        .collect()
}

#[test]
fn the_effects_panel_lists_each_effect_in_its_sides_colour() {
    let m = mid_game_model();
    for lang in Lang::ALL {
        let loc = tr(lang);
        let nodes = by_id(&tree(&board_svg(&m, &loc)));
        assert!(nodes.contains_key("effects-panel"), "no panel in {}", lang.code());
        assert_eq!(
            text_of(&nodes["effects-title"]),
            loc.text(&Text::new("ts-board-effects"))
        );
        let expected: Vec<(String, (u8, u8, u8))> = m
            .effects
            .iter()
            .map(|e| {
                let side = e.side.expect("every sample effect has a side");
                (
                    loc.text(&e.text),
                    rgb(if side == Power::Us { "#1f5fbf" } else { "#c62828" }),
                )
            })
            .collect();
        assert_eq!(drawn_effects(&nodes), expected, "{}", lang.code());
        assert!(!nodes.contains_key("effects-more"), "four entries fit");
    }
    // The card names themselves, in each language.
    let en = drawn_effects(&by_id(&tree(&board_svg(&m, &tr(Lang::En)))));
    let en: Vec<&str> = en.iter().map(|(t, _)| t.as_str()).collect();
    assert_eq!(
        en,
        [
            "Containment (US, this turn)",
            "Red Scare/Purge (USSR, this turn)",
            "NATO",
            "Quagmire"
        ]
    );
    let ko = drawn_effects(&by_id(&tree(&board_svg(&m, &tr(Lang::Ko)))));
    let ko: Vec<&str> = ko.iter().map(|(t, _)| t.as_str()).collect();
    assert_eq!(
        ko,
        [
            "봉쇄정책 (미국, 이번 턴)",
            "매카시즘/대숙청 (소련, 이번 턴)",
            "북대서양조약기구",
            "베트남 전쟁"
        ]
    );
}

#[test]
fn no_effects_no_panel() {
    for lang in Lang::ALL {
        let nodes = by_id(&tree(&board_svg(&empty_model(), &tr(lang))));
        assert!(!nodes.contains_key("effects-panel"));
        assert!(!nodes.contains_key("effects-title"));
        assert!(drawn_effects(&nodes).is_empty());
        // The rest of the bottom strip is still there.
        assert!(nodes.contains_key("china-holder") && nodes.contains_key("legend-control"));
    }
}

#[test]
fn the_effects_panel_sits_in_open_sea() {
    let panel = effects_panel_rect();
    assert!(panel.x >= 0.0 && panel.right() <= WIDTH && panel.y >= 60.0 && panel.bottom() <= MAP_BOTTOM);
    assert!(
        panel.w >= 300.0 && panel.h >= 200.0,
        "room for a readable list: {panel:?}"
    );
    for id in layout().ids() {
        let r = rect_of(id).expect("placed");
        // Clear of the box and of its region's background.
        let shaded = Rect {
            x: r.x - REGION_PAD,
            y: r.y - REGION_PAD,
            w: r.w + 2.0 * REGION_PAD,
            h: r.h + 2.0 * REGION_PAD,
        };
        assert!(!overlap(panel, shaded, 2.0), "the panel covers {id}");
    }
    for label in layout().labels() {
        let (x, y) = grid_point(label.x, label.y);
        // A label is at most ~200 px wide and 22 px high around its centre.
        let area = Rect {
            x: x - 100.0,
            y: y - 14.0,
            w: 200.0,
            h: 28.0,
        };
        assert!(!overlap(panel, area, 0.0), "the panel covers the {} label", label.key);
    }
    // No adjacency line crosses it either.
    for (a, b, p, q) in drawn_lines() {
        assert!(!segment_hits(p, q, panel), "the {a}–{b} line crosses the panel");
    }
}

#[test]
fn a_full_panel_keeps_its_text_inside_and_counts_the_rest() {
    let mut m = mid_game_model();
    m.effects = busy_effects();
    let panel = effects_panel_rect();
    for lang in Lang::ALL {
        let loc = tr(lang);
        let nodes = by_id(&tree(&board_svg(&m, &loc)));
        let drawn = drawn_effects(&nodes);
        assert!(drawn.len() >= 4, "only {} entries fit in {}", drawn.len(), lang.code());
        assert!(drawn.len() < m.effects.len());
        // The most urgent entries come first and are the ones shown.
        for (i, (text, _)) in drawn.iter().enumerate() {
            assert_eq!(*text, loc.text(&m.effects[i].text), "{}", lang.code());
        }
        let more = loc.text(&Text::new("ts-board-more").num("count", (m.effects.len() - drawn.len()) as i64));
        assert_eq!(text_of(&nodes["effects-more"]), more);
        for (id, n) in &nodes {
            if id.starts_with("effect") && matches!(n, usvg::Node::Text(_)) {
                assert!(
                    inside(n.abs_bounding_box(), panel, 0.0),
                    "{id} ({}) leaves the panel in {}: {:?}",
                    text_of(n),
                    lang.code(),
                    n.abs_bounding_box()
                );
                let size = match n {
                    usvg::Node::Text(t) => t.chunks()[0].spans()[0].font_size().get(),
                    _ => unreachable!(),
                };
                assert!(size >= 15.0, "{id} shrank to {size} px in {}", lang.code());
            }
        }
    }
}

#[test]
fn the_board_model_carries_the_games_effects() {
    use crate::engine::GameRng;
    use crate::games::twilight_struggle::events::{CONTAINMENT, NATO, QUAGMIRE, RED_SCARE};
    use crate::games::twilight_struggle::state::{Settings, TwilightStruggle};
    let settings = Settings {
        optional_cards: false,
        civil_war: false,
        tournament_reveal: false,
        us_bid: 0,
    };
    let mut g = TwilightStruggle::new(settings, &mut GameRng::new(5), &mut Vec::new());
    assert!(super::super::view::board_model(&g).effects.is_empty());
    g.lasting = vec![NATO, QUAGMIRE];
    g.this_turn = vec![(CONTAINMENT, Power::Us), (RED_SCARE, Power::Ussr)];
    assert_eq!(super::super::view::board_model(&g).effects, sample_effects());
    g.chernobyl = Some(Region::Europe);
    g.missile_envy = Some(Power::Ussr);
    g.bury_you = true;
    let m = super::super::view::board_model(&g);
    let sides: Vec<Option<Power>> = m.effects.iter().map(|e| e.side).collect();
    assert_eq!(
        sides,
        [
            Power::Ussr,
            Power::Ussr,
            Power::Us,
            Power::Us,
            Power::Ussr,
            Power::Us,
            Power::Ussr
        ]
        .map(Some)
    );
    let loc = tr(Lang::En);
    let texts: Vec<String> = m.effects.iter().map(|e| loc.text(&e.text)).collect();
    assert_eq!(
        texts,
        [
            "We Will Bury You: USSR +3 VP unless the US plays UN Intervention",
            "USSR must play Missile Envy for ops",
            "Chernobyl: no USSR influence by ops in Europe",
            "Containment (US, this turn)",
            "Red Scare/Purge (USSR, this turn)",
            "NATO",
            "Quagmire"
        ]
    );
    // The picture shows them in that order (as many as fit; the full-panel test covers the rest).
    let drawn = drawn_effects(&by_id(&tree(&board_svg(&m, &loc))));
    assert!(drawn.len() >= 5, "{drawn:?}");
    for ((text, _), expected) in drawn.iter().zip(&texts) {
        assert_eq!(text, expected);
    }
}

/// Writes the sample boards to docs/ for a look: `cargo test ts_board_pictures -- --ignored`.
#[test]
#[ignore]
fn ts_board_pictures() {
    let m = mid_game_model();
    for (lang, file) in [(Lang::En, "docs/ts-board.png"), (Lang::Ko, "docs/ts-board-ko.png")] {
        let png = Renderer::shared().png(&board_svg(&m, &tr(lang)), 1.0).expect("renders");
        std::fs::write(file, png).expect("write the picture");
    }
    let mut variant = m.clone();
    variant.civil_war = Some(1);
    variant.china = None;
    let png = Renderer::shared()
        .png(&board_svg(&variant, &tr(Lang::En)), 1.0)
        .expect("renders");
    std::fs::write("/tmp/ts-board-civil-war.png", png).expect("write the picture");
    let mut busy = m.clone();
    busy.effects = busy_effects();
    for (lang, file) in [
        (Lang::En, "/tmp/ts-board-busy.png"),
        (Lang::Ko, "/tmp/ts-board-busy-ko.png"),
    ] {
        let png = Renderer::shared()
            .png(&board_svg(&busy, &tr(lang)), 1.0)
            .expect("renders");
        std::fs::write(file, png).expect("write the picture");
    }
}
