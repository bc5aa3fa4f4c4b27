//! Plays any registered game through the table the way players do: each move presses a button
//! from the prompt the seat was last sent by DM (or, now and then, types the notation with `/play`),
//! while a local copy of the match mirrors every accepted move. Shared by the concurrency, leak and
//! authorisation tests, so none of them knows which game it is playing.

use warroom::engine::{AnyMatch, GameKind, GameOptions, GameRng, sim};
use warroom::i18n::{Lang, tr};
use warroom::store;
use warroom::table::{Caller, GameId, Outbox, Place, PromptView, Table, TableError};

/// A test caller without admin rights.
pub fn caller(user: u64, name: impl Into<String>, locale: Option<Lang>) -> Caller {
    Caller {
        user,
        name: name.into(),
        locale,
        is_admin: false,
    }
}

/// A refusal as the English reader sees it (for panic messages).
pub fn explain(e: &TableError) -> String {
    format!("{:?}: {}", e.kind, tr(Lang::En, &e.message))
}

/// An integer from the environment (a documented knob of a long-run test), else `default`.
pub fn env_or(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(default)
}

/// The stored state of game `id` (the database is the source of truth).
pub async fn stored_state(table: &Table, id: GameId) -> (i64, String) {
    let mut conn = table.store.conn().await.expect("connection");
    let row = store::game(&mut conn, id).await.expect("read game").expect("game row");
    (row.version, row.state.unwrap_or_default())
}

/// How a move reaches the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Via {
    /// A DM button (the prompt's version and fingerprint travel with it).
    Press,
    /// A typed `/play` line.
    Typed,
}

/// One game being played through a table.
pub struct Driven {
    pub place: Place,
    pub id: GameId,
    pub game: &'static str,
    /// Players by seat.
    pub players: Vec<Caller>,
    /// The match as the moves made so far leave it (never read from the table).
    pub mirror: Box<dyn AnyMatch>,
    /// The prompt each seat was last sent by DM: the buttons it holds.
    pub buttons: Vec<Option<PromptView>>,
    pub moves: usize,
    rng: GameRng,
}

impl Driven {
    /// `players[0]` opens a lobby of `kind` in `place`, the others join asking for seats 2, 3, …
    /// (so `players[i]` sits at seat `i`), and the game starts. Returns the start's outbox too.
    pub async fn start(
        table: &Table,
        place: Place,
        kind: &dyn GameKind,
        players: Vec<Caller>,
        seed: u64,
        lang: Lang,
    ) -> (Driven, Outbox) {
        Driven::start_with(table, place, kind, players, seed, lang, GameOptions::new()).await
    }

    /// [`Driven::start`] with game options (e.g. Nuclear War's `mode`).
    pub async fn start_with(
        table: &Table,
        place: Place,
        kind: &dyn GameKind,
        players: Vec<Caller>,
        seed: u64,
        lang: Lang,
        options: GameOptions,
    ) -> (Driven, Outbox) {
        table
            .create(place, &players[0], kind.id(), options, Some(lang), Some(seed))
            .await
            .unwrap_or_else(|e| panic!("create {}: {}", kind.id(), explain(&e)));
        for (i, p) in players.iter().enumerate().skip(1) {
            table
                .join(place, p, Some(i + 1))
                .await
                .unwrap_or_else(|e| panic!("join: {}", explain(&e)));
        }
        let out = table
            .start(place, &players[0])
            .await
            .unwrap_or_else(|e| panic!("start {}: {}", kind.id(), explain(&e)));
        let id = out.game_id.expect("a started game has an id");
        let mirror = kind
            .load(&stored_state(table, id).await.1)
            .expect("the stored state loads");
        let mut driven = Driven {
            place,
            id,
            game: kind.id(),
            buttons: vec![None; players.len()],
            players,
            mirror,
            moves: 0,
            rng: GameRng::new(seed ^ 0xD21E),
        };
        driven.absorb(&out);
        (driven, out)
    }

    pub fn over(&self) -> bool {
        self.mirror.outcome().is_some()
    }

    /// Checks an outbox belongs to this game and keeps the buttons each DM carried.
    pub fn absorb(&mut self, out: &Outbox) {
        assert_eq!(out.game_id, Some(self.id), "outbox of another game");
        assert_eq!(out.place, Some(self.place), "outbox for another channel");
        for dm in &out.private {
            let seated = self.players.get(dm.seat).map(|p| p.user);
            assert_eq!(
                seated,
                Some(dm.user),
                "game {}: a DM for seat {} went to user {}",
                self.id,
                dm.seat,
                dm.user
            );
            self.buttons[dm.seat] = dm.prompt.clone();
        }
        for user in &out.pings {
            assert!(
                self.players.iter().any(|p| p.user == *user),
                "game {} pings user {user}, who is not at this table",
                self.id
            );
        }
        assert_eq!(out.game_over, self.over(), "game {}: game_over flag", self.id);
    }

    /// The table's promise that makes buttons usable: every seat that owes a decision holds the
    /// buttons of exactly that decision (a new or changed prompt is always sent by DM).
    pub fn check_buttons(&self) {
        for prompt in self.mirror.pending() {
            // An AI seat is sent no buttons: the bot plays it.
            if warroom::ai::is_ai(self.players[prompt.seat].user) {
                continue;
            }
            let held = self.buttons[prompt.seat].as_ref().map(|b| b.fingerprint);
            assert_eq!(
                held,
                Some(prompt.fingerprint()),
                "game {} ({}) move {}: seat {} owes a decision but holds no buttons for it",
                self.id,
                self.game,
                self.moves,
                prompt.seat
            );
        }
    }

    /// The next random legal move (seat, notation, via), or `None` when the game is over.
    /// `typed_one_in` = n types one move in n (0: always press).
    pub fn pick(&mut self, typed_one_in: usize) -> Option<(usize, String, Via)> {
        let (seat, notation) = sim::random_move(self.mirror.as_ref(), &mut self.rng)?;
        let typed = typed_one_in > 0 && self.rng.below(typed_one_in) == 0;
        Some((seat, notation, if typed { Via::Typed } else { Via::Press }))
    }

    /// Sends one move to `table` the way a player would (no mirror update).
    pub async fn send(&self, table: &Table, seat: usize, notation: &str, via: Via) -> Result<Outbox, TableError> {
        let who = &self.players[seat];
        match via {
            Via::Typed => table.act(self.place, who, notation, None).await,
            Via::Press => {
                let buttons = self.buttons[seat].as_ref().expect("the seat holds buttons");
                if buttons.select.is_some() && buttons.limits.is_some() {
                    // A composed prompt (k-of-n): its menu's values are the items' indices.
                    let values: Vec<String> = notation
                        .split_whitespace()
                        .skip(1)
                        .map(|item| {
                            let o = buttons.options.iter().find(|o| o.notation == item);
                            o.unwrap_or_else(|| panic!("no item `{item}` in {buttons:?}"))
                                .index
                                .to_string()
                        })
                        .collect();
                    return table
                        .select(self.id, who, buttons.version, buttons.fingerprint, values)
                        .await;
                }
                let index = buttons
                    .options
                    .iter()
                    .find(|o| o.notation == notation)
                    .unwrap_or_else(|| panic!("no button `{notation}` in {buttons:?}"))
                    .index;
                table
                    .press(self.id, who, buttons.version, buttons.fingerprint, index)
                    .await
            }
        }
    }

    /// Records an accepted move: the mirror plays it too and the DMs are kept.
    pub fn accepted(&mut self, seat: usize, notation: &str, out: &Outbox) {
        self.mirror
            .apply(seat, notation)
            .unwrap_or_else(|e| panic!("game {}: the mirror refuses `{notation}`: {}", self.id, e.text.key));
        self.moves += 1;
        // The mover's buttons are spent; a new prompt comes in this outbox if they owe another.
        self.buttons[seat] = None;
        self.absorb(out);
    }

    /// Plays one random legal move; `None` when the game is over. Panics if the table refuses.
    pub async fn step(&mut self, table: &Table, typed_one_in: usize) -> Option<Outbox> {
        self.check_buttons();
        let (seat, notation, via) = self.pick(typed_one_in)?;
        let out = self.send(table, seat, &notation, via).await.unwrap_or_else(|e| {
            panic!(
                "game {} ({}) move {}: seat {seat} `{notation}` by {via:?} refused: {}",
                self.id,
                self.game,
                self.moves,
                explain(&e)
            )
        });
        self.accepted(seat, &notation, &out);
        Some(out)
    }
}
