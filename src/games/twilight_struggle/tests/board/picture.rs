//! The rendered picture: names, canvas bounds, colours, tracks.

use super::*;

// ---- the picture ----

#[test]
fn renders_to_png_in_english_and_korean() {
    let m = mid_game_model();
    for lang in Lang::ALL {
        let svg = board_svg(&m, &tr(lang));
        let png = Renderer::shared().png(&svg, 1.0).expect("renders");
        assert_eq!(&png[1..4], b"PNG");
        let size = Renderer::shared().tree(&svg).expect("parses").size();
        let scale = crate::games::twilight_struggle::board::draw::PNG_SCALE;
        assert_eq!(
            (size.width(), size.height()),
            ((WIDTH * scale).round(), (HEIGHT * scale).round())
        );
        let decoded = resvg::tiny_skia::Pixmap::decode_png(&png).expect("decodes");
        assert_eq!((decoded.width(), decoded.height()), (1584, 1168));
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
    busy.effects = super::effects_panel::busy_effects();
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
