//! Late War card events, #82–#102, #109, #110 (see the module notes in `events/mod.rs`).
//!
//! Each card: `blocked` (why its event cannot happen now), `play` (what happens at once; returns
//! whether the event happened), and where a player must choose, `on_pick` by stage. The lasting
//! and turn-long rule changes (The Reformer's coup ban, Iran-Contra, Chernobyl, Aldrich Ames' open
//! hand, North Sea Oil's 8th round, Yuri and Samantha, Terrorism's count) live in `hooks`; the
//! cards here only set their flags.

use super::super::data::{Region, SubRegion};
use super::super::flow::Log;
use super::super::power::Power;
use super::super::state::{Area, CardNo, CountryIx, Pick, TwilightStruggle, Use, card, card_text};
use super::effects::{self as fx, Grant};
use crate::engine::{GameRng, LogEntry, Text};

pub const IRANIAN_HOSTAGE_CRISIS: CardNo = 82;
pub const THE_IRON_LADY: CardNo = 83;
pub const REAGAN_BOMBS_LIBYA: CardNo = 84;
pub const STAR_WARS: CardNo = 85;
pub const NORTH_SEA_OIL: CardNo = 86;
pub const THE_REFORMER: CardNo = 87;
pub const MARINE_BARRACKS_BOMBING: CardNo = 88;
pub const KAL_007: CardNo = 89;
pub const GLASNOST: CardNo = 90;
pub const ORTEGA: CardNo = 91;
pub const TERRORISM: CardNo = 92;
pub const IRAN_CONTRA: CardNo = 93;
pub const CHERNOBYL: CardNo = 94;
pub const DEBT_CRISIS: CardNo = 95;
pub const TEAR_DOWN_THIS_WALL: CardNo = 96;
pub const AN_EVIL_EMPIRE: CardNo = 97;
pub const ALDRICH_AMES: CardNo = 98;
pub const PERSHING_II: CardNo = 99;
pub const WARGAMES: CardNo = 100;
pub const SOLIDARITY: CardNo = 101;
pub const IRAN_IRAQ_WAR: CardNo = 102;
pub const YURI_AND_SAMANTHA: CardNo = 109;
pub const AWACS: CardNo = 110;

/// Cards whose lasting effect a Late War card ends.
const WILLY_BRANDT: CardNo = 55;
const FLOWER_POWER: CardNo = 59;
const JOHN_PAUL_II: CardNo = 68;

/// Latin American Debt Crisis: the US's answer when it keeps its cards.
const LET_USSR_DOUBLE: &str = "let-ussr-double";
const END_GAME: &str = "end-game";
const KEEP_PLAYING: &str = "keep-playing";

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
        IRANIAN_HOSTAGE_CRISIS..=IRAN_IRAQ_WAR | YURI_AND_SAMANTHA | AWACS => None,
        _ => Some(Text::new("ts-why-event-not-built").text("card", card_text(no))),
    }
}

/// Star Wars: the non-scoring cards of the discard pile whose event could happen now for the side
/// that would implement it (its owner, A-9; the US for a neutral card).
fn star_wars_choices(g: &TwilightStruggle) -> Vec<CardNo> {
    g.discard
        .iter()
        .copied()
        .filter(|&c| c != STAR_WARS && !card(c).scoring)
        .filter(|&c| super::blocked(g, c, super::event_player(g, c, Power::Us)).is_none())
        .collect()
}

fn effect(log: &mut Log, no: CardNo) {
    fx::say(log, Text::new("ts-log-effect").text("card", card_text(no)));
}

pub fn play(g: &mut TwilightStruggle, no: CardNo, p: Power, rng: &mut GameRng, log: &mut Log) -> bool {
    match no {
        IRANIAN_HOSTAGE_CRISIS => {
            let iran = fx::cix("iran");
            fx::remove_all(g, iran, Power::Us, log);
            fx::add(g, iran, Power::Ussr, 2, log);
            true
        }
        THE_IRON_LADY => {
            fx::add(g, fx::cix("argentina"), Power::Ussr, 1, log);
            fx::remove_all(g, fx::cix("uk"), Power::Ussr, log);
            fx::gain_vp(g, Power::Us, 1, log);
            true
        }
        REAGAN_BOMBS_LIBYA => {
            let vp = g.inf(fx::cix("libya"), Power::Ussr) / 2;
            fx::say(
                log,
                Text::new("ts-log-reagan-bombs-libya")
                    .text("event", card_text(REAGAN_BOMBS_LIBYA))
                    .num("vp", i64::from(vp)),
            );
            fx::gain_vp(g, Power::Us, i32::from(vp), log);
            true
        }
        STAR_WARS => {
            let choices = star_wars_choices(g);
            fx::ask(g, Power::Us, no, 0, fx::card_picks(&choices), false);
            true
        }
        NORTH_SEA_OIL => {
            // The 8th round is read by `rounds_for`; OPEC's refusal by the OPEC card (lasting).
            fx::this_turn(g, no, Power::Us);
            effect(log, no);
            true
        }
        THE_REFORMER => {
            let points = if g.vp < 0 { 6 } else { 4 };
            let europe = fx::countries_where(|c| fx::in_region(c, Region::Europe));
            fx::place_among(g, no, Power::Ussr, points, 2, europe);
            true
        }
        MARINE_BARRACKS_BOMBING => {
            fx::remove_all(g, fx::cix("lebanon"), Power::Us, log);
            let middle_east = fx::countries_where(|c| fx::in_region(c, Region::MiddleEast));
            fx::remove_among(g, no, Power::Ussr, 2, 2, middle_east);
            true
        }
        KAL_007 => {
            g.degrade_defcon(1, log);
            if !g.is_over() {
                fx::gain_vp(g, Power::Us, 2, log);
            }
            if !g.is_over() && g.controls(Power::Us, fx::cix("south-korea")) {
                let ops = g.ops_value(no, Power::Us);
                fx::grant_ops(g, Power::Us, no, ops, influence_or_realign());
            }
            true
        }
        GLASNOST => {
            g.improve_defcon(1, log);
            fx::gain_vp(g, Power::Ussr, 2, log);
            if !g.is_over() && g.in_play(THE_REFORMER) {
                let ops = g.ops_value(no, Power::Ussr);
                fx::grant_ops(g, Power::Ussr, no, ops, influence_or_realign());
            }
            true
        }
        ORTEGA => {
            let nicaragua = fx::cix("nicaragua");
            fx::remove_all(g, nicaragua, Power::Us, log);
            let ops = g.ops_value(no, Power::Ussr);
            fx::grant_ops(
                g,
                Power::Ussr,
                no,
                ops,
                Grant {
                    uses: vec![Use::Coup],
                    area: Area {
                        next_to: Some(nicaragua),
                        ..Area::ANYWHERE
                    },
                    free: true,
                    may_skip: true,
                },
            );
            true
        }
        TERRORISM => {
            let victim = p.opponent();
            let count = super::terrorism_count(g, victim);
            for _ in 0..count {
                if fx::discard_random(g, victim, rng, log).is_none() {
                    fx::say(
                        log,
                        Text::new("ts-log-terrorism-empty")
                            .text("event", card_text(TERRORISM))
                            .text("power", fx::power_text(victim)),
                    );
                    break;
                }
            }
            true
        }
        IRAN_CONTRA | YURI_AND_SAMANTHA => {
            fx::this_turn(g, no, Power::Ussr);
            effect(log, no);
            true
        }
        CHERNOBYL => {
            let regions = Region::ALL.iter().map(|r| Pick::word(r.key())).collect();
            fx::ask(g, Power::Us, no, 0, regions, false);
            true
        }
        DEBT_CRISIS => {
            let mut choices = fx::card_picks(&fx::cards_with_ops(g, Power::Us, 3));
            choices.push(Pick::word(LET_USSR_DOUBLE));
            fx::ask(g, Power::Us, no, 0, choices, false);
            true
        }
        TEAR_DOWN_THIS_WALL => {
            fx::add(g, fx::cix("east-germany"), Power::Us, 3, log);
            super::end_lasting(g, WILLY_BRANDT, log);
            let ops = g.ops_value(no, Power::Us);
            fx::grant_ops(
                g,
                Power::Us,
                no,
                ops,
                Grant {
                    uses: vec![Use::Coup, Use::Realign],
                    area: Area::regions(&[Region::Europe]),
                    free: true,
                    may_skip: true,
                },
            );
            true
        }
        AN_EVIL_EMPIRE => {
            fx::gain_vp(g, Power::Us, 1, log);
            super::end_lasting(g, FLOWER_POWER, log);
            true
        }
        ALDRICH_AMES => {
            // The hand stays open to the USSR for the turn (view and leak model read the flag).
            fx::this_turn(g, no, Power::Ussr);
            fx::reveal_hand(g, Power::Us, log);
            let hand = g.hand(Power::Us).clone();
            fx::ask(g, Power::Ussr, no, 0, fx::card_picks(&hand), false);
            true
        }
        PERSHING_II => {
            fx::gain_vp(g, Power::Ussr, 1, log);
            if !g.is_over() {
                let west = fx::countries_where(|c| fx::in_sub_region(c, SubRegion::WestEurope));
                fx::remove_among(g, no, Power::Ussr, 3, 1, west);
            }
            true
        }
        WARGAMES => {
            fx::ask(g, p, no, 0, vec![Pick::word(END_GAME), Pick::word(KEEP_PLAYING)], false);
            true
        }
        SOLIDARITY => {
            fx::add(g, fx::cix("poland"), Power::Us, 3, log);
            true
        }
        IRAN_IRAQ_WAR => {
            let targets = [fx::cix("iran"), fx::cix("iraq")];
            fx::ask(g, p, no, 0, fx::country_picks(&targets), false);
            true
        }
        AWACS => {
            fx::add(g, fx::cix("saudi-arabia"), Power::Us, 2, log);
            true
        }
        _ => {
            log.push(LogEntry::public(
                Text::new("ts-log-event-not-built").text("card", card_text(no)),
            ));
            false
        }
    }
}

/// KAL-007 and Glasnost: an optional operation placing influence or realigning, anywhere.
fn influence_or_realign() -> Grant {
    Grant {
        uses: vec![Use::Influence, Use::Realign],
        area: Area::ANYWHERE,
        free: false,
        may_skip: true,
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
    match (no, stage, pick) {
        // Star Wars: the chosen card leaves the discard pile and its event happens at once, for
        // its owner if it is the USSR's card; it then goes where an event's card goes.
        (STAR_WARS, 0, Some(Pick::Card(c))) => {
            let Some(i) = g.discard.iter().position(|&d| d == c) else {
                return;
            };
            g.discard.remove(i);
            let player = super::event_player(g, c, Power::Us);
            fx::say(
                log,
                Text::new("ts-log-star-wars")
                    .text("event", card_text(STAR_WARS))
                    .text("card", card_text(c))
                    .text("power", fx::power_text(player)),
            );
            fx::nested_event(g, c, Power::Us, player, rng, log);
        }
        (CHERNOBYL, 0, Some(Pick::Word(w))) => {
            if let Some(region) = Region::ALL.into_iter().find(|r| r.key() == w) {
                g.chernobyl = Some(region);
                fx::say(
                    log,
                    Text::new("ts-log-chernobyl")
                        .text("event", card_text(CHERNOBYL))
                        .text("region", Text::new(region.name_key())),
                );
            }
        }
        // Latin American Debt Crisis: the US discards a 3+ ops card, or the USSR doubles its
        // influence in 2 South American countries (D-18).
        (DEBT_CRISIS, 0, Some(Pick::Card(c))) => {
            fx::discard_from_hand(g, chooser, c, log);
        }
        (DEBT_CRISIS, 0, Some(Pick::Word(_))) => {
            fx::say(
                log,
                Text::new("ts-log-debt-crisis-refused").text("event", card_text(DEBT_CRISIS)),
            );
            let choices = debt_countries(g, None);
            fx::ask(g, Power::Ussr, no, 1, fx::country_picks(&choices), false);
        }
        (DEBT_CRISIS, s @ 1..=2, Some(Pick::Country(c))) => {
            let have = g.inf(c, Power::Ussr);
            fx::add(g, c, Power::Ussr, have, log);
            if s == 1 {
                let choices = debt_countries(g, Some(c));
                fx::ask(g, Power::Ussr, no, 2, fx::country_picks(&choices), false);
            }
        }
        (ALDRICH_AMES, 0, Some(Pick::Card(c))) => {
            fx::discard_from_hand(g, Power::Us, c, log);
        }
        (WARGAMES, 0, Some(Pick::Word(w))) => {
            if w == END_GAME {
                wargames_end(g, chooser, log);
            } else {
                fx::say(
                    log,
                    Text::new("ts-log-wargames-continue")
                        .text("event", card_text(WARGAMES))
                        .text("power", fx::power_text(chooser)),
                );
            }
        }
        (IRAN_IRAQ_WAR, 0, Some(Pick::Country(target))) => {
            fx::war(g, no, chooser, target, 4, 2, 2, 0, rng, log);
        }
        _ => {}
    }
}

/// South American countries with USSR influence to double, but not `except` (the first pick).
fn debt_countries(g: &TwilightStruggle, except: Option<CountryIx>) -> Vec<CountryIx> {
    fx::countries_where(|c| fx::in_region(c, Region::SouthAmerica) && g.inf(c, Power::Ussr) > 0 && Some(c) != except)
}

/// Wargames: the opponent gains 6 VP, then the game ends on the VP as they stand, 0 a draw; no
/// final scoring (card #100). Reaching 20 VP with the gift ends it the usual way.
fn wargames_end(g: &mut TwilightStruggle, player: Power, log: &mut Log) {
    fx::gain_vp(g, player.opponent(), 6, log);
    if g.is_over() {
        return;
    }
    let (winner, reason) = match g.vp {
        v if v > 0 => (
            Some(Power::Us),
            Text::new("ts-end-wargames")
                .text("event", card_text(WARGAMES))
                .text("power", fx::power_text(Power::Us))
                .num("vp", v),
        ),
        v if v < 0 => (
            Some(Power::Ussr),
            Text::new("ts-end-wargames")
                .text("event", card_text(WARGAMES))
                .text("power", fx::power_text(Power::Ussr))
                .num("vp", -v),
        ),
        _ => (
            None,
            Text::new("ts-end-wargames-draw").text("event", card_text(WARGAMES)),
        ),
    };
    g.finish(winner, reason, log);
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
