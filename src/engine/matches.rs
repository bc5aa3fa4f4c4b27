//! A game in play ([`Match`]) and its object-safe face ([`AnyMatch`]) for the table, the store
//! and every front end.

use serde::{Deserialize, Serialize};

use super::trail::{Trail, sight_hash};
use super::*;

/// A game in play: the rules' state plus its randomness, options and move counter.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound = "G: Game")]
pub struct Match<G: Game> {
    pub game: G,
    pub rng: GameRng,
    pub seats: usize,
    pub options: GameOptions,
    pub moves: u64,
    /// The sights of the seat that moved last at its decisions in its current run of moves
    /// (see [`crate::engine::trail`]); absent from older saves.
    #[serde(default, skip_serializing_if = "Trail::is_empty")]
    pub trail: Trail,
    /// Whether moves update the trail: yes for a real game, no in a world an AI samples (its
    /// search tracks its own path, and a view per move would slow it).
    #[serde(skip, default = "tracked")]
    track: bool,
}

fn tracked() -> bool {
    true
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
                trail: Trail::default(),
                track: true,
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
    pub(super) fn attempt(
        &mut self,
        f: impl FnOnce(&mut G, &mut GameRng) -> Result<Vec<LogEntry>, RuleError>,
    ) -> Result<Applied, RuleError> {
        self.attempt_replacing(f).map(|(applied, _)| applied)
    }

    /// [`Match::attempt`], handing back the state it replaced.
    fn attempt_replacing(
        &mut self,
        f: impl FnOnce(&mut G, &mut GameRng) -> Result<Vec<LogEntry>, RuleError>,
    ) -> Result<(Applied, G), RuleError> {
        let mut game = self.game.clone();
        let checkpoint = self.rng.checkpoint();
        match f(&mut game, &mut self.rng) {
            Ok(log) => {
                let rolls = self.rng.take_draws();
                let before = std::mem::replace(&mut self.game, game);
                self.moves += 1;
                Ok((Applied { log, rolls }, before))
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
    /// ([`Game::takes_back`]) or change nothing the rules act on ([`Game::idle`]), unless nothing
    /// else is left for that seat: what an AI seat weighs.
    fn legal_onward(&self) -> Vec<(Seat, Vec<String>)>;
    /// Whether `seat`'s line `notation` takes back its own earlier answers ([`Game::takes_back`]).
    fn takes_back(&self, seat: Seat, notation: &str) -> bool;
    /// Whether `seat`'s line `notation` changes nothing the rules act on ([`Game::idle`]).
    fn idle(&self, seat: Seat, notation: &str) -> bool;
    /// A hash of what `seat` sees when it is asked to decide: its own view and prompt
    /// ([`crate::engine::trail::sight_hash`]); `None` when it owes no decision.
    fn sight_hash(&self, seat: Seat) -> Option<u64>;
    /// `seat`'s sights at its decisions in its current run of moves, the position now last
    /// (empty when the run is another seat's): see [`crate::engine::trail`].
    fn trail(&self, seat: Seat) -> Vec<u64>;
    /// Whether moves update the trail (on for every new or loaded game). The random batteries
    /// turn it off in most of their games: it changes no rule, and hashing the mover's view after
    /// each move tripled their time.
    fn keep_trail(&mut self, on: bool);
    /// `seat`'s typed line in canonical notation: normalized, with the names of ids in it
    /// ([`Game::typed_names`]) turned into the ids (see [`super::names`]). A line the game reads
    /// as typed comes back only normalized.
    ///
    /// # Errors
    /// A Korean name that starts several names is refused, listing them.
    fn canonical(&self, seat: Seat, notation: &str) -> Result<String, RuleError>;
    fn apply(&mut self, seat: Seat, notation: &str) -> Result<Applied, RuleError>;
    /// [`AnyMatch::apply`] without the safety copy: a refused move may leave this match half
    /// changed, so call it only on a copy that is dropped on error (the table does: it applies
    /// to the copy it will commit, and one copy per move is enough).
    fn apply_on_copy(&mut self, seat: Seat, notation: &str) -> Result<Applied, RuleError>;
    /// Plays one random legal move (a random pending prompt, a random answer within its limits),
    /// typed all the way, in place: the fast path for AI play-outs, random batteries and
    /// benchmarks. `Ok(None)` when the game is over or the chosen prompt takes only typed lines;
    /// an `Err` is an engine bug (a listed or in-limits answer was refused) and may leave the
    /// match half changed, so drop it then. Returns the seat that moved; the move's notation is
    /// never built here (play-outs drop it: [`AnyMatch::play_random_noted`] keeps it).
    fn play_random(&mut self, rng: &mut GameRng) -> Result<Option<Seat>, String>;
    /// [`AnyMatch::play_random`] with the notation of the move played (the same move for the
    /// same stream).
    fn play_random_noted(&mut self, rng: &mut GameRng) -> Result<Option<(Seat, String)>, String>;
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
    /// [`AnyMatch::evaluate`] of every seat, in seat order ([`Game::evaluate_seats`]).
    fn evaluate_all(&self) -> Vec<f64>;
    /// [`Game::SEARCH_PLAYOUT`].
    fn search_playout(&self) -> usize;
    /// [`Game::BASIC_PLAYOUT`].
    fn basic_playout(&self) -> usize;
    /// [`Game::STRONG_ROLLOUTS`].
    fn strong_rollouts(&self) -> Option<super::Rollouts>;
    /// How far the seeded stream has been read ([`GameRng::position`]): a move that leaves it
    /// unchanged drew nothing hidden.
    fn rng_position(&self) -> u128;
}

/// How often a play-out draws a composed answer again when it takes back the seat's own.
const ONWARD_REDRAWS: usize = 4;

impl<G: Game> Match<G> {
    /// One random legal move played in place ([`AnyMatch::play_random`]), with its notation when
    /// `note` asks for it.
    fn random_step(&mut self, rng: &mut GameRng, note: bool) -> Result<Option<(Seat, Option<String>)>, String> {
        if self.game.is_over() {
            return Ok(None);
        }
        let Some((k, seat, listed)) = self.game.random_legal(rng, true) else {
            return Ok(None);
        };
        let action = if let Some(action) = listed {
            action
        } else {
            let prompt = self.game.random_prompt(k);
            if prompt.ask == Ask::One {
                return Ok(None);
            }
            // Onward, as for a listed move: an answer that takes back the seat's own (declaring
            // no attacker) is drawn again, a few times at most.
            let mut answer = None;
            for _ in 0..ONWARD_REDRAWS {
                let Some(line) = prompt.random_answer(rng) else {
                    return Err(format!("seat {seat}'s prompt admits no answer: {:?}", prompt.ask));
                };
                let action = self
                    .game
                    .parse(seat, &line)
                    .map_err(|e| format!("in-limits answer `{line}` for seat {seat} was refused: {}", e.text.key))?;
                let onward = !self.game.takes_back(&action);
                answer = Some(action);
                if onward {
                    break;
                }
            }
            answer.ok_or("no answer drawn")?
        };
        let notation = note.then(|| action.to_string());
        // Kept for the report of an engine bug only (an action is a small value to copy).
        let shown = action.clone();
        // In place, without the safety copy of `apply`: a listed option is never refused (a
        // refusal is an engine bug, reported, and leaves this match unusable), and play-outs
        // are the AI search's hot path.
        self.game
            .apply_unlogged(seat, action, &mut self.rng)
            .map_err(|e| format!("listed option `{shown}` for seat {seat} was refused: {}", e.text.key))?;
        self.rng.forget_draws();
        self.moves += 1;
        Ok(Some((seat, notation)))
    }
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
                let back: Vec<bool> = actions
                    .iter()
                    .map(|a| self.game.takes_back(a) || self.game.idle(a))
                    .collect();
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
    fn idle(&self, seat: Seat, notation: &str) -> bool {
        self.game
            .parse(seat, &normalize(notation))
            .is_ok_and(|a| self.game.idle(&a))
    }
    fn sight_hash(&self, seat: Seat) -> Option<u64> {
        sight_hash(&self.game, seat)
    }
    fn trail(&self, seat: Seat) -> Vec<u64> {
        self.trail.of(seat).to_vec()
    }
    fn keep_trail(&mut self, on: bool) {
        self.track = on;
    }
    fn canonical(&self, seat: Seat, notation: &str) -> Result<String, RuleError> {
        let line = normalize(notation);
        if line.is_empty() {
            return Ok(line);
        }
        super::names::resolve_line(&line, &super::names::table::<G>(), |l| self.game.parse(seat, l).is_ok())
    }
    fn apply(&mut self, seat: Seat, notation: &str) -> Result<Applied, RuleError> {
        self.check_seat(seat)?;
        let notation = normalize(notation);
        if notation.is_empty() {
            return Err(RuleError::key("err-empty-action"));
        }
        let action = self.game.parse(seat, &notation)?;
        let (applied, before) = self.attempt_replacing(|g, rng| g.apply(seat, action, rng))?;
        if self.track {
            self.trail.moved(seat, &before, &self.game);
        }
        Ok(applied)
    }
    fn apply_on_copy(&mut self, seat: Seat, notation: &str) -> Result<Applied, RuleError> {
        self.check_seat(seat)?;
        let notation = normalize(notation);
        if notation.is_empty() {
            return Err(RuleError::key("err-empty-action"));
        }
        let action = self.game.parse(seat, &notation)?;
        let before = self.track.then(|| self.game.clone());
        let log = self.game.apply(seat, action, &mut self.rng)?;
        if let Some(before) = before {
            self.trail.moved(seat, &before, &self.game);
        }
        self.moves += 1;
        Ok(Applied {
            log,
            rolls: self.rng.take_draws(),
        })
    }
    fn play_random(&mut self, rng: &mut GameRng) -> Result<Option<Seat>, String> {
        Ok(self.random_step(rng, false)?.map(|(seat, _)| seat))
    }
    fn play_random_noted(&mut self, rng: &mut GameRng) -> Result<Option<(Seat, String)>, String> {
        Ok(self
            .random_step(rng, true)?
            .map(|(seat, notation)| (seat, notation.unwrap_or_default())))
    }
    fn random_move(&self, rng: &mut GameRng) -> Option<(Seat, String)> {
        if self.game.is_over() {
            return None;
        }
        match self.game.random_legal(rng, false)? {
            (_, seat, Some(action)) => Some((seat, action.to_string())),
            (k, seat, None) => {
                let prompt = self.game.random_prompt(k);
                prompt.random_answer(rng).map(|line| (seat, line))
            }
        }
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
        let applied = self.attempt(|g, rng| Ok(g.concede(seat, rng)))?;
        self.trail = Trail::default();
        Ok(applied)
    }
    fn edit(&mut self, command: &str) -> Result<Applied, RuleError> {
        let command = normalize(command);
        let applied = self.attempt(|g, _| g.edit(&command))?;
        self.trail = Trail::default();
        Ok(applied)
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
            // The seat's own trail is something it knows; another seat's run is not its own.
            trail: Trail {
                seat,
                seen: self.trail.of(seat).to_vec(),
            },
            track: false,
        })
    }
    fn search_playout(&self) -> usize {
        G::SEARCH_PLAYOUT
    }
    fn basic_playout(&self) -> usize {
        G::BASIC_PLAYOUT
    }
    fn strong_rollouts(&self) -> Option<super::Rollouts> {
        G::STRONG_ROLLOUTS
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
    fn evaluate_all(&self) -> Vec<f64> {
        if self.game.outcome().is_some() {
            return (0..self.seats).map(|s| self.evaluate(s)).collect();
        }
        self.game
            .evaluate_seats(self.seats)
            .into_iter()
            .map(|v| if v.is_nan() { 0.0 } else { v.clamp(-0.95, 0.95) })
            .collect()
    }
    fn clone_box(&self) -> Box<dyn AnyMatch> {
        Box::new(self.clone())
    }
}
