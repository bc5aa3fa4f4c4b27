//! Nuclear War through the table and a file database: a whole 3-player game by button presses,
//! with a restart in the middle, private lines only in their owner's DM, and replay == state.

use warroom::engine::{GameOptions, Viewer};
use warroom::games::Registry;
use warroom::i18n::Lang;
use warroom::store::Store;
use warroom::table::{Caller, ErrorKind, Outbox, Place, Table};

const HERE: Place = Place { guild: 5, channel: 50 };

fn player(user: u64, name: &str) -> Caller {
    Caller {
        user,
        name: name.into(),
        locale: None,
        is_admin: false,
    }
}

/// The game's state as stored in the database (the source of truth).
async fn stored_state(table: &Table, id: warroom::table::GameId) -> String {
    let mut conn = table.store.conn().await.unwrap();
    let row = warroom::store::game(&mut conn, id).await.unwrap().expect("stored game");
    row.state.expect("a started game has a state")
}

async fn open(url: &str) -> Table {
    Table::new(Store::open(url).await.expect("store opens"), Registry::builtin())
}

/// Hidden card ids must never reach the channel; each DM only holds its own seat's secrets.
fn check_outbox(table_seats: &[(u64, usize)], out: &Outbox, hidden_public: &[String], hidden: &[(usize, Vec<String>)]) {
    for post in &out.public {
        for id in hidden_public {
            assert!(!post.text.contains(id.as_str()), "public post shows {id}");
            if let Some(board) = &post.board {
                assert!(!board.svg.contains(id.as_str()));
            }
        }
    }
    for dm in &out.private {
        let seat = table_seats
            .iter()
            .find(|(u, _)| *u == dm.user)
            .map(|(_, s)| *s)
            .expect("DM to a seated player");
        assert_eq!(seat, dm.seat);
        let (_, ids) = hidden.iter().find(|(s, _)| *s == seat).expect("hidden ids per seat");
        for id in ids {
            assert!(!dm.text.contains(id.as_str()), "seat {seat}'s DM shows {id}");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_by_buttons_survives_a_restart_and_replays_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let url = warroom::store::scratch_url(&dir.path().join("nw.db")).await;
    let players = [player(11, "Ada"), player(12, "Bora"), player(13, "Chen")];
    let mut table = open(&url).await;
    table
        .create(
            HERE,
            &players[0],
            "nuclear-war",
            GameOptions::new(),
            Some(Lang::En),
            Some(21),
        )
        .await
        .unwrap();
    let refused = table
        .create(HERE, &players[1], "nuclear-war", GameOptions::new(), None, None)
        .await;
    assert_eq!(refused.err().map(|e| e.kind), Some(ErrorKind::ChannelBusy));
    table.join(HERE, &players[1], Some(3)).await.unwrap();
    table.join(HERE, &players[2], None).await.unwrap();
    let mut out = table.start(HERE, &players[0]).await.unwrap();
    let id = out.game_id.expect("game id");
    assert!(
        out.public.iter().any(|p| p.board.is_some()),
        "the board is posted at the start"
    );
    let info = table.info(HERE).await.unwrap();
    assert_eq!(
        info.seats.iter().find(|s| s.user == 12).map(|s| s.seat),
        Some(2),
        "Bora asked for seat 3"
    );
    let seats: Vec<(u64, usize)> = info.seats.iter().map(|s| (s.user, s.seat)).collect();

    let kind = Registry::builtin();
    let kind = kind.get("nuclear-war").unwrap();
    let mut pick: u64 = 0x2545_f491_4f6c_dd1d;
    let mut presses = 0;
    let mut dms = 0;
    loop {
        let state = stored_state(&table, id).await;
        let m = kind.load(&state).unwrap();
        let hidden_public = m.hidden_card_ids(Viewer::Public);
        let hidden: Vec<(usize, Vec<String>)> = (0..3).map(|s| (s, m.hidden_card_ids(Viewer::Seat(s)))).collect();
        check_outbox(&seats, &out, &hidden_public, &hidden);
        dms += out.private.len();
        if out.game_over {
            break;
        }
        if presses == 40 {
            // The bot restarts: a new store and table on the same file; play simply continues.
            drop(table);
            table = open(&url).await;
            assert_eq!(table.running().await.unwrap().len(), 1);
        }
        // Whoever owes a decision presses an option (their current prompt, as /hand shows it).
        let mut pressed = None;
        for p in &players {
            let view = table.hand(HERE, p).await.unwrap();
            if let Some(prompt) = view.prompt {
                pick ^= pick << 13;
                pick ^= pick >> 7;
                pick ^= pick << 17;
                let index = (pick % prompt.options.len() as u64) as usize;
                pressed = Some(
                    table
                        .press(id, p, prompt.version, prompt.fingerprint, index)
                        .await
                        .unwrap(),
                );
                break;
            }
        }
        out = pressed.expect("someone owes a decision while the game runs");
        presses += 1;
        assert!(presses < 3000, "the game ends");
    }
    assert!(
        dms > presses / 2,
        "prompts go out by DM ({dms} DMs for {presses} presses)"
    );
    assert!(
        out.public
            .iter()
            .any(|p| p.text.contains("Game over") || p.text.contains("wins") || p.text.contains("Everyone"))
    );
    assert!(
        table.running().await.unwrap().is_empty(),
        "the finished game no longer runs"
    );
    let replayed = table.replay(id).await.unwrap();
    let state = stored_state(&table, id).await;
    assert_eq!(
        replayed.save(),
        state,
        "replaying the action log from the seed gives the stored state"
    );
    let log = table.log(HERE, &players[0], 20).await;
    assert!(log.is_err() || !log.unwrap().is_empty());
}
