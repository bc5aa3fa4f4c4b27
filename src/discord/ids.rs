//! Custom ids of the prompt buttons and select menus: `wr:<game_id>:<version>:<prompt>:<index>` for
//! a button, `wr:<game_id>:<version>:<prompt>:m<k>` for the k-th select menu (its option values are
//! the indices), `…:s` for a composed prompt's one menu and `…:g<k>` for the k-th group menu of a
//! prompt answered several points at once. `<prompt>` is the prompt's fingerprint in 8 hex digits.
//!
//! The id carries everything a press needs, so buttons keep working after a restart: the table
//! checks the version against the stored game and refuses stale presses.

use crate::table::GameId;

/// Every Warroom component id starts with this; other ids are not ours and are ignored.
pub const PREFIX: &str = "wr";

/// Discord's limit on a component custom id.
pub const MAX_CUSTOM_ID: usize = 100;

/// What a component id points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A button for option `index` of the prompt.
    Option(usize),
    /// The k-th select menu of the prompt; the chosen value is the option index.
    Menu(usize),
    /// The one menu of a composed prompt (k-of-n, a number, points to share); its values are
    /// the entries chosen (`table::select`).
    Select,
    /// The k-th group menu of a prompt whose grouped options may be chosen several at once (a
    /// map region's countries); its values are points (`table::select::group_menus`).
    Group(usize),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ComponentId {
    pub game_id: GameId,
    pub version: i64,
    /// The prompt's fingerprint (see `PromptView::fingerprint`).
    pub prompt: u32,
    pub target: Target,
}

impl ComponentId {
    pub fn option(game_id: GameId, version: i64, prompt: u32, index: usize) -> Self {
        ComponentId {
            game_id,
            version,
            prompt,
            target: Target::Option(index),
        }
    }

    pub fn select(game_id: GameId, version: i64, prompt: u32) -> Self {
        ComponentId {
            game_id,
            version,
            prompt,
            target: Target::Select,
        }
    }

    pub fn group(game_id: GameId, version: i64, prompt: u32, menu: usize) -> Self {
        ComponentId {
            game_id,
            version,
            prompt,
            target: Target::Group(menu),
        }
    }

    pub fn menu(game_id: GameId, version: i64, prompt: u32, menu: usize) -> Self {
        ComponentId {
            game_id,
            version,
            prompt,
            target: Target::Menu(menu),
        }
    }

    /// Parses an id. `None` for anything that is not exactly our format (never panics).
    pub fn parse(id: &str) -> Option<Self> {
        let mut parts = id.split(':');
        if parts.next()? != PREFIX {
            return None;
        }
        let game_id: GameId = parse_number(parts.next()?)?;
        let version: i64 = parse_number(parts.next()?)?;
        let prompt_hex = parts.next()?;
        if prompt_hex.len() != 8
            || !prompt_hex
                .bytes()
                .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
        {
            return None;
        }
        let prompt = u32::from_str_radix(prompt_hex, 16).ok()?;
        let tail = parts.next()?;
        if parts.next().is_some() {
            return None;
        }
        let target = if tail == "s" {
            Target::Select
        } else if let Some(menu) = tail.strip_prefix('m') {
            Target::Menu(parse_number(menu)?)
        } else if let Some(menu) = tail.strip_prefix('g') {
            Target::Group(parse_number(menu)?)
        } else {
            Target::Option(parse_number(tail)?)
        };
        Some(ComponentId {
            game_id,
            version,
            prompt,
            target,
        })
    }
}

/// Digits only (no sign, no spaces, no leading `+`), so `format(parse(id)) == id` for our ids.
fn parse_number<T: TryFrom<u64>>(s: &str) -> Option<T> {
    if s.is_empty() || s.len() > 20 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    T::try_from(s.parse::<u64>().ok()?).ok()
}

impl std::fmt::Display for ComponentId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.target {
            Target::Option(index) => {
                write!(
                    f,
                    "{PREFIX}:{}:{}:{:08x}:{index}",
                    self.game_id, self.version, self.prompt
                )
            }
            Target::Menu(menu) => write!(
                f,
                "{PREFIX}:{}:{}:{:08x}:m{menu}",
                self.game_id, self.version, self.prompt
            ),
            Target::Group(menu) => write!(
                f,
                "{PREFIX}:{}:{}:{:08x}:g{menu}",
                self.game_id, self.version, self.prompt
            ),
            Target::Select => write!(f, "{PREFIX}:{}:{}:{:08x}:s", self.game_id, self.version, self.prompt),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_and_parses_back() {
        let cases = [
            ComponentId::option(1, 0, 0, 0),
            ComponentId::option(42, 17, 0xdead_beef, 124),
            ComponentId::menu(42, 17, 7, 4),
            ComponentId::option(i64::MAX, i64::MAX, u32::MAX, usize::MAX),
            ComponentId::menu(i64::MAX, i64::MAX, u32::MAX, usize::MAX),
            ComponentId::select(42, 17, 0xab),
            ComponentId::group(42, 17, 0xab, 3),
        ];
        for id in cases {
            let text = id.to_string();
            assert!(text.len() <= MAX_CUSTOM_ID, "{text} is too long");
            assert_eq!(ComponentId::parse(&text), Some(id), "{text}");
        }
        assert_eq!(ComponentId::option(42, 17, 0xab, 3).to_string(), "wr:42:17:000000ab:3");
        assert_eq!(ComponentId::menu(42, 17, 0xab, 1).to_string(), "wr:42:17:000000ab:m1");
        assert_eq!(ComponentId::select(42, 17, 0xab).to_string(), "wr:42:17:000000ab:s");
        assert_eq!(ComponentId::group(42, 17, 0xab, 2).to_string(), "wr:42:17:000000ab:g2");
    }

    #[test]
    fn rejects_garbage_without_panicking() {
        let garbage = [
            "",
            "wr",
            "wr:",
            "wr:1",
            "wr:1:2",
            "wr:1:2:",
            "wr:1:2:m",
            "wr:1:2:3",
            "wr:1:2:0000000g:3",
            "wr:1:2:0000000A:3",
            "wr:1:2:000000001:3",
            "wr:1:2:00000001:3:4",
            "xx:1:2:3",
            "WR:1:2:3",
            "wr:-1:2:3",
            "wr:+1:2:3",
            "wr:1: 2:3",
            "wr:a:2:3",
            "wr:1:2:mm1",
            "wr:1:2:x1",
            "wr:99999999999999999999:2:3",
            "wr:9223372036854775808:2:3",
            "wr:1:2:３",
            "wr:1:2:3\n",
            "wr::2:3",
            "wr:1:2:m-1",
            "wr:1:2:00000001:s1",
            "wr:1:2:00000001:ss",
            "wr:1:2:00000001:S",
            "wr:1:2:00000001:g",
            "wr:1:2:00000001:gg1",
            "wr:1:2:00000001:g-1",
        ];
        for id in garbage {
            assert_eq!(ComponentId::parse(id), None, "{id:?} must be rejected");
        }
    }
}
