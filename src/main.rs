//! The `warroom` binary: the Discord bot, terminal play, scenario scripts and board rendering.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use clap::{Parser, Subcommand};
use warroom::cli::{play, render, script};
use warroom::engine::{GameOptions, Viewer};
use warroom::games::Registry;
use warroom::i18n::Lang;

#[derive(Parser)]
#[command(
    name = "warroom",
    version,
    about = "Long strategy board games, played asynchronously in Discord"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (reads .env: DISCORD_TOKEN, DATABASE_URL, DEV_GUILD_ID, DISCORD_API_BASE).
    Bot,
    /// Play a hot-seat game in this terminal (no Discord token needed).
    Play {
        /// Game id, e.g. nuclear-war.
        game: String,
        /// Number of players (default: the game's minimum, e.g. 2).
        #[arg(long)]
        seats: Option<usize>,
        #[arg(long)]
        seed: Option<u64>,
        #[arg(long, default_value = "en")]
        lang: Lang,
        /// Player names, comma separated.
        #[arg(long, value_delimiter = ',')]
        names: Vec<String>,
        /// Game option as key=value (repeatable).
        #[arg(long = "option", value_parser = parse_option)]
        options: Vec<(String, String)>,
    },
    /// Run a scenario script (see docs/scripts.md); exits non-zero naming the failing line.
    Script {
        file: PathBuf,
        /// Print the final public view as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Draw a board to a PNG file.
    Render {
        game: String,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long)]
        out: PathBuf,
        #[arg(long)]
        seats: Option<usize>,
        #[arg(long, default_value = "en")]
        lang: Lang,
        /// Random moves to play before drawing.
        #[arg(long, default_value_t = 0)]
        moves: usize,
        #[arg(long = "option", value_parser = parse_option)]
        options: Vec<(String, String)>,
    },
}

fn parse_option(s: &str) -> Result<(String, String), String> {
    let (k, v) = s
        .split_once('=')
        .ok_or_else(|| format!("`{s}`: write options as key=value"))?;
    Ok((k.trim().to_string(), v.trim().to_string()))
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("warroom: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    let registry = Registry::builtin();
    match cli.command {
        Command::Bot => run_bot(),
        Command::Play {
            game,
            seats,
            seed,
            lang,
            names,
            options,
        } => {
            let seats = match seats {
                Some(n) => n,
                None => *registry
                    .get(&game)
                    .ok_or_else(|| anyhow::anyhow!("unknown game `{game}`; known: {}", registry.ids().join(", ")))?
                    .seat_range()
                    .start(),
            };
            let mut names = names;
            let defaults = render::default_names(seats);
            names.extend(defaults.into_iter().skip(names.len()));
            let setup = play::PlaySetup {
                game,
                seats,
                seed: seed.unwrap_or_else(clock_seed),
                lang,
                options: options.into_iter().collect::<GameOptions>(),
                names,
            };
            let stdin = std::io::stdin();
            play::play(&setup, &registry, stdin.lock(), &mut std::io::stdout())?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Script { file, json } => {
            let source =
                std::fs::read_to_string(&file).map_err(|e| anyhow::anyhow!("cannot read {}: {e}", file.display()))?;
            match script::run_script(&source, &registry) {
                Ok(run) => {
                    if json {
                        let view = script::script_view(run.game.as_ref(), Viewer::Public);
                        println!("{}", serde_json::to_string_pretty(&view)?);
                    } else {
                        for line in &run.log {
                            println!("{line}");
                        }
                        println!("ok: {} moves, {} expectations", run.moves, run.expects_checked);
                    }
                    Ok(ExitCode::SUCCESS)
                }
                Err(e) => {
                    eprintln!("{}:{}", file.display(), e);
                    Ok(ExitCode::FAILURE)
                }
            }
        }
        Command::Render {
            game,
            seed,
            out,
            seats,
            lang,
            moves,
            options,
        } => {
            let setup = render::RenderSetup {
                game,
                seats,
                seed,
                lang,
                options: options.into_iter().collect(),
                moves,
                viewer: Viewer::Public,
            };
            let png = render::render_board(&setup, &registry)?;
            std::fs::File::create(&out)?.write_all(&png)?;
            println!("wrote {} ({} bytes)", out.display(), png.len());
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// A fresh seed for a new game (the clock is fine here: the seed is stored and printed).
fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(42)
}

fn run_bot() -> anyhow::Result<ExitCode> {
    dotenvy::dotenv().ok();
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,serenity=warn")),
        )
        .init();
    let config = warroom::discord::Config::from_vars(|k| std::env::var(k).ok())?;
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let store = warroom::store::Store::open(&config.database_url)
            .await
            .with_context(|| format!("cannot open the database at {}", config.database_url))?;
        let table = warroom::table::Table::new(store, Registry::builtin());
        let running = table.running().await.map(|games| games.len()).unwrap_or(0);
        tracing::info!(
            database = %config.database_url,
            running,
            api = config.api_base.as_deref().unwrap_or("discord.com"),
            "database ready; connecting to Discord"
        );
        warroom::discord::run(&config, table).await
    })?;
    Ok(ExitCode::SUCCESS)
}
