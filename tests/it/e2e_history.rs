//! `/history`, `/stats` and `/replay` through the real `warroom bot` binary and the fake
//! Discord: a Nuclear War game is played a few moves and conceded; `/history` and `/stats` show
//! it; `/replay` sends the revealed log and the script as attachments, and the script, saved and
//! run with `warroom script`, reaches the stored final state. The next game in the channel is
//! running: `/replay` of it is refused, and neither `/history`, `/stats` nor the refusal names a
//! card hidden in it.

use std::process::Command;

use warroom::engine::Viewer;
use warroom::i18n::Lang;
use warroom::table::state_hash;

use crate::fake_discord::{FakeDiscord, Recorded, Slash};
use crate::harness::{
    BotProcess, CardNames, DELIVERY, active, by_id, command, first_answer, is_move_confirmation, message_prefix,
    open_table, place,
};

const ALICE: u64 = 901;
const BOB: u64 = 902;
const HALL: u64 = 3901;

/// Opens, fills and starts a Nuclear War game in `channel`; returns its id.
async fn start_game(fake: &FakeDiscord, table: &warroom::table::Table, channel: u64) -> i64 {
    let created = command(
        fake,
        &Slash::new(ALICE, "new").in_channel(channel).opt("game", "nuclear-war"),
    )
    .await;
    assert!(
        created.starts_with(&message_prefix(Lang::En, "table-reply-created")),
        "{created}"
    );
    command(fake, &Slash::new(BOB, "join").in_channel(channel)).await;
    let started = command(fake, &Slash::new(ALICE, "start").in_channel(channel)).await;
    assert!(
        started.starts_with(&message_prefix(Lang::En, "table-reply-started")),
        "{started}"
    );
    active(table, place(channel)).await.expect("running").id
}

/// One move by whoever owes one, with `/play` (the first listed option).
async fn play_one(fake: &FakeDiscord, table: &warroom::table::Table, channel: u64) {
    let game = active(table, place(channel)).await.expect("running");
    let prompt = game
        .game()
        .expect("state")
        .pending()
        .into_iter()
        .next()
        .expect("a prompt");
    let user = game.user_at(prompt.seat).expect("seated");
    let notation = prompt.options[0].notation.clone();
    let answer = command(
        fake,
        &Slash::new(user, "play")
            .in_channel(channel)
            .opt("action", notation.as_str()),
    )
    .await;
    assert!(is_move_confirmation(&answer), "/play {notation}: {answer}");
}

/// The answer to `slash` (after the bot's deferral), with its attachments.
async fn answer(fake: &FakeDiscord, slash: &Slash) -> Recorded {
    let interaction = fake.send(slash);
    first_answer(fake, &interaction, &format!("/{}", slash.command)).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_listed_counted_and_replayed_by_its_script() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = warroom::store::scratch_url(&dir.path().join("history.db")).await;
    let log = dir.path().join("bot.log");
    let _bot = BotProcess::start(&fake, &url, dir.path(), &log).await;
    let table = open_table(&url).await;

    let finished = start_game(&fake, &table, HALL).await;
    for _ in 0..6 {
        play_one(&fake, &table, HALL).await;
    }
    let conceded = command(&fake, &Slash::new(BOB, "concede").in_channel(HALL)).await;
    assert!(
        conceded.starts_with(&message_prefix(Lang::En, "table-reply-conceded-over")),
        "{conceded}"
    );
    assert_eq!(by_id(&table, finished).await.status, "finished");

    let history = command(&fake, &Slash::new(ALICE, "history").in_channel(HALL)).await;
    assert!(history.contains(&format!("#{finished} ")), "{history}");
    assert!(history.contains("won by concession"), "{history}");
    let stats = command(
        &fake,
        &Slash::new(ALICE, "stats").in_channel(HALL).opt("game", "nuclear-war"),
    )
    .await;
    assert!(stats.contains("Nuclear War: 1 game, 1 win (100%)"), "{stats}");
    let bobs = command(&fake, &Slash::new(BOB, "stats").in_channel(HALL)).await;
    assert!(bobs.contains("1 game, 0 wins (0%)"), "{bobs}");

    // /replay: two attachments, the log and the script; the script reaches the same end.
    let replay = answer(&fake, &Slash::new(BOB, "replay").in_channel(HALL)).await;
    assert!(replay.content().contains(&format!("game #{finished}")), "{replay:?}");
    let script_name = format!("game-{finished}.wrs");
    assert_eq!(
        replay.files,
        vec![format!("game-{finished}-log.txt"), script_name.clone()]
    );
    let file = |name: &str| {
        let bytes = &replay.file_bytes.iter().find(|(n, _)| n == name).expect("attached").1;
        String::from_utf8(bytes.clone()).expect("utf-8")
    };
    let revealed = file(&format!("game-{finished}-log.txt"));
    assert!(
        revealed.contains("[to "),
        "private lines are in the revealed log: {revealed}"
    );
    let script = file(&script_name);
    let path = dir.path().join(&script_name);
    std::fs::write(&path, &script).expect("save the script");
    let run = Command::new(env!("CARGO_BIN_EXE_warroom"))
        .arg("script")
        .arg(&path)
        .output()
        .expect("run warroom script");
    let printed = String::from_utf8_lossy(&run.stdout).to_string() + &String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{printed}\n{script}");
    assert!(printed.contains("ok: "), "{printed}");
    let stored = by_id(&table, finished).await.state.expect("state");
    assert!(
        script.contains(&format!("state-hash {}", state_hash(&stored).expect("hash"))),
        "{script}"
    );

    // The next game in the channel runs: its replay is refused, and nothing shows its cards.
    let running = start_game(&fake, &table, HALL).await;
    play_one(&fake, &table, HALL).await;
    let m = by_id(&table, running).await.game().expect("state");
    let secret = CardNames::secret_types(m.as_ref(), Viewer::Public);
    assert!(!secret.is_empty());
    let names = CardNames::new();
    let refused = command(
        &fake,
        &Slash::new(ALICE, "replay").in_channel(HALL).opt("game", running),
    )
    .await;
    assert!(refused.contains("only after the game ends"), "{refused}");
    let history = command(&fake, &Slash::new(ALICE, "history").in_channel(HALL)).await;
    assert!(!history.contains(&format!("#{running} ")), "{history}");
    let stats = command(&fake, &Slash::new(BOB, "stats").in_channel(HALL)).await;
    for text in [&refused, &history, &stats] {
        let named: Vec<_> = names.named(text).intersection(&secret).copied().collect();
        assert!(named.is_empty(), "hidden cards {named:?} named in: {text}");
    }
    // From a DM: the caller's own games.
    let mine = answer(&fake, &Slash::new(BOB, "history").in_dm()).await;
    assert!(mine.content().contains(&format!("#{finished} ")), "{mine:?}");
    assert!(fake.wait_for(DELIVERY, |r| r.ok()).await.is_some());
}
