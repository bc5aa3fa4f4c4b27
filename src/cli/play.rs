//! Hot-seat play in a terminal, through the same table as Discord (on an in-memory SQLite store):
//! every move is committed and answered with the same public posts, private messages and
//! refusals a Discord table gets.
//!
//! The screen shows the public posts; when another seat must act, the screen and its scrollback
//! are cleared (no hand stays readable), the public results of the last moves are shown again
//! (die rolls, eliminations) and the keyboard is passed. Only once that player presses Enter
//! does the screen show what happened since their last move (the table's recap, with what was
//! revealed to them alone), their view and their options (numbered, or type the notation).

use std::io::{BufRead, Write};
use std::sync::Arc;

use super::refusal;
use crate::ai::{self, Level};
use crate::engine::{AnyMatch, GameOptions, Seat, Text};
use crate::games::Registry;
use crate::i18n::{Lang, catalog};
use crate::store::Store;
use crate::table::{Caller, GameId, Outbox, Place, PromptView, Table, TableError};

/// Settings for one terminal game.
pub struct PlaySetup {
    pub game: String,
    pub seats: usize,
    pub seed: u64,
    pub lang: Lang,
    pub options: GameOptions,
    pub names: Vec<String>,
    /// Keep the game in this SQLite file: a game still running there is resumed (its own game,
    /// seats, names and seed win over the other settings).
    pub save: Option<std::path::PathBuf>,
    /// Seats (0-based) the bot plays itself, with their level: a solo game against the machine.
    pub ai: Vec<(Seat, Level)>,
}

/// The seats and names of a new game from `--seats` and `--names`: names must be different and
/// not empty; without `--seats` there is one seat per name (at least the game's `min`); more
/// names than seats is an error. Missing names are filled in (Ada, Bora, …).
pub fn seats_and_names(min: usize, seats: Option<usize>, names: Vec<String>) -> Result<(usize, Vec<String>), Text> {
    let names: Vec<String> = names.into_iter().map(|n| n.trim().to_string()).collect();
    if names.iter().any(String::is_empty) {
        return Err(Text::new("cli-name-empty"));
    }
    if let Some(twice) = names
        .iter()
        .enumerate()
        .find(|(i, n)| names[..*i].contains(n))
        .map(|(_, n)| n)
    {
        return Err(Text::new("cli-name-twice").str("name", twice.clone()));
    }
    let seats = match seats {
        Some(n) if names.len() > n => {
            return Err(Text::new("cli-names-for-seats")
                .num("names", names.len() as i64)
                .num("seats", n as i64));
        }
        Some(n) => n,
        None => names.len().max(min),
    };
    let mut names = names;
    let defaults = super::render::default_names(seats);
    for default in defaults {
        if names.len() == seats {
            break;
        }
        if !names.contains(&default) {
            names.push(default);
        }
    }
    while names.len() < seats {
        names.push(format!("P{}", names.len() + 1));
    }
    Ok((seats, names))
}

/// The one table of a terminal game.
const HERE: Place = Place { guild: 0, channel: 1 };

/// The user id of the player at `seat`.
fn user_of(seat: Seat) -> u64 {
    1000 + seat as u64
}

/// Clears the screen and the scrollback (`3J`), so the last player's hand cannot be scrolled to.
const CLEAR: &str = "\x1b[3J\x1b[2J\x1b[H";

/// A terminal game: the table, the seats' callers and the public lines of the current turn.
struct HotSeat {
    table: Table,
    /// The game's id in the registry (`twilight-struggle`).
    game: String,
    game_id: GameId,
    callers: Vec<Caller>,
    /// Public lines posted since the last hand-off, shown again after the screen is cleared so a
    /// move's results stay in front of everyone until the next player takes the keyboard.
    since_hand_off: Vec<String>,
    lang: Lang,
    names: Vec<String>,
}

impl HotSeat {
    fn t(&self, text: &Text) -> String {
        catalog().render(self.lang, text, &self.names)
    }

    fn refusal(&self, e: &TableError) -> String {
        catalog().render(self.lang, &e.message, &self.names)
    }

    /// Public posts go on screen now, and the mover's own private message; the others read
    /// theirs in their recap at their next turn.
    fn deliver<W: Write>(&mut self, outbox: &Outbox, reader: Option<Seat>, out: &mut W) -> std::io::Result<()> {
        for post in &outbox.public {
            if !post.text.trim().is_empty() {
                writeln!(out, "{}", post.text.trim_end())?;
                self.since_hand_off.push(post.text.trim_end().to_string());
            }
        }
        for private in outbox.private.iter().filter(|p| Some(p.seat) == reader) {
            // The first line names the game; the rest is the seat's news and hand.
            let body: Vec<&str> = private.text.lines().skip(1).collect();
            if !body.iter().all(|l| l.trim().is_empty()) {
                writeln!(out, "{}", body.join("\n"))?;
            }
        }
        Ok(())
    }

    /// The first seat (in seat order) that owes a decision, with its prompt.
    async fn next_prompt(&self) -> Option<(Seat, PromptView)> {
        for (seat, caller) in self.callers.iter().enumerate() {
            if let Ok(view) = self.table.hand(HERE, caller).await
                && let Some(prompt) = view.prompt
            {
                return Some((seat, prompt));
            }
        }
        None
    }
}

/// A new game at the terminal's table: seat 1 creates it, the others take their seats in order.
/// Returns the game and the start's outbox.
async fn start(table: Table, setup: &PlaySetup, registry: &Registry) -> anyhow::Result<(HotSeat, Option<Outbox>)> {
    if registry.get(&setup.game).is_none() {
        return Err(refusal(setup.lang, super::render::unknown_game(&setup.game, registry)));
    }
    if setup.ai.iter().any(|(seat, _)| *seat == 0) || setup.ai.iter().any(|(seat, _)| *seat >= setup.seats) {
        return Err(refusal(
            setup.lang,
            Text::new("cli-ai-seats").num("seats", setup.seats as i64),
        ));
    }
    let callers: Vec<Caller> = (0..setup.seats)
        .map(|seat| Caller {
            user: user_of(seat),
            name: setup
                .names
                .get(seat)
                .cloned()
                .unwrap_or_else(|| format!("P{}", seat + 1)),
            locale: Some(setup.lang),
            is_admin: false,
        })
        .collect();
    let refuse = |e: TableError| anyhow::anyhow!(catalog().render(setup.lang, &e.message, &setup.names));
    let created = table
        .create(
            HERE,
            &callers[0],
            &setup.game,
            setup.options.clone(),
            Some(setup.lang),
            Some(setup.seed),
        )
        .await
        .map_err(refuse)?;
    created
        .game_id
        .ok_or_else(|| refusal(setup.lang, Text::new("cli-no-game-made")))?;
    // Everyone else asks for their own seat (an AI seat is added by the creator), so the
    // creator takes the seat left.
    for (seat, caller) in callers.iter().enumerate().skip(1) {
        match setup.ai.iter().find(|(s, _)| *s == seat) {
            Some(&(_, level)) => table.add_ai(HERE, &callers[0], level, Some(seat + 1)).await,
            None => table.join(HERE, caller, Some(seat + 1)).await,
        }
        .map_err(refuse)?;
    }
    let started = table.start(HERE, &callers[0]).await.map_err(refuse)?;
    // The seats as the table has them (AI seats carry their own ids and names).
    let info = table.info(HERE).await.map_err(refuse)?;
    let (hot, _) = resume(table, info)?;
    Ok((hot, Some(started)))
}

/// The game still running in a `--save` file: its seats, names and language are the file's.
fn resume(table: Table, info: crate::table::GameInfo) -> anyhow::Result<(HotSeat, Option<Outbox>)> {
    let mut seats = info.seats.clone();
    seats.sort_by_key(|s| s.seat);
    let names: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
    let callers = seats
        .iter()
        .map(|s| Caller {
            user: s.user,
            name: s.name.clone(),
            locale: Some(info.lang),
            is_admin: false,
        })
        .collect();
    let hot = HotSeat {
        table,
        game: info.game.clone(),
        game_id: info.id,
        callers,
        since_hand_off: Vec::new(),
        lang: info.lang,
        names,
    };
    Ok((hot, None))
}

/// Plays until the game ends or the input closes / says `quit`. Returns the match as it stands.
pub fn play<R: BufRead, W: Write>(
    setup: &PlaySetup,
    registry: &Arc<Registry>,
    input: R,
    out: &mut W,
) -> anyhow::Result<Box<dyn AnyMatch>> {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    runtime.block_on(play_async(setup, registry.clone(), input, out))
}

async fn play_async<R: BufRead, W: Write>(
    setup: &PlaySetup,
    registry: Arc<Registry>,
    mut input: R,
    out: &mut W,
) -> anyhow::Result<Box<dyn AnyMatch>> {
    let store = match &setup.save {
        Some(path) => Store::open(&format!("sqlite://{}", path.display())).await?,
        None => Store::memory().await?,
    };
    let played = play_on(
        Table::new(store.clone(), registry.clone()),
        setup,
        &registry,
        &mut input,
        out,
    )
    .await;
    // The saved file alone holds the game from here (its WAL is checkpointed into it).
    store.close().await;
    played
}

async fn play_on<R: BufRead, W: Write>(
    table: Table,
    setup: &PlaySetup,
    registry: &Registry,
    mut input: R,
    out: &mut W,
) -> anyhow::Result<Box<dyn AnyMatch>> {
    let (mut hot, first) = match table.info(HERE).await {
        Ok(info) if info.status == crate::table::GameStatus::Running => resume(table, info)?,
        _ => start(table, setup, registry).await?,
    };
    let name_key = registry
        .get(&hot.game)
        .map(|k| k.name_key())
        .ok_or_else(|| anyhow::anyhow!("unknown game `{}`", hot.game))?;
    writeln!(
        out,
        "{}",
        hot.t(&Text::new("cli-welcome").text("game", Text::new(name_key)))
    )?;
    match &setup.save {
        Some(path) if first.is_none() => writeln!(
            out,
            "{}",
            hot.t(&Text::new("cli-resumed")
                .num("id", hot.game_id)
                .str("file", path.display().to_string()))
        )?,
        _ => writeln!(
            out,
            "{}",
            hot.t(&Text::new("cli-seed").str("seed", setup.seed.to_string()))
        )?,
    }
    if let Some(started) = &first {
        hot.deliver(started, None, out)?;
    }

    let mut at_keyboard: Option<Seat> = None;
    let mut line = String::new();
    while let Some((seat, prompt)) = hot.next_prompt().await {
        let user = hot.callers[seat].user;
        if ai::is_ai(user) {
            match hot.table.play_ai_turn(hot.game_id, user).await {
                Ok(Some(outbox)) => hot.deliver(&outbox, None, out)?,
                Ok(None) => break,
                Err(e) => anyhow::bail!(hot.refusal(&e)),
            }
            continue;
        }
        if at_keyboard != Some(seat) {
            if !hand_off(&mut hot, seat, &mut input, out).await? {
                break;
            }
            at_keyboard = Some(seat);
        }
        show_prompt(&prompt, out)?;
        write!(out, "{} ", hot.t(&Text::new("cli-input-prompt")))?;
        out.flush()?;
        line.clear();
        if input.read_line(&mut line)? == 0 {
            break;
        }
        let typed = line.trim();
        match typed {
            "quit" | "exit" => break,
            "" => continue,
            "help" | "?" => {
                if let Ok(m) = hot.table.snapshot(hot.game_id).await {
                    writeln!(out, "{}", hot.t(&help(m.as_ref(), seat)))?;
                }
                continue;
            }
            "status" => {
                if let Ok(view) = hot.table.hand(HERE, &hot.callers[seat]).await {
                    writeln!(out, "{}", view.text)?;
                }
                continue;
            }
            "map" => {
                if let Ok(m) = hot.table.snapshot(hot.game_id).await {
                    for text in m.map_text(crate::engine::Viewer::Seat(seat)) {
                        writeln!(out, "{}", hot.t(&text))?;
                    }
                }
                continue;
            }
            "board" => {
                match write_board(&hot, seat).await {
                    Ok(path) => writeln!(out, "{}", hot.t(&Text::new("cli-board-written").str("file", path)))?,
                    Err(e) => writeln!(out, "✗ {e}")?,
                }
                continue;
            }
            _ if matches!(typed.split_whitespace().next(), Some("card" | "autopass")) => {
                word_command(&mut hot, seat, typed, out).await?;
                continue;
            }
            _ => {}
        }
        // A composed prompt (keep 4 of 6): its items by number, as a Discord menu sends them.
        if let Some(values) = item_numbers(&prompt, typed) {
            let caller = &hot.callers[seat];
            match hot
                .table
                .select(hot.game_id, caller, prompt.version, prompt.fingerprint, values)
                .await
            {
                Ok(outbox) => hot.deliver(&outbox, Some(seat), out)?,
                Err(e) => writeln!(out, "✗ {}", hot.refusal(&e))?,
            }
            continue;
        }
        let notation = match typed.parse::<usize>() {
            Ok(n) if prompt.limits.is_none() && (1..=prompt.options.len()).contains(&n) => {
                prompt.options[n - 1].notation.clone()
            }
            _ => typed.to_string(),
        };
        match hot.table.act(HERE, &hot.callers[seat], &notation, None).await {
            Ok(outbox) => hot.deliver(&outbox, Some(seat), out)?,
            Err(e) => writeln!(out, "✗ {}", hot.refusal(&e))?,
        }
    }
    let game = hot
        .table
        .snapshot(hot.game_id)
        .await
        .map_err(|e| anyhow::anyhow!(hot.refusal(&e)))?;
    write!(out, "{CLEAR}")?;
    for line in hot.since_hand_off.drain(..) {
        writeln!(out, "{line}")?;
    }
    if let Ok(status) = hot.table.status(HERE).await {
        writeln!(out, "{}", status.text)?;
    }
    match (game.outcome(), &setup.save) {
        (Some(outcome), _) => writeln!(out, "\n{}", hot.t(&outcome.summary))?,
        (None, Some(path)) => writeln!(
            out,
            "\n{}",
            hot.t(&Text::new("cli-saved-to").str("file", path.display().to_string()))
        )?,
        (None, None) => {}
    }
    Ok(game)
}

/// The picture of `seat`'s view as a PNG in the temporary directory; returns its path.
async fn write_board(hot: &HotSeat, seat: Seat) -> anyhow::Result<String> {
    let view = hot
        .table
        .hand(HERE, &hot.callers[seat])
        .await
        .map_err(|e| anyhow::anyhow!(hot.refusal(&e)))?;
    let board = view.board.ok_or_else(|| refusal(hot.lang, Text::new("cli-no-board")))?;
    let png = crate::render::Renderer::shared().png(&board.svg, 1.0)?;
    let path = std::env::temp_dir().join(format!("warroom-{}-{}-p{}.png", hot.game, hot.game_id, seat + 1));
    std::fs::write(&path, png)?;
    Ok(path.display().to_string())
}

/// A command word with what follows it: `card <name>` or `autopass …`.
async fn word_command<W: Write>(hot: &mut HotSeat, seat: Seat, typed: &str, out: &mut W) -> anyhow::Result<()> {
    match typed.strip_prefix("card") {
        Some(name) => card_line(hot, seat, name, out).await,
        None => auto_pass_line(hot, seat, &typed["autopass".len()..], out).await,
    }
}

/// `card <name>`: a card of this game by (part of) its name in either language, or its id,
/// described as `/card` does in Discord.
async fn card_line<W: Write>(hot: &HotSeat, seat: Seat, name: &str, out: &mut W) -> anyhow::Result<()> {
    match hot.table.card(Some(HERE), &hot.callers[seat], None, name).await {
        Ok(text) => writeln!(out, "{text}")?,
        Err(e) => writeln!(out, "✗ {}", hot.refusal(&e))?,
    }
    Ok(())
}

/// `autopass [<kind> [on|off]]` for the seat at the keyboard: lists its standing choices, or
/// sets one (told to that seat alone, as in Discord).
async fn auto_pass_line<W: Write>(hot: &mut HotSeat, seat: Seat, rest: &str, out: &mut W) -> anyhow::Result<()> {
    let caller = hot.callers[seat].clone();
    match super::auto_pass_args(rest) {
        None => writeln!(out, "✗ {}", hot.t(&Text::new("cli-autopass-usage")))?,
        Some(None) => match hot.table.auto_pass_summary(HERE, &caller).await {
            Ok(text) => writeln!(out, "{text}")?,
            Err(e) => writeln!(out, "✗ {}", hot.refusal(&e))?,
        },
        Some(Some((kind, on))) => match hot.table.auto_pass(HERE, &caller, &kind, on).await {
            Ok(outbox) => {
                if let Some(reply) = &outbox.reply {
                    writeln!(out, "{reply}")?;
                }
            }
            Err(e) => writeln!(out, "✗ {}", hot.refusal(&e))?,
        },
    }
    Ok(())
}

/// Clears the screen and its scrollback, shows again the public lines since the last hand-off
/// (the public status if there are none) and waits for `seat`'s player; then clears again and
/// shows that seat's recap since its last move and its private view. `false` when the input
/// closed or said `quit`.
async fn hand_off<R: BufRead, W: Write>(
    hot: &mut HotSeat,
    seat: Seat,
    input: &mut R,
    out: &mut W,
) -> anyhow::Result<bool> {
    write!(out, "{CLEAR}")?;
    if hot.since_hand_off.is_empty() {
        if let Ok(status) = hot.table.status(HERE).await {
            writeln!(out, "{}", status.text)?;
        }
    } else {
        for line in hot.since_hand_off.drain(..) {
            writeln!(out, "{line}")?;
        }
    }
    writeln!(out, "\n{}", hot.t(&Text::new("cli-pass-to").seat("seat", seat)))?;
    out.flush()?;
    let mut line = String::new();
    // `quit` here must not show the next player's hand on its way out.
    if input.read_line(&mut line)? == 0 || matches!(line.trim(), "quit" | "exit") {
        return Ok(false);
    }
    write!(out, "{CLEAR}")?;
    writeln!(out, "{}", hot.t(&Text::new("cli-private-header").seat("seat", seat)))?;
    if let Ok(view) = hot.table.hand(HERE, &hot.callers[seat]).await {
        for line in view.text.lines().skip(1) {
            writeln!(out, "  {line}")?;
        }
    }
    Ok(true)
}

/// The menu values of a composed prompt's items typed by number (`1 3 4 6` or `1,3,4,6`), when
/// the prompt's menu lists one entry per option; `None` for anything else.
fn item_numbers(prompt: &PromptView, typed: &str) -> Option<Vec<String>> {
    let select = prompt.select.as_ref()?;
    if select.entries.len() != prompt.options.len() {
        return None;
    }
    let numbers: Vec<usize> = typed
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|w| !w.is_empty())
        .map(|w| w.parse().ok())
        .collect::<Option<_>>()?;
    if numbers.is_empty() || numbers.iter().any(|&n| n == 0 || n > select.entries.len()) {
        return None;
    }
    Some(numbers.iter().map(|&n| select.entries[n - 1].value.clone()).collect())
}

/// The `help` line for `seat` of this game: notation examples taken from the seat's own prompt
/// now (so always the game's own notation), and `map` and `autopass` only for a game that has a
/// map or windows.
fn help(m: &dyn AnyMatch, seat: Seat) -> Text {
    let examples: Vec<Text> = m
        .pending()
        .into_iter()
        .filter(|p| p.seat == seat)
        .flat_map(|p| {
            let lines: Vec<String> = match p.ask {
                crate::engine::Ask::One => p.options.iter().map(|o| o.notation.clone()).collect(),
                _ => p
                    .options
                    .first()
                    .map(|o| format!("{} {}", p.verb, o.notation).trim().to_string())
                    .into_iter()
                    .collect(),
            };
            // Lines with a card or a place in them show the notation best.
            let (mut long, short): (Vec<String>, Vec<String>) = lines.into_iter().partition(|l| l.contains(' '));
            long.extend(short);
            long
        })
        .take(2)
        .map(|line| Text::new("raw").str("value", format!("`{line}`")))
        .collect();
    // A game without a map answers `map` with its status (the engine's default). Only Twilight
    // Struggle's map marks battlegrounds; another game's `map` is its whole board as text.
    let viewer = crate::engine::Viewer::Seat(seat);
    let map = match (m.map_text(viewer) != m.status(viewer), m.game_id()) {
        (false, _) => 0,
        (true, "twilight-struggle") => 1,
        (true, _) => 2,
    };
    Text::new("cli-help")
        .num("nexamples", examples.len() as i64)
        .list("examples", examples)
        .num("map", map)
        .num("windows", i64::from(!m.window_kinds().is_empty()))
}

fn show_prompt<W: Write>(prompt: &PromptView, out: &mut W) -> std::io::Result<()> {
    writeln!(out, "\n{}", prompt.question)?;
    let numbered = prompt.limits.is_none()
        || prompt
            .select
            .as_ref()
            .is_some_and(|s| s.entries.len() == prompt.options.len());
    for (i, choice) in prompt.options.iter().enumerate() {
        // What the option does (a card's short text), unless the label says it already.
        let detail = match choice.detail.as_deref().map(str::trim) {
            Some(d) if !d.is_empty() && !choice.label.contains(d) => format!(" — {d}"),
            _ => String::new(),
        };
        if numbered {
            writeln!(out, "  {:>2}) {:<28} {}{detail}", i + 1, choice.notation, choice.label)?;
        } else {
            writeln!(out, "  - {:<28} {}{detail}", choice.notation, choice.label)?;
        }
    }
    if let Some(limits) = &prompt.limits {
        writeln!(out, "  {limits}")?;
    }
    if let Some(help) = &prompt.free_form {
        writeln!(out, "  {help}")?;
    }
    Ok(())
}
