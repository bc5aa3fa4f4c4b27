//! Mid War card events, #59–#81, #107, #108 (see the module notes in `events/mod.rs`).
//!
//! Each card: `blocked` (why its event cannot happen now), `play` (what happens at once; returns
//! whether the event happened), and where a player must choose, `on_pick` / `on_resume` by stage.
//! Lasting effects only set their flag here (the rules read it in `hooks`).
//!
//! Cards whose questions repeat (Grain Sales, Ask Not, Our Man in Tehran) keep their notes in the
//! data of their own `Resume` step, pushed beneath the question: the taken card, the cards
//! discarded so far, the cards still seen on top of the draw pile.

use super::super::actions;
use super::super::data::{Region, SubRegion};
use super::super::flow::Log;
use super::super::ops::SPACE_VP;
use super::super::power::Power;
use super::super::state::{Area, CardNo, Pick, Step, TwilightStruggle, card_text, region_bit};
use super::effects::{self as fx, Grant};
use crate::engine::{GameRng, LogEntry, Text};

pub const FLOWER_POWER: CardNo = 59;
pub const U2_INCIDENT: CardNo = 60;
pub const OPEC: CardNo = 61;
pub const LONE_GUNMAN: CardNo = 62;
pub const COLONIAL_REAR_GUARDS: CardNo = 63;
pub const PANAMA_CANAL_RETURNED: CardNo = 64;
pub const CAMP_DAVID_ACCORDS: CardNo = 65;
pub const PUPPET_GOVERNMENTS: CardNo = 66;
pub const GRAIN_SALES: CardNo = 67;
pub const JOHN_PAUL_II: CardNo = 68;
pub const DEATH_SQUADS: CardNo = 69;
pub const OAS_FOUNDED: CardNo = 70;
pub const NIXON: CardNo = 71;
pub const SADAT: CardNo = 72;
pub const SHUTTLE_DIPLOMACY: CardNo = 73;
pub const VOICE_OF_AMERICA: CardNo = 74;
pub const LIBERATION_THEOLOGY: CardNo = 75;
pub const USSURI_RIVER: CardNo = 76;
pub const ASK_NOT: CardNo = 77;
pub const ALLIANCE_FOR_PROGRESS: CardNo = 78;
pub const ONE_SMALL_STEP: CardNo = 80;
pub const CHE: CardNo = 107;
pub const OUR_MAN_IN_TEHRAN: CardNo = 108;

/// Cards that cancel or block events of this group.
const NORTH_SEA_OIL: CardNo = 86;
const AN_EVIL_EMPIRE: CardNo = 97;

/// The oil producers OPEC counts.
const OPEC_COUNTRIES: [&str; 7] = [
    "egypt",
    "iran",
    "libya",
    "saudi-arabia",
    "iraq",
    "gulf-states",
    "venezuela",
];

/// Our Man in Tehran looks at this many cards.
const TEHRAN_LOOK: usize = 5;

/// Grain Sales: the US's answers, and the decision noted for the returned card.
const PLAY: &str = "play";
const RETURN: &str = "return";

/// Why `no`'s event cannot happen for `p` now, if it cannot.
pub fn blocked(g: &TwilightStruggle, no: CardNo, p: Power) -> Option<Text> {
    match no {
        FLOWER_POWER if g.in_play(AN_EVIL_EMPIRE) => Some(Text::new("ts-why-flower-power-evil-empire")),
        OPEC if g.in_play(NORTH_SEA_OIL) => Some(Text::new("ts-why-opec-north-sea-oil")),
        // "If you are behind in the space race" (card #80): otherwise nothing may happen.
        ONE_SMALL_STEP if g.space[p.index()] >= g.space[p.opponent().index()] => Some(
            Text::new("ts-why-one-small-step")
                .num("mine", g.space[p.index()])
                .num("theirs", g.space[p.opponent().index()]),
        ),
        // "If the US controls a Middle East country" (card #108), like Star Wars' condition.
        OUR_MAN_IN_TEHRAN
            if !TwilightStruggle::region_countries(Region::MiddleEast).any(|c| g.controls(Power::Us, c)) =>
        {
            Some(Text::new("ts-why-tehran-no-middle-east"))
        }
        FLOWER_POWER
        | U2_INCIDENT
        | OPEC
        | LONE_GUNMAN
        | COLONIAL_REAR_GUARDS
        | PANAMA_CANAL_RETURNED
        | CAMP_DAVID_ACCORDS
        | PUPPET_GOVERNMENTS
        | GRAIN_SALES
        | JOHN_PAUL_II
        | DEATH_SQUADS
        | OAS_FOUNDED
        | NIXON
        | SADAT
        | SHUTTLE_DIPLOMACY
        | VOICE_OF_AMERICA
        | LIBERATION_THEOLOGY
        | USSURI_RIVER
        | ASK_NOT
        | ALLIANCE_FOR_PROGRESS
        | ONE_SMALL_STEP
        | CHE
        | OUR_MAN_IN_TEHRAN => None,
        _ => Some(Text::new("ts-why-event-not-built").text("card", card_text(no))),
    }
}

pub fn play(g: &mut TwilightStruggle, no: CardNo, p: Power, rng: &mut GameRng, log: &mut Log) -> bool {
    match no {
        // Lasting: the VP hook reads it (hooks::flower_power).
        FLOWER_POWER => {
            fx::say(log, Text::new("ts-log-effect").text("card", card_text(no)));
        }
        // Lasting: the card lies before the US until a Middle East or Asia scoring uses it
        // (hooks::shuttle_diplomacy_ignores). It has no pile to go to now: its pending disposal
        // goes, or the card would be counted twice while steps above that disposal (ops after an
        // event-first choice) are still open.
        SHUTTLE_DIPLOMACY => {
            g.stack
                .retain(|s| !matches!(s, Step::Dispose { card, .. } if *card == SHUTTLE_DIPLOMACY));
            fx::say(log, Text::new("ts-log-effect").text("card", card_text(no)));
        }
        U2_INCIDENT => {
            fx::gain_vp(g, Power::Ussr, 1, log);
            // The +1 for a later UN Intervention this turn is hooks::un_played.
            fx::this_turn(g, no, Power::Ussr);
        }
        OPEC => {
            let n = OPEC_COUNTRIES
                .iter()
                .filter(|id| g.controls(Power::Ussr, fx::cix(id)))
                .count();
            fx::say(log, Text::new("ts-log-opec").num("n", n as i64));
            fx::gain_vp(g, Power::Ussr, n as i32, log);
        }
        LONE_GUNMAN => {
            fx::reveal_hand(g, Power::Us, log);
            let ops = g.ops_value(no, Power::Ussr);
            fx::grant_ops(g, Power::Ussr, no, ops, Grant::any());
        }
        COLONIAL_REAR_GUARDS => {
            let targets = fx::countries_where(|c| {
                fx::in_region(c, Region::Africa) || fx::in_sub_region(c, SubRegion::SoutheastAsia)
            });
            fx::place_among(g, no, Power::Us, 4, 1, targets);
        }
        PANAMA_CANAL_RETURNED => {
            for id in ["panama", "costa-rica", "venezuela"] {
                fx::add(g, fx::cix(id), Power::Us, 1, log);
            }
        }
        CAMP_DAVID_ACCORDS => {
            // Lasting: Arab-Israeli War checks `in_play(65)`.
            fx::gain_vp(g, Power::Us, 1, log);
            for id in ["israel", "jordan", "egypt"] {
                fx::add(g, fx::cix(id), Power::Us, 1, log);
            }
        }
        PUPPET_GOVERNMENTS => {
            // "May": up to 3 countries empty when the event starts.
            let empty = fx::countries_where(|c| g.inf(c, Power::Ussr) == 0 && g.inf(c, Power::Us) == 0);
            fx::spread(
                g,
                no,
                fx::Spread {
                    power: Power::Us,
                    whose: Power::Us,
                    add: true,
                    points: 3,
                    per_country: 1,
                    countries: empty,
                    may_stop: true,
                    then: None,
                },
            );
        }
        GRAIN_SALES => grain_sales(g, rng, log),
        JOHN_PAUL_II => {
            // Lasting: Solidarity checks `in_play(68)`.
            let poland = fx::cix("poland");
            fx::remove(g, poland, Power::Ussr, 2, log);
            fx::add(g, poland, Power::Us, 1, log);
        }
        DEATH_SQUADS => {
            // A second Death Squads of the other side this turn cancels the first exactly
            // (+1/−1 each way); the hook knows one player only.
            if g.this_turn_by(no).is_some_and(|by| by != p) {
                g.this_turn.retain(|&(c, _)| c != no);
            } else {
                fx::this_turn(g, no, p);
            }
            fx::say(log, Text::new("ts-log-effect").text("card", card_text(no)));
        }
        OAS_FOUNDED => {
            let americas = fx::countries_where(|c| {
                fx::in_region(c, Region::CentralAmerica) || fx::in_region(c, Region::SouthAmerica)
            });
            fx::place_among(g, no, Power::Us, 2, 2, americas);
        }
        NIXON => match g.china {
            Some((Power::Ussr, _)) => {
                g.china = Some((Power::Us, false));
                fx::say(
                    log,
                    Text::new("ts-log-china-passes").text("power", fx::power_text(Power::Us)),
                );
            }
            // The US holds it, or (Chinese Civil War) counts as holding it.
            _ => fx::gain_vp(g, Power::Us, 2, log),
        },
        SADAT => {
            let egypt = fx::cix("egypt");
            fx::remove_all(g, egypt, Power::Ussr, log);
            fx::add(g, egypt, Power::Us, 1, log);
        }
        VOICE_OF_AMERICA => {
            let outside = fx::countries_where(|c| !fx::in_region(c, Region::Europe));
            fx::remove_among(g, no, Power::Us, 4, 2, outside);
        }
        LIBERATION_THEOLOGY => {
            let central = fx::countries_where(|c| fx::in_region(c, Region::CentralAmerica));
            fx::place_among(g, no, Power::Ussr, 3, 2, central);
        }
        USSURI_RIVER => match g.china {
            Some((Power::Ussr, _)) => {
                g.china = Some((Power::Us, true));
                fx::say(
                    log,
                    Text::new("ts-log-china-passes-up").text("power", fx::power_text(Power::Us)),
                );
            }
            // The US holds it, or (Chinese Civil War) counts as holding it.
            _ => {
                let asia = fx::countries_where(|c| fx::in_region(c, Region::Asia));
                fx::place_among(g, no, Power::Us, 4, 2, asia);
            }
        },
        ASK_NOT => {
            let hand = g.hand(Power::Us).clone();
            if hand.is_empty() {
                fx::say(log, Text::new("ts-log-ask-not").num("discarded", 0).num("drawn", 0));
            } else {
                fx::resume_later(g, no, 1, Vec::new());
                fx::ask(g, Power::Us, no, 0, fx::card_picks(&hand), true);
            }
        }
        ALLIANCE_FOR_PROGRESS => {
            let n = fx::countries_where(|c| {
                (fx::in_region(c, Region::CentralAmerica) || fx::in_region(c, Region::SouthAmerica))
                    && super::is_battleground(g, c)
                    && g.controls(Power::Us, c)
            })
            .len();
            fx::say(log, Text::new("ts-log-alliance-for-progress").num("n", n as i64));
            fx::gain_vp(g, Power::Us, n as i32, log);
        }
        ONE_SMALL_STEP => one_small_step(g, p, log),
        CHE => {
            // Only a coup of this very grant counts for the second one.
            g.last_coup = None;
            fx::resume_later(g, no, 0, Vec::new());
            let ops = g.ops_value(no, Power::Ussr);
            fx::grant_ops(g, Power::Ussr, no, ops, che_grant(None));
        }
        OUR_MAN_IN_TEHRAN => tehran(g, rng, log),
        _ => {
            log.push(LogEntry::public(
                Text::new("ts-log-event-not-built").text("card", card_text(no)),
            ));
            return false;
        }
    }
    true
}

pub fn on_pick(
    g: &mut TwilightStruggle,
    no: CardNo,
    stage: u8,
    chooser: Power,
    pick: Option<Pick>,
    _rng: &mut GameRng,
    log: &mut Log,
) {
    match (no, stage, pick) {
        (GRAIN_SALES, 0, Some(Pick::Word(w))) => {
            let Some(&taken) = take_notes(g, no, 1).as_deref().and_then(<[u8]>::first) else {
                return;
            };
            if !g.hand(Power::Us).contains(&taken) {
                return;
            }
            if w == PLAY {
                // A full D-6 decision of the US, using no action round of its own.
                g.stack.push(Step::ChooseUse {
                    power: Power::Us,
                    card: taken,
                    within_event: true,
                });
            } else {
                g.hand_mut(Power::Us).retain(|&c| c != taken);
                g.hand_mut(Power::Ussr).push(taken);
                fx::say(log, Text::new("ts-log-grain-sales-returned"));
                let ops = g.ops_value(no, Power::Us);
                fx::grant_ops(g, Power::Us, no, ops, Grant::any());
            }
        }
        (ASK_NOT, 0, Some(Pick::Card(c))) => {
            if !fx::discard_from_hand(g, chooser, c, log) {
                return;
            }
            if let Some(discarded) = notes(g, no, 1) {
                discarded.push(c);
            }
            let hand = g.hand(chooser).clone();
            if !hand.is_empty() {
                fx::ask(g, chooser, no, 0, fx::card_picks(&hand), true);
            }
        }
        (OUR_MAN_IN_TEHRAN, 0, Some(Pick::Card(c))) => {
            let Some(seen) = notes(g, no, 1) else {
                return;
            };
            if !seen.contains(&c) {
                return;
            }
            seen.retain(|&x| x != c);
            let left = seen.clone();
            if let Some(i) = g.deck.iter().position(|&x| x == c) {
                g.deck.remove(i);
                g.discard.push(c);
                fx::say(log, Text::new("ts-log-tehran-discard").text("card", card_text(c)));
            }
            if !left.is_empty() {
                fx::ask(g, chooser, no, 0, fx::card_picks(&left), true);
            }
        }
        _ => {}
    }
}

pub fn on_resume(g: &mut TwilightStruggle, no: CardNo, stage: u8, data: Vec<u8>, rng: &mut GameRng, log: &mut Log) {
    match (no, stage) {
        // Che: a second coup elsewhere if the first removed US influence.
        (CHE, 0) => {
            if let Some((first, removed)) = g.last_coup
                && removed > 0
            {
                let ops = g.ops_value(no, Power::Ussr);
                fx::grant_ops(g, Power::Ussr, no, ops, che_grant(Some(first)));
            }
        }
        // Ask Not: as many new cards as were discarded (A-22: the pile reshuffles if it runs out).
        (ASK_NOT, 1) => {
            let reshuffles = data.len() > g.deck.len();
            let mut drawn = Vec::new();
            for _ in 0..data.len() {
                match g.draw(rng, log) {
                    Some(c) => drawn.push(c),
                    None => break,
                }
            }
            if reshuffles {
                history_stays_public(g);
            }
            g.hand_mut(Power::Us).extend(drawn.iter().copied());
            if !drawn.is_empty() {
                fx::reveal_cards(g, Power::Us, &drawn, Text::new("ts-log-ask-not-drawn"), log);
            }
            fx::say(
                log,
                Text::new("ts-log-ask-not")
                    .num("discarded", data.len() as i64)
                    .num("drawn", drawn.len() as i64),
            );
        }
        // Our Man in Tehran: the cards not discarded go back and the pile is shuffled.
        (OUR_MAN_IN_TEHRAN, 1) => {
            rng.shuffle(&mut g.deck);
            fx::say(
                log,
                Text::new("ts-log-tehran-shuffle").num("cards", g.deck.len() as i64),
            );
        }
        _ => {}
    }
}

/// Grain Sales: a random USSR card goes to the US, which plays it or returns it (then 2 ops).
fn grain_sales(g: &mut TwilightStruggle, rng: &mut GameRng, log: &mut Log) {
    let ops = g.ops_value(GRAIN_SALES, Power::Us);
    let count = g.hand(Power::Ussr).len();
    if count == 0 {
        fx::say(log, Text::new("ts-log-grain-sales-empty"));
        fx::grant_ops(g, Power::Us, GRAIN_SALES, ops, Grant::any());
        return;
    }
    let taken = g.hand_mut(Power::Ussr).remove(rng.below(count));
    g.hand_mut(Power::Us).push(taken);
    // Named to the US (who now holds it) and to its owner only; the channel learns that
    // a card changed hands.
    fx::reveal_cards(g, Power::Us, &[taken], Text::new("ts-log-grain-sales-you-take"), log);
    log.push(LogEntry::private(
        Power::Ussr.seat(),
        Text::new("ts-log-grain-sales-taken-from-you").text("card", card_text(taken)),
    ));
    fx::say(log, Text::new("ts-log-grain-sales-take"));
    let mut choices = Vec::new();
    if !actions::uses(g, Power::Us, taken).is_empty() {
        choices.push(Pick::word(PLAY));
    }
    choices.push(Pick::word(RETURN));
    fx::resume_later(g, GRAIN_SALES, 1, vec![taken]);
    fx::ask(g, Power::Us, GRAIN_SALES, 0, choices, false);
}

/// One Small Step: two boxes forward, only the box reached scores (card #80).
fn one_small_step(g: &mut TwilightStruggle, p: Power, log: &mut Log) {
    let from = g.space[p.index()];
    let to = (from + 2).min(8);
    if to == from {
        return;
    }
    g.space[p.index()] = to;
    for bx in from + 1..=to {
        log.push(LogEntry::public(
            Text::new("ts-log-space-box")
                .text("power", fx::power_text(p))
                .text("name", Text::new(format!("ts-space-{bx}")))
                .num("box", bx),
        ));
    }
    let first = g.space[p.opponent().index()] < to;
    let (vp_first, vp_later) = SPACE_VP[usize::from(to - 1)];
    fx::gain_vp(g, p, if first { vp_first } else { vp_later }, log);
}

/// Che's coup: a non-battleground of Central or South America or Africa (not `except`), with
/// milops; the USSR may decline.
fn che_grant(except: Option<u8>) -> Grant {
    Grant {
        uses: vec![super::super::state::Use::Coup],
        area: Area {
            regions: region_bit(Region::CentralAmerica) | region_bit(Region::SouthAmerica) | region_bit(Region::Africa),
            non_battleground: true,
            except,
            ..Area::ANYWHERE
        },
        free: false,
        may_skip: true,
    }
}

/// Our Man in Tehran: the US sees the top 5 cards (A-22: a short pile first takes the
/// reshuffled discard pile beneath it), then discards any of them.
fn tehran(g: &mut TwilightStruggle, rng: &mut GameRng, log: &mut Log) {
    if g.deck.len() < TEHRAN_LOOK && !g.discard.is_empty() {
        let mut pile = std::mem::take(&mut g.discard);
        rng.shuffle(&mut pile);
        fx::say(log, Text::new("ts-log-reshuffle").num("cards", pile.len() as i64));
        // The cards left in the pile stay on top (the end of the vector).
        pile.append(&mut g.deck);
        g.deck = pile;
        history_stays_public(g);
    }
    let n = g.deck.len().min(TEHRAN_LOOK);
    // Top first.
    let seen: Vec<CardNo> = g.deck.iter().rev().take(n).copied().collect();
    fx::say(log, Text::new("ts-log-tehran-look").num("n", n as i64));
    if seen.is_empty() {
        return;
    }
    fx::reveal_cards(g, Power::Us, &seen, Text::new("ts-log-tehran-seen"), log);
    fx::resume_later(g, OUR_MAN_IN_TEHRAN, 1, seen.clone());
    fx::ask(g, Power::Us, OUR_MAN_IN_TEHRAN, 0, fx::card_picks(&seen), true);
}

/// A reshuffle in the middle of a turn takes this turn's headlines and played cards back
/// into the draw pile (and Ask Not may draw them at once), yet everybody saw them and the board
/// still lists them: they count as shown to both sides, so the pile's or the hand's secrecy does
/// not cover their names.
fn history_stays_public(g: &mut TwilightStruggle) {
    let shown: Vec<CardNo> = g
        .played
        .iter()
        .map(|&(_, c, _)| c)
        .chain(g.headlines.iter().flatten().copied())
        .collect();
    for c in shown {
        for known in &mut g.known {
            if !known.contains(&c) {
                known.push(c);
            }
        }
    }
}

/// The notes of `no`'s pending `Resume` at `stage` (the topmost one).
fn notes(g: &mut TwilightStruggle, no: CardNo, stage: u8) -> Option<&mut Vec<u8>> {
    g.stack.iter_mut().rev().find_map(|s| match s {
        Step::Resume { card, stage: st, data } if *card == no && *st == stage => Some(data),
        _ => None,
    })
}

/// Removes `no`'s pending `Resume` at `stage` (the topmost one) and returns its notes.
fn take_notes(g: &mut TwilightStruggle, no: CardNo, stage: u8) -> Option<Vec<u8>> {
    let i = g
        .stack
        .iter()
        .rposition(|s| matches!(s, Step::Resume { card, stage: st, .. } if *card == no && *st == stage))?;
    match g.stack.remove(i) {
        Step::Resume { data, .. } => Some(data),
        _ => None,
    }
}
