//! One person against the bot: a whole Nuclear War game with an AI seat through the real
//! `warroom bot` process and the fake Discord. The AI answers by itself within a few seconds,
//! its moves are posted like a player's, it is never sent a DM or a ping, and the bot is killed
//! with SIGKILL while the game waits for the AI: after the restart the AI moves once, nothing is
//! lost or doubled, and the stored state equals a replay of the log.

use std::time::{Duration, Instant};

use warroom::engine::GameRng;

use crate::fake_discord::{FakeDiscord, Slash};
use crate::harness::{BotProcess, active, assert_replays, by_id, command, is_move_confirmation, open_table, place};

const ALICE: u64 = 701;
const CHANNEL: u64 = 3701;
/// An AI seat answers within this (its poll is half a second; the decision itself is quick).
const AI_ANSWER: Duration = Duration::from_secs(5);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_solo_game_against_an_ai_seat_with_a_restart_while_the_ai_is_to_move() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = warroom::store::scratch_url(&dir.path().join("solo.db")).await;
    let log = dir.path().join("bot.log");
    let mut bot = Some(BotProcess::start(&fake, &url, dir.path(), &log).await);
    let table = open_table(&url).await;
    let slash = |name: &str| Slash::new(ALICE, name).in_channel(CHANNEL);
    command(&fake, &slash("new").opt("game", "nuclear-war").opt("ai", 1)).await;
    let lobby = active(&table, place(CHANNEL)).await.expect("the lobby");
    assert_eq!(lobby.seats.len(), 2, "Alice and one AI seat");
    command(&fake, &slash("start")).await;
    let id = lobby.id;

    let mut rng = GameRng::new(0x5010);
    let mut crashed = false;
    let mut ai_moves = 0;
    let mut slowest = Duration::ZERO;
    for _ in 0..2_000 {
        let game = by_id(&table, id).await;
        if game.status != "running" {
            assert_eq!(game.status, "finished");
            break;
        }
        let m = game.game().expect("state");
        let pending = m.pending();
        if let Some(mine) = pending.iter().find(|p| game.user_at(p.seat) == Some(ALICE)) {
            let line = mine.random_answer(&mut rng).expect("an answer");
            let answer = command(&fake, &slash("play").opt("action", line.as_str())).await;
            assert!(is_move_confirmation(&answer), "{line}: {answer}");
            continue;
        }
        // The AI's turn. Once, kill the bot before it can move.
        if !crashed && game.version > 8 {
            crashed = true;
            if let Some(b) = bot.take() {
                b.crash(&fake).await;
            }
            bot = Some(BotProcess::start(&fake, &url, dir.path(), &log).await);
        }
        let waited = Instant::now();
        while by_id(&table, id).await.version == game.version {
            assert!(
                waited.elapsed() < AI_ANSWER,
                "the AI seat held the game up: {}",
                fake.tail(10)
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        slowest = slowest.max(waited.elapsed());
        ai_moves += 1;
    }
    assert!(crashed, "the game reached the AI's turn after move 8");
    assert_eq!(by_id(&table, id).await.status, "finished", "the game ended");
    assert!(ai_moves > 3, "{ai_moves}");
    eprintln!("solo game: {ai_moves} AI moves, slowest answer {slowest:?}");
    // The AI's moves are in the log once each and the state replays.
    assert_replays(&table, id).await;
    // Nothing was sent to the AI seat: every DM went to Alice.
    let dms: Vec<u64> = fake.recorded().iter().filter_map(|r| r.dm_recipient()).collect();
    assert!(dms.iter().all(|&u| u == ALICE), "{dms:?}");
    // The game-over post reached the channel.
    let over = crate::harness::message_prefix(warroom::i18n::Lang::En, "table-game-over");
    let path = format!("/channels/{CHANNEL}/messages");
    fake.wait_for(crate::harness::DELIVERY, |r| {
        r.path == path && r.content().starts_with(&over)
    })
    .await
    .unwrap_or_else(|| panic!("no game-over post: {}", fake.tail(5)));
}
