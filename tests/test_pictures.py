"""The card art and the pictures (bot/pictures): every card drawn, each once, readable colours,
and no card the table was not shown in a public picture."""

from __future__ import annotations

import io
import os
import random
import struct
import threading
import zlib
from collections import Counter

import pytest
from PIL import Image

import bot.pictures.art as art_module
import bot.pictures.pictures as pictures_module
from bot.cli import main
from bot.pictures import (
    CardArt,
    Deck,
    card_emoji_image,
    emoji_cards,
    emoji_sheet,
    hand_picture,
    showdown_picture,
)
from bot.pictures.art import CARD_H, CARD_W, PAPER
from bot.pictures.showdown import showdown_rows
from engine.actions import Bet, Call, ComeIn, Draw, Pass, Raise
from engine.cards import ALL_CARDS, Card, parse_cards
from engine.deal import IN, Outcome, random_legal_action
from engine.hands import evaluator_for
from engine.rules import Rules
from engine.table import new_table
from tests.engine_helpers import make_deal, play


@pytest.fixture
def art(tmp_path):
    return CardArt(tmp_path / "cards")


def decode(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG"
    image.load()
    return image


# ----- the art -----------------------------------------------------------------------------

@pytest.mark.parametrize("deck", list(Deck))
def test_every_card_of_both_decks_is_drawn_and_no_two_alike(art, deck):
    faces = {}
    for card in emoji_cards():  # the 52, the joker and the back
        face = art.face(card, deck)
        assert face.size == (CARD_W, CARD_H) and face.mode == "RGBA"
        faces[card] = face.tobytes()
    assert len(set(faces.values())) == 54
    emojis = {}
    for card in emoji_cards():
        data = card_emoji_image(card, deck, art)
        assert decode(data).size == (128, 128) and len(data) < 256 * 1024  # Discord's emoji limits
        emojis[card] = data
    assert len(set(emojis.values())) == 54


def _dominant(image: Image.Image) -> tuple[int, int, int]:
    """The commonest colour of a card's ink: its pixels away from the paper and the grey edge."""
    counts: Counter[tuple[int, int, int]] = Counter()
    data = image.tobytes()
    for i in range(0, len(data), 4):
        r, g, b, a = data[i:i + 4]
        if a == 255 and max(abs(r - p) for r, p in zip((r, g, b), PAPER, strict=True)) > 60 \
                and not (abs(r - g) < 12 and abs(g - b) < 12 and r > 90):
            counts[(r // 32 * 32, g // 32 * 32, b // 32 * 32)] += 1
    return counts.most_common(1)[0][0]


def _hue(colour: tuple[int, int, int]) -> str:
    r, g, b = colour
    if max(colour) < 80:
        return "black"
    return {0: "red", 1: "green", 2: "blue"}[colour.index(max(colour))]


def test_the_four_colour_deck_has_four_inks_and_the_classic_two(art):
    sevens = {suit: Card(5, i) for i, suit in enumerate(("clubs", "diamonds", "hearts", "spades"))}
    four = {suit: _hue(_dominant(art.face(card, Deck.FOUR_COLOUR))) for suit, card in sevens.items()}
    assert four == {"clubs": "green", "diamonds": "blue", "hearts": "red", "spades": "black"}
    classic = {suit: _hue(_dominant(art.face(card, Deck.CLASSIC))) for suit, card in sevens.items()}
    assert classic == {"clubs": "black", "diamonds": "red", "hearts": "red", "spades": "black"}


def test_each_card_is_drawn_once_then_read_from_memory_and_disk(tmp_path, monkeypatch):
    folder = tmp_path / "cards"
    art = CardArt(folder)
    hand = parse_cards("As Kd Qh Jc Ts")
    first = hand_picture(hand, Deck.CLASSIC, art)
    assert art.draws == 5
    assert hand_picture(hand, Deck.CLASSIC, art) == first and art.draws == 5  # memory
    assert len(list((folder / f"v{art_module.ART_VERSION}" / "classic").glob("*.png"))) == 5
    again = CardArt(folder)  # a restart: read from disk, nothing drawn
    assert hand_picture(hand, Deck.CLASSIC, again) == first and again.draws == 0
    hand_picture(hand, Deck.FOUR_COLOUR, again)
    assert again.draws == 5  # the other deck is other art
    monkeypatch.setattr(art_module, "ART_VERSION", art_module.ART_VERSION + 1)
    newer = CardArt(folder)  # a new drawing code: the old files are not used
    hand_picture(hand, Deck.CLASSIC, newer)
    assert newer.draws == 5


def test_a_damaged_file_is_drawn_again_and_an_unwritable_folder_keeps_art_in_memory(tmp_path, caplog):
    art = CardArt(tmp_path / "cards")
    ace = parse_cards("As")[0]
    good = art.face(ace, Deck.CLASSIC).tobytes()
    path = art.path("face", Deck.CLASSIC, "As")
    assert path is not None
    path.write_bytes(b"not a png")
    fresh = CardArt(tmp_path / "cards")
    assert fresh.face(ace, Deck.CLASSIC).tobytes() == good and fresh.draws == 1
    blocked = tmp_path / "a-file"
    blocked.write_text("")
    stuck = CardArt(blocked)  # its "folder" is a file: nothing can be written under it
    with caplog.at_level("WARNING", logger="poker.pictures"):
        hand_picture(parse_cards("As Kd"), Deck.CLASSIC, stuck)
        hand_picture(parse_cards("Qh Jc"), Deck.CLASSIC, stuck)
    assert stuck.draws == 4
    assert len([r for r in caplog.records if "memory only" in r.getMessage()]) == 1  # said once


def png_declaring(width: int, height: int) -> bytes:
    """A small PNG whose header declares `width` x `height` pixels (a decompression bomb when vast)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"")) + chunk(b"IEND", b"")


def test_a_kept_card_that_declares_900_megapixels_or_another_size_is_drawn_again(tmp_path):
    """Pillow refuses a file of 900 megapixels outright (DecompressionBombError); a kept card of
    any size but a card's is as damaged, and drawn again over it."""
    with pytest.raises(Image.DecompressionBombError):  # what the file is, to Pillow
        Image.open(io.BytesIO(png_declaring(30_000, 30_000)))
    ace, truth = parse_cards("As")[0], CardArt(None)  # in memory only: drawn afresh
    for width, height in ((30_000, 30_000), (CARD_W + 1, CARD_H)):
        art = CardArt(tmp_path / f"cards{width}")
        path = art.path("face", Deck.CLASSIC, "As")
        assert path is not None
        path.parent.mkdir(parents=True)
        path.write_bytes(png_declaring(width, height))
        assert art.face(ace, Deck.CLASSIC).tobytes() == truth.face(ace, Deck.CLASSIC).tobytes()
        assert art.draws == 1
        assert Image.open(path).size == (CARD_W, CARD_H)  # the sound drawing in its place
        emoji = art.path("emoji", Deck.CLASSIC, "As")
        assert emoji is not None
        emoji.write_bytes(png_declaring(width, height))
        assert CardArt(art.folder).emoji(ace, Deck.CLASSIC) == truth.emoji(ace, Deck.CLASSIC)


def test_a_card_art_folder_whose_name_is_too_long_keeps_the_cards_in_memory(tmp_path, caplog):
    """As the bot meets it (CARD_ART_DIR of 300 characters): said once in the log, never raised."""
    stuck = CardArt(tmp_path / ("a" * 300))
    with caplog.at_level("WARNING", logger="poker.pictures"):
        first = hand_picture(parse_cards("As Kd"), Deck.CLASSIC, stuck)
        assert hand_picture(parse_cards("As Kd"), Deck.CLASSIC, stuck) == first
    assert stuck.draws == 2
    assert [r.getMessage() for r in caplog.records if "memory only" in r.getMessage()][0].endswith("(File name too long)")


def test_pictures_from_many_threads_at_once_draw_each_card_once(art):
    hands = [parse_cards(h) for h in ("As Kd Qh Jc Ts", "2c 3c 4c 5c 6c", "As 2c Jo 9h 9d")]
    results: list[bytes] = []
    lock = threading.Lock()

    def work(i: int) -> None:
        data = hand_picture(hands[i % 3], Deck.FOUR_COLOUR, art)
        with lock:
            results.append(data)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(12)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(results) == 12 and len(set(results)) == 3
    assert art.draws == len({c for h in hands for c in h})


def test_a_hand_picture_is_its_cards_in_a_row(art):
    image = decode(hand_picture(parse_cards("As Kd Qh"), Deck.CLASSIC, art)).convert("RGB")
    assert image.size == (3 * CARD_W + 2 * 8 + 24, CARD_H + 24)
    # The first card's face, where it was pasted, is the drawn ace (up to the 64-colour palette).
    face = art.face(parse_cards("As")[0], Deck.CLASSIC).convert("RGB")
    x, y = CARD_W // 2, CARD_H // 2
    assert _close(image.getpixel((12 + x, 12 + y)), face.getpixel((x, y)))


def _close(a, b, by: int = 24) -> bool:
    return all(abs(p - q) <= by for p, q in zip(a, b, strict=True))


def test_the_emoji_sheet_holds_every_emoji(art):
    sheet = decode(emoji_sheet(Deck.CLASSIC, art))
    assert sheet.size == (13 * 68 + 8, 5 * 68 + 8)


# ----- the show-down: the public view only ------------------------------------------------

def finished_deals(rules: Rules, players: int, seed: int, count: int):
    rng = random.Random(seed)
    table, _ = new_table(rules, [f"P{i}" for i in range(players)], seed=seed)
    for number in range(count):
        if len(table.players_with_chips()) < 2:
            break
        deal = table.start(seed=f"{seed}:{number}")
        while deal.result is None:
            deal.apply(random_legal_action(deal, rng))
        table.settle(deal)
        yield deal


RULES = [Rules(checking=True, kitty="house"), Rules(kitty="one_chip", all_jackpots=True),
         Rules(variety="stud"), Rules(variety="straight")]


@pytest.mark.parametrize(("rules", "seed"), list(zip(RULES, (4, 3, 7, 7), strict=True)),
                         ids=lambda r: f"{r.variety}-{r.kitty}" if isinstance(r, Rules) else str(r))
def test_the_rows_say_what_each_seat_took_and_name_only_the_hands_shown_in_the_call(rules, seed):
    """Every seat that showed cards or took chips has a row; his labels add up to what the deal
    paid him, the winners are the deal's, and a hand is named (as the evaluator names its cards)
    only if it was shown in a call."""
    ev = evaluator_for(rules.hands)
    kitties = named = 0
    for deal in finished_deals(rules, 5, seed, 60):
        view, result = deal.view(), deal.result
        rows = showdown_rows(view)
        assert {h.seat for h in rows.hands} == (
            {s for s, seat in enumerate(view.seats) if seat.shown} | {s for s, w in enumerate(result.won) if w})
        for row in rows.hands:
            assert sum(int(label.split(" of ")[0].rsplit(" ", 1)[1]) for label in row.takings) == result.won[row.seat]
            assert row.winner == (row.seat in result.winners)
            in_call = result.outcome is Outcome.SHOWDOWN and deal.status[row.seat] == IN
            assert row.hand == (ev.describe(ev.value(row.cards)) if in_call else None)
            named += row.hand is not None
        assert rows.kitty == result.kitty
        kitties += result.kitty > 0
    assert named
    if rules.kitty != "none":
        assert kitties, "no deal took a kitty: the test would not see the kitty's cut"


class Watched(CardArt):
    """Card art that notes every card pasted into a picture."""

    def __init__(self, folder) -> None:
        super().__init__(folder)
        self.pasted: list[Card | None] = []

    def face(self, card, deck):
        self.pasted.append(card)
        return super().face(card, deck)


def test_a_show_down_picture_pastes_only_cards_the_table_was_shown(tmp_path):
    """Deals in which some hands went out unseen: not one of their cards reaches the picture, by
    the cards pasted and by the pixels."""
    art = Watched(tmp_path / "cards")
    hidden_seen = 0
    for rules in RULES[:3]:
        for deal in finished_deals(rules, 6, 11, 40):
            view = deal.view()
            shown = {c for s in view.seats if s.shown for c in s.shown}
            unshown = {c for s, hand in enumerate(deal.hands) for c in hand if s not in deal.shown} - shown
            hidden_seen += bool(unshown)
            art.pasted.clear()
            data = showdown_picture(view, Deck.CLASSIC, {"P0": "Alice"}, art)
            pasted = {c for c in art.pasted if c is not None}
            assert pasted == shown and not pasted & unshown
            # Pixels: no card face in the picture is an unshown card's.
            image = decode(data).convert("RGB")
            faces = _faces_in(image, art)
            assert not faces & unshown
    assert hidden_seen > 20


def _faces_in(image: Image.Image, art: CardArt, deck: Deck = Deck.CLASSIC) -> set[Card]:
    """Every card whose face lies anywhere a card can lie in a show-down picture: at every place
    of a row of up to five cards from the left margin, in each of two columns, at every height
    where something pale begins (a card's top edge; a line of words too, which matches no card)."""
    found = set()
    signatures = {c: _signature(art.face(c, deck).convert("RGB"), 0, 0) for c in ALL_CARDS}
    step = CARD_W + pictures_module.GAP
    cell = 5 * step - pictures_module.GAP + pictures_module.CELL_GAP
    lefts = sorted({pictures_module.MARGIN + col * cell + k * step for col in (0, 1) for k in range(5)})
    face = art.face(ALL_CARDS[0], deck).convert("RGB")
    edge = next(y for y in range(CARD_H) if _close(face.getpixel((CARD_W // 2, y)), PAPER[:3], 60))
    for x in (x for x in lefts if x + CARD_W <= image.width):
        column = image.crop((x + CARD_W // 2, 0, x + CARD_W // 2 + 1, image.height)).tobytes()
        pale = [_close(column[3 * y:3 * y + 3], PAPER[:3], 60) for y in range(image.height)]
        for y in range(max(1 - edge, 0), image.height - CARD_H + 1):
            if pale[y + edge] and not pale[y + edge - 1]:  # the paper of a card's top begins here
                here = _signature(image, x, y)
                found |= {c for c, sig in signatures.items()
                          if all(_close(a, b, 60) for a, b in zip(here, sig, strict=True))}
    return found


def _signature(image: Image.Image, x: int, y: int) -> list[tuple[int, int, int]]:
    """Pixels on a grid inside a card's rounded corners: the same card matches within the
    64-colour palette's error, any other card differs by far more at some of them."""
    pixels = image.load()
    return [pixels[x + dx, y + dy] for dx in range(12, CARD_W - 12, 5) for dy in range(12, CARD_H - 12, 5)]


def test_the_pixel_check_finds_a_card_that_is_there(tmp_path):
    """The check above is no blind eye: a picture built with every hand shown shows them all."""
    art = CardArt(tmp_path / "cards")
    deal = next(d for d in finished_deals(RULES[0], 4, 3, 40) if sum(s.shown is not None for s in d.view().seats) >= 2)
    view = deal.view()
    shown = {c for s in view.seats if s.shown for c in s.shown}
    assert _faces_in(decode(showdown_picture(view, Deck.CLASSIC, None, art)).convert("RGB"), art) == shown


def test_a_show_down_picture_names_the_winner_and_counts_the_pool(tmp_path):
    deal = next(d for d in finished_deals(RULES[0], 5, 4, 60) if d.result.kitty)
    rows = showdown_rows(deal.view(), {"P1": "Bob"})
    assert rows.pool == sum(deal.result.put) + deal.setup.carried
    assert rows.kitty == deal.result.kitty
    assert {h.seat for h in rows.hands if h.winner} == set(deal.result.winners)
    assert all(h.name == ("Bob" if h.seat == 1 else f"P{h.seat}") for h in rows.hands)
    image = decode(showdown_picture(deal.view(), Deck.FOUR_COLOUR, {"P1": "Bob"}, CardArt(tmp_path)))
    assert image.height > len(rows.hands) * CARD_H // (1 if len(rows.hands) <= 3 else 2)  # a row each, or two a row


@pytest.mark.parametrize("hands", range(1, 9))
def test_a_phone_can_read_the_show_down_picture(tmp_path, hands):
    """Discord shows an attachment scaled into about 400 x 300 (so does the sandbox's page): there
    the smallest words of the picture stand at least 12 pixels high with up to six hands shown,
    10 with seven or eight; the earlier one column of names beside the cards gave 5 to 9."""
    from bot.pictures.showdown import ShowdownRows, ShownHand

    cards = tuple(parse_cards("Ah Kh Qh Jh Th"))
    rows = ShowdownRows(3, 120, 2, tuple(
        ShownHand(s, f"Player{s}", cards, 5, "a royal flush", ("main pool 60", "side pool 10"), 0, s == 0)
        for s in range(hands)))
    image = decode(pictures_module.draw_showdown(rows, Deck.CLASSIC, CardArt(tmp_path / "art")))
    scale = min(400 / image.width, 300 / image.height)
    smallest = min(pictures_module.LABEL_SIZE, pictures_module.NAME_SIZE) * scale
    assert smallest >= (12 if hands <= 6 else 10), (hands, image.size, round(smallest, 1))


def fosters_sight():
    """Foster's example of table stakes (seats D, E, A, B, C): A bets ten, B calls a sight for his
    last eight, C raises ten and A drops.  B's three aces take the main pool; the side pool, with
    A's two chips beyond B's eight, is C's alone.  The house kitty takes two for threes."""
    hands = {0: "2c 5d 8h Ts Qc", 1: "3c 6d 9h Js Kd", 2: "2h 2d 5s 6c 8d", 3: "Ah As Ad 9c 4h",
             4: "Kh Ks 7c Jd Qh"}
    deal = make_deal(hands, rules=Rules(betting="table_stakes", straddles=False, kitty="house"),
                     stacks=[100, 100, 100, 10, 100])
    return play(deal, ComeIn(2), ComeIn(3), ComeIn(4), Pass(0), Pass(1), Draw(2, ()), Draw(3, ()), Draw(4, ()),
                Bet(2, 10), Call(3), Raise(4, 10), Pass(2))


@pytest.mark.parametrize("deck", list(Deck))
def test_a_side_pool_is_labelled_with_its_taker_and_only_the_called_hands_are_drawn(tmp_path, deck):
    deal = fosters_sight()
    view = deal.view()
    rows = showdown_rows(view, {"D": "Bea", "E": "Cal"})
    assert [(h.name, h.hand, h.takings, h.winner) for h in rows.hands] == [
        ("Bea", "three aces", ("main pool 29",), True),
        ("Cal", "a pair of kings", ("side pool 14",), False)]
    assert (rows.pool, rows.kitty) == (45, 2)
    art = Watched(tmp_path / "cards")
    image = decode(showdown_picture(view, deck, {"D": "Bea"}, art)).convert("RGB")
    shown = set(deal.shown[3]) | set(deal.shown[4])
    assert {c for c in art.pasted if c is not None} == shown
    assert _faces_in(image, art, deck) == shown


def test_a_divided_pool_is_labelled_share_of_the_whole():
    # One chip carried in and three from each: 7 between two ace-highs of the same ranks.
    deal = make_deal({0: "2c 5d 8h Ts Qc", 1: "Ac Kd 9h 6s 3c", 2: "Ad Kh 9s 6c 3d"}, rules=Rules(straddles=False),
                     carried=1)
    play(deal, ComeIn(2), Pass(0), ComeIn(1), Draw(1, ()), Draw(2, ()), Bet(2, 1), Call(1))
    rows = showdown_rows(deal.view())
    assert [(h.seat, h.hand, h.takings, h.winner) for h in rows.hands] == [
        (1, "ace high", ("pool 4 of 7",), True), (2, "ace high", ("pool 3 of 7",), True)]


# ----- poker-bot cards ----------------------------------------------------------------------

@pytest.fixture
def in_tmp(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("CARD_ART_DIR", str(tmp_path / "art"))
    monkeypatch.setattr(pictures_module, "_default", None)
    return tmp_path


def test_cards_writes_the_picture(in_tmp, capsys):
    assert main(["cards", "As Kd Qh Jc Ts", "--out", "hand.png", "--deck", "four-colour"]) == 0
    out, err = capsys.readouterr()
    assert err == "" and out.startswith("wrote hand.png (5 cards, four-colour deck, ")
    image = decode((in_tmp / "hand.png").read_bytes())
    assert image.size == (5 * CARD_W + 4 * 8 + 24, CARD_H + 24)
    assert (in_tmp / "art" / f"v{art_module.ART_VERSION}" / "four-colour" / "face-As.png").is_file()


@pytest.mark.parametrize(("argv", "line"), [
    (["cards", "As Kd Zz", "--out", "h.png"], "poker-bot cards: error: cards: 'Zz' is not a card (rank not understood): "
     "write rank then suit, like As, Kd, Th or 10h, 9c, 2s, or Jo for the joker"),
    (["cards", "As As", "--out", "h.png"], "poker-bot cards: error: cards: As is given twice"),
    (["cards", "", "--out", "h.png"], 'poker-bot cards: error: no cards given: write them like "As Kd Qh Jc Ts"'),
    (["cards", "As", "--out", "nowhere/h.png"],
     "poker-bot cards: error: --out: the folder 'nowhere' does not exist; create it or write elsewhere"),
    (["cards", "As", "--out", "."], "poker-bot cards: error: --out '.' is not a file name: give one like hand.png"),
    (["cards", "As", "--out", "h.png", "--deck", "red"], "poker-bot cards: error: argument --deck: invalid choice: "
     "'red' (choose from 'classic', 'four-colour') (see poker-bot cards --help)"),
])
def test_cards_refuses_in_one_line(in_tmp, capsys, argv, line):
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == line + "\n"
    assert not (in_tmp / "h.png").exists()


def test_a_bad_card_reads_as_in_the_odds_commands(in_tmp, capsys):
    main(["odds", "advise", "As Kd Zz Qh 2c"])
    odds = capsys.readouterr().err
    main(["cards", "As Kd Zz Qh 2c", "--out", "h.png"])
    cards = capsys.readouterr().err
    assert odds.split(": error: hand: ", 1)[1] == cards.split(": error: cards: ", 1)[1]


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write anywhere")
def test_cards_refuses_a_folder_it_may_not_write(in_tmp, capsys):
    locked = in_tmp / "locked"
    locked.mkdir(mode=0o500)
    assert main(["cards", "As", "--out", "locked/h.png"]) == 2
    assert capsys.readouterr().err == ("poker-bot cards: error: --out: no permission to write "
                                       "'locked/h.png'; choose a file you may write\n")


def test_cards_takes_the_bots_deck_unless_told_and_a_bad_card_deck_is_one_line(in_tmp, capsys, monkeypatch):
    assert main(["cards", "As", "--out", "one.png"]) == 0
    assert capsys.readouterr().out.startswith("wrote one.png (1 card, four-colour deck, ")
    monkeypatch.setenv("CARD_DECK", "classic")
    assert main(["cards", "As", "--out", "one.png"]) == 0
    assert "classic deck" in capsys.readouterr().out
    monkeypatch.setenv("CARD_DECK", "blue")
    assert main(["cards", "As", "--out", "one.png"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == "poker-bot cards: error: CARD_DECK: Input should be 'classic' or 'four-colour'\n"


@pytest.mark.parametrize(("rules", "seed"), list(zip(RULES, (4, 3, 7, 7), strict=True)),
                         ids=lambda r: f"{r.variety}-{r.kitty}" if isinstance(r, Rules) else str(r))
def test_the_picture_its_words_and_the_message_list_the_hands_in_one_order(rules, seed):
    """The hands as the laws lay them down, from the dealer's left: the show-down message's lines,
    the picture's rows and the picture's words for a screen reader name them in that one order
    (the picture once drew them by seat number while the message went from the dealer's left)."""
    from bot.text.showdown_words import showdown_description, showdown_lines

    compared = 0
    for deal in finished_deals(rules, 5, seed, 60):
        view = deal.view()
        if view.showdown is None:
            continue
        n = len(view.seats)
        laid_down = [(view.dealer + i) % n for i in range(1, n + 1)]  # recomputed here, not the code's
        rows = [h.seat for h in showdown_rows(view).hands]
        assert rows == [s for s in laid_down if s in rows]
        shows = [line.split(" shows ")[0] for line in showdown_lines(view, view.showdown) if " shows " in line]
        in_rows = [view.seats[s].player for s in rows if view.seats[s].shown is not None
                   and view.showdown.words(s) is not None]
        assert shows == in_rows
        words = showdown_description(view)
        places = [words.index(f" {view.seats[s].player} ") for s in rows]
        assert places == sorted(places)
        compared += len(shows) > 1 and laid_down[0] != 0
    assert compared, "no show-down where the dealer's left is not seat 0: the order was never tested"
