"""Head to head of two Lost Mines agents that differ in their AI settings. Prints JSON lines.

    uv run python bench/lost_mines_tilt_pilot.py KIND@SETTINGS,KIND@SETTINGS GAMES SEED [det]

Agent kinds as in ``tabletop sim``, each with the ``LostMinesHooks`` settings it plays with:
``@TILT`` alone is the role beliefs' conduct tilt (``role_tilt``, the factor on
``_role_signal``'s log-likelihoods; the game's ``ROLE_TILT`` is 0.8), so ``heuristic@0.8`` is
the rule-based player as shipped and ``normal@0`` normal reading roles from the remaining dwarf
cards alone; otherwise ``name=value`` pairs joined by ``+`` (``hard@standing_sd=0.5``,
``normal@standing_sd=0.5+role_tilt=0``; ``@`` alone: as shipped; a setting named here wins over
the level's own, so ``hard@departure_margin=0`` is hard without its margin). Seats as in ``tabletop sim`` (the
first kind holds two seats of three); each line has the game's (A seat, B seat) pairs: ``b`` A placed better, ``w`` worse,
``l`` level. ``det`` drops the time limits (iteration caps only). Sum the lines for the head to
head: (b + l / 2) / (b + w + l). Figures: ``role_tilt``'s comment in the game's ``ai.py``.
"""

from __future__ import annotations

import json
import sys

import record_sets

from tabletop.games.lost_mines import ai


def settings(text):
    """``0.8`` -> {"role_tilt": 0.8}; ``a=1+b=none`` -> {"a": 1.0, "b": None}; ``""`` -> {}."""
    if not text:
        return {}
    if "=" not in text:
        return {"role_tilt": float(text)}
    out = {}
    for pair in text.split("+"):
        k, _, v = pair.partition("=")
        out[k] = None if v.lower() == "none" else float(v)
    return out


class _Pinned(ai.LostMinesHooks):
    """Hooks that a level does not override: ``for_level`` returns them as they are."""

    def for_level(self, level):
        return self


def level_hooks(kind, given):
    """The hooks agent ``kind`` searches with: its level's own settings (``level_settings``),
    then ``given`` on top, so a setting named on the command line wins over the level's."""
    return _Pinned().variant(**{**ai.LostMinesHooks.level_settings.get(kind, {}), **given})


def main() -> None:
    kinds = sys.argv[1].split(",")
    games, seed = int(sys.argv[2]), int(sys.argv[3])
    det = len(sys.argv) > 4 and sys.argv[4] == "det"
    n = 3
    plain = [k.split("@")[0] for k in kinds]
    hooks = [level_hooks(kind, settings(k.partition("@")[2])) for kind, k in zip(plain, kinds)]
    for g, seat_of, agents, state in record_sets.deals(plain, n, games, seed, det):
        while not state.is_terminal():
            p = state.current_player()
            state.apply(agents[p].choose(state.view(p), hooks[seat_of[p]]))
        b, w, lv = record_sets.pair_counts(state.ranking(), seat_of)
        print(json.dumps({"game": g, "seed": seed, "b": b, "w": w, "l": lv, "scores": state.scores(),
                          "gains": record_sets.round_gains(state),
                          "seat_of": seat_of, "kinds": kinds}), flush=True)


if __name__ == "__main__":
    main()
