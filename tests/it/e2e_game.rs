//! A whole 3-player Nuclear War game through the real bot and the fake Discord: lobby, start,
//! every decision by a DM button or by `/play` after asking its autocomplete, board images,
//! pings, game over, and a button of the finished game.
//!
//! Checked on every interaction: Discord's 3-second rule. Checked on every message the bot sent:
//! DMs go to the player whose prompt they carry (DM channel = user id + offset), pings mention
//! exactly the players who now owe a decision, and no message names a card its reader may not
//! know (card names in English and Korean against `hidden_card_ids`; Carol plays in Korean).

use std::collections::{BTreeSet, HashMap};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use warroom::discord::deliver;
use warroom::discord::ids::ComponentId;
use warroom::engine::{AnyMatch, GameRng, Viewer};
use warroom::i18n::Lang;
use warroom::table::Caller;

use crate::budget::{BudgetStep, measure, owing};
use crate::fake_discord::{FakeDiscord, Recorded, Slash};
use crate::harness::{
    CardNames, DELIVERY, InProcessBot, Reader, Snapshot, actions, active, assert_replays, autocomplete,
    buttons_valid_since, by_id, card_ids_in, command, component_for, fix_seed, is_move_confirmation, message_prefix,
    newest_prompt_dm, open_table, place, press, reader, sent,
};

const ALICE: u64 = 201;
const BOB: u64 = 202;
const CAROL: u64 = 203;
const PLAYERS: [u64; 3] = [ALICE, BOB, CAROL];
const CHANNEL: u64 = 3100;
/// Each player's population after the game master's edits (a random game with 15 M each takes
/// 6–80 decisions).
const POPULATION: u32 = 15;
const MOVE_CAP: usize = 1000;

/// One interaction of the game and the versions around it.
struct Step {
    /// Index of the first request recorded after the interaction was sent.
    first_request: usize,
    before: i64,
    after: i64,
}

fn is_channel_post(r: &Recorded) -> bool {
    r.is_post() && r.channel == Some(CHANNEL)
}

/// Waits until every player who owes a decision in `m` (at `game`) and did not in `owed_before`
/// was pinged in the channel since request `from`.
async fn wait_for_pings(
    fake: &FakeDiscord,
    from: usize,
    game: &Snapshot,
    m: &dyn AnyMatch,
    owed_before: &BTreeSet<usize>,
) {
    let newly = m
        .pending()
        .iter()
        .filter(|p| !owed_before.contains(&p.seat))
        .filter_map(|p| game.user_at(p.seat))
        .collect::<BTreeSet<u64>>();
    for pinged in newly {
        let ping = fake
            .wait_for_since(from, DELIVERY, |r| {
                is_channel_post(r) && r.content().contains(&format!("<@{pinged}>"))
            })
            .await
            .unwrap_or_else(|| panic!("no ping for {pinged}: {}", fake.tail(30)));
        assert!(ping.allowed_user_mentions().contains(&pinged), "{ping:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_nuclear_war_game_through_the_real_bot() {
    let fake = FakeDiscord::start().await;
    fake.set_locale(CAROL, "ko");
    let dir = tempfile::tempdir().expect("temp dir");
    let url = warroom::store::scratch_url(&dir.path().join("game.db")).await;
    let bot = InProcessBot::start(&fake, &url).await;
    let table = open_table(&url).await;
    let here = place(CHANNEL);
    // The lobby.
    let created = command(
        &fake,
        &Slash::new(ALICE, "new").in_channel(CHANNEL).opt("game", "nuclear-war"),
    )
    .await;
    assert!(
        created.starts_with(&message_prefix(Lang::En, "table-reply-created")),
        "{created}"
    );
    let joined = command(&fake, &Slash::new(BOB, "join").in_channel(CHANNEL)).await;
    assert!(
        joined.starts_with(&message_prefix(Lang::En, "table-reply-joined")),
        "{joined}"
    );
    let joined = command(&fake, &Slash::new(CAROL, "join").in_channel(CHANNEL)).await;
    assert!(
        joined.starts_with(&message_prefix(Lang::Ko, "table-reply-joined")),
        "Carol's client is Korean: {joined}"
    );
    let lobby = active(&table, here).await.expect("the lobby");
    // A fixed game (its notification figures are in the README).
    fix_seed(&table, lobby.id, CHANNEL).await;
    let game_id = lobby.id;
    let first_request = fake.count();
    let started = command(&fake, &Slash::new(ALICE, "start").in_channel(CHANNEL)).await;
    assert!(
        started.starts_with(&message_prefix(Lang::En, "table-reply-started")),
        "{started}"
    );
    let snapshot = by_id(&table, game_id).await;
    assert_eq!(snapshot.status, "running");
    let mut steps = vec![Step {
        first_request,
        before: lobby.version,
        after: snapshot.version,
    }];
    let mut states: HashMap<i64, Box<dyn AnyMatch>> = HashMap::new();
    states.insert(snapshot.version, snapshot.game().expect("a state"));
    let started = states[&snapshot.version].as_ref();
    wait_for_pings(&fake, first_request, &snapshot, started, &BTreeSet::new()).await;

    // A random game takes 100–350 decisions; the creator, as game master, shrinks every
    // population to 15 M (the rest goes to the bank) so it ends in a few dozen. The bot has no
    // edit command: the edit goes through the table on the same database, and its outbox is
    // delivered with the bot's own `deliver` (fresh buttons for everyone).
    let http = serenity::HttpBuilder::new("fake-token")
        .proxy(fake.base.clone())
        .ratelimiter_disabled(true)
        .build();
    let gm = Caller {
        user: ALICE,
        name: "Player 201".to_string(),
        locale: None,
        is_admin: false,
    };
    for seat in 1..=3 {
        let first_request = fake.count();
        let before = by_id(&table, game_id).await.version;
        let outbox = table
            .edit(here, &gm, &format!("set pop p{seat} {POPULATION}"))
            .await
            .expect("the creator may edit");
        let delivered = deliver(&http, &table, &outbox).await;
        assert_eq!(delivered.failures, 0, "{delivered:?}");
        let after = by_id(&table, game_id).await;
        steps.push(Step {
            first_request,
            before,
            after: after.version,
        });
        states.insert(after.version, after.game().expect("a state"));
    }

    let mut pick = GameRng::new(0x5eed_0003);
    let (mut by_button, mut by_play, mut menus) = (0, 0, 0);
    let mut last_dm_with_buttons: Option<(u64, Recorded)> = None;
    loop {
        let snapshot = by_id(&table, game_id).await;
        if snapshot.status != "running" {
            assert_eq!(snapshot.status, "finished");
            break;
        }
        assert!(steps.len() < MOVE_CAP, "the game did not end in {MOVE_CAP} moves");
        let m = snapshot.game().expect("a state");
        let prompts = m.pending();
        assert!(!prompts.is_empty(), "a running game owes a decision");
        let prompt = &prompts[pick.below(prompts.len())];
        let user = snapshot.user_at(prompt.seat).expect("a seated player");
        let index = pick.below(prompt.options.len());
        let notation = prompt.options[index].notation.clone();
        let legal: BTreeSet<String> = prompt.options.iter().map(|o| o.notation.clone()).collect();

        // The player's buttons for this prompt must have arrived by DM (unless it has too many
        // options for components); they may still be on their way from the last move.
        let fingerprint = prompt.fingerprint();
        let since = buttons_valid_since(&actions(&table, game_id).await, prompt.seat);
        let dm = if prompt.options.len() <= 125 {
            let found = fake
                .wait_for(DELIVERY, |_| {
                    newest_prompt_dm(&fake.recorded(), user, game_id, fingerprint, since).is_some()
                })
                .await;
            assert!(
                found.is_some(),
                "{user} owes {:?} but has no DM with its buttons: {}",
                prompt.question,
                fake.tail(40)
            );
            newest_prompt_dm(&fake.recorded(), user, game_id, fingerprint, since)
        } else {
            None
        };
        let use_play = dm.is_none() || steps.len() % 4 == 0;
        let first_request = fake.count();
        if use_play {
            // Autocomplete first: every suggestion is a legal notation for this player.
            let suggestions = autocomplete(
                &fake,
                &Slash::new(user, "play").in_channel(CHANNEL).typing("action", ""),
            )
            .await;
            let values = suggestions.choice_values();
            assert_eq!(values.len(), prompt.options.len().min(25), "{suggestions:?}");
            for value in &values {
                assert!(
                    legal.contains(value),
                    "suggested `{value}` is not legal for {user}: {legal:?}"
                );
            }
            let typed: String = notation.chars().take(3).collect();
            let narrowed = autocomplete(
                &fake,
                &Slash::new(user, "play").in_channel(CHANNEL).typing("action", &typed),
            )
            .await;
            let names = narrowed.choice_names();
            // An option, or a one-line form that starts with one (`hide wh10 place prop5`): the
            // game takes the whole line.
            let takes = |line: &str| m.clone_box().apply(prompt.seat, line).is_ok();
            for (value, name) in narrowed.choice_values().iter().zip(&names) {
                assert!(
                    legal.contains(value) || (legal.iter().any(|o| value.starts_with(o.as_str())) && takes(value)),
                    "`{value}` is neither legal nor a line the game takes: {legal:?}"
                );
                assert!(
                    value.contains(&typed) || name.to_lowercase().contains(&typed),
                    "`{value}` ({name}) does not match `{typed}`"
                );
            }
            assert!(
                narrowed.choice_values().contains(&notation) || narrowed.choice_values().len() == 25,
                "`{notation}` is missing from the suggestions for `{typed}`: {narrowed:?}"
            );
            // Someone who owes nothing gets one suggestion that explains why and plays nothing.
            if let Some(idle) = PLAYERS
                .iter()
                .find(|&&u| !prompts.iter().any(|p| snapshot.user_at(p.seat) == Some(u)))
            {
                let refusal = autocomplete(
                    &fake,
                    &Slash::new(*idle, "play").in_channel(CHANNEL).typing("action", ""),
                )
                .await;
                assert_eq!(refusal.choice_values(), vec!["?".to_string()], "{refusal:?}");
                let lang = if *idle == CAROL { Lang::Ko } else { Lang::En };
                assert!(
                    refusal.choice_names()[0].starts_with(&message_prefix(lang, "err-not-your-turn")),
                    "{refusal:?}"
                );
            }
            let answer = command(
                &fake,
                &Slash::new(user, "play")
                    .in_channel(CHANNEL)
                    .opt("action", notation.as_str()),
            )
            .await;
            assert!(is_move_confirmation(&answer), "/play {notation} by {user}: {answer}");
            by_play += 1;
        } else {
            let dm = dm.expect("a prompt DM");
            let (custom_id, value) =
                component_for(&dm, index).unwrap_or_else(|| panic!("no component for option {index} in {dm:?}"));
            menus += usize::from(value.is_some());
            let pressed = press(&fake, user, &dm, &custom_id, value.as_deref()).await;
            assert!(
                is_move_confirmation(pressed.told.content()),
                "press of `{notation}` by {user}: {:?}",
                pressed.told
            );
            let retired = pressed.retired.expect("the pressed prompt is edited");
            assert_eq!(retired.payload["components"], serde_json::json!([]), "buttons removed");
            last_dm_with_buttons = Some((user, dm));
            by_button += 1;
        }
        let after = by_id(&table, game_id).await;
        assert_eq!(after.version, snapshot.version + 1, "one move, one version");
        let log = actions(&table, game_id).await;
        let last = log.last().expect("the move is in the action log");
        assert_eq!(
            (last.user.map(|u| u as u64), last.notation.as_str(), last.version),
            (Some(user), notation.as_str(), after.version),
            "the action log holds exactly this move"
        );
        steps.push(Step {
            first_request,
            before: snapshot.version,
            after: after.version,
        });
        states.insert(after.version, after.game().expect("a state"));

        // Whoever newly owes a decision is pinged in the channel.
        let owed_before: BTreeSet<usize> = prompts.iter().map(|p| p.seat).collect();
        wait_for_pings(
            &fake,
            first_request,
            &after,
            states[&after.version].as_ref(),
            &owed_before,
        )
        .await;
    }
    let moves = steps.len() - 1;
    assert!(by_button > 0 && by_play > 0, "both ways of moving were used");

    // Game over: announced in the channel with the final board.
    let game_over = fake
        .wait_for(DELIVERY, |r| {
            is_channel_post(r) && r.content().contains(&message_prefix(Lang::En, "table-game-over"))
        })
        .await
        .unwrap_or_else(|| panic!("no game-over post: {}", fake.tail(30)));
    assert_eq!(
        game_over.png_files.len(),
        1,
        "the final board comes with it: {game_over:?}"
    );
    assert_replays(&table, game_id).await;
    assert!(table.running().await.expect("read").is_empty());

    // A DM button of the finished game: a clear refusal, nothing changes.
    let (owner, old_dm) = last_dm_with_buttons.expect("at least one press");
    let button = old_dm.custom_ids()[0].clone();
    let version = by_id(&table, game_id).await.version;
    let refused = press(&fake, owner, &old_dm, &button, None).await;
    let lang = if owner == CAROL { Lang::Ko } else { Lang::En };
    assert_eq!(
        refused.told.content(),
        warroom::i18n::msg(lang, "table-err-finished"),
        "{refused:?}"
    );
    assert_eq!(by_id(&table, game_id).await.version, version);
    let after_end = command(
        &fake,
        &Slash::new(ALICE, "play").in_channel(CHANNEL).opt("action", "pass"),
    )
    .await;
    assert_eq!(after_end, sent(Lang::En, "table-err-no-game"));

    fake.settle(Duration::from_millis(100), DELIVERY).await;
    let seats: HashMap<u64, usize> = by_id(&table, game_id)
        .await
        .seats
        .iter()
        .filter_map(|(user, seat)| Some((*user, (*seat)?)))
        .collect();
    check_messages(&fake, &steps, &states, game_id, &seats);
    // The notification budget; the game master's edits (steps 1–3) are delivered by this test.
    let finished = by_id(&table, game_id).await;
    let budget_steps: Vec<BudgetStep> = steps
        .iter()
        .enumerate()
        .map(|(k, s)| BudgetStep {
            first_request: s.first_request,
            owing: owing(&finished, states[&s.after].as_ref()),
            counted: !(1..=3).contains(&k),
        })
        .collect();
    let figures = measure(&fake, CHANNEL, &PLAYERS, &budget_steps);
    eprintln!("{}", figures.summary("Nuclear War"));
    figures.assert_within_budget("Nuclear War");
    let late = fake.late_or_unanswered();
    assert!(late.is_empty(), "interactions not answered in time: {late:?}");
    eprintln!(
        "e2e game: {moves} moves ({by_button} buttons, {menus} of them menus, {by_play} /play), {} requests",
        fake.count()
    );
    bot.stop().await;
}

/// Routing, pings, boards and hidden cards, over every message of the game.
fn check_messages(
    fake: &FakeDiscord,
    steps: &[Step],
    states: &HashMap<i64, Box<dyn AnyMatch>>,
    game_id: i64,
    seats: &HashMap<u64, usize>,
) {
    let recorded = fake.recorded();
    let users_by_token = fake.interaction_users();
    let names = CardNames::new();
    let mut private_names_seen = 0;
    let mut boards = 0;
    for (k, step) in steps.iter().enumerate() {
        let end = steps.get(k + 1).map_or(recorded.len(), |s| s.first_request);
        // A message sent while step k ran may still belong to step k-1 (delivery goes on after
        // the answer): it may name what was known before step k-1, before step k, or after it.
        let window: Vec<&dyn AnyMatch> = [
            k.checked_sub(1).map(|j| steps[j].before),
            Some(step.before),
            Some(step.after),
        ]
        .into_iter()
        .flatten()
        .filter_map(|v| states.get(&v).map(|m| m.as_ref()))
        .collect();
        // Pings in this step may mention only the players who owe a decision after it and did
        // not before (the driver waited for those pings before the next step).
        let owing = |version: i64| -> BTreeSet<u64> {
            states.get(&version).map_or_else(BTreeSet::new, |m| {
                m.pending()
                    .iter()
                    .filter_map(|p| seats.iter().find(|(_, s)| **s == p.seat).map(|(u, _)| *u))
                    .collect()
            })
        };
        let newly_owing: BTreeSet<u64> = owing(step.after).difference(&owing(step.before)).copied().collect();
        for r in &recorded[step.first_request..end] {
            if is_channel_post(r) {
                let pinged: BTreeSet<u64> = r.allowed_user_mentions().into_iter().collect();
                assert!(
                    pinged.is_subset(&newly_owing),
                    "step {k} pings {pinged:?}, but only {newly_owing:?} newly owe a decision: {r:?}"
                );
            }
            let Some(reader) = reader(r, &users_by_token) else {
                continue;
            };
            // Quoted lines are the recap of earlier moves (lines this reader was sent when they
            // happened, checked then against that moment's hidden cards; `table_recap` checks the
            // recap holds only lines the seat may read).
            let text: String = r
                .visible_text()
                .lines()
                .filter(|l| !l.trim_start().starts_with("> "))
                .collect::<Vec<_>>()
                .join("\n");
            let viewer = match reader {
                Reader::Everyone => Viewer::Public,
                Reader::Only(user) => match seats.get(&user).copied() {
                    Some(seat) => Viewer::Seat(seat),
                    None => Viewer::Public,
                },
            };
            let named = names.named(&text);
            let secret_in_every_state: BTreeSet<&str> = named
                .iter()
                .copied()
                .filter(|t| window.iter().all(|m| CardNames::secret_types(*m, viewer).contains(t)))
                .collect();
            assert!(
                secret_in_every_state.is_empty(),
                "{reader:?} can read {secret_in_every_state:?}, hidden from them: {r:?}"
            );
            if let Some(m) = window.last() {
                let hidden: BTreeSet<String> = m.hidden_card_ids(viewer).into_iter().collect();
                let ids = card_ids_in(&text);
                assert!(ids.is_disjoint(&hidden), "{reader:?} sees hidden card ids: {r:?}");
                if viewer != Viewer::Public {
                    let public_secret = CardNames::secret_types(*m, Viewer::Public);
                    private_names_seen += named.iter().filter(|t| public_secret.contains(*t)).count();
                }
            }
            // A DM carries the prompt of its own reader, at the version its buttons name.
            if let Some(user) = r.dm_recipient() {
                let seat = seats
                    .get(&user)
                    .copied()
                    .unwrap_or_else(|| panic!("a DM to a non-player: {r:?}"));
                for id in r.custom_ids() {
                    let id = ComponentId::parse(&id).expect("our custom id");
                    assert_eq!(id.game_id, game_id);
                    let m = states.get(&id.version).expect("buttons name a version the game had");
                    assert!(
                        m.pending()
                            .iter()
                            .any(|p| p.seat == seat && p.fingerprint() == id.prompt),
                        "a DM to {user} carries buttons of another seat's prompt: {r:?}"
                    );
                }
            }
            if is_channel_post(r) && !r.files.is_empty() {
                boards += 1;
                assert_eq!(r.png_files, r.files, "the board is a PNG: {r:?}");
                let name = &r.files[0];
                assert!(
                    name.starts_with(&format!("nuclear-war-{game_id}-v")) && name.ends_with("-public.png"),
                    "{name}"
                );
            }
        }
    }
    assert!(
        private_names_seen > 0,
        "DMs name the reader's own hidden cards (else this check could not catch a leak)"
    );
    assert!(boards >= 2, "boards at the start and the end at least ({boards})");
    for r in &recorded {
        if r.path == "/users/@me/channels" {
            let recipient: u64 = r.payload["recipient_id"]
                .as_str()
                .and_then(|s| s.parse().ok())
                .expect("a recipient");
            assert!(
                PLAYERS.contains(&recipient),
                "a DM channel opened with a stranger: {r:?}"
            );
        }
        assert_ne!(r.status, 404, "a request the fake does not know: {r:?}");
    }
}
