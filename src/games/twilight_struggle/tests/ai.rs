//! Tests of the AI support: sampled worlds (`determinize`) and the judgement of a position
//! (`evaluate`).

use super::super::state::power::Power;
use super::super::state::{Step, TwilightStruggle, country_ix};
use crate::ai::{Level, Sight, arena, decide_with, decision_rng, search};
use crate::engine::{AnyMatch, Game, GameRng, Match, Viewer};
use crate::games::Registry;

fn new_match(seed: u64) -> Match<TwilightStruggle> {
    Match::new(2, &Default::default(), seed).expect("a game").0
}

/// A game played at random until `moves` moves or the first action round of turn 2.
fn played(seed: u64, moves: usize) -> Match<TwilightStruggle> {
    let mut m = new_match(seed);
    let mut rng = GameRng::new(seed);
    for _ in 0..moves {
        if m.game.is_over() || m.game.turn >= 2 && m.game.round >= 1 {
            break;
        }
        m.play_random(&mut rng).expect("a legal random move");
    }
    m
}

fn in_headline(m: &Match<TwilightStruggle>) -> bool {
    matches!(m.game.stack.last(), Some(Step::Headline { .. }))
}

#[test]
fn the_opponents_unseen_cards_move_while_the_seats_own_hand_and_the_counts_stay() {
    let m = played(4, 40);
    assert!(!m.game.is_over());
    for me in Power::BOTH {
        let them = me.opponent();
        let real = m.game.hand(them).clone();
        let mut moved = vec![false; real.len()];
        for sample in 0..40 {
            let w = m.game.determinize(me.seat(), &mut GameRng::new(sample));
            assert_eq!(w.hand(me), m.game.hand(me), "the seat's own hand stays");
            assert_eq!(w.hand(them).len(), real.len());
            assert_eq!(w.deck.len(), m.game.deck.len());
            assert_eq!(w.discard, m.game.discard);
            w.check_invariants().expect("a sampled world is a valid game");
            for (i, c) in real.iter().enumerate() {
                moved[i] |= !w.hand(them).contains(c);
            }
        }
        // A card the seat has seen (a hand reveal) stays where it is: see the next test.
        let known = &m.game.known[me.index()];
        let stayed: Vec<_> = (real.iter().zip(&moved))
            .filter(|&(c, &m)| !m && !known.contains(c))
            .map(|(c, _)| *c)
            .collect();
        assert!(
            stayed.is_empty(),
            "{me:?}: hidden cards {stayed:?} stayed in every sample"
        );
        assert!(
            moved.iter().filter(|&&m| m).count() >= 4,
            "{me:?}: too few hidden cards to judge"
        );
    }
}

#[test]
fn cards_the_seat_has_seen_stay_where_they_are() {
    let mut m = played(6, 60);
    let me = Power::Ussr;
    let seen: Vec<u8> = m.game.hand(Power::Us).iter().copied().take(2).collect();
    m.game.known[me.index()].extend(&seen);
    for sample in 0..30 {
        let w = m.game.determinize(me.seat(), &mut GameRng::new(sample));
        for c in &seen {
            assert!(w.hand(Power::Us).contains(c), "seen card #{c} left the US hand");
        }
    }
}

#[test]
fn the_opponents_face_down_headline_is_dealt_anew() {
    let mut m = new_match(8);
    let mut rng = GameRng::new(8);
    while !in_headline(&m) {
        m.play_random(&mut rng).expect("a legal random move");
    }
    // The US picks first; the USSR, still to pick, may not know the US card.
    let us_card = m
        .legal()
        .into_iter()
        .find(|(s, _)| *s == Power::Us.seat())
        .expect("US headlines")
        .1[0]
        .clone();
    m.apply(Power::Us.seat(), &us_card).expect("a legal headline");
    assert!(in_headline(&m));
    let real = m.game.headline_pick(Power::Us).expect("the US picked");
    let mut other_picks = 0;
    for sample in 0..30 {
        let w = m.game.determinize(Power::Ussr.seat(), &mut GameRng::new(sample));
        let pick = w.headline_pick(Power::Us).expect("the US still has a pick");
        other_picks += usize::from(pick != real);
        assert_eq!(w.view(Viewer::Seat(0)), m.game.view(Viewer::Seat(0)));
        w.check_invariants().expect("a valid game");
        // The US's own sample keeps its own pick.
        let own = m.game.determinize(Power::Us.seat(), &mut GameRng::new(sample));
        assert_eq!(own.headline_pick(Power::Us), Some(real));
    }
    assert!(
        other_picks >= 20,
        "the hidden headline stayed in {} of 30 samples",
        30 - other_picks
    );
}

impl TwilightStruggle {
    fn headline_pick(&self, p: Power) -> Option<u8> {
        match self.stack.last() {
            Some(Step::Headline { picks }) => picks.pick_of(p.seat()).copied(),
            _ => None,
        }
    }
}

#[test]
fn evaluate_prefers_controlling_a_battleground_and_is_zero_sum() {
    let m = played(10, 30);
    let g = &m.game;
    let iran = country_ix("iran").expect("Iran");
    let mut us_holds = g.clone();
    us_holds.set_inf(iran, Power::Us, 5);
    us_holds.set_inf(iran, Power::Ussr, 0);
    let mut ussr_holds = g.clone();
    ussr_holds.set_inf(iran, Power::Ussr, 5);
    ussr_holds.set_inf(iran, Power::Us, 0);
    let (us, ussr) = (Power::Us.seat(), Power::Ussr.seat());
    assert!(us_holds.evaluate(us) > ussr_holds.evaluate(us));
    assert!(ussr_holds.evaluate(ussr) > us_holds.evaluate(ussr));
    for g in [g, &us_holds, &ussr_holds] {
        let v = g.evaluate(us);
        assert!(v > -1.0 && v < 1.0);
        assert!(
            (v + g.evaluate(ussr)).abs() < 1e-9,
            "one side's gain is the other's loss"
        );
    }
}

#[test]
fn evaluate_counts_victory_points_and_fears_a_scoring_card_held_too_late() {
    let m = played(12, 30);
    let mut ahead = m.game.clone();
    ahead.vp = 8;
    let mut behind = m.game.clone();
    behind.vp = -8;
    let us = Power::Us.seat();
    assert!(ahead.evaluate(us) > m.game.evaluate(us) && m.game.evaluate(us) > behind.evaluate(us));

    // Europe Scoring in the US hand with its last action round spent.
    let mut stranded = m.game.clone();
    let europe_scoring = 2;
    let [ussr_hand, us_hand] = &mut stranded.hands;
    for pile in [&mut stranded.deck, &mut stranded.discard, ussr_hand, us_hand] {
        pile.retain(|&c| c != europe_scoring);
    }
    stranded.hands[1].push(europe_scoring);
    let mut in_time = stranded.clone();
    in_time.rounds_done = [0, 0];
    stranded.rounds_done = [stranded.rounds_for(Power::Ussr), stranded.rounds_for(Power::Us)];
    assert!(stranded.evaluate(us) < in_time.evaluate(us) - 0.3);
}

#[test]
fn evaluate_rewards_the_china_card_and_the_space_race() {
    let m = played(14, 30);
    let us = Power::Us.seat();
    let mut china = m.game.clone();
    china.china = Some((Power::Us, true));
    let mut no_china = m.game.clone();
    no_china.china = Some((Power::Ussr, true));
    assert!(china.evaluate(us) > no_china.evaluate(us));
    let mut space = m.game.clone();
    space.space[Power::Us.index()] += 2;
    assert!(space.evaluate(us) > m.game.evaluate(us));
}

#[test]
fn a_basic_seat_beats_a_random_seat_almost_always() {
    let registry = Registry::builtin();
    let setup = arena::ArenaSetup {
        kind: registry.get("twilight-struggle").expect("registered"),
        seats: 2,
        options: Default::default(),
        a: Level::Basic,
        b: Level::Random,
        games: 20,
        seed: 18,
        move_cap: 20_000,
    };
    let r = arena::run_arena(&setup).expect("the games run");
    assert!(r.a_wins >= 18, "{}", arena::report(&setup, &r));
}

/// Issue 18's `strong` ≥ 60 % against `basic`, on a sample a debug build plays in CI: 4 games,
/// both sides in turn, the search cut to 300 iterations (the default is 1,000; in the release
/// arena `strong` won 29 of 30 at the default and 17 of 20 at 300: see docs/ai.md). It wins 3 of
/// 4 here, so it catches a large drop only; 8 games took 508 s of a debug build, the longest test.
#[test]
fn a_strong_seat_beats_a_basic_seat_in_most_games() {
    let registry = Registry::builtin();
    let setup = arena::ArenaSetup {
        kind: registry.get("twilight-struggle").expect("registered"),
        seats: 2,
        options: Default::default(),
        a: Level::Strong,
        b: Level::Basic,
        games: 4,
        seed: 18,
        move_cap: 20_000,
    };
    let budget = search::Budget {
        iterations: 300,
        ..search::Budget::DEFAULT
    };
    let r = arena::run_arena_with(&setup, budget, &mut Default::default()).expect("the games run");
    let report = arena::report(&setup, &r);
    println!("{report}");
    assert_eq!(r.unfinished, 0, "{report}");
    assert!(r.a_wins * 5 >= r.games * 3, "{report}");
}

/// The position where two `strong` against `basic` arena games stopped at the 20 000-move cap:
/// the USSR to play at DEFCON 2 holding only Duck and Cover and Five Year Plan (whose random
/// discard can only be Duck and Cover), its space attempt spent and The China Card with the US.
/// Every play sets off Duck and Cover in the USSR's own round: DEFCON 1, the USSR loses.
fn every_play_loses(seed: u64) -> Match<TwilightStruggle> {
    let mut m = new_match(seed);
    let mut rng = GameRng::new(seed);
    while !(matches!(m.game.stack.last(), Some(Step::ChooseCard { power: Power::Ussr }))
        && m.game.phasing == Some(Power::Ussr))
    {
        m.play_random(&mut rng).expect("a legal random move");
        assert!(!m.game.is_over(), "seed {seed}: over before a USSR action round");
    }
    for line in [
        "set defcon 2",
        "set hand ussr duck-and-cover five-year-plan",
        "set china us down",
    ] {
        m.edit(line).unwrap_or_else(|e| panic!("{line}: {}", e.text.key));
    }
    m.game.space_attempts[Power::Ussr.index()] = m.game.space_attempts_allowed(Power::Ussr);
    m.game.check_invariants().expect("a valid position");
    m
}

#[test]
fn an_ai_seat_facing_a_forced_loss_plays_on_instead_of_going_back_for_ever() {
    // Before the fix both levels answered `back` (and `confirm`, `ops-first`, `back`, …) for
    // ever here: every way forward scored -1, the way back the position before it.
    let budget = search::Budget {
        iterations: 60,
        ..search::Budget::DEFAULT
    };
    for level in [Level::Strong, Level::Basic, Level::Random] {
        let mut m = every_play_loses(21);
        let mut lines = Vec::new();
        for version in 0..30 {
            if m.game.is_over() {
                break;
            }
            let seat = m.pending().first().expect("a decision").seat;
            let line = {
                let sight = Sight::new(&m, seat).expect("the seat owes a decision");
                decide_with(level, &sight, &mut decision_rng(21, version, seat), budget).expect("an answer")
            };
            m.apply(seat, &line)
                .unwrap_or_else(|e| panic!("`{line}` refused: {}", e.text.key));
            lines.push(line);
        }
        let outcome = m.game.outcome();
        assert!(
            outcome.as_ref().is_some_and(|o| o.winners == [Power::Us.seat()]),
            "{}: the game did not end with the US winning ({outcome:?}) after {lines:?}",
            level.id()
        );
        assert!(
            lines.iter().all(|l| l != "back" && l != "reset"),
            "{}: {lines:?}",
            level.id()
        );
    }
}
