//! Lobby defects of issue 33 through the bot and the fake Discord, in one bot run: `/new … ai:N`
//! with more AI players than seats is refused and opens nothing (`/start` then finds no game);
//! the creator leaving a lobby of AI seats closes it (the channel is free for `/new` at once);
//! the creator leaving hands the lobby to the next person, never to an AI seat, and that person
//! starts it; `/card` with an unknown game or a blank name and `/reminders` with a deadline
//! before the first reminder are refused, saying what is legal.

use warroom::i18n::{Lang, msg};

use crate::fake_discord::{FakeDiscord, Slash};
use crate::harness::{DELIVERY, InProcessBot, active, command, message_prefix, open_table, place};

const ALICE: u64 = 801;
const BOB: u64 = 802;
const CAROL: u64 = 803;
const CHANNEL: u64 = 3801;

/// Waits for a post in the channel (sent after record `from`) containing `needle`.
async fn channel_post(fake: &FakeDiscord, from: usize, needle: &str) -> String {
    let path = format!("/channels/{CHANNEL}/messages");
    fake.wait_for_since(from, DELIVERY, |r| {
        r.path == path && r.is_post() && r.ok() && r.content().contains(needle)
    })
    .await
    .unwrap_or_else(|| panic!("no channel post with {needle:?}: {}", fake.tail(20)))
    .content()
    .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lobby_is_never_left_to_an_ai_seat_and_too_many_ai_players_open_nothing() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = warroom::store::scratch_url(&dir.path().join("lobby.db")).await;
    let bot = InProcessBot::start(&fake, &url).await;
    let table = open_table(&url).await;
    let slash = |user: u64, name: &str| Slash::new(user, name).in_channel(CHANNEL);
    let created = message_prefix(Lang::En, "table-reply-created");
    // Up to the command named in it (the bot turns `/new` into a command mention).
    let no_game = msg(Lang::En, "table-err-no-game");
    let no_game = no_game.split('/').next().expect("text");

    // 1. Twilight Struggle seats two: Alice and two AI players do not fit. Nothing is opened.
    let refused = command(
        &fake,
        &slash(ALICE, "new").opt("game", "twilight-struggle").opt("ai", 2),
    )
    .await;
    assert!(
        refused.contains("at most 2 players") && refused.contains("from 0 to 1"),
        "{refused}"
    );
    assert!(active(&table, place(CHANNEL)).await.is_none(), "no lobby was created");
    let start = command(&fake, &slash(ALICE, "start")).await;
    assert!(start.starts_with(no_game), "{start}");

    // 2. Alice opens a lobby, seats an AI player and leaves: the lobby closes.
    let opened = command(&fake, &slash(ALICE, "new").opt("game", "twilight-struggle")).await;
    assert!(opened.starts_with(&created), "{opened}");
    command(&fake, &slash(ALICE, "join").opt("ai", true)).await;
    let from = fake.count();
    command(&fake, &slash(ALICE, "leave")).await;
    let post = channel_post(&fake, from, &format!("Player {ALICE} left")).await;
    assert!(
        post.contains(&msg(Lang::En, "table-lobby-closed-only-ai")) && !post.contains("now runs this table"),
        "{post}"
    );
    assert!(active(&table, place(CHANNEL)).await.is_none(), "the lobby closed");
    let abort = command(&fake, &slash(ALICE, "abort")).await;
    assert!(abort.starts_with(no_game), "{abort}");

    // 3. The channel is free: Bob opens a lobby, seats an AI player, Carol joins, Bob leaves.
    // Carol (not the AI seat that joined before her) runs the table and starts it.
    let opened = command(&fake, &slash(BOB, "new").opt("game", "nuclear-war")).await;
    assert!(opened.starts_with(&created), "{opened}");
    command(&fake, &slash(BOB, "join").opt("ai", true)).await;
    let joined = command(&fake, &slash(CAROL, "join")).await;
    assert!(
        joined.starts_with(&message_prefix(Lang::En, "table-reply-joined")),
        "{joined}"
    );
    let from = fake.count();
    command(&fake, &slash(BOB, "leave")).await;
    let post = channel_post(&fake, from, &format!("Player {BOB} left")).await;
    assert!(post.contains(&format!("Player {CAROL} now runs this table")), "{post}");
    let lobby = table.info(place(CHANNEL)).await.expect("the lobby stands");
    assert_eq!(lobby.creator, CAROL);
    let started = command(&fake, &slash(CAROL, "start")).await;
    assert!(
        started.starts_with(&message_prefix(Lang::En, "table-reply-started")),
        "{started}"
    );

    // 4. A deadline before the first reminder (24 hours by default) is refused.
    let deadline = command(&fake, &slash(CAROL, "reminders").opt("deadline", 12)).await;
    assert!(
        deadline.contains("deadline (12 h)") && deadline.contains("first reminder (24 h)"),
        "{deadline}"
    );

    // 5. `/card` names the games it knows instead of ignoring an unknown one, and asks for a
    // name rather than echoing a blank one.
    let chess = command(&fake, &slash(CAROL, "card").opt("name", "cao cao").opt("game", "chess")).await;
    assert!(
        chess.contains("`chess`") && chess.contains("`three-kingdoms-redux`"),
        "{chess}"
    );
    let blank = command(&fake, &slash(CAROL, "card").opt("name", "  ")).await;
    assert_eq!(blank, msg(Lang::En, "table-card-blank"));

    bot.stop().await;
}
