//! Hot-seat play in a terminal on the same engine and notation as Discord.
//!
//! The screen shows the public status; when a seat must act, it asks to pass the keyboard to that
//! player and only then shows their private view and options (numbered, or type the notation).

use std::io::{BufRead, Write};

use crate::engine::{AnyMatch, GameOptions, Seat, Text, Viewer};
use crate::games::Registry;
use crate::i18n::{Lang, catalog};

/// Settings for one terminal game.
pub struct PlaySetup {
    pub game: String,
    pub seats: usize,
    pub seed: u64,
    pub lang: Lang,
    pub options: GameOptions,
    pub names: Vec<String>,
}

/// Plays until the game ends or the input closes / says `quit`. Returns the finished match.
pub fn play<R: BufRead, W: Write>(
    setup: &PlaySetup,
    registry: &Registry,
    mut input: R,
    out: &mut W,
) -> anyhow::Result<Box<dyn AnyMatch>> {
    let kind = registry
        .get(&setup.game)
        .ok_or_else(|| anyhow::anyhow!("unknown game `{}`; known: {}", setup.game, registry.ids().join(", ")))?;
    let (mut game, setup_log) = kind
        .create(setup.seats, &setup.options, setup.seed)
        .map_err(|e| anyhow::anyhow!(catalog().render(setup.lang, &e.text, &setup.names)))?;
    let lang = setup.lang;
    let names = &setup.names;
    let t = |text: &Text| catalog().render(lang, text, names);
    let m = |key: &'static str| t(&Text::new(key));

    writeln!(
        out,
        "{}",
        t(&Text::new("cli-welcome").text("game", Text::new(kind.name_key())))
    )?;
    print_log(out, &setup_log, Viewer::Public, &t)?;
    let mut shown_private: Option<Seat> = None;
    let mut line = String::new();

    while game.outcome().is_none() {
        let pending = game.pending();
        let Some(prompt) = pending.first().cloned() else { break };
        let seat = prompt.seat;
        if shown_private != Some(seat) {
            // Hide the previous player's private view before handing the keyboard over.
            write!(out, "\x1b[2J\x1b[H")?;
            for text in game.status(Viewer::Public) {
                writeln!(out, "{}", t(&text))?;
            }
            writeln!(out, "\n{}", t(&Text::new("cli-pass-to").seat("seat", seat)))?;
            out.flush()?;
            line.clear();
            if input.read_line(&mut line)? == 0 {
                return Ok(game);
            }
            shown_private = Some(seat);
            writeln!(out, "{}", t(&Text::new("cli-private-header").seat("seat", seat)))?;
            for text in game.status(Viewer::Seat(seat)) {
                writeln!(out, "  {}", t(&text))?;
            }
        }
        writeln!(out, "\n{}", t(&prompt.question))?;
        let composed = prompt.limits();
        for (i, choice) in prompt.options.iter().enumerate() {
            if composed.is_some() {
                writeln!(out, "  - {:<28} {}", choice.notation, t(&choice.label))?;
            } else {
                writeln!(out, "  {:>2}) {:<28} {}", i + 1, choice.notation, t(&choice.label))?;
            }
        }
        if let Some(limits) = &composed {
            writeln!(out, "  {}", t(limits))?;
        }
        if let Some(help) = &prompt.free_form {
            writeln!(out, "  {}", t(help))?;
        }
        write!(out, "{} ", m("cli-input-prompt"))?;
        out.flush()?;
        line.clear();
        if input.read_line(&mut line)? == 0 {
            return Ok(game);
        }
        let typed = line.trim();
        match typed {
            "quit" | "exit" => return Ok(game),
            "" => continue,
            "help" | "?" => {
                writeln!(out, "{}", m("cli-help"))?;
                continue;
            }
            "status" => {
                for text in game.status(Viewer::Seat(seat)) {
                    writeln!(out, "  {}", t(&text))?;
                }
                continue;
            }
            _ => {}
        }
        let notation = match typed.parse::<usize>() {
            Ok(n) if composed.is_none() && (1..=prompt.options.len()).contains(&n) => {
                prompt.options[n - 1].notation.clone()
            }
            _ => typed.to_string(),
        };
        match game.apply(seat, &notation) {
            Ok(applied) => {
                print_log(out, &applied.log, Viewer::Seat(seat), &t)?;
                // Other seats learn only the public lines; the acting player keeps the screen.
            }
            Err(e) => writeln!(out, "✗ {}", t(&e.text))?,
        }
    }
    write!(out, "\x1b[2J\x1b[H")?;
    for text in game.status(Viewer::Public) {
        writeln!(out, "{}", t(&text))?;
    }
    if let Some(outcome) = game.outcome() {
        writeln!(out, "\n{}", t(&outcome.summary))?;
    }
    Ok(game)
}

fn print_log<W: Write>(
    out: &mut W,
    log: &[crate::engine::LogEntry],
    viewer: Viewer,
    t: &dyn Fn(&Text) -> String,
) -> std::io::Result<()> {
    for entry in log.iter().filter(|e| e.audience.includes(viewer)) {
        writeln!(out, "• {}", t(&entry.text))?;
    }
    Ok(())
}
