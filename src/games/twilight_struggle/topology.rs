//! Index tables built once from the map and deck data, so the rules never search by string in
//! their inner loops (neighbours, superpower links).

use std::sync::OnceLock;

use super::data::{Region, countries};
use super::power::Power;
use super::state::CountryIx;

pub struct Topology {
    /// Neighbouring countries (superpower spaces excluded), by country index.
    pub neighbours: Vec<Vec<CountryIx>>,
    /// Countries next to each superpower, by [`Power::index`].
    pub home: [Vec<CountryIx>; 2],
    /// Whether a country touches each superpower, by [`Power::index`].
    pub touches_home: Vec<[bool; 2]>,
    pub region: Vec<Region>,
    pub southeast_asia: Vec<bool>,
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
        Topology {
            neighbours,
            home,
            touches_home,
            region: all.iter().map(|c| c.region).collect(),
            southeast_asia: all
                .iter()
                .map(|c| c.in_sub_region(super::data::SubRegion::SoutheastAsia))
                .collect(),
        }
    })
}
