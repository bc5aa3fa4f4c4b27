//! Crash safety: the real `warroom bot` binary plays Nuclear War against the fake Discord and a
//! SQLite file, and is killed with SIGKILL at seeded random moments — before, during and after
//! it commits a move, while it answers or delivers — then restarted, and play goes on.
//!
//! After every interaction (killed or not) the store is compared with what the players were
//! told: a move confirmed to its player is in the action log; a refused one is not; none is
//! applied twice (at most one version per interaction). A button whose press was cut off by the
//! kill is pressed again after the restart: it works if the move was lost, else it is refused as
//! out of date. The stored state equals a replay of the action log after every restart.
//!
//! Deliveries: everything a committed change owes is stored as outbox rows with it. After every
//! restart the new process must send what the killed one owed: the test waits until no row is
//! pending and checks that every row ever stored reached the fake exactly once (each message
//! carries a nonce from its row; the fake answers a repeated nonce with the first message, as
//! Discord does, and counts it). A kill right after a move's commit (mode 1, nothing sent yet)
//! must still bring the next player's DM and ping.
//!
//! `CRASH_TRIALS` (default 50) sets the number of kills and `CRASH_SEED` the schedule, e.g.
//! `CRASH_TRIALS=1000 CRASH_SEED=7 cargo test --test it crash -- --nocapture`.

use std::path::PathBuf;
use std::time::Duration;

use warroom::engine::GameRng;
use warroom::i18n::Lang;

use crate::fake_discord::{FakeDiscord, Interaction, Recorded, Slash};
use crate::harness::{
    BotProcess, DELIVERY, actions, active, assert_replays, buttons_valid_since, by_id, callback, component_for,
    count_registrations, either_lang, is_move_confirmation, is_stale_refusal, message_prefix, newest_prompt_dm,
    open_table, place, wait_registered,
};

const ALICE: u64 = 301;
const BOB: u64 = 302;
const CAROL: u64 = 303;
const PLAYERS: [u64; 3] = [ALICE, BOB, CAROL];
const CHANNEL: u64 = 3300;

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(default)
}

/// What the player saw of an interaction.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Outcome {
    /// A success reply ("Done: …", "You joined…").
    Confirmed,
    /// A refusal (any other reply).
    Refused(String),
    /// No reply: the bot was killed first.
    Unknown,
}

/// What an interaction was meant to do.
#[derive(Clone, Debug)]
enum Intent {
    New,
    Join,
    Start,
    /// A move by button (`message`, `custom_id`, menu value) or by `/play`.
    Move {
        notation: String,
        button: Option<Box<(Recorded, String, Option<String>)>>,
    },
}

struct Crash {
    fake: FakeDiscord,
    url: String,
    dir: PathBuf,
    log: PathBuf,
    bot: Option<BotProcess>,
    /// Request index at which each bot process started.
    starts: Vec<usize>,
    pick: GameRng,
}

impl Crash {
    /// Starts a bot process and waits until it identified and registered its commands.
    async fn start_bot(&mut self) {
        let identified = self.fake.identified();
        let registrations = count_registrations(&self.fake);
        self.starts.push(self.fake.count());
        self.bot = Some(BotProcess::spawn(&self.fake, &self.url, &self.dir, &self.log));
        if !self
            .fake
            .wait_identified_count(identified + 1, Duration::from_secs(30))
            .await
        {
            let status = self.bot.as_mut().and_then(BotProcess::exited);
            panic!(
                "the restarted bot did not connect (exit {status:?}): {}",
                self.bot_log()
            );
        }
        wait_registered(&self.fake, registrations).await;
    }

    async fn kill_bot(&mut self) {
        if let Some(mut bot) = self.bot.take() {
            bot.kill();
        }
        self.fake.drop_held();
        self.fake.excuse_unanswered();
        // The fake notices the closed gateway connection.
        let deadline = tokio::time::Instant::now() + DELIVERY;
        while self.fake.connected() && tokio::time::Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
    }

    fn bot_log(&self) -> String {
        let log = std::fs::read_to_string(&self.log).unwrap_or_default();
        let lines: Vec<&str> = log.lines().collect();
        lines[lines.len().saturating_sub(40)..].join("\n")
    }

    fn send(&self, user: u64, intent: &Intent) -> Interaction {
        let slash = Slash::new(user, "").in_channel(CHANNEL);
        match intent {
            Intent::New => self.fake.send(&Slash {
                command: "new".into(),
                ..slash.opt("game", "nuclear-war")
            }),
            Intent::Join => self.fake.send(&Slash {
                command: "join".into(),
                ..slash
            }),
            Intent::Start => self.fake.send(&Slash {
                command: "start".into(),
                ..slash
            }),
            Intent::Move { notation, button } => match button.as_deref() {
                Some((message, id, Some(value))) => self.fake.select(user, message, id, value),
                Some((message, id, None)) => self.fake.press(user, message, id),
                None => self.fake.send(&Slash {
                    command: "play".into(),
                    ..slash.opt("action", notation.as_str())
                }),
            },
        }
    }

    /// What the player was told so far (final once the answer came or the bot is dead).
    fn outcome(&self, interaction: &Interaction, intent: &Intent) -> Outcome {
        let answers: Vec<Recorded> = self
            .fake
            .recorded_since(interaction.first_request)
            .into_iter()
            .filter(|r| interaction.is_webhook(r) && r.ok() && !r.content().is_empty())
            .collect();
        let confirmation = |text: &str| match intent {
            Intent::New => text.starts_with(&message_prefix(Lang::En, "table-reply-created")),
            Intent::Join => text.starts_with(&message_prefix(Lang::En, "table-reply-joined")),
            Intent::Start => text.starts_with(&message_prefix(Lang::En, "table-reply-started")),
            Intent::Move { .. } => is_move_confirmation(text),
        };
        if answers.iter().any(|r| confirmation(r.content())) {
            return Outcome::Confirmed;
        }
        // A press's stale refusal comes after the prompt is retired (a PATCH without the
        // choice): the refusal is the follow-up.
        match answers.iter().find(|r| r.method == "POST") {
            Some(refusal) => Outcome::Refused(refusal.content().to_string()),
            None => Outcome::Unknown,
        }
    }

    /// Waits for the answer of a live bot.
    async fn wait_outcome(&self, interaction: &Interaction, intent: &Intent) -> Outcome {
        callback(&self.fake, interaction, "an interaction").await;
        let deadline = tokio::time::Instant::now() + DELIVERY;
        loop {
            let outcome = self.outcome(interaction, intent);
            if outcome != Outcome::Unknown {
                return outcome;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "no answer to {intent:?} (token {}, sent after request {}; since then: {:?}): {}\n{}",
                interaction.token,
                interaction.first_request,
                self.fake
                    .recorded_since(interaction.first_request)
                    .iter()
                    .filter(|r| r.path.contains(&interaction.token))
                    .map(|r| format!("{} {} {} {:?}", r.index, r.method, r.status, r.content()))
                    .collect::<Vec<_>>(),
                self.fake.tail(30),
                self.bot_log()
            );
            tokio::time::sleep(Duration::from_millis(3)).await;
        }
    }
}

/// The next interaction, read from the stored game: open, fill and start a table, else a move by
/// whoever owes one (their newest working DM button, else `/play`).
async fn next_intent(crash: &mut Crash, table: &warroom::table::Table) -> (u64, Intent, Option<i64>) {
    let here = place(CHANNEL);
    let Some(game) = active(table, here).await else {
        return (ALICE, Intent::New, None);
    };
    if game.status == "lobby" {
        return match PLAYERS.iter().find(|u| !game.seats.iter().any(|(s, _)| s == *u)) {
            Some(&user) => (user, Intent::Join, Some(game.id)),
            None => {
                let creator = warroom::store::from_db(
                    warroom::store::game(&mut table.store.conn().await.expect("conn"), game.id)
                        .await
                        .expect("read")
                        .expect("the lobby")
                        .creator,
                );
                (creator, Intent::Start, Some(game.id))
            }
        };
    }
    let m = game.game().expect("a running game has a state");
    let prompts = m.pending();
    let prompt = &prompts[crash.pick.below(prompts.len())];
    let user = game.user_at(prompt.seat).expect("a seated player");
    let index = crash.pick.below(prompt.options.len());
    let notation = prompt.options[index].notation.clone();
    let since = buttons_valid_since(&actions(table, game.id).await, prompt.seat);
    // One move in five is typed; the others use the newest working button. A kill during
    // delivery can leave a player without one: they ask for it with /hand, as the bot's
    // closed-DM notice suggests.
    let button = if crash.pick.below(5) == 0 {
        None
    } else {
        let message = match newest_prompt_dm(&crash.fake.recorded(), user, game.id, prompt.fingerprint(), since) {
            Some(dm) => Some(dm),
            None => hand_with_buttons(crash, user).await,
        };
        message.and_then(|m| component_for(&m, index).map(|(id, value)| Box::new((m, id, value))))
    };
    (user, Intent::Move { notation, button }, Some(game.id))
}

/// `/hand` by `user`: the private answer that carries their prompt's components, if any.
async fn hand_with_buttons(crash: &Crash, user: u64) -> Option<Recorded> {
    let hand = crash.fake.send(&Slash::new(user, "hand").in_channel(CHANNEL));
    callback(&crash.fake, &hand, "/hand").await;
    // The board and the components come with the last piece of the answer.
    let last = crash
        .fake
        .wait_for_since(hand.first_request, DELIVERY, |r| {
            hand.is_webhook(r) && !r.files.is_empty()
        })
        .await
        .unwrap_or_else(|| panic!("/hand sent no board: {}", crash.fake.tail(20)));
    Some(last).filter(|r| !r.custom_ids().is_empty())
}

/// What the deliveries checks counted.
#[derive(Default)]
struct Owed {
    /// Outbox rows stored, and of those: delivered, failed, never seen by the fake, seen twice.
    rows: usize,
    delivered: usize,
    failed: usize,
    lost: usize,
    duplicated: usize,
    /// Kills right after a move's commit whose owed DMs and ping came after the restart.
    after_commit: usize,
}

/// Waits until the live bot has no delivery pending, then checks every stored outbox row of
/// `games` against what the fake recorded: each row's messages (nonce `wr<id>.<piece>`) exactly
/// once.
async fn check_deliveries(crash: &Crash, table: &warroom::table::Table, games: &[i64], owed: &mut Owed) {
    let deadline = tokio::time::Instant::now() + DELIVERY;
    loop {
        let pending = table.pending_deliveries().await.expect("pending deliveries");
        if pending.is_empty() {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the restarted bot left {} deliveries pending (first: row {} of game {} at version {}): {}",
            pending.len(),
            pending[0].id,
            pending[0].game_id,
            pending[0].version,
            crash.bot_log()
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let mut seen: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for r in crash.fake.recorded().iter().filter(|r| r.is_post() && r.ok()) {
        if let Some(nonce) = r.nonce() {
            *seen.entry(nonce).or_default() += 1;
        }
    }
    *owed = Owed {
        after_commit: owed.after_commit,
        ..Owed::default()
    };
    for &game in games {
        let mut conn = table.store.conn().await.expect("conn");
        for (id, version, kind, delivered, failed) in
            warroom::store::deliveries_of(&mut conn, game).await.expect("rows")
        {
            owed.rows += 1;
            owed.delivered += usize::from(delivered);
            owed.failed += usize::from(failed);
            let prefix = format!("wr{id}.");
            let copies: Vec<usize> = seen
                .iter()
                .filter(|(n, _)| n.starts_with(&prefix))
                .map(|(_, c)| *c)
                .collect();
            // A player's own next step is edited into their prompt message, a moved wait into
            // the last post, and retiring takes buttons off: edits carry no nonce. The live
            // prompts are checked below instead.
            let payload: String = sqlx::query_scalar("SELECT payload FROM outbox WHERE id = $1")
                .bind(id)
                .fetch_one(&mut *conn)
                .await
                .expect("payload");
            let may_edit =
                matches!(kind.as_str(), "retire" | "waiting") || kind == "dm" && payload.contains("\"continues\":true");
            if copies.is_empty() && !may_edit {
                owed.lost += 1;
                eprintln!("lost: outbox row {id} ({kind}) of game {game} at version {version}");
            }
            if copies.iter().any(|&c| c > 1) {
                owed.duplicated += 1;
                eprintln!("duplicated: outbox row {id} ({kind}) of game {game} at version {version}");
            }
        }
    }
    assert_eq!(
        (owed.lost, owed.duplicated, owed.failed, owed.delivered),
        (0, 0, 0, owed.rows),
        "every owed message reaches Discord exactly once: {}",
        crash.fake.tail(20)
    );
    check_live_prompts(crash, table, games).await;
}

/// Each player's DMs hold at most one prompt with live buttons per game, and a player who owes
/// a decision has one, for that decision.
async fn check_live_prompts(crash: &Crash, table: &warroom::table::Table, games: &[i64]) {
    for &game in games {
        let snapshot = by_id(table, game).await;
        let owing: Vec<(u64, u32)> = match snapshot.game() {
            Some(m) if snapshot.status == "running" => m
                .pending()
                .iter()
                .filter_map(|p| Some((snapshot.user_at(p.seat)?, p.fingerprint())))
                .collect(),
            _ => Vec::new(),
        };
        for user in PLAYERS {
            let live = crash.fake.live_prompts(user, game);
            assert!(
                live.len() <= 1,
                "player {user} has {} live prompts in game {game}: {}",
                live.len(),
                crash.fake.tail(20)
            );
            let owes = owing.iter().find(|(u, _)| *u == user).map(|(_, f)| *f);
            let shows = live.first().and_then(|r| {
                r.custom_ids()
                    .iter()
                    .find_map(|id| warroom::discord::ids::ComponentId::parse(id).map(|c| c.prompt))
            });
            match owes {
                Some(fingerprint) => assert_eq!(
                    shows,
                    Some(fingerprint),
                    "player {user} owes a decision in game {game}: their DMs show it: {}",
                    crash.fake.tail(20)
                ),
                None => assert_eq!(
                    shows, None,
                    "player {user} owes nothing in game {game}, yet has live buttons"
                ),
            }
        }
    }
}

/// After a kill between a move's commit and its delivery: the rows of `version` include a DM or
/// a ping (unless the game ended) and were delivered after the restart.
async fn check_after_commit(table: &warroom::table::Table, id: i64, version: i64, owed: &mut Owed) {
    let mut conn = table.store.conn().await.expect("conn");
    let rows = warroom::store::deliveries_of(&mut conn, id).await.expect("rows");
    let at: Vec<_> = rows.iter().filter(|r| r.1 == version).collect();
    let over = by_id(table, id).await.status != "running";
    assert!(
        over || at.iter().any(|r| r.2 == "dm" || r.2 == "ping"),
        "a move owes the next player a DM or a ping: {at:?}"
    );
    assert!(at.iter().all(|r| r.3), "delivered after the restart: {at:?}");
    owed.after_commit += 1;
}

async fn sleep_ms(millis: usize) {
    tokio::time::sleep(Duration::from_millis(millis as u64)).await;
}

/// Returns as soon as game `id` is past `version` in the database (at most 2 s).
async fn wait_for_commit(table: &warroom::table::Table, id: i64, version: i64) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(2);
    let mut conn = table.store.conn().await.expect("a connection");
    while tokio::time::Instant::now() < deadline {
        let now = warroom::store::version_and_status(&mut conn, id).await.expect("read");
        if now.is_some_and(|(v, _)| v > version) {
            return;
        }
        tokio::time::sleep(Duration::from_micros(300)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_binary_survives_sigkill_at_random_moments() {
    let trials = env_number("CRASH_TRIALS", 50) as usize;
    let seed = env_number("CRASH_SEED", 0xC4A5_0003);
    let dir = tempfile::tempdir().expect("temp dir");
    let url = warroom::store::scratch_url(&dir.path().join("crash.db")).await;
    let mut crash = Crash {
        fake: FakeDiscord::start().await,
        url: url.clone(),
        dir: dir.path().to_path_buf(),
        log: dir.path().join("bot.log"),
        bot: None,
        starts: Vec::new(),
        pick: GameRng::new(seed),
    };
    crash.start_bot().await;
    let table = open_table(&url).await;

    let mut kills = 0;
    let mut until_kill = crash.pick.below(3);
    let (mut interactions, mut confirmed, mut lost, mut kept, mut retried_ok, mut retried_stale) = (0, 0, 0, 0, 0, 0);
    let mut old_buttons_used = 0;
    let mut games = Vec::new();
    let mut owed = Owed::default();
    while kills < trials {
        let (user, intent, game_id) = next_intent(&mut crash, &table).await;
        let before = match game_id {
            Some(id) => by_id(&table, id).await.version,
            None => 0,
        };
        let log_len = match game_id {
            Some(id) => actions(&table, id).await.len(),
            None => 0,
        };
        if let Intent::Move {
            button: Some(button), ..
        } = &intent
            && crash.starts.last().is_some_and(|&start| button.0.index < start)
        {
            old_buttons_used += 1;
        }
        interactions += 1;
        let killed = until_kill == 0;
        // Kill mode: 0 = within 30 ms (mostly before the commit); 1 = right after the commit,
        // before the player is told (the fake holds the bot's answers back, as a slow network
        // would); 2 = anywhere in 250 ms (answering, rendering the board, delivering).
        let mode = if killed { crash.pick.below(3) } else { usize::MAX };
        let after_commit = mode == 1 && matches!(intent, Intent::Move { .. }) && game_id.is_some();
        let interaction = crash.send(user, &intent);
        if after_commit {
            crash.fake.hold_answers(&interaction);
        }
        let outcome = if killed {
            // Which interactions are killed, and how, follows the seed; the exact moment also
            // depends on the machine's speed.
            match (mode, game_id) {
                (0, _) => sleep_ms(crash.pick.below(31)).await,
                (1, Some(id)) if after_commit => {
                    wait_for_commit(&table, id, before).await;
                    sleep_ms(crash.pick.below(3)).await;
                }
                _ => sleep_ms(crash.pick.below(251)).await,
            }
            crash.kill_bot().await;
            kills += 1;
            until_kill = crash.pick.below(3);
            crash.outcome(&interaction, &intent)
        } else {
            until_kill -= 1;
            crash.wait_outcome(&interaction, &intent).await
        };

        // Compare what the player was told with the store.
        let id = match game_id {
            Some(id) => id,
            None => match active(&table, place(CHANNEL)).await {
                Some(game) => game.id,
                None => {
                    assert_ne!(outcome, Outcome::Confirmed, "/new was confirmed but no table exists");
                    if crash.bot.is_none() {
                        crash.start_bot().await;
                    }
                    continue;
                }
            },
        };
        if !games.contains(&id) {
            games.push(id);
        }
        let after = by_id(&table, id).await;
        let log = actions(&table, id).await;
        let context = |fake: &FakeDiscord| format!("{intent:?} by {user}: {outcome:?}\n{}", fake.tail(25));
        match &intent {
            Intent::Move { notation, button } => {
                let applied = log.len() - log_len;
                assert!(
                    applied <= 1,
                    "one interaction applied {applied} moves: {}",
                    context(&crash.fake)
                );
                assert_eq!(after.version - before, applied as i64, "{}", context(&crash.fake));
                if applied == 1 {
                    let last = log.last().expect("the move");
                    assert_eq!(
                        (last.user.map(|u| u as u64), last.notation.as_str()),
                        (Some(user), notation.as_str()),
                        "{}",
                        context(&crash.fake)
                    );
                }
                match &outcome {
                    Outcome::Confirmed => {
                        assert_eq!(applied, 1, "a confirmed move is in the log: {}", context(&crash.fake));
                        confirmed += 1;
                    }
                    Outcome::Refused(why) => {
                        panic!("a legal move was refused ({why}): {}", context(&crash.fake))
                    }
                    Outcome::Unknown if applied == 1 => kept += 1,
                    Outcome::Unknown => lost += 1,
                }
                if crash.bot.is_none() {
                    crash.start_bot().await;
                    assert_replays(&table, id).await;
                    check_deliveries(&crash, &table, &games, &mut owed).await;
                    if after_commit && applied == 1 {
                        check_after_commit(&table, id, after.version, &mut owed).await;
                    }
                }
                // The player got no answer: they press the same button again once the bot is
                // back, or type the move again if the channel shows it did not happen.
                if outcome == Outcome::Unknown && (button.is_some() || applied == 0) {
                    let retry_before = by_id(&table, id).await.version;
                    let retry = crash.send(user, &intent);
                    let answer = crash.wait_outcome(&retry, &intent).await;
                    let retry_after = by_id(&table, id).await.version;
                    match (applied, button.is_some(), &answer) {
                        // The first try was lost: the same button (or line) works now.
                        (0, _, Outcome::Confirmed) => {
                            assert_eq!(retry_after, retry_before + 1, "{}", context(&crash.fake));
                            retried_ok += 1;
                        }
                        // The first try went through: its button is out of date (or its game
                        // over), nothing changes.
                        (1, true, Outcome::Refused(why))
                            if is_stale_refusal(why) || either_lang("table-err-finished").contains(why) =>
                        {
                            assert_eq!(retry_after, retry_before, "{}", context(&crash.fake));
                            retried_stale += 1;
                        }
                        _ => panic!("retry after a kill: {answer:?}: {}", context(&crash.fake)),
                    }
                }
            }
            Intent::New | Intent::Join | Intent::Start => {
                let done = match &intent {
                    Intent::New => true,
                    Intent::Join => after.seats.iter().any(|(u, _)| *u == user),
                    _ => after.status == "running",
                };
                if outcome == Outcome::Confirmed {
                    assert!(done, "a confirmed lobby step is stored: {}", context(&crash.fake));
                }
                if let Outcome::Refused(why) = &outcome {
                    panic!("a lobby step was refused ({why}): {}", context(&crash.fake));
                }
                if crash.bot.is_none() {
                    crash.start_bot().await;
                    check_deliveries(&crash, &table, &games, &mut owed).await;
                }
            }
        }
    }
    // Let the last answers and deliveries finish, then check every game once more.
    crash.fake.settle(Duration::from_millis(200), DELIVERY).await;
    for &id in &games {
        if by_id(&table, id).await.state.is_some() {
            assert_replays(&table, id).await;
        }
    }
    check_deliveries(&crash, &table, &games, &mut owed).await;
    assert!(
        owed.after_commit > 0,
        "some kills fell between a move's commit and its delivery"
    );
    let late = crash.fake.late_or_unanswered();
    assert!(late.is_empty(), "a live bot left interactions unanswered: {late:?}");
    assert!(
        old_buttons_used > 0,
        "buttons sent by an earlier process were pressed after a restart"
    );
    eprintln!(
        "crash: {kills} kills over {interactions} interactions in {} games (seed {seed}); moves confirmed {confirmed}, \
         cut off but kept {kept}, cut off and lost {lost}; retries accepted {retried_ok}, refused as stale \
         {retried_stale}; presses of buttons from an earlier process {old_buttons_used}",
        games.len()
    );
    eprintln!(
        "crash deliveries: {} owed, {} delivered, {} lost, {} duplicated, {} failed; {} resends absorbed by \
         their nonce; {} kills between a move's commit and its delivery, the next player told after the restart",
        owed.rows,
        owed.delivered,
        owed.lost,
        owed.duplicated,
        owed.failed,
        crash.fake.deduplicated(),
        owed.after_commit
    );
}
