//! Lobby defects of issue 33 through the table (no Discord): a lobby is never left to an AI
//! seat, `/new … ai:N` that does not fit creates nothing, a deadline before the first reminder
//! is refused, and names typed to `/new`, `/card` and `/settings` are checked (an unknown game
//! is refused with the games there are, blank input is asked for rather than echoed as ``).

use warroom::ai::{self, Level};
use warroom::games::Registry;
use warroom::i18n::{Lang, tr};
use warroom::store;
use warroom::table::{ErrorKind, GameStatus, Opening, Table, TimersChange};

use super::{HERE, ann, bob, cyd, expect_err, memory_table, message_en, opts};

/// Every game row ever stored (any status).
async fn all_games(table: &Table) -> usize {
    let mut conn = table.store.conn().await.expect("conn");
    let mut n = 0;
    for status in ["lobby", "running", "finished", "aborted"] {
        n += store::games_with_status(&mut conn, status).await.expect("games").len();
    }
    n
}

fn with_ai(ai: usize) -> Opening {
    Opening {
        lang: Some(Lang::En),
        seed: Some(1),
        ai,
        ai_level: Level::Random,
        ..Opening::default()
    }
}

#[tokio::test]
async fn the_creator_leaving_a_lobby_of_ai_seats_closes_it_and_frees_the_channel() {
    let table = memory_table().await;
    table
        .create(HERE, &ann(), "toy", opts(&[]), Some(Lang::En), Some(1))
        .await
        .unwrap();
    table.add_ai(HERE, &ann(), Level::Basic, None).await.unwrap();
    let out = table.leave(HERE, &ann()).await.unwrap();
    let text = &out.public[0].text;
    assert!(
        text.contains("Only AI players are left") && !text.contains("now runs this table"),
        "{text}"
    );
    for lang in Lang::ALL {
        super::assert_complete(&warroom::i18n::msg(lang, "table-lobby-closed-only-ai"));
    }
    assert_eq!(expect_err(table.info(HERE).await).kind, ErrorKind::NoGameHere);
    // Anyone may open a new table in the channel at once.
    table
        .create(HERE, &bob(), "toy", opts(&[]), None, None)
        .await
        .expect("the channel is free again");
}

#[tokio::test]
async fn the_creator_leaving_hands_the_lobby_to_the_next_person_never_to_an_ai_seat() {
    let table = memory_table().await;
    table
        .create(HERE, &ann(), "toy", opts(&[]), Some(Lang::En), Some(1))
        .await
        .unwrap();
    // The AI seat joined before Bob: still Bob inherits.
    table.add_ai(HERE, &ann(), Level::Random, None).await.unwrap();
    table.join(HERE, &bob(), None).await.unwrap();
    let out = table.leave(HERE, &ann()).await.unwrap();
    assert!(
        out.public[0].text.contains("Bob now runs this table"),
        "{}",
        out.public[0].text
    );
    let info = table.info(HERE).await.unwrap();
    assert_eq!(info.creator, bob().user);
    assert!(!ai::is_ai(info.creator));
    table.start(HERE, &bob()).await.expect("the new creator starts it");
    assert_eq!(table.info(HERE).await.unwrap().status, GameStatus::Running);
}

#[tokio::test]
async fn a_lobby_stored_with_an_ai_creator_passes_to_the_first_person_who_joins() {
    // Lobbies stored before the fix could be run by an AI seat: the next person to join takes
    // them over, so they can be started or aborted without Manage Server.
    let table = memory_table().await;
    let id = table
        .create(HERE, &ann(), "toy", opts(&[]), Some(Lang::En), Some(1))
        .await
        .unwrap()
        .game_id
        .unwrap();
    table.add_ai(HERE, &ann(), Level::Random, None).await.unwrap();
    let bot = ai::ai_user(1, Level::Random);
    {
        let mut conn = table.store.conn().await.unwrap();
        store::delete_seat(&mut conn, id, ann().user).await.unwrap();
        store::set_creator(&mut conn, id, bot).await.unwrap();
    }
    let out = table.join(HERE, &cyd(), None).await.unwrap();
    assert!(
        out.public[0].text.contains("Cyd now runs this table"),
        "{}",
        out.public[0].text
    );
    assert_eq!(table.info(HERE).await.unwrap().creator, cyd().user);
    table.abort(HERE, &cyd()).await.expect("the new creator may abort it");
}

#[tokio::test]
async fn new_with_more_ai_players_than_seats_is_refused_whole_and_creates_nothing() {
    let table = memory_table().await;
    // The toy game seats 2 to 3: the creator and at most 2 AI players.
    for ai in [3, 5] {
        let e = expect_err(table.create_with(HERE, &ann(), "toy", opts(&[]), with_ai(ai)).await);
        assert_eq!(e.kind, ErrorKind::TableFull);
        let text = message_en(&e);
        assert!(
            text.contains("at most 3 players") && text.contains("0 to 2") && text.contains("No table was opened"),
            "{text}"
        );
        assert!(
            tr(Lang::Ko, &e.message).contains("0부터 2까지"),
            "{}",
            tr(Lang::Ko, &e.message)
        );
        assert_eq!(expect_err(table.info(HERE).await).kind, ErrorKind::NoGameHere);
        assert_eq!(all_games(&table).await, 0, "no lobby row, not even an aborted one");
        assert_eq!(
            expect_err(table.start(HERE, &ann()).await).kind,
            ErrorKind::NoGameHere,
            "nothing to start"
        );
    }
    // Two fit: one post names them, and the table starts with the creator and both.
    let out = table
        .create_with(HERE, &ann(), "toy", opts(&[]), with_ai(2))
        .await
        .unwrap();
    let post = &out.public[0].text;
    assert!(
        post.contains("Bot 1 (random) joined") && post.contains("Bot 2 (random) joined"),
        "{post}"
    );
    let info = table.info(HERE).await.unwrap();
    assert_eq!(info.creator, ann().user);
    assert_eq!(info.seats.iter().filter(|s| ai::is_ai(s.user)).count(), 2);
    table.start(HERE, &ann()).await.expect("start");
}

#[tokio::test]
async fn a_deadline_before_the_first_reminder_is_refused_and_changes_nothing() {
    let table = memory_table().await;
    table
        .create(HERE, &ann(), "toy", opts(&[]), Some(Lang::En), Some(1))
        .await
        .unwrap();
    let before = table.timers_summary(HERE, &ann()).await.unwrap();
    // The first reminder comes after 24 hours by default.
    let deadline = |h| TimersChange {
        deadline: Some(h),
        ..TimersChange::default()
    };
    let e = expect_err(table.set_timers(HERE, &ann(), deadline(12)).await);
    assert_eq!(e.kind, ErrorKind::NotAllowed);
    let text = message_en(&e);
    assert!(
        text.contains("deadline (12 h)") && text.contains("first reminder (24 h)") && text.contains("deadline:0"),
        "{text}"
    );
    assert_eq!(
        table.timers_summary(HERE, &ann()).await.unwrap(),
        before,
        "nothing changed"
    );
    // Legal: as long as the first reminder, an earlier first reminder, or no deadline.
    table
        .set_timers(HERE, &ann(), deadline(24))
        .await
        .expect("equal is fine");
    let earlier = TimersChange {
        remind_after: Some(6),
        deadline: Some(12),
        ..TimersChange::default()
    };
    table.set_timers(HERE, &ann(), earlier).await.expect("reminded first");
    // Moving the first reminder past the deadline standing is refused the same way.
    let later = TimersChange {
        remind_after: Some(48),
        ..TimersChange::default()
    };
    let e = expect_err(table.set_timers(HERE, &ann(), later).await);
    assert!(message_en(&e).contains("first reminder (48 h)"), "{}", message_en(&e));
    let off = TimersChange {
        remind_after: Some(48),
        deadline: Some(0),
        ..TimersChange::default()
    };
    table.set_timers(HERE, &ann(), off).await.expect("no deadline");
    table.abort(HERE, &ann()).await.unwrap();

    // `/new` with the same bad reminders opens nothing.
    let games = all_games(&table).await;
    let opening = Opening {
        timers: deadline(12),
        ..Opening::default()
    };
    let e = expect_err(table.create_with(HERE, &bob(), "toy", opts(&[]), opening).await);
    assert!(message_en(&e).contains("deadline (12 h)"), "{}", message_en(&e));
    assert_eq!(all_games(&table).await, games);
}

async fn builtin_table() -> Table {
    Table::new(store::scratch_store().await.expect("store"), Registry::builtin())
}

/// Each built-in game's id, as a refusal lists it.
fn lists_every_game(text: &str) -> bool {
    Registry::builtin()
        .ids()
        .iter()
        .all(|id| text.contains(&format!("`{id}`")))
}

#[tokio::test]
async fn card_refuses_an_unknown_game_and_a_blank_name_saying_what_to_type() {
    let table = builtin_table().await;
    // A game no one has: refused, not silently searched everywhere.
    let e = expect_err(table.card(None, &ann(), Some("chess"), "cao cao").await);
    assert_eq!(e.kind, ErrorKind::UnknownGame);
    for lang in Lang::ALL {
        let text = tr(lang, &e.message);
        assert!(text.contains("`chess`") && lists_every_game(&text), "{lang:?}: {text}");
    }
    // Blank: asked for, with what is legal, never echoed as empty backticks.
    let e = expect_err(table.card(None, &ann(), Some("  "), "cao cao").await);
    assert_eq!(e.kind, ErrorKind::UnknownGame);
    for lang in Lang::ALL {
        let text = tr(lang, &e.message);
        assert!(!text.contains("``") && lists_every_game(&text), "{lang:?}: {text}");
    }
    let e = expect_err(table.card(None, &ann(), None, " ").await);
    assert_eq!(e.kind, ErrorKind::UnknownCard);
    for lang in Lang::ALL {
        let text = tr(lang, &e.message);
        assert!(!text.contains("``") && !text.is_empty(), "{lang:?}: {text}");
    }
    assert!(message_en(&e).contains("Type a card's name"), "{}", message_en(&e));
    // No card of that name: the typed name is shown back.
    let e = expect_err(table.card(None, &ann(), None, "no such card anywhere").await);
    assert_eq!(e.kind, ErrorKind::UnknownCard);
    assert!(message_en(&e).contains("`no such card anywhere`"), "{}", message_en(&e));
    // A game named by id or name scopes the search; a channel's game is the default.
    let text = table
        .card(None, &ann(), Some("Three Kingdoms Redux"), "cao cao")
        .await
        .unwrap();
    assert!(text.starts_with("**Cao Cao** · Three Kingdoms Redux"), "{text}");
    table
        .create(HERE, &ann(), "twilight-struggle", opts(&[]), Some(Lang::En), Some(1))
        .await
        .unwrap();
    let e = expect_err(table.card(Some(HERE), &ann(), None, "cao cao").await);
    assert_eq!(e.kind, ErrorKind::UnknownCard, "only Twilight Struggle cards here");
}

#[tokio::test]
async fn new_refuses_a_blank_or_unknown_game_listing_the_games() {
    let table = builtin_table().await;
    for typed in ["", "   "] {
        let e = expect_err(table.create(HERE, &ann(), typed, opts(&[]), None, None).await);
        assert_eq!(e.kind, ErrorKind::UnknownGame);
        for lang in Lang::ALL {
            let text = tr(lang, &e.message);
            assert!(!text.contains("``") && lists_every_game(&text), "{lang:?}: {text}");
        }
        assert!(message_en(&e).starts_with("Name the game."), "{}", message_en(&e));
    }
    assert!(table.game_named("chess").is_err());
    assert_eq!(
        table.game_named(" Twilight Struggle ").unwrap().id(),
        "twilight-struggle"
    );
    assert_eq!(all_games(&table).await, 0);
}

#[tokio::test]
async fn settings_refuse_a_blank_time_zone_with_examples() {
    let table = memory_table().await;
    let e = expect_err(table.settings_with(&ann(), None, None, Some("  "), None).await);
    assert_eq!(e.kind, ErrorKind::NotAllowed);
    for lang in Lang::ALL {
        let text = tr(lang, &e.message);
        assert!(
            !text.contains("``") && text.contains("`Asia/Seoul`"),
            "{lang:?}: {text}"
        );
    }
}
