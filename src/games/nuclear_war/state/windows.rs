//! The types of the out-of-turn response windows (the logic is in `rules::windows`): what a
//! window answers and the window itself, on the engine's shared [`ResponseWindow`].

use serde::{Deserialize, Deserializer, Serialize};

use super::specials::{Event, Response};
use crate::engine::Seat;
use crate::engine::flow::{KindId, ResponseWindow};

/// What a window answers: the key of a seat's standing auto-pass (never the hand).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WindowKind {
    #[default]
    Attack,
    Cruise,
    Platform,
    Satellite,
    Secret,
}

impl KindId for WindowKind {
    const ALL: &'static [WindowKind] = &[
        WindowKind::Attack,
        WindowKind::Cruise,
        WindowKind::Platform,
        WindowKind::Satellite,
        WindowKind::Secret,
    ];

    fn id(self) -> &'static str {
        match self {
            WindowKind::Attack => "attack",
            WindowKind::Cruise => "cruise",
            WindowKind::Platform => "platform",
            WindowKind::Satellite => "satellite",
            WindowKind::Secret => "secret",
        }
    }
}

/// A response window of Nuclear Escalation: `None` answers are passes.
pub type Window = ResponseWindow<WindowKind, Response>;

impl Event {
    pub fn window_kind(&self) -> WindowKind {
        match self {
            Event::Attack { .. } => WindowKind::Attack,
            Event::Cruise { .. } => WindowKind::Cruise,
            Event::Platform { .. } => WindowKind::Platform,
            Event::Satellite { .. } => WindowKind::Satellite,
            Event::Secret { .. } => WindowKind::Secret,
        }
    }
}

/// Reads a window, or the bare `answers` list of a save made before the shared window (its
/// asked seats are filled in by `rules::windows::upgrade`, which knows the table).
pub fn saved_window<'de, D: Deserializer<'de>>(d: D) -> Result<Window, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Saved {
        Window(Window),
        Answers(Vec<(Seat, Response)>),
    }
    Ok(match Saved::deserialize(d)? {
        Saved::Window(window) => window,
        Saved::Answers(answers) => Window::resume(
            WindowKind::default(),
            Vec::new(),
            answers
                .into_iter()
                .map(|(s, r)| (s, (r != Response::Pass).then_some(r)))
                .collect(),
        ),
    })
}
