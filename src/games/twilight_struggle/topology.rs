//! Index tables built once from the map and deck data, so the rules never search by string in
//! their inner loops (neighbours, superpower links, option notations).

use std::borrow::Cow;
use std::sync::OnceLock;

use super::data::{Region, cards, countries};
use super::power::Power;
use super::state::{CIVIL_WAR_ID, CardNo, CountryIx};

pub struct Topology {
    /// Neighbouring countries (superpower spaces excluded), by country index.
    pub neighbours: Vec<Vec<CountryIx>>,
    /// Countries next to each superpower, by [`Power::index`].
    pub home: [Vec<CountryIx>; 2],
    /// Whether a country touches each superpower, by [`Power::index`].
    pub touches_home: Vec<[bool; 2]>,
    pub region: Vec<Region>,
    pub southeast_asia: Vec<bool>,
    place: Vec<String>,
    realign: Vec<String>,
    coup: Vec<String>,
    place_civil_war: String,
    /// By card number (index 0 unused).
    play: Vec<String>,
    headline: Vec<String>,
    discard: Vec<String>,
}

pub fn topology() -> &'static Topology {
    static TOPOLOGY: OnceLock<Topology> = OnceLock::new();
    TOPOLOGY.get_or_init(|| {
        let all = countries();
        let index = |id: &str| all.iter().position(|c| c.id == id).map(|i| i as CountryIx);
        let neighbours = all
            .iter()
            .map(|c| c.adjacent.iter().filter_map(|id| index(id)).collect())
            .collect();
        let touches_home: Vec<[bool; 2]> = all
            .iter()
            .map(|c| [c.adjacent_to(Power::Ussr.home_id()), c.adjacent_to(Power::Us.home_id())])
            .collect();
        let home = [0, 1].map(|i| {
            (0..all.len())
                .filter(|&c| touches_home[c][i])
                .map(|c| c as CountryIx)
                .collect()
        });
        let by_card = |verb: &str| {
            let mut v = vec![String::new()];
            v.extend(cards().iter().map(|c| format!("{verb} {}", c.id)));
            v
        };
        Topology {
            neighbours,
            home,
            touches_home,
            region: all.iter().map(|c| c.region).collect(),
            southeast_asia: all
                .iter()
                .map(|c| c.in_sub_region(super::data::SubRegion::SoutheastAsia))
                .collect(),
            place: all.iter().map(|c| format!("place {}", c.id)).collect(),
            realign: all.iter().map(|c| format!("realign {}", c.id)).collect(),
            coup: all.iter().map(|c| format!("coup {}", c.id)).collect(),
            place_civil_war: format!("place {CIVIL_WAR_ID}"),
            play: by_card("play"),
            headline: by_card("headline"),
            discard: by_card("discard"),
        }
    })
}

impl Topology {
    pub fn place(&'static self, c: CountryIx) -> Cow<'static, str> {
        match self.place.get(usize::from(c)) {
            Some(s) => Cow::Borrowed(s),
            None => Cow::Borrowed(&self.place_civil_war),
        }
    }
    pub fn realign(&'static self, c: CountryIx) -> Cow<'static, str> {
        Cow::Borrowed(&self.realign[usize::from(c)])
    }
    pub fn coup(&'static self, c: CountryIx) -> Cow<'static, str> {
        Cow::Borrowed(&self.coup[usize::from(c)])
    }
    pub fn play(&'static self, no: CardNo) -> Cow<'static, str> {
        Cow::Borrowed(&self.play[usize::from(no)])
    }
    pub fn headline(&'static self, no: CardNo) -> Cow<'static, str> {
        Cow::Borrowed(&self.headline[usize::from(no)])
    }
    pub fn discard(&'static self, no: CardNo) -> Cow<'static, str> {
        Cow::Borrowed(&self.discard[usize::from(no)])
    }
}
