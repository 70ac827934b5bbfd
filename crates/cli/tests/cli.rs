//! The `islas-cli` binary, run as a person would run it.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

fn cli(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_islas-cli"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(stdin.as_bytes())
        .expect("stdin takes the script");
    child.wait_with_output().expect("the binary finishes")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn assert_no_panic(out: &Output) {
    let err = text(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert_ne!(out.status.code(), Some(101), "{err}");
}

/// A file in this test's scratch folder.
fn scratch(name: &str, contents: &str) -> PathBuf {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, contents).expect("scratch file written");
    path
}

fn recorded(players: &str, seed: &str) -> String {
    let out = cli(&["record", "--players", players, "--seed", seed], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
}

#[test]
fn simulate_reports_speed_first_then_scores() {
    let out = cli(
        &[
            "simulate",
            "--game",
            "port-royal",
            "--players",
            "3",
            "--games",
            "25",
            "--seed",
            "test",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let first = stdout.lines().next().unwrap_or_default();
    let (n, unit) = first.split_once(' ').unwrap_or_default();
    assert!(n.parse::<u64>().is_ok() && unit == "games/s", "{stdout}");
    for part in [
        "actions/s",
        "25 games from seed",
        "mean game length:",
        "seat  mean points  win share",
        "winner's points: games",
    ] {
        assert!(stdout.contains(part), "missing {part:?} in\n{stdout}");
    }
    // Three seats' rows.
    assert_eq!(stdout.lines().filter(|l| l.ends_with('%')).count(), 3);
}

#[test]
fn simulate_rejects_bad_settings_in_words() {
    for args in [
        &["simulate", "--players", "9", "--games", "2"][..],
        &["simulate", "--game", "chess"],
        &["simulate", "--games", "lots"],
        &["simulate", "--frobnicate"],
    ] {
        let out = cli(args, "");
        assert_no_panic(&out);
        assert!(!out.status.success(), "{args:?}");
        assert!(text(&out.stderr).starts_with("islas-cli simulate: "));
    }
}

#[test]
fn record_is_reproducible() {
    assert_eq!(recorded("4", "golden"), recorded("4", "golden"));
    assert_ne!(recorded("4", "golden"), recorded("4", "silver"));
}

#[test]
fn replay_of_a_good_record_prints_state_and_outcome() {
    let record = recorded("3", "replay-good");
    let path = scratch("good.json", &record);
    let out = cli(&["replay", path.to_str().unwrap()], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON out");
    let actions = serde_json::from_str::<serde_json::Value>(&record).unwrap()["actions"]
        .as_array()
        .unwrap()
        .len();
    assert_eq!(report["actions"], actions);
    assert_eq!(report["game"], "port-royal");
    assert!(report["state"]["players"].is_array());
    let players = report["outcome"]["players"].as_array().expect("an outcome");
    assert_eq!(players.len(), 3);
    assert!(players.iter().any(|p| p["rank"] == 0));
}

#[test]
fn replay_names_the_first_bad_action() {
    let mut record: serde_json::Value = serde_json::from_str(&recorded("2", "bad")).unwrap();
    record["actions"][7] = "take kraken".into();
    record["actions"][9] = "draw".into();
    let path = scratch("bad-action.json", &record.to_string());
    let out = cli(&["replay", path.to_str().unwrap()], "");
    assert_no_panic(&out);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("action 7 (\"take kraken\")"), "{err}");
    assert!(err.contains("no card has this id"), "{err}");
    assert!(err.contains("7 of "), "{err}");

    // A well-formed action that is not legal at that point.
    record["actions"][7] = "take kraken".into();
    record["actions"][0] = "pass".into();
    let path = scratch("illegal-action.json", &record.to_string());
    let out = cli(&["replay", path.to_str().unwrap()], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("action 0 (\"pass\")"));
    assert!(out.stdout.is_empty());
}

#[test]
fn replay_of_malformed_files_is_an_error_never_a_panic() {
    for (name, contents) in [
        ("empty.json", ""),
        ("broken.json", "{\"game\": \"port-royal\", "),
        ("list.json", "[1, 2, 3]"),
        ("binary.json", "\u{0}\u{1}\u{fffd}"),
        (
            "players.json",
            r#"{"game":"port-royal","rules_version":1,"config":{"players":6},"seed":"x","actions":[]}"#,
        ),
        (
            "version.json",
            r#"{"game":"port-royal","rules_version":77,"config":{"players":2},"seed":"x","actions":[]}"#,
        ),
        (
            "seed.json",
            r#"{"game":"port-royal","rules_version":1,"config":{"players":2},"seed":"","actions":[]}"#,
        ),
    ] {
        let path = scratch(name, contents);
        let out = cli(&["replay", path.to_str().unwrap()], "");
        assert_no_panic(&out);
        assert_eq!(out.status.code(), Some(1), "{name}");
        let err = text(&out.stderr);
        assert!(err.starts_with("islas-cli replay: "), "{name}: {err}");
    }
    let broken = cli(
        &["replay", scratch("b.json", "{oops").to_str().unwrap()],
        "",
    );
    assert!(text(&broken.stderr).contains("not a readable game record"));
    let missing = cli(&["replay", "/nonexistent/record.json"], "");
    assert_no_panic(&missing);
    assert!(text(&missing.stderr).contains("cannot read"));
    let none = cli(&["replay"], "");
    assert!(text(&none.stderr).contains("usage: islas-cli replay FILE"));
}

#[test]
fn play_from_stdin_help_bad_action_draw_then_eof() {
    let out = cli(
        &[
            "play",
            "--players",
            "3",
            "--seed",
            "terminal",
            "--seat",
            "0",
        ],
        "help\ntake nothing\nstop\ndraw\n",
    );
    assert_no_panic(&out);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    for part in [
        "seed ",
        "you are seat 0",
        "harbour (in draw order):",
        "deck: ",
        "you (seat 0): 3 coins, 0 influence, 0 swords; no characters",
        "legal actions:\n  draw ",
        "\"take nothing\" is not an action: no card has this id",
        "\"stop\" is not allowed now: the active player must draw at least one card",
        "you: draw\n  drawn: ",
        "end of input: the game is left unfinished",
    ] {
        assert!(stdout.contains(part), "missing {part:?} in\n{stdout}");
    }
}

#[test]
fn play_checks_its_options() {
    let out = cli(&["play", "--players", "2", "--seat", "2"], "");
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("--seat must be below"));
    let out = cli(&[], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("usage: islas-cli"));
}

/// Jamaica through every command: simulate, record, replay, a tournament, and play.
#[test]
fn jamaica_runs_through_all_five_commands() {
    let out = cli(
        &[
            "simulate",
            "--game",
            "jamaica",
            "--players",
            "4",
            "--games",
            "50",
            "--seed",
            "j",
        ],
        "",
    );
    assert_no_panic(&out);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("jamaica, 4 players"));
    let out = cli(
        &[
            "record",
            "--game",
            "jamaica",
            "--players",
            "2",
            "--seed",
            "j",
            "--options",
            "no-ghost-ship",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let record = text(&out.stdout);
    assert!(record.contains("\"ghost_ship\": false"), "{record}");
    let path = scratch("jamaica-record.json", &record);
    let out = cli(&["replay", path.to_str().unwrap()], "");
    assert_no_panic(&out);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = cli(
        &[
            "tournament",
            "--game",
            "jamaica",
            "--players",
            "3",
            "--games",
            "3",
            "--bots",
            "hard,medium,easy",
            "--iterations",
            "30",
            "--threads",
            "1",
        ],
        "",
    );
    assert_no_panic(&out);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = cli(
        &[
            "play",
            "--game",
            "jamaica",
            "--players",
            "2",
            "--seed",
            "j",
            "--seat",
            "0",
        ],
        "help\nchoose 99\nfoo\n",
    );
    assert_no_panic(&out);
    assert!(
        text(&out.stdout).contains("legal actions"),
        "{}",
        text(&out.stdout)
    );
}

/// Set Sail on its own (`--options set-sail`) through every command: simulate, record, replay, a
/// tournament of every level, and play, with its own cards named in the terminal.
#[test]
fn set_sail_runs_through_all_five_commands() {
    let out = cli(
        &[
            "simulate",
            "--players",
            "4",
            "--games",
            "50",
            "--seed",
            "s",
            "--options",
            "set-sail",
        ],
        "",
    );
    assert_no_panic(&out);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("options set-sail"));
    let out = cli(
        &[
            "simulate",
            "--players",
            "5",
            "--games",
            "1",
            "--options",
            "set-sail",
        ],
        "",
    );
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("2 to 4 players"));
    let out = cli(
        &[
            "record",
            "--players",
            "2",
            "--seed",
            "s",
            "--options",
            "set-sail",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let record = text(&out.stdout);
    assert!(record.contains("\"mode\": \"set-sail\""), "{record}");
    let path = scratch("set-sail-record.json", &record);
    let out = cli(&["replay", path.to_str().unwrap()], "");
    assert_no_panic(&out);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = cli(
        &[
            "tournament",
            "--players",
            "3",
            "--games",
            "3",
            "--bots",
            "hard,medium,easy",
            "--iterations",
            "30",
            "--threads",
            "1",
            "--options",
            "set-sail",
        ],
        "",
    );
    assert_no_panic(&out);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = cli(
        &[
            "play",
            "--players",
            "2",
            "--seed",
            "s",
            "--seat",
            "0",
            "--options",
            "set-sail",
        ],
        "draw\ndraw\ntable\n",
    );
    assert_no_panic(&out);
    let stdout = text(&out.stdout);
    assert!(stdout.contains("drawn: sail-"), "{stdout}");
}

/// The solo game of the co-operative contracts is a 1-player game in every command: simulate,
/// record, replay, a tournament of one bot, and play.
#[test]
fn solo_contracts_run_through_all_five_commands() {
    let opts = ["--players", "1", "--options", "coop,points=2"];
    let with = |cmd: &[&str]| -> Vec<String> {
        cmd.iter()
            .chain(opts.iter())
            .map(|s| s.to_string())
            .collect()
    };
    let run = |args: Vec<String>, stdin: &str| {
        let refs: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = cli(&refs, stdin);
        assert_no_panic(&out);
        assert!(out.status.success(), "{}", text(&out.stderr));
        text(&out.stdout)
    };
    let sim = run(with(&["simulate", "--games", "20", "--seed", "solo"]), "");
    assert!(sim.contains("played together: "), "{sim}");
    let record = run(with(&["record", "--seed", "solo"]), "");
    assert!(
        record.contains("\"coop\"") || record.contains("coop"),
        "{record}"
    );
    let path = scratch("solo.json", &record);
    let replay = run(vec!["replay".into(), path.display().to_string()], "");
    assert!(replay.contains("\"shared\""), "{replay}");
    let tour = run(
        with(&[
            "tournament",
            "--games",
            "4",
            "--bots",
            "medium",
            "--seed",
            "solo",
        ]),
        "",
    );
    assert!(tour.contains("medium"), "{tour}");
    let play = run(with(&["play", "--seed", "solo", "--seat", "0"]), "draw\n");
    assert!(play.contains("time deck: "), "{play}");
    // Without "coop", one player is refused in words.
    let out = cli(&["simulate", "--players", "1", "--games", "1"], "");
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("1 with the co-operative contracts"));
}

/// `ISLAS_PROGRESS` prints each finished game's winner from the tournament's threads: the
/// binary finishes (it once waited forever for standard error, which its main thread held).
#[test]
fn tournament_progress_prints_each_game_and_finishes() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_islas-cli"))
        .args([
            "tournament",
            "--game",
            "jamaica",
            "--players",
            "2",
            "--games",
            "4",
            "--bots",
            "medium,easy",
            "--seed",
            "progress",
            "--threads",
            "2",
        ])
        .env("ISLAS_PROGRESS", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    // A guard against a hang, not a measure of speed: the four games take milliseconds.
    let mut waited = 0;
    while child.try_wait().expect("the binary runs").is_none() {
        if waited == 600 {
            let _ = child.kill();
            panic!("the tournament did not finish in 60 s");
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
        waited += 1;
    }
    let out = child.wait_with_output().expect("the binary finishes");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    for game in 0..4 {
        assert!(
            err.contains(&format!("game {game} (deal {}): won by ", game / 2)),
            "{err}"
        );
    }
    assert!(
        text(&out.stdout).contains("4 games of 2 players"),
        "{}",
        text(&out.stdout)
    );
}
