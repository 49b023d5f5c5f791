"""Lost Mines in a player's words: cells named as the board's frame names them (``places``), the
log of a whole game with players' names and no raw coordinates, refusals that say why
(``reasons``), hints and scoring in sentences (``explain``), the board an ended round leaves
(``settle``). All pure: no pygame."""

from __future__ import annotations

import re

import pytest

from tabletop.engine.contract import Setup
from tabletop.engine.i18n import fill_seats
from tabletop.engine.record import Seat
from tabletop.engine.rng import Rng
from tabletop.engine.session import Session
from tabletop.games.lost_mines import data as D
from tabletop.games.lost_mines import explain, places, reasons
from tabletop.games.lost_mines.rules import GAME, score_round
from tabletop.games.lost_mines.settle import settle

RAW = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)")   # "(3,4)", "(3, -4)"
SEAT_NUMBER = re.compile(r"\bP\d+\b")


def state(players=3, seed=1, **opts):
    return GAME.new_game(Setup(players, dict(opts), seed))


def put(s, x, y, code, rot=0):
    """Lay path card ``code`` on (x, y) directly (a hand-built position)."""
    from tabletop.games.lost_mines.rules import CARD, parts, shape_mask

    c = D.cell(x, y)
    s.board[c], s.rot[c], s.mask[c], s.occ[c] = code, rot, shape_mask(parts(code)[0], rot), CARD
    s._net = None


# -- places -------------------------------------------------------------------------------------

def test_cells_are_named_by_the_frame_and_by_the_starts_and_mines_they_touch():
    assert places.cell_label(0, 0) == "A1" and places.cell_label(10, 6) == "K7"
    assert places.place(0, 1, "en") == "the blue start" and places.place(0, 5, "ja") == "黄のスタート"
    assert places.place(10, 2, "en") == "mine 2"
    assert places.place(1, 1, "en") == "B2, right of the blue start"
    assert places.place(0, 0, "en") == "A1, above the blue start"
    assert places.place(9, 4, "ja") == "J5（鉱山3の左）"
    assert places.place(10, 5, "en") == "K6, below mine 3"   # below mine 3 comes first (N neighbour)
    assert places.place(5, 3, "en") == "F4"
    assert places.edge_place(9, 2, 10, 2, "en") == "between J3 and mine 2"


@pytest.mark.parametrize("code, rot, en", [
    ("X", 0, "crossroads"), ("TH", 0, "T-junction (up, right, left)"), ("TH", 180, "T-junction (right, down, left)"),
    ("IH", 0, "straight (across)"), ("IV.c", 0, "straight (up and down) with campfire"),
    ("LA", 0, "curve (up, right)"), ("LA", 180, "curve (down, left)"), ("LB.h", 180, "curve (right, down) with hole"),
])
def test_a_laid_path_is_named_by_the_way_its_tunnels_open(code, rot, en):
    assert places.laid_name(code, rot, "en") == en
    assert places.laid_name(code, rot, "ja")


def test_a_whole_logged_game_names_players_and_never_shows_seat_numbers_or_coordinates():
    """What the log panel shows: a random 5-player game through a Session with named seats."""
    names = ["Ann", "Bob", "Cy", "Dee", "Eve"]
    session = Session(GAME, Setup(5, {"earlyEndByAgreement": True}, 7), [Seat(n, "random") for n in names])
    rng = Rng(7)
    kinds = set()
    while not session.is_terminal():
        legal = session.legal_actions()
        plays = [a for a in legal if a != "back"]
        session.apply(rng.choice(plays or legal))
    for entry in session.log:
        kinds.add(entry.action_text.split(" ")[0])
        for lang in ("en", "ja"):
            text = entry.describe(lang)
            assert not RAW.search(text) and not SEAT_NUMBER.search(text) and "\u27e6" not in text, text
    assert {"path", "step"} <= kinds
    info = [e for e in session.log if e.action_text.startswith("info") and " dwarf " in e.action_text]
    for e in info:  # a peek at a dwarf card names whose card
        assert names[int(e.action_text.split()[-1])] in e.describe("en")


# -- reasons --------------------------------------------------------------------------------------

def test_a_refused_path_says_why_in_the_board_s_words():
    s = state()
    v = s.view(s.current_player())
    why = lambda code, x, y, rot=0: reasons.path_reason(v, code, x, y, rot, "en")  # noqa: E731
    assert why("IH", 0, 1) == "A start card is already there."
    assert why("IH", 10, 2) == "That is a mine: lay paths next to it."
    assert why("IV", 1, 2) == "It must join a tunnel that leads back to a start or a face-up mine."   # 9.1 (c)
    # 9.1 (d): IH at (0,0) turned either way has a closed side (S) over the start's open N
    assert why("IH", 0, 0) == "It would close off the tunnel coming from the blue start: open sides must meet open sides."
    put(s, 1, 1, "IV")            # B2 open up and down: a closed W faces the start's open E
    v = s.view(s.current_player())
    # an IH right of B2 would run into B2's closed side
    assert reasons.path_reason(v, "IH", 2, 1, 0, "en") == "Its tunnel would run into the closed side of the card on B2."
    assert reasons.path_reason(v, "IH", 1, 1, 0, "ja") == "そのマスにはもうカードがあります。"


def test_refusals_of_action_cards_and_out_of_turn():
    s = state()
    put(s, 1, 1, "IH.t")
    v = s.view(s.current_player())
    r = lambda code, key, **kw: reasons.drop_reason(v, code, key, "en", **kw)  # noqa: E731
    assert r("boat", ("cell", 1, 1)) == "The boat only clears a pond; a fallen tree needs the axe."
    assert r("axe", ("cell", 4, 4)) == "Play it on a fallen tree that blocks a path."
    assert r("storm", ("cell", 0, 1)) == "Starts and mines cannot be blown away."
    assert r("trap", ("seat", 1)) == "Put it on a glowing edge between two spaces."
    assert r("info_md", ("slot", 0)) == "Play it on a face-down mine or another player's panel."
    assert r("IH", "tray") == "You may discard at most two cards."
    assert r("IH", ("cell", 3, 3), my_turn=False) == "Wait for your turn."


def test_every_refused_cell_gets_a_path_reason_and_no_legal_cell_does():
    """Across random positions: a cell the rules refuse for a card in both turns gets one of the
    path reasons; "it must join a tunnel" only where the card matches its neighbours."""
    rng = Rng(3)
    s = state(4, 3)
    seen = set()
    for _ in range(400):
        if s.is_terminal():
            break
        if s.phase == "act":
            v = s.view(s.current_player())
            for code in {c for c in v.hand if D.path_parts(c)}:
                legal = {(a[2], a[3]) for a in v.targets_for(code)}
                for c in range(D.W * D.H):
                    xy = D.xy(c)
                    if xy in legal:
                        continue
                    text = reasons.path_reason(v, code, *xy, 0, "en")
                    seen.add(text.split(" ")[0])
                    if v.board[c] is None and text.startswith("It must join"):
                        m = D.SHAPES[D.path_parts(code)[0]]
                        assert any(reasons.mismatch(v, mm, c) is None for mm in {m, D.rot180(m)})
        legal = s.legal_actions()
        s.apply(rng.choice([a for a in legal if a != "back"] or legal))
    assert {"It", "Its", "That", "A"} <= seen


# -- explain --------------------------------------------------------------------------------------

def _history_entry(clans, roles, held, dragon=-1, totals=None, kinds=None):
    n = len(clans)
    rows, lost = score_round(clans, roles, [[v for v in h] for h in held], dragon, totals or [0] * n)
    for p in range(n):
        rows[p].update(clan=clans[p], role=roles[p],
                       treasures=[[(kinds or {}).get((p, i), "gold"), v] for i, v in enumerate(held[p])])
    return {"round": 2, "lost": lost, "rows": rows}


def names(text: str) -> str:
    return fill_seats(text, ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"])


def test_the_split_of_a_round_is_told_clan_by_clan():
    """Spec 9.10: the blue pool of three with its remainder, yellow alone, the selfish dwarf."""
    B, Y = D.BLUE, D.YELLOW
    h = _history_entry([B, B, Y, Y, B], [D.LOYAL, D.LOYAL, D.SABOTEUR, D.LOYAL, D.SELFISH], [[5], [3], [2], [4], [4]])
    lines = [names(x) for x in explain.round_lines(h, "en")]
    assert lines == [
        "Blue clan: Ann (loyal, found gold 5), Bob (loyal, found gold 3) and Cy (yellow saboteur on blue's side, "
        "found gold 2) "
        "pool 10, 3 each; +1 to Ann for the best single treasure (5).",
        "Yellow clan: Dee (loyal, found gold 4) has the pool alone: 4.",
        "Eve (selfish) keeps gold 4: 4.",
    ]
    assert all(names(x) for x in explain.round_lines(h, "ja"))


def test_a_tie_for_the_best_treasure_loses_a_point_and_the_dragon_and_the_floor_are_told():
    """Spec 9.11 (tie, one point lost, the dragon) and 9.13 (the floor at 0)."""
    B, Y = D.BLUE, D.YELLOW
    L, S, X = D.LOYAL, D.SABOTEUR, D.SELFISH
    h = _history_entry([B, B, B, Y, Y, Y, Y, B], [L, L, L, L, L, S, X, S],
                       [[4], [4], [2, 1], [3], [], [], [2], [5]], dragon=4)
    text = " ".join(names(x) for x in explain.round_lines(h, "en"))
    assert "+1 to Ann and Bob for the best single treasure (4); 1 point is lost" in text
    assert "+2 to Hal" in text and "Eve found the dragon: −2." in text
    h = _history_entry([B, B, Y], [L, S, X], [[1], [], [5, 3]], dragon=1, totals=[4, 1, 6])
    lines = [names(x) for x in explain.round_lines(h, "en")]
    assert "Bob found the dragon: −2." in lines and "Bob's total stays at 0 (totals never go below 0)." in lines
    r1 = _history_entry([B, B, Y], [L, S, X], [[4], [], []])
    r2 = _history_entry([B, B, Y], [L, S, X], [[1], [], [5, 3]], dragon=1, totals=[4, 0, 0])
    assert names(explain.total_lines([r1, r2], "en")[0]) == "Totals: Cy: 0 + 8 = 8 · Ann: 4 + 1 = 5 · Bob: 0 + 0 = 0"
    # a name never runs into the numbers; in Japanese the totals say 点 like the rest of the screen
    ja = names(explain.total_lines([r1, r2], "ja")[0])
    assert ja.startswith("合計：Cy：0 + 8 = 8点、Ann：4 + 1 = 5点")


def test_hints_name_the_card_the_place_and_why():
    s = state(3, 4)
    p = s.current_player()
    v = s.view(p)
    for a in v.legal:
        if a in ("discard", "propose"):
            continue
        text = explain.hint_text(v, a, "en")
        target = explain.resolve(v, a)
        assert target[0] != "card" and target in v.targets_for(a[1])
        assert ": " in text and text.endswith(".") and not RAW.search(text), text
        assert "picks a card" not in text
        assert explain.hint_text(v, a, "ja").endswith("。")
    path = next(a for _c, acts in v.card_targets for a in acts if a[0] == "path")
    assert explain.hint_move(v, path, "en").startswith("Lay the ")
    assert places.place(path[2], path[3], "en") in explain.hint_move(v, path, "en")


def test_what_a_selected_card_does():
    s = state(3, 4)
    v = s.view(s.current_player())
    for code in set(v.hand):
        text = explain.card_use(v, code, "en")
        assert text.lower().startswith(explain.card_name(code, "en").lower() + ":"), text
    path = next(c for c in v.hand if D.path_parts(c))
    n = len({(a[2], a[3]) for a in v.targets_for(path)})
    assert f"({n} place" in explain.card_use(v, path, "en")


# -- settle ---------------------------------------------------------------------------------------

def test_settling_an_action_s_events_gives_the_board_the_next_view_shows():
    """For every action of random games that does not end a round, the view before it with the
    action's events applied shows the board, the dwarves and the treasure of the view after it;
    for the one that ends it, the last step and treasure are on the settled board."""
    for seed in (1, 2):
        s = state(4, seed)
        rng = Rng(seed)
        ends = 0
        while not s.is_terminal():
            before = s.view(0)
            legal = s.legal_actions()
            s.apply(rng.choice([a for a in legal if a != "back"] or legal))
            after = s.view(0)
            got = settle(before, after.events)
            if any(e[0] == "round_end" for e in after.events):
                ends += 1
                steps = [e for e in after.events if e[0] == "step"]
                if steps:
                    assert got.pawns[steps[-1][1]] == D.cell(*steps[-1][2:])
                assert sum(t >= 0 for t in got.slot_taken) >= sum(t >= 0 for t in before.slot_taken)
                continue
            for f in ("board", "rot", "pawns", "slot_taken", "collected", "mine_up", "cleared", "dragon"):
                assert getattr(got, f) == getattr(after, f), f
        assert ends == 2


def test_a_clan_nobody_shares_is_said_so():
    B, Y = D.BLUE, D.YELLOW
    h = _history_entry([B, Y, Y], [D.SELFISH, D.LOYAL, D.SELFISH], [[3], [2], []])
    lines = [names(x) for x in explain.round_lines(h, "en")]
    assert lines[0] == "Blue clan: no loyal blue dwarf and no yellow saboteur, so nobody shares its pool."
    assert lines[1] == "Yellow clan: Bob (loyal, found gold 2) has the pool alone: 2."


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_card_s_tooltip_says_what_it_does(lang):
    """A hand card's tooltip is its name and what it does: a boat says it clears a pond, not only
    "tool card: boat"; a path card says it turns only 180°."""
    codes = [D.SHAPE_ORDER[i] + D.FEATURE_SUFFIX[f] for f, counts in D.PATH_MIX_V1.items()
             for i, n in enumerate(counts) if n] + list(D.ACTION_MIX_V1)
    for code in codes:
        name, does = explain.card_does(code, lang).split("\n")
        named = explain.laid_name(code, 0, lang) if D.path_parts(code) else explain.card_name(code, lang)
        assert name == named and len(does) > 20 and not does.startswith("does.") and "{" not in does
    boat = explain.card_does("boat", lang)
    assert ("pond" in boat) if lang == "en" else ("池" in boat)
    assert "180" in explain.card_does("IH", lang) and ("axe" in explain.card_does("IH.t", lang).lower() or "斧" in explain.card_does("IH.t", lang))


def test_a_curve_card_shows_its_openings_as_it_would_be_laid():
    """A plain curve's hand label shows its two openings, and turns with the card (180°)."""
    from tabletop.games.lost_mines.scene.words import short_label

    assert short_label("LA", 0).endswith("↑→") and short_label("LA", 180).endswith("↓←")
    assert short_label("LB", 0).endswith("↑←") and short_label("LB", 180).endswith("→↓")
    assert short_label("IH", 0) == short_label("IH", 180)
    assert explain.card_does("LA", "en", 180).split("\n")[0] == explain.laid_name("LA", 180, "en")


def test_a_discard_with_no_playable_card_says_so():
    """An AI that discards because none of its cards can be played: the log says why; one that
    could have played says only that it discards."""
    s = state(3, 4)
    assert s.phase == "act"
    assert s.describe_action("discard", "en") == explain._tr("act.discard", "en")
    p = s.current_player()
    s.hands[p] = ["axe", "boat", "rope", "storm", "storm"]  # no obstacle, no path to blow away
    assert not any(isinstance(a, tuple) and a[0] == "card" for a in s.legal_actions())
    assert s.describe_action("discard", "en") == "has no card it can play, so discards"
    assert s.describe_action("discard", "ja") == "使えるカードがないので、捨てることにしました"
