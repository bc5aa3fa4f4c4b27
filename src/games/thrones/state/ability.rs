//! Abilities a player chooses to use: actions (R-92 … R-96), responses, saves and
//! the triggered abilities that resolve by themselves. Each is an [`Ability`] registered under
//! the formula kind or unit name a card's data row carries (`src/games/thrones/cards/`): when it
//! may be used, what it may target, what it does. The windows (`rules/windows.rs`) only ask "which
//! abilities may this seat use now" and never name a card.

use serde::{Deserialize, Serialize};

use crate::engine::{GameRng, LogEntry, Seat};
use crate::games::thrones::data::effects::Effect;
use crate::games::thrones::data::{CardType, Icon};
use crate::games::thrones::state::{CardIx, Phase, Thrones, card_of};

/// The phases an action's label names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PhaseTag {
    Plot,
    Marshalling,
    Challenges,
    Dominance,
    Standing,
}

impl PhaseTag {
    /// The phase the game is in now, as an action label reads it.
    pub fn now(g: &Thrones) -> Option<PhaseTag> {
        match g.phase {
            Phase::Plot(_) | Phase::FirstPlayer { .. } | Phase::PlotEnd => Some(PhaseTag::Plot),
            Phase::Marshal { .. } => Some(PhaseTag::Marshalling),
            Phase::Challenges { .. } => Some(PhaseTag::Challenges),
            Phase::Dominance => Some(PhaseTag::Dominance),
            Phase::Standing => Some(PhaseTag::Standing),
            _ => None,
        }
    }
}

/// What happened, for responses and triggered abilities. Stored in an open response
/// window, so a restart resumes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Trigger {
    /// `card` entered play from `seat`'s hand (marshalled or put into play by an ability).
    Entered { seat: Seat, card: CardIx },
    /// `card` was attached to `host` by `seat`.
    Attached { seat: Seat, card: CardIx, host: CardIx },
    /// Defenders were declared (the challenge in `Thrones::challenge`).
    Defended { cards: Vec<CardIx> },
    /// The challenge in `Thrones::challenge` was won by `winner` (claim, unopposed power and renown
    /// done).
    Won { winner: Seat },
    /// `card` was killed while `seat` controlled it.
    Killed { seat: Seat, card: CardIx },
    /// `seat` won dominance.
    Dominance { seat: Seat },
    /// These cards stood in the standing phase.
    Stood { cards: Vec<CardIx> },
    /// The marshalling phase begins (before the first player's income is spent).
    MarshallingBegins,
    /// The dominance phase begins (before its action window).
    DominanceBegins,
    /// An effect of `by` showed cards from a hand or a deck (a search shown, a hand shown).
    Revealed { by: Seat },
}

/// The kinds of trigger, as abilities register for them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TriggerKind {
    Entered,
    Attached,
    Defended,
    Won,
    Killed,
    Dominance,
    Stood,
    MarshallingBegins,
    DominanceBegins,
    Revealed,
}

impl Trigger {
    pub fn kind(&self) -> TriggerKind {
        match self {
            Trigger::Entered { .. } => TriggerKind::Entered,
            Trigger::Attached { .. } => TriggerKind::Attached,
            Trigger::Defended { .. } => TriggerKind::Defended,
            Trigger::Won { .. } => TriggerKind::Won,
            Trigger::Killed { .. } => TriggerKind::Killed,
            Trigger::Dominance { .. } => TriggerKind::Dominance,
            Trigger::Stood { .. } => TriggerKind::Stood,
            Trigger::MarshallingBegins => TriggerKind::MarshallingBegins,
            Trigger::DominanceBegins => TriggerKind::DominanceBegins,
            Trigger::Revealed { .. } => TriggerKind::Revealed,
        }
    }
}

/// When an ability may be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Timing {
    /// An action of these phases (empty: "Any phase", R-93).
    Action(&'static [PhaseTag]),
    /// A response to a trigger, offered in its response window.
    Response(TriggerKind),
    /// Resolves by itself when its trigger happens, first player's cards first; also the
    /// responses that ask nothing and can only help their controller (ruling in docs/thrones.md).
    Forced(TriggerKind),
    /// A save: offered while a character of its controller would die.
    Save,
}

/// Where the card must be for its ability to be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Zone {
    /// In play: a character or location, or an attachment on a character.
    InPlay,
    /// In hand: events, and the few cards that enter play by their own ability.
    Hand,
    /// In its owner's dead pile (public): a card that returns from it by its own ability.
    Dead,
}

/// How long a use limit counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Scope {
    Challenge,
    Phase,
    Round,
}

/// What an ability is aimed at: chosen cards, a challenge type, a number, a named card — each
/// part optional. One target is one option of a prompt.
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Target {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cards: Vec<CardIx>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub icon: Option<Icon>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub n: Option<u8>,
    /// A card name (an index of `data().cards`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub named: Option<u8>,
    /// A plot (Bran Stark reveals another).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plot: Option<u8>,
}

impl Target {
    pub fn none() -> Self {
        Target::default()
    }

    pub fn card(card: CardIx) -> Self {
        Target {
            cards: vec![card],
            ..Target::default()
        }
    }

    pub fn cards(cards: Vec<CardIx>) -> Self {
        Target {
            cards,
            ..Target::default()
        }
    }

    pub fn first(&self) -> Option<CardIx> {
        self.cards.first().copied()
    }

    pub fn is_none(&self) -> bool {
        *self == Target::default()
    }
}

/// The card using an ability, its controller (or holder), and the formula that gave it.
#[derive(Clone, Copy, Debug)]
pub struct Source {
    pub seat: Seat,
    pub card: CardIx,
    pub effect: &'static Effect,
}

/// What an ability answers: the trigger of its response window, or the character that would die
/// for a save.
#[derive(Clone, Copy, Debug)]
pub enum Context<'a> {
    None,
    Trigger(&'a Trigger),
    Dying(CardIx),
}

impl Context<'_> {
    pub fn trigger(&self) -> Option<&Trigger> {
        match self {
            Context::Trigger(t) => Some(t),
            _ => None,
        }
    }

    pub fn dying(&self) -> Option<CardIx> {
        match self {
            Context::Dying(c) => Some(*c),
            _ => None,
        }
    }
}

pub type Options = fn(&Thrones, &Source, Context) -> Vec<Target>;
pub type Resolve = fn(&mut Thrones, &Source, &Target, Context, &mut GameRng, &mut Vec<LogEntry>);
/// What using the ability does that its player may not expect (its own card leaves play or goes
/// to the opponent), shown in the option that uses it; `None` when nothing surprising happens now.
pub type Warning = fn(&Thrones, &Source) -> Option<crate::engine::Text>;

/// One ability, registered under a formula kind or a unit name.
pub struct Ability {
    /// The formula kind (`kneel-target`) or the unit's name (`unit(name=ice)` → `ice`).
    pub key: &'static str,
    pub timing: Timing,
    pub zone: Zone,
    /// At most this many uses per scope, per card (`None`: unlimited).
    pub limit: Option<(Scope, u8)>,
    /// Gold paid on use (besides what the targets cost), checked before the options.
    pub gold: u16,
    /// Kneels its own card as its cost (the card must be standing).
    pub kneel_self: bool,
    /// Every legal target now (empty: cannot be used now). An ability without a choice returns
    /// `[Target::none()]`.
    pub options: Options,
    pub resolve: Resolve,
    /// A warning for the option that uses it (see [`Warning`]).
    pub warning: Option<Warning>,
}

impl Ability {
    /// An ability with no cost and no limit; fill the rest with struct update syntax.
    pub const fn new(key: &'static str, timing: Timing, zone: Zone, options: Options, resolve: Resolve) -> Self {
        Ability {
            key,
            timing,
            zone,
            limit: None,
            gold: 0,
            kneel_self: false,
            options,
            resolve,
            warning: None,
        }
    }
}

/// The options of an ability that needs no choice.
pub fn no_choice(_: &Thrones, _: &Source, _: Context) -> Vec<Target> {
    vec![Target::none()]
}

/// Whether an ability's use limit is used up for `card`.
pub fn limit_reached(g: &Thrones, card: CardIx, a: &Ability) -> bool {
    let Some((scope, n)) = a.limit else { return false };
    let used = g
        .uses
        .iter()
        .filter(|u| u.card == card && u.key == a.key && u.scope == scope)
        .count();
    used >= usize::from(n)
}

/// One use of a limited ability, until its scope ends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Used {
    pub card: CardIx,
    /// The ability's key (borrowed from it: recorded on every use; a save reads it back owned).
    pub key: std::borrow::Cow<'static, str>,
    pub scope: Scope,
}

/// What an event costs `seat` on top of its own price: plots that tax events (`event-tax`).
pub fn event_tax(g: &Thrones) -> u16 {
    (0..2)
        .filter_map(|s| g.plot(s))
        .flat_map(|p| p.effects.iter())
        .filter(|e| e.name() == "event-tax")
        .map(|e| e.num("gold").max(0) as u16)
        .sum()
}

/// The gold `seat` must pay to use `a` (given by formula `e`) on `card` now: the ability's own
/// price, a formula's `gold` argument, and a plot's tax on events (paid to the opponent).
pub fn price(g: &Thrones, card: CardIx, e: &Effect, a: &Ability) -> u16 {
    a.gold + e.num("gold").max(0) as u16 + tax(g, card)
}

/// The part of the price that goes to the opponent: a plot's tax on events.
pub fn tax(g: &Thrones, card: CardIx) -> u16 {
    if card_of(card).kind == CardType::Event {
        event_tax(g)
    } else {
        0
    }
}

/// Whether `seat` could pay for `a` on `card` (gold, standing card for a kneel), targets aside.
pub fn affordable(g: &Thrones, seat: Seat, card: CardIx, e: &Effect, a: &Ability) -> bool {
    if g.player(seat).gold < price(g, card, e, a) {
        return false;
    }
    if a.kneel_self {
        let standing = g.in_play(card).is_some_and(|c| !c.knelt) || g.host_of(card).is_some_and(|(_, att)| !att.knelt);
        if !standing {
            return false;
        }
    }
    true
}
