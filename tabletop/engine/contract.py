"""The one game contract that every tabletop game implements.

In the spirit of OpenSpiel's ``State`` API, kept small and uniform:

* A :class:`GameSpec` describes a game (id, player counts, options, rules text) and
  makes new states from a :class:`Setup` (player count, options, seed).
* A :class:`State` is the full, mutable, copyable truth of one game. Exactly one seat
  decides at a time (:meth:`State.current_player`); simultaneous choices are modelled
  as *hidden sequential commits*: seats commit one after another, and no view shows a
  commit to anyone else until the game reveals them all together.
* Chance (shuffles, dice) is drawn from ``state.rng``, an :class:`~tabletop.engine.rng.Rng`
  held in the state, so ``Setup`` + the list of actions replays a game exactly.
* Multi-step card effects are explicit *pending decisions* stored in the state (plain
  data, cloned with it): while one is open, ``current_player`` is whoever must answer
  it and ``legal_actions`` lists the answers. Never use generators for this.
* A :class:`View` is what one seat may know and nothing more: a plain copyable object
  with no reference to the state. The AI only ever receives views; it samples full
  states consistent with a view through the game's determinization hook (``ai.py``).
* Actions are small hashable values (``str``, ``int`` or tuples of those). Each has a
  stable text form (``action_to_str``/``str_to_action``, round-tripping exactly) used
  by game records and saves, and a localized description (``describe_action``).

Hot path: the AI clones and applies thousands of times per second. ``apply`` must not
re-validate legality (use :func:`apply_checked` at trust boundaries) and ``clone``
should copy only what changes (tuples and ints are shared, lists copied shallowly).
A state declares its fields once in a :class:`StateCodec` (which fields are shared
immutable values, which are lists to copy), and gets ``clone``, ``to_json`` and
``GameSpec.state_from_json`` made from that declaration.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar, Hashable, Iterable, Mapping, Sequence

from .rng import Rng

Action = Hashable

#: ``current_player()`` value once the game is over.
TERMINAL = -1


class GameError(Exception):
    """Base class of the errors the engine reports to people."""


class SetupError(GameError):
    """Impossible setup: bad player count or option value. The message is for the user."""


class IllegalAction(GameError):
    """An action that is not legal in the current state."""


@dataclass(frozen=True)
class Option:
    """One game option, shown generically by the new-game dialog.

    ``kind`` is ``"bool"``, ``"choice"`` (one of ``choices``) or ``"int"`` (``lo``..``hi``).
    Labels live in the game's text catalog under ``option.<key>`` (one-line help under
    ``option.<key>.help``, choice labels under ``option.<key>.<choice>``).
    ``players`` restricts the option to some player counts (empty: all). ``seats``: the whole
    number choices of a ``"choice"`` option are seats (0 = the first), and an ``"int"`` option
    counts seats from ``lo``; either offers only the seats the table has (:meth:`values_for`).
    ``when`` is ``(key, values)``: the option matters only while option ``key`` holds one of
    ``values``, and the dialog shows it only then (:meth:`shown`; it is still checked and kept).
    ``limits`` is ``((choice, most players), ...)``: a choice is offered (and valid) only at
    tables of at most that many players, so the dialog never offers an impossible setup.
    ``reconstructed`` lists the values that this app decided where the printed rules are silent
    (the dialog marks them with a badge that explains it, as the rules screen marks such rules).
    """

    key: str
    default: Any
    kind: str = "bool"
    choices: tuple = ()
    lo: int | None = None
    hi: int | None = None
    players: tuple[int, ...] = ()
    seats: bool = False
    when: tuple = ()
    limits: tuple = ()
    reconstructed: tuple = ()

    def choices_for(self, players: int) -> tuple:
        """The choices offered at a table of ``players``: seat choices stop at the last seat,
        choices with a player limit (``limits``) go past it."""
        most = dict(self.limits)
        return tuple(c for c in self.choices
                     if (not self.seats or not _is_int(c) or c < players) and players <= most.get(c, players))

    def values_for(self, players: int) -> tuple:
        """Every value the dialog offers at a table of ``players``, in order."""
        if self.kind == "bool":
            return (False, True)
        if self.kind == "choice":
            return self.choices_for(players)
        hi = self.hi if not self.seats else min(self.hi, self.lo + players - 1)
        return tuple(range(self.lo, hi + 1))

    def shown(self, players: int, options: Mapping[str, Any]) -> bool:
        """Whether the option matters at a table of ``players`` with these other options."""
        if self.players and players not in self.players:
            return False
        return not self.when or options.get(self.when[0]) in self.when[1]

    def check(self, value: Any) -> Any:
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise SetupError(f"option {self.key!r} must be true or false, not {value!r}")
        elif self.kind == "choice":
            if value not in self.choices:
                allowed = ", ".join(map(str, self.choices))
                raise SetupError(f"option {self.key!r} must be one of {allowed}, not {value!r}")
        elif self.kind == "int":
            if not isinstance(value, int) or isinstance(value, bool):
                raise SetupError(f"option {self.key!r} must be a whole number, not {value!r}")
            if (self.lo is not None and value < self.lo) or (self.hi is not None and value > self.hi):
                raise SetupError(f"option {self.key!r} must be between {self.lo} and {self.hi}, not {value}")
        else:  # pragma: no cover - programming error in a game's option table
            raise ValueError(f"unknown option kind {self.kind!r}")
        return value


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class Setup:
    """Everything the rules need to start a game: reproducible from these three values."""

    players: int
    options: Mapping[str, Any] = field(default_factory=dict)
    seed: int = 0

    def to_json(self) -> dict:
        return {"players": self.players, "options": dict(self.options), "seed": self.seed}

    @classmethod
    def from_json(cls, data: Mapping) -> "Setup":
        if not isinstance(data, Mapping):
            raise SetupError("setup must be an object")
        players, options, seed = data.get("players"), data.get("options", {}), data.get("seed", 0)
        if not isinstance(players, int) or isinstance(players, bool):
            raise SetupError("setup.players must be a whole number")
        if not isinstance(options, Mapping):
            raise SetupError("setup.options must be an object")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise SetupError("setup.seed must be a whole number")
        return cls(players, dict(options), seed)


@dataclass(frozen=True)
class RulesSection:
    """One section of the in-app rules summary; ``reconstructed`` marks decided rules."""

    title: str
    body: str
    reconstructed: bool = False


class View(ABC):
    """What ``player`` may know. Plain data; must not reference the :class:`State`.

    Subclasses add the game's public and private fields. ``legal`` holds the viewer's
    legal actions when it is their decision (empty otherwise), so an agent can decide
    from the view alone.
    """

    player: int
    current_player: int
    legal: tuple

    def legal_actions(self) -> list[Action]:
        return list(self.legal)

    def action_to_str(self, action: Action) -> str:
        """Same text as :meth:`State.action_to_str` (the AI worker answers in text)."""
        if not isinstance(action, str):
            raise TypeError(f"{type(self).__name__} must override action_to_str for {action!r}")
        return action

    @abstractmethod
    def to_json(self) -> dict:
        """JSON-able dict; ``GameSpec.view_from_json`` inverts it exactly."""


def json_lists(x):
    """Tuples (nested, also inside dicts) as JSON lists."""
    if isinstance(x, (tuple, list)):
        return [json_lists(v) for v in x]
    if isinstance(x, dict):
        return {k: json_lists(v) for k, v in x.items()}
    return x


def json_tuples(x):
    """JSON lists (nested, also inside dicts) back to tuples: the inverse of :func:`json_lists`."""
    if isinstance(x, (tuple, list)):
        return tuple(json_tuples(v) for v in x)
    if isinstance(x, dict):
        return {k: json_tuples(v) for k, v in x.items()}
    return x


class FieldView(View):
    """A view whose data is the fields named in ``FIELDS`` (plus ``legal``), the shape every
    game's view has. Built from keyword arguments (an unknown or missing field is an error);
    its JSON is each field through :meth:`field_to_json` and the legal actions as text, and
    :meth:`from_json` inverts it. Two views are equal when their JSON is.

    A game sets ``FIELDS`` and ``parse_action`` (its ``str_to_action``), overrides
    :meth:`View.action_to_str`, and overrides :meth:`field_to_json` / :meth:`field_from_json`
    only for fields that are not plain data (nested tuples, lists, dicts, scalars)."""

    FIELDS: ClassVar[tuple[str, ...]] = ()
    #: the text of an action back to the action (the game's ``str_to_action``)
    parse_action: ClassVar[Callable[[str], Action]] = staticmethod(lambda text: text)

    def __init__(self, **kw):
        legal = kw.pop("legal")
        for name in self.FIELDS:
            setattr(self, name, kw.pop(name))
        if kw:
            raise TypeError(f"unknown view fields {sorted(kw)}")
        self.legal = tuple(legal)

    def field_to_json(self, name: str, value):
        return json_lists(value)

    @classmethod
    def field_from_json(cls, name: str, value):
        return json_tuples(value)

    def to_json(self) -> dict:
        data = {name: self.field_to_json(name, getattr(self, name)) for name in self.FIELDS}
        data["legal"] = [self.action_to_str(a) for a in self.legal]
        return data

    @classmethod
    def from_json(cls, data: Mapping):
        kw = {name: cls.field_from_json(name, data[name]) for name in cls.FIELDS}
        return cls(legal=tuple(cls.parse_action(t) for t in data["legal"]), **kw)

    def __eq__(self, other):
        return type(other) is type(self) and other.to_json() == self.to_json()

    __hash__ = None


class StateCodec:
    """A state's fields, declared once; the state's ``clone``, ``to_json`` and ``from_json``
    are made from the declaration (generated code, as :mod:`dataclasses` makes ``__init__``).

    Every field is one of:

    * ``shared``: an immutable value (int, str, bool, None, a tuple of those, a NamedTuple):
      a clone shares it. JSON: tuples as lists (:func:`json_lists`), back as tuples.
    * ``lists``: a list of immutable values, changed in place by ``apply``: a clone copies
      the list (``x[:]``), sharing its items.
    * ``nested``: a list of such lists (per seat, per path, ...): a clone copies both levels.
    * ``rng``: the state's :class:`~tabletop.engine.rng.Rng` (JSON: its number).
    * ``transient``: not part of the game: a cache kept for speed (the legal actions, a
      network) or a search's own mark on its determinization (the searching seat): a clone
      shares it, JSON leaves it out and ``from_json`` sets it to None (a cache is then
      rebuilt on demand).

    ``decode`` maps a field to a function that turns its JSON (after the tuples are back)
    into the value, for a field of a type of its own (a NamedTuple pending decision, a
    value to check). A field whose value may be a list *or* something else, a dict, or a
    set has no kind here: give the state its own ``clone`` / ``to_json`` for such fields.

    A state class sets ``CODEC = StateCodec(...)`` and ``__slots__ = CODEC.slots``; the engine
    (``State.__init_subclass__``) then installs ``clone`` and ``to_json`` unless the class
    defines its own, and ``GameSpec.state_from_json`` reads the spec's ``state_class``. A
    subclass that adds fields (a search's determinization, say) declares
    ``CODEC = Base.CODEC.extend(shared=("me",))`` and ``__slots__ = CODEC.slots`` (only
    the added names)."""

    KINDS = ("shared", "lists", "nested", "transient")

    def __init__(self, *, shared: Iterable[str] = (), lists: Iterable[str] = (),
                 nested: Iterable[str] = (), rng: str | None = "rng", transient: Iterable[str] = (),
                 decode: Mapping[str, Callable[[Any], Any]] | None = None,
                 parent: "StateCodec | None" = None):
        self.parent = parent
        own = {"shared": tuple(shared), "lists": tuple(lists), "nested": tuple(nested),
               "transient": tuple(transient)}
        base = parent.kinds if parent is not None else {k: () for k in self.KINDS}
        #: kind -> every field of that kind (the parent's first)
        self.kinds = {k: base[k] + own[k] for k in self.KINDS}
        self.rng = parent.rng if parent is not None else rng
        self.decode = dict(parent.decode if parent is not None else {}, **(decode or {}))
        own_rng = (rng,) if parent is None and rng else ()
        #: the names this codec adds (all of them without a parent): the class's ``__slots__``
        self.slots = own_rng + sum(own.values(), ())
        names = self.fields + self.kinds["transient"]
        bad = [n for n in names if not (isinstance(n, str) and n.isidentifier())]
        if bad:  # the generated clone/to_json are source made from these names: identifiers only
            raise ValueError(f"a field name must be an identifier: {bad}")
        if len(set(names)) != len(names):
            raise ValueError(f"a field is declared twice: {names}")
        unknown = set(self.decode) - set(self.fields)
        if unknown:
            raise ValueError(f"decode names fields that are not declared: {sorted(unknown)}")

    @property
    def fields(self) -> tuple[str, ...]:
        """The fields a state's JSON holds, in order."""
        k = self.kinds
        return k["shared"] + ((self.rng,) if self.rng else ()) + k["lists"] + k["nested"]

    def extend(self, *, shared=(), lists=(), nested=(), transient=(), decode=None) -> "StateCodec":
        """This codec with more fields (for a subclass of the state)."""
        return StateCodec(shared=shared, lists=lists, nested=nested, transient=transient,
                          decode=decode, parent=self)

    # -- the generated methods -----------------------------------------------------
    def clone_source(self) -> str:
        """The source of the generated ``clone`` (for reading; :meth:`make_clone` runs it)."""
        k = self.kinds
        lines = ["def clone(self):", "    c = _new(self.__class__)"]
        lines += [f"    c.{n} = self.{n}" for n in k["shared"] + k["transient"]]
        if self.rng:
            lines.append(f"    c.{self.rng} = _Rng(self.{self.rng}.state)")
        lines += [f"    c.{n} = self.{n}[:]" for n in k["lists"]]
        lines += [f"    c.{n} = [x[:] for x in self.{n}]" for n in k["nested"]]
        lines.append("    return c")
        return "\n".join(lines) + "\n"

    def make_clone(self) -> Callable:
        scope = {"_new": object.__new__, "_Rng": Rng}
        exec(self.clone_source(), scope)  # noqa: S102 - our own declared names only
        return scope["clone"]

    def to_json_source(self) -> str:
        k = self.kinds
        items = [f"{n!r}: _lists(self.{n})" for n in k["shared"] + k["lists"] + k["nested"]]
        if self.rng:
            items.append(f"{self.rng!r}: self.{self.rng}.state")
        return "def to_json(self):\n    return {" + ", ".join(items) + "}\n"

    def make_to_json(self) -> Callable:
        scope = {"_lists": json_lists}
        exec(self.to_json_source(), scope)  # noqa: S102 - our own declared names only
        return scope["to_json"]

    def from_json(self, cls: type, data: Mapping) -> "State":
        """A ``cls`` instance from ``to_json``'s dict; ValueError naming what is wrong."""
        if not isinstance(data, Mapping):
            raise ValueError(f"a {cls.__name__} must be a JSON object")
        k, decode = self.kinds, self.decode
        s = object.__new__(cls)
        try:
            for name in k["shared"]:
                value = json_tuples(data[name])
                setattr(s, name, decode[name](value) if name in decode else value)
            for name in k["lists"]:
                value = _json_list(data[name], name)
                setattr(s, name, decode[name](value) if name in decode else value)
            for name in k["nested"]:
                value = [_json_list(x, name) for x in _json_list(data[name], name)]
                setattr(s, name, decode[name](value) if name in decode else value)
            if self.rng:
                setattr(s, self.rng, Rng.from_json(data[self.rng]))
        except KeyError as exc:
            raise ValueError(f"not a {cls.__name__}: {exc.args[0]!r} is missing") from None
        except (TypeError, ValueError, IndexError) as exc:
            raise ValueError(f"not a {cls.__name__}: {exc}") from None
        for name in k["transient"]:
            setattr(s, name, None)
        return s


def _json_list(value, name: str) -> list:
    if not isinstance(value, (list, tuple)):
        raise ValueError(f"{name} must be a list, not {type(value).__name__}")
    return [json_tuples(x) for x in value]


class State(ABC):
    """The full state of one game. Mutable; :meth:`clone` gives an independent copy.

    With ``CODEC`` (a :class:`StateCodec`) the class gets ``clone`` and ``to_json`` made from
    its declared fields, unless it defines them itself."""

    spec: ClassVar["GameSpec"]
    num_players: int
    rng: Rng
    #: the state's declared fields (see :class:`StateCodec`), or None (own clone / to_json)
    CODEC: ClassVar[StateCodec | None] = None

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        codec = cls.__dict__.get("CODEC")
        if codec is not None:
            if "clone" not in cls.__dict__:
                cls.clone = codec.make_clone()
            if "to_json" not in cls.__dict__:
                cls.to_json = codec.make_to_json()

    # -- the decision -------------------------------------------------------------
    @abstractmethod
    def current_player(self) -> int:
        """The seat that must decide now, or :data:`TERMINAL`."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """The current player's legal actions, in a stable order; empty iff terminal."""

    @abstractmethod
    def apply(self, action: Action) -> None:
        """Apply a legal action of the current player (not re-validated: hot path)."""

    def clone(self) -> "State":
        """An independent copy (including the rng); made from ``CODEC`` when declared."""
        raise NotImplementedError(f"{type(self).__name__} declares no CODEC and has no clone")

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    # -- results ------------------------------------------------------------------
    @abstractmethod
    def scores(self) -> list[float]:
        """Each seat's score so far (final once terminal)."""

    def ranking(self) -> list[int]:
        """Each seat's place, 1 = first; tied seats share a place. Override for tie-breaks."""
        return places_from_keys(self.scores())

    def returns(self) -> list[float]:
        """Per-seat result in [0, 1] for the AI: 1 for first place, 0 for last."""
        return returns_from_places(self.ranking())

    # -- information --------------------------------------------------------------
    @abstractmethod
    def view(self, player: int) -> View:
        """What ``player`` may know, as an independent object."""

    def reveals_information(self, action: Action, to_player: int) -> bool:
        """Would applying ``action`` now show ``to_player`` something new?

        New means: a card drawn or turned up, a die rolled, hidden commits revealed,
        or another seat's choice that ``to_player`` sees. A seat's own open choice is
        not new to that seat. Undo never goes back across such an action.
        The default is conservative (always True: no undo).
        """
        return True

    # -- text ---------------------------------------------------------------------
    def action_to_str(self, action: Action) -> str:
        """Stable text form of an action (default: actions are strings)."""
        if not isinstance(action, str):
            raise TypeError(f"{type(self).__name__} must override action_to_str for {action!r}")
        return action

    def str_to_action(self, text: str) -> Action:
        """Inverse of :meth:`action_to_str`; raise :class:`IllegalAction` on garbage."""
        return text

    def describe_action(self, action: Action, lang: str) -> str:
        """A short localized sentence for the game log ("Anna plays red 7")."""
        return self.action_to_str(action)

    def prompt(self, lang: str) -> str:
        """What the current player must do now, for the turn banner."""
        return ""

    # -- serialization ------------------------------------------------------------
    def to_json(self) -> dict:
        """JSON-able dict of the full state (rng included); made from ``CODEC`` when declared."""
        raise NotImplementedError(f"{type(self).__name__} declares no CODEC and has no to_json")

    @classmethod
    def from_json(cls, data: Mapping) -> "State":
        """Inverse of :meth:`to_json` (from ``CODEC``; a state without one overrides
        ``GameSpec.state_from_json`` instead)."""
        if cls.CODEC is None:
            raise NotImplementedError(f"{cls.__name__} declares no CODEC")
        return cls.CODEC.from_json(cls, data)

    @classmethod
    def from_view(cls, view: "View", unseen: Sequence) -> "State":
        """A full state (of this class) that agrees with everything ``view`` shows, with the
        hidden places filled from ``unseen``: the cards the viewer has not seen, in the
        order the AI dealt them. The rules know where hidden cards lie (other hands, the
        supply, cards out of the game) and fill them in a fixed order, documented by each
        game; the AI only shuffles (``ai.py``'s ``determinize``). The state's rng is a
        placeholder: the AI reseeds it. Raises ValueError if ``unseen`` does not fit."""
        raise NotImplementedError(f"{cls.__name__} does not build states from views")


class GameSpec(ABC):
    """Describes one game and builds its states. One instance per game, registered."""

    id: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[tuple[Option, ...]] = ()
    #: typical playing time in minutes (low, high), shown on the menu tile
    minutes: ClassVar[tuple[int, int]] = (30, 60)
    #: module holding the game's AIHooks (``tabletop.games.<id>.ai``), imported lazily
    ai_module: ClassVar[str | None] = None
    #: module holding the game's ``GameScene`` (default ``tabletop.games.<id>.scene``)
    scene_module: ClassVar[str | None] = None
    #: the modules the AI worker process imports to know this game (importing one that
    #: exposes ``GAME`` registers it); default: the module that defines the spec's class
    worker_modules: ClassVar[tuple[str, ...]] = ()
    #: the colours of the game's table and menu tile (style guide): (base, accent) RGB, or
    #: None for the app's own
    accents: ClassVar[tuple[tuple[int, int, int], tuple[int, int, int]] | None] = None

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        if not cls.worker_modules:
            cls.worker_modules = (cls.__module__,)
    #: the game's State class; with a ``CODEC`` it gives :meth:`state_from_json`, and its
    #: ``from_view`` gives :meth:`state_from_view`
    state_class: ClassVar[type[State] | None] = None

    def validate(self, setup: Setup) -> Setup:
        """Fill option defaults and check everything; raise :class:`SetupError` with a clear message."""
        n = setup.players
        if not isinstance(n, int) or isinstance(n, bool) or not self.min_players <= n <= self.max_players:
            raise SetupError(
                f"{self.id} is for {self.min_players}-{self.max_players} players, not {n!r}"
            )
        known = {o.key: o for o in self.options}
        unknown = sorted(set(setup.options) - set(known))
        if unknown:
            raise SetupError(f"{self.id} has no option {', '.join(map(repr, unknown))}")
        opts = {}
        for key, opt in known.items():
            value = setup.options.get(key, opt.default)
            if opt.players and n not in opt.players and value != opt.default:
                raise SetupError(f"option {key!r} is not available with {n} players")
            opts[key] = opt.check(value)
            most = dict(opt.limits).get(value) if opt.limits else None
            if most is not None and n > most:
                raise SetupError(f"option {key!r}: {value!r} is for at most {most} players, not {n}")
            first = opt.lo if opt.kind == "int" else 0  # the value that names the first seat
            if opt.seats and _is_int(value) and value - first >= n:
                raise SetupError(f"option {key!r}: seat {value - first + 1} does not exist with {n} players")
        if not isinstance(setup.seed, int) or isinstance(setup.seed, bool):
            raise SetupError("the seed must be a whole number")
        return Setup(n, opts, setup.seed)

    def new_game(self, setup: Setup) -> State:
        return self.new_state(self.validate(setup))

    @abstractmethod
    def new_state(self, setup: Setup) -> State:
        """A fresh state for a validated setup (shuffles with ``Rng(setup.seed)``)."""

    def state_from_json(self, data: Mapping) -> State:
        """Inverse of ``State.to_json`` (by default the ``state_class``'s ``from_json``)."""
        if self.state_class is None:
            raise NotImplementedError(f"{type(self).__name__} must set state_class or override state_from_json")
        return self.state_class.from_json(data)

    def state_from_view(self, view: View, unseen: Sequence) -> State:
        """A full state that agrees with ``view``, its hidden places filled from ``unseen``
        (the ``state_class``'s :meth:`State.from_view`): what an AI's ``determinize`` builds
        after dealing the unseen cards."""
        if self.state_class is None:
            raise NotImplementedError(f"{type(self).__name__} has no state_class")
        return self.state_class.from_view(view, unseen)

    #: the game's view class; with a :class:`FieldView`, :meth:`view_from_json` needs no override
    view_class: ClassVar[type[View] | None] = None

    def view_from_json(self, data: Mapping) -> View:
        """Inverse of ``View.to_json`` (by default the :class:`FieldView` ``view_class``'s own)."""
        if self.view_class is None or not issubclass(self.view_class, FieldView):
            raise NotImplementedError(
                f"{type(self).__name__} must set a FieldView view_class or override view_from_json")
        return self.view_class.from_json(data)

    def ai_hooks(self) -> "AIHooks":
        """This game's AI hooks (determinization, rollout policy, evaluation)."""
        import importlib

        if self.ai_module is None:
            raise NotImplementedError(f"{self.id} has no AI module")
        return importlib.import_module(self.ai_module).HOOKS

    # -- presentation (text lives in the game's catalog) ---------------------------
    def title(self, lang: str) -> str:
        return self.id

    def rules_summary(self, lang: str) -> list[RulesSection]:
        return []


class AIHooks(ABC):
    """Per-game knowledge the generic agents use. Lives in ``games/<id>/ai.py``."""

    #: stop rollouts after this many actions and use :meth:`evaluate` (None: play out)
    rollout_depth: int | None = None
    #: this game's ISMCTS budgets, level name -> (seconds, iteration cap); levels not
    #: named here use the engine's defaults (``tabletop.engine.agents.LEVELS``)
    levels: Mapping[str, tuple[float, int]] | None = None
    #: progressive bias (Chaslot et al. 2008), off at 0: a tree child's UCB value gets
    #: ``prior_weight * prior / (visits + 1)``, where ``prior`` is the share
    #: :meth:`action_prior` gave that action when the child was made; untried actions are
    #: then expanded best prior first (the heuristic's move first), so the search starts from
    #: the game's own policy and leaves it only with evidence
    prior_weight: float = 0.0
    #: with ``prior_weight`` > 0: the search answers the root action the prior favours
    #: unless the most visited one's mean reward (in [0, 1]) beats it by more than this
    #: margin (0: the most visited, always). Where the evaluation hardly tells the answers
    #: apart, the most visited one is picked by noise; this keeps the game's own policy
    #: there and leaves it only for a margin the search has measured
    departure_margin: float = 0.0
    #: False: the root's answers are chosen by UCB like every other node. True: the root runs
    #: sequential halving over its answers, each batch of iterations on one determinization and
    #: one roll-out seed shared by every answer still in, and answers the best mean among the
    #: last ones in (``tabletop.engine.ismcts._halving``); then ``departure_margin``
    root_halving: bool = False
    #: progressive widening (only with ``prior_weight`` > 0; None: off): a node that has been
    #: visited ``n`` times expands a new child only while it has fewer than
    #: ``1 + int(n ** widening)`` children among the actions legal there
    widening: float | None = None
    #: the UCB exploration constant for this game's search (None: the engine's 0.7); a game
    #: whose evaluations differ by a few hundredths needs a smaller one, or the search
    #: spreads its visits by exploration alone
    exploration: float | None = None
    #: False: every iteration samples its own determinization. True: a sample is dealt again
    #: (``determinize`` with the same seed) for the next iterations, and the root offers only
    #: the answers not yet tried on it, until every root answer has been tried on it (at most
    #: as many iterations as the root has answers); then a new sample. The root's UCB then
    #: compares its answers on the same hidden cards, which a game whose luck swamps the
    #: answers' differences needs (``tabletop.engine.ismcts``; with ``root_halving`` the
    #: halving's own pairing applies instead)
    paired_root: bool = False
    #: None, or ``decision_context(state, player)``: the private type of ``player`` in the
    #: searcher's determinized ``state`` (a hidden role, say; hashable) that its decisions
    #: depend on, or None. The search then keeps that seat's decisions apart per type (a
    #: chance node on the sampled type above them), so a seat is not played as one that
    #: has every role at once
    decision_context: Callable[[State, int], Hashable | None] | None = None

    def prepare(self, view: View) -> "SearchContext":
        """The context of one search from ``view``: an object that owns whatever the search
        caches (the unseen cards, distance fields, the root's priors...) and answers the
        search's calls (``determinize``, ``rollout_action``, ``evaluate``, ``action_prior``).
        The search makes one per decision and drops it at the end, so nothing a search
        caches outlives it or leaks into the next. Default: a :class:`SearchContext` that
        passes every call to these hooks (a game with nothing to cache needs no more)."""
        return SearchContext(self, view)

    @abstractmethod
    def determinize(self, view: View, rng: Rng) -> State:
        """A full state consistent with everything ``view.player`` knows.

        Hidden cards are dealt from what is unseen, respecting public counts, peeks
        and anything else the viewer knows; other seats' hidden commits are sampled;
        the returned state's own ``rng`` is reseeded from ``rng`` so future chance is
        unknown to the searcher.
        """

    def rollout_action(self, state: State, rng: Rng) -> Action:
        """Policy used in simulations (default: uniform random)."""
        return rng.choice(state.legal_actions())

    def evaluate(self, state: State) -> list[float]:
        """Per-seat value in [0, 1] of a non-terminal state at the rollout cut-off."""
        return state.returns()

    def action_prior(self, state: State, actions: Sequence[Action]) -> Sequence[float]:
        """Non-negative weights, one per action of ``actions`` (the legal actions of the
        searcher's determinized ``state``, in legal order): how much the game's own policy
        likes each. Used only when :attr:`prior_weight` > 0 (default: uniform)."""
        return [1.0] * len(actions)

    def heuristic_action(self, view: View, rng: Rng) -> Action:
        """The rule-based agent's choice (default: random legal action)."""
        return rng.choice(view.legal_actions())

    def for_level(self, level: str) -> "AIHooks":
        """The hooks the search of ``level`` (an agent's name: ``easy``, ``normal``, ``hard``,
        ``ismcts:N``) runs with (default: these). A game whose search stops gaining from
        more iterations can give a level more than a larger budget, e.g. a longer horizon
        (see :meth:`variant`)."""
        return self

    _variants = None

    def variant(self, **settings) -> "AIHooks":
        """These hooks with ``settings`` (attribute -> value) on top: a fresh instance of their
        class with the settings these hooks carry (when they are a variant themselves) and
        then ``settings``, made on the first call and the same object on every later one:
        what ``for_level`` hands a level that searches with other settings. Returns ``self``
        when it already has them."""
        for k in settings:
            if not hasattr(self, k):
                raise AttributeError(f"{type(self).__name__} has no setting {k!r}")
        if all(getattr(self, k) == v for k, v in settings.items()):
            return self
        key = tuple(sorted(settings.items()))
        if self._variants is None:
            self._variants = {}
        got = self._variants.get(key)
        if got is None:
            got = type(self)()
            for k, v in list(vars(self).items()) + list(settings.items()):
                if k != "_variants":
                    setattr(got, k, v)
            self._variants[key] = got
        return got

    def settled(self, view: View) -> Action | None:
        """The move the search levels play without searching, or None (default: search
        every real decision). For decisions the rule-based player answers as well as a
        search would, at a fraction of the cost (a game may settle the steps of a walk
        whose goal the searched card play already chose)."""
        return None


class SearchContext:
    """One search's dealings with a game's AI (made by :meth:`AIHooks.prepare`): it owns
    what the search caches and answers the search's calls. This base passes every call on
    to the hooks. A game that caches per search subclasses it (``ai.py``: ``class
    _Search(SearchContext)``), computes what depends on the view alone once in
    ``__init__`` or on first use, keeps per-sample caches as its attributes, and returns
    it from its hooks' ``prepare``; module-level caches and data written onto views have
    no place in an AI."""

    __slots__ = ("hooks", "view")

    def __init__(self, hooks: AIHooks, view: View):
        self.hooks = hooks
        self.view = view

    def determinize(self, rng: Rng) -> State:
        """A full state that agrees with the view (the hooks' ``determinize``)."""
        return self.hooks.determinize(self.view, rng)

    def rollout_action(self, state: State, rng: Rng) -> Action:
        return self.hooks.rollout_action(state, rng)

    def evaluate(self, state: State) -> list[float]:
        return self.hooks.evaluate(state)

    def action_prior(self, state: State, actions: Sequence[Action]) -> Sequence[float]:
        return self.hooks.action_prior(state, actions)


# -- helpers shared by every game --------------------------------------------------

def places_from_keys(keys: Sequence) -> list[int]:
    """Competition ranking (1, 1, 3) of seats by ``keys``, highest first. Keys may be tuples."""
    order = sorted(range(len(keys)), key=lambda i: keys[i], reverse=True)
    places = [0] * len(keys)
    for pos, seat in enumerate(order):
        if pos and keys[seat] == keys[order[pos - 1]]:
            places[seat] = places[order[pos - 1]]
        else:
            places[seat] = pos + 1
    return places


def returns_from_places(places: Sequence[int]) -> list[float]:
    """Map places to [0, 1]: seats tied for a place share the average of the slots they fill."""
    n = len(places)
    if n <= 1:
        return [1.0] * n
    out = []
    for p in places:
        tied = sum(1 for q in places if q == p)
        # slots p-1 .. p-2+tied (0-based), each worth (n-1-slot)/(n-1)
        slots = range(p - 1, p - 1 + tied)
        out.append(sum((n - 1 - s) / (n - 1) for s in slots) / tied)
    return out


def apply_checked(state: State, action: Action) -> None:
    """Apply ``action`` after checking it is legal; raise :class:`IllegalAction` if not."""
    if state.is_terminal():
        raise IllegalAction("the game is over")
    if action not in state.legal_actions():
        raise IllegalAction(f"{action!r} is not legal for seat {state.current_player()}")
    state.apply(action)
