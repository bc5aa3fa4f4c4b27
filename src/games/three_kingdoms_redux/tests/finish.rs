//! The end of a kingdom's turn in the Resolution phase (issue 34): a kingdom with nothing left it
//! could do is not asked to tap a lone "finish" (its turn ends by itself, and a line says so),
//! finishing with won actions left asks to confirm, and a `done` that games stored before holds
//! for a turn now ended by itself still replays.

use super::super::data::Kingdom;
use super::super::prompts::notation::TkrAction;
use super::super::rules::round::actor;
use super::super::state::{Space, ThreeKingdoms};
use super::kit::{play, won_alone};
use crate::engine::{Ask, Game, GameOptions, GameRng};
use crate::i18n::{Lang, tr};

use Kingdom::{Shu, Wei, Wu};

fn options(g: &ThreeKingdoms, k: Kingdom) -> Vec<String> {
    g.pending()
        .iter()
        .filter(|p| p.seat == k.seat())
        .flat_map(|p| p.options.iter().map(|o| o.notation.clone()))
        .collect()
}

fn said(log: &[crate::engine::LogEntry], lang: Lang) -> String {
    log.iter().map(|e| tr(lang, &e.text)).collect::<Vec<_>>().join("\n")
}

/// Plays `games` seeded random games as AI seats would (never `back` while anything else is
/// offered), calling `each` on every state a decision is asked in.
pub(super) fn random_games(games: u64, mut each: impl FnMut(&ThreeKingdoms)) {
    for seed in 0..games {
        let mut rng = GameRng::new(seed);
        let (mut g, _) = ThreeKingdoms::setup(3, &GameOptions::default(), &mut rng).expect("setup");
        for _ in 0..6000 {
            each(&g);
            let Some((_, seat, action)) = g.random_legal(&mut rng, true) else {
                break;
            };
            let action = match action {
                Some(a) => a,
                None => {
                    let prompt = g.pending().into_iter().find(|p| p.seat == seat).expect("a prompt");
                    let line = prompt.random_answer(&mut rng).expect("an answer");
                    g.parse(seat, &line).expect("a listed answer parses")
                }
            };
            g.apply(seat, action, &mut rng).expect("a listed answer is accepted");
        }
        assert!(g.pending().is_empty(), "seed {seed} ends");
    }
}

#[test]
fn no_step_with_one_answer_and_nothing_hidden_is_asked() {
    // Before issue 34, 200 such games asked 4,178 lone "finish" taps (about 21 a game, 26–31 in
    // the games reported). What is left asks only when the one answer would reveal a hidden card:
    // a won Construct State Enhancement that none of the cards in hand can pay for.
    let (mut lone, mut kept_secret) = (0, 0);
    random_games(60, |g| {
        for p in g.pending() {
            let one = match p.ask {
                Ask::One => p.options.len() == 1,
                Ask::Several { min, max, .. } => min == max && max as usize == p.options.len(),
                _ => false,
            };
            if !one {
                continue;
            }
            lone += 1;
            let k = Kingdom::of_seat(p.seat);
            let hidden = actor(g) == Some(k)
                && super::super::rules::round::to_perform(g, k).contains(&Space::Construct)
                && !g.realm(k).hand.is_empty();
            assert!(hidden, "a lone {:?} asked of {k:?}", p.options[0].notation);
            kept_secret += 1;
        }
    });
    assert_eq!(lone, kept_secret);
}

#[test]
fn a_turn_with_nothing_left_ends_by_itself_and_says_so() {
    // Wei alone won Recruit Armies; the others won nothing. Performing it leaves Wei nothing.
    let (mut g, mut rng) = won_alone(Wei, "xu-chu", Space::Recruit, None, &[]);
    let log = play(&mut g, &mut rng, Wei, "do recruit").expect("recruit");
    let en = said(&log, Lang::En);
    assert!(
        en.contains("Wei has performed all its won actions: its turn ends by itself."),
        "{en}"
    );
    assert!(
        said(&log, Lang::Ko).contains("위는 승리한 액션을 모두 수행해 차례를 자동으로 마칩니다."),
        "{}",
        said(&log, Lang::Ko)
    );
    // Wu and Shu, after Wei in action order, won nothing and are not asked either: a new round
    // began.
    assert!(
        en.contains("Wu won no action this round: its turn ends by itself."),
        "{en}"
    );
    assert!(
        en.contains("Shu won no action this round: its turn ends by itself."),
        "{en}"
    );
    assert!(actor(&g).is_none(), "the Resolution phase is over");
}

#[test]
fn a_won_action_that_cannot_be_performed_is_declined_by_itself() {
    // Wei won Control Han Emperor with no gold to pay (seed 001: the action costs 1 gold).
    let (mut g, mut rng) = won_alone(Wei, "xu-chu", Space::Han, None, &["set wei gold 0"]);
    assert_eq!(
        options(&g, Wei),
        ["finish"],
        "built by the rule functions, not yet moved on"
    );
    // What every move through the engine runs after it (`Game::apply`).
    let mut log = Vec::new();
    super::super::rules::round::finish_idle(&mut g, &mut rng, &mut log);
    let en = said(&log, Lang::En);
    assert!(
        en.contains("Wei cannot perform any of its won actions left: its turn ends by itself."),
        "{en}"
    );
    assert!(en.contains("Wei declines Control Han Emperor."), "{en}");
    assert!(actor(&g).is_none());
    assert!(play(&mut g, &mut rng, Shu, "do han xu-chu").is_err());
}

#[test]
fn finishing_with_won_actions_left_asks_to_confirm() {
    // Issue 34: a shifted menu number must not throw won actions away unasked.
    let (mut g, mut rng) = won_alone(Wei, "xu-chu", Space::Recruit, None, &[]);
    assert_eq!(options(&g, Wei), ["do recruit", "finish"]);
    let label = tr(Lang::En, &g.pending()[0].options[1].label);
    assert_eq!(label, "Finish my actions (giving up 1 won action)");
    play(&mut g, &mut rng, Wei, "finish").expect("finish asks");
    assert!(g.confirming);
    let prompt = &g.pending()[0];
    assert_eq!(
        tr(Lang::En, &prompt.question),
        "Finish your actions now and give up your won action (Recruit Armies)? They are lost for this round."
    );
    assert_eq!(options(&g, Wei), ["done", "back"]);
    // An AI seat never goes back while it can confirm (engine::Game::takes_back).
    assert!(g.takes_back(&TkrAction::Back));
    let onward: Vec<_> = g.legal()[0].1.iter().filter(|a| !g.takes_back(a)).cloned().collect();
    assert_eq!(onward, [TkrAction::Done]);
    // Back: the actions again, nothing lost.
    play(&mut g, &mut rng, Wei, "back").expect("back");
    assert_eq!(options(&g, Wei), ["do recruit", "finish"]);
    play(&mut g, &mut rng, Wei, "finish").expect("finish asks again");
    let log = play(&mut g, &mut rng, Wei, "done").expect("confirmed");
    assert!(said(&log, Lang::En).contains("Wei declines Recruit Armies."));
    assert_eq!(g.realm(Wei).untrained, 0, "the action was given up");
}

#[test]
fn a_done_typed_at_once_still_finishes_as_stored_games_hold_it() {
    // `done` was the finish before issue 34: stored games replay it, so it still finishes at
    // once, without the confirmation the menu's `finish` asks.
    let (mut g, mut rng) = won_alone(Wei, "xu-chu", Space::Recruit, None, &[]);
    let log = play(&mut g, &mut rng, Wei, "done").expect("done");
    assert!(said(&log, Lang::En).contains("Wei declines Recruit Armies."));
    assert!(!g.confirming);
}

#[test]
fn a_stored_done_for_a_turn_now_ended_by_itself_replays() {
    // Before issue 34 a kingdom with nothing to do tapped `done`; stored games hold that tap after
    // the move that now ends its turn by itself. It is taken as already done (the seat alone is
    // told), so the rest of the stored game replays the same.
    let (mut g, mut rng) = won_alone(Wei, "xu-chu", Space::Recruit, None, &[]);
    play(&mut g, &mut rng, Wei, "do recruit").expect("recruit");
    assert_eq!(g.auto_finished, [Wei, Wu, Shu]);
    let before = g.clone();
    let log = play(&mut g, &mut rng, Wei, "done").expect("Wei's stored done");
    assert_eq!(log.len(), 1);
    assert_eq!(log[0].audience.private_seats().iter().collect::<Vec<_>>(), [Wei.seat()]);
    assert!(tr(Lang::En, &log[0].text).contains("already finished"));
    play(&mut g, &mut rng, Wu, "done").expect("Wu's stored done");
    play(&mut g, &mut rng, Shu, "done").expect("Shu's stored done");
    assert!(g.auto_finished.is_empty());
    assert_eq!(
        format!("{:?}", g.realms),
        format!("{:?}", before.realms),
        "nothing else moved"
    );
    assert_eq!(g.phase, before.phase);
    // A second one is no stored tap: refused as before.
    assert!(play(&mut g, &mut rng, Wei, "done").is_err());
    // A game stored mid-round, still asking Wei, may have logged Wei's `finish` next: it replays
    // the same way.
    let (mut g, mut rng) = won_alone(Wei, "xu-chu", Space::Recruit, None, &[]);
    play(&mut g, &mut rng, Wei, "do recruit").expect("recruit");
    let phase = g.phase.clone();
    play(&mut g, &mut rng, Wei, "finish").expect("Wei's stored finish");
    assert_eq!(g.phase, phase);
    assert_eq!(g.auto_finished, [Wu, Shu]);
    // A refused move keeps the record; any other move ends it.
    let (mut g, mut rng) = won_alone(Wei, "xu-chu", Space::Recruit, None, &[]);
    play(&mut g, &mut rng, Wei, "do recruit").expect("recruit");
    assert!(play(&mut g, &mut rng, Wu, "pass").is_err());
    assert_eq!(g.auto_finished, [Wei, Wu, Shu]);
    let chooser = g.bid_order[2];
    let space = super::super::rules::bidding::alliance_choices(&g)[0];
    play(&mut g, &mut rng, chooser, &TkrAction::Alliance(space).to_string()).expect("alliance");
    assert!(g.auto_finished.is_empty());
    assert!(play(&mut g, &mut rng, Wei, "done").is_err(), "no longer a stored tap");
}
