//! Every game Warroom can host. Adding a game is one folder plus one line in [`Registry::builtin`].

use std::sync::Arc;

use crate::engine::GameKind;

pub mod nuclear_war;
pub mod twilight_struggle;

/// The games a table can create, looked up by id.
pub struct Registry {
    kinds: Vec<Box<dyn GameKind>>,
}

impl Registry {
    /// A registry with exactly these games (tests use this with toy games).
    pub fn new(kinds: Vec<Box<dyn GameKind>>) -> Self {
        Registry { kinds }
    }

    /// Every built-in game.
    pub fn builtin() -> Arc<Registry> {
        Arc::new(Registry::new(vec![
            // one line per game:
            Box::new(crate::engine::Kind::<nuclear_war::NuclearWar>::new()),
            Box::new(crate::engine::Kind::<twilight_struggle::TwilightStruggle>::new()),
        ]))
    }

    pub fn get(&self, id: &str) -> Option<&dyn GameKind> {
        self.kinds.iter().find(|k| k.id() == id).map(|k| k.as_ref())
    }

    pub fn all(&self) -> impl Iterator<Item = &dyn GameKind> {
        self.kinds.iter().map(|k| k.as_ref())
    }

    pub fn ids(&self) -> Vec<&'static str> {
        self.kinds.iter().map(|k| k.id()).collect()
    }
}
