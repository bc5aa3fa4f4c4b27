//! A short Nuclear Escalation game through the real bot and the fake Discord: `/new` with
//! `mode=escalation`, an attack answered out of turn by DM buttons (a saboteur held by one
//! bystander, a plain pass by the target, the launcher's counter-spy prompt), the public channel
//! learning nothing about who held the saboteur before the window closed, and then the game
//! played to the end by DM buttons.

use std::collections::BTreeSet;

use poise::serenity_prelude as serenity;
use warroom::discord::deliver;
use warroom::engine::{AnyMatch, GameRng, Prompt};
use warroom::i18n::Lang;
use warroom::table::Caller;

use crate::fake_discord::{FakeDiscord, Recorded, Slash};
use crate::harness::{
    DELIVERY, InProcessBot, Snapshot, actions, active, assert_replays, buttons_valid_since, by_id, command,
    component_for, is_move_confirmation, message_prefix, newest_prompt_dm, open_table, place, press,
};

const ALICE: u64 = 301;
const BOB: u64 = 302;
const CAROL: u64 = 303;
const CHANNEL: u64 = 3300;
const LOBBY: u64 = 3301;
const SEED: u64 = 1;
const MOVE_CAP: usize = 1500;

/// The DM carrying `prompt`'s buttons for `user` (waits for its delivery).
pub(crate) async fn prompt_dm(
    fake: &FakeDiscord,
    table: &warroom::table::Table,
    game: &Snapshot,
    prompt: &Prompt,
) -> Recorded {
    let user = game.user_at(prompt.seat).expect("seated");
    let since = buttons_valid_since(&actions(table, game.id).await, prompt.seat);
    let fingerprint = prompt.fingerprint();
    fake.wait_for(DELIVERY, |_| {
        newest_prompt_dm(&fake.recorded(), user, game.id, fingerprint, since).is_some()
    })
    .await
    .unwrap_or_else(|| panic!("{user} has no DM for {:?}: {}", prompt.question, fake.tail(30)));
    newest_prompt_dm(&fake.recorded(), user, game.id, fingerprint, since).expect("the DM")
}

/// Answers `notation` for the seat of `prompt` by pressing its DM button.
pub(crate) async fn answer_by_dm(
    fake: &FakeDiscord,
    table: &warroom::table::Table,
    game_id: i64,
    seat: usize,
    notation: &str,
) {
    let game = by_id(table, game_id).await;
    let m = game.game().expect("state");
    let prompt = m
        .pending()
        .into_iter()
        .find(|p| p.seat == seat)
        .unwrap_or_else(|| panic!("p{} owes nothing; pending {:?}", seat + 1, m.pending()));
    let index = prompt
        .options
        .iter()
        .position(|o| o.notation == notation)
        .unwrap_or_else(|| panic!("`{notation}` not among {:?}", prompt.options));
    let dm = prompt_dm(fake, table, &game, &prompt).await;
    let user = game.user_at(seat).expect("seated");
    let (custom_id, value) = component_for(&dm, index).expect("a component for the option");
    let pressed = press(fake, user, &dm, &custom_id, value.as_deref()).await;
    assert!(
        is_move_confirmation(pressed.told.content()),
        "press of `{notation}` by {user}: {:?}",
        pressed.told
    );
    assert_eq!(
        by_id(table, game_id).await.version,
        game.version + 1,
        "one press, one move"
    );
}

/// Answers every decision that stands between now and `seat`'s next `place` (a virus to pass,
/// a cruise missile to order, a response window…) with the mildest option.
pub(crate) async fn until_place(fake: &FakeDiscord, table: &warroom::table::Table, game_id: i64, seat: usize) {
    for _ in 0..40 {
        let m = by_id(table, game_id).await.game().expect("state");
        let v = m.view(warroom::engine::Viewer::Public);
        let prompts = m.pending();
        if prompts.len() == 1 && prompts[0].seat == seat && v["pending"][0]["decision"] == "place" {
            return;
        }
        let Some(prompt) = prompts.first().cloned() else {
            panic!("no decision owed: {v}");
        };
        let mild = ["end", "pass", "done", "virus keep"];
        let notation = prompt
            .options
            .iter()
            .find(|o| mild.contains(&o.notation.as_str()))
            .unwrap_or(&prompt.options[0])
            .notation
            .clone();
        answer_by_dm(fake, table, game_id, prompt.seat, &notation).await;
    }
    panic!("p{} never came to place", seat + 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_escalation_game_with_a_saboteur_answered_by_dm() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = warroom::store::scratch_url(&dir.path().join("game.db")).await;
    let bot = InProcessBot::start(&fake, &url).await;
    let table = open_table(&url).await;
    let here = place(CHANNEL);
    let http = serenity::HttpBuilder::new("fake-token")
        .proxy(fake.base.clone())
        .ratelimiter_disabled(true)
        .build();
    let gm = Caller {
        user: ALICE,
        name: "Player 301".to_string(),
        locale: None,
        is_admin: false,
    };
    // `/new` with the mode option opens an Escalation lobby…
    let created = command(
        &fake,
        &Slash::new(ALICE, "new")
            .in_channel(LOBBY)
            .opt("game", "nuclear-war")
            .opt("options", "mode=escalation"),
    )
    .await;
    assert!(
        created.starts_with(&message_prefix(Lang::En, "table-reply-created")),
        "{created}"
    );
    command(&fake, &Slash::new(BOB, "join").in_channel(LOBBY)).await;
    let started = command(&fake, &Slash::new(ALICE, "start").in_channel(LOBBY)).await;
    assert!(
        started.starts_with(&message_prefix(Lang::En, "table-reply-started")),
        "{started}"
    );
    let other = active(&table, place(LOBBY)).await.expect("running");
    assert_eq!(
        other.game().expect("state").view(warroom::engine::Viewer::Public)["mode"],
        "escalation",
        "the `/new` option reached the game"
    );
    // …and the game played here is the same kind of lobby with a fixed seed (Discord's `/new`
    // draws a fresh one), so the scene below is the same on every run.
    let mut options = warroom::engine::GameOptions::new();
    options.insert("mode".into(), "escalation".into());
    let outbox = table
        .create(here, &gm, "nuclear-war", options, None, Some(SEED))
        .await
        .expect("a lobby");
    assert_eq!(deliver(&http, &table, &outbox).await.failures, 0);
    command(&fake, &Slash::new(BOB, "join").in_channel(CHANNEL)).await;
    command(&fake, &Slash::new(CAROL, "join").in_channel(CHANNEL)).await;
    let started = command(&fake, &Slash::new(ALICE, "start").in_channel(CHANNEL)).await;
    assert!(
        started.starts_with(&message_prefix(Lang::En, "table-reply-started")),
        "{started}"
    );
    let game_id = active(&table, here).await.expect("running").id;
    assert_eq!(
        by_id(&table, game_id)
            .await
            .game()
            .expect("state")
            .view(warroom::engine::Viewer::Public)["mode"],
        "escalation"
    );

    // The opening by DM buttons (passing every response window), until the first turn's place.
    for _ in 0..60 {
        let game = by_id(&table, game_id).await;
        let m = game.game().expect("state");
        let v = m.view(warroom::engine::Viewer::Public);
        if v["pending"][0]["decision"] == "place" {
            break;
        }
        let prompt = m.pending()[0].clone();
        let notation = prompt
            .options
            .iter()
            .find(|o| o.notation == "pass")
            .unwrap_or(&prompt.options[0])
            .notation
            .clone();
        answer_by_dm(&fake, &table, game_id, prompt.seat, &notation).await;
    }

    // The game master sets the scene: whoever is to move holds an armed Trident and a 20 MT
    // warhead; the next seat holds nothing to answer with; the last one holds a saboteur.
    let game = by_id(&table, game_id).await;
    let m = game.game().expect("state");
    let attacker = m.pending()[0].seat;
    let target = (attacker + 1) % 3;
    let bystander = (attacker + 2) % 3;
    let label = |s: usize| format!("p{}", s + 1);
    for command_line in [
        format!("set hand {} wh20 prop5 prop5 prop10 wh10 wh10", label(attacker)),
        format!("set queue {} trident wh20", label(attacker)),
        format!("set hand {} prop5 prop5 prop10 wh10 wh10 wh10", label(target)),
        format!("set queue {} wh10 prop5", label(target)),
        format!("set hand {} saboteur prop5 prop10 wh10 wh10 wh10", label(bystander)),
        format!("set queue {} wh10 prop5", label(bystander)),
        "set war off".to_string(),
        format!("set pop {} 20", label(attacker)),
        format!("set pop {} 20", label(target)),
        format!("set pop {} 20", label(bystander)),
        format!("set skip {} 0", label(attacker)),
        format!("set skip {} 0", label(target)),
        format!("set skip {} 0", label(bystander)),
        "set deck-top wh10 wh10 prop10 prop10 prop5 prop5".to_string(),
    ] {
        let outbox = table
            .edit(here, &gm, &command_line)
            .await
            .expect("the creator may edit");
        let delivered = deliver(&http, &table, &outbox).await;
        assert_eq!(delivered.failures, 0, "{delivered:?}");
    }
    answer_by_dm(&fake, &table, game_id, attacker, "place prop5").await; // reveals the Trident
    for seat in [target, bystander] {
        until_place(&fake, &table, game_id, seat).await;
        let m = by_id(&table, game_id).await.game().expect("state");
        let prompt = m.pending().into_iter().find(|p| p.seat == seat).expect("its turn");
        let notation = prompt
            .options
            .iter()
            .find(|o| o.notation.starts_with("place wh10"))
            .unwrap_or(&prompt.options[0])
            .notation
            .clone();
        answer_by_dm(&fake, &table, game_id, seat, &notation).await;
    }
    until_place(&fake, &table, game_id, attacker).await;
    let target_population = by_id(&table, game_id)
        .await
        .game()
        .expect("state")
        .view(warroom::engine::Viewer::Public)["players"][target]["population"]
        .clone();
    answer_by_dm(&fake, &table, game_id, attacker, "place prop5").await; // the 20 MT: an attack
    let window_start = fake.count();
    answer_by_dm(&fake, &table, game_id, attacker, &format!("target {}", label(target))).await;

    // The window: both other seats are asked the same question by DM; only the holder sees the
    // saboteur among the buttons.
    let game = by_id(&table, game_id).await;
    let m = game.game().expect("state");
    let prompts = m.pending();
    let asked: BTreeSet<usize> = prompts.iter().map(|p| p.seat).collect();
    assert_eq!(asked, BTreeSet::from([target, bystander]));
    assert_eq!(
        prompts[0].question, prompts[1].question,
        "the same question for everyone"
    );
    let holder_prompt = prompts.iter().find(|p| p.seat == bystander).expect("asked");
    let holder_dm = prompt_dm(&fake, &table, &game, holder_prompt).await;
    let target_prompt = prompts.iter().find(|p| p.seat == target).expect("asked");
    let target_dm = prompt_dm(&fake, &table, &game, target_prompt).await;
    assert_eq!(holder_dm.custom_ids().len(), 2, "sabotage and pass: {holder_dm:?}");
    assert_eq!(target_dm.custom_ids().len(), 1, "pass only: {target_dm:?}");
    answer_by_dm(&fake, &table, game_id, bystander, "sabotage").await;
    fake.settle(std::time::Duration::from_millis(50), DELIVERY).await;
    // Until everyone answered, the channel learns nothing about the saboteur.
    for post in fake.channel_posts_since(CHANNEL, window_start) {
        assert!(
            !post.to_lowercase().contains("saboteur"),
            "the channel learns of the saboteur early: {post}"
        );
    }
    answer_by_dm(&fake, &table, game_id, target, "pass").await;
    // The launcher may unmask the saboteur with a spy (it has none: pass only).
    let m = by_id(&table, game_id).await.game().expect("state");
    assert_eq!(m.pending().iter().map(|p| p.seat).collect::<Vec<_>>(), vec![attacker]);
    assert_eq!(
        m.view(warroom::engine::Viewer::Public)["pending"][0]["decision"],
        "counter-sabotage"
    );
    let spoil_start = fake.count();
    answer_by_dm(&fake, &table, game_id, attacker, "pass").await;
    let m = by_id(&table, game_id).await.game().expect("state");
    let v = m.view(warroom::engine::Viewer::Public);
    assert_eq!(v["war"], true, "a sabotaged attack still started the war");
    assert_eq!(
        v["players"][target]["population"], target_population,
        "spoiled: nobody hit"
    );
    let told = fake
        .wait_for_since(spoil_start, DELIVERY, |r| {
            r.is_post() && r.channel == Some(CHANNEL) && r.content().contains("launch fails")
        })
        .await;
    assert!(
        told.is_some(),
        "the channel hears of the sabotage once it happened: {}",
        fake.tail(20)
    );

    // Then to the end, by DM buttons with random choices.
    let mut pick = GameRng::new(0x5eed_e5c4);
    let mut moves = 0;
    loop {
        let game = by_id(&table, game_id).await;
        if game.status != "running" {
            assert_eq!(game.status, "finished");
            break;
        }
        assert!(moves < MOVE_CAP, "the game did not end in {MOVE_CAP} moves");
        let m: Box<dyn AnyMatch> = game.game().expect("state");
        let prompts = m.pending();
        let prompt = prompts[pick.below(prompts.len())].clone();
        let notation = prompt.options[pick.below(prompt.options.len())].notation.clone();
        if prompt.options.len() > 125 {
            let user = game.user_at(prompt.seat).expect("seated");
            let answer = command(
                &fake,
                &Slash::new(user, "play")
                    .in_channel(CHANNEL)
                    .opt("action", notation.as_str()),
            )
            .await;
            assert!(is_move_confirmation(&answer), "/play {notation}: {answer}");
        } else {
            answer_by_dm(&fake, &table, game_id, prompt.seat, &notation).await;
        }
        moves += 1;
    }
    let over = fake
        .wait_for(DELIVERY, |r| {
            r.is_post()
                && r.channel == Some(CHANNEL)
                && r.content().contains(&message_prefix(Lang::En, "table-game-over"))
        })
        .await;
    assert!(over.is_some(), "no game-over post: {}", fake.tail(20));
    assert_replays(&table, game_id).await;
    eprintln!(
        "e2e escalation: {moves} moves after the window, {} requests",
        fake.count()
    );
    bot.stop().await;
}
