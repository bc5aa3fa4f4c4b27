//! Action and response windows (R-53, R-92 … R-101), and the one loop that moves the game on
//! between decisions ([`settle`]): questions abilities ask first, then characters that would die
//! (saves), then triggered abilities and their response windows, then action windows — each
//! closing window runs what the rules do next ([`Then`]).
//!
//! Who is asked never depends on a hand (spec §3). In the strict mode (the default) a window is
//! offered to a seat when a card it has in play could be used now, or when a card of its deck
//! list that the other player cannot see (in hand or in the deck — a set both players can work
//! out) could be; a seat's standing choices (`/autopass`, by window kind) pass for it in the
//! second case. In the casual mode a window is offered only to a seat that holds something it
//! can use, which is quicker and tells the other player that it does.

use super::claim;
use crate::engine::flow::PriorityRound;
use crate::engine::{GameRng, LogEntry, RuleError, Seat, Text};
use crate::games::thrones::cards;
use crate::games::thrones::data::effects::Effect;
use crate::games::thrones::data::{CardType, Icon};
use crate::games::thrones::state::ability::{
    self, Ability, Context, PhaseTag, Scope, Source, Target, Timing, Trigger, Used, Zone,
};
use crate::games::thrones::state::lasting;
use crate::games::thrones::state::steps::{check_victory, take_from_hand};
use crate::games::thrones::state::text::{card_text, house_text};
use crate::games::thrones::state::windows::{
    Ahead, Ask, PassingAhead, RoundPhase, Then, Window, WindowKind, chance_after, kneel_card,
};
use crate::games::thrones::state::{CardIx, Thrones, card_of, other};

/// The challenge under way: its attacker and type.
fn challenge_of(g: &Thrones) -> Option<(Seat, Icon)> {
    g.challenge.as_ref().map(|c| (c.attacker, c.kind))
}

/// The phase of the round now (`None` outside one: setup, the end).
fn phase_of(g: &Thrones) -> Option<RoundPhase> {
    use crate::games::thrones::state::Phase;
    match g.phase {
        Phase::Plot(_) | Phase::FirstPlayer { .. } | Phase::PlotEnd => Some(RoundPhase::Plot),
        Phase::Marshal { .. } => Some(RoundPhase::Marshalling),
        Phase::Challenges { .. } => Some(RoundPhase::Challenges),
        Phase::Dominance => Some(RoundPhase::Dominance),
        Phase::Standing => Some(RoundPhase::Standing),
        Phase::Taxation => Some(RoundPhase::Taxation),
        _ => None,
    }
}

/// How far `seat` may pass ahead now: beyond any pass ahead it has made; the challenge only
/// during one, the phase only where more than this window may follow in it.
pub fn aheads(g: &Thrones, seat: Seat) -> Vec<Ahead> {
    let Some(phase) = phase_of(g) else {
        return Vec::new();
    };
    let wider: &[Ahead] = match passing_ahead(g, seat) {
        Some(Ahead::Round) => &[],
        Some(Ahead::Phase) => &[Ahead::Round],
        Some(Ahead::Challenge) => &[Ahead::Phase, Ahead::Round],
        None => &[Ahead::Challenge, Ahead::Phase, Ahead::Round],
    };
    wider
        .iter()
        .copied()
        .filter(|&a| match a {
            Ahead::Challenge => challenge_of(g).is_some(),
            // The plot and taxation phases hold one window each: their end is this pass.
            Ahead::Phase => !matches!(phase, RoundPhase::Plot | RoundPhase::Taxation),
            Ahead::Round => true,
        })
        .collect()
}

/// Whether `seat` passes ahead now.
pub fn passing_ahead(g: &Thrones, seat: Seat) -> Option<Ahead> {
    let a = g.ahead[seat.min(1)]?;
    let holds = match a.until {
        Ahead::Round => true,
        Ahead::Phase => phase_of(g) == Some(a.phase),
        Ahead::Challenge => phase_of(g) == Some(a.phase) && challenge_of(g) == a.challenge,
    };
    (a.round == g.round && holds).then_some(a.until)
}

/// The cards `seat` may use abilities from in `zone`: in play (its characters and locations, and
/// the attachments it owns), or its hand.
fn cards_of(g: &Thrones, seat: Seat, zone: Zone) -> Vec<CardIx> {
    let mut out = Vec::new();
    any_card_of(g, seat, zone, |c| {
        out.push(c);
        false
    });
    out
}

/// Whether an ability's timing fits now.
fn fits(g: &Thrones, a: &Ability, ctx: Context) -> bool {
    match (a.timing, ctx) {
        (Timing::Action(tags), Context::None) => {
            tags.is_empty() || PhaseTag::now(g).is_some_and(|now| tags.contains(&now))
        }
        (Timing::Response(kind), Context::Trigger(t)) => t.kind() == kind,
        (Timing::Save, Context::Dying(_)) => true,
        _ => false,
    }
}

/// The targets of one ability of `card` for `seat` now, if it may be used.
fn targets(g: &Thrones, seat: Seat, card: CardIx, e: &'static Effect, a: &Ability, ctx: Context) -> Vec<Target> {
    if !may_try(g, seat, card, e, a, ctx) {
        return Vec::new();
    }
    (a.options)(g, &Source { seat, card, effect: e }, ctx)
}

/// Whether one ability of `card` could be used by `seat` now, its targets aside.
fn may_try(g: &Thrones, seat: Seat, card: CardIx, e: &'static Effect, a: &Ability, ctx: Context) -> bool {
    if !fits(g, a, ctx) || ability::limit_reached(g, card, a) || !ability::affordable(g, seat, card, e, a) {
        return false;
    }
    if matches!(a.timing, Timing::Response(_)) && cards::responses_locked(g, card) {
        return false;
    }
    !(matches!(ctx, Context::Trigger(_)) && g.windows.last().is_some_and(|w| w.used.contains(&card)))
}
/// Whether one ability of `card` has a target for `seat` now ([`targets`] is not empty).
fn has_target(g: &Thrones, seat: Seat, card: CardIx, e: &'static Effect, a: &Ability, ctx: Context) -> bool {
    may_try(g, seat, card, e, a, ctx) && !(a.options)(g, &Source { seat, card, effect: e }, ctx).is_empty()
}

/// Whether `f` holds for a card of [`cards_of`], without building the list.
fn any_card_of(g: &Thrones, seat: Seat, zone: Zone, mut f: impl FnMut(CardIx) -> bool) -> bool {
    let p = g.player(seat);
    match zone {
        Zone::Hand | Zone::Dead => (if zone == Zone::Hand { &p.hand } else { &p.dead })
            .iter()
            .any(|&c| f(c)),
        Zone::InPlay => {
            p.in_play.iter().any(|c| f(c.card))
                || g.players
                    .iter()
                    .flat_map(|p| &p.in_play)
                    .flat_map(|c| &c.attachments)
                    .any(|a| g.owner(a.card) == seat && f(a.card))
        }
    }
}

/// Whether `card`'s row has an ability used from `zone` whose timing fits now: the cheap test
/// before [`cards::of_card`] asks whether the card is blank (most cards have no such ability,
/// and the windows ask for every card at every window).
fn may_fit(g: &Thrones, card: CardIx, zone: Zone, ctx: Context) -> bool {
    cards::printed(card)
        .iter()
        .any(|(_, a)| a.zone == zone && fits(g, a, ctx))
}

/// Whether [`usable`] finds anything, without building it.
pub fn any_usable(g: &Thrones, seat: Seat, ctx: Context, zones: &[Zone]) -> bool {
    zones.iter().any(|&zone| {
        any_card_of(g, seat, zone, |card| {
            may_fit(g, card, zone, ctx)
                && cards::of_card(g, card).any(|(e, a)| a.zone == zone && has_target(g, seat, card, e, a, ctx))
        })
    })
}

/// Every (card, target) `seat` may use now in `ctx`, from `zone`s: one per card (its first usable
/// ability).
pub fn usable(g: &Thrones, seat: Seat, ctx: Context, zones: &[Zone]) -> Vec<(CardIx, Target)> {
    let mut out = Vec::new();
    for &zone in zones {
        for card in cards_of(g, seat, zone) {
            if out.iter().any(|(c, _)| *c == card) || !may_fit(g, card, zone, ctx) {
                continue;
            }
            for (e, a) in cards::of_card(g, card) {
                if a.zone != zone {
                    continue;
                }
                let ts = targets(g, seat, card, e, a, ctx);
                if !ts.is_empty() {
                    out.extend(ts.into_iter().map(|t| (card, t)));
                    break;
                }
            }
        }
    }
    out
}

/// Whether a card of `seat`'s that the other player cannot see could be used now (public
/// knowledge: the deck list, the public zones, gold and the board).
fn could_hold_one(g: &Thrones, seat: Seat, ctx: Context) -> bool {
    cards::any_unseen(g, seat, |card| {
        cards::printed(card)
            .iter()
            .any(|&(e, a)| a.zone == Zone::Hand && has_target(g, seat, card, e, a, ctx))
    })
}

/// Whether `seat` is asked in the window on top (see the module doc for the two modes).
fn offered(g: &Thrones, seat: Seat, w: &Window) -> bool {
    let ctx = match &w.trigger {
        Some(t) => Context::Trigger(t),
        None => Context::None,
    };
    if any_usable(g, seat, ctx, &[Zone::InPlay, Zone::Dead]) {
        return true;
    }
    if g.standing.auto_passes(seat, &w.kind) || passing_ahead(g, seat).is_some() {
        return false;
    }
    if g.casual {
        return any_usable(g, seat, ctx, &[Zone::Hand]);
    }
    could_hold_one(g, seat, ctx)
}

/// Moves the game on until someone must decide (or the game is over).
pub fn settle(g: &mut Thrones, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    g.forget_moved_shown();
    for seat in 0..2 {
        if g.ahead[seat].is_some() && passing_ahead(g, seat).is_none() {
            g.ahead[seat] = None;
        }
    }
    for _ in 0..10_000 {
        // Every step that moves power (a gain, a move, a change of control, a card entering play
        // with power) is followed by the victory check here, whatever card made it.
        check_victory(g, log);
        if g.is_over() {
            g.windows.clear();
            g.triggers.clear();
            g.asks.clear();
            return;
        }
        if !g.asks.is_empty() {
            return;
        }
        if g.kills.is_some() {
            if claim::save_asked(g).is_some() {
                return;
            }
            claim::continue_kills(g, rng, log);
            continue;
        }
        if !g.triggers.is_empty() {
            let t = g.triggers.remove(0);
            fire(g, &t, rng, log);
            let kind = WindowKind::of_trigger(&t);
            let first = g.first;
            g.windows.push(Window {
                kind,
                round: PriorityRound::new(vec![first, other(first)], first),
                then: Then::Nothing,
                trigger: Some(t),
                single: false,
                used: Vec::new(),
            });
            continue;
        }
        let Some(w) = g.windows.last() else { return };
        match w.round.to_act() {
            None => {
                let then = g.windows.pop().expect("a window").then;
                run(g, then, rng, log);
            }
            Some(seat) => {
                if offered(g, seat, w) {
                    return;
                }
                let w = g.windows.last_mut().expect("a window");
                let _ = w.round.pass(seat);
                if w.single {
                    g.windows.pop();
                }
            }
        }
    }
    debug_assert!(false, "settle did not come to rest");
}

/// The forced abilities a trigger sets off, first player's cards first.
fn fire(g: &mut Thrones, t: &Trigger, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    let ctx = Context::Trigger(t);
    for seat in [g.first, other(g.first)] {
        let mut cards = cards_of(g, seat, Zone::InPlay);
        if let Trigger::Killed { seat: s, card } = t
            && *s == seat
        {
            cards.push(*card);
        }
        for card in cards {
            for &(e, a) in cards::printed(card) {
                if g.is_over() {
                    return;
                }
                let Timing::Forced(kind) = a.timing else { continue };
                if kind != t.kind() || ability::limit_reached(g, card, a) {
                    continue;
                }
                let source = Source { seat, card, effect: e };
                if let Some(target) = (a.options)(g, &source, ctx).into_iter().next() {
                    record_use(g, card, a);
                    (a.resolve)(g, &source, &target, ctx, rng, log);
                }
            }
        }
    }
}

fn record_use(g: &mut Thrones, card: CardIx, a: &Ability) {
    if let Some((scope, _)) = a.limit {
        g.uses.push(Used {
            card,
            key: a.key.into(),
            scope,
        });
    }
}

/// What the rules do next once a window closes.
fn run(g: &mut Thrones, then: Then, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    match then {
        Then::Nothing => {}
        Then::Draw => super::plot::draw_phase(g, log),
        Then::AfterAttackers => super::challenge::after_attackers(g),
        Then::Resolve => claim::resolve(g, rng, log),
        Then::EndChallenge => {
            g.challenge = None;
            lasting::end_scope(g, Scope::Challenge);
        }
        Then::CountDominance => super::round_end::count_dominance(g, log),
        Then::Stand => super::round_end::stand(g, log),
        Then::Taxation => super::round_end::taxation(g, rng, log),
        Then::NextRound => super::plot::start_round(g, rng, log),
        Then::WhenRevealed(seat) => cards::resolve_revealed(g, seat, rng, log),
        Then::StandCards => super::round_end::stand_cards(g, log),
    }
}

/// The window waiting on `seat` now, if any.
pub fn waiting_window(g: &Thrones) -> Option<(Seat, &Window)> {
    if !g.asks.is_empty() || g.kills.is_some() {
        return None;
    }
    let w = g.windows.last()?;
    w.round.to_act().map(|s| (s, w))
}

/// The context of the window on top.
pub fn context(w: &Window) -> Context<'_> {
    match &w.trigger {
        Some(t) => Context::Trigger(t),
        None => Context::None,
    }
}

/// `seat` passes in the window waiting on it.
pub fn pass(g: &mut Thrones, seat: Seat) -> Result<(), RuleError> {
    let Some((to_act, _)) = waiting_window(g) else {
        return Err(RuleError::key("thrones-err-no-window"));
    };
    if to_act != seat {
        return Err(RuleError::key("thrones-err-not-active"));
    }
    let w = g.windows.last_mut().expect("a window");
    w.round.pass(seat)?;
    if w.single {
        g.windows.pop();
    }
    Ok(())
}

/// `seat` passes in the window waiting on it, and in every window where only a card hidden from
/// the other player could be used until the end of this phase or round (its own choice: being
/// asked still depends on nothing hidden).
pub fn pass_ahead(g: &mut Thrones, seat: Seat, until: Ahead) -> Result<(), RuleError> {
    let phase = phase_of(g).ok_or_else(|| RuleError::key("thrones-err-no-window"))?;
    if until == Ahead::Challenge && challenge_of(g).is_none() {
        return Err(RuleError::key("thrones-err-no-challenge"));
    }
    pass(g, seat)?;
    g.ahead[seat.min(1)] = Some(PassingAhead {
        until,
        round: g.round,
        phase,
        challenge: challenge_of(g),
    });
    Ok(())
}

/// `seat` uses `card`'s ability on `target`: in the window waiting on it, as a save, or in its own
/// marshalling or challenges menu.
pub fn use_card(
    g: &mut Thrones,
    seat: Seat,
    card: CardIx,
    target: Target,
    rng: &mut GameRng,
    log: &mut Vec<LogEntry>,
) -> Result<(), RuleError> {
    let window = waiting_window(g).map(|(s, w)| (s, w.trigger.clone()));
    let dying = claim::save_asked(g);
    let (ctx_trigger, in_window) = match (&window, dying) {
        (_, Some((s, _))) if s != seat => return Err(RuleError::key("thrones-err-not-active")),
        (_, Some(_)) => (None, false),
        (Some((s, _)), _) if *s != seat => return Err(RuleError::key("thrones-err-not-active")),
        (Some((_, t)), _) => (t.clone(), true),
        (None, None) => {
            if !crate::games::thrones::state::windows::own_menu(g, seat) || !g.asks.is_empty() {
                return Err(RuleError::key("thrones-err-not-now"));
            }
            (None, false)
        }
    };
    let ctx = match (&ctx_trigger, dying) {
        (_, Some((_, d))) => Context::Dying(d),
        (Some(t), _) => Context::Trigger(t),
        (None, None) => Context::None,
    };
    let zones = [Zone::InPlay, Zone::Hand, Zone::Dead];
    let found = zones.iter().find_map(|&zone| {
        if !cards_of(g, seat, zone).contains(&card) {
            return None;
        }
        cards::of_card(g, card).find_map(|(e, a)| {
            (a.zone == zone && targets(g, seat, card, e, a, ctx).contains(&target)).then_some((e, a))
        })
    });
    let Some((e, a)) = found else {
        return Err(RuleError::new(
            Text::new("thrones-err-cannot-use").text("card", card_text(card)),
        ));
    };
    let source = Source { seat, card, effect: e };
    let price = ability::price(g, card, e, a);
    let tax = ability::tax(g, card);
    g.player_mut(seat).gold -= price;
    g.player_mut(other(seat)).gold += tax;
    if a.kneel_self {
        kneel_card(g, card);
    }
    record_use(g, card, a);
    let is_event = card_of(card).kind == CardType::Event;
    if is_event {
        take_from_hand(g, seat, card);
    }
    log.push(LogEntry::public(
        Text::new(if is_event {
            "thrones-log-plays-event"
        } else {
            "thrones-log-uses"
        })
        .text("house", house_text(g, seat))
        .text("card", card_text(card))
        .num("gold", i64::from(price)),
    ));
    (a.resolve)(g, &source, &target, ctx, rng, log);
    if is_event && g.host_of(card).is_none() {
        let owner = g.owner(card);
        g.player_mut(owner).discard.push(card);
    }
    if in_window && let Some(w) = g.windows.last_mut() {
        if w.trigger.is_some() {
            w.used.push(card);
        }
        let _ = w.round.act(seat);
        if w.single {
            g.windows.pop();
        }
    } else if dying.is_none()
        && let crate::games::thrones::state::Phase::Marshal { active, .. } = g.phase
        && active == seat
    {
        chance_after(g, seat);
    }
    Ok(())
}

/// The question waiting, if `seat` is the one asked.
fn asked_of(g: &Thrones, seat: Seat) -> Result<Ask, RuleError> {
    let Some(ask) = g.asks.first().cloned() else {
        return Err(RuleError::key("thrones-err-no-question"));
    };
    if ask.seat != seat {
        return Err(RuleError::key("thrones-err-not-active"));
    }
    Ok(ask)
}

/// `seat` answers the question an ability asks.
pub fn choose(
    g: &mut Thrones,
    seat: Seat,
    cards: Vec<CardIx>,
    rng: &mut GameRng,
    log: &mut Vec<LogEntry>,
) -> Result<(), RuleError> {
    let ask = asked_of(g, seat)?;
    super::challenge::check_picks(&cards, &ask.items, "thrones-err-choice")?;
    if cards.len() < usize::from(ask.min) || cards.len() > usize::from(ask.max) {
        return Err(RuleError::new(
            Text::new("thrones-err-choice-count")
                .num("exact", if ask.min == ask.max { i64::from(ask.min) } else { -1 })
                .num("min", i64::from(ask.min))
                .num("max", i64::from(ask.max))
                .num("got", cards.len() as i64),
        ));
    }
    g.asks.remove(0);
    let Some(resolver) = crate::games::thrones::cards::ask_fn(&ask.key) else {
        return Err(RuleError::key("thrones-err-no-question"));
    };
    resolver(g, &ask, &cards, rng, log);
    Ok(())
}

/// The first player is asked which when-revealed ability resolves first.
pub fn order_asked(g: &Thrones) -> bool {
    g.asks.first().is_some_and(|a| a.key == "plot-order")
}

/// The first player names whose plot resolves first.
pub fn choose_order(
    g: &mut Thrones,
    seat: Seat,
    leader: Seat,
    rng: &mut GameRng,
    log: &mut Vec<LogEntry>,
) -> Result<(), RuleError> {
    let ask = asked_of(g, seat)?;
    g.asks.remove(0);
    let ask = Ask { n: leader as u8, ..ask };
    if let Some(resolver) = crate::games::thrones::cards::ask_fn(&ask.key) {
        resolver(g, &ask, &[], rng, log);
    }
    Ok(())
}
