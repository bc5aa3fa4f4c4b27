//! AI seats at the table: the creator seats them, the worker plays their decisions as moves like
//! any other, and they get no DMs, pings or reminders.

use warroom::ai::{self, Level};
use warroom::store;
use warroom::table::{Delivery, ErrorKind, Table};

use super::{HERE, ann, bob, expect_err, opts, registry, stored};

#[tokio::test]
async fn the_creator_seats_an_ai_that_plays_whole_games_without_messages_or_reminders() {
    let table =
        Table::new(warroom::store::scratch_store().await.expect("store"), registry()).with_persisted_deliveries();
    table
        .create(HERE, &ann(), "toy", opts(&[("turns", "6")]), None, Some(3))
        .await
        .unwrap();
    assert_eq!(
        expect_err(table.add_ai(HERE, &bob(), Level::Random, None).await).kind,
        ErrorKind::NotCreator
    );
    let added = table.add_ai(HERE, &ann(), Level::Random, None).await.unwrap();
    assert!(added.reply.unwrap().contains("Bot 1 (random)"));
    table.add_ai(HERE, &ann(), Level::Random, None).await.unwrap();
    let out = table.start(HERE, &ann()).await.unwrap();
    let id = out.game_id.unwrap();
    let info = table.info(HERE).await.unwrap();
    let bots: Vec<u64> = info.seats.iter().map(|s| s.user).filter(|&u| ai::is_ai(u)).collect();
    assert_eq!(bots.len(), 2);

    let mut ai_moves = 0;
    for _ in 0..200 {
        let (_, state) = stored(&table, id).await;
        if table.info(HERE).await.is_err() {
            break;
        }
        let played = table.play_ai_turns().await.unwrap();
        ai_moves += played.len();
        if played.is_empty() {
            // Ann's turn: her lowest legal answer, typed.
            let m = table.snapshot(id).await.unwrap();
            let Some(prompt) = m.pending().into_iter().find(|p| info.seats[p.seat].user == ann().user) else {
                assert!(m.outcome().is_some(), "nobody moves in {state}");
                break;
            };
            table
                .act(HERE, &ann(), &prompt.options[0].notation, None)
                .await
                .unwrap();
        }
    }
    assert!(ai_moves > 5, "the AI seats played ({ai_moves} moves)");
    assert!(table.snapshot(id).await.unwrap().outcome().is_some(), "the game ended");
    // Nothing was ever owed to an AI seat; no wait of theirs carried a timer.
    for owed in table.pending_deliveries().await.unwrap() {
        match &owed.delivery {
            Delivery::Dm(m) => assert!(!ai::is_ai(m.user), "a DM to an AI seat"),
            Delivery::Public(p) => assert!(p.pings.iter().all(|&u| !ai::is_ai(u))),
            Delivery::Ping(users, _) => assert!(users.iter().all(|&u| !ai::is_ai(u))),
            Delivery::Retire(u) => assert!(!ai::is_ai(*u)),
            _ => {}
        }
    }
    let mut conn = table.store.conn().await.unwrap();
    let log = store::actions(&mut conn, id).await.unwrap();
    assert!(log.iter().any(|a| a.user.is_some_and(|u| ai::is_ai(store::from_db(u)))));
    drop(conn);
    assert_eq!(table.replay(id).await.unwrap().save(), stored(&table, id).await.1);
}

#[tokio::test]
async fn an_ai_takes_over_a_seat_mid_game_and_moves_at_once() {
    let table =
        Table::new(warroom::store::scratch_store().await.expect("store"), registry()).with_persisted_deliveries();
    let id = super::started(&table, &[ann(), bob()], opts(&[("turns", "6")]), 5)
        .await
        .game_id
        .unwrap();
    let seat = table
        .info(HERE)
        .await
        .unwrap()
        .seats
        .iter()
        .find(|s| s.user == bob().user)
        .unwrap()
        .seat;
    let bot = table.next_ai_caller(HERE, Level::Random).await.unwrap();
    let out = table.replace(HERE, &ann(), seat + 1, &bot).await.unwrap();
    assert!(out.private.is_empty(), "no DM to an AI seat");
    assert_eq!(out.retire, vec![bob().user]);
    let played = table.play_ai_turns().await.unwrap();
    assert_eq!(played.len(), 1, "the AI answers the seat's pending pick");
    let waits = store::waits(&mut table.store.conn().await.unwrap(), id).await.unwrap();
    assert!(waits.iter().all(|w| !ai::is_ai(store::from_db(w.user))), "{waits:?}");
}
