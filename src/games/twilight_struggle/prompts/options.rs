//! What each side may do now: every legal option as a typed move, with its label and the
//! question it answers.

use super::super::data::SubRegion;
use super::super::events;
use super::super::events::uses::{each_use, may_headline_now};
use super::super::state::power::Power;
use super::super::state::topology::members;
use super::super::state::{
    CHINA_CARD, CIVIL_WAR, CardNo, CountryIx, Pick, Step, TwilightStruggle, Use, card, card_text, country, country_text,
};
use super::legality::{
    deciders, deciding, each_playable_card, must_play_scoring, optional_round, setup_set, trap_discards,
};
use super::notation::{TsAction, TsMove};
use std::cell::RefCell;

use crate::engine::{Choice, GameRng, Prompt, Seat, Text};

pub fn power_text(p: Power) -> Text {
    Text::new(p.name_key())
}

pub fn card_id(no: CardNo) -> &'static str {
    card(no).id
}

/// A card as an option label: name, ops and side.
pub fn card_label(g: &TwilightStruggle, no: CardNo, p: Power) -> Text {
    let c = card(no);
    if c.scoring {
        return Text::new("ts-opt-scoring-card").text("card", card_text(no));
    }
    Text::new("ts-opt-card")
        .text("card", card_text(no))
        .num("ops", g.ops_value(no, p))
        .str("side", c.side.key())
}

/// The fast path: every decider's options as typed actions, without labels.
pub fn legal(g: &TwilightStruggle) -> Vec<(Seat, Vec<TsAction>)> {
    deciders(g)
        .map(|(p, step)| {
            let actions = all_options(g, step, p).into_iter().map(TsAction::from).collect();
            (p.seat(), actions)
        })
        .collect()
}

/// [`crate::engine::Game::random_legal`] without the lists not drawn: the same draws as over
/// [`legal`] (whose entries are the deciders in order, each with its [`all_options`]).
pub fn random_legal(g: &TwilightStruggle, rng: &mut GameRng, onward: bool) -> Option<(usize, Seat, Option<TsAction>)> {
    let (step, sides) = deciding(g)?;
    let n = sides.iter().flatten().count();
    if n == 0 {
        return None;
    }
    let k = rng.below(n);
    let p = sides.into_iter().flatten().nth(k)?;
    // One list kept per thread for every move of every play-out: no allocation per move.
    thread_local! {
        static OPTIONS: RefCell<Vec<TsMove>> = const { RefCell::new(Vec::new()) };
    }
    OPTIONS.with_borrow_mut(|options| {
        options.clear();
        all_options_into(g, step, p, options);
        let back = |m: &TsMove| matches!(m, TsMove::Back | TsMove::Reset);
        if onward && options.iter().any(|m| !back(m)) {
            options.retain(|m| !back(m));
        }
        let action = (!options.is_empty()).then(|| TsAction::from(options.swap_remove(rng.below(options.len()))));
        Some((k, p.seat(), action))
    })
}

pub fn pending(g: &TwilightStruggle) -> Vec<Prompt> {
    deciders(g)
        .map(|(p, step)| {
            let options = all_options(g, step, p)
                .into_iter()
                .map(|m| {
                    let label = label(g, step, p, &m);
                    let group = region_of(&m);
                    let cap = spread_cap(g, step, &m);
                    let detail = detail(step, &m);
                    let mut choice = Choice::new(TsAction::from(m).to_string(), label);
                    choice.detail = detail;
                    let choice = match cap {
                        Some(cap) => choice.capped(cap),
                        None => choice,
                    };
                    match group {
                        Some(region) => choice.in_group(region),
                        None => choice,
                    }
                })
                .collect();
            let (question, free_form) = question(g, step, p);
            let (most, repeat) = batch_of(step);
            Prompt {
                free_form,
                secret: matches!(step, Step::Headline { .. }),
                ..Prompt::one(p.seat(), question, options)
            }
            .with_batch(most, repeat)
        })
        .collect()
}

/// The short text of the card an option plays, discards or picks (issue 34): beside a card's
/// name, and beside "Event" / "Event first" for the card the question names.
fn detail(step: &Step, m: &TsMove) -> Option<Text> {
    let no = match (m, step) {
        (TsMove::Headline(no) | TsMove::Play(no) | TsMove::Discard(no) | TsMove::Choose(Pick::Card(no)), _) => *no,
        (TsMove::Use(Use::Event), Step::ChooseUse { card, .. }) => *card,
        (TsMove::EventFirst, Step::EventOrder { card, .. }) => *card,
        _ => return None,
    };
    Some(Text::new(card(no).text_key()))
}

/// How many more points an event spread may put on or take off one country in this answer:
/// what is left of its per-country limit after the points of earlier answers, and for a removal
/// no more than there is.
fn spread_cap(g: &TwilightStruggle, step: &Step, m: &TsMove) -> Option<u32> {
    let Step::Spread {
        whose,
        per_country,
        done,
        ..
    } = step
    else {
        return None;
    };
    let c = match m {
        TsMove::Place(c) | TsMove::Remove(c) => *c,
        _ => return None,
    };
    let earlier = done.iter().filter(|&&d| d == c).count() as u32;
    let room = u32::from(*per_country).saturating_sub(earlier);
    Some(match m {
        TsMove::Remove(_) => room.min(u32::from(g.inf(c, *whose))),
        _ => room,
    })
}

/// The map region a country option is listed under (menus are grouped by region).
fn region_of(m: &TsMove) -> Option<Text> {
    let c = match m {
        TsMove::Place(c)
        | TsMove::Remove(c)
        | TsMove::Coup(c)
        | TsMove::Realign { at: c, .. }
        | TsMove::Choose(Pick::Country(c)) => *c,
        _ => return None,
    };
    (c != CIVIL_WAR).then(|| Text::new(country(c).region.name_key()))
}

/// The ops left that may go anywhere; the area bonus alone once they are spent.
fn sure_ops(op: &super::super::state::Ops) -> u32 {
    let sure = op.ops.saturating_sub(op.spent);
    u32::from(if sure > 0 {
        sure
    } else {
        op.budget().saturating_sub(op.spent)
    })
}

/// How many points one answer may place at once (and how many in one country): every point of
/// an influence placement, setup or event spread, and one realignment roll per country (each
/// roll's result is seen before the same country is tried again).
fn batch_of(step: &Step) -> (u32, u32) {
    match step {
        // An area bonus (China Card in Asia, Vietnam Revolts) is only sure once every other op
        // went there: it is offered after them.
        Step::Influence { op, .. } => (sure_ops(op), sure_ops(op)),
        Step::SetupPlace { left, .. } => (u32::from(*left), u32::from(*left)),
        Step::Spread { left, per_country, .. } => (u32::from(*left), u32::from(*per_country)),
        Step::Realign { op, .. } => (sure_ops(op), 1),
        _ => (0, 0),
    }
}

/// Every answer of `p` to `step`, with the Cuban Missile Crisis way out wherever `p` decides.
pub(super) fn all_options(g: &TwilightStruggle, step: &Step, p: Power) -> Vec<TsMove> {
    let mut out = Vec::new();
    all_options_into(g, step, p, &mut out);
    out
}

/// [`all_options`] appended to `out` (a play-out reuses one list for every move).
fn all_options_into(g: &TwilightStruggle, step: &Step, p: Power, out: &mut Vec<TsMove>) {
    options(g, step, p, out);
    if !g.this_turn.is_empty() && !matches!(step, Step::Headline { .. }) {
        out.extend(events::defuse_countries(g, p).into_iter().map(TsMove::Defuse));
    }
}

/// Appends `items`, then `extra` where it applies (the way back, a reset, a stop).
fn with(out: &mut Vec<TsMove>, items: impl Iterator<Item = TsMove>, extra: impl IntoIterator<Item = TsMove>) {
    out.extend(items);
    out.extend(extra);
}

/// Every legal answer of `p` to `step`, in the order shown, appended to `out`.
fn options(g: &TwilightStruggle, step: &Step, p: Power, out: &mut Vec<TsMove>) {
    match step {
        Step::SetupPlace { placed, .. } => with(
            out,
            members(setup_set(g, p, placed)).map(TsMove::Place),
            (!placed.is_empty()).then_some(TsMove::Reset),
        ),
        Step::Headline { .. } => out.extend(
            g.hand(p)
                .iter()
                .filter(|&&c| may_headline_now(g, p, c))
                .map(|&c| TsMove::Headline(c)),
        ),
        Step::ChooseCard { .. } => {
            each_playable_card(g, p, |c| out.push(TsMove::Play(c)));
            if g.hand(p).is_empty() || optional_round(g, p) {
                out.push(TsMove::Pass);
            }
        }
        // A card played inside an event (Grain Sales) cannot go back to the hand.
        Step::ChooseUse { card, within_event, .. } => {
            each_use(g, p, *card, |u| out.push(TsMove::Use(u)));
            if !within_event {
                out.push(TsMove::Back);
            }
        }
        Step::Influence { op, reach, placed } => {
            let reset = !op.committed && !placed.is_empty();
            let back = !op.committed;
            with(
                out,
                g.placeable_iter(op, reach).map(TsMove::Place),
                [reset.then_some(TsMove::Reset), back.then_some(TsMove::Back)]
                    .into_iter()
                    .flatten(),
            )
        }
        Step::Realign { op, rolled } => with(
            out,
            g.realign_targets_iter(op)
                .map(|at| TsMove::Realign { at, then: Vec::new() }),
            (*rolled == 0 && !op.committed).then_some(TsMove::Back),
        ),
        Step::Coup { op } => with(
            out,
            g.coup_targets_iter(op).map(TsMove::Coup),
            (!op.committed).then_some(TsMove::Back),
        ),
        Step::ConfirmCoup { .. } | Step::ConfirmUse { .. } => out.extend([TsMove::Confirm, TsMove::Back]),
        Step::SpaceDiscard { .. } => with(out, g.hand(p).iter().map(|&c| TsMove::Discard(c)), [TsMove::Keep]),
        Step::EventOrder { within_event, .. } => with(
            out,
            [TsMove::EventFirst, TsMove::OpsFirst].into_iter(),
            (!within_event).then_some(TsMove::Back),
        ),
        Step::Pick { choices, may_stop, .. } => with(
            out,
            choices.iter().cloned().map(TsMove::Choose),
            may_stop.then_some(TsMove::Done),
        ),
        Step::Spread { add, may_stop, .. } => {
            let point = if *add { TsMove::Place } else { TsMove::Remove };
            with(
                out,
                g.spread_targets().into_iter().map(point),
                may_stop.then_some(TsMove::Done),
            )
        }
        Step::EventOps { may_skip, .. } => with(
            out,
            g.event_ops_uses().into_iter().map(TsMove::Use),
            may_skip.then_some(TsMove::Done),
        ),
        Step::Trapped { .. } => out.extend(trapped_options(g, p)),
        _ => {}
    }
}

/// D-21: discard a card worth 2+ ops; with none, a scoring card, else sit the round out. A
/// scoring card may also be played when the scoring obligation (D-20) demands it.
pub(super) fn trapped_options(g: &TwilightStruggle, p: Power) -> Vec<TsMove> {
    let discards = trap_discards(g, p);
    let mut out: Vec<TsMove> = discards.iter().map(|&c| TsMove::Discard(c)).collect();
    if discards.is_empty() || must_play_scoring(g, p) {
        out.extend(g.hand(p).iter().filter(|&&c| card(c).scoring).map(|&c| TsMove::Play(c)));
    }
    if out.is_empty() {
        out.push(TsMove::Pass);
    }
    out
}

/// The label of one offered move (what the button says).
fn label(g: &TwilightStruggle, step: &Step, p: Power, m: &TsMove) -> Text {
    match m {
        TsMove::Place(c) => place_label(g, step, p, *c),
        TsMove::Headline(no) | TsMove::Play(no) | TsMove::Discard(no) => card_label(g, *no, p),
        TsMove::Pass => Text::new("ts-opt-pass"),
        TsMove::Use(u) => {
            let no = match step {
                Step::ChooseUse { card, .. } => *card,
                _ => CHINA_CARD,
            };
            let ops = match step {
                Step::EventOps { ops, .. } => *ops,
                _ => g.ops_value(no, p),
            };
            let label = Text::new("ts-opt-use").str("use", u.key()).num("ops", ops);
            match step {
                Step::ChooseUse { card, .. } if super::apply::use_loses(g, p, *card, *u) => {
                    Text::new("ts-opt-use-loses").text("use", label)
                }
                _ => label,
            }
        }
        TsMove::Realign { at, .. } => Text::new("ts-opt-realign")
            .text("country", country_text(*at))
            .num("mine", g.realign_modifier(p, *at))
            .num("theirs", g.realign_modifier(p.opponent(), *at)),
        TsMove::Coup(c) => {
            let ops = match step {
                Step::Coup { op } => i32::from(op.left_for(*c)),
                _ => 0,
            };
            let need = (2 * i32::from(country(*c).stability) - ops + 1).max(1);
            // 2: a battleground whose coup loses the game (DEFCON 1).
            let loses = matches!(step, Step::Coup { op } if super::apply::coup_loses(g, op, *c));
            Text::new("ts-opt-coup")
                .text("country", country_text(*c))
                .num("need", need)
                .num("bg", i64::from(country(*c).battleground) + i64::from(loses))
        }
        TsMove::Keep => Text::new("ts-opt-keep"),
        TsMove::Back => Text::new("ts-opt-back"),
        TsMove::Reset => {
            let n = match step {
                Step::SetupPlace { placed, .. } | Step::Influence { placed, .. } => placed.len(),
                _ => 0,
            };
            Text::new("ts-opt-reset").num("n", n as i64)
        }
        TsMove::Choose(pick) => match pick {
            Pick::Country(c) => Text::new("ts-opt-pick-country")
                .text("country", country_text(*c))
                .num("ussr", g.inf(*c, Power::Ussr))
                .num("us", g.inf(*c, Power::Us)),
            Pick::Card(no) => card_label(g, *no, p),
            Pick::Word(w) => Text::new(format!("ts-pick-{w}")),
        },
        TsMove::Remove(c) => {
            let whose = match step {
                Step::Spread { whose, .. } => *whose,
                _ => p.opponent(),
            };
            Text::new("ts-opt-remove")
                .text("country", country_text(*c))
                .text("power", power_text(whose))
                .num("now", g.inf(*c, whose))
        }
        TsMove::Done => Text::new("ts-opt-done"),
        TsMove::Confirm if matches!(step, Step::ConfirmUse { .. }) => Text::new("ts-opt-confirm-use"),
        TsMove::Confirm => Text::new("ts-opt-confirm-coup"),
        TsMove::EventFirst => Text::new("ts-opt-event-first"),
        TsMove::OpsFirst => Text::new("ts-opt-ops-first"),
        TsMove::Defuse(c) => Text::new("ts-opt-defuse").text("country", country_text(*c)),
    }
}

/// A placement option shows both sides' influence and the stability, which decide control.
fn place_label(g: &TwilightStruggle, step: &Step, p: Power, c: CountryIx) -> Text {
    let (now, theirs, stability) = if c == CIVIL_WAR {
        (g.civil_war.unwrap_or(0), 0, 3)
    } else {
        (g.inf(c, p), g.inf(c, p.opponent()), country(c).stability)
    };
    let cost = if matches!(step, Step::SetupPlace { .. } | Step::Spread { .. }) {
        1
    } else {
        g.place_cost(p, c)
    };
    Text::new("ts-opt-place")
        .text("country", country_text(c))
        .num("now", now)
        .num("theirs", theirs)
        .num("stability", stability)
        .num("cost", cost)
}

/// What is asked, and the syntax of a typed line where one is accepted.
fn question(g: &TwilightStruggle, step: &Step, p: Power) -> (Text, Option<Text>) {
    match step {
        Step::SetupPlace { left, .. } => {
            let area = if p == Power::Ussr {
                SubRegion::EastEurope
            } else {
                SubRegion::WestEurope
            };
            (
                Text::new("ts-q-setup")
                    .num("left", *left)
                    .text("area", Text::new(area.name_key()))
                    .num("bid", if p == Power::Us { g.settings.us_bid } else { 0 })
                    .str("power", p.key()),
                // The example names countries this side may use.
                Some(Text::new("ts-free-setup").str("power", p.key())),
            )
        }
        Step::Headline { picks } => {
            let q = match picks.pick_of(p.opponent().seat()).copied() {
                Some(c) if g.headline_first() == Some(p.opponent()) => Text::new("ts-q-headline-after")
                    .text("card", card_text(c))
                    .num("turn", g.turn),
                _ => Text::new("ts-q-headline").num("turn", g.turn),
            };
            (q, None)
        }
        Step::ChooseCard { .. } => {
            let q = if must_play_scoring(g, p) {
                Text::new("ts-q-play-scoring").num("round", g.round)
            } else {
                Text::new("ts-q-play").num("round", g.round).num("turn", g.turn)
            };
            (q, Some(Text::new("ts-free-play")))
        }
        Step::ChooseUse { card: no, .. } => {
            let note = events::event_refusal(g, *no, p);
            (
                Text::new("ts-q-use")
                    .text("card", card_text(*no))
                    .num("ops", g.ops_value(*no, p))
                    .text("note", note.unwrap_or_else(|| Text::new("ts-note-none"))),
                Some(Text::new("ts-free-use")),
            )
        }
        Step::Influence { op, .. } => (
            Text::new("ts-q-influence")
                .num("left", op.budget().saturating_sub(op.spent))
                .num("asia", op.bonus.asia),
            Some(Text::new("ts-free-influence")),
        ),
        Step::Realign { op, .. } => (
            Text::new("ts-q-realign").num("left", op.budget().saturating_sub(op.spent)),
            None,
        ),
        Step::Coup { op } => (Text::new("ts-q-coup").num("ops", op.ops).num("defcon", g.defcon), None),
        Step::ConfirmCoup { at, .. } => (Text::new("ts-q-confirm-coup").text("country", country_text(*at)), None),
        Step::ConfirmUse { card: no, how, .. } => (
            Text::new("ts-q-confirm-use")
                .text("card", card_text(*no))
                .str("use", how.key()),
            None,
        ),
        Step::SpaceDiscard { .. } => (Text::new("ts-q-space-discard"), None),
        Step::EventOrder { card: no, .. } => (Text::new("ts-q-event-order").text("card", card_text(*no)), None),
        Step::Pick { card: no, question, .. } => (
            Text::new(format!("ts-q-{}-{question}", card_id(*no))).text("card", card_text(*no)),
            Some(Text::new("ts-free-choose")),
        ),
        Step::Spread {
            card: no,
            whose,
            add,
            left,
            per_country,
            ..
        } => (
            Text::new(if *add { "ts-q-spread-add" } else { "ts-q-spread-remove" })
                .text("card", card_text(*no))
                .text("power", power_text(*whose))
                .num("left", *left)
                .num("per", *per_country),
            Some(Text::new(if *add { "ts-free-influence" } else { "ts-free-remove" })),
        ),
        Step::EventOps { card: no, ops, .. } => (
            Text::new("ts-q-event-ops")
                .text("card", card_text(*no))
                .num("ops", *ops),
            None,
        ),
        Step::Trapped { .. } => match events::trap_for(p) {
            Some(trap) => (Text::new("ts-q-trapped").text("card", card_text(trap)), None),
            None => (Text::new("ts-expect-nothing"), None),
        },
        _ => (Text::new("ts-expect-nothing"), None),
    }
}
