//! Shared pieces of the bot-level tests (`e2e_game`, `e2e_edge`, `e2e_auth`, `crash`): starting the
//! real bot against the fake Discord, injecting interactions and checking Discord's 3-second rule,
//! reading the game back from SQLite, captured logs, and the hidden-card leak checker.

use std::collections::{BTreeSet, HashMap};
use std::io::Write;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use warroom::discord::{Config, build_client};
use warroom::engine::AnyMatch;
use warroom::games::Registry;
use warroom::i18n::{Lang, msg};
use warroom::store::{self, Store};
use warroom::table::{Place, Table};

use crate::fake_discord::{ANSWER_LIMIT, BOT_ID, FakeDiscord, GUILD_ID, Interaction, Recorded, Slash};

/// How long to wait for a message the bot sends after answering (generous for a loaded CI box).
pub const DELIVERY: Duration = Duration::from_secs(10);

pub fn place(channel: u64) -> Place {
    Place {
        guild: GUILD_ID,
        channel,
    }
}

// ---- logs ----

fn log_buffer() -> &'static Mutex<Vec<u8>> {
    static BUFFER: OnceLock<Mutex<Vec<u8>>> = OnceLock::new();
    BUFFER.get_or_init(|| Mutex::new(Vec::new()))
}

struct Capture;

impl Write for Capture {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        log_buffer()
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .extend_from_slice(bytes);
        if std::env::var_os("WARROOM_TEST_LOG").is_some() {
            std::io::stderr().write_all(bytes)?;
        }
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Installs (once per test binary) a subscriber that keeps the bot's log lines in memory, so a
/// test can check what the bot logged. `WARROOM_TEST_LOG=1` also prints them; `RUST_LOG`
/// overrides the filter (default `warn,warroom=info`).
pub fn init_logs() {
    let _ = tracing_subscriber::fmt()
        .with_writer(|| Capture)
        .with_ansi(false)
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "warn,warroom=info".into()),
        )
        .try_init();
}

/// Everything logged in this test binary so far (all tests share it: search for your own ids).
pub fn logs() -> String {
    String::from_utf8_lossy(&log_buffer().lock().unwrap_or_else(|p| p.into_inner())).into_owned()
}

// ---- the bot in this process ----

/// The real bot (`build_client` + `Client::start`) running in this test's runtime.
pub struct InProcessBot {
    shards: Arc<serenity::ShardManager>,
    task: tokio::task::JoinHandle<Result<(), serenity::Error>>,
}

impl InProcessBot {
    /// Starts the bot on the SQLite file at `url` and waits until it has identified and
    /// registered its commands.
    pub async fn start(fake: &FakeDiscord, url: &str) -> InProcessBot {
        Self::start_with(fake, url, Registry::builtin()).await
    }

    /// [`InProcessBot::start`] hosting the games of `registry` (test games).
    pub async fn start_with(fake: &FakeDiscord, url: &str, registry: std::sync::Arc<Registry>) -> InProcessBot {
        init_logs();
        let table = Table::new(Store::open(url).await.expect("open the store"), registry);
        let config = Config {
            token: "fake-token".to_string(),
            database_url: url.to_string(),
            dev_guild_id: None,
            api_base: Some(fake.base.clone()),
            shards: None,
            http: None,
        };
        let registrations = count_registrations(fake);
        let mut client = build_client(&config, table).await.expect("build the client");
        let shards = client.shard_manager.clone();
        let task = tokio::spawn(async move { client.start().await });
        assert!(
            fake.wait_identified(DELIVERY).await,
            "the bot never identified on the fake gateway"
        );
        wait_registered(fake, registrations).await;
        InProcessBot { shards, task }
    }

    pub async fn stop(self) {
        self.shards.shutdown_all().await;
        let stopped = tokio::time::timeout(DELIVERY, self.task).await;
        assert!(
            matches!(stopped, Ok(Ok(Ok(())))),
            "the client did not stop cleanly: {stopped:?}"
        );
    }
}

fn is_registration(r: &Recorded) -> bool {
    r.method == "PUT" && r.path == format!("/applications/{BOT_ID}/commands")
}

pub fn count_registrations(fake: &FakeDiscord) -> usize {
    fake.recorded().iter().filter(|r| is_registration(r)).count()
}

/// Waits until the bot registered its commands once more than `before` times.
pub async fn wait_registered(fake: &FakeDiscord, before: usize) {
    let deadline = tokio::time::Instant::now() + DELIVERY;
    while count_registrations(fake) <= before {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the bot never registered its commands: {}",
            fake.tail(20)
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

pub async fn open_table(url: &str) -> Table {
    Table::new(Store::open(url).await.expect("open the store"), Registry::builtin())
}

// ---- interactions ----

/// Waits for `interaction`'s callback and checks Discord's rules: within 3 seconds, accepted (204).
pub async fn callback(fake: &FakeDiscord, interaction: &Interaction, what: &str) -> Recorded {
    let callback = fake
        .callback_of(interaction)
        .await
        .unwrap_or_else(|| panic!("{what}: no callback within 3 s: {}", fake.tail(30)));
    assert!(
        callback.at.saturating_sub(interaction.sent) < ANSWER_LIMIT,
        "{what}: callback after {:?}",
        callback.at - interaction.sent
    );
    assert_eq!(
        callback.status, 204,
        "{what}: Discord refused the callback: {callback:?}"
    );
    callback
}

/// The first text answer to `interaction`: the callback's own message (type 4) or the first
/// webhook message after a deferral.
pub async fn first_answer(fake: &FakeDiscord, interaction: &Interaction, what: &str) -> Recorded {
    let callback = callback(fake, interaction, what).await;
    if callback.payload["type"] == 4 {
        return callback;
    }
    fake.wait_for_since(callback.index, DELIVERY, |r| {
        interaction.is_webhook(r) && !r.content().is_empty()
    })
    .await
    .unwrap_or_else(|| panic!("{what}: no answer after the deferral: {}", fake.tail(30)))
}

/// Injects a slash command and returns the text of the bot's first answer.
pub async fn command(fake: &FakeDiscord, slash: &Slash) -> String {
    let interaction = fake.send(slash);
    let what = format!("/{} by {}", slash.command, slash.user);
    first_answer(fake, &interaction, &what).await.content().to_string()
}

/// Injects an autocomplete request and returns the callback carrying the choices (type 8).
pub async fn autocomplete(fake: &FakeDiscord, slash: &Slash) -> Recorded {
    let interaction = fake.send(slash);
    let what = format!("autocomplete of /{} by {}", slash.command, slash.user);
    let callback = callback(fake, &interaction, &what).await;
    assert_eq!(callback.payload["type"], 8, "{what}: {callback:?}");
    callback
}

/// What became of a button press.
#[derive(Debug)]
pub struct Pressed {
    pub interaction: Interaction,
    /// The pressed message, edited (present when the press was accepted or stale).
    pub retired: Option<Recorded>,
    /// What told the presser: the pressed message edited to show the answer ("✔ You chose: …")
    /// when it was accepted, else the ephemeral follow-up with the refusal.
    pub told: Recorded,
}

/// Injects a press of `custom_id` (a button, or `menu_value` of a select menu) on `message` and
/// waits for the acknowledgement (deferred update within 3 s) and the follow-up.
pub async fn press(
    fake: &FakeDiscord,
    user: u64,
    message: &Recorded,
    custom_id: &str,
    menu_value: Option<&str>,
) -> Pressed {
    let interaction = match menu_value {
        Some(value) => fake.select(user, message, custom_id, value),
        None => fake.press(user, message, custom_id),
    };
    pressed(fake, interaction, user, custom_id).await
}

/// Injects a choice of several `values` in the menu `custom_id` on `message`; waits as [`press`].
pub async fn press_many(
    fake: &FakeDiscord,
    user: u64,
    message: &Recorded,
    custom_id: &str,
    values: &[&str],
) -> Pressed {
    let interaction = fake.select_many(user, message, custom_id, values);
    pressed(fake, interaction, user, custom_id).await
}

/// Waits for the acknowledgement of an injected press and for what tells the presser (see
/// [`press`] and [`Pressed::told`]).
pub async fn pressed(fake: &FakeDiscord, interaction: Interaction, user: u64, custom_id: &str) -> Pressed {
    let what = format!("press of {custom_id} by {user}");
    let ack = callback(fake, &interaction, &what).await;
    assert_eq!(ack.payload["type"], 6, "{what}: a press is a deferred update: {ack:?}");
    let told = fake
        .wait_for_since(ack.index, DELIVERY, |r| {
            interaction.is_webhook(r) && (r.method == "POST" || r.method == "PATCH" && shows_choice(r.content()))
        })
        .await
        .unwrap_or_else(|| panic!("{what}: neither the answer shown nor a follow-up: {}", fake.tail(30)));
    if told.method == "POST" {
        assert_eq!(
            told.payload["flags"], 64,
            "{what}: the follow-up is ephemeral: {told:?}"
        );
    }
    let retired = fake
        .recorded_since(ack.index)
        .into_iter()
        .find(|r| interaction.is_webhook(r) && r.method == "PATCH");
    Pressed {
        interaction,
        retired,
        told,
    }
}

/// The start of a message in `lang` up to its first argument ("Done: " for `table-reply-played`).
pub fn message_prefix(lang: Lang, key: &str) -> String {
    let marker = "\u{1}";
    let text = warroom::engine::Text::new(key.to_string())
        .str("notation", marker)
        .str("label", marker)
        .str("choice", marker)
        .str("current", marker)
        .str("id", marker);
    let rendered = warroom::i18n::tr(lang, &text);
    // Arguments not given above render as `{$name}`: cut there too.
    let prefix = rendered.split(marker).next().unwrap_or_default();
    prefix
        .split('{')
        .next()
        .unwrap_or_default()
        .trim_end_matches('`')
        .to_string()
}

/// True if `text` is the table's "Done: …" reply to a move, in English or Korean (the answer to
/// a typed `/play`; a press gets none).
pub fn is_done_reply(text: &str) -> bool {
    [Lang::En, Lang::Ko]
        .into_iter()
        .any(|lang| text.starts_with(&message_prefix(lang, "table-reply-played")))
}

/// True if `text` is a pressed prompt showing the answer: its last line "✔ You chose: …".
pub fn shows_choice(text: &str) -> bool {
    let last = text.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or_default();
    [Lang::En, Lang::Ko]
        .into_iter()
        .any(|lang| last.starts_with(&message_prefix(lang, "discord-you-chose")))
}

/// True if `text` confirms a move: the "Done: …" reply to a typed `/play`, or a pressed prompt
/// showing the answer.
pub fn is_move_confirmation(text: &str) -> bool {
    is_done_reply(text) || shows_choice(text)
}

/// True if `text` is the refusal of a button from an older position, in English or Korean.
pub fn is_stale_refusal(text: &str) -> bool {
    [Lang::En, Lang::Ko].into_iter().any(|lang| {
        text.starts_with(&message_prefix(lang, "table-err-stale"))
            || text.starts_with(&message_prefix(lang, "table-err-stale-idle"))
    })
}

/// `msg` in both languages, for checks that do not care which one the bot used.
pub fn either_lang(key: &str) -> [String; 2] {
    [msg(Lang::En, key), msg(Lang::Ko, key)]
}

// ---- the game as stored ----

/// A stored game as the tests read it back.
pub struct Snapshot {
    pub id: i64,
    pub version: i64,
    pub status: String,
    /// (user, seat) of every seated player (lobby: seat `None` until the start).
    pub seats: Vec<(u64, Option<usize>)>,
    pub state: Option<String>,
    /// The game's id in the registry (`nuclear-war`, …).
    pub kind: String,
}

impl Snapshot {
    pub fn seat_of(&self, user: u64) -> Option<usize> {
        self.seats.iter().find(|(u, _)| *u == user).and_then(|(_, s)| *s)
    }

    pub fn user_at(&self, seat: usize) -> Option<u64> {
        self.seats.iter().find(|(_, s)| *s == Some(seat)).map(|(u, _)| *u)
    }

    /// The match, for a started game.
    pub fn game(&self) -> Option<Box<dyn AnyMatch>> {
        let registry = Registry::builtin();
        let kind = registry.get(&self.kind).expect("the game is registered");
        self.state
            .as_deref()
            .map(|s| kind.load(s).expect("the stored state loads"))
    }
}

/// The active game (lobby or running) in `place`.
pub async fn active(table: &Table, place: Place) -> Option<Snapshot> {
    let mut conn = table.store.conn().await.expect("a connection");
    let row = store::active_game(&mut conn, place.guild, place.channel)
        .await
        .expect("read the active game")?;
    drop(conn);
    Some(by_id(table, row.id).await)
}

/// Game `id`, whatever its status.
pub async fn by_id(table: &Table, id: i64) -> Snapshot {
    let mut conn = table.store.conn().await.expect("a connection");
    let row = store::game(&mut conn, id)
        .await
        .expect("read the game")
        .expect("the game exists");
    let seats = store::seats(&mut conn, id).await.expect("read the seats");
    Snapshot {
        id,
        version: row.version,
        status: row.status,
        seats: seats
            .iter()
            .map(|s| (store::from_db(s.user), s.seat.map(|n| n as usize)))
            .collect(),
        state: row.state,
        kind: row.game,
    }
}

pub async fn actions(table: &Table, id: i64) -> Vec<store::ActionRow> {
    let mut conn = table.store.conn().await.expect("a connection");
    store::actions(&mut conn, id).await.expect("read the action log")
}

/// Checks that the stored state is exactly a replay of the action log from the seed.
pub async fn assert_replays(table: &Table, id: i64) {
    let stored = by_id(table, id).await.state.expect("a started game has a state");
    let replayed = table.replay(id).await.expect("the action log replays");
    assert_eq!(
        replayed.save(),
        stored,
        "game {id}: replaying the action log from the seed gives the stored state"
    );
}

// ---- prompts by DM ----

/// The newest DM to `user` with components that still work: for the prompt `fingerprint` of game
/// `game_id`, issued at `since` or later (a button from before the seat's own last move, or
/// before an edit or undo, is stale even if the prompt looks the same).
pub fn newest_prompt_dm(
    recorded: &[Recorded],
    user: u64,
    game_id: i64,
    fingerprint: u32,
    since: i64,
) -> Option<Recorded> {
    // A message's newest state counts (an edit may have replaced or removed its buttons).
    let mut seen = BTreeSet::new();
    recorded
        .iter()
        .rev()
        .filter(|r| r.dm_recipient() == Some(user) && r.ok())
        .filter(|r| r.message_id.is_none_or(|id| seen.insert(id)))
        .find(|r| {
            r.custom_ids().iter().any(|id| {
                warroom::discord::ids::ComponentId::parse(id)
                    .is_some_and(|c| c.game_id == game_id && c.prompt == fingerprint && c.version >= since)
            })
        })
        .cloned()
}

/// The version from which a seat's buttons are valid: its own last move (a standing auto-pass
/// choice is not one), or the last edit, forced roll or undo (see `Table::press`).
pub fn buttons_valid_since(log: &[warroom::store::ActionRow], seat: usize) -> i64 {
    log.iter()
        .filter(|a| {
            (a.seat == Some(seat as i64) && !matches!(a.kind.as_str(), "autopass" | "message"))
                || matches!(a.kind.as_str(), "edit" | "roll" | "undo")
        })
        .map(|a| a.version)
        .max()
        .unwrap_or(0)
}

/// The component to use for option `index` on a prompt message: a button, a select menu with
/// the index as value, or a group menu with its first point (`<index>.1`).
pub fn component_for(message: &Recorded, index: usize) -> Option<(String, Option<String>)> {
    use warroom::discord::ids::{ComponentId, Target};
    message.custom_ids().into_iter().find_map(|id| {
        let wanted = match ComponentId::parse(&id)?.target {
            Target::Option(i) if i == index => return Some((id, None)),
            Target::Menu(_) => index.to_string(),
            Target::Group(_) => format!("{index}.1"),
            _ => return None,
        };
        message.menu_values(&id).contains(&wanted).then_some((id, Some(wanted)))
    })
}

// ---- who may read a message ----

/// Who can read a recorded message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reader {
    /// Posted in a guild channel (or a non-ephemeral interaction answer).
    Everyone,
    /// A DM or an ephemeral answer.
    Only(u64),
}

/// Who reads `r`, given which user sent each interaction token; `None` for requests that carry
/// no message (gateway, registration, DM channel creation).
pub fn reader(r: &Recorded, users_by_token: &HashMap<String, u64>) -> Option<Reader> {
    if let Some(user) = r.dm_recipient() {
        return Some(Reader::Only(user));
    }
    if r.is_post() || r.is_edit() {
        return Some(Reader::Everyone);
    }
    let token = if let Some(rest) = r.path.strip_prefix(&format!("/webhooks/{BOT_ID}/")) {
        rest.split('/').next()?
    } else if r.path.ends_with("/callback") {
        r.path.split('/').nth(3)?
    } else {
        return None;
    };
    let user = *users_by_token.get(token)?;
    let data = if r.path.ends_with("/callback") {
        &r.payload["data"]
    } else {
        &r.payload
    };
    let ephemeral = data["flags"].as_u64().is_some_and(|f| f & 64 != 0);
    // Autocomplete answers and deferrals are seen by the caller only; an edited original is the
    // pressed message (a DM or an ephemeral answer) in our tests.
    let private = ephemeral
        || r.method == "PATCH"
        || r.payload["type"] == 8
        || matches!(r.payload["type"].as_u64(), Some(5 | 6)) && data["content"].is_null();
    Some(if private { Reader::Only(user) } else { Reader::Everyone })
}

// ---- hidden cards ----

mod cards;
pub use cards::{CardNames, card_ids_in};

/// A message as the bot sends it to Discord: with its commands as mentions (see
/// `warroom::discord::mentions`).
pub fn sent(lang: Lang, key: &str) -> String {
    warroom::discord::mentions::for_reader(&warroom::i18n::msg(lang, key), lang)
}

/// Polls until `done` holds (at most `timeout`).
pub async fn wait_until(timeout: Duration, mut done: impl FnMut() -> bool) -> bool {
    let deadline = tokio::time::Instant::now() + timeout;
    loop {
        if done() {
            return true;
        }
        if tokio::time::Instant::now() >= deadline {
            return false;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

/// Waits (at most [`DELIVERY`]) until the bot has sent every delivery it owes.
pub async fn all_delivered(fake: &FakeDiscord, table: &Table) {
    let deadline = tokio::time::Instant::now() + DELIVERY;
    while !table.pending_deliveries().await.expect("outbox").is_empty() {
        assert!(
            tokio::time::Instant::now() < deadline,
            "deliveries still pending: {}",
            fake.tail(20)
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

/// Gives the lobby `game_id` a fixed seed (from `channel`) before it starts: Discord games get an
/// unpredictable one, a test's game the same length and cards in every run.
pub async fn fix_seed(table: &Table, game_id: i64, channel: u64) {
    sqlx::query("UPDATE games SET seed = $1 WHERE id = $2")
        .bind(warroom::store::to_db(channel ^ 0x5eed_0000))
        .bind(game_id)
        .execute(&mut *table.store.conn().await.expect("a connection"))
        .await
        .expect("the seed is set");
}

/// A game of `game` started through the bot in `channel`: the first player opens it, the others
/// join, the first starts. The bot's SQLite file lives as long as the test process.
pub async fn start_game(
    fake: &crate::fake_discord::FakeDiscord,
    game: &str,
    players: &[u64],
    channel: u64,
) -> (Table, i64, InProcessBot) {
    use crate::fake_discord::Slash;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = warroom::store::scratch_url(&dir.path().join("game.db")).await;
    std::mem::forget(dir);
    let bot = InProcessBot::start(fake, &url).await;
    let table = open_table(&url).await;
    command(
        fake,
        &Slash::new(players[0], "new").in_channel(channel).opt("game", game),
    )
    .await;
    for &p in &players[1..] {
        command(fake, &Slash::new(p, "join").in_channel(channel)).await;
    }
    let game_id = active(&table, place(channel)).await.expect("the lobby").id;
    fix_seed(&table, game_id, channel).await;
    command(fake, &Slash::new(players[0], "start").in_channel(channel)).await;
    (table, game_id, bot)
}

// ---- the real binary ----

/// The file in the bot's directory holding how far its clock runs ahead, in milliseconds.
pub const CLOCK_FILE: &str = "clock-offset-ms";

/// Moves the clock of every bot process started in `dir` to `ahead` of the real time.
pub fn set_clock(dir: &Path, ahead: Duration) {
    std::fs::write(dir.join(CLOCK_FILE), ahead.as_millis().to_string()).expect("write the clock file");
}

/// The `warroom bot` process; killed on drop so a failing test leaves no bot behind.
pub struct BotProcess {
    child: Child,
    /// The gateway shard it runs (0 when it runs the one shard of an unsharded bot).
    shard: u32,
}

impl BotProcess {
    pub fn spawn(fake: &FakeDiscord, url: &str, dir: &Path, log: &Path) -> BotProcess {
        BotProcess::spawn_shard(fake, url, dir, log, None)
    }

    /// Spawns the bot running only shard `(id, total)` (`WARROOM_SHARDS`, `WARROOM_SHARD_TOTAL`),
    /// or every shard of one when `None`.
    pub fn spawn_shard(fake: &FakeDiscord, url: &str, dir: &Path, log: &Path, shard: Option<(u32, u32)>) -> BotProcess {
        BotProcess::spawn_with(fake, url, dir, log, shard, &[])
    }

    /// [`BotProcess::spawn_shard`] with more environment (e.g. `WARROOM_HTTP`).
    pub fn spawn_with(
        fake: &FakeDiscord,
        url: &str,
        dir: &Path,
        log: &Path,
        shard: Option<(u32, u32)>,
        extra: &[(&str, String)],
    ) -> BotProcess {
        let log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(log)
            .expect("open the bot log");
        let child = Command::new(env!("CARGO_BIN_EXE_warroom"))
            .arg("bot")
            // No stray `.env` is read from the temp dir; every setting is given here.
            .current_dir(dir)
            .env("DISCORD_TOKEN", "fake-token")
            .env("DATABASE_URL", url)
            .env("DISCORD_API_BASE", &fake.base)
            .env_remove("DEV_GUILD_ID")
            .env("RUST_LOG", "warn,warroom=info")
            // Tests move the bot's clock with `set_clock` (no sleeping) and look for due
            // reminders often.
            .env("WARROOM_TEST_CLOCK_FILE", dir.join(CLOCK_FILE))
            .env("WARROOM_TIMER_POLL_MS", "100")
            .env_remove("WARROOM_SHARDS")
            .env_remove("WARROOM_SHARD_TOTAL")
            .envs(
                shard
                    .map(|(id, total)| {
                        [
                            ("WARROOM_SHARDS", id.to_string()),
                            ("WARROOM_SHARD_TOTAL", total.to_string()),
                        ]
                    })
                    .into_iter()
                    .flatten(),
            )
            .env_remove("WARROOM_HTTP")
            .envs(extra.iter().map(|(k, v)| (*k, v.as_str())))
            .stdin(Stdio::null())
            .stdout(log.try_clone().expect("log handle"))
            .stderr(log)
            .spawn()
            .expect("start `warroom bot`");
        BotProcess {
            child,
            shard: shard.map_or(0, |(id, _)| id),
        }
    }

    /// SIGKILL: no destructor, no flush, no graceful shutdown.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    pub fn exited(&mut self) -> Option<std::process::ExitStatus> {
        self.child.try_wait().ok().flatten()
    }
}

impl BotProcess {
    /// Spawns the bot and waits until it identified on the fake gateway and registered its
    /// commands.
    pub async fn start(fake: &FakeDiscord, url: &str, dir: &Path, log: &Path) -> BotProcess {
        BotProcess::start_shard(fake, url, dir, log, None).await
    }

    /// [`BotProcess::start`] running only shard `(id, total)` (see [`BotProcess::spawn_shard`]).
    pub async fn start_shard(
        fake: &FakeDiscord,
        url: &str,
        dir: &Path,
        log: &Path,
        shard: Option<(u32, u32)>,
    ) -> BotProcess {
        BotProcess::start_with(fake, url, dir, log, shard, &[]).await
    }

    /// [`BotProcess::start_shard`] with more environment (see [`BotProcess::spawn_with`]).
    pub async fn start_with(
        fake: &FakeDiscord,
        url: &str,
        dir: &Path,
        log: &Path,
        shard: Option<(u32, u32)>,
        extra: &[(&str, String)],
    ) -> BotProcess {
        let identified = fake.identified();
        let registrations = count_registrations(fake);
        let mut bot = BotProcess::spawn_with(fake, url, dir, log, shard, extra);
        // Identified anew, on its own shard (another process may hold the other shards).
        let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
        let connected = || fake.identified() > identified && fake.shard_connected(bot.shard);
        while !connected() && tokio::time::Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        if !connected() {
            panic!(
                "the bot did not connect (exit {:?}): {}",
                bot.exited(),
                std::fs::read_to_string(log).unwrap_or_default()
            );
        }
        wait_registered(fake, registrations).await;
        bot
    }

    /// SIGKILL, then lets the fake forget the dead connection and the answers it will never get.
    pub async fn crash(mut self, fake: &FakeDiscord) {
        self.kill();
        fake.drop_held();
        fake.excuse_unanswered();
        let deadline = tokio::time::Instant::now() + DELIVERY;
        while fake.shard_connected(self.shard) && tokio::time::Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        self.kill();
    }
}
