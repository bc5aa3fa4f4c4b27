//! What an open window is (its kind, what runs when it closes, who has passed), the questions
//! abilities ask, passing ahead, and the primitive steps that open a window or queue a trigger.
//! The windows' rules (who is asked, what may be used, the loop that moves the game on) are in
//! `rules/windows.rs`.

use serde::{Deserialize, Serialize};

use super::ability::{Trigger, TriggerKind};
use super::{CardIx, Phase, Thrones, other};
use crate::engine::flow::{KindId, PriorityRound};
use crate::engine::{GameRng, LogEntry, Seat, Text};
use crate::games::thrones::data::Icon;

/// The kinds of window, as players name them for standing auto-passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WindowKind {
    /// Actions in the plot phase, after the plots' when-revealed abilities.
    Plot,
    /// Actions after each card the other player plays in its marshalling turn.
    Marshalling,
    /// Actions after attackers are declared.
    Attackers,
    /// Actions after defenders are declared.
    Defenders,
    /// Actions in the dominance phase, after dominance is decided.
    Dominance,
    /// Actions after standing, before taxation.
    Standing,
    /// Actions after taxation has returned the gold, before the next round.
    Taxation,
    /// Responses after a card enters play or is attached.
    AfterPlay,
    /// Responses after defenders are declared.
    AfterDefend,
    /// Responses after a challenge is won or lost.
    AfterChallenge,
    /// Responses after a character is killed.
    AfterKill,
    /// Responses after dominance is won.
    AfterDominance,
    /// Responses after cards stand.
    AfterStanding,
    /// No one is asked: it only runs what comes next once the triggers before it are done.
    Marker,
}

impl KindId for WindowKind {
    const ALL: &'static [Self] = &[
        WindowKind::Plot,
        WindowKind::Marshalling,
        WindowKind::Attackers,
        WindowKind::Defenders,
        WindowKind::Dominance,
        WindowKind::Standing,
        WindowKind::Taxation,
        WindowKind::AfterPlay,
        WindowKind::AfterDefend,
        WindowKind::AfterChallenge,
        WindowKind::AfterKill,
        WindowKind::AfterDominance,
        WindowKind::AfterStanding,
    ];

    fn id(self) -> &'static str {
        match self {
            WindowKind::Plot => "plot",
            WindowKind::Marshalling => "marshalling",
            WindowKind::Attackers => "attackers",
            WindowKind::Defenders => "defenders",
            WindowKind::Dominance => "dominance",
            WindowKind::Standing => "standing",
            WindowKind::Taxation => "taxation",
            WindowKind::AfterPlay => "after-play",
            WindowKind::AfterDefend => "after-defend",
            WindowKind::AfterChallenge => "after-challenge",
            WindowKind::AfterKill => "after-kill",
            WindowKind::AfterDominance => "after-dominance",
            WindowKind::AfterStanding => "after-standing",
            WindowKind::Marker => "marker",
        }
    }
}

impl WindowKind {
    pub fn of_trigger(t: &Trigger) -> WindowKind {
        match t.kind() {
            TriggerKind::Entered | TriggerKind::Attached => WindowKind::AfterPlay,
            TriggerKind::Defended => WindowKind::AfterDefend,
            TriggerKind::Won => WindowKind::AfterChallenge,
            TriggerKind::Killed => WindowKind::AfterKill,
            TriggerKind::Dominance => WindowKind::AfterDominance,
            TriggerKind::Stood => WindowKind::AfterStanding,
            // Only forced abilities answer these (no response is offered yet).
            TriggerKind::MarshallingBegins | TriggerKind::DominanceBegins | TriggerKind::Revealed => WindowKind::Marker,
        }
    }
}

/// What the rules do once a window closes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Then {
    Nothing,
    /// The draw phase, then the first marshalling turn (after the plot window).
    Draw,
    /// Stealth, then defenders (after the attackers window).
    AfterAttackers,
    /// The challenge is resolved (after the defenders window).
    Resolve,
    /// The challenge is over: its lasting effects end.
    EndChallenge,
    /// Dominance is counted (after what acts at the start of the phase).
    CountDominance,
    /// The standing phase (after dominance, its responses and its action window).
    Stand,
    /// The taxation phase: the gold returns, then its action window (after the standing window).
    Taxation,
    /// The next round (after the taxation window).
    NextRound,
    /// This seat's plot's when-revealed ability, once the other plot's has resolved completely.
    WhenRevealed(Seat),
    /// The cards stand (after what acts at the start of standing).
    StandCards,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Window {
    pub kind: WindowKind,
    pub round: PriorityRound,
    pub then: Then,
    /// The trigger a response window answers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trigger: Option<Trigger>,
    /// Closes after one answer (the other player's chance after a marshalling play, A-9).
    #[serde(default)]
    pub single: bool,
    /// Cards already used in this response window: a response answers its trigger once.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub used: Vec<CardIx>,
}

/// A question an ability asks while it resolves (a search, a choice of cards to keep or kill).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ask {
    pub seat: Seat,
    /// The resolver's key in `cards::ASKS`.
    pub key: String,
    pub question: Text,
    pub items: Vec<CardIx>,
    pub min: u8,
    pub max: u8,
    /// The card or plot owner the question comes from (for resolvers that need it).
    #[serde(default)]
    pub source: Option<CardIx>,
    #[serde(default)]
    pub n: u8,
}

pub type AskFn = fn(&mut Thrones, &Ask, &[CardIx], &mut GameRng, &mut Vec<LogEntry>);

/// How far a pass reaches ahead (`pass phase`, `pass round`): the seat's own choice, like a
/// standing auto-pass, made in a window it is asked in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ahead {
    /// To the end of this challenge.
    Challenge,
    /// To the end of this phase.
    Phase,
    /// To the end of this round (its taxation window included).
    Round,
}

impl Ahead {
    pub fn key(self) -> &'static str {
        match self {
            Ahead::Challenge => "challenge",
            Ahead::Phase => "phase",
            Ahead::Round => "round",
        }
    }

    pub fn parse(word: &str) -> Option<Ahead> {
        [Ahead::Challenge, Ahead::Phase, Ahead::Round]
            .into_iter()
            .find(|a| a.key() == word)
    }
}

/// A seat passing ahead: until the end of a challenge, of `phase` of `round`, or of the whole
/// `round`, it is not asked in a window where only a card hidden from the other player could be
/// used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PassingAhead {
    pub until: Ahead,
    pub round: u16,
    /// The phase it was chosen in.
    pub phase: RoundPhase,
    /// The challenge it was chosen in (its attacker and type: one of each a round).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub challenge: Option<(Seat, Icon)>,
}

/// The phases of a round that hold windows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RoundPhase {
    Plot,
    Marshalling,
    Challenges,
    Dominance,
    Standing,
    Taxation,
}

/// A window of action for both players, first player first, running `then` when both have
/// passed in a row.
pub fn gate(g: &mut Thrones, kind: WindowKind, then: Then) {
    let first = g.first;
    g.windows.push(Window {
        kind,
        round: PriorityRound::new(vec![first, other(first)], first),
        then,
        trigger: None,
        single: false,
        used: Vec::new(),
    });
}

/// The other player's one chance to act after a play of `active`.
pub fn chance_after(g: &mut Thrones, active: Seat) {
    g.windows.push(Window {
        kind: WindowKind::Marshalling,
        round: PriorityRound::new(vec![other(active)], other(active)),
        then: Then::Nothing,
        trigger: None,
        single: true,
        used: Vec::new(),
    });
}

/// Runs `then` once every trigger queued before it has been answered.
pub fn after_triggers(g: &mut Thrones, then: Then) {
    g.windows.push(Window {
        kind: WindowKind::Marker,
        round: PriorityRound::new(Vec::new(), 0),
        then,
        trigger: None,
        single: false,
        used: Vec::new(),
    });
}

/// Something happened that abilities may answer.
pub fn trigger(g: &mut Thrones, t: Trigger) {
    g.triggers.push(t);
}

/// Kneels a card in play or an attachment.
pub fn kneel_card(g: &mut Thrones, card: CardIx) {
    if let Some(c) = g.in_play_mut(card) {
        c.knelt = true;
        return;
    }
    for p in &mut g.players {
        for c in &mut p.in_play {
            for a in &mut c.attachments {
                if a.card == card {
                    a.knelt = true;
                }
            }
        }
    }
}

/// Whether `seat` is at its own marshalling or challenges menu (nothing else is waited on).
pub fn own_menu(g: &Thrones, seat: Seat) -> bool {
    if !g.asks.is_empty() || g.kills.is_some() || !g.windows.is_empty() || !g.triggers.is_empty() {
        return false;
    }
    match g.phase {
        Phase::Marshal { active, .. } => active == seat,
        Phase::Challenges { active, .. } => active == seat && g.challenge.is_none(),
        _ => false,
    }
}
