//! `/status part:` through the real bot and the fake Discord (issue 17): a region of a Twilight
//! Struggle board comes back as an image, the option's autocomplete lists the parts in the
//! caller's language, and an unknown part is refused privately with the list.

use warroom::i18n::{Lang, msg};

use crate::fake_discord::{FakeDiscord, Slash};
use crate::harness::{InProcessBot, autocomplete, command, first_answer, message_prefix};

const ALICE: u64 = 501;
const BOB: u64 = 502;
const GAME: u64 = 3501;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn status_part_draws_one_part_of_the_board_as_an_image() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = warroom::store::scratch_url(&dir.path().join("parts.db")).await;
    let bot = InProcessBot::start(&fake, &url).await;

    let created = command(
        &fake,
        &Slash::new(ALICE, "new")
            .in_channel(GAME)
            .opt("game", "twilight-struggle"),
    )
    .await;
    assert!(
        created.starts_with(&message_prefix(Lang::En, "table-reply-created")),
        "{created}"
    );
    command(&fake, &Slash::new(BOB, "join").in_channel(GAME)).await;
    let started = command(&fake, &Slash::new(ALICE, "start").in_channel(GAME)).await;
    assert!(
        started.starts_with(&message_prefix(Lang::En, "table-reply-started")),
        "{started}"
    );

    let asked = fake.send(&Slash::new(BOB, "status").in_channel(GAME).opt("part", "europe"));
    let answer = first_answer(&fake, &asked, "/status part:europe").await;
    assert!(
        answer.content().contains(&msg(Lang::En, "ts-region-europe")),
        "{answer:?}"
    );
    assert_eq!(answer.png_files.len(), 1, "the part comes as one PNG: {answer:?}");

    let choices = autocomplete(
        &fake,
        &Slash::new(BOB, "status").in_channel(GAME).typing("part", "amer"),
    )
    .await;
    let listed: Vec<String> = choices.payload["data"]["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .map(|c| c["value"].as_str().unwrap_or_default().to_string())
        .collect();
    assert_eq!(listed, ["central-america", "south-america"], "{choices:?}");

    let unknown = first_answer(
        &fake,
        &fake.send(&Slash::new(BOB, "status").in_channel(GAME).opt("part", "atlantis")),
        "/status part:atlantis",
    )
    .await;
    assert!(
        unknown.content().contains("atlantis") && unknown.content().contains("Europe (europe)"),
        "the refusal lists the parts: {unknown:?}"
    );
    assert_eq!(
        unknown.payload["data"]["flags"], 64,
        "only the caller sees it: {unknown:?}"
    );
    bot.stop().await;
}
