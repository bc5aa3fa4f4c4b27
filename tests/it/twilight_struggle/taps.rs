//! Few taps: influence, setup and event points are placed several at a time and realignment rolls
//! go to several countries in one answer, offered as grouped options with a batch; the game still
//! judges the whole line.

use warroom::engine::{AnyMatch, Prompt, Selection};

use super::new_match;
use super::support::{US, USSR, inf, ok, refused};

fn prompt_of(m: &dyn AnyMatch, seat: usize) -> Prompt {
    m.pending()
        .into_iter()
        .find(|p| p.seat == seat)
        .unwrap_or_else(|| panic!("seat {seat} owes nothing"))
}

fn index_of(p: &Prompt, notation: &str) -> usize {
    p.options
        .iter()
        .position(|o| o.notation == notation)
        .unwrap_or_else(|| {
            panic!(
                "no option `{notation}` in {:?}",
                p.options.iter().map(|o| &o.notation).collect::<Vec<_>>()
            )
        })
}

/// The line a front end sends for these points.
fn batch_line(p: &Prompt, points: &[(&str, u32)]) -> String {
    let counts = points.iter().map(|(n, k)| (index_of(p, n), *k)).collect();
    p.answer(&Selection::Batch(counts)).expect("within the batch limits")
}

#[test]
fn setup_takes_one_answer_per_side_and_each_country_option_names_its_region() {
    let mut m = new_match(&[], 3);
    let p = prompt_of(m.as_ref(), USSR);
    let batch = p.batch.expect("setup points go several at once");
    assert_eq!((batch.max, batch.repeat), (6, 6));
    let poland = &p.options[index_of(&p, "place poland")];
    assert_eq!(
        poland.group.as_ref().map(|g| g.key.to_string()),
        Some("ts-region-europe".to_string())
    );
    let line = batch_line(&p, &[("place poland", 4), ("place east-germany", 2)]);
    assert_eq!(line, line.trim());
    let (poland_before, _) = inf(m.as_ref(), "poland");
    ok(&mut m, USSR, &line);
    assert_eq!(inf(m.as_ref(), "poland").0, poland_before + 4);
    assert!(
        m.pending().iter().all(|p| p.seat != USSR),
        "the USSR's setup is done in one answer"
    );

    let p = prompt_of(m.as_ref(), US);
    assert_eq!(p.batch.map(|b| b.max), Some(7));
    // Beyond the limits the answer itself is refused before the game sees it.
    let eight = p.answer(&Selection::Batch(vec![(index_of(&p, "place west-germany"), 8)]));
    assert!(eight.is_err(), "8 points of 7");
    ok(
        &mut m,
        US,
        &batch_line(&p, &[("place west-germany", 4), ("place italy", 3)]),
    );
    assert!(
        prompt_of(m.as_ref(), US).batch.is_none(),
        "the US's setup is done in one answer"
    );
}

#[test]
fn influence_goes_out_several_points_per_answer_and_the_game_judges_the_whole_line() {
    let mut m = new_match(&[], 5);
    ok(&mut m, USSR, "influence poland:4 east-germany:2");
    ok(&mut m, US, "influence west-germany:4 italy:3");
    // Headlines, then the USSR's first action round with its first card worth 3+ ops for influence.
    for seat in [USSR, US] {
        let first = prompt_of(m.as_ref(), seat).options[0].notation.clone();
        ok(&mut m, seat, &first);
    }
    let mut guard = 0;
    while !m
        .pending()
        .iter()
        .any(|p| p.seat == USSR && p.options.iter().any(|o| o.notation.starts_with("play ")))
    {
        let p = m.pending().remove(0);
        let first = p.options[0].notation.clone();
        ok(&mut m, p.seat, &first);
        guard += 1;
        assert!(guard < 40, "no action round reached");
    }
    let p = prompt_of(m.as_ref(), USSR);
    let play = p
        .options
        .iter()
        .map(|o| o.notation.clone())
        .find(|n| {
            n.starts_with("play ") && {
                let mut copy = m.clone_box();
                copy.apply(USSR, &format!("{n} influence")).is_ok()
                    && prompt_of(copy.as_ref(), USSR).batch.is_some_and(|b| b.max >= 3)
            }
        })
        .expect("a card of 3+ ops to place with");
    ok(&mut m, USSR, &format!("{play} influence"));
    let p = prompt_of(m.as_ref(), USSR);
    let left = p.batch.expect("a batch").max;
    assert!(
        p.options.iter().any(|o| o.notation == "back" && o.group.is_none()),
        "back stays a button"
    );
    // A point in Poland and one in East Germany: one answer.
    let (poland, germany) = (inf(m.as_ref(), "poland").0, inf(m.as_ref(), "east-germany").0);
    // Too many points for what is left is refused as a whole, and changes nothing.
    let too_many = p.options.iter().position(|o| o.notation == "place poland").map(|i| {
        let mut q = p.clone();
        q.batch = Some(warroom::engine::Batch {
            max: left + 1,
            repeat: left + 1,
        });
        q.answer(&Selection::Batch(vec![(i, left + 1)]))
            .expect("the widened limits")
    });
    refused(&mut m, USSR, &too_many.expect("poland is offered"));
    ok(
        &mut m,
        USSR,
        &batch_line(&p, &[("place poland", 1), ("place east-germany", 1)]),
    );
    assert_eq!(inf(m.as_ref(), "poland").0, poland + 1);
    assert_eq!(inf(m.as_ref(), "east-germany").0, germany + 1);
    // What is left (a bonus only Asia can use, say) is asked next, with a smaller batch.
    if let Some(next) = m.pending().into_iter().find(|p| p.seat == USSR) {
        assert_eq!(next.question.key, "ts-q-influence");
        assert_eq!(next.batch.map_or(1, |b| b.max), left - 2);
    }
}

#[test]
fn an_event_spread_offers_per_country_only_what_its_limit_leaves_after_earlier_answers() {
    use super::support::{US_CARDS, action_round, edit};
    let mut m = action_round(&["suez-crisis"], &US_CARDS);
    edit(&mut m, "set influence france 0 3");
    ok(&mut m, USSR, "play suez-crisis event");
    let p = prompt_of(m.as_ref(), USSR);
    let cap_of = |p: &Prompt, n: &str| p.options[index_of(p, n)].cap;
    assert_eq!(cap_of(&p, "remove uk"), Some(2), "2 per country, and the UK holds 5");
    ok(&mut m, USSR, &batch_line(&p, &[("remove uk", 1)]));
    // One point already came off the UK: one more is all its limit leaves, so two are refused
    // by the prompt itself rather than offered and then refused by the game.
    let p = prompt_of(m.as_ref(), USSR);
    assert_eq!(cap_of(&p, "remove uk"), Some(1));
    assert!(
        p.answer(&Selection::Batch(vec![(index_of(&p, "remove uk"), 2)]))
            .is_err()
    );
    assert_eq!(cap_of(&p, "remove france"), Some(2));
    ok(&mut m, USSR, &batch_line(&p, &[("remove uk", 1), ("remove france", 1)]));
    let p = prompt_of(m.as_ref(), USSR);
    assert!(
        p.options.iter().all(|o| o.notation != "remove uk"),
        "the UK is at its limit"
    );
    assert_eq!(cap_of(&p, "remove france"), Some(1), "one point of the four is left");
}
