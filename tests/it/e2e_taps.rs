//! Taps through the fake Discord: a Twilight Struggle game played only with DM components by
//! players who use the region menus as a player would (all the points they can in one press),
//! counting the taps each influence, setup and realignment choice takes and the taps per action
//! round.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use warroom::discord::ids::{ComponentId, Target};
use warroom::engine::{Choice, GameRng, Prompt, Viewer};

use crate::fake_discord::FakeDiscord;
use crate::harness::{
    DELIVERY, actions, all_delivered, buttons_valid_since, by_id, component_for, is_move_confirmation,
    newest_prompt_dm, press, press_many, start_game,
};

const ALICE: u64 = 601;
const BOB: u64 = 602;
const CHANNEL: u64 = 6600;

/// The choices whose taps are counted: one run of presses by one side on the same question.
const COUNTED: &[&str] = &[
    "ts-q-setup",
    "ts-q-influence",
    "ts-q-realign",
    "ts-q-spread-add",
    "ts-q-spread-remove",
];

/// The ops one point costs (the `cost` of a placement label; 1 for anything else).
fn cost_of(choice: &Choice) -> usize {
    match choice.label.args.get("cost") {
        Some(warroom::engine::Arg::Num(n)) => *n as usize,
        _ => 1,
    }
}

/// The values a player chooses in one group menu: as many points as the press allows and the
/// ops pay for, spread over a few countries.
fn points_to_choose(prompt: &Prompt, values: &[String], most: usize, rng: &mut GameRng) -> Vec<String> {
    let budget = prompt.batch.map_or(1, |b| b.max as usize).min(most);
    let mut countries: Vec<usize> = values
        .iter()
        .filter_map(|v| v.split_once('.').and_then(|(i, _)| i.parse().ok()))
        .collect();
    countries.dedup();
    rng.shuffle(&mut countries);
    let mut chosen = Vec::new();
    let mut spent = 0;
    for i in countries {
        let per = cost_of(&prompt.options[i]);
        let take = 1 + rng.below(2);
        for point in 1..=take {
            let value = format!("{i}.{point}");
            if chosen.len() < most && spent + per <= budget && values.contains(&value) {
                spent += per;
                chosen.push(value);
            }
        }
    }
    chosen
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn twilight_struggle_choices_take_at_most_three_taps() {
    let fake = FakeDiscord::start().await;
    let (table, game_id, bot) = start_game(&fake, "twilight-struggle", &[ALICE, BOB], CHANNEL).await;

    let mut rng = GameRng::new(0x7a95);
    // (seat, question) of the run going on and its taps; every finished run's taps by question.
    let mut run: Option<(usize, String, usize)> = None;
    let mut runs: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    let mut per_round: BTreeMap<String, usize> = BTreeMap::new();
    let (mut taps, mut refused, mut menu_presses) = (0, 0, 0);
    for _ in 0..90 {
        let snapshot = by_id(&table, game_id).await;
        if snapshot.status != "running" {
            break;
        }
        let m = snapshot.game().expect("a state");
        let view = m.view(Viewer::Public);
        let round = ["turn", "round", "phasing"].map(|k| view[k].to_string()).join("/");
        let prompt = m.pending().remove(0);
        let user = snapshot.user_at(prompt.seat).expect("seated");
        let since = buttons_valid_since(&actions(&table, game_id).await, prompt.seat);
        let fingerprint = prompt.fingerprint();
        let deadline = Instant::now() + DELIVERY;
        let dm = loop {
            if let Some(dm) = newest_prompt_dm(&fake.recorded(), user, game_id, fingerprint, since) {
                break dm;
            }
            assert!(
                Instant::now() < deadline,
                "no live prompt for {:?}: {}",
                prompt.question,
                fake.tail(20)
            );
            tokio::time::sleep(Duration::from_millis(5)).await;
        };
        let question = prompt.question.key.to_string();
        match &mut run {
            Some((seat, q, n)) if *seat == prompt.seat && *q == question => *n += 1,
            _ => {
                if let Some((_, q, n)) = run.take()
                    && COUNTED.contains(&q.as_str())
                {
                    runs.entry(q).or_default().push(n);
                }
                run = Some((prompt.seat, question.clone(), 1));
            }
        }
        taps += 1;
        *per_round.entry(round).or_default() += 1;

        // The biggest region menu, filled as far as the ops go; else a button (no way back).
        let group = dm
            .custom_ids()
            .into_iter()
            .filter(|id| matches!(ComponentId::parse(id).map(|c| c.target), Some(Target::Group(_))))
            .max_by_key(|id| dm.menu_values(id).len());
        let mut done = false;
        if let Some(id) = group {
            let chosen = points_to_choose(&prompt, &dm.menu_values(&id), dm.menu_max(&id), &mut rng);
            if !chosen.is_empty() {
                let values: Vec<&str> = chosen.iter().map(String::as_str).collect();
                let pressed = press_many(&fake, user, &dm, &id, &values).await;
                menu_presses += 1;
                done = is_move_confirmation(pressed.told.content());
                if !done {
                    eprintln!("refused {question} {values:?}: {}", pressed.told.content());
                    refused += 1;
                    taps += 1;
                }
            }
        }
        if !done {
            let wanted = |o: &&Choice| !["back", "reset", "pass", "done"].contains(&o.notation.as_str());
            let preferred = ["influence", "realign"][rng.below(2)];
            let index = prompt
                .options
                .iter()
                .position(|o| o.notation == preferred)
                .or_else(|| {
                    let open: Vec<usize> = (0..prompt.options.len())
                        .filter(|&i| wanted(&&prompt.options[i]))
                        .collect();
                    (!open.is_empty()).then(|| open[rng.below(open.len())])
                })
                .unwrap_or(0);
            let dm = newest_prompt_dm(&fake.recorded(), user, game_id, fingerprint, since).expect("still live");
            let (custom_id, value) = component_for(&dm, index).expect("every option has a component");
            let pressed = press(&fake, user, &dm, &custom_id, value.as_deref()).await;
            assert!(is_move_confirmation(pressed.told.content()), "{:?}", pressed.told);
        }
        all_delivered(&fake, &table).await;
    }
    let rounds: Vec<usize> = per_round.values().copied().collect();
    eprintln!(
        "e2e taps (Twilight Struggle): {taps} taps ({menu_presses} region-menu presses, {refused} refused) over {} action rounds (mean {:.2}, at most {}); taps per choice: {runs:?}",
        rounds.len(),
        taps as f64 / rounds.len().max(1) as f64,
        rounds.iter().max().unwrap_or(&0)
    );
    assert!(
        runs.contains_key("ts-q-setup") && runs.contains_key("ts-q-influence"),
        "{runs:?}"
    );
    for (question, counts) in &runs {
        assert!(
            counts.iter().all(|&n| n <= 3),
            "{question} took more than three taps: {counts:?}"
        );
    }
    assert_eq!(refused, 0, "a player who reads the costs is never refused");
    bot.stop().await;
}
