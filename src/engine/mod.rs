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
mod options;
pub mod prompt;
pub mod rng;
pub mod sim;
mod standing;
pub mod suggest;
pub mod text;

pub use board::BoardPart;
pub use kind::{CardInfo, GameKind, Kind};
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

    /// Whether `action` takes back the seat's own earlier answers (a "back" or "reset" button),
    /// returning it to a question it has already answered. Players may press it; AI seats never
    /// choose it while anything else is offered ([`AnyMatch::legal_onward`]): a search would
    /// otherwise go back and forth for ever in front of a move it dislikes (a forced loss).
    fn takes_back(&self, action: &Self::Action) -> bool {
        let _ = action;
        false
    }

    /// Validate and apply one seat's action. May mutate `self` even when it fails; the [`Match`]
    /// wrapper discards a failed attempt.
    fn apply(&mut self, seat: Seat, action: Self::Action, rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError>;

    /// [`Game::apply`] for a play-out whose log nobody reads: a game may skip building it. The
    /// state and the random draws must be exactly those of `apply`.
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

    /// How good an unfinished position looks for `seat`, from -1 (lost) to 1 (won): the `basic`
    /// AI's judgement and the `strong` AI's judgement where its look-ahead stops. It is only
    /// asked of determinized positions (see [`Game::determinize`]), so it may read the whole
    /// state. The default knows nothing: 0.
    fn evaluate(&self, seat: Seat) -> f64 {
        let _ = seat;
        0.0
    }

    /// Every card of the game, for `/card` lookup (name and rules text in our own words). A
    /// game without cards keeps the default: none.
    fn card_catalog() -> Vec<CardInfo> {
        Vec::new()
    }
}

/// A game in play: the rules' state plus its randomness, options and move counter.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound = "G: Game")]
pub struct Match<G: Game> {
    pub game: G,
    pub rng: GameRng,
    pub seats: usize,
    pub options: GameOptions,
    pub moves: u64,
}

/// The result of an accepted choice.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Applied {
    pub log: Vec<LogEntry>,
    /// Die results drawn while applying (kept in the action log for audit).
    pub rolls: Vec<u32>,
}

impl<G: Game> Match<G> {
    pub fn new(seats: usize, options: &GameOptions, seed: u64) -> Result<(Self, Vec<LogEntry>), RuleError> {
        if !G::seat_range().contains(&seats) {
            let range = G::seat_range();
            return Err(RuleError::new(
                Text::new("err-seat-count")
                    .text("players", text::player_count(&range))
                    .num("got", seats as i64),
            ));
        }
        let mut rng = GameRng::new(seed);
        let (game, log) = G::setup(seats, options, &mut rng)?;
        rng.take_draws();
        Ok((
            Match {
                game,
                rng,
                seats,
                options: options.clone(),
                moves: 0,
            },
            log,
        ))
    }

    /// Refuses a move from a seat that is not awaited (or when the game is over), naming who is.
    fn check_seat(&self, seat: Seat) -> Result<(), RuleError> {
        if self.game.is_over() {
            return Err(RuleError::key("err-game-over"));
        }
        if seat >= self.seats {
            return Err(RuleError::key("err-no-such-seat"));
        }
        let awaiting = self.game.awaiting();
        if !awaiting.contains(&seat) {
            let waiting: Vec<Text> = awaiting
                .iter()
                .map(|&s| Text::new("seat-name").seat("seat", s))
                .collect();
            return Err(RuleError::new(Text::new("err-not-your-turn").list("waiting", waiting)));
        }
        Ok(())
    }

    /// Applies to a clone and keeps it only on success, so a refusal changes nothing.
    fn attempt(
        &mut self,
        f: impl FnOnce(&mut G, &mut GameRng) -> Result<Vec<LogEntry>, RuleError>,
    ) -> Result<Applied, RuleError> {
        let mut game = self.game.clone();
        let checkpoint = self.rng.checkpoint();
        match f(&mut game, &mut self.rng) {
            Ok(log) => {
                let rolls = self.rng.take_draws();
                self.game = game;
                self.moves += 1;
                Ok(Applied { log, rolls })
            }
            Err(e) => {
                self.rng.restore(checkpoint);
                Err(e)
            }
        }
    }
}

/// Object-safe face of a [`Match`], used by the table, the store and every front end.
pub trait AnyMatch: Send + Sync {
    fn game_id(&self) -> &'static str;
    fn seats(&self) -> usize;
    fn pending(&self) -> Vec<Prompt>;
    /// [`Game::legal`] as notations (empty when the game is over).
    fn legal(&self) -> Vec<(Seat, Vec<String>)>;
    /// [`AnyMatch::legal`] without the moves that take back a seat's own answers
    /// ([`Game::takes_back`]), unless nothing else is left for that seat: what an AI seat weighs.
    fn legal_onward(&self) -> Vec<(Seat, Vec<String>)>;
    /// Whether `seat`'s line `notation` takes back its own earlier answers ([`Game::takes_back`]).
    fn takes_back(&self, seat: Seat, notation: &str) -> bool;
    fn apply(&mut self, seat: Seat, notation: &str) -> Result<Applied, RuleError>;
    /// [`AnyMatch::apply`] without the safety copy: a refused move may leave this match half
    /// changed, so call it only on a copy that is dropped on error (the table does: it applies
    /// to the copy it will commit, and one copy per move is enough).
    fn apply_on_copy(&mut self, seat: Seat, notation: &str) -> Result<Applied, RuleError>;
    /// Plays one random legal move (a random pending prompt, a random answer within its limits),
    /// typed all the way, in place: the fast path for AI play-outs, random batteries and
    /// benchmarks. `Ok(None)` when the game is over or the chosen prompt takes only typed lines;
    /// an `Err` is an engine bug (a listed or in-limits answer was refused) and may leave the
    /// match half changed, so drop it then.
    fn play_random(&mut self, rng: &mut GameRng) -> Result<Option<(Seat, String)>, String>;
    /// A random legal move as notation, not applied (drivers that apply it through the table).
    fn random_move(&self, rng: &mut GameRng) -> Option<(Seat, String)>;
    /// Every legal action prints to a notation that parses back to the same action, and a random
    /// answer to each composed prompt parses and prints back to itself.
    fn check_round_trip(&self, rng: &mut GameRng) -> Result<(), String>;
    fn concede(&mut self, seat: Seat) -> Result<Applied, RuleError>;
    fn edit(&mut self, command: &str) -> Result<Applied, RuleError>;
    /// Force the next die result (scripts' `roll N`, admin repairs).
    fn force_roll(&mut self, value: u32);
    fn view(&self, viewer: Viewer) -> serde_json::Value;
    fn status(&self, viewer: Viewer) -> Vec<Text>;
    fn map_text(&self, viewer: Viewer) -> Vec<Text>;
    fn board_svg(&self, viewer: Viewer, loc: &dyn Localizer) -> String;
    /// See [`Game::board_svg_since`]; `before` of another game kind is ignored.
    fn board_svg_since(&self, viewer: Viewer, loc: &dyn Localizer, before: &dyn AnyMatch) -> String;
    fn board_parts(&self) -> Vec<BoardPart>;
    fn part_svg(&self, viewer: Viewer, loc: &dyn Localizer, part: &str) -> Option<String>;
    fn as_any(&self) -> &dyn std::any::Any;
    fn private_brief(&self, seat: Seat) -> Vec<Text>;
    fn outcome(&self) -> Option<Outcome>;
    fn partners(&self, seat: Seat) -> Result<Vec<Seat>, RuleError>;
    fn check_invariants(&self) -> Result<(), String>;
    fn hidden_card_ids(&self, viewer: Viewer) -> Vec<String>;
    /// See [`Game::card_name`].
    fn card_name(&self, id: &str) -> Option<Text>;
    /// See [`Game::window_kinds`].
    fn window_kinds(&self) -> Vec<&'static str>;
    fn window_kind_name(&self, kind: &str) -> Text;
    /// Sets `seat`'s standing auto-pass ([`Game::set_auto_pass`]) at any time the game runs,
    /// awaited or not. Refused when the game is over, the seat does not exist, the game has no
    /// windows, or `kind` is none of them (the refusal lists them); a refusal changes nothing.
    fn set_auto_pass(&mut self, seat: Seat, kind: &str, on: bool) -> Result<Applied, RuleError>;
    /// See [`Game::auto_passes`].
    fn auto_passes(&self, seat: Seat) -> Vec<&'static str>;
    /// The whole state as JSON (seed and RNG position included: never show this to players).
    fn save(&self) -> String;
    fn clone_box(&self) -> Box<dyn AnyMatch>;
    /// A copy `seat` cannot tell from this match ([`Game::determinize`]), with its own dice
    /// seeded from `rng`: a world for an AI to try moves in.
    fn determinized(&self, seat: Seat, rng: &mut GameRng) -> Box<dyn AnyMatch>;
    /// How good this position is for `seat`, from -1 to 1: a finished game is 1 for a sole
    /// winner, 0.5 for a shared win and -1 for a loss; else [`Game::evaluate`] kept inside ±0.95.
    fn evaluate(&self, seat: Seat) -> f64;
    /// How far the seeded stream has been read ([`GameRng::position`]): a move that leaves it
    /// unchanged drew nothing hidden.
    fn rng_position(&self) -> u128;
}

impl<G: Game> AnyMatch for Match<G> {
    fn game_id(&self) -> &'static str {
        G::ID
    }
    fn seats(&self) -> usize {
        self.seats
    }
    fn pending(&self) -> Vec<Prompt> {
        if self.game.is_over() {
            Vec::new()
        } else {
            self.game.pending()
        }
    }
    fn legal(&self) -> Vec<(Seat, Vec<String>)> {
        if self.game.is_over() {
            Vec::new()
        } else {
            self.game
                .legal()
                .into_iter()
                .map(|(s, actions)| (s, actions.iter().map(ToString::to_string).collect()))
                .collect()
        }
    }
    fn legal_onward(&self) -> Vec<(Seat, Vec<String>)> {
        if self.game.is_over() {
            return Vec::new();
        }
        self.game
            .legal()
            .into_iter()
            .map(|(s, actions)| {
                // Each action judged once: this runs for every move a search weighs.
                let back: Vec<bool> = actions.iter().map(|a| self.game.takes_back(a)).collect();
                let onward = back.contains(&false);
                let lines = actions
                    .iter()
                    .zip(&back)
                    .filter(|&(_, &b)| !onward || !b)
                    .map(|(a, _)| a.to_string())
                    .collect();
                (s, lines)
            })
            .collect()
    }
    fn takes_back(&self, seat: Seat, notation: &str) -> bool {
        self.game
            .parse(seat, &normalize(notation))
            .is_ok_and(|a| self.game.takes_back(&a))
    }
    fn apply(&mut self, seat: Seat, notation: &str) -> Result<Applied, RuleError> {
        self.check_seat(seat)?;
        let notation = normalize(notation);
        if notation.is_empty() {
            return Err(RuleError::key("err-empty-action"));
        }
        let action = self.game.parse(seat, &notation)?;
        self.attempt(|g, rng| g.apply(seat, action, rng))
    }
    fn apply_on_copy(&mut self, seat: Seat, notation: &str) -> Result<Applied, RuleError> {
        self.check_seat(seat)?;
        let notation = normalize(notation);
        if notation.is_empty() {
            return Err(RuleError::key("err-empty-action"));
        }
        let action = self.game.parse(seat, &notation)?;
        let log = self.game.apply(seat, action, &mut self.rng)?;
        self.moves += 1;
        Ok(Applied {
            log,
            rolls: self.rng.take_draws(),
        })
    }
    fn play_random(&mut self, rng: &mut GameRng) -> Result<Option<(Seat, String)>, String> {
        if self.game.is_over() {
            return Ok(None);
        }
        let mut legal = self.game.legal();
        if legal.is_empty() {
            return Ok(None);
        }
        let k = rng.below(legal.len());
        let (seat, actions) = &mut legal[k];
        let seat = *seat;
        let action = if actions.is_empty() {
            let prompt = self.game.pending().swap_remove(k);
            if prompt.ask == Ask::One {
                return Ok(None);
            }
            let Some(line) = prompt.random_answer(rng) else {
                return Err(format!("seat {seat}'s prompt admits no answer: {:?}", prompt.ask));
            };
            self.game
                .parse(seat, &line)
                .map_err(|e| format!("in-limits answer `{line}` for seat {seat} was refused: {}", e.text.key))?
        } else {
            actions.swap_remove(rng.below(actions.len()))
        };
        let notation = action.to_string();
        // In place, without the safety copy of `apply`: a listed option is never refused (a
        // refusal is an engine bug, reported, and leaves this match unusable), and play-outs
        // are the AI search's hot path.
        self.game
            .apply_unlogged(seat, action, &mut self.rng)
            .map_err(|e| format!("listed option `{notation}` for seat {seat} was refused: {}", e.text.key))?;
        self.rng.forget_draws();
        self.moves += 1;
        Ok(Some((seat, notation)))
    }
    fn random_move(&self, rng: &mut GameRng) -> Option<(Seat, String)> {
        if self.game.is_over() {
            return None;
        }
        let mut legal = self.game.legal();
        if legal.is_empty() {
            return None;
        }
        let k = rng.below(legal.len());
        let (seat, actions) = &mut legal[k];
        if actions.is_empty() {
            let prompt = self.game.pending().swap_remove(k);
            return prompt.random_answer(rng).map(|line| (*seat, line));
        }
        Some((*seat, actions.swap_remove(rng.below(actions.len())).to_string()))
    }
    fn check_round_trip(&self, rng: &mut GameRng) -> Result<(), String> {
        if self.game.is_over() {
            return Ok(());
        }
        for (k, (seat, actions)) in self.game.legal().into_iter().enumerate() {
            for action in actions {
                let printed = action.to_string();
                match self.game.parse(seat, &printed) {
                    Ok(back) if back == action => {}
                    Ok(back) => return Err(format!("`{printed}` parses to {back:?}, not {action:?}")),
                    Err(e) => return Err(format!("`{printed}` ({action:?}) does not parse: {}", e.text.key)),
                }
            }
            let prompt = &self.game.pending()[k];
            if prompt.ask != Ask::One
                && let Some(line) = prompt.random_answer(rng)
            {
                let action = self
                    .game
                    .parse(seat, &line)
                    .map_err(|e| format!("answer `{line}` does not parse: {}", e.text.key))?;
                let printed = action.to_string();
                if self.game.parse(seat, &printed).ok().as_ref() != Some(&action) {
                    return Err(format!("`{line}` parses to {action:?}, which prints as `{printed}`"));
                }
            }
        }
        Ok(())
    }
    fn concede(&mut self, seat: Seat) -> Result<Applied, RuleError> {
        if self.game.is_over() {
            return Err(RuleError::key("err-game-over"));
        }
        if seat >= self.seats {
            return Err(RuleError::key("err-no-such-seat"));
        }
        self.attempt(|g, rng| Ok(g.concede(seat, rng)))
    }
    fn edit(&mut self, command: &str) -> Result<Applied, RuleError> {
        let command = normalize(command);
        self.attempt(|g, _| g.edit(&command))
    }
    fn force_roll(&mut self, value: u32) {
        self.rng.force(value);
    }
    fn view(&self, viewer: Viewer) -> serde_json::Value {
        self.game.view(viewer)
    }
    fn status(&self, viewer: Viewer) -> Vec<Text> {
        self.game.status(viewer)
    }
    fn map_text(&self, viewer: Viewer) -> Vec<Text> {
        self.game.map_text(viewer)
    }
    fn board_svg(&self, viewer: Viewer, loc: &dyn Localizer) -> String {
        self.game.board_svg(viewer, loc)
    }
    fn board_svg_since(&self, viewer: Viewer, loc: &dyn Localizer, before: &dyn AnyMatch) -> String {
        match before.as_any().downcast_ref::<Match<G>>() {
            Some(before) => self.game.board_svg_since(viewer, loc, &before.game),
            None => self.game.board_svg(viewer, loc),
        }
    }
    fn board_parts(&self) -> Vec<BoardPart> {
        self.game.board_parts()
    }
    fn part_svg(&self, viewer: Viewer, loc: &dyn Localizer, part: &str) -> Option<String> {
        self.game.part_svg(viewer, loc, part)
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    fn private_brief(&self, seat: Seat) -> Vec<Text> {
        self.game.private_brief(seat)
    }
    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }
    fn partners(&self, seat: Seat) -> Result<Vec<Seat>, RuleError> {
        self.game.partners(seat)
    }
    fn check_invariants(&self) -> Result<(), String> {
        let pending = self.game.pending();
        match (self.game.is_over(), pending.is_empty()) {
            (false, true) => return Err("game is stuck: no outcome and no pending prompt".into()),
            (true, false) => return Err("game is over but still has pending prompts".into()),
            _ => {}
        }
        let seats: Vec<Seat> = pending.iter().map(|p| p.seat).collect();
        if self.game.awaiting() != seats {
            return Err(format!(
                "awaiting() {:?} disagrees with pending() {seats:?}",
                self.game.awaiting()
            ));
        }
        for p in &pending {
            if p.options.is_empty() && p.free_form.is_none() && !matches!(p.ask, Ask::Number { .. }) {
                return Err(format!("prompt for seat {} has no options", p.seat));
            }
        }
        let listed: Vec<(Seat, Vec<String>)> = pending
            .iter()
            .map(|p| {
                let options = if p.ask == Ask::One {
                    p.options.iter().map(|o| o.notation.clone()).collect()
                } else {
                    Vec::new()
                };
                (p.seat, options)
            })
            .collect();
        let fast = self.legal();
        if self.game.outcome().is_none() && listed != fast {
            return Err(format!("legal() {fast:?} disagrees with pending() {listed:?}"));
        }
        self.game.check_invariants()
    }
    fn hidden_card_ids(&self, viewer: Viewer) -> Vec<String> {
        self.game.hidden_card_ids(viewer)
    }
    fn card_name(&self, id: &str) -> Option<Text> {
        self.game.card_name(id)
    }
    fn window_kinds(&self) -> Vec<&'static str> {
        self.game.window_kinds()
    }
    fn window_kind_name(&self, kind: &str) -> Text {
        self.game.window_kind_name(kind)
    }
    fn set_auto_pass(&mut self, seat: Seat, kind: &str, on: bool) -> Result<Applied, RuleError> {
        standing::set_auto_pass(self, seat, kind, on)
    }
    fn auto_passes(&self, seat: Seat) -> Vec<&'static str> {
        self.game.auto_passes(seat)
    }
    fn save(&self) -> String {
        serde_json::to_string(self).expect("game state serializes")
    }
    fn rng_position(&self) -> u128 {
        self.rng.position()
    }
    fn determinized(&self, seat: Seat, rng: &mut GameRng) -> Box<dyn AnyMatch> {
        let game = self.game.determinize(seat, rng);
        Box::new(Match {
            game,
            rng: GameRng::new(rng.next_seed()),
            seats: self.seats,
            options: self.options.clone(),
            moves: self.moves,
        })
    }
    fn evaluate(&self, seat: Seat) -> f64 {
        if let Some(outcome) = self.game.outcome() {
            return match (outcome.winners.contains(&seat), outcome.winners.len()) {
                (true, 1) => 1.0,
                (true, _) => 0.5,
                (false, 0) => -0.5,
                (false, _) => -1.0,
            };
        }
        let value = self.game.evaluate(seat);
        if value.is_nan() { 0.0 } else { value.clamp(-0.95, 0.95) }
    }
    fn clone_box(&self) -> Box<dyn AnyMatch> {
        Box::new(self.clone())
    }
}
