"""Unit tests of scripts/pool_tournament.py (python3 -m unittest discover -s scripts)."""

import unittest

from pool_tournament import parse, pool, wilson


class PoolTournament(unittest.TestCase):
    def test_a_game_played_in_two_runs_counts_once(self):
        games = parse(
            [
                "game 0 (deal 0): won by expert; points expert 30, hard 20\n",
                "game 1 (deal 0): won by hard; points expert 18, hard 25\n",
                "game 1 (deal 0): won by hard; points expert 18, hard 25\n",
            ]
        )
        self.assertEqual(len(games), 2)
        table = pool(games)
        self.assertEqual(table["expert"], (1.0, 2, 24.0, 2))
        self.assertEqual(table["hard"], (1.0, 2, 22.5, 2))

    def test_a_shared_win_counts_as_a_fraction(self):
        games = parse(["game 4 (deal 2): won by hard and hard#2; points hard 9, hard#2 9\n"])
        self.assertAlmostEqual(pool(games)["hard#2"][0], 0.5)

    def test_lines_without_points_still_count_their_winners(self):
        games = parse(
            [
                "game 100 (deal 50): won by expert\n",
                "game 101 (deal 50): won by hard; points expert 40, hard 50\n",
                "a line of something else\n",
            ]
        )
        table = pool(games)
        self.assertEqual(table["expert"], (1.0, 2, 40.0, 1))
        self.assertEqual(table["hard"][0], 1.0)

    def test_wilson_interval_is_the_clis(self):
        # The CLI's own unit test: 50 of 100 gives 40.4–59.6.
        rate, lo, hi = wilson(50, 100)
        self.assertAlmostEqual(rate, 50.0)
        self.assertAlmostEqual(lo, 40.4, delta=0.05)
        self.assertAlmostEqual(hi, 59.6, delta=0.05)


if __name__ == "__main__":
    unittest.main()
