//! Who must decide what now, the legal moves with their labels, and reading and applying one
//! seat's move. Every refusal names the rule and lists what is legal instead.
//!
//! `notation` (the typed moves and their lines), `options` (the legal moves of each decision and
//! their labels), `apply` (one function per decision), `refusals`.

mod apply;
pub mod catalog;
mod options;
mod refusals;

use super::state::notation::{self, NwAction};
pub use apply::apply;

use super::{CardId, Interrupt, NuclearWar, Step, card_text};
use crate::engine::{Choice, Prompt, RuleError, Seat, Text};

/// What one seat is being asked right now.
#[derive(Clone, Debug)]
pub enum Decision {
    SecretTarget {
        card: CardId,
    },
    PropagandaTarget {
        card: CardId,
    },
    AttackTarget,
    Intercept,
    Retaliate,
    PeaceSwap,
    OpeningFirst,
    OpeningSecond,
    Place,
    /// Escalation: answer a response window (secret, everyone but the actor).
    Respond,
    CounterSabotage,
    CounterSpy,
    LoadPlatform,
    VirusGive,
    PostTurn,
}

pub fn decision(g: &NuclearWar, seat: Seat) -> Option<Decision> {
    if g.finished {
        return None;
    }
    if let Some(top) = g.interrupts.last() {
        return match top {
            Interrupt::SecretTarget { seat: s, card, .. } if *s == seat => Some(Decision::SecretTarget { card: *card }),
            Interrupt::PropagandaTarget { seat: s, card } if *s == seat => {
                Some(Decision::PropagandaTarget { card: *card })
            }
            Interrupt::AttackTarget { attack } if attack.attacker == seat => Some(Decision::AttackTarget),
            Interrupt::Intercept { attack } if attack.target == Some(seat) => Some(Decision::Intercept),
            Interrupt::Retaliate { seat: s } if *s == seat => Some(Decision::Retaliate),
            Interrupt::PeaceSwap { done, .. } => {
                let p = &g.players[seat];
                (p.alive && !p.queue.is_empty() && !done.contains(&seat)).then_some(Decision::PeaceSwap)
            }
            Interrupt::Respond { window, .. } => g.window_waiting(window).contains(&seat).then_some(Decision::Respond),
            Interrupt::CounterSabotage { event, .. } if event.actor() == seat && g.alive(seat) => {
                Some(Decision::CounterSabotage)
            }
            Interrupt::CounterSpy { victim, .. } if *victim == seat && g.alive(seat) => Some(Decision::CounterSpy),
            Interrupt::LoadPlatform { seat: s, .. } if *s == seat => Some(Decision::LoadPlatform),
            Interrupt::VirusGive { seat: s, .. } if *s == seat => Some(Decision::VirusGive),
            _ => None,
        };
    }
    let p = &g.players[seat];
    match g.step {
        Step::OpeningQueue if p.alive => match p.opening_pick.len() {
            0 if !p.hand.is_empty() => Some(Decision::OpeningFirst),
            1 if p.hand.len() >= 2 => Some(Decision::OpeningSecond),
            _ => None,
        },
        Step::Place if g.turn == seat && p.alive && !p.hand.is_empty() => Some(Decision::Place),
        Step::PostTurn
            if g.turn == seat && p.alive && g.mode.escalation() && !g.post.ended && post_turn_owed(g, seat) =>
        {
            Some(Decision::PostTurn)
        }
        _ => None,
    }
}

/// True if `seat` has anything to do after its basic turn (seed §1.12–1.14, §1.18).
pub fn post_turn_owed(g: &NuclearWar, seat: Seat) -> bool {
    !options::post_turn_options(g, seat).is_empty()
}

fn question(g: &NuclearWar, decision: &Decision) -> Text {
    match decision {
        Decision::SecretTarget { card } => Text::new("nw-q-secret-target").text("card", card_text(*card)),
        Decision::PropagandaTarget { card } => Text::new("nw-q-propaganda-target").text("card", card_text(*card)),
        Decision::AttackTarget | Decision::Intercept => match g.interrupts.last() {
            Some(Interrupt::AttackTarget { attack }) => Text::new("nw-q-attack-target")
                .text("carrier", card_text(attack.carrier))
                .text("warhead", card_text(attack.warhead)),
            Some(Interrupt::Intercept { attack }) => Text::new("nw-q-intercept")
                .seat("attacker", attack.attacker)
                .text("carrier", card_text(attack.carrier))
                .text("warhead", card_text(attack.warhead)),
            _ => Text::new("nw-q-place"),
        },
        Decision::Retaliate => Text::new("nw-q-retaliate"),
        Decision::PeaceSwap => Text::new("nw-q-peace-swap"),
        Decision::OpeningFirst => Text::new("nw-q-opening-first"),
        Decision::OpeningSecond => Text::new("nw-q-opening-second"),
        Decision::Place => Text::new("nw-q-place"),
        Decision::Respond => match g.interrupts.last() {
            Some(Interrupt::Respond { event, .. }) => Text::new("ne-q-respond").text("event", event.text()),
            _ => Text::new("nw-q-place"),
        },
        Decision::CounterSabotage => match g.interrupts.last() {
            Some(Interrupt::CounterSabotage { event, saboteur }) => Text::new("ne-q-counter-sabotage")
                .seat("saboteur", *saboteur)
                .text("event", event.text()),
            _ => Text::new("nw-q-place"),
        },
        Decision::CounterSpy => match g.interrupts.last() {
            Some(Interrupt::CounterSpy { spy, act, .. }) => Text::new(match act {
                super::SpyAct::Intel => "ne-q-counter-intel",
                super::SpyAct::Steal { .. } => "ne-q-counter-steal",
            })
            .seat("spy", *spy),
            _ => Text::new("nw-q-place"),
        },
        Decision::LoadPlatform => match g.interrupts.last() {
            Some(Interrupt::LoadPlatform { warheads, .. }) => {
                Text::new("ne-q-load-platform").num("loaded", warheads.len() as i64)
            }
            _ => Text::new("nw-q-place"),
        },
        Decision::VirusGive => Text::new("ne-q-virus-give"),
        Decision::PostTurn => Text::new("ne-q-post-turn"),
    }
}

/// The seats owing a decision, without building their prompts.
pub fn awaiting(g: &NuclearWar) -> Vec<Seat> {
    (0..g.seats()).filter(|&seat| decision(g, seat).is_some()).collect()
}

pub fn pending(g: &NuclearWar) -> Vec<Prompt> {
    (0..g.seats())
        .filter_map(|seat| {
            let d = decision(g, seat)?;
            let secret = matches!(
                d,
                Decision::PeaceSwap
                    | Decision::OpeningFirst
                    | Decision::OpeningSecond
                    | Decision::Respond
                    | Decision::CounterSabotage
                    | Decision::CounterSpy
                    | Decision::LoadPlatform
            );
            let free_form = matches!(d, Decision::OpeningFirst).then(|| Text::new("nw-free-queue"));
            // Escalation windows and counters: asked of every seat alike, answered by DM.
            let response = matches!(d, Decision::Respond | Decision::CounterSabotage | Decision::CounterSpy);
            Some(Prompt {
                free_form,
                secret,
                response,
                ..Prompt::one(seat, question(g, &d), choices(g, seat, &d))
            })
        })
        .collect()
}

/// The prompt's options: each legal move with its label.
fn choices(g: &NuclearWar, seat: Seat, d: &Decision) -> Vec<Choice> {
    options::options(g, seat, d)
        .into_iter()
        .map(|a| {
            let mut choice = Choice::new(a.to_string(), options::label(d, &a));
            choice.detail = options::detail(&a);
            choice
        })
        .collect()
}

/// The legal moves of every seat that owes a decision, without labels, in `pending()` order.
pub fn legal(g: &NuclearWar) -> Vec<(Seat, Vec<NwAction>)> {
    (0..g.seats())
        .filter_map(|seat| decision(g, seat).map(|d| (seat, options::options(g, seat, &d))))
        .collect()
}

/// Reads one seat's normalized line; a line that is no move is refused with the legal ones.
pub fn parse(g: &NuclearWar, seat: Seat, line: &str) -> Result<NwAction, RuleError> {
    notation::read(line).map_err(|why| refusals::misread(g, seat, line, why))
}
