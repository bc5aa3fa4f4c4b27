//! What each side may do now (prompts with every legal option) and applying a side's choice.
//!
//! Notation (one step per tap, or several steps on one line):
//! `place <country>` · `influence italy:2 france:1` · `headline <card>` · `play <card>` ·
//! `event` · `influence` · `realign <country>` · `coup <country>` · `space` · `pass` · `back` ·
//! `reset` · `discard <card>` · `keep`. A whole action round fits one line:
//! `play duck-and-cover influence italy:2 france:1`.

use super::data::SubRegion;
use super::events;
use super::flow::Log;
use super::ops::counted_places;
use super::power::Power;
use super::state::{
    CHINA_CARD, CIVIL_WAR, CardNo, CountryIx, Ops, Pick, Step, TwilightStruggle, Use, card, card_no, card_text,
    country, country_ix, country_text,
};
use std::borrow::Cow;

use super::topology::topology;
use crate::engine::{Choice, GameRng, LogEntry, Prompt, RuleError, Seat, Text};

fn power_text(p: Power) -> Text {
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

fn err(key: &'static str) -> RuleError {
    RuleError::key(key)
}

// ---------------------------------------------------------------------------------------------
// Who must decide what now.

/// The seats owing a decision, cheaply (no labels).
pub fn awaiting(g: &TwilightStruggle) -> Vec<Seat> {
    if g.is_over() {
        return Vec::new();
    }
    match g.top() {
        Some(Step::Headline { picks }) => headline_seats(g, picks).into_iter().map(Power::seat).collect(),
        Some(step) => step_power(step).map(|p| vec![p.seat()]).unwrap_or_default(),
        None => Vec::new(),
    }
}

fn step_power(step: &Step) -> Option<Power> {
    match step {
        Step::SetupPlace { power, .. }
        | Step::ChooseCard { power }
        | Step::ChooseUse { power, .. }
        | Step::SpaceDiscard { power }
        | Step::EventOrder { power, .. }
        | Step::Pick { power, .. }
        | Step::Spread { power, .. }
        | Step::EventOps { power, .. }
        | Step::Trapped { power } => Some(*power),
        Step::Influence { op, .. } | Step::Realign { op, .. } | Step::Coup { op } => Some(op.power),
        _ => None,
    }
}

/// Sides still to pick a headline; with the box-4 ability the other side picks first.
fn headline_seats(g: &TwilightStruggle, picks: &[Option<CardNo>; 2]) -> Vec<Power> {
    let open: Vec<Power> = Power::BOTH
        .into_iter()
        .filter(|&p| picks[p.index()].is_none() && g.can_headline(p))
        .collect();
    match g.headline_first() {
        Some(first) if open.contains(&first) => vec![first],
        _ => open,
    }
}

/// One legal answer, before it is given a notation (for `legal`) or a label (for `pending`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Opt {
    Place(CountryIx),
    Headline(CardNo),
    Play(CardNo),
    Pass,
    Use(Use),
    Realign(CountryIx),
    Coup(CountryIx),
    Discard(CardNo),
    Keep,
    Back,
    Reset(usize),
    /// The `i`th answer of an event's question.
    Choose(usize),
    Remove(CountryIx),
    Done,
    EventFirst,
    OpsFirst,
    Defuse(CountryIx),
}

fn pick_word(pick: &Pick) -> Cow<'static, str> {
    match pick {
        Pick::Country(c) => Cow::Borrowed(country(*c).id),
        Pick::Card(no) => Cow::Borrowed(card_id(*no)),
        Pick::Word(w) => Cow::Owned(w.clone()),
    }
}

impl Opt {
    fn notation(self, step: &Step) -> Cow<'static, str> {
        let t = topology();
        match self {
            Opt::Choose(i) => match step {
                Step::Pick { choices, .. } => {
                    Cow::Owned(format!("choose {}", choices.get(i).map(pick_word).unwrap_or_default()))
                }
                _ => Cow::Borrowed("choose"),
            },
            Opt::Remove(c) => Cow::Owned(format!("remove {}", country(c).id)),
            Opt::Done => Cow::Borrowed("done"),
            Opt::EventFirst => Cow::Borrowed("event-first"),
            Opt::OpsFirst => Cow::Borrowed("ops-first"),
            Opt::Defuse(c) => Cow::Owned(format!("defuse {}", country(c).id)),
            Opt::Place(c) => t.place(c),
            Opt::Headline(no) => t.headline(no),
            Opt::Play(no) => t.play(no),
            Opt::Pass => Cow::Borrowed("pass"),
            Opt::Use(u) => Cow::Borrowed(u.key()),
            Opt::Realign(c) => t.realign(c),
            Opt::Coup(c) => t.coup(c),
            Opt::Discard(no) => t.discard(no),
            Opt::Keep => Cow::Borrowed("keep"),
            Opt::Back => Cow::Borrowed("back"),
            Opt::Reset(_) => Cow::Borrowed("reset"),
        }
    }

    fn label(self, g: &TwilightStruggle, step: &Step, p: Power) -> Text {
        match self {
            Opt::Place(c) => {
                let now = if c == CIVIL_WAR {
                    g.civil_war.unwrap_or(0)
                } else {
                    g.inf(c, p)
                };
                let cost = if matches!(step, Step::SetupPlace { .. } | Step::Spread { .. }) {
                    1
                } else {
                    g.place_cost(p, c)
                };
                Text::new("ts-opt-place")
                    .text("country", country_text(c))
                    .num("now", now)
                    .num("cost", cost)
            }
            Opt::Headline(no) | Opt::Play(no) | Opt::Discard(no) => card_label(g, no, p),
            Opt::Pass => Text::new("ts-opt-pass"),
            Opt::Use(u) => {
                let no = match step {
                    Step::ChooseUse { card, .. } => *card,
                    _ => CHINA_CARD,
                };
                let ops = match step {
                    Step::EventOps { ops, .. } => *ops,
                    _ => g.ops_value(no, p),
                };
                Text::new("ts-opt-use").str("use", u.key()).num("ops", ops)
            }
            Opt::Realign(c) => Text::new("ts-opt-realign")
                .text("country", country_text(c))
                .num("mine", g.realign_modifier(p, c))
                .num("theirs", g.realign_modifier(p.opponent(), c)),
            Opt::Coup(c) => {
                let ops = match step {
                    Step::Coup { op } => i32::from(op.left_for(c)),
                    _ => 0,
                };
                let need = (2 * i32::from(country(c).stability) - ops + 1).max(1);
                Text::new("ts-opt-coup")
                    .text("country", country_text(c))
                    .num("need", need)
                    .num("bg", i64::from(country(c).battleground))
            }
            Opt::Keep => Text::new("ts-opt-keep"),
            Opt::Back => Text::new("ts-opt-back"),
            Opt::Reset(n) => Text::new("ts-opt-reset").num("n", n as i64),
            Opt::Choose(i) => match step {
                Step::Pick { choices, .. } => match choices.get(i) {
                    Some(Pick::Country(c)) => Text::new("ts-opt-pick-country")
                        .text("country", country_text(*c))
                        .num("ussr", g.inf(*c, Power::Ussr))
                        .num("us", g.inf(*c, Power::Us)),
                    Some(Pick::Card(no)) => card_label(g, *no, p),
                    Some(Pick::Word(w)) => Text::new(format!("ts-pick-{w}")),
                    None => Text::new("ts-opt-done"),
                },
                _ => Text::new("ts-opt-done"),
            },
            Opt::Remove(c) => {
                let whose = match step {
                    Step::Spread { whose, .. } => *whose,
                    _ => p.opponent(),
                };
                Text::new("ts-opt-remove")
                    .text("country", country_text(c))
                    .text("power", power_text(whose))
                    .num("now", g.inf(c, whose))
            }
            Opt::Done => Text::new("ts-opt-done"),
            Opt::EventFirst => Text::new("ts-opt-event-first"),
            Opt::OpsFirst => Text::new("ts-opt-ops-first"),
            Opt::Defuse(c) => Text::new("ts-opt-defuse").text("country", country_text(c)),
        }
    }
}

/// Every legal answer of `p` to `step`, in the order shown.
fn options(g: &TwilightStruggle, step: &Step, p: Power) -> Vec<Opt> {
    match step {
        Step::SetupPlace { placed, .. } => {
            let mut out: Vec<Opt> = (0..g.influence.len() as CountryIx)
                .filter(|&c| setup_allowed(g, p, placed, c))
                .map(Opt::Place)
                .collect();
            if !placed.is_empty() {
                out.push(Opt::Reset(placed.len()));
            }
            out
        }
        Step::Headline { .. } => g
            .hand(p)
            .iter()
            .filter(|&&c| events::may_headline(c))
            .map(|&c| Opt::Headline(c))
            .collect(),
        Step::ChooseCard { .. } => {
            let mut out: Vec<Opt> = playable_cards(g, p).into_iter().map(Opt::Play).collect();
            if g.hand(p).is_empty() || optional_round(g, p) {
                out.push(Opt::Pass);
            }
            out
        }
        Step::ChooseUse { card, within_event, .. } => {
            let mut out: Vec<Opt> = uses(g, p, *card).into_iter().map(Opt::Use).collect();
            // A card played inside an event (Grain Sales) cannot go back to the hand.
            if !within_event {
                out.push(Opt::Back);
            }
            out
        }
        Step::Influence { op, reach, placed } => {
            let mut out: Vec<Opt> = g.placeable(op, reach).into_iter().map(Opt::Place).collect();
            if !op.committed {
                if !placed.is_empty() {
                    out.push(Opt::Reset(placed.len()));
                }
                out.push(Opt::Back);
            }
            out
        }
        Step::Realign { op, rolled } => {
            let mut out: Vec<Opt> = g.realign_targets(op).into_iter().map(Opt::Realign).collect();
            if *rolled == 0 && !op.committed {
                out.push(Opt::Back);
            }
            out
        }
        Step::Coup { op } => {
            let mut out: Vec<Opt> = g.coup_targets(op).into_iter().map(Opt::Coup).collect();
            if !op.committed {
                out.push(Opt::Back);
            }
            out
        }
        Step::SpaceDiscard { .. } => {
            let mut out: Vec<Opt> = g.hand(p).iter().map(|&c| Opt::Discard(c)).collect();
            out.push(Opt::Keep);
            out
        }
        Step::EventOrder { within_event, .. } => {
            let mut out = vec![Opt::EventFirst, Opt::OpsFirst];
            if !within_event {
                out.push(Opt::Back);
            }
            out
        }
        Step::Pick { choices, may_stop, .. } => {
            let mut out: Vec<Opt> = (0..choices.len()).map(Opt::Choose).collect();
            if *may_stop {
                out.push(Opt::Done);
            }
            out
        }
        Step::Spread { add, may_stop, .. } => {
            let targets = g.spread_targets();
            let mut out: Vec<Opt> = if *add {
                targets.into_iter().map(Opt::Place).collect()
            } else {
                targets.into_iter().map(Opt::Remove).collect()
            };
            if *may_stop {
                out.push(Opt::Done);
            }
            out
        }
        Step::EventOps { may_skip, .. } => {
            let mut out: Vec<Opt> = g.event_ops_uses().into_iter().map(Opt::Use).collect();
            if *may_skip {
                out.push(Opt::Done);
            }
            out
        }
        Step::Trapped { .. } => trapped_options(g, p),
        _ => Vec::new(),
    }
}

/// D-21: discard a card worth 2+ ops; with none, a scoring card, else sit the round out. A
/// scoring card may also be played when the scoring obligation (D-20) demands it.
fn trapped_options(g: &TwilightStruggle, p: Power) -> Vec<Opt> {
    let discards = trap_discards(g, p);
    let mut out: Vec<Opt> = discards.iter().map(|&c| Opt::Discard(c)).collect();
    if discards.is_empty() || must_play_scoring(g, p) {
        out.extend(g.hand(p).iter().filter(|&&c| card(c).scoring).map(|&c| Opt::Play(c)));
    }
    if out.is_empty() {
        out.push(Opt::Pass);
    }
    out
}

pub fn trap_discards(g: &TwilightStruggle, p: Power) -> Vec<CardNo> {
    if must_play_scoring(g, p) {
        return Vec::new();
    }
    events::effects::cards_with_ops(g, p, 2)
}

/// Every answer of `p` to `step`, with the Cuban Missile Crisis way out wherever `p` decides.
fn all_options(g: &TwilightStruggle, step: &Step, p: Power) -> Vec<Opt> {
    let mut out = options(g, step, p);
    if !g.this_turn.is_empty() && !matches!(step, Step::Headline { .. }) {
        out.extend(events::defuse_countries(g, p).into_iter().map(Opt::Defuse));
    }
    out
}

/// The deciding sides and their step (both sides during simultaneous headline picks).
fn deciders(g: &TwilightStruggle) -> Vec<(Power, &Step)> {
    if g.is_over() {
        return Vec::new();
    }
    let Some(step) = g.top() else {
        return Vec::new();
    };
    match step {
        Step::Headline { picks } => headline_seats(g, picks).into_iter().map(|p| (p, step)).collect(),
        _ => step_power(step).map(|p| vec![(p, step)]).unwrap_or_default(),
    }
}

pub fn legal(g: &TwilightStruggle) -> Vec<(Seat, Vec<Cow<'static, str>>)> {
    deciders(g)
        .into_iter()
        .map(|(p, step)| {
            (
                p.seat(),
                all_options(g, step, p).into_iter().map(|o| o.notation(step)).collect(),
            )
        })
        .collect()
}

pub fn pending(g: &TwilightStruggle) -> Vec<Prompt> {
    deciders(g)
        .into_iter()
        .map(|(p, step)| {
            let options = all_options(g, step, p)
                .into_iter()
                .map(|o| Choice::new(o.notation(step), o.label(g, step, p)))
                .collect();
            let (question, free_form) = question(g, step, p);
            Prompt {
                free_form,
                secret: matches!(step, Step::Headline { .. }),
                ..Prompt::one(p.seat(), question, options)
            }
        })
        .collect()
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
                    .num("bid", if p == Power::Us { g.settings.us_bid } else { 0 }),
                Some(Text::new("ts-free-influence")),
            )
        }
        Step::Headline { picks } => {
            let q = match picks[p.opponent().index()] {
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
        Step::SpaceDiscard { .. } => (Text::new("ts-q-space-discard"), None),
        Step::EventOrder { card: no, .. } => (Text::new("ts-q-event-order").text("card", card_text(*no)), None),
        Step::Pick { card: no, stage, .. } => (
            Text::new(format!("ts-q-{}-{stage}", card_id(*no))).text("card", card_text(*no)),
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
        Step::Trapped { .. } => {
            let trap = if p == Power::Us {
                events::QUAGMIRE
            } else {
                events::BEAR_TRAP
            };
            (Text::new("ts-q-trapped").text("card", card_text(trap)), None)
        }
        _ => (Text::new("ts-expect-nothing"), None),
    }
}

/// Countries a setup point may go to (R-12; the US bid may also go where the US starts).
fn setup_allowed(g: &TwilightStruggle, p: Power, placed: &[CountryIx], c: CountryIx) -> bool {
    let data = country(c);
    match p {
        Power::Ussr => data.in_sub_region(SubRegion::EastEurope),
        Power::Us => {
            if data.in_sub_region(SubRegion::WestEurope) {
                return true;
            }
            let outside = placed
                .iter()
                .filter(|&&x| !country(x).in_sub_region(SubRegion::WestEurope))
                .count();
            data.start_us > 0 && outside < usize::from(g.settings.us_bid)
        }
    }
}

/// North Sea Oil's 8th round may be declined ("may", card #86) unless scoring cards must still
/// be played (or box 8 gives that round anyway).
pub fn optional_round(g: &TwilightStruggle, p: Power) -> bool {
    p == Power::Us
        && g.this_turn_by(events::NORTH_SEA_OIL) == Some(Power::Us)
        && !g.space_ability(p, 8)
        && g.rounds_done[p.index()] + 1 == 8
        && !must_play_scoring(g, p)
}

/// D-20: with as many scoring cards as own rounds left, only scoring cards may be played.
pub fn must_play_scoring(g: &TwilightStruggle, p: Power) -> bool {
    let scoring = g.hand(p).iter().filter(|&&c| card(c).scoring).count();
    let rounds_left = usize::from(g.rounds_for(p).saturating_sub(g.rounds_done[p.index()]));
    scoring > 0 && scoring >= rounds_left
}

/// Cards `p` may pick for this action round.
pub fn playable_cards(g: &TwilightStruggle, p: Power) -> Vec<CardNo> {
    let forced = must_play_scoring(g, p);
    // Missile Envy must be played for ops in the victim's next round, after scoring cards.
    if !forced && envy_bound(g, p) {
        return vec![events::MISSILE_ENVY];
    }
    let mut cards: Vec<CardNo> = g
        .hand(p)
        .iter()
        .copied()
        .filter(|&c| !forced || card(c).scoring)
        .collect();
    if g.china_playable(p) && !forced {
        cards.push(CHINA_CARD);
    }
    cards
}

/// Whether `p` must play Missile Envy (held) for ops this round.
pub fn envy_bound(g: &TwilightStruggle, p: Power) -> bool {
    g.missile_envy == Some(p) && g.hand(p).contains(&events::MISSILE_ENVY)
}

/// The uses open to `p` for `no` (cheap checks only: no texts are built here).
pub fn uses(g: &TwilightStruggle, p: Power, no: CardNo) -> Vec<Use> {
    let mut out = Vec::new();
    let envy = no == events::MISSILE_ENVY && envy_bound(g, p);
    if !envy && events::event_allowed(g, no, p) {
        out.push(Use::Event);
    }
    if !card(no).scoring {
        let op = g.new_ops(p, no);
        if g.influence_possible(&op, &g.reach(p)) {
            out.push(Use::Influence);
        }
        if g.realign_possible(&op) {
            out.push(Use::Realign);
        }
        if g.coup_possible(&op) {
            out.push(Use::Coup);
        }
        if !envy && g.space_allowed(p, no) {
            out.push(Use::Space);
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Applying a choice.

/// One elementary command of a line.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Cmd {
    Place(CountryIx),
    Headline(CardNo),
    Play(CardNo),
    Use(Use),
    RealignAt(CountryIx),
    CoupAt(CountryIx),
    Discard(CardNo),
    Pass,
    Keep,
    Back,
    Reset,
    Choose(String),
    Remove(CountryIx),
    Done,
    EventFirst,
    OpsFirst,
    Defuse(CountryIx),
}

fn parse_card(word: Option<&str>) -> Result<CardNo, RuleError> {
    let word = word.unwrap_or("");
    card_no(word)
        .or_else(|| {
            word.strip_prefix('#')
                .and_then(|n| n.parse().ok())
                .filter(|n| (1..=110).contains(n))
        })
        .ok_or_else(|| RuleError::new(Text::new("ts-err-unknown-card").str("word", word)))
}

fn parse_country(word: &str) -> Result<CountryIx, RuleError> {
    country_ix(word).ok_or_else(|| RuleError::new(Text::new("ts-err-unknown-country").str("word", word)))
}

/// `italy:2` or `italy`.
fn parse_amount(word: &str) -> Result<(CountryIx, u8), RuleError> {
    match word.split_once(':') {
        Some((c, n)) => {
            let n: u8 = n
                .parse()
                .ok()
                .filter(|&n| (1..=20).contains(&n))
                .ok_or_else(|| RuleError::new(Text::new("ts-err-bad-amount").str("word", word)))?;
            Ok((parse_country(c)?, n))
        }
        None => Ok((parse_country(word)?, 1)),
    }
}

fn is_keyword(w: &str) -> bool {
    matches!(
        w,
        "place"
            | "influence"
            | "headline"
            | "play"
            | "event"
            | "realign"
            | "coup"
            | "space"
            | "discard"
            | "pass"
            | "keep"
            | "back"
            | "reset"
            | "choose"
            | "remove"
            | "done"
            | "event-first"
            | "ops-first"
            | "defuse"
    )
}

fn parse_line(line: &str) -> Result<Vec<Cmd>, RuleError> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let mut cmds = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let w = words[i];
        i += 1;
        let targets = |cmds: &mut Vec<Cmd>, make: fn(CountryIx) -> Cmd, i: &mut usize| -> Result<(), RuleError> {
            while *i < words.len() && !is_keyword(words[*i]) {
                let (c, n) = parse_amount(words[*i])?;
                for _ in 0..n {
                    cmds.push(make(c));
                }
                *i += 1;
            }
            Ok(())
        };
        match w {
            "place" => {
                let before = cmds.len();
                targets(&mut cmds, Cmd::Place, &mut i)?;
                if cmds.len() == before {
                    return Err(err("ts-err-place-what"));
                }
            }
            "influence" => {
                cmds.push(Cmd::Use(Use::Influence));
                targets(&mut cmds, Cmd::Place, &mut i)?;
            }
            "realign" => {
                cmds.push(Cmd::Use(Use::Realign));
                targets(&mut cmds, Cmd::RealignAt, &mut i)?;
            }
            "coup" => {
                cmds.push(Cmd::Use(Use::Coup));
                if i < words.len() && !is_keyword(words[i]) {
                    cmds.push(Cmd::CoupAt(parse_country(words[i])?));
                    i += 1;
                }
            }
            "event" => cmds.push(Cmd::Use(Use::Event)),
            "space" => cmds.push(Cmd::Use(Use::Space)),
            "headline" | "play" | "discard" => {
                let no = parse_card(words.get(i).copied())?;
                i += 1;
                cmds.push(match w {
                    "headline" => Cmd::Headline(no),
                    "play" => Cmd::Play(no),
                    _ => Cmd::Discard(no),
                });
            }
            "remove" => {
                let before = cmds.len();
                targets(&mut cmds, Cmd::Remove, &mut i)?;
                if cmds.len() == before {
                    return Err(err("ts-err-remove-what"));
                }
            }
            "choose" => {
                let Some(word) = words.get(i) else {
                    return Err(err("ts-err-choose-what"));
                };
                i += 1;
                cmds.push(Cmd::Choose(word.to_string()));
            }
            "defuse" => {
                let Some(word) = words.get(i) else {
                    return Err(err("ts-err-defuse-where"));
                };
                i += 1;
                cmds.push(Cmd::Defuse(parse_country(word)?));
            }
            "done" => cmds.push(Cmd::Done),
            "event-first" => cmds.push(Cmd::EventFirst),
            "ops-first" => cmds.push(Cmd::OpsFirst),
            "pass" => cmds.push(Cmd::Pass),
            "keep" => cmds.push(Cmd::Keep),
            "back" => cmds.push(Cmd::Back),
            "reset" => cmds.push(Cmd::Reset),
            other => return Err(RuleError::new(Text::new("ts-err-unknown-word").str("word", other))),
        }
    }
    if cmds.is_empty() {
        return Err(err("err-empty-action"));
    }
    Ok(cmds)
}

/// Applies a whole line: each command against the step on top after the previous one.
pub fn apply(
    g: &mut TwilightStruggle,
    seat: Seat,
    line: &str,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), RuleError> {
    let p = Power::of_seat(seat);
    let cmds = parse_line(line)?;
    let mut scoring_played = false;
    for cmd in cmds {
        // A scoring card resolves the moment it is played: a following `event` says
        // nothing new, any other use is refused by its rule.
        if scoring_played && let Cmd::Use(how) = cmd {
            scoring_played = false;
            if how == Use::Event {
                continue;
            }
            return Err(err("ts-err-scoring-only-event"));
        }
        scoring_played = matches!(cmd, Cmd::Play(no) if card(no).scoring);
        if g.is_over() {
            return Err(err("err-game-over"));
        }
        if !deciders(g).iter().any(|(q, _)| *q == p) {
            return Err(err("ts-err-line-too-long"));
        }
        apply_one(g, p, cmd, rng, log)?;
        g.run(rng, log);
    }
    Ok(())
}

fn wrong_step(g: &TwilightStruggle) -> RuleError {
    let expected = match g.top() {
        Some(Step::SetupPlace { .. }) => "ts-expect-setup",
        Some(Step::Headline { .. }) => "ts-expect-headline",
        Some(Step::ChooseCard { .. }) => "ts-expect-card",
        Some(Step::ChooseUse { .. }) => "ts-expect-use",
        Some(Step::Influence { .. }) => "ts-expect-influence",
        Some(Step::Realign { .. }) => "ts-expect-realign",
        Some(Step::Coup { .. }) => "ts-expect-coup",
        Some(Step::SpaceDiscard { .. }) => "ts-expect-space-discard",
        Some(Step::EventOrder { .. }) => "ts-expect-event-order",
        Some(Step::Pick { .. }) => "ts-expect-choose",
        Some(Step::Spread { add: true, .. }) => "ts-expect-spread-add",
        Some(Step::Spread { add: false, .. }) => "ts-expect-spread-remove",
        Some(Step::EventOps { .. }) => "ts-expect-event-ops",
        Some(Step::Trapped { .. }) => "ts-expect-trapped",
        _ => "ts-expect-nothing",
    };
    RuleError::new(Text::new("ts-err-not-now").text("expected", Text::new(expected)))
}

fn apply_one(g: &mut TwilightStruggle, p: Power, cmd: Cmd, rng: &mut GameRng, log: &mut Log) -> Result<(), RuleError> {
    // The most frequent move, one influence point, without copying the step.
    if let (Some(Step::Influence { op, reach, .. }), Cmd::Place(c)) = (g.stack.last(), &cmd)
        && op.power == p
    {
        if let Some(why) = placement_refusal(g, op, reach, *c) {
            return Err(RuleError::new(why));
        }
        g.place_point(*c, log);
        return Ok(());
    }
    if let Cmd::Defuse(c) = cmd {
        if !events::defuse_countries(g, p).contains(&c) {
            return Err(RuleError::new(
                Text::new("ts-err-defuse").text("country", country_text(c)),
            ));
        }
        events::defuse(g, p, c, log);
        return Ok(());
    }
    let Some(step) = g.stack.last().cloned() else {
        return Err(wrong_step(g));
    };
    match (step, cmd) {
        (Step::SetupPlace { power, left, placed }, Cmd::Place(c)) if power == p => {
            if c == CIVIL_WAR || !setup_allowed(g, p, &placed, c) {
                return Err(RuleError::new(
                    Text::new(if p == Power::Ussr {
                        "ts-err-setup-ussr"
                    } else {
                        "ts-err-setup-us"
                    })
                    .text("country", country_text(c))
                    .num("bid", g.settings.us_bid),
                ));
            }
            g.add_inf(c, p, 1);
            let mut placed = placed;
            placed.push(c);
            if left == 1 {
                log.push(setup_log(p, &placed));
            }
            *g.stack.last_mut().expect("setup step") = Step::SetupPlace {
                power,
                left: left - 1,
                placed,
            };
            Ok(())
        }
        (Step::SetupPlace { power, left, placed }, Cmd::Reset) if power == p && !placed.is_empty() => {
            for &c in &placed {
                g.remove_inf(c, p, 1);
            }
            *g.stack.last_mut().expect("setup step") = Step::SetupPlace {
                power,
                left: left + placed.len() as u8,
                placed: Vec::new(),
            };
            Ok(())
        }
        (Step::SetupPlace { .. }, Cmd::Use(Use::Influence)) => Ok(()),
        (Step::Headline { mut picks }, Cmd::Headline(no)) => {
            if no == CHINA_CARD {
                return Err(err("ts-err-headline-china"));
            }
            if no == events::UN_INTERVENTION {
                return Err(err("ts-err-headline-un"));
            }
            if !g.hand(p).contains(&no) {
                return Err(not_in_hand(no));
            }
            let hand = g.hand_mut(p);
            hand.retain(|&c| c != no);
            picks[p.index()] = Some(no);
            log.push(LogEntry::private(
                p.seat(),
                Text::new("ts-log-headline-chosen-you").text("card", card_text(no)),
            ));
            log.push(LogEntry::others(
                p.seat(),
                Text::new("ts-log-headline-chosen").text("power", power_text(p)),
            ));
            if g.headline_first() == Some(p) {
                log.push(LogEntry::public(
                    Text::new("ts-log-headline-first")
                        .text("power", power_text(p))
                        .text("card", card_text(no)),
                ));
            }
            *g.stack.last_mut().expect("headline step") = Step::Headline { picks };
            Ok(())
        }
        (Step::ChooseCard { power }, Cmd::Play(no)) if power == p => {
            if no == CHINA_CARD {
                match g.china {
                    Some((holder, _)) if holder != p => return Err(not_in_hand(no)),
                    Some((_, false)) => return Err(err("ts-err-china-face-down")),
                    None => return Err(err("ts-err-china-nobody")),
                    _ => {}
                }
            } else if !g.hand(p).contains(&no) {
                return Err(not_in_hand(no));
            }
            if must_play_scoring(g, p) && !card(no).scoring {
                return Err(err("ts-err-must-play-scoring"));
            }
            if !playable_cards(g, p).contains(&no) {
                return Err(err("ts-err-missile-envy-bound"));
            }
            g.stack.pop();
            g.stack.push(Step::ChooseUse {
                power: p,
                card: no,
                within_event: false,
            });
            // A scoring card has one use: play it at once.
            if card(no).scoring {
                return apply_one(g, p, Cmd::Use(Use::Event), rng, log);
            }
            Ok(())
        }
        (Step::ChooseCard { power }, Cmd::Pass) if power == p => {
            if !g.hand(p).is_empty() && !optional_round(g, p) {
                return Err(err("ts-err-no-pass"));
            }
            g.stack.pop();
            g.rounds_done[p.index()] = g.rounds_for(p);
            log.push(LogEntry::public(Text::new("ts-log-pass").text("power", power_text(p))));
            Ok(())
        }
        (
            Step::ChooseUse {
                power,
                card: no,
                within_event,
            },
            Cmd::Use(how),
        ) if power == p => {
            if !uses(g, p, no).contains(&how) {
                if no == events::MISSILE_ENVY && envy_bound(g, p) {
                    return Err(err("ts-err-missile-envy-ops"));
                }
                return Err(use_refusal(g, p, no, how, events::event_refusal(g, no, p)));
            }
            match how {
                Use::Event | Use::Space => {
                    g.stack.pop();
                    if within_event {
                        g.commit_inner_play(p, no, how, log);
                    } else {
                        g.commit_play(p, no, how, log);
                    }
                    if g.is_over() {
                        return Ok(());
                    }
                    if how == Use::Space {
                        g.space_attempt(p, rng, log);
                    } else {
                        let player = events::event_player(g, no, p);
                        let happened = events::resolve(g, no, player, rng, log);
                        g.mark_event(no, happened);
                    }
                }
                _ if g.is_opponent_card(no, p) && events::blocked(g, no, p.opponent()).is_none() => {
                    // D-7: the opponent's event before or after the ops.
                    *g.stack.last_mut().expect("use step") = Step::EventOrder {
                        power: p,
                        card: no,
                        how,
                        within_event,
                    };
                }
                _ => start_ops(g, p, no, how, within_event, log),
            }
            Ok(())
        }
        (
            Step::ChooseUse {
                power, within_event, ..
            },
            Cmd::Back,
        ) if power == p && !within_event => {
            g.stack.pop();
            g.stack.push(Step::ChooseCard { power: p });
            Ok(())
        }
        (
            Step::EventOrder {
                power,
                card: no,
                how,
                within_event,
            },
            Cmd::OpsFirst,
        ) if power == p => {
            start_ops(g, p, no, how, within_event, log);
            Ok(())
        }
        (
            Step::EventOrder {
                power,
                card: no,
                how,
                within_event,
            },
            Cmd::EventFirst,
        ) if power == p => {
            g.stack.pop();
            if within_event {
                g.commit_inner_play(p, no, how, log);
            } else {
                g.commit_play(p, no, how, log);
            }
            if g.is_over() {
                return Ok(());
            }
            // The opponent's event (on top) resolves first; the ops start after it.
            let event = g.stack.pop();
            let mut op = g.new_ops(p, no);
            op.committed = true;
            g.stack.push(Step::BeginOps { op, how });
            g.stack.extend(event);
            Ok(())
        }
        (
            Step::EventOrder {
                power,
                card: no,
                how,
                within_event,
            },
            cmd @ (Cmd::Place(_) | Cmd::RealignAt(_) | Cmd::CoupAt(_)),
        ) if power == p => {
            // Naming a target right away means the ops come first (the usual order).
            start_ops(g, p, no, how, within_event, log);
            apply_one(g, p, cmd, rng, log)
        }
        (
            Step::EventOrder {
                power,
                card: no,
                within_event: false,
                ..
            },
            Cmd::Back,
        ) if power == p => {
            g.stack.pop();
            g.stack.push(Step::ChooseUse {
                power: p,
                card: no,
                within_event: false,
            });
            Ok(())
        }
        (
            Step::Pick {
                power,
                card: no,
                stage,
                choices,
                ..
            },
            Cmd::Choose(word),
        ) if power == p => {
            let Some(pick) = choices.iter().find(|c| pick_word(c) == word.as_str()).cloned() else {
                let listed: Vec<Text> = choices
                    .iter()
                    .map(|c| Text::new("ts-word").str("word", pick_word(c)))
                    .collect();
                return Err(RuleError::new(
                    Text::new("ts-err-choose")
                        .text("card", card_text(no))
                        .str("word", word)
                        .list("options", listed),
                ));
            };
            g.stack.pop();
            events::on_pick(g, no, stage, p, Some(pick), rng, log);
            Ok(())
        }
        (
            Step::Pick {
                power,
                card: no,
                stage,
                may_stop: true,
                ..
            },
            Cmd::Done,
        ) if power == p => {
            g.stack.pop();
            events::on_pick(g, no, stage, p, None, rng, log);
            Ok(())
        }
        (
            Step::Spread {
                power, add, card: no, ..
            },
            cmd @ (Cmd::Place(c) | Cmd::Remove(c)),
        ) if power == p => {
            // `place` adds, `remove` removes: a long line must not spill into the wrong kind.
            if matches!(cmd, Cmd::Place(_)) != add {
                return Err(err(if add {
                    "ts-expect-spread-add"
                } else {
                    "ts-expect-spread-remove"
                }));
            }
            if !g.spread_targets().contains(&c) {
                return Err(RuleError::new(
                    Text::new(if add {
                        "ts-err-spread-add"
                    } else {
                        "ts-err-spread-remove"
                    })
                    .text("card", card_text(no))
                    .text("country", country_text(c)),
                ));
            }
            if let Some(Step::Spread { whose, left, done, .. }) = g.stack.last_mut() {
                let whose = *whose;
                *left -= 1;
                done.push(c);
                if add {
                    g.add_inf(c, whose, 1);
                } else {
                    g.remove_inf(c, whose, 1);
                }
            }
            Ok(())
        }
        (
            Step::Spread {
                power, may_stop: true, ..
            },
            Cmd::Done,
        ) if power == p => {
            if let Some(step) = g.stack.pop() {
                g.finish_spread(step, rng, log);
            }
            Ok(())
        }
        (
            Step::EventOps {
                power, ops, area, free, ..
            },
            Cmd::Use(how),
        ) if power == p => {
            if !g.event_ops_uses().contains(&how) {
                return Err(err("ts-err-event-ops-use"));
            }
            g.stack.pop();
            let op = g.granted_ops(p, ops, area, free);
            g.begin_ops(op, how);
            Ok(())
        }
        (
            Step::EventOps {
                power,
                card: no,
                may_skip: true,
                ..
            },
            Cmd::Done,
        ) if power == p => {
            g.stack.pop();
            log.push(LogEntry::public(
                Text::new("ts-log-ops-declined")
                    .text("power", power_text(p))
                    .text("card", card_text(no)),
            ));
            Ok(())
        }
        (Step::Trapped { power }, Cmd::Discard(no)) if power == p => {
            if !trap_discards(g, p).contains(&no) {
                return Err(RuleError::new(
                    Text::new("ts-err-trap-discard").text("card", card_text(no)),
                ));
            }
            g.stack.pop();
            trapped_round(g, p, Some(no), rng, log);
            Ok(())
        }
        (Step::Trapped { power }, Cmd::Play(no)) if power == p => {
            if !trapped_options(g, p).contains(&Opt::Play(no)) {
                return Err(RuleError::new(
                    Text::new("ts-err-trap-play").text("card", card_text(no)),
                ));
            }
            g.stack.pop();
            g.stack.push(Step::ChooseUse {
                power: p,
                card: no,
                within_event: false,
            });
            apply_one(g, p, Cmd::Use(Use::Event), rng, log)
        }
        (Step::Trapped { power }, Cmd::Pass) if power == p => {
            if !trapped_options(g, p).contains(&Opt::Pass) {
                return Err(err("ts-err-trap-pass"));
            }
            g.stack.pop();
            trapped_round(g, p, None, rng, log);
            Ok(())
        }
        (Step::Influence { .. }, Cmd::Use(Use::Influence)) => Ok(()),
        (Step::Influence { op, reach, .. }, Cmd::Place(c)) if op.power == p => {
            if let Some(why) = placement_refusal(g, &op, &reach, c) {
                return Err(RuleError::new(why));
            }
            g.place_point(c, log);
            Ok(())
        }
        (Step::Influence { op, placed, .. }, Cmd::Reset) if op.power == p && !op.committed && !placed.is_empty() => {
            g.take_back_points();
            Ok(())
        }
        (Step::Influence { op, .. }, Cmd::Back) if op.power == p && !op.committed => {
            g.take_back_points();
            back_to_use(g, &op);
            Ok(())
        }
        (Step::Realign { .. }, Cmd::Use(Use::Realign)) => Ok(()),
        (Step::Realign { op, rolled }, Cmd::RealignAt(c)) if op.power == p => {
            if let Some(why) = target_refusal(g, &op, c, false) {
                return Err(RuleError::new(why));
            }
            if !op.committed {
                g.stack.pop();
                if let Some(no) = op.card {
                    g.commit_play(p, no, Use::Realign, log);
                }
                let mut op = op;
                op.committed = true;
                g.stack.push(Step::Realign { op, rolled });
            }
            g.realign(c, rng, log);
            Ok(())
        }
        (Step::Realign { op, rolled: 0 }, Cmd::Back) if op.power == p && !op.committed => {
            back_to_use(g, &op);
            Ok(())
        }
        (Step::Coup { .. }, Cmd::Use(Use::Coup)) => Ok(()),
        (Step::Coup { op }, Cmd::CoupAt(c)) if op.power == p => {
            if let Some(why) = target_refusal(g, &op, c, true) {
                return Err(RuleError::new(why));
            }
            g.stack.pop();
            if !op.committed
                && let Some(no) = op.card
            {
                g.commit_play(p, no, Use::Coup, log);
            }
            g.coup(&op, c, rng, log);
            Ok(())
        }
        (Step::Coup { op }, Cmd::Back) if op.power == p && !op.committed => {
            back_to_use(g, &op);
            Ok(())
        }
        (Step::SpaceDiscard { power }, Cmd::Discard(no)) if power == p => {
            if !g.hand(p).contains(&no) {
                return Err(not_in_hand(no));
            }
            g.hand_mut(p).retain(|&c| c != no);
            g.discard.push(no);
            g.stack.pop();
            log.push(LogEntry::public(
                Text::new("ts-log-space-discard")
                    .text("power", power_text(p))
                    .text("card", card_text(no)),
            ));
            Ok(())
        }
        (Step::SpaceDiscard { power }, Cmd::Keep) if power == p => {
            g.stack.pop();
            Ok(())
        }
        _ => Err(wrong_step(g)),
    }
}

fn setup_log(p: Power, placed: &[CountryIx]) -> LogEntry {
    let items = counted_places(placed);
    LogEntry::public(
        Text::new("ts-log-setup-placed")
            .text("power", power_text(p))
            .list("places", items),
    )
}

fn not_in_hand(no: CardNo) -> RuleError {
    RuleError::new(Text::new("ts-err-not-in-hand").text("card", card_text(no)))
}

/// Returns an uncommitted play to the choice of use (nothing random happened yet).
fn back_to_use(g: &mut TwilightStruggle, op: &Ops) {
    g.stack.pop();
    if let Some(no) = op.card {
        g.stack.push(Step::ChooseUse {
            power: op.power,
            card: no,
            within_event: false,
        });
    }
}

/// The top step (a choice of use, or of the event's order) becomes the play's operation. In an
/// action round it is not yet committed (R-23: the card leaves the hand at its first point or
/// roll); a card played inside an event is public at once, its ops first, then its opponent
/// event.
fn start_ops(g: &mut TwilightStruggle, p: Power, no: CardNo, how: Use, within_event: bool, log: &mut Log) {
    let mut op = g.new_ops(p, no);
    g.stack.pop();
    if within_event {
        g.commit_inner_play(p, no, how, log);
        op.committed = true;
    }
    g.begin_ops(op, how);
}

/// A trapped side's round (D-21): the discard and the escape roll (1-4 escapes), or a round
/// sat out with nothing to discard.
fn trapped_round(g: &mut TwilightStruggle, p: Power, discard: Option<CardNo>, rng: &mut GameRng, log: &mut Log) {
    let trap = if p == Power::Us {
        events::QUAGMIRE
    } else {
        events::BEAR_TRAP
    };
    g.rounds_done[p.index()] += 1;
    if g.missile_envy == Some(p) {
        g.missile_envy = None;
    }
    let Some(no) = discard else {
        log.push(LogEntry::public(
            Text::new("ts-log-trap-skip")
                .text("power", power_text(p))
                .text("card", card_text(trap)),
        ));
        if p == Power::Us && g.bury_you {
            events::settle_bury_you(g, false, log);
        }
        return;
    };
    events::effects::discard_from_hand(g, p, no, log);
    let roll = rng.roll(6);
    let escaped = roll <= 4;
    log.push(LogEntry::public(
        Text::new("ts-log-trap-roll")
            .text("power", power_text(p))
            .text("card", card_text(trap))
            .num("roll", roll)
            .num("escaped", i64::from(escaped)),
    ));
    if escaped {
        events::end_lasting(g, trap, log);
    }
    if p == Power::Us && g.bury_you {
        events::settle_bury_you(g, false, log);
    }
}

fn use_refusal(g: &TwilightStruggle, p: Power, no: CardNo, how: Use, note: Option<Text>) -> RuleError {
    let text = match how {
        Use::Event => note.unwrap_or_else(|| Text::new("ts-err-no-event")),
        _ if card(no).scoring => Text::new("ts-err-scoring-only-event"),
        Use::Space => g.space_refusal(p, no).unwrap_or_else(|| Text::new("ts-err-no-space")),
        Use::Coup => Text::new("ts-err-no-coup-target").num("defcon", g.defcon),
        Use::Realign => Text::new("ts-err-no-realign-target").num("defcon", g.defcon),
        Use::Influence => Text::new("ts-err-no-placement"),
    };
    RuleError::new(text)
}

/// Why one point may not go into `c` now, if it may not.
fn placement_refusal(g: &TwilightStruggle, op: &Ops, reach: &[CountryIx], c: CountryIx) -> Option<Text> {
    if c == CIVIL_WAR && op.power == Power::Ussr && g.civil_war.is_none() {
        return Some(Text::new("ts-err-civil-war-over"));
    }
    if c == CIVIL_WAR && op.power != Power::Ussr {
        return Some(Text::new("ts-err-civil-war-ussr-only"));
    }
    if !reach.contains(&c) {
        return Some(Text::new("ts-err-not-reachable").text("country", country_text(c)));
    }
    if let Some(why) = events::forbids_placement(g, op.power, c) {
        return Some(why);
    }
    let cost = g.place_cost(op.power, c);
    if !op.area.allows(c) {
        return Some(Text::new("ts-err-not-in-area").text("country", country_text(c)));
    }
    let left = op.left_for(c);
    if cost > left {
        return Some(
            Text::new("ts-err-cost")
                .text("country", country_text(c))
                .num("cost", cost)
                .num("left", left),
        );
    }
    None
}

/// Why `c` is not a legal realignment (or coup) target now, if it is not.
fn target_refusal(g: &TwilightStruggle, op: &Ops, c: CountryIx, coup: bool) -> Option<Text> {
    if c == CIVIL_WAR {
        return Some(Text::new("ts-err-civil-war-ussr-only"));
    }
    let p = op.power;
    if g.inf(c, p.opponent()) == 0 {
        return Some(
            Text::new(if coup {
                "ts-err-coup-no-enemy"
            } else {
                "ts-err-realign-no-enemy"
            })
            .text("country", country_text(c))
            .text("enemy", power_text(p.opponent())),
        );
    }
    if !op.free && !g.defcon_allows(c) {
        return Some(
            Text::new("ts-err-defcon-region")
                .text("country", country_text(c))
                .text("region", Text::new(country(c).region.name_key()))
                .num("defcon", g.defcon),
        );
    }
    let blocked = if coup {
        events::forbids_coup(g, p, c)
    } else {
        events::forbids_realign(g, p, c)
    };
    if let Some(why) = blocked {
        return Some(why);
    }
    if !op.area.allows(c) {
        return Some(Text::new("ts-err-not-in-area").text("country", country_text(c)));
    }
    if !coup && op.left_for(c) == 0 {
        return Some(Text::new("ts-err-asia-bonus").text("country", country_text(c)));
    }
    None
}
