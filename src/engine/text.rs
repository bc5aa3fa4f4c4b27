//! Player-facing text as data: a translation key plus arguments.
//!
//! Games never build display strings themselves; they return `Text` and the front end renders it in
//! the reader's language (see `crate::i18n`). That keeps one source for English and Korean and lets
//! the same log line read differently per language.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

use super::Seat;

/// A translatable message: a Fluent message id and its named arguments.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Text {
    pub key: String,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub args: BTreeMap<String, Arg>,
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
    pub fn new(key: impl Into<String>) -> Self {
        Text {
            key: key.into(),
            args: BTreeMap::new(),
        }
    }

    pub fn arg(mut self, name: &str, value: Arg) -> Self {
        self.args.insert(name.to_string(), value);
        self
    }

    pub fn num(self, name: &str, value: impl Into<i64>) -> Self {
        self.arg(name, Arg::Num(value.into()))
    }

    pub fn str(self, name: &str, value: impl Into<String>) -> Self {
        self.arg(name, Arg::Str(value.into()))
    }

    pub fn seat(self, name: &str, seat: Seat) -> Self {
        self.arg(name, Arg::Seat(seat))
    }

    pub fn text(self, name: &str, value: Text) -> Self {
        self.arg(name, Arg::Text(Box::new(value)))
    }

    pub fn list(self, name: &str, values: Vec<Text>) -> Self {
        self.arg(name, Arg::List(values))
    }

    /// Every message id used by this text, its nested texts included (leak tests read these).
    pub fn keys(&self) -> Vec<&str> {
        let mut out = vec![self.key.as_str()];
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
