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
