//! Read-only views: `/status`, `/hand`, `/log`, and per-user settings.

use crate::engine::{LogEntry, RuleError, Text, Viewer};
use crate::i18n::Lang;
use crate::store::{self};

use super::common::{corrupt, fail, no_game_here, parse_status};
use super::outbox::{board, dm_header, final_post, prompt_view, render, waiting_line};
use super::play::{lang_of_conn, seated};
use super::{Caller, ErrorKind, GameStatus, Place, PrivateView, PublicPost, Table, TableError, WindowKindView};

impl Table {
    /// `/status`: the public text and board in the game's language.
    pub async fn status(&self, place: Place) -> Result<PublicPost, TableError> {
        let row = {
            let mut conn = self.store.conn().await?;
            let row = match store::active_game(&mut conn, place.guild, place.channel).await? {
                Some(row) => row,
                // The channel's last game has ended: its final result and board.
                None => {
                    let row = store::last_finished_game(&mut conn, place.guild, place.channel)
                        .await?
                        .ok_or_else(no_game_here)?;
                    drop(conn);
                    return self.final_status(row.id).await;
                }
            };
            if parse_status(&row.status)? == GameStatus::Lobby {
                let seats = store::seats(&mut conn, row.id).await?;
                return Ok(self.lobby_status(&row, &seats));
            }
            row
        };
        let mut slot = self.cache.lock(row.id).await;
        let mut conn = self.store.conn().await?;
        let g = self.load_fresh(&mut conn, row.id, slot.take()).await?;
        let lang = g.lang;
        let mut lines = vec![render(lang, &dm_header(&g), &g.names)];
        lines.extend(g.m.status(Viewer::Public).iter().map(|t| render(lang, t, &g.names)));
        if let Some(waiting) = waiting_line(&g.m.pending()) {
            lines.push(render(lang, &waiting, &g.names));
        }
        let post = PublicPost {
            text: lines.join("\n"),
            board: Some(board(&g, Viewer::Public, lang)),
            ..Default::default()
        };
        *slot = Some(g);
        Ok(post)
    }

    /// Where `caller` plays, asked from a direct message: the running game `game` names, else
    /// their only running game. Several games and no `game`: the refusal lists them.
    pub async fn place_of_player(&self, caller: &Caller, game: Option<super::GameId>) -> Result<Place, TableError> {
        let mut conn = self.store.conn().await?;
        let games = store::running_games_of(&mut conn, caller.user).await?;
        let place = |row: &store::GameRow| Place {
            guild: store::from_db(row.guild),
            channel: store::from_db(row.channel),
        };
        match (game, games.as_slice()) {
            (Some(id), _) => games
                .iter()
                .find(|row| row.id == id)
                .map(place)
                .ok_or_else(|| TableError {
                    kind: ErrorKind::NoGameHere,
                    message: Text::new("table-err-not-your-game").num("id", id),
                }),
            (None, [only]) => Ok(place(only)),
            (None, []) => Err(TableError {
                kind: ErrorKind::NoGameHere,
                message: Text::new("table-err-no-game-of-yours"),
            }),
            (None, several) => {
                let list = several
                    .iter()
                    .map(|row| {
                        let name = self.registry.get(&row.game).map_or_else(
                            || Text::new("raw").str("value", row.game.clone()),
                            |k| Text::new(k.name_key()),
                        );
                        Text::new("table-game-of-yours")
                            .num("id", row.id)
                            .text("game", name)
                            .str("channel", format!("<#{}>", store::from_db(row.channel)))
                    })
                    .collect();
                Err(TableError {
                    kind: ErrorKind::NotAllowed,
                    message: Text::new("table-err-which-game").list("games", list),
                })
            }
        }
    }

    /// An ended game's `/status`: the post it ended with, under the game's header.
    async fn final_status(&self, id: super::GameId) -> Result<PublicPost, TableError> {
        let mut conn = self.store.conn().await?;
        let g = self.load_fresh(&mut conn, id, None).await?;
        let outcome =
            g.m.outcome()
                .ok_or_else(|| corrupt(format!("finished game {id} has no outcome")))?;
        let mut post = final_post(&g, &outcome, g.lang);
        post.text = format!("{}\n{}", render(g.lang, &dm_header(&g), &g.names), post.text);
        Ok(post)
    }

    /// The channel's running game, else its last ended one (read-only views still work after the
    /// end; moves do not).
    async fn viewable_here(&self, place: Place) -> Result<super::GameId, TableError> {
        match self.running_here(place).await {
            Err(e) if e.kind == ErrorKind::NoGameHere => {
                let mut conn = self.store.conn().await?;
                store::last_finished_game(&mut conn, place.guild, place.channel)
                    .await?
                    .map(|row| row.id)
                    .ok_or(e)
            }
            other => other,
        }
    }

    /// `/hand`: the caller's private view and prompt (after the end: the final view).
    pub async fn hand(&self, place: Place, caller: &Caller) -> Result<PrivateView, TableError> {
        let id = self.viewable_here(place).await?;
        let mut slot = self.cache.lock(id).await;
        let mut conn = self.store.conn().await?;
        let g = self.load_fresh(&mut conn, id, slot.take()).await?;
        let lang = lang_of_conn(&mut conn, caller).await;
        let recap = match g.seat_of(caller.user) {
            Some(seat) => super::recap::recap(&mut conn, id, seat).await?,
            None => Vec::new(),
        };
        let result = seated(&g, caller).map(|seat| {
            let mut lines = vec![render(lang, &dm_header(&g), &g.names)];
            lines.extend(super::recap::render_recap(lang, &recap, &g.names));
            lines.extend(g.m.status(Viewer::Seat(seat)).iter().map(|t| render(lang, t, &g.names)));
            PrivateView {
                game_id: g.id,
                seat,
                text: lines.join("\n"),
                prompt: g
                    .m
                    .pending()
                    .iter()
                    .find(|p| p.seat == seat)
                    .map(|p| prompt_view(&g, p, lang)),
                board: Some(board(&g, Viewer::Seat(seat), lang)),
            }
        });
        *slot = Some(g);
        result
    }

    /// `/log`: the last `limit` log lines the caller may read, in their language.
    pub async fn log(&self, place: Place, caller: &Caller, limit: usize) -> Result<Vec<String>, TableError> {
        let id = self.viewable_here(place).await?;
        let mut slot = self.cache.lock(id).await;
        let mut conn = self.store.conn().await?;
        let g = self.load_fresh(&mut conn, id, slot.take()).await?;
        let names = g.names.clone();
        let viewer = g.seat_of(caller.user).map(Viewer::Seat).unwrap_or(Viewer::Public);
        *slot = Some(g);
        drop(slot);
        let lang = lang_of_conn(&mut conn, caller).await;
        let row = store::game(&mut conn, id).await?.ok_or_else(no_game_here)?;
        let mut entries: Vec<LogEntry> =
            serde_json::from_str(&row.setup_log).map_err(|e| corrupt(format!("setup log of game {id}: {e}")))?;
        for action in store::actions(&mut conn, id).await? {
            let log: Vec<LogEntry> = serde_json::from_str(&action.log)
                .map_err(|e| corrupt(format!("log of game {id} action {}: {e}", action.seq)))?;
            entries.extend(log);
        }
        let lines: Vec<String> = entries
            .iter()
            .filter(|e| e.audience.includes(viewer))
            .map(|e| render(lang, &e.text, &names))
            .collect();
        let skip = lines.len().saturating_sub(limit);
        Ok(lines.into_iter().skip(skip).collect())
    }

    /// `/settings`: a user's language and ping preference (None = unchanged). Returns the reply.
    pub async fn settings(
        &self,
        caller: &Caller,
        lang: Option<Lang>,
        pings: Option<bool>,
    ) -> Result<String, TableError> {
        self.settings_with(caller, lang, pings, None, None).await
    }

    /// `/settings` with a time zone (an IANA name) and quiet hours (`22-8`, or `off`) too. Bad
    /// values are refused before anything changes.
    pub async fn settings_with(
        &self,
        caller: &Caller,
        lang: Option<Lang>,
        pings: Option<bool>,
        zone: Option<&str>,
        quiet: Option<&str>,
    ) -> Result<String, TableError> {
        let zone = match zone {
            None => None,
            Some(z) if z.trim().is_empty() => {
                return fail(ErrorKind::NotAllowed, Text::new("settings-err-zone-blank"));
            }
            Some(z) => Some(super::timers::known_time_zone(z).ok_or_else(|| TableError {
                kind: ErrorKind::NotAllowed,
                message: Text::new("settings-err-zone").str("zone", z.trim()),
            })?),
        };
        let quiet = quiet.map(super::timers::parse_quiet_hours).transpose()?;
        let mut tx = self.store.begin().await?;
        if zone.is_some() || quiet.is_some() {
            store::update_quiet_hours(&mut tx, caller.user, zone.as_deref(), quiet).await?;
        }
        let row = store::update_settings(&mut tx, caller.user, lang.map(Lang::code), pings).await?;
        tx.commit().await?;
        let shown = row
            .lang
            .as_deref()
            .and_then(Lang::parse)
            .or(caller.locale)
            .unwrap_or_default();
        let lang_name = match shown {
            Lang::En => "table-lang-en",
            Lang::Ko => "table-lang-ko",
        };
        let pings = if row.pings { "table-pings-on" } else { "table-pings-off" };
        let text = Text::new("table-settings")
            .text("lang", Text::new(lang_name))
            .text("pings", Text::new(pings));
        let zone = match &row.time_zone {
            Some(z) => Text::new("settings-zone").str("zone", z.clone()),
            None => Text::new("settings-zone-unset"),
        };
        let quiet = match (row.quiet_from, row.quiet_until) {
            (Some(from), Some(until)) => Text::new("settings-quiet")
                .str("from", format!("{from:02}"))
                .str("until", format!("{until:02}")),
            _ => Text::new("settings-quiet-off"),
        };
        Ok([text, zone, quiet]
            .iter()
            .map(|t| render(shown, t, &[]))
            .collect::<Vec<_>>()
            .join("\n"))
    }

    /// The language to answer `caller` in (their setting, else their client locale, else English).
    pub async fn lang_of(&self, caller: &Caller) -> Lang {
        match self.store.conn().await {
            Ok(mut conn) => lang_of_conn(&mut conn, caller).await,
            Err(_) => caller.locale.unwrap_or_default(),
        }
    }

    /// The running game's kinds of response window, each with whether the caller auto-passes it,
    /// in the caller's language (`/autopass` autocomplete). Refused for someone not seated and
    /// for a game without windows.
    pub async fn window_kinds(&self, place: Place, caller: &Caller) -> Result<Vec<WindowKindView>, TableError> {
        let id = self.running_here(place).await?;
        let mut slot = self.cache.lock(id).await;
        let mut conn = self.store.conn().await?;
        let g = self.load_fresh(&mut conn, id, slot.take()).await?;
        let lang = lang_of_conn(&mut conn, caller).await;
        let result = seated(&g, caller).and_then(|seat| {
            let kinds = g.m.window_kinds();
            if kinds.is_empty() {
                let error = RuleError::key("err-no-windows");
                return Err(TableError {
                    message: error.text.clone(),
                    kind: ErrorKind::Rule(error),
                });
            }
            let on = g.m.auto_passes(seat);
            Ok(kinds
                .into_iter()
                .map(|k| WindowKindView {
                    id: k.to_string(),
                    name: render(lang, &g.m.window_kind_name(k), &g.names),
                    auto_pass: on.contains(&k),
                })
                .collect())
        });
        *slot = Some(g);
        result
    }

    /// The kind of window `/autopass` names, normalized; a blank one is refused, listing the
    /// kinds to name instead (the game judges any other).
    pub(crate) async fn window_kind_typed(
        &self,
        place: Place,
        caller: &Caller,
        typed: &str,
    ) -> Result<String, TableError> {
        if !typed.trim().is_empty() {
            return Ok(crate::engine::normalize(typed));
        }
        let kinds = self.window_kinds(place, caller).await?;
        fail(
            ErrorKind::NotAllowed,
            Text::new("table-auto-pass-blank").list("kinds", kind_entries(&kinds)),
        )
    }

    /// `/autopass` with nothing to change: the caller's standing choices, the game's kinds of
    /// window and how to change them, in the caller's language.
    pub async fn auto_pass_summary(&self, place: Place, caller: &Caller) -> Result<String, TableError> {
        let kinds = self.window_kinds(place, caller).await?;
        let lang = self.lang_of(caller).await;
        let on: Vec<Text> = kinds.iter().filter(|k| k.auto_pass).map(|k| raw(&k.name)).collect();
        let listed = kind_entries(&kinds);
        let lines = [
            if on.is_empty() {
                Text::new("table-auto-pass-none")
            } else {
                Text::new("table-auto-pass-on").list("kinds", on)
            },
            Text::new("table-auto-pass-kinds").list("kinds", listed),
            Text::new("table-auto-pass-usage"),
        ];
        Ok(lines
            .iter()
            .map(|t| render(lang, t, &[]))
            .collect::<Vec<_>>()
            .join("\n"))
    }

    /// A copy of game `id` (running or finished) for front ends that show more than the posts
    /// (the terminal's final screen, scripts' expectations). Never shown whole to a player: it
    /// holds every hand.
    pub async fn snapshot(&self, id: super::GameId) -> Result<Box<dyn crate::engine::AnyMatch>, TableError> {
        let mut slot = self.cache.lock(id).await;
        let mut conn = self.store.conn().await?;
        let g = self.load_fresh(&mut conn, id, slot.take()).await?;
        let copy = g.m.clone_box();
        *slot = Some(g);
        Ok(copy)
    }
}

fn raw(value: &str) -> Text {
    Text::new("raw").str("value", value)
}

/// "`attack` (Attack), …": each kind of window's id with its name in the reader's language.
fn kind_entries(kinds: &[WindowKindView]) -> Vec<Text> {
    kinds
        .iter()
        .map(|k| {
            Text::new("auto-pass-kind")
                .str("id", k.id.clone())
                .text("name", raw(&k.name))
        })
        .collect()
}
