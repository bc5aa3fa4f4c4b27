//! The typed action's notation: every spelling a player may type for a composed line reads to
//! one action, which prints as the canonical line and reads back to itself; refusals of bad
//! lines name the rule; lines of several offered options print and read back too.

use warroom::engine::{AnyMatch, Game, GameOptions, GameRng, Match, normalize};
use warroom::games::twilight_struggle::{TsAction, TwilightStruggle, cards, countries};

use super::support::USSR;

fn new_typed(seed: u64) -> Match<TwilightStruggle> {
    Match::<TwilightStruggle>::new(2, &GameOptions::new(), seed)
        .expect("setup")
        .0
}

fn parse(line: &str) -> TsAction {
    new_typed(1)
        .game
        .parse(USSR, &normalize(line))
        .unwrap_or_else(|e| panic!("`{line}` does not parse: {:?}", e.text))
}

/// `(canonical, other spellings accepted for the same action)`.
const SPELLINGS: &[(&str, &[&str])] = &[
    (
        "influence italy:2 france",
        &[
            "influence italy:2 france:1",
            "influence italy italy france",
            "influence place italy:2 place france",
            "influence italy place italy france:1",
            "  Influence   ITALY:2 France ",
        ],
    ),
    (
        "play duck-and-cover influence italy:2 france",
        &[
            "play #4 influence italy:2 france:1",
            "play duck-and-cover influence italy italy place france",
        ],
    ),
    (
        "place poland:4 east-germany yugoslavia",
        &[
            "place poland poland:3 east-germany:1 yugoslavia",
            "place poland:2 place poland:2 east-germany place yugoslavia",
        ],
    ),
    ("influence", &[]),
    (
        "realign iran:2 iraq",
        &["realign iran iran iraq", "realign iran:2 iraq:1"],
    ),
    ("realign iran realign iraq", &["realign iran:1 realign iraq:1"]),
    ("play nato realign iran:2", &["play #21 realign iran iran"]),
    ("play nato coup iran", &["play #21 coup iran"]),
    ("coup", &[]),
    ("play fidel event choose cuba", &["play #8 event choose cuba"]),
    ("choose missile-envy", &[]),
    ("choose wipe", &[]),
    ("choose defcon-3", &[]),
    (
        "remove west-germany:2 france",
        &[
            "remove west-germany west-germany france:1",
            "remove west-germany remove west-germany:1 france",
        ],
    ),
    (
        "place italy:20 italy:5",
        &["place italy:5 italy:20", "place italy:10 italy:15"],
    ),
    ("event-first", &[]),
    ("ops-first", &[]),
    ("defuse cuba", &[]),
    ("play fidel influence cuba done", &["play #8 influence cuba:1 done"]),
    ("headline duck-and-cover", &["headline #4"]),
    ("discard fidel", &["discard #8"]),
    ("play the-china-card back", &["play #6 back"]),
    ("place chinese-civil-war", &[]),
    ("pass", &[]),
    ("keep", &[]),
    ("reset", &[]),
];

#[test]
fn every_spelling_of_a_composed_line_reads_to_the_action_printed_canonically() {
    for (canonical, others) in SPELLINGS {
        let action = parse(canonical);
        assert_eq!(action.to_string(), *canonical, "`{canonical}` does not print as itself");
        for other in *others {
            let read = parse(other);
            assert_eq!(read, action, "`{other}` reads differently from `{canonical}`");
            assert_eq!(read.to_string(), *canonical, "`{other}` prints differently");
        }
    }
}

#[test]
fn a_bad_line_is_refused_by_the_rule_it_breaks() {
    let m = new_typed(1);
    for (line, key) in [
        ("play nosuchcard", "ts-err-unknown-card"),
        ("play #111", "ts-err-unknown-card"),
        ("headline", "ts-err-unknown-card"),
        ("place", "ts-err-place-what"),
        ("place influence italy", "ts-err-place-what"),
        ("remove", "ts-err-remove-what"),
        ("choose", "ts-err-choose-what"),
        ("defuse", "ts-err-defuse-where"),
        ("defuse atlantis", "ts-err-unknown-country"),
        ("coup atlantis", "ts-err-unknown-country"),
        ("coup iran iraq", "ts-err-unknown-word"),
        ("influence italy:0", "ts-err-bad-amount"),
        ("place italy:21", "ts-err-bad-amount"),
        ("place italy:x", "ts-err-bad-amount"),
        ("frobnicate", "ts-err-unknown-word"),
        ("", "err-empty-action"),
    ] {
        let err = m.game.parse(USSR, line).expect_err(line);
        assert_eq!(
            err.text.key, key,
            "`{line}` refused for the wrong reason: {:?}",
            err.text
        );
    }
}

/// `choose <id>` reads a card or a country by its id; no card shares an id with a country, so
/// every answer reads back as what was offered.
#[test]
fn every_card_and_country_answer_reads_back() {
    for id in cards().iter().map(|c| c.id).chain(countries().iter().map(|c| c.id)) {
        let line = format!("choose {id}");
        assert_eq!(parse(&line).to_string(), line);
    }
    for card in cards() {
        assert!(
            countries().iter().all(|c| c.id != card.id),
            "card and country share the id {}",
            card.id
        );
    }
}

/// Lines of several offered options (what a player may type after reading the buttons) print
/// and read back to the same action, in random positions of random games.
#[test]
fn lines_of_offered_options_print_and_read_back() {
    let mut composed = 0;
    for seed in 0..6 {
        let mut m = new_typed(seed);
        let mut rng = GameRng::new(seed ^ 0x11e5);
        for _ in 0..300 {
            for (seat, actions) in m.game.legal() {
                if actions.is_empty() {
                    continue;
                }
                let words: Vec<String> = (0..1 + rng.below(4))
                    .map(|_| actions[rng.below(actions.len())].to_string())
                    .collect();
                composed += usize::from(words.len() > 1);
                let line = words.join(" ");
                let action = m
                    .game
                    .parse(seat, &line)
                    .unwrap_or_else(|e| panic!("`{line}`: {:?}", e.text));
                let printed = action.to_string();
                assert_eq!(
                    m.game.parse(seat, &printed).ok(),
                    Some(action),
                    "`{line}` prints as `{printed}`"
                );
            }
            match m.play_random(&mut rng) {
                Ok(Some(_)) => {}
                Ok(None) => break,
                Err(e) => panic!("{e}"),
            }
        }
    }
    assert!(composed > 500, "only {composed} composed lines were tried");
}

#[test]
fn cards_may_be_named_by_their_number() {
    assert_eq!(parse("headline 17"), parse("headline de-gaulle-leads-france"));
    assert_eq!(parse("play #9"), parse("play vietnam-revolts"));
    let refused = new_typed(1).game.parse(USSR, "play 111").expect_err("no card 111");
    assert_eq!(refused.text.key, "ts-err-unknown-card");
}

#[test]
fn a_misspelt_card_country_or_action_gets_the_closest_match() {
    let hint = |line: &str| {
        let e = new_typed(1).game.parse(USSR, line).expect_err("refused");
        e.text.args.get("hint").cloned()
    };
    let suggested = |word: &str| {
        Some(warroom::engine::Arg::Text(Box::new(
            warroom::engine::Text::new("did-you-mean").str("word", word.to_string()),
        )))
    };
    assert_eq!(hint("play vietnam-revolst"), suggested("vietnam-revolts"));
    assert_eq!(hint("play vietnam"), suggested("vietnam-revolts"));
    assert_eq!(hint("influence west-germny:2"), suggested("west-germany"));
    assert_eq!(hint("infuence italy"), suggested("influence"));
    assert_eq!(
        hint("play zzzz"),
        Some(warroom::engine::Arg::Text(Box::new(warroom::engine::Text::new(
            "no-hint"
        ))))
    );
}
