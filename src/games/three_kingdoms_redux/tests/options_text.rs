//! What players read (issue 34): every option naming a card says what the card does (an
//! enhancement also what it costs, a reduced cost shown as reduced) within Discord's label limit,
//! the map text holds what the board image shows, and the log's develop and trade lines say the
//! right numbers.

use super::super::data::{Kingdom, data};
use super::super::prompts::card_labels::{general_label, short_text};
use super::super::state::{GeneralIx, Source, Space, ThreeKingdoms};
use super::finish::random_games;
use super::kit::{at, bid, bidding_with, build, play, set, won_alone};
use crate::engine::{Game, Viewer};
use crate::i18n::{Lang, tr};

use Kingdom::{Shu, Wei, Wu};

/// Discord's limit on a button label (a select menu option is kept to the same length).
const MAX_LABEL: usize = 80;

/// The cards a notation names (any word that is a general's or an enhancement's id).
fn cards_in(notation: &str) -> Vec<Source> {
    notation
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter_map(Source::parse)
        .collect()
}

#[test]
fn every_option_naming_a_card_carries_its_short_text_in_both_languages() {
    let mut checked = [0usize; 2];
    random_games(25, |g| {
        for p in g.pending() {
            for o in &p.options {
                for card in cards_in(&o.notation) {
                    let Some(short) = short_text(card) else { continue };
                    for (i, lang) in [Lang::En, Lang::Ko].into_iter().enumerate() {
                        let label = tr(lang, &o.label);
                        if !label.contains(&tr(lang, &card.name())) {
                            continue; // the question names him (a bid's space step)
                        }
                        assert!(label.contains(&tr(lang, &short)), "{label}");
                        checked[i] += 1;
                    }
                }
            }
        }
    });
    assert!(checked[0] > 1000 && checked[0] == checked[1], "{checked:?}");
}

#[test]
fn a_general_option_fits_a_discord_button_with_his_numbers_and_ability() {
    let (g, _) = super::kit::drafted(1);
    for c in 0..data().generals.len() as GeneralIx {
        for lang in [Lang::En, Lang::Ko] {
            let label = tr(lang, &general_label(&g, c));
            assert!(
                label.chars().count() <= MAX_LABEL,
                "{} chars: {label}",
                label.chars().count()
            );
        }
    }
    let xun_you = super::kit::general("xun-you");
    assert_eq!(
        tr(Lang::En, &general_label(&g, xun_you)),
        "Xun You (adm 4, cmb 2, ldr 1) · after Control Han Emperor: +1 gold"
    );
    assert_eq!(
        tr(Lang::Ko, &general_label(&g, xun_you)),
        "순유(행정력 4, 전투력 2, 통솔력 1) · 한나라 황제 조종 후 금 1개"
    );
    // A general without an ability: his numbers alone.
    let xu_chu = super::kit::general("xu-chu");
    assert_eq!(tr(Lang::En, &general_label(&g, xu_chu)), "Xu Chu (adm 1, cmb 5, ldr 2)");
}

#[test]
fn every_card_with_an_ability_has_a_short_text_in_both_languages() {
    let d = data();
    let sources = (0..d.generals.len())
        .map(|c| Source::General(c as u8))
        .chain((0..d.enhancements.len()).map(|e| Source::Enhancement(e as u8)));
    for source in sources {
        let Some(short) = short_text(source) else {
            assert!(source.abilities().is_empty());
            continue;
        };
        for lang in [Lang::En, Lang::Ko] {
            let text = tr(lang, &short);
            assert!(!text.is_empty() && text != short.key, "{} in {lang:?}", source.id());
        }
    }
}

fn construct_labels(g: &ThreeKingdoms, lang: Lang) -> Vec<String> {
    g.pending()[0]
        .options
        .iter()
        .filter(|o| o.notation.starts_with("do construct"))
        .map(|o| tr(lang, &o.label))
        .collect()
}

#[test]
fn a_build_option_shows_the_cost_reduced_as_reduced_and_what_the_card_does() {
    // Xun Yu: state enhancements cost 1 less gold to build (our text of his card).
    let edits = [
        "set wei hand mint",
        "set wei gold 9",
        "set wei rice 9",
        "set wei market 1",
    ];
    let (g, _) = won_alone(Wei, "xun-yu", Space::Construct, None, &edits);
    let mint = &data().enhancements[data().enhancement("mint").expect("mint").0];
    let (gold, rice) = (mint.gold, mint.rice);
    let en = construct_labels(&g, Lang::En);
    let cost = match rice {
        0 => format!("{}→{} gold", gold, gold - 1),
        _ => format!("{}→{} gold, {rice} rice", gold, gold - 1),
    };
    assert_eq!(en.len(), 1, "no army to pay: one way to build it {en:?}");
    assert!(en[0].starts_with(&format!("build Mint ({cost}")), "{en:?}");
    assert!(en[0].ends_with("· after Develop Market / Tax: +1 gold"), "{en:?}");
    let ko = construct_labels(&g, Lang::Ko);
    assert!(ko[0].contains(&format!("금 {}→{}개", gold, gold - 1)), "{ko:?}");
    assert!(ko[0].contains("시장 개발/세금 징수 후 금 1개"), "{ko:?}");
    // Without Xun Yu the printed cost, plainly.
    let (g, _) = won_alone(Wei, "xu-chu", Space::Construct, None, &edits);
    assert!(construct_labels(&g, Lang::En)[0].starts_with(&format!("build Mint ({gold} gold")));
}

#[test]
fn the_status_lists_the_own_hand_with_costs_and_texts() {
    let (mut g, _) = super::kit::drafted(1);
    set(
        &mut g,
        &["set wu hand -", "set shu hand -", "set wei hand mint watchtower"],
    );
    let status = |k: Kingdom| -> Vec<String> {
        g.status(Viewer::Seat(k.seat()))
            .iter()
            .map(|t| tr(Lang::En, t))
            .collect()
    };
    let own = status(Wei);
    assert!(
        own.iter()
            .any(|l| l.starts_with("• Mint (") && l.contains("after Develop Market / Tax")),
        "{own:?}"
    );
    assert!(
        !status(Wu).iter().any(|l| l.contains("Mint")),
        "another seat never reads Wei's hand"
    );
}

#[test]
fn the_map_text_holds_armies_weapons_buildings_borders_and_bids() {
    let (mut g, _) = bidding_with([&["cao-cao", "xu-chu"], &["lu-su"], &["zhou-cang"]], Space::Tech);
    set(
        &mut g,
        &[
            "set wei untrained 3",
            "set wei trained 2",
            "set wei weapons 1,2,0,4",
            "set wei occupy hefei xu-chu 2 granary",
        ],
    );
    build(&mut g, Wei, "mint");
    bid(&mut g, at(Wei, "cao-cao", Space::Farm));
    let view = |lang| -> String {
        g.map_text(Viewer::Public)
            .iter()
            .map(|t| tr(lang, t))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let en = view(Lang::En);
    for part in [
        "untrained armies 3, trained 2",
        "spears 1, horses 2, crossbows 0, boats 4",
        "Wei: Built: Mint;",
        "Hefei (Infantry): Wei — Xu Chu, 2 infantry",
        "Develop Farm / Harvest (administration): Wei 5 — Wei ★ leading: Cao Cao 5",
        "Guangling (Cavalry): free",
    ] {
        assert!(en.contains(part), "{part:?} in\n{en}");
    }
    let ko = view(Lang::Ko);
    for part in [
        "훈련되지 않은 군대 3, 훈련된 군대 2",
        "창 1, 말 2, 석궁 0, 배 4",
        "위: 건설: 주전소;",
        "합비(보병): 위 — 허저, 보병 2",
        "농장 개발 혹은 수확(행정): 위 5 — 위 ★ 선두: 조조 5",
    ] {
        assert!(ko.contains(part), "{part:?} in\n{ko}");
    }
    // The status keeps the counters (armies and weapons) in one short message.
    let status: String = g.status(Viewer::Public).iter().map(|t| tr(Lang::En, t)).collect();
    assert!(status.contains("spears 1, horses 2"), "{status}");
    assert!(status.chars().count() < 1500, "{} chars", status.chars().count());
}

#[test]
fn develop_names_the_level_it_reaches_and_a_weapon_trade_its_whole_price() {
    // Issue 34: "develop a market (level 4)" was written going 4 → 5, and "buy 2 spears for 0
    // gold" for 2 spears and a horse bought together for 5 gold (seed 001 L1014-1016: lots of 3).
    let (mut g, mut rng) = won_alone(Wei, "xu-chu", Space::Farm, None, &["set wei farm 2"]);
    let log = play(&mut g, &mut rng, Wei, "do farm develop").expect("develop");
    let en: Vec<String> = log.iter().map(|e| tr(Lang::En, &e.text)).collect();
    assert!(en.iter().any(|l| l.contains("develop a farm: level 2 → 3")), "{en:?}");
    let ko: Vec<String> = log.iter().map(|e| tr(Lang::Ko, &e.text)).collect();
    assert!(ko.iter().any(|l| l.contains("농장 개발(등급 2 → 3)")), "{ko:?}");
    let (mut g, mut rng) = won_alone(Wu, "ling-cao", Space::Trade, None, &["set wu gold 9"]);
    let log = play(&mut g, &mut rng, Wu, "do trade rice=0 weapons=2,1,0,0").expect("trade");
    let en: Vec<String> = log.iter().map(|e| tr(Lang::En, &e.text)).collect();
    assert!(
        en.iter().any(|l| l.contains("buy 2 spears, 1 horse for 5 gold")),
        "{en:?}"
    );
    assert_eq!(g.realm(Wu).gold, 4);
    let ko: Vec<String> = log.iter().map(|e| tr(Lang::Ko, &e.text)).collect();
    assert!(ko.iter().any(|l| l.contains("금 5개로 창 2개, 말 1개 사기")), "{ko:?}");
}

#[test]
fn a_general_who_brought_no_units_is_told_he_cannot_occupy() {
    // seed 001 L1210-1213: the occupying general takes at least one of the units placed with him.
    let (mut g, mut rng) = won_alone(
        Shu,
        "zhou-cang",
        Space::Battle(super::super::data::Border::ShuWei),
        None,
        &[],
    );
    let err = play(
        &mut g,
        &mut rng,
        Shu,
        "do battle-shu-wei zhou-cang hanzhong units=1 store=granary",
    )
    .expect_err("no units carried");
    assert_eq!(err, "tkr-err-battle-units");
    let text = tr(
        Lang::En,
        &crate::engine::Text::new("tkr-err-battle-units").num("carried", 0),
    );
    assert!(text.contains("brought no units") && !text.contains("0 units"), "{text}");
    let one = tr(
        Lang::En,
        &crate::engine::Text::new("tkr-err-battle-units").num("carried", 1),
    );
    assert!(!one.contains("1 units"), "{one}");
}

#[test]
fn korean_writes_rounds_as_the_rulebook_does() {
    // seed 001 L80 "최대 12라운드까지", L1162 "4라운드": the number joined to 라운드.
    let (g, _) = bidding_with([&["cao-cao"], &["lu-su"], &["zhou-cang"]], Space::Tech);
    let question = tr(Lang::Ko, &g.pending()[0].question);
    assert!(question.starts_with("1라운드:"), "{question}");
    let status = tr(Lang::Ko, &g.status(Viewer::Public)[0]);
    assert!(status.starts_with("1라운드("), "{status}");
}
