"""Head to head of two Lost Mines agents that differ in their AI settings. Prints JSON lines.

    uv run python research/lost_mines_tilt_pilot.py KIND@SETTINGS,KIND@SETTINGS GAMES SEED [det]

Agent kinds as in ``tabletop sim``, each with the ``LostMinesHooks`` settings it plays with:
``@TILT`` alone is the role beliefs' conduct tilt (``role_tilt``, the factor on
``_role_signal``'s log-likelihoods; the game's ``ROLE_TILT`` is 0.8), so ``heuristic@0.8`` is
the rule-based player as shipped and ``normal@0`` normal reading roles from the remaining dwarf
cards alone; otherwise ``name=value`` pairs joined by ``+`` (``hard@standing_sd=0.5``,
``normal@standing_sd=0.5+role_tilt=0``; ``@`` alone: as shipped; a setting named here wins over
the level's own, so ``hard@departure_margin=0`` is hard without its margin; ``iterations=N`` is
not a hooks setting but the agent's iteration cap, so ``normal@iterations=150`` is normal with
half its budget; ``truth=1`` is a diagnostic, not a level: that agent's search samples only
the true hidden state (hands, deck, roles, mines), an upper bound on what better beliefs
could give it); ``truth_roles=1`` / ``truth_mines=1`` sample as the level does and then set only
the true roles (and the unused dwarf cards) / the true mine kinds, to see which hidden part
the gap to ``truth=1`` is made of). Seats as in ``tabletop sim`` (the
first kind holds two seats of three); each line has the game's (A seat, B seat) pairs: ``b`` A placed better, ``w`` worse,
``l`` level. ``det`` drops the time limits (iteration caps only). Sum the lines for the head to
head: (b + l / 2) / (b + w + l). Figures: ``role_tilt``'s comment in the game's ``ai.py``.
"""

from __future__ import annotations

import json
import sys

import record_sets

from tabletop.engine.rng import Rng
from tabletop.games.lost_mines import ai
from tabletop.games.lost_mines.rules import LostMinesState


def settings(text):
    """``0.8`` -> {"role_tilt": 0.8}; ``a=1+b=0.5+c=none`` -> {"a": 1, "b": 0.5, "c": None}
    (whole numbers stay ints: counts such as ``root_targets`` slice lists); ``""`` -> {}."""
    if not text:
        return {}
    if "=" not in text:
        return {"role_tilt": float(text)}
    out = {}
    for pair in text.split("+"):
        k, _, v = pair.partition("=")
        out[k] = None if v.lower() == "none" else int(v) if v.lstrip("-").isdigit() else float(v)
    return out


class _Pinned(ai.LostMinesHooks):
    """Hooks that a level does not override: ``for_level`` returns them as they are."""

    def for_level(self, level):
        return self


class _Truth(_Pinned):
    """Hooks whose every determinization is the true state (``truth``, set before each
    decision), set up as the search's own samples are (pruned answers, root estimates)."""

    truth = None
    #: None: the whole true state; else which parts of it replace the sampled ones
    parts = None

    def sampled(self, view, rng, cls):
        if self.parts is not None:
            s = super().sampled(view, rng, cls)
            t = self.truth
            if "roles" in self.parts:
                s.roles, s.unused_dwarves = list(t.roles), tuple(t.unused_dwarves)
                s.ledger = [e[:3] + (t.roles[e[2]],) + e[4:] if e[1] == "ROLE" and e[4] == "OWN_ROLE" else e
                            for e in s.ledger]
            if "mines" in self.parts:
                s.mine_kind = list(t.mine_kind)
            return s
        t = self.truth.clone()
        s = cls.__new__(cls)
        for name in LostMinesState.__slots__:
            try:
                setattr(s, name, getattr(t, name))
            except AttributeError:
                pass
        s.rng = Rng(rng.next64())  # not the game's own: its future draws are not known
        return s


def level_hooks(kind, given, truth=False):
    """The hooks agent ``kind`` searches with: its level's own settings (``level_settings``),
    then ``given`` on top, so a setting named on the command line wins over the level's.
    ``truth``: False, True (the whole true state) or a set of parts (``{"roles"}``)."""
    h = (_Truth if truth else _Pinned)().variant(**{**ai.LostMinesHooks.level_settings.get(kind, {}), **given})
    if truth and truth is not True:
        h.parts = frozenset(truth)
    return h


def main() -> None:
    kinds = sys.argv[1].split(",")
    games, seed = int(sys.argv[2]), int(sys.argv[3])
    det = len(sys.argv) > 4 and sys.argv[4] == "det"
    n = 3
    plain = [k.split("@")[0] for k in kinds]
    given = [settings(k.partition("@")[2]) for k in kinds]
    caps = [g.pop("iterations", None) for g in given]
    truths = []
    for g in given:
        parts = {part for part in ("roles", "mines") if g.pop("truth_" + part, 0)}
        truths.append(True if g.pop("truth", 0) else parts or False)
    hooks = [level_hooks(kind, g, t) for kind, g, t in zip(plain, given, truths)]
    for g, seat_of, agents, state in record_sets.deals(plain, n, games, seed, det):
        for p, agent in enumerate(agents):
            if caps[seat_of[p]] is not None:
                agent.iterations = caps[seat_of[p]]
        while not state.is_terminal():
            p = state.current_player()
            h = hooks[seat_of[p]]
            if truths[seat_of[p]]:
                h.truth = state
            state.apply(agents[p].choose(state.view(p), h))
        b, w, lv = record_sets.pair_counts(state.ranking(), seat_of)
        print(json.dumps({"game": g, "seed": seed, "b": b, "w": w, "l": lv, "scores": state.scores(),
                          "gains": record_sets.round_gains(state),
                          "seat_of": seat_of, "kinds": kinds}), flush=True)


if __name__ == "__main__":
    main()
