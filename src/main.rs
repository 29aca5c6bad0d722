//! The `gendesk` command: the desktop app (arriving with the GUI issue) and small tools.

use std::process::ExitCode;

use anyhow::Context as _;
use clap::{Parser, Subcommand};
use gendesk::api::{ApiKey, BaseUrl, Client};

/// GenDesk: a desktop client for the Asynchronous Generation Service.
#[derive(Debug, Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    #[command(
        about = "Print the remaining balance of an API key (read from the GENDESK_API_KEY variable)"
    )]
    Balance {
        #[arg(
            long,
            help = "Service address, e.g. https://host or https://host/api/v1"
        )]
        base_url: String,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("gendesk: {err:#}");
            ExitCode::FAILURE
        }
    }
}

fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        None => {
            eprintln!(
                "GenDesk {}: the desktop window is not built yet (it arrives with the desktop-app issue).\n\
                 Available now: `gendesk balance --base-url URL` with GENDESK_API_KEY set. See README.md.",
                env!("CARGO_PKG_VERSION")
            );
            Ok(())
        }
        Some(Command::Balance { base_url }) => {
            let base = BaseUrl::parse(&base_url)?;
            let raw_key = std::env::var("GENDESK_API_KEY").context(
                "set GENDESK_API_KEY to the API key (it is never taken from the command line)",
            )?;
            let client = Client::new(base, ApiKey::new(raw_key)?)?;
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()?;
            let balance = runtime
                .block_on(client.balance())
                .map_err(|err| anyhow::anyhow!(err.user_message()))?;
            #[allow(clippy::print_stdout, reason = "the command's output")]
            {
                println!("{balance:.2} USD");
            }
            Ok(())
        }
    }
}
