//! Change marks and parts (issue 17).

use super::*;
use crate::games::twilight_struggle::board::{board_svg_since, part_svg, parts};
use crate::render::marks::marked;
use crate::render::parts::scale_of;

#[test]
fn a_board_marks_exactly_what_changed() {
    let before = mid_game_model();
    let mut after = before.clone();
    let france = after.influence[index("france")];
    set(
        &mut after,
        "france",
        france[Power::Us.index()] + 2,
        france[Power::Ussr.index()],
    );
    set(&mut after, "iran", 0, 0);
    after.defcon -= 1;
    after.vp -= 2;
    after.milops[Power::Ussr.index()] += 2;
    after.space[Power::Us.index()] += 1;
    after.effects.insert(
        0,
        BoardEffect {
            text: Text::new("ts-card-flower-power"),
            side: Some(Power::Us),
        },
    );
    after.hand_sizes[0] -= 1;
    for lang in Lang::ALL {
        let svg = board_svg_since(&after, Some(&before), &tr(lang));
        let mut got = marked(&svg);
        got.sort();
        let mut want = vec!["defcon", "effect-0", "france", "iran", "milops-ussr", "space-us", "vp"];
        want.sort();
        assert_eq!(got, want, "{}", lang.code());
        assert!(
            svg.contains(r#"data-delta="france-us""#) && svg.contains(">+2<"),
            "France shows +2 US"
        );
        assert!(
            svg.contains(r#"data-delta="iran-ussr""#),
            "Iran's removed influence has a badge"
        );
        assert!(
            !svg.contains(r#"data-delta="france-ussr""#),
            "an unchanged side has no badge"
        );
        // The marks stay on the canvas.
        Renderer::shared().png(&svg, 1.0).expect("renders");
    }
    assert!(marked(&board_svg_since(&after, Some(&after), &tr(Lang::En))).is_empty());
    // A new entry below the panel's last line marks its "+N more" line.
    let mut full = before.clone();
    full.effects = super::effects_panel::busy_effects();
    let mut more = full.clone();
    more.effects.push(BoardEffect {
        text: Text::new("ts-card-flower-power"),
        side: Some(Power::Us),
    });
    assert_eq!(
        marked(&board_svg_since(&more, Some(&full), &tr(Lang::En))),
        ["effect-more"]
    );
    assert!(
        marked(&board_svg(&after, &tr(Lang::En))).is_empty(),
        "a plain board has no marks"
    );
}

#[test]
fn every_part_is_drawn_larger_than_the_whole_board_and_small() {
    let board_scale = crate::games::twilight_struggle::board::draw::PNG_SCALE;
    let ids: Vec<String> = parts().into_iter().map(|p| p.id).collect();
    assert_eq!(
        ids,
        [
            "europe",
            "middle-east",
            "asia",
            "africa",
            "central-america",
            "south-america",
            "tracks"
        ]
    );
    for lang in Lang::ALL {
        let board = board_svg(&mid_game_model(), &tr(lang));
        for id in &ids {
            let part = part_svg(&board, id).expect("a listed part draws");
            let scale = scale_of(&part).expect("scaled");
            assert!(
                scale >= 1.25 * board_scale,
                "{id}: {scale} is not larger than {board_scale}"
            );
            let png = Renderer::shared().png(&part, 1.0).expect("renders");
            assert!(
                png.len() < 150 * 1024,
                "{id} ({}) is {} KB",
                lang.code(),
                png.len() / 1024
            );
        }
    }
    assert!(part_svg(&board_svg(&mid_game_model(), &tr(Lang::En)), "atlantis").is_none());
}

/// Writes a marked board and each part to `$BOARD_SAMPLES` (a folder) for a look by eye.
#[test]
#[ignore]
fn write_samples() {
    let dir = std::env::var("BOARD_SAMPLES").unwrap_or_else(|_| "/tmp".into());
    let before = mid_game_model();
    let mut after = before.clone();
    set(&mut after, "france", 3, 1);
    after.defcon -= 1;
    after.vp += 3;
    let loc = tr(Lang::Ko);
    let write = |name: &str, svg: &str| {
        let png = Renderer::shared().png(svg, 1.0).expect("renders");
        std::fs::write(format!("{dir}/{name}.png"), png).expect("writes");
    };
    write("ts-marked", &board_svg_since(&after, Some(&before), &loc));
    for p in parts() {
        write(
            &format!("ts-part-{}", p.id),
            &part_svg(&board_svg_since(&after, Some(&before), &loc), &p.id).unwrap(),
        );
    }
}
