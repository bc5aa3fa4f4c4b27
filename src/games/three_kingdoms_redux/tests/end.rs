//! Rule tests for the end of a round, the end of the game and scoring (R-69…R-94), named by the
//! spec's R-numbers; the worked examples use the numbers of the seed lines they cite.

use super::super::cards::kinds::{condition_holds, count_of};
use super::super::data::{Border, Kingdom, data};
use super::super::rules::bidding::next_bid_order;
use super::super::rules::scoring::{Score, final_scores, ranking, winner};
use super::super::rules::setup::setup;
use super::super::rules::upkeep::{decay, due, game_ends, upkeep};
use super::super::state::{Criterion, EnhancementIx, GeneralIx, LocationIx, Occupation, Space, Store, ThreeKingdoms};
use crate::engine::{Arg, GameRng, LogEntry};

use Kingdom::{Shu, Wei, Wu};

/// A fresh game: each kingdom has only its lord in play (none of the lords has an ability that
/// touches upkeep, decay or scoring).
fn game(seed: u64) -> ThreeKingdoms {
    setup(&mut GameRng::new(seed)).0
}

fn general(id: &str) -> GeneralIx {
    data().general(id).unwrap_or_else(|| panic!("{id}")).0 as GeneralIx
}

fn enhancement(id: &str) -> EnhancementIx {
    data().enhancement(id).unwrap_or_else(|| panic!("{id}")).0 as EnhancementIx
}

fn location(id: &str) -> LocationIx {
    data()
        .locations
        .iter()
        .position(|l| l.id == id)
        .unwrap_or_else(|| panic!("{id}")) as LocationIx
}

/// `k` occupies `location_id` with `general_id` and `units` units of the location's type.
fn occupy(g: &mut ThreeKingdoms, k: Kingdom, general_id: &str, location_id: &str, units: u8) {
    let (general, location) = (general(general_id), location(location_id));
    g.realm_mut(k).generals.retain(|&c| c != general);
    g.realm_mut(k).occupying.push(Occupation {
        general,
        location,
        units,
        unit: data().locations[usize::from(location)].unit,
    });
    g.locations[usize::from(location)] = Some(k);
}

/// A general of `k` not in play or occupying yet and with no ability that upkeep, decay or
/// scoring reads.
fn plain_general(g: &ThreeKingdoms, k: Kingdom) -> &'static str {
    let used = super::super::state::generals_of(g, k);
    data()
        .generals
        .iter()
        .enumerate()
        .find(|(ix, c)| {
            c.kingdom == k
                && !used.contains(&(*ix as GeneralIx))
                && c.abilities
                    .iter()
                    .all(|a| !["upkeep", "no-decay", "end-game"].contains(&a.kind))
        })
        .map(|(_, c)| c.id)
        .expect("a plain general left")
}

/// `k` occupies the first free location on `border` with a plain general and one unit.
fn occupy_on(g: &mut ThreeKingdoms, k: Kingdom, border: Border) {
    let d = data();
    let free = (0..d.locations.len())
        .find(|&i| d.locations[i].border == border && g.locations[i].is_none())
        .expect("a free location");
    let general_id = plain_general(g, k);
    occupy(g, k, general_id, d.locations[free].id, 1);
}

fn keys(log: &[LogEntry]) -> Vec<&str> {
    log.iter().map(|e| e.text.key.as_ref()).collect()
}

fn score_of(scores: &[Score], k: Kingdom) -> &Score {
    scores.iter().find(|s| s.kingdom == k).expect("a score per kingdom")
}

fn line(g: &ThreeKingdoms, key: &str) -> [i32; 3] {
    let scores = final_scores(g);
    Kingdom::ALL.map(|k| score_of(&scores, k).line(key))
}

#[test]
fn r69_favour_falls_by_one_without_the_tribal_action_never_below_one() {
    let mut g = game(1);
    let mut log = Vec::new();
    decay(&mut g, Wei, false, &mut log);
    assert_eq!(g.realm(Wei).favor, 4, "5 → 4");
    decay(&mut g, Wu, true, &mut log);
    assert_eq!(g.realm(Wu).favor, 6, "the tribal action was performed");
    assert_eq!(keys(&log), ["tkr-log-favor-decay"]);
    g.realm_mut(Shu).favor = 1;
    decay(&mut g, Shu, false, &mut log);
    assert_eq!(g.realm(Shu).favor, 1, "never below 1");

    // Jia Xu (L1393-1397): no decay at the end of even rounds.
    let mut g = game(1);
    g.realm_mut(Wei).generals.push(general("jia-xu"));
    g.round = 2;
    let mut log = Vec::new();
    decay(&mut g, Wei, false, &mut log);
    assert_eq!(g.realm(Wei).favor, 5, "kept in an even round");
    assert_eq!(keys(&log), ["tkr-log-favor-kept"]);
    g.round = 3;
    decay(&mut g, Wei, false, &mut log);
    assert_eq!(g.realm(Wei).favor, 4, "falls in an odd round");
    // Still his kingdom's general while occupying a border location.
    g.round = 4;
    occupy(&mut g, Wei, "jia-xu", "qishan", 1);
    decay(&mut g, Wei, false, &mut log);
    assert_eq!(g.realm(Wei).favor, 4);
}

#[test]
fn r70_favour_at_one_is_a_revolt_and_a_deficit_token() {
    let mut g = game(2);
    let mut log = Vec::new();
    g.realm_mut(Wei).favor = 2;
    decay(&mut g, Wei, false, &mut log);
    assert_eq!((g.realm(Wei).favor, g.realm(Wei).deficits), (1, 1), "reached 1");
    decay(&mut g, Wei, false, &mut log);
    assert_eq!((g.realm(Wei).favor, g.realm(Wei).deficits), (1, 2), "stayed at 1");
    // a kingdom that performed its tribal action and is still at 1 revolts too.
    g.realm_mut(Wu).favor = 1;
    decay(&mut g, Wu, true, &mut log);
    assert_eq!(g.realm(Wu).deficits, 1);
    // At 2 with the action performed: no revolt.
    g.realm_mut(Shu).favor = 2;
    decay(&mut g, Shu, true, &mut log);
    assert_eq!(g.realm(Shu).deficits, 0);
    assert_eq!(log.iter().filter(|e| e.text.key == "tkr-log-revolt").count(), 3);
}

#[test]
fn r71_round_end_and_card_conditions_are_all_read() {
    // Round-end benefits and construction prerequisites use the same conditions as
    // end-game VP: every condition and count in the data must be one the readers know, so in a
    // kingdom that has everything each condition holds and each count is positive.
    let d = data();
    let mut g = game(3);
    {
        let r = g.realm_mut(Wei);
        r.farm_level = 5;
        r.market_level = 5;
        r.farms_in_granary = 5;
        r.markets_in_treasury = 5;
        r.favor = 12;
        r.support = 15;
        r.office = 5;
        r.weapons = [4; 4];
        r.built = (0..d.enhancements.len() as EnhancementIx).collect();
        r.generals = d
            .generals
            .iter()
            .enumerate()
            .filter(|(_, c)| c.kingdom == Wei)
            .map(|(ix, _)| ix as GeneralIx)
            .collect();
    }
    for (i, l) in d.locations.iter().enumerate() {
        let general = g.realm_mut(Wei).generals.pop().expect("23 generals");
        g.realm_mut(Wei).occupying.push(Occupation {
            general,
            location: i as LocationIx,
            units: 2,
            unit: l.unit,
        });
    }
    let abilities = d
        .generals
        .iter()
        .flat_map(|c| c.abilities.iter())
        .chain(d.enhancements.iter().flat_map(|e| e.abilities.iter()));
    let mut conditions: Vec<&str> = d.enhancements.iter().filter_map(|e| e.requires).collect();
    let mut counts = Vec::new();
    for a in abilities {
        conditions.extend(a.arg("if"));
        counts.extend(a.arg("per"));
    }
    assert!(conditions.len() > 10 && counts.len() > 5);
    for cond in conditions {
        assert!(condition_holds(&g, Wei, cond), "`{cond}` is not read");
    }
    for per in counts {
        assert!(count_of(&g, Wei, per) > 0, "`per={per}` is not read");
    }
    // And they are real conditions: a fresh kingdom meets none of the round-end ones.
    let fresh = game(3);
    assert!(!condition_holds(&fresh, Wu, "borders>=3"), "Beacon Towers");
    assert!(!condition_holds(&fresh, Wu, "market-level>=3"), "Merchant Quarter");
    assert!(!condition_holds(&fresh, Wu, "built=drill-ground"));
    assert!(!condition_holds(&fresh, Wu, "nonsense>=0"), "unknown: false");
    assert_eq!(count_of(&fresh, Wu, "nonsense"), 0, "unknown: 0");
    assert_eq!(count_of(&fresh, Wu, "support"), 1);
    assert!(condition_holds(&fresh, Shu, "favor>=7") && !condition_holds(&fresh, Shu, "favor>=8"));
    assert!(
        !condition_holds(&fresh, Shu, "horses>=2"),
        "Ma Chao's round-end condition"
    );
}

#[test]
fn r72_upkeep_runs_its_steps_in_order() {
    let mut g = game(4);
    g.winners = vec![(Space::Han, vec![Wu])];
    g.realm_mut(Wu).support = 2;
    occupy(&mut g, Shu, "zhang-fei", "gongan", 2);
    let mut log = Vec::new();
    upkeep(&mut g, &mut log);
    assert_eq!(
        keys(&log),
        [
            "tkr-log-markers-flipped",
            "tkr-log-han-token",
            "tkr-log-upkeep",
            "tkr-log-upkeep",
            "tkr-log-military",
            "tkr-log-new-round",
        ]
    );
}

#[test]
fn r73_both_criterion_markers_flip() {
    let mut g = game(5);
    let (han, support) = (g.criterion(Space::Han), g.criterion(Space::Support));
    upkeep(&mut g, &mut Vec::new());
    assert_eq!(g.criterion(Space::Han), han.other());
    assert_eq!(g.criterion(Space::Support), support.other());
    assert_ne!(g.criterion(Space::Han), g.criterion(Space::Support));
    upkeep(&mut g, &mut Vec::new());
    assert_eq!(g.criterion(Space::Han), han);
    assert!(matches!(han, Criterion::Adm | Criterion::Cmb));
}

#[test]
fn r74_military_points_come_after_next_rounds_order() {
    // Nobody won anything: the order goes by military. Shu's two occupying units count only at
    // Upkeep, after Resolution step 2 has set the order.
    let mut g = game(6);
    g.realm_mut(Wu).military = 1;
    occupy(&mut g, Shu, "zhang-fei", "gongan", 2);
    assert_eq!(next_bid_order(&g), [Wu, Wei, Shu], "before this round's gain");
    upkeep(&mut g, &mut Vec::new());
    assert_eq!(g.realm(Shu).military, 2);
    assert_eq!(next_bid_order(&g), [Shu, Wu, Wei], "next round's order sees the gain");
}

#[test]
fn r75_the_han_winner_takes_the_token_else_it_goes_back_to_the_supply() {
    // L1167-1171: Wei holds the token, Wu won Control Han Emperor: Wei hands it to Wu.
    let mut g = game(7);
    g.han_holder = Some(Wei);
    g.winners = vec![(Space::Farm, vec![Wei]), (Space::Han, vec![Wu])];
    upkeep(&mut g, &mut Vec::new());
    assert_eq!(g.han_holder, Some(Wu));
    // L1180-1191: nobody bid on it: back to the supply, nobody uses it next round.
    g.winners = vec![(Space::Farm, vec![Shu])];
    let mut log = Vec::new();
    upkeep(&mut g, &mut log);
    assert_eq!(g.han_holder, None);
    assert!(keys(&log).contains(&"tkr-log-han-token-supply"));
}

#[test]
fn r76_one_rice_per_two_support_tokens_rounded_down() {
    let mut g = game(8);
    for (support, rice) in [(0, 0), (1, 0), (2, 1), (3, 1), (4, 2), (7, 3)] {
        g.realm_mut(Wu).support = support;
        assert_eq!(due(&g, Wu).support_rice, rice, "{support} support tokens");
    }
    g.realm_mut(Wu).support = 3;
    upkeep(&mut g, &mut Vec::new());
    assert_eq!((g.realm(Wu).gold, g.realm(Wu).rice), (4, 3));
    assert_eq!(g.realm(Wu).support, 3, "the tokens are kept");
}

/// Wu as in the seed's upkeep examples: 2 units occupying.
fn wu_with_two_units(seed: u64) -> ThreeKingdoms {
    let mut g = game(seed);
    occupy(&mut g, Wu, "gan-ning", "guangling", 2);
    g
}

#[test]
fn r77_occupation_upkeep_with_the_seed_examples() {
    // L1500-1510: 3 support, 2 units, nothing in the treasury, 1 border token in the granary:
    // 1 rice for support, 2 gold and 2-1=1 rice for the units.
    let mut g = wu_with_two_units(9);
    g.realm_mut(Wu).support = 3;
    g.realm_mut(Wu).border_tokens = vec![(Store::Granary, 0)];
    let owed = due(&g, Wu);
    assert_eq!((owed.support_rice, owed.gold, owed.rice), (1, 2, 1));
    upkeep(&mut g, &mut Vec::new());
    assert_eq!((g.realm(Wu).gold, g.realm(Wu).rice, g.realm(Wu).deficits), (2, 2, 0));

    // L1511-1517: 4 support, 1 market in the treasury, 1 border token and 1 farm in the granary:
    // 2 rice for support, 2-1=1 gold and 0 rice (the seed writes "2-1=0"; the rule at
    // L1497-1499 takes both the farm and the token off: 2-2=0).
    let mut g = wu_with_two_units(9);
    let r = g.realm_mut(Wu);
    r.support = 4;
    r.markets_in_treasury = 1;
    r.farms_in_granary = 1;
    r.border_tokens = vec![(Store::Granary, 1)];
    let owed = due(&g, Wu);
    assert_eq!((owed.support_rice, owed.gold, owed.rice), (2, 1, 0));

    // Never below 0: plenty in the stores.
    let mut g = wu_with_two_units(9);
    g.realm_mut(Wu).markets_in_treasury = 5;
    g.realm_mut(Wu).border_tokens = vec![(Store::Treasury, 0); 3];
    assert_eq!(due(&g, Wu).gold, 0);
    assert_eq!(due(&g, Wu).rice, 2);

    // `upkeep` abilities lower it further: Lü Fan in play (gold), Zhou Tai occupying (rice),
    // a built Supply Depot (rice); still not below 0.
    let mut g = wu_with_two_units(9);
    g.realm_mut(Wu).generals.push(general("lu-fan"));
    assert_eq!((due(&g, Wu).gold, due(&g, Wu).rice), (1, 2));
    occupy(&mut g, Wu, "zhou-tai", "hefei", 1);
    assert_eq!(
        (due(&g, Wu).gold, due(&g, Wu).rice),
        (2, 2),
        "3 units, -1 gold, -1 rice"
    );
    g.realm_mut(Wu).built.push(enhancement("supply-depot"));
    g.realm_mut(Wu).built.push(enhancement("watchtower"));
    assert_eq!((due(&g, Wu).gold, due(&g, Wu).rice), (1, 1));
    g.realm_mut(Wu).farms_in_granary = 3;
    assert_eq!(due(&g, Wu).rice, 0);
    // Abilities do not lower the support upkeep.
    g.realm_mut(Wu).support = 2;
    assert_eq!(due(&g, Wu).support_rice, 1);
}

#[test]
fn r78_each_gold_or_rice_not_paid_is_a_deficit_token() {
    let mut g = wu_with_two_units(10);
    let r = g.realm_mut(Wu);
    r.support = 3;
    r.gold = 1;
    r.rice = 0;
    // Owed: 2 gold, 1 + 2 rice. Paid: 1 gold. Short: 1 gold, 3 rice.
    let mut log = Vec::new();
    upkeep(&mut g, &mut log);
    let r = g.realm(Wu);
    assert_eq!((r.gold, r.rice, r.deficits), (0, 0, 4));
    let deficit = log.iter().find(|e| e.text.key == "tkr-log-deficit").expect("logged");
    let num = |name: &str| match deficit.text.args.get(name) {
        Some(Arg::Num(n)) => *n,
        other => panic!("{name}: {other:?}"),
    };
    assert_eq!((num("gold"), num("rice"), num("n")), (1, 3, 4));
}

#[test]
fn r79_one_military_point_per_occupying_unit_every_round() {
    // L1527-1539: Shu took Gong'an with Zhang Fei and 2 cavalry last round, and Qishan with Jiang
    // Wei and 2 archers this round: 4 military points at this Upkeep.
    let mut g = game(11);
    occupy(&mut g, Shu, "zhang-fei", "gongan", 2);
    g.realm_mut(Shu).military = 2;
    occupy(&mut g, Shu, "jiang-wei", "qishan", 2);
    g.realm_mut(Shu).gold = 20;
    g.realm_mut(Shu).rice = 20;
    upkeep(&mut g, &mut Vec::new());
    assert_eq!(g.realm(Shu).military, 2 + 4);
    upkeep(&mut g, &mut Vec::new());
    assert_eq!(g.realm(Shu).military, 2 + 4 + 4, "cumulative");
    assert_eq!((g.realm(Wei).military, g.realm(Wu).military), (0, 0));
}

#[test]
fn r80_the_round_marker_advances() {
    let mut g = game(12);
    assert_eq!(g.round, 1);
    let mut log = Vec::new();
    upkeep(&mut g, &mut log);
    assert_eq!(g.round, 2);
    assert_eq!(log.last().map(|e| e.text.key.as_ref()), Some("tkr-log-new-round"));
}

#[test]
fn r81_deficits_come_from_revolts_and_unpaid_upkeep() {
    // L1547-1554: favour at 1, unpaid occupation gold, unpaid support rice.
    let mut g = game(13);
    occupy(&mut g, Shu, "zhang-fei", "gongan", 1);
    let r = g.realm_mut(Shu);
    r.favor = 2;
    r.support = 2;
    r.farms_in_granary = 1;
    r.gold = 0;
    r.rice = 0;
    let mut log = Vec::new();
    decay(&mut g, Shu, false, &mut log);
    upkeep(&mut g, &mut log);
    assert_eq!(g.realm(Shu).deficits, 3);
}

#[test]
fn r82_each_deficit_token_costs_three_vp() {
    let mut g = game(14);
    g.realm_mut(Wei).favor = 1;
    decay(&mut g, Wei, true, &mut Vec::new());
    let before = final_scores(&g);
    assert_eq!(score_of(&before, Wei).line("tkr-score-deficits"), -3);
    g.realm_mut(Wei).deficits += 1;
    let after = final_scores(&g);
    assert_eq!(score_of(&after, Wei).total, score_of(&before, Wei).total - 3);
}

#[test]
fn r83_the_game_ends_on_any_of_four_conditions() {
    let fresh = game(15);
    assert!(!game_ends(&fresh));
    let mut g = fresh.clone();
    g.round = 11;
    assert!(!game_ends(&g));
    g.round = 12;
    assert!(game_ends(&g), "round 12");

    let mut g = fresh.clone();
    g.realm_mut(Wu).farm_level = 5;
    g.realm_mut(Wu).market_level = 4;
    assert!(!game_ends(&g));
    g.realm_mut(Wu).market_level = 5;
    assert!(game_ends(&g), "farm and market level 5");

    let mut g = fresh.clone();
    g.realm_mut(Shu).office = 4;
    assert!(!game_ends(&g), "King");
    g.realm_mut(Shu).office = 5;
    assert!(game_ends(&g), "Emperor");

    let mut g = fresh;
    for _ in 0..4 {
        occupy_on(&mut g, Wei, Border::ShuWei);
    }
    assert!(!game_ends(&g));
    occupy_on(&mut g, Wei, Border::WeiWu);
    assert!(game_ends(&g), "the 5th general on a border location");
}

#[test]
fn r84_no_upkeep_in_the_last_round_so_the_old_han_holder_scores() {
    // L1694-1708: Shu holds the token from an earlier round; Wei wins Control Han Emperor in the
    // last round, but the token would only move at Upkeep, which is skipped.
    let mut g = game(16);
    g.round = 12;
    g.han_holder = Some(Shu);
    g.winners = vec![(Space::Han, vec![Wei])];
    assert!(game_ends(&g));
    assert_eq!(line(&g, "tkr-score-han"), [0, 0, 2]);
    let mut with_upkeep = g.clone();
    upkeep(&mut with_upkeep, &mut Vec::new());
    assert_eq!(
        line(&with_upkeep, "tkr-score-han"),
        [2, 0, 0],
        "what upkeep would have done"
    );
}

#[test]
fn r85_military_scores_the_track() {
    // L1575-1577 (which kingdom had which total is lost, A-20).
    let mut g = game(17);
    for (k, m) in [(Wei, 14), (Wu, 16), (Shu, 17)] {
        g.realm_mut(k).military = m;
    }
    assert_eq!(line(&g, "tkr-score-military"), [14, 16, 17]);
}

/// The border situation of L1586-1595: Wei wins Wei–Shu and loses Wei–Wu; Wu wins Wei–Wu and
/// ties Shu–Wu; Shu ties Shu–Wu and loses Shu–Wei.
fn border_example(g: &mut ThreeKingdoms) {
    for (k, border, n) in [
        (Wei, Border::ShuWei, 2),
        (Shu, Border::ShuWei, 1),
        (Wei, Border::WeiWu, 1),
        (Wu, Border::WeiWu, 2),
        (Wu, Border::ShuWu, 2),
        (Shu, Border::ShuWu, 2),
    ] {
        for _ in 0..n {
            occupy_on(g, k, border);
        }
    }
}

#[test]
fn r86_borders_win_two_tie_one_lose_nothing() {
    let mut g = game(18);
    assert_eq!(
        line(&g, "tkr-score-borders"),
        [2, 2, 2],
        "A-21: 0–0 is a tie on both borders"
    );
    border_example(&mut g);
    assert_eq!(line(&g, "tkr-score-borders"), [2, 3, 1], "L1586-1595");
}

#[test]
fn r87_border_tokens_score_their_faces() {
    // L1600-1605: Wu has 4 border tokens, 3 of them on the 1-VP face.
    let mut g = game(19);
    g.realm_mut(Wu).border_tokens = vec![
        (Store::Granary, 1),
        (Store::Treasury, 0),
        (Store::Treasury, 1),
        (Store::Granary, 1),
    ];
    assert_eq!(line(&g, "tkr-score-border-tokens"), [0, 3, 0]);
}

#[test]
fn ranking_table_and_its_ties() {
    assert_eq!(ranking([10, 5, 7]), [5, 0, 2], "L1617-1632");
    assert_eq!(ranking([10, 7, 7]), [5, 1, 1], "two tied 2nd, L1633-1635");
    assert_eq!(ranking([7, 7, 7]), [3, 3, 3], "all tied, L1612-1613");
    assert_eq!(ranking([9, 4, 9]), [3, 0, 3], "two tied 1st (A-22)");
    assert_eq!(ranking([1, 2, 3]), [0, 2, 5]);
    assert_eq!(ranking([0, 0, 0]), [3, 3, 3]);
}

#[test]
fn r88_development_ranks_farm_plus_market_level() {
    // L1617-1632: Wei 5+5=10, Wu 2+3=5, Shu 4+3=7.
    let mut g = game(20);
    for (k, farm, market) in [(Wei, 5, 5), (Wu, 2, 3), (Shu, 4, 3)] {
        g.realm_mut(k).farm_level = farm;
        g.realm_mut(k).market_level = market;
    }
    assert_eq!(line(&g, "tkr-score-development"), [5, 0, 2]);
    // L1633-1635: Wu at 7 too: both share 2nd, 1 VP each.
    g.realm_mut(Wu).farm_level = 4;
    assert_eq!(line(&g, "tkr-score-development"), [5, 1, 1]);
    // L1612-1613: all equal, all joint first.
    let g = game(20);
    assert_eq!(line(&g, "tkr-score-development"), [3, 3, 3]);
}

#[test]
fn r89_security_ranks_favour_plus_support_with_the_favour_bonus() {
    // L1653-1674: Wei 11+2=13 (2nd: 2, bonus 3), Wu 12+0=12 (3rd: 0, bonus 4), Shu 10+4=14
    // (1st: 5, bonus 2).
    let mut g = game(21);
    for (k, favor, support) in [(Wei, 11, 2), (Wu, 12, 0), (Shu, 10, 4)] {
        g.realm_mut(k).favor = favor;
        g.realm_mut(k).support = support;
    }
    assert_eq!(line(&g, "tkr-score-security"), [2 + 3, 4, 5 + 2]);
    // L1649-1652: no bonus below 9.
    for (k, favor) in [(Wei, 8), (Wu, 9), (Shu, 1)] {
        g.realm_mut(k).favor = favor;
        g.realm_mut(k).support = 0;
    }
    assert_eq!(line(&g, "tkr-score-security"), [2, 5 + 1, 0]);
}

#[test]
fn r90_office_ranks_and_scores_one_vp_per_rank() {
    // L1700-1728: Wei King (4), Wu Chancellor (3), Shu Grand Commandant (2). The ranking gives
    // 5/2/0; the ranks give 4/3/2 (A-23: the seed's example gives Wei 3 for King, against its
    // own "1 VP per rank gained" at L1685-1687).
    let mut g = game(22);
    for (k, office) in [(Wei, 4), (Wu, 3), (Shu, 2)] {
        g.realm_mut(k).office = office;
    }
    assert_eq!(line(&g, "tkr-score-office"), [5 + 4, 2 + 3, 2]);
}

#[test]
fn r91_the_han_token_holder_scores_two() {
    let mut g = game(23);
    assert_eq!(line(&g, "tkr-score-han"), [0, 0, 0], "in the supply");
    g.han_holder = Some(Wu);
    assert_eq!(line(&g, "tkr-score-han"), [0, 2, 0]);
}

#[test]
fn r92_built_enhancements_score_their_vp_and_conditions() {
    let mut g = game(24);
    // In hand only: nothing.
    g.realm_mut(Wei).hand = vec![enhancement("imperial-palace"), enhancement("irrigation")];
    assert_eq!(line(&g, "tkr-score-enhancements"), [0, 0, 0]);
    // Printed VP.
    g.realm_mut(Wei).built.push(enhancement("imperial-palace"));
    assert_eq!(line(&g, "tkr-score-enhancements")[0], 1);
    // `if`: Irrigation's 3 VP need farm level 5.
    g.realm_mut(Wei).built.push(enhancement("irrigation"));
    g.realm_mut(Wei).farm_level = 4;
    assert_eq!(line(&g, "tkr-score-enhancements")[0], 1);
    g.realm_mut(Wei).farm_level = 5;
    assert_eq!(line(&g, "tkr-score-enhancements")[0], 1 + 3);
    // `per` with `max`: Horse Armour, 1 VP per occupying cavalry unit, at most 4.
    g.realm_mut(Shu).built.push(enhancement("horse-armour"));
    occupy(&mut g, Shu, "zhang-fei", "gongan", 2);
    assert_eq!(line(&g, "tkr-score-enhancements")[2], 2);
    occupy(&mut g, Shu, "ma-chao", "hanzhong", 1);
    occupy(&mut g, Shu, "zhao-yun", "jieting", 2);
    assert_eq!(line(&g, "tkr-score-enhancements")[2], 3, "infantry does not count");
    g.realm_mut(Shu).occupying[2].unit = super::super::data::UnitType::Cavalry;
    assert_eq!(line(&g, "tkr-score-enhancements")[2], 4, "5 cavalry, capped at 4");
    // Printed VP and a condition on one card: Victory Stele, 1 + 3 with 4 locations.
    g.realm_mut(Shu).built.push(enhancement("victory-stele"));
    assert_eq!(line(&g, "tkr-score-enhancements")[2], 4 + 1);
    occupy(&mut g, Shu, "guan-ping", "yidao", 1);
    assert_eq!(line(&g, "tkr-score-enhancements")[2], 4 + 1 + 3);
    // Generals' end-game abilities: Xu Huang, 2 VP with 3 locations, scored on their own line.
    g.realm_mut(Wei).generals.push(general("xu-huang"));
    assert_eq!(line(&g, "tkr-score-generals"), [0, 0, 0]);
    for _ in 0..3 {
        occupy_on(&mut g, Wei, Border::WeiWu);
    }
    assert_eq!(line(&g, "tkr-score-generals"), [2, 0, 0]);
}

#[test]
fn r93_deficits_score_minus_three_each() {
    let mut g = game(25);
    g.realm_mut(Wu).deficits = 2;
    assert_eq!(line(&g, "tkr-score-deficits"), [0, -6, 0]);
}

#[test]
fn r94_the_winner_and_its_tie_breaks() {
    let mut g = game(26);
    let scores = |totals: [i32; 3]| -> Vec<Score> {
        Kingdom::ALL
            .into_iter()
            .map(|k| Score {
                kingdom: k,
                lines: Vec::new(),
                total: totals[k.seat()],
            })
            .collect()
    };
    assert_eq!(winner(&g, &scores([30, 31, 29])), Wu, "highest total");
    // Tied: most gold + rice by value. Setup: Wei 3+3, Wu 4+4, Shu 5+5.
    assert_eq!(winner(&g, &scores([31, 31, 29])), Wu);
    g.realm_mut(Wei).gold = 10;
    assert_eq!(winner(&g, &scores([31, 31, 29])), Wei);
    // L1754-1758: Shu and Wu tied on both: Shu wins; then Wu beats Wei.
    g.realm_mut(Wu).gold = 5;
    g.realm_mut(Shu).rice = 4;
    assert_eq!(winner(&g, &scores([28, 31, 31])), Shu);
    g.realm_mut(Wei).gold = 5;
    g.realm_mut(Wei).rice = 4;
    assert_eq!(winner(&g, &scores([31, 31, 20])), Wu);
}

#[test]
fn a_full_scoring_with_the_seed_examples() {
    // The seed's scoring examples on one board: military L1575-1577 (14/16/17, A-20), borders
    // L1586-1595, border tokens L1600-1605, development L1617-1632, security L1653-1674,
    // office and Han token L1700-1731; plus a built card and a deficit token.
    let mut g = game(27);
    border_example(&mut g);
    for (k, military, farm, market, favor, support, office) in [
        (Wei, 14, 5, 5, 11, 2, 4),
        (Wu, 16, 2, 3, 12, 0, 3),
        (Shu, 17, 4, 3, 10, 4, 2),
    ] {
        let r = g.realm_mut(k);
        (r.military, r.farm_level, r.market_level) = (military, farm, market);
        (r.favor, r.support, r.office) = (favor, support, office);
    }
    g.realm_mut(Wei).border_tokens = vec![(Store::Granary, 1), (Store::Treasury, 0), (Store::Treasury, 1)];
    g.realm_mut(Wu).border_tokens = vec![
        (Store::Granary, 1),
        (Store::Treasury, 0),
        (Store::Treasury, 1),
        (Store::Granary, 1),
    ];
    g.realm_mut(Shu).border_tokens = vec![(Store::Granary, 0); 3];
    g.realm_mut(Wu).built.push(enhancement("imperial-palace"));
    g.realm_mut(Wei).deficits = 1;
    g.han_holder = Some(Shu);

    let scores = final_scores(&g);
    assert_eq!(scores.iter().map(|s| s.kingdom).collect::<Vec<_>>(), [Wei, Wu, Shu]);
    let expected: [(Kingdom, [i32; 10], i32); 3] = [
        //     mil bor tok dev sec off han enh gen def
        (Wei, [14, 2, 2, 5, 5, 9, 0, 0, 0, -3], 34),
        (Wu, [16, 3, 3, 0, 4, 5, 0, 1, 0, 0], 32),
        (Shu, [17, 1, 0, 2, 7, 2, 2, 0, 0, 0], 31),
    ];
    for (k, lines, total) in expected {
        let s = score_of(&scores, k);
        let names: Vec<&str> = s.lines.iter().map(|(n, _)| *n).collect();
        assert_eq!(
            names,
            [
                "tkr-score-military",
                "tkr-score-borders",
                "tkr-score-border-tokens",
                "tkr-score-development",
                "tkr-score-security",
                "tkr-score-office",
                "tkr-score-han",
                "tkr-score-enhancements",
                "tkr-score-generals",
                "tkr-score-deficits",
            ]
        );
        let values: Vec<i32> = s.lines.iter().map(|(_, v)| *v).collect();
        assert_eq!(values, lines, "{k:?}");
        assert_eq!(s.total, total, "{k:?}");
    }
    assert_eq!(winner(&g, &scores), Wei);
}
