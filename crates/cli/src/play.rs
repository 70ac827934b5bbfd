//! `play`: a person plays in the terminal against opponents who choose at random.

use std::io::{BufRead, Write};

use islas_core::{EventKind, Seat, Seed};
use islas_games::{Registered, Visitor, who};

use crate::args::Args;
use crate::random::choice_rng;

pub const USAGE: &str = "play --game G --players P [--seed S] [--seat K] [--options O1,O2]";

const COMMANDS: &str =
    "type an action (see `help`), `table` to see the table again, `quit` to stop";

fn io(e: std::io::Error) -> String {
    format!("terminal error: {e}")
}

/// What each legal action does, one per line.
pub fn help<G: Registered>(game: &G) -> String {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let mut s = String::from("legal actions:\n");
    for a in &legal {
        let gloss = game.action_words(a);
        s.push_str(&format!("  {:<34} {gloss}\n", a.to_string()));
    }
    s.push_str(&format!("({COMMANDS})\n"));
    s
}

fn print_events<G: Registered>(
    out: &mut dyn Write,
    events: &[G::Event],
    me: Seat,
) -> Result<(), String> {
    // Only what `me` may see: its own draw names the cards, the others' do not.
    for e in events.iter().filter(|e| e.audience().includes(me)) {
        writeln!(out, "  {}", G::event_words(e, Some(me))).map_err(io)?;
    }
    Ok(())
}

/// Plays a game at the terminal: `input` is what the person types, `out` what they see.
/// End of input ends the program cleanly, leaving the game unfinished.
pub fn play<G: Registered>(
    config: &G::Config,
    seed: Seed,
    me: Seat,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), String> {
    let mut game = G::setup(config, seed).map_err(|e| e.to_string())?;
    let mut bots = choice_rng(seed);
    let mut legal = Vec::new();
    writeln!(
        out,
        "{}, {} players, seed {seed} (play this deal again with --seed {seed}); you are seat {me}",
        G::NAME,
        game.players()
    )
    .map_err(io)?;
    writeln!(out, "{COMMANDS}").map_err(io)?;
    let mut show_table = true;
    loop {
        // The opponents move until it is the person's turn to decide or the game is over.
        while let Some(seat) = game.to_act().filter(|&s| s != me) {
            game.legal_actions(&mut legal);
            if legal.is_empty() {
                return Err("the engine offers no legal action".to_string());
            }
            let action = legal.swap_remove(bots.below(legal.len() as u32) as usize);
            let events = game
                .play_logged(&action)
                .map_err(|e| format!("the engine rejected its own legal action: {e}"))?;
            writeln!(out, "{}: {action}", who(seat, Some(me))).map_err(io)?;
            print_events::<G>(out, &events, me)?;
            show_table = true;
        }
        if game.to_act().is_none() {
            write!(out, "\n{}", game.view(me).table_words(Some(me))).map_err(io)?;
            write!(out, "{}", game.outcome_words(Some(me))).map_err(io)?;
            return Ok(());
        }
        if show_table {
            write!(out, "\n{}", game.view(me).table_words(Some(me))).map_err(io)?;
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
        let action = match line.parse::<G::Action>() {
            Ok(a) => a,
            Err(e) => {
                writeln!(out, "{e}; type `help` for the legal actions").map_err(io)?;
                continue;
            }
        };
        match game.play_logged(&action) {
            Ok(events) => {
                writeln!(out, "you: {action}").map_err(io)?;
                print_events::<G>(out, &events, me)?;
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
    let args = Args::parse(raw, &["game", "players", "seed", "seat", "options"], &[])?;
    if let Some(extra) = args.positional().first() {
        return Err(format!("unexpected argument \"{extra}\""));
    }
    args.game()?.visit(Play {
        args: &args,
        input,
        out,
    })
}

struct Play<'a> {
    args: &'a Args,
    input: &'a mut dyn BufRead,
    out: &'a mut dyn Write,
}

impl Visitor for Play<'_> {
    type Output = Result<(), String>;
    fn visit<G: Registered>(self) -> Self::Output {
        let config = self.args.config::<G>(3)?;
        let players = islas_core::ConfigSpec::players(&config);
        let seat: Seat = self.args.number("seat", Some(0))?;
        if usize::from(seat) >= players {
            return Err(format!(
                "--seat must be below the number of players ({players}), not {seat}"
            ));
        }
        let seed = self.args.seed("seed")?.unwrap_or_else(Seed::random);
        play::<G>(&config, seed, seat, self.input, self.out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use islas_core::Game;
    use islas_port_royal::{Config, PortRoyal};

    fn session(script: &str, me: Seat) -> String {
        let mut out = Vec::new();
        play::<PortRoyal>(
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
        play::<PortRoyal>(&config, seed, 0, &mut script.as_bytes(), &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("final result:"), "{text}");
    }
}
