//! Late War card events #82–#102, #109, #110, one test per card named by its number, plus the
//! interactions of their lasting effects with the rules they change.
//!
//! The fixture plays a game into turn 8 once (the Late War cards join the deck there), then every
//! test starts from that saved headline with an empty map, VP 0, no effects in play and hands of
//! its own; both sides headline a scoring card that scores nothing on the empty map.

use std::sync::OnceLock;

use warroom::engine::{AnyMatch, Applied, Arg, Text, Viewer};
use warroom::games::Registry;
use warroom::i18n::{Lang, catalog};

use super::support::*;

/// The headline of turn 8, reached once by playing through (saved, loaded for every test).
fn late_headline() -> Box<dyn AnyMatch> {
    static SAVED: OnceLock<String> = OnceLock::new();
    let saved = SAVED.get_or_init(|| {
        let mut m = standard_round();
        to_turn(&mut m, 7);
        finish_turn(&mut m);
        assert_eq!(num(m.as_ref(), "turn"), 8);
        assert_eq!(phase(m.as_ref()), "headline");
        m.save()
    });
    Registry::builtin()
        .get("twilight-struggle")
        .expect("registered")
        .load(saved)
        .expect("saved game loads")
}

/// Action round 1 of turn 8 with these hands (the USSR to play), an empty map, VP 0, DEFCON 4,
/// no lasting effects, space race and military ops at 0.
fn late_round(ussr_hand: &[&str], us_hand: &[&str]) -> Box<dyn AnyMatch> {
    let mut m = late_headline();
    clear_map(&mut m);
    for e in [
        "set vp 0",
        "set defcon 4",
        "set lasting",
        "set missile-envy none",
        "set bury-you off",
        "set space us 0",
        "set space ussr 0",
        "set milops us 0",
        "set milops ussr 0",
    ] {
        edit(&mut m, e);
    }
    edit(&mut m, &format!("set hand ussr europe-scoring {}", ussr_hand.join(" ")));
    edit(
        &mut m,
        &format!("set hand us middle-east-scoring {}", us_hand.join(" ")),
    );
    said(&mut m, USSR, "headline europe-scoring");
    said(&mut m, US, "headline middle-east-scoring");
    assert_eq!(vp(m.as_ref()), 0);
    assert_eq!(phase(m.as_ref()), "choose-card");
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    m
}

/// USSR filler cards without a US event: played for influence they trigger nothing.
const USSR_FILLER: [&str; 3] = ["decolonization", "suez-crisis", "socialist-governments"];
/// US filler cards without a USSR event.
const US_FILLER: [&str; 3] = ["defectors", "truman-doctrine", "special-relationship"];

fn hand_of(cards: &[&str], filler: &[&str]) -> Vec<String> {
    cards.iter().chain(filler.iter()).map(|s| s.to_string()).collect()
}

fn round_with(ussr: &[&str], us: &[&str]) -> Box<dyn AnyMatch> {
    let u = hand_of(ussr, &USSR_FILLER);
    let a = hand_of(us, &US_FILLER);
    let u: Vec<&str> = u.iter().map(String::as_str).collect();
    let a: Vec<&str> = a.iter().map(String::as_str).collect();
    late_round(&u, &a)
}

/// The USSR spends a filler card on influence next to its home, so the US round comes.
fn ussr_passes(m: &mut Box<dyn AnyMatch>) {
    let card = USSR_FILLER
        .iter()
        .find(|c| hand(m.as_ref(), USSR).contains(&c.to_string()))
        .expect("a USSR filler card is left");
    said(m, USSR, &format!("play {card} influence afghanistan"));
    // Spend what is left of the ops (3-ops fillers) next door.
    while phase(m.as_ref()) == "influence" {
        said(m, USSR, "place north-korea");
    }
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

/// The US spends a filler card on influence next to its home.
fn us_passes(m: &mut Box<dyn AnyMatch>) {
    let card = US_FILLER
        .iter()
        .find(|c| hand(m.as_ref(), US).contains(&c.to_string()))
        .expect("a US filler card is left");
    said(m, US, &format!("play {card} influence canada"));
    while phase(m.as_ref()) == "influence" {
        said(m, US, "place mexico");
    }
}

/// Every message id in `text` (nested arguments included) exists in English and Korean.
fn assert_translated(text: &Text) {
    for lang in [Lang::En, Lang::Ko] {
        assert!(catalog().has(lang, &text.key), "{:?} lacks {}", lang, text.key);
    }
    for (_, arg) in text.args.iter() {
        match arg {
            Arg::Text(t) => assert_translated(t),
            Arg::List(list) => list.iter().for_each(assert_translated),
            _ => {}
        }
    }
}

/// The questions now pending (with their answers' labels) are translated.
fn prompts_translated(m: &dyn AnyMatch) {
    for prompt in m.pending() {
        assert_translated(&prompt.question);
        prompt.options.iter().for_each(|o| assert_translated(&o.label));
    }
}

/// A move that must be accepted, with its log lines and the questions it leads to translated.
fn said(m: &mut Box<dyn AnyMatch>, seat: usize, line: &str) -> Applied {
    let applied = ok(m, seat, line);
    applied.log.iter().for_each(|e| assert_translated(&e.text));
    prompts_translated(m.as_ref());
    applied
}

fn lasting(m: &dyn AnyMatch) -> Vec<String> {
    strings(&view(m)["lasting"])
}

fn removed(m: &dyn AnyMatch) -> Vec<String> {
    strings(&view(m)["removed"])
}

fn discard(m: &dyn AnyMatch) -> Vec<String> {
    strings(&view(m)["discard"])
}

fn this_turn(m: &dyn AnyMatch) -> Vec<(String, String)> {
    view(m)["this_turn"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|e| {
                    (
                        e["card"].as_str().unwrap_or("").to_string(),
                        e["power"].as_str().unwrap_or("").to_string(),
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}

fn s(x: &str) -> String {
    x.to_string()
}

#[test]
fn card_82_iranian_hostage_crisis_wipes_the_us_from_iran_adds_two_ussr_and_stays_in_play() {
    let mut m = round_with(&["iranian-hostage-crisis"], &[]);
    edit(&mut m, "set influence iran 1 3");
    said(&mut m, USSR, "play iranian-hostage-crisis event");
    assert_eq!(inf(m.as_ref(), "iran"), (3, 0));
    assert!(lasting(m.as_ref()).contains(&s("iranian-hostage-crisis")));
    assert!(removed(m.as_ref()).contains(&s("iranian-hostage-crisis")));
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn card_82_with_card_92_terrorism_takes_two_us_cards_but_one_ussr_card() {
    // The USSR plays Terrorism after Iranian Hostage Crisis: the US loses 2 random cards.
    let mut m = round_with(&["terrorism"], &[]);
    edit(&mut m, "set lasting iranian-hostage-crisis");
    let us_before = hand(m.as_ref(), US).len();
    let discard_before = discard(m.as_ref()).len();
    said(&mut m, USSR, "play terrorism event");
    assert_eq!(hand(m.as_ref(), US).len(), us_before - 2);
    // Terrorism itself (not starred) plus the two US cards.
    assert_eq!(discard(m.as_ref()).len(), discard_before + 3);
    // The US playing Terrorism takes only one USSR card: the crisis doubles it against the US only.
    let mut m = round_with(&[], &["terrorism"]);
    edit(&mut m, "set lasting iranian-hostage-crisis");
    ussr_passes(&mut m);
    let ussr_before = hand(m.as_ref(), USSR).len();
    said(&mut m, US, "play terrorism event");
    assert_eq!(hand(m.as_ref(), USSR).len(), ussr_before - 1);
}

#[test]
fn card_92_terrorism_discards_one_random_card_of_the_opponent_publicly() {
    let mut m = round_with(&["terrorism"], &[]);
    let us_before = hand(m.as_ref(), US);
    let applied = said(&mut m, USSR, "play terrorism event");
    let us_after = hand(m.as_ref(), US);
    assert_eq!(us_after.len(), us_before.len() - 1);
    let gone: Vec<&String> = us_before.iter().filter(|c| !us_after.contains(c)).collect();
    assert_eq!(gone.len(), 1);
    assert!(discard(m.as_ref()).contains(gone[0]));
    // The discard is public: one public line names the card.
    let lines = logged(&applied.log, "ts-log-discarded");
    assert_eq!(lines.len(), 1);
    assert_eq!(arg_key(lines[0], "card"), format!("ts-card-{}", gone[0]));
    // Not starred: Terrorism goes to the discard pile.
    assert!(discard(m.as_ref()).contains(&s("terrorism")));
}

#[test]
fn card_83_the_iron_lady_argentina_uk_one_vp_and_stays_in_play() {
    let mut m = round_with(&[], &["the-iron-lady"]);
    edit(&mut m, "set influence uk 3 5");
    edit(&mut m, "set influence argentina 1 0");
    ussr_passes(&mut m);
    said(&mut m, US, "play the-iron-lady event");
    assert_eq!(inf(m.as_ref(), "uk"), (0, 5));
    assert_eq!(inf(m.as_ref(), "argentina"), (2, 0));
    assert_eq!(vp(m.as_ref()), 1);
    assert!(lasting(m.as_ref()).contains(&s("the-iron-lady")));
}

#[test]
fn card_84_reagan_bombs_libya_one_vp_per_two_ussr_influence_rounded_down() {
    let mut m = round_with(&[], &["reagan-bombs-libya"]);
    edit(&mut m, "set influence libya 5 0");
    ussr_passes(&mut m);
    said(&mut m, US, "play reagan-bombs-libya event");
    assert_eq!(vp(m.as_ref()), 2);
    assert_eq!(inf(m.as_ref(), "libya"), (5, 0));
    assert!(removed(m.as_ref()).contains(&s("reagan-bombs-libya")));
}

#[test]
fn card_85_star_wars_needs_the_us_strictly_ahead_in_space() {
    let mut m = round_with(&[], &["star-wars"]);
    edit(&mut m, "set discard fidel");
    edit(&mut m, "set space us 2");
    edit(&mut m, "set space ussr 2");
    ussr_passes(&mut m);
    said(&mut m, US, "play star-wars");
    refused_with(&mut m, US, "event", "ts-why-star-wars-behind");
    // Still playable for ops.
    assert!(has_option(m.as_ref(), US, "influence"));
    said(&mut m, US, "back");
    // Ahead, but nothing in the discard pile whose event could happen: only scoring cards.
    let pile: Vec<String> = discard(m.as_ref());
    if !pile.is_empty() {
        edit(&mut m, &format!("set deck-top {}", pile.join(" ")));
    }
    edit(&mut m, "set discard asia-scoring");
    edit(&mut m, "set space us 3");
    said(&mut m, US, "play star-wars");
    refused_with(&mut m, US, "event", "ts-why-star-wars-nothing");
}

#[test]
fn card_85_star_wars_fires_a_us_event_from_the_discard_pile_at_once() {
    let mut m = round_with(&[], &["star-wars"]);
    edit(&mut m, "set discard duck-and-cover asia-scoring");
    edit(&mut m, "set space us 3");
    edit(&mut m, "set space ussr 1");
    ussr_passes(&mut m);
    said(&mut m, US, "play star-wars event");
    assert!(has_option(m.as_ref(), US, "choose duck-and-cover"));
    // Scoring cards are not eligible; the USSR cannot answer the US's question.
    assert!(!has_option(m.as_ref(), US, "choose asia-scoring"));
    refused_with(&mut m, US, "choose asia-scoring", "ts-err-choose");
    refused(&mut m, USSR, "choose duck-and-cover");
    said(&mut m, US, "choose duck-and-cover");
    // Duck and Cover: DEFCON 4 → 3, the US gains 5 − 3.
    assert_eq!(defcon(m.as_ref()), 3);
    assert_eq!(vp(m.as_ref()), 2);
    assert!(removed(m.as_ref()).contains(&s("star-wars")));
    // Duck and Cover is not starred: back to the discard pile.
    assert!(discard(m.as_ref()).contains(&s("duck-and-cover")));
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
}

#[test]
fn card_85_star_wars_picking_a_ussr_event_lets_the_ussr_implement_it() {
    let mut m = round_with(&[], &["star-wars"]);
    edit(&mut m, "set discard comecon");
    edit(&mut m, "set influence hungary 0 3");
    edit(&mut m, "set space us 4");
    ussr_passes(&mut m);
    said(&mut m, US, "play star-wars event choose comecon");
    // COMECON's placements are the USSR's to make, in the US's round.
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    refused(&mut m, US, "place romania");
    refused_with(&mut m, USSR, "place hungary", "ts-err-spread-add");
    said(&mut m, USSR, "place romania bulgaria czechoslovakia poland");
    for c in ["romania", "bulgaria", "czechoslovakia", "poland"] {
        assert_eq!(inf(m.as_ref(), c).0, 1, "{c}");
    }
    // Both starred events happened: both cards leave the game.
    assert!(removed(m.as_ref()).contains(&s("comecon")));
    assert!(removed(m.as_ref()).contains(&s("star-wars")));
    assert!(!discard(m.as_ref()).contains(&s("comecon")));
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    assert_eq!(num(m.as_ref(), "round"), 2);
}

#[test]
fn card_86_north_sea_oil_gives_the_us_an_eighth_action_round_this_turn() {
    let mut m = round_with(&[], &["north-sea-oil"]);
    ussr_passes(&mut m);
    said(&mut m, US, "play north-sea-oil event");
    assert!(this_turn(m.as_ref()).contains(&(s("north-sea-oil"), s("us"))));
    assert!(lasting(m.as_ref()).contains(&s("north-sea-oil")));
    // Rounds 7: the USSR's last, then the US's 7th; the US still has an 8th.
    edit(&mut m, "set round 7");
    ussr_passes(&mut m);
    us_passes(&mut m);
    assert_eq!(num(m.as_ref(), "round"), 8);
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    assert_eq!(phase(m.as_ref()), "choose-card");
    // The 8th round is optional: the US may pass with cards in hand (the card says "may").
    assert!(has_option(m.as_ref(), US, "pass"));
    ok(&mut m, US, "pass");
    assert_eq!(num(m.as_ref(), "turn"), 9, "the turn ends");
}

#[test]
fn card_87_the_reformer_adds_six_when_the_ussr_leads_at_most_two_each_then_bans_ussr_coups_in_europe() {
    let mut m = round_with(&["the-reformer"], &[]);
    edit(&mut m, "set vp -3");
    said(&mut m, USSR, "play the-reformer event");
    said(&mut m, USSR, "place france:2");
    refused_with(&mut m, USSR, "place france", "ts-err-spread-add");
    refused_with(&mut m, USSR, "place japan", "ts-err-spread-add");
    refused(&mut m, US, "place italy");
    said(&mut m, USSR, "place italy:2 poland:2");
    assert_eq!(inf(m.as_ref(), "france").0, 2);
    assert_eq!(inf(m.as_ref(), "italy").0, 2);
    assert_eq!(inf(m.as_ref(), "poland").0, 2);
    assert!(lasting(m.as_ref()).contains(&s("the-reformer")));
    // Four points when the USSR does not lead.
    let mut m2 = round_with(&["the-reformer"], &[]);
    ok(&mut m2, USSR, "play the-reformer event place france:2 italy:2");
    assert_eq!(pending_seats(m2.as_ref()), vec![US]);
    // No more USSR coups in Europe (the hook), even at DEFCON 5.
    us_passes(&mut m);
    edit(&mut m, "set defcon 5");
    edit(&mut m, "set influence west-germany 0 1");
    edit(&mut m, "set influence mexico 0 1");
    said(&mut m, USSR, "play decolonization");
    refused_with(&mut m, USSR, "coup west-germany", "ts-why-reformer");
}

#[test]
fn card_88_marine_barracks_bombing_wipes_lebanon_then_two_more_in_the_middle_east() {
    let mut m = round_with(&["marine-barracks-bombing"], &[]);
    edit(&mut m, "set influence lebanon 0 2");
    edit(&mut m, "set influence israel 0 3");
    edit(&mut m, "set influence egypt 0 1");
    edit(&mut m, "set influence italy 0 2");
    said(&mut m, USSR, "play marine-barracks-bombing event");
    assert_eq!(inf(m.as_ref(), "lebanon"), (0, 0));
    refused_with(&mut m, USSR, "remove italy", "ts-err-spread-remove");
    refused(&mut m, US, "remove israel");
    said(&mut m, USSR, "remove israel:2");
    assert_eq!(inf(m.as_ref(), "israel"), (0, 1));
    assert_eq!(inf(m.as_ref(), "egypt"), (0, 1));
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn card_89_kal_007_defcon_down_two_vp_and_an_operation_with_south_korea() {
    // Without South Korea: DEFCON −1, US +2 VP, nothing more.
    let mut m = round_with(&[], &["soviets-shoot-down-kal-007"]);
    ussr_passes(&mut m);
    said(&mut m, US, "play soviets-shoot-down-kal-007 event");
    assert_eq!(defcon(m.as_ref()), 3);
    assert_eq!(vp(m.as_ref()), 2);
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    // With South Korea: influence or realignment (no coup) with the card's 4 ops.
    let mut m = round_with(&[], &["soviets-shoot-down-kal-007"]);
    edit(&mut m, "set influence south-korea 0 3");
    ussr_passes(&mut m);
    said(&mut m, US, "play soviets-shoot-down-kal-007 event");
    assert!(has_option(m.as_ref(), US, "influence"));
    assert!(has_option(m.as_ref(), US, "done"));
    assert!(!options(m.as_ref(), US).iter().any(|o| o.starts_with("coup")));
    refused(&mut m, USSR, "influence");
    said(&mut m, US, "influence place japan:4");
    assert_eq!(inf(m.as_ref(), "japan").1, 4);
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
}

#[test]
fn card_89_kal_007_at_defcon_2_played_by_the_ussr_for_ops_is_the_ussrs_nuclear_war() {
    let mut m = round_with(&["soviets-shoot-down-kal-007"], &[]);
    edit(&mut m, "set defcon 2");
    said(&mut m, USSR, "play soviets-shoot-down-kal-007 influence");
    said(&mut m, USSR, "event-first");
    let outcome = m.outcome().expect("DEFCON 1 ends the game");
    assert_eq!(outcome.winners, vec![US]);
}

#[test]
fn card_90_glasnost_defcon_up_two_vp_and_with_the_reformer_an_operation() {
    let mut m = round_with(&["glasnost"], &[]);
    edit(&mut m, "set defcon 3");
    said(&mut m, USSR, "play glasnost event");
    assert_eq!(defcon(m.as_ref()), 4);
    assert_eq!(vp(m.as_ref()), -2);
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    // With The Reformer in play: influence or realignment with 4 ops, or decline.
    let mut m = round_with(&["glasnost"], &[]);
    edit(&mut m, "set lasting the-reformer");
    edit(&mut m, "set influence japan 0 1");
    said(&mut m, USSR, "play glasnost event");
    assert!(has_option(m.as_ref(), USSR, "influence"));
    assert!(has_option(m.as_ref(), USSR, "done"));
    said(&mut m, USSR, "influence place afghanistan:4");
    assert_eq!(inf(m.as_ref(), "afghanistan").0, 4);
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    // Declining is allowed.
    let mut m = round_with(&["glasnost"], &[]);
    edit(&mut m, "set lasting the-reformer");
    said(&mut m, USSR, "play glasnost event done");
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn card_91_ortega_wipes_nicaragua_then_a_free_coup_next_to_it_only() {
    let mut m = round_with(&["ortega-elected-in-nicaragua"], &[]);
    edit(&mut m, "set influence nicaragua 0 2");
    edit(&mut m, "set influence cuba 0 3");
    edit(&mut m, "set influence mexico 0 1");
    said(&mut m, USSR, "play ortega-elected-in-nicaragua event");
    assert_eq!(inf(m.as_ref(), "nicaragua"), (0, 0));
    assert!(has_option(m.as_ref(), USSR, "done"));
    said(&mut m, USSR, "coup");
    // Mexico is not next to Nicaragua.
    refused_with(&mut m, USSR, "coup mexico", "ts-err-not-in-area");
    m.force_roll(6);
    said(&mut m, USSR, "coup cuba");
    // 6 + 2 ops − 2×3 = 2: two US influence gone; free: no military ops, Cuba is a battleground
    // so DEFCON still drops.
    assert_eq!(inf(m.as_ref(), "cuba"), (0, 1));
    assert_eq!(pair(m.as_ref(), "milops").0, 0);
    assert_eq!(defcon(m.as_ref()), 3);
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    // The coup is optional.
    let mut m = round_with(&["ortega-elected-in-nicaragua"], &[]);
    edit(&mut m, "set influence cuba 0 3");
    said(&mut m, USSR, "play ortega-elected-in-nicaragua event done");
    assert_eq!(inf(m.as_ref(), "cuba"), (0, 3));
}

#[test]
fn card_93_iran_contra_scandal_lowers_us_realignment_rolls_this_turn() {
    let mut m = round_with(&["iran-contra-scandal"], &[]);
    edit(&mut m, "set influence mexico 1 1");
    said(&mut m, USSR, "play iran-contra-scandal event");
    assert!(this_turn(m.as_ref()).contains(&(s("iran-contra-scandal"), s("ussr"))));
    // US realigns Mexico: US 4 + 1 (next to the US) − 1 (Iran-Contra) = 4 vs USSR 4 + 0: a tie.
    m.force_roll(4);
    m.force_roll(4);
    said(&mut m, US, "play truman-doctrine realign mexico");
    assert_eq!(inf(m.as_ref(), "mexico"), (1, 1));
    // Without the scandal the same rolls take the USSR point.
    let mut m = round_with(&[], &[]);
    edit(&mut m, "set influence mexico 1 1");
    ussr_passes(&mut m);
    m.force_roll(4);
    m.force_roll(4);
    said(&mut m, US, "play truman-doctrine realign mexico");
    assert_eq!(inf(m.as_ref(), "mexico"), (0, 1));
}

#[test]
fn card_94_chernobyl_the_us_names_a_region_ussr_ops_may_not_place_there_events_may() {
    let mut m = round_with(&["the-reformer"], &["chernobyl"]);
    ussr_passes(&mut m);
    said(&mut m, US, "play chernobyl event");
    for r in [
        "europe",
        "asia",
        "middle-east",
        "africa",
        "central-america",
        "south-america",
    ] {
        assert!(has_option(m.as_ref(), US, &format!("choose {r}")), "{r}");
    }
    refused(&mut m, USSR, "choose europe");
    refused_with(&mut m, US, "choose atlantis", "ts-err-choose");
    said(&mut m, US, "choose europe");
    assert!(
        m.status(Viewer::Public)
            .iter()
            .any(|t| format!("{t:?}").contains("ts-effect-chernobyl"))
    );
    // USSR operations may not place influence in Europe this turn…
    said(&mut m, USSR, "play suez-crisis influence");
    refused_with(&mut m, USSR, "place poland", "ts-why-chernobyl");
    // Other regions stay open.
    said(&mut m, USSR, "place afghanistan:3");
    us_passes(&mut m);
    // …but an event may (The Reformer).
    said(&mut m, USSR, "play the-reformer event place poland:2 romania:2");
    assert_eq!(inf(m.as_ref(), "poland").0, 2);
}

#[test]
fn card_95_latin_american_debt_crisis_the_us_discards_a_three_ops_card() {
    let mut m = round_with(&["latin-american-debt-crisis"], &["duck-and-cover"]);
    edit(&mut m, "set influence argentina 2 0");
    said(&mut m, USSR, "play latin-american-debt-crisis event");
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    assert!(has_option(m.as_ref(), US, "choose duck-and-cover"));
    assert!(has_option(m.as_ref(), US, "choose let-ussr-double"));
    // A 2-ops card is not enough; the USSR cannot answer for the US.
    refused_with(&mut m, US, "choose defectors", "ts-err-choose");
    refused(&mut m, USSR, "choose let-ussr-double");
    said(&mut m, US, "choose duck-and-cover");
    assert!(!hand(m.as_ref(), US).contains(&s("duck-and-cover")));
    assert!(discard(m.as_ref()).contains(&s("duck-and-cover")));
    assert_eq!(inf(m.as_ref(), "argentina"), (2, 0));
    // Not starred: the card goes to the discard pile; the US's round comes.
    assert!(discard(m.as_ref()).contains(&s("latin-american-debt-crisis")));
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    assert_eq!(phase(m.as_ref()), "choose-card");
}

#[test]
fn card_95_latin_american_debt_crisis_refused_the_ussr_doubles_two_countries() {
    let mut m = round_with(&["latin-american-debt-crisis"], &["duck-and-cover"]);
    edit(&mut m, "set influence argentina 2 0");
    edit(&mut m, "set influence chile 3 1");
    edit(&mut m, "set influence peru 1 0");
    edit(&mut m, "set influence mexico 2 0");
    said(&mut m, USSR, "play latin-american-debt-crisis event");
    said(&mut m, US, "choose let-ussr-double");
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    // Only South American countries with USSR influence.
    refused_with(&mut m, USSR, "choose mexico", "ts-err-choose");
    refused_with(&mut m, USSR, "choose brazil", "ts-err-choose");
    said(&mut m, USSR, "choose chile");
    // Two different countries.
    refused_with(&mut m, USSR, "choose chile", "ts-err-choose");
    said(&mut m, USSR, "choose argentina");
    assert_eq!(inf(m.as_ref(), "chile"), (6, 1));
    assert_eq!(inf(m.as_ref(), "argentina"), (4, 0));
    assert_eq!(inf(m.as_ref(), "peru"), (1, 0));
    assert!(hand(m.as_ref(), US).contains(&s("duck-and-cover")));
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn card_96_tear_down_this_wall_east_germany_ends_willy_brandt_free_ops_in_europe() {
    let mut m = round_with(&[], &["tear-down-this-wall"]);
    edit(&mut m, "set lasting willy-brandt");
    edit(&mut m, "set influence east-germany 3 0");
    edit(&mut m, "set influence poland 2 0");
    edit(&mut m, "set influence afghanistan 0 0");
    ussr_passes(&mut m);
    said(&mut m, US, "play tear-down-this-wall event");
    assert_eq!(inf(m.as_ref(), "east-germany"), (3, 3));
    assert!(!lasting(m.as_ref()).contains(&s("willy-brandt")));
    assert!(lasting(m.as_ref()).contains(&s("tear-down-this-wall")));
    // Coup or realignments, no influence; declining allowed.
    assert!(has_option(m.as_ref(), US, "done"));
    assert!(!has_option(m.as_ref(), US, "influence"));
    said(&mut m, US, "coup");
    // Afghanistan (USSR influence from the USSR's round) is outside Europe.
    refused_with(&mut m, US, "coup afghanistan", "ts-err-not-in-area");
    // DEFCON 4 would bar a coup in Europe; this one is free.
    m.force_roll(6);
    said(&mut m, US, "coup poland");
    // 6 + 3 − 2×3 = 3: 2 USSR gone, 1 US added; no military ops; Poland is a battleground.
    assert_eq!(inf(m.as_ref(), "poland"), (0, 1));
    assert_eq!(pair(m.as_ref(), "milops").1, 0);
    assert_eq!(defcon(m.as_ref()), 3);
}

#[test]
fn card_97_an_evil_empire_one_vp_and_ends_flower_power() {
    let mut m = round_with(&[], &["an-evil-empire"]);
    edit(&mut m, "set lasting flower-power");
    ussr_passes(&mut m);
    said(&mut m, US, "play an-evil-empire event");
    assert_eq!(vp(m.as_ref()), 1);
    assert!(!lasting(m.as_ref()).contains(&s("flower-power")));
    assert!(lasting(m.as_ref()).contains(&s("an-evil-empire")));
}

#[test]
fn card_98_aldrich_ames_opens_the_us_hand_to_the_ussr_only_and_the_ussr_discards_one() {
    let mut m = round_with(&["aldrich-ames-remix"], &["duck-and-cover"]);
    let us_hand = hand(m.as_ref(), US);
    // Before: the US hand is hidden from the USSR.
    let hidden = m.hidden_card_ids(Viewer::Seat(USSR));
    assert!(us_hand.iter().all(|c| hidden.contains(c)));
    let applied = said(&mut m, USSR, "play aldrich-ames-remix event");
    assert!(this_turn(m.as_ref()).contains(&(s("aldrich-ames-remix"), s("ussr"))));
    // The USSR's brief lists the US hand; the US's own brief and the public status do not.
    let ames = |lines: Vec<warroom::engine::Text>| lines.iter().any(|t| t.key == "ts-status-ames");
    assert!(ames(m.private_brief(USSR)));
    assert!(!ames(m.private_brief(US)));
    assert!(!ames(m.status(Viewer::Public)));
    assert!(ames(m.status(Viewer::Seat(USSR))));
    // The leak model: the US cards are known to the USSR, still secret to the public.
    let hidden_ussr = m.hidden_card_ids(Viewer::Seat(USSR));
    let hidden_public = m.hidden_card_ids(Viewer::Public);
    for c in &us_hand {
        assert!(!hidden_ussr.contains(c), "{c}");
        assert!(hidden_public.contains(c), "{c}");
    }
    // The reveal is private: no public log line names a US card.
    for e in applied
        .log
        .iter()
        .filter(|e| e.audience == warroom::engine::Audience::All)
    {
        let text = format!("{:?}", e.text);
        for c in &us_hand {
            assert!(
                !text.contains(&format!("ts-card-{c}\"")),
                "public line names {c}: {text}"
            );
        }
    }
    // The USSR picks any US card; only the USSR answers.
    assert_eq!(pending_seats(m.as_ref()), vec![USSR]);
    refused(&mut m, US, "choose duck-and-cover");
    refused_with(&mut m, USSR, "choose fidel", "ts-err-choose");
    said(&mut m, USSR, "choose duck-and-cover");
    assert!(!hand(m.as_ref(), US).contains(&s("duck-and-cover")));
    assert!(discard(m.as_ref()).contains(&s("duck-and-cover")));
    assert!(removed(m.as_ref()).contains(&s("aldrich-ames-remix")));
    // The hand stays open for the rest of the turn, and closes with the next turn.
    assert!(ames(m.private_brief(USSR)));
    finish_turn(&mut m);
    assert!(!ames(m.private_brief(USSR)));
}

#[test]
fn card_99_pershing_ii_one_vp_and_one_us_influence_from_three_western_european_countries() {
    let mut m = round_with(&["pershing-ii-deployed"], &[]);
    for c in ["italy", "france", "uk", "west-germany"] {
        edit(&mut m, &format!("set influence {c} 0 2"));
    }
    edit(&mut m, "set influence poland 0 2");
    said(&mut m, USSR, "play pershing-ii-deployed event");
    assert_eq!(vp(m.as_ref()), -1);
    refused_with(&mut m, USSR, "remove poland", "ts-err-spread-remove");
    said(&mut m, USSR, "remove italy");
    refused_with(&mut m, USSR, "remove italy", "ts-err-spread-remove");
    said(&mut m, USSR, "remove france uk");
    assert_eq!(inf(m.as_ref(), "italy").1, 1);
    assert_eq!(inf(m.as_ref(), "france").1, 1);
    assert_eq!(inf(m.as_ref(), "uk").1, 1);
    assert_eq!(inf(m.as_ref(), "west-germany").1, 2);
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn card_100_wargames_is_refused_above_defcon_2() {
    let mut m = round_with(&["wargames"], &[]);
    edit(&mut m, "set defcon 3");
    said(&mut m, USSR, "play wargames");
    refused_with(&mut m, USSR, "event", "ts-why-wargames-defcon");
    assert!(has_option(m.as_ref(), USSR, "influence"));
}

#[test]
fn card_100_wargames_at_defcon_2_ends_the_game_in_a_draw_when_the_gift_levels_vp() {
    let mut m = round_with(&[], &["wargames"]);
    ussr_passes(&mut m);
    edit(&mut m, "set defcon 2");
    edit(&mut m, "set vp 6");
    said(&mut m, US, "play wargames event");
    assert!(has_option(m.as_ref(), US, "choose end-game"));
    assert!(has_option(m.as_ref(), US, "choose keep-playing"));
    refused(&mut m, USSR, "choose end-game");
    said(&mut m, US, "choose end-game");
    assert_eq!(vp(m.as_ref()), 0);
    let outcome = m.outcome().expect("Wargames ends the game");
    assert!(outcome.winners.is_empty(), "{:?}", outcome.winners);
    assert_eq!(outcome.summary.key, "ts-end-wargames-draw");
}

#[test]
fn card_100_wargames_at_defcon_2_ends_the_game_on_vp_without_final_scoring() {
    let mut m = round_with(&["wargames"], &[]);
    edit(&mut m, "set defcon 2");
    edit(&mut m, "set vp -9");
    // Europe would be worth a lot at a final scoring; Wargames does not score.
    edit(&mut m, "set influence west-germany 0 5");
    said(&mut m, USSR, "play wargames event choose end-game");
    assert_eq!(vp(m.as_ref()), -3);
    let outcome = m.outcome().expect("Wargames ends the game");
    assert_eq!(outcome.winners, vec![USSR]);
    assert_eq!(outcome.summary.key, "ts-end-wargames");
    // Keeping on: the card leaves the game, VP unchanged.
    let mut m = round_with(&["wargames"], &[]);
    edit(&mut m, "set defcon 2");
    said(&mut m, USSR, "play wargames event choose keep-playing");
    assert!(m.outcome().is_none());
    assert_eq!(vp(m.as_ref()), 0);
    assert!(removed(m.as_ref()).contains(&s("wargames")));
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
}

#[test]
fn card_101_solidarity_needs_john_paul_ii_then_adds_three_in_poland() {
    let mut m = round_with(&[], &["solidarity"]);
    ussr_passes(&mut m);
    said(&mut m, US, "play solidarity");
    refused_with(&mut m, US, "event", "ts-why-solidarity");
    said(&mut m, US, "back");
    edit(&mut m, "set lasting john-paul-ii-elected-pope");
    said(&mut m, US, "play solidarity event");
    assert_eq!(inf(m.as_ref(), "poland").1, 3);
    assert!(removed(m.as_ref()).contains(&s("solidarity")));
}

#[test]
fn card_102_iran_iraq_war_target_roll_minus_enemy_neighbours_vp_milops_and_takeover() {
    let mut m = round_with(&["iran-iraq-war"], &[]);
    edit(&mut m, "set influence iraq 0 3");
    // Iran is US-controlled and next to Iraq: −1.
    edit(&mut m, "set influence iran 0 2");
    said(&mut m, USSR, "play iran-iraq-war event");
    refused_with(&mut m, USSR, "choose syria", "ts-err-choose");
    refused(&mut m, US, "choose iraq");
    m.force_roll(5);
    said(&mut m, USSR, "choose iraq");
    // 5 − 1 = 4: a win.
    assert_eq!(inf(m.as_ref(), "iraq"), (3, 0));
    assert_eq!(vp(m.as_ref()), -2);
    assert_eq!(pair(m.as_ref(), "milops").0, 2);
    // A loss still counts military ops.
    let mut m = round_with(&["iran-iraq-war"], &[]);
    edit(&mut m, "set influence iraq 0 3");
    edit(&mut m, "set influence iran 0 2");
    m.force_roll(4);
    said(&mut m, USSR, "play iran-iraq-war event choose iraq");
    assert_eq!(inf(m.as_ref(), "iraq"), (0, 3));
    assert_eq!(vp(m.as_ref()), 0);
    assert_eq!(pair(m.as_ref(), "milops").0, 2);
}

#[test]
fn card_109_yuri_and_samantha_the_ussr_gains_a_vp_per_us_coup_this_turn() {
    let mut m = round_with(&["yuri-and-samantha"], &[]);
    edit(&mut m, "set influence mexico 1 0");
    said(&mut m, USSR, "play yuri-and-samantha event");
    assert!(this_turn(m.as_ref()).contains(&(s("yuri-and-samantha"), s("ussr"))));
    m.force_roll(1);
    said(&mut m, US, "play truman-doctrine coup mexico");
    assert_eq!(vp(m.as_ref()), -1);
}

#[test]
fn card_110_awacs_sale_two_us_influence_in_saudi_arabia_and_stays_in_play() {
    let mut m = round_with(&[], &["awacs-sale-to-saudis"]);
    edit(&mut m, "set influence saudi-arabia 2 1");
    ussr_passes(&mut m);
    said(&mut m, US, "play awacs-sale-to-saudis event");
    assert_eq!(inf(m.as_ref(), "saudi-arabia"), (2, 3));
    assert!(lasting(m.as_ref()).contains(&s("awacs-sale-to-saudis")));
    assert!(removed(m.as_ref()).contains(&s("awacs-sale-to-saudis")));
}

#[test]
fn card_95_latin_american_debt_crisis_counts_modified_ops_and_offers_only_what_the_us_may_do() {
    // Red Scare/Purge by the USSR: Duck and Cover is worth 2 for the US this turn, not enough
    // (seed: modified ops apply in every situation); the only answer left is to keep the cards.
    let mut m = round_with(&["latin-american-debt-crisis"], &["duck-and-cover"]);
    edit(&mut m, "set this-turn red-scare-purge ussr");
    edit(&mut m, "set influence brazil 1 0");
    said(&mut m, USSR, "play latin-american-debt-crisis event");
    assert_eq!(options(m.as_ref(), US), vec!["choose let-ussr-double".to_string()]);
    refused_with(&mut m, US, "choose duck-and-cover", "ts-err-choose");
    said(&mut m, US, "choose let-ussr-double");
    // One South American country with USSR influence: the second question has nothing to ask.
    said(&mut m, USSR, "choose brazil");
    assert_eq!(inf(m.as_ref(), "brazil"), (2, 0));
    assert_eq!(pending_seats(m.as_ref()), vec![US]);
    assert_eq!(phase(m.as_ref()), "choose-card");
}

#[test]
fn card_86_without_north_sea_oil_the_turn_ends_after_seven_us_rounds() {
    let mut m = round_with(&[], &[]);
    ussr_passes(&mut m);
    us_passes(&mut m);
    edit(&mut m, "set round 7");
    ussr_passes(&mut m);
    let turn = num(m.as_ref(), "turn");
    us_passes(&mut m);
    // Round 8 would be the US's alone: without North Sea Oil the turn is over.
    assert_eq!(num(m.as_ref(), "turn"), turn + 1);
    assert_eq!(phase(m.as_ref()), "headline");
}

#[test]
fn card_94_chernobyl_also_bars_influence_from_an_events_operation_glasnost() {
    // Ops granted by an event count as operations (seed 4-3), so Chernobyl applies to them.
    let mut m = round_with(&["glasnost"], &["chernobyl"]);
    edit(&mut m, "set lasting the-reformer");
    ussr_passes(&mut m);
    said(&mut m, US, "play chernobyl event choose europe");
    said(&mut m, USSR, "play glasnost event influence");
    refused_with(&mut m, USSR, "place poland", "ts-why-chernobyl");
    // Afghanistan had 1 from the USSR's first round.
    said(&mut m, USSR, "place afghanistan:4");
    assert_eq!(inf(m.as_ref(), "afghanistan").0, 5);
}

#[test]
fn card_100_wargames_gift_reaching_20_vp_ends_the_game_for_the_receiver() {
    let mut m = round_with(&[], &["wargames"]);
    ussr_passes(&mut m);
    edit(&mut m, "set defcon 2");
    edit(&mut m, "set vp -15");
    said(&mut m, US, "play wargames event choose end-game");
    assert_eq!(vp(m.as_ref()), -21);
    let outcome = m.outcome().expect("the game is over");
    assert_eq!(outcome.winners, vec![USSR]);
    assert_eq!(outcome.summary.key, "ts-end-vp");
}
