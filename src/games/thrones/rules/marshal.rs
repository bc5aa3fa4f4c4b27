//! The marshalling phase (R-36 … ): each player in turn, first player first, takes
//! income and plays characters, locations and attachments from hand for gold, or attaches
//! duplicates for free, until they stop.

use super::challenge::start_challenges;
use crate::engine::{LogEntry, RuleError, Seat, Text};
use crate::games::thrones::data::{CardType, House, Icon, Keyword};
use crate::games::thrones::state::ability::{Scope, Trigger, Used};
use crate::games::thrones::state::lasting;
use crate::games::thrones::state::statics;
use crate::games::thrones::state::steps::{may_attach, name_blocked, same_name_character, take_from_hand};
use crate::games::thrones::state::text::{card_text, house_text};
use crate::games::thrones::state::triggers;
use crate::games::thrones::state::windows;
use crate::games::thrones::state::{Attached, CardIx, InPlay, Phase, Thrones, card_of, other};

/// `seat` begins its marshalling turn: its income is counted now, before it plays anything, and
/// put in its gold pool.
pub fn start_marshal(g: &mut Thrones, seat: Seat, second: bool, log: &mut Vec<LogEntry>) {
    let income = statics::income(g, seat);
    let p = g.player_mut(seat);
    p.gold += income;
    let gold = p.gold;
    g.phase = Phase::Marshal { active: seat, second };
    log.push(LogEntry::public(
        Text::new("thrones-log-income")
            .text("house", house_text(g, seat))
            .num("income", i64::from(income))
            .num("gold", i64::from(gold)),
    ));
}

/// What playing `card` costs `seat` now: its printed cost, its own `cost` formula, the
/// first matching card under a `first-discount` plot, then the pending discounts of the phase
/// (the largest that fits) — unless the seat's plot forbids reductions (`no-cost-reduction`).
pub fn cost(g: &Thrones, seat: Seat, card: CardIx) -> u16 {
    price(g, seat, card).0
}

/// The cost, with the discount used (its index in `g.lasting`) and whether the plot's
/// first-card discount is used.
fn price(g: &Thrones, seat: Seat, card: CardIx) -> (u16, Option<usize>, bool) {
    let c = card_of(card);
    let printed = i32::from(c.cost);
    let own_plot = g.plot(seat);
    if own_plot.is_some_and(|p| p.effects.iter().any(|e| e.name() == "no-cost-reduction")) {
        return (printed.max(0) as u16, None, false);
    }
    let mut cost = printed;
    for e in c.effects.iter().filter(|e| e.name() == "cost") {
        let holds = match e.arg("while") {
            Some(cond) => cond
                .strip_suffix("-in-play")
                .is_some_and(|name| g.player(seat).characters().any(|x| card_of(x.card).id == name)),
            None => true,
        };
        if holds {
            cost += e.num("n");
        }
    }
    let first_used = g.uses.iter().any(|u| is_first_discount_key(&u.key, seat));
    let mut first = false;
    if !first_used && let Some(p) = own_plot {
        for e in p.effects.iter().filter(|e| e.name() == "first-discount") {
            if matches_filter(
                card,
                e.arg("house").and_then(House::parse),
                kind_arg(e.arg("type")),
                None,
            ) {
                cost -= e.num("n");
                first = true;
            }
        }
    }
    let mut best: Option<(usize, u8)> = None;
    for (i, l) in g.lasting.iter().enumerate() {
        if let lasting::Effect::Discount {
            seat: s,
            n,
            house,
            kind,
            icon,
        } = l.effect
            && s == seat
            && matches_filter(card, house, kind, icon)
            && best.is_none_or(|(_, m)| n > m)
        {
            best = Some((i, n));
        }
    }
    if let Some((_, n)) = best {
        cost -= i32::from(n);
    }
    (cost.max(0) as u16, best.map(|(i, _)| i), first)
}

fn first_discount_key(seat: Seat) -> String {
    format!("first-discount-{seat}")
}

/// Whether `key` is [`first_discount_key`] of `seat` (asked per card listed: nothing built).
fn is_first_discount_key(key: &str, seat: Seat) -> bool {
    key.strip_prefix("first-discount-")
        .is_some_and(|n| n.len() == 1 && n.as_bytes()[0] == b'0' + seat as u8)
}

fn kind_arg(v: Option<&str>) -> Option<CardType> {
    match v {
        Some("character") => Some(CardType::Character),
        Some("location") => Some(CardType::Location),
        Some("attachment") => Some(CardType::Attachment),
        _ => None,
    }
}

/// Whether a card matches a discount's filters (house, card type, printed icon).
fn matches_filter(card: CardIx, house: Option<House>, kind: Option<CardType>, icon: Option<Icon>) -> bool {
    let c = card_of(card);
    house.is_none_or(|h| statics::is_house(card, h))
        && kind.is_none_or(|k| c.kind == k)
        && icon.is_none_or(|i| c.has_icon(i))
}

/// Why a card may not be played from hand now ([`refused`]).
enum Refusal {
    Event,
    Unique,
    Limited,
    Gold { cost: u16, gold: u16 },
}

/// Why `seat` may not play `card` from hand now as a normal play (not a duplicate), or `None`
/// if it may (cost, uniqueness, limited; ). Attachments also need a host. No text
/// is built: [`plays`] asks this of every card in hand.
fn refused(g: &Thrones, seat: Seat, card: CardIx) -> Option<Refusal> {
    let c = card_of(card);
    if c.kind == CardType::Event {
        return Some(Refusal::Event);
    }
    if c.unique && name_blocked(g, seat, card) {
        return Some(Refusal::Unique);
    }
    if c.has_keyword(Keyword::Limited) && g.player(seat).limited_played {
        return Some(Refusal::Limited);
    }
    let gold = g.player(seat).gold;
    let cost = cost(g, seat, card);
    (cost > gold).then_some(Refusal::Gold { cost, gold })
}

/// [`refused`] as the text a refused play shows.
fn refusal(g: &Thrones, seat: Seat, card: CardIx) -> Option<Text> {
    let text = |key: &'static str| Text::new(key).text("card", card_text(card));
    Some(match refused(g, seat, card)? {
        Refusal::Event => text("thrones-err-event"),
        Refusal::Unique => text("thrones-err-unique"),
        Refusal::Limited => text("thrones-err-limited"),
        Refusal::Gold { cost, gold } => text("thrones-err-gold")
            .num("cost", i64::from(cost))
            .num("gold", i64::from(gold)),
    })
}

/// The cards of `seat`'s hand it may play now: (card, host) pairs, a host for each attachment;
/// one physical card per name (copies are alike).
pub fn plays(g: &Thrones, seat: Seat) -> Vec<(CardIx, Option<CardIx>)> {
    let mut out = Vec::new();
    let mut seen: Vec<&str> = Vec::new();
    for &card in &g.player(seat).hand {
        let c = card_of(card);
        if seen.contains(&c.id) {
            continue;
        }
        seen.push(c.id);
        if refused(g, seat, card).is_some() {
            continue;
        }
        if c.kind == CardType::Attachment {
            for host in hosts(g) {
                if may_attach(g, card, host) {
                    out.push((card, Some(host)));
                }
            }
        } else {
            out.push((card, None));
        }
    }
    out
}

/// Every character in play, first player's side first.
fn hosts(g: &Thrones) -> Vec<CardIx> {
    [g.first, other(g.first)]
        .into_iter()
        .flat_map(|s| g.player(s).characters().map(|c| c.card).collect::<Vec<_>>())
        .collect()
}

/// The unique characters of `seat`'s hand it may attach as duplicates.
pub fn duplicates(g: &Thrones, seat: Seat) -> Vec<CardIx> {
    let mut seen: Vec<&str> = Vec::new();
    let mut out = Vec::new();
    for &card in &g.player(seat).hand {
        let c = card_of(card);
        if c.kind == CardType::Character
            && c.unique
            && !seen.contains(&c.id)
            && same_name_character(g, seat, card).is_some()
        {
            seen.push(c.id);
            out.push(card);
        }
    }
    out
}

fn active(g: &Thrones, seat: Seat) -> Result<(), RuleError> {
    match g.phase {
        Phase::Marshal { active, .. } if active == seat => Ok(()),
        Phase::Marshal { .. } => Err(RuleError::key("thrones-err-not-active")),
        _ => Err(RuleError::key("thrones-err-not-now")),
    }
}

/// `seat` plays `card` from hand, paying its cost; it enters play standing, an
/// attachment on `host`.
pub fn marshal(
    g: &mut Thrones,
    seat: Seat,
    card: CardIx,
    host: Option<CardIx>,
    log: &mut Vec<LogEntry>,
) -> Result<(), RuleError> {
    active(g, seat)?;
    if !g.player(seat).hand.contains(&card) {
        return Err(RuleError::new(
            Text::new("thrones-err-not-in-hand").text("card", card_text(card)),
        ));
    }
    if let Some(why) = refusal(g, seat, card) {
        return Err(RuleError::new(why));
    }
    let c = card_of(card);
    match (c.kind, host) {
        (CardType::Attachment, Some(h)) if may_attach(g, card, h) => {}
        (CardType::Attachment, _) => {
            return Err(RuleError::new(
                Text::new("thrones-err-host").text("card", card_text(card)),
            ));
        }
        (_, Some(_)) => return Err(RuleError::key("thrones-err-not-attachment")),
        (_, None) => {}
    }
    let (price, discount, first) = price(g, seat, card);
    if let Some(i) = discount {
        g.lasting.remove(i);
    }
    if first {
        g.uses.push(Used {
            card,
            key: first_discount_key(seat).into(),
            scope: Scope::Phase,
        });
    }
    take_from_hand(g, seat, card);
    let p = g.player_mut(seat);
    p.gold -= price;
    if c.has_keyword(Keyword::Limited) {
        p.limited_played = true;
    }
    match host {
        Some(h) => {
            if let Some(hc) = g.in_play_mut(h) {
                hc.attachments.push(Attached { card, knelt: false });
            }
            log.push(LogEntry::public(
                Text::new("thrones-log-attach")
                    .text("house", house_text(g, seat))
                    .text("card", card_text(card))
                    .text("host", card_text(h))
                    .num("cost", i64::from(price)),
            ));
        }
        None => {
            g.player_mut(seat).in_play.push(InPlay::new(card));
            log.push(LogEntry::public(
                Text::new("thrones-log-marshal")
                    .text("house", house_text(g, seat))
                    .text("card", card_text(card))
                    .num("cost", i64::from(price)),
            ));
        }
    }
    triggers::entered_play(g, card, log);
    windows::trigger(
        g,
        match host {
            Some(host) => Trigger::Attached { seat, card, host },
            None => Trigger::Entered { seat, card },
        },
    );
    windows::chance_after(g, seat);
    Ok(())
}

/// `seat` attaches a unique character from hand under its same-name character in play, for free
///
pub fn duplicate(g: &mut Thrones, seat: Seat, card: CardIx, log: &mut Vec<LogEntry>) -> Result<(), RuleError> {
    active(g, seat)?;
    if !g.player(seat).hand.contains(&card) {
        return Err(RuleError::new(
            Text::new("thrones-err-not-in-hand").text("card", card_text(card)),
        ));
    }
    let c = card_of(card);
    let target = same_name_character(g, seat, card).filter(|_| c.unique && c.kind == CardType::Character);
    let Some(target) = target else {
        return Err(RuleError::new(
            Text::new("thrones-err-duplicate").text("card", card_text(card)),
        ));
    };
    take_from_hand(g, seat, card);
    if let Some(t) = g.in_play_mut(target) {
        t.duplicates.push(card);
    }
    log.push(LogEntry::public(
        Text::new("thrones-log-duplicate")
            .text("house", house_text(g, seat))
            .text("card", card_text(card)),
    ));
    windows::chance_after(g, seat);
    Ok(())
}

/// `seat` ends its marshalling turn; after both, the challenges phase.
pub fn done(g: &mut Thrones, seat: Seat, log: &mut Vec<LogEntry>) -> Result<(), RuleError> {
    active(g, seat)?;
    let Phase::Marshal { second, .. } = g.phase else {
        unreachable!("checked by active")
    };
    log.push(LogEntry::public(
        Text::new("thrones-log-marshal-done").text("house", house_text(g, seat)),
    ));
    if second {
        lasting::end_scope(g, Scope::Phase);
        start_challenges(g, log);
    } else {
        start_marshal(g, other(seat), true, log);
    }
    Ok(())
}
