//! The status line: what is being decided now, and by whom.

use islas_port_royal::adventure::play::Chance;
use islas_port_royal::{Action, Phase};

use super::super::Session;
use super::super::text::{count, phase_text, seat_name};
use crate::i18n::{Lang, text};

/// The table bar's words for the moment: a time card to set aside (co-operative contracts), a
/// lookout's cards or a chance offered (the Adventure), a gambler's further cards, else the
/// phase ("draw a card or stop" only when stopping is allowed now).
pub fn status_text(lang: Lang, s: &Session) -> String {
    // Co-operative contracts: after a tax, whether to set a time card aside.
    if s.shown.asks_set_aside() {
        let name = seat_name(lang, &s.seats, s.shown.active());
        return text(lang, "pr.phase.set_aside", &[("name", name)]);
    }
    // The Adventure: a lookout's cards to choose from, a chance offered at once.
    if let Some(a) = s.shown.adventure() {
        if !a.looking.is_empty() {
            let name = seat_name(lang, &s.seats, s.shown.active());
            return text(lang, "adv.phase.looking", &[("name", name)]);
        }
        if let Some((seat, chance)) = s.shown.adventure_offer() {
            let name = seat_name(lang, &s.seats, seat);
            return match chance {
                Chance::Mission(no) => text(
                    lang,
                    "adv.phase.mission",
                    &[("name", name), ("card", no.to_string())],
                ),
                Chance::Cube(price) => text(
                    lang,
                    "adv.phase.cube",
                    &[
                        ("name", name),
                        ("coins", count(lang, "coins", usize::from(price))),
                    ],
                ),
            };
        }
    }
    let legal = s.legal();
    // After a gambler's four cards only another gambler or phase 2 remain.
    if matches!(s.shown.phase(), Phase::Discover { .. })
        && legal.contains(&Action::Gamble)
        && !legal.contains(&Action::Draw)
    {
        let name = seat_name(lang, &s.seats, s.shown.active());
        return text(lang, "pr.phase.gamble_more", &[("name", name)]);
    }
    let phase = match s.shown.phase() {
        Phase::Discover { .. } if !legal.contains(&Action::Stop) => Phase::Discover { drawn: 0 },
        p => p,
    };
    phase_text(lang, &s.seats, phase, s.shown.active())
}

#[cfg(test)]
mod tests {
    use super::super::tests::{game, play};
    use super::*;

    /// A turn's first draw says "draw"; once a card is drawn, "draw or stop".
    #[test]
    fn the_status_follows_whether_stopping_is_allowed() {
        let mut s = game(2, &[]);
        let first = status_text(Lang::En, &s);
        assert_eq!(
            first,
            phase_text(
                Lang::En,
                &s.seats,
                Phase::Discover { drawn: 0 },
                s.shown.active()
            )
        );
        play(&mut s, Action::Draw);
        assert!(s.legal().contains(&Action::Stop));
        let then = status_text(Lang::En, &s);
        assert_ne!(first, then, "after a draw the line offers to stop");
        assert!(then.contains("Ana"), "{then}");
    }
}
