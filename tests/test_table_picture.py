"""The table's picture (bot/pictures/table.py) and its description (bot/text/table_picture.py):
drawn from the public view only, readable at the size Discord shows it, the same facts in words.
"""

from __future__ import annotations

import dataclasses
import io
import random
from collections.abc import Iterator

import pytest
from PIL import Image, ImageChops, ImageStat

import bot.pictures.table as table_module
from bot.pictures.art import CardArt, Deck
from bot.pictures.table import H, W, draw_table, seat_places, table_picture
from bot.text.i18n import SOURCE, speaking
from bot.text.render import deal_kind, symbols
from bot.text.table_picture import DESCRIPTION_LIMIT, short_chips, table_description
from engine.actions import Bet, Call, ComeIn, Draw
from engine.cards import Card
from engine.deal import Deal, random_legal_action
from engine.rules import Rules
from engine.stud import StudDeal
from engine.table import new_table
from engine.views import PublicView
from engine.whisky import WhiskyDeal, random_whisky_action
from tests.engine_helpers import make_deal, play
from tests.public_words import LOCALES
from tests.table_invariants import cards_in, public_cards

# Names as members choose them: long, with emoji, in scripts the picture's font has not.
NAMES = ["Ada", "Bertie 🎲🎲", "Clémentine Dubois-Marchand of the Long Table", "Фёдор", "🃏🃏", "Gus",
         "Hildegard von Bingen", "x" * 40]

# Every variety and kind of deal: an ordinary pool (straddles), jack-pots, stud, straight, whisky.
VARIETIES = [Rules(), Rules(all_jackpots=True, kitty="house"), Rules(variety="stud"),
             Rules(variety="straight"), Rules(variety="whisky"), Rules(betting="table_stakes", max_seats=8)]


def _ids(rules: Rules) -> str:
    return f"{rules.variety}-{'jackpots' if rules.all_jackpots else rules.betting}"


def states(rules: Rules, players: int, seed: int, deals: int) -> Iterator[tuple[Deal, PublicView]]:
    """Every step of random deals at one table: the deal and its public view, named."""
    rng = random.Random(seed)
    table, _ = new_table(rules, [f"P{i}" for i in range(players)], seed=seed)
    names = {f"P{i}": NAMES[(i + seed) % len(NAMES)] for i in range(players)}
    for number in range(deals):
        if len(table.players_with_chips()) < 2:
            return
        deal = table.start(seed=f"{seed}:{number}")
        pick = random_whisky_action if isinstance(deal, WhiskyDeal) else random_legal_action
        while True:
            yield deal, deal.view().with_names(names)
            if deal.result is not None:
                break
            deal.apply(pick(deal, rng))  # type: ignore[arg-type]
        table.settle(deal)


# ----- privacy: no card the table was not shown ------------------------------------------------

class Watched(CardArt):
    """Card art that notes every card asked of it: every card pasted into a picture."""

    def __init__(self) -> None:
        super().__init__(None)
        self.pasted: list[Card | None] = []

    def face(self, card, deck):
        self.pasted.append(card)
        return super().face(card, deck)


def seen_by_all(deal: Deal, seat: int) -> set[Card]:
    """The cards of a seat's hand the whole table sees, by the deal itself: those shown,
    stud's up-cards, and in whisky poker those that lay face up in the widow."""
    seen = set(deal.shown.get(seat, ()))
    if isinstance(deal, StudDeal):
        seen |= set(deal.up_cards(seat))
    if isinstance(deal, WhiskyDeal):
        seen |= set(deal.hands[seat]) & deal.face_up
    return seen


def problems_in(deal: Deal, view: PublicView, art: Watched, deck: Deck) -> list[str]:
    """What is wrong with the cards of one picture of this deal: a face the table was not
    shown, a card hidden now, or not one card drawn for each card held (a back if unseen)."""
    art.pasted.clear()
    draw_table(view, deck, art)
    faces = [c for c in art.pasted if c is not None]
    shown = public_cards(view.to_dict())  # every card in the view, as text: what the table was shown
    hidden: set[Card] = set()
    backs = 0
    held = 0
    for s, hand in enumerate(deal.hands):
        unseen = set(hand) - seen_by_all(deal, s)
        hidden |= unseen
        if view.seats[s].status == "in":
            backs += len(unseen)
            held += len(hand)
        else:
            held += len(view.seats[s].shown or getattr(view.seats[s], "up", ()))
    if isinstance(deal, WhiskyDeal):
        held += len(deal.widow)
        if not deal.widow_up:
            hidden |= set(deal.widow)
            backs += len(deal.widow)
    out = []
    if not {str(c) for c in faces} <= shown:
        out.append(f"deal {deal.setup.number}: faces never shown: {sorted(map(str, set(faces)))}")
    if set(faces) & hidden:
        out.append(f"deal {deal.setup.number}: faces hidden now: {sorted(map(str, set(faces) & hidden))}")
    if art.pasted.count(None) != backs or len(art.pasted) != held:
        out.append(f"deal {deal.setup.number}: {art.pasted.count(None)} backs of {len(art.pasted)} cards, "
                   f"not {backs} of {held}")
    return out


def every_picture(art: Watched, deals: int = 5) -> Iterator[list[str]]:
    for k, rules in enumerate(VARIETIES):
        for players in (3, 8 if rules.max_seats == 8 else 6):
            for deal, view in states(rules, players, 10 * k + players, deals):
                yield problems_in(deal, view, art, list(Deck)[players % 2])


@pytest.mark.parametrize("locale", LOCALES)
def test_a_table_picture_pastes_only_cards_the_table_was_shown(locale):
    """Random deals of every variety, a picture at every step, its words in each language: every
    face pasted is one the table was shown and is not hidden now, and each card held is drawn
    once (a back if unseen). Five deals a table in English, one in each other language."""
    art = Watched()
    pictures = faces = 0
    deals = 5 if locale == SOURCE else 1
    with speaking(locale):
        for found in every_picture(art, deals):
            assert not found, found
            pictures += 1
            faces += sum(c is not None for c in art.pasted)
    assert pictures > 100 * deals and faces > 200 * deals  # the check saw many faces, not an empty table


@pytest.mark.parametrize("locale", LOCALES)
def test_the_check_catches_a_drawer_that_pastes_a_hidden_card(monkeypatch, locale):
    """A drawer that pastes the hand of the seat to act, as his private view has it, is caught,
    whatever language the picture's words are in."""
    honest = table_module.seat_cards
    current: list[tuple[Deal, PublicView]] = []

    def leaky(seat):
        deal, view = current[0]
        if view.to_act is not None and seat is view.seats[view.to_act]:
            return list(deal.seat_view(view.to_act).hand)
        return honest(seat)

    monkeypatch.setattr(table_module, "seat_cards", leaky)
    art = Watched()
    caught = 0
    with speaking(locale):
        for deal, view in states(Rules(), 4, 3, 3 if locale == SOURCE else 1):
            current[:] = [(deal, view)]
            if view.to_act is not None and deal.hands[view.to_act]:
                caught += bool(problems_in(deal, view, art, Deck.CLASSIC))
    assert caught > (10 if locale == SOURCE else 3)


def _shown_to_act(view: PublicView, deal: Deal) -> PublicView:
    """The view with the hand of the seat to act face up, as a leaky describer would have it."""
    seats = tuple(dataclasses.replace(s, shown=tuple(deal.hands[i])) if i == view.to_act and deal.hands[i] else s
                  for i, s in enumerate(view.seats))
    return dataclasses.replace(view, seats=seats)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_description_names_no_card_the_table_was_not_shown_in_any_language(locale):
    """The alt text, in each language, every variety: no card the table was not shown; and the
    same check fails one that writes the hand of the seat to act."""
    caught = described = 0
    with speaking(locale):
        for rules, players in ((Rules(variety="stud"), 5), (Rules(variety="whisky"), 6), (Rules(), 4)):
            for deal, view in states(rules, players, 6, 2):
                shown = public_cards(view.to_dict())
                assert cards_in(table_description(view)) <= shown, table_description(view)
                described += 1
                if view.to_act is not None:
                    caught += not cards_in(table_description(_shown_to_act(view, deal))) <= shown
    assert described > 50 and caught > 20


# ----- readable on a phone ------------------------------------------------------------------

DISCORD_BOX = (400, 300)  # Discord shows an embed's image within this: the full 400 wide at 4:3
LEAST_CAP = 9  # pixels: the capitals of every word, at the size Discord shows the picture


def shown_scale(image: Image.Image) -> float:
    return min(DISCORD_BOX[0] / image.width, DISCORD_BOX[1] / image.height)


def legibility_problems(drawn: table_module.Drawn) -> list[str]:
    """Every text drawn, by the metrics of the font it was drawn in: capitals at least
    `LEAST_CAP` pixels tall once the picture is shrunk as Discord shows it, inside the picture,
    and over no other text."""
    scale = shown_scale(drawn.image)
    out = [f"{t.text!r}: capitals {t.cap * scale:.1f} pixels" for t in drawn.texts if t.cap * scale < LEAST_CAP]
    out += [f"{t.text!r} is cut by the edge" for t in drawn.texts
            if t.box[0] < 0 or t.box[1] < 0 or t.box[2] > drawn.image.width or t.box[3] > drawn.image.height]
    for k, a in enumerate(drawn.texts):
        for b in drawn.texts[k + 1:]:
            if a.box[0] < b.box[2] and b.box[0] < a.box[2] and a.box[1] < b.box[3] and b.box[1] < a.box[3]:
                out.append(f"{a.text!r} and {b.text!r} overlap")
    return out


def test_the_picture_is_shown_full_width_and_every_word_reads_at_400_pixels():
    """Every variety, two to eight seats, long names and emoji, a picture at every step: at
    Discord's 400 pixels wide, every word's capitals stand at least 9 pixels tall, and no
    word is cut or covers another."""
    art = CardArt(None)
    pictures = 0
    for k, rules in enumerate(VARIETIES):
        for players in range(2, rules.max_seats + 1, 2 if rules.max_seats == 8 else 3):
            for _, view in states(rules, players, 100 + 10 * k + players, 2):
                drawn = draw_table(view, Deck.FOUR_COLOUR, art)
                assert drawn.image.size == (W, H)
                assert not legibility_problems(drawn), legibility_problems(drawn)
                pictures += 1
    assert pictures > 200
    small = drawn.image.resize((round(W * shown_scale(drawn.image)), round(H * shown_scale(drawn.image))))
    assert small.width == DISCORD_BOX[0] and small.height <= DISCORD_BOX[1]


def test_the_legibility_check_catches_small_cut_and_overlapping_words():
    image = Image.new("RGBA", (W, H))
    written = table_module.Written
    small = table_module.Drawn(image, [written("tiny", (10, 10, 40, 20), 14)])  # 14 at 640 is 8.75 at 400
    cut = table_module.Drawn(image, [written("edge", (W - 20, 10, W + 10, 30), 15)])
    overlapping = table_module.Drawn(image, [written("one", (10, 10, 60, 30), 15),
                                             written("two", (50, 20, 90, 40), 15)])
    apart = table_module.Drawn(image, [written("one", (10, 10, 60, 30), 15), written("two", (60, 10, 90, 30), 15)])
    assert [len(legibility_problems(d)) for d in (small, cut, overlapping, apart)] == [1, 1, 1, 0]
    tall = table_module.Drawn(Image.new("RGBA", (W, W)), [written("H", (0, 0, 10, 15), 15)])
    assert legibility_problems(tall)  # a square picture is shown 300 high: its words shrink more


def test_names_are_fitted_to_the_font_and_the_seat():
    from bot.pictures.table import BLOCK_W, TEXT, fit, plain

    assert plain("Clémentine 🎲 Dubois") == "Clementine Dubois"
    assert plain("🃏🃏") == "" and plain("Фёдор") == ""
    long = fit(plain("Hildegard von Bingen of the Rhine"), TEXT, BLOCK_W - 16)
    assert long.endswith("…") and long.startswith("Hildegard")
    assert fit("Ada", TEXT, BLOCK_W - 16) == "Ada"
    view = next(v for _, v in states(Rules(), 5, 1, 1) if v.phase == "before_draw")
    view = view.with_names({s.player: "🃏🃏" for s in view.seats})
    texts = {t.text for t in draw_table(view, Deck.CLASSIC, CardArt(None)).texts}
    assert {f"seat {i + 1}" for i in range(5)} <= texts


def test_short_chips():
    assert [short_chips(n) for n in (0, 7, 99_999, 100_000, 123_456, 999_999, 1_000_000, 1_250_000,
                                     12_500_000, 1_000_000_000)] == \
        ["0", "7", "99999", "100k", "123k", "999k", "1M", "1.2M", "12M", "1B"]


def test_huge_stacks_and_every_mark_still_fit():
    """Chips in the hundreds of millions, a straddle, the age, the dealer, on eight seats: the
    numbers are shortened (never cut) and nothing overlaps."""
    import dataclasses

    for rules, players in ((Rules(max_seats=8), 8), (Rules(variety="straight", max_seats=8), 8)):
        for _, view in states(rules, players, 5, 1):
            big = tuple(dataclasses.replace(s, stack=987_654_321 + i, put=123_456_789 * (i % 3))
                        for i, s in enumerate(view.seats))
            drawn = draw_table(dataclasses.replace(view, seats=big, pool=1_999_999_999), Deck.CLASSIC,
                               CardArt(None))
            assert not legibility_problems(drawn)
            texts = [t.text for t in drawn.texts]
            assert "987M" in texts and "pool 1999999999" in texts


# ----- what the picture says -------------------------------------------------------------------

def texts_of(view: PublicView) -> list[str]:
    return [t.text for t in draw_table(view, Deck.CLASSIC, CardArt(None)).texts]


def test_the_felt_says_the_deal_its_kind_and_its_pool():
    fattened = next(v for _, v in states(Rules(all_jackpots=True), 5, 3, 30) if v.carried)
    for view in (fattened, next(v for _, v in states(Rules(), 4, 2, 1))):
        texts = texts_of(view)
        kind = deal_kind(view)
        assert f"Deal {view.number}" in texts and f"pool {view.pool}" in texts
        felt = " ".join(t for t in texts if t[:1].isalpha()).lower()
        assert kind.lower() in felt  # render.py's words, perhaps on two lines
        assert (f"fattened: {view.carried} carried over" in texts) == (view is fattened)


def test_side_pools_are_drawn_under_the_pool_where_the_view_gives_them(monkeypatch):
    """The view does not carry side pools yet; the place for them is there and draws them."""
    view = next(v for _, v in states(Rules(all_jackpots=True), 5, 3, 30) if v.carried)
    assert table_module.side_pools(view) == ()
    monkeypatch.setattr(table_module, "side_pools", lambda view: (40, 12))
    drawn = draw_table(view, Deck.CLASSIC, CardArt(None))
    assert "of it, side pools 40, 12" in {t.text for t in drawn.texts}
    assert not legibility_problems(drawn)


@pytest.mark.parametrize("n", range(2, 9))
def test_the_seats_go_round_clockwise_in_the_order_of_play(n):
    """Seat 0 at the top left; each next seat, the one to the left of the last (as the engine
    passes the turn), is the next clockwise: along the top to the right, then back along the
    bottom to the left.  No two seats overlap."""
    places = seat_places(n)
    top = [x for x, _, upper in places if upper]
    bottom = [x for x, _, upper in places if not upper]
    assert [upper for _, _, upper in places] == [True] * len(top) + [False] * len(bottom)
    assert top == sorted(top) and bottom == sorted(bottom, reverse=True) and len(top) - len(bottom) in (0, 1)
    assert all(b - a > table_module.BLOCK_W for row in (top, bottom[::-1]) for a, b in zip(row, row[1:], strict=False))
    assert all(x >= 0 and x + table_module.BLOCK_W <= W for x, _, _ in places)


def test_the_seat_to_say_is_lit_and_each_seat_tells_its_stack_and_state():
    from bot.pictures.table import LIT, PLATE_H

    for _, view in states(Rules(variety="stud"), 5, 8, 2):
        if view.to_act is None:
            continue
        image = draw_table(view, Deck.CLASSIC, CardArt(None)).image.convert("RGB")
        for i, (x, y, upper) in enumerate(seat_places(len(view.seats))):
            plate_y = y if upper else y + table_module.BLOCK_H - PLATE_H
            lit = image.getpixel((x + 4, plate_y + PLATE_H // 2)) == LIT
            assert lit == (i == view.to_act), (i, view.to_act)
    dropped = next(v for _, v in states(Rules(), 5, 4, 3) if any(s.status == "passed" for s in v.seats))
    texts = texts_of(dropped)
    assert all(short_chips(s.stack) in texts for s in dropped.seats)
    assert sum(t in ("dropped", "passed") for t in texts) == sum(s.status == "passed" for s in dropped.seats)


def test_a_sight_is_marked():
    """Table stakes: a player who called for all he had, short of the bet (the log's "calls a
    sight"), is marked on his cards."""
    # After the draw Cy bets 30 and Dee, with 18 left, calls a sight; Ann is yet to speak.
    deal = make_deal({0: "2c 5d 8h Ts Qc", 1: "Kh Ks 7c Jd Qh", 2: "Ah As Ad 9c 4h", 3: "2h 2d 5s 6c 8d"},
                     rules=Rules(betting="table_stakes", straddles=False), stacks=[100, 100, 100, 20])
    play(deal, *(ComeIn(s) for s in (2, 3, 0, 1)), *(Draw(s, ()) for s in (1, 2, 3, 0)), Bet(2, 30), Call(3))
    found = deal.view()
    assert found.log[-1].text == "calls a sight" and found.phase != "complete"
    assert any(t.startswith("sight") for t in texts_of(found))
    assert "called a sight" in table_description(found)


def test_both_decks_draw_the_faces_in_their_own_inks():
    view = next(v for _, v in states(Rules(variety="stud"), 4, 2, 1) if v.phase == "betting")
    art = CardArt(None)
    assert table_picture(view, Deck.CLASSIC, art) != table_picture(view, Deck.FOUR_COLOUR, art)


def test_the_picture_is_a_small_png():
    view = next(v for _, v in states(Rules(variety="whisky"), 7, 5, 3) if v.widow_up)
    data = table_picture(view, Deck.CLASSIC, CardArt(None))
    with Image.open(io.BytesIO(data)) as image:
        assert image.format == "PNG" and image.size == (W, H)
    assert len(data) < 40_000


def _palette_error(view: PublicView, deck: Deck, art: CardArt) -> tuple[float, float]:
    """How far the picture sent is from the picture drawn: the mean difference in levels (of
    255) over every pixel and channel, and the share of those more than 16 levels off."""
    drawn = draw_table(view, deck, art).image
    with Image.open(io.BytesIO(table_picture(view, deck, art))) as sent:
        shown = sent.convert("RGB")
    difference = ImageChops.difference(drawn, shown)
    counts = difference.histogram()
    far = sum(n for i, n in enumerate(counts) if i % 256 > 16) / (3 * W * H)
    return sum(ImageStat.Stat(difference).mean) / 3, far


def _palette_sample() -> Iterator[tuple[PublicView, Deck]]:
    """Steps of random deals of every variety, both decks."""
    for k, rules in enumerate(VARIETIES):
        for i, (_, view) in enumerate(states(rules, 6, k, 2)):
            if i % 5 == 0:
                yield view, list(Deck)[i % 2]


def _palette_holds(view: PublicView, deck: Deck, art: CardArt) -> bool:
    mean, far = _palette_error(view, deck, art)
    return mean < 4 and far < 0.05


def test_the_fixed_palette_keeps_every_picture_close_and_the_inks_exact():
    """Each picture is mapped to its deck's palette, chosen once (quicker than choosing one a
    picture).  Every fill and ink maps to itself, to Pillow's rounding (it looks colours up at
    six bits a channel, which alone costs a level or two); and every picture sent stays within
    a few levels of the one drawn on average, with under 5% of its values more than 16 off (the
    edges of words and the cards' finest lines)."""
    art = CardArt(None)
    for deck in Deck:
        for rgb in table_module.FILLS + table_module.INKS:
            mapped = Image.new("RGB", (1, 1), rgb).quantize(palette=table_module.palette(art, deck),
                                                              dither=Image.Dither.NONE).convert("RGB")
            assert max(abs(a - b) for a, b in zip(mapped.getpixel((0, 0)), rgb, strict=True)) <= 3, (deck, rgb)
    for view, deck in _palette_sample():
        assert _palette_holds(view, deck, art), (view.variety, view.number, deck, _palette_error(view, deck, art))


def test_the_palette_check_catches_a_palette_without_the_cards_inks(monkeypatch):
    art = CardArt(None)
    felt_only = Image.new("P", (1, 1))
    felt_only.putpalette([level for rgb in table_module.FILLS for level in rgb])
    monkeypatch.setattr(table_module, "palette", lambda art, deck: felt_only)
    assert not all(_palette_holds(view, deck, art) for view, deck in _palette_sample())


def test_pasting_over_the_opaque_felt_gives_the_colours_of_compositing():
    """The picture lays its cards and words over an RGB canvas with `paste` (quicker than
    compositing): over an opaque ground that must give the colours Pillow's own alpha
    compositing gives, every alpha from clear to solid, to a level of rounding."""
    rng = random.Random(7)
    ground = Image.frombytes("RGB", (64, 64), rng.randbytes(64 * 64 * 3))
    sprite = Image.frombytes("RGBA", (64, 64), bytes(
        b for a in range(64 * 64) for b in (*rng.randbytes(3), a % 256)))  # every alpha, sixteen times
    pasted = ground.copy()
    table_module.paste(pasted, sprite, (0, 0))
    composited = Image.alpha_composite(ground.convert("RGBA"), sprite).convert("RGB")
    worst = max(abs(a - b) for a, b in zip(pasted.tobytes(), composited.tobytes(), strict=True))
    assert worst <= 1


# ----- the description ---------------------------------------------------------------------------

def test_the_description_tells_the_pictures_facts_within_discords_limit():
    for rules, players in ((Rules(variety="stud"), 5), (Rules(variety="whisky"), 6), (Rules(), 4)):
        for _, view in states(rules, players, 6, 2):
            text = table_description(view)
            assert len(text) <= DESCRIPTION_LIMIT
            assert f"The pool holds {view.pool}." in text
            if view.to_act is not None:
                assert f"{view.seats[view.to_act].player[:10]}" in text and "to say" in text
            assert all(f"{s.stack} chips" in text for s in view.seats)
            for s in view.seats:
                if s.shown:
                    assert symbols(s.shown) in text
            assert cards_in(text) <= public_cards(view.to_dict())  # no card the table was not shown


def test_the_longest_description_is_cut_to_the_limit():
    """Eight seats with 100-character names at a show-down: still within 1,024 characters."""
    view = next(v for _, v in states(Rules(betting="table_stakes", max_seats=8), 8, 1, 40)
                if v.phase == "complete" and sum(s.shown is not None for s in v.seats) >= 2)
    view = view.with_names({s.player: f"{s.player} " + "the very long name " * 5 for s in view.seats})
    text = table_description(view)
    assert len(text) <= DESCRIPTION_LIMIT and text.startswith(f"Deal {view.number}")
    assert len(table_description(view, limit=200)) <= 200


def test_side_pools_in_play_are_the_chips_above_an_all_in_stake():
    """Worked by hand: A put in all his 60 and is still in; B and C went on to 120 each. The main
    pool holds 60 from each; the 60 more from B and from C, 120, is a side pool A cannot win. If
    instead B goes all in at 200 and C meets it, their 140 each above A's 60 make one side pool of
    280. A player who dropped, or nobody all in, makes no side pool."""
    from bot.text.table_picture import side_pools, side_pools_line
    from engine.views import SeatView

    def view_of(seats: list[tuple[int, int, str]]) -> PublicView:
        deal, view = next(states(Rules(betting="table_stakes"), 3, 1, 1))
        made = tuple(SeatView(player=p, stack=stack, put=put, status=status, cards=5, drew=None, shown=None)
                     for p, (stack, put, status) in zip("ABC", seats, strict=True))
        return dataclasses.replace(view, seats=made, showdown=None, pool=sum(s.put for s in made))

    assert side_pools(view_of([(0, 60, "in"), (40, 120, "in"), (80, 120, "in")])) == (120,)
    assert side_pools(view_of([(0, 60, "in"), (0, 200, "in"), (20, 200, "in")])) == (280,)
    assert side_pools(view_of([(0, 60, "passed"), (40, 120, "in"), (80, 120, "in")])) == ()  # he dropped
    assert side_pools(view_of([(10, 60, "in"), (40, 120, "in"), (80, 120, "in")])) == ()  # nobody all in
    assert side_pools_line((120,)) == "of it, side pool 120"
