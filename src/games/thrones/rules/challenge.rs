//! The challenges phase (R-50 … R-60): each player in turn, first player first, makes at most one
//! challenge of each type against the other, one at a time: declare attackers (they kneel),
//! stealth, declare defenders (they kneel), then resolution (`claim.rs`).

use super::round_end::end_of_challenges;
use crate::engine::{GameRng, LogEntry, RuleError, Seat, Text};
use crate::games::thrones::data::{Icon, Keyword};
use crate::games::thrones::state::ability::{Scope, Trigger};
use crate::games::thrones::state::lasting;
use crate::games::thrones::state::statics;
use crate::games::thrones::state::steps::kneel;
use crate::games::thrones::state::text::{card_list, house_text, icon_text};
use crate::games::thrones::state::windows::{self, Then, WindowKind};
use crate::games::thrones::state::{CardIx, Challenge, Phase, Step, Thrones, other};

/// The challenges phase begins with the first player.
pub fn start_challenges(g: &mut Thrones, log: &mut Vec<LogEntry>) {
    g.phase = Phase::Challenges {
        active: g.first,
        second: false,
    };
    log.push(LogEntry::public(
        Text::new("thrones-log-challenges").text("house", house_text(g, g.first)),
    ));
}

/// The active player of the challenges phase, when no challenge is under way.
fn choosing(g: &Thrones, seat: Seat) -> Result<(), RuleError> {
    match g.phase {
        Phase::Challenges { active, .. }
            if active == seat && g.challenge.is_none() && g.kills.is_none() && g.windows.is_empty() =>
        {
            Ok(())
        }
        Phase::Challenges { .. } => Err(RuleError::key("thrones-err-not-active")),
        _ => Err(RuleError::key("thrones-err-not-now")),
    }
}

/// `seat`'s characters that may attack in a challenge of `kind`: standing, with the icon
///
pub fn attacker_choices(g: &Thrones, seat: Seat, kind: Icon) -> Vec<CardIx> {
    g.player(seat)
        .characters()
        .filter(|c| !c.knelt && statics::has_icon(g, c.card, kind) && statics::may_attack(c.card))
        .map(|c| c.card)
        .collect()
}

/// The challenge types `seat` may still start: not made this round and with at least one
/// possible attacker.
pub fn challenge_choices(g: &Thrones, seat: Seat) -> Vec<Icon> {
    Icon::ALL
        .into_iter()
        .filter(|k| {
            !g.made[seat].contains(k)
                && !attacker_choices(g, seat, *k).is_empty()
                && challenge_tax(g, seat, *k) <= g.player(seat).gold
        })
        .collect()
}

/// `seat` names the type of its next challenge.
pub fn begin(g: &mut Thrones, seat: Seat, kind: Icon) -> Result<(), RuleError> {
    choosing(g, seat)?;
    if g.made[seat].contains(&kind) {
        return Err(RuleError::new(
            Text::new("thrones-err-made").text("kind", icon_text(kind)),
        ));
    }
    if attacker_choices(g, seat, kind).is_empty() {
        return Err(RuleError::new(
            Text::new("thrones-err-no-attackers").text("kind", icon_text(kind)),
        ));
    }
    let tax = challenge_tax(g, seat, kind);
    if tax > g.player(seat).gold {
        return Err(RuleError::new(
            Text::new("thrones-err-challenge-tax")
                .text("kind", icon_text(kind))
                .num("gold", i64::from(tax)),
        ));
    }
    g.challenge = Some(Challenge {
        kind,
        attacker: seat,
        step: Step::Attackers,
        attackers: Vec::new(),
        defenders: Vec::new(),
        bypassed: Vec::new(),
        winner: None,
        attack: 0,
        defence: 0,
    });
    Ok(())
}

fn at_step(g: &Thrones, seat: Seat, step: Step) -> Result<&Challenge, RuleError> {
    match &g.challenge {
        Some(c) if c.step == step && g.kills.is_none() => {
            let asked = if step == Step::Defenders || step == Step::Claim {
                other(c.attacker)
            } else {
                c.attacker
            };
            if asked == seat {
                Ok(c)
            } else {
                Err(RuleError::key("thrones-err-not-active"))
            }
        }
        _ => Err(RuleError::key("thrones-err-not-now")),
    }
}

/// Checks a list of distinct cards against the allowed ones.
pub(super) fn check_picks(cards: &[CardIx], allowed: &[CardIx], refusal: &'static str) -> Result<(), RuleError> {
    for (i, c) in cards.iter().enumerate() {
        if cards[..i].contains(c) || !allowed.contains(c) {
            return Err(RuleError::new(
                Text::new(refusal).text("card", crate::games::thrones::state::text::card_text(*c)),
            ));
        }
    }
    Ok(())
}

/// `seat` declares its attackers, who kneel; none takes the challenge back, as if
/// it was never named.
pub fn declare_attackers(
    g: &mut Thrones,
    seat: Seat,
    cards: Vec<CardIx>,
    rng: &mut GameRng,
    log: &mut Vec<LogEntry>,
) -> Result<(), RuleError> {
    let kind = at_step(g, seat, Step::Attackers)?.kind;
    if cards.is_empty() {
        g.challenge = None;
        return Ok(());
    }
    check_picks(&cards, &attacker_choices(g, seat, kind), "thrones-err-attacker")?;
    for &c in &cards {
        if statics::kneels_when_declared(c, kind, false) {
            kneel(g, c);
        }
    }
    g.made[seat].push(kind);
    log.push(LogEntry::public(
        Text::new("thrones-log-attack")
            .text("house", house_text(g, seat))
            .text("kind", icon_text(kind))
            .list("cards", card_list(&cards)),
    ));
    pay_challenge_taxes(g, seat, kind, log);
    let challenge = g.challenge.as_mut().expect("checked by at_step");
    challenge.attackers = cards;
    challenge.step = Step::AfterAttackers;
    windows::gate(g, WindowKind::Attackers, Then::AfterAttackers);
    let _ = rng;
    Ok(())
}

/// The gold a challenge of `kind` costs its attacker: a plot's `challenge-tax` (to be paid before
/// it may start) and lasting taxes (paid as far as possible), each to the defender.
fn challenge_tax(g: &Thrones, _seat: Seat, kind: Icon) -> u16 {
    (0..2)
        .filter_map(|s| g.plot(s))
        .flat_map(|p| p.effects.iter())
        .filter(|e| e.name() == "challenge-tax" && e.arg("kind").and_then(Icon::parse) == Some(kind))
        .map(|e| e.num("gold").max(0) as u16)
        .sum::<u16>()
}

fn pay_challenge_taxes(g: &mut Thrones, seat: Seat, kind: Icon, log: &mut Vec<LogEntry>) {
    let mut owed = challenge_tax(g, seat, kind);
    for l in &g.lasting {
        if let lasting::Effect::ChallengeTax {
            payer, kind: k, gold, ..
        } = l.effect
            && payer == seat
            && k == kind
        {
            owed += u16::from(gold);
        }
    }
    let paid = owed.min(g.player(seat).gold);
    if paid == 0 {
        return;
    }
    g.player_mut(seat).gold -= paid;
    g.player_mut(other(seat)).gold += paid;
    log.push(LogEntry::public(
        Text::new("thrones-log-challenge-tax")
            .text("house", house_text(g, seat))
            .text("to", house_text(g, other(seat)))
            .num("gold", i64::from(paid)),
    ));
}

/// After the attackers' window: stealth, then the defence.
pub fn after_attackers(g: &mut Thrones) {
    if g.challenge.is_none() {
        return;
    }
    if stealth_choices(g).1 > 0 {
        g.challenge.as_mut().expect("under way").step = Step::Stealth;
    } else {
        to_defenders(g);
    }
}

/// The defender's characters stealth may get past, and how many may be picked: one per attacker
/// with stealth. Only characters that could otherwise defend are offered (picking another
/// would change nothing).
pub fn stealth_choices(g: &Thrones) -> (Vec<CardIx>, usize) {
    let Some(c) = &g.challenge else {
        return (Vec::new(), 0);
    };
    let k = c
        .attackers
        .iter()
        .filter(|&&a| statics::has_keyword(g, a, Keyword::Stealth))
        .count();
    if k == 0 {
        return (Vec::new(), 0);
    }
    let targets: Vec<CardIx> = eligible_defenders(g, c)
        .into_iter()
        .filter(|&d| statics::stealth_may_bypass(g, d))
        .collect();
    let k = k.min(targets.len());
    (targets, k)
}

/// `seat` picks the characters its stealth attackers get past.
pub fn choose_stealth(
    g: &mut Thrones,
    seat: Seat,
    cards: Vec<CardIx>,
    rng: &mut GameRng,
    log: &mut Vec<LogEntry>,
) -> Result<(), RuleError> {
    at_step(g, seat, Step::Stealth)?;
    let (targets, k) = stealth_choices(g);
    check_picks(&cards, &targets, "thrones-err-stealth")?;
    if cards.len() > k {
        return Err(RuleError::new(
            Text::new("thrones-err-stealth-count").num("max", k as i64),
        ));
    }
    if !cards.is_empty() {
        log.push(LogEntry::public(
            Text::new("thrones-log-stealth")
                .text("house", house_text(g, seat))
                .list("cards", card_list(&cards)),
        ));
    }
    g.challenge.as_mut().expect("checked by at_step").bypassed = cards;
    let _ = rng;
    to_defenders(g);
    Ok(())
}

/// Standing characters of the defender with the icon that may defend, stealth aside.
fn eligible_defenders(g: &Thrones, c: &Challenge) -> Vec<CardIx> {
    g.player(other(c.attacker))
        .characters()
        .filter(|d| !d.knelt && statics::has_icon(g, d.card, c.kind) && statics::may_defend(g, d.card))
        .map(|d| d.card)
        .collect()
}

/// The characters the defender may declare now.
pub fn defender_choices(g: &Thrones) -> Vec<CardIx> {
    let Some(c) = &g.challenge else {
        return Vec::new();
    };
    eligible_defenders(g, c)
        .into_iter()
        .filter(|d| !c.bypassed.contains(d))
        .collect()
}

/// On to the defence: asked only if the defender has a character that could defend (what is in
/// play is public, so skipping tells nothing); otherwise straight to resolution.
fn to_defenders(g: &mut Thrones) {
    if defender_choices(g).is_empty() {
        g.challenge.as_mut().expect("under way").step = Step::AfterDefenders;
        windows::after_triggers(g, Then::Resolve);
    } else {
        g.challenge.as_mut().expect("under way").step = Step::Defenders;
    }
}

/// The defender declares defenders, who kneel; defending is optional.
pub fn declare_defenders(
    g: &mut Thrones,
    seat: Seat,
    cards: Vec<CardIx>,
    rng: &mut GameRng,
    log: &mut Vec<LogEntry>,
) -> Result<(), RuleError> {
    let kind = at_step(g, seat, Step::Defenders)?.kind;
    check_picks(&cards, &defender_choices(g), "thrones-err-defender")?;
    for &c in &cards {
        if statics::kneels_when_declared(c, kind, true) {
            kneel(g, c);
        }
    }
    log.push(LogEntry::public(if cards.is_empty() {
        Text::new("thrones-log-no-defence").text("house", house_text(g, seat))
    } else {
        Text::new("thrones-log-defend")
            .text("house", house_text(g, seat))
            .list("cards", card_list(&cards))
    }));
    let challenge = g.challenge.as_mut().expect("checked by at_step");
    challenge.defenders = cards.clone();
    challenge.step = Step::AfterDefenders;
    windows::gate(g, WindowKind::Defenders, Then::Resolve);
    if !cards.is_empty() {
        windows::trigger(g, Trigger::Defended { cards });
    }
    let _ = rng;
    Ok(())
}

/// `seat` makes no more challenges this round; after both players, dominance.
pub fn challenges_done(
    g: &mut Thrones,
    seat: Seat,
    rng: &mut GameRng,
    log: &mut Vec<LogEntry>,
) -> Result<(), RuleError> {
    choosing(g, seat)?;
    let Phase::Challenges { second, .. } = g.phase else {
        unreachable!("checked by choosing")
    };
    log.push(LogEntry::public(
        Text::new("thrones-log-challenges-done").text("house", house_text(g, seat)),
    ));
    if second {
        lasting::end_scope(g, Scope::Phase);
        end_of_challenges(g, rng, log);
    } else {
        g.phase = Phase::Challenges {
            active: other(seat),
            second: true,
        };
    }
    Ok(())
}
