//! Late War card events, #82–#102, #109, #110 (see the module notes in `events/mod.rs`).
//!
//! Each card: `blocked` (why its event cannot happen now), `play` (what happens at once; returns
//! whether the event happened), and where a player must choose, `on_pick` by stage. The cards
//! that change the core rules (The Reformer's coup ban, Iranian Hostage Crisis' Terrorism count,
//! Chernobyl, ...) have their own files in `events/cards/`.

use super::super::data::{Region, SubRegion};
use super::super::flow::Log;
use super::super::power::Power;
use super::super::state::{Area, CardNo, CountryIx, Pick, TwilightStruggle, Use, card, card_text};
use super::effects::{self as fx, Grant};
use crate::engine::{GameRng, Text};

mod hands;
mod influence;
mod ops;
mod placements;
mod wars;

use hands::star_wars_choices;

pub const REAGAN_BOMBS_LIBYA: CardNo = 84;
pub const STAR_WARS: CardNo = 85;
pub const MARINE_BARRACKS_BOMBING: CardNo = 88;
pub const KAL_007: CardNo = 89;
pub const GLASNOST: CardNo = 90;
pub const ORTEGA: CardNo = 91;
pub const TERRORISM: CardNo = 92;
pub const DEBT_CRISIS: CardNo = 95;
pub const PERSHING_II: CardNo = 99;
pub const WARGAMES: CardNo = 100;
pub const SOLIDARITY: CardNo = 101;
pub const IRAN_IRAQ_WAR: CardNo = 102;

pub use super::cards::iranian_hostage_crisis::IRANIAN_HOSTAGE_CRISIS;
use super::cards::john_paul_ii::JOHN_PAUL_II;
pub use super::cards::the_reformer::THE_REFORMER;
use super::cards::yuri_and_samantha::YURI_AND_SAMANTHA;

/// Why `no`'s event cannot happen for `p` now, if it cannot.
pub fn blocked(g: &TwilightStruggle, no: CardNo, _p: Power) -> Option<Text> {
    match no {
        // Star Wars: the US must be strictly ahead in the space race (A-4, seed line 612) and the
        // discard pile must hold an event that can happen.
        STAR_WARS => {
            if g.space[Power::Us.index()] <= g.space[Power::Ussr.index()] {
                Some(Text::new("ts-why-star-wars-behind"))
            } else if star_wars_choices(g).is_empty() {
                Some(Text::new("ts-why-star-wars-nothing"))
            } else {
                None
            }
        }
        WARGAMES => (g.defcon != 2).then(|| Text::new("ts-why-wargames-defcon").num("defcon", g.defcon)),
        SOLIDARITY => (!g.in_play(JOHN_PAUL_II)).then(|| Text::new("ts-why-solidarity")),
        IRANIAN_HOSTAGE_CRISIS..=IRAN_IRAQ_WAR | YURI_AND_SAMANTHA => None,
        _ => Some(Text::new("ts-why-event-not-built").text("card", card_text(no))),
    }
}

pub fn play(g: &mut TwilightStruggle, no: CardNo, p: Power, rng: &mut GameRng, log: &mut Log) -> bool {
    match no {
        SOLIDARITY => influence::play(g, no, p, rng, log),
        KAL_007 | GLASNOST | ORTEGA => ops::play(g, no, p, rng, log),
        MARINE_BARRACKS_BOMBING | PERSHING_II => placements::play(g, no, p, rng, log),
        STAR_WARS | TERRORISM | DEBT_CRISIS => hands::play(g, no, p, rng, log),
        REAGAN_BOMBS_LIBYA | WARGAMES | IRAN_IRAQ_WAR => wars::play(g, no, p, rng, log),
        _ => super::not_this_groups_card(no, log),
    }
}

pub fn on_pick(
    g: &mut TwilightStruggle,
    no: CardNo,
    stage: u8,
    chooser: Power,
    pick: Option<Pick>,
    rng: &mut GameRng,
    log: &mut Log,
) {
    match no {
        STAR_WARS | DEBT_CRISIS => hands::on_pick(g, no, stage, chooser, pick, rng, log),
        WARGAMES | IRAN_IRAQ_WAR => wars::on_pick(g, no, stage, chooser, pick, rng, log),
        _ => {}
    }
}

pub fn on_resume(
    _g: &mut TwilightStruggle,
    _no: CardNo,
    _stage: u8,
    _data: Vec<u8>,
    _rng: &mut GameRng,
    _log: &mut Log,
) {
}
