//! Many games at once through one table on one SQLite file (issue #3, item 4), and simultaneous
//! presses of one button for every registered game.
//!
//! Knobs (defaults keep CI short): `LOAD_GAMES` games at once (200), `LOAD_MOVES` moves per game
//! at most (25). The test prints its throughput; the criterion figure is `cargo bench -- many`.

use std::time::Instant;

use warroom::games::Registry;
use warroom::i18n::Lang;
use warroom::store::{self, Store};
use warroom::table::{ErrorKind, Outbox, Place, Table};

use crate::drive::{Driven, Via, caller, env_or, explain, stored_state};

/// Player names carry their game's number (`g017p2`), so a name from another game is easy to spot.
fn player_name(game: usize, seat: usize) -> String {
    format!("g{game:03}p{seat}")
}

/// Every `gNNNp` tag in `text`.
fn game_tags(text: &str) -> Vec<&str> {
    text.char_indices()
        .filter_map(|(i, _)| text.get(i..i + 5))
        .filter(|s| {
            let b = s.as_bytes();
            b[0] == b'g' && b[1..4].iter().all(u8::is_ascii_digit) && b[4] == b'p'
        })
        .collect()
}

/// Nothing in an outbox of game `game` names a player of another game.
fn assert_no_cross_talk(game: usize, out: &Outbox) {
    let own = format!("g{game:03}p");
    let mut texts: Vec<&str> = out.public.iter().map(|p| p.text.as_str()).collect();
    texts.extend(out.reply.as_deref());
    for dm in &out.private {
        texts.push(&dm.text);
        if let Some(prompt) = &dm.prompt {
            texts.push(&prompt.question);
            texts.extend(prompt.options.iter().map(|o| o.label.as_str()));
        }
    }
    for text in texts {
        for tag in game_tags(text) {
            assert_eq!(tag, own, "game {game}'s outbox names a player of another game: {text}");
        }
    }
}

async fn file_table(dir: &tempfile::TempDir, file: &str) -> (Table, String) {
    let url = warroom::store::scratch_url(&dir.path().join(file)).await;
    let table = Table::new(Store::open(&url).await.expect("file store"), Registry::builtin());
    (table, url)
}

/// Starts game number `n` (the registered games take turns) with players named after it.
async fn start_game(table: &Table, registry: &Registry, n: usize) -> (Driven, Outbox) {
    let kinds: Vec<_> = registry.all().collect();
    let kind = kinds[n % kinds.len()];
    let range = kind.seat_range();
    let seats = range.start() + n % range.clone().count();
    let players = (0..seats)
        .map(|s| {
            let locale = (s % 3 == 1).then_some(Lang::Ko);
            caller(1_000 * (n as u64 + 1) + s as u64, player_name(n, s), locale)
        })
        .collect();
    let place = Place {
        guild: 1 + n as u64 % 3,
        channel: 500 + n as u64,
    };
    let lang = if n.is_multiple_of(2) { Lang::En } else { Lang::Ko };
    Driven::start(table, place, kind, players, 7_000 + n as u64, lang).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hundred_games_at_once_keep_to_themselves() {
    let games = env_or("LOAD_GAMES", 200);
    let moves_per_game = env_or("LOAD_MOVES", 25);
    let dir = tempfile::tempdir().expect("tempdir");
    let (table, _) = file_table(&dir, "load.db").await;
    let registry = Registry::builtin();

    // All games open, fill and start at once; then all play at once (timed).
    let starting: Vec<_> = (0..games)
        .map(|n| {
            let (table, registry) = (table.clone(), registry.clone());
            tokio::spawn(async move {
                let (game, out) = start_game(&table, &registry, n).await;
                assert_no_cross_talk(n, &out);
                game
            })
        })
        .collect();
    let mut started = Vec::new();
    for task in starting {
        started.push(task.await.expect("a game failed to start"));
    }
    let clock = Instant::now();
    let playing: Vec<_> = started
        .into_iter()
        .enumerate()
        .map(|(n, mut game)| {
            let table = table.clone();
            tokio::spawn(async move {
                while game.moves < moves_per_game {
                    let Some(out) = game.step(&table, 4).await else {
                        break;
                    };
                    assert_no_cross_talk(n, &out);
                }
                game
            })
        })
        .collect();
    let mut played = Vec::new();
    for task in playing {
        played.push(task.await.expect("a game task panicked"));
    }
    let took = clock.elapsed();
    let moves: usize = played.iter().map(|g| g.moves).sum();
    eprintln!(
        "{games} games at once on one SQLite file: {moves} moves in {took:.2?} = {:.0} moves/s \
         (debug build unless run with --release)",
        moves as f64 / took.as_secs_f64()
    );
    assert!(moves >= games, "every game moved");

    // Each game's stored state is its own action log replayed, and equals the moves its players made.
    for game in &played {
        let (version, state) = stored_state(&table, game.id).await;
        let replayed = table.replay(game.id).await.expect("replay").save();
        assert_eq!(
            replayed, state,
            "game {}: stored state differs from its replayed log",
            game.id
        );
        assert_eq!(
            state,
            game.mirror.save(),
            "game {}: stored state differs from its own moves",
            game.id
        );
        let mut conn = table.store.conn().await.expect("connection");
        let actions = store::actions(&mut conn, game.id).await.expect("actions");
        drop(conn);
        assert_eq!(actions.len(), game.moves, "game {}: one action per move", game.id);
        assert_eq!(version, 1 + game.moves as i64, "game {}: one version per move", game.id);
        let users: Vec<u64> = game.players.iter().map(|p| p.user).collect();
        for a in &actions {
            let user = a.user.map(store::from_db).expect("moves record their user");
            assert!(users.contains(&user), "game {} has a move by user {user}", game.id);
        }
    }
    let running = table.running().await.expect("running games");
    assert_eq!(running.len(), played.iter().filter(|g| !g.over()).count());
}

/// Two presses of one button at the same moment, through one table or two tables on one file (two
/// bot processes): exactly one wins, the other is refused as stale and changes nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_button_pressed_twice_at_once_counts_once_in_every_game() {
    let registry = Registry::builtin();
    for (k, kind) in registry.all().enumerate() {
        let dir = tempfile::tempdir().expect("tempdir");
        let (table, url) = file_table(&dir, "race.db").await;
        let other_process = Table::new(Store::open(&url).await.expect("second store"), Registry::builtin());
        let seats = *kind.seat_range().start();
        let players = (0..seats)
            .map(|s| caller(70 + s as u64, format!("Racer{s}"), None))
            .collect();
        let place = Place {
            guild: 9,
            channel: 90 + k as u64,
        };
        let (mut game, _) = Driven::start(&table, place, kind, players, 31 + k as u64, Lang::En).await;
        for round in 0..30 {
            game.check_buttons();
            let Some((seat, notation, _)) = game.pick(0) else {
                break;
            };
            let before = stored_state(&table, game.id).await;
            let second = if round % 2 == 0 { &table } else { &other_process };
            let (a, b) = tokio::join!(
                game.send(&table, seat, &notation, Via::Press),
                game.send(second, seat, &notation, Via::Press)
            );
            let (won, lost) = match (a, b) {
                (Ok(out), Err(e)) | (Err(e), Ok(out)) => (out, e),
                (a, b) => panic!(
                    "{} round {round}: exactly one press must win: {:?} / {:?}",
                    kind.id(),
                    a.map_err(|e| explain(&e)).map(|_| "ok"),
                    b.map_err(|e| explain(&e)).map(|_| "ok")
                ),
            };
            let expected = if won.game_over {
                ErrorKind::NotRunning
            } else {
                ErrorKind::Stale { current: before.0 + 1 }
            };
            assert_eq!(lost.kind, expected, "{} round {round}: {}", kind.id(), explain(&lost));
            game.accepted(seat, &notation, &won);
            let after = stored_state(&table, game.id).await;
            assert_eq!(after.0, before.0 + 1, "one press, one version");
            assert_eq!(after.1, game.mirror.save(), "the winning press applied once");
        }
        assert_eq!(
            table.replay(game.id).await.expect("replay").save(),
            stored_state(&table, game.id).await.1
        );
    }
}
