//! Bad input and failures at the Discord edge, through the real bot and the fake Discord, in one
//! bot run: missing, unknown and mistyped command options, unknown commands, guild-only commands
//! in a DM, a command for an aborted game, DM buttons of aborted and finished games, a channel the
//! bot may not post in (403, code 50013) and players whose DMs are closed (403, code 50007, when
//! opening the DM channel or when sending). Each gets a clear reply (and a log line where the bot
//! could not post), and the bot goes on serving a game in another channel after each of them.

use std::time::Duration;

use warroom::discord::ids::ComponentId;
use warroom::i18n::{Lang, msg};

use crate::fake_discord::{FakeDiscord, Faults, Recorded, Slash};
use crate::harness::{
    DELIVERY, InProcessBot, actions, active, all_delivered, buttons_valid_since, callback, command, first_answer,
    fix_seed, is_move_confirmation, logs, message_prefix, newest_prompt_dm, open_table, place, press, sent, wait_until,
};

const ALICE: u64 = 401;
const BOB: u64 = 402;
const CAROL: u64 = 403;
const DAVE: u64 = 404;
/// Her DMs are closed: sending fails.
const ERIN: u64 = 405;
/// His DMs are closed: opening the DM channel fails.
const FRANK: u64 = 406;

/// The game that must keep running whatever happens elsewhere.
const GAME: u64 = 3401;
/// The bot may not post here.
const MUTED: u64 = 3402;
const ABORTED: u64 = 3403;
const CLOSED_DMS: u64 = 3404;

/// Opens a table in `channel` with `players` (the first creates and starts it), on a fixed seed.
async fn start_game(fake: &FakeDiscord, table: &warroom::table::Table, channel: u64, players: &[u64]) {
    let created = command(
        fake,
        &Slash::new(players[0], "new")
            .in_channel(channel)
            .opt("game", "nuclear-war"),
    )
    .await;
    assert!(
        created.starts_with(&message_prefix(Lang::En, "table-reply-created")),
        "{created}"
    );
    for &player in &players[1..] {
        let joined = command(fake, &Slash::new(player, "join").in_channel(channel)).await;
        assert!(
            joined.starts_with(&message_prefix(Lang::En, "table-reply-joined")),
            "{joined}"
        );
    }
    let lobby = active(table, place(channel)).await.expect("the lobby").id;
    fix_seed(table, lobby, channel).await;
    let started = command(fake, &Slash::new(players[0], "start").in_channel(channel)).await;
    assert!(
        started.starts_with(&message_prefix(Lang::En, "table-reply-started")),
        "{started}"
    );
}

/// One legal move in the game in `channel` by whoever owes one, with `/play`; checks it is
/// confirmed and delivered (a post in that channel, or, for a move with nothing public to
/// report, the next prompt or the edited one by DM).
async fn serve(fake: &FakeDiscord, table: &warroom::table::Table, channel: u64) {
    let game = active(table, place(channel)).await.expect("the game still runs");
    let m = game.game().expect("a state");
    let prompt = m.pending().into_iter().next().expect("someone owes a decision");
    let user = game.user_at(prompt.seat).expect("seated");
    let notation = prompt.options[0].notation.clone();
    let from = fake.count();
    let answer = command(
        fake,
        &Slash::new(user, "play")
            .in_channel(channel)
            .opt("action", notation.as_str()),
    )
    .await;
    assert!(is_move_confirmation(&answer), "/play {notation} in {channel}: {answer}");
    fake.wait_for_since(from, DELIVERY, |r| {
        r.ok() && r.is_post_or_edit() && (r.channel == Some(channel) || r.dm_recipient().is_some())
    })
    .await
    .unwrap_or_else(|| panic!("the move in {channel} was not announced: {}", fake.tail(20)));
}

/// The newest DM with components of the game in `channel` (to whoever owes a decision there),
/// waiting for it; with its recipient.
async fn prompt_dm(fake: &FakeDiscord, table: &warroom::table::Table, channel: u64) -> (u64, Recorded) {
    let game_id = active(table, place(channel)).await.expect("a game").id;
    let of_game = |r: &Recorded| {
        r.dm_recipient().is_some()
            && r.ok()
            && r.custom_ids()
                .iter()
                .any(|id| ComponentId::parse(id).is_some_and(|c| c.game_id == game_id))
    };
    fake.wait_for(DELIVERY, of_game)
        .await
        .unwrap_or_else(|| panic!("no prompt DM in game {game_id}: {}", fake.tail(30)));
    let dm = fake.recorded().into_iter().rev().find(of_game).expect("found above");
    (dm.dm_recipient().expect("a DM"), dm)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_and_failures_get_clear_replies_and_the_bot_keeps_serving() {
    let faults = Faults {
        forbidden_channels: [MUTED].into(),
        dm_send_refused: [ERIN].into(),
        dm_open_refused: [FRANK].into(),
    };
    let fake = FakeDiscord::start_with(faults).await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = warroom::store::scratch_url(&dir.path().join("edge.db")).await;
    let bot = InProcessBot::start(&fake, &url).await;
    let table = open_table(&url).await;

    start_game(&fake, &table, GAME, &[ALICE, BOB, CAROL]).await;
    serve(&fake, &table, GAME).await;

    // A required option missing, an option of the wrong type, an option the command does not
    // have: Discord's client prevents these unless its copy of the command is out of date.
    let outdated = msg(Lang::En, "discord-error-outdated-command");
    let missing = first_answer(
        &fake,
        &fake.send(&Slash::new(DAVE, "new").in_channel(ABORTED)),
        "/new without a game",
    )
    .await;
    assert!(missing.content().starts_with(&outdated), "{missing:?}");
    assert_eq!(
        missing.payload["data"]["flags"], 64,
        "only the caller sees it: {missing:?}"
    );
    let mistyped = first_answer(
        &fake,
        &fake.send(&Slash::new(DAVE, "log").in_channel(GAME).opt("lines", "many")),
        "/log lines:many",
    )
    .await;
    assert!(mistyped.content().starts_with(&outdated), "{mistyped:?}");
    let unknown_option = command(&fake, &Slash::new(DAVE, "status").in_channel(GAME).opt("colour", "red")).await;
    assert!(unknown_option.starts_with(&outdated), "{unknown_option}");
    assert!(unknown_option.contains("colour"), "names the option: {unknown_option}");
    assert!(
        logs().contains("unknown option `colour`"),
        "the unknown option is logged"
    );
    // A command this bot does not have (removed in a newer version, still in a client's cache).
    let unknown = first_answer(&fake, &fake.send(&Slash::new(DAVE, "dance").in_channel(GAME)), "/dance").await;
    assert!(
        unknown
            .content()
            .starts_with(&message_prefix(Lang::En, "discord-error-unknown-command")),
        "{unknown:?}"
    );
    assert!(unknown.content().contains("/dance"), "{unknown:?}");
    assert!(logs().contains("command=dance"), "the unknown command is logged");
    assert_eq!(unknown.payload["data"]["flags"], 64, "{unknown:?}");
    let suggestions = fake.send(&Slash::new(DAVE, "dance").in_channel(GAME).typing("style", "wal"));
    let answered = callback(&fake, &suggestions, "autocomplete of /dance").await;
    assert_eq!(
        answered.payload["type"], 8,
        "an autocomplete is answered with choices: {answered:?}"
    );
    // Values the table refuses, with the reason and what is legal.
    let chess = command(&fake, &Slash::new(DAVE, "new").in_channel(ABORTED).opt("game", "chess")).await;
    assert!(chess.contains("chess") && chess.contains("nuclear-war"), "{chess}");
    let options = command(
        &fake,
        &Slash::new(DAVE, "new")
            .in_channel(ABORTED)
            .opt("game", "nuclear-war")
            .opt("options", "fast"),
    )
    .await;
    assert!(options.contains("`fast`") && options.contains('='), "{options}");
    let game = active(&table, place(GAME)).await.expect("running");
    let decider = game
        .user_at(game.game().expect("state").pending()[0].seat)
        .expect("seated");
    let nonsense = command(
        &fake,
        &Slash::new(decider, "play")
            .in_channel(GAME)
            .opt("action", "launch everything"),
    )
    .await;
    assert!(
        nonsense.contains("launch everything") && nonsense.contains("Legal now"),
        "{nonsense}"
    );
    // A server command in a DM with the bot.
    let in_dm = first_answer(
        &fake,
        &fake.send(&Slash::new(DAVE, "play").in_dm().opt("action", "pass")),
        "/play in a DM",
    )
    .await;
    assert_eq!(in_dm.content(), sent(Lang::En, "discord-error-guild-only"), "{in_dm:?}");
    serve(&fake, &table, GAME).await;

    // An aborted game: its commands and its DM buttons are refused with the reason.
    start_game(&fake, &table, ABORTED, &[DAVE, ALICE]).await;
    let (holder, prompt) = prompt_dm(&fake, &table, ABORTED).await;
    let aborted = command(&fake, &Slash::new(DAVE, "abort").in_channel(ABORTED)).await;
    assert_eq!(aborted, sent(Lang::En, "table-reply-aborted"));
    let play = command(
        &fake,
        &Slash::new(ALICE, "play").in_channel(ABORTED).opt("action", "pass"),
    )
    .await;
    assert_eq!(play, sent(Lang::En, "table-err-no-game"));
    let status = command(&fake, &Slash::new(ALICE, "hand").in_channel(ABORTED)).await;
    assert_eq!(status, sent(Lang::En, "table-err-no-game"));
    let button = prompt.custom_ids()[0].clone();
    let pressed = press(&fake, holder, &prompt, &button, None).await;
    assert_eq!(
        pressed.told.content(),
        msg(Lang::En, "table-err-aborted"),
        "{pressed:?}"
    );
    // A finished game (one player concedes a 2-player game): its DM buttons are refused too.
    start_game(&fake, &table, ABORTED, &[DAVE, ALICE]).await;
    let (holder, prompt) = prompt_dm(&fake, &table, ABORTED).await;
    let quitter = if holder == DAVE { ALICE } else { DAVE };
    let conceded = command(&fake, &Slash::new(quitter, "concede").in_channel(ABORTED)).await;
    assert_eq!(conceded, sent(Lang::En, "table-reply-conceded-over"));
    assert!(active(&table, place(ABORTED)).await.is_none(), "the game is over");
    let button = prompt.custom_ids()[0].clone();
    let pressed = press(&fake, holder, &prompt, &button, None).await;
    assert_eq!(
        pressed.told.content(),
        msg(Lang::En, "table-err-finished"),
        "{pressed:?}"
    );
    serve(&fake, &table, GAME).await;

    // A channel the bot may not post in: the move stands, the caller is told, it is logged.
    let post_failed = msg(Lang::En, "discord-post-failed");
    let from = fake.count();
    let created = fake.send(&Slash::new(CAROL, "new").in_channel(MUTED).opt("game", "nuclear-war"));
    fake.wait_for_since(from, DELIVERY, |r| created.is_webhook(r) && r.content() == post_failed)
        .await
        .unwrap_or_else(|| panic!("/new in a muted channel: no notice: {}", fake.tail(20)));
    let refused_post = fake
        .wait_for_since(from, DELIVERY, |r| r.is_post() && r.channel == Some(MUTED))
        .await
        .expect("the bot tried to post");
    assert_eq!(refused_post.status, 403);
    command(&fake, &Slash::new(DAVE, "join").in_channel(MUTED)).await;
    let lobby = active(&table, place(MUTED)).await.expect("the lobby").id;
    fix_seed(&table, lobby, MUTED).await;
    let from = fake.count();
    let started = fake.send(&Slash::new(CAROL, "start").in_channel(MUTED));
    fake.wait_for_since(from, DELIVERY, |r| started.is_webhook(r) && r.content() == post_failed)
        .await
        .unwrap_or_else(|| panic!("/start in a muted channel: no notice: {}", fake.tail(20)));
    // The game goes on by DM: button presses work, and a presser whose move the channel missed
    // learns it. (A pick in the secret opening posts nothing: the presses go on until one posts.)
    let mut noticed = false;
    for _ in 0..12 {
        let game = active(&table, place(MUTED)).await.expect("running");
        let prompt = game
            .game()
            .expect("state")
            .pending()
            .into_iter()
            .next()
            .expect("a decision owed");
        let decider = game.user_at(prompt.seat).expect("seated");
        let since = buttons_valid_since(&actions(&table, game.id).await, prompt.seat);
        let fingerprint = prompt.fingerprint();
        let found = wait_until(DELIVERY, || {
            newest_prompt_dm(&fake.recorded(), decider, game.id, fingerprint, since).is_some()
        })
        .await;
        assert!(found, "{decider} has no live prompt: {}", fake.tail(20));
        let dm = newest_prompt_dm(&fake.recorded(), decider, game.id, fingerprint, since);
        let dm = dm.unwrap_or_else(|| panic!("{decider} has no live prompt: {}", fake.tail(20)));
        let button = dm.custom_ids()[0].clone();
        let pressed = press(&fake, decider, &dm, &button, None).await;
        assert!(is_move_confirmation(pressed.told.content()), "{pressed:?}");
        // Whatever the move owes is sent before the press is done with.
        all_delivered(&fake, &table).await;
        let refused = fake
            .recorded_since(pressed.told.index)
            .iter()
            .any(|r| r.is_post() && r.channel == Some(MUTED) && r.status == 403);
        if refused {
            fake.wait_for_since(pressed.told.index, DELIVERY, |r| {
                pressed.interaction.is_webhook(r) && r.content() == post_failed
            })
            .await
            .unwrap_or_else(|| panic!("a press in a muted channel: no notice: {}", fake.tail(20)));
            noticed = true;
            break;
        }
    }
    assert!(noticed, "no press made a post in the muted channel: {}", fake.tail(30));
    assert!(
        logs().contains(&format!("channel={MUTED}")),
        "the refused post is logged: {}",
        logs()
    );
    serve(&fake, &table, GAME).await;

    // Closed DMs: the channel tells each such player (mentioning only them) to use /hand, and
    // /hand gives them their buttons.
    start_game(&fake, &table, CLOSED_DMS, &[ERIN, FRANK, DAVE]).await;
    for user in [ERIN, FRANK] {
        let notice = fake
            .wait_for(DELIVERY, |r| {
                r.is_post()
                    && r.channel == Some(CLOSED_DMS)
                    && r.content().contains(&format!("<@{user}>"))
                    && r.content().contains("/hand")
            })
            .await
            .unwrap_or_else(|| panic!("no closed-DM notice for {user}: {}", fake.tail(30)));
        assert_eq!(notice.allowed_user_mentions(), vec![user], "{notice:?}");
        assert!(
            logs().contains(&format!("user={user}")),
            "the failed DM to {user} is logged"
        );
    }
    // Dave plays until Erin or Frank owes a decision.
    let mut player = None;
    for _ in 0..200 {
        let game = active(&table, place(CLOSED_DMS)).await.expect("running");
        let m = game.game().expect("state");
        let owing: Vec<u64> = m.pending().iter().filter_map(|p| game.user_at(p.seat)).collect();
        player = owing.into_iter().find(|u| [ERIN, FRANK].contains(u));
        if player.is_some() {
            break;
        }
        serve(&fake, &table, CLOSED_DMS).await;
    }
    let player = player.expect("Erin or Frank owes a decision at some point");
    let hand = fake.send(&Slash::new(player, "hand").in_channel(CLOSED_DMS));
    let with_buttons = fake
        .wait_for_since(hand.first_request, DELIVERY, |r| {
            hand.is_webhook(r) && !r.custom_ids().is_empty()
        })
        .await
        .unwrap_or_else(|| panic!("/hand sent no buttons: {}", fake.tail(20)));
    assert_eq!(with_buttons.payload["flags"], 64, "/hand is private");
    let button = with_buttons.custom_ids()[0].clone();
    let pressed = press(&fake, player, &with_buttons, &button, None).await;
    assert!(is_move_confirmation(pressed.told.content()), "{pressed:?}");
    serve(&fake, &table, GAME).await;

    fake.settle(Duration::from_millis(100), DELIVERY).await;
    let late = fake.late_or_unanswered();
    assert!(late.is_empty(), "interactions not answered in time: {late:?}");
    let unknown_routes: Vec<Recorded> = fake.recorded().into_iter().filter(|r| r.status == 404).collect();
    assert!(unknown_routes.is_empty(), "{unknown_routes:#?}");
    bot.stop().await;
}
