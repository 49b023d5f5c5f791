"""Text layout: CJK-aware line breaking with kinsoku, and cached rendering."""

from __future__ import annotations

from functools import lru_cache

import pygame

from . import theme
from .fonts import font, line_height

# A line may not start with these (kinsoku shori, 行頭禁則).
NO_LINE_START = set("、。，．・：；？！ー」』）］｝〕〉》】〙〗｣’”ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々ゝゞヽヾ,.:;!?)]}%…‥〜")
# A line may not end with these (行末禁則).
NO_LINE_END = set("「『（［｛〔〈《【〘〖｢‘“([{")


def _is_wide(ch: str) -> bool:
    o = ord(ch)
    return (
        0x3000 <= o <= 0x30FF      # CJK punctuation, kana
        or 0x3400 <= o <= 0x9FFF   # CJK ideographs
        or 0xF900 <= o <= 0xFAFF
        or 0xFF00 <= o <= 0xFFEF   # full/halfwidth forms
    )


def _is_katakana(ch: str) -> bool:
    return "\u30a1" <= ch <= "\u30fa" or ch == "\u30fc"  # ァ..ヺ and the long mark ー (not ・)


KATAKANA_WORD = 6  # a katakana word up to this long stays on one line (カー/ド never splits);
# a longer one (アクションカード) may break anywhere, as Japanese text does, rather than leave a gap


QUOTE_WORD = 8  # a quoted name up to this long (「交換しない」, a button's label) stays on one line


def tokens(text: str) -> list[str]:
    """Split into breakable units: each CJK character alone, except that a short katakana word
    (up to ``KATAKANA_WORD``) and a short name in 「」 (up to ``QUOTE_WORD`` inside) stay
    whole; Latin words with their trailing space."""
    return _quoted(_units(text))


def _quoted(units: list[str]) -> list[str]:
    out: list[str] = []
    i = 0
    while i < len(units):
        if units[i] == "「":
            j, inside = i + 1, 0
            while j < len(units) and units[j] != "」" and inside <= QUOTE_WORD:
                inside += len(units[j])
                j += 1
            if j < len(units) and units[j] == "」" and inside <= QUOTE_WORD:
                out.append("".join(units[i:j + 1]))
                i = j + 1
                continue
        out.append(units[i])
        i += 1
    return out


def _units(text: str) -> list[str]:
    out: list[str] = []
    word = ""
    run = ""  # the katakana word being read

    def flush_run() -> None:
        nonlocal run
        if run:
            out.extend([run] if len(run) <= KATAKANA_WORD else list(run))
            run = ""

    for ch in text:
        if _is_wide(ch) and _is_katakana(ch):
            if word:
                out.append(word)
                word = ""
            run += ch
            continue
        flush_run()
        if _is_wide(ch):
            if word:
                out.append(word)
                word = ""
            out.append(ch)
        elif ch == " ":
            out.append(word + " ")
            word = ""
        else:
            word += ch
    flush_run()
    if word:
        out.append(word)
    return out


def wrap(text: str, width: int, f: pygame.font.Font) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` px; honours newlines and kinsoku: no
    line starts with closing punctuation (、。）…) and none ends with an opening bracket (「（…),
    whatever stands next to them (a kana, a digit, a Latin word): the unit before the break
    goes down to the next line with it. A Japanese paragraph never ends on a line of one or two
    characters ("す。" alone): its lines are then filled a little shorter, as many as before."""
    lines: list[str] = []
    for para in showable(text).split("\n"):
        out = _wrap_para(para, width, f)
        if len(out) >= 2 and _widow(out[-1]):
            out[-2:] = _unwidow(out[-2], out[-1], width, f)
        lines += out
    return lines


def _body(line: str) -> list[str]:
    return [c for c in line if c not in NO_LINE_START and c not in NO_LINE_END and not c.isspace()]


def _widow(line: str) -> bool:
    """A last line of Japanese too short to stand alone (one or two characters and punctuation)."""
    body = _body(line)
    return 0 < len(body) <= 2 and all(_is_wide(c) for c in body)


def _unwidow(prev: str, last: str, width: int, f: pygame.font.Font) -> list[str]:
    """The last two lines with a few units of ``prev`` carried down, so the last one holds at
    least four characters (kinsoku kept); unchanged when that cannot be done well."""
    units, tail = tokens(prev), last
    while units and (len(_body(tail)) < 4 or tail[:1] in NO_LINE_START or units[-1].rstrip()[-1:] in NO_LINE_END):
        tail = units.pop() + tail
    head = "".join(units).rstrip()
    if len(_body(head)) < 4 or f.size(tail)[0] > width:
        return [prev, last]
    return [head, tail]


def _wrap_para(para: str, width: int, f: pygame.font.Font) -> list[str]:
    """:func:`wrap` of one paragraph (no newlines), without the widow rule."""
    toks = tokens(para)
    if not toks:
        return [""]
    lines: list[str] = []
    line: list[str] = []  # the tokens of the line being filled
    i = 0
    while i < len(toks):
        tok = toks[i]
        if f.size(("".join(line) + tok).rstrip())[0] <= width:
            line.append(tok)
            i += 1
            continue
        if not line:
            word = tok.rstrip()
            if len(word) > 1:  # one over-long word on its own: hard-split it by characters
                cut = max(1, longest_head(word[:-1], width, f))
                while cut > 1 and (word[cut] in NO_LINE_START or word[cut - 1] in NO_LINE_END):
                    cut -= 1  # kinsoku inside the word too ("(3,4)." never leaves "." alone)
                lines.append(word[:cut])
                toks[i] = tok[cut:]
            else:  # a single glyph wider than the box: it still has to go somewhere
                line.append(tok)
                i += 1
            continue
        # break before ``tok``, respecting kinsoku: the last unit goes down with it
        while len(line) > 1 and (toks[i][:1] in NO_LINE_START or line[-1].rstrip()[-1:] in NO_LINE_END):
            i -= 1
            toks[i] = line.pop()
        lines.append("".join(line).rstrip())
        line = []
    if line:
        lines.append("".join(line).rstrip())
    return lines


def longest_head(text: str, width: int, f: pygame.font.Font, suffix: str = "") -> int:
    """How many leading characters of ``text`` fit in ``width`` px with ``suffix`` after them: a
    binary search (a 100,000-character text costs ~17 measurements, not one per character)."""
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(text[:mid] + suffix)[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return lo


def showable(text: str) -> str:
    """``text`` with what no font can draw replaced by ``?``: lone surrogates (each byte of a file
    name that is not valid UTF-8 comes out of ``os.listdir`` as one) and NUL."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = "".join("?" if "\ud800" <= ch <= "\udfff" else ch for ch in text)
    return text.replace("\x00", "?") if "\x00" in text else text


@lru_cache(maxsize=512)
def render(text: str, size: int = theme.S, color=theme.TEXT, bold: bool = False) -> pygame.Surface:
    """One line of anti-aliased text (cached)."""
    return font(size, bold).render(showable(text), True, color)


@lru_cache(maxsize=512)
def render_fit(text: str, size: int, color, max_w: int, bold: bool = False,
               min_size: int | None = None) -> pygame.Surface:
    """One line no wider than ``max_w`` (cached): at ``size``, else at the largest size down to
    ``min_size`` that fits, else at the smallest, cut short with an ellipsis."""
    smallest = min(size, min_size or size)
    text = showable(text)
    for s in range(size, smallest - 1, -1):
        if font(s, bold).size(text)[0] <= max_w:
            return render(text, s, color, bold)
    cut = longest_head(text, max_w, font(smallest, bold), "…")
    return render(text[:cut] + "…", smallest, color, bold)


def render_block(text: str, width: int, size: int = theme.S, color=theme.TEXT, bold: bool = False,
                 align: str = "left") -> pygame.Surface:
    """Wrapped multi-line text as one transparent surface."""
    f = font(size, bold)
    lines = wrap(text, width, f)
    lh = line_height(size)
    surf = pygame.Surface((max(1, width), max(1, lh * len(lines))), pygame.SRCALPHA)
    for n, line in enumerate(lines):
        img = render(line, size, color, bold)
        x = 0 if align == "left" else (width - img.get_width()) // 2 if align == "center" else width - img.get_width()
        surf.blit(img, (x, n * lh + (lh - img.get_height()) // 2))
    return surf


def block_height(text: str, width: int, size: int = theme.S, bold: bool = False) -> int:
    return line_height(size) * len(wrap(text, width, font(size, bold)))
