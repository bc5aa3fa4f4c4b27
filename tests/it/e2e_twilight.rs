//! A Twilight Struggle opening through the real bot and the fake Discord: lobby and start, both
//! setup placements (DM buttons, one point per tap, and one typed `/play` line after asking its
//! autocomplete), both secret headline picks by DM, the first two action rounds, the board image.
//!
//! Checked: Discord's 3-second rule on every interaction (the harness), every DM goes to a seated
//! player, the headline stays secret in the channel until both have chosen, the first DM with a
//! prompt carries the player's hand (later ones what changed), and no channel post or rival's DM names a card still in a hand
//! (English and Korean names; Bob plays in Korean).

use std::collections::BTreeSet;

use serde_json::Value;
use warroom::engine::{AnyMatch, Text, Viewer};
use warroom::i18n::{Lang, catalog};

use crate::fake_discord::{FakeDiscord, Recorded, Slash};
use crate::harness::{
    DELIVERY, InProcessBot, actions, active, autocomplete, buttons_valid_since, by_id, command, component_for,
    is_move_confirmation, newest_prompt_dm, open_table, place, press, sent,
};

const ALICE: u64 = 301;
const BOB: u64 = 302;
const CHANNEL: u64 = 3300;

struct Opening {
    fake: FakeDiscord,
    table: warroom::table::Table,
    game_id: i64,
}

impl Opening {
    async fn game(&self) -> Box<dyn AnyMatch> {
        by_id(&self.table, self.game_id).await.game().expect("a state")
    }

    async fn phase(&self) -> String {
        self.game().await.view(Viewer::Public)["phase"]
            .as_str()
            .unwrap_or("")
            .to_string()
    }

    /// Presses the DM component of the option chosen by `choose` in `seat`'s current prompt;
    /// returns the notation played.
    async fn press_option(&self, seat: usize, choose: impl Fn(&str) -> bool) -> String {
        let snapshot = by_id(&self.table, self.game_id).await;
        let m = snapshot.game().expect("a state");
        let prompt = m
            .pending()
            .into_iter()
            .find(|p| p.seat == seat)
            .unwrap_or_else(|| panic!("seat {seat} owes nothing"));
        let index = prompt
            .options
            .iter()
            .position(|o| choose(&o.notation))
            .unwrap_or_else(|| panic!("no wanted option among {:?}", prompt.options));
        let notation = prompt.options[index].notation.clone();
        let user = snapshot.user_at(seat).expect("seated");
        let since = buttons_valid_since(&actions(&self.table, self.game_id).await, seat);
        let fingerprint = prompt.fingerprint();
        let found = self
            .fake
            .wait_for(DELIVERY, |_| {
                newest_prompt_dm(&self.fake.recorded(), user, self.game_id, fingerprint, since).is_some()
            })
            .await;
        assert!(
            found.is_some(),
            "{user} has no DM with buttons for {:?}",
            prompt.question
        );
        let dm = newest_prompt_dm(&self.fake.recorded(), user, self.game_id, fingerprint, since).expect("the DM");
        let (custom_id, value) = component_for(&dm, index).expect("a component for the option");
        let pressed = press(&self.fake, user, &dm, &custom_id, value.as_deref()).await;
        assert!(
            is_move_confirmation(pressed.told.content()),
            "`{notation}` by {user}: {}",
            pressed.told.content()
        );
        notation
    }

    /// Answers every question events ask (the first answer offered, by DM button) until `seat`
    /// chooses a card.
    async fn settle_until_card(&self, seat: usize) {
        for _ in 0..60 {
            let m = self.game().await;
            let pending = m.pending();
            if self.phase().await == "choose-card" && pending.iter().any(|p| p.seat == seat) {
                return;
            }
            let prompt = pending.first().expect("someone owes a decision");
            let pick = prompt
                .options
                .iter()
                .map(|o| o.notation.clone())
                .find(|n| n != "back" && n != "reset" && n != "done" && !n.starts_with("defuse "))
                .unwrap_or_else(|| prompt.options[0].notation.clone());
            self.press_option(prompt.seat, |n| n == pick).await;
        }
        panic!("seat {seat} never got to choose a card");
    }

    /// The points of an influence play (after the D-7 question for an opponent card).
    async fn place_points(&self, seat: usize) {
        if self.phase().await == "event-order" {
            self.press_option(seat, |n| n == "ops-first").await;
        }
        while self.phase().await == "influence" {
            self.press_option(seat, |n| n.starts_with("place ")).await;
        }
    }

    /// Types `line` with `/play` after asking autocomplete for `partial`.
    async fn play_typed(&self, user: u64, partial: &str, line: &str) {
        let suggested = autocomplete(
            &self.fake,
            &Slash::new(user, "play").in_channel(CHANNEL).typing("action", partial),
        )
        .await;
        let choices = suggested.payload["data"]["choices"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        assert!(!choices.is_empty(), "autocomplete for `{partial}` suggested nothing");
        let answer = command(
            &self.fake,
            &Slash::new(user, "play").in_channel(CHANNEL).opt("action", line),
        )
        .await;
        assert!(is_move_confirmation(&answer), "`{line}` by {user}: {answer}");
    }
}

fn is_scoring_play(notation: &str) -> bool {
    notation
        .strip_prefix("play ")
        .and_then(warroom::games::twilight_struggle::card)
        .is_some_and(|c| c.scoring)
}

fn channel_posts(recorded: &[Recorded]) -> Vec<Recorded> {
    recorded
        .iter()
        .filter(|r| r.is_post() && r.channel == Some(CHANNEL))
        .cloned()
        .collect()
}

/// A card's display names in both languages, lower-cased.
fn names(card_id: &str) -> Vec<String> {
    let text = Text::new(format!("ts-card-{card_id}"));
    [Lang::En, Lang::Ko]
        .into_iter()
        .map(|lang| catalog().render(lang, &text, &[]).to_lowercase())
        .collect()
}

/// `text` with every card's rules text and every card-naming rule explanation (`ts-why-…` with no
/// arguments, e.g. "NATO needs Marshall Plan or Warsaw Pact Formed …") taken out, in English and
/// Korean: naming a card in a rule is not telling who holds it.
fn without_card_texts(text: &str) -> String {
    static TEXTS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    let texts = TEXTS.get_or_init(|| {
        let mut keys: Vec<String> = warroom::games::twilight_struggle::cards()
            .iter()
            .map(|c| format!("ts-card-{}-text", c.id))
            .collect();
        keys.extend(
            catalog()
                .ids(Lang::En)
                .into_iter()
                .filter(|id| id.starts_with("ts-why-")),
        );
        let mut texts: Vec<String> = keys
            .iter()
            .flat_map(|key| [Lang::En, Lang::Ko].map(|lang| catalog().render(lang, &Text::new(key.clone()), &[])))
            .map(|t| t.to_lowercase())
            .filter(|t| !t.starts_with("ts-") && !t.contains('{'))
            .collect();
        // Longest first, so a text containing another is taken out whole.
        texts.sort_by_key(|t| std::cmp::Reverse(t.len()));
        texts
    });
    texts
        .iter()
        .fold(text.to_string(), |acc, t| acc.replace(t.as_str(), ""))
}

fn hand(m: &dyn AnyMatch, seat: usize) -> Vec<String> {
    m.view(Viewer::Seat(seat))["you"]["hand"]
        .as_array()
        .map(|a| a.iter().filter_map(Value::as_str).map(str::to_string).collect())
        .unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_twilight_struggle_opening_through_the_real_bot() {
    let fake = FakeDiscord::start().await;
    fake.set_locale(BOB, "ko");
    let dir = tempfile::tempdir().expect("temp dir");
    let url = warroom::store::scratch_url(&dir.path().join("ts.db")).await;
    let bot = InProcessBot::start(&fake, &url).await;
    let table = open_table(&url).await;
    command(
        &fake,
        &Slash::new(ALICE, "new")
            .in_channel(CHANNEL)
            .opt("game", "twilight-struggle"),
    )
    .await;
    command(&fake, &Slash::new(BOB, "join").in_channel(CHANNEL)).await;
    let game_id = active(&table, place(CHANNEL)).await.expect("the lobby").id;
    command(&fake, &Slash::new(ALICE, "start").in_channel(CHANNEL)).await;
    let o = Opening { fake, table, game_id };
    let snapshot = by_id(&o.table, game_id).await;
    let (ussr, us) = (0, 1);
    let ussr_user = snapshot.user_at(ussr).expect("USSR seat");
    let us_user = snapshot.user_at(us).expect("US seat");
    assert_eq!(o.phase().await, "setup");

    // USSR setup: one point by button, then the other five typed on one line.
    o.press_option(ussr, |n| n == "place poland").await;
    o.play_typed(ussr_user, "influence", "influence poland:3 east-germany:1 yugoslavia:1")
        .await;
    let m = o.game().await;
    assert_eq!(m.view(Viewer::Public)["influence"]["poland"]["ussr"], 4);
    // US setup: seven taps.
    for _ in 0..7 {
        o.press_option(us, |n| n.starts_with("place ")).await;
    }
    assert_eq!(o.phase().await, "headline");

    // Headlines: secret and simultaneous. The first pick stays out of the channel.
    let posts_before = channel_posts(&o.fake.recorded()).len();
    let ussr_headline = o.press_option(ussr, |n| n.starts_with("headline ")).await;
    let ussr_card = ussr_headline.trim_start_matches("headline ").to_string();
    let posts = channel_posts(&o.fake.recorded());
    for post in &posts[posts_before..] {
        let text = post.content().to_lowercase();
        for name in names(&ussr_card) {
            assert!(
                !text.contains(&name),
                "the USSR headline leaked before the reveal: {text}"
            );
        }
    }
    // The US's first prompt carried its whole hand; the headline prompt (its hand unchanged
    // since) says where to see it instead of repeating it.
    let us_prompts: Vec<Recorded> = o
        .fake
        .recorded()
        .into_iter()
        .filter(|r| r.dm_recipient() == Some(us_user) && !r.custom_ids().is_empty())
        .collect();
    let first = us_prompts.first().expect("a DM to the US");
    assert!(
        first.content().contains("손패") || first.content().contains("Your hand"),
        "{}",
        first.content()
    );
    let headline = us_prompts.last().expect("a DM to the US");
    assert!(
        [Lang::En, Lang::Ko]
            .into_iter()
            .any(|lang| headline.content().contains(&sent(lang, "table-brief-rest"))),
        "{}",
        headline.content()
    );
    o.press_option(us, |n| n.starts_with("headline ")).await;
    // The headline events may ask questions (by DM, of either side); answer them.
    o.settle_until_card(ussr).await;

    // USSR action round 1 by buttons: a card, "influence", then points until the play is done.
    o.press_option(ussr, |n| {
        n.starts_with("play ") && n != "play the-china-card" && !is_scoring_play(n)
    })
    .await;
    o.press_option(ussr, |n| n == "influence").await;
    o.place_points(ussr).await;
    o.settle_until_card(us).await;
    // US action round 1 typed: a card from the prompt, then its use by buttons.
    let m = o.game().await;
    let prompt = m.pending().into_iter().find(|p| p.seat == us).expect("the US plays");
    let play = prompt
        .options
        .iter()
        .map(|o| o.notation.clone())
        .find(|n| n.starts_with("play ") && !is_scoring_play(n))
        .expect("a card");
    o.play_typed(us_user, "play", &play).await;
    o.press_option(us, |n| n == "influence").await;
    o.place_points(us).await;
    o.settle_until_card(ussr).await;
    let m = o.game().await;
    assert_eq!(m.view(Viewer::Public)["round"], 2);
    m.check_invariants().expect("invariants");

    // The board went out as a PNG in the channel.
    let recorded = o.fake.recorded();
    let posts = channel_posts(&recorded);
    assert!(
        posts.iter().any(|p| !p.png_files.is_empty()),
        "no board image was posted"
    );
    // Every DM went to a seated player; no channel post or rival DM names a card still in a hand
    // that the reader may not know (a card an event showed it — CIA Created — it may know).
    let secret: Vec<(usize, Vec<String>)> = [ussr, us]
        .into_iter()
        .map(|s| {
            let rival = if s == ussr { us } else { ussr };
            let hidden = m.hidden_card_ids(Viewer::Seat(rival));
            let names = hand(m.as_ref(), s)
                .iter()
                .filter(|c| hidden.contains(c))
                .flat_map(|c| names(c))
                .collect();
            (s, names)
        })
        .collect();
    let users: BTreeSet<u64> = [ussr_user, us_user].into();
    for r in &recorded {
        if let Some(to) = r.dm_recipient() {
            assert!(users.contains(&to), "a DM to a stranger: {r:?}");
            let reader_seat = if to == ussr_user { ussr } else { us };
            // A card's rules text may name another card (NATO's names Warsaw Pact Formed): the
            // reader's own cards are described in its DMs, so rules texts are not evidence.
            let text = without_card_texts(&r.content().to_lowercase());
            for (seat, held) in &secret {
                if *seat != reader_seat {
                    for name in held {
                        assert!(
                            !text.contains(name.as_str()),
                            "seat {reader_seat}'s DM names rival card `{name}`"
                        );
                    }
                }
            }
        }
    }
    // The channel may name no held card at all (nothing in a hand is public).
    let held_by_anyone: Vec<String> = [ussr, us]
        .into_iter()
        .flat_map(|s| hand(m.as_ref(), s))
        .flat_map(|c| names(&c))
        .collect();
    for post in &posts {
        let text = without_card_texts(&post.content().to_lowercase());
        for name in &held_by_anyone {
            assert!(
                !text.contains(name.as_str()),
                "channel post names held card `{name}`: {text}"
            );
        }
    }
    bot.stop().await;
}
