//! One test per rule of the plot draft variant (R-103 … R-107), named by it, and what each viewer
//! may know of it (spec §3: in draft mode the plot deck is secret).

use serde_json::Value;

use super::kit::{play, refused};
use crate::engine::{Ask, Game, GameOptions, GameRng, LogEntry, Seat, Viewer};
use crate::games::thrones::data::data;
use crate::games::thrones::rules::draft::{candidates, hand};
use crate::games::thrones::state::{Phase, PlotIx, Thrones, plot_id};
use crate::games::thrones::view::{hidden_card_ids, status, view};

/// A draft game, seat 0 Stark, waiting for the first keep-1-of-3.
fn draft_game(seed: u64) -> (Thrones, GameRng, Vec<LogEntry>) {
    let options = GameOptions::from([
        ("houses".to_string(), "p1-stark".to_string()),
        ("draft".to_string(), "on".to_string()),
    ]);
    let mut rng = GameRng::new(seed);
    let (g, log) = Thrones::setup(2, &options, &mut rng).expect("setup");
    (g, rng, log)
}

fn standard_set(g: &Thrones, seat: Seat) -> Vec<PlotIx> {
    data().plot_sets[g.player(seat).house.index()]
        .iter()
        .map(|&i| i as PlotIx)
        .collect()
}

/// Both seats keep the plot `pick` chooses from what they hold (one keep step).
fn keep_both(g: &mut Thrones, rng: &mut GameRng, pick: &dyn Fn(Seat, &[PlotIx]) -> PlotIx) -> Vec<LogEntry> {
    let mut log = Vec::new();
    for seat in 0..2 {
        let q = pick(seat, hand(g, seat));
        log.extend(play(g, rng, seat, &format!("draft {}", plot_id(q))));
    }
    log
}

/// Plays the three cycles, each seat keeping the first plot it holds.
fn draft_all(g: &mut Thrones, rng: &mut GameRng) -> Vec<LogEntry> {
    let mut log = Vec::new();
    while matches!(g.phase, Phase::DraftKeep(_) | Phase::DraftReceive(_)) {
        log.extend(keep_both(g, rng, &|_, held| held[0]));
    }
    log
}

/// The line choosing `plots` as the plot deck.
fn deck_line(plots: &[PlotIx]) -> String {
    let ids: Vec<&str> = plots.iter().map(|&q| plot_id(q)).collect();
    format!("plot-deck {}", ids.join(" "))
}

/// Everything `viewer` is shown of the game: its view, its status lines and the log lines of
/// `log` it may read.
fn shown(g: &Thrones, viewer: Viewer, log: &[LogEntry]) -> (Value, Vec<crate::engine::Text>, Vec<crate::engine::Text>) {
    let lines = log
        .iter()
        .filter(|e| e.audience.includes(viewer))
        .map(|e| e.text.clone())
        .collect();
    (view(g, viewer), status(g, viewer), lines)
}

#[test]
fn r103_the_draft_is_an_option_the_players_agree_on_before_the_game() {
    let spec = Thrones::option_specs()
        .into_iter()
        .find(|s| s.key == "draft")
        .expect("a draft option");
    assert_eq!((spec.default, spec.values), ("off", &["off", "on"][..]));
    // Off by default: the standard game, setup hands dealt at once.
    let mut rng = GameRng::new(1);
    let (g, _) = Thrones::setup(2, &GameOptions::new(), &mut rng).unwrap();
    assert!(g.draft.is_none());
    assert!(matches!(g.phase, Phase::Mulligan(_)));
    // On: the first log line after the houses says so, publicly.
    let (g, _, log) = draft_game(1);
    assert!(g.draft.is_some() && g.is_drafting());
    let on = log
        .iter()
        .find(|e| e.text.key == "thrones-log-draft-on")
        .expect("announced");
    assert!(on.audience.includes(Viewer::Public));
    let bad = GameOptions::from([("draft".to_string(), "maybe".to_string())]);
    assert!(Thrones::setup(2, &bad, &mut rng).is_err());
}

#[test]
fn r104_setup_step_3_shuffles_the_unused_plots_into_a_draft_deck() {
    let (g, _, _) = draft_game(2);
    let d = g.draft.as_ref().unwrap();
    let mut pool: Vec<PlotIx> = d.deck.iter().chain(d.hands.iter().flatten()).copied().collect();
    pool.sort_unstable();
    let spare: Vec<PlotIx> = (0..data().plots.len() as PlotIx)
        .filter(|q| !data().plot_sets.iter().any(|set| set.contains(&usize::from(*q))))
        .collect();
    assert_eq!(pool, spare, "the draft deck is every plot of neither set");
    assert_eq!(pool.len(), 18);
    for s in 0..2 {
        assert_eq!(g.player(s).plot_deck, standard_set(&g, s), "step 3 as usual");
        assert!(
            g.player(s).hand.is_empty() && g.player(s).deck.len() == 50,
            "the setup hands (step 5) come after the draft"
        );
    }
    let (other, _, _) = draft_game(3);
    assert_ne!(
        other.draft.as_ref().unwrap().hands,
        d.hands,
        "two seeds shuffle the draft deck differently"
    );
    let (same, _, _) = draft_game(2);
    assert_eq!(same, g, "the seed decides the shuffle");
}

#[test]
fn r105_keep_one_of_three_pass_two_keep_one_of_two_box_one_in_secret() {
    let (mut g, mut rng, _) = draft_game(4);
    let dealt: Vec<Vec<PlotIx>> = (0..2).map(|s| hand(&g, s).to_vec()).collect();
    assert!(dealt.iter().all(|h| h.len() == 3));
    // One secret prompt each, listing the three plots dealt to it.
    let prompts = g.pending();
    assert_eq!(prompts.len(), 2);
    for p in &prompts {
        assert!(p.secret && p.ask == Ask::One);
        let options: Vec<String> = p.options.iter().map(|o| o.notation.clone()).collect();
        let listed: Vec<String> = dealt[p.seat].iter().map(|&q| format!("draft {}", plot_id(q))).collect();
        assert_eq!(options, listed);
    }
    assert_eq!(
        refused(&g, &mut rng, 0, &format!("draft {}", plot_id(dealt[1][0]))),
        "thrones-err-draft-plot"
    );
    assert_eq!(refused(&g, &mut rng, 0, "draft hear-me-roar"), "thrones-err-draft-plot");
    let kept0 = dealt[0][1];
    let log = play(&mut g, &mut rng, 0, &format!("draft {}", plot_id(kept0)));
    assert!(
        log.iter().all(|e| e.text.key == "flow-log-picked"),
        "the others read only that it chose"
    );
    assert_eq!(view(&g, Viewer::Seat(0))["secret"]["draft"], plot_id(kept0));
    assert_eq!(view(&g, Viewer::Seat(1))["secret"]["draft"], Value::Null);
    assert_eq!(view(&g, Viewer::Public)["secret"], Value::Null);
    assert_eq!(
        refused(&g, &mut rng, 0, &format!("draft {}", plot_id(dealt[0][0]))),
        "flow-err-already-answered"
    );
    let kept1 = dealt[1][2];
    play(&mut g, &mut rng, 1, &format!("draft {}", plot_id(kept1)));
    // Each keeps its pick face down and holds the two the other passed.
    let d = g.draft.as_ref().unwrap();
    assert_eq!(d.drafted, [vec![kept0], vec![kept1]]);
    let rest = |s: usize, kept: PlotIx| -> Vec<PlotIx> { dealt[s].iter().copied().filter(|&q| q != kept).collect() };
    assert_eq!(d.hands[0], rest(1, kept1));
    assert_eq!(d.hands[1], rest(0, kept0));
    assert_eq!(d.passed[0], rest(0, kept0));
    assert!(matches!(g.phase, Phase::DraftReceive(_)));
    assert_eq!(
        view(&g, Viewer::Seat(0))["draft"]["drafted"],
        serde_json::json!([plot_id(kept0)])
    );
    assert_eq!(
        view(&g, Viewer::Seat(1))["draft"]["drafted"],
        serde_json::json!([plot_id(kept1)])
    );
    assert_eq!(view(&g, Viewer::Public)["draft"]["drafted"], Value::Null);
    assert_eq!(
        view(&g, Viewer::Public)["draft"]["drafted_count"],
        serde_json::json!([1, 1])
    );
    // Keep one of the two received; the last goes back to the box.
    let received0 = hand(&g, 0).to_vec();
    let received1 = hand(&g, 1).to_vec();
    play(&mut g, &mut rng, 0, &format!("draft {}", plot_id(received0[1])));
    play(&mut g, &mut rng, 1, &format!("draft {}", plot_id(received1[0])));
    let d = g.draft.as_ref().unwrap();
    assert_eq!(d.drafted[0], vec![kept0, received0[1]]);
    assert_eq!(d.drafted[1], vec![kept1, received1[0]]);
    assert_eq!(d.boxed, vec![received0[0], received1[1]]);
    assert_eq!(d.cycle, 2, "the next cycle is dealt");
    assert!(matches!(g.phase, Phase::DraftKeep(_)));
}

#[test]
fn r105_the_passer_never_learns_which_of_its_two_plots_was_kept() {
    // Stark passes two plots to Lannister; whichever Lannister keeps, Stark and the public are
    // shown exactly the same views, status lines and log lines.
    let (mut g, mut rng, _) = draft_game(5);
    keep_both(&mut g, &mut rng, &|_, held| held[0]);
    let line = format!("draft {}", plot_id(hand(&g, 0)[0]));
    play(&mut g, &mut rng, 0, &line);
    let branches: Vec<(Thrones, Vec<LogEntry>)> = (0..2)
        .map(|i| {
            let mut b = g.clone();
            let mut r = rng.clone();
            let q = hand(&b, 1)[i];
            let log = play(&mut b, &mut r, 1, &format!("draft {}", plot_id(q)));
            (b, log)
        })
        .collect();
    assert_ne!(branches[0].0, branches[1].0, "Lannister kept different plots");
    for viewer in [Viewer::Seat(0), Viewer::Public] {
        assert_eq!(
            shown(&branches[0].0, viewer, &branches[0].1),
            shown(&branches[1].0, viewer, &branches[1].1),
            "{viewer:?} can tell which plot Lannister kept"
        );
    }
    // Stark still knows both plots it passed: they are not hidden from it.
    let passed = &g.draft.as_ref().unwrap().passed[0];
    let hidden = hidden_card_ids(&branches[0].0, Viewer::Seat(0));
    assert!(passed.iter().all(|&q| !hidden.contains(&plot_id(q).to_string())));
    let hidden = hidden_card_ids(&branches[0].0, Viewer::Public);
    assert!(passed.iter().all(|&q| hidden.contains(&plot_id(q).to_string())));
}

#[test]
fn r106_three_cycles_draft_six_plots_each_from_the_whole_draft_deck() {
    let (mut g, mut rng, _) = draft_game(6);
    let mut deals = 0;
    while g.is_drafting() && !matches!(g.phase, Phase::DraftDeck(_)) {
        if matches!(g.phase, Phase::DraftKeep(_)) {
            deals += 1;
            assert_eq!(g.draft.as_ref().unwrap().cycle, deals);
        }
        keep_both(&mut g, &mut rng, &|_, held| held[held.len() - 1]);
    }
    assert_eq!(deals, 3);
    let d = g.draft.as_ref().unwrap();
    assert!(d.deck.is_empty(), "the 18 spare plots are all dealt");
    assert_eq!(d.drafted[0].len(), 6);
    assert_eq!(d.drafted[1].len(), 6);
    assert_eq!(d.boxed.len(), 6);
    assert!(matches!(g.phase, Phase::DraftDeck(_)));
}

#[test]
fn r107_each_player_makes_a_secret_plot_deck_of_seven_of_its_thirteen() {
    let (mut g, mut rng, _) = draft_game(7);
    draft_all(&mut g, &mut rng);
    let own: Vec<Vec<PlotIx>> = (0..2).map(|s| candidates(&g, s)).collect();
    assert!(own.iter().all(|c| c.len() == 13));
    // One secret prompt each: exactly 7 of its 13 plots.
    for p in g.pending() {
        assert!(p.secret);
        assert_eq!(p.verb, "plot-deck");
        assert_eq!(
            p.ask,
            Ask::Several {
                min: 7,
                max: 7,
                budget: None
            }
        );
        let items: Vec<String> = p.options.iter().map(|o| o.notation.clone()).collect();
        let ids: Vec<String> = own[p.seat].iter().map(|&q| plot_id(q).to_string()).collect();
        assert_eq!(items, ids);
    }
    assert_eq!(
        refused(&g, &mut rng, 0, &deck_line(&own[0][..6])),
        "thrones-err-draft-count"
    );
    assert_eq!(
        refused(&g, &mut rng, 0, &deck_line(&own[0][..8])),
        "thrones-err-draft-count"
    );
    let twice = [&own[0][..6], &own[0][..1]].concat();
    assert_eq!(
        refused(&g, &mut rng, 0, &deck_line(&twice)),
        "thrones-err-draft-deck-plot"
    );
    let passed = g.draft.as_ref().unwrap().passed[0][0];
    let with_passed = [&own[0][..6], &[passed][..]].concat();
    assert_eq!(
        refused(&g, &mut rng, 0, &deck_line(&with_passed)),
        "thrones-err-draft-deck-plot",
        "a plot passed away is not one's own"
    );
    // Stark keeps its 6 drafted plots and one standard; Lannister its standard 7.
    let stark: Vec<PlotIx> = own[0][6..].to_vec();
    let log = play(&mut g, &mut rng, 0, &deck_line(&stark));
    assert!(log.iter().all(|e| e.text.key == "flow-log-picked"));
    play(&mut g, &mut rng, 1, &deck_line(&own[1][..7]));
    let mut in_order = own[0].clone();
    in_order.retain(|q| stark.contains(q));
    assert_eq!(g.player(0).plot_deck, in_order, "in the order of the 13");
    assert_eq!(g.player(1).plot_deck, standard_set(&g, 1));
    let d = g.draft.as_ref().unwrap();
    assert_eq!(d.boxed.len(), 18, "6 from the cycles and 6 of each player's 13");
    assert!(d.drafted.iter().all(Vec::is_empty));
    // Setup goes on: the setup hands, then the mulligan.
    assert!(matches!(g.phase, Phase::Mulligan(_)));
    assert!(g.players.iter().all(|p| p.hand.len() == 7));
    // The plot deck is secret: the other player and the public see its size only.
    assert_eq!(view(&g, Viewer::Seat(1))["players"][0]["plot_deck"], 7);
    assert_eq!(view(&g, Viewer::Public)["players"][0]["plot_deck"], 7);
    assert_eq!(
        view(&g, Viewer::Seat(0))["players"][0]["plot_deck"]
            .as_array()
            .map(Vec::len),
        Some(7)
    );
    let hidden = hidden_card_ids(&g, Viewer::Seat(1));
    let passed_by_1 = &d.passed[1];
    for &q in &g.player(0).plot_deck {
        assert_eq!(
            hidden.contains(&plot_id(q).to_string()),
            !passed_by_1.contains(&q),
            "Lannister may not know {} unless it passed it",
            plot_id(q)
        );
    }
}

#[test]
fn r107_the_other_player_cannot_tell_which_seven_were_chosen() {
    let (mut g, mut rng, _) = draft_game(8);
    draft_all(&mut g, &mut rng);
    let line = deck_line(&candidates(&g, 1)[..7]);
    play(&mut g, &mut rng, 1, &line);
    let own = candidates(&g, 0);
    let branches: Vec<(Thrones, Vec<LogEntry>)> = [&own[..7], &own[6..]]
        .into_iter()
        .map(|chosen| {
            let mut b = g.clone();
            let mut r = rng.clone();
            let log = play(&mut b, &mut r, 0, &deck_line(chosen));
            (b, log)
        })
        .collect();
    for viewer in [Viewer::Seat(1), Viewer::Public] {
        assert_eq!(
            shown(&branches[0].0, viewer, &branches[0].1),
            shown(&branches[1].0, viewer, &branches[1].1),
            "{viewer:?} can tell Stark's plot deck"
        );
    }
}

/// No view, status or log line of a draft game shows a viewer a plot it may not know: random
/// draft games to round 3, every viewer checked after every move by plot id and English name.
#[test]
fn in_draft_games_no_viewer_is_shown_a_plot_it_may_not_know() {
    use crate::engine::{AnyMatch, Match};
    let options = GameOptions::from([("draft".to_string(), "on".to_string())]);
    let names = ["P1".to_string(), "P2".to_string()];
    for seed in 0..6 {
        let (mut m, setup_log) = Match::<Thrones>::new(2, &options, seed).expect("setup");
        let mut rng = GameRng::new(seed ^ 0xd4af);
        let mut log = setup_log;
        while !m.game.is_over() && m.game.round < 3 {
            for viewer in [Viewer::Public, Viewer::Seat(0), Viewer::Seat(1)] {
                let hidden = hidden_card_ids(&m.game, viewer);
                let plots: Vec<(String, String)> = hidden
                    .iter()
                    .filter(|id| data().plot(id).is_some())
                    .map(|id| {
                        let name = crate::i18n::msg(crate::i18n::Lang::En, &format!("thrones-plot-{id}"));
                        (id.clone(), name.to_lowercase())
                    })
                    .collect();
                let mut texts: Vec<String> = vec![view(&m.game, viewer).to_string()];
                let render = |t: &crate::engine::Text| crate::i18n::catalog().render(crate::i18n::Lang::En, t, &names);
                texts.extend(status(&m.game, viewer).iter().map(render));
                texts.extend(
                    log.iter()
                        .filter(|e| e.audience.includes(viewer))
                        .map(|e| render(&e.text)),
                );
                if let Viewer::Seat(s) = viewer {
                    for p in m.game.pending().into_iter().filter(|p| p.seat == s) {
                        texts.push(render(&p.question));
                        texts.extend(p.options.iter().map(|o| format!("{} {}", o.notation, render(&o.label))));
                    }
                }
                for text in &texts {
                    let lower = text.to_lowercase();
                    if let Some((id, _)) = plots
                        .iter()
                        .find(|(id, name)| text.contains(id.as_str()) || lower.contains(name.as_str()))
                    {
                        panic!("seed {seed}: {viewer:?} is shown hidden plot {id}:\n{text}");
                    }
                }
            }
            let (seat, line) = m.random_move(&mut rng).expect("a move");
            log = AnyMatch::apply(&mut m, seat, &line).expect("legal").log;
        }
    }
}
