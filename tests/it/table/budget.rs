//! The notification budget at the table (issue 34), on the relay game (response windows, a
//! private hand, a brief): a player is pinged and sent a new DM once per turn; a turn paused on
//! other seats' response windows goes on in the same prompt message without a ping; news for a
//! seat that owes nothing waits for its next prompt's recap; a prompt's brief shows what changed
//! since the last one.

use std::sync::Arc;

use warroom::engine::Kind;
use warroom::games::Registry;
use warroom::i18n::Lang;
use warroom::table::{Caller, Outbox, Table};

use super::relay::Relay;
use super::{HERE, ann, bob, caller_at_seat, cyd, dm_for};

async fn relay_table() -> (Table, [Caller; 3], Outbox) {
    let registry = Arc::new(Registry::new(vec![Box::new(Kind::<Relay>::new())]));
    let store = warroom::store::scratch_store().await.expect("store");
    let table = Table::new(store, registry).with_persisted_deliveries();
    let players = [ann(), bob(), cyd()];
    table
        .create(HERE, &players[0], "relay", Default::default(), Some(Lang::En), Some(3))
        .await
        .expect("create");
    for p in &players[1..] {
        table.join(HERE, p, None).await.expect("join");
    }
    let start = table.start(HERE, &players[0]).await.expect("start");
    let mut by_seat = Vec::new();
    for seat in 0..3 {
        by_seat.push(caller_at_seat(&table, &players, seat).await);
    }
    let by_seat: [Caller; 3] = by_seat.try_into().expect("three seats");
    (table, by_seat, start)
}

#[tokio::test]
async fn a_turn_paused_on_response_windows_goes_on_without_a_new_ping_or_message() {
    let (table, [p1, p2, p3], start) = relay_table().await;
    // The start: everyone hears their hand; the first seat is pinged and sees all of its hand.
    assert_eq!(start.pings, vec![p1.user]);
    let first = dm_for(&start, p1.user).expect("the first prompt");
    assert!(first.prompt.is_some() && !first.continues);
    assert!(first.text.contains("Your hand: card-1, card-2"), "{}", first.text);
    for p in [&p2, &p3] {
        let dm = dm_for(&start, p.user).expect("the opening hand");
        assert!(dm.prompt.is_none() && dm.text.contains("You were dealt"), "{}", dm.text);
    }

    // P1 plays a card: the others' response windows open by DM without a ping; P1's answered
    // prompt shows its answer and its draw (no new message), and its turn is paused.
    let played = table.act(HERE, &p1, "play 1", None).await.expect("play");
    assert!(
        played.pings.is_empty(),
        "a response window pings nobody: {:?}",
        played.pings
    );
    let own = dm_for(&played, p1.user).expect("P1's prompt message");
    assert!(own.continues && own.prompt.is_none(), "{own:?}");
    assert!(
        own.text.contains("✔ You chose: Play card-1") && own.text.contains("You draw card-20"),
        "{}",
        own.text
    );
    for p in [&p2, &p3] {
        let dm = dm_for(&played, p.user).expect("a response window");
        assert!(dm.prompt.is_some() && !dm.continues, "a new message: {dm:?}");
    }

    // Both pass; P1's turn goes on: no ping, its prompt message edited with what happened since
    // (the passes) and only what changed in its hand.
    let passed = table.act(HERE, &p2, "pass", None).await.expect("pass");
    assert!(passed.pings.is_empty() && passed.private.is_empty(), "{passed:?}");
    assert_eq!(passed.retire, vec![p2.user]);
    let resumed = table.act(HERE, &p3, "pass", None).await.expect("pass");
    assert!(
        resumed.pings.is_empty(),
        "a resumed turn is no new turn: {:?}",
        resumed.pings
    );
    let own = dm_for(&resumed, p1.user).expect("P1's turn goes on");
    assert!(own.continues && own.prompt.is_some(), "{own:?}");
    assert!(own.text.contains("P2 lets it be"), "the recap: {}", own.text);
    assert!(
        own.text.contains("Your hand: +card-20, −card-1") && !own.text.contains("card-2,"),
        "only what changed: {}",
        own.text
    );
    assert!(own.text.contains("/hand"), "where to see it all: {}", own.text);

    // P1 ends its turn: P2's turn begins (a ping, a new message); the note slipped to P3, who
    // owes nothing, waits for P3's next prompt.
    let ended = table.act(HERE, &p1, "end", None).await.expect("end");
    assert_eq!(ended.pings, vec![p2.user]);
    let next = dm_for(&ended, p2.user).expect("P2's turn");
    assert!(next.prompt.is_some() && !next.continues);
    assert!(
        dm_for(&ended, p3.user).is_none(),
        "no message for news alone: {ended:?}"
    );
    assert_eq!(ended.retire, vec![p1.user]);
    let ended = table.act(HERE, &p2, "end", None).await.expect("end");
    let third = dm_for(&ended, p3.user).expect("P3's turn");
    assert!(
        third.text.contains("P1 slips you a note"),
        "in the recap: {}",
        third.text
    );
    // P3's hand is as it was with its response window: not repeated.
    assert!(
        !third.text.contains("card-5") && third.text.contains("/hand"),
        "{}",
        third.text
    );
}

#[tokio::test]
async fn a_table_without_discord_tells_everything_at_once() {
    let registry = Arc::new(Registry::new(vec![Box::new(Kind::<Relay>::new())]));
    let table = Table::new(warroom::store::scratch_store().await.expect("store"), registry);
    let players = [ann(), bob(), cyd()];
    table
        .create(HERE, &players[0], "relay", Default::default(), Some(Lang::En), Some(3))
        .await
        .expect("create");
    for p in &players[1..] {
        table.join(HERE, p, None).await.expect("join");
    }
    table.start(HERE, &players[0]).await.expect("start");
    let p1 = caller_at_seat(&table, &players, 0).await;
    let p2 = caller_at_seat(&table, &players, 1).await;
    let p3 = caller_at_seat(&table, &players, 2).await;
    let ended = table.act(HERE, &p1, "end", None).await.expect("end");
    let note = dm_for(&ended, p3.user).expect("the terminal shows the note at once");
    assert!(note.text.contains("P1 slips you a note"), "{}", note.text);
    let played = table.act(HERE, &p2, "play 3", None).await.expect("play");
    let own = dm_for(&played, p2.user).expect("the draw");
    assert!(own.text.contains("You draw"), "{}", own.text);
    assert!(!own.text.contains('✔'), "no answer line outside Discord: {}", own.text);
}
