//! The typed action of the Game of Thrones card game and its text notation. Cards are named by
//! their ids (`the-hound`, `eddard-stark-2`), plots by theirs (`hear-me-roar`):
//!
//! `draft <plot>` · `plot-deck <plot> …` (the plot draft) · `keep` · `mulligan` ·
//! `limited <card>|none` · `place <card> …` · `plot <plot>` ·
//! `first stark|lannister` · `marshal <card> [on <character>]` · `duplicate <card>` · `done` ·
//! `challenge military|intrigue|power` · `attack <card> …` · `stealth <card> …` ·
//! `defend <card> …` · `kill <card> …` · `save` · `no-save` · `pass` · `pass challenge|phase|round` ·
//! `use <card> [<card> …] [military|intrigue|power] [<n>] [named:<card>]` · `choose <card> …`.

use std::fmt;

use crate::engine::{RuleError, Text};
use crate::games::thrones::data::{House, Icon, data};
use crate::games::thrones::state::ability::Target;
use crate::games::thrones::state::windows::Ahead;
use crate::games::thrones::state::{CardIx, PlotIx, card_id, plot_id};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ThronesAction {
    /// Plot draft: keep this plot of the 3 dealt or the 2 received.
    Draft(PlotIx),
    /// Plot draft: these 7 plots are the plot deck.
    PlotDeck(Vec<PlotIx>),
    /// Keep the setup hand.
    Keep,
    /// Take the one mulligan.
    Mulligan,
    /// The one limited setup card, or none.
    Limited(Option<CardIx>),
    /// The other setup cards.
    Place(Vec<CardIx>),
    Plot(PlotIx),
    /// The first player of the round.
    First(House),
    /// Play a card from hand, an attachment on a character.
    Marshal(CardIx, Option<CardIx>),
    /// Attach a duplicate.
    Duplicate(CardIx),
    /// End the marshalling turn, or make no more challenges.
    Done,
    Challenge(Icon),
    Attack(Vec<CardIx>),
    Stealth(Vec<CardIx>),
    Defend(Vec<CardIx>),
    /// The characters military claim kills.
    Kill(Vec<CardIx>),
    /// Save a character by discarding a duplicate, or not.
    Save,
    NoSave,
    /// Pass in an action or response window.
    Pass,
    /// Pass, and pass ahead until the end of this phase or round in the windows where only a
    /// card hidden from the other player could be used.
    PassAhead(Ahead),
    /// Use a card's ability (an event from hand, a card in play) on a target.
    Use(CardIx, Target),
    /// Answer the question an ability asks: the cards chosen (none is an answer too).
    Choose(Vec<CardIx>),
}

/// A target as words: its cards' ids, then a challenge type, a number, `named:<card>`.
fn target_words(f: &mut fmt::Formatter<'_>, t: &Target) -> fmt::Result {
    for &c in &t.cards {
        write!(f, " {}", card_id(c))?;
    }
    if let Some(i) = t.icon {
        write!(f, " {}", i.key())?;
    }
    if let Some(n) = t.n {
        write!(f, " {n}")?;
    }
    if let Some(named) = t.named {
        write!(f, " named:{}", data().cards[usize::from(named)].id)?;
    }
    if let Some(q) = t.plot {
        write!(f, " plot:{}", plot_id(q))?;
    }
    Ok(())
}

fn words(f: &mut fmt::Formatter<'_>, verb: &str, cards: &[CardIx]) -> fmt::Result {
    f.write_str(verb)?;
    for &c in cards {
        write!(f, " {}", card_id(c))?;
    }
    Ok(())
}

impl fmt::Display for ThronesAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ThronesAction::Draft(p) => write!(f, "draft {}", plot_id(*p)),
            ThronesAction::PlotDeck(plots) => {
                f.write_str("plot-deck")?;
                for &p in plots {
                    write!(f, " {}", plot_id(p))?;
                }
                Ok(())
            }
            ThronesAction::Keep => f.write_str("keep"),
            ThronesAction::Mulligan => f.write_str("mulligan"),
            ThronesAction::Limited(None) => f.write_str("limited none"),
            ThronesAction::Limited(Some(c)) => write!(f, "limited {}", card_id(*c)),
            ThronesAction::Place(cards) => words(f, "place", cards),
            ThronesAction::Plot(p) => write!(f, "plot {}", plot_id(*p)),
            ThronesAction::First(h) => write!(f, "first {}", h.key()),
            ThronesAction::Marshal(c, None) => write!(f, "marshal {}", card_id(*c)),
            ThronesAction::Marshal(c, Some(host)) => write!(f, "marshal {} on {}", card_id(*c), card_id(*host)),
            ThronesAction::Duplicate(c) => write!(f, "duplicate {}", card_id(*c)),
            ThronesAction::Done => f.write_str("done"),
            ThronesAction::Challenge(k) => write!(f, "challenge {}", k.key()),
            ThronesAction::Attack(cards) => words(f, "attack", cards),
            ThronesAction::Stealth(cards) => words(f, "stealth", cards),
            ThronesAction::Defend(cards) => words(f, "defend", cards),
            ThronesAction::Kill(cards) => words(f, "kill", cards),
            ThronesAction::Save => f.write_str("save"),
            ThronesAction::NoSave => f.write_str("no-save"),
            ThronesAction::Pass => f.write_str("pass"),
            ThronesAction::PassAhead(until) => write!(f, "pass {}", until.key()),
            ThronesAction::Use(c, t) => {
                write!(f, "use {}", card_id(*c))?;
                target_words(f, t)
            }
            ThronesAction::Choose(cards) => words(f, "choose", cards),
        }
    }
}

fn bad(line: &str) -> RuleError {
    RuleError::new(Text::new("thrones-err-bad-line").str("line", line.to_string()))
}

/// Finds the physical card a card's own id means in a position (`eddard-stark`: the copy in the
/// player's hand, or in play), for typed lines; `None` if none is at hand.
pub type Resolve<'a> = &'a dyn Fn(&str) -> Option<CardIx>;

pub fn card_of_word(word: &str) -> Result<CardIx, RuleError> {
    card_in(word, &|_| None)
}

fn plot_of_word(word: &str) -> Result<PlotIx, RuleError> {
    data()
        .plot(word)
        .map(|(i, _)| i as PlotIx)
        .ok_or_else(|| RuleError::new(Text::new("thrones-err-unknown-plot").str("word", word.to_string())))
}

fn card_in(word: &str, resolve: Resolve) -> Result<CardIx, RuleError> {
    data()
        .instance(word)
        .map(|i| i as CardIx)
        .or_else(|| resolve(word))
        .ok_or_else(|| RuleError::new(Text::new("thrones-err-unknown-card").str("word", word.to_string())))
}

impl ThronesAction {
    /// Reads a line (already normalised: lower case, single spaces); cards by their own ids.
    pub fn parse(line: &str) -> Result<ThronesAction, RuleError> {
        ThronesAction::parse_with(line, &|_| None)
    }

    /// Reads a line; a card may also be named by its card id (`marshal eddard-stark`), which
    /// `resolve` turns into the physical card meant. Lines print with the physical ids.
    pub fn parse_with(line: &str, resolve: Resolve) -> Result<ThronesAction, RuleError> {
        let card_of_word = |w: &str| card_in(w, resolve);
        let cards =
            |words: &[&str]| -> Result<Vec<CardIx>, RuleError> { words.iter().map(|w| card_of_word(w)).collect() };
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&first, rest)) = words.split_first() else {
            return Err(RuleError::key("err-empty-action"));
        };
        let action = match (first, rest) {
            ("keep", []) => ThronesAction::Keep,
            ("mulligan", []) => ThronesAction::Mulligan,
            ("limited", ["none"]) => ThronesAction::Limited(None),
            ("limited", [card]) => ThronesAction::Limited(Some(card_of_word(card)?)),
            ("place", rest) => ThronesAction::Place(cards(rest)?),
            ("draft", [plot]) => ThronesAction::Draft(plot_of_word(plot)?),
            ("plot-deck", rest) => {
                ThronesAction::PlotDeck(rest.iter().map(|w| plot_of_word(w)).collect::<Result<_, _>>()?)
            }
            ("plot", [plot]) => ThronesAction::Plot(plot_of_word(plot)?),
            ("first", [house]) => ThronesAction::First(House::parse(house).ok_or_else(|| bad(line))?),
            ("marshal", [card]) => ThronesAction::Marshal(card_of_word(card)?, None),
            ("marshal", [card, "on", host]) => ThronesAction::Marshal(card_of_word(card)?, Some(card_of_word(host)?)),
            ("duplicate", [card]) => ThronesAction::Duplicate(card_of_word(card)?),
            ("done", []) => ThronesAction::Done,
            ("challenge", [kind]) => ThronesAction::Challenge(Icon::parse(kind).ok_or_else(|| bad(line))?),
            ("attack", rest) => ThronesAction::Attack(cards(rest)?),
            ("stealth", rest) => ThronesAction::Stealth(cards(rest)?),
            ("defend", rest) => ThronesAction::Defend(cards(rest)?),
            ("kill", rest) => ThronesAction::Kill(cards(rest)?),
            ("save", []) => ThronesAction::Save,
            ("no-save", []) => ThronesAction::NoSave,
            ("pass", []) => ThronesAction::Pass,
            ("pass", [until]) => ThronesAction::PassAhead(Ahead::parse(until).ok_or_else(|| bad(line))?),
            ("use", [card, rest @ ..]) => ThronesAction::Use(card_of_word(card)?, parse_target(rest, resolve, line)?),
            ("choose", rest) => ThronesAction::Choose(cards(rest)?),
            _ => return Err(bad(line)),
        };
        Ok(action)
    }
}

fn parse_target(words: &[&str], resolve: Resolve, line: &str) -> Result<Target, RuleError> {
    let mut t = Target::default();
    for w in words {
        if let Some(icon) = Icon::parse(w) {
            t.icon = Some(icon);
        } else if let Ok(n) = w.parse::<u8>() {
            t.n = Some(n);
        } else if let Some(id) = w.strip_prefix("plot:") {
            t.plot = Some(data().plot(id).ok_or_else(|| bad(line))?.0 as PlotIx);
        } else if let Some(name) = w.strip_prefix("named:") {
            let i = data()
                .cards
                .iter()
                .position(|c| c.id == name)
                .ok_or_else(|| bad(line))?;
            t.named = Some(i as u8);
        } else {
            t.cards.push(card_in(w, resolve)?);
        }
    }
    Ok(t)
}
