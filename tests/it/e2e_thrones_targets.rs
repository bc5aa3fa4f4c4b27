//! The Game of Thrones card game: an action window with many targets through the real bot and
//! the fake Discord (see `e2e_thrones` for a whole game).

use warroom::discord::deliver;
use warroom::engine::{Ask, GameOptions, GameRng, Viewer};
use warroom::table::Caller;

use crate::e2e_escalation::prompt_dm;
use crate::e2e_thrones_driver::{
    ALICE, Answer, BOB, Driver, SEED, check_taps, in_play, is_window, option, seat_of, several,
};
use crate::fake_discord::{FakeDiscord, Slash};
use crate::harness::{InProcessBot, active, assert_replays, command, open_table, place};

const TARGETS: u64 = 7102;

/// An action window with many targets: Lannister holds The Lion's Will (kneel any standing
/// character) with gold to pay for it while both houses have many characters standing. Every
/// `use the-lions-will <character>` option of its plot-phase window is reachable in at most three
/// taps, and the last one works from its menu.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_window_with_many_targets_is_reachable_in_three_taps() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let url = warroom::store::scratch_url(&dir.path().join("game.db")).await;
    let bot = InProcessBot::start(&fake, &url).await;
    let table = open_table(&url).await;
    let here = place(TARGETS);
    let gm = Caller {
        user: ALICE,
        name: format!("Player {ALICE}"),
        locale: None,
        is_admin: false,
    };
    let options = GameOptions::from([("houses".to_string(), "p1-stark".to_string())]);
    let outbox = table
        .create(here, &gm, "thrones", options, None, Some(SEED + 1))
        .await
        .expect("a lobby");
    let game_id = active(&table, here).await.expect("the lobby").id;
    let d = Driver::new(&fake, &table, TARGETS, game_id, ALICE);
    assert_eq!(deliver(&d.http, &table, &outbox).await.failures, 0);
    command(&fake, &Slash::new(BOB, "join").in_channel(TARGETS)).await;
    command(&fake, &Slash::new(ALICE, "start").in_channel(TARGETS)).await;

    // Setup by DM: keep, no limited card, nothing placed.
    let mut rng = GameRng::new(7);
    for _ in 0..20 {
        let (snapshot, m) = d.now().await;
        if m.view(Viewer::Public)["phase"] == "plot" {
            break;
        }
        let prompt = m.pending()[0].clone();
        let answer = match prompt.ask {
            Ask::One => Answer::One(
                ["keep", "limited none", "place"]
                    .iter()
                    .find_map(|w| option(&prompt, w))
                    .unwrap_or(0),
            ),
            _ => Answer::Several(Vec::new()),
        };
        d.answer(&snapshot, &prompt, &answer, false).await;
    }
    let (_, m) = d.now().await;
    assert_eq!(m.view(Viewer::Public)["phase"], "plot");
    let lannister = seat_of(m.as_ref(), "lannister");
    let stark_cards = [
        "ser-rodrik-cassel",
        "eddard-stark-1",
        "catelyn-stark",
        "arya-stark",
        "robb-stark",
        "sansa-stark",
        "greatjon-umber",
        "hodor",
        "grey-wind",
        "war-host-of-the-north",
        "winterfell-honor-guard",
        "knight-of-the-tumblestone",
        "direwolf-pup",
        "kennel-master",
        "house-tully-recruiter",
    ];
    let lannister_cards = [
        "joffrey-baratheon",
        "ser-jaime-lannister",
        "tyrion-lannister",
        "cersei-lannister",
        "tywin-lannister",
        "ser-ilyn-payne",
        "the-hound",
        "bronn",
        "grand-maester-pycelle",
        "raff-the-sweetling",
        "ser-jacelyn-bywater",
        "enemy-informer",
        "lannisport-steward",
        "lannisport-weaponsmith",
    ];
    assert!(d.edit(&format!("set stark play {}", stark_cards.join(" "))).await);
    assert!(
        d.edit(&format!("set lannister play {}", lannister_cards.join(" ")))
            .await
    );
    assert!(d.edit("set lannister hand the-lions-will").await);
    assert!(d.edit("set lannister gold 5").await);

    // The plots, then every decision up to Lannister's turn in the plot phase's window.
    let mut window = None;
    for _ in 0..20 {
        let (snapshot, m) = d.now().await;
        let prompts = m.pending();
        let prompt = prompts[0].clone();
        if prompt.seat == lannister && is_window(&prompt) {
            window = Some((snapshot, prompt));
            break;
        }
        let answer = match prompt.ask {
            Ask::One if is_window(&prompt) => Answer::One(option(&prompt, "pass").expect("pass")),
            // Plots that kill, kneel or discard nobody when revealed.
            Ask::One => Answer::One(
                [
                    "plot calling-the-banners",
                    "plot the-power-of-arms",
                    "plot hear-me-roar",
                    "plot mutual-cause",
                ]
                .iter()
                .find_map(|p| option(&prompt, p))
                .unwrap_or_else(|| rng.below(prompt.options.len())),
            ),
            _ => Answer::Several(several(m.as_ref(), &prompt, &mut rng, &[])),
        };
        d.answer(&snapshot, &prompt, &answer, false).await;
    }
    let (snapshot, prompt) = window.expect("Lannister is asked in an action window");
    let uses: Vec<usize> = (0..prompt.options.len())
        .filter(|&i| prompt.options[i].notation.starts_with("use the-lions-will "))
        .collect();
    assert!(
        uses.len() > 25,
        "more targets than buttons fit: {:?}",
        prompt.options.iter().map(|o| &o.notation).collect::<Vec<_>>()
    );
    let dm = prompt_dm(&fake, &table, &snapshot, &prompt).await;
    let most = check_taps(&dm, &prompt);
    assert_eq!(most, 2, "menus: open and pick");
    let last = *uses.last().expect("a target");
    let target = prompt.options[last]
        .notation
        .rsplit(' ')
        .next()
        .expect("a target")
        .to_string();
    let sent = d.answer(&snapshot, &prompt, &Answer::One(last), false).await;
    assert!(
        sent.pressed.is_some_and(|(_, value)| value.is_some()),
        "chosen from a menu"
    );
    let (_, m) = d.now().await;
    let target_seat = if lannister_cards.contains(&target.as_str()) {
        lannister
    } else {
        1 - lannister
    };
    assert_eq!(in_play(m.as_ref(), target_seat, &target), Some(true), "{target} knelt");
    eprintln!(
        "e2e Thrones many targets: {} options ({} uses of The Lion's Will), every one in at most {most} taps",
        prompt.options.len(),
        uses.len()
    );
    assert_replays(&table, game_id).await;
    bot.stop().await;
}
