"""Looking back: a round's scoring and the game's ending, from what a seat's view shows.

Floor 2 (pure: no pygame, no I/O). :func:`round_summary` is what the table's round panel shows
(who built what, income, VP, totals, each building's share); :func:`ending_lines` says why the
game ended as it did. Everything here is public information; seats are written with
``seat_ref`` markers (the table fills in the names).
"""

from __future__ import annotations

from tabletop.engine import i18n
from tabletop.engine.i18n import seat_ref

from .rules import ARCH, NS, card_name, city_breakdown


def tr(key: str, lang: str, **fmt) -> str:
    return i18n.tr(NS, key, lang, **fmt)


def round_summary(view) -> dict | None:
    """The last scored round from a view, or None when the view holds no scoring (the next
    round's reveal has wiped its events). Per seat: ``built`` (cards built this round),
    ``gave_up``, ``failed`` (cards that could not be built), ``income`` (cards due), ``got``
    (cards drawn; fewer when the piles ran dry), ``vp`` (this round), ``total`` and ``rows``
    (each building's income and VP, :func:`~tabletop.games.the_city.rules.city_breakdown`)."""
    v = view
    scored = len(v.vp_history[0]) if v.vp_history else 0
    if not scored or not v.last_vp or not any(e[0] == "vp" for e in v.events):
        return None
    seats = []
    for p in range(v.num_players):
        ev = [e for e in v.events if len(e) > 1 and e[1] == p]
        seats.append({
            "built": [ARCH if e[0] == "architect" else e[2] for e in ev if e[0] in ("built", "architect")],
            "gave_up": any(e[0] == "giveup" for e in ev),
            "failed": [e[2] for e in ev if e[0] == "illegal"],
            "income": v.last_income[p] if v.last_income else 0,
            "got": next((e[3] for e in ev if e[0] == "income"), None),
            "vp": v.last_vp[p], "total": v.vp[p],
            "rows": city_breakdown(v.cities, p, v.options, v.fixed_other),
        })
    return {"round": scored, "seats": seats}


def _names(seats, lang: str) -> str:
    """Seats in a sentence ("Ann, Bob"; in Japanese "Ann、Bob")."""
    names = [tr("who", lang, name=seat_ref(s)) for s in seats]
    if len(names) <= 1:
        return "".join(names)
    return tr("who.join", lang).join(names[:-1]) + tr("who.last", lang) + names[-1]


def ending_lines(view, places: list[int], lang: str) -> list[str]:
    """Why the game ended and who won why, in a few short sentences: what ended it, how the
    winner won (VP, or the tie-break on cards in hand), the winner's best buildings, the others."""
    v = view
    n = v.num_players
    target = int(v.options.get("target_vp", 50))
    vp, hands = list(v.vp), list(v.hand_counts)
    out = []
    top = max(vp)
    if top >= target:
        reached = [p for p in range(n) if vp[p] >= target]
        out.append(tr("end.why.target", lang, who=_names(reached, lang), round=v.round, n=target))
    else:
        out.append(tr("end.why.cap", lang, round=v.round))
    winners = [p for p in range(n) if places[p] == 1]
    order = sorted(range(n), key=lambda p: (places[p], p))
    level = [p for p in range(n) if vp[p] == top]
    if len(winners) == 1:
        w = winners[0]
        if len(level) == 1:
            second = order[1]
            out.append(tr("end.why.most", lang, who=_names([w], lang), vp=vp[w], other=_names([second], lang), vp2=vp[second]))
        else:
            others = [p for p in level if p != w]
            out.append(tr("end.why.hand", lang, who=_names([w], lang), others=_names(others, lang), vp=top, h=hands[w],
                          h2=max(hands[p] for p in others)))
    else:
        out.append(tr("end.why.shared", lang, who=_names(winners, lang), vp=top, h=hands[winners[0]]))
    for w in winners[:1]:
        rows = city_breakdown(v.cities, w, v.options, v.fixed_other)
        best = sorted((r for r in rows if r["vp"] > 0), key=lambda r: -r["vp"])[:3]
        if best:
            out.append(tr("end.why.best", lang, who=_names([w], lang), vp=sum(r["vp"] for r in rows),
                          list=tr("last.join", lang).join(f"{card_name(r['card'], lang)} +{r['vp']}" for r in best)))
    rest = [p for p in order if p not in winners]
    if rest:
        out.append(tr("end.why.rest", lang, list=tr("last.join", lang).join(
            tr("end.why.seat", lang, who=_names([p], lang), vp=vp[p]) for p in rest)))
    return out
