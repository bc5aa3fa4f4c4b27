//! Exact odds: every die result is forced in turn (36 pairs per realignment roll, 6 results per
//! coup) and the engine's outcome counted, then compared with the arithmetic from the modifiers
//! the engine shows next to each target, and with the figures the strategy guide quotes.
//!
//! `seed NNN` = /work/shared/seeds/000_f8591b282d3ccc23.txt, by line.

use warroom::engine::AnyMatch;

use super::support::*;

/// The realignment modifiers shown with `realign <country>`: (mine, theirs).
fn realign_modifiers(m: &dyn AnyMatch, country: &str) -> (i64, i64) {
    let prompt = &m.pending()[0];
    let choice = prompt
        .options
        .iter()
        .find(|c| c.notation == format!("realign {country}"))
        .unwrap_or_else(|| panic!("realign {country} is not offered"));
    (arg_num(&choice.label, "mine"), arg_num(&choice.label, "theirs"))
}

/// One realignment roll with forced dice (roller first); the target's influence after it.
fn realign_with(m: &dyn AnyMatch, country: &str, mine: u32, theirs: u32) -> (Box<dyn AnyMatch>, (i64, i64)) {
    let mut next = m.clone_box();
    next.force_roll(mine);
    next.force_roll(theirs);
    next.apply(US, &format!("realign {country}"))
        .unwrap_or_else(|e| panic!("realign {country} refused: {:?}", e.text));
    let after = inf(next.as_ref(), country);
    (next, after)
}

/// The US, with a 2-op card, about to realign Cuba holding 3 USSR influence and none of its own
/// (what Fidel leaves behind). `haiti`: the US controls Haiti next to Cuba.
fn cuba_after_fidel(haiti: bool) -> Box<dyn AnyMatch> {
    let mut m = standard_round();
    ok(&mut m, USSR, "play blockade influence finland");
    edit(&mut m, "set influence cuba 3 0");
    if haiti {
        edit(&mut m, "set influence haiti 0 1");
    }
    ok(&mut m, US, "play defectors realign");
    m
}

/// Out of the 36 x 36 dice of two rolls, how often Cuba ends with no USSR influence, by the
/// engine (second roll in Cuba whenever some remains).
fn engine_cuba_wipes(m: &dyn AnyMatch) -> u32 {
    let mut wins = 0;
    for a in 1..=6 {
        for b in 1..=6 {
            let (after_first, cuba) = realign_with(m, "cuba", a, b);
            if cuba.0 == 0 {
                wins += 36;
                continue;
            }
            for c in 1..=6 {
                for d in 1..=6 {
                    if realign_with(after_first.as_ref(), "cuba", c, d).1.0 == 0 {
                        wins += 1;
                    }
                }
            }
        }
    }
    wins
}

/// The same count from the modifiers alone: each roll removes (own total - other total) when
/// positive; 3 points must go in two rolls.
fn arithmetic_cuba_wipes(mine: i64, theirs: i64) -> u32 {
    let removed = |a: i64, b: i64| ((a + mine) - (b + theirs)).max(0);
    let mut wins = 0;
    for a in 1..=6 {
        for b in 1..=6 {
            for c in 1..=6 {
                for d in 1..=6 {
                    if removed(a, b) >= 3 || removed(a, b) + removed(c, d) >= 3 {
                        wins += 1;
                    }
                }
            }
        }
    }
    wins
}

fn percent(wins: u32, of: u32) -> u32 {
    (f64::from(wins) * 100.0 / f64::from(of)).round() as u32
}

/// seed 1748: "Fidel: with its own 2 ops, realigning at +0 / +1 succeeds 35% / 54%" (the US plays
/// the USSR's Fidel for ops; Fidel leaves Cuba at USSR 3, US 0; success = no USSR influence left).
#[test]
fn r57_r58_realigning_cuba_after_fidel_succeeds_35_or_54_percent() {
    for (haiti, expected_edge, quoted) in [(false, 0, 35), (true, 1, 54)] {
        let m = cuba_after_fidel(haiti);
        let (mine, theirs) = realign_modifiers(m.as_ref(), "cuba");
        // US: +1 for the USA next door (+1 more for Haiti); USSR: +1 for more influence.
        assert_eq!(theirs, 1);
        assert_eq!(mine - theirs, expected_edge);
        let by_arithmetic = arithmetic_cuba_wipes(mine, theirs);
        let by_engine = engine_cuba_wipes(m.as_ref());
        assert_eq!(by_engine, by_arithmetic, "haiti={haiti}");
        assert_eq!(percent(by_engine, 36 * 36), quoted, "{by_engine}/1296");
    }
    // Exactly: 452/1296 and 705/1296.
    assert_eq!(arithmetic_cuba_wipes(1, 1), 452);
    assert_eq!(arithmetic_cuba_wipes(2, 1), 705);
}

/// seed 1761-1772: with a realignment edge of +1 or more, even without influence of your own in
/// the target, one op removes more than one enemy point on average. (At +0 it is just under 1.)
#[test]
fn r57_r58_with_a_plus_one_edge_one_realignment_removes_over_one_point_on_average() {
    for (haiti, expected_removed) in [(true, 56), (false, 35)] {
        let mut m = standard_round();
        ok(&mut m, USSR, "play blockade influence finland");
        // Enough USSR influence that no result is capped.
        edit(&mut m, "set influence cuba 9 0");
        if haiti {
            edit(&mut m, "set influence haiti 0 1");
        }
        ok(&mut m, US, "play cia-created realign");
        let (mine, theirs) = realign_modifiers(m.as_ref(), "cuba");
        assert_eq!(mine - theirs, i64::from(haiti));
        let mut removed = 0;
        for a in 1..=6 {
            for b in 1..=6 {
                removed += 9 - realign_with(m.as_ref(), "cuba", a, b).1.0;
            }
        }
        // Average removed = removed / 36: 56/36 = 1.56 at +1, 35/36 = 0.97 at +0.
        assert_eq!(removed, expected_removed, "haiti={haiti}");
        assert_eq!(removed > 36, haiti);
    }
}

/// A coup succeeds when die + ops > 2 x stability (seed 811-823); the prompt shows the lowest
/// winning roll. seed 831-845: 3 ops in Mexico (stability 2) win on 2-6 (5 in 6), and a 4 there
/// removes 2 USSR points and adds 1 US point.
#[test]
fn r61_coup_odds_are_the_rolls_above_twice_the_stability_minus_the_ops() {
    let cases = [
        // (card, ops, country, stability, winning rolls out of 6)
        ("cia-created", 1, "lebanon", 1, 5),
        ("defectors", 2, "lebanon", 1, 6),
        ("duck-and-cover", 3, "mexico", 2, 5),
        ("cia-created", 1, "mexico", 2, 3),
        ("duck-and-cover", 3, "iraq", 3, 3),
        ("marshall-plan", 4, "israel", 4, 2),
        ("defectors", 2, "israel", 4, 0),
    ];
    let mut base = standard_round();
    ok(&mut base, USSR, "play blockade influence finland");
    edit(
        &mut base,
        "set hand us cia-created defectors duck-and-cover marshall-plan",
    );
    for (card, ops, country, stability, expected_wins) in cases {
        let mut m = base.clone_box();
        edit(&mut m, &format!("set influence {country} 2 0"));
        ok(&mut m, US, &format!("play {card} coup"));
        let prompt = &m.pending()[0];
        let choice = prompt
            .options
            .iter()
            .find(|c| c.notation == format!("coup {country}"))
            .expect("target offered");
        let need = arg_num(&choice.label, "need");
        let mut wins = 0;
        for roll in 1..=6i64 {
            let mut attempt = m.clone_box();
            attempt.force_roll(roll as u32);
            attempt.apply(US, &format!("coup {country}")).expect("coup accepted");
            let value = roll + ops - 2 * stability;
            let expected = if value > 0 {
                wins += 1;
                (2 - value.min(2), (value - 2).max(0))
            } else {
                (2, 0)
            };
            assert_eq!(
                inf(attempt.as_ref(), country),
                expected,
                "{card} at {country}, roll {roll}"
            );
            assert_eq!(pair(attempt.as_ref(), "milops").1, ops, "milops either way");
        }
        assert_eq!(wins, expected_wins, "{card} at {country}");
        assert_eq!((7 - need).clamp(0, 6), wins, "the prompt's lowest winning roll");
    }
}
