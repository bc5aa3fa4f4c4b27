//! What a seat is asked, in a shape every front end can render natively.
//!
//! A prompt states its whole answer space: the options and, for answers composed of several
//! parts, the limits ([`Ask`]). Discord turns that into buttons or a select menu with min/max
//! values, the terminal and scripts into one typed line. Any answer within the stated limits is
//! legal — a game that has a further constraint asks in smaller steps instead — so random
//! players, AI seats and the fuzzers can answer every prompt without knowing the game.

use serde::{Deserialize, Serialize};

use super::{GameRng, Seat, Text};

/// One legal answer (an [`Ask::One`] prompt) or one item to pick or give points to (the other
/// kinds): its canonical notation and a label for buttons.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    pub notation: String,
    pub label: Text,
    /// What the item costs against an [`Ask::Several`] budget.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub cost: u32,
    /// The most points this item may take in an [`Ask::Distribute`] answer or a [`Batch`] (none:
    /// only the total limits it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cap: Option<u32>,
    /// The heading this option is shown under (a map region). In a prompt with a [`Batch`], the
    /// grouped options are the ones that may be answered several at once.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<Text>,
    /// What the option does, in a sentence a front end may show beside the label (a select
    /// menu entry's description, a line under the buttons): e.g. the short text of the card it
    /// names. Never needed to answer; the label stays the option's name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<Text>,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl Choice {
    pub fn new(notation: impl Into<String>, label: Text) -> Self {
        Choice {
            notation: notation.into(),
            label,
            cost: 0,
            cap: None,
            group: None,
            detail: None,
        }
    }

    /// An option with a sentence saying what it does (see [`Choice::detail`]).
    pub fn with_detail(mut self, detail: Text) -> Self {
        self.detail = Some(detail);
        self
    }

    /// An option shown under `group` (see [`Prompt::batch`]).
    pub fn in_group(mut self, group: Text) -> Self {
        self.group = Some(group);
        self
    }

    /// An item of a budgeted [`Ask::Several`] prompt.
    pub fn costing(mut self, cost: u32) -> Self {
        self.cost = cost;
        self
    }

    /// An item of an [`Ask::Distribute`] prompt that takes at most `cap` points.
    pub fn capped(mut self, cap: u32) -> Self {
        self.cap = Some(cap);
        self
    }
}

/// The shape of the answer a prompt takes. Composed answers start with the prompt's `verb`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Ask {
    /// Exactly one of the options; the answer is that option's notation.
    #[default]
    One,
    /// From `min` to `max` different options (with a `budget`, whose costs add up to at most
    /// it): `<verb> <item> <item> …`, items in the order of the options.
    Several { min: u32, max: u32, budget: Option<u32> },
    /// A whole number from `min` to `max` (no options): `<verb> <n>`.
    Number { min: i64, max: i64 },
    /// From `min` to `max` points in all over the options, each at most its `cap`:
    /// `<verb> <item>:<n> <item>:<n> …`, items in the order of the options, zeros left out.
    Distribute { min: u32, max: u32 },
}

impl Ask {
    /// The message id naming this kind of prompt in player-facing text.
    pub fn kind_key(&self) -> &'static str {
        match self {
            Ask::One => "ask-one",
            Ask::Several { .. } => "ask-several",
            Ask::Number { .. } => "ask-number",
            Ask::Distribute { .. } => "ask-distribute",
        }
    }
}

/// A one-choice prompt whose grouped options may also be answered several at once, as one line
/// of their notations in the order of the options (an option repeated for each further point).
/// The game still checks the whole line and may refuse it as a whole (a cost it could not state
/// beforehand), so a front end offers it as a shortcut: answering one option at a time always
/// works. Used for points placed one at a time (influence, setup) and rolls in several places.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Batch {
    /// The most options (points) one line may hold.
    pub max: u32,
    /// How many times one option may appear in it (1: distinct options only).
    pub repeat: u32,
}

/// Which seats a prompt or a private line is for: any set of seats (up to 16), as a bit mask.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatSet(pub u16);

impl SeatSet {
    pub const EMPTY: SeatSet = SeatSet(0);

    pub fn of(seats: impl IntoIterator<Item = Seat>) -> Self {
        seats.into_iter().fold(SeatSet::EMPTY, |set, s| set.with(s))
    }

    pub fn with(self, seat: Seat) -> Self {
        debug_assert!(seat < 16, "a SeatSet holds seats 0..16");
        SeatSet(self.0 | (1 << seat))
    }

    pub fn contains(self, seat: Seat) -> bool {
        seat < 16 && self.0 & (1 << seat) != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..16).filter(move |&s| self.contains(s))
    }
}

/// A decision one seat owes right now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prompt {
    pub seat: Seat,
    /// What is asked, e.g. "Choose a card to put at the back of your queue".
    pub question: Text,
    /// Every legal answer (one choice), or every item to pick from or give points to. Empty only
    /// for [`Ask::Number`] or when `free_form` is set.
    pub options: Vec<Choice>,
    /// The shape of the answer.
    #[serde(default)]
    pub ask: Ask,
    /// The first word of a composed answer (every kind but [`Ask::One`]), e.g. `keep`.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub verb: String,
    /// When set, `apply` also accepts composed lines beyond `options` (e.g. a whole influence
    /// placement); the text explains the syntax.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub free_form: Option<Text>,
    /// A simultaneous secret pick: the public only learns that this seat is still deciding.
    #[serde(default)]
    pub secret: bool,
    /// An out-of-turn response the seat may always pass (a response window): its own private
    /// prompt tells the player; the channel does not call them out for it.
    #[serde(default)]
    pub response: bool,
    /// Several grouped options at once ([`Batch`]); only for one-choice prompts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub batch: Option<Batch>,
}

/// What a front end collected for a prompt, before it becomes notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Selection {
    /// One option, by index ([`Ask::One`]).
    One(usize),
    /// Several options, by index ([`Ask::Several`]).
    Several(Vec<usize>),
    /// A number ([`Ask::Number`]).
    Number(i64),
    /// Points per option index ([`Ask::Distribute`]).
    Points(Vec<(usize, u32)>),
    /// Several grouped options of a one-choice prompt with a [`Batch`], each with its count.
    Batch(Vec<(usize, u32)>),
}

impl Prompt {
    /// A one-choice prompt.
    pub fn one(seat: Seat, question: Text, options: Vec<Choice>) -> Self {
        Prompt {
            seat,
            question,
            options,
            ask: Ask::One,
            verb: String::new(),
            free_form: None,
            secret: false,
            response: false,
            batch: None,
        }
    }

    /// A prompt whose answer is composed: `verb` then the parts, within `ask`'s limits.
    pub fn composed(seat: Seat, question: Text, verb: impl Into<String>, ask: Ask, options: Vec<Choice>) -> Self {
        Prompt {
            ask,
            verb: verb.into(),
            ..Prompt::one(seat, question, options)
        }
    }

    /// Lets the grouped options be answered several at once (see [`Batch`]).
    pub fn with_batch(mut self, max: u32, repeat: u32) -> Self {
        self.batch = (max >= 2).then_some(Batch {
            max,
            repeat: repeat.max(1),
        });
        self
    }

    pub fn secret(mut self) -> Self {
        self.secret = true;
        self
    }

    pub fn with_free_form(mut self, syntax: Text) -> Self {
        self.free_form = Some(syntax);
        self
    }

    /// A short stable hash of what is asked and the options offered (FNV-1a). A button carries it so
    /// that a press made against an older game version can still be honoured when this seat's
    /// prompt has not changed since (e.g. others answered a simultaneous pick in between).
    pub fn fingerprint(&self) -> u32 {
        let mut hash: u32 = 0x811c_9dc5;
        let mut feed = |bytes: &[u8]| {
            for b in bytes {
                hash ^= u32::from(*b);
                hash = hash.wrapping_mul(0x0100_0193);
            }
            hash ^= 0xff;
            hash = hash.wrapping_mul(0x0100_0193);
        };
        feed(serde_json::to_string(&self.question).unwrap_or_default().as_bytes());
        for option in &self.options {
            feed(option.notation.as_bytes());
        }
        if let Some(batch) = self.batch {
            feed(&batch.max.to_le_bytes());
            feed(&batch.repeat.to_le_bytes());
        }
        if self.ask != Ask::One {
            feed(serde_json::to_string(&self.ask).unwrap_or_default().as_bytes());
            feed(self.verb.as_bytes());
            for option in &self.options {
                feed(&option.cost.to_le_bytes());
                feed(&option.cap.unwrap_or(u32::MAX).to_le_bytes());
            }
        }
        hash
    }

    /// The limits in words, for every front end to show beside the question ("choose 2 to 3",
    /// "a number from 0 to 4", "4 points in all"); `None` for a one-choice prompt.
    pub fn limits(&self) -> Option<Text> {
        match &self.ask {
            Ask::One => None,
            Ask::Several { min, max, budget } => Some(
                Text::new("ask-several-limits")
                    .num("exact", if min == max { i64::from(*min) } else { -1 })
                    .num("min", i64::from(*min))
                    .num("max", i64::from(*max))
                    .num("budget", budget.map_or(-1, i64::from))
                    .str("verb", self.verb.clone()),
            ),
            Ask::Number { min, max } => Some(
                Text::new("ask-number-limits")
                    .num("min", *min)
                    .num("max", *max)
                    .str("verb", self.verb.clone()),
            ),
            Ask::Distribute { min, max } => Some(
                Text::new("ask-distribute-limits")
                    .num("exact", if min == max { i64::from(*min) } else { -1 })
                    .num("min", i64::from(*min))
                    .num("max", i64::from(*max))
                    .str("verb", self.verb.clone()),
            ),
        }
    }

    /// The notation of a selection, checked against the stated limits.
    pub fn answer(&self, selection: &Selection) -> Result<String, Text> {
        self.check(selection)?;
        Ok(match selection {
            Selection::One(i) => self.options[*i].notation.clone(),
            Selection::Several(picked) => {
                let mut sorted = picked.clone();
                sorted.sort_unstable();
                let items: Vec<&str> = sorted.iter().map(|&i| self.options[i].notation.as_str()).collect();
                join_words(&self.verb, &items)
            }
            Selection::Number(n) => join_words(&self.verb, &[&n.to_string()]),
            Selection::Points(points) => {
                let mut sorted: Vec<(usize, u32)> = points.iter().copied().filter(|&(_, n)| n > 0).collect();
                sorted.sort_unstable();
                let items: Vec<String> = sorted
                    .iter()
                    .map(|&(i, n)| format!("{}:{n}", self.options[i].notation))
                    .collect();
                let items: Vec<&str> = items.iter().map(String::as_str).collect();
                join_words(&self.verb, &items)
            }
            Selection::Batch(counts) => {
                let mut sorted: Vec<(usize, u32)> = counts.iter().copied().filter(|&(_, n)| n > 0).collect();
                sorted.sort_unstable();
                let items: Vec<&str> = sorted
                    .iter()
                    .flat_map(|&(i, n)| std::iter::repeat_n(self.options[i].notation.as_str(), n as usize))
                    .collect();
                join_words("", &items)
            }
        })
    }

    /// Reads a typed answer back into a selection and checks it against the limits. Games call
    /// this from their parser, so every composed prompt refuses a bad answer the same way.
    pub fn read(&self, line: &str) -> Result<Selection, Text> {
        let line = super::normalize(line);
        let words: Vec<&str> = line.split(' ').filter(|w| !w.is_empty()).collect();
        let index_of = |word: &str| {
            self.options
                .iter()
                .position(|o| o.notation == word)
                .ok_or_else(|| Text::new("ask-err-unknown-item").str("item", word.to_string()))
        };
        let selection = if self.ask == Ask::One {
            Selection::One(index_of(&line)?)
        } else {
            let rest = match words.split_first() {
                Some((first, rest)) if !self.verb.is_empty() && *first == self.verb => rest,
                _ if self.verb.is_empty() => &words[..],
                _ => return Err(Text::new("ask-err-verb").str("verb", self.verb.clone())),
            };
            match self.ask {
                Ask::One => unreachable!("handled above"),
                Ask::Several { .. } => Selection::Several(rest.iter().map(|w| index_of(w)).collect::<Result<_, _>>()?),
                Ask::Number { .. } => match rest {
                    [n] => Selection::Number(n.parse().map_err(|_| Text::new("ask-err-number"))?),
                    _ => return Err(Text::new("ask-err-number")),
                },
                Ask::Distribute { .. } => {
                    let mut points = Vec::new();
                    for word in rest {
                        let (item, n) = word.rsplit_once(':').unwrap_or((word, "1"));
                        let n: u32 = n
                            .parse()
                            .map_err(|_| Text::new("ask-err-points").str("item", word.to_string()))?;
                        let i = index_of(item)?;
                        match points.iter_mut().find(|(j, _)| *j == i) {
                            Some((_, m)) => *m += n,
                            None => points.push((i, n)),
                        }
                    }
                    Selection::Points(points)
                }
            }
        };
        self.check(&selection)?;
        Ok(selection)
    }

    /// Whether a selection fits this prompt's kind and limits; the refusal says which limit.
    pub fn check(&self, selection: &Selection) -> Result<(), Text> {
        let in_range = |i: usize| i < self.options.len();
        match (&self.ask, selection) {
            (Ask::One, Selection::One(i)) if in_range(*i) => Ok(()),
            (Ask::Several { min, max, budget }, Selection::Several(picked)) => {
                if !picked.iter().all(|&i| in_range(i)) {
                    return Err(Text::new("ask-err-kind"));
                }
                let mut distinct = picked.clone();
                distinct.sort_unstable();
                distinct.dedup();
                if distinct.len() != picked.len() {
                    return Err(Text::new("ask-err-twice"));
                }
                let n = picked.len() as u32;
                if n < *min || n > *max {
                    return Err(Text::new("ask-err-count")
                        .num("min", i64::from(*min))
                        .num("max", i64::from(*max))
                        .num("got", i64::from(n)));
                }
                let spent: u32 = picked.iter().map(|&i| self.options[i].cost).sum();
                match budget {
                    Some(budget) if spent > *budget => Err(Text::new("ask-err-budget")
                        .num("budget", i64::from(*budget))
                        .num("got", i64::from(spent))),
                    _ => Ok(()),
                }
            }
            (Ask::Number { min, max }, Selection::Number(n)) => {
                if n < min || n > max {
                    Err(Text::new("ask-err-range")
                        .num("min", *min)
                        .num("max", *max)
                        .num("got", *n))
                } else {
                    Ok(())
                }
            }
            (Ask::Distribute { min, max }, Selection::Points(points)) => {
                if !points.iter().all(|&(i, _)| in_range(i)) {
                    return Err(Text::new("ask-err-kind"));
                }
                let mut per_item = vec![0u32; self.options.len()];
                for &(i, n) in points {
                    per_item[i] += n;
                }
                for (i, n) in per_item.iter().enumerate() {
                    if let Some(cap) = self.options[i].cap
                        && *n > cap
                    {
                        return Err(Text::new("ask-err-cap")
                            .str("item", self.options[i].notation.clone())
                            .num("cap", i64::from(cap))
                            .num("got", i64::from(*n)));
                    }
                }
                let total: u32 = per_item.iter().sum();
                if total < *min || total > *max {
                    return Err(Text::new("ask-err-total")
                        .num("min", i64::from(*min))
                        .num("max", i64::from(*max))
                        .num("got", i64::from(total)));
                }
                Ok(())
            }
            (Ask::One, Selection::Batch(counts)) => {
                let Some(batch) = self.batch else {
                    return Err(Text::new("ask-err-kind"));
                };
                if !counts
                    .iter()
                    .all(|&(i, _)| in_range(i) && self.options[i].group.is_some())
                {
                    return Err(Text::new("ask-err-kind"));
                }
                let mut per_item = vec![0u32; self.options.len()];
                for &(i, n) in counts {
                    per_item[i] += n;
                }
                let cap = |i: usize| self.options[i].cap.unwrap_or(batch.repeat).min(batch.repeat);
                if let Some(i) = (0..per_item.len()).find(|&i| per_item[i] > cap(i)) {
                    return Err(Text::new("ask-err-cap")
                        .str("item", self.options[i].notation.clone())
                        .num("cap", i64::from(cap(i)))
                        .num("got", i64::from(per_item[i])));
                }
                let total: u32 = per_item.iter().sum();
                if total == 0 || total > batch.max {
                    return Err(Text::new("ask-err-count")
                        .num("min", 1)
                        .num("max", i64::from(batch.max))
                        .num("got", i64::from(total)));
                }
                Ok(())
            }
            _ => Err(Text::new("ask-err-kind")),
        }
    }

    /// A random answer within the limits (random players, AI fallbacks, fuzzers). `None` when the
    /// limits admit no answer, which a game must never ask.
    pub fn random_answer(&self, rng: &mut GameRng) -> Option<String> {
        let selection = match &self.ask {
            Ask::One => {
                if self.options.is_empty() {
                    return None;
                }
                Selection::One(rng.below(self.options.len()))
            }
            Ask::Several { min, max, budget } => {
                // Shuffle, then take items while they fit; retry a few times for a count in range.
                let mut best = None;
                for _ in 0..16 {
                    let mut order: Vec<usize> = (0..self.options.len()).collect();
                    rng.shuffle(&mut order);
                    let lo = (*min as usize).min(self.options.len());
                    let hi = (*max as usize).min(self.options.len());
                    let want = lo + rng.below(hi - lo + 1);
                    let mut picked = Vec::new();
                    let mut spent = 0;
                    for i in order {
                        if picked.len() == want {
                            break;
                        }
                        let cost = self.options[i].cost;
                        if budget.is_none_or(|b| spent + cost <= b) {
                            spent += cost;
                            picked.push(i);
                        }
                    }
                    let candidate = Selection::Several(picked);
                    if self.check(&candidate).is_ok() {
                        best = Some(candidate);
                        break;
                    }
                }
                best?
            }
            Ask::Number { min, max } => {
                if min > max {
                    return None;
                }
                let span = (max - min) as usize;
                Selection::Number(min + rng.below(span.saturating_add(1)) as i64)
            }
            Ask::Distribute { min, max } => {
                let room: u32 = self
                    .options
                    .iter()
                    .map(|o| o.cap.unwrap_or(*max))
                    .fold(0u32, u32::saturating_add);
                let hi = (*max).min(room);
                if *min > hi || self.options.is_empty() {
                    return None;
                }
                let total = *min + rng.below((hi - min) as usize + 1) as u32;
                let mut per_item = vec![0u32; self.options.len()];
                for _ in 0..total {
                    let open: Vec<usize> = (0..self.options.len())
                        .filter(|&i| self.options[i].cap.is_none_or(|c| per_item[i] < c))
                        .collect();
                    let i = open[rng.below(open.len())];
                    per_item[i] += 1;
                }
                Selection::Points(per_item.into_iter().enumerate().collect())
            }
        };
        self.answer(&selection).ok()
    }
}

fn join_words(verb: &str, items: &[&str]) -> String {
    let mut words: Vec<&str> = Vec::with_capacity(items.len() + 1);
    if !verb.is_empty() {
        words.push(verb);
    }
    words.extend_from_slice(items);
    words.join(" ")
}

/// Lower-case, single spaces: the canonical form of a typed action line.
pub fn normalize(line: &str) -> String {
    // Lines the engine printed itself (AI search, buttons) are canonical already: one copy.
    let canonical = !line.starts_with(' ')
        && !line.ends_with(' ')
        && !line.contains("  ")
        && line
            .bytes()
            .all(|b| b == b' ' || (b.is_ascii_graphic() && !b.is_ascii_uppercase()));
    if canonical {
        return line.to_string();
    }
    line.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(n: &str) -> Choice {
        Choice::new(n, Text::new("raw").str("value", n.to_string()))
    }

    fn keep(min: u32, max: u32, budget: Option<u32>) -> Prompt {
        let options = vec![
            item("liu-bei").costing(3),
            item("cao-cao").costing(2),
            item("sun-quan").costing(1),
        ];
        Prompt::composed(0, Text::new("q"), "keep", Ask::Several { min, max, budget }, options)
    }

    #[test]
    fn several_composes_in_option_order_and_reads_back() {
        let p = keep(2, 2, None);
        let line = p.answer(&Selection::Several(vec![2, 0])).unwrap();
        assert_eq!(line, "keep liu-bei sun-quan");
        assert_eq!(p.read(&line).unwrap(), Selection::Several(vec![0, 2]));
        assert_eq!(
            p.read("KEEP  liu-bei   sun-quan").unwrap(),
            Selection::Several(vec![0, 2])
        );
    }

    #[test]
    fn several_refuses_each_broken_limit_by_name() {
        let p = keep(2, 2, Some(4));
        assert_eq!(p.read("keep liu-bei").unwrap_err().key, "ask-err-count");
        assert_eq!(p.read("keep liu-bei liu-bei").unwrap_err().key, "ask-err-twice");
        assert_eq!(p.read("keep liu-bei cao-cao").unwrap_err().key, "ask-err-budget");
        assert_eq!(p.read("keep liu-bei zhuge").unwrap_err().key, "ask-err-unknown-item");
        assert_eq!(p.read("take liu-bei sun-quan").unwrap_err().key, "ask-err-verb");
        assert!(p.read("keep liu-bei sun-quan").is_ok());
    }

    #[test]
    fn number_and_distribute_round_trip() {
        let n = Prompt::composed(1, Text::new("q"), "units", Ask::Number { min: 0, max: 4 }, vec![]);
        assert_eq!(n.answer(&Selection::Number(3)).unwrap(), "units 3");
        assert_eq!(n.read("units 3").unwrap(), Selection::Number(3));
        assert_eq!(n.read("units 5").unwrap_err().key, "ask-err-range");
        assert_eq!(n.read("units x").unwrap_err().key, "ask-err-number");

        let d = Prompt::composed(
            0,
            Text::new("q"),
            "influence",
            Ask::Distribute { min: 3, max: 3 },
            vec![item("italy").capped(2), item("france"), item("iran")],
        );
        let line = d.answer(&Selection::Points(vec![(2, 1), (0, 2), (1, 0)])).unwrap();
        assert_eq!(line, "influence italy:2 iran:1");
        assert_eq!(d.read(&line).unwrap(), Selection::Points(vec![(0, 2), (2, 1)]));
        assert_eq!(
            d.read("influence italy iran italy").unwrap(),
            Selection::Points(vec![(0, 2), (2, 1)])
        );
        assert_eq!(d.read("influence italy:3").unwrap_err().key, "ask-err-cap");
        assert_eq!(d.read("influence italy:1 iran:1").unwrap_err().key, "ask-err-total");
    }

    #[test]
    fn random_answers_always_fit_their_limits() {
        let mut rng = GameRng::new(7);
        let prompts = [
            keep(1, 3, Some(4)),
            keep(0, 0, None),
            Prompt::composed(0, Text::new("q"), "units", Ask::Number { min: -2, max: 2 }, vec![]),
            Prompt::composed(
                0,
                Text::new("q"),
                "spread",
                Ask::Distribute { min: 0, max: 5 },
                vec![item("a").capped(1), item("b").capped(3)],
            ),
        ];
        for p in &prompts {
            for _ in 0..200 {
                let line = p.random_answer(&mut rng).expect("an answer exists");
                p.read(&line).unwrap_or_else(|e| panic!("{line}: {}", e.key));
            }
        }
    }

    #[test]
    fn fingerprint_changes_with_the_limits() {
        assert_ne!(keep(1, 2, None).fingerprint(), keep(1, 3, None).fingerprint());
        assert_eq!(keep(1, 2, None).fingerprint(), keep(1, 2, None).fingerprint());
    }

    #[test]
    fn seat_sets() {
        let s = SeatSet::of([0, 2]);
        assert!(s.contains(0) && !s.contains(1) && s.contains(2) && !s.contains(40));
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![0, 2]);
        assert_eq!(s.len(), 2);
    }
}
