//! The typed action of Three Kingdoms Redux and its text notation:
//! `draft <general> …` · `alliance <space>` · `place <general> <space> [units=N unit=<type>]
//! [gold=N] [support=N] [han]` · `pass` · `do <space> <choice…>` · `finish` (with won actions
//! left it asks to confirm: `done` confirms, `back` returns) · `done` (finishes at once, as stored
//! games hold it); a bid tap by tap:
//! `bid <general>` · `bid <general> <space>` · `bid <general> <space> nothing|units=N unit=<type>|gold=N`
//! · `back`.
//! A performed action's choices: `do farm develop` · `do farm harvest keep=2` (the flipped farms
//! kept in the granary; the others are sold) · `do market collect keep=1` ·
//! `do trade rice=1 weapons=3,0,0,0` (lots of rice bought (+) or sold (−); weapons by type
//! spear, horse, crossbow, boat) · `do tech instructor=2 draw=unification` · `do construct
//! <card> [trained-first]` · `do produce-spear-horse 1,1` · `do recruit` · `do train 2` · `do tribute
//! gold|rice|both|army` · `do support` · `do han <general>` · `do battle-wei-wu <general>
//! <location> units=2 store=granary|treasury` · `do tribal-wei [buy-support]`.
//! A card's benefit (`cards/benefits.rs`): `gain <card>` (take it now) · `gain <card> <gain>` (the
//! gain picked, e.g. `gain lu-meng horse`) · `gain <card> spear,horse` (the types of the weapons
//! of one's choice) · `swap <card> <give> for <get>` (e.g. `swap barter-post rice for horse`);
//! `finish` (or the older `done`) at the end of the round finishes one's round-end benefits.
//! Each `key=` or flag word is given at most once in a line (a repeated one is refused by name).
//! Older forms still read as before: `do farm harvest 2` is `harvest keep=2`.

use std::fmt;

use super::super::cards::kinds::{Item, Pick, benefit_line};
use super::super::data::{Deck, UnitType, data};
use super::super::rules::actions::{Act, Tribute};
use super::super::state::{BidDraft, Carry, GeneralIx, Placement, Source, Space, Store};
use crate::engine::{RuleError, Text};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TkrAction {
    Draft(Vec<GeneralIx>),
    Alliance(Space),
    /// A placement (its kingdom is the seat's).
    Place(Placement),
    Pass,
    Do(Space, Act),
    /// Finish one's actions: with won actions left, asks to confirm first (`done` confirms,
    /// `back` returns to the actions).
    Finish,
    Done,
    /// One step of a bid put together tap by tap (`bid <general> [<space> [<carry>]]`).
    Bid(BidDraft),
    /// Undo the last step of that bid.
    Back,
    /// Take an owed benefit of a card (`gain …`, `swap …`).
    Benefit(Source, Pick),
}

pub fn general_id(g: GeneralIx) -> &'static str {
    data().generals[usize::from(g)].id
}

fn general_of(word: &str) -> Result<GeneralIx, RuleError> {
    data()
        .general(word)
        .map(|(ix, _)| ix as GeneralIx)
        .ok_or_else(|| RuleError::new(Text::new("tkr-err-unknown-general").str("word", word.to_string())))
}

fn space_of(word: &str) -> Result<Space, RuleError> {
    Space::parse(word).ok_or_else(|| RuleError::new(Text::new("tkr-err-unknown-space").str("word", word.to_string())))
}

fn number<T: std::str::FromStr>(word: &str) -> Result<T, RuleError> {
    word.parse()
        .map_err(|_| RuleError::new(Text::new("tkr-err-bad-number").str("word", word.to_string())))
}

fn card_of(word: &str) -> Result<Source, RuleError> {
    Source::parse(word)
        .ok_or_else(|| RuleError::new(Text::new("tkr-err-unknown-benefit-card").str("word", word.to_string())))
}

fn item_of(word: &str, line: &str) -> Result<Item, RuleError> {
    Item::parse(word).ok_or_else(|| bad(line))
}

fn bad(line: &str) -> RuleError {
    RuleError::new(Text::new("tkr-err-bad-line").str("line", line.to_string()))
}

/// The optional words of a line: each a `key=value` whose `key=` is in `known`, or a flag word in
/// `known`; each at most once (a repeated one is refused by name, an unknown one is a bad line).
/// Gives (key without `=`, value; empty for a flag) in the line's order.
fn keyed<'a>(words: &[&'a str], known: &[&str], line: &str) -> Result<Vec<(&'a str, &'a str)>, RuleError> {
    let mut out: Vec<(&str, &str)> = Vec::new();
    for word in words {
        let (key, value, written) = match word.split_once('=') {
            Some((key, value)) => (key, value, &word[..=key.len()]),
            None => (*word, "", *word),
        };
        if !known.contains(&written) {
            return Err(bad(line));
        }
        if out.iter().any(|(seen, _)| *seen == key) {
            return Err(RuleError::new(
                Text::new("tkr-err-repeated-key")
                    .str("key", written.to_string())
                    .str("line", line.to_string()),
            ));
        }
        out.push((key, value));
    }
    Ok(out)
}

/// The value of `key` among [`keyed`] words.
fn value_of<'a>(fields: &[(&str, &'a str)], key: &str) -> Option<&'a str> {
    fields.iter().find(|(k, _)| *k == key).map(|(_, v)| *v)
}

/// What a harvest or a tax collection keeps: `keep=N`, or the older bare `N` (same meaning).
fn kept(word: &str) -> Result<u8, RuleError> {
    number(word.strip_prefix("keep=").unwrap_or(word))
}

impl TkrAction {
    pub fn parse(line: &str, kingdom: super::super::data::Kingdom) -> Result<TkrAction, RuleError> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&first, rest)) = words.split_first() else {
            return Err(RuleError::key("err-empty-action"));
        };
        match first {
            "draft" => Ok(TkrAction::Draft(
                rest.iter().map(|w| general_of(w)).collect::<Result<_, _>>()?,
            )),
            "alliance" => match rest {
                [space] => Ok(TkrAction::Alliance(space_of(space)?)),
                _ => Err(bad(line)),
            },
            "pass" if rest.is_empty() => Ok(TkrAction::Pass),
            "back" if rest.is_empty() => Ok(TkrAction::Back),
            "bid" => {
                let [general, more @ ..] = rest else {
                    return Err(bad(line));
                };
                let general = general_of(general)?;
                let (space, carry) = match more {
                    [] => (None, None),
                    [space] => (Some(space_of(space)?), None),
                    [space, carry @ ..] => (Some(space_of(space)?), Some(parse_carry(carry, line)?)),
                };
                Ok(TkrAction::Bid(BidDraft { general, space, carry }))
            }
            "done" if rest.is_empty() => Ok(TkrAction::Done),
            "finish" if rest.is_empty() => Ok(TkrAction::Finish),
            "gain" => match rest {
                [card] => Ok(TkrAction::Benefit(card_of(card)?, Pick::Take)),
                [card, items] => {
                    let mut items = items
                        .split(',')
                        .map(|w| item_of(w, line))
                        .collect::<Result<Vec<_>, _>>()?;
                    items.sort();
                    Ok(TkrAction::Benefit(card_of(card)?, Pick::Items(items)))
                }
                _ => Err(bad(line)),
            },
            "swap" => match rest {
                [card, give, "for", get] => Ok(TkrAction::Benefit(
                    card_of(card)?,
                    Pick::Swap {
                        give: item_of(give, line)?,
                        get: item_of(get, line)?,
                    },
                )),
                _ => Err(bad(line)),
            },
            "place" => {
                let [general, space, extras @ ..] = rest else {
                    return Err(bad(line));
                };
                let mut p = Placement::plain(kingdom, general_of(general)?, space_of(space)?);
                for (key, value) in keyed(extras, &["units=", "unit=", "gold=", "support=", "han"], line)? {
                    match key {
                        "units" => p.units = number(value)?,
                        "unit" => p.unit = Some(UnitType::parse(value).ok_or_else(|| bad(line))?),
                        "gold" => p.gold = number(value)?,
                        "support" => p.support = number(value)?,
                        _ => p.han = true,
                    }
                }
                Ok(TkrAction::Place(p))
            }
            "do" => {
                let [space, args @ ..] = rest else {
                    return Err(bad(line));
                };
                let space = space_of(space)?;
                Ok(TkrAction::Do(space, parse_act(space, args, line)?))
            }
            _ => Err(bad(line)),
        }
    }
}

/// `nothing`, `units=N unit=<type>` or `gold=N`.
fn parse_carry(words: &[&str], line: &str) -> Result<Carry, RuleError> {
    let mut carry = Carry::NOTHING;
    for (key, value) in keyed(words, &["units=", "unit=", "gold=", "nothing"], line)? {
        match key {
            "units" => carry.units = number(value)?,
            "unit" => carry.unit = Some(UnitType::parse(value).ok_or_else(|| bad(line))?),
            "gold" => carry.gold = number(value)?,
            _ => {}
        }
    }
    Ok(carry)
}

fn write_carry(f: &mut fmt::Formatter<'_>, carry: Carry) -> fmt::Result {
    if carry.units > 0 {
        write!(f, " units={}", carry.units)?;
        if let Some(u) = carry.unit {
            write!(f, " unit={}", u.key())?;
        }
    }
    if carry.gold > 0 {
        write!(f, " gold={}", carry.gold)?;
    }
    Ok(())
}

fn parse_act(space: Space, args: &[&str], line: &str) -> Result<Act, RuleError> {
    Ok(match (space, args) {
        (Space::Farm, ["develop"]) => Act::FarmDevelop,
        (Space::Farm, ["harvest", k]) => Act::FarmHarvest { keep: kept(k)? },
        (Space::Market, ["develop"]) => Act::MarketDevelop,
        (Space::Market, ["collect", k]) => Act::MarketCollect { keep: kept(k)? },
        (Space::Trade, _) => {
            let fields = keyed(args, &["rice=", "weapons="], line)?;
            let rice_lots = value_of(&fields, "rice").map(number).transpose()?.unwrap_or(0);
            let mut weapons = [0i8; 4];
            if let Some(list) = value_of(&fields, "weapons") {
                let parts: Vec<&str> = list.split(',').collect();
                if parts.len() != 4 {
                    return Err(bad(line));
                }
                for (slot, part) in weapons.iter_mut().zip(parts) {
                    *slot = number(part)?;
                }
            }
            Act::Trade { rice_lots, weapons }
        }
        (Space::Tech, _) => {
            let fields = keyed(args, &["instructor=", "draw="], line)?;
            Act::Tech {
                instructor: value_of(&fields, "instructor").map(number).transpose()?.unwrap_or(0),
                draw: match value_of(&fields, "draw") {
                    None | Some("none") => None,
                    Some("unification") => Some(Deck::Unification),
                    Some("separation") => Some(Deck::Separation),
                    Some(_) => return Err(bad(line)),
                },
            }
        }
        (Space::Construct, [card, more @ ..]) => Act::Construct {
            card: data()
                .enhancement(card)
                .map(|(ix, _)| ix as u8)
                .ok_or_else(|| RuleError::new(Text::new("tkr-err-unknown-card").str("word", card.to_string())))?,
            trained_first: !keyed(more, &["trained-first"], line)?.is_empty(),
        },
        (Space::ProduceSpearHorse | Space::ProduceCrossbowBoat, [pair]) => {
            let (a, b) = pair.split_once(',').ok_or_else(|| bad(line))?;
            Act::Produce {
                first: number(a)?,
                second: number(b)?,
            }
        }
        (Space::Recruit, []) => Act::Recruit,
        (Space::Train, [n]) => Act::Train { n: number(n)? },
        (Space::Tribute, [what]) => Act::Tribute(match *what {
            "gold" => Tribute::Gold,
            "rice" => Tribute::Rice,
            "both" => Tribute::Both,
            "army" => Tribute::Army,
            _ => return Err(bad(line)),
        }),
        (Space::Support, []) => Act::Support,
        (Space::Han, [general]) => Act::Han {
            general: general_of(general)?,
        },
        (Space::Battle(_), [general, location, rest @ ..]) => {
            let fields = keyed(rest, &["units=", "store="], line)?;
            Act::Battle {
                general: general_of(general)?,
                location: data().locations.iter().position(|l| l.id == *location).ok_or_else(|| {
                    RuleError::new(Text::new("tkr-err-unknown-location").str("word", location.to_string()))
                })? as u8,
                units: value_of(&fields, "units").map(number).transpose()?.unwrap_or(1),
                store: match value_of(&fields, "store") {
                    Some("treasury") => Store::Treasury,
                    None | Some("granary") => Store::Granary,
                    Some(_) => return Err(bad(line)),
                },
            }
        }
        (Space::Tribal(_), []) => Act::Tribal { buy_support: false },
        (Space::Tribal(_), ["buy-support"]) => Act::Tribal { buy_support: true },
        _ => return Err(bad(line)),
    })
}

impl fmt::Display for TkrAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TkrAction::Draft(generals) => {
                write!(f, "draft")?;
                for g in generals {
                    write!(f, " {}", general_id(*g))?;
                }
                Ok(())
            }
            TkrAction::Alliance(space) => write!(f, "alliance {}", space.key()),
            TkrAction::Place(p) => {
                write!(f, "place {} {}", general_id(p.general), p.space.key())?;
                write_carry(f, Carry::of(p))?;
                if p.support > 0 {
                    write!(f, " support={}", p.support)?;
                }
                if p.han {
                    write!(f, " han")?;
                }
                Ok(())
            }
            TkrAction::Pass => write!(f, "pass"),
            TkrAction::Back => write!(f, "back"),
            TkrAction::Bid(d) => {
                write!(f, "bid {}", general_id(d.general))?;
                if let Some(space) = d.space {
                    write!(f, " {}", space.key())?;
                }
                match d.carry {
                    Some(c) if c == Carry::NOTHING => write!(f, " nothing"),
                    Some(c) => write_carry(f, c),
                    None => Ok(()),
                }
            }
            TkrAction::Done => write!(f, "done"),
            TkrAction::Finish => write!(f, "finish"),
            TkrAction::Benefit(card, pick) => f.write_str(&benefit_line(*card, pick)),
            TkrAction::Do(space, act) => {
                write!(f, "do {}", space.key())?;
                match act {
                    Act::FarmDevelop | Act::MarketDevelop => write!(f, " develop"),
                    Act::FarmHarvest { keep } => write!(f, " harvest keep={keep}"),
                    Act::MarketCollect { keep } => write!(f, " collect keep={keep}"),
                    Act::Trade { rice_lots, weapons } => {
                        if *rice_lots != 0 {
                            write!(f, " rice={rice_lots}")?;
                        }
                        if weapons.iter().any(|&w| w != 0) {
                            write!(
                                f,
                                " weapons={},{},{},{}",
                                weapons[0], weapons[1], weapons[2], weapons[3]
                            )?;
                        }
                        Ok(())
                    }
                    Act::Tech { instructor, draw } => {
                        if *instructor > 0 {
                            write!(f, " instructor={instructor}")?;
                        }
                        match draw {
                            Some(d) => write!(f, " draw={}", d.key()),
                            None => Ok(()),
                        }
                    }
                    Act::Construct { card, trained_first } => {
                        write!(f, " {}", data().enhancements[usize::from(*card)].id)?;
                        if *trained_first {
                            write!(f, " trained-first")?;
                        }
                        Ok(())
                    }
                    Act::Produce { first, second } => write!(f, " {first},{second}"),
                    Act::Recruit | Act::Support => Ok(()),
                    Act::Train { n } => write!(f, " {n}"),
                    Act::Tribute(t) => write!(
                        f,
                        " {}",
                        match t {
                            Tribute::Gold => "gold",
                            Tribute::Rice => "rice",
                            Tribute::Both => "both",
                            Tribute::Army => "army",
                        }
                    ),
                    Act::Han { general } => write!(f, " {}", general_id(*general)),
                    Act::Battle {
                        general,
                        location,
                        units,
                        store,
                    } => write!(
                        f,
                        " {} {} units={units} store={}",
                        general_id(*general),
                        data().locations[usize::from(*location)].id,
                        match store {
                            Store::Granary => "granary",
                            Store::Treasury => "treasury",
                        }
                    ),
                    Act::Tribal { buy_support } => {
                        if *buy_support {
                            write!(f, " buy-support")?;
                        }
                        Ok(())
                    }
                }
            }
        }
    }
}
