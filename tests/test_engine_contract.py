import pytest

import json

from tabletop.engine.contract import (
    FieldView,
    GameSpec,
    IllegalAction,
    Option,
    Setup,
    SetupError,
    apply_checked,
    json_lists,
    json_tuples,
    places_from_keys,
    returns_from_places,
)

import refgame


# -- FieldView ---------------------------------------------------------------------

class _PairView(FieldView):
    FIELDS = ("player", "board", "scores", "note")
    parse_action = staticmethod(lambda text: tuple(int(x) for x in text.split("-")))

    def action_to_str(self, action) -> str:
        return "-".join(map(str, action))


def _pair_view(**changes):
    kw = dict(player=1, board=((1, 2), (3, (4, 5))), scores={"a": (1, 2), "b": 3}, note=None,
              legal=[(0, 1), (2, 3)])
    kw.update(changes)
    return _PairView(**kw)


def test_json_lists_and_tuples_invert_each_other_through_nesting_and_dicts():
    data = ((1, (2, 3)), {"k": (4, [5])}, "s", None)
    as_json = json_lists(data)
    assert as_json == [[1, [2, 3]], {"k": [4, [5]]}, "s", None]
    assert json_tuples(json.loads(json.dumps(as_json))) == ((1, (2, 3)), {"k": (4, (5,))}, "s", None)


def test_field_view_round_trips_through_json_text():
    v = _pair_view()
    data = json.loads(json.dumps(v.to_json()))
    assert data["legal"] == ["0-1", "2-3"]
    back = _PairView.from_json(data)
    assert back == v and back.board == ((1, 2), (3, (4, 5))) and back.scores == {"a": (1, 2), "b": 3}
    assert back.legal == ((0, 1), (2, 3)) and back.legal_actions() == [(0, 1), (2, 3)]
    assert back != _pair_view(note="x")


def test_field_view_refuses_unknown_and_missing_fields():
    with pytest.raises(TypeError, match="unknown view fields"):
        _pair_view(extra=1)
    with pytest.raises(KeyError):
        _PairView(player=0, board=(), scores={}, legal=())
    with pytest.raises(KeyError, match="note"):
        _PairView.from_json({"player": 0, "board": [], "scores": {}, "legal": []})


# -- Option ------------------------------------------------------------------------

def test_bool_option():
    o = Option("fast", False)
    assert o.check(True) is True
    for bad in (1, "yes", None):
        with pytest.raises(SetupError, match="fast"):
            o.check(bad)


def test_choice_option():
    o = Option("deck", "short", "choice", choices=("short", "long"))
    assert o.check("long") == "long"
    with pytest.raises(SetupError, match="short, long"):
        o.check("huge")


def test_int_option_bounds_and_types():
    o = Option("rounds", 3, "int", lo=1, hi=6)
    assert o.check(1) == 1 and o.check(6) == 6
    for bad in (0, 7):
        with pytest.raises(SetupError, match="between 1 and 6"):
            o.check(bad)
    for bad in (True, 2.0, "3"):
        with pytest.raises(SetupError, match="whole number"):
            o.check(bad)


# -- Setup / GameSpec.validate -----------------------------------------------------

def test_validate_fills_defaults():
    s = refgame.REF_GAME.validate(Setup(3, {}, 9))
    assert s == Setup(3, {"rounds": 3, "lowball": False}, 9)


@pytest.mark.parametrize(
    "setup, message",
    [
        (Setup(1), "2-4 players"),
        (Setup(5), "2-4 players"),
        (Setup(True), "2-4 players"),
        (Setup(2, {"colour": 1}), "no option 'colour'"),
        (Setup(2, {"rounds": 9}), "between 1 and 6"),
        (Setup(2, {"lowball": "no"}), "true or false"),
        (Setup(2, {}, "x"), "seed"),
    ],
)
def test_validate_rejects(setup, message):
    with pytest.raises(SetupError, match=message):
        refgame.REF_GAME.validate(setup)


def test_option_restricted_to_player_counts():
    class Spec(refgame.RefGame):
        options = refgame.RefGame.options + (Option("teams", False, players=(4,)),)

    spec = Spec()
    assert spec.validate(Setup(4, {"teams": True})).options["teams"] is True
    assert spec.validate(Setup(2, {"teams": False})).options["teams"] is False
    with pytest.raises(SetupError, match="not available with 2 players"):
        spec.validate(Setup(2, {"teams": True}))


def test_setup_json_round_trip_and_errors():
    s = Setup(3, {"rounds": 2}, 12345)
    assert Setup.from_json(s.to_json()) == s
    assert Setup.from_json({"players": 2}) == Setup(2, {}, 0)
    for bad, field in [
        ([], "object"),
        ({"players": "2"}, "players"),
        ({"players": 2, "options": []}, "options"),
        ({"players": 2, "seed": 1.5}, "seed"),
        ({"players": 2, "seed": False}, "seed"),
    ]:
        with pytest.raises(SetupError, match=field):
            Setup.from_json(bad)


# -- places and returns ------------------------------------------------------------

def test_places_competition_ranking_with_ties():
    assert places_from_keys([3, 10, 7]) == [3, 1, 2]
    assert places_from_keys([5, 5, 2]) == [1, 1, 3]
    assert places_from_keys([1, 4, 4, 0]) == [3, 1, 1, 4]
    assert places_from_keys([2, 2, 2]) == [1, 1, 1]
    # tuple keys break ties lexicographically
    assert places_from_keys([(5, 1), (5, 2), (4, 9)]) == [2, 1, 3]


def test_returns_from_places():
    assert returns_from_places([1, 2, 3]) == [1.0, 0.5, 0.0]
    assert returns_from_places([2, 1]) == [0.0, 1.0]
    assert returns_from_places([1, 1]) == [0.5, 0.5]
    # two tied for first among four share slots worth 1 and 2/3
    assert returns_from_places([1, 1, 3, 4]) == pytest.approx([5 / 6, 5 / 6, 1 / 3, 0.0])
    assert returns_from_places([1, 2, 2]) == [1.0, 0.25, 0.25]
    assert returns_from_places([1, 1, 1]) == [0.5, 0.5, 0.5]
    assert returns_from_places([1]) == [1.0]
    for places in ([1, 2, 2, 4], [1, 1, 3, 3], [2, 1, 3, 4]):
        r = returns_from_places(places)
        assert sum(r) == pytest.approx(len(places) / 2)  # the slots' total is conserved


def test_state_ranking_and_returns_use_tie_break():
    # equal cards won; seat 1 has more red cards -> alone in first place
    s = refgame.make_state(2, hands=[[], []], won=[["g01", "b02"], ["r03", "b04"]], round_=3)
    assert s.is_terminal()
    assert s.scores() == [2.0, 2.0]
    assert s.ranking() == [2, 1]
    assert s.returns() == [0.0, 1.0]
    s = refgame.make_state(2, hands=[[], []], won=[["r01", "b02"], ["r03", "b04"]], round_=3)
    assert s.ranking() == [1, 1] and s.returns() == [0.5, 0.5]


def test_apply_checked():
    s = refgame.REF_GAME.new_game(Setup(2, {}, 1))
    with pytest.raises(IllegalAction, match="not legal"):
        apply_checked(s, ("play", "zz"))
    apply_checked(s, s.legal_actions()[0])
    assert s.ncommit == 1
    over = refgame.make_state(2, hands=[[], []], round_=3)
    with pytest.raises(IllegalAction, match="over"):
        apply_checked(over, "keep")


# -- registry --------------------------------------------------------------------------

import logging  # noqa: E402
import sys  # noqa: E402

import tabletop.games  # noqa: E402
from tabletop.engine import registry  # noqa: E402


@pytest.fixture
def fresh_registry(monkeypatch, tmp_path):
    """An empty registry, and ``tabletop.games`` scanning only ``tmp_path``."""
    monkeypatch.setattr(registry, "_GAMES", {})
    monkeypatch.setattr(tabletop.games, "__path__", [str(tmp_path)])
    yield tmp_path
    for name in list(sys.modules):
        if name.startswith("tabletop.games.zz_"):
            del sys.modules[name]


def test_the_app_registers_the_game_packages_and_skips_broken_ones(fresh_registry, caplog):
    root = fresh_registry
    (root / "zz_good").mkdir()
    (root / "zz_good" / "__init__.py").write_text(
        "from refgame import RefGame\n"
        "class Good(RefGame):\n    id = 'zz_good'\n"
        "GAME = Good()\n"
    )
    (root / "zz_broken").mkdir()
    (root / "zz_broken" / "__init__.py").write_text("raise RuntimeError('boom')\n")
    (root / "zz_nogame").mkdir()
    (root / "zz_nogame" / "__init__.py").write_text("X = 1\n")
    (root / "zz_wrongtype").mkdir()
    (root / "zz_wrongtype" / "__init__.py").write_text("GAME = 'not a spec'\n")
    (root / "zz_module.py").write_text("raise RuntimeError('plain modules are not games')\n")
    assert registry.all_games() == []  # the engine looks for nothing itself
    with caplog.at_level(logging.WARNING, logger="tabletop.games"):
        assert tabletop.games.register_all() == ["zz_good"]
    games = registry.all_games()
    assert [g.id for g in games] == ["zz_good"]
    assert "zz_broken" in caplog.text and "zz_wrongtype" in caplog.text
    assert registry.get("zz_good") is games[0]
    assert tabletop.games.register_all() == ["zz_good"] and registry.all_games() == games  # again: harmless


def test_the_engine_never_imports_the_games_package():
    import subprocess

    code = ("import sys; import tabletop.engine.registry, tabletop.engine.record, "
            "tabletop.engine.session, tabletop.engine.agents, tabletop.engine.worker; "
            "tabletop.engine.registry.all_games(); print('tabletop.games' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_spec_s_worker_modules_default_to_the_module_that_defines_it():
    assert registry.get("lost_cities").worker_modules == ("tabletop.games.lost_cities.rules",)
    assert refgame.REF_GAME.worker_modules == ("refgame",)

    class Other(refgame.RefGame):  # inherits the reference game's
        id = "other"

    assert Other.worker_modules == ("refgame",)


def test_register_get_unregister(fresh_registry):
    a, b = refgame.RefGame(), refgame.RefGame()
    registry.register(a)
    registry.register(a)  # same object: no-op
    with pytest.raises(ValueError, match="already registered as 'ref'"):
        registry.register(b)
    with pytest.raises(TypeError):
        registry.register("ref")
    assert registry.get("ref") is a
    with pytest.raises(KeyError, match=r"unknown game 'nope'; known games: ref"):
        registry.get("nope")
    registry.unregister("ref")
    registry.unregister("ref")  # absent: fine
    with pytest.raises(KeyError, match=r"known games: \(none: no game has been registered\)"):
        registry.get("ref")


def test_import_game_module_registers_its_game(fresh_registry):
    registry.import_game_module("refgame")
    assert registry.get("ref") is refgame.REF_GAME
    with pytest.raises(ImportError):
        registry.import_game_module("no_such_module_xyz")


def test_seat_choices_stop_at_the_last_seat():
    opt = Option("first", "random", "choice", choices=("random", 0, 1, 2, 3), seats=True)
    assert opt.choices_for(2) == ("random", 0, 1) and opt.choices_for(4) == opt.choices
    plain = Option("mode", "a", "choice", choices=("a", 0, 5))
    assert plain.choices_for(2) == plain.choices
    from tabletop.engine import registry

    spec = registry.get("lost_cities")
    with pytest.raises(SetupError, match="seat 3 does not exist with 2 players"):
        spec.validate(Setup(2, {"first_player": 2}, 1))
    assert spec.validate(Setup(3, {"first_player": 2}, 1)).options["first_player"] == 2


def test_values_offered_for_each_kind_and_seat_counting_ints():
    assert Option("open", False).values_for(3) == (False, True)
    assert Option("n", 2, "int", lo=1, hi=4).values_for(2) == (1, 2, 3, 4)
    seat = Option("first_seat", 1, "int", lo=1, hi=9, seats=True)
    assert seat.values_for(3) == (1, 2, 3) and seat.values_for(9) == tuple(range(1, 10))
    assert Option("first", "random", "choice", choices=("random", 0, 1, 2), seats=True).values_for(2) == ("random", 0, 1)

    class Spec(GameSpec):
        id = "seat_int"
        min_players, max_players = 2, 4
        options = (seat,)

        def new_state(self, setup):  # pragma: no cover - never started
            raise AssertionError

        state_from_json = view_from_json = new_state

    with pytest.raises(SetupError, match="seat 4 does not exist with 3 players"):
        Spec().validate(Setup(3, {"first_seat": 4}, 1))
    assert Spec().validate(Setup(4, {"first_seat": 4}, 1)).options["first_seat"] == 4


def test_an_option_shows_only_while_the_option_it_depends_on_holds_a_named_value():
    slot = Option("slot", "a", "choice", choices=("a", "b"), when=("deck", ("select",)))
    assert slot.shown(2, {"deck": "select"})
    assert not slot.shown(2, {"deck": "starship"}) and not slot.shown(2, {})
    assert Option("x", False).shown(2, {})
    assert not Option("x", False, players=(3, 4)).shown(2, {}) and Option("x", False, players=(3, 4)).shown(3, {})


# -- the declared-fields codec -------------------------------------------------------

from typing import NamedTuple  # noqa: E402

from tabletop.engine.contract import State, StateCodec  # noqa: E402
from tabletop.engine.rng import Rng  # noqa: E402


class _Ask(NamedTuple):
    kind: str
    seat: int


class _Tiny(State):
    CODEC = StateCodec(shared=("n", "turn", "ask", "log"), lists=("deck",), nested=("hands",),
                       transient=("memo",),
                       decode={"ask": lambda v: None if v is None else _Ask(*v)})
    __slots__ = CODEC.slots

    def current_player(self):
        return self.turn

    def legal_actions(self):
        return ["draw"] if self.deck else []

    def apply(self, action):
        self.hands[self.turn].append(self.deck.pop())
        self.log = self.log + (("drew", self.turn),)
        self.turn = 1 - self.turn

    def scores(self):
        return [float(len(h)) for h in self.hands]

    def view(self, player):  # pragma: no cover - not needed here
        raise NotImplementedError


def _tiny():
    s = object.__new__(_Tiny)
    s.n, s.turn, s.ask, s.log = 2, 0, _Ask("swap", 1), ()
    s.deck, s.hands, s.rng, s.memo = ["a", "b", "c"], [["x"], []], Rng(9), {"kept": 1}
    return s


def test_a_declared_state_clones_its_lists_and_shares_the_rest():
    s = _tiny()
    c = s.clone()
    assert type(c) is _Tiny and c.to_json() == s.to_json()
    assert c.deck is not s.deck and c.hands is not s.hands and c.hands[0] is not s.hands[0]
    assert c.ask is s.ask and c.memo is s.memo and c.rng == s.rng and c.rng is not s.rng
    c.apply("draw")
    c.rng.next64()
    assert s.deck == ["a", "b", "c"] and s.hands == [["x"], []] and s.log == () and s.turn == 0
    assert s.rng == Rng(9)


def test_a_declared_state_round_trips_through_json_text():
    s = _tiny()
    s.apply("draw")
    data = json.loads(json.dumps(s.to_json()))
    assert set(data) == {"n", "turn", "ask", "log", "deck", "hands", "rng"}  # no transient field
    assert data["ask"] == ["swap", 1] and data["log"] == [["drew", 0]]
    back = _Tiny.from_json(data)
    assert back.to_json() == s.to_json() and back.memo is None
    assert isinstance(back.ask, _Ask) and back.ask.seat == 1  # decode made the NamedTuple
    assert back.log == (("drew", 0),) and back.deck == ["a", "b"] and back.hands == [["x", "c"], []]


def test_a_declared_state_refuses_broken_json_with_a_clear_message():
    data = _tiny().to_json()
    with pytest.raises(ValueError, match="'deck' is missing"):
        _Tiny.from_json({k: v for k, v in data.items() if k != "deck"})
    with pytest.raises(ValueError, match="hands must be a list"):
        _Tiny.from_json(dict(data, hands=[["x"], 5]))
    with pytest.raises(ValueError, match="rng state"):
        _Tiny.from_json(dict(data, rng=-1))
    with pytest.raises(ValueError, match="JSON object"):
        _Tiny.from_json([])


def test_a_subclass_adds_fields_and_clones_as_itself():
    class Marked(_Tiny):
        CODEC = _Tiny.CODEC.extend(transient=("me",), shared=("note",))
        __slots__ = CODEC.slots

    assert Marked.CODEC.slots == ("note", "me")
    s = object.__new__(Marked)
    for name in _Tiny.CODEC.fields + ("memo",):
        setattr(s, name, getattr(_tiny(), name))
    s.me, s.note = 1, "n"
    c = s.clone()
    assert type(c) is Marked and c.me == 1 and c.note == "n"
    assert "note" in c.to_json() and "me" not in c.to_json()


def test_a_codec_refuses_a_field_declared_twice_or_an_unknown_decode():
    with pytest.raises(ValueError, match="twice"):
        StateCodec(shared=("a",), lists=("a",))
    with pytest.raises(ValueError, match="not declared"):
        StateCodec(shared=("a",), decode={"b": int})


def test_a_spec_reads_states_through_its_state_class():
    s = refgame.REF_GAME.new_game(Setup(3, {}, 2))
    s.apply(s.legal_actions()[0])
    assert refgame.REF_GAME.state_from_json(json.loads(json.dumps(s.to_json()))).to_json() == s.to_json()
    view = s.view(1)
    unseen = refgame.unseen_cards(view)
    d = refgame.REF_GAME.state_from_view(view, unseen)
    assert d.view(1) == view
    with pytest.raises(ValueError, match="inconsistent"):
        refgame.REF_GAME.state_from_view(view, unseen[:3])


def test_a_codec_refuses_a_field_name_that_is_not_an_identifier():
    """clone and to_json are generated as source from the declared names: nothing else gets in."""
    with pytest.raises(ValueError, match="identifier"):
        StateCodec(shared=("a; import os",))
    with pytest.raises(ValueError, match="identifier"):
        StateCodec(lists=("x[0]",))
