//! The `islas-cli` binary: see the library for the commands.

use std::process::ExitCode;

fn main() -> ExitCode {
    // Arguments that are not UTF-8 are read lossily rather than panicking.
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut out = std::io::stdout().lock();
    // Not locked for the whole run: the tournament's threads print each game's winner on it
    // (`ISLAS_PROGRESS`), and a lock held here made them wait forever.
    let mut err = std::io::stderr();
    match islas_cli::run(&args, &mut input, &mut out, &mut err) {
        islas_cli::Exit::Ok => ExitCode::SUCCESS,
        islas_cli::Exit::Failed => ExitCode::FAILURE,
        islas_cli::Exit::Usage => ExitCode::from(2),
    }
}
