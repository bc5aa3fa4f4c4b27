//! A board's alt text (Discord's attachment description, for screen readers; issue 34): every
//! game's public board carries one in the channel's language that names the game, says the turn
//! and who is to act, and stays short enough to be read at once. That it names no hidden card is
//! checked with the board itself in `leaks.rs`; that it reaches Discord, in `e2e.rs`.

use warroom::engine::Text;
use warroom::games::Registry;
use warroom::i18n::{Lang, tr};
use warroom::render::alt::MAX_CHARS;
use warroom::table::{Place, Table};

use crate::drive::{Driven, caller};

fn hangul(c: char) -> bool {
    ('가'..='힣').contains(&c)
}

#[tokio::test]
async fn every_public_board_says_the_game_the_turn_and_who_is_to_act_in_the_channels_language() {
    let registry = Registry::builtin();
    for kind in registry.all() {
        for lang in Lang::ALL {
            let table = Table::new(
                warroom::store::scratch_store().await.expect("memory store"),
                registry.clone(),
            );
            let seats = *kind.seat_range().start();
            let players = (0..seats)
                .map(|s| caller(500 + s as u64, format!("Agent{s}"), None))
                .collect();
            let place = Place { guild: 5, channel: 50 };
            let (mut game, start) = Driven::start(&table, place, kind, players, 7, lang).await;
            let heading = tr(
                lang,
                &Text::new("board-alt-heading").text("game", Text::new(kind.name_key())),
            );
            let mut outboxes = vec![start];
            while game.moves < 40 {
                match game.step(&table, 4).await {
                    Some(out) => outboxes.push(out),
                    None => break,
                }
            }
            let mut described = 0;
            for post in outboxes.iter().flat_map(|out| &out.public) {
                let Some(board) = &post.board else { continue };
                let alt = &board.description;
                let what = format!("{} ({}): {alt}", kind.id(), lang.code());
                assert!(alt.starts_with(&format!("{heading}: ")), "names the game first: {what}");
                assert!(alt.chars().count() <= MAX_CHARS, "too long: {what}");
                assert!(!alt.contains("**") && !alt.contains('`'), "markdown read aloud: {what}");
                if let Some(waiting) = &post.waiting {
                    // "Waiting for: Agent0." or the game's own "Waiting for: USSR (…)".
                    let label = waiting.split(':').next().expect("a label");
                    assert!(alt.contains(&format!("{label}: ")), "says who is to act: {what}");
                }
                let after_heading = &alt[heading.len()..];
                assert_eq!(
                    after_heading.chars().any(hangul),
                    lang == Lang::Ko,
                    "in the channel's language: {what}"
                );
                described += 1;
            }
            assert!(described > 0, "{}: no board was posted", kind.id());
        }
    }
}
