"""``fast_action``: a cheap rule-based player straight on a state, for the search's roll-outs.
It reads only what the deciding seat knows (its hand, its knowledge fields ``known_hands``,
``known_ruins``, ``ruins_pool`` and the public table), so simulated opponents do not play as if
they could see; no view is built."""

from __future__ import annotations

from tabletop.engine.rng import Rng

from ..actions import KEEP, NAME, NONE, NOSHUFFLE, SEAT, STOP, SWAP
from ..data import NUMBER, X_CARDS
from ..rules import LostLegacyState

#: the numbers a Curse names when nothing is known of its target's card
_BLIND_CURSE = (6, 7, 8, 7, 8)


def _lethal_wound(state: LostLegacyState, p: int) -> bool:
    """A second Wound would eliminate seat ``p`` (no face-up Saint in its pile)."""
    pile = state.piles[p]
    return "wound" in pile and not ("saint" in pile and not state.saint_spent)


def _keep_score(card, lost_legacy, late):
    if card == lost_legacy:
        return 6.0
    if card == "ambush":
        return -1.0 if late else 1.5
    if card == "girl":
        return 2.5 if late else -3.0
    if card == "wound":
        return -1.5
    return (9 - NUMBER[card]) * (0.45 if late else 0.12)


def fast_action(state: LostLegacyState, rng: Rng, legal=None):
    """Rule-based choice for seat ``state.current_player()`` from that seat's knowledge only."""
    if legal is None:
        legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    pending = state.pending
    kind = pending[0]
    p = state.current_player()
    lost_legacy = state.lost_legacy
    known_hands = state.known_hands[p]
    known_ruins = state.known_ruins[p]
    late = len(state.deck) <= state.num_players
    if kind == "play":
        hand = state.hands[p]
        legacy_in_ruins = lost_legacy in state.ruins_pool[p] or lost_legacy in known_ruins
        legacy_in_hand = any(lost_legacy in known_hands[q] for q in range(state.num_players)
                             if q != p and not state.protected[q])
        others = [q for q in range(state.num_players) if q != p and not state.out[q] and not state.protected[q]]
        known = [known_hands[q][-1] for q in others if known_hands[q]]
        blind = len(known) < len(others)
        best, best_value = legal[0], None
        for action in legal:
            card = action[1]
            kept = hand[1] if hand[0] == card else hand[0]
            value = _keep_score(kept, lost_legacy, late) + rng.random() * 0.6
            if card == lost_legacy:
                value -= 8.0
            elif card == "wound":
                value -= 20.0 if _lethal_wound(state, p) else 0.0
            elif card in ("thief", "adventurer"):
                value += 8.0 if legacy_in_ruins or (card == "thief" and legacy_in_hand) else 0.6
            elif card == "sword":
                value += 6.0 if any(x in X_CARDS or x == "girl" for x in known) else 1.0
            elif card in ("assault", "curse"):
                if not others:
                    value += 0.0
                elif any(x == "girl" or (card == "curse" and NUMBER[x] > 0) for x in known):
                    value += 5.0
                elif any(x != "ambush" for x in known) or not blind:
                    value += 0.5 if any(x != "ambush" for x in known) else -6.0
                else:
                    value -= 1.0
            elif card == "search":
                value += 3.0 if legacy_in_ruins and kept != lost_legacy else 0.5
            elif card == "guardian":
                value += 2.0 if kept == lost_legacy else 0.8
            elif card in ("general", "map", "gale"):
                value += 0.5
            if best_value is None or value > best_value:
                best, best_value = action, value
        return best
    if kind in ("thief_target", "sword_target", "assault_target", "curse_target"):
        legacy_in_pool = lost_legacy in state.ruins_pool[p]
        best, best_value = legal[0], None
        for action in legal:
            value = rng.random()
            if action[0] == "slot":
                card = known_ruins[action[1]]
                value += 10.0 if card == lost_legacy else (
                    -1.0 if card is not None else (2.0 if legacy_in_pool else 0.3))
            else:
                theirs = known_hands[action[1]][-1] if known_hands[action[1]] else None
                if theirs is not None:
                    if kind == "sword_target":
                        value += 10.0 if (theirs in X_CARDS or theirs == "girl") else 0.0
                    elif theirs == "ambush":
                        value -= 10.0
                    elif theirs == "girl" or (kind == "thief_target" and theirs == lost_legacy):
                        value += 10.0
                    elif kind == "curse_target" and NUMBER[theirs] > 0:
                        value += 6.0
                    else:
                        value += 0.5
            if best_value is None or value > best_value:
                best, best_value = action, value
        return best
    if kind == "curse_number":
        theirs = known_hands[pending[1]][-1] if known_hands[pending[1]] else None
        if theirs is not None and NUMBER[theirs] > 0:
            return NAME[NUMBER[theirs]]
        return NAME[_BLIND_CURSE[rng.randrange(5)]]
    if kind in ("general_swap", "search_swap", "assault_swap"):
        mine = state.hands[p][0]
        if kind == "general_swap":
            other = state.deck[0]
        elif kind == "search_swap":
            other = state.ruins[pending[1]]
        else:
            other = state.hands[pending[1]][0]
        return SWAP if _keep_score(other, lost_legacy, late) > _keep_score(mine, lost_legacy, late) + 0.1 else KEEP
    if kind in ("map_shuffle", "mis_shuffle"):
        return NOSHUFFLE
    if kind in ("search_slot", "adv_slot_1", "adv_slot_2"):
        unknown = []
        for action in legal:
            if action == STOP:
                continue
            card = known_ruins[action[1]]
            if card == lost_legacy:
                return action
            if card is None:
                unknown.append(action)
        if unknown:
            return unknown[rng.randrange(len(unknown))]
        return STOP if STOP in legal else legal[rng.randrange(len(legal))]
    if kind == "investigate":
        if lost_legacy in state.hands[p]:
            return SEAT[p]
        candidates = []
        for action in legal:
            if action[0] == "seat":
                q = action[1]
                if q == p:
                    continue
                if known_hands[q]:
                    if known_hands[q][-1] == lost_legacy:
                        return action
                    continue
                number = state.inv_num[q]
                if number not in (-1, 5):
                    continue
            else:
                card = known_ruins[action[1]]
                if card == lost_legacy:
                    return action
                if card is not None:
                    continue
            candidates.append(action)
        return candidates[rng.randrange(len(candidates))] if candidates else legal[rng.randrange(len(legal))]
    if kind == "gale_target":
        mine = state.hands[p][0]
        for action in legal:
            q = action[1]
            if q != p and known_hands[q] and known_hands[q][-1] == lost_legacy:
                return action
        if mine in ("ambush", "girl") and late or (mine == "wound" and not _lethal_wound(state, p)):
            return SEAT[p]
        others = [a for a in legal if a[1] != p]
        return others[rng.randrange(len(others))] if others else SEAT[p]
    if kind == "necro_pick":
        mine = state.hands[p][0]
        if mine == "wound":
            for action in legal:
                if action != NONE and action[1] != p and not state.out[action[1]] and _lethal_wound(state, action[1]):
                    return action
        return NONE
    if kind == "mis_pick":
        for action in legal:
            if action[1] == p and action[2] == "wound":
                return action
        others = [a for a in legal if a[1] != p]
        return others[rng.randrange(len(others))] if others else legal[rng.randrange(len(legal))]
    if kind == "first_player":
        return SEAT[p]
    return legal[rng.randrange(len(legal))]
