//! The neutral characters and locations with an ability of their own (Lordship, Milk of the Poppy,
//! Ghost's and Jon's immunity are formulas in `cards.tsv`), and the plot Snowed Under.

use super::common::{ask, by, targetable};
use crate::engine::{GameRng, LogEntry, Text};
use crate::games::thrones::data::Icon;
use crate::games::thrones::state::ability::{
    Ability, Context, PhaseTag, Scope, Source, Target, Timing, Trigger, TriggerKind, Zone,
};
use crate::games::thrones::state::lasting::{self, Effect as Lasting};
use crate::games::thrones::state::text::{house_text, icon_text};
use crate::games::thrones::state::windows::{Ask, AskFn};
use crate::games::thrones::state::{CardIx, Thrones, card_of, other};

const CHALLENGES: &[PhaseTag] = &[PhaseTag::Challenges];

pub const ABILITIES: &[Ability] = &[
    Ability::new(
        "varys",
        Timing::Forced(TriggerKind::Entered),
        Zone::InPlay,
        varys_options,
        varys_resolve,
    ),
    Ability::new(
        "benjen-stark",
        Timing::Forced(TriggerKind::Killed),
        Zone::InPlay,
        benjen_options,
        benjen_resolve,
    ),
    Ability::new(
        "jon-snow",
        Timing::Forced(TriggerKind::Won),
        Zone::InPlay,
        jon_options,
        jon_resolve,
    ),
    Ability::new(
        "ser-barristan-selmy",
        Timing::Forced(TriggerKind::Entered),
        Zone::InPlay,
        barristan_options,
        barristan_resolve,
    ),
    Ability {
        kneel_self: true,
        ..Ability::new(
            "magister-illyrio",
            Timing::Action(CHALLENGES),
            Zone::InPlay,
            illyrio_options,
            illyrio_resolve,
        )
    },
    Ability {
        kneel_self: true,
        ..Ability::new(
            "shae",
            Timing::Action(CHALLENGES),
            Zone::InPlay,
            shae_options,
            shae_resolve,
        )
    },
    Ability::new(
        "the-iron-throne",
        Timing::Response(TriggerKind::Won),
        Zone::InPlay,
        throne_options,
        throne_resolve,
    ),
];

pub const ASKS: &[(&str, AskFn)] = &[("snowed-under", snowed_under_chosen), ("varys", varys_chosen)];

/// Varys (the rulebook's example of a static ability, L672-680): after he is played, his
/// controller must discard an Ally character from play — Varys himself when he is the only one.
fn varys_options(_: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    match ctx.trigger() {
        Some(Trigger::Entered { card, .. }) if *card == src.card => vec![Target::none()],
        _ => Vec::new(),
    }
}

fn varys_resolve(g: &mut Thrones, src: &Source, _: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let allies: Vec<CardIx> = super::common::all_characters(g)
        .into_iter()
        .filter(|&c| crate::games::thrones::state::statics::has_trait(g, c, "ally"))
        .collect();
    match allies.as_slice() {
        [] => {}
        [only] => super::common::discard_from_play(g, *only, log),
        _ => ask(
            g,
            Ask {
                seat: src.seat,
                key: "varys".into(),
                question: Text::new("thrones-q-varys"),
                items: allies,
                min: 1,
                max: 1,
                source: Some(src.card),
                n: 0,
            },
        ),
    }
}

fn varys_chosen(g: &mut Thrones, _: &Ask, chosen: &[CardIx], _: &mut GameRng, log: &mut Vec<LogEntry>) {
    for &c in chosen {
        super::common::discard_from_play(g, c, log);
    }
}

/// Benjen: after he is killed, each player shuffles its dead pile into its deck.
fn benjen_options(_: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    match ctx.trigger() {
        Some(Trigger::Killed { card, .. }) if *card == src.card => vec![Target::none()],
        _ => Vec::new(),
    }
}

fn benjen_resolve(g: &mut Thrones, src: &Source, _: &Target, _: Context, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    for s in 0..2 {
        let p = g.player_mut(s);
        let dead = std::mem::take(&mut p.dead);
        p.deck.extend(dead);
        rng.shuffle(&mut p.deck);
    }
    log.push(LogEntry::public(
        Text::new("thrones-log-dead-shuffled").text("why", by(src.card)),
    ));
}

/// Jon Snow: after his side wins a challenge he or Ghost took part in, he gains 1 power (it can
/// only help: always taken).
fn jon_options(g: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    let Some(Trigger::Won { winner }) = ctx.trigger() else {
        return Vec::new();
    };
    let Some(c) = &g.challenge else { return Vec::new() };
    let took_part = |id: &str| {
        c.attackers
            .iter()
            .chain(&c.defenders)
            .any(|&x| card_of(x).id == id && g.controller(x) == Some(src.seat))
    };
    if *winner == src.seat && (took_part("jon-snow") || took_part("ghost")) {
        vec![Target::none()]
    } else {
        Vec::new()
    }
}

fn jon_resolve(g: &mut Thrones, src: &Source, _: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    super::common::gain_power_on(g, src.card, 1, by(src.card), log);
}

/// Ser Barristan: after he enters play, each player shuffles its discard pile into its deck.
fn barristan_options(_: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    match ctx.trigger() {
        Some(Trigger::Entered { card, .. }) if *card == src.card => vec![Target::none()],
        _ => Vec::new(),
    }
}

fn barristan_resolve(
    g: &mut Thrones,
    src: &Source,
    _: &Target,
    _: Context,
    rng: &mut GameRng,
    log: &mut Vec<LogEntry>,
) {
    for s in 0..2 {
        let p = g.player_mut(s);
        let discard = std::mem::take(&mut p.discard);
        p.deck.extend(discard);
        rng.shuffle(&mut p.deck);
    }
    log.push(LogEntry::public(
        Text::new("thrones-log-discards-shuffled").text("why", by(src.card)),
    ));
}

/// Magister Illyrio: a challenge type; this phase the opponent pays 1 gold for each of its
/// challenges of that type.
fn illyrio_options(_: &Thrones, _: &Source, _: Context) -> Vec<Target> {
    Icon::ALL
        .into_iter()
        .map(|i| Target {
            icon: Some(i),
            ..Target::default()
        })
        .collect()
}

fn illyrio_resolve(g: &mut Thrones, src: &Source, t: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let Some(kind) = t.icon else { return };
    let tax = Lasting::ChallengeTax {
        payer: other(src.seat),
        to: src.seat,
        kind,
        gold: 1,
    };
    lasting::add(g, tax, Scope::Phase);
    log.push(LogEntry::public(
        Text::new("thrones-log-illyrio")
            .text("house", house_text(g, other(src.seat)))
            .text("kind", icon_text(kind)),
    ));
}

/// Shae: a standing character of a player with more power than Shae's controller.
fn shae_options(g: &Thrones, src: &Source, _: Context) -> Vec<Target> {
    let rival = other(src.seat);
    if g.player(rival).total_power() <= g.player(src.seat).total_power() {
        return Vec::new();
    }
    let standing: Vec<CardIx> = g
        .player(rival)
        .characters()
        .filter(|c| !c.knelt)
        .map(|c| c.card)
        .collect();
    targetable(g, src, standing).into_iter().map(Target::card).collect()
}

fn shae_resolve(g: &mut Thrones, src: &Source, t: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    if let Some(c) = t.first() {
        super::common::kneel(g, c, by(src.card), log);
    }
}

/// The Iron Throne: after its controller wins a challenge, it may stand or kneel it.
fn throne_options(g: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    match ctx.trigger() {
        Some(Trigger::Won { winner }) if *winner == src.seat && g.in_play(src.card).is_some() => vec![Target::none()],
        _ => Vec::new(),
    }
}

fn throne_resolve(g: &mut Thrones, src: &Source, _: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let knelt = g.in_play(src.card).is_some_and(|c| c.knelt);
    if knelt {
        super::common::stand(g, src.card, by(src.card), log);
    } else {
        super::common::kneel(g, src.card, by(src.card), log);
    }
}

/// Whether a standing Iron Throne forbids responses now (its own aside).
pub fn responses_locked(g: &Thrones, card: CardIx) -> bool {
    g.players.iter().flat_map(|p| &p.in_play).any(|c| {
        c.card != card
            && !c.knelt
            && card_of(c.card)
                .effects
                .iter()
                .any(|e| e.name() == "unit" && e.arg("name") == Some("the-iron-throne"))
    })
}

/// Snowed Under, at the start of standing: its controller picks a kneeling character or location
/// of each player; they return to their owners' hands.
pub fn start_of_standing(g: &mut Thrones) {
    for seat in [g.first, other(g.first)] {
        let has = g.plot(seat).is_some_and(|p| {
            p.effects
                .iter()
                .any(|e| e.name() == "unit" && e.arg("name") == Some("snowed-under"))
        });
        if !has {
            continue;
        }
        for whose in [seat, other(seat)] {
            let knelt: Vec<CardIx> = g
                .player(whose)
                .in_play
                .iter()
                .filter(|c| c.knelt)
                .map(|c| c.card)
                .collect();
            ask(
                g,
                Ask {
                    seat,
                    key: "snowed-under".into(),
                    question: Text::new("thrones-q-snowed-under").text("house", house_text(g, whose)),
                    items: knelt.clone(),
                    min: u8::from(!knelt.is_empty()),
                    max: 1,
                    source: None,
                    n: whose as u8,
                },
            );
        }
    }
}

fn snowed_under_chosen(g: &mut Thrones, _: &Ask, chosen: &[CardIx], _: &mut GameRng, log: &mut Vec<LogEntry>) {
    for &c in chosen {
        super::common::return_to_hand(g, c, Text::new("thrones-why-plot"), log);
    }
}

/// Plot units registered here (they act at a hook of the round, not as an ability).
pub const PLOT_UNITS: &[&str] = &["snowed-under"];
