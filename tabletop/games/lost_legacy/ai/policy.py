"""The rule-based player: card counting and a one-step expected value (``evaluation.Reader``).
Every option is scored as the chance of winning it leads to, ties broken at random. It is the
heuristic level, and the model of every later decision in the search (``search.SearchState``).

``CHOICES`` maps each pending decision's kind to the function that answers it:
``choice(reader, legal, rng)`` returns one of ``legal``.
"""

from __future__ import annotations

from tabletop.engine.rng import Rng

from ..actions import KEEP, NAME, NOSHUFFLE, SEAT, STOP, SWAP
from ..rules import LostLegacyView
from .evaluation import Reader


def policy_action(view: LostLegacyView, rng: Rng):
    """The rule-based player's answer to the decision of ``view``."""
    legal = view.legal_actions()
    if len(legal) == 1:
        return legal[0]
    choice = CHOICES.get(view.pending[0])
    if choice is not None:
        action = choice(Reader(view), legal, rng)
        if action in legal:
            return action
    return rng.choice(legal)


def _best(scored, rng: Rng):
    """The action of the highest score (a tiny random tie-break)."""
    best, best_value = None, None
    for value, action in scored:
        value += rng.random() * 1e-6
        if best_value is None or value > best_value:
            best, best_value = action, value
    return best


def _choose_play(reader: Reader, legal, rng):
    """The card whose effect plus the card kept is worth most."""
    hand = list(reader.view.hand)
    scored = []
    for action in legal:
        card = action[1]
        rest = hand[:]
        rest.remove(card)
        scored.append((reader.play_value(card, rest[0]), action))
    return _best(scored, rng)


def _choose_thief_target(reader: Reader, legal, rng):
    kept = reader.view.hand[0]
    return _best([(reader.thief_value(a, kept), a) for a in legal], rng)


def _choose_sword_target(reader: Reader, legal, rng):
    kept = reader.view.hand[0]
    return _best([(reader.sword_value(a[1], kept), a) for a in legal], rng)


def _choose_assault_target(reader: Reader, legal, rng):
    kept = reader.view.hand[0]
    return _best([(reader.assault_value(a[1], kept), a) for a in legal], rng)


def _choose_curse_target(reader: Reader, legal, rng):
    kept = reader.view.hand[0]
    return _best([(reader.curse_value(a[1], kept)[0], a) for a in legal], rng)


def _choose_curse_number(reader: Reader, legal, rng):
    q = reader.view.pending[1]
    return NAME[reader.curse_value(q, reader.view.hand[0])[1]]


def _choose_assault_swap(reader: Reader, legal, rng):
    q = reader.view.pending[1]
    known = reader.view.known_hands[q]
    if not known:
        return KEEP
    kept, theirs = reader.view.hand[0], known[0]
    return SWAP if reader.swap_gain(kept, theirs, q) > 0 else KEEP


def _choose_general_swap(reader: Reader, legal, rng):
    top = reader.view.known_top
    if top is None:
        return KEEP
    kept = reader.view.hand[0]
    return SWAP if reader.general_gain(kept, top) > 0 else KEEP


def _choose_slot(reader: Reader, legal, rng):
    """Search, and the Adventurer's first look: the likeliest place of the Lost Legacy."""
    return _best([(reader.slot_value(a[1]), a) for a in legal], rng)


def _choose_second_slot(reader: Reader, legal, rng):
    scored = [(reader.slot_value(a[1]), a) for a in legal if a != STOP]
    if not scored or max(v for v, _ in scored) <= 0:
        return STOP
    return _best(scored, rng)


def _choose_search_swap(reader: Reader, legal, rng):
    i = reader.view.pending[1]
    card = reader.view.known_ruins[i]
    if card is None:
        return KEEP
    kept = reader.view.hand[0]
    return SWAP if reader.search_gain(kept, card, i) > 0 else KEEP


def _choose_no_shuffle(reader: Reader, legal, rng):
    # a shuffle would blur my own knowledge of the slots (the card just put in is known to
    # me, or to everyone after Misinformation) more than anyone else's
    return NOSHUFFLE


def _choose_necro_pick(reader: Reader, legal, rng):
    kept = reader.view.hand[0]
    return _best([(reader.necro_value(a, kept), a) for a in legal], rng)


def _choose_mis_pick(reader: Reader, legal, rng):
    return _best([(reader.mis_value(a), a) for a in legal], rng)


def _choose_gale_target(reader: Reader, legal, rng):
    kept = reader.view.hand[0]
    return _best([(reader.gale_value(a[1], kept), a) for a in legal], rng)


def _choose_investigation(reader: Reader, legal, rng):
    """The likeliest place of the Lost Legacy (my own hand when I hold it)."""
    me = reader.me
    scored = []
    for action in legal:
        if action[0] == "seat":
            q = action[1]
            p = 1.0 if q == me and reader.lost_legacy in reader.view.hand else (
                0.0 if q == me else reader.loc.get(("seat", q), 0.0))
        else:
            p = reader.loc.get(("slot", action[1]), 0.0)
        scored.append((p, action))
    return _best(scored, rng)


def _choose_first_player(reader: Reader, legal, rng):
    return SEAT[reader.me]


#: pending decision's kind -> the function that answers it
CHOICES = {
    "play": _choose_play,
    "thief_target": _choose_thief_target,
    "sword_target": _choose_sword_target,
    "assault_target": _choose_assault_target,
    "curse_target": _choose_curse_target,
    "curse_number": _choose_curse_number,
    "assault_swap": _choose_assault_swap,
    "general_swap": _choose_general_swap,
    "search_slot": _choose_slot,
    "adv_slot_1": _choose_slot,
    "adv_slot_2": _choose_second_slot,
    "search_swap": _choose_search_swap,
    "map_shuffle": _choose_no_shuffle,
    "mis_shuffle": _choose_no_shuffle,
    "necro_pick": _choose_necro_pick,
    "mis_pick": _choose_mis_pick,
    "gale_target": _choose_gale_target,
    "investigate": _choose_investigation,
    "first_player": _choose_first_player,
}
