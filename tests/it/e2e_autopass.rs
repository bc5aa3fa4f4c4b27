//! `/autopass` through the real bot and the fake Discord: a bystander holding a saboteur sets a
//! standing auto-pass on attacks (autocomplete names the kinds, the reply says when it applies,
//! the channel hears nothing), and the next attack's window does not wait for it nor send it a
//! prompt; the saboteur stays in hand.

use poise::serenity_prelude as serenity;
use warroom::discord::deliver;
use warroom::engine::Viewer;
use warroom::table::Caller;

use crate::e2e_escalation::{answer_by_dm, until_place};
use crate::fake_discord::{FakeDiscord, Slash};
use crate::harness::{DELIVERY, InProcessBot, active, assert_replays, autocomplete, by_id, command, open_table, place};

const ALICE: u64 = 311;
const BOB: u64 = 312;
const CAROL: u64 = 313;
const CHANNEL: u64 = 3400;
const SEED: u64 = 1;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autopass_on_attacks_skips_the_seat_in_the_next_attack_window() {
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
        name: "Player 311".to_string(),
        locale: None,
        is_admin: false,
    };
    // A seeded Escalation lobby (Discord's `/new` draws a fresh seed), joined and started by
    // slash commands.
    let mut options = warroom::engine::GameOptions::new();
    options.insert("mode".into(), "escalation".into());
    let outbox = table
        .create(here, &gm, "nuclear-war", options, None, Some(SEED))
        .await
        .expect("a lobby");
    assert_eq!(deliver(&http, &table, &outbox).await.failures, 0);
    command(&fake, &Slash::new(BOB, "join").in_channel(CHANNEL)).await;
    command(&fake, &Slash::new(CAROL, "join").in_channel(CHANNEL)).await;
    command(&fake, &Slash::new(ALICE, "start").in_channel(CHANNEL)).await;
    let game_id = active(&table, here).await.expect("running").id;

    // The opening by DM buttons, until the first turn's place.
    for _ in 0..60 {
        let m = by_id(&table, game_id).await.game().expect("state");
        if m.view(Viewer::Public)["pending"][0]["decision"] == "place" {
            break;
        }
        let prompt = m.pending()[0].clone();
        let pass = prompt.options.iter().find(|o| o.notation == "pass");
        let notation = pass.unwrap_or(&prompt.options[0]).notation.clone();
        answer_by_dm(&fake, &table, game_id, prompt.seat, &notation).await;
    }

    // The scene: the seat to move will attack the next seat with a Trident and a 20 MT warhead;
    // the last seat holds a saboteur.
    let m = by_id(&table, game_id).await.game().expect("state");
    let attacker = m.pending()[0].seat;
    let target = (attacker + 1) % 3;
    let bystander = (attacker + 2) % 3;
    let label = |s: usize| format!("p{}", s + 1);
    for line in [
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
        let outbox = table.edit(here, &gm, &line).await.expect("the creator may edit");
        assert_eq!(deliver(&http, &table, &outbox).await.failures, 0);
    }
    let game = by_id(&table, game_id).await;
    let user = game.user_at(bystander).expect("seated");

    // Autocomplete offers the game's kinds by name; the id is what is sent.
    let offered = autocomplete(
        &fake,
        &Slash::new(user, "autopass").in_channel(CHANNEL).typing("kind", "att"),
    )
    .await;
    assert_eq!(offered.choice_values(), vec!["attack".to_string()], "{offered:?}");
    assert_eq!(offered.choice_names(), vec!["declared attack".to_string()]);

    // `/autopass kind:attack on:true`: a private reply and a private DM line, no channel post.
    // (First let the last opening move's posts and pings arrive: the bot sends them after its
    // reply.)
    fake.settle(std::time::Duration::from_millis(300), DELIVERY).await;
    let quiet_from = fake.count();
    let version = game.version;
    let reply = command(
        &fake,
        &Slash::new(user, "autopass")
            .in_channel(CHANNEL)
            .opt("kind", "attack")
            .opt("on", true),
    )
    .await;
    assert!(
        reply.contains("from the next response window opened, you pass automatically on declared attack"),
        "{reply}"
    );
    assert!(
        reply.contains("A window already open still waits for your answer"),
        "{reply}"
    );
    let confirmed = fake
        .wait_for_since(quiet_from, DELIVERY, |r| {
            r.dm_recipient() == Some(user) && r.content().contains("Standing choice")
        })
        .await;
    assert!(confirmed.is_some(), "the setter's DM confirms: {}", fake.tail(20));
    assert_eq!(by_id(&table, game_id).await.version, version + 1, "one stored change");
    let listed = command(&fake, &Slash::new(user, "autopass").in_channel(CHANNEL)).await;
    assert!(
        listed.contains("You pass automatically on: declared attack."),
        "{listed}"
    );
    let offered = autocomplete(
        &fake,
        &Slash::new(user, "autopass").in_channel(CHANNEL).typing("kind", ""),
    )
    .await;
    assert_eq!(offered.choice_values().len(), 5);
    assert_eq!(offered.choice_names()[0], "declared attack ✓");
    fake.settle(std::time::Duration::from_millis(50), DELIVERY).await;
    assert!(
        fake.channel_posts_since(CHANNEL, quiet_from).is_empty(),
        "the channel hears nothing of a standing choice: {:?}",
        fake.channel_posts_since(CHANNEL, quiet_from)
    );

    // The Trident is revealed, a round passes, then the 20 MT warhead makes an attack.
    answer_by_dm(&fake, &table, game_id, attacker, "place prop5").await;
    for seat in [target, bystander] {
        until_place(&fake, &table, game_id, seat).await;
        let m = by_id(&table, game_id).await.game().expect("state");
        let prompt = m.pending().into_iter().find(|p| p.seat == seat).expect("its turn");
        let place_wh10 = prompt.options.iter().find(|o| o.notation.starts_with("place wh10"));
        let notation = place_wh10.unwrap_or(&prompt.options[0]).notation.clone();
        answer_by_dm(&fake, &table, game_id, seat, &notation).await;
    }
    until_place(&fake, &table, game_id, attacker).await;
    answer_by_dm(&fake, &table, game_id, attacker, "place prop5").await;
    let window_start = fake.count();
    answer_by_dm(&fake, &table, game_id, attacker, &format!("target {}", label(target))).await;

    // The window waits for the target only; the bystander gets no prompt for it.
    let m = by_id(&table, game_id).await.game().expect("state");
    let v = m.view(Viewer::Public);
    assert_eq!(v["window"]["event"], "attack");
    assert_eq!(v["window"]["waiting"], serde_json::json!([label(target)]));
    assert_eq!(m.pending().iter().map(|p| p.seat).collect::<Vec<_>>(), vec![target]);
    fake.settle(std::time::Duration::from_millis(50), DELIVERY).await;
    let prompted = fake
        .recorded_since(window_start)
        .into_iter()
        .filter(|r| r.dm_recipient() == Some(user) && !r.custom_ids().is_empty())
        .count();
    assert_eq!(prompted, 0, "the bystander is not prompted: {}", fake.tail(20));
    answer_by_dm(&fake, &table, game_id, target, "pass").await;
    let m = by_id(&table, game_id).await.game().expect("state");
    assert!(m.view(Viewer::Public)["window"].is_null(), "the window closed");
    assert!(
        m.view(Viewer::Seat(bystander))["you"]["hand"]
            .to_string()
            .contains("saboteur"),
        "the saboteur was never offered, so never spent"
    );
    assert_replays(&table, game_id).await;
    bot.stop().await;
}
