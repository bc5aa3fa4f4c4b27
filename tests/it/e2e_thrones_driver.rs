//! The Game of Thrones end-to-end tests' hands on the bot (`e2e_thrones`, `e2e_thrones_targets`):
//! answers by DM components and `/play`, the game master's edits, and how many taps each option
//! of a prompt takes on its DM.

use std::time::Duration;

use poise::serenity_prelude as serenity;
use warroom::discord::deliver;
use warroom::discord::ids::{ComponentId, Target};
use warroom::engine::{AnyMatch, Ask, GameRng, Prompt, Selection, Viewer};
use warroom::table::{Caller, Place, Table};

use crate::e2e_escalation::prompt_dm;
use crate::fake_discord::{FakeDiscord, Interaction, Recorded, Slash};
use crate::harness::{
    DELIVERY, Snapshot, actions, all_delivered, autocomplete, buttons_valid_since, by_id, command, component_for,
    is_move_confirmation, place, press, press_many,
};

pub(crate) const ALICE: u64 = 701;
pub(crate) const BOB: u64 = 702;
pub(crate) const SEED: u64 = 17;

pub(crate) fn is_window(prompt: &Prompt) -> bool {
    matches!(prompt.question.key.as_ref(), "thrones-q-window" | "thrones-q-response")
}

/// The taps that reach option `index` of `prompt` on its DM `dm`: a button is one tap; an
/// option of a one-choice menu two (open, pick); an item of a several-choice menu three (open,
/// pick, send; two when the menu takes one value). `None`: no component offers it.
pub(crate) fn taps(dm: &Recorded, prompt: &Prompt, index: usize) -> Option<usize> {
    match prompt.ask {
        Ask::One => component_for(dm, index).map(|(_, value)| if value.is_some() { 2 } else { 1 }),
        _ => dm
            .custom_ids()
            .into_iter()
            .find(|id| {
                ComponentId::parse(id).is_some_and(|c| c.target == Target::Select)
                    && dm.menu_values(id).contains(&index.to_string())
            })
            .map(|id| if dm.menu_max(&id) > 1 { 3 } else { 2 }),
    }
}

/// The most taps any option of `prompt` takes on `dm`; fails naming an option past three taps.
pub(crate) fn check_taps(dm: &Recorded, prompt: &Prompt) -> usize {
    let mut most = 0;
    for (i, option) in prompt.options.iter().enumerate() {
        let n = taps(dm, prompt, i);
        assert!(
            n.is_some_and(|n| n <= 3),
            "`{}` of {:?} ({} options) takes {n:?} taps: {dm:?}",
            option.notation,
            prompt.question.key,
            prompt.options.len()
        );
        most = most.max(n.unwrap_or(0));
    }
    most
}

/// An answer to a prompt: one option, or several items of a composed prompt.
#[derive(Clone, Debug)]
pub(crate) enum Answer {
    One(usize),
    Several(Vec<usize>),
}

/// Items of a composed prompt, at random within its limits, that the game accepts (tried on a copy).
pub(crate) fn several(m: &dyn AnyMatch, prompt: &Prompt, rng: &mut GameRng, must: &[usize]) -> Vec<usize> {
    let Ask::Several { min, max, .. } = prompt.ask else {
        panic!("not a composed prompt: {prompt:?}")
    };
    let n = prompt.options.len();
    let (min, max) = (min as usize, (max as usize).min(n).min(25));
    for attempt in 0..40 {
        let mut indices: Vec<usize> = (0..n).filter(|i| !must.contains(i)).collect();
        rng.shuffle(&mut indices);
        let lowest = min.saturating_sub(must.len());
        let room = max.saturating_sub(must.len());
        // Later attempts ask for less: a budget or a rule may refuse many items together.
        let room = if attempt > 20 { lowest } else { room };
        let k = lowest + rng.below(room.saturating_sub(lowest) + 1);
        indices.truncate(k);
        indices.extend_from_slice(must);
        indices.sort_unstable();
        if let Ok(line) = prompt.answer(&Selection::Several(indices.clone()))
            && m.clone_box().apply(prompt.seat, &line).is_ok()
        {
            return indices;
        }
    }
    panic!("no accepted answer to {prompt:?}")
}

/// The option a player takes: windows are passed three times in four; marshalling and
/// challenges stop now and then so rounds end.
pub(crate) fn one(prompt: &Prompt, rng: &mut GameRng) -> usize {
    let find = |word: &str| prompt.options.iter().position(|o| o.notation == word);
    if is_window(prompt)
        && let Some(pass) = find("pass")
        && rng.below(4) != 0
    {
        return pass;
    }
    if let Some(done) = find("done")
        && rng.below(5) == 0
    {
        return done;
    }
    rng.below(prompt.options.len())
}

pub(crate) fn option(prompt: &Prompt, notation: &str) -> Option<usize> {
    prompt.options.iter().position(|o| o.notation == notation)
}

/// The notation `answer` stands for.
pub(crate) fn notation_of(prompt: &Prompt, answer: &Answer) -> String {
    match answer {
        Answer::One(index) => prompt.options[*index].notation.clone(),
        Answer::Several(indices) => prompt
            .answer(&Selection::Several(indices.clone()))
            .expect("within the limits"),
    }
}

/// Presses the component of `answer` on `dm` without waiting for anything.
pub(crate) fn inject(fake: &FakeDiscord, user: u64, dm: &Recorded, prompt: &Prompt, answer: &Answer) -> Interaction {
    match answer {
        Answer::One(index) => match component_for(dm, *index).expect("a component for the option") {
            (id, Some(value)) => fake.select(user, dm, &id, &value),
            (id, None) => fake.press(user, dm, &id),
        },
        Answer::Several(indices) => {
            let menu = dm
                .custom_ids()
                .into_iter()
                .find(|id| ComponentId::parse(id).is_some_and(|c| c.target == Target::Select))
                .unwrap_or_else(|| panic!("a menu for {:?}: {dm:?}", prompt.question.key));
            let values: Vec<String> = indices.iter().map(usize::to_string).collect();
            let values: Vec<&str> = values.iter().map(String::as_str).collect();
            fake.select_many(user, dm, &menu, &values)
        }
    }
}

/// The test's hands on the bot: the game master's edits (delivered as the bot would), and answers
/// given through the DMs and `/play`.
pub(crate) struct Driver<'a> {
    pub(crate) fake: &'a FakeDiscord,
    pub(crate) table: &'a Table,
    pub(crate) http: serenity::Http,
    pub(crate) here: Place,
    pub(crate) channel: u64,
    pub(crate) game_id: i64,
    pub(crate) gm: Caller,
}

/// What one answer sent.
pub(crate) struct Sent {
    pub(crate) notation: String,
    /// The DM holding the prompt's components, and the component pressed (none for `/play`).
    pub(crate) dm: Recorded,
    pub(crate) pressed: Option<(String, Option<String>)>,
    pub(crate) first_request: usize,
}

impl Driver<'_> {
    pub(crate) fn new<'a>(fake: &'a FakeDiscord, table: &'a Table, channel: u64, game_id: i64, gm: u64) -> Driver<'a> {
        Driver {
            fake,
            table,
            http: serenity::HttpBuilder::new("fake-token")
                .proxy(fake.base.clone())
                .ratelimiter_disabled(true)
                .build(),
            here: place(channel),
            channel,
            game_id,
            gm: Caller {
                user: gm,
                name: format!("Player {gm}"),
                locale: None,
                is_admin: false,
            },
        }
    }

    pub(crate) async fn now(&self) -> (Snapshot, Box<dyn AnyMatch>) {
        let snapshot = by_id(self.table, self.game_id).await;
        let m = snapshot.game().expect("a state");
        (snapshot, m)
    }

    /// A game master's `set …` line through the table, delivered to the fake Discord.
    pub(crate) async fn edit(&self, line: &str) -> bool {
        match self.table.edit(self.here, &self.gm, line).await {
            Ok(outbox) => {
                let delivered = deliver(&self.http, self.table, &outbox).await;
                assert_eq!(delivered.failures, 0, "{line}: {delivered:?}");
                true
            }
            Err(_) => false,
        }
    }

    /// Sends `answer` to `prompt` (by its DM, or by `/play` chosen from the autocomplete when
    /// `typed`) and checks it is one move and one action-log row.
    pub(crate) async fn answer(&self, snapshot: &Snapshot, prompt: &Prompt, answer: &Answer, typed: bool) -> Sent {
        let user = snapshot.user_at(prompt.seat).expect("a seated player");
        let dm = prompt_dm(self.fake, self.table, snapshot, prompt).await;
        let first_request = self.fake.count();
        let (notation, pressed) = match answer {
            Answer::One(index) if typed => {
                let notation = prompt.options[*index].notation.clone();
                let suggested = autocomplete(
                    self.fake,
                    &Slash::new(user, "play")
                        .in_channel(self.channel)
                        .typing("action", &notation),
                )
                .await;
                assert!(
                    suggested.choice_values().contains(&notation),
                    "/play suggests `{notation}`: {:?}",
                    suggested.choice_values()
                );
                let reply = command(
                    self.fake,
                    &Slash::new(user, "play")
                        .in_channel(self.channel)
                        .opt("action", notation.as_str()),
                )
                .await;
                assert!(is_move_confirmation(&reply), "/play {notation} by {user}: {reply}");
                (notation, None)
            }
            Answer::One(index) => {
                let notation = prompt.options[*index].notation.clone();
                let (custom_id, value) =
                    component_for(&dm, *index).unwrap_or_else(|| panic!("no component for `{notation}` in {dm:?}"));
                let pressed = press(self.fake, user, &dm, &custom_id, value.as_deref()).await;
                assert!(
                    is_move_confirmation(pressed.told.content()),
                    "press of `{notation}` by {user}: {:?}",
                    pressed.told
                );
                (notation, Some((custom_id, value)))
            }
            Answer::Several(indices) => {
                let notation = prompt
                    .answer(&Selection::Several(indices.clone()))
                    .expect("within the limits");
                let menu = dm
                    .custom_ids()
                    .into_iter()
                    .find(|id| ComponentId::parse(id).is_some_and(|c| c.target == Target::Select))
                    .unwrap_or_else(|| panic!("a menu for {:?}: {dm:?}", prompt.question.key));
                let values: Vec<String> = indices.iter().map(usize::to_string).collect();
                let values: Vec<&str> = values.iter().map(String::as_str).collect();
                let pressed = press_many(self.fake, user, &dm, &menu, &values).await;
                assert!(
                    is_move_confirmation(pressed.told.content()),
                    "`{notation}` by {user}: {:?}",
                    pressed.told
                );
                (notation, None)
            }
        };
        let after = by_id(self.table, self.game_id).await;
        assert_eq!(
            after.version,
            snapshot.version + 1,
            "`{notation}`: one move, one version"
        );
        let log = actions(self.table, self.game_id).await;
        let last = log.last().expect("the move is logged");
        assert_eq!(
            (last.user.map(|u| u as u64), last.notation.as_str()),
            (Some(user), notation.as_str()),
            "the action log holds exactly this move"
        );
        Sent {
            notation,
            dm,
            pressed,
            first_request,
        }
    }

    /// The DMs to `user` (at `seat`) whose buttons still work: components of a version the
    /// table takes. (A game master's edit is delivered here by the test, as the bot has no edit
    /// command: it sends the new prompt as a new DM and leaves the bot's older one in place, with
    /// buttons the table refuses as stale.)
    pub(crate) async fn live_prompts(&self, user: u64, seat: usize) -> Vec<Recorded> {
        let since = buttons_valid_since(&actions(self.table, self.game_id).await, seat);
        self.fake
            .live_prompts(user, self.game_id)
            .into_iter()
            .filter(|r| {
                r.custom_ids()
                    .iter()
                    .any(|id| ComponentId::parse(id).is_some_and(|c| c.version >= since))
            })
            .collect()
    }

    /// Waits until the game is at `version` in the database (a move committed).
    pub(crate) async fn wait_for_version(&self, version: i64) {
        let deadline = tokio::time::Instant::now() + DELIVERY;
        let mut conn = self.table.store.conn().await.expect("a connection");
        loop {
            let now = warroom::store::version_and_status(&mut conn, self.game_id)
                .await
                .expect("read");
            if now.is_some_and(|(v, _)| v >= version) {
                return;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "version {version} never committed"
            );
            tokio::time::sleep(Duration::from_micros(300)).await;
        }
    }

    /// Waits until the bot has sent everything it owes.
    pub(crate) async fn delivered(&self) {
        all_delivered(self.fake, self.table).await;
    }
}

/// The seat playing `house` in `m`.
pub(crate) fn seat_of(m: &dyn AnyMatch, house: &str) -> usize {
    let view = m.view(Viewer::Public);
    (0..2)
        .find(|&s| view["players"][s]["house"] == house)
        .expect("both houses play")
}

/// `card` in `house`'s play area: `Some(knelt)`.
pub(crate) fn in_play(m: &dyn AnyMatch, seat: usize, card: &str) -> Option<bool> {
    let view = m.view(Viewer::Public);
    view["players"][seat]["in_play"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|c| c["card"] == card)
        .map(|c| c["knelt"] == true)
}
