//! Card, population and fallout data, embedded from `data/nuclear-war/*.tsv` and parsed once.
//!
//! Card behaviour is data: a card type's [`Kind`] says what it does when revealed or drawn, so
//! later expansions add rows (and, for new behaviour, a new `Kind` variant) instead of code paths
//! keyed by card name.

use std::sync::OnceLock;

const CARDS_TSV: &str = include_str!("../../../data/nuclear-war/cards.tsv");
const POPULATION_TSV: &str = include_str!("../../../data/nuclear-war/population.tsv");
const FALLOUT_TSV: &str = include_str!("../../../data/nuclear-war/fallout.tsv");

/// What a carrier is, for the fallout chart's backfire line (booster explodes vs out of fuel).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CarrierClass {
    Missile,
    /// Carries several warheads on successive turns up to its payload.
    Bomber,
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
    },
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
    pub count: u32,
    pub kind: Kind,
}

impl CardType {
    pub fn is_secret(&self) -> bool {
        matches!(self.kind, Kind::Secret { .. })
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
    /// Card type index of each physical card; physical card `i` is `nw-{i+1:03}`.
    pub deck: Vec<usize>,
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

fn parse_cards() -> Vec<CardType> {
    rows(CARDS_TSV)
        .map(|f| {
            assert!(f.len() >= 11, "cards.tsv: short row {f:?}");
            let key = f[0];
            let amount = num(f[10], key);
            let kind = match f[1] {
                "warhead" => Kind::Warhead {
                    megatons: num(f[3], key),
                    kill: num(f[4], key),
                },
                "missile" | "bomber" => Kind::Carrier {
                    class: if f[1] == "bomber" {
                        CarrierClass::Bomber
                    } else {
                        CarrierClass::Missile
                    },
                    payload: num(f[5], key),
                    stopped_by: f[6].chars().filter(|c| c.is_ascii_uppercase()).collect(),
                },
                "propaganda" => Kind::Propaganda {
                    millions: num(f[8], key),
                },
                "anti-missile" => Kind::AntiMissile {
                    letter: f[7]
                        .chars()
                        .next()
                        .unwrap_or_else(|| panic!("cards.tsv: {key} has no letter")),
                },
                "secret" | "top-secret" => Kind::Secret {
                    top: f[1] == "top-secret",
                    effect: match f[9] {
                        "skip" => Effect::Skip(amount),
                        "steal" => Effect::Steal(amount),
                        "gain" => Effect::GainFromBank(amount),
                        "kill" => Effect::Kill(amount),
                        "to-bank" => Effect::ToBank(amount),
                        other => panic!("cards.tsv: unknown effect {other} for {key}"),
                    },
                },
                other => panic!("cards.tsv: unknown kind {other} for {key}"),
            };
            CardType {
                key,
                // Leaked once per card type (about 30 short strings) for the life of the process.
                name_key: Box::leak(format!("nw-card-{key}").into_boxed_str()),
                count: num(f[2], key),
                kind,
            }
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
        let cards = parse_cards();
        let deck = cards
            .iter()
            .enumerate()
            .flat_map(|(i, c)| std::iter::repeat_n(i, c.count as usize))
            .collect();
        let population = rows(POPULATION_TSV)
            .flat_map(|f| std::iter::repeat_n(num(f[0], "millions"), num(f[1], "count") as usize))
            .collect();
        Data {
            cards,
            deck,
            population,
            fallout: parse_fallout(),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(pred: impl Fn(&Kind) -> bool) -> u32 {
        data().cards.iter().filter(|c| pred(&c.kind)).map(|c| c.count).sum()
    }

    fn kind(key: &str) -> &'static Kind {
        &data().cards[data().type_index(key).expect("known key")].kind
    }

    #[test]
    fn deck_population_and_chart_match_the_base_game() {
        let d = data();
        assert_eq!(d.deck.len(), 100);
        assert_eq!(d.population.len(), 40);
        assert_eq!(d.population.iter().sum::<u32>(), 240);
        assert_eq!(count(|k| matches!(k, Kind::Warhead { .. })), 34);
        assert_eq!(count(|k| matches!(k, Kind::Propaganda { .. })), 20);
        assert_eq!(count(|k| matches!(k, Kind::Carrier { .. })), 27);
        assert_eq!(count(|k| matches!(k, Kind::AntiMissile { .. })), 4);
        assert_eq!(count(|k| matches!(k, Kind::Secret { .. })), 15);
        assert_eq!(count(|k| matches!(k, Kind::Secret { top: true, .. })), 5);

        assert_eq!(*kind("wh20"), Kind::Warhead { megatons: 20, kill: 5 });
        assert!(matches!(kind("saturn"), Kind::Carrier { payload: 100, stopped_by, .. } if stopped_by == &vec!['S']));
        assert!(matches!(
            kind("b70"),
            Kind::Carrier {
                class: CarrierClass::Bomber,
                payload: 50,
                ..
            }
        ));
        assert!(matches!(kind("polaris"), Kind::Carrier { stopped_by, .. } if stopped_by.len() == 4));
        assert!(matches!(kind("atlas"), Kind::Carrier { stopped_by, .. } if !stopped_by.contains(&'P')));
        assert_eq!(*kind("am-s"), Kind::AntiMissile { letter: 'S' });
        assert_eq!(
            *kind("supergerm"),
            Kind::Secret {
                top: true,
                effect: Effect::Kill(25)
            }
        );

        // Every roll 0..=99 has exactly one row; 95–99 triples.
        for roll in 0..100 {
            assert_eq!(
                d.fallout.iter().filter(|r| (r.from..=r.to).contains(&roll)).count(),
                1,
                "roll {roll}"
            );
        }
        assert_eq!(d.fallout_row(97).effect, FalloutEffect::Times(3));
        assert_eq!(d.fallout_row(3).effect, FalloutEffect::Backfire);
        assert_eq!(d.fallout_row(10).effect, FalloutEffect::Add(-2));
    }
}
