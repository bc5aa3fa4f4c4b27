//! Where lasting and turn-long events change the core rules (R-114..R-120): ops values, coup and
//! realignment limits and rolls, placement bans, scoring, and the triggers that fire when a card
//! is played, a coup is made or a round ends. Every hook is neutral until its card is in play.

use super::super::data::Region;
use super::super::flow::Log;
use super::super::power::Power;
use super::super::scoring::score_region;
use super::super::state::{
    CIVIL_WAR, CardNo, CountryIx, Pick, Step, TwilightStruggle, Use, card_text, country, country_text,
};
use super::effects::{cix, power_text};
use crate::engine::{LogEntry, Text};
use std::sync::OnceLock;

// Lasting and turn-long cards the core rules consult.
pub const CONTAINMENT: CardNo = 25;
pub const RED_SCARE: CardNo = 31;
pub const BREZHNEV_DOCTRINE: CardNo = 51;
pub const VIETNAM_REVOLTS: CardNo = 9;
pub const DE_GAULLE: CardNo = 17;
pub const NATO: CardNo = 21;
pub const US_JAPAN_PACT: CardNo = 27;
pub const FORMOSAN_RESOLUTION: CardNo = 35;
pub const CUBAN_MISSILE_CRISIS: CardNo = 40;
pub const NUCLEAR_SUBS: CardNo = 41;
pub const SALT: CardNo = 43;
pub const WILLY_BRANDT: CardNo = 55;
pub const FLOWER_POWER: CardNo = 59;
pub const U2_INCIDENT: CardNo = 60;
pub const DEATH_SQUADS: CardNo = 69;
pub const SHUTTLE_DIPLOMACY: CardNo = 73;
pub const IRANIAN_HOSTAGE_CRISIS: CardNo = 82;
pub const NORTH_SEA_OIL: CardNo = 86;
pub const THE_REFORMER: CardNo = 87;
pub const IRAN_CONTRA: CardNo = 93;
pub const ALDRICH_AMES: CardNo = 98;
pub const NORAD: CardNo = 106;
pub const YURI_AND_SAMANTHA: CardNo = 109;
/// The war cards Flower Power counts (card #59).
pub const WAR_CARDS: [CardNo; 5] = [11, 13, 24, 36, 102];

/// Countries the hooks look at, found once.
struct Places {
    france: CountryIx,
    west_germany: CountryIx,
    japan: CountryIx,
    taiwan: CountryIx,
    canada: CountryIx,
    cuba: CountryIx,
    turkey: CountryIx,
}

fn places() -> &'static Places {
    static PLACES: OnceLock<Places> = OnceLock::new();
    PLACES.get_or_init(|| Places {
        france: cix("france"),
        west_germany: cix("west-germany"),
        japan: cix("japan"),
        taiwan: cix("taiwan"),
        canada: cix("canada"),
        cuba: cix("cuba"),
        turkey: cix("turkey"),
    })
}

/// A card's ops value after Containment, Brezhnev Doctrine (+1) and Red Scare/Purge (−1): the
/// changes apply to the total (K:986-1000), which stays within 1..=4 once a change applies.
pub fn modified_ops(g: &TwilightStruggle, printed: u8, p: Power) -> u8 {
    if g.this_turn.is_empty() {
        return printed;
    }
    let bonus = match p {
        Power::Us => CONTAINMENT,
        Power::Ussr => BREZHNEV_DOCTRINE,
    };
    let plus = i32::from(g.this_turn_by(bonus) == Some(p));
    let minus = i32::from(g.this_turn.iter().any(|&(c, by)| c == RED_SCARE && by != p));
    if plus == 0 && minus == 0 {
        return printed;
    }
    let total = i32::from(printed) + plus - minus;
    // Never above 4 because of a bonus, never below 1 because of a penalty.
    total.clamp(1, i32::from(printed).max(4)) as u8
}

/// Vietnam Revolts: +1 op for the USSR when every op of a card goes into Southeast Asia.
pub fn southeast_asia_bonus(g: &TwilightStruggle, p: Power) -> u8 {
    u8::from(p == Power::Ussr && g.this_turn_by(VIETNAM_REVOLTS) == Some(Power::Ussr))
}

/// Chernobyl: the USSR may not place influence with ops in the named region.
pub fn forbids_placement(g: &TwilightStruggle, p: Power, c: CountryIx) -> Option<Text> {
    let region = g.chernobyl?;
    // The Chinese Civil War space is not a map country; it lies in Asia.
    let in_region = if c == CIVIL_WAR {
        region == Region::Asia
    } else {
        country(c).region == region
    };
    (p == Power::Ussr && in_region).then(|| {
        Text::new("ts-why-chernobyl")
            .text("country", country_text(c))
            .text("region", Text::new(region.name_key()))
    })
}

/// NATO protects US-controlled Europe from USSR coups and realignments, France and West
/// Germany no more after De Gaulle / Willy Brandt.
pub fn nato_protects(g: &TwilightStruggle, c: CountryIx) -> bool {
    let pl = places();
    g.in_play(NATO)
        && country(c).region == Region::Europe
        && g.controls(Power::Us, c)
        && !(c == pl.france && g.in_play(DE_GAULLE))
        && !(c == pl.west_germany && g.in_play(WILLY_BRANDT))
}

fn protection(g: &TwilightStruggle, p: Power, c: CountryIx) -> Option<Text> {
    if p != Power::Ussr {
        return None;
    }
    if nato_protects(g, c) {
        return Some(Text::new("ts-why-nato").text("country", country_text(c)));
    }
    if c == places().japan && g.in_play(US_JAPAN_PACT) {
        return Some(Text::new("ts-why-us-japan"));
    }
    None
}

pub fn forbids_coup(g: &TwilightStruggle, p: Power, c: CountryIx) -> Option<Text> {
    if g.lasting.is_empty() {
        return None;
    }
    if let Some(why) = protection(g, p, c) {
        return Some(why);
    }
    (p == Power::Ussr && g.in_play(THE_REFORMER) && country(c).region == Region::Europe)
        .then(|| Text::new("ts-why-reformer"))
}

pub fn forbids_realign(g: &TwilightStruggle, p: Power, c: CountryIx) -> Option<Text> {
    if g.lasting.is_empty() {
        return None;
    }
    protection(g, p, c)
}

/// R-63, Nuclear Subs: US coups in battlegrounds leave DEFCON alone this turn (A-21: free
/// coups of events too).
pub fn coup_degrades_defcon(g: &TwilightStruggle, p: Power, _c: CountryIx) -> bool {
    !(p == Power::Us && g.this_turn_by(NUCLEAR_SUBS).is_some())
}

/// SALT Negotiations (−1 for both) and Latin American Death Squads (+1 for its player, −1 for
/// the other, in Central and South America).
pub fn coup_roll_modifier(g: &TwilightStruggle, p: Power, c: CountryIx) -> i32 {
    let mut m = 0;
    if g.this_turn_by(SALT).is_some() {
        m -= 1;
    }
    if let Some(by) = g.this_turn_by(DEATH_SQUADS)
        && matches!(country(c).region, Region::CentralAmerica | Region::SouthAmerica)
    {
        m += if by == p { 1 } else { -1 };
    }
    m
}

/// Iran-Contra Scandal: US realignment rolls −1 this turn.
pub fn realign_roll_modifier(g: &TwilightStruggle, p: Power) -> i32 {
    if p == Power::Us && g.this_turn_by(IRAN_CONTRA).is_some() {
        -1
    } else {
        0
    }
}

/// Just before a coup's roll: Cuban Missile Crisis (the side it targets loses by couping) and
/// Yuri and Samantha (USSR +1 VP per US coup).
pub fn before_coup(g: &mut TwilightStruggle, p: Power, log: &mut Log) {
    if let Some(by) = g.this_turn_by(CUBAN_MISSILE_CRISIS)
        && by != p
    {
        g.finish(
            Some(p.opponent()),
            Text::new("ts-end-cuban-missile-crisis").text("power", power_text(p)),
            log,
        );
        return;
    }
    if p == Power::Us && g.this_turn_by(YURI_AND_SAMANTHA).is_some() {
        log.push(LogEntry::public(
            Text::new("ts-log-effect").text("card", card_text(YURI_AND_SAMANTHA)),
        ));
        g.add_vp(-1, log);
    }
}

/// Whether `c` counts as a battleground for scoring: Formosan Resolution makes Taiwan one while
/// the US controls it.
pub fn is_battleground(g: &TwilightStruggle, c: CountryIx) -> bool {
    country(c).battleground || (c == places().taiwan && g.in_play(FORMOSAN_RESOLUTION) && g.controls(Power::Us, c))
}

/// the US playing The China Card ends Formosan Resolution.
pub fn us_played_china(g: &mut TwilightStruggle, log: &mut Log) {
    if g.in_play(FORMOSAN_RESOLUTION) {
        end_lasting(g, FORMOSAN_RESOLUTION, log);
    }
}

/// Ends a lasting effect (a cancelling card, an escaped trap), with a public line.
pub fn end_lasting(g: &mut TwilightStruggle, no: CardNo, log: &mut Log) {
    if g.in_play(no) {
        g.lasting.retain(|&c| c != no);
        log.push(LogEntry::public(
            Text::new("ts-log-effect-ends").text("card", card_text(no)),
        ));
    }
}

/// Shuttle Diplomacy at a Middle East or Asia scoring: the USSR battleground it ignores (the one
/// whose loss costs the USSR most — the US's best pick, D-25), and the card leaves play.
pub fn shuttle_diplomacy_ignores(g: &mut TwilightStruggle, region: Region, log: &mut Log) -> Option<CountryIx> {
    if !g.in_play(SHUTTLE_DIPLOMACY) || !matches!(region, Region::MiddleEast | Region::Asia) {
        return None;
    }
    let best = TwilightStruggle::region_countries(region)
        .filter(|&c| g.controls(Power::Ussr, c) && is_battleground(g, c))
        .max_by_key(|&c| {
            let base = score_region(g, region, None).net();
            (score_region(g, region, Some(c)).net() - base, std::cmp::Reverse(c))
        });
    g.lasting.retain(|&c| c != SHUTTLE_DIPLOMACY);
    g.discard.push(SHUTTLE_DIPLOMACY);
    if let Some(c) = best {
        log.push(LogEntry::public(
            Text::new("ts-log-shuttle-diplomacy").text("country", country_text(c)),
        ));
    }
    best
}

/// A card played in an action round (or inside an event): Flower Power, Missile Envy's and We
/// Will Bury You's next-round obligations.
pub fn on_card_played(g: &mut TwilightStruggle, p: Power, no: CardNo, how: Use, log: &mut Log) {
    if g.missile_envy == Some(p) {
        g.missile_envy = None;
    }
    if p == Power::Us && g.bury_you {
        settle_bury_you(g, no == super::UN_INTERVENTION && how == Use::Event, log);
    }
    if how != Use::Space {
        flower_power(g, p, no, log);
    }
}

/// Flower Power: the USSR gains 2 VP whenever the US plays a war card (not to space).
pub fn flower_power(g: &mut TwilightStruggle, p: Power, no: CardNo, log: &mut Log) {
    if p == Power::Us && WAR_CARDS.contains(&no) && g.in_play(FLOWER_POWER) {
        log.push(LogEntry::public(
            Text::new("ts-log-effect").text("card", card_text(FLOWER_POWER)),
        ));
        g.add_vp(-2, log);
    }
}

/// We Will Bury You at the US's next action round: UN Intervention as an event cancels the 3 VP.
pub fn settle_bury_you(g: &mut TwilightStruggle, un_event: bool, log: &mut Log) {
    g.bury_you = false;
    if un_event {
        log.push(LogEntry::public(Text::new("ts-log-bury-you-cancelled")));
    } else {
        log.push(LogEntry::public(Text::new("ts-log-effect").text("card", card_text(50))));
        g.add_vp(-3, log);
    }
}

/// UN Intervention played as an event while U2 Incident is in effect: USSR +1 VP.
pub fn un_played(g: &mut TwilightStruggle, log: &mut Log) {
    if g.this_turn_by(U2_INCIDENT).is_some() {
        log.push(LogEntry::public(
            Text::new("ts-log-effect").text("card", card_text(U2_INCIDENT)),
        ));
        g.add_vp(-1, log);
    }
}

/// NORAD at the end of a round in which DEFCON moved to 2: with Canada controlled, the US adds
/// 1 influence where it already has some (D-26). Returns whether a question was pushed.
pub fn norad_check(g: &mut TwilightStruggle) -> bool {
    if !std::mem::take(&mut g.defcon_fell_to_2) || !g.in_play(NORAD) || !g.controls(Power::Us, places().canada) {
        return false;
    }
    let choices: Vec<Pick> = (0..g.influence.len() as CountryIx)
        .filter(|&c| g.inf(c, Power::Us) > 0)
        .map(Pick::Country)
        .collect();
    if choices.is_empty() {
        return false;
    }
    g.stack.push(Step::Pick {
        power: Power::Us,
        card: NORAD,
        stage: 0,
        choices,
        may_stop: false,
    });
    true
}

/// Cuban Missile Crisis: the side it targets, if it is in effect.
pub fn missile_crisis_target(g: &TwilightStruggle) -> Option<Power> {
    g.this_turn_by(CUBAN_MISSILE_CRISIS).map(Power::opponent)
}

/// The countries `p` may take 2 influence from to end the Cuban Missile Crisis (D-15).
pub fn defuse_countries(g: &TwilightStruggle, p: Power) -> Vec<CountryIx> {
    if missile_crisis_target(g) != Some(p) {
        return Vec::new();
    }
    let pl = places();
    let list = match p {
        Power::Ussr => vec![pl.cuba],
        Power::Us => vec![pl.west_germany, pl.turkey],
    };
    list.into_iter().filter(|&c| g.inf(c, p) >= 2).collect()
}

/// D-15: `p` removes 2 influence from `c` and the crisis is over.
pub fn defuse(g: &mut TwilightStruggle, p: Power, c: CountryIx, log: &mut Log) {
    g.remove_inf(c, p, 2);
    g.this_turn.retain(|&(no, _)| no != CUBAN_MISSILE_CRISIS);
    log.push(LogEntry::public(
        Text::new("ts-log-missile-crisis-defused")
            .text("power", power_text(p))
            .text("country", country_text(c)),
    ));
}

/// Terrorism takes 2 cards from the US while Iranian Hostage Crisis is in play.
pub fn terrorism_count(g: &TwilightStruggle, victim: Power) -> usize {
    if victim == Power::Us && g.in_play(IRANIAN_HOSTAGE_CRISIS) {
        2
    } else {
        1
    }
}

/// The lasting and turn-long effects in play, for the status text and the board.
pub fn effects_in_play(g: &TwilightStruggle) -> Vec<Text> {
    let mut out: Vec<Text> = g
        .lasting
        .iter()
        .map(|&no| Text::new("ts-effect-lasting").text("card", card_text(no)))
        .collect();
    for &(no, p) in &g.this_turn {
        out.push(
            Text::new("ts-effect-this-turn")
                .text("card", card_text(no))
                .text("power", power_text(p)),
        );
    }
    if let Some(region) = g.chernobyl {
        out.push(Text::new("ts-effect-chernobyl").text("region", Text::new(region.name_key())));
    }
    if let Some(p) = g.missile_envy {
        out.push(Text::new("ts-effect-missile-envy").text("power", power_text(p)));
    }
    if g.bury_you {
        out.push(Text::new("ts-effect-bury-you"));
    }
    out
}
