//! Map and card data, embedded from `data/twilight-struggle/*.tsv` and parsed once.
//!
//! Ids are our own stable kebab-case keys; they are also the Fluent keys' suffixes
//! (`ts-country-<id>`, `ts-card-<id>`, `ts-card-<id>-text`), so display text never lives here.

use std::collections::HashMap;
use std::sync::OnceLock;

const COUNTRIES_TSV: &str = include_str!("../../../data/twilight-struggle/countries.tsv");
const CARDS_TSV: &str = include_str!("../../../data/twilight-struggle/cards.tsv");

/// The two superpower spaces that appear in adjacency lists. They are not countries: nobody
/// places influence there, but being next to one matters for scoring and some events.
pub const SUPERPOWER_IDS: [&str; 2] = ["usa", "ussr"];

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Region {
    Europe,
    MiddleEast,
    Asia,
    Africa,
    CentralAmerica,
    SouthAmerica,
}

impl Region {
    pub const ALL: [Region; 6] = [
        Region::Europe,
        Region::MiddleEast,
        Region::Asia,
        Region::Africa,
        Region::CentralAmerica,
        Region::SouthAmerica,
    ];

    /// Stable key, also the suffix of the Fluent id `ts-region-<key>`.
    pub fn key(self) -> &'static str {
        match self {
            Region::Europe => "europe",
            Region::MiddleEast => "middle-east",
            Region::Asia => "asia",
            Region::Africa => "africa",
            Region::CentralAmerica => "central-america",
            Region::SouthAmerica => "south-america",
        }
    }

    pub fn name_key(self) -> String {
        format!("ts-region-{}", self.key())
    }

    fn parse(s: &str) -> Option<Region> {
        Region::ALL.into_iter().find(|r| r.key() == s)
    }
}

/// A sub-region scored or targeted on its own. Austria and Finland are in both European ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SubRegion {
    WestEurope,
    EastEurope,
    SoutheastAsia,
}

impl SubRegion {
    pub const ALL: [SubRegion; 3] = [SubRegion::WestEurope, SubRegion::EastEurope, SubRegion::SoutheastAsia];

    /// Stable key, also the suffix of the Fluent id `ts-subregion-<key>`.
    pub fn key(self) -> &'static str {
        match self {
            SubRegion::WestEurope => "west-europe",
            SubRegion::EastEurope => "east-europe",
            SubRegion::SoutheastAsia => "southeast-asia",
        }
    }

    pub fn name_key(self) -> String {
        format!("ts-subregion-{}", self.key())
    }

    /// The region the sub-region lies in.
    pub fn region(self) -> Region {
        match self {
            SubRegion::WestEurope | SubRegion::EastEurope => Region::Europe,
            SubRegion::SoutheastAsia => Region::Asia,
        }
    }

    fn parse(s: &str) -> Option<SubRegion> {
        SubRegion::ALL.into_iter().find(|r| r.key() == s)
    }
}

/// Whose event a card carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    Us,
    Ussr,
    /// Either player may trigger the event (scoring cards, The China Card, shared events).
    Neutral,
}

impl Side {
    pub fn key(self) -> &'static str {
        match self {
            Side::Us => "us",
            Side::Ussr => "ussr",
            Side::Neutral => "neutral",
        }
    }

    fn parse(s: &str) -> Option<Side> {
        [Side::Us, Side::Ussr, Side::Neutral].into_iter().find(|v| v.key() == s)
    }
}

/// The deck a card is shuffled into.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Era {
    Early,
    Mid,
    Late,
    /// The China Card: starts with the USSR and is never part of a deck.
    Special,
}

impl Era {
    pub fn key(self) -> &'static str {
        match self {
            Era::Early => "early",
            Era::Mid => "mid",
            Era::Late => "late",
            Era::Special => "special",
        }
    }

    fn parse(s: &str) -> Option<Era> {
        [Era::Early, Era::Mid, Era::Late, Era::Special]
            .into_iter()
            .find(|v| v.key() == s)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Country {
    pub id: &'static str,
    pub region: Region,
    /// Empty for most countries; two entries for Austria and Finland.
    pub sub_regions: Vec<SubRegion>,
    pub stability: u8,
    pub battleground: bool,
    /// Fixed setup influence (the free setup points come on top).
    pub start_us: u8,
    pub start_ussr: u8,
    /// Neighbouring country ids, plus `usa`/`ussr` for superpower adjacency.
    pub adjacent: Vec<&'static str>,
}

impl Country {
    pub fn in_sub_region(&self, sub: SubRegion) -> bool {
        self.sub_regions.contains(&sub)
    }

    /// Whether `id` (a country or a superpower space, `usa`/`ussr`) is a neighbour.
    pub fn adjacent_to(&self, id: &str) -> bool {
        self.adjacent.contains(&id)
    }

    pub fn name_key(&self) -> String {
        format!("ts-country-{}", self.id)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Card {
    /// Official Deluxe card number, 1..=110.
    pub number: u8,
    pub id: &'static str,
    /// Printed operations value; 0 for scoring cards.
    pub ops: u8,
    pub side: Side,
    pub era: Era,
    /// Removed from the game after its event (printed star).
    pub starred: bool,
    /// The event leaves a lasting effect in play (printed underline).
    pub lasting: bool,
    pub scoring: bool,
    /// One of the optional cards (#104-110).
    pub optional: bool,
}

impl Card {
    pub fn name_key(&self) -> String {
        format!("ts-card-{}", self.id)
    }

    pub fn text_key(&self) -> String {
        format!("ts-card-{}-text", self.id)
    }
}

struct Data {
    countries: Vec<Country>,
    cards: Vec<Card>,
    country_index: HashMap<&'static str, usize>,
    card_index: HashMap<&'static str, usize>,
}

/// Data rows, skipping `#` comments and the header line.
fn rows(src: &'static str) -> impl Iterator<Item = (usize, Vec<&'static str>)> {
    src.lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty())
        .skip(1)
        .map(|(n, l)| (n + 1, l.split('\t').collect()))
}

fn flag(v: &str, what: &str, line: usize) -> bool {
    match v {
        "0" => false,
        "1" => true,
        _ => panic!("twilight-struggle data line {line}: {what} must be 0 or 1, got {v:?}"),
    }
}

fn number<T: std::str::FromStr>(v: &str, what: &str, line: usize) -> T {
    v.parse()
        .unwrap_or_else(|_| panic!("twilight-struggle data line {line}: bad {what} {v:?}"))
}

fn list(v: &'static str) -> impl Iterator<Item = &'static str> {
    v.split(',').map(str::trim).filter(|s| !s.is_empty() && *s != "-")
}

// The embedded files are part of the binary, so a malformed row is a build defect: panicking
// here (caught by the tests below) is the right failure, not something a player can cause.
fn parse_countries() -> Vec<Country> {
    rows(COUNTRIES_TSV)
        .map(|(line, f)| {
            assert_eq!(f.len(), 8, "countries.tsv line {line}: expected 8 columns");
            Country {
                id: f[0],
                region: Region::parse(f[1]).unwrap_or_else(|| panic!("countries.tsv line {line}: region {:?}", f[1])),
                sub_regions: list(f[2])
                    .map(|s| {
                        SubRegion::parse(s).unwrap_or_else(|| panic!("countries.tsv line {line}: sub-region {s:?}"))
                    })
                    .collect(),
                stability: number(f[3], "stability", line),
                battleground: flag(f[4], "battleground", line),
                start_us: number(f[5], "start_us", line),
                start_ussr: number(f[6], "start_ussr", line),
                adjacent: list(f[7]).collect(),
            }
        })
        .collect()
}

fn parse_cards() -> Vec<Card> {
    rows(CARDS_TSV)
        .map(|(line, f)| {
            assert_eq!(f.len(), 9, "cards.tsv line {line}: expected 9 columns");
            Card {
                number: number(f[0], "number", line),
                id: f[1],
                ops: number(f[2], "ops", line),
                side: Side::parse(f[3]).unwrap_or_else(|| panic!("cards.tsv line {line}: side {:?}", f[3])),
                era: Era::parse(f[4]).unwrap_or_else(|| panic!("cards.tsv line {line}: era {:?}", f[4])),
                starred: flag(f[5], "starred", line),
                lasting: flag(f[6], "lasting", line),
                scoring: flag(f[7], "scoring", line),
                optional: flag(f[8], "optional", line),
            }
        })
        .collect()
}

fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    DATA.get_or_init(|| {
        let countries = parse_countries();
        let cards = parse_cards();
        let country_index = countries.iter().enumerate().map(|(i, c)| (c.id, i)).collect();
        let card_index = cards.iter().enumerate().map(|(i, c)| (c.id, i)).collect();
        Data {
            countries,
            cards,
            country_index,
            card_index,
        }
    })
}

/// All 84 countries in map order.
pub fn countries() -> &'static [Country] {
    &data().countries
}

/// All 110 cards, ordered by number.
pub fn cards() -> &'static [Card] {
    &data().cards
}

pub fn country(id: &str) -> Option<&'static Country> {
    let d = data();
    d.country_index.get(id).map(|&i| &d.countries[i])
}

pub fn card(id: &str) -> Option<&'static Card> {
    let d = data();
    d.card_index.get(id).map(|&i| &d.cards[i])
}

/// The card with this official number (1..=110).
pub fn card_by_number(number: u8) -> Option<&'static Card> {
    // Rows are stored in number order; the tests check that card `n` sits at index `n - 1`.
    let c = cards().get(usize::from(number).checked_sub(1)?)?;
    (c.number == number).then_some(c)
}

#[cfg(test)]
mod tests {
    use super::*;
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
}
