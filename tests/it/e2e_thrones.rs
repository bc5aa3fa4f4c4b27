//! The Game of Thrones card game (issue 16) through the real `warroom bot` process and the fake
//! Discord: two players play a whole game by DM buttons, select menus and now and then a typed
//! `/play` line chosen from its autocomplete, in the strict windows mode.
//!
//! Checked along the way:
//! - every option of every prompt is reachable from its DM in at most three taps (a button: one;
//!   a one-choice menu: open and pick; an item of a several-choice menu: open, pick and send);
//! - the secret plot choice is made by DM and the channel reads only that a player "has chosen";
//! - an action window's prompt reaches the player whose turn it is by DM, and the other player's
//!   DMs get nothing;
//! - `/autopass` with its autocomplete sets a player's standing auto-passes;
//! - the bot is killed with SIGKILL as a response window opens: Stark declares Catelyn Stark as a
//!   defender, and the bot dies right after committing it, before anyone is told (the fake holds
//!   its answers back). After the restart the same window (her response) waits on the same player
//!   with the same options; the move is in the action log once, the stored state equals a replay,
//!   and everything the move owed reaches Discord once: Stark's one DM with the window, the
//!   channel's post of the defence; Lannister has no live buttons;
//! - a stale button press (Catelyn's, pressed again after her response) is refused and changes
//!   nothing;
//! - after a game master's `set … power` edits the game goes on to its end (a game-over post with
//!   its board).
//!
//! `THRONES_E2E_TRACE=1` prints every move and the prompts that follow it.
//!
//! A second test (`e2e_thrones_targets`) sets up an action window with many targets (The Lion's Will against every standing
//! character) and checks that each `use <card> <target>` option is reachable in at most three taps.

use std::collections::{BTreeMap, BTreeSet};
use std::time::Duration;

use warroom::discord::deliver;
use warroom::discord::ids::ComponentId;
use warroom::engine::{Ask, GameOptions, GameRng, Prompt, Viewer};
use warroom::i18n::{Lang, tr};
use warroom::table::Caller;

use crate::budget::{BudgetStep, measure, owing};
use crate::e2e_escalation::prompt_dm;
use crate::e2e_thrones_driver::{
    ALICE, Answer, BOB, Driver, SEED, check_taps, in_play, inject, is_window, notation_of, one, option, seat_of,
    several,
};
use crate::fake_discord::{FakeDiscord, Recorded, Slash};
use crate::harness::{
    BotProcess, DELIVERY, actions, active, assert_replays, autocomplete, command, is_stale_refusal, message_prefix,
    open_table, place, press,
};

const CHANNEL: u64 = 7100;
const LOBBY: u64 = 7101;
const MOVE_CAP: usize = 3000;

/// Lannister characters with an intrigue or power icon, to attack Catelyn's house with.
const LANNISTER_ATTACKERS: &[&str] = &[
    "tyrion-lannister",
    "cersei-lannister",
    "grand-maester-pycelle",
    "ser-ilyn-payne",
    "joffrey-baratheon",
];

/// Where the Catelyn scene stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Scene {
    /// Not set up yet.
    Waiting,
    /// Catelyn and a Lannister attacker are in play: Lannister will attack, Stark defend with her.
    Armed,
    /// The bot was killed and restarted with her response offered.
    Restarted,
    /// Her response was used; the powers are raised for a quick end.
    Done,
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_thrones_game_by_dm_with_a_crash_in_an_open_response_window() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = warroom::store::scratch_url(&dir.path().join("game.db")).await;
    let log_file = dir.path().join("bot.log");
    let mut bot = Some(BotProcess::start(&fake, &url, dir.path(), &log_file).await);
    let table = open_table(&url).await;

    // `/new` opens a Thrones lobby with its options (Discord draws a fresh seed)…
    let created = command(
        &fake,
        &Slash::new(ALICE, "new")
            .in_channel(LOBBY)
            .opt("game", "thrones")
            .opt("options", "houses=p1-stark windows=strict"),
    )
    .await;
    assert!(
        created.starts_with(&message_prefix(Lang::En, "table-reply-created")),
        "{created}"
    );
    assert_eq!(active(&table, place(LOBBY)).await.expect("a lobby").kind, "thrones");

    // …and the game played here is the same kind of lobby with a fixed seed, joined and started
    // by slash commands.
    let here = place(CHANNEL);
    let gm = Caller {
        user: ALICE,
        name: format!("Player {ALICE}"),
        locale: None,
        is_admin: false,
    };
    let options = GameOptions::from([("houses".to_string(), "p1-stark".to_string())]);
    let outbox = table
        .create(here, &gm, "thrones", options, None, Some(SEED))
        .await
        .expect("a lobby");
    let lobby = active(&table, here).await.expect("the lobby");
    let d = Driver::new(&fake, &table, CHANNEL, lobby.id, ALICE);
    assert_eq!(deliver(&d.http, &table, &outbox).await.failures, 0);
    command(&fake, &Slash::new(BOB, "join").in_channel(CHANNEL)).await;
    let mut budget_steps = vec![BudgetStep {
        first_request: fake.count(),
        owing: BTreeSet::new(),
        counted: true,
    }];
    let started = command(&fake, &Slash::new(ALICE, "start").in_channel(CHANNEL)).await;
    assert!(
        started.starts_with(&message_prefix(Lang::En, "table-reply-started")),
        "{started}"
    );

    let (first, m) = d.now().await;
    let (stark, lannister) = (seat_of(m.as_ref(), "stark"), seat_of(m.as_ref(), "lannister"));
    let user_of = |seat: usize| first.user_at(seat).expect("seated");
    let other_user = |user: u64| if user == ALICE { BOB } else { ALICE };

    let mut rng = GameRng::new(0x16_7e4);
    let mut scene = Scene::Waiting;
    let (mut moves, mut by_button, mut by_menu, mut by_several, mut by_play) = (0, 0, 0, 0, 0);
    let mut verbs: BTreeMap<String, usize> = BTreeMap::new();
    let mut most_taps: BTreeMap<&'static str, usize> = BTreeMap::new();
    let (mut secret_plots_checked, mut windows_checked, mut autopass_set) = (0, 0, false);
    let mut biggest_window = 0;
    let mut crash_report = String::new();
    loop {
        // Everything the last step owes is out before the next one (the budget counts by step).
        d.delivered().await;
        let (snapshot, m) = d.now().await;
        if let Some(step) = budget_steps.last_mut() {
            step.owing = owing(&snapshot, m.as_ref());
        }
        if snapshot.status != "running" {
            assert_eq!(snapshot.status, "finished");
            break;
        }
        assert!(moves < MOVE_CAP, "the game did not end in {MOVE_CAP} moves: {verbs:?}");
        let view = m.view(Viewer::Public);
        let round = view["round"].as_u64().unwrap_or(0);
        let prompts = m.pending();
        assert!(!prompts.is_empty(), "a running game owes a decision: {view}");
        let prompt = prompts[rng.below(prompts.len())].clone();
        let key = prompt.question.key.to_string();

        // One player sets standing auto-passes before the first plot is chosen.
        if !autopass_set && key == "thrones-q-plot" {
            autopass_set = true;
            budget_steps.push(BudgetStep {
                first_request: fake.count(),
                owing: BTreeSet::new(),
                counted: true,
            });
            let offered = autocomplete(
                &fake,
                &Slash::new(BOB, "autopass").in_channel(CHANNEL).typing("kind", "mar"),
            )
            .await;
            assert!(
                offered.choice_values().contains(&"marshalling".to_string()),
                "{offered:?}"
            );
            for kind in ["marshalling", "plot", "standing"] {
                let reply = command(
                    &fake,
                    &Slash::new(BOB, "autopass")
                        .in_channel(CHANNEL)
                        .opt("kind", kind)
                        .opt("on", true),
                )
                .await;
                assert!(!reply.is_empty(), "/autopass {kind}");
            }
            let (bob_at, m) = d.now().await;
            let bob_seat = bob_at.seat_of(BOB).expect("seated");
            assert_eq!(
                m.view(Viewer::Seat(bob_seat))["auto_pass"],
                serde_json::json!(["plot", "marshalling", "standing"]),
                "the standing choices are kept"
            );
            continue;
        }

        // The scene: at Lannister's challenge menu from round 2 on, Catelyn Stark (standing) and a
        // Lannister attacker with an intrigue or power icon are put in play.
        let catelyn = in_play(m.as_ref(), stark, "catelyn-stark");
        if scene == Scene::Waiting
            && round >= 2
            && key == "thrones-q-challenge"
            && prompt.seat == lannister
            && catelyn != Some(true)
            // A standing Iron Throne forbids every response.
            && (0..2).all(|s| in_play(m.as_ref(), s, "the-iron-throne") != Some(false))
        {
            budget_steps.push(BudgetStep {
                first_request: fake.count(),
                owing: BTreeSet::new(),
                counted: false,
            });
            if catelyn.is_none() {
                assert!(d.edit("set stark play catelyn-stark").await, "Catelyn enters play");
            }
            let mut placed = false;
            for card in LANNISTER_ATTACKERS {
                if d.edit(&format!("set lannister play {card}")).await {
                    placed = true;
                    break;
                }
            }
            assert!(placed, "a Lannister attacker enters play");
            scene = Scene::Armed;
            continue;
        }

        let dm = prompt_dm(&fake, &table, &snapshot, &prompt).await;
        let most = check_taps(&dm, &prompt);
        let tag = if is_window(&prompt) {
            biggest_window = biggest_window.max(prompt.options.len());
            "window"
        } else if matches!(prompt.ask, Ask::One) {
            "one choice"
        } else {
            "several"
        };
        let entry = most_taps.entry(tag).or_default();
        *entry = (*entry).max(most);

        let answer = match (scene, key.as_str()) {
            (Scene::Armed, "thrones-q-challenge") if prompt.seat == lannister => Answer::One(
                option(&prompt, "challenge power")
                    .or_else(|| option(&prompt, "challenge intrigue"))
                    .unwrap_or_else(|| panic!("a challenge Catelyn may defend: {prompt:?} {view}")),
            ),
            (Scene::Armed, "thrones-q-attack") if prompt.seat == lannister => {
                let one = rng.below(prompt.options.len());
                Answer::Several(several(m.as_ref(), &prompt, &mut rng, &[one]))
            }
            (Scene::Armed, "thrones-q-stealth") => Answer::Several(Vec::new()),
            (Scene::Armed, "thrones-q-defend") => match option(&prompt, "catelyn-stark") {
                Some(catelyn) => Answer::Several(several(m.as_ref(), &prompt, &mut rng, &[catelyn])),
                None => {
                    // Something keeps her from defending (a plot, stealth): set it up again.
                    scene = Scene::Waiting;
                    Answer::Several(several(m.as_ref(), &prompt, &mut rng, &[]))
                }
            },
            (Scene::Restarted, _) if prompt.seat == stark && is_window(&prompt) => {
                let attackers = view["challenge"]["attackers"].clone();
                let target = prompt
                    .options
                    .iter()
                    .position(|o| {
                        o.notation
                            .strip_prefix("use catelyn-stark ")
                            .is_some_and(|t| attackers.as_array().into_iter().flatten().any(|a| a == t))
                    })
                    .expect("Catelyn may target an attacker");
                Answer::One(target)
            }
            (Scene::Armed, _) if is_window(&prompt) => Answer::One(option(&prompt, "pass").expect("pass")),
            _ if matches!(prompt.ask, Ask::One) => Answer::One(one(&prompt, &mut rng)),
            _ => Answer::Several(several(m.as_ref(), &prompt, &mut rng, &[])),
        };
        // The crash: this answer opens Stark's response window with Catelyn's response in it
        // (tried on a copy first). The bot is killed right after committing it, before it told
        // anyone (the fake holds its answers back, as a slow network would).
        if scene == Scene::Armed {
            let line = notation_of(&prompt, &answer);
            let mut copy = m.clone_box();
            copy.apply(prompt.seat, &line).expect("a legal answer");
            let expected = copy.pending();
            if let [asked] = expected.as_slice()
                && asked.seat == stark
                && asked
                    .options
                    .iter()
                    .any(|o| o.notation.starts_with("use catelyn-stark "))
            {
                let before_log = actions(&table, d.game_id).await.len();
                let mover = user_of(prompt.seat);
                budget_steps.push(BudgetStep {
                    first_request: fake.count(),
                    owing: BTreeSet::new(),
                    counted: true,
                });
                let interaction = inject(&fake, mover, &dm, &prompt, &answer);
                fake.hold_answers(&interaction);
                d.wait_for_version(snapshot.version + 1).await;
                let killed_at = fake.count();
                bot.take().expect("a running bot").crash(&fake).await;
                let fingerprint = asked.fingerprint();
                let carries = |r: &Recorded| {
                    r.dm_recipient() == Some(user_of(stark))
                        && r.ok()
                        && r.custom_ids().iter().any(|id| {
                            ComponentId::parse(id)
                                .is_some_and(|c| c.prompt == fingerprint && c.version == snapshot.version + 1)
                        })
                };
                let told_before_restart = fake.recorded_since(killed_at).iter().any(carries);
                bot = Some(BotProcess::start(&fake, &url, dir.path(), &log_file).await);
                d.delivered().await;
                assert_replays(&table, d.game_id).await;

                // The answer was committed once; the same window waits on the same player with
                // the same options.
                let (restarted, m) = d.now().await;
                assert_eq!(restarted.version, snapshot.version + 1, "committed once");
                let log = actions(&table, d.game_id).await;
                assert_eq!(log.len(), before_log + 1, "one action-log row");
                let last = log.last().expect("a row");
                assert_eq!(
                    (last.user.map(|u| u as u64), last.notation.as_str()),
                    (Some(mover), line.as_str())
                );
                let window = m.view(Viewer::Public)["window"].clone();
                assert_eq!(window["kind"], "after-defend", "{window}");
                assert_eq!(window["waiting"], "stark");
                let again = m.pending();
                assert_eq!(again.len(), 1, "one window waits");
                assert_eq!(again[0].seat, stark, "on the same player");
                assert_eq!(again[0].fingerprint(), fingerprint, "the same prompt");
                let notations = |p: &Prompt| p.options.iter().map(|o| o.notation.clone()).collect::<Vec<_>>();
                assert_eq!(notations(&again[0]), notations(asked), "with the same options");

                // Everything the move owed was delivered after the restart, once: Stark's DM with
                // the window (one message), the channel's post of the move.
                let window_dm = prompt_dm(&fake, &table, &restarted, &again[0]).await;
                check_taps(&window_dm, &again[0]);
                fake.settle(Duration::from_millis(100), DELIVERY).await;
                let mut conn = table.store.conn().await.expect("a connection");
                let rows = warroom::store::deliveries_of(&mut conn, d.game_id).await.expect("rows");
                drop(conn);
                let owed: Vec<_> = rows.iter().filter(|r| r.1 == restarted.version).collect();
                assert!(
                    owed.iter().any(|r| r.2 == "dm") && owed.iter().all(|r| r.3),
                    "the move's rows are delivered: {owed:?}"
                );
                let live = d.live_prompts(user_of(stark), stark).await;
                assert_eq!(live.len(), 1, "one live prompt for Stark: {live:?}");
                assert!(
                    live[0]
                        .custom_ids()
                        .iter()
                        .all(|id| ComponentId::parse(id).is_some_and(|c| c.prompt == fingerprint)),
                    "{live:?}"
                );
                assert!(
                    d.live_prompts(user_of(lannister), lannister).await.is_empty(),
                    "Lannister owes nothing"
                );
                let carrying: BTreeSet<u64> = fake
                    .recorded()
                    .iter()
                    .filter(|r| carries(r))
                    .filter_map(|r| r.message_id)
                    .collect();
                assert_eq!(carrying.len(), 1, "the window's prompt is one DM: {carrying:?}");
                if line.starts_with("defend ") {
                    let posted = fake
                        .recorded()
                        .iter()
                        .filter(|r| {
                            r.is_post()
                                && r.channel == Some(CHANNEL)
                                && r.content().contains("defends with")
                                && r.content().contains("Catelyn Stark")
                        })
                        .count();
                    assert_eq!(posted, 1, "the defence is posted once");
                }
                // A second kill while the window waits, its DM delivered: after the restart
                // nothing is sent again and that DM's buttons still work (pressed below).
                bot.take().expect("a running bot").crash(&fake).await;
                bot = Some(BotProcess::start(&fake, &url, dir.path(), &log_file).await);
                d.delivered().await;
                fake.settle(Duration::from_millis(100), DELIVERY).await;
                let (again_restarted, m) = d.now().await;
                assert_eq!(again_restarted.version, restarted.version);
                assert_eq!(m.pending()[0].fingerprint(), fingerprint);
                let still: BTreeSet<u64> = fake
                    .recorded()
                    .iter()
                    .filter(|r| carries(r))
                    .filter_map(|r| r.message_id)
                    .collect();
                assert_eq!(still, carrying, "nothing sent again");
                crash_report = format!(
                    "killed in round {round} right after `{line}` was committed, the after-defend window's DM {}; after the restart {} options offered again by one DM, {} resends absorbed by their nonce; killed again with the window waiting, its DM's button used after the second restart",
                    if told_before_restart {
                        "already sent"
                    } else {
                        "not sent yet"
                    },
                    again[0].options.len(),
                    fake.deduplicated()
                );
                scene = Scene::Restarted;
                moves += 1;
                *verbs
                    .entry(line.split_whitespace().next().unwrap_or("").to_string())
                    .or_default() += 1;
                continue;
            }
        }

        // Catelyn's response is pressed on the DM the killed bot left (checked after it).
        let typed = matches!(answer, Answer::One(_)) && moves % 9 == 4 && scene != Scene::Restarted;
        let sent = d.answer(&snapshot, &prompt, &answer, typed).await;
        budget_steps.push(BudgetStep {
            first_request: sent.first_request,
            owing: BTreeSet::new(),
            counted: true,
        });
        moves += 1;
        if std::env::var_os("THRONES_E2E_TRACE").is_some() {
            eprintln!("{moves:>4} r{round} {scene:?} p{}: {}", prompt.seat + 1, sent.notation);
        }
        match (&answer, typed) {
            (Answer::Several(_), _) => by_several += 1,
            (_, true) => by_play += 1,
            (_, false) if sent.pressed.as_ref().is_some_and(|(_, v)| v.is_some()) => by_menu += 1,
            _ => by_button += 1,
        }
        *verbs
            .entry(sent.notation.split_whitespace().next().unwrap_or("").to_string())
            .or_default() += 1;
        let user = user_of(prompt.seat);

        // A secret plot: the channel hears only that it was chosen, the other player nothing.
        if key == "thrones-q-plot" && prompts.len() == 2 && secret_plots_checked < 3 {
            secret_plots_checked += 1;
            let plot = sent.notation.strip_prefix("plot ").expect("a plot").to_string();
            let name = tr(Lang::En, &m.card_name(&plot).expect("a plot name"));
            fake.settle(Duration::from_millis(100), DELIVERY).await;
            let said: Vec<Recorded> = fake
                .recorded_since(sent.first_request)
                .into_iter()
                .filter(|r| r.is_post_or_edit() && r.channel == Some(CHANNEL))
                .collect();
            assert!(
                said.iter().any(|r| r.content().contains("has chosen")),
                "the channel is told a plot was chosen: {said:?}"
            );
            for r in fake.recorded_since(sent.first_request) {
                let public = r.channel == Some(CHANNEL) && r.is_post_or_edit();
                if public || r.dm_recipient() == Some(other_user(user)) {
                    let text = r.visible_text();
                    assert!(
                        !text.contains(&name) && !text.contains(&plot),
                        "`{plot}` ({name}) is readable before the reveal: {r:?}"
                    );
                }
            }
        }

        let (after, m) = d.now().await;
        let next = m.pending();
        if std::env::var_os("THRONES_E2E_TRACE").is_some() {
            for p in &next {
                let options: Vec<&str> = p.options.iter().map(|o| o.notation.as_str()).collect();
                eprintln!("       next p{} {}: {options:?}", p.seat + 1, p.question.key);
            }
        }

        // An action window: the player asked gets its prompt by DM, the other player nothing.
        if windows_checked < 6
            && after.status == "running"
            && let [asked] = next.as_slice()
            && asked.question.key.as_ref() == "thrones-q-window"
        {
            windows_checked += 1;
            let waiting = user_of(asked.seat);
            let window_dm = prompt_dm(&fake, &table, &after, asked).await;
            assert!(window_dm.content().contains("Your chance to act"), "{window_dm:?}");
            fake.settle(Duration::from_millis(100), DELIVERY).await;
            let to_other: Vec<Recorded> = fake
                .recorded_since(sent.first_request)
                .into_iter()
                .filter(|r| r.dm_recipient() == Some(other_user(waiting)))
                // Retiring the mover's answered prompt (no components left) is not a message.
                .filter(|r| r.is_post() || !r.custom_ids().is_empty())
                .collect();
            assert!(
                to_other.is_empty(),
                "the player not asked gets no DM for the window: {to_other:?}"
            );
        }

        if scene == Scene::Restarted && sent.notation.starts_with("use catelyn-stark ") {
            // Her response is in the log; the pressed button is stale now and changes nothing.
            fake.wait_for_since(sent.first_request, DELIVERY, |r| {
                r.is_post() && r.channel == Some(CHANNEL) && r.content().contains("Catelyn Stark")
            })
            .await
            .unwrap_or_else(|| panic!("her response is posted: {}", fake.tail(20)));
            let (custom_id, value) = sent.pressed.clone().expect("pressed by DM");
            let before = d.now().await.0;
            let stale = press(&fake, user, &sent.dm, &custom_id, value.as_deref()).await;
            assert!(is_stale_refusal(stale.told.content()), "{:?}", stale.told);
            let unchanged = d.now().await.0;
            assert_eq!(unchanged.version, before.version, "a stale press changes nothing");
            assert_eq!(unchanged.state, before.state);
            // A quick end: each house one or two power gains from 15 (the game master's edits
            // are delivered by this test, outside the budget).
            let (now, m) = d.now().await;
            if let Some(step) = budget_steps.last_mut() {
                step.owing = owing(&now, m.as_ref());
            }
            budget_steps.push(BudgetStep {
                first_request: fake.count(),
                owing: BTreeSet::new(),
                counted: false,
            });
            assert!(d.edit("set stark power 13").await);
            assert!(d.edit("set lannister power 13").await);
            scene = Scene::Done;
        }
    }

    assert_eq!(scene, Scene::Done, "the Catelyn scene was played: {verbs:?}");
    assert!(
        secret_plots_checked >= 2 && windows_checked >= 3,
        "plots {secret_plots_checked}, windows {windows_checked}"
    );
    assert!(
        by_button > 0 && by_several > 0 && by_play > 0,
        "buttons {by_button}, menus {by_menu}, composed {by_several}, /play {by_play}"
    );
    for verb in [
        "keep",
        "plot",
        "marshal",
        "challenge",
        "attack",
        "defend",
        "pass",
        "use",
        "done",
    ] {
        assert!(verbs.contains_key(verb), "no `{verb}` move in the game: {verbs:?}");
    }
    let game_over = fake
        .wait_for(DELIVERY, |r| {
            r.is_post()
                && r.channel == Some(CHANNEL)
                && r.content().contains(&message_prefix(Lang::En, "table-game-over"))
        })
        .await
        .unwrap_or_else(|| panic!("no game-over post: {}", fake.tail(30)));
    assert_eq!(game_over.png_files.len(), 1, "the final board comes with it");
    d.delivered().await;
    assert_replays(&table, d.game_id).await;
    fake.settle(Duration::from_millis(100), DELIVERY).await;
    let figures = measure(&fake, CHANNEL, &[ALICE, BOB], &budget_steps);
    eprintln!("{}", figures.summary("Thrones (strict windows)"));
    figures.assert_within_budget("Thrones (strict windows)");
    eprintln!(
        "e2e Thrones: {moves} moves ({by_button} buttons, {by_menu} menus, {by_several} composed menus, {by_play} /play), \
         most taps {most_taps:?}, biggest window {biggest_window} options; {crash_report}; {verbs:?}; {} requests",
        fake.count()
    );
    bot.take().expect("the bot").crash(&fake).await;
}
