//! Games saved by an older version keep loading and play on exactly as before.

use warroom::engine::Viewer;
use warroom::games::Registry;

/// An Escalation game saved with a response window open (one seat has passed, others still to
/// answer), when windows kept a bare `answers` list; then the next 25 moves of that game with the
/// public view after each, as the older version played them.
const WINDOW_SAVE: &str = include_str!("fixtures/escalation-window-old-save.json");

#[test]
fn a_game_saved_mid_response_window_before_the_shared_window_plays_on_identically() {
    let fixture: serde_json::Value = serde_json::from_str(WINDOW_SAVE).expect("fixture");
    let saved = fixture["saved"].to_string();
    assert!(
        saved.contains("\"answers\":[[") && !saved.contains("\"window\""),
        "the fixture is in the old format"
    );
    let registry = Registry::builtin();
    let kind = registry.get("nuclear-war").expect("registered");
    let mut m = kind.load(&saved).expect("an old save loads");
    m.check_invariants().expect("invariants hold after loading");
    let view = m.view(Viewer::Public);
    assert!(view["window"].is_object(), "the window is still open: {view}");
    let steps = fixture["steps"].as_array().expect("steps");
    assert!(steps.len() >= 10, "the fixture plays on for a while");
    for (i, step) in steps.iter().enumerate() {
        let seat = step["seat"].as_u64().expect("seat") as usize;
        let line = step["line"].as_str().expect("line");
        m.apply(seat, line)
            .unwrap_or_else(|e| panic!("step {i}: `{line}` by seat {seat} refused: {:?}", e.text));
        assert_eq!(m.view(Viewer::Public), step["view"], "step {i} (`{line}`) differs");
        m.check_invariants().expect("invariants");
    }
    let resaved = m.save();
    assert!(!resaved.contains("\"answers\":[[") || resaved.contains("\"window\""));
}
