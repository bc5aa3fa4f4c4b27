use super::*;

fn lobby<'a>(channel: u64) -> NewGame<'a> {
    NewGame {
        guild: 1,
        channel,
        game: "toy",
        options_json: "{}",
        lang: "en",
        seed: u64::MAX - 3,
        creator: 42,
    }
}

#[tokio::test]
async fn one_active_game_per_channel_is_enforced_by_sql() {
    let store = scratch_store().await.unwrap();
    let mut conn = store.conn().await.unwrap();
    let first = insert_game(&mut conn, &lobby(7)).await.unwrap();
    let second = insert_game(&mut conn, &lobby(7)).await.unwrap_err();
    assert!(second.is_unique_violation(), "{second}");
    // Another channel is fine, and a finished game frees its channel.
    insert_game(&mut conn, &lobby(8)).await.unwrap();
    let change = StateChange {
        state: Some("{}"),
        setup_log: None,
        status: "finished",
        version: 1,
    };
    write_state(&mut conn, first, 0, &change).await.unwrap();
    insert_game(&mut conn, &lobby(7)).await.unwrap();
    let row = game(&mut conn, first).await.unwrap().unwrap();
    assert_eq!(from_db(row.seed), u64::MAX - 3, "u64 seeds survive the i64 column");
}

#[tokio::test]
async fn a_stale_version_writes_nothing() {
    let store = scratch_store().await.unwrap();
    let mut conn = store.conn().await.unwrap();
    let id = insert_game(&mut conn, &lobby(1)).await.unwrap();
    let change = StateChange {
        state: Some("{\"a\":1}"),
        setup_log: None,
        status: "running",
        version: 1,
    };
    write_state(&mut conn, id, 0, &change).await.unwrap();
    let stale = StateChange {
        state: Some("{\"a\":2}"),
        setup_log: None,
        status: "running",
        version: 2,
    };
    let err = write_state(&mut conn, id, 0, &stale).await.unwrap_err();
    assert!(matches!(err, StoreError::Conflict { expected: 0, .. }), "{err}");
    let row = game(&mut conn, id).await.unwrap().unwrap();
    assert_eq!((row.version, row.state.as_deref()), (1, Some("{\"a\":1}")));
}

#[tokio::test]
async fn settings_update_only_what_is_given() {
    let store = scratch_store().await.unwrap();
    let mut conn = store.conn().await.unwrap();
    let row = update_settings(&mut conn, 9, Some("ko"), None).await.unwrap();
    assert_eq!((row.lang.as_deref(), row.pings), (Some("ko"), true));
    let row = update_settings(&mut conn, 9, None, Some(false)).await.unwrap();
    assert_eq!((row.lang.as_deref(), row.pings), (Some("ko"), false));
    assert!(settings(&mut conn, 10).await.unwrap().is_none());
}

#[tokio::test]
async fn a_file_database_uses_wal_and_keeps_data_across_reopen() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("w.db").display());
    let store = Store::open(&url).await.unwrap();
    let mut conn = store.conn().await.unwrap();
    let (mode,): (String,) = sqlx::query_as("PRAGMA journal_mode")
        .fetch_one(&mut *conn)
        .await
        .unwrap();
    assert_eq!(mode, "wal");
    let id = insert_game(&mut conn, &lobby(3)).await.unwrap();
    insert_seat(&mut conn, id, None, 42, "Ann", Some("ko")).await.unwrap();
    drop(conn);
    store.pool.close().await;

    let reopened = Store::open(&url).await.unwrap();
    let mut conn = reopened.conn().await.unwrap();
    let seats = seats(&mut conn, id).await.unwrap();
    assert_eq!(seats.len(), 1);
    assert_eq!(
        (seats[0].name.as_str(), seats[0].locale.as_deref()),
        ("Ann", Some("ko"))
    );
}

/// A database made before `autopass` actions existed (only the first migration, with its `user`
/// columns) opens, keeps its action log, and then takes `autopass` rows; they do not count as the
/// seat acting.
#[tokio::test]
async fn an_old_database_migrates_to_autopass_actions() {
    let dir = tempfile::tempdir().unwrap();
    let first_only = dir.path().join("migrations");
    std::fs::create_dir(&first_only).unwrap();
    std::fs::copy(
        concat!(env!("CARGO_MANIFEST_DIR"), "/migrations/sqlite/0001_tables.sql"),
        first_only.join("0001_tables.sql"),
    )
    .unwrap();
    let url = format!("sqlite://{}", dir.path().join("old.db").display());
    let old = Store::connect(&url, 1).await.unwrap();
    sqlx::migrate::Migrator::new(first_only.as_path())
        .await
        .unwrap()
        .run(&old.pool)
        .await
        .unwrap();
    let mut conn = old.conn().await.unwrap();
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO games (guild, channel, game, options, lang, seed, status, version, creator, created_at, \
         updated_at) VALUES (1, 5, 'nuclear-war', '{}', 'en', 0, 'lobby', 0, 1, 0, 0) RETURNING id",
    )
    .fetch_one(&mut *conn)
    .await
    .unwrap();
    sqlx::query(
        "INSERT INTO actions (game, seq, kind, seat, user, notation, rolls, version, created_at) \
         VALUES ($1, 1, 'act', 1, 7, 'place wh10', '[4]', 1, 0)",
    )
    .bind(id)
    .execute(&mut *conn)
    .await
    .unwrap();
    let refused = NewAction {
        kind: ActionKind::AutoPass,
        seat: Some(1),
        user: Some(7),
        notation: "attack on",
        rolls_json: "[]",
        log_json: "[]",
        version: 2,
    };
    assert!(
        sqlx::query("INSERT INTO actions (game, seq, kind, version, created_at) VALUES ($1, 2, 'autopass', 2, 0)")
            .bind(id)
            .execute(&mut *conn)
            .await
            .is_err(),
        "the old schema has no autopass kind"
    );
    drop(conn);
    old.pool.close().await;

    let store = Store::open(&url).await.unwrap();
    let mut conn = store.conn().await.unwrap();
    let kept = actions(&mut conn, id).await.unwrap();
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].user, Some(7), "the renamed user column keeps its values");
    assert_eq!(
        (kept[0].kind.as_str(), kept[0].notation.as_str(), kept[0].rolls.as_str()),
        ("act", "place wh10", "[4]")
    );
    append_action(&mut conn, id, 2, &refused).await.unwrap();
    let rows = actions(&mut conn, id).await.unwrap();
    assert_eq!(ActionKind::parse(&rows[1].kind), Some(ActionKind::AutoPass));
    assert!(
        !seat_moved_since(&mut conn, id, 1, 1).await.unwrap(),
        "a standing choice is not a move"
    );
    assert!(seat_moved_since(&mut conn, id, 1, 0).await.unwrap());
}

#[tokio::test]
async fn a_lease_has_one_holder_until_it_lapses_or_is_given_back() {
    let store = scratch_store().await.unwrap();
    let mut conn = store.conn().await.unwrap();
    assert!(take_lease(&mut conn, "courier", "a", 60_000).await.unwrap());
    assert!(
        !take_lease(&mut conn, "courier", "b", 60_000).await.unwrap(),
        "a holds it"
    );
    assert!(
        take_lease(&mut conn, "courier", "a", 60_000).await.unwrap(),
        "the holder renews"
    );
    assert!(
        take_lease(&mut conn, "timers", "b", 60_000).await.unwrap(),
        "leases are per job"
    );
    assert_eq!(lease_holder(&mut conn, "courier").await.unwrap().as_deref(), Some("a"));
    release_lease(&mut conn, "courier", "b").await.unwrap();
    assert_eq!(
        lease_holder(&mut conn, "courier").await.unwrap().as_deref(),
        Some("a"),
        "only the holder gives it back"
    );
    release_lease(&mut conn, "courier", "a").await.unwrap();
    assert!(take_lease(&mut conn, "courier", "b", -1).await.unwrap(), "free again");
    // b's lease lapsed at once (a negative time to live): a takes it without b giving it back.
    assert_eq!(lease_holder(&mut conn, "courier").await.unwrap(), None);
    assert!(take_lease(&mut conn, "courier", "a", 60_000).await.unwrap());
}

/// Two handles on one database (two processes): a write transaction holds the write lock from
/// its start, so the other's read-then-write waits for it and sees its commit.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn write_transactions_of_two_handles_never_interleave() {
    let dir = tempfile::tempdir().unwrap();
    let url = scratch_url(&dir.path().join("lock.db")).await;
    let first = Store::open(&url).await.unwrap();
    let second = Store::open(&url).await.unwrap();
    let id = insert_game(&mut first.conn().await.unwrap(), &lobby(3)).await.unwrap();
    let mut tx = first.begin().await.unwrap();
    let seen = version_and_status(&mut tx, id).await.unwrap().unwrap().0;
    let waiting = tokio::spawn(async move {
        let mut tx = second.begin().await.unwrap();
        let version = version_and_status(&mut tx, id).await.unwrap().unwrap().0;
        let change = StateChange {
            state: Some("{}"),
            setup_log: None,
            status: "lobby",
            version: version + 1,
        };
        write_state(&mut tx, id, version, &change).await.unwrap();
        tx.commit().await.unwrap();
        version
    });
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    assert!(!waiting.is_finished(), "the second writer waits for the first");
    let change = StateChange {
        state: Some("{}"),
        setup_log: None,
        status: "lobby",
        version: seen + 1,
    };
    write_state(&mut tx, id, seen, &change).await.unwrap();
    tx.commit().await.unwrap();
    assert_eq!(
        waiting.await.unwrap(),
        seen + 1,
        "and then reads the first one's version"
    );
    let row = game(&mut first.conn().await.unwrap(), id).await.unwrap().unwrap();
    assert_eq!(row.version, seen + 2);
}

/// Two processes starting on a new SQLite file at once (two pools are two processes to SQLite):
/// both migrate it, neither fails on a migration the other ran first.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stores_opening_a_new_sqlite_file_at_once_both_migrate_it() {
    let dir = tempfile::tempdir().unwrap();
    for round in 0..8 {
        let url = format!("sqlite://{}", dir.path().join(format!("new{round}.db")).display());
        let (a, b, c) = tokio::join!(Store::open(&url), Store::open(&url), Store::open(&url));
        for (i, store) in [a, b, c].into_iter().enumerate() {
            let store = store.unwrap_or_else(|e| panic!("round {round}: {e}"));
            let mut conn = store.conn().await.unwrap();
            insert_game(&mut conn, &lobby(100 + i as u64)).await.unwrap();
        }
    }
}

#[tokio::test]
async fn closing_a_sqlite_store_leaves_every_commit_in_the_database_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.db");
    let store = Store::open(&format!("sqlite://{}", file.display())).await.unwrap();
    let id = insert_game(&mut store.conn().await.unwrap(), &lobby(5)).await.unwrap();
    // Automatic checkpoints are off: the new row sits in the WAL until the store closes.
    let wal = dir.path().join("game.db-wal");
    assert!(
        std::fs::metadata(&wal).map(|m| m.len()).unwrap_or(0) > 0,
        "the commit is in the WAL"
    );
    store.close().await;
    assert_eq!(
        std::fs::metadata(&wal).map(|m| m.len()).unwrap_or(0),
        0,
        "the WAL is emptied"
    );
    // The database file alone, copied elsewhere, holds the game.
    let copy = dir.path().join("copy.db");
    std::fs::copy(&file, &copy).unwrap();
    let reopened = Store::open(&format!("sqlite://{}", copy.display())).await.unwrap();
    let row = game(&mut reopened.conn().await.unwrap(), id).await.unwrap();
    assert_eq!(row.map(|r| r.channel), Some(to_db(5)));
    reopened.close().await;
}
