//! The Lannister locations and events (issue 16): Lannisport, the Brothel, Call Their Bluff, I'm
//! You Writ Small, You've Killed the Wrong Dwarf! (The Lion's Will is a `kneel-target` formula.)

use super::common::{by, gain_power, gain_power_on, is_character, kneel, targetable};
use super::lannister::{ANY, CHALLENGES, DOMINANCE, all_standing, each, kneel_target, won_by};
use crate::engine::{GameRng, LogEntry, Text};
use crate::games::thrones::data::{House, Icon, data};
use crate::games::thrones::state::ability::{
    Ability, Context, Scope, Source, Target, Timing, Trigger, TriggerKind, Zone,
};
use crate::games::thrones::state::statics;
use crate::games::thrones::state::steps::may_attach;
use crate::games::thrones::state::text::{card_list, card_text, house_text};
use crate::games::thrones::state::windows;
use crate::games::thrones::state::{Attached, CardIx, Thrones, card_of, other};

pub const ABILITIES: &[Ability] = &[
    Ability {
        gold: 1,
        limit: Some((Scope::Challenge, 1)),
        ..Ability::new(
            "lannisport-city",
            Timing::Response(TriggerKind::Won),
            Zone::InPlay,
            lannisport_options,
            lannisport_resolve,
        )
    },
    Ability {
        kneel_self: true,
        ..Ability::new(
            "lannisport-brothel",
            Timing::Response(TriggerKind::Stood),
            Zone::InPlay,
            brothel_options,
            kneel_target,
        )
    },
    Ability {
        gold: 2,
        ..Ability::new(
            "call-their-bluff",
            Timing::Action(DOMINANCE),
            Zone::Hand,
            bluff_options,
            bluff_resolve,
        )
    },
    Ability::new(
        "im-you-writ-small",
        Timing::Action(CHALLENGES),
        Zone::Hand,
        writ_small_options,
        writ_small_resolve,
    ),
    Ability::new(
        "youve-killed-the-wrong-dwarf",
        Timing::Action(ANY),
        Zone::Hand,
        dwarf_options,
        dwarf_resolve,
    ),
];

// Lannisport (city): after you win an intrigue challenge, 1 gold: 1 power (once a challenge).

fn lannisport_options(g: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    match won_by(g, ctx, src.seat) {
        Some(c) if c.kind == Icon::Intrigue => vec![Target::none()],
        _ => Vec::new(),
    }
}

fn lannisport_resolve(g: &mut Thrones, src: &Source, _: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    gain_power(g, src.seat, 1, by(src.card), log);
}

// Lannisport Brothel: after a character stands in the standing phase, kneel the Brothel to kneel
// it again.

fn brothel_options(g: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    let Some(Trigger::Stood { cards }) = ctx.trigger() else {
        return Vec::new();
    };
    let stood: Vec<CardIx> = cards
        .iter()
        .copied()
        .filter(|&c| is_character(c) && g.in_play(c).is_some_and(|x| !x.knelt))
        .collect();
    each(targetable(g, src, stood))
}

// Call Their Bluff: dominance, 2 gold, name a card: the opponent shows their hand and discards
// every card of that name.

/// The card names `seat` may name: those of the opponent's deck list that `seat` can see now (in
/// play, in a discard or dead pile, in its own hand, or shown to it). A name never in sight is
/// not offered: a listed name must tell nothing the player could not see (ruling).
fn nameable(g: &Thrones, seat: crate::engine::Seat) -> Vec<u8> {
    let d = data();
    let opp = g.player(other(seat)).house;
    let in_their_deck = |t: usize| d.instances.iter().any(|i| i.card == t && i.house == opp);
    let mut seen: Vec<CardIx> = Vec::new();
    for p in &g.players {
        for c in &p.in_play {
            seen.push(c.card);
            seen.extend(c.attachments.iter().map(|a| a.card));
            seen.extend(&c.duplicates);
        }
        seen.extend(&p.discard);
        seen.extend(&p.dead);
        seen.extend(
            p.hand
                .iter()
                .chain(&p.deck)
                .filter(|&&c| g.shown_to(c, crate::engine::Viewer::Seat(seat))),
        );
    }
    seen.extend(&g.player(seat).hand);
    let mut names: Vec<u8> = seen
        .into_iter()
        .map(|c| d.instances[usize::from(c)].card)
        .filter(|&t| in_their_deck(t))
        .map(|t| t as u8)
        .collect();
    names.sort_unstable();
    names.dedup();
    names
}

fn bluff_options(g: &Thrones, src: &Source, _: Context) -> Vec<Target> {
    if g.player(other(src.seat)).hand.is_empty() {
        return Vec::new();
    }
    nameable(g, src.seat)
        .into_iter()
        .map(|t| Target {
            named: Some(t),
            ..Target::default()
        })
        .collect()
}

fn bluff_resolve(g: &mut Thrones, src: &Source, t: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let Some(named) = t.named else { return };
    let opp = other(src.seat);
    let hand = g.player(opp).hand.clone();
    log.push(LogEntry::public(
        Text::new("thrones-log-shows-hand")
            .text("house", house_text(g, opp))
            .num("n", hand.len() as i64)
            .list("cards", card_list(&hand))
            .text("why", by(src.card)),
    ));
    let d = data();
    let (gone, kept): (Vec<CardIx>, Vec<CardIx>) = hand
        .into_iter()
        .partition(|&c| d.instances[usize::from(c)].card == usize::from(named));
    let p = g.player_mut(opp);
    p.hand = kept.clone();
    p.discard.extend(&gone);
    g.show(&kept, None, true);
    log.push(LogEntry::public(
        Text::new("thrones-log-discards-named")
            .text("house", house_text(g, opp))
            .text(
                "name",
                Text::new(format!("thrones-card-{}", d.cards[usize::from(named)].id)),
            )
            .num("n", gone.len() as i64),
    ));
    windows::trigger(g, Trigger::Revealed { by: src.seat });
}

// I'm You Writ Small: challenges, attach it to one of your Lannister characters (+2 STR: its
// `str(to=attached)` formula while it stays).

fn writ_small_options(g: &Thrones, src: &Source, _: Context) -> Vec<Target> {
    let hosts: Vec<CardIx> = g
        .player(src.seat)
        .characters()
        .map(|c| c.card)
        .filter(|&c| statics::is_house(c, House::Lannister) && may_attach(g, src.card, c))
        .collect();
    each(targetable(g, src, hosts))
}

fn writ_small_resolve(g: &mut Thrones, src: &Source, t: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let Some(host) = t.first() else { return };
    let Some(h) = g.in_play_mut(host) else { return };
    h.attachments.push(Attached {
        card: src.card,
        knelt: false,
    });
    log.push(LogEntry::public(
        Text::new("thrones-log-event-attached")
            .text("card", card_text(src.card))
            .text("host", card_text(host)),
    ));
    windows::trigger(
        g,
        Trigger::Attached {
            seat: src.seat,
            card: src.card,
            host,
        },
    );
}

// You've Killed the Wrong Dwarf!: any phase, kneel a non-Noble character; it gains 1 power.

fn dwarf_options(g: &Thrones, src: &Source, _: Context) -> Vec<Target> {
    let commoners: Vec<CardIx> = all_standing(g)
        .into_iter()
        .filter(|&c| !card_of(c).has_trait("noble"))
        .collect();
    each(targetable(g, src, commoners))
}

fn dwarf_resolve(g: &mut Thrones, src: &Source, t: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let Some(c) = t.first() else { return };
    if kneel(g, c, by(src.card), log) {
        gain_power_on(g, c, 1, by(src.card), log);
    }
}
