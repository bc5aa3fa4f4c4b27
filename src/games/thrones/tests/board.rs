//! The board image: a knelt character is drawn knelt (and a standing one is not), the STR drawn
//! is the STR with its modifiers, challenge participants are tagged, no hand card is ever named
//! (public or seat view), and every text stays inside the canvas in English and Korean. (The PNG
//! size budget over random games is in `tests/it/boards.rs`.)

use resvg::usvg;

use super::kit::{at_marshal, card, put_in_play};
use crate::engine::{AnyMatch, GameRng, Localizer, Match, Text, Viewer};
use crate::games::thrones::board::style::{KNELT_FILL, SCALE, WIDTH};
use crate::games::thrones::board::svg;
use crate::games::thrones::state::statics;
use crate::games::thrones::state::text::card_text;
use crate::games::thrones::state::{CardIx, Challenge, Phase, Step, Thrones, card_of};
use crate::i18n::{Lang, Tr};
use crate::render::Renderer;

/// Player names, one of them in Hangul.
static NAMES: std::sync::LazyLock<Vec<String>> =
    std::sync::LazyLock::new(|| vec!["Ann".to_string(), "김서연".to_string()]);

fn tr(lang: Lang) -> Tr<'static> {
    Tr::new(lang, &NAMES)
}

/// The SVG of the card group `card-N`.
fn card_group(svg: &str, card: CardIx) -> &str {
    let open = format!(r#"<g id="card-{card}">"#);
    let start = svg.find(&open).unwrap_or_else(|| panic!("card {card} is drawn"));
    let end = start + svg[start..].find("</g>").expect("the group closes");
    &svg[start..end]
}

/// A text as the board writes it (escaped, accents folded).
fn as_drawn(s: &str) -> String {
    crate::render::svg::esc(&crate::render::svg::displayable(s))
}

#[test]
fn a_knelt_character_is_drawn_knelt_and_a_standing_one_is_not() {
    let (mut g, _) = at_marshal(3, ["calling-the-banners", "hear-me-roar"]);
    put_in_play(&mut g, 0, &["eddard-stark-1", "hodor"]);
    let (ned, hodor) = (card("eddard-stark-1"), card("hodor"));
    g.in_play_mut(ned).expect("in play").knelt = true;
    for lang in Lang::ALL {
        let svg = svg(&g, Viewer::Public, &tr(lang));
        let knelt = as_drawn(&tr(lang).text(&Text::new("thrones-board-knelt")));
        let (drawn_ned, drawn_hodor) = (card_group(&svg, ned), card_group(&svg, hodor));
        assert!(drawn_ned.contains(KNELT_FILL), "{lang:?}: {drawn_ned}");
        assert!(drawn_ned.contains(&format!(">{knelt}<")), "{lang:?}: {drawn_ned}");
        assert!(!drawn_hodor.contains(KNELT_FILL), "{lang:?}: {drawn_hodor}");
        assert!(!drawn_hodor.contains(&format!(">{knelt}<")), "{lang:?}: {drawn_hodor}");
        let name = as_drawn(&tr(lang).text(&card_text(ned)));
        assert!(drawn_ned.contains(&name), "{lang:?}: Eddard's name is on his card");
    }
}

#[test]
fn the_str_drawn_is_the_str_with_its_modifiers_and_participants_are_tagged() {
    let (mut g, _) = at_marshal(5, ["calling-the-banners", "hear-me-roar"]);
    put_in_play(&mut g, 0, &["eddard-stark-1"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    let (ned, hound) = (card("eddard-stark-1"), card("the-hound"));
    g.phase = Phase::Challenges {
        active: 1,
        second: false,
    };
    g.challenge = Some(Challenge {
        kind: crate::games::thrones::data::Icon::Military,
        attacker: 1,
        step: Step::Defenders,
        attackers: vec![hound],
        defenders: vec![ned],
        bypassed: Vec::new(),
        winner: None,
        attack: 0,
        defence: 0,
    });
    let svg = svg(&g, Viewer::Seat(0), &tr(Lang::En));
    for (c, tag) in [(ned, ">DEFENDING<"), (hound, ">ATTACKING<")] {
        let drawn = card_group(&svg, c);
        assert!(drawn.contains(tag), "{drawn}");
        let strength = statics::strength(&g, c);
        assert!(drawn.contains(&format!(">{strength}<")), "STR {strength}: {drawn}");
        assert_eq!(card_of(c).kind, crate::games::thrones::data::CardType::Character);
    }
    assert!(svg.contains(">you<"), "the seat's own band is marked");
}

/// Whether `name` appears in `text` as a whole name (not inside a longer word).
fn names(text: &str, name: &str) -> bool {
    text.match_indices(name).any(|(at, _)| {
        let before = text[..at].chars().last();
        let after = text[at + name.len()..].chars().next();
        before.is_none_or(|c| !c.is_alphanumeric())
            && after.is_none_or(|c| !c.is_alphanumeric() || ('가'..='힣').contains(&c))
    })
}

/// Random-game positions: the first of each phase and challenge step, and the position with
/// the most cards in play.
pub(super) fn positions(seeds: &[u64]) -> Vec<(String, Thrones)> {
    let mut out = Vec::new();
    for &seed in seeds {
        let (mut m, _) = Match::<Thrones>::new(2, &Default::default(), seed).expect("setup");
        let mut rng = GameRng::new(seed);
        let mut taken: Vec<String> = Vec::new();
        let mut busiest: Option<Thrones> = None;
        let in_play = |g: &Thrones| g.players.iter().map(|p| p.in_play.len()).sum::<usize>();
        for _ in 0..20_000 {
            let g = &m.game;
            let mut tag = crate::games::thrones::view::phase_key(g).to_string();
            if let Some(c) = &g.challenge {
                tag = format!("{tag} {:?} {}", c.step, c.winner.is_some());
            }
            if !taken.contains(&tag) {
                out.push((format!("seed {seed} {tag}"), g.clone()));
                taken.push(tag);
            }
            if busiest.as_ref().is_none_or(|b| in_play(g) > in_play(b)) {
                busiest = Some(g.clone());
            }
            match m.play_random(&mut rng) {
                Ok(Some(_)) => {}
                Ok(None) => break,
                Err(e) => panic!("seed {seed}: {e}"),
            }
        }
        out.push((format!("seed {seed} busiest"), busiest.expect("a position")));
    }
    out
}

#[test]
fn no_hand_card_is_named_on_any_board() {
    let mut checked = 0;
    for (name, g) in positions(&[7, 19]) {
        for lang in Lang::ALL {
            let tr = tr(lang);
            // Names the board may show for another reason: cards in play, attached or under,
            // and plots.
            let mut public: Vec<String> = g
                .players
                .iter()
                .flat_map(|p| &p.in_play)
                .flat_map(|c| {
                    std::iter::once(c.card)
                        .chain(c.attachments.iter().map(|a| a.card))
                        .chain(c.duplicates.iter().copied())
                })
                .map(|c| tr.text(&card_text(c)))
                .collect();
            public.extend(
                g.players
                    .iter()
                    .filter_map(|p| p.plot)
                    .map(|q| tr.text(&crate::games::thrones::state::text::plot_text(q))),
            );
            for viewer in [Viewer::Public, Viewer::Seat(0), Viewer::Seat(1)] {
                let drawn = svg(&g, viewer, &tr);
                for p in &g.players {
                    for &c in &p.hand {
                        let card_name = as_drawn(&tr.text(&card_text(c)));
                        if public.iter().any(|n| names(&as_drawn(n), &card_name)) {
                            continue;
                        }
                        checked += 1;
                        assert!(
                            !names(&drawn, &card_name),
                            "{name} ({}, {viewer:?}): hand card {card_name} is drawn",
                            lang.code()
                        );
                    }
                }
            }
        }
    }
    assert!(checked > 100, "hand cards checked: {checked}");
}

fn nodes(group: &usvg::Group, out: &mut Vec<usvg::Node>) {
    for n in group.children() {
        out.push(n.clone());
        if let usvg::Node::Group(g) = n {
            nodes(g, out);
        }
    }
}

#[test]
fn every_text_stays_inside_the_canvas_in_english_and_korean() {
    for (name, g) in positions(&[13]) {
        for lang in Lang::ALL {
            let svg = svg(&g, Viewer::Seat(1), &tr(lang));
            let tree = Renderer::shared().tree(&svg).expect("parses");
            let (width, height) = (tree.size().width(), tree.size().height());
            assert_eq!(width, (WIDTH * SCALE).round(), "{name}");
            let mut all = Vec::new();
            nodes(tree.root(), &mut all);
            for n in all.iter().filter(|n| matches!(n, usvg::Node::Text(_))) {
                let b = n.abs_bounding_box();
                assert!(
                    b.left() >= 0.0 && b.top() >= 0.0 && b.right() <= width && b.bottom() <= height,
                    "{name} ({}): a text leaves the canvas: {b:?}",
                    lang.code()
                );
            }
        }
    }
}

/// Not a test: writes sample boards to /tmp/thrones-board-*.png for a look
/// (`cargo test --lib thrones::tests::board::write_samples -- --ignored --nocapture`).
#[test]
#[ignore]
fn write_samples() {
    for (name, g) in positions(&[3]) {
        for lang in Lang::ALL {
            let svg = svg(&g, Viewer::Seat(0), &tr(lang));
            let png = Renderer::shared().png(&svg, 1.0).expect("renders");
            let file = format!("/tmp/thrones-board-{}-{}.png", name.replace(' ', "-"), lang.code());
            std::fs::write(&file, &png).expect("write");
            eprintln!("{file}: {} KB", png.len() / 1024);
        }
    }
}

/// The text view (the terminal's board, the channel's status) says what the board image shows:
/// each house's piles, its plot's numbers, the challenges it made, dominance, and the challenge's
/// STR on each side with its step.
#[test]
fn the_text_view_shows_what_the_board_shows() {
    let (mut g, _) = at_marshal(5, ["calling-the-banners", "hear-me-roar"]);
    put_in_play(&mut g, 0, &["eddard-stark-1"]);
    put_in_play(&mut g, 1, &["the-hound"]);
    let (ned, hound) = (card("eddard-stark-1"), card("the-hound"));
    g.players[0].discard.push(card("hodor"));
    g.players[1].dead.push(card("ser-jaime-lannister"));
    g.players[1].dead.push(card("ser-gregor-clegane"));
    g.made[1].push(crate::games::thrones::data::Icon::Power);
    g.dominance = Some(0);
    g.phase = Phase::Challenges {
        active: 1,
        second: false,
    };
    g.challenge = Some(Challenge {
        kind: crate::games::thrones::data::Icon::Military,
        attacker: 1,
        step: Step::Defenders,
        attackers: vec![hound],
        defenders: vec![ned],
        bypassed: Vec::new(),
        winner: None,
        attack: 0,
        defence: 0,
    });
    let (hound_str, ned_str) = (statics::strength(&g, hound), statics::strength(&g, ned));
    let en: Vec<String> = crate::games::thrones::view::status(&g, Viewer::Public)
        .iter()
        .map(|t| tr(Lang::En).text(t))
        .collect();
    let all = en.join("\n");
    assert!(all.contains("Stark: 0 used plots, 1 in the discard pile, 0 in the dead pile; challenges made this round: none; won dominance."), "{all}");
    assert!(
        all.contains(
            "Lannister: 0 used plots, 0 in the discard pile, 2 in the dead pile; challenges made this round: power."
        ),
        "{all}"
    );
    assert!(
        all.contains("Calling the Banners (income "),
        "the plot's numbers: {all}"
    );
    assert!(
        all.contains(&format!(
            "STR Lannister {hound_str} : Stark {ned_str} — declaring defenders."
        )),
        "{all}"
    );
    let ko: String = crate::games::thrones::view::status(&g, Viewer::Public)
        .iter()
        .map(|t| tr(Lang::Ko).text(t))
        .collect::<Vec<_>>()
        .join("\n");
    assert!(
        ko.contains("죽은 카드 2장") && ko.contains("지배 승리") && ko.contains("방어자 지정 중"),
        "{ko}"
    );
    assert!(!ko.contains("thrones-"), "every key is translated: {ko}");
}
