//! The legal moves of each decision, typed and without labels (the fast path for random and AI
//! players, and the check of the Escalation decisions), and each move's label for the prompt.

use super::super::data::Kind;
use super::super::state::Event;
use super::super::state::hooks;
use super::super::state::notation::{CardKey, NwAction, distinct_keys};
use super::super::{AttackKind, CardId, Interrupt, NuclearWar, card_type, type_text};
use super::Decision;
use crate::engine::{Seat, Text};

/// Anti-missiles in the target's hand that stop this carrier.
pub fn stopping_anti_missiles(g: &NuclearWar, target: Seat, carrier: CardId) -> Vec<CardId> {
    let Kind::Carrier { stopped_by, .. } = &card_type(carrier).kind else {
        return Vec::new();
    };
    g.players[target]
        .hand
        .iter()
        .copied()
        .filter(|&c| matches!(card_type(c).kind, Kind::AntiMissile { letter } if stopped_by.contains(&letter)))
        .collect()
}

/// Every legal move of `seat` facing decision `d`, in prompt order.
pub fn options(g: &NuclearWar, seat: Seat, d: &Decision) -> Vec<NwAction> {
    use NwAction::*;
    let p = &g.players[seat];
    let hand_keys = |wrap: fn(CardKey) -> NwAction| distinct_keys(p.hand.iter().copied()).into_iter().map(wrap);
    match d {
        Decision::SecretTarget { .. } | Decision::PropagandaTarget { .. } | Decision::AttackTarget => {
            g.opponents(seat).into_iter().map(Target).collect()
        }
        Decision::Intercept => intercept_options(g, seat),
        Decision::Respond => respond_options(g, seat),
        Decision::CounterSabotage => with_pass(g.holds_spy(seat).then_some(Unmask)),
        Decision::CounterSpy => with_pass(g.holds_spy(seat).then_some(Counter)),
        Decision::LoadPlatform => {
            let warheads = p.hand.iter().copied().filter(|&c| card_type(c).megatons().is_some());
            let mut out: Vec<NwAction> = distinct_keys(warheads).into_iter().map(Load).collect();
            out.push(Launch);
            out
        }
        Decision::VirusGive => g.opponents(seat).into_iter().map(Give).collect(),
        Decision::PostTurn => {
            let mut out = post_turn_options(g, seat);
            if !g.virus_due(seat) {
                out.push(End);
            }
            out
        }
        Decision::Retaliate => retaliate_options(g, seat),
        Decision::PeaceSwap => {
            let mut out = Vec::new();
            let swapped = g.peace_swaps(seat);
            for slot in 1..=p.queue.len().min(2) as u8 {
                if swapped.iter().any(|s| s.slot == slot) {
                    continue;
                }
                out.extend(
                    distinct_keys(p.hand.iter().copied())
                        .into_iter()
                        .map(|card| Swap { slot, card }),
                );
            }
            if !swapped.is_empty() {
                out.push(Back);
            }
            out.push(Done);
            out
        }
        Decision::OpeningFirst => hand_keys(First).collect(),
        Decision::OpeningSecond => {
            let left = p.hand.iter().copied().filter(|c| !p.opening_pick.contains(c));
            distinct_keys(left).into_iter().map(Second).collect()
        }
        Decision::Place => place_options(g, seat),
    }
}

fn with_pass(first: Option<NwAction>) -> Vec<NwAction> {
    first.into_iter().chain([NwAction::Pass]).collect()
}

fn intercept_options(g: &NuclearWar, seat: Seat) -> Vec<NwAction> {
    let Some(Interrupt::Intercept { attack }) = g.interrupts.last() else {
        return Vec::new();
    };
    let stops = stopping_anti_missiles(g, seat, attack.carrier);
    let mut out: Vec<NwAction> = distinct_keys(stops).into_iter().map(NwAction::Intercept).collect();
    out.push(NwAction::Pass);
    out
}

/// An Escalation response window: what this seat's hand lets it answer (the window itself is
/// offered to every seat alike, whatever it holds).
fn respond_options(g: &NuclearWar, seat: Seat) -> Vec<NwAction> {
    let Some(Interrupt::Respond { event, .. }) = g.interrupts.last() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if let Event::Attack { attack } = event
        && attack.target == Some(seat)
        && attack.kind == AttackKind::Carried
    {
        let stops = stopping_anti_missiles(g, seat, attack.carrier);
        out.extend(distinct_keys(stops).into_iter().map(NwAction::Intercept));
    }
    out.extend(hooks::responses(g, seat, event));
    out.push(NwAction::Pass);
    out
}

/// What the specials let `seat` do after its basic turn (seed §1.12–1.14, §1.18): platform
/// drops, killer satellite strikes, cruise orders, passing the virus.
pub fn post_turn_options(g: &NuclearWar, seat: Seat) -> Vec<NwAction> {
    hooks::after_turn(g, seat)
}

/// Final retaliation (R-47..R-51): strikes from the revealed pool, what the specials still
/// strike with (platform warheads R-48, cruise missiles in flight R-49), or done.
fn retaliate_options(g: &NuclearWar, seat: Seat) -> Vec<NwAction> {
    use NwAction::*;
    let mut out: Vec<NwAction> = g
        .strikes(seat)
        .into_iter()
        .map(|(carrier, warhead, target)| Strike {
            carrier,
            warhead,
            target,
        })
        .collect();
    out.extend(hooks::retaliation(g, seat));
    out.push(Done);
    out
}

/// The basic turn: place a card, show up to two deterrents, hide one, or spy first.
fn place_options(g: &NuclearWar, seat: Seat) -> Vec<NwAction> {
    use NwAction::*;
    let p = &g.players[seat];
    let mut out: Vec<NwAction> = distinct_keys(p.hand.iter().copied()).into_iter().map(Place).collect();
    if p.shown.len() < 2 {
        let hidden = p.hand.iter().copied().filter(|c| !p.shown.contains(c));
        out.extend(distinct_keys(hidden).into_iter().map(Show));
    }
    out.extend(distinct_keys(p.shown.iter().copied()).into_iter().map(Hide));
    out.extend(hooks::before_placing(g, seat));
    out
}

/// What the card an option names does (issue 34): its `/card` text beside the label; for a
/// strike, the carrier's and the warhead's.
pub fn detail(action: &NwAction) -> Option<Text> {
    use NwAction::*;
    let about = super::catalog::type_about;
    match *action {
        Intercept(k)
        | Swap { card: k, .. }
        | First(k)
        | Second(k)
        | Queue(k, _)
        | Place(k)
        | Show(k)
        | Hide(k)
        | Load(k) => about(k),
        PlatformDrop { warhead, .. } => about(warhead),
        Strike { carrier, warhead, .. } => Some(
            Text::new("nw-detail-pair")
                .text("first", about(carrier)?)
                .text("second", about(warhead)?),
        ),
        _ => None,
    }
}

/// The button label of `action` when facing `d`.
pub fn label(d: &Decision, action: &NwAction) -> Text {
    use NwAction::*;
    let card = |key: &'static str, k: &str| Text::new(key).text("card", type_text(k));
    match *action {
        Target(t) => Text::new("nw-opt-target").seat("seat", t),
        Intercept(k) => card("nw-opt-intercept", k),
        Pass => Text::new("nw-opt-pass"),
        Strike {
            carrier,
            warhead,
            target,
        } => Text::new("nw-opt-strike")
            .text("carrier", type_text(carrier))
            .text("warhead", type_text(warhead))
            .seat("target", target),
        PlatformDrop {
            platform,
            warhead,
            target,
        } => Text::new("ne-opt-platform-drop")
            .num("platform", platform as i64)
            .text("warhead", type_text(warhead))
            .seat("target", target),
        CruiseAt(t) | CruiseDrop(t) => Text::new("ne-opt-cruise-drop").seat("target", t),
        Done if matches!(d, Decision::Retaliate) => Text::new("nw-opt-retaliation-done"),
        Done => Text::new("nw-opt-keep"),
        Swap { slot, card: k } => Text::new("nw-opt-swap")
            .num("slot", slot as i64)
            .text("card", type_text(k)),
        Back => Text::new("nw-opt-swap-back"),
        First(k) => card("nw-opt-first", k),
        Second(k) => card("nw-opt-second", k),
        Queue(a, _) => card("nw-opt-first", a),
        Place(k) => card("nw-opt-place", k),
        Show(k) => card("nw-opt-show", k),
        Hide(k) => card("nw-opt-hide", k),
        SpyOn(t) => Text::new("ne-opt-spy-on").seat("target", t),
        Unmask => Text::new("ne-opt-unmask"),
        Counter => Text::new("ne-opt-counter-spy"),
        Sabotage => Text::new("ne-opt-sabotage"),
        Steal => Text::new("ne-opt-steal"),
        Load(k) => card("ne-opt-load", k),
        Launch => Text::new("ne-opt-launch-platform"),
        Give(t) => Text::new("ne-opt-virus-give").seat("target", t),
        Kill { owner, platform } => Text::new("ne-opt-kill")
            .seat("owner", owner)
            .num("platform", platform as i64),
        CruiseMove(o) => Text::new("ne-opt-cruise-move").seat("over", o),
        VirusPass(t) => Text::new("ne-opt-virus-pass").seat("target", t),
        VirusKeep => Text::new("ne-opt-virus-keep"),
        End => Text::new("ne-opt-end"),
    }
}
