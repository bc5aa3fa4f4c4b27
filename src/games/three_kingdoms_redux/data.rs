//! Three Kingdoms Redux card and map data, embedded from `data/three-kingdoms-redux/*.tsv` and
//! parsed once. The files are the one place to correct the roster: a general, an enhancement or
//! a border location is one row; an ability is a short formula on the shared hook points
//! ([`ABILITY_KINDS`]); display names and our own short texts live in
//! `i18n/*/three-kingdoms-redux-cards.ftl` under `tkr-general-<id>`, `tkr-general-<id>-text`,
//! `tkr-se-<id>`, `tkr-se-<id>-text`, `tkr-border-<id>`.
//!
//! Most of the roster is not public (spec §5.2): every row says whether it is `known` (as printed),
//! `partial` (the name and some numbers known, the rest ours) or `provisional` (our own design),
//! and players see the mark.

use crate::games::tsv::{id, number, rows};
use std::sync::OnceLock;

const GENERALS_TSV: &str = include_str!("../../../data/three-kingdoms-redux/generals.tsv");
const ENHANCEMENTS_TSV: &str = include_str!("../../../data/three-kingdoms-redux/enhancements.tsv");
const BORDERS_TSV: &str = include_str!("../../../data/three-kingdoms-redux/borders.tsv");
const RECRUITMENT_TSV: &str = include_str!("../../../data/three-kingdoms-redux/recruitment.tsv");

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kingdom {
    Wei,
    Wu,
    Shu,
}

impl Kingdom {
    pub const ALL: [Kingdom; 3] = [Kingdom::Wei, Kingdom::Wu, Kingdom::Shu];

    pub fn key(self) -> &'static str {
        match self {
            Kingdom::Wei => "wei",
            Kingdom::Wu => "wu",
            Kingdom::Shu => "shu",
        }
    }

    pub fn parse(s: &str) -> Option<Kingdom> {
        Kingdom::ALL.into_iter().find(|k| k.key() == s)
    }

    /// The seat that plays this kingdom (seat order is Wei, Wu, Shu).
    pub fn seat(self) -> usize {
        self as usize
    }

    pub fn of_seat(seat: usize) -> Kingdom {
        Kingdom::ALL[seat.min(2)]
    }
}

/// A unit type, named by the weapon a trained army carries (spear, horse, crossbow, boat).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum UnitType {
    Infantry,
    Cavalry,
    Archer,
    Navy,
}

impl UnitType {
    pub const ALL: [UnitType; 4] = [UnitType::Infantry, UnitType::Cavalry, UnitType::Archer, UnitType::Navy];

    pub fn key(self) -> &'static str {
        match self {
            UnitType::Infantry => "infantry",
            UnitType::Cavalry => "cavalry",
            UnitType::Archer => "archer",
            UnitType::Navy => "navy",
        }
    }

    pub fn parse(s: &str) -> Option<UnitType> {
        UnitType::ALL.into_iter().find(|u| u.key() == s)
    }
}

/// One of the three borders, named by its two kingdoms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Border {
    ShuWei,
    ShuWu,
    WeiWu,
}

impl Border {
    pub const ALL: [Border; 3] = [Border::ShuWei, Border::ShuWu, Border::WeiWu];

    pub fn key(self) -> &'static str {
        match self {
            Border::ShuWei => "shu-wei",
            Border::ShuWu => "shu-wu",
            Border::WeiWu => "wei-wu",
        }
    }

    pub fn parse(s: &str) -> Option<Border> {
        Border::ALL.into_iter().find(|b| b.key() == s)
    }

    pub fn kingdoms(self) -> [Kingdom; 2] {
        match self {
            Border::ShuWei => [Kingdom::Shu, Kingdom::Wei],
            Border::ShuWu => [Kingdom::Shu, Kingdom::Wu],
            Border::WeiWu => [Kingdom::Wei, Kingdom::Wu],
        }
    }

    pub fn touches(self, k: Kingdom) -> bool {
        self.kingdoms().contains(&k)
    }
}

/// How sure a row is (shown to players beside the card).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// As printed on the card (a readable source gives every field).
    Known,
    /// The name and some fields are known; the rest is ours.
    Partial,
    /// Our own design, to be replaced by the printed card.
    Provisional,
}

impl Status {
    pub fn key(self) -> &'static str {
        match self {
            Status::Known => "known",
            Status::Partial => "partial",
            Status::Provisional => "provisional",
        }
    }

    fn parse(s: &str) -> Option<Status> {
        [Status::Known, Status::Partial, Status::Provisional]
            .into_iter()
            .find(|x| x.key() == s)
    }
}

/// An ability as written in a data row: `kind(arg=value, …)`, checked against [`ABILITY_KINDS`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AbilitySpec {
    pub kind: &'static str,
    pub args: Vec<(String, String)>,
}

impl AbilitySpec {
    pub fn arg(&self, name: &str) -> Option<&str> {
        self.args.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }

    /// A numeric argument (0 when absent).
    pub fn num(&self, name: &str) -> i32 {
        self.arg(name).and_then(|v| v.parse().ok()).unwrap_or(0)
    }
}

/// Every hook point an ability may use, with the arguments it takes (spec §6). The rules engine
/// implements each kind once; a card only names one and fills in its numbers.
pub const ABILITY_KINDS: &[(&str, &[&str])] = &[
    // Wins every bidding tie on a space where this general bids (Cao Cao, R-36).
    ("tie-win", &[]),
    // Bids `amount` more (with the kingdom's +1/+2 bid tokens, R-35a) on `space` (a space id,
    // `adm`, `cmb`, `battle` or `any`).
    ("bid-bonus", &["space", "amount"]),
    // After the action `action` (a space id, `battle` or `tribal`) is performed: a general's when
    // he was on the performed space, an enhancement's whenever its kingdom performs it. Gains:
    // `gold`, `rice`, `untrained`, `trained` (armies), `train` (untrained armies trained),
    // `spear`, `horse`, `crossbow`, `boat`, `weapon` (of the owner's choice of type), `support`,
    // `favor`; `per-border=<gain>`: that gain once per border location occupied, at most `max`;
    // `choice=1`: the owner picks one of the listed gains (`cards::benefits::after_action`).
    (
        "after-action",
        &[
            "action",
            "gold",
            "rice",
            "untrained",
            "trained",
            "train",
            "weapon",
            "spear",
            "horse",
            "crossbow",
            "boat",
            "support",
            "favor",
            "per-border",
            "max",
            "choice",
        ],
    ),
    // At the end of each round he is in play or the card is built: the gains, if `if`
    // holds; `choice=1`: one of them; `swap=1`: the owner may once give one listed gain to get
    // the other; `from-card=1`: the gain comes from the tokens on his card, from the round after
    // they were put there (`cards::benefits::round_end`).
    (
        "round-end",
        &[
            "gold",
            "rice",
            "untrained",
            "train",
            "weapon",
            "horse",
            "support",
            "favor",
            "if",
            "choice",
            "swap",
            "from-card",
        ],
    ),
    // Tribal favour does not fall at the end of a round (`rounds=even`: even rounds only).
    ("no-decay", &["rounds"]),
    // From round `from` his administration / combat / leadership become these.
    ("stat-from", &["from", "adm", "cmb", "ldr"]),
    // In battle bids he counts `amount` more.
    ("battle-bonus", &["amount"]),
    // Upkeep of the kingdom is lower by these (never below 0).
    ("upkeep", &["gold", "rice"]),
    // Game-end victory points: `vp` if `if` holds, or `vp` for each `per`.
    ("end-game", &["vp", "if", "per", "max"]),
    // Building enhancements costs less.
    ("build-discount", &["gold", "rice"]),
    // When recruited (a draft's reveal, R-13, R-18): the gains; `on-card=1`: the horses go on his
    // card, not to the supply (Ma Chao, L1445-1452; `cards::benefits::on_recruit`).
    ("on-recruit", &["horse", "gold", "rice", "untrained", "on-card"]),
];

/// A general card.
#[derive(Clone, Debug)]
pub struct General {
    pub id: &'static str,
    pub kingdom: Kingdom,
    pub lord: bool,
    /// A civil officer (문관); otherwise military (무관).
    pub civil: bool,
    pub adm: u8,
    pub cmb: u8,
    pub ldr: u8,
    pub specialties: Vec<UnitType>,
    pub abilities: Vec<AbilitySpec>,
    pub status: Status,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Deck {
    Unification,
    Separation,
}

impl Deck {
    pub fn key(self) -> &'static str {
        match self {
            Deck::Unification => "unification",
            Deck::Separation => "separation",
        }
    }

    fn parse(s: &str) -> Option<Deck> {
        [Deck::Unification, Deck::Separation].into_iter().find(|d| d.key() == s)
    }
}

/// A state enhancement card.
#[derive(Clone, Debug)]
pub struct Enhancement {
    pub id: &'static str,
    pub deck: Deck,
    pub gold: u8,
    pub rice: u8,
    /// Army tokens (trained or untrained) paid to build it.
    pub armies: u8,
    /// What must hold to build it (same conditions as `end-game`'s `if`), if anything.
    pub requires: Option<&'static str>,
    pub vp: u8,
    pub abilities: Vec<AbilitySpec>,
    pub status: Status,
}

/// A border location.
#[derive(Clone, Debug)]
pub struct Location {
    pub id: &'static str,
    pub border: Border,
    pub unit: UnitType,
    pub status: Status,
}

/// How many generals a kingdom keeps in a recruitment round (it draws two more).
#[derive(Clone, Debug)]
pub struct Recruitment {
    pub kingdom: Kingdom,
    pub round: u8,
    pub keep: u8,
    pub status: Status,
}

pub struct Data {
    pub generals: Vec<General>,
    pub enhancements: Vec<Enhancement>,
    pub locations: Vec<Location>,
    pub recruitment: Vec<Recruitment>,
}

impl Data {
    pub fn general(&self, id: &str) -> Option<(usize, &General)> {
        self.generals.iter().enumerate().find(|(_, g)| g.id == id)
    }

    pub fn enhancement(&self, id: &str) -> Option<(usize, &Enhancement)> {
        self.enhancements.iter().enumerate().find(|(_, e)| e.id == id)
    }

    /// The generals kept in round `round` by `kingdom` (0 outside the recruitment rounds).
    pub fn keep(&self, kingdom: Kingdom, round: u8) -> u8 {
        self.recruitment
            .iter()
            .find(|r| r.kingdom == kingdom && r.round == round)
            .map_or(0, |r| r.keep)
    }
}

/// The shipped data (a malformed row is a build-time bug: the data test names it).
pub fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    DATA.get_or_init(|| parse_all().unwrap_or_else(|e| panic!("data/three-kingdoms-redux: {e}")))
}

pub fn parse_all() -> Result<Data, String> {
    Ok(Data {
        generals: parse_generals(GENERALS_TSV).map_err(|e| format!("generals.tsv:{e}"))?,
        enhancements: parse_enhancements(ENHANCEMENTS_TSV).map_err(|e| format!("enhancements.tsv:{e}"))?,
        locations: parse_locations(BORDERS_TSV).map_err(|e| format!("borders.tsv:{e}"))?,
        recruitment: parse_recruitment(RECRUITMENT_TSV).map_err(|e| format!("recruitment.tsv:{e}"))?,
    })
}

/// `kind(arg=value, …); kind(…)`, or `-` / empty for none.
pub fn parse_abilities(s: &str) -> Result<Vec<AbilitySpec>, String> {
    if s.is_empty() || s == "-" {
        return Ok(Vec::new());
    }
    s.split(';').map(|one| parse_ability(one.trim())).collect()
}

fn parse_ability(s: &str) -> Result<AbilitySpec, String> {
    let (name, rest) = match s.split_once('(') {
        Some((name, rest)) => (
            name.trim(),
            rest.strip_suffix(')')
                .ok_or_else(|| format!("ability `{s}` lacks its closing `)`"))?,
        ),
        None => (s.trim(), ""),
    };
    let (kind, allowed) = ABILITY_KINDS
        .iter()
        .find(|(k, _)| *k == name)
        .ok_or_else(|| format!("unknown ability kind `{name}`"))?;
    let mut args = Vec::new();
    for part in rest.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (k, v) = part
            .split_once('=')
            .ok_or_else(|| format!("ability `{name}`: `{part}` is not arg=value"))?;
        let (k, v) = (k.trim(), v.trim());
        if !allowed.contains(&k) {
            return Err(format!("ability `{name}` takes no `{k}` (it takes {allowed:?})"));
        }
        if v.is_empty() {
            return Err(format!("ability `{name}`: `{k}` has no value"));
        }
        args.push((k.to_string(), v.to_string()));
    }
    Ok(AbilitySpec { kind, args })
}

fn status(line: usize, s: &str) -> Result<Status, String> {
    Status::parse(s).ok_or_else(|| format!("{line}: status `{s}` (known, partial or provisional)"))
}

// id kingdom lord officer adm cmb ldr specialties abilities status source
/// Visible to the game's tests (`tests/data.rs`), which feed it broken rows.
pub(super) fn parse_generals(src: &'static str) -> Result<Vec<General>, String> {
    rows(src, 11)?
        .into_iter()
        .map(|(line, f)| {
            let specialties = f[7]
                .split(',')
                .map(|u| UnitType::parse(u.trim()).ok_or_else(|| format!("{line}: unit type `{u}`")))
                .collect::<Result<Vec<_>, _>>()?;
            if specialties.is_empty() || specialties.len() > 2 {
                return Err(format!("{line}: one or two specialties"));
            }
            Ok(General {
                id: id(line, f[0])?,
                kingdom: Kingdom::parse(f[1]).ok_or_else(|| format!("{line}: kingdom `{}`", f[1]))?,
                lord: match f[2] {
                    "lord" => true,
                    "-" => false,
                    other => return Err(format!("{line}: `{other}` (lord or -)")),
                },
                civil: match f[3] {
                    "civil" => true,
                    "military" => false,
                    other => return Err(format!("{line}: officer `{other}` (civil or military)")),
                },
                adm: number(line, "administration", f[4], 1..=5)?,
                cmb: number(line, "combat", f[5], 1..=5)?,
                ldr: number(line, "leadership", f[6], 1..=2)?,
                specialties,
                abilities: parse_abilities(f[8]).map_err(|e| format!("{line}: {e}"))?,
                status: status(line, f[9])?,
            })
        })
        .collect()
}

// id deck gold rice armies requires vp abilities status source
fn parse_enhancements(src: &'static str) -> Result<Vec<Enhancement>, String> {
    rows(src, 10)?
        .into_iter()
        .map(|(line, f)| {
            Ok(Enhancement {
                id: id(line, f[0])?,
                deck: Deck::parse(f[1]).ok_or_else(|| format!("{line}: deck `{}`", f[1]))?,
                gold: number(line, "gold", f[2], 0..=20)?,
                rice: number(line, "rice", f[3], 0..=20)?,
                armies: number(line, "armies", f[4], 0..=10)?,
                requires: (f[5] != "-" && !f[5].is_empty()).then_some(f[5]),
                vp: number(line, "vp", f[6], 0..=10)?,
                abilities: parse_abilities(f[7]).map_err(|e| format!("{line}: {e}"))?,
                status: status(line, f[8])?,
            })
        })
        .collect()
}

// id border unit status source
fn parse_locations(src: &'static str) -> Result<Vec<Location>, String> {
    rows(src, 5)?
        .into_iter()
        .map(|(line, f)| {
            Ok(Location {
                id: id(line, f[0])?,
                border: Border::parse(f[1]).ok_or_else(|| format!("{line}: border `{}`", f[1]))?,
                unit: UnitType::parse(f[2]).ok_or_else(|| format!("{line}: unit type `{}`", f[2]))?,
                status: status(line, f[3])?,
            })
        })
        .collect()
}

// kingdom round keep status source
fn parse_recruitment(src: &'static str) -> Result<Vec<Recruitment>, String> {
    rows(src, 5)?
        .into_iter()
        .map(|(line, f)| {
            Ok(Recruitment {
                kingdom: Kingdom::parse(f[0]).ok_or_else(|| format!("{line}: kingdom `{}`", f[0]))?,
                round: number(line, "round", f[1], 3..=9)?,
                keep: number(line, "keep", f[2], 0..=5)?,
                status: status(line, f[3])?,
            })
        })
        .collect()
}
