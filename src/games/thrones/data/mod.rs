//! The card pool, embedded from `data/thrones/*.tsv` and parsed once. The files are the one place
//! to correct a card or to swap the stand-in pool for the edition's real list: a card, a plot, a
//! deck line or a plot-set line is one row; a card's behaviour is its `effect` formulas on the
//! shared hook points ([`effects`]); names and our own short texts live in
//! `i18n/*/thrones-cards.ftl`.
//!
//! Every physical card of a game has an id of its own (`the-hound`, `great-keep-2`): the card's
//! id when the two decks hold one copy, else the id and a copy number. Views, notation and the
//! leak tests use these ids.

pub mod effects;
pub mod kinds;

use crate::games::tsv::{id, number, rows};
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use effects::Effect;

const CARDS_TSV: &str = include_str!("../../../../data/thrones/cards.tsv");
const PLOTS_TSV: &str = include_str!("../../../../data/thrones/plots.tsv");
const DECKS_TSV: &str = include_str!("../../../../data/thrones/decks.tsv");
const PLOT_SETS_TSV: &str = include_str!("../../../../data/thrones/plot_sets.tsv");

/// A player's house.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum House {
    Stark,
    Lannister,
}

impl House {
    pub const BOTH: [House; 2] = [House::Stark, House::Lannister];

    pub fn key(self) -> &'static str {
        match self {
            House::Stark => "stark",
            House::Lannister => "lannister",
        }
    }

    pub fn parse(s: &str) -> Option<House> {
        House::BOTH.into_iter().find(|h| h.key() == s)
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// A card's crest: a house, or none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Crest {
    House(House),
    Neutral,
}

impl Crest {
    pub fn key(self) -> &'static str {
        match self {
            Crest::House(h) => h.key(),
            Crest::Neutral => "neutral",
        }
    }
}

/// R-6 (plots have their own table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CardType {
    Character,
    Location,
    Attachment,
    Event,
}

impl CardType {
    pub fn key(self) -> &'static str {
        match self {
            CardType::Character => "character",
            CardType::Location => "location",
            CardType::Attachment => "attachment",
            CardType::Event => "event",
        }
    }
}

/// A challenge icon, and the challenge of that type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Icon {
    Military,
    Intrigue,
    Power,
}

impl Icon {
    pub const ALL: [Icon; 3] = [Icon::Military, Icon::Intrigue, Icon::Power];

    pub fn key(self) -> &'static str {
        match self {
            Icon::Military => "military",
            Icon::Intrigue => "intrigue",
            Icon::Power => "power",
        }
    }

    pub fn parse(s: &str) -> Option<Icon> {
        Icon::ALL.into_iter().find(|i| i.key() == s)
    }
}

/// The game's three keywords.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Keyword {
    Limited,
    Renown,
    Stealth,
}

impl Keyword {
    pub const ALL: [Keyword; 3] = [Keyword::Limited, Keyword::Renown, Keyword::Stealth];

    pub fn key(self) -> &'static str {
        match self {
            Keyword::Limited => "limited",
            Keyword::Renown => "renown",
            Keyword::Stealth => "stealth",
        }
    }

    pub fn parse(s: &str) -> Option<Keyword> {
        Keyword::ALL.into_iter().find(|k| k.key() == s)
    }
}

/// Which attachments a character takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Accepts {
    Any,
    None,
    /// Only attachments with the Weapon trait.
    Weapon,
}

/// Where an attachment may go (R-7: a character in play, either player's), narrowed by its row.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AttachRule {
    pub house: Option<House>,
    /// The host needs one of these traits (empty: any).
    pub traits: Vec<&'static str>,
    /// At most one copy of this card on one character.
    pub one_per_character: bool,
}

#[derive(Clone, Debug)]
pub struct Card {
    pub id: &'static str,
    pub kind: CardType,
    pub crest: Crest,
    pub unique: bool,
    pub cost: u8,
    pub strength: u8,
    pub icons: Vec<Icon>,
    pub traits: Vec<&'static str>,
    pub keywords: Vec<Keyword>,
    /// Bonus income.
    pub gold: u8,
    pub accepts: Accepts,
    pub attach: AttachRule,
    pub effects: Vec<Effect>,
    /// The kinds of `effects` ([`kinds::mask`]).
    pub kinds: kinds::Kinds,
    pub source: &'static str,
}

impl Card {
    pub fn has_icon(&self, icon: Icon) -> bool {
        self.icons.contains(&icon)
    }
    pub fn has_keyword(&self, k: Keyword) -> bool {
        self.keywords.contains(&k)
    }
    pub fn has_trait(&self, t: &str) -> bool {
        self.traits.contains(&t)
    }
}

#[derive(Clone, Debug)]
pub struct Plot {
    pub id: &'static str,
    pub income: u8,
    pub initiative: u8,
    pub claim: u8,
    pub traits: Vec<&'static str>,
    pub effects: Vec<Effect>,
    /// The kinds of `effects` ([`kinds::mask`]).
    pub kinds: kinds::Kinds,
    pub source: &'static str,
}

/// One physical card of a game: which card it is, whose deck it is in, and its own id.
#[derive(Clone, Debug)]
pub struct Instance {
    pub card: usize,
    pub house: House,
    pub id: String,
}

pub struct Data {
    pub cards: Vec<Card>,
    pub plots: Vec<Plot>,
    /// Each house's 50 cards (card indices, copies repeated).
    pub decks: [Vec<usize>; 2],
    /// Each house's standard 7 plots (plot indices).
    pub plot_sets: [Vec<usize>; 2],
    /// Every physical card: the Stark deck's, then the Lannister deck's.
    pub instances: Vec<Instance>,
    /// Physical cards and plots by id (typed lines name them).
    index: std::collections::HashMap<String, usize>,
    plot_index: std::collections::HashMap<&'static str, usize>,
}

impl Data {
    pub fn card(&self, id: &str) -> Option<(usize, &Card)> {
        self.cards.iter().enumerate().find(|(_, c)| c.id == id)
    }

    pub fn plot(&self, id: &str) -> Option<(usize, &Plot)> {
        self.plot_index.get(id).map(|&i| (i, &self.plots[i]))
    }

    /// A physical card by its id.
    pub fn instance(&self, id: &str) -> Option<usize> {
        self.index.get(id).copied()
    }
}

/// The shipped data (a malformed row is a build-time bug: the data tests name it).
pub fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    DATA.get_or_init(|| parse_all().unwrap_or_else(|e| panic!("data/thrones: {e}")))
}

pub fn parse_all() -> Result<Data, String> {
    let cards = parse_cards(CARDS_TSV).map_err(|e| format!("cards.tsv:{e}"))?;
    let plots = parse_plots(PLOTS_TSV).map_err(|e| format!("plots.tsv:{e}"))?;
    let decks = parse_decks(DECKS_TSV, &cards).map_err(|e| format!("decks.tsv:{e}"))?;
    let plot_sets = parse_plot_sets(PLOT_SETS_TSV, &plots).map_err(|e| format!("plot_sets.tsv:{e}"))?;
    let instances = instances(&cards, &decks);
    let index = instances.iter().enumerate().map(|(i, x)| (x.id.clone(), i)).collect();
    let plot_index = plots.iter().enumerate().map(|(i, p)| (p.id, i)).collect();
    Ok(Data {
        cards,
        plots,
        decks,
        plot_sets,
        instances,
        index,
        plot_index,
    })
}

/// Numbers each physical card: a card with one copy in the two decks keeps its id; copies get
/// `-1`, `-2`, … in deck order (Stark first).
fn instances(cards: &[Card], decks: &[Vec<usize>; 2]) -> Vec<Instance> {
    let mut total = vec![0usize; cards.len()];
    for &c in decks.iter().flatten() {
        total[c] += 1;
    }
    let mut seen = vec![0usize; cards.len()];
    let mut out = Vec::new();
    for (h, deck) in decks.iter().enumerate() {
        for &c in deck {
            seen[c] += 1;
            let id = if total[c] == 1 {
                cards[c].id.to_string()
            } else {
                format!("{}-{}", cards[c].id, seen[c])
            };
            out.push(Instance {
                card: c,
                house: House::BOTH[h],
                id,
            });
        }
    }
    out
}

/// A comma list of kebab-case words (`-` for none).
fn words(line: usize, what: &str, s: &'static str) -> Result<Vec<&'static str>, String> {
    if s == "-" {
        return Ok(Vec::new());
    }
    s.split(',')
        .map(|w| id(line, w.trim()).map_err(|_| format!("{line}: {what} `{w}` must be lower-case kebab-case")))
        .collect()
}

fn crest(line: usize, s: &str) -> Result<Crest, String> {
    match s {
        "neutral" => Ok(Crest::Neutral),
        _ => House::parse(s)
            .map(Crest::House)
            .ok_or_else(|| format!("{line}: house `{s}` (stark, lannister or neutral)")),
    }
}

fn card_type(line: usize, s: &str) -> Result<CardType, String> {
    [
        CardType::Character,
        CardType::Location,
        CardType::Attachment,
        CardType::Event,
    ]
    .into_iter()
    .find(|t| t.key() == s)
    .ok_or_else(|| format!("{line}: type `{s}` (character, location, attachment or event)"))
}

fn attach_rule(line: usize, s: &'static str) -> Result<AttachRule, String> {
    let mut rule = AttachRule::default();
    if s == "any" || s == "-" {
        return Ok(rule);
    }
    for part in s.split(',').map(str::trim) {
        match part.split_once(':') {
            Some(("house", h)) => {
                rule.house = Some(House::parse(h).ok_or_else(|| format!("{line}: attach_to house `{h}`"))?);
            }
            Some(("trait", t)) => rule.traits = t.split('|').collect(),
            None if part == "one-per-character" => rule.one_per_character = true,
            _ => return Err(format!("{line}: attach_to `{part}`")),
        }
    }
    Ok(rule)
}

// id type house unique cost strength icons traits keywords gold accepts attach_to effect source
pub(in crate::games::thrones) fn parse_cards(src: &'static str) -> Result<Vec<Card>, String> {
    let mut cards = Vec::new();
    for (line, f) in rows(src, 14)? {
        let kind = card_type(line, f[1])?;
        let is_char = kind == CardType::Character;
        let icons = words(line, "icon", f[6])?
            .into_iter()
            .map(|w| Icon::parse(w).ok_or_else(|| format!("{line}: icon `{w}`")))
            .collect::<Result<Vec<_>, _>>()?;
        let keywords = words(line, "keyword", f[8])?
            .into_iter()
            .map(|w| {
                Keyword::ALL
                    .into_iter()
                    .find(|k| k.key() == w)
                    .ok_or_else(|| format!("{line}: keyword `{w}` (limited, renown or stealth)"))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let effects = effects::parse(f[12]).map_err(|e| format!("{line}: {e}"))?;
        let card = Card {
            id: id(line, f[0])?,
            kind,
            crest: crest(line, f[2])?,
            unique: match f[3] {
                "yes" => true,
                "-" => false,
                other => return Err(format!("{line}: unique `{other}` (yes or -)")),
            },
            cost: if kind == CardType::Event && f[4] == "-" {
                0
            } else {
                number(line, "cost", f[4], 0..=20)?
            },
            strength: if is_char {
                number(line, "strength", f[5], 0..=20)?
            } else if f[5] == "-" {
                0
            } else {
                return Err(format!("{line}: strength `{}` on a card that is not a character", f[5]));
            },
            icons,
            traits: words(line, "trait", f[7])?,
            keywords,
            gold: number(line, "gold", f[9], 0..=10)?,
            accepts: match (is_char, f[10]) {
                (true, "any") => Accepts::Any,
                (true, "none") => Accepts::None,
                (true, "weapon") => Accepts::Weapon,
                (false, "-") => Accepts::Any,
                (_, other) => return Err(format!("{line}: accepts `{other}`")),
            },
            attach: if kind == CardType::Attachment {
                attach_rule(line, f[11])?
            } else if f[11] == "-" {
                AttachRule::default()
            } else {
                return Err(format!("{line}: attach_to on a card that is not an attachment"));
            },
            kinds: kinds::mask(&effects),
            effects,
            source: f[13],
        };
        if cards.iter().any(|c: &Card| c.id == card.id) {
            return Err(format!("{line}: id `{}` is used twice", card.id));
        }
        cards.push(card);
    }
    Ok(cards)
}

// id income initiative claim traits effect source
pub(in crate::games::thrones) fn parse_plots(src: &'static str) -> Result<Vec<Plot>, String> {
    let mut plots = Vec::new();
    for (line, f) in rows(src, 7)? {
        let effects = effects::parse(f[5]).map_err(|e| format!("{line}: {e}"))?;
        let plot = Plot {
            id: id(line, f[0])?,
            income: number(line, "income", f[1], 0..=20)?,
            initiative: number(line, "initiative", f[2], 0..=20)?,
            claim: number(line, "claim", f[3], 0..=5)?,
            traits: words(line, "trait", f[4])?,
            kinds: kinds::mask(&effects),
            effects,
            source: f[6],
        };
        if plots.iter().any(|p: &Plot| p.id == plot.id) {
            return Err(format!("{line}: id `{}` is used twice", plot.id));
        }
        plots.push(plot);
    }
    Ok(plots)
}

fn house(line: usize, s: &str) -> Result<House, String> {
    House::parse(s).ok_or_else(|| format!("{line}: deck `{s}` (stark or lannister)"))
}

// deck card copies
pub(in crate::games::thrones) fn parse_decks(src: &'static str, cards: &[Card]) -> Result<[Vec<usize>; 2], String> {
    let mut decks = [Vec::new(), Vec::new()];
    for (line, f) in rows(src, 3)? {
        let h = house(line, f[0])?;
        let c = cards
            .iter()
            .position(|c| c.id == f[1])
            .ok_or_else(|| format!("{line}: unknown card `{}`", f[1]))?;
        if cards[c].crest != Crest::Neutral && cards[c].crest != Crest::House(h) {
            return Err(format!("{line}: `{}` belongs to the other house", f[1]));
        }
        let copies = number(line, "copies", f[2], 1..=3)?;
        decks[h.index()].extend(std::iter::repeat_n(c, usize::from(copies)));
    }
    Ok(decks)
}

// set plot
fn parse_plot_sets(src: &'static str, plots: &[Plot]) -> Result<[Vec<usize>; 2], String> {
    let mut sets = [Vec::new(), Vec::new()];
    for (line, f) in rows(src, 2)? {
        let h = house(line, f[0])?;
        let p = plots
            .iter()
            .position(|p| p.id == f[1])
            .ok_or_else(|| format!("{line}: unknown plot `{}`", f[1]))?;
        if sets.iter().flatten().any(|&q| q == p) {
            return Err(format!("{line}: plot `{}` is in a set twice", f[1]));
        }
        sets[h.index()].push(p);
    }
    Ok(sets)
}
