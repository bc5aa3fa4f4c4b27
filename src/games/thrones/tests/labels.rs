//! What options read (issue 34): every option naming a card carries that card's short text in
//! both languages; a reduced cost reads as reduced; using a card that leaves play or goes to the
//! opponent says so in the option itself; and the wording bugs of the issue stay fixed.

use super::kit::{at_challenges, at_marshal, card, play, put_in_hand, put_in_play};
use crate::engine::{AnyMatch, Arg, Choice, Game, GameOptions, GameRng, Match, Text, Viewer};
use crate::games::thrones::prompts::labels::{card_detail, plot_detail};
use crate::games::thrones::state::{Phase, Thrones};
use crate::i18n::{Lang, catalog};

fn en(text: &Text) -> String {
    catalog().render(Lang::En, text, &[])
}

fn ko(text: &Text) -> String {
    catalog().render(Lang::Ko, text, &[])
}

/// The label of the option `notation` offered to `seat` now, in both languages.
fn option(g: &Thrones, seat: usize, notation: &str) -> Choice {
    g.pending()
        .into_iter()
        .filter(|p| p.seat == seat)
        .flat_map(|p| p.options)
        .find(|o| o.notation == notation)
        .unwrap_or_else(|| panic!("`{notation}` is not offered to seat {seat}"))
}

/// The English label of the option `notation` offered to `seat` now.
fn reads(g: &Thrones, seat: usize, notation: &str) -> String {
    en(&option(g, seat, notation).label)
}

/// The card or plot an option's label is about: its `card` (or `plot`) argument.
fn subject(label: &Text) -> Option<&Text> {
    ["card", "plot"].iter().find_map(|name| {
        label.args.iter().find_map(|(n, a)| match a {
            Arg::Text(t) if n == name => Some(t.as_ref()),
            _ => None,
        })
    })
}

/// Checks every option of every prompt now; returns how many named a card.
fn check_options(g: &Thrones, at: &str) -> usize {
    let mut named = 0;
    for prompt in g.pending() {
        for o in &prompt.options {
            let names_a_card = o
                .label
                .keys()
                .iter()
                .any(|k| k.starts_with("thrones-card-") || k.starts_with("thrones-plot-"));
            if !names_a_card {
                continue;
            }
            named += 1;
            let detail = o
                .detail
                .as_ref()
                .unwrap_or_else(|| panic!("{at}: `{}` has no text", o.notation));
            let card = subject(&o.label).unwrap_or_else(|| panic!("{at}: `{}` names no subject", o.notation));
            let expected = if o.notation.starts_with("duplicate ") {
                "thrones-detail-duplicate".to_string()
            } else if catalog().has(Lang::En, &format!("{}-text", card.key)) {
                format!("{}-text", card.key)
            } else {
                "thrones-detail-no-ability".to_string()
            };
            assert_eq!(detail.key, expected, "{at}: the text of `{}`", o.notation);
            for lang in Lang::ALL {
                assert!(
                    catalog().has(lang, &detail.key),
                    "{at}: {} has no {lang:?} text",
                    detail.key
                );
                let line = catalog().render(lang, detail, &[]);
                assert!(
                    !line.trim().is_empty() && !line.contains('{') && !line.contains('$'),
                    "{at}: `{}` reads `{line}` in {lang:?}",
                    o.notation
                );
            }
        }
    }
    named
}

#[test]
fn every_option_naming_a_card_carries_its_text_in_both_languages() {
    let mut named = 0;
    for (seed, options) in [
        (1, vec![]),
        (2, vec![("windows", "casual")]),
        (3, vec![("draft", "on")]),
        (4, vec![]),
    ] {
        let options: GameOptions = options.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        let (mut m, _) = Match::<Thrones>::new(2, &options, seed).expect("setup");
        let mut rng = GameRng::new(seed);
        for n in 0..1500 {
            if m.game.is_over() {
                break;
            }
            if n % 2 == 0 {
                named += check_options(&m.game, &format!("seed {seed} move {n}"));
            }
            let (s, line) = m.random_move(&mut rng).expect("a move");
            AnyMatch::apply(&mut m, s, &line).expect("legal");
        }
    }
    assert!(named > 2000, "{named} options named a card");
}

#[test]
fn using_an_honor_guard_warns_that_it_goes_to_the_opponent() {
    // seed 002 L654-660: an action is the player's; the option says what it gives away.
    let (mut g, _) = at_challenges(21, ["calling-the-banners", "blockade"]);
    put_in_hand(&mut g, 0, &["winterfell-honor-guard"]);
    let stark = option(&g, 0, "use winterfell-honor-guard");
    assert_eq!(
        en(&stark.label),
        "Use Winterfell Honor Guard — it enters play under Lannister's control"
    );
    assert_eq!(
        ko(&stark.label),
        "윈터펠 의장대 쓰기 — 라니스터의 조종으로 게임에 들어옵니다"
    );
    assert_eq!(stark.detail, Some(card_detail(card("winterfell-honor-guard"))));
    g.phase = Phase::Challenges {
        active: 1,
        second: true,
    };
    put_in_hand(&mut g, 1, &["lannisport-honor-guard"]);
    let lannister = option(&g, 1, "use lannisport-honor-guard");
    assert!(
        en(&lannister.label).ends_with("— it enters play under Stark's control"),
        "{}",
        en(&lannister.label)
    );
    assert!(ko(&lannister.label).contains("스타크의 조종으로"));
}

#[test]
fn a_sea_discarded_for_its_discount_says_so_and_the_discount_reads_as_reduced() {
    let (mut g, mut rng) = at_marshal(22, ["snowed-under", "blockade"]);
    put_in_play(&mut g, 0, &["narrow-sea"]);
    put_in_hand(&mut g, 0, &["robb-stark"]);
    g.players[0].gold = 5;
    assert_eq!(
        reads(&g, 0, "use narrow-sea"),
        "Use Narrow Sea — Narrow Sea is discarded from play"
    );
    assert_eq!(reads(&g, 0, "marshal robb-stark"), "Marshal Robb Stark (4 gold)");
    play(&mut g, &mut rng, 0, "use narrow-sea");
    let marshal = option(&g, 0, "marshal robb-stark");
    assert_eq!(en(&marshal.label), "Marshal Robb Stark (2 gold, reduced from 4)");
    assert_eq!(ko(&marshal.label), "롭 스타크 결집 (황금 2, 원래 4에서 줄어듦)");
    play(&mut g, &mut rng, 0, "marshal robb-stark");
    assert_eq!(g.players[0].gold, 3, "the label's cost is the one paid");
}

#[test]
fn an_event_taxed_by_a_plot_shows_the_gold_that_goes_to_the_opponent() {
    let (mut g, _) = at_challenges(23, ["calm-over-westeros", "blockade"]);
    g.phase = Phase::Challenges {
        active: 1,
        second: true,
    };
    put_in_play(&mut g, 0, &["hodor"]);
    put_in_hand(&mut g, 1, &["the-lions-will"]);
    g.players[1].gold = 3;
    let use_it = option(&g, 1, "use the-lions-will hodor");
    assert_eq!(
        en(&use_it.label),
        "Use The Lion's Will (3 gold, 1 of it to Stark): Hodor"
    );
    assert!(
        ko(&use_it.label).contains("그중 1개는 스타크에게"),
        "{}",
        ko(&use_it.label)
    );
}

#[test]
fn a_plot_option_carries_the_plot_text() {
    let (mut g, _) = at_challenges(24, ["calling-the-banners", "blockade"]);
    let q = super::kit::plot("valar-morghulis");
    g.players[0].plot_deck = vec![q];
    g.phase = Phase::Plot(crate::engine::flow::SecretPicks::new(
        crate::engine::SeatSet::of([0, 1]),
        false,
    ));
    let choice = option(&g, 0, "plot valar-morghulis");
    assert_eq!(choice.detail, Some(plot_detail(q)));
    assert_eq!(
        en(choice.detail.as_ref().unwrap()),
        "When revealed: kill every character in play."
    );
}

// --- The wording bugs of issue 34 ---

#[test]
fn an_intrigue_challenge_is_an_intrigue_challenge() {
    let (mut g, _) = at_challenges(25, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["catelyn-stark", "robb-stark"]);
    assert_eq!(reads(&g, 0, "challenge intrigue"), "Start an intrigue challenge");
    assert_eq!(reads(&g, 0, "challenge military"), "Start a military challenge");
}

#[test]
fn a_choice_of_exactly_one_card_says_exactly_one() {
    let (mut g, mut rng) = at_challenges(26, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["hodor", "robb-stark"]);
    let items = vec![card("hodor"), card("robb-stark")];
    let ask = |min: u8, max: u8| crate::games::thrones::state::windows::Ask {
        seat: 0,
        key: "kneel-one".to_string(),
        question: Text::new("thrones-q-plot-kneel"),
        items: items.clone(),
        min,
        max,
        source: None,
        n: 0,
    };
    let refusal = |g: &Thrones, rng: &mut GameRng| {
        let mut copy = g.clone();
        let mut log = Vec::new();
        crate::games::thrones::rules::windows::choose(&mut copy, 0, items.clone(), rng, &mut log)
            .expect_err("two cards are too many")
            .text
    };
    g.asks = vec![ask(1, 1)];
    let text = refusal(&g, &mut rng);
    assert_eq!(en(&text), "Choose exactly 1 card; you chose 2.");
    assert_eq!(ko(&text), "정확히 1장을 고르세요. 고른 카드: 2장.");
    g.asks = vec![ask(0, 1)];
    assert_eq!(en(&refusal(&g, &mut rng)), "Choose at most 1 card; you chose 2.");
}

/// Round-1 challenges (casual windows), Robb Stark against The Hound, Lannister holding The
/// Lion's Will with the gold for it: Lannister is asked in every action window.
fn robb_against_the_hound(seed: u64) -> (Thrones, GameRng) {
    let (mut g, rng) = at_challenges(seed, ["calling-the-banners", "blockade"]);
    put_in_play(&mut g, 0, &["robb-stark"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    put_in_hand(&mut g, 1, &["the-lions-will"]);
    g.players[1].gold = 2;
    (g, rng)
}

#[test]
fn a_challenge_without_defenders_says_so() {
    let (mut g, mut rng) = robb_against_the_hound(27);
    play(&mut g, &mut rng, 0, "challenge military");
    // The challenge's status line in English and in Korean.
    let status = |g: &Thrones| {
        Lang::ALL.map(|lang| {
            g.status(Viewer::Public)
                .iter()
                .filter(|t| t.key == "thrones-status-challenge")
                .map(|t| catalog().render(lang, t, &[]))
                .collect::<String>()
        })
    };
    assert_eq!(
        status(&g),
        [
            "Stark's military challenge: no attackers yet; defenders not declared yet.",
            "스타크의 군사 경쟁: 아직 공격자 없음, 방어자는 아직 지정 전."
        ]
    );
    play(&mut g, &mut rng, 0, "attack robb-stark");
    play(&mut g, &mut rng, 1, "pass");
    play(&mut g, &mut rng, 1, "defend");
    assert!(
        crate::games::thrones::rules::windows::waiting_window(&g).is_some(),
        "the defenders window is open"
    );
    assert_eq!(
        status(&g),
        [
            "Stark's military challenge: attackers Robb Stark; no defenders.",
            "스타크의 군사 경쟁: 공격자 롭 스타크, 방어자 없음."
        ]
    );
}

#[test]
fn attachments_and_locations_are_not_given_a_strength() {
    let (g, _) = at_challenges(28, ["calling-the-banners", "blockade"]);
    let location = crate::games::thrones::prompts::labels::card_item(&g, "choose", card("winterfell-castle"));
    let attachment = crate::games::thrones::prompts::labels::card_item(&g, "choose", card("summer"));
    let character = crate::games::thrones::prompts::labels::card_item(&g, "choose", card("hodor"));
    assert_eq!(en(&location.label), "Winterfell Castle (location)");
    assert_eq!(ko(&location.label), "윈터펠 성 (장소)");
    assert_eq!(en(&attachment.label), "Summer (attachment)");
    assert!(en(&character.label).starts_with("Hodor (STR "));
}

#[test]
fn the_korean_start_line_names_the_game_once() {
    let line = ko(&Text::new("table-started")
        .text("game", Text::new("thrones-name"))
        .str("seating", "A, B"));
    assert!(!line.contains("게임 게임"), "{line}");
    assert!(line.starts_with("왕좌의 게임: 카드 게임을 시작합니다"), "{line}");
}

#[test]
fn the_casual_window_question_does_not_promise_that_everyone_is_asked() {
    let (mut g, mut rng) = robb_against_the_hound(29);
    assert!(g.casual);
    play(&mut g, &mut rng, 0, "challenge military");
    play(&mut g, &mut rng, 0, "attack robb-stark");
    let casual = en(&g.pending()[0].question);
    assert!(!casual.contains("whatever"), "{casual}");
    assert!(casual.contains("the other player can tell"), "{casual}");
    g.casual = false;
    let strict = en(&g.pending()[0].question);
    assert!(strict.contains("whatever it holds"), "{strict}");
    for line in [casual, strict, ko(&g.pending()[0].question)] {
        assert!(!line.contains("R-"), "no rule number in a new text: {line}");
    }
}

/// Every text of random games, in both languages: no empty list left behind (`defenders .`,
/// `: .`), no doubled word, no "a intrigue", no `between 1 and 1`.
#[test]
fn random_games_read_without_empty_lists_or_doubled_words() {
    let bad = [
        " .",
        ": .",
        ", .",
        " ,",
        "()",
        "( )",
        "게임 게임",
        "a intrigue",
        "between 1 and 1",
    ];
    for (seed, options) in [
        (31, vec![]),
        (32, vec![("windows", "casual")]),
        (33, vec![("draft", "on")]),
    ] {
        let options: GameOptions = options.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        let (mut m, log) = Match::<Thrones>::new(2, &options, seed).expect("setup");
        let mut texts: Vec<Text> = log.into_iter().map(|e| e.text).collect();
        let mut rng = GameRng::new(seed);
        for n in 0..1200 {
            if m.game.is_over() {
                break;
            }
            if n % 3 == 0 {
                for v in [Viewer::Public, Viewer::Seat(0), Viewer::Seat(1)] {
                    texts.extend(m.game.status(v));
                }
                for p in m.game.pending() {
                    texts.push(p.question.clone());
                    texts.extend(p.options.iter().map(|o| o.label.clone()));
                    texts.extend(p.options.iter().filter_map(|o| o.detail.clone()));
                }
            }
            let (s, line) = m.random_move(&mut rng).expect("a move");
            let applied = AnyMatch::apply(&mut m, s, &line).expect("legal");
            texts.extend(applied.log.into_iter().map(|e| e.text));
            for text in texts.drain(..) {
                for lang in Lang::ALL {
                    let line = catalog().render(lang, &text, &["Ann".into(), "Bo".into()]);
                    if let Some(b) = bad.iter().find(|b| line.contains(*b)) {
                        panic!("seed {seed} [{lang:?}] {}: `{b}` in: {line}", text.key);
                    }
                }
            }
        }
    }
}
