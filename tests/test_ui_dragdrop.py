import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from tabletop.ui import theme, tween  # noqa: E402
from tabletop.ui.cards import CardSprite, Hand, draw_card_back, draw_card_face  # noqa: E402
from tabletop.ui.dragdrop import REASON_MS, DragController, DropTarget  # noqa: E402
from tabletop.ui.tween import Tweener  # noqa: E402


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((theme.W, theme.H))
    yield


@pytest.fixture(autouse=True)
def normal_speed():
    tween.set_duration_scale(1)
    yield
    tween.set_duration_scale(1)


class Table:
    """Three hand cards at y=600 (x = 300, 420, 540) and three targets in a row at y=200:
    "left" (x 200), "mid" (x 500), "right" (x 800). Card "a" may go left or mid,
    card "b" only right, card "c" is not draggable."""

    LEGAL = {"a": {"left": ("play", "a", "left"), "mid": ("play", "a", "mid")},
             "b": {"right": ("play", "b", "right")}}

    def __init__(self, **kw):
        face = draw_card_face(theme.HAND_CARD, "Test", "5", theme.OKABE_ITO["sky"], "star")
        self.cards = [CardSprite(k, face, draggable=(k != "c"), pos=(300 + 120 * i, 600))
                      for i, k in enumerate("abc")]
        self.targets = [DropTarget(key, pygame.Rect(x - 60, 120, 120, 160)) for key, x in
                        (("left", 200), ("mid", 500), ("right", 800))]
        self.drops, self.reasons, self.pickups, self.illegal = [], [], [], []
        self.ctrl = DragController(
            self.cards,
            lambda s: dict(self.LEGAL.get(s.key, {})),
            lambda s, k, a: self.drops.append((s.key, k, a)),
            lambda s, k: self.reasons.append((s.key, k)) or f"{s.key} cannot go to {k}",
            targets=self.targets,
            on_pickup=lambda s: self.pickups.append(s.key),
            on_illegal=lambda s, r: self.illegal.append(r),
            **kw,
        )
        self.card = {c.key: c for c in self.cards}
        self.target = {t.key: t for t in self.targets}

    def send(self, *events):
        pygame.event.clear()
        for etype, kw in events:
            pygame.event.post(pygame.event.Event(etype, **kw))
        results = [self.ctrl.handle(e) for e in pygame.event.get()
                   if e.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)]
        return results

    def drag(self, key, to, release=True, steps=4):
        x0, y0 = map(round, self.card[key].pos)
        ev = [(pygame.MOUSEMOTION, {"pos": (x0, y0)}), (pygame.MOUSEBUTTONDOWN, {"pos": (x0, y0), "button": 1})]
        for i in range(1, steps + 1):
            ev.append((pygame.MOUSEMOTION, {"pos": (round(x0 + (to[0] - x0) * i / steps), round(y0 + (to[1] - y0) * i / steps))}))
        if release:
            ev.append((pygame.MOUSEBUTTONUP, {"pos": to, "button": 1}))
        return self.send(*ev)

    def click(self, pos, button=1):
        return self.send((pygame.MOUSEMOTION, {"pos": pos}), (pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": button}),
                         (pygame.MOUSEBUTTONUP, {"pos": pos, "button": button}))

    def key(self, k, mod=0):
        return self.send((pygame.KEYDOWN, {"key": k, "mod": mod}))

    def run(self, ms=1000, step=16):
        t = 0
        while t < ms:
            self.ctrl.update(step)
            t += step

    def highlights(self):
        return {t.key: t.highlight for t in self.targets}


def test_legal_drop_calls_on_drop_with_the_action_and_card_lands():
    t = Table()
    t.drag("a", (500, 200))
    assert t.drops == [("a", "mid", ("play", "a", "mid"))]
    assert t.reasons == [] and t.pickups == ["a"]
    assert t.highlights() == {"left": None, "mid": None, "right": None}
    t.run(1000)
    assert t.card["a"].pos == (500.0, 200.0) == t.card["a"].base_pos
    assert not t.card["a"].floating and not t.card["a"].dragging
    assert not t.ctrl.animating


def test_drag_follows_pointer_keeping_grab_offset():
    t = Table()
    a = t.card["a"]
    t.send((pygame.MOUSEMOTION, {"pos": (320, 630)}), (pygame.MOUSEBUTTONDOWN, {"pos": (320, 630), "button": 1}),
           (pygame.MOUSEMOTION, {"pos": (330, 600)}), (pygame.MOUSEMOTION, {"pos": (400, 500)}))
    assert a.dragging and t.ctrl.mode == "dragging"
    # grabbed 20 px right of and 30 px below the centre: that offset is kept
    assert a.pos == (380.0, 470.0)
    assert t.ctrl.animating


def test_highlights_while_dragging_and_cleared_after():
    t = Table()
    t.drag("a", (330, 420), release=False)        # far from every target
    assert t.highlights() == {"left": "legal", "mid": "legal", "right": None}
    t.send((pygame.MOUSEMOTION, {"pos": (215, 230)}))   # over "left"
    assert t.highlights() == {"left": "target", "mid": "legal", "right": None}
    assert t.ctrl.emphasized == "left"
    t.send((pygame.MOUSEBUTTONUP, {"pos": (215, 230), "button": 1}))
    assert t.highlights() == {"left": None, "mid": None, "right": None}
    assert t.drops[0][1] == "left"


def test_nearest_target_near_but_not_under_is_emphasised():
    t = Table()
    # card centre ends 30 px right of the "mid" rect (x 440..560): within snap distance
    t.drag("a", (590, 200), release=False)
    assert t.ctrl.emphasized == "mid"
    t.send((pygame.MOUSEBUTTONUP, {"pos": (590, 200), "button": 1}))
    assert t.drops == [("a", "mid", ("play", "a", "mid"))]


def test_illegal_drop_explains_shakes_and_returns_home():
    t = Table()
    b = t.card["b"]
    home = b.base_pos
    t.drag("b", (200, 200))                       # "left" is not legal for b
    assert t.drops == []
    assert t.reasons == [("b", "left")]
    assert t.illegal == ["b cannot go to left"]
    assert t.ctrl.reason_text == "b cannot go to left"
    assert t.highlights() == {"left": None, "mid": None, "right": None}
    t.run(120)
    assert b.pos != home                          # still flying back
    t.run(600)
    assert b.pos == home and b.shake_x == 0.0 and not b.floating
    assert t.ctrl.reason_text is not None         # the reason stays ~2 s ...
    t.run(REASON_MS)
    assert t.ctrl.reason_text is None and not t.ctrl.animating


def test_illegal_drop_in_empty_space_asks_with_none():
    t = Table()
    t.drag("a", (900, 500))
    assert t.reasons == [("a", None)] and t.drops == []


def test_release_near_home_is_a_quiet_cancel():
    t = Table()
    a = t.card["a"]
    t.drag("a", (round(a.pos[0]) + 20, round(a.pos[1]) - 15))
    assert t.reasons == [] and t.drops == [] and t.ctrl.reason_text is None
    t.run(600)
    assert a.pos == a.base_pos


@pytest.mark.parametrize("how", ["escape", "right_click"])
def test_cancel_during_drag_flies_back(how):
    t = Table()
    a = t.card["a"]
    t.drag("a", (500, 200), release=False)
    if how == "escape":
        assert t.key(pygame.K_ESCAPE) == [True]
    else:
        t.send((pygame.MOUSEBUTTONDOWN, {"pos": (500, 200), "button": 3}))
    assert t.ctrl.mode == "idle" and not a.dragging
    t.send((pygame.MOUSEBUTTONUP, {"pos": (500, 200), "button": 1}))
    assert t.drops == [] and t.reasons == []
    assert t.highlights() == {"left": None, "mid": None, "right": None}
    t.run(600)
    assert a.pos == a.base_pos


def test_click_select_then_click_target():
    t = Table()
    a = t.card["a"]
    t.click((300, 600))
    assert a.selected and t.ctrl.mode == "selected"
    assert t.highlights() == {"left": "legal", "mid": "legal", "right": None}
    t.run(300)
    assert a.lift > theme.HOVER_LIFT               # a selected card rises
    t.send((pygame.MOUSEMOTION, {"pos": (200, 200)}))
    assert t.highlights()["left"] == "target"
    t.click((200, 200))
    assert t.drops == [("a", "left", ("play", "a", "left"))]
    assert not a.selected
    t.run(600)
    assert a.pos == (200.0, 200.0)


def test_click_plays_a_card_with_a_single_target_at_once_when_asked():
    t = Table()
    t.ctrl.click_plays_single = True
    t.click((420, 600))                            # "b" may only go right
    assert t.drops == [("b", "right", ("play", "b", "right"))]
    assert t.ctrl.mode == "idle"
    t.click((300, 600))                            # "a" has two targets: selected, not played
    assert t.card["a"].selected and len(t.drops) == 1


def test_click_selected_card_again_deselects_and_illegal_target_explains():
    t = Table()
    a = t.card["a"]
    t.click((300, 600))
    t.click((300, 590))
    assert not a.selected and t.ctrl.mode == "idle"
    assert t.highlights() == {"left": None, "mid": None, "right": None}
    t.click((300, 600))
    t.click((800, 200))                             # "right" is not legal for a
    assert t.drops == [] and t.reasons == [("a", "right")] and not a.selected


def test_clicking_another_card_switches_selection():
    t = Table()
    t.click((300, 600))
    t.click((420, 600))
    assert not t.card["a"].selected and t.card["b"].selected
    assert t.highlights() == {"left": None, "mid": None, "right": "legal"}


def test_non_draggable_card_is_ignored():
    t = Table()
    c = t.card["c"]
    assert t.click((540, 600)) == [False, False, False]
    t.drag("c", (500, 200))
    assert t.ctrl.mode == "idle" and not c.dragging and t.drops == [] and t.pickups == []


def test_keyboard_flow():
    t = Table()
    assert t.key(pygame.K_TAB) == [True]
    assert t.ctrl.focused is t.card["a"] and t.card["a"].focused
    t.key(pygame.K_TAB)
    assert t.ctrl.focused is t.card["b"] and not t.card["a"].focused
    t.key(pygame.K_TAB, pygame.KMOD_LSHIFT)
    assert t.ctrl.focused is t.card["a"]
    t.key(pygame.K_RETURN)
    assert t.card["a"].selected
    assert t.ctrl.emphasized == "left"                     # first legal target, left to right
    assert t.highlights() == {"left": "target", "mid": "legal", "right": None}
    t.key(pygame.K_RIGHT)
    assert t.ctrl.emphasized == "mid"
    t.key(pygame.K_RIGHT)
    assert t.ctrl.emphasized == "left"                     # wraps around legal targets only
    t.key(pygame.K_LEFT)
    assert t.ctrl.emphasized == "mid"
    t.key(pygame.K_RETURN)
    assert t.drops == [("a", "mid", ("play", "a", "mid"))]
    assert t.highlights() == {"left": None, "mid": None, "right": None}


def test_keyboard_escape_cancels_selection():
    t = Table()
    t.key(pygame.K_TAB)
    t.key(pygame.K_SPACE)
    assert t.card["a"].selected
    assert t.key(pygame.K_ESCAPE) == [True]
    assert not t.card["a"].selected and t.ctrl.mode == "idle" and t.drops == []
    assert t.highlights() == {"left": None, "mid": None, "right": None}
    assert t.key(pygame.K_ESCAPE) == [True]                # then clears keyboard focus
    assert t.key(pygame.K_ESCAPE) == [False]               # and then leaves Esc to the scene


def test_tab_skips_non_draggable_cards():
    t = Table()
    seen = []
    for _ in range(4):
        t.key(pygame.K_TAB)
        seen.append(t.ctrl.focused.key)
    assert seen == ["a", "b", "a", "b"]


def test_sprite_target_mirrors_highlight_and_restores_it():
    t = Table()
    pile = CardSprite("pile", None, draw_card_back(theme.TABLE_CARD, (20, 40, 80), (200, 170, 70), "rays"),
                      face_up=False, pos=(1000, 200))
    pile.highlight = "last"
    t.ctrl.set_targets(t.targets + [DropTarget("pile", sprite=pile)])
    t.LEGAL = {"a": {"pile": "to-pile"}}
    t.drag("a", (990, 210), release=False)
    assert pile.highlight == "target"
    t.send((pygame.MOUSEBUTTONUP, {"pos": (990, 210), "button": 1}))
    assert t.drops == [("a", "pile", "to-pile")]
    assert pile.highlight == "last"


def test_disabling_cancels_drag_and_ignores_input():
    t = Table()
    t.drag("a", (500, 200), release=False)
    t.ctrl.set_enabled(False)
    assert not t.card["a"].dragging and t.highlights()["mid"] is None
    assert t.click((420, 600)) == [False, False, False]
    t.ctrl.set_enabled(True)
    t.drag("b", (800, 200))
    assert t.drops == [("b", "right", ("play", "b", "right"))]


def test_hover_lifts_the_card_under_the_pointer_only():
    t = Table()
    t.send((pygame.MOUSEMOTION, {"pos": (420, 600)}))
    t.run(300)
    assert t.card["b"].hovered and t.card["b"].lift == theme.HOVER_LIFT
    assert t.card["a"].lift == 0 and not t.card["c"].hovered
    t.send((pygame.MOUSEMOTION, {"pos": (1100, 400)}))
    t.run(300)
    assert not t.card["b"].hovered and t.card["b"].lift == 0


def test_duration_scale_zero_returns_card_on_next_update():
    tween.set_duration_scale(0)
    t = Table()
    t.drag("b", (200, 200))
    t.ctrl.update(16)
    assert t.card["b"].pos == t.card["b"].base_pos


def test_targets_for_must_return_a_dict():
    t = Table()
    t.ctrl.targets_for = lambda s: [("left", 1)]
    with pytest.raises(TypeError, match="dict"):
        t.drag("a", (500, 200))


def test_removed_card_is_forgotten():
    t = Table()
    t.click((300, 600))
    t.cards.remove(t.card["a"])
    t.ctrl.update(16)
    assert t.ctrl.mode == "idle" and t.ctrl.active is None
    assert t.highlights() == {"left": None, "mid": None, "right": None}


def test_draw_smoke_and_hand_layout_with_drag():
    t = Table()
    tw = Tweener()
    hand = Hand(tw, center=(640, 620), max_width=400)
    hand.set_cards(t.cards, animate=False)
    xs = [c.pos[0] for c in t.cards]
    assert xs == sorted(xs) and xs[-1] - xs[0] + theme.HAND_CARD[0] <= 400 + 1e-6
    screen = pygame.display.get_surface()
    t.drag("a", (500, 200), release=False)
    hand.update(16)
    hand.draw(screen)
    t.ctrl.draw(screen)
    t.send((pygame.MOUSEBUTTONUP, {"pos": (900, 500), "button": 1}))
    t.ctrl.draw(screen)                                     # with the reason bubble
    assert t.ctrl.reason_text


def test_hand_spreads_around_hovered_card():
    tw = Tweener()
    hand = Hand(tw, center=(640, 600), max_width=500)
    cards = [CardSprite(i, None, pos=(0, 0)) for i in range(10)]
    hand.set_cards(cards, animate=False)
    plain = hand.positions(10)
    step = plain[1][0] - plain[0][0]
    assert step < theme.HAND_CARD[0]                        # they overlap to fit
    assert plain[-1][0] - plain[0][0] + theme.HAND_CARD[0] == pytest.approx(500)
    spread = hand.positions(10, hovered=4)
    assert spread[5][0] - spread[4][0] >= theme.HAND_CARD[0]   # the hovered card shows whole
    assert spread[-1][0] - spread[0][0] == pytest.approx(plain[-1][0] - plain[0][0])
    cards[4].hovered = True
    hand.update(16)
    tw.finish_all()
    assert [c.pos for c in cards] == spread == [c.base_pos for c in cards]


def test_card_at_picks_topmost_and_keeps_the_hovered_card():
    a = CardSprite("a", None, pos=(300, 300), draggable=True)
    b = CardSprite("b", None, pos=(340, 300), draggable=True)   # overlaps a, drawn later
    from tabletop.ui.cards import card_at
    assert card_at([a, b], (320, 300)) is b
    a.hovered = True                                           # a hovered card stays on top of its neighbours
    assert card_at([a, b], (320, 300)) is a
    b.draggable = False
    a.hovered = False
    assert card_at([a, b], (320, 300), draggable_only=True) is a
    assert card_at([a, b], (900, 300)) is None


def test_flip_to_swaps_side_halfway():
    tw = Tweener()
    c = CardSprite("x", draw_card_face(theme.TABLE_CARD, "", "3", (0, 114, 178), "drop"),
                   draw_card_back(theme.TABLE_CARD, (30, 30, 60), (200, 170, 80), "dots"), face_up=False)
    c.flip_to(True, tw, 200)
    tw.update(60)
    assert not c.face_up and 0 < c.flip < 1
    c.draw(pygame.display.get_surface())                       # squeezed drawing works
    tw.update(60)
    assert c.face_up
    tw.finish_all()
    assert c.flip == 1.0 and c.face_up


def test_generated_faces_and_backs():
    f1 = draw_card_face(theme.HAND_CARD, "Guard", "1", (230, 159, 0), "star")
    assert f1.get_size() == theme.HAND_CARD
    assert draw_card_face(theme.HAND_CARD, "Guard", "1", (230, 159, 0), "star") is f1      # cached
    assert f1.get_at((0, 0)).a == 0 and f1.get_at((50, 70)).a == 255                        # rounded corners
    b = draw_card_back(theme.TABLE_CARD, (24, 34, 72), (214, 176, 72), "rays")
    assert b.get_size() == theme.TABLE_CARD
    with pytest.raises(ValueError, match="motif"):
        draw_card_back(theme.TABLE_CARD, (0, 0, 0), (1, 1, 1), "paisley")
    with pytest.raises(ValueError):
        draw_card_face((0, 10), "", "1", (0, 0, 0), "star")


def test_layered_controller_draws_nothing_in_the_widget_pass():
    t = Table()
    screen = pygame.Surface((theme.W, theme.H))
    t.drag("a", (500, 200), release=False)
    screen.fill((0, 0, 0))
    t.ctrl.layered = True
    t.ctrl.draw(screen)
    assert screen.get_at((500, 200)) == (0, 0, 0, 255)       # nothing drawn
    assert screen.get_at((200, 120)) == (0, 0, 0, 255)       # not even the legal glow of "left"
    t.ctrl.layered = False
    t.ctrl.draw(screen)
    assert screen.get_at((500, 200)) != (0, 0, 0, 255)       # the dragged card is drawn
