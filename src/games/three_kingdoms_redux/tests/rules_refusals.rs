//! Moves a rule forbids are neither offered nor accepted, and typed lines mean one thing: each
//! refusal names the rule in the rulebook's words and changes nothing (issue 33).

use super::super::data::Kingdom;
use super::super::prompts::notation::TkrAction;
use super::super::state::{Space, ThreeKingdoms};
use super::kit::{at, bid, bidding_with, pass_all, play, set, won_alone};
use crate::engine::{Game, GameRng};
use crate::i18n::{Lang, tr};

use Kingdom::{Shu, Wei, Wu};

/// Every line `k` is offered now (its prompt's options, and the typed legal moves).
fn offered(g: &ThreeKingdoms, k: Kingdom) -> Vec<String> {
    let mut lines: Vec<String> = g
        .pending()
        .iter()
        .filter(|p| p.seat == k.seat())
        .flat_map(|p| p.options.iter().map(|o| o.notation.clone()))
        .collect();
    let legal: Vec<String> = super::super::prompts::legal(g)
        .into_iter()
        .filter(|(seat, _)| *seat == k.seat())
        .flat_map(|(_, actions)| actions.into_iter().map(|a| a.to_string()))
        .collect();
    assert_eq!(lines, legal, "the prompt and the typed legal moves agree");
    lines.sort();
    lines
}

/// `k` types `line`: the refusal's message key (and its English text), the game unchanged.
fn refused(g: &mut ThreeKingdoms, k: Kingdom, line: &str) -> (String, String) {
    let before = format!("{g:?}");
    let action = TkrAction::parse(line, k).unwrap_or_else(|e| panic!("{line} parses: {}", e.text.key));
    let err = g.apply(k.seat(), action, &mut GameRng::new(0)).expect_err(line);
    assert_eq!(format!("{g:?}"), before, "refusing `{line}` changes nothing");
    (err.text.key.to_string(), tr(Lang::En, &err.text))
}

#[test]
fn r46_r47_no_harvest_nor_tax_collection_without_a_flipped_token() {
    // seed 001 L912-915, L971-974: with no flipped token in the development area, only Develop
    // Farm (Develop Market) may be performed.
    for (space, develop, take, key) in [
        (
            Space::Farm,
            "do farm develop",
            "do farm harvest",
            "tkr-err-harvest-none",
        ),
        (
            Space::Market,
            "do market develop",
            "do market collect",
            "tkr-err-collect-none",
        ),
    ] {
        let (mut g, _) = won_alone(Wei, "xu-chu", space, None, &[]);
        let lines = offered(&g, Wei);
        assert!(lines.contains(&develop.to_string()), "{lines:?}");
        assert!(!lines.iter().any(|l| l.starts_with(take)), "{lines:?}");
        for typed in [format!("{take} keep=0"), format!("{take} 0")] {
            let (got, text) = refused(&mut g, Wei, &typed);
            assert_eq!(got, key);
            assert!(
                text.contains("no flipped") && text.contains("only perform Develop"),
                "{text}"
            );
        }
        play(&mut g, &mut GameRng::new(0), Wei, develop).expect("Develop is legal");
    }
    // At level 5 with every developed farm harvested, the action can only be declined.
    let (mut g, _) = won_alone(Wei, "xu-chu", Space::Farm, None, &["set wei farm 5 0 2"]);
    assert_eq!(offered(&g, Wei), ["finish"]);
    let (got, text) = refused(&mut g, Wei, "do farm harvest keep=0");
    assert_eq!(got, "tkr-err-harvest-none");
    assert!(text.contains("already 5") && text.contains("declined"), "{text}");
    // One flipped farm is enough to harvest it (and to keep it).
    let (mut g, _) = won_alone(Wei, "xu-chu", Space::Farm, None, &["set wei farm 1"]);
    let lines = offered(&g, Wei);
    assert!(lines.contains(&"do farm harvest keep=0".to_string()), "{lines:?}");
    assert!(lines.contains(&"do farm harvest keep=1".to_string()), "{lines:?}");
    let rice = g.realm(Wei).rice;
    play(&mut g, &mut GameRng::new(0), Wei, "do farm harvest keep=0").expect("a harvest");
    assert_eq!(g.realm(Wei).rice, rice + 5);
}

#[test]
fn r31_only_units_or_gold_go_with_a_general_to_the_tribal_space() {
    // seed 001 L565-572: a general goes to his tribal favour space alone, or with units or gold.
    let (mut g, _) = bidding_with([&["xu-chu", "cao-cao"], &["lu-fan"], &["jiang-wan"]], Space::Tech);
    set(&mut g, &["set wei support 2", "set han-token wei", "set wei gold 3"]);
    assert_eq!(super::super::rules::bidding::current_bidder(&g), Some(Wei));
    for line in [
        "place xu-chu tribal-wei support=1",
        "place xu-chu tribal-wei han",
        "place xu-chu tribal-wei gold=1 support=2 han",
    ] {
        let (key, text) = refused(&mut g, Wei, line);
        assert_eq!(key, "tkr-err-tribal-no-tokens", "{line}");
        assert!(text.contains("units or gold"), "{text}");
    }
    // The taps offer the tokens elsewhere, never on the tribe.
    play(&mut g, &mut GameRng::new(0), Wei, "bid xu-chu tribal-wei").unwrap();
    let lines = offered(&g, Wei);
    assert!(
        lines.contains(&"place xu-chu tribal-wei gold=1".to_string()),
        "{lines:?}"
    );
    assert!(
        !lines.iter().any(|l| l.contains("support=") || l.ends_with(" han")),
        "{lines:?}"
    );
    play(&mut g, &mut GameRng::new(0), Wei, "back").unwrap();
    play(&mut g, &mut GameRng::new(0), Wei, "bid xu-chu farm").unwrap();
    let lines = offered(&g, Wei);
    assert!(
        lines.contains(&"place xu-chu farm support=2 han".to_string()),
        "{lines:?}"
    );
    play(&mut g, &mut GameRng::new(0), Wei, "back").unwrap();
    bid(&mut g, at(Wei, "xu-chu", Space::Tribal(Wei)));
    pass_all(&mut g);
    let r = g.realm(Wei);
    assert_eq!((r.support, g.han_holder), (2, Some(Wei)), "nothing spent on the tribe");
}

#[test]
fn a_typed_line_gives_each_key_once() {
    let repeated = |line: &str, k: Kingdom| {
        let err = TkrAction::parse(line, k).expect_err(line);
        assert_eq!(err.text.key, "tkr-err-repeated-key", "{line}");
        tr(Lang::En, &err.text)
    };
    let text = repeated("place xu-chu tribal-wei units=1 unit=cavalry units=1 unit=archer", Wei);
    assert!(text.contains("`units=` is given more than once"), "{text}");
    for (line, k) in [
        ("place cao-cao farm support=1 support=2", Wei),
        ("place cao-cao farm han han", Wei),
        ("bid gan-ning battle-wei-wu units=1 unit=navy unit=archer", Wu),
        ("bid gan-ning tribal-wu gold=1 gold=2", Wu),
        ("do trade rice=1 rice=-1", Shu),
        ("do trade weapons=3,0,0,0 weapons=0,3,0,0", Shu),
        ("do tech instructor=1 instructor=2", Shu),
        ("do tech draw=unification draw=separation", Shu),
        (
            "do battle-shu-wu gan-ning yidao units=1 store=granary store=treasury",
            Wu,
        ),
        ("do construct watchtower trained-first trained-first", Wei),
    ] {
        repeated(line, k);
    }
    // A word the line does not know is not silently dropped either.
    for line in [
        "do tech instrctor=2",
        "do trade rice=1 gold=3",
        "do construct watchtower cheap",
    ] {
        let err = TkrAction::parse(line, Shu).expect_err(line);
        assert_eq!(err.text.key, "tkr-err-bad-line", "{line}");
    }
    // Each once is still read as before.
    let p = TkrAction::parse("place cao-cao tribal-wei units=2 unit=archer", Wei).unwrap();
    assert_eq!(p.to_string(), "place cao-cao tribal-wei units=2 unit=archer");
}

#[test]
fn r46_r47_harvest_and_tax_collection_name_what_is_kept() {
    // seed 001 L892-900, L951-958: the flipped tokens chosen go to the granary (treasury), the
    // others are removed for 5 rice (4 gold) each. The line says `keep=`; the older bare number
    // meant the same and still reads so (stored games replay it).
    use super::super::rules::actions::Act;
    for (line, act) in [
        ("do farm harvest keep=2", Act::FarmHarvest { keep: 2 }),
        ("do farm harvest 2", Act::FarmHarvest { keep: 2 }),
        ("do market collect keep=1", Act::MarketCollect { keep: 1 }),
        ("do market collect 1", Act::MarketCollect { keep: 1 }),
    ] {
        let parsed = TkrAction::parse(line, Wei).unwrap();
        let space = if line.contains("farm") {
            Space::Farm
        } else {
            Space::Market
        };
        assert_eq!(parsed, TkrAction::Do(space, act.clone()), "{line}");
        assert_eq!(TkrAction::parse(&parsed.to_string(), Wei).unwrap(), parsed);
        assert!(parsed.to_string().contains(" keep="), "{parsed}");
    }
    // The option says what is kept and what is sold, before it is chosen.
    let (g, _) = won_alone(Wei, "xu-chu", Space::Farm, None, &["set wei farm 3"]);
    let prompt = g.pending().remove(0);
    let label = |notation: &str, lang: Lang| {
        let o = prompt.options.iter().find(|o| o.notation == notation).expect(notation);
        tr(lang, &o.label)
    };
    assert!(
        label("do farm harvest keep=1", Lang::En).ends_with("harvest: keep 1 (granary), sell 2: +10 rice"),
        "{}",
        label("do farm harvest keep=1", Lang::En)
    );
    assert!(label("do farm harvest keep=3", Lang::En).ends_with("keep 3 (granary), sell none"));
    let ko = label("do farm harvest keep=1", Lang::Ko);
    assert!(
        ko.contains("곡물 창고로 1개") && ko.contains("나머지 2개") && ko.contains("쌀 10개"),
        "{ko}"
    );
    let (g, _) = won_alone(Wu, "lu-fan", Space::Market, None, &["set wu market 2"]);
    let prompt = g.pending().remove(0);
    let o = prompt
        .options
        .iter()
        .find(|o| o.notation == "do market collect keep=0")
        .expect("offered");
    assert!(tr(Lang::En, &o.label).ends_with("collect tax: keep 0 (treasury), sell 2: +8 gold"));
}

#[test]
fn r40_r42_the_status_names_this_rounds_action_order_and_next_rounds_bid_order() {
    // seed 001 L758-801: actions follow this round's order while the bid order track already
    // shows next round's; the status line names both.
    let (mut g, _) = bidding_with([&["xu-chu"], &["lu-fan"], &["jiang-wan"]], Space::Tech);
    let status = |g: &ThreeKingdoms, lang: Lang| tr(lang, &g.status(crate::engine::Viewer::Public)[0]);
    assert!(
        status(&g, Lang::En).ends_with("(bidding); bid order Wei, Wu, Shu."),
        "{}",
        status(&g, Lang::En)
    );
    // Shu wins one action alone: next round it bids first.
    pass_all_but_shu(&mut g);
    bid(&mut g, at(Shu, "jiang-wan", Space::Farm));
    pass_all(&mut g);
    assert_eq!(g.action_order, [Wei, Wu, Shu]);
    assert_eq!(g.bid_order, [Shu, Wei, Wu]);
    let en = status(&g, Lang::En);
    assert!(
        en.ends_with(
            "(performing actions); this round's action order Wei, Wu, Shu; next round's bid order Shu, Wei, Wu."
        ),
        "{en}"
    );
    let ko = status(&g, Lang::Ko);
    assert!(
        ko.contains("이번 라운드 액션 순서 위, 오, 촉") && ko.contains("다음 라운드 입찰 순서 촉, 위, 오"),
        "{ko}"
    );
}

/// Wei and Wu pass; Shu is to bid.
fn pass_all_but_shu(g: &mut ThreeKingdoms) {
    while let Some(k) = super::super::rules::bidding::current_bidder(g).filter(|k| *k != Shu) {
        super::super::rules::bidding::pass(g, k, &mut Vec::new()).unwrap();
    }
}
