"""What a Lost Cities move would do, in the board's words: Advance buttons, a selected card, a hint.

Pure (floor 2: no pygame, no I/O). Everything reads a view (the seat on screen's), so the
table never needs the full state to explain itself. Points are said the way the board prints
them (-20 ... 50 on the spaces), never as step numbers; a seat is written with
``i18n.seat_ref`` and the table fills in the name.

* :func:`step_outcome` -- what one step of a figure does (points, the tile it lands on, a
  bridge, the end of the expedition, the lost city);
* :func:`advance_label` / :func:`advance_text` -- an Advance or bonus button and its tooltip;
* :func:`card_effect` -- what a card of the hand would do (shown above it while selected);
* :func:`hint_text` -- a hint in a sentence: the card, the target and the reason.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine import i18n

from . import text  # noqa: F401  (registers the catalog)
from .data import (
    ARTIFACT, ARROW, BRIDGE_AFTER_STEP, CARD_COLOR, CARD_VALUE, COLOR_INDEX, COLORS, END_CROSSINGS, KIND_NAMES,
    STEP_POINTS, TILE_VP,
)
from .reasons import pile_need
from .rules import card_name

GAME_ID = "lost_cities"


def _tr(key: str, lang: str, **fmt) -> str:
    return i18n.tr(GAME_ID, key, lang, **fmt)


def board_value(step: int) -> str:
    """A space's points as the board prints them: "-20" ... "50"."""
    return str(STEP_POINTS[step])


@dataclass(frozen=True)
class StepOutcome:
    """One step of ``seat``'s figure on ``path``, from space ``frm`` to ``to``."""

    path: int
    kind: int          # ADV (1) / RES (2): the points count this many times
    frm: int
    to: int
    gain: int          # the figure's points after minus before (researcher doubled)
    tile: str          # the tile it lands on ("" none; never one when the step ends the expedition)
    crossing: int      # this step crosses a bridge: the crossings count after it, else 0
    ends: bool         # the fifth crossing: the expedition ends at once
    bonus: bool        # it reaches the lost city and earns another figure's step (on arrival)


def _movable_others(view, seat: int, path: int) -> list[int]:
    steps = view.steps[seat]
    return [k for k in range(len(COLORS)) if 0 < steps[k] < 9 and k != path]


def step_outcome(view, seat: int, path: int) -> StepOutcome | None:
    """What moving ``seat``'s figure on ``path`` one step does (None if it cannot move)."""
    frm, kind = view.steps[seat][path], view.kinds[seat][path]
    if not kind or not 0 < frm < 9:
        return None
    to = frm + 1
    crossing = view.crossed + 1 if to == BRIDGE_AFTER_STEP + 1 else 0
    ends = crossing >= END_CROSSINGS
    return StepOutcome(path, kind, frm, to, (STEP_POINTS[to] - STEP_POINTS[frm]) * kind,
                       "" if ends else view.tiles[path][to], crossing, ends,
                       to == 9 and view.step9_bonus == "on_arrival" and bool(_movable_others(view, seat, path)))


def _effects(o: StepOutcome, lang: str) -> list[str]:
    out = []
    if o.ends:
        out.append(_tr("adv.eff.end", lang))
    elif o.crossing:
        out.append(_tr("adv.eff.cross", lang, n=o.crossing))
    if o.tile == ARTIFACT:
        out.append(_tr("adv.eff.art", lang))
    elif o.tile == ARROW:
        out.append(_tr("adv.eff.arrow", lang))
    elif o.tile in TILE_VP:
        out.append(_tr("adv.eff.vp", lang, n=TILE_VP[o.tile]))
    if o.bonus:
        out.append(_tr("adv.eff.bonus", lang))
    elif o.to == 9:
        out.append(_tr("adv.eff.city", lang))
    return out


def _color(k: int, lang: str) -> str:
    return _tr("color." + COLORS[k], lang)


def _kind(kind: int, lang: str) -> str:
    return _tr("kind." + KIND_NAMES[kind], lang)


def step_text(o: StepOutcome, lang: str) -> str:
    """"your green adventurer moves from -10 to 5 (+15 points): it takes the artifact there"."""
    head = _tr("adv.moves", lang, color=_color(o.path, lang), kind=_kind(o.kind, lang), frm=board_value(o.frm),
               to=board_value(o.to), gain=f"{o.gain:+d}")
    effects = _effects(o, lang)
    return head + (_tr("adv.then", lang) + _tr("adv.and", lang).join(effects) if effects else "")


def advance_label(view, path: int, lang: str) -> str:
    """An Advance / bonus button: "green -10 → 5" (the board's points, not step numbers)."""
    o = step_outcome(view, view.player, path)
    if o is None:
        return _color(path, lang)
    return _tr("adv.label", lang, color=_color(path, lang), frm=board_value(o.frm), to=board_value(o.to))


def advance_text(view, path: int, lang: str) -> str:
    """An Advance / bonus button's tooltip: the step in a sentence."""
    o = step_outcome(view, view.player, path)
    return _sentence(step_text(o, lang), lang) if o is not None else ""


def _sentence(text_: str, lang: str) -> str:
    """``text_`` as a sentence: a capital first letter (en), a full stop at the end."""
    text_ = text_.strip()
    if lang == "en":
        text_ = text_[:1].upper() + text_[1:]
    stop = _tr("adv.stop", lang)
    return text_ if text_.endswith(stop) else text_ + stop


def _held(view, k: int, exclude: str | None = None) -> list[int]:
    """The values of the viewer's other cards of colour ``k``."""
    out = [CARD_VALUE[c] for c in view.hand if CARD_COLOR[c] == k]
    if exclude is not None and CARD_VALUE[exclude] in out:
        out.remove(CARD_VALUE[exclude])
    return sorted(out)


def _fits(need, value: int) -> bool:
    """Could a card of ``value`` go next on a pile that needs ``need`` (:func:`pile_need`)?"""
    if need is None:
        return False
    kind, top = need
    return kind == "open" or (value >= top if kind == "up" else value <= top)


def _wanting(view, card: str) -> list[int]:
    """The other seats whose started pile ``card`` could go on next."""
    k, v = CARD_COLOR[card], CARD_VALUE[card]
    return [seat for seat in range(view.num_players) if seat != view.player and _fits(pile_need(view, seat, k), v)]


def _play_body(view, card: str, lang: str) -> str:
    """What ``card`` does on the viewer's started pile of its colour (it must be legal there)."""
    me, k = view.player, CARD_COLOR[card]
    o = step_outcome(view, me, k)
    if o is not None:
        return step_text(o, lang)
    if view.step9_bonus == "on_further_card" and _movable_others(view, me, k):
        return _tr("adv.city_bonus", lang)
    return _tr("adv.city_nothing", lang)


def _cannot(view, card: str, lang: str) -> str:
    k = CARD_COLOR[card]
    need = pile_need(view, view.player, k)
    color = _color(k, lang)
    return _tr("adv.cannot", lang, color=color) + _tr("tip.next." + need[0], lang, color=color, top=need[1])


def _start_line(view, card: str, lang: str, key: str = "adv.start", kinds=None) -> str:
    """Starting the path of ``card`` (with one of ``kinds``, default every figure it may start with)."""
    k = CARD_COLOR[card]
    if kinds is None:
        kinds = [a[2] for a in view.legal_actions() if a[0] == "play" and a[1] == card and a[2]]
    held = _held(view, k, card)
    who = _tr("adv.or", lang).join(_tr("adv.start." + kind, lang) for kind in kinds)
    line = _tr(key, lang, card=card_name(card, lang), color=_color(k, lang), who=who)
    sep = _tr("adv.sep", lang)
    if held:
        return line + sep + _tr("adv.held", lang, n=len(held), color=_color(k, lang), values=", ".join(map(str, held)))
    return line + sep + _tr("adv.held_none", lang, color=_color(k, lang))


def card_effect(view, card: str, lang: str) -> str:
    """What ``card`` from the viewer's hand would do now, a line per choice (play or start,
    discard); short, it shows above the selected card. Seats are ``seat_ref`` markers."""
    k = CARD_COLOR[card]
    if not view.kinds[view.player][k]:
        first = _start_line(view, card, lang)
    elif ("play", card, None) in view.legal_actions():
        first = _tr("adv.play", lang, color=_color(k, lang)) + _play_body(view, card, lang)
    else:
        first = _cannot(view, card, lang)
    lines = [_sentence(first, lang)]
    discard = _tr("adv.discard_line", lang, color=_color(k, lang))
    takers = _wanting(view, card)
    if takers:
        discard += _tr("adv.feeds", lang, names=_tr("adv.or", lang).join(i18n.seat_ref(s) for s in takers))
    lines.append(_sentence(discard, lang))
    return "\n".join(lines)


def hint_text(view, action, lang: str) -> str:
    """A hinted action in a sentence: the card, where it goes and why."""
    verb = action[0]
    me = view.player
    if verb == "play":
        card = action[1]
        if action[2]:
            return _sentence(_start_line(view, card, lang, "adv.hint.start", [action[2]]), lang)
        head = _tr("adv.hint.play", lang, card=card_name(card, lang), color=_color(CARD_COLOR[card], lang))
        return _sentence(head + _play_body(view, card, lang), lang)
    if verb == "discard":
        return _sentence(_tr("adv.hint.discard", lang, card=card_name(action[1], lang))
                         + _discard_reason(view, action[1], lang), lang)
    if verb == "draw":
        return _sentence(_draw_reason(view, action[1], lang), lang)
    what = _tr("adv.arrow_name" if verb == "arrow" else "adv.bonus_name", lang)
    if action[1] is None:
        return _sentence(_tr("adv.hint.pass", lang, what=what) + _pass_reason(view, lang), lang)
    o = step_outcome(view, me, COLOR_INDEX[action[1]])
    return _sentence(_tr("adv.hint.move", lang, what=what) + (step_text(o, lang) if o else ""), lang)


def _discard_reason(view, card: str, lang: str) -> str:
    me, k, v = view.player, CARD_COLOR[card], CARD_VALUE[card]
    color = _color(k, lang)
    need = pile_need(view, me, k)
    takers = _wanting(view, card)
    names = _tr("adv.or", lang).join(i18n.seat_ref(t) for t in takers)
    safe = _tr("adv.but", lang) + (_tr("adv.why.feeds", lang, names=names) if takers else _tr("adv.nobody", lang))
    if need is not None and ("play", card, None) not in view.legal_actions():
        return _tr("adv.why.dead", lang, color=color) + _tr("tip.next." + need[0], lang, color=color, top=need[1])
    if need is None:
        held = _held(view, k, card)
        return _tr("adv.why.few" if held else "adv.why.none", lang, n=len(held), color=color) + safe
    lower = [x for x in _held(view, k, card) if x < v and (need[0] != "up" or x >= need[1])]
    if lower:
        return _tr("adv.why.skip", lang, color=color, values=", ".join(map(str, lower))) + safe
    return _tr("adv.why.least", lang) + safe


def _draw_reason(view, source: str, lang: str) -> str:
    me = view.player
    if source == "deck":
        fits = []
        for k in range(len(COLORS)):
            if view.discards[k] and k != view.discarded:
                card = COLORS[k] + str(view.discards[k][-1])
                if _fits(pile_need(view, me, k), CARD_VALUE[card]):
                    fits.append(card_name(card, lang))
        if not fits:
            return _tr("adv.hint.deck", lang) + _tr("adv.why.no_fit", lang)
        return _tr("adv.hint.deck", lang) + _tr("adv.why.unknown", lang, cards=_tr("adv.or", lang).join(fits))
    k = COLOR_INDEX[source]
    card = COLORS[k] + str(view.discards[k][-1])
    color = _color(k, lang)
    head = _tr("adv.hint.take", lang, card=card_name(card, lang), color=color)
    need = pile_need(view, me, k)
    if need is not None:
        return head + _tr("adv.why.fits", lang, color=color) + _tr("tip.next." + need[0], lang, color=color,
                                                                     top=need[1])
    held = _held(view, k)
    if held:
        return head + _tr("adv.why.joins", lang, n=len(held), color=color, values=", ".join(map(str, held)))
    takers = _wanting(view, card)
    if takers:
        return head + _tr("adv.why.deny", lang, names=_tr("adv.or", lang).join(i18n.seat_ref(s) for s in takers))
    return head + _tr("adv.why.best_offer", lang)


def _pass_reason(view, lang: str) -> str:
    me = view.player
    for a in view.legal_actions():
        if a[1] is not None:
            o = step_outcome(view, me, COLOR_INDEX[a[1]])
            if o is not None and o.ends:
                return _tr("adv.why.would_end", lang, color=_color(o.path, lang))
    return _tr("adv.why.keep", lang)
