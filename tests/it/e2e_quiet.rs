//! A quiet Discord surface, measured through the real bot and the fake Discord: random Nuclear
//! War and Twilight Struggle moves (DM buttons and typed `/play` lines), and after each one:
//! - each player's DMs hold at most one prompt with live buttons per game, and it is the one the
//!   player owes now (an answered prompt keeps no live buttons, whichever way it was answered);
//! - a player's own next step is edited into their prompt message instead of sent anew;
//! - the channel gets at most one post per move, never a post that only repeats "Waiting for";
//! - a player whose DMs are closed is told so in the channel once per game.
//!
//! The channel posts per Nuclear War turn and per Twilight Struggle action round are printed
//! and bounded (the figures are in the README).

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use warroom::engine::{Ask, GameRng, Viewer};
use warroom::i18n::Lang;

use crate::budget::{BudgetStep, measure, owing};
use crate::fake_discord::{FakeDiscord, Faults, Slash};
use crate::harness::{
    DELIVERY, actions, all_delivered, buttons_valid_since, by_id, command, component_for, is_move_confirmation,
    message_prefix, newest_prompt_dm, press, start_game, wait_until,
};

const ALICE: u64 = 501;
const BOB: u64 = 502;
const CAROL: u64 = 503;
const CHANNEL: u64 = 5500;

/// What one driven game showed.
#[derive(Default, Debug)]
struct Quiet {
    moves: usize,
    /// New channel posts, and "Waiting for" lines edited in place.
    posts: usize,
    edits: usize,
    /// Moves whose next step was edited into the mover's prompt message.
    edited_prompts: usize,
    /// Posts per turn (Nuclear War) or action round (Twilight Struggle), by turn key.
    per_turn: BTreeMap<String, usize>,
    most_posts_in_a_move: usize,
    /// The start (from the lobby on) and every move, for the notification budget.
    steps: Vec<BudgetStep>,
}

/// The key of the turn a position is in: whose turn and its number (Nuclear War), the turn,
/// action round and phasing side (Twilight Struggle).
fn turn_key(view: &serde_json::Value) -> String {
    ["turn", "turn_number", "round", "phasing"]
        .iter()
        .map(|k| view[*k].to_string())
        .collect::<Vec<_>>()
        .join("/")
}

/// Plays `moves` random moves of the game in `CHANNEL`, checking the DMs and the channel after
/// each. Players in `no_dm` cannot get DMs and type every move.
async fn drive(
    fake: &FakeDiscord,
    table: &warroom::table::Table,
    game_id: i64,
    moves: usize,
    seed: u64,
    no_dm: &[u64],
) -> Quiet {
    let mut rng = GameRng::new(seed);
    let mut quiet = Quiet::default();
    let waiting_prefixes = [Lang::En, Lang::Ko].map(|lang| message_prefix(lang, "table-waiting"));
    // The start's posts and DMs are not the first move's.
    let deadline = Instant::now() + DELIVERY;
    while !table.pending_deliveries().await.expect("outbox").is_empty() && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let start = by_id(table, game_id).await;
    quiet.steps.push(BudgetStep {
        first_request: 0,
        owing: owing(&start, start.game().expect("a state").as_ref()),
        counted: true,
    });
    for _ in 0..moves {
        let snapshot = by_id(table, game_id).await;
        if snapshot.status != "running" {
            break;
        }
        let m = snapshot.game().expect("a state");
        let turn = turn_key(&m.view(Viewer::Public));
        let prompts = m.pending();
        let prompt = &prompts[rng.below(prompts.len())];
        let user = snapshot.user_at(prompt.seat).expect("seated");
        let one = matches!(prompt.ask, Ask::One) && prompt.options.len() <= 125;
        let first_request = fake.count();
        if one && !no_dm.contains(&user) && rng.below(4) != 0 {
            let index = rng.below(prompt.options.len());
            let since = buttons_valid_since(&actions(table, game_id).await, prompt.seat);
            let fingerprint = prompt.fingerprint();
            let found = wait_until(DELIVERY, || {
                newest_prompt_dm(&fake.recorded(), user, game_id, fingerprint, since).is_some()
            })
            .await;
            assert!(
                found,
                "{user} has no live prompt for {:?}: {}",
                prompt.question,
                fake.tail(30)
            );
            let dm = newest_prompt_dm(&fake.recorded(), user, game_id, fingerprint, since).expect("the DM");
            let (custom_id, value) = component_for(&dm, index).expect("a component for the option");
            let pressed = press(fake, user, &dm, &custom_id, value.as_deref()).await;
            assert!(is_move_confirmation(pressed.told.content()), "{:?}", pressed.told);
        } else {
            let line = match prompt.ask {
                Ask::One => prompt.options[rng.below(prompt.options.len())].notation.clone(),
                _ => prompt.random_answer(&mut rng).expect("a legal answer"),
            };
            let answer = command(
                fake,
                &Slash::new(user, "play")
                    .in_channel(CHANNEL)
                    .opt("action", line.as_str()),
            )
            .await;
            assert!(is_move_confirmation(&answer), "`{line}` by {user}: {answer}");
        }
        quiet.moves += 1;

        // The DMs settle on exactly the prompts owed now.
        let after = by_id(table, game_id).await;
        quiet.steps.push(BudgetStep {
            first_request,
            owing: owing(&after, after.game().expect("a state").as_ref()),
            counted: true,
        });
        let owing: BTreeMap<u64, u32> = match after.game() {
            Some(m) if after.status == "running" => m
                .pending()
                .iter()
                .filter_map(|p| Some((after.user_at(p.seat)?, p.fingerprint())))
                .collect(),
            _ => BTreeMap::new(),
        };
        let players: Vec<u64> = after.seats.iter().map(|(u, _)| *u).collect();
        let shown = |user: u64| -> Vec<u32> {
            fake.live_prompts(user, game_id)
                .iter()
                .filter_map(|r| {
                    r.custom_ids()
                        .iter()
                        .find_map(|id| warroom::discord::ids::ComponentId::parse(id).map(|c| c.prompt))
                })
                .collect()
        };
        let settled = wait_until(DELIVERY, || {
            players
                .iter()
                .filter(|u| !no_dm.contains(u))
                .all(|u| shown(*u) == owing.get(u).copied().into_iter().collect::<Vec<_>>())
        })
        .await;
        assert!(
            settled,
            "live prompts {:?} but owed {owing:?}: {}",
            players.iter().map(|&u| (u, shown(u))).collect::<Vec<_>>(),
            fake.tail(30)
        );
        for &u in no_dm {
            assert!(shown(u).is_empty(), "a closed DM holds no prompt");
        }
        // Everything the move owes went out (the board is rendered before its post is sent).
        all_delivered(fake, table).await;

        let since = fake.recorded_since(first_request);
        let posts: Vec<_> = since
            .iter()
            .filter(|r| r.is_post() && r.ok() && r.channel == Some(CHANNEL))
            .collect();
        for post in &posts {
            let lines: Vec<&str> = post.content().lines().filter(|l| !l.trim().is_empty()).collect();
            let only_wait = !lines.is_empty()
                && lines
                    .iter()
                    .all(|l| waiting_prefixes.iter().any(|p| l.starts_with(p.as_str())));
            assert!(!only_wait, "a post that only repeats the wait: {post:?}");
        }
        quiet.edits += since
            .iter()
            .filter(|r| r.is_edit() && r.channel == Some(CHANNEL))
            .count();
        quiet.edited_prompts += usize::from(
            since
                .iter()
                .any(|r| r.is_edit() && r.dm_recipient() == Some(user) && !r.custom_ids().is_empty()),
        );
        quiet.posts += posts.len();
        quiet.most_posts_in_a_move = quiet.most_posts_in_a_move.max(posts.len());
        *quiet.per_turn.entry(turn).or_default() += posts.len();
    }
    quiet
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nuclear_war_one_live_prompt_per_player_one_post_per_move_and_one_closed_dm_notice() {
    let fake = FakeDiscord::start_with(Faults {
        dm_send_refused: [CAROL].into(),
        ..Faults::default()
    })
    .await;
    let (table, game_id, bot) = start_game(&fake, "nuclear-war", &[ALICE, BOB, CAROL], CHANNEL).await;
    let quiet = drive(&fake, &table, game_id, 80, 0x9_1e7, &[CAROL]).await;
    let turns = quiet.per_turn.len().max(1);
    let worst_turn = quiet.per_turn.values().max().copied().unwrap_or(0);
    eprintln!(
        "e2e quiet (Nuclear War): {} moves (one tap each: {:.2} taps per turn), {} channel posts ({:.2} per move, {:.2} per turn over {turns} turns, at most {worst_turn} in a turn), {} waits edited, {} prompts edited in place",
        quiet.moves,
        quiet.moves as f64 / turns as f64,
        quiet.posts,
        quiet.posts as f64 / quiet.moves as f64,
        quiet.posts as f64 / turns as f64,
        quiet.edits,
        quiet.edited_prompts
    );
    let figures = measure(&fake, CHANNEL, &[ALICE, BOB, CAROL], &quiet.steps);
    eprintln!("{}", figures.summary("Nuclear War (Carol's DMs closed)"));
    figures.assert_within_budget("Nuclear War (Carol's DMs closed)");
    assert_eq!(quiet.moves, 80, "the game lasts the 80 moves");
    assert!(quiet.most_posts_in_a_move <= 2, "{quiet:?}");
    // Every Nuclear War move is public news (a card, a roll, a war): about one post each, plus
    // the one notice for Carol.
    assert!(quiet.posts <= quiet.moves + 1, "at most one post per move: {quiet:?}");

    // Carol's closed DMs: said once in the channel, though every move owed her a DM.
    let closed = warroom::i18n::tr(
        Lang::En,
        &warroom::engine::Text::new("discord-dm-closed").str("user", format!("<@{CAROL}>")),
    );
    let notices = fake
        .recorded()
        .iter()
        .filter(|r| r.is_post() && r.channel == Some(CHANNEL) && r.content() == closed)
        .count();
    assert_eq!(notices, 1, "Carol is told once that her DMs are closed");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn twilight_struggle_one_live_prompt_per_player_and_a_quiet_channel() {
    let fake = FakeDiscord::start().await;
    fake.set_locale(BOB, "ko");
    let (table, game_id, bot) = start_game(&fake, "twilight-struggle", &[ALICE, BOB], CHANNEL).await;
    let quiet = drive(&fake, &table, game_id, 70, 0x75_0001, &[]).await;
    let rounds = quiet.per_turn.len().max(1);
    let worst_round = quiet.per_turn.values().max().copied().unwrap_or(0);
    eprintln!(
        "e2e quiet (Twilight Struggle): {} moves, {} channel posts ({:.2} per move, {:.2} per action round over {rounds}, at most {worst_round} in one), {} waits edited, {} prompts edited in place",
        quiet.moves,
        quiet.posts,
        quiet.posts as f64 / quiet.moves as f64,
        quiet.posts as f64 / rounds as f64,
        quiet.edits,
        quiet.edited_prompts
    );
    let figures = measure(&fake, CHANNEL, &[ALICE, BOB], &quiet.steps);
    eprintln!("{}", figures.summary("Twilight Struggle"));
    figures.assert_within_budget("Twilight Struggle");
    assert!(quiet.moves >= 40, "{quiet:?}");
    assert!(quiet.most_posts_in_a_move <= 2, "{quiet:?}");
    assert!(quiet.posts <= quiet.moves, "{quiet:?}");
    assert!(
        quiet.edited_prompts > 0,
        "a player's next step is edited in place: {quiet:?}"
    );
    bot.stop().await;
}
