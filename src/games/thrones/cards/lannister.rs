//! The Lannister characters' abilities (issue 16), each registered under its data row's unit
//! name, and the questions they ask. Responses that ask nothing and can only help their
//! controller resolve by themselves (ruling 15); the others are offered in the response windows.
//! The locations and events are in `lannister_cards.rs`.

use super::common::{
    all_characters, ask, by, discard_from_play, draw, gain_power_on, is_character, kill, kneel, stand, strength,
    targetable,
};
use crate::engine::{GameRng, LogEntry, Seat, Text};
use crate::games::thrones::data::Icon;
use crate::games::thrones::state::ability::{
    Ability, Context, PhaseTag, Scope, Source, Target, Timing, Trigger, TriggerKind, Zone,
};
use crate::games::thrones::state::lasting::{self, Effect as Lasting};
use crate::games::thrones::state::statics;
use crate::games::thrones::state::text::{card_text, house_text};
use crate::games::thrones::state::windows::{Ask, AskFn};
use crate::games::thrones::state::{CardIx, Challenge, Thrones, card_of, other};

pub(super) const ANY: &[PhaseTag] = &[];
pub(super) const MARSHALLING: &[PhaseTag] = &[PhaseTag::Marshalling];
pub(super) const CHALLENGES: &[PhaseTag] = &[PhaseTag::Challenges];
pub(super) const DOMINANCE: &[PhaseTag] = &[PhaseTag::Dominance];

pub const ABILITIES: &[Ability] = &[
    Ability {
        limit: Some((Scope::Round, 3)),
        ..Ability::new(
            "joffrey-baratheon",
            Timing::Forced(TriggerKind::Killed),
            Zone::InPlay,
            joffrey_options,
            joffrey_resolve,
        )
    },
    Ability {
        gold: 1,
        limit: Some((Scope::Challenge, 1)),
        ..Ability::new(
            "tyrion-lannister",
            Timing::Response(TriggerKind::Won),
            Zone::InPlay,
            tyrion_options,
            tyrion_resolve,
        )
    },
    Ability {
        gold: 2,
        kneel_self: true,
        ..Ability::new(
            "cersei-lannister",
            Timing::Action(DOMINANCE),
            Zone::InPlay,
            cersei_options,
            cersei_resolve,
        )
    },
    Ability::new(
        "tywin-lannister",
        Timing::Forced(TriggerKind::MarshallingBegins),
        Zone::InPlay,
        in_play_options,
        tywin_resolve,
    ),
    Ability {
        kneel_self: true,
        ..Ability::new(
            "ser-ilyn-payne",
            Timing::Action(MARSHALLING),
            Zone::InPlay,
            ilyn_options,
            kill_target,
        )
    },
    Ability::new(
        "the-hound",
        Timing::Forced(TriggerKind::DominanceBegins),
        Zone::InPlay,
        in_play_options,
        hound_resolve,
    ),
    Ability {
        limit: Some((Scope::Challenge, 1)),
        ..Ability::new(
            "chella",
            Timing::Response(TriggerKind::Won),
            Zone::InPlay,
            chella_options,
            chella_resolve,
        )
    },
    Ability {
        gold: 2,
        ..Ability::new("bronn", Timing::Action(ANY), Zone::InPlay, bronn_options, bronn_resolve)
    },
    Ability {
        limit: Some((Scope::Phase, 3)),
        ..Ability::new(
            "grand-maester-pycelle",
            Timing::Forced(TriggerKind::Revealed),
            Zone::InPlay,
            pycelle_options,
            pycelle_resolve,
        )
    },
    Ability {
        gold: 1,
        ..Ability::new(
            "raff-the-sweetling",
            Timing::Action(ANY),
            Zone::InPlay,
            raff_options,
            raff_resolve,
        )
    },
    Ability::new(
        "ser-jacelyn-bywater",
        Timing::Forced(TriggerKind::Killed),
        Zone::InPlay,
        jacelyn_options,
        jacelyn_resolve,
    ),
    Ability::new(
        "enemy-informer",
        Timing::Response(TriggerKind::Entered),
        Zone::InPlay,
        informer_options,
        kneel_target,
    ),
    Ability::new(
        "qyburns-informers",
        Timing::Forced(TriggerKind::Won),
        Zone::InPlay,
        qyburn_options,
        qyburn_resolve,
    ),
    Ability::new(
        "cerseis-attendant",
        Timing::Forced(TriggerKind::Killed),
        Zone::InPlay,
        attendant_options,
        attendant_resolve,
    ),
    Ability {
        gold: 2,
        ..Ability::new(
            "ser-gregor-clegane",
            Timing::Action(ANY),
            Zone::InPlay,
            gregor_options,
            gregor_resolve,
        )
    },
];

pub const ASKS: &[(&str, AskFn)] = &[
    ("the-hound", hound_chosen),
    ("raff-the-sweetling", raff_chosen),
    ("cerseis-attendant", attendant_chosen),
];

// Shared by the Lannister cards and the neutral events.

/// The challenge `seat` just won (in the response window of its Won trigger).
pub(super) fn won_by<'a>(g: &'a Thrones, ctx: Context, seat: Seat) -> Option<&'a Challenge> {
    match ctx.trigger() {
        Some(Trigger::Won { winner }) if *winner == seat => g.challenge.as_ref(),
        _ => None,
    }
}

/// The participants of `seat`'s side of a challenge still in play under `seat`.
pub(super) fn side(g: &Thrones, c: &Challenge, seat: Seat) -> Vec<CardIx> {
    let cards = if seat == c.attacker { &c.attackers } else { &c.defenders };
    cards
        .iter()
        .copied()
        .filter(|&x| g.controller(x) == Some(seat))
        .collect()
}

/// Whether `card` takes part in the challenge (either side).
pub(super) fn took_part(c: &Challenge, card: CardIx) -> bool {
    c.attackers.contains(&card) || c.defenders.contains(&card)
}

/// Every standing character in play.
pub(super) fn all_standing(g: &Thrones) -> Vec<CardIx> {
    all_characters(g)
        .into_iter()
        .filter(|&c| g.in_play(c).is_some_and(|x| !x.knelt))
        .collect()
}

/// One target per card.
pub(super) fn each(cards: Vec<CardIx>) -> Vec<Target> {
    cards.into_iter().map(Target::card).collect()
}

/// A question to `seat` about `items`, from `source`.
pub(super) fn question(seat: Seat, key: &str, question: Text, items: Vec<CardIx>, max: u8, source: CardIx) -> Ask {
    Ask {
        seat,
        key: key.into(),
        question,
        items,
        min: 0,
        max,
        source: Some(source),
        n: 0,
    }
}

/// "{card}: its ability resolves" (for abilities that resolve by themselves).
pub(super) fn resolves(card: CardIx, log: &mut Vec<LogEntry>) {
    log.push(LogEntry::public(
        Text::new("thrones-log-ability-resolves").text("card", card_text(card)),
    ));
}

pub(super) fn in_play_options(g: &Thrones, src: &Source, _: Context) -> Vec<Target> {
    if g.in_play(src.card).is_some() {
        vec![Target::none()]
    } else {
        Vec::new()
    }
}

pub(super) fn kneel_target(
    g: &mut Thrones,
    src: &Source,
    t: &Target,
    _: Context,
    _: &mut GameRng,
    log: &mut Vec<LogEntry>,
) {
    if let Some(c) = t.first() {
        kneel(g, c, by(src.card), log);
    }
}

pub(super) fn kill_target(
    g: &mut Thrones,
    _: &Source,
    t: &Target,
    _: Context,
    _: &mut GameRng,
    log: &mut Vec<LogEntry>,
) {
    kill(g, t.cards.clone(), true, log);
}

/// Characters an ability of `src` may kill among `cards`.
pub(super) fn killable(g: &Thrones, src: &Source, cards: Vec<CardIx>) -> Vec<CardIx> {
    targetable(g, src, cards)
        .into_iter()
        .filter(|&c| statics::may_be_killed(g, c))
        .collect()
}

// Joffrey Baratheon: after a Lord or Lady is killed, he gains 1 power (3 times a round).

fn joffrey_options(g: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    let Some(Trigger::Killed { card, .. }) = ctx.trigger() else {
        return Vec::new();
    };
    let c = card_of(*card);
    if g.in_play(src.card).is_some() && (c.has_trait("lord") || c.has_trait("lady")) {
        vec![Target::none()]
    } else {
        Vec::new()
    }
}

fn joffrey_resolve(g: &mut Thrones, src: &Source, _: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    gain_power_on(g, src.card, 1, by(src.card), log);
}

// Tyrion Lannister: after you win an intrigue challenge or one he took part in, 1 gold: draw 1.

fn tyrion_options(g: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    match won_by(g, ctx, src.seat) {
        Some(c) if (c.kind == Icon::Intrigue || took_part(c, src.card)) && !g.player(src.seat).deck.is_empty() => {
            vec![Target::none()]
        }
        _ => Vec::new(),
    }
}

fn tyrion_resolve(g: &mut Thrones, src: &Source, _: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    draw(g, src.seat, 1, log);
}

// Cersei Lannister: dominance, kneel her and pay 2 gold: a character kneels and does not stand
// this round.

fn cersei_options(g: &Thrones, src: &Source, _: Context) -> Vec<Target> {
    let others: Vec<CardIx> = all_characters(g).into_iter().filter(|&c| c != src.card).collect();
    each(targetable(g, src, others))
}

fn cersei_resolve(g: &mut Thrones, src: &Source, t: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let Some(c) = t.first() else { return };
    kneel(g, c, by(src.card), log);
    lasting::add(g, Lasting::NoStand { card: c }, Scope::Round);
    log.push(LogEntry::public(
        Text::new("thrones-log-no-stand-this-round")
            .text("card", card_text(c))
            .text("why", by(src.card)),
    ));
}

// Tywin Lannister: at the start of each marshalling phase, 2 gold from the pool (ruling: into
// his controller's gold pool).

/// Gold Tywin brings at the start of each marshalling phase.
pub const TYWIN_GOLD: u16 = 2;

fn tywin_resolve(g: &mut Thrones, src: &Source, _: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    g.player_mut(src.seat).gold += TYWIN_GOLD;
    log.push(LogEntry::public(
        Text::new("thrones-log-gains-gold")
            .text("house", house_text(g, src.seat))
            .num("n", i64::from(TYWIN_GOLD))
            .text("why", by(src.card))
            .num("gold", i64::from(g.player(src.seat).gold)),
    ));
}

// Ser Ilyn Payne: marshalling, kneel him to kill a character with 2 STR or less.

fn ilyn_options(g: &Thrones, src: &Source, _: Context) -> Vec<Target> {
    let weak: Vec<CardIx> = all_characters(g).into_iter().filter(|&c| strength(g, c) <= 2).collect();
    each(killable(g, src, weak))
}

// The Hound: at the start of dominance, discard the top card of your deck or discard him.

fn hound_resolve(g: &mut Thrones, src: &Source, _: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    resolves(src.card, log);
    if g.player(src.seat).deck.is_empty() {
        discard_from_play(g, src.card, log);
        return;
    }
    ask(
        g,
        question(
            src.seat,
            "the-hound",
            Text::new("thrones-q-the-hound"),
            vec![src.card],
            1,
            src.card,
        ),
    );
}

/// The Hound chosen: he is discarded; nothing chosen: the top card of the deck is.
fn hound_chosen(g: &mut Thrones, a: &Ask, chosen: &[CardIx], _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let Some(hound) = a.source else { return };
    if chosen.contains(&hound) || g.player(a.seat).deck.is_empty() {
        discard_from_play(g, hound, log);
    } else {
        discard_top(g, a.seat, by(hound), log);
    }
}

/// The top card of `seat`'s deck goes to its discard pile, shown to all.
fn discard_top(g: &mut Thrones, seat: Seat, why: Text, log: &mut Vec<LogEntry>) {
    let Some(top) = g.player_mut(seat).deck.pop() else {
        return;
    };
    g.player_mut(seat).discard.push(top);
    log.push(LogEntry::public(
        Text::new("thrones-log-discards-top")
            .text("house", house_text(g, seat))
            .text("card", card_text(top))
            .text("why", why),
    ));
}

// Chella: after you win a challenge a Clansman took part in, pay a location's cost to return it
// to its owner's hand.

fn chella_options(g: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    let Some(c) = won_by(g, ctx, src.seat) else {
        return Vec::new();
    };
    let clansman = c
        .attackers
        .iter()
        .chain(&c.defenders)
        .any(|&x| card_of(x).has_trait("clansman"));
    if !clansman {
        return Vec::new();
    }
    let gold = g.player(src.seat).gold;
    let locations: Vec<CardIx> = (0..2)
        .flat_map(|s| g.player(s).in_play.iter().map(|x| x.card))
        .filter(|&x| !is_character(x) && u16::from(card_of(x).cost) <= gold)
        .collect();
    each(targetable(g, src, locations))
}

fn chella_resolve(g: &mut Thrones, src: &Source, t: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let Some(loc) = t.first() else { return };
    let cost = u16::from(card_of(loc).cost);
    let p = g.player_mut(src.seat);
    p.gold = p.gold.saturating_sub(cost);
    log.push(LogEntry::public(
        Text::new("thrones-log-pays")
            .text("house", house_text(g, src.seat))
            .num("gold", i64::from(cost))
            .text("why", by(src.card)),
    ));
    super::common::return_to_hand(g, loc, by(src.card), log);
}

// Bronn: any phase, 2 gold: this phase, while he kneels, he stands instead of a character being
// killed.

fn bronn_options(g: &Thrones, src: &Source, _: Context) -> Vec<Target> {
    let unguarded: Vec<CardIx> = all_characters(g)
        .into_iter()
        .filter(|&c| {
            !lasting::holds(g, |e| {
                *e == Lasting::StandsInstead {
                    guard: src.card,
                    card: c,
                }
            })
        })
        .collect();
    each(targetable(g, src, unguarded))
}

fn bronn_resolve(g: &mut Thrones, src: &Source, t: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let Some(c) = t.first() else { return };
    lasting::add(
        g,
        Lasting::StandsInstead {
            guard: src.card,
            card: c,
        },
        Scope::Phase,
    );
    log.push(LogEntry::public(
        Text::new("thrones-log-guards")
            .text("guard", card_text(src.card))
            .text("card", card_text(c)),
    ));
}

// Grand Maester Pycelle: after an opponent's effect reveals cards, reveal your top card and take
// it into hand (3 times a phase).

fn pycelle_options(g: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    match ctx.trigger() {
        Some(Trigger::Revealed { by }) if *by != src.seat && g.in_play(src.card).is_some() => {
            if g.player(src.seat).deck.is_empty() {
                Vec::new()
            } else {
                vec![Target::none()]
            }
        }
        _ => Vec::new(),
    }
}

fn pycelle_resolve(g: &mut Thrones, src: &Source, _: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let Some(top) = g.player_mut(src.seat).deck.pop() else {
        return;
    };
    g.player_mut(src.seat).hand.push(top);
    g.show(&[top], None, true);
    log.push(LogEntry::public(
        Text::new("thrones-log-reveals-top")
            .text("house", house_text(g, src.seat))
            .text("card", card_text(top))
            .text("why", by(src.card)),
    ));
}

// Raff the Sweetling: any phase, 1 gold: look at the opponent's top card, leave it or put it at
// the bottom. Only Raff's controller reads the card.

fn raff_options(g: &Thrones, src: &Source, _: Context) -> Vec<Target> {
    if g.player(other(src.seat)).deck.is_empty() {
        Vec::new()
    } else {
        vec![Target::none()]
    }
}

fn raff_resolve(g: &mut Thrones, src: &Source, _: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let opp = other(src.seat);
    let Some(&top) = g.player(opp).deck.last() else { return };
    g.show(&[top], Some(src.seat), false);
    log.push(LogEntry::private(
        src.seat,
        Text::new("thrones-log-you-look-top")
            .text("house", house_text(g, opp))
            .text("card", card_text(top)),
    ));
    ask(
        g,
        question(
            src.seat,
            "raff-the-sweetling",
            Text::new("thrones-q-raff-the-sweetling").text("house", house_text(g, opp)),
            vec![top],
            1,
            src.card,
        ),
    );
}

/// The card chosen goes to the bottom of its deck; nothing chosen, it stays on top.
fn raff_chosen(g: &mut Thrones, a: &Ask, chosen: &[CardIx], _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let opp = other(a.seat);
    let bottom = match chosen.first() {
        Some(&c) if g.player(opp).deck.last() == Some(&c) => {
            let deck = &mut g.player_mut(opp).deck;
            deck.pop();
            deck.insert(0, c);
            true
        }
        _ => false,
    };
    log.push(LogEntry::public(
        Text::new("thrones-log-looks-top")
            .text("house", house_text(g, a.seat))
            .text("owner", house_text(g, opp))
            .num("bottom", i64::from(bottom)),
    ));
}

// Ser Jacelyn Bywater (immune to character abilities: a formula): after he is killed, the
// opponent discards a card at random.

fn jacelyn_options(_: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    match ctx.trigger() {
        Some(Trigger::Killed { card, .. }) if *card == src.card => vec![Target::none()],
        _ => Vec::new(),
    }
}

fn jacelyn_resolve(g: &mut Thrones, src: &Source, _: &Target, _: Context, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    let opp = other(src.seat);
    let hand = &mut g.player_mut(opp).hand;
    if hand.is_empty() {
        return;
    }
    let c = hand.remove(rng.below(hand.len()));
    g.player_mut(opp).discard.push(c);
    log.push(LogEntry::public(
        Text::new("thrones-log-discards-at-random")
            .text("house", house_text(g, opp))
            .text("card", card_text(c))
            .text("why", by(src.card)),
    ));
}

// Enemy Informer: after you play it from hand, kneel a character of your choice.

fn informer_options(g: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    match ctx.trigger() {
        Some(Trigger::Entered { seat, card }) if *card == src.card && *seat == src.seat => {
            each(targetable(g, src, all_standing(g)))
        }
        _ => Vec::new(),
    }
}

// Qyburn's Informers: after you win an intrigue challenge it took part in, draw 2 cards.

fn qyburn_options(g: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    match won_by(g, ctx, src.seat) {
        Some(c) if c.kind == Icon::Intrigue && side(g, c, src.seat).contains(&src.card) => vec![Target::none()],
        _ => Vec::new(),
    }
}

fn qyburn_resolve(g: &mut Thrones, src: &Source, _: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    resolves(src.card, log);
    draw(g, src.seat, 2, log);
}

// Cersei's Attendant: after Cersei Lannister or a Cersei's Attendant is killed (itself too), kneel
// a character of your choice (ruling: asked at once, and may be declined).

fn attendant_options(g: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    let Some(Trigger::Killed { card, .. }) = ctx.trigger() else {
        return Vec::new();
    };
    let id = card_of(*card).id;
    let here = g.in_play(src.card).is_some() || *card == src.card;
    if here && (id == "cersei-lannister" || id == "cerseis-attendant") && !all_standing(g).is_empty() {
        vec![Target::none()]
    } else {
        Vec::new()
    }
}

fn attendant_resolve(g: &mut Thrones, src: &Source, _: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    resolves(src.card, log);
    let items = targetable(g, src, all_standing(g));
    ask(
        g,
        question(
            src.seat,
            "cerseis-attendant",
            Text::new("thrones-q-kneel-one").text("card", card_text(src.card)),
            items,
            1,
            src.card,
        ),
    );
}

fn attendant_chosen(g: &mut Thrones, a: &Ask, chosen: &[CardIx], _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let Some(source) = a.source else { return };
    for &c in chosen {
        kneel(g, c, by(source), log);
    }
}

// Ser Gregor Clegane: while kneeling, any phase, 2 gold: kill a kneeling character with 2 STR or
// less, then he stands.

fn gregor_options(g: &Thrones, src: &Source, _: Context) -> Vec<Target> {
    if !g.in_play(src.card).is_some_and(|c| c.knelt) {
        return Vec::new();
    }
    let weak: Vec<CardIx> = all_characters(g)
        .into_iter()
        .filter(|&c| c != src.card && g.in_play(c).is_some_and(|x| x.knelt) && strength(g, c) <= 2)
        .collect();
    each(killable(g, src, weak))
}

fn gregor_resolve(g: &mut Thrones, src: &Source, t: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    kill(g, t.cards.clone(), true, log);
    stand(g, src.card, by(src.card), log);
}
