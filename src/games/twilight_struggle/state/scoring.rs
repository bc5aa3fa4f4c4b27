//! Region scoring (R-98..R-102, R-109).

use super::super::data::{Region, SubRegion};
use super::Log;
use super::hooks;
use super::power::Power;
use super::{CardNo, CountryIx, TwilightStruggle, card, country};
use crate::engine::{LogEntry, Text};

/// Regions scored at the end of turn 10 (Southeast Asia only as part of Asia).
pub const FINAL_REGIONS: [Region; 6] = [
    Region::Europe,
    Region::Asia,
    Region::MiddleEast,
    Region::CentralAmerica,
    Region::SouthAmerica,
    Region::Africa,
];

/// Presence / domination / control VP; Europe control wins the game instead.
pub fn region_values(region: Region) -> [i32; 3] {
    match region {
        Region::Europe => [3, 7, 0],
        Region::Asia => [3, 7, 9],
        Region::MiddleEast => [3, 5, 7],
        Region::CentralAmerica => [1, 3, 5],
        Region::SouthAmerica => [2, 5, 6],
        Region::Africa => [1, 4, 6],
    }
}

/// The scoring card of each region, by card number.
pub fn scored_region(no: CardNo) -> Option<Region> {
    Some(match no {
        1 => Region::Asia,
        2 => Region::Europe,
        3 => Region::MiddleEast,
        37 => Region::CentralAmerica,
        79 => Region::Africa,
        81 => Region::SouthAmerica,
        _ => return None,
    })
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tier {
    None,
    Presence,
    Domination,
    Control,
}

impl Tier {
    fn key(self) -> &'static str {
        match self {
            Tier::None => "none",
            Tier::Presence => "presence",
            Tier::Domination => "domination",
            Tier::Control => "control",
        }
    }
}

/// One region's result for both sides, indexed by [`Power::index`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionScore {
    /// `None` for Southeast Asia.
    pub region: Option<Region>,
    pub tier: [Tier; 2],
    pub countries: [i32; 2],
    pub battlegrounds: [i32; 2],
    pub vp: [i32; 2],
    /// Control of Europe on Europe scoring wins at once.
    pub europe_control: Option<Power>,
}

impl RegionScore {
    /// VP change, positive = US (R-107: only the net difference moves the marker).
    pub fn net(&self) -> i32 {
        self.vp[Power::Us.index()] - self.vp[Power::Ussr.index()]
    }

    pub fn text(&self) -> Text {
        let name = match self.region {
            Some(r) => Text::new(r.name_key()),
            None => Text::new(SubRegion::SoutheastAsia.name_key()),
        };
        let side = |p: Power| {
            Text::new("ts-score-side")
                .text("power", Text::new(p.name_key()))
                .str("tier", self.tier[p.index()].key())
                .num("countries", self.countries[p.index()])
                .num("bg", self.battlegrounds[p.index()])
                .num("vp", self.vp[p.index()])
        };
        Text::new("ts-log-scoring")
            .text("region", name)
            .text("ussr", side(Power::Ussr))
            .text("us", side(Power::Us))
            .num("net", self.net().abs())
            .text(
                "leader",
                match self.net() {
                    n if n > 0 => Text::new(Power::Us.name_key()),
                    n if n < 0 => Text::new(Power::Ussr.name_key()),
                    _ => Text::new("ts-nobody"),
                },
            )
    }
}

/// Scores a region for both sides. `ignore` is one battleground not counted for
/// the USSR (Shuttle Diplomacy, part 2).
pub fn score_region(g: &TwilightStruggle, region: Region, ignore: Option<CountryIx>) -> RegionScore {
    let members: Vec<CountryIx> = TwilightStruggle::region_countries(region).collect();
    let bg_total = members.iter().filter(|&&c| hooks::is_battleground(g, c)).count() as i32;
    let mut score = RegionScore {
        region: Some(region),
        tier: [Tier::None; 2],
        countries: [0; 2],
        battlegrounds: [0; 2],
        vp: [0; 2],
        europe_control: None,
    };
    let mut adjacent_enemy = [0; 2];
    for &c in &members {
        let Some(p) = g.controller(c) else { continue };
        if p == Power::Ussr && ignore == Some(c) {
            continue;
        }
        score.countries[p.index()] += 1;
        if hooks::is_battleground(g, c) {
            score.battlegrounds[p.index()] += 1;
        }
        if TwilightStruggle::touches_home(c, p.opponent()) {
            adjacent_enemy[p.index()] += 1;
        }
    }
    let values = region_values(region);
    for p in Power::BOTH {
        let (i, o) = (p.index(), p.opponent().index());
        let (n, bg) = (score.countries[i], score.battlegrounds[i]);
        let tier = if n > score.countries[o] && bg == bg_total && bg_total > 0 {
            Tier::Control
        } else if n > score.countries[o] && bg > score.battlegrounds[o] && bg >= 1 && n > bg {
            Tier::Domination
        } else if n >= 1 {
            Tier::Presence
        } else {
            Tier::None
        };
        score.tier[i] = tier;
        let base = match tier {
            Tier::None => 0,
            Tier::Presence => values[0],
            Tier::Domination => values[1],
            Tier::Control => values[2],
        };
        score.vp[i] = base + bg + adjacent_enemy[i];
        if tier == Tier::Control && region == Region::Europe {
            score.europe_control = Some(p);
        }
    }
    score
}

/// Southeast Asia: 1 VP per controlled country, Thailand 2.
pub fn score_southeast_asia(g: &TwilightStruggle) -> RegionScore {
    let mut score = RegionScore {
        region: None,
        tier: [Tier::None; 2],
        countries: [0; 2],
        battlegrounds: [0; 2],
        vp: [0; 2],
        europe_control: None,
    };
    for c in TwilightStruggle::sub_region_countries(SubRegion::SoutheastAsia) {
        if let Some(p) = g.controller(c) {
            score.countries[p.index()] += 1;
            score.vp[p.index()] += if country(c).id == "thailand" { 2 } else { 1 };
        }
    }
    score
}

/// A scoring card resolves: the net VP move, Europe control wins.
pub fn play_scoring_card(g: &mut TwilightStruggle, no: CardNo, log: &mut Log) {
    debug_assert!(card(no).scoring);
    let result = match scored_region(no) {
        Some(region) => {
            let ignore = hooks::scoring_ignores(g, region, log);
            score_region(g, region, ignore)
        }
        None => score_southeast_asia(g),
    };
    log.push_with(|| LogEntry::public(result.text()));
    if let Some(p) = result.europe_control {
        g.finish(
            Some(p),
            Text::new("ts-end-europe").text("power", Text::new(p.name_key())),
            log,
        );
        return;
    }
    g.add_vp(result.net(), log);
}
