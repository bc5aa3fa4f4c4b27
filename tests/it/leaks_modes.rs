//! The leak watch of `leaks.rs` in the games' other modes.

use warroom::engine::GameOptions;

use crate::drive::env_or;
use crate::leaks::play_and_watch_with;

/// Nuclear Escalation and the combined game: the same watch over posts, boards, logs and DMs
/// (platform warheads, stolen Secrets and Secrets waiting in their steal window included).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_hidden_card_reaches_a_viewer_in_nuclear_escalation() {
    let games = env_or("LEAK_GAMES", 4);
    let max_moves = env_or("LEAK_MOVES", 300);
    for mode in ["escalation", "combined"] {
        let mut options = GameOptions::new();
        options.insert("mode".into(), mode.into());
        let mut moves = 0;
        let mut sightings = 0;
        for game_no in 0..games {
            let (m, s) = play_and_watch_with("nuclear-war", options.clone(), game_no, max_moves).await;
            moves += m;
            sightings += s;
        }
        eprintln!("nuclear-war {mode}: {games} games, {moves} moves checked for leaks");
        assert!(moves > 0 && sightings > 0, "{mode}: the checker saw nothing");
    }
}

/// The Game of Thrones plot draft (R-103 … R-107): the same watch while plots are dealt, kept,
/// passed and boxed in secret and the plot decks are chosen; in this mode a plot deck is secret,
/// so every plot a viewer has not held or seen revealed is hidden from it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_hidden_card_reaches_a_viewer_in_the_thrones_plot_draft() {
    let games = env_or("LEAK_GAMES", 4);
    let max_moves = env_or("LEAK_MOVES", 300);
    let mut options = GameOptions::new();
    options.insert("draft".into(), "on".into());
    let mut moves = 0;
    let mut sightings = 0;
    for game_no in 0..games {
        let (m, s) = play_and_watch_with("thrones", options.clone(), game_no, max_moves).await;
        moves += m;
        sightings += s;
    }
    eprintln!("thrones draft=on: {games} games, {moves} moves checked for leaks");
    assert!(moves > 0 && sightings > 0, "draft: the checker saw nothing");
}
