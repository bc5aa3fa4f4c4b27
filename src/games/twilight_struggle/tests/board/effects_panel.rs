//! The "In effect" panel.

use super::*;

// ---- the "In effect" panel ----

/// More than the panel holds: every lasting card, obligations and turn-long effects.
pub(super) fn busy_effects() -> Vec<BoardEffect> {
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
    use crate::games::twilight_struggle::events::cards::{
        chernobyl, containment::CONTAINMENT, missile_envy, nato::NATO, red_scare::RED_SCARE, traps::QUAGMIRE,
        we_will_bury_you,
    };
    use crate::games::twilight_struggle::state::{Settings, TwilightStruggle};
    let settings = Settings {
        optional_cards: false,
        civil_war: false,
        tournament_reveal: false,
        us_bid: 0,
    };
    let mut g = TwilightStruggle::new(settings, &mut GameRng::new(5), &mut Default::default());
    assert!(
        crate::games::twilight_struggle::view::board_model(&g)
            .effects
            .is_empty()
    );
    g.lasting = vec![NATO, QUAGMIRE];
    g.this_turn = vec![(CONTAINMENT, Power::Us), (RED_SCARE, Power::Ussr)];
    assert_eq!(
        crate::games::twilight_struggle::view::board_model(&g).effects,
        sample_effects()
    );
    chernobyl::set_region(&mut g, Region::Europe);
    missile_envy::set_victim(&mut g, Some(Power::Ussr));
    we_will_bury_you::set_waiting(&mut g, true);
    let m = crate::games::twilight_struggle::view::board_model(&g);
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
