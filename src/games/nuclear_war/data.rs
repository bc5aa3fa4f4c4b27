//! Card, population and fallout data, embedded from `data/nuclear-war/*.tsv` and parsed once.
//!
//! Two boxes: the base deck (`cards.tsv`, physical cards `nw-001`…) and the Nuclear Escalation
//! deck (`escalation-deck.tsv`, provisional counts, physical cards `ne-001`…). Card types are
//! shared by key (both boxes hold the common warheads and propaganda); a mode picks which
//! physical cards are in play ([`deck_for`]).
//!
//! Card behaviour is data: a card type's [`Kind`] says what it does when revealed or drawn, so
//! later expansions add rows (and, for new behaviour, a new `Kind` variant) instead of code paths
//! keyed by card name.

use std::sync::OnceLock;

const CARDS_TSV: &str = include_str!("../../../data/nuclear-war/cards.tsv");
const POPULATION_TSV: &str = include_str!("../../../data/nuclear-war/population.tsv");
const FALLOUT_TSV: &str = include_str!("../../../data/nuclear-war/fallout.tsv");
const ESCALATION_TSV: &str = include_str!("../../../data/nuclear-war/escalation-deck.tsv");

/// What a carrier is, for the fallout chart's backfire line (booster explodes vs out of fuel).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CarrierClass {
    Missile,
    /// Carries several warheads on successive turns up to its payload (R-116; the B-1, seed 1.11).
    Bomber,
    /// One warhead over 10 MT, split into 10 MT strikes at one target (seed 1.15).
    Mx,
}

/// A Secret / Top Secret effect, applied by the drawer to a chosen opponent or the bank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// The target skips its next N whole turns.
    Skip(u32),
    /// Take N M from the target.
    Steal(u32),
    /// Take N M from the bank (no target).
    GainFromBank(u32),
    /// The target loses N M (they die).
    Kill(u32),
    /// N M of the target leave for the bank.
    ToBank(u32),
}

impl Effect {
    pub fn needs_target(self) -> bool {
        !matches!(self, Effect::GainFromBank(_))
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    Warhead {
        megatons: u32,
        kill: u32,
    },
    Carrier {
        class: CarrierClass,
        payload: u32,
        stopped_by: Vec<char>,
        /// Can carry a killer satellite into orbit (seed 1.13).
        satellite: bool,
    },
    /// Self-contained carrier and warhead; `damage` lands without a fallout roll (seed 1.14).
    Cruise {
        damage: u32,
    },
    /// Orbiting warhead store; `crash` is the owner's loss on a double launch failure (seed 1.12).
    Platform {
        crash: u32,
    },
    KillerSatellite,
    Saboteur,
    Spy,
    /// Acts when drawn: the drawer gives it to a rival (seed 1.18).
    Virus,
    Propaganda {
        millions: u32,
    },
    AntiMissile {
        letter: char,
    },
    Secret {
        top: bool,
        effect: Effect,
    },
}

/// One card type (one row of `cards.tsv`).
#[derive(Clone, Debug)]
pub struct CardType {
    /// Notation key (`wh20`, `polaris`, `am-s`, `moon`).
    pub key: &'static str,
    /// The name's message id, `nw-card-<key>` (built once: labels use it on every prompt).
    pub name_key: &'static str,
    pub kind: Kind,
}

impl CardType {
    pub fn is_secret(&self) -> bool {
        matches!(self.kind, Kind::Secret { .. })
    }
    /// Cards that act the moment they are drawn and never stay in a hand (Secrets, the virus).
    pub fn acts_on_draw(&self) -> bool {
        matches!(self.kind, Kind::Secret { .. } | Kind::Virus)
    }
    pub fn megatons(&self) -> Option<u32> {
        match self.kind {
            Kind::Warhead { megatons, .. } => Some(megatons),
            _ => None,
        }
    }
    pub fn is_carrier(&self) -> bool {
        matches!(self.kind, Kind::Carrier { .. })
    }
}

/// The fallout chart's effect on the printed kill.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FalloutEffect {
    Backfire,
    Dud,
    Add(i32),
    Times(u32),
}

#[derive(Clone, Debug)]
pub struct FalloutRow {
    pub from: u32,
    pub to: u32,
    /// Message id suffix: `nw-fallout-<key>`.
    pub key: &'static str,
    pub effect: FalloutEffect,
}

pub struct Data {
    pub cards: Vec<CardType>,
    /// Card type index of each physical card: first the base box (`nw-001`…, `base_len` cards),
    /// then the Escalation box (`ne-001`…).
    pub deck: Vec<usize>,
    pub base_len: usize,
    /// Population card values, one entry per card (40 cards).
    pub population: Vec<u32>,
    pub fallout: Vec<FalloutRow>,
}

impl Data {
    pub fn type_index(&self, key: &str) -> Option<usize> {
        self.cards.iter().position(|c| c.key == key)
    }
    pub fn fallout_row(&self, roll: u32) -> &FalloutRow {
        self.fallout
            .iter()
            .find(|r| (r.from..=r.to).contains(&roll))
            .unwrap_or(&self.fallout[self.fallout.len() - 1])
    }
}

/// Propaganda taken out of the merged deck in the combined game (seed 1.21): 2 × 25 M, 4 × 10 M,
/// 8 × 5 M (the seed's "25만/10만" read as millions, spec A-38).
pub const COMBINED_REMOVED: &[(&str, usize)] = &[("prop25", 2), ("prop10", 4), ("prop5", 8)];

/// The physical cards in play in `mode`: the base box, the Escalation box, or both with the
/// combined game's propaganda removed (taken from the Escalation box's copies).
pub fn deck_for(mode: super::Mode) -> Vec<u16> {
    let d = data();
    let all = 0..d.deck.len() as u16;
    match mode {
        super::Mode::Base => (0..d.base_len as u16).collect(),
        super::Mode::Escalation => (d.base_len as u16..d.deck.len() as u16).collect(),
        super::Mode::Combined => {
            let mut removed = vec![false; d.deck.len()];
            for &(key, n) in COMBINED_REMOVED {
                let mut left = n;
                for i in (d.base_len..d.deck.len()).rev() {
                    if left > 0 && d.cards[d.deck[i]].key == key {
                        removed[i] = true;
                        left -= 1;
                    }
                }
            }
            all.filter(|&i| !removed[i as usize]).collect()
        }
    }
}

fn rows(src: &'static str) -> impl Iterator<Item = Vec<&'static str>> {
    src.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .skip(1)
        .map(|l| l.split('\t').collect())
}

fn num(s: &str, what: &str) -> u32 {
    s.trim()
        .parse()
        .unwrap_or_else(|_| panic!("data/nuclear-war: bad number `{s}` in {what}"))
}

fn parse_kind(f: &[&'static str], key: &str) -> Kind {
    let amount = num(f[10], key);
    let flags = f.get(12).copied().unwrap_or("-");
    match f[1] {
        "warhead" => Kind::Warhead {
            megatons: num(f[3], key),
            kill: num(f[4], key),
        },
        "missile" | "bomber" | "mx" => Kind::Carrier {
            class: match f[1] {
                "bomber" => CarrierClass::Bomber,
                "mx" => CarrierClass::Mx,
                _ => CarrierClass::Missile,
            },
            payload: num(f[5], key),
            stopped_by: f[6].chars().filter(|c| c.is_ascii_uppercase()).collect(),
            satellite: flags.split(',').any(|flag| flag.trim() == "satellite"),
        },
        "cruise" => Kind::Cruise { damage: num(f[4], key) },
        "platform" => Kind::Platform { crash: num(f[4], key) },
        "killer-satellite" => Kind::KillerSatellite,
        "saboteur" => Kind::Saboteur,
        "spy" => Kind::Spy,
        "virus" => Kind::Virus,
        "propaganda" => Kind::Propaganda {
            millions: num(f[8], key),
        },
        "anti-missile" => Kind::AntiMissile {
            letter: f[7]
                .chars()
                .next()
                .unwrap_or_else(|| panic!("cards: {key} has no letter")),
        },
        "secret" | "top-secret" => Kind::Secret {
            top: f[1] == "top-secret",
            effect: match f[9] {
                "skip" => Effect::Skip(amount),
                "steal" => Effect::Steal(amount),
                "gain" => Effect::GainFromBank(amount),
                "kill" => Effect::Kill(amount),
                "to-bank" => Effect::ToBank(amount),
                other => panic!("cards: unknown effect {other} for {key}"),
            },
        },
        other => panic!("cards: unknown kind {other} for {key}"),
    }
}

/// Adds the rows of one deck file to the shared card types and returns (type index, count) per
/// row. A key already defined by an earlier file must mean the same card.
fn parse_deck(src: &'static str, cards: &mut Vec<CardType>) -> Vec<(usize, u32)> {
    rows(src)
        .map(|f| {
            assert!(f.len() >= 11, "deck file: short row {f:?}");
            let key = f[0];
            let kind = parse_kind(&f, key);
            let count = num(f[2], key);
            let index = match cards.iter().position(|c| c.key == key) {
                Some(i) => {
                    assert_eq!(cards[i].kind, kind, "deck files disagree about card {key}");
                    i
                }
                None => {
                    cards.push(CardType {
                        key,
                        // Leaked once per card type (about 40 short strings) for the life of the process.
                        name_key: Box::leak(format!("nw-card-{key}").into_boxed_str()),
                        kind,
                    });
                    cards.len() - 1
                }
            };
            (index, count)
        })
        .collect()
}

fn parse_fallout() -> Vec<FalloutRow> {
    rows(FALLOUT_TSV)
        .map(|f| {
            let amount: i32 = f[4]
                .trim()
                .parse()
                .unwrap_or_else(|_| panic!("fallout.tsv: bad amount {}", f[4]));
            let effect = match f[3] {
                "backfire" => FalloutEffect::Backfire,
                "dud" => FalloutEffect::Dud,
                "add" => FalloutEffect::Add(amount),
                "times" => FalloutEffect::Times(amount.max(0) as u32),
                other => panic!("fallout.tsv: unknown effect {other}"),
            };
            FalloutRow {
                from: num(f[0], "from"),
                to: num(f[1], "to"),
                key: f[2],
                effect,
            }
        })
        .collect()
}

/// The shared, parsed data (the embedded files are fixed at build time; the unit test below
/// proves they parse, so the panics above cannot fire in a tested build).
pub fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    DATA.get_or_init(|| {
        let mut cards = Vec::new();
        let base = parse_deck(CARDS_TSV, &mut cards);
        let escalation = parse_deck(ESCALATION_TSV, &mut cards);
        let expand = |rows: &[(usize, u32)]| -> Vec<usize> {
            rows.iter()
                .flat_map(|&(i, count)| std::iter::repeat_n(i, count as usize))
                .collect()
        };
        let mut deck = expand(&base);
        let base_len = deck.len();
        deck.extend(expand(&escalation));
        let population = rows(POPULATION_TSV)
            .flat_map(|f| std::iter::repeat_n(num(f[0], "millions"), num(f[1], "count") as usize))
            .collect();
        Data {
            cards,
            deck,
            base_len,
            population,
            fallout: parse_fallout(),
        }
    })
}
