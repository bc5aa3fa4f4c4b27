//! The Stark cards with an ability of their own (the others are formulas in `cards.tsv`): what
//! each does, when it may be used and on what. Both Honor Guards (Stark's and Lannister's) share
//! one unit, here.

use super::common::{
    ask, by, deck_matching, is_character, kill, put_into_play, take_control, take_searched, targetable,
};
use crate::engine::{GameRng, LogEntry, Text};
use crate::games::thrones::data::{CardType, Icon, Keyword};
use crate::games::thrones::state::ability::{
    Ability, Context, PhaseTag, Scope, Source, Target, Timing, Trigger, TriggerKind, Zone,
};
use crate::games::thrones::state::lasting::{self, Effect as Lasting};
use crate::games::thrones::state::statics;
use crate::games::thrones::state::steps;
use crate::games::thrones::state::text::{card_text, house_text, plot_text};
use crate::games::thrones::state::windows::{self, Ask, AskFn};
use crate::games::thrones::state::{CardIx, InPlay, PlotIx, Step, Thrones, card_of, other};

const CHALLENGES: &[PhaseTag] = &[PhaseTag::Challenges];
const DOMINANCE: &[PhaseTag] = &[PhaseTag::Dominance];
const PLOT: &[PhaseTag] = &[PhaseTag::Plot];
const ANY: &[PhaseTag] = &[];

pub const ABILITIES: &[Ability] = &[
    Ability {
        kneel_self: true,
        warning: Some(super::common::warn_discarded),
        ..Ability::new(
            "ice",
            Timing::Action(CHALLENGES),
            Zone::InPlay,
            ice_options,
            ice_resolve,
        )
    },
    Ability::new(
        "catelyn-stark",
        Timing::Response(TriggerKind::Defended),
        Zone::InPlay,
        catelyn_options,
        catelyn_resolve,
    ),
    Ability {
        gold: 1,
        ..Ability::new(
            "arya-stark",
            Timing::Action(ANY),
            Zone::InPlay,
            arya_options,
            arya_resolve,
        )
    },
    Ability::new(
        "robb-stark",
        Timing::Response(TriggerKind::Won),
        Zone::InPlay,
        robb_options,
        kill_target,
    ),
    Ability::new(
        "sansa-stark",
        Timing::Forced(TriggerKind::Attached),
        Zone::InPlay,
        sansa_options,
        sansa_resolve,
    ),
    Ability {
        kneel_self: true,
        ..Ability::new(
            "greatjon-umber",
            Timing::Action(CHALLENGES),
            Zone::InPlay,
            greatjon_options,
            greatjon_resolve,
        )
    },
    Ability {
        kneel_self: true,
        limit: Some((Scope::Round, 3)),
        ..Ability::new(
            "bran-stark",
            Timing::Action(PLOT),
            Zone::InPlay,
            bran_options,
            bran_resolve,
        )
    },
    Ability {
        warning: Some(super::common::warn_opponent_controls),
        ..Ability::new(
            "honor-guard",
            Timing::Action(CHALLENGES),
            Zone::Hand,
            crate::games::thrones::state::ability::no_choice,
            honor_guard_enters,
        )
    },
    Ability::new(
        "honor-guard",
        Timing::Forced(TriggerKind::Won),
        Zone::InPlay,
        honor_guard_return_options,
        honor_guard_returns,
    ),
    Ability::new(
        "kennel-master",
        Timing::Save,
        Zone::InPlay,
        kennel_options,
        kennel_resolve,
    ),
    Ability::new(
        "trident-reinforcements",
        Timing::Action(DOMINANCE),
        Zone::Dead,
        trident_options,
        trident_resolve,
    ),
    Ability {
        gold: 1,
        ..Ability::new(
            "winterfell-reserves",
            Timing::Response(TriggerKind::Defended),
            Zone::InPlay,
            reserves_options,
            reserves_resolve,
        )
    },
    Ability {
        gold: 1,
        kneel_self: true,
        ..Ability::new(
            "winterfell-kennels",
            Timing::Action(ANY),
            Zone::InPlay,
            crate::games::thrones::state::ability::no_choice,
            kennels_resolve,
        )
    },
    Ability {
        gold: 3,
        ..Ability::new(
            "bran-the-builders-legacy",
            Timing::Action(DOMINANCE),
            Zone::Hand,
            crate::games::thrones::state::ability::no_choice,
            builders_resolve,
        )
    },
    Ability::new(
        "guilty",
        Timing::Action(DOMINANCE),
        Zone::Hand,
        guilty_options,
        guilty_resolve,
    ),
];

pub const ASKS: &[(&str, AskFn)] = &[("stark-search", take_searched), ("stark-build", build_chosen)];

/// Every character in the challenge under way (attackers and defenders still in play).
pub fn participants(g: &Thrones) -> Vec<CardIx> {
    g.challenge.as_ref().map_or_else(Vec::new, |c| {
        c.attackers
            .iter()
            .chain(&c.defenders)
            .copied()
            .filter(|&x| g.in_play(x).is_some())
            .collect()
    })
}

/// The challenge under way has passed its declarations (actions then target participants).
fn declared(g: &Thrones) -> bool {
    g.challenge
        .as_ref()
        .is_some_and(|c| matches!(c.step, Step::AfterAttackers | Step::AfterDefenders))
}

fn kill_target(g: &mut Thrones, _: &Source, t: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    kill(g, t.cards.clone(), true, log);
}

/// Ice: on a character in the challenge, kneel and discard it to kill another participant.
fn ice_options(g: &Thrones, src: &Source, _: Context) -> Vec<Target> {
    let Some((host, _)) = g.host_of(src.card) else {
        return Vec::new();
    };
    let host = host.card;
    let all = participants(g);
    if !declared(g) || !all.contains(&host) {
        return Vec::new();
    }
    let others = all.into_iter().filter(|&c| c != host).collect();
    targetable(g, src, others).into_iter().map(Target::card).collect()
}

fn ice_resolve(g: &mut Thrones, src: &Source, t: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    super::generic::discard_attachment(g, src.card);
    kill(g, t.cards.clone(), true, log);
}

fn catelyn_options(g: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    match ctx.trigger() {
        Some(Trigger::Defended { cards }) if cards.contains(&src.card) => targetable(g, src, participants(g))
            .into_iter()
            .map(Target::card)
            .collect(),
        _ => Vec::new(),
    }
}

fn catelyn_resolve(g: &mut Thrones, src: &Source, t: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    if let Some(c) = t.first() {
        lasting::add(g, Lasting::StrIgnored { card: c }, Scope::Challenge);
        log.push(LogEntry::public(
            Text::new("thrones-log-str-ignored")
                .text("card", card_text(c))
                .text("why", by(src.card)),
        ));
    }
}

/// Arya: a character with stealth or renown (not Arya) to take them from.
fn arya_options(g: &Thrones, src: &Source, _: Context) -> Vec<Target> {
    let others: Vec<CardIx> = super::common::all_characters(g)
        .into_iter()
        .filter(|&c| c != src.card)
        .filter(|&c| statics::has_keyword(g, c, Keyword::Stealth) || statics::has_keyword(g, c, Keyword::Renown))
        .collect();
    targetable(g, src, others).into_iter().map(Target::card).collect()
}

fn arya_resolve(g: &mut Thrones, src: &Source, t: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let Some(from) = t.first() else { return };
    for kw in [Keyword::Stealth, Keyword::Renown] {
        if statics::has_keyword(g, from, kw) {
            lasting::add(
                g,
                Lasting::Keyword {
                    card: from,
                    keyword: kw,
                    gain: false,
                },
                Scope::Phase,
            );
            lasting::add(
                g,
                Lasting::Keyword {
                    card: src.card,
                    keyword: kw,
                    gain: true,
                },
                Scope::Phase,
            );
        }
    }
    log.push(LogEntry::public(
        Text::new("thrones-log-keywords-taken")
            .text("card", card_text(src.card))
            .text("from", card_text(from)),
    ));
}

/// Robb: after his side wins a military challenge he took part in, a character of the loser.
fn robb_options(g: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    let Some(Trigger::Won { winner }) = ctx.trigger() else {
        return Vec::new();
    };
    let Some(c) = &g.challenge else { return Vec::new() };
    let took_part = c.attackers.contains(&src.card) || c.defenders.contains(&src.card);
    if *winner != src.seat || c.kind != Icon::Military || !took_part {
        return Vec::new();
    }
    targetable(g, src, steps::characters(g, other(src.seat)))
        .into_iter()
        .map(Target::card)
        .collect()
}

fn sansa_options(_: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    match ctx.trigger() {
        Some(Trigger::Attached { host, .. }) if *host == src.card => vec![Target::none()],
        _ => Vec::new(),
    }
}

/// The player who attached the card draws (it can only help them: always taken).
fn sansa_resolve(g: &mut Thrones, _: &Source, _: &Target, ctx: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    if let Some(Trigger::Attached { seat, .. }) = ctx.trigger() {
        steps::draw(g, *seat, 1, log);
    }
}

/// Greatjon: joins his controller's side of a military or power challenge.
fn greatjon_options(g: &Thrones, src: &Source, _: Context) -> Vec<Target> {
    let Some(c) = &g.challenge else { return Vec::new() };
    let in_it = c.attackers.contains(&src.card) || c.defenders.contains(&src.card);
    if !declared(g) || in_it || c.kind == Icon::Intrigue {
        return Vec::new();
    }
    vec![Target::none()]
}

fn greatjon_resolve(g: &mut Thrones, src: &Source, _: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let Some(c) = g.challenge.as_mut() else { return };
    if c.attacker == src.seat {
        c.attackers.push(src.card);
    } else {
        c.defenders.push(src.card);
    }
    log.push(LogEntry::public(
        Text::new("thrones-log-joins-challenge").text("card", card_text(src.card)),
    ));
}

/// Bran: another plot of his controller's plot deck in place of the revealed one.
fn bran_options(g: &Thrones, src: &Source, _: Context) -> Vec<Target> {
    if !matches!(g.phase, crate::games::thrones::state::Phase::PlotEnd) {
        return Vec::new();
    }
    g.player(src.seat)
        .plot_deck
        .iter()
        .map(|&q| Target {
            plot: Some(q),
            ..Target::default()
        })
        .collect()
}

fn bran_resolve(g: &mut Thrones, src: &Source, t: &Target, _: Context, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    let Some(q) = t.plot else { return };
    let seat = src.seat;
    let p = g.player_mut(seat);
    p.plot_deck.retain(|&x| x != q);
    if let Some(old) = p.plot.replace(q as PlotIx) {
        p.used_plots.push(old);
    }
    if p.plot_deck.is_empty() {
        p.plot_deck = std::mem::take(&mut p.used_plots);
        p.plot_deck.sort_unstable();
    }
    log.push(LogEntry::public(
        Text::new("thrones-log-plot-replaced")
            .text("house", house_text(g, seat))
            .text("plot", plot_text(q))
            .text("why", by(src.card)),
    ));
    if let Some(e) = g
        .plot(seat)
        .and_then(|p| p.effects.iter().find(|e| e.name() == "when-revealed"))
    {
        super::plots::resolve(g, seat, e, rng, log);
    }
}

/// An Honor Guard enters play from its owner's hand under the opponent's control.
fn honor_guard_enters(g: &mut Thrones, src: &Source, _: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    put_into_play(g, src.seat, other(src.seat), src.card, log);
}

/// It goes back to its owner when the player controlling it wins a challenge with it.
fn honor_guard_return_options(g: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    let Some(Trigger::Won { winner }) = ctx.trigger() else {
        return Vec::new();
    };
    let Some(c) = &g.challenge else { return Vec::new() };
    let side = if *winner == c.attacker {
        &c.attackers
    } else {
        &c.defenders
    };
    let returns = *winner == src.seat && g.owner(src.card) != src.seat && side.contains(&src.card);
    if returns { vec![Target::none()] } else { Vec::new() }
}

fn honor_guard_returns(
    g: &mut Thrones,
    src: &Source,
    _: &Target,
    _: Context,
    _: &mut GameRng,
    log: &mut Vec<LogEntry>,
) {
    let owner = g.owner(src.card);
    take_control(g, owner, src.card, by(src.card), log);
}

/// Kennel Master: with 3 Direwolves of its controller, it returns to hand instead of dying.
fn kennel_options(g: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    if ctx.dying() != Some(src.card) {
        return Vec::new();
    }
    let wolves = g
        .player(src.seat)
        .in_play
        .iter()
        .map(|c| {
            usize::from(card_of(c.card).has_trait("direwolf"))
                + c.attachments
                    .iter()
                    .filter(|a| card_of(a.card).has_trait("direwolf"))
                    .count()
        })
        .sum::<usize>();
    if wolves >= 3 { vec![Target::none()] } else { Vec::new() }
}

fn kennel_resolve(g: &mut Thrones, src: &Source, _: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    crate::games::thrones::state::steps::saved(g, src.card, by(src.card), log);
    super::common::return_to_hand(g, src.card, by(src.card), log);
}

fn trident_options(g: &Thrones, src: &Source, _: Context) -> Vec<Target> {
    let dead = &g.player(src.seat).dead;
    let characters = dead.iter().filter(|&&c| is_character(c)).count();
    if dead.contains(&src.card) && characters >= 3 {
        vec![Target::none()]
    } else {
        Vec::new()
    }
}

fn trident_resolve(g: &mut Thrones, src: &Source, _: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let p = g.player_mut(src.seat);
    p.dead.retain(|&c| c != src.card);
    p.hand.push(src.card);
    g.show(&[src.card], None, true);
    log.push(LogEntry::public(
        Text::new("thrones-log-back-from-dead")
            .text("house", house_text(g, src.seat))
            .text("card", card_text(src.card)),
    ));
}

/// Winterfell Reserves: the top card of either discard pile back on top of its owner's deck.
fn reserves_options(g: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    match ctx.trigger() {
        Some(Trigger::Defended { cards }) if cards.contains(&src.card) => (0..2)
            .filter_map(|s| g.player(s).discard.last().copied())
            .map(Target::card)
            .collect(),
        _ => Vec::new(),
    }
}

fn reserves_resolve(g: &mut Thrones, _: &Source, t: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let Some(c) = t.first() else { return };
    let owner = g.owner(c);
    let p = g.player_mut(owner);
    if p.discard.last() == Some(&c) {
        p.discard.pop();
        p.deck.push(c);
        log.push(LogEntry::public(
            Text::new("thrones-log-discard-to-deck").text("card", card_text(c)),
        ));
    }
}

/// Winterfell Kennels: a Direwolf from the deck. Offered whatever the deck holds (its contents
/// are hidden): the search may find nothing.
fn kennels_resolve(g: &mut Thrones, src: &Source, _: &Target, _: Context, _: &mut GameRng, _: &mut Vec<LogEntry>) {
    let items = deck_matching(g, src.seat, |c| card_of(c).has_trait("direwolf"));
    ask(g, search(src.seat, "stark-search", items));
}

fn search(seat: usize, key: &str, items: Vec<CardIx>) -> Ask {
    Ask {
        seat,
        key: key.into(),
        question: Text::new("thrones-q-plot-search"),
        items,
        min: 0,
        max: 1,
        source: None,
        n: 0,
    }
}

/// Bran the Builder's Legacy: a location costing 2 or less, from the deck into play.
fn builders_resolve(g: &mut Thrones, src: &Source, _: &Target, _: Context, _: &mut GameRng, _: &mut Vec<LogEntry>) {
    let items = deck_matching(g, src.seat, |c| {
        card_of(c).kind == CardType::Location
            && card_of(c).cost <= 2
            && !(card_of(c).unique && steps::name_blocked(g, src.seat, c))
    });
    ask(g, search(src.seat, "stark-build", items));
}

fn build_chosen(g: &mut Thrones, a: &Ask, chosen: &[CardIx], rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    for &c in chosen {
        let deck = &mut g.player_mut(a.seat).deck;
        if let Some(i) = deck.iter().position(|&d| d == c) {
            deck.remove(i);
            g.player_mut(a.seat).in_play.push(InPlay::new(c));
            log.push(LogEntry::public(
                Text::new("thrones-log-put-into-play")
                    .text("house", house_text(g, a.seat))
                    .text("card", card_text(c)),
            ));
            windows::trigger(g, Trigger::Entered { seat: a.seat, card: c });
        }
    }
    rng.shuffle(&mut g.player_mut(a.seat).deck);
}

/// Guilty!: one of its player's standing Noble characters (to kneel) and a non-Stark character.
fn guilty_options(g: &Thrones, src: &Source, _: Context) -> Vec<Target> {
    let nobles: Vec<CardIx> = g
        .player(src.seat)
        .characters()
        .filter(|c| !c.knelt && statics::has_trait(g, c.card, "noble"))
        .map(|c| c.card)
        .collect();
    let victims: Vec<CardIx> = super::common::all_characters(g)
        .into_iter()
        .filter(|&c| !statics::is_house(c, crate::games::thrones::data::House::Stark))
        .filter(|&c| statics::may_be_killed(g, c))
        .collect();
    let victims = targetable(g, src, victims);
    nobles
        .iter()
        .flat_map(|&n| {
            victims
                .iter()
                .filter(move |&&v| v != n)
                .map(move |&v| Target::cards(vec![n, v]))
        })
        .collect()
}

fn guilty_resolve(g: &mut Thrones, src: &Source, t: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    if let [noble, victim] = t.cards[..] {
        super::common::kneel(g, noble, by(src.card), log);
        kill(g, vec![victim], true, log);
    }
}
