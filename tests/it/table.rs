//! The table service end to end, without Discord, on a toy game.

mod ai_seats;
mod auth;
mod budget;
mod kinds;
pub mod kinds_toy;
mod lobby;
mod outbox;
mod relay;
mod timers;
pub mod toy;

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use warroom::engine::{GameOptions, Kind, Viewer};
use warroom::games::Registry;
use warroom::i18n::Lang;
use warroom::store::{self, Store};
use warroom::table::{Caller, ErrorKind, GameStatus, Outbox, Place, PrivateMsg, PromptView, Table, TableError};

use toy::{Phase, Toy, card};

pub const HERE: Place = Place { guild: 1, channel: 10 };

fn registry() -> Arc<Registry> {
    Arc::new(Registry::new(vec![Box::new(Kind::<Toy>::new())]))
}

async fn memory_table() -> Table {
    Table::new(warroom::store::scratch_store().await.expect("memory store"), registry())
}

fn player(user: u64, name: &str) -> Caller {
    Caller {
        user,
        name: name.to_string(),
        locale: None,
        is_admin: false,
    }
}

pub fn ann() -> Caller {
    player(101, "Ann")
}
pub fn bob() -> Caller {
    player(102, "Bob")
}
fn cyd() -> Caller {
    player(103, "Cyd")
}

fn opts(pairs: &[(&str, &str)]) -> GameOptions {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect::<BTreeMap<_, _>>()
}

/// Ann creates, everyone joins (seat i+1 requested, so seats are predictable), Ann starts.
async fn started(table: &Table, players: &[Caller], options: GameOptions, seed: u64) -> Outbox {
    let created = table
        .create(HERE, &players[0], "toy", options, Some(Lang::En), Some(seed))
        .await
        .expect("create");
    assert_outbox_complete(&created);
    for p in &players[1..] {
        assert_outbox_complete(&table.join(HERE, p, None).await.expect("join"));
    }
    let out = table.start(HERE, &players[0]).await.expect("start");
    assert_outbox_complete(&out);
    out
}

/// Seat of `user` in the running game.
async fn seat_of(table: &Table, user: u64) -> usize {
    let info = table.info(HERE).await.expect("info");
    info.seats.iter().find(|s| s.user == user).expect("seated").seat
}

pub async fn stored(table: &Table, id: i64) -> (i64, String) {
    let mut conn = table.store.conn().await.expect("conn");
    let row = store::game(&mut conn, id).await.expect("read").expect("game row");
    (row.version, row.state.unwrap_or_default())
}

async fn action_count(table: &Table, id: i64) -> usize {
    let mut conn = table.store.conn().await.expect("conn");
    store::actions(&mut conn, id).await.expect("actions").len()
}

/// The prompt the outbox sent to `user`.
fn prompt_for(outbox: &Outbox, user: u64) -> Option<PromptView> {
    outbox
        .private
        .iter()
        .find(|m| m.user == user)
        .and_then(|m| m.prompt.clone())
}

fn dm_for(outbox: &Outbox, user: u64) -> Option<&PrivateMsg> {
    outbox.private.iter().find(|m| m.user == user)
}

fn press_index(prompt: &PromptView, notation: &str) -> usize {
    prompt
        .options
        .iter()
        .find(|o| o.notation == notation)
        .unwrap_or_else(|| panic!("no option {notation}"))
        .index
}

fn expect_err<T: std::fmt::Debug>(result: Result<T, TableError>) -> TableError {
    let e = result.expect_err("the table should refuse this");
    for lang in Lang::ALL {
        assert_complete(&warroom::i18n::tr(lang, &e.message));
    }
    e
}

/// The English text of a refusal.
fn message_en(e: &TableError) -> String {
    warroom::i18n::tr(Lang::En, &e.message)
}

/// Every message id exists and every placeholder was filled.
fn assert_complete(text: &str) {
    assert!(
        !text.contains("{$") && !text.contains("{ $"),
        "unfilled placeholder in: {text}"
    );
    assert!(
        !text.split_whitespace().any(|w| w.starts_with("table-")),
        "missing message in: {text}"
    );
}

fn assert_outbox_complete(outbox: &Outbox) {
    outbox.reply.iter().for_each(|r| assert_complete(r));
    outbox.public.iter().for_each(|p| assert_complete(&p.text));
    for dm in &outbox.private {
        assert_complete(&dm.text);
        if let Some(p) = &dm.prompt {
            assert_complete(&p.question);
        }
    }
}

fn toy_state(state: &str) -> Toy {
    let v: serde_json::Value = serde_json::from_str(state).expect("state json");
    serde_json::from_value(v["game"].clone()).expect("toy state")
}

async fn current_toy(table: &Table, id: i64) -> Toy {
    toy_state(&stored(table, id).await.1)
}

/// Everyone picks their lowest card; returns the last outbox (which starts the turns phase).
async fn everyone_picks(table: &Table, players: &[Caller], id: i64) -> Outbox {
    let mut last = None;
    for p in players {
        let seat = seat_of(table, p.user).await;
        let low = *current_toy(table, id).await.hands[seat].iter().min().expect("cards");
        last = Some(table.act(HERE, p, &format!("pick {low}"), None).await.expect("pick"));
    }
    last.expect("players")
}

async fn caller_at_seat(table: &Table, players: &[Caller], seat: usize) -> Caller {
    for p in players {
        if seat_of(table, p.user).await == seat {
            return p.clone();
        }
    }
    panic!("nobody at seat {seat}");
}

// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn lobby_rules_join_leave_and_start() {
    let table = memory_table().await;
    let created = table
        .create(HERE, &ann(), "toy", GameOptions::new(), None, Some(1))
        .await
        .unwrap();
    let id = created.game_id.unwrap();
    assert!(created.public[0].text.contains("Ann"), "{}", created.public[0].text);
    let info = table.info(HERE).await.unwrap();
    assert_eq!(
        (info.status, info.creator, info.seats.len()),
        (GameStatus::Lobby, 101, 1),
        "the creator joins"
    );
    assert_eq!(
        info.options.get("turns").map(String::as_str),
        Some("4"),
        "defaults are filled in"
    );

    assert_eq!(
        expect_err(table.join(HERE, &ann(), None).await).kind,
        ErrorKind::AlreadySeated
    );
    let e = expect_err(table.join(HERE, &bob(), Some(4)).await);
    assert_eq!(
        (e.kind, e.message.key.as_ref()),
        (ErrorKind::BadSeatCount, "table-err-no-such-seat")
    );
    table.join(HERE, &bob(), Some(1)).await.unwrap();
    let e = expect_err(table.join(HERE, &cyd(), Some(1)).await);
    assert_eq!(e.kind, ErrorKind::SeatTaken);
    assert!(message_en(&e).contains("Bob"), "names the holder");
    table.join(HERE, &cyd(), None).await.unwrap();
    assert_eq!(
        expect_err(table.join(HERE, &player(104, "Dee"), None).await).kind,
        ErrorKind::TableFull
    );

    assert_eq!(
        expect_err(table.leave(HERE, &player(104, "Dee")).await).kind,
        ErrorKind::NotSeated
    );
    assert_eq!(expect_err(table.start(HERE, &bob()).await).kind, ErrorKind::NotCreator);
    assert_eq!(
        expect_err(table.act(HERE, &ann(), "roll", None).await).kind,
        ErrorKind::NotRunning
    );
    table.leave(HERE, &cyd()).await.unwrap();
    assert_eq!(table.info(HERE).await.unwrap().seats.len(), 2);

    let out = table.start(HERE, &ann()).await.unwrap();
    assert_eq!(out.game_id, Some(id));
    let info = table.info(HERE).await.unwrap();
    assert_eq!(info.status, GameStatus::Running);
    assert_eq!(seat_of(&table, 102).await, 0, "Bob asked for seat 1");
    assert_eq!(seat_of(&table, 101).await, 1, "Ann gets the free seat");
    assert!(
        out.public[0].text.contains("1. Bob") && out.public[0].text.contains("2. Ann"),
        "{}",
        out.public[0].text
    );
    assert!(out.public[0].board.is_some(), "the first board goes out");
    assert_eq!(out.private.len(), 2, "both seats get their hand and prompt");
    assert_eq!(out.pings.len(), 2, "both owe a pick");

    assert_eq!(
        expect_err(table.join(HERE, &cyd(), None).await).kind,
        ErrorKind::NotInLobby
    );
    assert_eq!(expect_err(table.leave(HERE, &bob()).await).kind, ErrorKind::NotInLobby);
    assert_eq!(expect_err(table.start(HERE, &ann()).await).kind, ErrorKind::NotInLobby);
    assert_eq!(table.running().await.unwrap().len(), 1);
}

#[tokio::test]
async fn start_needs_a_legal_player_count_and_reachable_seats() {
    let table = memory_table().await;
    table
        .create(HERE, &ann(), "toy", GameOptions::new(), None, None)
        .await
        .unwrap();
    let e = expect_err(table.start(HERE, &ann()).await);
    assert_eq!(
        (e.kind, e.message.key.as_ref()),
        (ErrorKind::BadSeatCount, "table-err-player-count")
    );
    table.join(HERE, &bob(), Some(3)).await.unwrap();
    let e = expect_err(table.start(HERE, &ann()).await);
    assert_eq!(
        (e.kind, e.message.key.as_ref()),
        (ErrorKind::BadSeatCount, "table-err-seat-beyond-count")
    );
    table.join(HERE, &cyd(), None).await.unwrap();
    table.start(HERE, &ann()).await.unwrap();
    assert_eq!(seat_of(&table, 102).await, 2);
}

#[tokio::test]
async fn the_creator_leaving_hands_the_lobby_on_and_an_empty_lobby_closes() {
    let table = memory_table().await;
    table
        .create(HERE, &ann(), "toy", GameOptions::new(), None, None)
        .await
        .unwrap();
    table.join(HERE, &bob(), None).await.unwrap();
    let out = table.leave(HERE, &ann()).await.unwrap();
    assert!(out.public[0].text.contains("Bob"), "{}", out.public[0].text);
    assert_eq!(table.info(HERE).await.unwrap().creator, 102);
    table.leave(HERE, &bob()).await.unwrap();
    assert_eq!(expect_err(table.info(HERE).await).kind, ErrorKind::NoGameHere);
    table
        .create(HERE, &cyd(), "toy", GameOptions::new(), None, None)
        .await
        .expect("the channel is free again");
}

#[tokio::test]
async fn unknown_games_and_bad_options_are_refused_with_what_is_known() {
    let table = memory_table().await;
    let e = expect_err(
        table
            .create(HERE, &ann(), "chess", GameOptions::new(), None, None)
            .await,
    );
    assert_eq!(e.kind, ErrorKind::UnknownGame);
    let text = message_en(&e);
    assert!(text.contains("chess") && text.contains("`toy`"), "{text}");
    assert!(!text.contains("Did you mean"), "nothing is close to chess: {text}");
    let e = expect_err(table.create(HERE, &ann(), "tyo", GameOptions::new(), None, None).await);
    assert!(message_en(&e).contains("Did you mean `toy`?"), "{}", message_en(&e));

    let e = expect_err(
        table
            .create(HERE, &ann(), "toy", opts(&[("turns", "7")]), None, None)
            .await,
    );
    assert!(matches!(e.kind, ErrorKind::Rule(_)), "{e:?}");
    let text = message_en(&e);
    assert!(text.contains("turns") && text.contains("2, 4, 6"), "{text}");
    let e = expect_err(
        table
            .create(HERE, &ann(), "toy", opts(&[("speed", "fast")]), None, None)
            .await,
    );
    assert!(message_en(&e).contains("speed"));
    assert_eq!(
        expect_err(table.info(HERE).await).kind,
        ErrorKind::NoGameHere,
        "nothing was created"
    );
}

#[tokio::test]
async fn one_active_game_per_channel_and_many_per_guild() {
    let table = memory_table().await;
    table
        .create(HERE, &ann(), "toy", GameOptions::new(), None, None)
        .await
        .unwrap();
    let e = expect_err(table.create(HERE, &bob(), "toy", GameOptions::new(), None, None).await);
    assert_eq!(e.kind, ErrorKind::ChannelBusy);
    for channel in 11..16 {
        let place = Place { guild: 1, channel };
        table
            .create(place, &bob(), "toy", GameOptions::new(), None, None)
            .await
            .unwrap();
        table.join(place, &cyd(), None).await.unwrap();
        table.start(place, &bob()).await.unwrap();
    }
    assert_eq!(table.running().await.unwrap().len(), 5);
    // The lobby in HERE is unaffected by the games next door.
    assert_eq!(table.info(HERE).await.unwrap().status, GameStatus::Lobby);
    table.abort(HERE, &ann()).await.unwrap();
    table
        .create(HERE, &bob(), "toy", GameOptions::new(), None, None)
        .await
        .expect("free after abort");
}

#[tokio::test]
async fn refused_moves_explain_themselves_and_change_nothing() {
    let table = memory_table().await;
    let players = [ann(), bob()];
    let out = started(&table, &players, GameOptions::new(), 5).await;
    let id = out.game_id.unwrap();
    assert_eq!(
        expect_err(table.act(Place { guild: 1, channel: 99 }, &ann(), "roll", None).await).kind,
        ErrorKind::NoGameHere
    );

    let before = stored(&table, id).await;
    // Not at the table.
    let e = expect_err(table.act(HERE, &cyd(), "pick 1", None).await);
    assert_eq!(
        (e.kind, e.message.key.as_ref()),
        (ErrorKind::NotSeated, "table-err-not-seated")
    );
    // A card the seat does not hold: the game's reason, then the legal options.
    let seat = seat_of(&table, 101).await;
    let toy = current_toy(&table, id).await;
    let missing = (1..=9).find(|n| !toy.hands[seat].contains(n)).unwrap();
    let e = expect_err(table.act(HERE, &ann(), &format!("pick {missing}"), None).await);
    assert!(matches!(e.kind, ErrorKind::Rule(_)));
    let text = message_en(&e);
    assert!(text.contains(&format!("You do not hold a card {missing}")), "{text}");
    for n in &toy.hands[seat] {
        assert!(text.contains(&format!("`pick {n}`")), "lists pick {n}: {text}");
    }
    // Gibberish.
    let e = expect_err(table.act(HERE, &ann(), "fly away", None).await);
    assert!(message_en(&e).contains("is not a move now"));
    assert_eq!(
        stored(&table, id).await,
        before,
        "refusals change neither state nor version"
    );

    // Not your turn: in the turns phase only seat 0 may act.
    everyone_picks(&table, &players, id).await;
    let idle = caller_at_seat(&table, &players, 1).await;
    let before = stored(&table, id).await;
    // The idle player presses a button index from the mover's prompt: it maps to their own (empty)
    // prompt, never to the mover's.
    let e = expect_err(table.press(id, &idle, before.0, 0, 0).await);
    assert!(
        matches!(&e.kind, ErrorKind::Rule(r) if r.text.key == "err-not-your-turn"),
        "{e:?}"
    );
    assert_eq!(stored(&table, id).await, before);
    let e = expect_err(table.act(HERE, &idle, "roll", None).await);
    assert!(
        matches!(&e.kind, ErrorKind::Rule(r) if r.text.key == "err-not-your-turn"),
        "{e:?}"
    );
    let text = message_en(&e);
    let mover = caller_at_seat(&table, &players, 0).await;
    assert!(text.contains(&mover.name) && text.contains("no decision"), "{text}");
    assert_eq!(stored(&table, id).await, before);
}

#[tokio::test]
async fn stale_and_repeated_presses_are_refused_and_change_nothing() {
    let table = memory_table().await;
    let players = [ann(), bob()];
    let out = started(&table, &players, GameOptions::new(), 9).await;
    let id = out.game_id.unwrap();
    let ann_prompt = prompt_for(&out, 101).expect("Ann must pick");
    let bob_prompt = prompt_for(&out, 102).expect("Bob must pick");
    assert_eq!(ann_prompt.version, stored(&table, id).await.0);

    let pressed = table
        .press(id, &ann(), ann_prompt.version, ann_prompt.fingerprint, 0)
        .await
        .expect("first press");
    assert!(
        pressed.reply.as_deref().unwrap_or_default().contains("pick"),
        "{:?}",
        pressed.reply
    );
    let after = stored(&table, id).await;
    // The same button again: stale (Ann has moved since), nothing changes.
    let e = expect_err(
        table
            .press(id, &ann(), ann_prompt.version, ann_prompt.fingerprint, 0)
            .await,
    );
    assert_eq!(e.kind, ErrorKind::Stale { current: after.0 });
    assert_eq!(e.message.key, "table-err-stale-idle", "Ann owes nothing now");
    assert_eq!(stored(&table, id).await, after);
    // A button whose prompt no longer matches (wrong fingerprint) is stale and lists the current choice.
    let e = expect_err(
        table
            .press(id, &bob(), bob_prompt.version, bob_prompt.fingerprint ^ 1, 0)
            .await,
    );
    assert_eq!(e.kind, ErrorKind::Stale { current: after.0 });
    let text = message_en(&e);
    assert!(
        text.contains("older position") && text.contains("Pick a card secretly") && text.contains("`pick "),
        "{text}"
    );
    assert_eq!(stored(&table, id).await, after);
    // Bob's own button from before Ann's pick still works: he has not moved and his prompt is the
    // same, so others answering a simultaneous pick never makes his buttons stale (and he is not
    // sent the same prompt again).
    assert!(
        prompt_for(&pressed, 102).is_none(),
        "Bob's unchanged prompt is not re-sent"
    );
    table
        .press(id, &bob(), bob_prompt.version, bob_prompt.fingerprint, 0)
        .await
        .expect("an older but unchanged prompt is honoured");
    // Pressed twice: the second is stale because Bob has moved since.
    let e = expect_err(
        table
            .press(id, &bob(), bob_prompt.version, bob_prompt.fingerprint, 0)
            .await,
    );
    assert!(matches!(e.kind, ErrorKind::Stale { .. }), "{e:?}");
    // An option index that does not exist, on the mover's own current button.
    let now = stored(&table, id).await.0;
    let mover = caller_at_seat(&table, &players, 0).await;
    let prompt = table
        .hand(HERE, &mover)
        .await
        .unwrap()
        .prompt
        .expect("the mover's prompt");
    let e = expect_err(table.press(id, &mover, now, prompt.fingerprint, 99).await);
    assert_eq!(e.kind, ErrorKind::NotAllowed);
    assert_eq!(stored(&table, id).await.0, now);
    // A button of another prompt at the current version (not the mover's): stale, nothing changes.
    let e = expect_err(table.press(id, &mover, now, prompt.fingerprint ^ 1, 0).await);
    assert_eq!(e.kind, ErrorKind::Stale { current: now });
    assert_eq!(stored(&table, id).await.0, now);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_simultaneous_presses_of_one_button_exactly_one_wins() {
    let dir = tempfile::tempdir().unwrap();
    let url = warroom::store::scratch_url(&dir.path().join("race.db")).await;
    let table = Table::new(Store::open(&url).await.unwrap(), registry());
    // A second process on the same database: its own pool, cache and locks, so only the version
    // check inside BEGIN IMMEDIATE separates its presses from ours.
    let other_process = Table::new(Store::open(&url).await.unwrap(), registry());
    let players = [ann(), bob()];
    let out = started(&table, &players, opts(&[("turns", "1000"), ("target", "1000000")]), 3).await;
    let id = out.game_id.unwrap();
    everyone_picks(&table, &players, id).await;
    for round in 0..30 {
        let (version, _) = stored(&table, id).await;
        let mover = caller_at_seat(&table, &players, current_toy(&table, id).await.turn).await;
        let actions_before = action_count(&table, id).await;
        let t1 = table.clone();
        let t2 = if round % 2 == 0 {
            table.clone()
        } else {
            other_process.clone()
        };
        let fingerprint = table
            .hand(HERE, &mover)
            .await
            .expect("mover's view")
            .prompt
            .expect("the mover owes a decision")
            .fingerprint;
        let (m1, m2) = (mover.clone(), mover.clone());
        let a = tokio::spawn(async move { t1.press(id, &m1, version, fingerprint, 0).await });
        let b = tokio::spawn(async move { t2.press(id, &m2, version, fingerprint, 0).await });
        let results = [a.await.unwrap(), b.await.unwrap()];
        let wins = results.iter().filter(|r| r.is_ok()).count();
        assert_eq!(wins, 1, "round {round}: exactly one press wins: {results:?}");
        let loser = results.iter().find_map(|r| r.as_ref().err()).unwrap();
        assert_eq!(loser.kind, ErrorKind::Stale { current: version + 1 });
        assert_eq!(action_count(&table, id).await, actions_before + 1);
        assert_eq!(stored(&table, id).await.0, version + 1);
    }
    let replayed = table.replay(id).await.unwrap().save();
    assert_eq!(replayed, stored(&table, id).await.1);
}

#[tokio::test]
async fn two_tables_on_one_database_see_each_others_moves() {
    let dir = tempfile::tempdir().unwrap();
    let url = warroom::store::scratch_url(&dir.path().join("shared.db")).await;
    let first = Table::new(Store::open(&url).await.unwrap(), registry());
    let second = Table::new(Store::open(&url).await.unwrap(), registry());
    let players = [ann(), bob()];
    let id = started(&first, &players, opts(&[("turns", "6")]), 13)
        .await
        .game_id
        .unwrap();
    everyone_picks(&first, &players, id).await;
    // `first` has the match cached; `second` moves; `first` must notice instead of trusting its cache.
    let mover = caller_at_seat(&first, &players, 0).await;
    second.act(HERE, &mover, "pass", None).await.unwrap();
    let next = caller_at_seat(&first, &players, 1).await;
    let out = first
        .act(HERE, &next, "pass", None)
        .await
        .expect("first sees the move made by second");
    assert!(out.public[0].text.contains("passes"));
    let e = expect_err(first.act(HERE, &next, "pass", None).await);
    assert!(matches!(&e.kind, ErrorKind::Rule(r) if r.text.key == "err-not-your-turn"));
    assert_eq!(first.replay(id).await.unwrap().save(), stored(&second, id).await.1);
}

#[tokio::test]
async fn seating_is_random_but_follows_the_seed() {
    let mut seatings = std::collections::BTreeSet::new();
    for seed in 0..12u64 {
        let mut runs = Vec::new();
        for _ in 0..2 {
            let table = memory_table().await;
            started(&table, &[ann(), bob(), cyd()], GameOptions::new(), seed).await;
            let info = table.info(HERE).await.unwrap();
            runs.push(info.seats.iter().map(|s| s.user).collect::<Vec<_>>());
        }
        assert_eq!(runs[0], runs[1], "seed {seed} seats the same way twice");
        seatings.insert(runs[0].clone());
    }
    assert!(
        seatings.len() > 2,
        "different seeds give different seatings: {seatings:?}"
    );
}

#[tokio::test]
async fn a_concession_ends_a_two_player_game() {
    let table = memory_table().await;
    let players = [ann(), bob()];
    let id = started(&table, &players, GameOptions::new(), 2).await.game_id.unwrap();
    let bob_seat = seat_of(&table, 102).await;
    let out = table.concede(HERE, &bob()).await.unwrap();
    assert!(out.game_over);
    assert_eq!(
        out.reply.as_deref(),
        Some("You conceded. The game is over."),
        "nobody plays on"
    );
    assert_eq!(out.public.len(), 2, "the move and the game-over summary");
    let summary = &out.public[1].text;
    assert!(
        summary.contains("Game over") && summary.contains("Winners: Ann"),
        "{summary}"
    );
    assert!(out.public[1].board.is_some());
    let toy = current_toy(&table, id).await;
    assert!(toy.out[bob_seat] && toy.phase == Phase::Over);
    assert_eq!(
        expect_err(table.act(HERE, &ann(), "roll", None).await).kind,
        ErrorKind::NoGameHere,
        "channel is free"
    );
    let e = expect_err(table.press(id, &ann(), stored(&table, id).await.0, 0, 0).await);
    assert_eq!(
        (e.kind, e.message.key.as_ref()),
        (ErrorKind::NotRunning, "table-err-finished")
    );
    assert!(table.running().await.unwrap().is_empty());
    let mut conn = table.store.conn().await.unwrap();
    assert_eq!(store::game(&mut conn, id).await.unwrap().unwrap().status, "finished");
    drop(conn);
    // The channel's views still show the ended game: its result, the final hand, the log.
    let status = table.status(HERE).await.expect("the final status");
    assert!(
        status.text.contains("Game over") && status.text.contains("Winners: Ann") && status.board.is_some(),
        "{}",
        status.text
    );
    let hand = table.hand(HERE, &ann()).await.expect("the final view");
    assert!(hand.prompt.is_none());
    let log = table.log(HERE, &ann(), 50).await.expect("the log");
    assert!(!log.is_empty());
}

#[tokio::test]
async fn with_three_players_a_concession_lets_the_others_play_on() {
    let table = memory_table().await;
    let players = [ann(), bob(), cyd()];
    let id = started(&table, &players, GameOptions::new(), 4).await.game_id.unwrap();
    let out = table.concede(HERE, &cyd()).await.unwrap();
    assert!(!out.game_over);
    assert_eq!(
        out.reply.as_deref(),
        Some("You conceded. The others play on without you.")
    );
    assert_eq!(
        expect_err(table.concede(HERE, &cyd()).await).message.key,
        "table-err-already-conceded"
    );
    let out = everyone_picks(&table, &players[..2], id).await;
    assert!(out.public[0].text.contains("reveals"), "{}", out.public[0].text);
    assert_eq!(current_toy(&table, id).await.phase, Phase::Turns);
}

#[tokio::test]
async fn abort_needs_the_creator_or_an_admin() {
    let table = memory_table().await;
    started(&table, &[ann(), bob()], GameOptions::new(), 2).await;
    let e = expect_err(table.abort(HERE, &bob()).await);
    assert_eq!(
        (e.kind, e.message.key.as_ref()),
        (ErrorKind::NotAllowed, "table-err-abort-not-allowed")
    );
    let admin = Caller {
        is_admin: true,
        ..player(900, "Mod")
    };
    let out = table.abort(HERE, &admin).await.unwrap();
    assert!(out.public[0].text.contains("Mod"));
    assert_eq!(expect_err(table.info(HERE).await).kind, ErrorKind::NoGameHere);
    // The creator may abort their own lobby.
    table
        .create(HERE, &bob(), "toy", GameOptions::new(), None, None)
        .await
        .unwrap();
    table.abort(HERE, &bob()).await.unwrap();
}

#[tokio::test]
async fn undo_needs_everyone_and_restores_the_exact_state_before_the_move() {
    let table = memory_table().await;
    let players = [ann(), bob(), cyd()];
    let id = started(&table, &players, opts(&[("turns", "6")]), 11)
        .await
        .game_id
        .unwrap();
    everyone_picks(&table, &players, id).await;
    let mover = caller_at_seat(&table, &players, 0).await;
    let before_move = stored(&table, id).await;
    let moved = table.act(HERE, &mover, "roll", None).await.unwrap();
    let after_move = stored(&table, id).await;
    assert_ne!(before_move.1, after_move.1);

    // Asked by the mover; two others must agree.
    let asked = table.request_undo(HERE, &mover).await.unwrap();
    assert_eq!(
        asked.ping_for,
        warroom::table::PingFor::UndoVote,
        "a vote is asked, not a move"
    );
    assert_eq!(asked.pings.len(), 2, "both others are asked");
    assert!(!asked.pings.contains(&mover.user));
    assert_eq!(stored(&table, id).await, after_move, "a request alone changes nothing");
    let again = table.request_undo(HERE, &mover).await.unwrap();
    assert!(again.public.is_empty(), "asking twice is only acknowledged");
    let others: Vec<Caller> = players.iter().filter(|p| p.user != mover.user).cloned().collect();
    table.answer_undo(HERE, &others[0], true).await.unwrap();
    assert_eq!(
        stored(&table, id).await,
        after_move,
        "one agreement of two is not enough"
    );
    let undone = table.answer_undo(HERE, &others[1], true).await.unwrap();
    assert_outbox_complete(&asked);
    assert_outbox_complete(&undone);

    let (version, state) = stored(&table, id).await;
    assert_eq!(
        state, before_move.1,
        "replay without the move is exactly the state before it"
    );
    assert_eq!(version, after_move.0 + 1, "undo bumps the version");
    assert!(
        undone.public[0].text.contains("taken back"),
        "{}",
        undone.public[0].text
    );
    let next_prompt = prompt_for(&undone, mover.user).expect("the mover chooses again");
    assert_eq!(next_prompt.version, version);
    // Buttons from before the undo are stale.
    let old = prompt_for(&moved, caller_at_seat(&table, &players, 1).await.user);
    if let Some(old) = old {
        assert!(matches!(
            expect_err(table.press(id, &others[0], old.version, old.fingerprint, 0).await).kind,
            ErrorKind::Stale { .. }
        ));
    }
    assert_eq!(table.replay(id).await.unwrap().save(), state);
    // The same seed gives the same die again: undo cannot be used to re-roll.
    table.act(HERE, &mover, "roll", None).await.unwrap();
    assert_eq!(stored(&table, id).await.1, after_move.1);
    assert_eq!(
        expect_err(table.answer_undo(HERE, &others[0], true).await).kind,
        ErrorKind::NoUndoPending
    );
}

#[tokio::test]
async fn a_refusal_or_a_new_move_cancels_an_undo_request() {
    let table = memory_table().await;
    let players = [ann(), bob()];
    let id = started(&table, &players, opts(&[("turns", "6")]), 12)
        .await
        .game_id
        .unwrap();
    // Nothing to undo yet.
    assert_eq!(
        expect_err(table.request_undo(HERE, &ann()).await).message.key,
        "table-err-undo-nothing"
    );
    everyone_picks(&table, &players, id).await;
    table.request_undo(HERE, &ann()).await.unwrap();
    let other = if ann().user == caller_at_seat(&table, &players, 0).await.user {
        bob()
    } else {
        ann()
    };
    let refused = table.answer_undo(HERE, &other, false).await.unwrap();
    assert!(refused.public[0].text.contains("refused"));
    let state = stored(&table, id).await;
    assert_eq!(
        expect_err(table.answer_undo(HERE, &other, true).await).kind,
        ErrorKind::NoUndoPending
    );
    assert_eq!(stored(&table, id).await, state);

    table.request_undo(HERE, &ann()).await.unwrap();
    let mover = caller_at_seat(&table, &players, 0).await;
    table.act(HERE, &mover, "pass", None).await.unwrap();
    let e = expect_err(table.answer_undo(HERE, &other, true).await);
    assert_eq!(e.kind, ErrorKind::NoUndoPending, "the new move cancelled the request");
}

#[tokio::test]
async fn a_restart_in_the_middle_of_a_game_continues_where_it_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let url = warroom::store::scratch_url(&dir.path().join("warroom.db")).await;
    let players = [ann(), bob()];
    let (id, last_prompt, state) = {
        let table = Table::new(Store::open(&url).await.unwrap(), registry());
        let id = started(&table, &players, opts(&[("turns", "6")]), 21)
            .await
            .game_id
            .unwrap();
        let out = everyone_picks(&table, &players, id).await;
        let mover = caller_at_seat(&table, &players, 0).await;
        table.force_roll(HERE, &ann(), 6).await.unwrap();
        let out2 = table.act(HERE, &mover, "roll", None).await.unwrap();
        assert!(out2.public[0].text.contains("rolls 6"), "the forced roll was used");
        drop(out);
        let next = caller_at_seat(&table, &players, 1).await;
        let prompt = prompt_for(&out2, next.user).expect("next player's prompt");
        let state = stored(&table, id).await;
        table.store.pool.close().await;
        (id, (next, prompt), state)
    };

    let table = Table::new(Store::open(&url).await.unwrap(), registry());
    assert_eq!(table.running().await.unwrap().len(), 1);
    assert_eq!(stored(&table, id).await, state);
    assert_eq!(
        table.replay(id).await.unwrap().save(),
        state.1,
        "replay after restart equals the stored state"
    );
    // A button sent before the restart still works.
    let (next, prompt) = last_prompt;
    let out = table
        .press(
            id,
            &next,
            prompt.version,
            prompt.fingerprint,
            press_index(&prompt, "pass"),
        )
        .await
        .unwrap();
    assert!(out.public[0].text.contains("passes"));
    assert_eq!(stored(&table, id).await.0, state.0 + 1);
    assert_eq!(table.replay(id).await.unwrap().save(), stored(&table, id).await.1);

    // An undo request survives another restart.
    table.request_undo(HERE, &next).await.unwrap();
    table.store.pool.close().await;
    let table = Table::new(Store::open(&url).await.unwrap(), registry());
    let other = players.iter().find(|p| p.user != next.user).unwrap();
    table.answer_undo(HERE, other, true).await.unwrap();
    assert_eq!(stored(&table, id).await.1, state.1, "back to the state before the pass");
}

#[tokio::test]
async fn replay_equals_the_stored_state_after_every_kind_of_action() {
    let table = memory_table().await;
    let players = [ann(), bob(), cyd()];
    let id = started(&table, &players, opts(&[("turns", "1000"), ("target", "1000000")]), 77)
        .await
        .game_id
        .unwrap();
    everyone_picks(&table, &players, id).await;
    assert_eq!(
        expect_err(table.edit(HERE, &bob(), "score p1 5").await).kind,
        ErrorKind::NotAllowed
    );
    table.edit(HERE, &ann(), "score p2 15").await.unwrap();
    table.force_roll(HERE, &ann(), 2).await.unwrap();
    for step in 0..12 {
        let toy = current_toy(&table, id).await;
        let mover = caller_at_seat(&table, &players, toy.turn).await;
        let line = match (step % 3, toy.hands[toy.turn].first()) {
            (0, _) => "roll".to_string(),
            (1, Some(n)) => format!("play {n}"),
            _ => "pass".to_string(),
        };
        table.act(HERE, &mover, &line, None).await.unwrap();
        assert_eq!(
            table.replay(id).await.unwrap().save(),
            stored(&table, id).await.1,
            "after step {step}"
        );
    }
    let last = caller_at_seat(&table, &players, (current_toy(&table, id).await.turn + 2) % 3).await;
    table.request_undo(HERE, &last).await.unwrap();
    for p in &players {
        if p.user != last.user {
            table.answer_undo(HERE, p, true).await.unwrap();
        }
    }
    table.concede(HERE, &cyd()).await.unwrap();
    assert_eq!(
        table.replay(id).await.unwrap().save(),
        stored(&table, id).await.1,
        "after undo and concede"
    );
    assert!(
        current_toy(&table, id).await.scores[1] >= 15,
        "the edit is part of the replay"
    );
}

/// Plays whole games and checks every outbox: nothing hidden from a viewer reaches them.
#[tokio::test]
async fn private_information_never_leaks_into_public_posts_or_other_dms() {
    for seed in [1u64, 2, 3, 4] {
        let table = memory_table().await;
        let players = [ann(), bob(), cyd()];
        let mut out = started(&table, &players, opts(&[("turns", "6")]), seed).await;
        let id = out.game_id.unwrap();
        // Non-vacuous: each seat's DM at the start shows its own cards.
        let toy = current_toy(&table, id).await;
        for p in &players {
            let seat = seat_of(&table, p.user).await;
            let dm = dm_for(&out, p.user).expect("a DM for every seat");
            assert!(
                toy.hands[seat].iter().all(|&n| dm.text.contains(&card(n))),
                "{}",
                dm.text
            );
        }
        let mut steps = 0;
        loop {
            assert_outbox_complete(&out);
            let m = table.replay(id).await.unwrap();
            let public_hidden = m.hidden_card_ids(Viewer::Public);
            assert!(!public_hidden.is_empty() || m.outcome().is_some() || steps > 0);
            for post in &out.public {
                let svg = post.board.as_ref().map(|b| b.svg.as_str()).unwrap_or_default();
                for id in &public_hidden {
                    assert!(
                        !post.text.contains(id.as_str()) && !svg.contains(id.as_str()),
                        "public leak of {id}: {}",
                        post.text
                    );
                }
            }
            for dm in &out.private {
                let hidden = m.hidden_card_ids(Viewer::Seat(dm.seat));
                let mut seen = dm.text.clone();
                if let Some(p) = &dm.prompt {
                    seen.push_str(&p.question);
                    for o in &p.options {
                        seen.push_str(&format!(" {} {} ", o.notation, o.label));
                    }
                }
                for id in &hidden {
                    assert!(!seen.contains(id.as_str()), "seat {} saw {id}: {seen}", dm.seat);
                }
            }
            if out.game_over {
                assert!(m.outcome().is_some());
                break;
            }
            for p in &players {
                let log = table.log(HERE, p, 100).await.unwrap().join("\n");
                let seat = seat_of(&table, p.user).await;
                for id in m.hidden_card_ids(Viewer::Seat(seat)) {
                    assert!(!log.contains(id.as_str()), "{}'s log shows {id}", p.name);
                }
                let hand = table.hand(HERE, p).await.unwrap();
                for id in m.hidden_card_ids(Viewer::Seat(seat)) {
                    assert!(
                        !hand.text.contains(id.as_str()) && !hand.board.as_ref().unwrap().svg.contains(id.as_str())
                    );
                }
            }
            let status = table.status(HERE).await.unwrap();
            for id in &public_hidden {
                assert!(
                    !status.text.contains(id.as_str()) && !status.board.as_ref().unwrap().svg.contains(id.as_str())
                );
            }
            // Whoever owes a decision picks their last option (their prompt may be an unchanged
            // one from an earlier DM, so ask the table).
            let mut owed = None;
            for p in &players {
                if let Some(prompt) = table.hand(HERE, p).await.unwrap().prompt {
                    owed = Some((p.clone(), prompt));
                    break;
                }
            }
            let (who, prompt) = owed.expect("someone owes a decision");
            out = table
                .press(id, &who, prompt.version, prompt.fingerprint, prompt.options.len() - 1)
                .await
                .unwrap();
            steps += 1;
            assert!(steps < 50, "the toy game ends");
        }
    }
}

#[tokio::test]
async fn pings_go_only_to_players_who_newly_owe_a_decision() {
    let table = memory_table().await;
    let players = [ann(), bob()];
    let out = started(&table, &players, opts(&[("turns", "6")]), 8).await;
    let id = out.game_id.unwrap();
    let mut pinged = out.pings.clone();
    pinged.sort();
    assert_eq!(pinged, vec![101, 102], "both owe a pick at the start");

    let first_mover = caller_at_seat(&table, &players, 0).await;
    let other = caller_at_seat(&table, &players, 1).await;
    // Seat 1 picks first: seat 0 still owes the same pick → no new ping.
    let low = *current_toy(&table, id).await.hands[1].iter().min().unwrap();
    let out = table.act(HERE, &other, &format!("pick {low}"), None).await.unwrap();
    assert!(out.pings.is_empty(), "{:?}", out.pings);
    assert!(
        prompt_for(&out, first_mover.user).is_none(),
        "seat 0's pick is unchanged, so its buttons still work and no new DM is sent"
    );
    // Seat 0 picks: the turns start with seat 0, who owed a pick before → not newly owed.
    let low = *current_toy(&table, id).await.hands[0].iter().min().unwrap();
    let out = table
        .act(HERE, &first_mover, &format!("pick {low}"), None)
        .await
        .unwrap();
    assert!(
        out.pings.is_empty(),
        "seat 0 owed a decision before this move too: {:?}",
        out.pings
    );
    // Seat 0 passes: now seat 1 newly owes → pinged, unless they turned pings off.
    let out = table.act(HERE, &first_mover, "pass", None).await.unwrap();
    assert_eq!(out.pings, vec![other.user]);
    table.settings(&first_mover, None, Some(false)).await.unwrap();
    let out = table.act(HERE, &other, "pass", None).await.unwrap();
    assert!(out.pings.is_empty(), "the ping setting is respected");
    assert!(prompt_for(&out, first_mover.user).is_some(), "the DM still goes out");
}

#[tokio::test]
async fn an_answered_prompt_is_retired_and_the_wait_is_carried_by_the_post() {
    let table = memory_table().await;
    let players = [ann(), bob()];
    let out = started(&table, &players, opts(&[("turns", "6")]), 8).await;
    let id = out.game_id.unwrap();
    let first_mover = caller_at_seat(&table, &players, 0).await;
    let other = caller_at_seat(&table, &players, 1).await;
    // The start's post shows the wait apart from its text, so it can be edited later.
    let start_post = &out.public[0];
    assert!(
        start_post
            .waiting
            .as_deref()
            .is_some_and(|w| w.starts_with("Waiting for"))
    );
    assert!(!start_post.text.contains("Waiting for"), "{}", start_post.text);
    for (i, caller) in [&other, &first_mover].into_iter().enumerate() {
        let low = *current_toy(&table, id).await.hands[1 - i].iter().min().unwrap();
        table.act(HERE, caller, &format!("pick {low}"), None).await.unwrap();
    }
    // Seat 0 passes (typed): it owes nothing now and hears nothing private, so its buttons are
    // taken away; seat 1 gets a new prompt (not an edit: it is a new decision).
    let out = table.act(HERE, &first_mover, "pass", None).await.unwrap();
    assert_eq!(out.retire, vec![first_mover.user]);
    let dm = dm_for(&out, other.user).expect("seat 1's new prompt");
    assert!(dm.prompt.is_some() && !dm.continues);
    assert!(
        out.waiting_edit.is_none(),
        "the pass is news: it is posted with the wait"
    );
    assert_eq!(out.public.len(), 1);
    assert!(
        out.public[0]
            .waiting
            .as_deref()
            .is_some_and(|w| w.contains(&other.name)),
        "{:?}",
        out.public[0]
    );
}

#[tokio::test]
async fn settings_and_locales_choose_the_language_of_each_dm() {
    let table = memory_table().await;
    let ko_bob = Caller {
        locale: Some(Lang::Ko),
        ..bob()
    };
    let players = [ann(), ko_bob.clone()];
    let out = started(&table, &players, opts(&[("turns", "6")]), 6).await;
    assert!(
        dm_for(&out, 101).unwrap().text.starts_with("Game #"),
        "Ann: game language (en)"
    );
    assert!(
        dm_for(&out, 102).unwrap().text.starts_with("게임 #"),
        "Bob: his client locale (ko)"
    );
    assert_eq!(table.lang_of(&ko_bob).await, Lang::Ko);

    let reply = table.settings(&ann(), Some(Lang::Ko), None).await.unwrap();
    assert!(reply.contains("언어"), "{reply}");
    assert_eq!(table.lang_of(&ann()).await, Lang::Ko);
    let reply = table.settings(&ko_bob, Some(Lang::En), None).await.unwrap();
    assert!(reply.contains("Language: English"), "{reply}");

    let id = out.game_id.unwrap();
    let low = *current_toy(&table, id).await.hands[seat_of(&table, 101).await]
        .iter()
        .min()
        .unwrap();
    let out = table.act(HERE, &ann(), &format!("pick {low}"), None).await.unwrap();
    assert!(
        dm_for(&out, 101).unwrap().text.starts_with("게임 #"),
        "Ann switched to Korean"
    );
    assert!(
        dm_for(&out, 102).is_none(),
        "Bob's pick is unchanged: his buttons still work, no new DM"
    );
    let bob_view = table.hand(HERE, &ko_bob).await.unwrap();
    let question = bob_view.prompt.expect("Bob still owes his pick").question;
    assert!(
        question.contains("Pick a card secretly"),
        "Bob's setting beats his locale: {question}"
    );
    assert!(
        out.public[0].text.contains("has picked"),
        "public posts stay in the game language"
    );
    assert!(out.reply.as_deref().unwrap().starts_with("완료"), "{:?}", out.reply);
}

#[tokio::test]
async fn autocomplete_hand_and_log_show_only_what_the_caller_may_see() {
    let table = memory_table().await;
    let players = [ann(), bob()];
    let id = started(&table, &players, opts(&[("turns", "6")]), 31)
        .await
        .game_id
        .unwrap();
    everyone_picks(&table, &players, id).await;
    let mover = caller_at_seat(&table, &players, 0).await;
    let all = table.options_for(HERE, &mover, "").await.unwrap();
    assert!(all.iter().any(|o| o.notation == "roll") && all.iter().any(|o| o.notation.starts_with("play ")));
    let plays = table.options_for(HERE, &mover, "PL").await.unwrap();
    assert!(
        !plays.is_empty() && plays.iter().all(|o| o.notation.starts_with("play ")),
        "{plays:?}"
    );
    let by_label = table.options_for(HERE, &mover, "the die").await.unwrap();
    assert_eq!(
        by_label.iter().map(|o| o.notation.as_str()).collect::<Vec<_>>(),
        vec!["roll"]
    );
    let idle = caller_at_seat(&table, &players, 1).await;
    // Someone who owes nothing is told why (autocomplete shows the reason as its only entry).
    let idle_error = expect_err(table.options_for(HERE, &idle, "").await);
    assert!(matches!(idle_error.kind, ErrorKind::Rule(_)), "{idle_error:?}");
    assert_eq!(idle_error.message.key, "table-err-rule-idle");
    assert_eq!(
        expect_err(table.options_for(HERE, &cyd(), "").await).kind,
        ErrorKind::NotSeated
    );

    let hand = table.hand(HERE, &mover).await.unwrap();
    assert!(hand.prompt.is_some() && hand.text.contains("Your hand"));
    assert_eq!(expect_err(table.hand(HERE, &cyd()).await).kind, ErrorKind::NotSeated);

    let mine = table.log(HERE, &mover, 100).await.unwrap();
    assert!(mine.iter().any(|l| l.starts_with("You were dealt")));
    assert_eq!(
        mine.iter().filter(|l| l.starts_with("You were dealt")).count(),
        1,
        "only my own deal"
    );
    let outsider = table.log(HERE, &cyd(), 100).await.unwrap();
    assert!(outsider.iter().all(|l| !l.starts_with("You")), "{outsider:?}");
    assert!(
        outsider.iter().any(|l| l.contains("has picked")),
        "AllBut lines are public"
    );
    assert_eq!(table.log(HERE, &mover, 2).await.unwrap().len(), 2);
}

/// Not a speed test (that lives in the criterion bench): prints move latency for the report.
#[tokio::test]
async fn measure_move_latency() {
    let dir = tempfile::tempdir().unwrap();
    let url = warroom::store::scratch_url(&dir.path().join("speed.db")).await;
    let table = Table::new(Store::open(&url).await.unwrap(), registry());
    let players = [ann(), bob()];
    let id = started(&table, &players, opts(&[("turns", "1000"), ("target", "1000000")]), 5)
        .await
        .game_id
        .unwrap();
    let mut out = everyone_picks(&table, &players, id).await;
    let mut times: Vec<Duration> = Vec::new();
    for _ in 0..300 {
        let dm = out
            .private
            .iter()
            .find(|m| m.prompt.is_some())
            .expect("a prompt")
            .clone();
        let prompt = dm.prompt.unwrap();
        let who = players.iter().find(|p| p.user == dm.user).unwrap();
        let index = press_index(&prompt, "roll");
        let start = Instant::now();
        out = table
            .press(id, who, prompt.version, prompt.fingerprint, index)
            .await
            .unwrap();
        times.push(start.elapsed());
    }
    times.sort();
    let pct = |p: f64| times[((times.len() as f64 * p) as usize).min(times.len() - 1)];
    println!(
        "move latency over {} presses (file DB, WAL): p50 {:?}, p99 {:?}, max {:?}",
        times.len(),
        pct(0.5),
        pct(0.99),
        times[times.len() - 1]
    );
    assert_eq!(table.replay(id).await.unwrap().save(), stored(&table, id).await.1);
}

/// `/rules` describes each game as it is today, in both languages: nothing promised as coming.
#[test]
fn rules_texts_describe_the_games_as_they_are() {
    let registry = Registry::builtin();
    for kind in registry.all() {
        for lang in [Lang::En, Lang::Ko] {
            let text = warroom::i18n::msg(lang, kind.rules_key());
            assert!(text.len() > 200, "{} {lang:?}: a real summary: {text}", kind.id());
            for stale in ["coming", "not yet", "준비 중", "아직 없"] {
                assert!(!text.contains(stale), "{} {lang:?} says `{stale}`: {text}", kind.id());
            }
        }
    }
}

#[test]
fn games_are_found_by_id_in_any_case_or_by_name_in_any_language() {
    let registry = Registry::builtin();
    for typed in [
        "twilight-struggle",
        "Twilight-Struggle",
        "twilight struggle",
        "황혼의 투쟁",
        " 황혼의투쟁 ",
    ] {
        assert_eq!(
            registry.find(typed).map(|k| k.id()),
            Some("twilight-struggle"),
            "{typed}"
        );
    }
    for typed in ["NUCLEAR-WAR", "Nuclear War", "핵전쟁"] {
        assert_eq!(registry.find(typed).map(|k| k.id()), Some("nuclear-war"), "{typed}");
    }
    assert!(registry.find("chess").is_none());
    assert!(registry.find("").is_none());
}

#[tokio::test]
async fn a_dm_is_written_in_the_readers_client_language_without_settings() {
    let table = memory_table().await;
    let korean = Caller {
        locale: Some(Lang::Ko),
        ..bob()
    };
    let out = started(&table, &[ann(), korean.clone()], GameOptions::new(), 2).await;
    let dm = |user: u64| out.private.iter().find(|m| m.user == user).map(|m| m.lang);
    assert_eq!(
        dm(korean.user),
        Some(Lang::Ko),
        "the whole DM follows the Korean client"
    );
    assert_eq!(dm(ann().user), Some(Lang::En));
}

#[tokio::test]
async fn from_a_dm_a_player_reaches_their_game_or_is_asked_which_one() {
    let table = memory_table().await;
    let first = started(&table, &[ann(), bob()], GameOptions::new(), 2)
        .await
        .game_id
        .unwrap();
    assert_eq!(
        table.place_of_player(&ann(), None).await.unwrap(),
        HERE,
        "the only game"
    );
    let e = expect_err(table.place_of_player(&cyd(), None).await);
    assert_eq!(e.message.key, "table-err-no-game-of-yours");
    // A second game in another channel: Ann must say which.
    let there = Place { guild: 1, channel: 11 };
    table
        .create(there, &ann(), "toy", GameOptions::new(), Some(Lang::En), Some(3))
        .await
        .unwrap();
    table.join(there, &cyd(), None).await.unwrap();
    let second = table.start(there, &ann()).await.unwrap().game_id.unwrap();
    let e = expect_err(table.place_of_player(&ann(), None).await);
    let listed = message_en(&e);
    assert!(
        listed.contains(&format!("#{first}")) && listed.contains(&format!("#{second}")),
        "{listed}"
    );
    assert_eq!(table.place_of_player(&ann(), Some(second)).await.unwrap(), there);
    assert_eq!(
        expect_err(table.place_of_player(&bob(), Some(second)).await)
            .message
            .key,
        "table-err-not-your-game"
    );
}

/// `/play` autocomplete offers the one-line forms that fit what was typed: the uses of the card
/// typed, then the places for its points, never a move that would draw a die or a card first.
#[tokio::test]
async fn autocomplete_offers_the_one_line_forms_that_fit_what_was_typed() {
    let table = Table::new(
        warroom::store::scratch_store().await.expect("memory store"),
        Registry::builtin(),
    );
    let players = [ann(), bob()];
    table
        .create(
            HERE,
            &players[0],
            "twilight-struggle",
            opts(&[]),
            Some(Lang::En),
            Some(17),
        )
        .await
        .expect("create");
    table.join(HERE, &players[1], None).await.expect("join");
    table.start(HERE, &players[0]).await.expect("start");
    let ussr = caller_at_seat(&table, &players, 0).await;
    let us = caller_at_seat(&table, &players, 1).await;
    table
        .act(HERE, &ussr, "influence poland:4 east-germany:2", None)
        .await
        .expect("USSR setup");
    table
        .act(HERE, &us, "influence west-germany:4 italy:3", None)
        .await
        .expect("US setup");
    // Headlines: whatever each side may.
    for p in [&ussr, &us] {
        let first = table.options_for(HERE, p, "").await.expect("headline options")[0]
            .notation
            .clone();
        table.act(HERE, p, &first, None).await.expect("headline");
    }
    // On to the first action round (answering any event's question on the way).
    let mut mover = None;
    for _ in 0..20 {
        let m = crate::harness::active(&table, HERE)
            .await
            .and_then(|s| s.game())
            .expect("running");
        let pending = m.pending();
        if let Some(p) = pending.iter().find(|p| p.question.key == "ts-q-play") {
            mover = Some(if p.seat == 0 { &ussr } else { &us });
            break;
        }
        let p = &pending[0];
        let who = if p.seat == 0 { &ussr } else { &us };
        table
            .act(HERE, who, &p.options[0].notation, None)
            .await
            .expect("an offered answer");
    }
    let mover = mover.expect("someone plays the first action round");
    let plays = table.options_for(HERE, mover, "play").await.unwrap();
    let card = plays
        .iter()
        .map(|o| o.notation.clone())
        .find(|n| n.starts_with("play ") && !n.contains("scoring") && n != "play china-card")
        .unwrap_or_else(|| panic!("a card to play: {plays:?}"));
    let forms = table.options_for(HERE, mover, &card).await.unwrap();
    let notations: Vec<&str> = forms.iter().map(|o| o.notation.as_str()).collect();
    assert!(notations.contains(&card.as_str()), "{notations:?}");
    assert!(
        notations.contains(&format!("{card} influence").as_str()),
        "the uses of the card follow it: {notations:?}"
    );
    let typed = format!("{card} influence ");
    let places = table.options_for(HERE, mover, &typed).await.unwrap();
    assert!(
        places
            .iter()
            .all(|o| o.notation.starts_with(&format!("{card} influence "))),
        "{places:?}"
    );
    let first_place = places
        .iter()
        .find(|o| o.notation.starts_with(&format!("{card} influence place ")))
        .unwrap_or_else(|| panic!("the places follow: {places:?}"));
    let country = first_place.notation.rsplit(' ').next().unwrap().to_string();
    let narrowed = table
        .options_for(HERE, mover, &format!("{card} influence place {}", &country[..3]))
        .await
        .unwrap();
    assert!(
        narrowed.iter().any(|o| o.notation == first_place.notation)
            && narrowed.iter().all(|o| o.notation.contains(&country[..3])),
        "{narrowed:?}"
    );
    // A coup rolls a die: nothing is suggested beyond it, only the coup itself.
    let targets = table.options_for(HERE, mover, &format!("{card} coup ")).await.unwrap();
    if let Some(target) = targets.first() {
        assert!(target.notation.starts_with(&format!("{card} coup ")), "{targets:?}");
        let words = target.notation.split_whitespace().count();
        let beyond = table
            .options_for(HERE, mover, &format!("{} ", target.notation))
            .await
            .unwrap();
        assert!(
            beyond.iter().all(|o| o.notation.split_whitespace().count() <= words),
            "{beyond:?}"
        );
    }
    // Nothing of this changed the game.
    let again = table.options_for(HERE, mover, &card).await.unwrap();
    assert_eq!(again.len(), forms.len());
}
