//! A whole 3-player Three Kingdoms Redux game through the real `warroom bot` process and the
//! fake Discord: lobby and start, the secret drafts by a DM menu choosing several generals, every
//! bid tap by tap (general → space → what he brings), every won action, by DM components and now
//! and then a typed `/play` line; the bot is killed with SIGKILL in the middle of the game and
//! restarted, and play goes on from the DMs the new process owes.
//!
//! Checked: each move is one version and one action-log row with its notation; after the crash
//! the restarted bot sends everything the killed one owed (no delivery left pending) and the
//! stored state equals a replay; no channel post or other player's DM names a general still in
//! someone's secret draft or an enhancement still in a hand or deck (English and Korean names;
//! Carol plays in Korean); the game ends with a game-over post and its board.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::time::Duration;

use warroom::discord::ids::{ComponentId, Target};
use warroom::engine::{AnyMatch, Ask, GameRng, Prompt, Selection, Viewer};
use warroom::i18n::{Lang, tr};

use crate::budget::{BudgetStep, measure, owing};
use crate::fake_discord::{FakeDiscord, Recorded, Slash};
use crate::harness::{
    BotProcess, DELIVERY, Reader, actions, active, all_delivered, assert_replays, buttons_valid_since, by_id, command,
    component_for, fix_seed, is_move_confirmation, message_prefix, newest_prompt_dm, open_table, place, press,
    press_many, reader,
};

const ALICE: u64 = 501;
const BOB: u64 = 502;
const CAROL: u64 = 503;
const CHANNEL: u64 = 3500;
const MOVE_CAP: usize = 4000;

/// One interaction and the versions around it.
struct Step {
    first_request: usize,
    before: i64,
    after: i64,
}

/// The option to take: random, but passing and finishing often enough that a game is a few
/// hundred moves, and never stepping back (a separate test covers `back`).
fn choose(prompt: &Prompt, pick: &mut GameRng) -> usize {
    let find = |word: &str| prompt.options.iter().position(|o| o.notation == word);
    if let Some(pass) = find("pass")
        && pick.below(4) == 0
    {
        return pass;
    }
    // Finishing with won actions left asks to confirm (`done`, or `back`): both steps count.
    if let Some(done) = find("done").or_else(|| find("finish"))
        && pick.below(12) == 0
    {
        return done;
    }
    let forward: Vec<usize> = (0..prompt.options.len())
        .filter(|&i| prompt.options[i].notation != "back")
        .collect();
    forward[pick.below(forward.len())]
}

/// Names (English and Korean) of the cards hidden from `viewer` in `m`.
fn hidden_names(m: &dyn AnyMatch, viewer: Viewer, names: &mut HashMap<String, [String; 2]>) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for id in m.hidden_card_ids(viewer) {
        let both = names.entry(id.clone()).or_insert_with(|| {
            let text = m.card_name(&id).unwrap_or_else(|| panic!("{id} has a name"));
            [tr(Lang::En, &text), tr(Lang::Ko, &text)]
        });
        out.extend(both.iter().cloned());
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_three_kingdoms_redux_game_by_dm_with_a_crash_in_the_middle() {
    let fake = FakeDiscord::start().await;
    fake.set_locale(CAROL, "ko");
    let dir = tempfile::tempdir().expect("temp dir");
    let url = warroom::store::scratch_url(&dir.path().join("game.db")).await;
    let log = dir.path().join("bot.log");
    let mut bot = Some(BotProcess::start(&fake, &url, dir.path(), &log).await);
    let table = open_table(&url).await;
    let here = place(CHANNEL);

    let created = command(
        &fake,
        &Slash::new(ALICE, "new")
            .in_channel(CHANNEL)
            .opt("game", "three-kingdoms-redux"),
    )
    .await;
    assert!(
        created.starts_with(&message_prefix(Lang::En, "table-reply-created")),
        "{created}"
    );
    command(&fake, &Slash::new(BOB, "join").in_channel(CHANNEL)).await;
    command(&fake, &Slash::new(CAROL, "join").in_channel(CHANNEL)).await;
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
    let mut steps = vec![Step {
        first_request,
        before: lobby.version,
        after: snapshot.version,
    }];
    let mut states: HashMap<i64, Box<dyn AnyMatch>> = HashMap::new();
    states.insert(snapshot.version, snapshot.game().expect("a state"));

    let mut pick = GameRng::new(0x7e4_2026);
    let (mut by_button, mut by_menu, mut by_several, mut by_play) = (0, 0, 0, 0);
    let mut crashed_at: Option<usize> = None;
    let mut verbs: BTreeMap<String, usize> = BTreeMap::new();
    loop {
        // Everything the last move owes is out before the next one (the budget counts by move).
        all_delivered(&fake, &table).await;
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
        let fingerprint = prompt.fingerprint();
        let since = buttons_valid_since(&actions(&table, game_id).await, prompt.seat);
        let found = fake
            .wait_for(DELIVERY, |_| {
                newest_prompt_dm(&fake.recorded(), user, game_id, fingerprint, since).is_some()
            })
            .await;
        assert!(
            found.is_some(),
            "{user} owes {:?} but has no DM with its components: {}",
            prompt.question,
            fake.tail(40)
        );
        let dm = newest_prompt_dm(&fake.recorded(), user, game_id, fingerprint, since).expect("the DM");
        let first_request = fake.count();
        let notation = match prompt.ask {
            Ask::Several { min, .. } => {
                // The secret draft: one menu, the generals kept chosen together.
                let mut indices: Vec<usize> = (0..prompt.options.len()).collect();
                pick.shuffle(&mut indices);
                indices.truncate(min as usize);
                indices.sort_unstable();
                let notation = prompt
                    .answer(&Selection::Several(indices.clone()))
                    .expect("a legal pick");
                let menu = dm
                    .custom_ids()
                    .into_iter()
                    .find(|id| ComponentId::parse(id).is_some_and(|c| c.target == Target::Select))
                    .unwrap_or_else(|| panic!("the draft DM has a menu: {dm:?}"));
                let values: Vec<String> = indices.iter().map(usize::to_string).collect();
                let values: Vec<&str> = values.iter().map(String::as_str).collect();
                let pressed = press_many(&fake, user, &dm, &menu, &values).await;
                assert!(
                    is_move_confirmation(pressed.told.content()),
                    "draft {notation} by {user}: {:?}",
                    pressed.told
                );
                by_several += 1;
                notation
            }
            _ => {
                let index = choose(prompt, &mut pick);
                let notation = prompt.options[index].notation.clone();
                if steps.len() % 9 == 0 {
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
                    let (custom_id, value) = component_for(&dm, index)
                        .unwrap_or_else(|| panic!("no component for `{notation}` (option {index}) in {dm:?}"));
                    if value.is_some() {
                        by_menu += 1;
                    } else {
                        by_button += 1;
                    }
                    let pressed = press(&fake, user, &dm, &custom_id, value.as_deref()).await;
                    assert!(
                        is_move_confirmation(pressed.told.content()),
                        "press of `{notation}` by {user}: {:?}",
                        pressed.told
                    );
                }
                notation
            }
        };
        *verbs
            .entry(notation.split_whitespace().next().unwrap_or("").to_string())
            .or_default() += 1;
        let after = by_id(&table, game_id).await;
        assert_eq!(after.version, snapshot.version + 1, "one move, one version");
        let log_rows = actions(&table, game_id).await;
        let last = log_rows.last().expect("the move is in the action log");
        assert_eq!(
            (last.user.map(|u| u as u64), last.notation.as_str()),
            (Some(user), notation.as_str()),
            "the action log holds exactly this move"
        );
        steps.push(Step {
            first_request,
            before: snapshot.version,
            after: after.version,
        });
        let state = after.game().expect("a state");
        // The crash: right after a confirmed placement in a bidding from round 5 on, before the bot has
        // necessarily posted it or sent the next bidder's DM.
        if crashed_at.is_none()
            && notation.starts_with("place ")
            && state.view(Viewer::Public)["round"].as_u64() >= Some(5)
        {
            bot.take().expect("a running bot").crash(&fake).await;
            bot = Some(BotProcess::start(&fake, &url, dir.path(), &log).await);
            let deadline = tokio::time::Instant::now() + DELIVERY;
            while !table.pending_deliveries().await.expect("outbox").is_empty() {
                assert!(
                    tokio::time::Instant::now() < deadline,
                    "the restarted bot left deliveries pending: {}",
                    std::fs::read_to_string(&log).unwrap_or_default()
                );
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
            assert_replays(&table, game_id).await;
            crashed_at = Some(steps.len());
        }
        states.insert(after.version, state);
    }
    let moves = steps.len() - 1;
    let last_round = states[&steps[moves].after].view(Viewer::Public)["round"].clone();
    assert!(
        crashed_at.is_some(),
        "the game ended in round {last_round} after {moves} moves, before the crash: {verbs:?}"
    );
    assert!(
        by_button > 0 && by_several >= 3 && by_play > 0,
        "buttons {by_button}, menus {by_menu}, drafts {by_several}, /play {by_play}"
    );
    for verb in ["draft", "alliance", "bid", "place", "pass", "do", "done"] {
        assert!(verbs.contains_key(verb), "no `{verb}` move in the game: {verbs:?}");
    }
    assert!(
        verbs["do"] >= 10,
        "won actions are performed, not only declined: {verbs:?}"
    );

    let game_over = fake
        .wait_for(DELIVERY, |r| {
            r.is_post()
                && r.channel == Some(CHANNEL)
                && r.content().contains(&message_prefix(Lang::En, "table-game-over"))
        })
        .await
        .unwrap_or_else(|| panic!("no game-over post: {}", fake.tail(30)));
    assert_eq!(game_over.png_files.len(), 1, "the final board comes with it");
    assert_replays(&table, game_id).await;

    fake.settle(Duration::from_millis(100), DELIVERY).await;
    let seats: HashMap<u64, usize> = by_id(&table, game_id)
        .await
        .seats
        .iter()
        .filter_map(|(user, seat)| Some((*user, (*seat)?)))
        .collect();
    let private_seen = check_hidden_cards(&fake, &steps, &states, &seats);
    assert!(
        private_seen > 0,
        "DMs name the reader's own hidden cards (else this check could not catch a leak)"
    );
    let players = [ALICE, BOB, CAROL];
    let snapshot = by_id(&table, game_id).await;
    let budget_steps: Vec<BudgetStep> = steps
        .iter()
        .map(|s| BudgetStep {
            first_request: s.first_request,
            owing: owing(&snapshot, states[&s.after].as_ref()),
            counted: true,
        })
        .collect();
    let figures = measure(&fake, CHANNEL, &players, &budget_steps);
    eprintln!("{}", figures.summary("Three Kingdoms Redux"));
    figures.assert_within_budget("Three Kingdoms Redux");
    eprintln!(
        "e2e Three Kingdoms Redux: {moves} moves ({by_button} buttons, {by_menu} menus, {by_several} drafts, \
         {by_play} /play; crash after move {}), {verbs:?}, {} requests",
        crashed_at.unwrap_or(0),
        fake.count()
    );
    bot.take().expect("the bot").crash(&fake).await;
}

/// No message names a card hidden from its reader before, during and after the step that sent
/// it; returns how often a DM named one of its reader's own secrets.
fn check_hidden_cards(
    fake: &FakeDiscord,
    steps: &[Step],
    states: &HashMap<i64, Box<dyn AnyMatch>>,
    seats: &HashMap<u64, usize>,
) -> usize {
    let recorded: Vec<Recorded> = fake.recorded();
    let users_by_token = fake.interaction_users();
    let mut names = HashMap::new();
    let mut private_seen = 0;
    for (k, step) in steps.iter().enumerate() {
        let end = steps.get(k + 1).map_or(recorded.len(), |s| s.first_request);
        let window: Vec<&dyn AnyMatch> = [
            k.checked_sub(1).map(|j| steps[j].before),
            Some(step.before),
            Some(step.after),
        ]
        .into_iter()
        .flatten()
        .filter_map(|v| states.get(&v).map(|m| m.as_ref()))
        .collect();
        for r in &recorded[step.first_request..end] {
            let Some(reader) = reader(r, &users_by_token) else {
                continue;
            };
            let viewer = match reader {
                Reader::Everyone => Viewer::Public,
                Reader::Only(user) => seats.get(&user).map_or(Viewer::Public, |&s| Viewer::Seat(s)),
            };
            let text: String = r
                .visible_text()
                .lines()
                .filter(|l| !l.trim_start().starts_with("> "))
                .collect::<Vec<_>>()
                .join("\n");
            let mut secret: Option<BTreeSet<String>> = None;
            for m in &window {
                let hidden = hidden_names(*m, viewer, &mut names);
                secret = Some(match secret {
                    None => hidden,
                    Some(s) => s.intersection(&hidden).cloned().collect(),
                });
            }
            let leaked: Vec<&String> = secret.iter().flatten().filter(|n| text.contains(n.as_str())).collect();
            assert!(leaked.is_empty(), "{reader:?} can read {leaked:?}: {r:?}");
            if viewer != Viewer::Public
                && let Some(m) = window.last()
            {
                private_seen += hidden_names(*m, Viewer::Public, &mut names)
                    .iter()
                    .filter(|n| text.contains(n.as_str()))
                    .count();
            }
        }
    }
    private_seen
}

/// `/card` in a Three Kingdoms Redux channel: suggestions come from this game in the reader's
/// language; the answer shows the numbers and the provisional mark; a name nobody has is refused
/// with the closest names.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn card_lookup_by_autocomplete_in_either_language() {
    let fake = FakeDiscord::start().await;
    fake.set_locale(CAROL, "ko");
    let (_table, _game, bot) =
        crate::harness::start_game(&fake, "three-kingdoms-redux", &[ALICE, BOB, CAROL], CHANNEL + 1).await;
    let suggestions = crate::harness::autocomplete(
        &fake,
        &Slash::new(ALICE, "card").in_channel(CHANNEL + 1).typing("name", "cao"),
    )
    .await;
    let values = suggestions.choice_values();
    assert!(
        values.contains(&"three-kingdoms-redux/cao-cao".to_string()),
        "{values:?}"
    );
    assert!(
        values.iter().all(|v| v.starts_with("three-kingdoms-redux/")),
        "{values:?}"
    );
    let korean = crate::harness::autocomplete(
        &fake,
        &Slash::new(CAROL, "card").in_channel(CHANNEL + 1).typing("name", "조조"),
    )
    .await;
    assert_eq!(korean.choice_names()[0], "조조", "{korean:?}");
    let answer = command(
        &fake,
        &Slash::new(BOB, "card")
            .in_channel(CHANNEL + 1)
            .opt("name", "three-kingdoms-redux/cao-cao"),
    )
    .await;
    assert!(answer.starts_with("**Cao Cao** · Three Kingdoms Redux"), "{answer}");
    assert!(answer.contains("leadership"), "{answer}");
    let provisional = warroom::games::Registry::builtin()
        .get("three-kingdoms-redux")
        .expect("registered")
        .cards()
        .into_iter()
        .find(|c| c.provisional)
        .expect("provisional rows");
    let answer = command(
        &fake,
        &Slash::new(CAROL, "card")
            .in_channel(CHANNEL + 1)
            .opt("name", format!("three-kingdoms-redux/{}", provisional.id).as_str()),
    )
    .await;
    assert!(answer.contains("⚠ 임시"), "{answer}");
    let unknown = command(
        &fake,
        &Slash::new(ALICE, "card").in_channel(CHANNEL + 1).opt("name", "cao"),
    )
    .await;
    assert!(
        unknown.starts_with("Several cards match `cao`: ") && unknown.contains("Cao Cao"),
        "{unknown}"
    );
    let none = command(
        &fake,
        &Slash::new(ALICE, "card").in_channel(CHANNEL + 1).opt("name", "zzz"),
    )
    .await;
    assert!(none.starts_with("No card matches `zzz`."), "{none}");
    bot.stop().await;
}

/// `/ally`: the two allies of the round (bid slots 2 and 3, R-19) message each other by DM; the
/// kingdom in slot 1 is refused with the rule; the channel sees nothing, nobody's buttons go stale,
/// and the message is in the sender's and the ally's `/log` only.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn allies_message_each_other_by_dm_and_nobody_else_hears() {
    let fake = FakeDiscord::start().await;
    fake.set_locale(CAROL, "ko");
    let channel = CHANNEL + 2;
    let (table, game_id, bot) =
        crate::harness::start_game(&fake, "three-kingdoms-redux", &[ALICE, BOB, CAROL], channel).await;
    let snapshot = by_id(&table, game_id).await;
    let order = snapshot.game().expect("a state").view(Viewer::Public)["bid_order"].clone();
    let seat_of = |k: &str| ["wei", "wu", "shu"].iter().position(|w| *w == k).expect("a kingdom");
    let user_of = |k: &serde_json::Value| snapshot.user_at(seat_of(k.as_str().unwrap())).expect("seated");
    let (leader, ally_a, ally_b) = (user_of(&order[0]), user_of(&order[1]), user_of(&order[2]));
    let version = snapshot.version;
    // The start post (with the first board) must be out before the messages are counted.
    fake.wait_for(DELIVERY, |r| {
        r.is_post() && r.channel == Some(channel) && !r.png_files.is_empty()
    })
    .await
    .expect("the start is posted");
    fake.settle(Duration::from_millis(200), DELIVERY).await;
    let from = fake.count();

    let refused = command(
        &fake,
        &Slash::new(leader, "ally").in_channel(channel).opt("message", "hello?"),
    )
    .await;
    // The rule in the leader's language (Carol reads Korean).
    let rule = if leader == CAROL {
        "입찰 순서 2번째와 3번째 국가가 동맹입니다"
    } else {
        "bid slots 2 and 3 are allied"
    };
    assert!(refused.contains(rule), "{refused}");
    assert_eq!(
        by_id(&table, game_id).await.version,
        version,
        "a refusal changes nothing"
    );

    let secret = "take the farm, I go for trade";
    let sent = command(
        &fake,
        &Slash::new(ally_a, "ally").in_channel(channel).opt("message", secret),
    )
    .await;
    assert!(
        sent.starts_with(&message_prefix(Lang::En, "table-reply-ally-sent")) || sent.contains("동맹"),
        "{sent}"
    );
    let dm = fake
        .wait_for_since(from, DELIVERY, |r| {
            r.dm_recipient() == Some(ally_b) && r.content().contains(secret)
        })
        .await
        .unwrap_or_else(|| panic!("the ally got no DM: {}", fake.tail(20)));
    assert!(dm.content().contains("🤝"), "{dm:?}");
    fake.settle(Duration::from_millis(100), DELIVERY).await;
    for r in fake.recorded_since(from) {
        if r.content().contains(secret) {
            assert_eq!(r.dm_recipient(), Some(ally_b), "only the ally reads it: {r:?}");
        }
        assert!(
            !(r.is_post() && r.channel == Some(channel)),
            "the channel hears nothing of it: {r:?}"
        );
    }
    // Nobody's buttons went stale: the drafts still take their presses.
    let after = by_id(&table, game_id).await;
    assert_eq!(after.version, version + 1, "kept in the action log");
    for seat in 0..3 {
        assert_eq!(
            buttons_valid_since(&actions(&table, game_id).await, seat),
            0,
            "seat {seat}'s buttons are still valid"
        );
    }
    let log_of = |user: u64| {
        let table = &table;
        async move {
            let caller = warroom::table::Caller {
                user,
                name: format!("Player {user}"),
                locale: None,
                is_admin: false,
            };
            table.log(place(channel), &caller, 50).await.expect("log").join("\n")
        }
    };
    assert!(log_of(ally_a).await.contains(secret));
    assert!(log_of(ally_b).await.contains(secret));
    assert!(
        !log_of(leader).await.contains(secret),
        "the leader's log does not have it"
    );
    assert_replays(&table, game_id).await;
    bot.stop().await;
}
