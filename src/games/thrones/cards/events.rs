//! The neutral events (issue 16), played from hand: the core pays their gold, moves them to the
//! discard pile and logs the play; here is what each does. Muster, Retreat, Support of the
//! Kingdom, Dance With Dragons, Seductive Promise and Westeros Bleeds are in neither deck (the
//! stand-in pool keeps them), so they never come up in a game; they work all the same.

use super::common::{
    ask_search, by, deck_matching, discard_from_play, gain_power_on, is_character, kill, kneel, take_control,
    take_searched, targetable,
};
use super::lannister::{ANY, CHALLENGES, DOMINANCE, MARSHALLING, each, killable, side, won_by};
use crate::engine::{GameRng, LogEntry, Seat, Text};
use crate::games::thrones::data::{House, Icon};
use crate::games::thrones::state::ability::{
    self, Ability, Context, Scope, Source, Target, Timing, Trigger, TriggerKind, Zone,
};
use crate::games::thrones::state::lasting::{self, Effect as Lasting};
use crate::games::thrones::state::statics;
use crate::games::thrones::state::text::{card_text, house_text};
use crate::games::thrones::state::windows::{Ask, AskFn};
use crate::games::thrones::state::{CardIx, Challenge, Thrones, card_of, other};

pub const ABILITIES: &[Ability] = &[
    Ability {
        limit: Some((Scope::Round, 1)),
        ..Ability::new(
            "winter-is-coming",
            Timing::Action(CHALLENGES),
            Zone::Hand,
            winter_options,
            winter_resolve,
        )
    },
    Ability::new(
        "kings-in-the-north",
        Timing::Response(TriggerKind::Dominance),
        Zone::Hand,
        kings_options,
        kings_resolve,
    ),
    Ability {
        limit: Some((Scope::Challenge, 1)),
        ..Ability::new(
            "lethal-counterattack",
            Timing::Action(CHALLENGES),
            Zone::Hand,
            lethal_options,
            lethal_resolve,
        )
    },
    Ability::new(
        "i-never-bet-against-my-family",
        Timing::Action(CHALLENGES),
        Zone::Hand,
        never_bet_options,
        never_bet_resolve,
    ),
    Ability::new(
        "insidious-ways",
        Timing::Action(CHALLENGES),
        Zone::Hand,
        insidious_options,
        insidious_resolve,
    ),
    Ability::new(
        "a-lannister-pays-his-debts",
        Timing::Response(TriggerKind::Won),
        Zone::Hand,
        debts_options,
        debts_resolve,
    ),
    Ability::new(
        "muster",
        Timing::Action(MARSHALLING),
        Zone::Hand,
        muster_options,
        muster_resolve,
    ),
    Ability::new(
        "retreat",
        Timing::Response(TriggerKind::Killed),
        Zone::Hand,
        retreat_options,
        retreat_resolve,
    ),
    Ability::new(
        "support-of-the-kingdom",
        Timing::Response(TriggerKind::Won),
        Zone::Hand,
        support_options,
        take_control_target,
    ),
    Ability {
        gold: 1,
        ..Ability::new(
            "dance-with-dragons",
            Timing::Action(ANY),
            Zone::Hand,
            ability::no_choice,
            dragons_resolve,
        )
    },
    Ability {
        limit: Some((Scope::Phase, 1)),
        ..Ability::new(
            "seductive-promise",
            Timing::Response(TriggerKind::Won),
            Zone::Hand,
            seductive_options,
            take_control_target,
        )
    },
    Ability {
        gold: 4,
        warning: Some(bleeds_warning),
        ..Ability::new(
            "westeros-bleeds",
            Timing::Action(DOMINANCE),
            Zone::Hand,
            bleeds_options,
            bleeds_resolve,
        )
    },
];

pub const ASKS: &[(&str, AskFn)] = &[("card-search", take_searched)];

/// Every pair of different cards of `cards` (the cost of "kneel 2 of your …").
fn pairs(cards: &[CardIx]) -> Vec<Vec<CardIx>> {
    let mut out = Vec::new();
    for (i, &a) in cards.iter().enumerate() {
        for &b in &cards[i + 1..] {
            out.push(vec![a, b]);
        }
    }
    out
}

/// The seat that plays Stark, if any.
fn stark_seat(g: &Thrones) -> Option<Seat> {
    (0..2).find(|&s| g.player(s).house == House::Stark)
}

fn claim_changed(g: &Thrones, seat: Seat, n: i8, why: Text, log: &mut Vec<LogEntry>) {
    log.push(LogEntry::public(
        Text::new("thrones-log-claim-change")
            .text("house", house_text(g, seat))
            .num("n", i64::from(n).abs())
            .num("up", i64::from(n > 0))
            .text("why", why),
    ));
}

fn take_control_target(
    g: &mut Thrones,
    src: &Source,
    t: &Target,
    _: Context,
    _: &mut GameRng,
    log: &mut Vec<LogEntry>,
) {
    if let Some(c) = t.first() {
        take_control(g, src.seat, c, by(src.card), log);
    }
}

/// The challenge `seat` just lost.
fn lost_by<'a>(g: &'a Thrones, ctx: Context, seat: Seat) -> Option<&'a Challenge> {
    match ctx.trigger() {
        Some(Trigger::Won { winner }) if *winner != seat => g.challenge.as_ref(),
        _ => None,
    }
}

/// The challenge under way, not yet decided (its action windows).
fn undecided(g: &Thrones) -> Option<&Challenge> {
    g.challenge.as_ref().filter(|c| c.winner.is_none())
}

/// `seat`'s standing characters.
fn standing(g: &Thrones, seat: Seat) -> Vec<CardIx> {
    g.player(seat)
        .characters()
        .filter(|c| !c.knelt)
        .map(|c| c.card)
        .collect()
}

/// `seat`'s standing characters of `house`.
fn standing_of(g: &Thrones, seat: Seat, house: House) -> Vec<CardIx> {
    standing(g, seat)
        .into_iter()
        .filter(|&c| statics::is_house(c, house))
        .collect()
}

// Winter is Coming: challenges, the claim of each Stark player's plot is 1 higher for this
// challenge (once a round).

fn winter_options(g: &Thrones, _: &Source, _: Context) -> Vec<Target> {
    match (undecided(g), stark_seat(g)) {
        (Some(_), Some(_)) => vec![Target::none()],
        _ => Vec::new(),
    }
}

fn winter_resolve(g: &mut Thrones, src: &Source, _: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let Some(stark) = stark_seat(g) else { return };
    lasting::add(g, Lasting::Claim { seat: stark, n: 1 }, Scope::Challenge);
    claim_changed(g, stark, 1, by(src.card), log);
}

// Kings in the North: after you win dominance, kneel 2 of your Stark characters; each gains 1
// power.

fn kings_options(g: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    match ctx.trigger() {
        Some(Trigger::Dominance { seat }) if *seat == src.seat => pairs(&standing_of(g, src.seat, House::Stark))
            .into_iter()
            .map(Target::cards)
            .collect(),
        _ => Vec::new(),
    }
}

fn kings_resolve(g: &mut Thrones, src: &Source, t: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    for &c in &t.cards {
        kneel(g, c, by(src.card), log);
    }
    for &c in &t.cards {
        gain_power_on(g, c, 1, by(src.card), log);
    }
}

// Lethal Counterattack: in a military challenge, kneel 2 of your Stark characters to kill every
// attacker (once a challenge). Ruling: only the defender may play it.

fn lethal_options(g: &Thrones, src: &Source, _: Context) -> Vec<Target> {
    match undecided(g) {
        Some(c) if c.kind == Icon::Military && c.attacker != src.seat && !side(g, c, c.attacker).is_empty() => {
            pairs(&standing_of(g, src.seat, House::Stark))
                .into_iter()
                .map(Target::cards)
                .collect()
        }
        _ => Vec::new(),
    }
}

fn lethal_resolve(g: &mut Thrones, src: &Source, t: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    for &c in &t.cards {
        kneel(g, c, by(src.card), log);
    }
    let Some(c) = g.challenge.as_ref() else { return };
    let attackers = side(g, c, c.attacker);
    let doomed = killable(g, src, attackers);
    kill(g, doomed, true, log);
}

// I Never Bet Against My Family: challenges, pay X gold and kneel one of your Lannister
// characters: the opponent's claim is X lower for this challenge.

fn never_bet_options(g: &Thrones, src: &Source, _: Context) -> Vec<Target> {
    let Some(c) = undecided(g) else { return Vec::new() };
    if c.attacker == src.seat {
        return Vec::new();
    }
    let gold = g.player(src.seat).gold.saturating_sub(ability::tax(g, src.card));
    let most = gold.min(statics::claim(g, c.attacker)).min(u16::from(u8::MAX));
    let mut out = Vec::new();
    for k in standing_of(g, src.seat, House::Lannister) {
        for x in 1..=most {
            out.push(Target {
                cards: vec![k],
                n: Some(x as u8),
                ..Target::default()
            });
        }
    }
    out
}

fn never_bet_resolve(g: &mut Thrones, src: &Source, t: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let (Some(k), Some(x)) = (t.first(), t.n) else { return };
    let Some(attacker) = g.challenge.as_ref().map(|c| c.attacker) else {
        return;
    };
    let p = g.player_mut(src.seat);
    p.gold = p.gold.saturating_sub(u16::from(x));
    log.push(LogEntry::public(
        Text::new("thrones-log-pays")
            .text("house", house_text(g, src.seat))
            .num("gold", i64::from(x))
            .text("why", by(src.card)),
    ));
    kneel(g, k, by(src.card), log);
    let n = -(x.min(i8::MAX as u8) as i8);
    lasting::add(g, Lasting::Claim { seat: attacker, n }, Scope::Challenge);
    claim_changed(g, attacker, n, by(src.card), log);
}

// Insidious Ways: challenges, one of your attacking Lannister characters gets +2 STR this phase;
// if you win this challenge, draw 2 cards.

fn insidious_options(g: &Thrones, src: &Source, _: Context) -> Vec<Target> {
    match undecided(g) {
        Some(c) if c.attacker == src.seat => {
            let mine: Vec<CardIx> = side(g, c, src.seat)
                .into_iter()
                .filter(|&x| statics::is_house(x, House::Lannister))
                .collect();
            each(targetable(g, src, mine))
        }
        _ => Vec::new(),
    }
}

fn insidious_resolve(g: &mut Thrones, src: &Source, t: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let Some(c) = t.first() else { return };
    lasting::add(g, Lasting::Str { card: c, n: 2 }, Scope::Phase);
    lasting::add(g, Lasting::DrawIfWins { seat: src.seat, n: 2 }, Scope::Challenge);
    log.push(LogEntry::public(
        Text::new("thrones-log-str-this-phase")
            .text("card", card_text(c))
            .num("n", 2)
            .text("why", by(src.card)),
    ));
}

// A Lannister Pays His Debts: after you lose a challenge, kneel one of your Lannister characters
// to kill a character the winner has in that challenge.

fn debts_options(g: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    let Some(c) = lost_by(g, ctx, src.seat) else {
        return Vec::new();
    };
    let victims = killable(g, src, side(g, c, other(src.seat)));
    let mut out = Vec::new();
    for k in standing_of(g, src.seat, House::Lannister) {
        for &v in &victims {
            out.push(Target::cards(vec![k, v]));
        }
    }
    out
}

fn debts_resolve(g: &mut Thrones, src: &Source, t: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let [k, v] = t.cards[..] else { return };
    kneel(g, k, by(src.card), log);
    kill(g, vec![v], true, log);
}

// Muster: marshalling, kneel one of your Knights to search your deck for a Knight character.

fn muster_options(g: &Thrones, src: &Source, _: Context) -> Vec<Target> {
    each(
        standing(g, src.seat)
            .into_iter()
            .filter(|&c| card_of(c).has_trait("knight"))
            .collect(),
    )
}

fn muster_resolve(g: &mut Thrones, src: &Source, t: &Target, _: Context, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    if let Some(k) = t.first() {
        kneel(g, k, by(src.card), log);
    }
    search(
        g,
        src.seat,
        |c| is_character(c) && card_of(c).has_trait("knight"),
        rng,
        log,
    );
}

/// `seat` searches its deck for a card matching `want` (shown and taken into hand), then
/// shuffles; with nothing to find it only shuffles.
fn search(g: &mut Thrones, seat: Seat, want: impl Fn(CardIx) -> bool, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    let items = deck_matching(g, seat, want);
    let a = Ask {
        seat,
        key: "card-search".into(),
        question: Text::new("thrones-q-plot-search"),
        items,
        min: 0,
        max: 1,
        source: None,
        n: 0,
    };
    if a.items.is_empty() {
        take_searched(g, &a, &[], rng, log);
    } else {
        ask_search(g, a);
    }
}

// Retreat: after one of your unique characters is killed, it goes to your hand instead of your
// dead pile.

fn retreat_options(g: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    match ctx.trigger() {
        Some(Trigger::Killed { seat, card })
            if *seat == src.seat
                && g.owner(*card) == src.seat
                && card_of(*card).unique
                && g.player(src.seat).dead.contains(card) =>
        {
            vec![Target::none()]
        }
        _ => Vec::new(),
    }
}

fn retreat_resolve(g: &mut Thrones, src: &Source, _: &Target, ctx: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let Some(Trigger::Killed { card, .. }) = ctx.trigger() else {
        return;
    };
    let card = *card;
    let p = g.player_mut(src.seat);
    let Some(i) = p.dead.iter().position(|&c| c == card) else {
        return;
    };
    p.dead.remove(i);
    p.hand.push(card);
    g.show(&[card], None, true);
    log.push(LogEntry::public(
        Text::new("thrones-log-dead-to-hand")
            .text("card", card_text(card))
            .text("why", by(src.card)),
    ));
}

// Support of the Kingdom: after you win a power challenge, take control of a gold-producing
// location of your opponent.

fn support_options(g: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    match won_by(g, ctx, src.seat) {
        Some(c) if c.kind == Icon::Power => {
            let mines: Vec<CardIx> = g
                .player(other(src.seat))
                .in_play
                .iter()
                .map(|x| x.card)
                .filter(|&x| !is_character(x) && card_of(x).gold > 0)
                .collect();
            each(targetable(g, src, mines))
        }
        _ => Vec::new(),
    }
}

// Dance With Dragons: any phase, 1 gold: search your deck for a Dragon card (the pool has none:
// the deck is only shuffled).

fn dragons_resolve(g: &mut Thrones, src: &Source, _: &Target, _: Context, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    search(g, src.seat, |c| card_of(c).has_trait("dragon"), rng, log);
}

// Seductive Promise: after you win a power challenge by 4 STR or more, take control of a
// non-unique character of the loser (once a phase).

/// Seductive Promise's margin.
pub const SEDUCTIVE_MARGIN: u16 = 4;

fn seductive_options(g: &Thrones, src: &Source, ctx: Context) -> Vec<Target> {
    let Some(c) = won_by(g, ctx, src.seat) else {
        return Vec::new();
    };
    let (mine, theirs) = if c.attacker == src.seat {
        (c.attack, c.defence)
    } else {
        (c.defence, c.attack)
    };
    if c.kind != Icon::Power || mine < theirs + SEDUCTIVE_MARGIN {
        return Vec::new();
    }
    let common: Vec<CardIx> = g
        .player(other(src.seat))
        .characters()
        .map(|x| x.card)
        .filter(|&x| !card_of(x).unique)
        .collect();
    each(targetable(g, src, common))
}

// Westeros Bleeds: dominance, 4 gold: every character in play is discarded.

fn bleeds_options(g: &Thrones, _: &Source, _: Context) -> Vec<Target> {
    if super::common::all_characters(g).is_empty() {
        Vec::new()
    } else {
        vec![Target::none()]
    }
}

/// Every character is discarded, the player's own too.
fn bleeds_warning(g: &Thrones, src: &Source) -> Option<Text> {
    let own = targetable(g, src, crate::games::thrones::state::steps::characters(g, src.seat)).len();
    (own > 0).then(|| Text::new("thrones-warn-own-characters-too").num("n", own as i64))
}

fn bleeds_resolve(g: &mut Thrones, src: &Source, _: &Target, _: Context, _: &mut GameRng, log: &mut Vec<LogEntry>) {
    let all = targetable(g, src, super::common::all_characters(g));
    for c in all {
        discard_from_play(g, c, log);
    }
}
