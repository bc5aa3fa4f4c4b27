//! The game-agnostic contract every game implements, and the registry of games.
//!
//! Shape (after OpenSpiel's State API and boardgame.io's secret state):
//! * [`Game::pending`] answers "who must decide what now, and what are the legal options" —
//!   several seats may owe a decision at once (simultaneous secret picks, response windows).
//! * [`Game::apply`] takes one seat's choice in the game's canonical text notation. Randomness
//!   only comes from the [`GameRng`] kept in the state. A refused choice leaves the game unchanged
//!   (the [`Match`] wrapper applies to a clone and keeps it only on success).
//! * [`Game::view`] builds what one viewer may know, from an allow-list: hidden cards of other
//!   seats never appear in it.
//!
//! Nothing in here knows about Discord, SQL or clocks.

pub mod board;
pub mod flow;
mod kind;
mod matches;
pub mod names;
mod options;
pub mod prompt;
pub mod rng;
pub mod sim;
mod standing;
pub mod suggest;
pub mod text;
pub mod trail;

pub use board::BoardPart;
pub use kind::{CardInfo, GameKind, Kind};
pub use matches::{AnyMatch, Applied, Match};
pub use options::{GameOptions, OptionSpec, resolve_options};
pub use prompt::{Ask, Batch, Choice, Prompt, SeatSet, Selection, normalize};
pub use rng::{GameRng, RngCheckpoint};
pub use text::{Arg, Args, Text};

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;

/// A seat at the table, 0-based. Text notation shows seats 1-based as `p1`, `p2`, ….
pub type Seat = usize;

/// Who is looking: the public channel, or one seat's private view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Viewer {
    Public,
    Seat(Seat),
}

impl Viewer {
    /// True if this viewer is `seat` itself.
    pub fn is(self, seat: Seat) -> bool {
        self == Viewer::Seat(seat)
    }
}

/// Who may read a log entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Audience {
    All,
    Only(Seat),
    AllBut(Seat),
    /// A set of seats (e.g. two allies sharing a private line).
    Seats(SeatSet),
}

impl Audience {
    /// The seats a private line goes to by DM (`Only` and `Seats`; none for public lines).
    pub fn private_seats(self) -> SeatSet {
        match self {
            Audience::Only(s) => SeatSet::EMPTY.with(s),
            Audience::Seats(set) => set,
            Audience::All | Audience::AllBut(_) => SeatSet::EMPTY,
        }
    }

    pub fn includes(self, viewer: Viewer) -> bool {
        match (self, viewer) {
            (Audience::All, _) => true,
            (Audience::Only(s), Viewer::Seat(v)) => s == v,
            (Audience::Only(_), Viewer::Public) => false,
            (Audience::AllBut(s), Viewer::Seat(v)) => s != v,
            (Audience::AllBut(_), Viewer::Public) => true,
            (Audience::Seats(set), Viewer::Seat(v)) => set.contains(v),
            (Audience::Seats(_), Viewer::Public) => false,
        }
    }
}

/// One line of the game log, already redacted by its audience.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntry {
    pub audience: Audience,
    pub text: Text,
}

impl LogEntry {
    pub fn public(text: Text) -> Self {
        LogEntry {
            audience: Audience::All,
            text,
        }
    }
    pub fn private(seat: Seat, text: Text) -> Self {
        LogEntry {
            audience: Audience::Only(seat),
            text,
        }
    }
    pub fn others(seat: Seat, text: Text) -> Self {
        LogEntry {
            audience: Audience::AllBut(seat),
            text,
        }
    }
    pub fn to_seats(seats: SeatSet, text: Text) -> Self {
        LogEntry {
            audience: Audience::Seats(seats),
            text,
        }
    }
}

/// How a finished game ended. No winners is a normal outcome (e.g. Nuclear War's dead world).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub winners: Vec<Seat>,
    pub summary: Text,
}

/// A refused choice: the player's fault, shown to them. Names the rule and, where useful, what is
/// legal instead. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[error("{}", text.key)]
pub struct RuleError {
    pub text: Text,
}

impl RuleError {
    pub fn new(text: Text) -> Self {
        RuleError { text }
    }
    pub fn key(key: &'static str) -> Self {
        RuleError { text: Text::new(key) }
    }
}

impl From<Text> for RuleError {
    fn from(text: Text) -> Self {
        RuleError { text }
    }
}

/// One embedded Fluent file: (language code, name, text). See the `translations!` macro.
pub type Translation = (&'static str, &'static str, &'static str);

/// A game's typed move. `Display` prints its canonical notation (what `/play`, scripts, the
/// terminal and button ids carry); the game's [`Game::parse`] reads it back. A generic test checks
/// print → parse → the same action for every legal action of random positions of every game.
pub trait Action: Clone + PartialEq + std::fmt::Debug + std::fmt::Display + Send + Sync + 'static {}

impl<T: Clone + PartialEq + std::fmt::Debug + std::fmt::Display + Send + Sync + 'static> Action for T {}

/// What a renderer or text view needs from the front end: translations and seat names.
pub trait Localizer {
    fn text(&self, text: &Text) -> String;
    fn seat_name(&self, seat: Seat) -> String;
    /// "en" or "ko".
    fn lang(&self) -> &str;
}

/// The sizes of the `strong` AI's look-ahead by `basic`-played play-outs
/// ([`Game::STRONG_ROLLOUTS`], `crate::ai::rollout`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rollouts {
    /// Moves weighed to the end (the rest are dropped after a first judgement).
    pub candidates: usize,
    /// Sampled worlds each weighed move is played on in, at the full budget.
    pub worlds: usize,
    /// Moves of every seat played after the weighed one before the position is judged.
    pub moves: usize,
}

/// One game's rules. Implement this in `src/games/<game>/` and add one line to
/// `crate::games::registry`.
pub trait Game: Clone + Serialize + DeserializeOwned + Send + Sync + 'static {
    /// Stable id used in the database, `/new game:` and scripts (e.g. `nuclear-war`).
    const ID: &'static str;
    /// Message id of the game's display name.
    const NAME: &'static str;
    /// Message id of the `/rules` summary.
    const RULES: &'static str;

    /// The game's own translation files (`crate::translations!["my-game", …]`), loaded with the
    /// shared ones when the game is registered.
    const TRANSLATIONS: &'static [Translation] = &[];

    /// One move of this game, typed. Its `Display` is the canonical notation, which
    /// [`Game::parse`] reads back to the same action.
    type Action: Action;

    fn seat_range() -> RangeInclusive<usize>;
    fn option_specs() -> Vec<OptionSpec>;

    /// A new game. Unknown or invalid options are refused with a message naming them.
    fn setup(seats: usize, options: &GameOptions, rng: &mut GameRng) -> Result<(Self, Vec<LogEntry>), RuleError>;

    /// Every decision owed right now. Contract: empty if and only if `outcome()` is `Some`.
    fn pending(&self) -> Vec<Prompt>;

    /// The seats that owe a decision now: the seats of `pending()`, in seat order. Override it when
    /// building the prompts (labels, option lists) is costly: `apply` asks this on every move.
    fn awaiting(&self) -> Vec<Seat> {
        self.pending().into_iter().map(|p| p.seat).collect()
    }

    /// Reads one seat's line in canonical notation (already [`normalize`]d) into an action. A line
    /// that names no legal action is refused here or in [`Game::apply`], naming the rule.
    fn parse(&self, seat: Seat, notation: &str) -> Result<Self::Action, RuleError>;

    /// The fast path for AI and random players: the legal actions of every pending one-choice
    /// prompt ([`Ask::One`]), without labels, as `(seat, actions)` in `pending()` order; composed
    /// prompts are listed with no actions (answer them through [`Prompt::random_answer`]). Their
    /// notations must be the prompts' option notations, in order. Override it when labels are
    /// costly (the default builds the prompts and parses their options).
    fn legal(&self) -> Vec<(Seat, Vec<Self::Action>)> {
        self.pending()
            .into_iter()
            .map(|p| {
                let actions = if p.ask == Ask::One {
                    p.options
                        .iter()
                        .filter_map(|o| self.parse(p.seat, &o.notation).ok())
                        .collect()
                } else {
                    Vec::new()
                };
                (p.seat, actions)
            })
            .collect()
    }

    /// One random entry of [`Game::legal`]: `k = rng.below(legal.len())`, then, when entry `k`
    /// lists actions, one of them by `rng.below(actions.len())` (`None` for a composed prompt,
    /// answered through [`Prompt::random_answer`] of `pending()[k]`). `None` when nothing is
    /// pending. With `onward`, the actions that take back the seat's own answers
    /// ([`Game::takes_back`]) are left out of entry `k` first unless nothing else is listed:
    /// play-outs move the game on, as an AI seat does. Override it to skip building the lists
    /// not drawn: the draws and the action must be exactly those of this default (random
    /// play-outs replay by seed).
    fn random_legal(&self, rng: &mut GameRng, onward: bool) -> Option<(usize, Seat, Option<Self::Action>)> {
        random_legal_of(self, rng, onward)
    }

    /// `pending()[k]` as a random player answers it ([`Prompt::random_answer`], after
    /// [`Game::random_legal`] drew entry `k`): its seat, ask and verb and its options' notations,
    /// costs and caps must be those of `pending()`; the question, labels and details may be left
    /// empty. Override it when labels are costly (play-outs answer every composed prompt this way).
    fn random_prompt(&self, k: usize) -> Prompt {
        self.pending().swap_remove(k)
    }

    /// Whether `action` takes back the seat's own earlier answers (a "back" or "reset" button),
    /// returning it to a question it has already answered. Players may press it; AI seats never
    /// choose it while anything else is offered ([`AnyMatch::legal_onward`]): a search would
    /// otherwise go back and forth for ever in front of a move it dislikes (a forced loss).
    fn takes_back(&self, action: &Self::Action) -> bool {
        let _ = action;
        false
    }

    /// Whether `action` changes nothing the rules act on and only shows or hides information
    /// (Nuclear War's deterrent display). The AI levels that weigh their moves never choose it
    /// while anything else is offered ([`AnyMatch::legal_onward`]): the seat decides again right
    /// after it, so a search rates it as high as the best move that follows, and a strong seat
    /// showed and hid the same card thousands of times a game. Random seats and play-outs still
    /// make it.
    fn idle(&self, action: &Self::Action) -> bool {
        let _ = action;
        false
    }

    /// Validate and apply one seat's action. May mutate `self` even when it fails; the [`Match`]
    /// wrapper discards a failed attempt.
    fn apply(&mut self, seat: Seat, action: Self::Action, rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError>;

    /// [`Game::apply`] for a play-out whose log nobody reads: a game may skip building it. The
    /// state and the random draws must be exactly those of `apply`. It is called only with an
    /// action [`Game::legal`] / [`Game::random_legal`] just listed for this state, so a game may
    /// also skip the checks its listing has already made (the refusals stay in `apply`).
    fn apply_unlogged(&mut self, seat: Seat, action: Self::Action, rng: &mut GameRng) -> Result<(), RuleError> {
        self.apply(seat, action, rng).map(drop)
    }

    /// Brings a state read from an older save up to date, where serde alone cannot (a field
    /// whose new form depends on the rest of the state). Called once after every load.
    fn upgrade(&mut self) {}

    /// A seat leaves the game for good (`/concede`).
    fn concede(&mut self, seat: Seat, rng: &mut GameRng) -> Vec<LogEntry>;

    /// An admin / test edit (`set ...` lines): repairs a disputed game. Logged publicly.
    fn edit(&mut self, command: &str) -> Result<Vec<LogEntry>, RuleError>;

    /// Stable JSON of what `viewer` may know (scripts' `expect` lines read it).
    fn view(&self, viewer: Viewer) -> serde_json::Value;

    /// A few lines for `/status` (public) or `/hand` (a seat's private view).
    fn status(&self, viewer: Viewer) -> Vec<Text>;
    /// The whole map as text lines, for a reader without the picture (the terminal's `map`);
    /// by default the status.
    fn map_text(&self, viewer: Viewer) -> Vec<Text> {
        self.status(viewer)
    }

    /// The board as SVG for `viewer`, in the localizer's language.
    fn board_svg(&self, viewer: Viewer, loc: &dyn Localizer) -> String;

    /// The board with what changed since `before` marked (see [`board`]); by default unmarked.
    /// A mark shows only what `viewer` may know of both positions.
    fn board_svg_since(&self, viewer: Viewer, loc: &dyn Localizer, before: &Self) -> String {
        let _ = before;
        self.board_svg(viewer, loc)
    }

    /// The parts of the board that `/status part:` draws alone and large (see [`board`]).
    fn board_parts(&self) -> Vec<BoardPart> {
        Vec::new()
    }

    /// One part of [`Game::board_parts`] as SVG; `None` for an id that is not one of them.
    fn part_svg(&self, viewer: Viewer, loc: &dyn Localizer, part: &str) -> Option<String> {
        let _ = (viewer, loc, part);
        None
    }

    /// A few private lines sent with every DM prompt to `seat` (e.g. the hand with card details),
    /// so a player deciding from a phone sees what they hold. Empty by default.
    fn private_brief(&self, seat: Seat) -> Vec<Text> {
        let _ = seat;
        Vec::new()
    }

    fn outcome(&self) -> Option<Outcome>;

    /// Whether the game has ended (cheaper than building the [`Outcome`]; checked on every move).
    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Internal consistency (random-play tests call this after every move).
    fn check_invariants(&self) -> Result<(), String>;

    /// Card ids `viewer` may not know right now (leak tests look for them in views and logs).
    fn hidden_card_ids(&self, viewer: Viewer) -> Vec<String>;

    /// The kinds of out-of-turn response window this game (in its mode) can open, by
    /// [`flow::KindId`] id: what a seat may set a standing auto-pass for. Empty (the default):
    /// no response windows, and `/autopass` is refused.
    fn window_kinds(&self) -> Vec<&'static str> {
        Vec::new()
    }

    /// The display name of a kind from [`Game::window_kinds`].
    fn window_kind_name(&self, kind: &str) -> Text {
        Text::new("raw").str("value", kind)
    }

    /// Turns `seat`'s standing auto-pass on windows of `kind` on or off, from the next window
    /// opened (a window already open still waits for the seat). Called only through [`Match`],
    /// with a kind from `window_kinds` and a seat of the table, while the game runs, whoever is
    /// awaited; the engine adds the seat's private confirmation, so return only lines of the
    /// game's own (usually none). Contract: it never depends on what the seat holds (anyone may
    /// set any kind), so a seat skipped by a window tells the others nothing.
    ///
    /// # Errors
    /// The default refuses (`err-no-windows`): the game has no response windows.
    fn set_auto_pass(&mut self, seat: Seat, kind: &str, on: bool) -> Result<Vec<LogEntry>, RuleError> {
        let _ = (seat, kind, on);
        Err(RuleError::key("err-no-windows"))
    }

    /// The window kinds `seat` auto-passes now (ids, in `window_kinds` order).
    fn auto_passes(&self, seat: Seat) -> Vec<&'static str> {
        let _ = seat;
        Vec::new()
    }

    /// The display name of the card with this id (an id as [`Game::hidden_card_ids`] gives it), so
    /// leak tests can look for a hidden card's name in every language as well as its id. `None`
    /// for an unknown id; the default suits games whose card names follow the convention
    /// `<prefix>-card-<id>` (the leak tests try that key when this returns `None`).
    fn card_name(&self, _id: &str) -> Option<Text> {
        None
    }

    /// The seats `seat` may message in private now (`/ally`): its allies of the moment, or a
    /// refusal that names the rule (a game without alliances keeps the default).
    fn partners(&self, seat: Seat) -> Result<Vec<Seat>, RuleError> {
        let _ = seat;
        Err(RuleError::key("err-no-partners"))
    }

    /// A position `seat` cannot tell from this one, for AI seats (see `crate::ai`): everything
    /// hidden from the seat (other seats' hands, face-down picks, the deck's order, anything
    /// derived from them) first put in a canonical order, then dealt anew from `rng`. The result
    /// must depend only on what `seat` may know and on `rng`: two positions the seat cannot tell
    /// apart give the same result for the same `rng` (a generic test checks this for every game,
    /// and that the seat's own view is unchanged). The default copies the position: right only
    /// for a game with nothing hidden.
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let _ = (seat, rng);
        self.clone()
    }

    /// Random moves the `strong` AI plays on from the end of its search tree before it asks
    /// [`Game::evaluate`]. Short by default: long random play-outs bury the judgement in noise
    /// (random coups at low DEFCON in Twilight Struggle); a game whose moves pay off late needs
    /// more (Nuclear War: a card placed now is revealed two turns later).
    const SEARCH_PLAYOUT: usize = 4;

    /// How the `strong` AI looks ahead: `None` (the default) by its tree search over random
    /// play-outs; `Some` by play-outs in which every seat plays as `basic` would
    /// ([`Rollouts`]): for a game whose random play-outs tell nothing (Three Kingdoms Redux:
    /// random bids lose every space, so a search over them never learns what a rival answers).
    const STRONG_ROLLOUTS: Option<Rollouts> = None;

    /// Random moves of each of the `basic` AI's play-outs before it asks [`Game::evaluate`]
    /// (0: it judges the position its own steps reach, no play-out). Most games want a few: a
    /// move that pays off after the others answer (Nuclear War's cards, revealed two turns
    /// later). A game whose judgement already sees what a move is building toward (Three
    /// Kingdoms Redux: the bids this round) plays none, since random moves would wash it out.
    const BASIC_PLAYOUT: usize = 16;

    /// How good an unfinished position looks for `seat`, from -1 (lost) to 1 (won): the `basic`
    /// AI's judgement and the `strong` AI's judgement where its look-ahead stops. It is only
    /// asked of determinized positions (see [`Game::determinize`]), so it may read the whole
    /// state. The default knows nothing: 0.
    fn evaluate(&self, seat: Seat) -> f64 {
        let _ = seat;
        0.0
    }

    /// [`Game::evaluate`] for each of `seats` seats at once, in seat order: the `strong` AI asks
    /// every seat's value at each leaf of its search. A game whose judgement does much work
    /// common to all seats may share it; the default asks each seat in turn.
    fn evaluate_seats(&self, seats: usize) -> Vec<f64> {
        (0..seats).map(|s| self.evaluate(s)).collect()
    }

    /// Every card of the game, for `/card` lookup (name and rules text in our own words). A
    /// game without cards keeps the default: none.
    fn card_catalog() -> Vec<CardInfo> {
        Vec::new()
    }

    /// The ids a typed line may hold (countries, cards, generals, unit kinds, spaces…), each with
    /// the message id of the name players see, so a player may type the name (in English or
    /// Korean) or its start instead of the id: see [`names`]. Empty by default (ids only).
    fn typed_names() -> Vec<names::TypedName> {
        Vec::new()
    }
}

/// [`Game::random_legal`] as every game draws it, from [`Game::legal`] (the default, and the
/// yardstick a game's own faster version is tested against).
pub fn random_legal_of<G: Game>(game: &G, rng: &mut GameRng, onward: bool) -> Option<(usize, Seat, Option<G::Action>)> {
    let mut legal = game.legal();
    if legal.is_empty() {
        return None;
    }
    let k = rng.below(legal.len());
    let (seat, actions) = &mut legal[k];
    if onward && actions.iter().any(|a| !game.takes_back(a)) {
        actions.retain(|a| !game.takes_back(a));
    }
    let action = (!actions.is_empty()).then(|| actions.swap_remove(rng.below(actions.len())));
    Some((k, *seat, action))
}
