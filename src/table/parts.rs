//! `/status part:`: one part of the running game's board, drawn large (see
//! [`crate::engine::board`]).

use crate::engine::{RuleError, Text, Viewer};
use crate::i18n::{Lang, Tr};
use crate::store;

use super::common::{fail, no_game_here, parse_status};
use super::outbox::render;
use super::{Board, ErrorKind, GameStatus, Place, PublicPost, Table, TableError};

/// A part a player can ask for: its id (the option's value) and its name in one language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartChoice {
    pub id: String,
    pub name: String,
}

impl Table {
    /// The parts of the board of this place's running game, named in `lang` (autocomplete).
    pub async fn board_parts(&self, place: Place, lang: Lang) -> Result<Vec<PartChoice>, TableError> {
        let slot = self.running_slot(place).await?;
        let Some(g) = slot.as_ref() else {
            return Err(no_game_here());
        };
        Ok(g.m
            .board_parts()
            .into_iter()
            .map(|p| PartChoice {
                id: p.id,
                name: render(lang, &p.name, &g.names),
            })
            .collect())
    }

    /// `/status part:<part>`: the part's name and its picture, in the game's language. An unknown
    /// part is refused with the list of the game's parts (rendered in the caller's language by
    /// the front end).
    pub async fn status_part(&self, place: Place, part: &str) -> Result<PublicPost, TableError> {
        let slot = self.running_slot(place).await?;
        let Some(g) = slot.as_ref() else {
            return Err(no_game_here());
        };
        let parts = g.m.board_parts();
        let wanted = part.trim().to_lowercase();
        let Some(found) = parts.iter().find(|p| p.id == wanted) else {
            let listed: Vec<Text> = parts
                .iter()
                .map(|p| {
                    Text::new("table-part-choice")
                        .str("id", p.id.clone())
                        .text("name", p.name.clone())
                })
                .collect();
            let message = if listed.is_empty() {
                Text::new("table-err-no-parts")
            } else {
                Text::new("table-err-unknown-part")
                    .str("part", part.trim())
                    .list("parts", listed)
            };
            return fail(ErrorKind::Rule(RuleError::new(message.clone())), message);
        };
        let lang = g.lang;
        let svg =
            g.m.part_svg(Viewer::Public, &Tr::new(lang, &g.names), &found.id)
                .unwrap_or_else(|| g.m.board_svg(Viewer::Public, &Tr::new(lang, &g.names)));
        let post = PublicPost {
            text: render(lang, &found.name, &g.names),
            board: Some(Board {
                svg,
                file_name: format!("{}-{}-v{}-{}.png", g.game, g.id, g.version, found.id),
                description: super::outbox::board_description(g, lang, Some(&found.name)),
            }),
            ..Default::default()
        };
        Ok(post)
    }

    /// This place's running game, loaded into its cache slot (the slot stays locked while held).
    async fn running_slot(&self, place: Place) -> Result<super::cache::Slot, TableError> {
        let mut conn = self.store.conn().await?;
        let row = store::active_game(&mut conn, place.guild, place.channel)
            .await?
            .ok_or_else(no_game_here)?;
        if parse_status(&row.status)? != GameStatus::Running {
            return Err(no_game_here());
        }
        let mut slot = self.cache.lock(row.id).await;
        let g = self.load_fresh(&mut conn, row.id, slot.take()).await?;
        *slot = Some(g);
        Ok(slot)
    }
}
