//! End to end: the real bot (`warroom::discord::build_client` + `Client::start`) against the fake
//! Discord in `fake_discord.rs`, with a real SQLite file. A 3-player Nuclear War lobby is played
//! through slash commands and one DM button press, and the REST traffic is checked.

use std::time::Duration;

use warroom::discord::{Config, build_client};
use warroom::games::Registry;
use warroom::store::Store;
use warroom::table::{GameStatus, Place, Table};

use crate::fake_discord::{BOT_ID, CHANNEL_ID, DM_CHANNEL_OFFSET, FakeDiscord, GUILD_ID, Interaction, Recorded};

const ALICE: u64 = 101;
const BOB: u64 = 102;
const CAROL: u64 = 103;
const PLAYERS: [u64; 3] = [ALICE, BOB, CAROL];

/// Discord's limit for the first answer to an interaction.
const ANSWER_LIMIT: Duration = Duration::from_secs(3);
const PLACE: Place = Place {
    guild: GUILD_ID,
    channel: CHANNEL_ID,
};

fn is_channel_post(r: &Recorded) -> bool {
    r.method == "POST" && r.path == format!("/channels/{CHANNEL_ID}/messages")
}

fn is_dm_to(user: u64) -> impl Fn(&Recorded) -> bool {
    move |r| r.method == "POST" && r.path == format!("/channels/{}/messages", user + DM_CHANNEL_OFFSET)
}

/// Injects a slash command and waits for its callback (deferred or not) and for the follow-up that
/// carries the bot's answer; returns that answer's text.
async fn command(fake: &FakeDiscord, user: u64, name: &str, options: &[(&str, &str)]) -> String {
    let sent = fake.now();
    let interaction = fake.slash(user, name, options);
    let callback = fake
        .wait_for(ANSWER_LIMIT, |r| r.path == interaction.callback_path())
        .await
        .unwrap_or_else(|| panic!("/{name} by {user} got no callback within 3 s: {}", fake.summary()));
    assert!(
        callback.at - sent < ANSWER_LIMIT,
        "/{name} callback after {:?}",
        callback.at - sent
    );
    // Commands defer privately first (the table may write and render before answering).
    assert_eq!(callback.payload["type"], 5, "/{name}: {callback:?}");
    assert_eq!(callback.payload["data"]["flags"], 64, "/{name}: {callback:?}");
    answer_text(fake, &interaction, name).await
}

/// The first webhook message (edit of the deferred original or follow-up) for `interaction`.
async fn answer_text(fake: &FakeDiscord, interaction: &Interaction, what: &str) -> String {
    let answer = fake
        .wait_for(Duration::from_secs(5), |r| {
            interaction.answered_by(r) && r.path.starts_with("/webhooks/")
        })
        .await
        .unwrap_or_else(|| panic!("{what}: no answer after the deferral: {}", fake.summary()));
    answer.content().to_string()
}

/// Injects a button press and checks it is acknowledged (deferred update, type 6) within 3 s.
async fn press(fake: &FakeDiscord, user: u64, message: &Recorded, custom_id: &str) -> Interaction {
    let sent = fake.now();
    let interaction = fake.press(user, message, custom_id);
    let ack = fake
        .wait_for(ANSWER_LIMIT, |r| r.path == interaction.callback_path())
        .await
        .unwrap_or_else(|| panic!("the press by {user} got no callback: {}", fake.summary()));
    assert!(ack.at - sent < ANSWER_LIMIT, "press callback after {:?}", ack.at - sent);
    assert_eq!(
        ack.payload["type"], 6,
        "a press is acknowledged as a deferred update: {ack:?}"
    );
    interaction
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_nuclear_war_lobby_and_a_dm_button_through_the_real_bot() {
    // The bot's log is kept for the tests (`WARROOM_TEST_LOG=1` prints it; RUST_LOG overrides).
    crate::harness::init_logs();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = warroom::store::scratch_url(&dir.path().join("e2e.db")).await;
    let table = Table::new(Store::open(&url).await.expect("open the store"), Registry::builtin());
    let config = Config {
        token: "fake-token".to_string(),
        database_url: url.clone(),
        dev_guild_id: None,
        api_base: Some(fake.base.clone()),
        shards: None,
        http: None,
    };
    let mut client = build_client(&config, table).await.expect("build the client");
    let shards = client.shard_manager.clone();
    let bot = tokio::spawn(async move { client.start().await });

    assert!(
        fake.wait_identified(Duration::from_secs(5)).await,
        "the bot never identified on the fake gateway"
    );
    let registered = fake
        .wait_for(Duration::from_secs(5), |r| {
            r.method == "PUT" && r.path == format!("/applications/{BOT_ID}/commands")
        })
        .await
        .expect("the bot registers its slash commands");
    assert!(
        registered.payload.as_array().is_some_and(|c| c.len() >= 4),
        "{registered:?}"
    );

    // The lobby.
    let created = command(&fake, ALICE, "new", &[("game", "nuclear-war")]).await;
    assert!(!created.is_empty(), "/new answered with an empty message");
    // Commands named in a message are Discord command mentions, with the ids Discord gave them.
    let opened = fake
        .wait_for(Duration::from_secs(5), |r| {
            is_channel_post(r) && r.content().contains("opened table")
        })
        .await
        .expect("the lobby is announced");
    assert!(
        opened.content().contains("</join:") && opened.content().contains("</start:"),
        "{}",
        opened.content()
    );
    command(&fake, BOB, "join", &[]).await;
    command(&fake, CAROL, "join", &[]).await;
    let before_start = fake.recorded().len();
    command(&fake, ALICE, "start", &[]).await;
    // `/hand` also works in a DM with the bot: the player's only running game.
    let in_dm = fake.send(&crate::fake_discord::Slash::new(BOB, "hand").in_dm());
    let private_view = answer_text(&fake, &in_dm, "/hand in a DM").await;
    assert!(private_view.contains("Game #1"), "{private_view}");

    // The start is public with the board, and each player gets a DM in their own DM channel.
    let board_post = fake
        .wait_for(Duration::from_secs(5), |r| {
            is_channel_post(r) && r.files.iter().any(|f| f.ends_with(".png"))
        })
        .await
        .unwrap_or_else(|| panic!("no board image in the channel: {}", fake.summary()));
    // The board is named after the game and version (`nuclear-war-1-v1-public.png`), and it
    // really is a PNG referenced by the message's attachment list.
    assert_eq!(board_post.files.len(), 1, "{board_post:?}");
    assert_eq!(board_post.png_files, board_post.files, "not a PNG: {board_post:?}");
    assert_eq!(
        board_post.payload["attachments"][0]["filename"],
        board_post.files[0].as_str()
    );
    assert!(board_post.files[0].starts_with("nuclear-war-"), "{board_post:?}");
    // Its alt text for screen readers: the game, whose turn, the populations.
    let alt = board_post.payload["attachments"][0]["description"]
        .as_str()
        .unwrap_or("");
    assert!(
        alt.starts_with("Nuclear War board: ") && alt.contains("Waiting for"),
        "{alt}"
    );
    for user in PLAYERS {
        fake.wait_for(Duration::from_secs(5), is_dm_to(user))
            .await
            .unwrap_or_else(|| panic!("no DM to {user}: {}", fake.summary()));
    }
    let since_start: Vec<Recorded> = fake.recorded().split_off(before_start);
    let dm_channels: Vec<u64> = since_start
        .iter()
        .filter(|r| r.path == "/users/@me/channels")
        .filter_map(|r| r.payload["recipient_id"].as_str()?.parse().ok())
        .collect();
    for user in PLAYERS {
        assert!(dm_channels.contains(&user), "no DM channel opened for {user}");
    }
    let dms: Vec<&Recorded> = since_start
        .iter()
        .filter(|r| PLAYERS.iter().any(|&u| is_dm_to(u)(r)))
        .collect();
    let with_buttons: Vec<&&Recorded> = dms.iter().filter(|r| !r.custom_ids().is_empty()).collect();
    assert!(!with_buttons.is_empty(), "no DM carries prompt buttons: {dms:#?}");
    for dm in &with_buttons {
        for id in dm.custom_ids() {
            assert!(id.starts_with("wr:"), "foreign custom id {id}");
        }
    }

    // The buttons went to the player the channel says everyone is waiting for.
    let prompt = with_buttons[0];
    let presser = prompt
        .path
        .trim_start_matches("/channels/")
        .trim_end_matches("/messages")
        .parse::<u64>()
        .expect("a DM channel id")
        - DM_CHANNEL_OFFSET;
    assert!(
        board_post.content().contains(&format!("Waiting for: Player {presser}")),
        "buttons to {presser}, but the channel says {:?}",
        board_post.content()
    );
    // …and the channel pings exactly that player.
    let ping = fake
        .wait_for(Duration::from_secs(5), |r| {
            is_channel_post(r) && r.content().contains(&format!("<@{presser}>"))
        })
        .await
        .unwrap_or_else(|| panic!("no ping for {presser}: {}", fake.summary()));
    assert_eq!(
        ping.payload["allowed_mentions"]["users"],
        serde_json::json!([presser.to_string()]),
        "{ping:?}"
    );
    let check = Table::new(Store::open(&url).await.expect("second handle"), Registry::builtin());
    let version_before = check.info(PLACE).await.expect("the game").version;
    let button = prompt.custom_ids()[0].clone();

    // Another player pressing that button (a forwarded or shared DM) is refused and changes nothing.
    let intruder = *PLAYERS.iter().find(|&&u| u != presser).expect("three players");
    let wrong = press(&fake, intruder, prompt, &button).await;
    let refused = fake
        .wait_for(Duration::from_secs(5), |r| {
            wrong.answered_by(r) && r.method == "POST" && r.path.starts_with("/webhooks/")
        })
        .await
        .unwrap_or_else(|| panic!("the intruder's press got no answer: {}", fake.summary()));
    assert_eq!(refused.payload["flags"], 64, "the refusal is ephemeral: {refused:?}");
    assert!(refused.content().contains("not your turn"), "{refused:?}");
    assert_eq!(check.info(PLACE).await.expect("the game").version, version_before);
    let sent = fake.now();
    let pressed = press(&fake, presser, prompt, &button).await;
    let retired = fake
        .wait_for(Duration::from_secs(5), |r| {
            r.method == "PATCH" && pressed.answered_by(r) && r.path.ends_with("/messages/@original")
        })
        .await
        .unwrap_or_else(|| panic!("the pressed prompt was not edited: {}", fake.summary()));
    assert!(
        retired.content().contains("You chose"),
        "the edit names the choice: {retired:?}"
    );
    assert_eq!(retired.payload["components"], serde_json::json!([]), "buttons removed");
    let info = check.info(PLACE).await.expect("the game");
    assert_eq!(info.status, GameStatus::Running);
    assert!(
        info.version > version_before,
        "the press was committed: version {} → {}",
        version_before,
        info.version
    );

    // The game moved on: whoever decides next (the presser or another player; the seed is random)
    // gets a DM with buttons for version 2 (the presser's prompt is edited in place), and the
    // channel hears what happened.
    let next_prompt = fake
        .wait_for(Duration::from_secs(5), |r| {
            // A new DM, or the presser's own prompt edited in place when they decide again.
            r.at > sent
                && PLAYERS.iter().any(|&u| r.dm_recipient() == Some(u) && r.ok())
                && r.custom_ids().iter().any(|id| id.starts_with("wr:1:2:"))
        })
        .await
        .unwrap_or_else(|| panic!("no next prompt by DM after the press: {}", fake.summary()));
    assert!(!next_prompt.custom_ids().contains(&button), "{next_prompt:?}");
    let public_news = fake
        .wait_for(Duration::from_secs(5), |r| r.at > sent && is_channel_post(r))
        .await
        .unwrap_or_else(|| panic!("no channel post after the press: {}", fake.summary()));
    assert!(!public_news.content().is_empty());

    // The same button again is stale: refused with a message, nothing changes.
    let again = press(&fake, presser, prompt, &button).await;
    let refusal = fake
        .wait_for(Duration::from_secs(5), |r| {
            again.answered_by(r) && r.method == "POST" && r.path.starts_with("/webhooks/")
        })
        .await
        .unwrap_or_else(|| panic!("the stale press got no answer: {}", fake.summary()));
    assert!(refusal.content().contains("older position"), "{refusal:?}");
    assert_eq!(refusal.payload["flags"], 64, "the refusal is ephemeral: {refusal:?}");
    assert_eq!(check.info(PLACE).await.expect("the game").version, info.version);

    // Nothing private leaks into the channel: no line of any DM body (after its headers) appears
    // in any channel message, before or after the press.
    let dms: Vec<Recorded> = fake
        .recorded()
        .into_iter()
        .filter(|r| PLAYERS.iter().any(|&u| is_dm_to(u)(r)))
        .collect();
    let public: Vec<String> = fake
        .recorded()
        .iter()
        .filter(|r| is_channel_post(r))
        .map(|r| r.content().to_string())
        .collect();
    for dm in &dms {
        // The first two lines are headers ("Your move in #channel", "Game #1 — Nuclear War").
        // Quoted lines are the recap of what happened since the seat's last move, public included.
        for line in dm
            .content()
            .lines()
            .skip(2)
            .map(str::trim)
            .filter(|l| l.len() > 3 && !l.starts_with("> "))
        {
            for post in &public {
                assert!(
                    !post.contains(line),
                    "DM line {line:?} appears in the channel post {post:?}"
                );
            }
        }
    }

    // Nothing hit a route the fake does not know.
    let unknown: Vec<Recorded> = fake.recorded().into_iter().filter(|r| r.status == 404).collect();
    assert!(unknown.is_empty(), "unexpected REST calls: {unknown:#?}");

    shards.shutdown_all().await;
    let stopped = tokio::time::timeout(Duration::from_secs(5), bot).await;
    assert!(
        matches!(stopped, Ok(Ok(Ok(())))),
        "the client did not stop cleanly: {stopped:?}"
    );
}
