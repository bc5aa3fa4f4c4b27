//! The persisted outbox: what a change owes is stored in the change's own transaction, listed
//! oldest first and marked; a change that does not commit stores nothing and leaves no
//! uncommitted position in the cache; tables that do not persist deliveries store none.

use warroom::store::{self, Store};
use warroom::table::{Delivery, ErrorKind, Outbox, Table};

use super::{HERE, ann, bob, caller_at_seat, cyd, everyone_picks, opts, registry, started, stored};

/// `(id, version, kind, delivered, failed)` of every outbox row of game `id`.
async fn rows(table: &Table, id: i64) -> Vec<(i64, i64, String, bool, bool)> {
    let mut conn = table.store.conn().await.expect("conn");
    store::deliveries_of(&mut conn, id).await.expect("outbox rows")
}

/// The kinds an outbox stands for, in the order they are stored: the channel's (a ping rides on
/// a post when there is one), then each player's.
fn kinds(outbox: &Outbox) -> Vec<&'static str> {
    let mut kinds = vec!["public"; outbox.public.len()];
    if outbox.waiting_edit.is_some() {
        kinds.push("waiting");
    }
    if !outbox.pings.is_empty() && outbox.public.is_empty() {
        kinds.push("ping");
    }
    kinds.extend(std::iter::repeat_n("dm", outbox.private.len()));
    kinds.extend(std::iter::repeat_n("retire", outbox.retire.len()));
    kinds
}

fn kinds_of(rows: &[(i64, i64, String, bool, bool)], version: i64) -> Vec<String> {
    rows.iter().filter(|r| r.1 == version).map(|r| r.2.clone()).collect()
}

#[tokio::test]
async fn each_change_stores_what_it_owes_and_the_rows_are_listed_in_order_and_marked() {
    let table =
        Table::new(warroom::store::scratch_store().await.expect("store"), registry()).with_persisted_deliveries();
    let players = [ann(), bob(), cyd()];
    let start = started(&table, &players, opts(&[("turns", "6")]), 11).await;
    let id = start.game_id.expect("game");
    assert!(start.persisted, "the start's deliveries are stored");
    let start_version = stored(&table, id).await.0;
    assert_eq!(kinds_of(&rows(&table, id).await, start_version), kinds(&start));
    assert!(kinds(&start).contains(&"dm"), "the first prompts are owed");

    let last_pick = everyone_picks(&table, &players, id).await;
    let mover = caller_at_seat(&table, &players, 0).await;
    let moved = table.act(HERE, &mover, "roll", None).await.expect("roll");
    let (version, _) = stored(&table, id).await;
    let all = rows(&table, id).await;
    assert_eq!(
        kinds_of(&all, version),
        kinds(&moved),
        "the move's rows, in outbox order"
    );
    assert_eq!(kinds_of(&all, version - 1), kinds(&last_pick));
    assert!(all.iter().all(|r| !r.3 && !r.4), "nothing is delivered yet");

    // Undo: its own rows, stored with it; the undone move's rows stay (they were owed).
    // An undo request's notice and pings are owed too (at the version it was asked at).
    let others: Vec<_> = players.iter().filter(|p| p.user != mover.user).cloned().collect();
    let asked = table.request_undo(HERE, &mover).await.expect("ask");
    assert!(asked.persisted && asked.pings.len() == 2);
    let agreed = table.answer_undo(HERE, &others[0], true).await.expect("agree");
    let mut owed_now = kinds(&moved);
    owed_now.extend(kinds(&asked));
    owed_now.extend(kinds(&agreed));
    assert_eq!(kinds_of(&rows(&table, id).await, version), owed_now);
    let undone = table.answer_undo(HERE, &others[1], true).await.expect("undo");
    let undo_version = stored(&table, id).await.0;
    assert_eq!(kinds_of(&rows(&table, id).await, undo_version), kinds(&undone));

    // Pending: every row, oldest first, with its content.
    let pending = table.pending_deliveries().await.expect("pending");
    let ids: Vec<i64> = rows(&table, id).await.iter().map(|r| r.0).collect();
    assert_eq!(pending.iter().map(|o| o.id).collect::<Vec<_>>(), ids);
    // The undo request's ping (on its post) remembers it asks for a vote, not a move.
    assert!(
        pending.iter().any(|o| matches!(&o.delivery,
            Delivery::Public(post) if post.ping_for == warroom::table::PingFor::UndoVote && post.pings.len() == 2)),
        "the vote ping is stored as such"
    );
    let first = &pending[0];
    assert_eq!((first.version, first.place), (start_version, HERE));
    match &first.delivery {
        Delivery::Public(post) => {
            assert_eq!(post.text, start.public[0].text);
            assert!(post.board.is_some(), "the board's SVG is stored with the post");
        }
        other => panic!("the start's first row is its public post: {other:?}"),
    }
    let dm = pending
        .iter()
        .skip(3)
        .find(|o| matches!(o.delivery, Delivery::Dm(_)))
        .expect("a later DM");
    let Delivery::Dm(msg) = &dm.delivery else {
        unreachable!()
    };
    assert_eq!(dm.recipient, msg.user, "a DM row goes to its player");
    assert!(msg.prompt.is_some());

    // Marked rows leave the list; a closed DM owes one channel notice naming its player.
    table.mark_delivered(first.id).await.expect("mark");
    table
        .mark_failed(pending[1].id, "Missing Permissions")
        .await
        .expect("fail");
    table.mark_attempt(pending[2].id, "timeout").await.expect("retry later");
    table
        .mark_dm_closed(dm, "Cannot send messages to this user")
        .await
        .expect("closed");
    let after = table.pending_deliveries().await.expect("pending");
    assert_eq!(
        after.len(),
        pending.len() - 2,
        "delivered, failed and closed go, one notice comes"
    );
    assert!(
        after
            .iter()
            .all(|o| o.id != first.id && o.id != pending[1].id && o.id != dm.id)
    );
    let retried = after.iter().find(|o| o.id == pending[2].id).expect("still owed");
    assert_eq!(retried.attempts, 1);
    let notice = after.last().expect("the notice");
    assert!(matches!(notice.delivery, Delivery::DmClosed(user) if user == msg.user));
    assert_eq!(notice.recipient, HERE.channel);

    // Pruning keeps what is owed and recent rows.
    assert_eq!(
        table
            .prune_deliveries(std::time::Duration::from_secs(3600))
            .await
            .expect("prune"),
        0
    );
    let total = rows(&table, id).await.len();
    tokio::time::sleep(std::time::Duration::from_millis(2)).await;
    assert_eq!(
        table.prune_deliveries(std::time::Duration::ZERO).await.expect("prune"),
        3
    );
    assert_eq!(
        rows(&table, id).await.len(),
        total - 3,
        "delivered, failed and closed rows go"
    );
    assert_eq!(table.pending_deliveries().await.expect("pending").len(), after.len());
}

#[tokio::test]
async fn a_change_that_does_not_commit_stores_nothing_and_leaves_no_cached_position() {
    let dir = tempfile::tempdir().expect("dir");
    let url = format!("sqlite://{}", dir.path().join("outbox.db").display());
    let open = || async { Table::new(Store::open(&url).await.expect("store"), registry()).with_persisted_deliveries() };
    // Two processes on one database.
    let (a, b) = (open().await, open().await);
    let players = [ann(), bob(), cyd()];
    let id = started(&a, &players, opts(&[("turns", "6")]), 11)
        .await
        .game_id
        .expect("game");
    everyone_picks(&a, &players, id).await;
    let mover = caller_at_seat(&a, &players, 0).await;
    let before = stored(&a, id).await;
    let rows_before = rows(&a, id).await;

    // Storing the outbox fails inside the move's transaction (as a full disk would).
    sqlx::query("CREATE TRIGGER no_outbox BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'disk full'); END")
        .execute(&a.store.pool)
        .await
        .expect("trigger");
    let refused = a
        .act(HERE, &mover, "roll", None)
        .await
        .expect_err("the change cannot be stored");
    assert!(matches!(refused.kind, ErrorKind::Storage(_)), "{refused:?}");
    assert_eq!(stored(&a, id).await, before, "no state, no version");
    assert_eq!(rows(&a, id).await, rows_before, "no delivery rows");
    let log = store::actions(&mut a.store.conn().await.expect("conn"), id)
        .await
        .expect("log");
    assert!(log.iter().all(|r| r.version <= before.0), "no action");
    sqlx::query("DROP TRIGGER no_outbox")
        .execute(&a.store.pool)
        .await
        .expect("drop");

    // The other process plays a different move to the same version: the first table must show
    // that one, not the position it failed to store.
    let passed = b.act(HERE, &mover, "pass", None).await.expect("pass");
    let version = stored(&b, id).await.0;
    assert_eq!(version, before.0 + 1);
    assert_eq!(kinds_of(&rows(&b, id).await, version), kinds(&passed));
    let truth = open().await.status(HERE).await.expect("status").text;
    assert_eq!(
        a.status(HERE).await.expect("status").text,
        truth,
        "the failed position was not kept"
    );
    assert_replays(&a, id).await;
}

async fn assert_replays(table: &Table, id: i64) {
    let replayed = table.replay(id).await.expect("replay").save();
    assert_eq!(replayed, stored(table, id).await.1, "replay matches the stored state");
}

/// A response window (Nuclear Escalation) is told by DM: the channel pings nobody for it, unless
/// that player's DMs are known closed in this game, when the channel is the only way to reach them.
#[tokio::test]
async fn a_response_window_pings_only_a_player_whose_dms_are_closed() {
    use std::collections::BTreeSet;
    use warroom::engine::GameRng;
    use warroom::i18n::Lang;

    let registry = warroom::games::Registry::builtin();
    let table = Table::new(warroom::store::scratch_store().await.expect("memory store"), registry);
    let players = [ann(), bob(), cyd()];
    table
        .create(
            HERE,
            &players[0],
            "nuclear-war",
            opts(&[("mode", "escalation")]),
            Some(Lang::En),
            Some(7),
        )
        .await
        .expect("create");
    for p in &players[1..] {
        table.join(HERE, p, None).await.expect("join");
    }
    table.start(HERE, &players[0]).await.expect("start");
    let mut rng = GameRng::new(11);
    let (mut quiet_windows, mut pinged_windows, mut closed_now) = (0, 0, false);
    for step in 0..600 {
        let Some(snapshot) = crate::harness::active(&table, HERE).await else {
            break;
        };
        let Some(m) = snapshot.game() else { break };
        if m.outcome().is_some() {
            break;
        }
        if quiet_windows >= 4 && !closed_now {
            // From here on Cyd's DMs are closed.
            closed_now = true;
            let mut conn = table.store.conn().await.expect("conn");
            store::note_dm_closed(&mut conn, snapshot.id, players[2].user)
                .await
                .expect("note");
        }
        let before: BTreeSet<usize> = m.pending().iter().map(|p| p.seat).collect();
        let Some((seat, line)) = m.random_move(&mut rng) else {
            break;
        };
        let caller = caller_at_seat(&table, &players, seat).await;
        let Ok(out) = table.act(HERE, &caller, &line, None).await else {
            continue;
        };
        let after = crate::harness::active(&table, HERE).await.and_then(|s| s.game());
        let Some(after) = after else { break };
        for seat in 0..3 {
            let owed: Vec<_> = after.pending().into_iter().filter(|p| p.seat == seat).collect();
            if owed.is_empty() || before.contains(&seat) || !owed.iter().all(|p| p.response) {
                continue;
            }
            let user = caller_at_seat(&table, &players, seat).await.user;
            let closed = closed_now && user == players[2].user;
            assert_eq!(
                out.pings.contains(&user),
                closed,
                "step {step}: seat {seat} newly owes only a response (DMs closed: {closed}), pings {:?}",
                out.pings
            );
            if closed {
                pinged_windows += 1;
            } else {
                quiet_windows += 1;
            }
        }
    }
    assert!(
        quiet_windows > 0 && pinged_windows > 0,
        "windows seen: {quiet_windows} quiet, {pinged_windows} pinged"
    );
}
