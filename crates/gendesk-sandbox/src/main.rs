//! `gendesk-sandbox`: the offline simulator of the whole service on its own, for other
//! developers' CI or a client under development. The same flags as `gendesk sandbox`.

use std::process::ExitCode;

use clap::Parser;
use gendesk_sandbox::cli::{self, SandboxArgs};

/// The offline simulator of the Asynchronous Generation Service on 127.0.0.1: prints its base
/// URL and demo key, serves until Ctrl+C.
#[derive(Debug, Parser)]
#[command(version, about)]
struct Cli {
    #[command(flatten)]
    args: SandboxArgs,
}

fn main() -> ExitCode {
    match cli::run(&Cli::parse().args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("gendesk-sandbox: {err}");
            ExitCode::FAILURE
        }
    }
}
