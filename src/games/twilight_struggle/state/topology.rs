//! Index tables built once from the map and deck data, so the rules never search by string in
//! their inner loops (neighbours, superpower links).

use std::sync::OnceLock;

use super::super::data::{Region, SubRegion, countries};
use super::CountryIx;
use super::power::Power;

pub struct Topology {
    /// Neighbouring countries (superpower spaces excluded), by country index.
    pub neighbours: Vec<Vec<CountryIx>>,
    /// Countries next to each superpower, by [`Power::index`].
    pub home: [Vec<CountryIx>; 2],
    /// Whether a country touches each superpower, by [`Power::index`].
    pub touches_home: Vec<[bool; 2]>,
    pub region: Vec<Region>,
    pub southeast_asia: Vec<bool>,
    /// Each country with its neighbours, as a [`CountrySet`] (influence reach, R-51).
    pub with_neighbours: Vec<CountrySet>,
    /// The countries next to each superpower, as a [`CountrySet`], by [`Power::index`].
    pub home_set: [CountrySet; 2],
    /// Every map country, and those of each region (by `Region as usize`), of Southeast Asia,
    /// and the battlegrounds: target scans work on whole sets instead of asking per country.
    pub all: CountrySet,
    pub region_set: [CountrySet; 6],
    pub southeast_asia_set: CountrySet,
    /// Setup: Eastern and Western Europe, and the countries where the US starts with
    /// influence (where a US bid may also go).
    pub east_europe_set: CountrySet,
    pub west_europe_set: CountrySet,
    pub us_start_set: CountrySet,
    pub stability: Vec<u8>,
}

/// A set of map countries, one bit per country index (the map has 84).
pub type CountrySet = u128;

/// Whether `c` is in `set` (an index past the set's width never is).
pub fn contains(set: CountrySet, c: CountryIx) -> bool {
    set.checked_shr(u32::from(c)).is_some_and(|rest| rest & 1 == 1)
}

/// The countries of `set`, in index order.
pub fn members(set: CountrySet) -> impl Iterator<Item = CountryIx> {
    let mut bits = set;
    std::iter::from_fn(move || {
        (bits != 0).then(|| {
            let c = bits.trailing_zeros() as CountryIx;
            bits &= bits - 1;
            c
        })
    })
}

fn set_of(list: &[CountryIx]) -> CountrySet {
    list.iter().fold(0, |set, &c| set | 1 << c)
}

pub fn topology() -> &'static Topology {
    static TOPOLOGY: OnceLock<Topology> = OnceLock::new();
    TOPOLOGY.get_or_init(|| {
        let all = countries();
        let index = |id: &str| all.iter().position(|c| c.id == id).map(|i| i as CountryIx);
        assert!(all.len() <= 128, "a country set holds at most 128 countries");
        let neighbours: Vec<Vec<CountryIx>> = all
            .iter()
            .map(|c| c.adjacent.iter().filter_map(|id| index(id)).collect())
            .collect();
        let touches_home: Vec<[bool; 2]> = all
            .iter()
            .map(|c| [c.adjacent_to(Power::Ussr.home_id()), c.adjacent_to(Power::Us.home_id())])
            .collect();
        let home: [Vec<CountryIx>; 2] = [0, 1].map(|i| {
            (0..all.len())
                .filter(|&c| touches_home[c][i])
                .map(|c| c as CountryIx)
                .collect()
        });
        let southeast_asia: Vec<bool> = all.iter().map(|c| c.in_sub_region(SubRegion::SoutheastAsia)).collect();
        let set_where = |f: &dyn Fn(usize) -> bool| (0..all.len()).filter(|&c| f(c)).fold(0, |s, c| s | 1 << c);
        Topology {
            all: set_where(&|_| true),
            region_set: Region::ALL.map(|r| set_where(&|c| all[c].region == r)),
            southeast_asia_set: set_where(&|c| southeast_asia[c]),
            east_europe_set: set_where(&|c| all[c].in_sub_region(SubRegion::EastEurope)),
            west_europe_set: set_where(&|c| all[c].in_sub_region(SubRegion::WestEurope)),
            us_start_set: set_where(&|c| all[c].start_us > 0),
            stability: all.iter().map(|c| c.stability).collect(),
            with_neighbours: neighbours
                .iter()
                .enumerate()
                .map(|(c, next)| set_of(next) | 1 << c)
                .collect(),
            home_set: [set_of(&home[0]), set_of(&home[1])],
            neighbours,
            home,
            touches_home,
            region: all.iter().map(|c| c.region).collect(),
            southeast_asia,
        }
    })
}
