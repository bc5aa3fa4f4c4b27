//! The shared effects card events are built from, so that a simple card is a few lines: influence
//! changes with their log lines, VP and DEFCON, war rolls, questions to a player (pick one,
//! spread points, run an operation), hand and deck changes, hidden-information reveals.

use super::super::data::{Region, SubRegion, countries};
use super::super::state::Log;
use super::super::state::memo::CardStage;
use super::super::state::power::Power;
use super::super::state::{
    Area, CardNo, CountryIx, Memo, Pick, Step, TwilightStruggle, Use, card, card_text, country, country_ix,
    country_text,
};
use crate::engine::{GameRng, LogEntry, Text};
use serde::Serialize;
use serde::de::DeserializeOwned;

pub fn power_text(p: Power) -> Text {
    Text::new(p.name_key())
}

/// A country by id. Ids used by card code are checked by a test against the map data.
pub fn cix(id: &str) -> CountryIx {
    country_ix(id).unwrap_or_else(|| panic!("card code names an unknown country `{id}`"))
}

/// "Wipe the US, then the USSR tops up to control" (Fidel, Romanian Abdication).
pub fn wipe_and_control(g: &mut TwilightStruggle, id: &str, log: &mut Log) {
    let c = cix(id);
    remove_all(g, c, Power::Us, log);
    control_topup(g, c, Power::Ussr, log);
}

/// Every map country matching `keep`.
pub fn countries_where(mut keep: impl FnMut(CountryIx) -> bool) -> Vec<CountryIx> {
    (0..countries().len() as CountryIx).filter(|&c| keep(c)).collect()
}

pub fn in_region(c: CountryIx, r: Region) -> bool {
    country(c).region == r
}

pub fn in_sub_region(c: CountryIx, s: SubRegion) -> bool {
    country(c).in_sub_region(s)
}

/// A public line "<card>: <what happened>".
pub fn say(log: &mut Log, text: Text) {
    log.push_with(|| LogEntry::public(text));
}

/// [`say`] for a frequent line: built only when the log is kept (not in a play-out).
pub fn say_with(log: &mut Log, text: impl FnOnce() -> Text) {
    log.push_with(|| LogEntry::public(text()));
}

/// `p` gains `n` VP (negative: loses).
pub fn gain_vp(g: &mut TwilightStruggle, p: Power, n: i32, log: &mut Log) {
    g.add_vp(n * p.vp_sign(), log);
}

/// Adds `n` of `p`'s influence in `c`, logged.
pub fn add(g: &mut TwilightStruggle, c: CountryIx, p: Power, n: u8, log: &mut Log) {
    if n == 0 {
        return;
    }
    g.add_inf(c, p, n);
    let now = g.inf(c, p);
    say_with(log, || {
        Text::new("ts-log-inf-added")
            .text("power", power_text(p))
            .text("country", country_text(c))
            .num("n", n)
            .num("now", now)
    });
}

/// Removes up to `n` of `p`'s influence from `c`, logged; returns how many went.
pub fn remove(g: &mut TwilightStruggle, c: CountryIx, p: Power, n: u8, log: &mut Log) -> u8 {
    let taken = g.remove_inf(c, p, n);
    if taken > 0 {
        let now = g.inf(c, p);
        say_with(log, || {
            Text::new("ts-log-inf-removed")
                .text("power", power_text(p))
                .text("country", country_text(c))
                .num("n", taken)
                .num("now", now)
        });
    }
    taken
}

/// Removes all of `p`'s influence from `c`.
pub fn remove_all(g: &mut TwilightStruggle, c: CountryIx, p: Power, log: &mut Log) -> u8 {
    let n = g.inf(c, p);
    remove(g, c, p, n, log)
}

/// Adds just enough of `p`'s influence in `c` for control.
pub fn control_topup(g: &mut TwilightStruggle, c: CountryIx, p: Power, log: &mut Log) {
    let need = g.inf(c, p.opponent()) + country(c).stability;
    let have = g.inf(c, p);
    if have < need {
        add(g, c, p, need - have, log);
    }
}

/// Sets DEFCON (How I Learned…, Cuban Missile Crisis); 1 ends the game for the phasing player.
pub fn set_defcon(g: &mut TwilightStruggle, level: u8, log: &mut Log) {
    let level = level.clamp(1, 5);
    if level < g.defcon {
        g.degrade_defcon(g.defcon - level, log);
    } else {
        g.improve_defcon(level - g.defcon, log);
    }
}

/// A turn-long effect of `no`, played by `p`.
pub fn this_turn(g: &mut TwilightStruggle, no: CardNo, p: Power) {
    // The same card may be in effect for both sides (Red Scare/Purge after a reshuffle).
    if !g.this_turn.contains(&(no, p)) {
        g.this_turn.push((no, p));
    }
}

/// A war card: a die, minus 1 per enemy-controlled neighbour of `target` (and minus
/// `extra` more), succeeds from `win_from`; success gives `vp` and turns the enemy's influence in
/// `target` into the attacker's. The attacker's milops rise by `milops` either way.
#[allow(clippy::too_many_arguments)]
pub fn war(
    g: &mut TwilightStruggle,
    no: CardNo,
    attacker: Power,
    target: CountryIx,
    win_from: i32,
    vp: i32,
    milops: u8,
    extra: i32,
    rng: &mut GameRng,
    log: &mut Log,
) -> bool {
    let enemy = attacker.opponent();
    let minus = TwilightStruggle::neighbours(target)
        .filter(|&n| g.controls(enemy, n))
        .count() as i32
        + extra;
    let roll = rng.roll(6) as i32;
    let won = roll - minus >= win_from;
    g.milops[attacker.index()] = g.milops[attacker.index()].saturating_add(milops);
    say(
        log,
        Text::new("ts-log-war")
            .text("card", card_text(no))
            .text("power", power_text(attacker))
            .text("country", country_text(target))
            .num("roll", roll)
            .num("minus", minus)
            .num("need", win_from)
            .num("won", i64::from(won)),
    );
    if won {
        let theirs = g.inf(target, enemy);
        g.set_inf(target, enemy, 0);
        g.add_inf(target, attacker, theirs);
        gain_vp(g, attacker, vp, log);
    }
    won
}

/// Asks `power` the question of `no`'s event at `stage` (the card's own state there); the answer
/// goes to the card's `on_pick` with that state. With no choices and no way to stop, `on_pick`
/// runs with `None` at once (the run loop does it).
pub fn ask(
    g: &mut TwilightStruggle,
    power: Power,
    no: CardNo,
    stage: &impl CardStage,
    choices: Vec<Pick>,
    may_stop: bool,
) {
    g.stack.push(Step::Pick {
        power,
        card: no,
        question: stage.question(),
        memo: Memo::of(stage),
        choices,
        may_stop,
    });
}

/// What a [`spread`] does.
pub struct Spread {
    /// Who chooses.
    pub power: Power,
    /// Whose influence changes.
    pub whose: Power,
    pub add: bool,
    pub points: u8,
    /// At most this many per country (1 = distinct countries).
    pub per_country: u8,
    pub countries: Vec<CountryIx>,
    /// "Up to": the player may stop early.
    pub may_stop: bool,
    /// Once done, the card's `after_spread` runs with the countries chosen and this state.
    pub then: Option<Memo>,
}

/// Influence added or removed one point at a time in chosen countries (Spread step).
pub fn spread(g: &mut TwilightStruggle, no: CardNo, s: Spread) {
    g.stack.push(Step::Spread {
        power: s.power,
        card: no,
        whose: s.whose,
        add: s.add,
        left: s.points,
        per_country: s.per_country,
        countries: s.countries,
        done: Vec::new(),
        may_stop: s.may_stop,
        then: s.then.is_some(),
        memo: s.then.unwrap_or_default(),
    });
}

/// `p` adds `points` of its own influence among `countries`, at most `per_country` each.
pub fn place_among(
    g: &mut TwilightStruggle,
    no: CardNo,
    p: Power,
    points: u8,
    per_country: u8,
    countries: Vec<CountryIx>,
) {
    spread(
        g,
        no,
        Spread {
            power: p,
            whose: p,
            add: true,
            points,
            per_country,
            countries,
            may_stop: false,
            then: None,
        },
    );
}

/// `p` removes `points` of the opponent's influence among `countries`, at most `per_country` each.
pub fn remove_among(
    g: &mut TwilightStruggle,
    no: CardNo,
    p: Power,
    points: u8,
    per_country: u8,
    countries: Vec<CountryIx>,
) {
    spread(
        g,
        no,
        Spread {
            power: p,
            whose: p.opponent(),
            add: false,
            points,
            per_country,
            countries,
            may_stop: false,
            then: None,
        },
    );
}

/// Options of an operation granted by an event.
pub struct Grant {
    pub uses: Vec<Use>,
    pub area: Area,
    /// Free coups/realignments: no milops, DEFCON geography ignored.
    pub free: bool,
    pub may_skip: bool,
}

impl Grant {
    /// A full operation: influence, realignment or coup (CIA Created, ABM Treaty, …).
    pub fn any() -> Grant {
        Grant {
            uses: vec![Use::Influence, Use::Realign, Use::Coup],
            area: Area::ANYWHERE,
            free: false,
            may_skip: false,
        }
    }

    /// A full operation the player "may" run and may decline (CIA Created, Lone Gunman, ABM
    /// Treaty, a returned Grain Sales: the printed cards say "may").
    pub fn optional() -> Grant {
        Grant {
            may_skip: true,
            ..Grant::any()
        }
    }

    /// An optional operation placing influence or realigning, anywhere (KAL-007, Glasnost).
    pub fn influence_or_realign() -> Grant {
        Grant {
            uses: vec![Use::Influence, Use::Realign],
            area: Area::ANYWHERE,
            free: false,
            may_skip: true,
        }
    }
}

/// `power` runs an operation of `ops` ops inside `no`'s event (D-24). Ops values of a card are
/// already modified by the caller when the event uses "this card's ops".
pub fn grant_ops(g: &mut TwilightStruggle, power: Power, no: CardNo, ops: u8, grant: Grant) {
    g.stack.push(Step::EventOps {
        power,
        card: no,
        ops,
        uses: grant.uses,
        area: grant.area,
        free: grant.free,
        may_skip: grant.may_skip,
    });
}

/// `no`'s event continues from `stage` (its own state) once everything pushed after this has
/// resolved; until then the card may read and change that state ([`resume_state`]).
pub fn resume_later(g: &mut TwilightStruggle, no: CardNo, stage: &impl Serialize) {
    g.stack.push(Step::Resume {
        card: no,
        memo: Memo::of(stage),
    });
}

/// Shows `whose` hand to the other side only (CIA Created, Lone Gunman): a private line, and the
/// cards count as known to it for the rest of the turn (A leak check reads `known`).
pub fn reveal_hand(g: &mut TwilightStruggle, whose: Power, log: &mut Log) {
    let to = whose.opponent();
    let cards: Vec<CardNo> = g.hand(whose).clone();
    reveal_cards(
        g,
        to,
        &cards,
        Text::new("ts-log-hand-revealed").text("power", power_text(whose)),
        log,
    );
    log.push_with(|| {
        LogEntry::others(
            to.seat(),
            Text::new("ts-log-hand-shown")
                .text("power", power_text(whose))
                .text("to", power_text(to)),
        )
    });
}

/// Tells `to` (only) about `cards`, after `intro`; they become known to `to`.
pub fn reveal_cards(g: &mut TwilightStruggle, to: Power, cards: &[CardNo], intro: Text, log: &mut Log) {
    let names: Vec<Text> = cards.iter().map(|&c| card_text(c)).collect();
    log.push_with(|| {
        LogEntry::private(
            to.seat(),
            Text::new("ts-log-private-cards")
                .text("intro", intro)
                .list("cards", names),
        )
    });
    for &c in cards {
        if !g.known[to.index()].contains(&c) {
            g.known[to.index()].push(c);
        }
    }
}

/// A random card leaves `victim`'s hand for the discard pile (Terrorism); returns it.
pub fn discard_random(g: &mut TwilightStruggle, victim: Power, rng: &mut GameRng, log: &mut Log) -> Option<CardNo> {
    let hand = g.hand(victim);
    if hand.is_empty() {
        return None;
    }
    let i = rng.below(hand.len());
    let no = g.hand_mut(victim).remove(i);
    g.discard.push(no);
    say(
        log,
        Text::new("ts-log-discarded")
            .text("power", power_text(victim))
            .text("card", card_text(no)),
    );
    Some(no)
}

/// `p` discards `no` from its hand (a chosen discard: Blockade, Quagmire, Ask Not…).
pub fn discard_from_hand(g: &mut TwilightStruggle, p: Power, no: CardNo, log: &mut Log) -> bool {
    let Some(i) = g.hand(p).iter().position(|&c| c == no) else {
        return false;
    };
    g.hand_mut(p).remove(i);
    g.discard.push(no);
    say_with(log, || {
        Text::new("ts-log-discarded")
            .text("power", power_text(p))
            .text("card", card_text(no))
    });
    true
}

/// Takes `no` out of the discard pile (Star Wars, SALT Negotiations); false if it is not there.
pub fn take_from_discard(g: &mut TwilightStruggle, no: CardNo) -> bool {
    let Some(i) = g.discard.iter().position(|&c| c == no) else {
        return false;
    };
    g.discard.remove(i);
    true
}

/// Cards of `p`'s hand worth at least `min` ops for `p` now (scoring cards never).
pub fn cards_with_ops(g: &TwilightStruggle, p: Power, min: u8) -> Vec<CardNo> {
    g.hand(p)
        .iter()
        .copied()
        .filter(|&c| !card(c).scoring && g.ops_value(c, p) >= min)
        .collect()
}

/// Resolves another card's event inside this one (Star Wars, Missile Envy, Five Year Plan, Grain
/// Sales): the card's disposal is queued, then its event runs for `player`.
pub fn nested_event(
    g: &mut TwilightStruggle,
    no: CardNo,
    owner: Power,
    player: Power,
    rng: &mut GameRng,
    log: &mut Log,
) {
    g.stack.push(Step::Dispose {
        power: owner,
        card: no,
        event: true,
    });
    let happened = super::resolve(g, no, player, rng, log);
    g.mark_event(no, happened);
}

/// The cards in a list as picks.
pub fn card_picks(cards: &[CardNo]) -> Vec<Pick> {
    cards.iter().map(|&c| Pick::Card(c)).collect()
}

pub fn country_picks(list: &[CountryIx]) -> Vec<Pick> {
    list.iter().map(|&c| Pick::Country(c)).collect()
}

/// A card both sides now know the place of (Missile Envy's swap, SALT's pick): it counts as
/// seen by both, so neither seat's view treats it as a secret.
pub fn make_public(g: &mut TwilightStruggle, no: CardNo) {
    for known in &mut g.known {
        if !known.contains(&no) {
            known.push(no);
        }
    }
}

/// A reshuffle in the middle of a turn takes this turn's headlines and played cards back
/// into the draw pile (and Ask Not may draw them at once), yet everybody saw them and the board
/// still lists them: they count as shown to both sides, so the pile's or the hand's secrecy does
/// not cover their names.
pub fn history_stays_public(g: &mut TwilightStruggle) {
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

/// Where `no`'s pending resume point (the topmost) is on the stack.
fn resume_point(g: &TwilightStruggle, no: CardNo) -> Option<usize> {
    g.stack
        .iter()
        .rposition(|s| matches!(s, Step::Resume { card, .. } if *card == no))
}

/// The state of `no`'s pending resume point (the topmost one), if it is a `T`.
pub fn resume_state<T: DeserializeOwned>(g: &TwilightStruggle, no: CardNo) -> Option<T> {
    match &g.stack[resume_point(g, no)?] {
        Step::Resume { memo, .. } => memo.read(),
        _ => None,
    }
}

/// Replaces the state of `no`'s pending resume point (the topmost one).
pub fn set_resume_state(g: &mut TwilightStruggle, no: CardNo, state: &impl Serialize) {
    if let Some(i) = resume_point(g, no)
        && let Step::Resume { memo, .. } = &mut g.stack[i]
    {
        *memo = Memo::of(state);
    }
}

/// Removes `no`'s pending resume point (the topmost one) and returns its state, if it is a `T`.
pub fn take_resume<T: DeserializeOwned>(g: &mut TwilightStruggle, no: CardNo) -> Option<T> {
    match g.stack.remove(resume_point(g, no)?) {
        Step::Resume { memo, .. } => memo.read(),
        _ => None,
    }
}
