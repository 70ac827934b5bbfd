//! `play`: a person plays in the terminal against opponents who choose at random.

use std::io::{BufRead, Write};

use islas_core::{Game, Rng, Seat, Seed};
use islas_port_royal::{Action, Config, Event, PortRoyal};

use crate::args::Args;
use crate::random::choice_rng;
use crate::words;

pub const USAGE: &str = "play --players P [--seed S] [--seat K] [--ending E]";

const COMMANDS: &str =
    "type an action (see `help`), `table` to see the table again, `quit` to stop";

fn io(e: std::io::Error) -> String {
    format!("terminal error: {e}")
}

/// A seed from the clock, for a game nobody asked to repeat.
fn fresh_seed() -> Seed {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    Seed::from_u64(Rng::from_seed(nanos).next_u64())
}

/// What each legal action does, one per line.
pub fn help(game: &PortRoyal) -> String {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let mut s = String::from("legal actions:\n");
    for a in &legal {
        let gloss = match a {
            Action::Draw => "reveal the top card of the deck".to_string(),
            Action::Stop => "stop discovering and go on to trade and hire".to_string(),
            Action::Repel => "send the ship just drawn to the discard pile".to_string(),
            Action::Dock => "let the ship just drawn into the harbour".to_string(),
            Action::Pass => "take nothing (more) and hand on".to_string(),
            Action::Take(face) => {
                let card = game
                    .harbour()
                    .iter()
                    .copied()
                    .find(|&c| words::card_id(c) == PortRoyal::faces()[*face as usize].id);
                let mut gloss = card.map(words::card_long).unwrap_or_default();
                let taker = game.to_act().unwrap_or(0);
                if let Some(cost) = PortRoyal::hire_cost(*face, &game.tally(taker)) {
                    gloss.push_str(&format!("; hiring costs you {cost}"));
                }
                if taker != game.active() {
                    gloss.push_str(&format!(", plus 1 coin to seat {}", game.active()));
                }
                gloss
            }
            Action::Claim(_) => "claim the expedition with these characters".to_string(),
        };
        s.push_str(&format!("  {:<34} {gloss}\n", a.to_string()));
    }
    s.push_str(&format!("({COMMANDS})\n"));
    s
}

fn print_events(out: &mut dyn Write, events: &[Event], me: Seat) -> Result<(), String> {
    for e in events {
        writeln!(out, "  {}", words::event(e, Some(me))).map_err(io)?;
    }
    Ok(())
}

/// Plays a game at the terminal: `input` is what the person types, `out` what they see.
/// End of input ends the program cleanly, leaving the game unfinished.
pub fn play(
    config: &Config,
    seed: Seed,
    me: Seat,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), String> {
    let mut game = PortRoyal::setup(config, seed).map_err(|e| e.to_string())?;
    let mut bots = choice_rng(seed);
    let mut legal = Vec::new();
    writeln!(
        out,
        "Port Royal, {} players, seed {seed} (play this deal again with --seed {seed}); you are seat {me}",
        config.players
    )
    .map_err(io)?;
    writeln!(out, "{COMMANDS}").map_err(io)?;
    let mut show_table = true;
    loop {
        // The opponents move until it is the person's turn to decide or the game is over.
        while let Some(seat) = game.to_act().filter(|&s| s != me) {
            game.legal_actions(&mut legal);
            let Some(&action) = legal.get(bots.below(legal.len() as u32) as usize) else {
                return Err("the engine offers no legal action".to_string());
            };
            let events = game
                .play_logged(&action)
                .map_err(|e| format!("the engine rejected its own legal action: {e}"))?;
            writeln!(out, "{}: {action}", words::who(seat, Some(me))).map_err(io)?;
            print_events(out, &events, me)?;
            show_table = true;
        }
        if game.to_act().is_none() {
            write!(out, "\n{}", words::table(&game, Some(me))).map_err(io)?;
            write!(out, "{}", words::outcome(&game, Some(me))).map_err(io)?;
            return Ok(());
        }
        if show_table {
            write!(out, "\n{}", words::table(&game, Some(me))).map_err(io)?;
            show_table = false;
        }
        write!(out, "> ").map_err(io)?;
        out.flush().map_err(io)?;
        let mut line = String::new();
        if input.read_line(&mut line).map_err(io)? == 0 {
            writeln!(out, "\nend of input: the game is left unfinished").map_err(io)?;
            return Ok(());
        }
        let line = line.trim();
        match line.to_ascii_lowercase().as_str() {
            "" => continue,
            "help" | "?" => {
                write!(out, "{}", help(&game)).map_err(io)?;
                continue;
            }
            "table" => {
                show_table = true;
                continue;
            }
            "quit" | "exit" => {
                writeln!(out, "the game is left unfinished").map_err(io)?;
                return Ok(());
            }
            _ => {}
        }
        let action = match line.parse::<Action>() {
            Ok(a) => a,
            Err(e) => {
                writeln!(out, "{e}; type `help` for the legal actions").map_err(io)?;
                continue;
            }
        };
        match game.play_logged(&action) {
            Ok(events) => {
                writeln!(out, "you: {action}").map_err(io)?;
                print_events(out, &events, me)?;
                show_table = true;
            }
            Err(e) => {
                writeln!(
                    out,
                    "\"{action}\" is not allowed now: {}; type `help` for the legal actions",
                    e.reason
                )
                .map_err(io)?;
            }
        }
    }
}

/// Runs the subcommand on its arguments.
pub fn run(raw: &[String], input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), String> {
    let args = Args::parse(raw, &["game", "players", "seed", "seat", "ending"], &[])?;
    if let Some(extra) = args.positional().first() {
        return Err(format!("unexpected argument \"{extra}\""));
    }
    args.check_game()?;
    let mut config = Config::new(args.number("players", Some(3))?);
    config.ending = args.ending()?;
    let seat: Seat = args.number("seat", Some(0))?;
    if seat >= config.players {
        return Err(format!(
            "--seat must be below the number of players ({}), not {seat}",
            config.players
        ));
    }
    let seed = args.seed("seed")?.unwrap_or_else(fresh_seed);
    play(&config, seed, seat, input, out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(script: &str, me: Seat) -> String {
        let mut out = Vec::new();
        play(
            &Config::new(3),
            Seed::from_u64(11),
            me,
            &mut script.as_bytes(),
            &mut out,
        )
        .unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn help_then_a_bad_action_then_draw_then_eof() {
        let text = session("help\ntake kraken\npass\ndraw\n", 0);
        assert!(text.contains("legal actions:\n  draw"), "{text}");
        assert!(text.contains("\"take kraken\" is not an action"), "{text}");
        assert!(text.contains("\"pass\" is not allowed now"), "{text}");
        assert!(text.contains("you: draw\n  drawn: "), "{text}");
        assert!(
            text.ends_with("end of input: the game is left unfinished\n"),
            "{text}"
        );
    }

    #[test]
    fn bots_move_before_a_later_seat() {
        let text = session("", 2);
        assert!(text.contains("seat 0: draw"), "{text}");
    }

    #[test]
    fn a_whole_game_can_be_typed() {
        // Always answer with the first legal action; the game must end.
        let config = Config::new(2);
        let seed = Seed::from_u64(5);
        let mut g = PortRoyal::setup(&config, seed).unwrap();
        let mut bots = choice_rng(seed);
        let mut script = String::new();
        let mut legal = Vec::new();
        while let Some(seat) = g.to_act() {
            g.legal_actions(&mut legal);
            let a = if seat == 0 {
                script.push_str(&format!("{}\n", legal[0]));
                legal[0]
            } else {
                legal[bots.below(legal.len() as u32) as usize]
            };
            g.play(&a).unwrap();
        }
        let mut out = Vec::new();
        play(&config, seed, 0, &mut script.as_bytes(), &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("final result:"), "{text}");
    }
}
