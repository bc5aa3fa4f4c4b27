//! Early War card events (#1–#35, #103–#106; see the module notes in `events/mod.rs`).
//!
//! Each card: `blocked` (why its event cannot happen now), `play` (what happens at once; returns
//! whether the event happened), and where the player must choose, `on_pick` / `on_resume` by
//! stage. Built on `effects`; lasting effects only set their flag here (the rules read it in
//! `hooks`).

use super::super::data::{Region, Side, SubRegion};
use super::super::flow::Log;
use super::super::power::Power;
use super::super::scoring::scored_region;
use super::super::state::{CardNo, CountryIx, Pick, Step, TwilightStruggle, Use, card, card_text, country};
use super::effects::{self as fx, Grant, Spread};
use crate::engine::{GameRng, LogEntry, Text};

pub const FIVE_YEAR_PLAN: CardNo = 5;
pub const DUCK_AND_COVER: CardNo = 4;
pub const SOCIALIST_GOVERNMENTS: CardNo = 7;
pub const FIDEL: CardNo = 8;
pub const VIETNAM_REVOLTS: CardNo = 9;
pub const BLOCKADE: CardNo = 10;
pub const KOREAN_WAR: CardNo = 11;
pub const ROMANIAN_ABDICATION: CardNo = 12;
pub const ARAB_ISRAELI_WAR: CardNo = 13;
pub const COMECON: CardNo = 14;
pub const NASSER: CardNo = 15;
pub const WARSAW_PACT: CardNo = 16;
pub const DE_GAULLE: CardNo = 17;
pub const CAPTURED_NAZI_SCIENTIST: CardNo = 18;
pub const TRUMAN_DOCTRINE: CardNo = 19;
pub const OLYMPIC_GAMES: CardNo = 20;
pub const NATO: CardNo = 21;
pub const INDEPENDENT_REDS: CardNo = 22;
pub const MARSHALL_PLAN: CardNo = 23;
pub const INDO_PAKISTANI_WAR: CardNo = 24;
pub const CONTAINMENT: CardNo = 25;
pub const CIA_CREATED: CardNo = 26;
pub const US_JAPAN_PACT: CardNo = 27;
pub const SUEZ_CRISIS: CardNo = 28;
pub const EAST_EUROPEAN_UNREST: CardNo = 29;
pub const DECOLONIZATION: CardNo = 30;
pub const RED_SCARE: CardNo = 31;
pub const UN_INTERVENTION: CardNo = 32;
pub const DE_STALINIZATION: CardNo = 33;
pub const NUCLEAR_TEST_BAN: CardNo = 34;
pub const FORMOSAN_RESOLUTION: CardNo = 35;
pub const DEFECTORS: CardNo = 103;
pub const CAMBRIDGE_FIVE: CardNo = 104;
pub const SPECIAL_RELATIONSHIP: CardNo = 105;
pub const NORAD: CardNo = 106;

/// Cards of other eras that switch Early War events off.
const CAMP_DAVID_ACCORDS: CardNo = 65;
const THE_IRON_LADY: CardNo = 83;
const SOUTHEAST_ASIA_SCORING: CardNo = 38;

/// The Late War starts with turn 8: East European Unrest doubles, The Cambridge Five stops.
const LATE_WAR_TURN: u8 = 8;

/// The five countries Independent Reds may pick (card #22).
const INDEPENDENT_REDS_COUNTRIES: [&str; 5] = ["yugoslavia", "romania", "bulgaria", "hungary", "czechoslovakia"];

/// Why `no`'s event cannot happen for `p` now, if it cannot.
pub fn blocked(g: &TwilightStruggle, no: CardNo, p: Power) -> Option<Text> {
    match no {
        // Socialist Governments is switched off for good by The Iron Lady.
        SOCIALIST_GOVERNMENTS if g.in_play(THE_IRON_LADY) => {
            Some(Text::new("ts-why-blocked-by").text("card", card_text(THE_IRON_LADY)))
        }
        // Camp David Accords prevents the Arab-Israeli War.
        ARAB_ISRAELI_WAR if g.in_play(CAMP_DAVID_ACCORDS) => {
            Some(Text::new("ts-why-blocked-by").text("card", card_text(CAMP_DAVID_ACCORDS)))
        }
        // NATO needs Marshall Plan or Warsaw Pact Formed in play.
        NATO if !g.in_play(MARSHALL_PLAN) && !g.in_play(WARSAW_PACT) => Some(Text::new("ts-why-nato-needs")),
        // Chinese Civil War variant (seed 1522-1531): until the USSR wins the civil war, it may not
        // event Red Scare/Purge and the US may not event Formosan Resolution.
        RED_SCARE if p == Power::Ussr && g.civil_war.is_some() => {
            Some(Text::new("ts-why-civil-war-event").text("card", card_text(no)))
        }
        FORMOSAN_RESOLUTION if g.civil_war.is_some() => {
            Some(Text::new("ts-why-civil-war-event").text("card", card_text(no)))
        }
        // UN Intervention needs a card with the opponent's event in hand (card #32).
        UN_INTERVENTION => {
            (!g.hand(p).iter().any(|&c| g.is_opponent_card(c, p))).then(|| Text::new("ts-why-un-no-partner"))
        }
        DEFECTORS => defectors_blocked(g),
        CAMBRIDGE_FIVE if g.turn >= LATE_WAR_TURN => Some(Text::new("ts-why-cambridge-late-war")),
        1..=35 | 103..=106 => None,
        _ => Some(Text::new("ts-why-event-not-built").text("card", card_text(no))),
    }
}

/// Defectors has an event in the headline (the cancel, done by the headline flow) and in the
/// USSR's action rounds (the USSR played it for ops: US +1 VP). A US action-round play as an
/// event does nothing, so that option is refused with the reason (card #103).
fn defectors_blocked(g: &TwilightStruggle) -> Option<Text> {
    let headline = g.round == 0;
    (!headline && g.phasing != Some(Power::Ussr)).then(|| Text::new("ts-why-defectors-us-round"))
}

/// Whether the USSR has just played Defectors for its ops (the play that gives the US 1 VP).
fn ussr_played_defectors(g: &TwilightStruggle) -> bool {
    g.round > 0
        && matches!(g.played.last(), Some(&(Power::Ussr, DEFECTORS, how)) if how != Use::Space && how != Use::Event)
}

fn west_europe(c: CountryIx) -> bool {
    fx::in_sub_region(c, SubRegion::WestEurope)
}

fn east_europe(c: CountryIx) -> bool {
    fx::in_sub_region(c, SubRegion::EastEurope)
}

/// A public line saying the event happened but had nothing to act on.
fn no_effect(log: &mut Log, no: CardNo) {
    fx::say(log, Text::new("ts-log-event-no-effect").text("card", card_text(no)));
}

/// "Wipe the US, then the USSR tops up to control" (Fidel, Romanian Abdication).
fn wipe_and_control(g: &mut TwilightStruggle, id: &str, log: &mut Log) {
    let c = fx::cix(id);
    fx::remove_all(g, c, Power::Us, log);
    fx::control_topup(g, c, Power::Ussr, log);
}

pub fn play(g: &mut TwilightStruggle, no: CardNo, p: Power, rng: &mut GameRng, log: &mut Log) -> bool {
    match no {
        DUCK_AND_COVER => {
            g.degrade_defcon(1, log);
            if !g.is_over() {
                fx::gain_vp(g, Power::Us, 5 - i32::from(g.defcon), log);
            }
        }
        FIVE_YEAR_PLAN => five_year_plan(g, rng, log),
        SOCIALIST_GOVERNMENTS => {
            fx::remove_among(g, no, Power::Ussr, 3, 2, fx::countries_where(west_europe));
        }
        FIDEL => wipe_and_control(g, "cuba", log),
        VIETNAM_REVOLTS => {
            fx::add(g, fx::cix("vietnam"), Power::Ussr, 2, log);
            fx::this_turn(g, no, Power::Ussr);
            fx::say(log, Text::new("ts-log-effect").text("card", card_text(no)));
        }
        BLOCKADE => {
            let cards = fx::cards_with_ops(g, Power::Us, 3);
            if cards.is_empty() {
                // Nothing to discard: the US loses West Germany at once (D-17).
                fx::say(log, Text::new("ts-log-blockade-no-card").text("card", card_text(no)));
                fx::remove_all(g, fx::cix("west-germany"), Power::Us, log);
            } else {
                let mut choices = fx::card_picks(&cards);
                choices.push(Pick::word("give-up-west-germany"));
                fx::ask(g, Power::Us, no, 0, choices, false);
            }
        }
        KOREAN_WAR => {
            // Chinese Civil War variant (seed 1548): −1 more while the civil war goes on.
            let extra = i32::from(g.civil_war.is_some());
            fx::war(g, no, Power::Ussr, fx::cix("south-korea"), 4, 2, 2, extra, rng, log);
        }
        ROMANIAN_ABDICATION => wipe_and_control(g, "romania", log),
        ARAB_ISRAELI_WAR => {
            // −1 also when the US controls Israel itself (deluxe card, A-25).
            let israel = fx::cix("israel");
            let extra = i32::from(g.controls(Power::Us, israel));
            fx::war(g, no, Power::Ussr, israel, 4, 2, 2, extra, rng, log);
        }
        COMECON => {
            let targets = fx::countries_where(|c| east_europe(c) && !g.controls(Power::Us, c));
            fx::place_among(g, no, Power::Ussr, 4, 1, targets);
        }
        NASSER => {
            let egypt = fx::cix("egypt");
            fx::add(g, egypt, Power::Ussr, 2, log);
            let half_up = g.inf(egypt, Power::Us).div_ceil(2);
            fx::remove(g, egypt, Power::Us, half_up, log);
        }
        WARSAW_PACT => {
            fx::ask(g, p, no, 0, vec![Pick::word("wipe"), Pick::word("add")], false);
        }
        DE_GAULLE => {
            let france = fx::cix("france");
            fx::remove(g, france, Power::Us, 2, log);
            fx::add(g, france, Power::Ussr, 1, log);
            fx::say(log, Text::new("ts-log-effect").text("card", card_text(no)));
        }
        CAPTURED_NAZI_SCIENTIST => {
            // One box forward with its VP and ability; no space attempt is used (card #18).
            if g.space[p.index()] >= 8 {
                no_effect(log, no);
            } else {
                g.advance_space(p, 1, log);
            }
        }
        TRUMAN_DOCTRINE => {
            let targets = fx::countries_where(|c| {
                fx::in_region(c, Region::Europe) && g.controller(c).is_none() && g.inf(c, Power::Ussr) > 0
            });
            if targets.is_empty() {
                no_effect(log, no);
            } else {
                fx::ask(g, Power::Us, no, 0, fx::country_picks(&targets), false);
            }
        }
        OLYMPIC_GAMES => {
            // The opponent of the sponsor decides (D-16).
            fx::ask(
                g,
                p.opponent(),
                no,
                0,
                vec![Pick::word("participate"), Pick::word("boycott")],
                false,
            );
        }
        NATO | US_JAPAN_PACT | FORMOSAN_RESOLUTION | NORAD => {
            if no == US_JAPAN_PACT {
                fx::control_topup(g, fx::cix("japan"), Power::Us, log);
            }
            fx::say(log, Text::new("ts-log-effect").text("card", card_text(no)));
        }
        INDEPENDENT_REDS => {
            let targets: Vec<CountryIx> = INDEPENDENT_REDS_COUNTRIES
                .iter()
                .map(|id| fx::cix(id))
                .filter(|&c| g.inf(c, Power::Ussr) > g.inf(c, Power::Us))
                .collect();
            if targets.is_empty() {
                no_effect(log, no);
            } else {
                fx::ask(g, Power::Us, no, 0, fx::country_picks(&targets), false);
            }
        }
        MARSHALL_PLAN => {
            let targets = fx::countries_where(|c| west_europe(c) && !g.controls(Power::Ussr, c));
            fx::place_among(g, no, Power::Us, 7, 1, targets);
        }
        INDO_PAKISTANI_WAR => {
            let targets = [fx::cix("india"), fx::cix("pakistan")];
            fx::ask(g, p, no, 0, fx::country_picks(&targets), false);
        }
        CONTAINMENT => {
            fx::this_turn(g, no, Power::Us);
            fx::say(log, Text::new("ts-log-effect").text("card", card_text(no)));
        }
        CIA_CREATED => {
            fx::reveal_hand(g, Power::Ussr, log);
            let ops = g.ops_value(no, Power::Us);
            fx::grant_ops(g, Power::Us, no, ops, Grant::any());
        }
        SUEZ_CRISIS => {
            let targets = vec![fx::cix("france"), fx::cix("uk"), fx::cix("israel")];
            fx::remove_among(g, no, Power::Ussr, 4, 2, targets);
        }
        EAST_EUROPEAN_UNREST => {
            // Three different countries, one point each; the Late War takes a second point from
            // each of the same three (stage 1).
            let late = g.turn >= LATE_WAR_TURN;
            fx::spread(
                g,
                no,
                Spread {
                    power: Power::Us,
                    whose: Power::Ussr,
                    add: false,
                    points: 3,
                    per_country: 1,
                    countries: fx::countries_where(east_europe),
                    may_stop: false,
                    then: late.then_some(1),
                },
            );
        }
        DECOLONIZATION => {
            let targets = fx::countries_where(|c| {
                fx::in_region(c, Region::Africa) || fx::in_sub_region(c, SubRegion::SoutheastAsia)
            });
            fx::place_among(g, no, Power::Ussr, 4, 1, targets);
        }
        RED_SCARE => {
            // Both sides may have it in effect in one turn (the card can come back after a
            // reshuffle), so record it per player.
            if !g.this_turn.contains(&(no, p)) {
                g.this_turn.push((no, p));
            }
            fx::say(log, Text::new("ts-log-effect").text("card", card_text(no)));
        }
        UN_INTERVENTION => {
            let partners: Vec<CardNo> = g
                .hand(p)
                .iter()
                .copied()
                .filter(|&c| g.is_opponent_card(c, p))
                .collect();
            fx::ask(g, p, no, 0, fx::card_picks(&partners), false);
            super::un_played(g, log);
        }
        DE_STALINIZATION => {
            // Up to 4 USSR points leave (the USSR may stop early); stage 1 places as many.
            fx::spread(
                g,
                no,
                Spread {
                    power: Power::Ussr,
                    whose: Power::Ussr,
                    add: false,
                    points: 4,
                    per_country: 4,
                    countries: fx::countries_where(|_| true),
                    may_stop: true,
                    then: Some(1),
                },
            );
        }
        NUCLEAR_TEST_BAN => {
            fx::gain_vp(g, p, i32::from(g.defcon) - 2, log);
            if !g.is_over() {
                g.improve_defcon(2, log);
            }
        }
        DEFECTORS => {
            if ussr_played_defectors(g) {
                fx::say(log, Text::new("ts-log-effect").text("card", card_text(no)));
                fx::gain_vp(g, Power::Us, 1, log);
            } else if g.round > 0 {
                // Inside another event in the USSR's round (Five Year Plan): nothing to do.
                no_effect(log, no);
            }
        }
        CAMBRIDGE_FIVE => cambridge_five(g, log),
        SPECIAL_RELATIONSHIP => {
            let uk = fx::cix("uk");
            if !g.controls(Power::Us, uk) {
                no_effect(log, no);
            } else if g.in_play(NATO) {
                let targets = fx::countries_where(west_europe);
                fx::ask(g, Power::Us, no, 0, fx::country_picks(&targets), false);
            } else {
                let targets: Vec<CountryIx> = TwilightStruggle::neighbours(uk).collect();
                fx::ask(g, Power::Us, no, 1, fx::country_picks(&targets), false);
            }
        }
        _ => {
            log.push(LogEntry::public(
                Text::new("ts-log-event-not-built").text("card", card_text(no)),
            ));
            return false;
        }
    }
    true
}

/// Five Year Plan (#5): a random USSR card is discarded; a US event on it happens for the US.
fn five_year_plan(g: &mut TwilightStruggle, rng: &mut GameRng, log: &mut Log) {
    let hand = g.hand(Power::Ussr);
    if hand.is_empty() {
        no_effect(log, FIVE_YEAR_PLAN);
        return;
    }
    let i = rng.below(hand.len());
    let taken = g.hand_mut(Power::Ussr).remove(i);
    fx::say(
        log,
        Text::new("ts-log-discarded-random")
            .text("power", fx::power_text(Power::Ussr))
            .text("card", card_text(taken)),
    );
    if card(taken).side == Side::Us {
        // The card's event happens for the US; the card then goes where its event sends it.
        fx::nested_event(g, taken, Power::Ussr, Power::Us, rng, log);
    } else {
        // A USSR, neutral or scoring card is discarded without its event (seed 620-623).
        g.discard.push(taken);
    }
}

/// The Cambridge Five (#104): the USSR privately sees the US scoring cards, then may add 1
/// influence in a country of a region named on one of them.
fn cambridge_five(g: &mut TwilightStruggle, log: &mut Log) {
    let scoring: Vec<CardNo> = g.hand(Power::Us).iter().copied().filter(|&c| card(c).scoring).collect();
    fx::say(
        log,
        Text::new("ts-log-cambridge-shown").text("card", card_text(CAMBRIDGE_FIVE)),
    );
    if scoring.is_empty() {
        log.push(LogEntry::private(
            Power::Ussr.seat(),
            Text::new("ts-log-cambridge-none").text("card", card_text(CAMBRIDGE_FIVE)),
        ));
        return;
    }
    fx::reveal_cards(
        g,
        Power::Ussr,
        &scoring,
        Text::new("ts-log-cambridge-intro").text("card", card_text(CAMBRIDGE_FIVE)),
        log,
    );
    let targets = fx::countries_where(|c| {
        scoring.iter().any(|&s| {
            if s == SOUTHEAST_ASIA_SCORING {
                fx::in_sub_region(c, SubRegion::SoutheastAsia)
            } else {
                scored_region(s) == Some(country(c).region)
            }
        })
    });
    fx::ask(g, Power::Ussr, CAMBRIDGE_FIVE, 0, fx::country_picks(&targets), true);
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
        // Blockade: a card worth 3+ ops is discarded, or West Germany is given up (D-17).
        (BLOCKADE, 0, Some(Pick::Card(c))) => {
            fx::discard_from_hand(g, Power::Us, c, log);
        }
        (BLOCKADE, 0, _) => {
            fx::say(log, Text::new("ts-log-blockade-refused").text("card", card_text(no)));
            fx::remove_all(g, fx::cix("west-germany"), Power::Us, log);
        }
        // Warsaw Pact: wipe the US from 4 Eastern European countries, or add 5 there (≤2 each).
        (WARSAW_PACT, 0, Some(Pick::Word(w))) => {
            let east = fx::countries_where(east_europe);
            if w == "wipe" {
                let with_us: Vec<_> = east.into_iter().filter(|&c| g.inf(c, Power::Us) > 0).collect();
                fx::ask(g, chooser, no, 1, fx::country_picks(&with_us), false);
            } else {
                fx::place_among(g, no, Power::Ussr, 5, 2, east);
            }
        }
        // One country wiped; ask again until 4 are done (`data` counts them through the stage).
        (WARSAW_PACT, s @ 1..=4, Some(Pick::Country(c))) => {
            fx::remove_all(g, c, Power::Us, log);
            if s < 4 {
                let left: Vec<_> = fx::countries_where(|x| east_europe(x) && g.inf(x, Power::Us) > 0);
                fx::ask(g, chooser, no, s + 1, fx::country_picks(&left), false);
            }
        }
        (TRUMAN_DOCTRINE, 0, Some(Pick::Country(c))) => {
            fx::remove_all(g, c, Power::Ussr, log);
        }
        // Olympic Games: the opponent's answer (D-16); `chooser` is the sponsor's opponent.
        (OLYMPIC_GAMES, 0, Some(Pick::Word(w))) => {
            let sponsor = chooser.opponent();
            if w == "boycott" {
                fx::say(
                    log,
                    Text::new("ts-log-olympic-boycott")
                        .text("card", card_text(no))
                        .text("power", fx::power_text(chooser)),
                );
                g.degrade_defcon(1, log);
                if !g.is_over() {
                    // A fixed 4 ops: no ops modifier applies; "may" conduct operations.
                    let grant = Grant {
                        may_skip: true,
                        ..Grant::any()
                    };
                    fx::grant_ops(g, sponsor, no, 4, grant);
                }
            } else {
                olympic_contest(g, sponsor, rng, log);
            }
        }
        (INDEPENDENT_REDS, 0, Some(Pick::Country(c))) => {
            let gap = g.inf(c, Power::Ussr).saturating_sub(g.inf(c, Power::Us));
            fx::add(g, c, Power::Us, gap, log);
        }
        (INDO_PAKISTANI_WAR, 0, Some(Pick::Country(c))) => {
            fx::war(g, no, chooser, c, 4, 2, 2, 0, rng, log);
        }
        // UN Intervention: the partner's event is cancelled and its ops are used (card #32).
        (UN_INTERVENTION, 0, Some(Pick::Card(partner))) => {
            let Some(i) = g.hand(chooser).iter().position(|&c| c == partner) else {
                return;
            };
            g.hand_mut(chooser).remove(i);
            g.played.push((chooser, partner, Use::Influence));
            fx::say(
                log,
                Text::new("ts-log-un-partner")
                    .text("power", fx::power_text(chooser))
                    .text("card", card_text(partner)),
            );
            super::flower_power(g, chooser, partner, log);
            g.stack.push(Step::Dispose {
                power: chooser,
                card: partner,
                event: false,
            });
            let ops = g.ops_value(partner, chooser);
            fx::grant_ops(g, chooser, partner, ops, Grant::any());
        }
        (CAMBRIDGE_FIVE, 0, Some(Pick::Country(c))) => {
            fx::add(g, c, Power::Ussr, 1, log);
        }
        // Special Relationship with NATO: +2 in a Western European country and 2 VP.
        (SPECIAL_RELATIONSHIP, 0, Some(Pick::Country(c))) => {
            fx::add(g, c, Power::Us, 2, log);
            fx::gain_vp(g, Power::Us, 2, log);
        }
        // Without NATO: +1 next to the UK.
        (SPECIAL_RELATIONSHIP, 1, Some(Pick::Country(c))) => {
            fx::add(g, c, Power::Us, 1, log);
        }
        // NORAD's trigger (hooks::norad_check): 1 US influence where the US already has some.
        (NORAD, 0, Some(Pick::Country(c))) => {
            fx::say(log, Text::new("ts-log-effect").text("card", card_text(NORAD)));
            fx::add(g, c, Power::Us, 1, log);
        }
        _ => {}
    }
}

/// Olympic Games taken part in: both roll, the sponsor adds 2, ties roll again; the higher roll
/// gains 2 VP (card #20).
fn olympic_contest(g: &mut TwilightStruggle, sponsor: Power, rng: &mut GameRng, log: &mut Log) {
    let guest = sponsor.opponent();
    // A tie re-rolls; the cap only guards against an endless loop (a tie 100 times running).
    for _ in 0..100 {
        let sponsor_roll = rng.roll(6) as i64;
        let guest_roll = rng.roll(6) as i64;
        let sponsor_total = sponsor_roll + 2;
        fx::say(
            log,
            Text::new("ts-log-olympic-rolls")
                .text("card", card_text(OLYMPIC_GAMES))
                .text("sponsor", fx::power_text(sponsor))
                .num("sponsor_roll", sponsor_roll)
                .num("sponsor_total", sponsor_total)
                .text("guest", fx::power_text(guest))
                .num("guest_roll", guest_roll),
        );
        if sponsor_total != guest_roll {
            let winner = if sponsor_total > guest_roll { sponsor } else { guest };
            fx::gain_vp(g, winner, 2, log);
            return;
        }
    }
}

pub fn on_resume(g: &mut TwilightStruggle, no: CardNo, stage: u8, data: Vec<u8>, _rng: &mut GameRng, log: &mut Log) {
    match (no, stage) {
        // East European Unrest in the Late War: a second point from each of the three countries.
        (EAST_EUROPEAN_UNREST, 1) => {
            for c in data {
                fx::remove(g, c, Power::Ussr, 1, log);
            }
        }
        // De-Stalinization: as many points as left are placed in countries the US does not control
        // (at most 2 each). Adding USSR influence never gives the US control, so the list holds.
        (DE_STALINIZATION, 1) => {
            let moved = data.len() as u8;
            if moved == 0 {
                return;
            }
            let targets = fx::countries_where(|c| !g.controls(Power::Us, c));
            fx::place_among(g, no, Power::Ussr, moved, 2, targets);
        }
        _ => {}
    }
}
