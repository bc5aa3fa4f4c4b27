//! Player-facing text as data: a translation key plus arguments.
//!
//! Games never build display strings themselves; they return `Text` and the front end renders it in
//! the reader's language (see `crate::i18n`). That keeps one source for English and Korean and lets
//! the same log line read differently per language.

use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::collections::BTreeMap;

use super::Seat;

/// A translatable message: a Fluent message id and its named arguments.
///
/// Ids and argument names are usually string literals, so they are borrowed (`Cow`) rather than
/// allocated: games build many texts per move (prompt labels, log lines).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Text {
    pub key: Cow<'static, str>,
    #[serde(default, skip_serializing_if = "Args::is_empty")]
    pub args: Args,
}

/// A text's named arguments: a short list (most texts have one to three), serialised as a map.
/// A `Vec` rather than a map because games build many texts per move and a map node costs an
/// allocation of its own.
#[derive(Clone, Debug, Default)]
pub struct Args(Vec<(Cow<'static, str>, Arg)>);

/// Equal when the same names hold the same values, in any order (as a map would compare).
impl PartialEq for Args {
    fn eq(&self, other: &Self) -> bool {
        self.0.len() == other.0.len() && self.0.iter().all(|(n, a)| other.get(n) == Some(a))
    }
}

impl Eq for Args {}

impl Args {
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, a)| a)
    }

    /// Sets `name`, replacing an earlier value.
    pub fn insert(&mut self, name: Cow<'static, str>, value: Arg) {
        match self.0.iter_mut().find(|(n, _)| *n == name) {
            Some(slot) => slot.1 = value,
            None => self.0.push((name, value)),
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = (&Cow<'static, str>, &Arg)> {
        self.0.iter().map(|(n, a)| (n, a))
    }

    pub fn values(&self) -> impl Iterator<Item = &Arg> {
        self.0.iter().map(|(_, a)| a)
    }
}

impl<'a> IntoIterator for &'a Args {
    type Item = (&'a Cow<'static, str>, &'a Arg);
    type IntoIter = Box<dyn Iterator<Item = Self::Item> + 'a>;
    fn into_iter(self) -> Self::IntoIter {
        Box::new(self.iter())
    }
}

impl Serialize for Args {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut sorted: Vec<_> = self.0.iter().collect();
        sorted.sort_by(|a, b| a.0.cmp(&b.0));
        let mut map = s.serialize_map(Some(sorted.len()))?;
        for (name, arg) in sorted {
            map.serialize_entry(name, arg)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for Args {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let map = BTreeMap::<String, Arg>::deserialize(d)?;
        Ok(Args(map.into_iter().map(|(n, a)| (Cow::Owned(n), a)).collect()))
    }
}

/// One argument of a [`Text`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arg {
    /// Shown as is (numbers in notation, raw user input).
    Str(String),
    /// A number; Fluent can pick plural forms from it.
    Num(i64),
    /// A nested translatable text (a card name, a region name, a list item).
    Text(Box<Text>),
    /// A seat, rendered as that player's display name by the front end.
    Seat(Seat),
    /// A list of texts joined with ", " in the reader's language.
    List(Vec<Text>),
}

impl Text {
    /// A text with no arguments.
    pub fn new(key: impl Into<Cow<'static, str>>) -> Self {
        Text {
            key: key.into(),
            args: Args::default(),
        }
    }

    pub fn arg(mut self, name: &'static str, value: Arg) -> Self {
        self.args.insert(Cow::Borrowed(name), value);
        self
    }

    pub fn num(self, name: &'static str, value: impl Into<i64>) -> Self {
        self.arg(name, Arg::Num(value.into()))
    }

    pub fn str(self, name: &'static str, value: impl Into<String>) -> Self {
        self.arg(name, Arg::Str(value.into()))
    }

    pub fn seat(self, name: &'static str, seat: Seat) -> Self {
        self.arg(name, Arg::Seat(seat))
    }

    pub fn text(self, name: &'static str, value: Text) -> Self {
        self.arg(name, Arg::Text(Box::new(value)))
    }

    pub fn list(self, name: &'static str, values: Vec<Text>) -> Self {
        self.arg(name, Arg::List(values))
    }

    /// Every message id used by this text, its nested texts included (leak tests read these).
    pub fn keys(&self) -> Vec<&str> {
        let mut out = vec![self.key.as_ref()];
        for arg in self.args.values() {
            match arg {
                Arg::Text(t) => out.extend(t.keys()),
                Arg::List(ts) => ts.iter().for_each(|t| out.extend(t.keys())),
                _ => {}
            }
        }
        out
    }
}

/// "2–6 players", or "2 players" when the range is one number.
pub fn player_count(range: &std::ops::RangeInclusive<usize>) -> Text {
    if range.start() == range.end() {
        Text::new("players-exactly").num("n", *range.start() as i64)
    } else {
        Text::new("players-range")
            .num("min", *range.start() as i64)
            .num("max", *range.end() as i64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn args_compare_and_serialise_like_a_map() {
        let a = Text::new("k").num("b", 2).str("a", "x");
        let b = Text::new("k").str("a", "x").num("b", 2);
        assert_eq!(a, b);
        let json = serde_json::to_string(&a).unwrap();
        assert_eq!(json, serde_json::to_string(&b).unwrap());
        assert_eq!(json, r#"{"key":"k","args":{"a":{"str":"x"},"b":{"num":2}}}"#);
        let back: Text = serde_json::from_str(&json).unwrap();
        assert_eq!(back, a);
        assert_eq!(
            a.clone().num("b", 3).args.get("b"),
            Some(&Arg::Num(3)),
            "a name is set once"
        );
        assert_ne!(a, Text::new("k").num("b", 2));
    }
}
