//! Standing auto-pass choices through the table (what `/autopass` and the terminal call): stored
//! in the action log, told to the setter alone, no channel post, kept by undo and replay, and
//! refused for bystanders, unknown kinds, games without windows and finished games.

use warroom::engine::{Audience, GameOptions, LogEntry};
use warroom::games::Registry;
use warroom::i18n::{Lang, tr};
use warroom::store;
use warroom::table::{Caller, ErrorKind, GameId, Place, Table};

const HERE: Place = Place { guild: 7, channel: 70 };
const ELSEWHERE: Place = Place { guild: 7, channel: 71 };

fn player(user: u64, name: &str) -> Caller {
    Caller {
        user,
        name: name.into(),
        locale: None,
        is_admin: false,
    }
}

/// Ann, Bora and Chen at seats 1, 2, 3 of a started game in `mode`.
async fn started(table: &Table, place: Place, mode: &str) -> (GameId, [Caller; 3]) {
    let players = [player(21, "Ann"), player(22, "Bora"), player(23, "Chen")];
    let mut options = GameOptions::new();
    options.insert("mode".into(), mode.into());
    let created = table
        .create(place, &players[0], "nuclear-war", options, Some(Lang::En), Some(4))
        .await
        .expect("lobby");
    table.join(place, &players[1], Some(2)).await.expect("join");
    table.join(place, &players[2], Some(3)).await.expect("join");
    table.start(place, &players[0]).await.expect("start");
    (created.game_id.expect("id"), players)
}

async fn stored_state(table: &Table, id: GameId) -> String {
    let mut conn = table.store.conn().await.unwrap();
    store::game(&mut conn, id).await.unwrap().unwrap().state.unwrap()
}

#[tokio::test]
async fn a_standing_choice_is_logged_private_and_kept_by_undo_and_replay() {
    let table = Table::new(warroom::store::scratch_store().await.unwrap(), Registry::builtin());
    let (id, players) = started(&table, HERE, "escalation").await;
    let m = table.snapshot(id).await.unwrap();
    let mover = m.pending()[0].seat;
    let idle = (0..3)
        .find(|s| !m.pending().iter().any(|p| p.seat == *s))
        .expect("someone idle");

    // The awaited seat moves: something to undo later.
    let prompt = table
        .hand(HERE, &players[mover])
        .await
        .unwrap()
        .prompt
        .expect("a choice");
    table
        .press(id, &players[mover], prompt.version, prompt.fingerprint, 0)
        .await
        .expect("a listed option");
    let after_move = stored_state(&table, id).await;

    // A seat that owes nothing sets a choice: only it hears of it, nothing in the channel.
    let out = table
        .auto_pass(HERE, &players[idle], " Attack ", true)
        .await
        .expect("set");
    assert!(out.public.is_empty(), "no channel post: {:?}", out.public);
    assert!(out.pings.is_empty());
    assert_eq!(out.private.iter().map(|p| p.seat).collect::<Vec<_>>(), vec![idle]);
    assert!(
        out.private[0].text.contains("declared attack"),
        "{}",
        out.private[0].text
    );
    let reply = out.reply.expect("a reply");
    assert!(
        reply.contains("from the next response window") && reply.contains("already open still waits"),
        "{reply}"
    );
    let mut conn = table.store.conn().await.unwrap();
    let rows = store::actions(&mut conn, id).await.unwrap();
    drop(conn);
    let last = rows.last().unwrap();
    assert_eq!((last.kind.as_str(), last.notation.as_str()), ("autopass", "attack on"));
    assert_eq!(last.seat, Some(idle as i64));
    let log: Vec<LogEntry> = serde_json::from_str(&last.log).unwrap();
    assert!(log.iter().all(|e| e.audience == Audience::Only(idle)), "{log:?}");
    assert_eq!(table.snapshot(id).await.unwrap().auto_passes(idle), vec!["attack"]);

    let summary = table.auto_pass_summary(HERE, &players[idle]).await.unwrap();
    assert!(
        summary.contains("You pass automatically on: declared attack."),
        "{summary}"
    );
    assert!(summary.contains("`secret` (drawn Secret)"), "{summary}");
    let kinds = table.window_kinds(HERE, &players[idle]).await.unwrap();
    assert_eq!(kinds.len(), 5);
    assert!(kinds.iter().all(|k| k.auto_pass == (k.id == "attack")));

    // Undo takes back the move, not the setting; the rebuilt game keeps the choice.
    table
        .request_undo(HERE, &players[mover])
        .await
        .expect("the move can be undone");
    for p in players.iter().enumerate().filter(|(s, _)| *s != mover) {
        table.answer_undo(HERE, p.1, true).await.expect("agree");
    }
    let state = stored_state(&table, id).await;
    assert_ne!(state, after_move, "the move was taken back");
    let now = table.snapshot(id).await.unwrap();
    assert_eq!(now.auto_passes(idle), vec!["attack"], "undo keeps the standing choice");
    assert_eq!(table.replay(id).await.unwrap().save(), state, "replay == stored state");

    // Off again, replayed too.
    table
        .auto_pass(HERE, &players[idle], "attack", false)
        .await
        .expect("off");
    assert!(table.snapshot(id).await.unwrap().auto_passes(idle).is_empty());
    assert_eq!(table.replay(id).await.unwrap().save(), stored_state(&table, id).await);
}

#[tokio::test]
async fn a_press_from_before_a_standing_choice_is_not_stale() {
    let table = Table::new(warroom::store::scratch_store().await.unwrap(), Registry::builtin());
    let (id, players) = started(&table, HERE, "escalation").await;
    let mover = table.snapshot(id).await.unwrap().pending()[0].seat;
    let prompt = table
        .hand(HERE, &players[mover])
        .await
        .unwrap()
        .prompt
        .expect("a choice");
    table
        .auto_pass(HERE, &players[mover], "secret", true)
        .await
        .expect("set");
    let other = (mover + 1) % 3;
    table
        .auto_pass(HERE, &players[other], "cruise", true)
        .await
        .expect("set");
    table
        .press(id, &players[mover], prompt.version, prompt.fingerprint, 0)
        .await
        .expect("a standing choice leaves the open decision as it was");
}

#[tokio::test]
async fn refusals_for_bystanders_unknown_kinds_plain_games_and_finished_games() {
    let table = Table::new(warroom::store::scratch_store().await.unwrap(), Registry::builtin());
    let (id, players) = started(&table, HERE, "escalation").await;
    let before = stored_state(&table, id).await;
    let stranger = player(29, "Dee");
    let e = table.auto_pass(HERE, &stranger, "attack", true).await.unwrap_err();
    assert_eq!(e.kind, ErrorKind::NotSeated);
    assert_eq!(
        table.auto_pass_summary(HERE, &stranger).await.unwrap_err().kind,
        ErrorKind::NotSeated
    );
    let e = table.auto_pass(HERE, &players[1], "sabotage", true).await.unwrap_err();
    assert!(matches!(e.kind, ErrorKind::Rule(_)), "{e:?}");
    for lang in Lang::ALL {
        let text = tr(lang, &e.message);
        for kind in ["`attack`", "`cruise`", "`platform`", "`satellite`", "`secret`"] {
            assert!(text.contains(kind), "{lang:?}: {text}");
        }
    }
    assert!(tr(Lang::Ko, &e.message).contains("공격 선언"));
    // Blank: asked for with the kinds, never echoed as empty backticks.
    let e = table.auto_pass(HERE, &players[1], "  ", true).await.unwrap_err();
    for lang in Lang::ALL {
        let text = tr(lang, &e.message);
        assert!(!text.contains("``") && text.contains("`attack`"), "{lang:?}: {text}");
    }
    assert_eq!(stored_state(&table, id).await, before, "refusals change nothing");

    let (_, base_players) = started(&table, ELSEWHERE, "base").await;
    let e = table
        .auto_pass(ELSEWHERE, &base_players[0], "attack", true)
        .await
        .unwrap_err();
    assert_eq!(e.message.key, "err-no-windows");
    assert_eq!(
        table
            .auto_pass_summary(ELSEWHERE, &base_players[0])
            .await
            .unwrap_err()
            .message
            .key,
        "err-no-windows"
    );

    // Two concede (whatever they still owe, e.g. a retaliation, is played out): the game is
    // over and takes no more standing choices.
    table.concede(HERE, &players[1]).await.expect("concede");
    table.concede(HERE, &players[2]).await.expect("concede");
    for _ in 0..50 {
        let m = table.snapshot(id).await.unwrap();
        let Some(p) = m.pending().first().cloned() else { break };
        let notation = p.options[0].notation.clone();
        table
            .act(HERE, &players[p.seat], &notation, None)
            .await
            .expect("a listed option");
    }
    assert!(table.snapshot(id).await.unwrap().outcome().is_some());
    let e = table.auto_pass(HERE, &players[0], "attack", true).await.unwrap_err();
    assert!(matches!(e.kind, ErrorKind::NoGameHere | ErrorKind::NotRunning), "{e:?}");
}
