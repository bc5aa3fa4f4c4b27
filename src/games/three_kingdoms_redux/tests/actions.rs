//! Rule tests of the performed actions (R-45…R-68), named by the spec's R-numbers.

use super::super::data::{Border, Kingdom, UnitType, data};
use super::super::rules::actions::{Act, Tribute, perform};
use super::super::rules::setup::setup;
use super::super::state::{GeneralIx, Placement, Space, Store, ThreeKingdoms};
use crate::engine::{GameRng, LogEntry};

use Kingdom::{Shu, Wei, Wu};

fn game() -> ThreeKingdoms {
    setup(&mut GameRng::new(9)).0
}

fn general(id: &str) -> GeneralIx {
    data().general(id).unwrap_or_else(|| panic!("{id}")).0 as GeneralIx
}

fn location(id: &str) -> u8 {
    data()
        .locations
        .iter()
        .position(|l| l.id == id)
        .unwrap_or_else(|| panic!("{id}")) as u8
}

fn act(g: &mut ThreeKingdoms, k: Kingdom, space: Space, a: Act) -> Result<(), String> {
    let mut log: Vec<LogEntry> = Vec::new();
    perform(g, k, space, &a, &mut log).map_err(|e| e.text.key.to_string())
}

#[test]
fn r46_develop_then_harvest_keeps_some_in_the_granary_and_sells_the_rest() {
    let mut g = game();
    for _ in 0..3 {
        act(&mut g, Wei, Space::Farm, Act::FarmDevelop).unwrap();
    }
    assert_eq!(g.realm(Wei).farm_level, 3);
    let rice = g.realm(Wei).rice;
    assert_eq!(
        act(&mut g, Wei, Space::Farm, Act::FarmHarvest { keep: 4 }),
        Err("tkr-err-harvest-keep".into())
    );
    act(&mut g, Wei, Space::Farm, Act::FarmHarvest { keep: 1 }).unwrap();
    let r = g.realm(Wei);
    assert_eq!(
        (r.farms_in_granary, r.farms_developed, r.rice, r.farm_level),
        (1, 0, rice + 10, 3),
        "level unchanged"
    );
    assert_eq!(
        act(&mut g, Wei, Space::Market, Act::FarmDevelop),
        Err("tkr-err-act-space".into())
    );
}

#[test]
fn r47_collect_tax_sells_developed_markets_for_4_gold() {
    let mut g = game();
    act(&mut g, Wu, Space::Market, Act::MarketDevelop).unwrap();
    act(&mut g, Wu, Space::Market, Act::MarketDevelop).unwrap();
    let gold = g.realm(Wu).gold;
    act(&mut g, Wu, Space::Market, Act::MarketCollect { keep: 0 }).unwrap();
    assert_eq!((g.realm(Wu).gold, g.realm(Wu).markets_in_treasury), (gold + 8, 0));
    for _ in 0..3 {
        act(&mut g, Wu, Space::Market, Act::MarketDevelop).unwrap();
    }
    assert_eq!(g.realm(Wu).market_level, 5);
    assert_eq!(
        act(&mut g, Wu, Space::Market, Act::MarketDevelop),
        Err("tkr-err-market-full".into())
    );
}

#[test]
fn r48_trade_at_the_printed_prices_one_way_each_within_the_limits() {
    let mut g = game();
    g.realm_mut(Shu).gold = 20;
    let trade = |rice_lots, weapons| Act::Trade { rice_lots, weapons };
    act(&mut g, Shu, Space::Trade, trade(2, [3, 0, 0, 0])).unwrap();
    let r = g.realm(Shu);
    assert_eq!((r.gold, r.rice, r.weapons[0]), (20 - 6 - 5, 5 + 8, 3));
    assert_eq!(
        act(&mut g, Shu, Space::Trade, trade(4, [0; 4])),
        Err("tkr-err-trade-rice-max".into())
    );
    assert_eq!(
        act(&mut g, Shu, Space::Trade, trade(0, [1, -1, 0, 0])),
        Err("tkr-err-trade-one-way".into())
    );
    assert_eq!(
        act(&mut g, Shu, Space::Trade, trade(0, [2, 0, 0, 0])),
        Err("tkr-err-trade-weapon-lot".into())
    );
    let before = g.realm(Shu).clone();
    act(&mut g, Shu, Space::Trade, trade(-1, [-3, 0, 0, 0])).unwrap();
    let r = g.realm(Shu);
    assert_eq!(
        (r.gold, r.rice, r.weapons[0]),
        (before.gold + 5 + 7, before.rice - 4, 0)
    );
}

#[test]
fn r49_instructor_and_technology() {
    let mut g = game();
    g.realm_mut(Wei).untrained = 3;
    let hand = g.realm(Wei).hand.len();
    act(
        &mut g,
        Wei,
        Space::Tech,
        Act::Tech {
            instructor: 2,
            draw: Some(super::super::data::Deck::Unification),
        },
    )
    .unwrap();
    let r = g.realm(Wei);
    assert_eq!((r.untrained, r.trained, r.rice, r.hand.len()), (1, 2, 2, hand + 1));
    assert_eq!(
        act(
            &mut g,
            Wei,
            Space::Tech,
            Act::Tech {
                instructor: 3,
                draw: None
            }
        ),
        Err("tkr-err-instructor".into())
    );
}

#[test]
fn r50_construct_from_the_hand_paying_its_cost() {
    let mut g = game();
    let card = *g
        .realm(Shu)
        .hand
        .iter()
        .find(|&&c| data().enhancements[usize::from(c)].requires.is_none())
        .expect("a card");
    let e = &data().enhancements[usize::from(card)];
    g.realm_mut(Shu).gold = 0;
    if e.gold > 0 {
        assert!(
            act(
                &mut g,
                Shu,
                Space::Construct,
                Act::Construct {
                    card,
                    trained_first: false
                }
            )
            .is_err()
        );
    }
    g.realm_mut(Shu).gold = 20;
    g.realm_mut(Shu).rice = 20;
    g.realm_mut(Shu).untrained = 5;
    act(
        &mut g,
        Shu,
        Space::Construct,
        Act::Construct {
            card,
            trained_first: false,
        },
    )
    .unwrap();
    let r = g.realm(Shu);
    assert!(r.built.contains(&card) && !r.hand.contains(&card));
    assert_eq!(r.untrained, 5 - u16::from(e.armies));
    let other = (0..data().enhancements.len() as u8)
        .find(|c| !g.realm(Shu).hand.contains(c) && !g.realm(Shu).built.contains(c))
        .expect("a card elsewhere");
    let build_other = Act::Construct {
        card: other,
        trained_first: false,
    };
    assert_eq!(
        act(&mut g, Shu, Space::Construct, build_other),
        Err("tkr-err-not-in-hand".into())
    );
}

#[test]
fn r51_to_r56_production_recruiting_training_tribute_support() {
    let mut g = game();
    act(
        &mut g,
        Wu,
        Space::ProduceSpearHorse,
        Act::Produce { first: 1, second: 1 },
    )
    .unwrap();
    act(
        &mut g,
        Wu,
        Space::ProduceCrossbowBoat,
        Act::Produce { first: 0, second: 2 },
    )
    .unwrap();
    assert_eq!(g.realm(Wu).weapons, [1, 1, 0, 2]);
    assert_eq!(
        act(
            &mut g,
            Wu,
            Space::ProduceCrossbowBoat,
            Act::Produce { first: 2, second: 1 }
        ),
        Err("tkr-err-produce-two".into())
    );
    act(&mut g, Wu, Space::Recruit, Act::Recruit).unwrap();
    act(&mut g, Wu, Space::Train, Act::Train { n: 2 }).unwrap();
    assert_eq!((g.realm(Wu).untrained, g.realm(Wu).trained), (0, 2));
    let (gold, rice) = (g.realm(Wu).gold, g.realm(Wu).rice);
    act(&mut g, Wu, Space::Tribute, Act::Tribute(Tribute::Both)).unwrap();
    assert_eq!((g.realm(Wu).gold, g.realm(Wu).rice), (gold + 1, rice + 1));
    act(&mut g, Wu, Space::Support, Act::Support).unwrap();
    assert_eq!(g.realm(Wu).support, 2);
}

fn placed(k: Kingdom, id: &str, space: Space, units: u8, unit: Option<UnitType>) -> Placement {
    Placement {
        kingdom: k,
        general: general(id),
        space,
        units,
        unit,
        gold: 0,
        support: 0,
        han: false,
        bid_tokens: 0,
    }
}

#[test]
fn r57_control_han_emperor_pays_a_gold_raises_the_office_and_rests_a_general() {
    let mut g = game();
    g.realm_mut(Wei).generals.push(general("cao-hong"));
    g.placements.push(placed(Wei, "cao-hong", Space::Han, 0, None));
    assert_eq!(
        act(
            &mut g,
            Wei,
            Space::Han,
            Act::Han {
                general: general("xun-you")
            }
        ),
        Err("tkr-err-han-general".into())
    );
    act(
        &mut g,
        Wei,
        Space::Han,
        Act::Han {
            general: general("cao-hong"),
        },
    )
    .unwrap();
    assert_eq!((g.realm(Wei).gold, g.realm(Wei).office), (2, 1));
    assert_eq!(g.han_resting, Some(general("cao-hong")));
}

#[test]
fn r58_to_r66_occupying_a_border_location() {
    let mut g = game();
    let chibi = location("chibi");
    let space = Space::Battle(Border::WeiWu);
    g.realm_mut(Wei)
        .generals
        .extend([general("cao-ren"), general("xu-chu")]);
    g.realm_mut(Wei).trained = 4;
    g.realm_mut(Wei).weapons = [2, 0, 0, 2];
    g.placements
        .push(placed(Wei, "cao-ren", space, 2, Some(UnitType::Navy)));
    g.placements
        .push(placed(Wei, "xu-chu", space, 2, Some(UnitType::Infantry)));
    let battle = |general_id: &str, loc: u8, units: u8| Act::Battle {
        general: general(general_id),
        location: loc,
        units,
        store: Store::Granary,
    };
    // Chibi takes navy only; R-60: at least one unit, at most those carried.
    assert_eq!(
        act(&mut g, Wei, space, battle("xu-chu", chibi, 2)),
        Err("tkr-err-battle-type".into())
    );
    assert_eq!(
        act(&mut g, Wei, space, battle("cao-ren", chibi, 0)),
        Err("tkr-err-battle-units".into())
    );
    assert_eq!(
        act(&mut g, Wei, space, battle("cao-ren", chibi, 3)),
        Err("tkr-err-battle-units".into())
    );
    assert_eq!(
        act(&mut g, Wei, space, battle("cao-ren", location("qishan"), 2)),
        Err("tkr-err-battle-location".into()),
        "a location of another border"
    );
    act(&mut g, Wei, space, battle("cao-ren", chibi, 2)).unwrap();
    let r = g.realm(Wei);
    assert_eq!(r.occupying.len(), 1);
    assert!(!r.generals.contains(&general("cao-ren")), "R-64: he bids no more");
    assert_eq!((r.trained, r.weapons[UnitType::Navy as usize]), (2, 0));
    // navy is one of Cao Ren's specialties in our data: the token shows 1 VP.
    let specialty = data().generals[usize::from(general("cao-ren"))]
        .specialties
        .contains(&UnitType::Navy);
    assert_eq!(r.border_tokens, vec![(Store::Granary, u8::from(specialty))]);
    assert_eq!(g.locations[usize::from(chibi)], Some(Wei));
    // taken for good. R-66: the second occupier goes to Wei's other border.
    let hefei = location("hefei");
    g.placements
        .push(placed(Wei, "cao-ren", space, 2, Some(UnitType::Navy)));
    assert_eq!(
        act(&mut g, Wei, space, battle("xu-chu", hefei, 2)),
        Err("tkr-err-second-border".into())
    );
}

#[test]
fn r67_r68_tribal_favour_and_the_support_at_12() {
    let mut g = game();
    let mut p = placed(Shu, "liu-bei", Space::Tribal(Shu), 0, None);
    p.gold = 2;
    g.placements.push(p);
    g.realm_mut(Shu).favor = 10;
    let gold = g.realm(Shu).gold;
    act(&mut g, Shu, Space::Tribal(Shu), Act::Tribal { buy_support: true }).unwrap();
    let r = g.realm(Shu);
    assert_eq!((r.favor, r.gold, r.rice, r.support), (12, gold - 2, 3, 3));
    g.realm_mut(Shu).favor = 8;
    assert_eq!(
        act(&mut g, Shu, Space::Tribal(Shu), Act::Tribal { buy_support: true }),
        Err("tkr-err-favor-not-12".into())
    );
    assert_eq!(g.realm(Shu).favor, 8, "a refused action changes nothing");
}
