"""What a seat of The City cannot see, and how much of it lies where: the rules' ``from_view``
(``CityState.from_view``) deals the unseen cards into these places, and the AI shuffles them.

``view`` is a ``CityView`` (``rules.py``), read by field.
"""

from __future__ import annotations

from collections import Counter

from .buildings import ARCH, CARD_IDS, COPIES, config, effective_cost


def _limbo(view) -> list[list]:
    """Step 2: per seat, the cards of its revealed commit not resolved yet (out of every
    hand, not yet in a city)."""
    n = view.num_players
    limbo = [[] for _ in range(n)]
    if view.phase != "build":
        return limbo
    seat = view.build_seat
    for q in range(n):
        commit = view.revealed[q]
        if not isinstance(commit, tuple):
            continue
        if q > seat:
            limbo[q] = [c for c in commit[1:] if c != ARCH]
        elif q == seat:
            limbo[q] = [c for c in view.build_todo if c != ARCH]
    return limbo


def _paid_counts(view) -> list[int]:
    """Step 2: per seat already resolved (not the viewer), how many cards it paid (hidden
    until every seat has built): the cost of each building it placed, from public costs."""
    n, me = view.num_players, view.player
    paid = [0] * n
    if view.phase != "build":
        return paid
    cfg = config(view.options)
    for q in range(n):
        if q == me or q > view.build_seat:
            continue
        built = [e[2] for e in view.events if e[0] == "built" and e[1] == q]
        city = view.cities[q]
        before = city[:len(city) - len(built)] if built else city
        cost = 0
        for c in built:
            cost += effective_cost(before, c, cfg)
            before = before + (c,)
        paid[q] = cost
    return paid


def unseen_cards(view) -> list:
    """The deck's cards that ``view.player`` cannot place, in card-table order: the deck less
    its own hand, hidden buffer, give-up draw and commit, every city, the discard pile, the
    card it is paying for and, in step 2, the revealed commits' cards not resolved yet."""
    me = view.player
    seen = Counter(view.hand)
    seen.update(view.my_buffer)
    seen.update(view.drawn)
    if view.my_commit is not None and isinstance(view.my_commit, tuple):
        seen.update(c for c in view.my_commit[1:] if c != ARCH)
    for city in view.cities:
        seen.update(c for c in city if c != ARCH)
    seen.update(view.discard)
    pend = view.pending
    if pend is not None and pend[0] == "pay" and pend[1] == me:
        seen[pend[2]] += 1
    for cards in _limbo(view):
        seen.update(cards)
    out = []
    for c in CARD_IDS:
        out.extend([c] * (COPIES[c] - seen.get(c, 0)))
    return out


def hidden_sizes(view, unseen_count: int) -> tuple[list[int], list[int], int]:
    """(hand sizes, hidden buffer sizes, another seat's give-up draw) of the seats but the
    viewer, as the view shows them: pre-commit sizes while commits are hidden, less the
    revealed cards and the estimated payments in step 2, less the hand-limit discards made.
    When they need more than the ``unseen_count`` cards (a hidden Bauhütte extra pick's
    payment can make the estimate overshoot), buffers shrink first, then the unknown part of
    the hands."""
    me, n = view.player, view.num_players
    phase, shown, pend = view.phase, view.hand_counts, view.pending
    paid = _paid_counts(view)
    hand_size = [0] * n
    buffer_size = [0] * n
    for q in range(n):
        if q == me:
            continue
        if phase in ("open", "choose"):
            hand_size[q] = shown[q]  # the pre-commit hand; a committed seat's commit holds no card
        elif phase == "build":
            commit = view.revealed[q]
            ncards = len([c for c in commit[1:] if c != ARCH]) if isinstance(commit, tuple) else 0
            returned = sum(1 for e in view.events if e[0] == "illegal" and e[1] == q)
            hand_size[q] = shown[q] - ncards + returned - paid[q]
            buffer_size[q] = paid[q]
        elif phase == "limit":
            limit = config(view.options).limit
            current = pend[1] if pend is not None else n
            if q < current and shown[q] > limit:
                hand_size[q], buffer_size[q] = limit, shown[q] - limit
            else:
                hand_size[q] = shown[q]
        else:
            hand_size[q] = shown[q]
    drawn_other = view.drawn_count if (pend is not None and pend[0] == "keep" and pend[1] != me) else 0
    need = sum(hand_size) + sum(buffer_size) + drawn_other + view.pile_count
    if need > unseen_count:
        over = need - unseen_count
        for q in range(n):
            take = min(over, buffer_size[q])
            buffer_size[q] -= take
            over -= take
        for q in range(n):
            take = min(over, max(0, hand_size[q] - len(view.known[q])))
            hand_size[q] -= take
            over -= take
    return hand_size, buffer_size, drawn_other
