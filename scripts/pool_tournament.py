#!/usr/bin/env python3
"""Pools the runs of one tournament series from the lines `ISLAS_PROGRESS=1` prints.

    ISLAS_PROGRESS=1 islas-cli tournament ... 2> run-1.err
    scripts/pool_tournament.py run-1.err run-2.err ...

A line reads `game 118 (deal 59): won by expert; points expert 57, hard 45`. A game played in
two runs (a run stopped and started again from its deal) counts once. Prints, per bot, the win
rate with the 95 % Wilson interval the CLI prints (a shared win counts as a fraction, as the CLI
counts competitive games; a co-operative series, where the CLI counts a shared win whole for
every bot, is not for this script) and the mean points, over the games pooled, and which deals
they cover.
"""

import math
import re
import sys

LINE = re.compile(r"^game (\d+) \(deal (\d+)\): won by (.*?)(?:; points (.*))?$")


def parse(lines):
    """Games by index: (deal, winners, {bot: points} or None). Later lines of a game win."""
    games = {}
    for line in lines:
        m = LINE.match(line.strip())
        if not m:
            continue
        index, deal, won, points = m.groups()
        winners = [w for w in won.split(" and ") if w]
        pts = None
        if points is not None:
            pts = {}
            for part in points.split(", "):
                name, _, value = part.rpartition(" ")
                pts[name] = int(value)
        games[int(index)] = (int(deal), winners, pts)
    return games


def wilson(wins, n, z=1.96):
    """Percent rate, low and high of the 95 % interval, as the CLI's `win_rate`."""
    if n == 0:
        return (0.0, 0.0, 0.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (100 * p, 100 * max(centre - half, 0.0), 100 * min(centre + half, 1.0))


def pool(games):
    """Per bot (in order of first appearance): wins, games, mean points (None when unknown)."""
    bots = []
    for _, winners, pts in games.values():
        for name in list(pts or {}) + winners:
            if name not in bots:
                bots.append(name)
    table = {}
    for name in bots:
        wins = 0.0
        total = 0
        scored = 0
        for _, winners, pts in games.values():
            if name in winners:
                wins += 1 / len(winners)
            if pts is not None and name in pts:
                total += pts[name]
                scored += 1
        table[name] = (wins, len(games), total / scored if scored else None, scored)
    return table


def report(games):
    if not games:
        return "no games"
    deals = sorted({d for d, _, _ in games.values()})
    out = [f"{len(games)} games, deals {deals[0]}–{deals[-1]} ({len(deals)} deals)"]
    for name, (wins, n, mean, scored) in pool(games).items():
        rate, lo, hi = wilson(wins, n)
        line = f"{name:<9} win {rate:5.1f}% (95% CI {lo:4.1f}–{hi:4.1f}%)"
        if mean is not None:
            line += f"  mean score {mean:5.2f} over {scored} games"
        out.append(line)
    return "\n".join(out)


def main(paths):
    lines = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            lines.extend(f)
    print(report(parse(lines)))


if __name__ == "__main__":
    main(sys.argv[1:])
