"""The pictures' kept parts (issue 43): a picture built from parts drawn earlier is, pixel for
pixel, the picture drawn with nothing kept, and a part is drawn again whenever anything it shows
changes.  The independent truth is the drawing without the cache: `draw_table` keeps no part,
and a hand drawn after its cache is emptied."""

from __future__ import annotations

import dataclasses
import io
import random
from collections.abc import Iterator

import pytest
from PIL import Image

import bot.pictures.pictures as pictures_module
import bot.pictures.table as table_module
from bot.pictures.art import CardArt, Deck
from bot.pictures.indexed import Kept, mapped, png_indexed
from bot.pictures.pictures import hand_picture
from bot.pictures.table import draw_table, table_picture
from engine.cards import ALL_CARDS
from engine.rules import Rules
from engine.views import PublicView
from tests.test_table_picture import VARIETIES, states


@pytest.fixture(scope="module")
def art() -> CardArt:
    return CardArt(None)


def indexes(data: bytes) -> tuple[bytes, list[int]]:
    """A PNG's palette indexes, row by row, and its palette."""
    with Image.open(io.BytesIO(data)) as image:
        assert image.mode == "P"
        return image.tobytes(), image.getpalette() or []


def drawn_afresh(view: PublicView, deck: Deck, art: CardArt) -> tuple[bytes, list[int]]:
    """The picture drawn with no part kept, mapped to the same palette."""
    chosen = table_module.palette(art, deck)
    return mapped(draw_table(view, deck, art).image, chosen).tobytes(), chosen.getpalette() or []


def many_views() -> Iterator[tuple[PublicView, Deck]]:
    """Every step of random deals of every variety at three to eight seats, both decks: the steps
    of one table follow each other, so most of a picture's parts were drawn for the one before."""
    for k, rules in enumerate(VARIETIES):
        for players in (3, 6, 8) if rules.max_seats == 8 else (3, 6):
            for _, view in states(rules, players, 500 + 10 * k + players, 2):
                yield view, list(Deck)[(k + players) % 2]


def mismatches(art: CardArt) -> tuple[int, int]:
    """Pictures sent that differ from the same picture drawn afresh, and pictures compared."""
    wrong = seen = 0
    for view, deck in many_views():
        wrong += indexes(table_picture(view, deck, art)) != drawn_afresh(view, deck, art)
        seen += 1
    return wrong, seen


def test_a_picture_of_kept_parts_is_the_picture_drawn_afresh(art):
    table_module._kept_parts.clear()
    wrong, seen = mismatches(art)
    kept = table_module._kept_parts
    assert seen > 200 and kept.hits > 3 * seen  # many parts were pasted from the cache...
    assert wrong == 0  # ...and not one picture differs by one pixel


def test_the_check_catches_a_part_kept_without_its_chips(art, monkeypatch):
    """A cache that forgets a plate's stack shows a stale stack, and the check above sees it."""
    honest = table_module.part_key

    def forgetful(face, deck, chosen, cards):
        if isinstance(face, table_module.PlateFace):
            face = dataclasses.replace(face, stack="")
        return honest(face, deck, chosen, cards)

    monkeypatch.setattr(table_module, "part_key", forgetful)
    monkeypatch.setattr(table_module, "_kept_parts", Kept(1 << 16))
    wrong, seen = mismatches(art)
    assert wrong > seen // 10


@pytest.mark.parametrize("field", [f.name for f in dataclasses.fields(table_module.PlateFace) if f.name != "place"])
def test_a_change_in_any_field_a_plate_shows_changes_its_picture(art, field):
    """Each field of a seat's plate is drawn: change it alone and the plate's pixels change (so
    a key without it would paste a wrong plate)."""
    view = next(v for _, v in states(Rules(), 4, 8, 1) if v.to_act is not None)
    place = table_module.seat_places(len(view.seats))[0]
    face = table_module.seat_faces(view, 0, place)[0]
    changed = {"name": "Somebody else", "stack": "999", "lit": not face.lit, "took": not face.took,
               "dim": not face.dim, "dealer": None if face.dealer else "D"}[field]
    other = dataclasses.replace(face, **{field: changed})
    box = table_module.seat_boxes(place)[0]
    assert (table_module._draw_part(face, box, ()).image.tobytes()
            != table_module._draw_part(other, box, ()).image.tobytes())


def hands(rng: random.Random, count: int) -> Iterator[tuple[tuple, Deck]]:
    """Random hands of one to five cards (None: a back), in either deck: some asked again, some
    the cards of one asked before in another order or the other deck."""
    asked: list[tuple[tuple, Deck]] = []
    for _ in range(count):
        roll = rng.random()
        if asked and roll < 0.6:
            cards, deck = rng.choice(asked)
            if roll < 0.2:
                cards = tuple(reversed(cards))
            elif roll < 0.4:
                deck = next(d for d in Deck if d != deck)
        else:
            cards, deck = tuple(rng.sample([*ALL_CARDS, None], rng.randint(1, 5))), rng.choice(list(Deck))
        asked.append((cards, deck))
        yield cards, deck


def hand_mismatches(art: CardArt, monkeypatch: pytest.MonkeyPatch) -> tuple[int, int]:
    """Hand pictures sent that differ from the same hand drawn with an empty cache, and the
    hands compared; the cache is the module's own, kept across the hands."""
    wrong = seen = 0
    for cards, deck in hands(random.Random(4), 300):
        sent = hand_picture(cards, deck, art)
        with monkeypatch.context() as fresh:
            fresh.setattr(pictures_module, "_hands", Kept(256))
            wrong += indexes(sent) != indexes(hand_picture(cards, deck, art))
        seen += 1
    return wrong, seen


def test_a_kept_hand_picture_is_the_hand_drawn_afresh(art, monkeypatch):
    monkeypatch.setattr(pictures_module, "_hands", Kept(256))
    wrong, seen = hand_mismatches(art, monkeypatch)
    assert pictures_module._hands.hits > 50  # many were sent again from the cache...
    assert wrong == 0 and seen == 300  # ...each the same picture as drawn afresh


def test_the_check_catches_a_hand_kept_by_its_cards_in_any_order(art, monkeypatch):
    monkeypatch.setattr(pictures_module, "hand_key", lambda cards, deck, chosen, faces: frozenset(cards))
    monkeypatch.setattr(pictures_module, "_hands", Kept(256))
    wrong, _ = hand_mismatches(art, monkeypatch)
    assert wrong > 10


def test_the_png_writer_keeps_every_index_and_the_palette():
    """`png_indexed` against Pillow's reading: random indexes over a random palette come back."""
    rng = random.Random(5)
    image = Image.frombytes("P", (37, 23), bytes(rng.randrange(64) for _ in range(37 * 23)))
    palette = [rng.randrange(256) for _ in range(3 * 64)]
    image.putpalette(palette)
    for level in (1, 2, 3, 6):
        data, colours = indexes(png_indexed(image, level))
        assert data == image.tobytes() and colours[: 3 * 64] == palette
