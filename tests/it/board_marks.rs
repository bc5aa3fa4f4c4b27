//! Change marks and parts of every game's board (issue 17, see `warroom::engine::board`): after a
//! known change the board marks exactly what changed (the marks' `data-changed` ids), a plain
//! board has no marks, and every listed part renders larger than the whole board and under
//! 150 KB, in English and Korean.

use warroom::engine::{AnyMatch, GameOptions, GameRng, Viewer};
use warroom::games::Registry;
use warroom::i18n::{Lang, Tr};
use warroom::render::Renderer;
use warroom::render::marks::marked;
use warroom::render::parts::scale_of;

fn new_game(kind: &str, seats: usize) -> Box<dyn AnyMatch> {
    Registry::builtin()
        .get(kind)
        .expect("registered")
        .create(seats, &GameOptions::new(), 4)
        .expect("setup")
        .0
}

fn names(seats: usize) -> Vec<String> {
    (1..=seats).map(|s| format!("Player {s}")).collect()
}

/// The sorted marks after `edits`, for the public board in both languages (they must agree).
fn marks_after(m: &mut Box<dyn AnyMatch>, edits: &[&str]) -> Vec<String> {
    let before = m.clone_box();
    for line in edits {
        m.edit(line).unwrap_or_else(|e| panic!("{line}: {}", e.text.key));
    }
    let mut found = Vec::new();
    for lang in Lang::ALL {
        let svg = m.board_svg_since(Viewer::Public, &Tr::new(lang, &names(m.seats())), before.as_ref());
        Renderer::shared().png(&svg, 1.0).expect("the marked board renders");
        let mut got = marked(&svg);
        got.sort();
        found.push(got);
    }
    assert_eq!(found[0], found[1], "English and Korean boards mark the same");
    found.swap_remove(0)
}

#[test]
fn twilight_struggle_marks_influence_defcon_vp_and_tracks() {
    let mut m = new_game("twilight-struggle", 2);
    assert_eq!(
        marks_after(&mut m, &["set influence italy 1 3", "set defcon 3", "set vp -4"]),
        ["defcon", "italy", "vp"]
    );
    assert_eq!(
        marks_after(&mut m, &["set space us 3", "set milops ussr 2"]),
        ["milops-ussr", "space-us"]
    );
}

#[test]
fn nuclear_war_marks_a_players_population_and_cards() {
    let mut m = new_game("nuclear-war", 3);
    assert_eq!(marks_after(&mut m, &["set pop p2 7"]), ["p2-population"]);
    assert_eq!(marks_after(&mut m, &["set hand p1 polaris wh20"]), ["p1-cards"]);
}

#[test]
fn three_kingdoms_redux_marks_the_mat_that_changed() {
    let mut m = new_game("three-kingdoms-redux", 3);
    assert_eq!(marks_after(&mut m, &["set wei gold 77"]), ["mat-wei"]);
    let svg = m.board_svg(Viewer::Public, &Tr::new(Lang::En, &names(3)));
    assert!(marked(&svg).is_empty(), "a plain board has no marks");
}

#[test]
fn thrones_marks_a_houses_power() {
    let mut m = new_game("thrones", 2);
    let seat = |m: &dyn AnyMatch, house: &str| {
        (0..2)
            .find(|&s| m.view(Viewer::Public)["players"][s]["house"] == house)
            .expect("both houses play")
    };
    let stark = seat(m.as_ref(), "stark") + 1;
    // Power is on its track and among the band's counts.
    assert_eq!(
        marks_after(&mut m, &["set stark power 9"]),
        [format!("p{stark}-piles"), format!("p{stark}-power")]
    );
}

/// The PNG pixels per layout unit of a whole board (its size over its view box).
fn board_scale(svg: &str) -> f32 {
    let view_w: f32 = svg
        .split(r#"viewBox="0 0 "#)
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|w| w.parse().ok())
        .expect("a view box");
    Renderer::shared().tree(svg).expect("parses").size().width() / view_w
}

#[test]
fn every_part_of_every_game_renders_larger_than_the_board_and_small() {
    let registry = Registry::builtin();
    for kind in registry.all() {
        let seats = *kind.seat_range().start();
        let mut m = kind.create(seats, &GameOptions::new(), 9).expect("setup").0;
        let mut rng = GameRng::new(9);
        for _ in 0..200 {
            if !matches!(m.play_random(&mut rng), Ok(Some(_))) {
                break;
            }
        }
        let parts = m.board_parts();
        assert!(!parts.is_empty(), "{} lists its parts", kind.id());
        let names = names(seats);
        for lang in Lang::ALL {
            let loc = Tr::new(lang, &names);
            let scale = board_scale(&m.board_svg(Viewer::Public, &loc));
            for part in &parts {
                let svg = m.part_svg(Viewer::Public, &loc, &part.id).expect("a listed part draws");
                let part_scale = scale_of(&svg).expect("a part says its scale");
                assert!(
                    part_scale >= 1.25 * scale,
                    "{} {}: {part_scale} against the board's {scale}",
                    kind.id(),
                    part.id
                );
                let png = Renderer::shared().png(&svg, 1.0).expect("renders");
                assert!(
                    png.len() < 150 * 1024,
                    "{} {} ({}): {} KB",
                    kind.id(),
                    part.id,
                    lang.code(),
                    png.len() / 1024
                );
            }
            assert!(m.part_svg(Viewer::Public, &loc, "atlantis").is_none());
        }
    }
}

fn caller(user: u64, admin: bool) -> warroom::table::Caller {
    warroom::table::Caller {
        user,
        name: format!("U{user}"),
        locale: None,
        is_admin: admin,
    }
}

/// Through the table: the public post after a decision of several steps (the USSR's setup
/// influence, one point a step) marks every country of the whole decision, and `/status` shows
/// no marks.
#[tokio::test]
async fn a_posted_board_marks_the_whole_decision_and_status_marks_nothing() {
    use warroom::table::{Place, Table};
    let place = Place { guild: 1, channel: 77 };
    let table = Table::new(
        warroom::store::scratch_store().await.expect("store"),
        Registry::builtin(),
    );
    let (ann, bob) = (caller(1, false), caller(2, false));
    table
        .create(
            place,
            &ann,
            "twilight-struggle",
            GameOptions::new(),
            Some(Lang::En),
            Some(5),
        )
        .await
        .expect("create");
    table.join(place, &bob, None).await.expect("join");
    table.start(place, &ann).await.expect("start");
    let id = table.info(place).await.expect("info").id;
    let first = table.snapshot(id).await.expect("state").pending()[0].seat;
    let info = table.info(place).await.expect("info");
    let first_user = info.seats.iter().find(|s| s.seat == first).expect("seated").user;
    let mover = if first_user == ann.user {
        ann.clone()
    } else {
        bob.clone()
    };
    // Countries touched by some step (a "reset" step takes points back), and the decision's net
    // change: what the board marks.
    let mut stepped_on = std::collections::BTreeSet::new();
    let start = table.snapshot(id).await.expect("state").view(Viewer::Public);
    let mut step = 0;
    let mut boards = Vec::new();
    loop {
        let game = table.snapshot(id).await.expect("state");
        let Some(prompt) = game.pending().into_iter().find(|p| p.seat == first) else {
            break;
        };
        // A different country each step where the options allow.
        let notation = prompt.options[(3 * step) % prompt.options.len()].notation.clone();
        step += 1;
        let before = game.view(Viewer::Public);
        let out = table.act(place, &mover, &notation, None).await.expect("a legal step");
        let after = table.snapshot(id).await.expect("state").view(Viewer::Public);
        stepped_on.extend(changed_countries(&before, &after));
        boards.extend(out.public.into_iter().filter_map(|p| p.board));
    }
    assert_eq!(boards.len(), 1, "one board for the whole decision");
    let end = table.snapshot(id).await.expect("state").view(Viewer::Public);
    let mut want = changed_countries(&start, &end);
    want.sort();
    let mut got = marked(&boards[0].svg);
    got.sort();
    assert!(
        want.len() > 1,
        "the setup placed influence in several countries: {want:?}"
    );
    assert_eq!(got, want);
    let status = table.status(place).await.expect("status");
    assert!(
        marked(&status.board.expect("a board").svg).is_empty(),
        "/status shows no marks"
    );
}

/// Countries whose influence differs between two public views.
fn changed_countries(before: &serde_json::Value, after: &serde_json::Value) -> Vec<String> {
    let influence = |v: &serde_json::Value| v["influence"].as_object().cloned().unwrap_or_default();
    let (b, a) = (influence(before), influence(after));
    a.iter()
        .filter(|(k, v)| b.get(*k) != Some(v))
        .map(|(k, _)| k.clone())
        .chain(b.keys().filter(|k| !a.contains_key(*k)).cloned())
        .collect()
}
