//! The typed action of Twilight Struggle and its text notation.
//!
//! One step per tap, or several steps on one line:
//! `place <country>` · `influence italy:2 france:1` · `headline <card>` · `play <card>` ·
//! `event` · `influence` · `realign <country>…` · `coup <country>` · `space` · `pass` · `back` ·
//! `reset` · `discard <card>` · `keep` · `choose <answer>` · `remove <country>…` · `done` ·
//! `event-first` · `ops-first` · `defuse <country>`. A whole action round fits one line:
//! `play duck-and-cover influence italy:2 france:1`.

use std::fmt;

use super::super::data::card_by_number;
use super::super::state::{CIVIL_WAR, CIVIL_WAR_ID, CardNo, CountryIx, Pick, Use, card, card_no, country, country_ix};
use crate::engine::{RuleError, Text, suggest};

/// One step of a line: what one option button does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TsMove {
    /// One influence point: setup, an influence play, or an event adding influence.
    Place(CountryIx),
    /// One point of influence taken off by an event.
    Remove(CountryIx),
    Headline(CardNo),
    Play(CardNo),
    Discard(CardNo),
    /// A card's use (`event`, `influence`, `realign`, `coup`, `space`), or an event's operation.
    Use(Use),
    /// `realign a b`: the realignment use (if not chosen yet), then one roll per country in order.
    Realign {
        at: CountryIx,
        then: Vec<CountryIx>,
    },
    /// `coup c`: the coup use (if not chosen yet), then the coup.
    Coup(CountryIx),
    /// An answer to an event's question.
    Choose(Pick),
    /// Cuban Missile Crisis: remove two influence to cancel it.
    Defuse(CountryIx),
    Pass,
    Keep,
    Back,
    Reset,
    Done,
    /// Goes ahead with a move that loses the game (asked first).
    Confirm,
    EventFirst,
    OpsFirst,
}

/// A seat's whole line: one or more steps applied in order, taken as a whole or not at all.
/// `Display` prints the canonical notation; a one-step action prints as its option's notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TsAction {
    first: TsMove,
    /// Further steps typed on the same line (empty for every offered option: no allocation).
    then: Vec<TsMove>,
}

impl From<TsMove> for TsAction {
    fn from(first: TsMove) -> Self {
        TsAction {
            first,
            then: Vec::new(),
        }
    }
}

impl TsAction {
    /// The steps in order.
    pub fn moves(&self) -> impl Iterator<Item = &TsMove> {
        std::iter::once(&self.first).chain(&self.then)
    }

    pub fn into_moves(self) -> impl Iterator<Item = TsMove> {
        std::iter::once(self.first).chain(self.then)
    }

    /// Whether a step of the line goes back (to the choice of use or of card) or resets the
    /// points placed: a way to an answered question, never taken by an AI seat.
    pub fn takes_back(&self) -> bool {
        self.moves().any(|m| matches!(m, TsMove::Back | TsMove::Reset))
    }

    /// Reads a normalised line (lower-case, single spaces). Unknown words, cards and countries
    /// are refused by name.
    pub fn parse(line: &str) -> Result<TsAction, RuleError> {
        let mut moves = parse_moves(line)?.into_iter();
        let first = moves.next().ok_or_else(|| RuleError::key("err-empty-action"))?;
        Ok(TsAction {
            first,
            then: moves.collect(),
        })
    }
}

/// The id a country goes by in notation (the Chinese Civil War space is not a map country).
pub fn country_id(c: CountryIx) -> &'static str {
    if c == CIVIL_WAR { CIVIL_WAR_ID } else { country(c).id }
}

/// The word an answer goes by in `choose <word>`.
pub fn pick_word(pick: &Pick) -> &str {
    match pick {
        Pick::Country(c) => country_id(*c),
        Pick::Card(no) => card(*no).id,
        Pick::Word(w) => w,
    }
}

/// The answer a `choose` word names: a country or card by id, otherwise a named answer. The
/// question itself decides whether it is one of its answers (by the same word).
fn pick_of_word(word: &str) -> Pick {
    if let Some(c) = country_ix(word) {
        Pick::Country(c)
    } else if let Some(no) = card_no(word) {
        Pick::Card(no)
    } else {
        Pick::word(word)
    }
}

// ---------------------------------------------------------------------------------------------
// Printing.

/// The most a `country:n` target repeats a point (the parser takes 1..=20).
const MAX_REPEAT: usize = 20;

/// Writes ` italy:2 france` for points in order, repeats of one country folded into `:n`.
fn write_targets(f: &mut fmt::Formatter<'_>, targets: &[CountryIx]) -> fmt::Result {
    for run in targets.chunk_by(|a, b| a == b) {
        for part in run.chunks(MAX_REPEAT) {
            match part.len() {
                1 => write!(f, " {}", country_id(part[0]))?,
                n => write!(f, " {}:{n}", country_id(part[0]))?,
            }
        }
    }
    Ok(())
}

/// The countries of the `Place` (or `Remove`) steps at the start of `moves`.
fn leading(moves: &[&TsMove], remove: bool) -> Vec<CountryIx> {
    moves
        .iter()
        .map_while(|m| match (m, remove) {
            (TsMove::Place(c), false) | (TsMove::Remove(c), true) => Some(*c),
            _ => None,
        })
        .collect()
}

fn write_word(f: &mut fmt::Formatter<'_>, m: &TsMove) -> fmt::Result {
    match m {
        TsMove::Headline(no) => write!(f, "headline {}", card(*no).id),
        TsMove::Play(no) => write!(f, "play {}", card(*no).id),
        TsMove::Discard(no) => write!(f, "discard {}", card(*no).id),
        TsMove::Use(u) => f.write_str(u.key()),
        TsMove::Realign { at, then } => {
            f.write_str("realign")?;
            let mut all = Vec::with_capacity(1 + then.len());
            all.push(*at);
            all.extend_from_slice(then);
            write_targets(f, &all)
        }
        TsMove::Coup(c) => write!(f, "coup {}", country_id(*c)),
        TsMove::Choose(pick) => write!(f, "choose {}", pick_word(pick)),
        TsMove::Defuse(c) => write!(f, "defuse {}", country_id(*c)),
        TsMove::Pass => f.write_str("pass"),
        TsMove::Keep => f.write_str("keep"),
        TsMove::Back => f.write_str("back"),
        TsMove::Reset => f.write_str("reset"),
        TsMove::Done => f.write_str("done"),
        TsMove::Confirm => f.write_str("confirm"),
        TsMove::EventFirst => f.write_str("event-first"),
        TsMove::OpsFirst => f.write_str("ops-first"),
        // A lone point; on a longer line `fmt` folds points into one group.
        TsMove::Place(c) => write!(f, "place {}", country_id(*c)),
        TsMove::Remove(c) => write!(f, "remove {}", country_id(*c)),
    }
}

impl fmt::Display for TsAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The one-step option, the common case, without building anything.
        if self.then.is_empty() {
            return write_word(f, &self.first);
        }
        let moves: Vec<&TsMove> = self.moves().collect();
        let mut i = 0;
        while i < moves.len() {
            if i > 0 {
                f.write_str(" ")?;
            }
            // `influence` takes the points after it; `place` and `remove` fold their runs.
            let (keyword, remove, from) = match moves[i] {
                TsMove::Use(Use::Influence) => ("influence", false, i + 1),
                TsMove::Place(_) => ("place", false, i),
                TsMove::Remove(_) => ("remove", true, i),
                other => {
                    write_word(f, other)?;
                    i += 1;
                    continue;
                }
            };
            let targets = leading(&moves[from..], remove);
            i = from + targets.len();
            f.write_str(keyword)?;
            write_targets(f, &targets)?;
        }
        Ok(())
    }
}

// ---------------------------------------------------------------------------------------------
// Parsing.

/// A card by its id, or by its number as printed (`17` or `#17`).
fn parse_card(word: Option<&str>) -> Result<CardNo, RuleError> {
    let word = word.unwrap_or("");
    card_no(word)
        .or_else(|| {
            word.trim_start_matches('#')
                .parse()
                .ok()
                .filter(|&n| card_by_number(n).is_some())
        })
        .ok_or_else(|| {
            let ids = super::super::data::cards().iter().map(|c| c.id);
            RuleError::new(
                Text::new("ts-err-unknown-card")
                    .str("word", word)
                    .text("hint", suggest::hint(word, ids)),
            )
        })
}

fn parse_country(word: &str) -> Result<CountryIx, RuleError> {
    country_ix(word).ok_or_else(|| {
        let ids = super::super::data::countries().iter().map(|c| c.id);
        RuleError::new(
            Text::new("ts-err-unknown-country")
                .str("word", word)
                .text("hint", suggest::hint(word, ids)),
        )
    })
}

/// The first words of the notation, for "did you mean" on a misspelt one.
const ACTION_WORDS: &[&str] = &[
    "place",
    "influence",
    "headline",
    "play",
    "discard",
    "event",
    "realign",
    "coup",
    "space",
    "choose",
    "defuse",
    "done",
    "confirm",
    "event-first",
    "ops-first",
    "pass",
    "keep",
    "back",
    "reset",
];

/// `italy:2` or `italy`.
fn parse_amount(word: &str) -> Result<(CountryIx, u8), RuleError> {
    match word.split_once(':') {
        Some((c, n)) => {
            let n: u8 = n
                .parse()
                .ok()
                .filter(|&n| (1..=MAX_REPEAT as u8).contains(&n))
                .ok_or_else(|| RuleError::new(Text::new("ts-err-bad-amount").str("word", word)))?;
            Ok((parse_country(c)?, n))
        }
        None => Ok((parse_country(word)?, 1)),
    }
}

fn is_keyword(w: &str) -> bool {
    matches!(
        w,
        "place"
            | "influence"
            | "headline"
            | "play"
            | "event"
            | "realign"
            | "coup"
            | "space"
            | "discard"
            | "pass"
            | "keep"
            | "back"
            | "reset"
            | "choose"
            | "remove"
            | "done"
            | "event-first"
            | "ops-first"
            | "defuse"
    )
}

/// The words of a line, read one keyword group at a time.
struct Words<'a> {
    words: Vec<&'a str>,
    at: usize,
}

impl<'a> Words<'a> {
    fn next(&mut self) -> Option<&'a str> {
        let w = self.words.get(self.at).copied();
        self.at += 1;
        w
    }

    /// The country targets up to the next keyword, each repeated by its `:n`.
    fn targets(&mut self) -> Result<Vec<CountryIx>, RuleError> {
        let mut out = Vec::new();
        while let Some(&w) = self.words.get(self.at)
            && !is_keyword(w)
        {
            let (c, n) = parse_amount(w)?;
            out.extend(std::iter::repeat_n(c, usize::from(n)));
            self.at += 1;
        }
        Ok(out)
    }

    /// A country right after the keyword, if the next word is not a keyword.
    fn optional_country(&mut self) -> Result<Option<CountryIx>, RuleError> {
        match self.words.get(self.at) {
            Some(&w) if !is_keyword(w) => {
                self.at += 1;
                parse_country(w).map(Some)
            }
            _ => Ok(None),
        }
    }
}

fn err(key: &'static str) -> RuleError {
    RuleError::key(key)
}

fn parse_moves(line: &str) -> Result<Vec<TsMove>, RuleError> {
    let mut words = Words {
        words: line.split_whitespace().collect(),
        at: 0,
    };
    let mut moves = Vec::new();
    while let Some(w) = words.next() {
        match w {
            "place" | "remove" => {
                let targets = words.targets()?;
                if targets.is_empty() {
                    return Err(err(if w == "place" {
                        "ts-err-place-what"
                    } else {
                        "ts-err-remove-what"
                    }));
                }
                let point = if w == "place" { TsMove::Place } else { TsMove::Remove };
                moves.extend(targets.into_iter().map(point));
            }
            "influence" => {
                moves.push(TsMove::Use(Use::Influence));
                moves.extend(words.targets()?.into_iter().map(TsMove::Place));
            }
            "realign" => {
                let mut targets = words.targets()?.into_iter();
                moves.push(match targets.next() {
                    Some(at) => TsMove::Realign {
                        at,
                        then: targets.collect(),
                    },
                    None => TsMove::Use(Use::Realign),
                });
            }
            "coup" => moves.push(match words.optional_country()? {
                Some(c) => TsMove::Coup(c),
                None => TsMove::Use(Use::Coup),
            }),
            "event" => moves.push(TsMove::Use(Use::Event)),
            "space" => moves.push(TsMove::Use(Use::Space)),
            "headline" | "play" | "discard" => {
                let no = parse_card(words.next())?;
                moves.push(match w {
                    "headline" => TsMove::Headline(no),
                    "play" => TsMove::Play(no),
                    _ => TsMove::Discard(no),
                });
            }
            "choose" => {
                let word = words.next().ok_or_else(|| err("ts-err-choose-what"))?;
                moves.push(TsMove::Choose(pick_of_word(word)));
            }
            "defuse" => {
                let word = words.next().ok_or_else(|| err("ts-err-defuse-where"))?;
                moves.push(TsMove::Defuse(parse_country(word)?));
            }
            "done" => moves.push(TsMove::Done),
            "confirm" => moves.push(TsMove::Confirm),
            "event-first" => moves.push(TsMove::EventFirst),
            "ops-first" => moves.push(TsMove::OpsFirst),
            "pass" => moves.push(TsMove::Pass),
            "keep" => moves.push(TsMove::Keep),
            "back" => moves.push(TsMove::Back),
            "reset" => moves.push(TsMove::Reset),
            other => {
                return Err(RuleError::new(
                    Text::new("ts-err-unknown-word")
                        .str("word", other)
                        .text("hint", suggest::hint(other, ACTION_WORDS.iter().copied())),
                ));
            }
        }
    }
    Ok(moves)
}
