//! The map and the cards as loaded: counts, regions, adjacency and names (`data.rs`).

use super::super::data::*;
use crate::i18n::{Lang, catalog, msg};
use std::collections::HashSet;

fn c(id: &str) -> &'static Country {
    country(id).unwrap_or_else(|| panic!("no country {id}"))
}

fn k(n: u8) -> &'static Card {
    card_by_number(n).unwrap_or_else(|| panic!("no card #{n}"))
}

#[test]
fn counts() {
    assert_eq!(countries().len(), 84);
    assert_eq!(cards().len(), 110);
    assert_eq!(cards().iter().filter(|c| c.optional).count(), 7);
    let optional: Vec<u8> = cards().iter().filter(|c| c.optional).map(|c| c.number).collect();
    assert_eq!(optional, (104..=110).collect::<Vec<u8>>());
    let era = |e: Era, opt: bool| cards().iter().filter(|c| c.era == e && c.optional == opt).count();
    assert_eq!((era(Era::Early, false), era(Era::Early, true)), (35, 3));
    assert_eq!((era(Era::Mid, false), era(Era::Mid, true)), (46, 2));
    assert_eq!((era(Era::Late, false), era(Era::Late, true)), (21, 2));
    assert_eq!(era(Era::Special, false), 1);
    let scoring: Vec<&str> = cards().iter().filter(|c| c.scoring).map(|c| c.id).collect();
    assert_eq!(
        scoring,
        [
            "asia-scoring",
            "europe-scoring",
            "middle-east-scoring",
            "central-america-scoring",
            "southeast-asia-scoring",
            "africa-scoring",
            "south-america-scoring"
        ]
    );
    assert!(
        cards()
            .iter()
            .filter(|c| c.scoring)
            .all(|c| c.ops == 0 && c.side == Side::Neutral)
    );
    assert!(cards().iter().filter(|c| !c.scoring).all(|c| (1..=4).contains(&c.ops)));
}

#[test]
fn battlegrounds_per_region() {
    let bg = |r: Region| countries().iter().filter(|c| c.region == r && c.battleground).count();
    assert_eq!(bg(Region::Europe), 5);
    assert_eq!(bg(Region::MiddleEast), 6);
    assert_eq!(bg(Region::Asia), 6);
    assert_eq!(bg(Region::Africa), 5);
    assert_eq!(bg(Region::CentralAmerica), 3);
    assert_eq!(bg(Region::SouthAmerica), 4);
    assert_eq!(countries().iter().filter(|c| c.battleground).count(), 29);
    let per_region = |r: Region| countries().iter().filter(|c| c.region == r).count();
    let sizes: Vec<usize> = Region::ALL.into_iter().map(per_region).collect();
    assert_eq!(sizes, [21, 10, 15, 18, 10, 10]);
}

#[test]
fn sub_regions() {
    let members = |s: SubRegion| countries().iter().filter(|c| c.in_sub_region(s)).count();
    assert_eq!(members(SubRegion::WestEurope), 14);
    assert_eq!(members(SubRegion::EastEurope), 9);
    assert_eq!(members(SubRegion::SoutheastAsia), 7);
    let both: Vec<&str> = countries()
        .iter()
        .filter(|c| c.in_sub_region(SubRegion::WestEurope) && c.in_sub_region(SubRegion::EastEurope))
        .map(|c| c.id)
        .collect();
    assert_eq!(both, ["finland", "austria"]);
    for c in countries() {
        for s in &c.sub_regions {
            assert_eq!(s.region(), c.region, "{} in {s:?}", c.id);
        }
        if c.region == Region::Europe {
            assert!(!c.sub_regions.is_empty(), "{} has no European sub-region", c.id);
        }
    }
    assert!(c("thailand").in_sub_region(SubRegion::SoutheastAsia));
    assert!(!c("japan").in_sub_region(SubRegion::SoutheastAsia));
}

#[test]
fn adjacency_resolves_and_is_symmetric() {
    let ids: HashSet<&str> = countries().iter().map(|c| c.id).collect();
    assert_eq!(ids.len(), 84, "country ids are unique");
    let mut links = 0;
    let mut superpower_links = 0;
    for c in countries() {
        assert!(!c.adjacent.is_empty(), "{} is isolated", c.id);
        assert!(!c.adjacent.contains(&c.id), "{} touches itself", c.id);
        for &n in &c.adjacent {
            if SUPERPOWER_IDS.contains(&n) {
                superpower_links += 1;
                continue;
            }
            let other = country(n).unwrap_or_else(|| panic!("{} lists unknown neighbour {n}", c.id));
            assert!(other.adjacent.contains(&c.id), "{} -> {n} is one-way", c.id);
            links += 1;
        }
    }
    assert_eq!(links / 2, 112);
    assert_eq!(superpower_links, 9);
    let touching = |sp: &str| {
        let mut v: Vec<&str> = countries().iter().filter(|c| c.adjacent_to(sp)).map(|c| c.id).collect();
        v.sort_unstable();
        v
    };
    assert_eq!(touching("usa"), ["canada", "cuba", "japan", "mexico"]);
    assert_eq!(
        touching("ussr"),
        ["afghanistan", "finland", "north-korea", "poland", "romania"]
    );
}

#[test]
fn known_country_values() {
    let s = |id: &str| (c(id).stability, c(id).battleground);
    assert_eq!(s("israel"), (4, true));
    assert_eq!(s("turkey"), (2, false));
    assert_eq!(s("mexico"), (2, true));
    assert_eq!(s("iraq"), (3, true));
    assert_eq!(s("cuba"), (3, true));
    assert_eq!(s("norway"), (4, false));
    assert_eq!(s("uk"), (5, false));
    assert_eq!(s("zimbabwe"), (1, false));
    assert_eq!(s("nicaragua"), (1, false));
    assert_eq!(s("haiti"), (1, false));
    assert_eq!(c("bulgaria").adjacent, ["greece", "turkey"]);
    assert_eq!(c("cuba").region, Region::CentralAmerica);
    assert_eq!(c("turkey").sub_regions, [SubRegion::WestEurope]);
}

#[test]
fn fixed_starting_influence() {
    let start = |id: &str| (c(id).start_us, c(id).start_ussr);
    assert_eq!(start("syria"), (0, 1));
    assert_eq!(start("north-korea"), (0, 3));
    assert_eq!(start("east-germany"), (0, 3));
    assert_eq!(start("uk"), (5, 0));
    assert_eq!(start("australia"), (4, 0));
    assert_eq!(start("west-germany"), (0, 0));
    let us: u32 = countries().iter().map(|c| u32::from(c.start_us)).sum();
    let ussr: u32 = countries().iter().map(|c| u32::from(c.start_ussr)).sum();
    // Rulebook totals 25 and 15 include the free 7 (US) and 6 (USSR) setup points.
    assert_eq!((us, ussr), (18, 9));
    assert_eq!(countries().iter().filter(|c| c.start_us > 0).count(), 10);
    assert_eq!(countries().iter().filter(|c| c.start_ussr > 0).count(), 5);
}

#[test]
fn known_card_values() {
    assert_eq!(cards().iter().map(|c| c.id).collect::<HashSet<_>>().len(), 110);
    for (i, c) in cards().iter().enumerate() {
        assert_eq!(usize::from(c.number), i + 1, "cards are stored in number order");
        assert_eq!(card(c.id), Some(c));
    }
    assert_eq!(card_by_number(0), None);
    assert_eq!(card_by_number(111), None);
    let china = k(6);
    assert_eq!(
        (china.id, china.ops, china.side, china.era),
        ("the-china-card", 4, Side::Neutral, Era::Special)
    );
    let d = k(103);
    assert_eq!(
        (d.id, d.ops, d.side, d.era, d.starred),
        ("defectors", 2, Side::Us, Era::Early, false)
    );
    let un = k(32);
    assert_eq!(
        (un.id, un.ops, un.side, un.era),
        ("un-intervention", 1, Side::Neutral, Era::Early)
    );
    let seasia = card("southeast-asia-scoring").map(|c| (c.number, c.starred, c.era));
    assert_eq!(seasia, Some((38, true, Era::Mid)));
    // Values quoted in the Korean seed's strategy guide.
    let osse = |id: &str| card(id).map(|c| (c.ops, c.side, c.era));
    assert_eq!(osse("duck-and-cover"), Some((3, Side::Us, Era::Early)));
    assert_eq!(osse("we-will-bury-you"), Some((4, Side::Ussr, Era::Mid)));
    assert_eq!(osse("soviets-shoot-down-kal-007"), Some((4, Side::Us, Era::Late)));
    assert_eq!(osse("missile-envy"), Some((2, Side::Neutral, Era::Mid)));
    assert_eq!(osse("summit"), Some((1, Side::Neutral, Era::Mid)));
    let early_fours: Vec<u8> = cards()
        .iter()
        .filter(|c| c.era == Era::Early && !c.optional && c.ops == 4)
        .map(|c| c.number)
        .collect();
    assert_eq!(
        early_fours,
        [21, 23, 27, 31, 34],
        "the seed's five 4-ops Early War cards"
    );
    // Spec 5.7 decisions.
    assert!(!k(95).starred);
    assert!(k(102).starred);
    assert!(k(23).lasting && k(97).lasting);
    let nato = k(21);
    assert!(nato.starred && nato.lasting && nato.side == Side::Us);
}

#[test]
fn every_country_region_and_card_is_translated() {
    let cat = catalog();
    let mut keys: Vec<String> = Vec::new();
    keys.extend(countries().iter().map(Country::name_key));
    keys.extend(SUPERPOWER_IDS.iter().map(|id| format!("ts-country-{id}")));
    keys.extend(Region::ALL.into_iter().map(Region::name_key));
    keys.extend(SubRegion::ALL.into_iter().map(SubRegion::name_key));
    for c in cards() {
        keys.push(c.name_key());
        keys.push(c.text_key());
    }
    assert_eq!(keys.len(), 84 + 2 + 6 + 3 + 220);
    for lang in Lang::ALL {
        let missing: Vec<&String> = keys.iter().filter(|key| !cat.has(lang, key)).collect();
        assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
    }
    let hangul = |s: &str| s.chars().any(|ch| ('\u{AC00}'..='\u{D7A3}').contains(&ch));
    for key in &keys {
        let (en, ko) = (msg(Lang::En, key), msg(Lang::Ko, key));
        assert!(!en.trim().is_empty() && !hangul(&en), "{key}: English text {en:?}");
        assert!(hangul(&ko), "{key} is not translated into Korean: {ko:?}");
    }
    // Summaries stay short enough for a phone screen and a button tooltip.
    for c in cards() {
        for lang in Lang::ALL {
            let text = msg(lang, &c.text_key());
            assert!(
                text.chars().count() <= 200,
                "{} ({lang:?}) summary is {} chars",
                c.id,
                text.chars().count()
            );
        }
    }
}
