"""What must hold in every end-to-end test of the poker bot, whatever the test waits for.

`TableInvariants` is installed by the ``bot_runner`` fixture on every `PokerBot` it
starts, so no test can forget it.  It watches the emulated Discord and the log, and at
the test's end fails it when:

- the bot logged at ERROR or above;
- any message the bot sent or edited (public, ephemeral or DM) says "something went wrong";
- an interaction was left unanswered, or answered after Discord's 3 seconds;
- Discord refused a request of the bot as invalid (an over-long message, embed or field, or any
  body that breaks Discord's published schema or a rule of its docs: 400, "Invalid Form Body";
  an empty message), so that its answer was lost;
- a follow-up filled in a deferred "thinking" reply (Discord's docs call that deprecated: the
  first answer after a type-5 defer edits the original response);
- the emulator answered the bot in a shape Discord's published schema for that route does not
  give (an id as a number, a field discord.py reads left out): the test would prove nothing;
- a public message (content, embed, button label, select option; every version of it)
  holds a card the table had not been shown when it was sent; a step of a deal's replay,
  a card the table had not been shown at that step (and its picture is that step's);
  or a member's private figure (`/poker stats`: the best hand he held, shown or not);
- a log line at any level holds a card or a deal's seed;
- in a test marked ``voice``: a private answer (ephemeral or DM) holds a validation library's or
  Python's wording (`bot.text.refusals.FOREIGN`), or begins with a lower-case letter: every
  refusal is a sentence in the bot's own voice.

A card is "shown" for deal N when the deal's public view (what everyone at the table
sees: shown hands, stud's up-cards, whisky's widow and exchanges) holds it, or it was
thrown face up for the first dealer (law 2).  A public message that holds a card must
name its deal ("Deal 3", "Spiel 3"), so the check knows which deal's cards it may show.  Every
word read is read in each shipped locale and the pseudo-locale (tests/public_words.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bot.settings import TEXT_FORMAT, JsonLines
from bot.text.i18n import speaking
from bot.text.refusals import FOREIGN
from engine.cards import SUIT_CHARS, SUIT_SYMBOLS
from tests.public_words import (
    LOCALES,
    coach_marks_everywhere,
    deals_named,
    private_figures,
    replay_step,
    went_wrong_words,
)

if TYPE_CHECKING:
    from bot.discord_side.app import PokerBot
    from bot.storage import Storage
    from discord_emulator import DiscordWorld
    from discord_emulator.model import Message

# An answer's first word, after any quote, bracket or bold: a slash command (/poker) or code (`x`) is not one.
LEADING_WORD = re.compile(r"^[\s\"'“‘(*_>]*([A-Za-z][\w'-]*)")
WENT_WRONG = re.compile(r"something went wrong", re.IGNORECASE)
# A card in chat form (A♠, 10♥, the joker), and a card in letter form as data holds it ("As").
SYMBOL_CARD = re.compile(r"(10|[2-9JQKA])([♣♦♥♠])|🃏")
QUOTED_CARD = re.compile(r"""["'](?:[2-9TJQKA][cdhs]|Jo)["']""")
LETTER_CARD = re.compile(r"\b(?:[2-9TJQKA][cdhs]|Jo)\b")
EMOJI_CARD = re.compile(r"<a?:pk\d+[a-z]_([2-9TJQKA][cdhs]|Jo):\d+>")  # a card emoji (bot/discord_side/card_emojis.py)
# A step of `/poker replay` (its title, `replay_step`) is held to that step's view; its buttons name the table.
TABLE_NAMED = re.compile(r"pk[a-z]?:(\d+)(?::|$)")  # every table button, picker and replay names its table
REPLAY_ADDRESS = re.compile(r"/poker replay deal:\d+ table:(\d+)")  # the table a show-down is of
SEEDS_CHECKED = 400  # deals per table whose seed the log and the messages are searched for
INVALID = {50035: "Invalid Form Body", 50006: "an empty message"}  # Discord's codes for a body it refuses


def cards_in(text: str) -> set[str]:
    """Every card written in chat form in `text`, as text or as its emoji, in letter form ("As",
    "Th", "Jo")."""
    found = set(EMOJI_CARD.findall(text))
    for match in SYMBOL_CARD.finditer(text):
        if match.group(0) == "🃏":
            found.add("Jo")
            continue
        rank, suit = match.groups()
        found.add(("T" if rank == "10" else rank) + SUIT_CHARS[SUIT_SYMBOLS.index(suit)])
    return found


def public_cards(view: dict[str, Any]) -> set[str]:
    """The cards in a deal's public view: what the table has been shown."""
    return set(LETTER_CARD.findall(json.dumps(view)))


def message_text(payload: dict[str, Any]) -> str:
    """Everything a reader sees of a message: content, embeds, components, file names, and each
    picture's alt text (what a screen reader says of it)."""
    parts = {k: payload.get(k) for k in ("content", "embeds", "components")}
    parts["files"] = [[a.get("filename"), a.get("description")] for a in payload.get("attachments") or []]
    return json.dumps(parts, ensure_ascii=False)


class _LogWatch(logging.Handler):
    """Reads each record as both formats print it (LOG_FORMAT text and json): the message, the
    traceback with every chained cause, each field of the JSON line decoded."""

    def __init__(self, invariants: TableInvariants) -> None:
        super().__init__(logging.DEBUG)
        self.invariants = invariants
        self.text = logging.Formatter(TEXT_FORMAT)
        self.json = JsonLines()

    def emit(self, record: logging.LogRecord) -> None:
        try:
            printed = [self.text.format(record)]
            line = json.loads(self.json.format(record))  # decoded: an escaped "\u2660" is a ♠ again
            printed += [str(value) for value in line.values()]
            text = "\n".join(printed)
        except Exception:  # a badly formatted record is itself worth a look
            text = str(record.msg)
        if record.exc_info and record.exc_info[1] is not None:
            text += f" {record.exc_info[0].__name__}: {record.exc_info[1]}"
        self.invariants.on_log(record, text)


@dataclass
class TableInvariants:
    world: DiscordWorld
    bots: list[PokerBot] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    pending: list[asyncio.Task[None]] = field(default_factory=list)
    seeds: set[str] = field(default_factory=set)
    exempt_interactions: set[int] = field(default_factory=set)  # expected to go unanswered
    storages: dict[str, Storage] = field(default_factory=dict)
    pictures_checked: set[int] = field(default_factory=set)  # attachment ids, each checked once
    voice: bool = False  # a test marked "voice": every private answer in the bot's own words
    _handler: _LogWatch | None = None

    # ----- setting up ------------------------------------------------------------------
    def install(self) -> None:
        self.world.message_observers.append(self.on_message)
        if self.world.answer_problems is None:  # the emulator's own answers held to the spec too
            self.world.answer_problems = []
        self._handler = _LogWatch(self)
        logging.getLogger().addHandler(self._handler)

    def watch(self, bot: PokerBot) -> None:
        self.bots.append(bot)
        seeds = bot.controller_options.get("seeds")
        if seeds is not None:
            self.seeds |= {str(seeds(n)) for n in range(1, SEEDS_CHECKED)}

    def uninstall(self) -> None:
        if self.on_message in self.world.message_observers:
            self.world.message_observers.remove(self.on_message)
        if self._handler is not None:
            logging.getLogger().removeHandler(self._handler)

    def exempt(self, interaction_id: int) -> None:
        """An interaction a test means the bot to leave unanswered (Discord never delivered it
        in time): only this test's own assertions judge it."""
        self.exempt_interactions.add(interaction_id)

    # ----- watching --------------------------------------------------------------------
    def on_log(self, record: logging.LogRecord, text: str) -> None:
        where = f"log {record.levelname} {record.name}: {text[:300]}"
        if record.levelno >= logging.ERROR:
            self.problems.append(where)
        if cards_in(text) or QUOTED_CARD.search(text):
            self.problems.append(f"a card in a log line: {where}")
        if any(seed in text for seed in self.seeds):
            self.problems.append(f"a deal's seed in a log line: {where}")

    def _to_a_learner(self, message: Message, text: str) -> bool:
        """A DM of the coach's may go only to a learner, about his own lesson thread: it names a
        private thread he has joined (the only DMs the coach sends unasked)."""
        recipient = message.channel.recipient
        named = [self.world.channels.get(int(i)) for i in re.findall(r"<#(\d+)>", text)]
        return recipient is not None and bool(named) and all(
            c is not None and c.is_private_thread and recipient.id in c.thread_members for c in named)

    def on_message(self, message: Message) -> None:
        if message.author_id != self.world.bot_user.id:
            return  # a member's own words (the busy channel's chat) are his to write
        text = message_text(message.payload)
        where = "a DM" if message.channel.guild is None else (
            "an ephemeral reply" if message.ephemeral else f"#{message.channel.name}")
        if WENT_WRONG.search(text) or any(words in text for words in went_wrong_words()):
            self.problems.append(f"'something went wrong' in {where}: {text[:300]}")
        if any(seed in text for seed in self.seeds):
            self.problems.append(f"a deal's seed in {where}: {text[:300]}")
        if self.voice and (message.ephemeral or message.channel.guild is None):
            self._check_voice(where, str(message.payload.get("content") or ""))
        if message.channel.guild is None and any(mark in text for mark in coach_marks_everywhere()) \
                and not self._to_a_learner(message, text):
            self.problems.append(f"the coach's words in a DM (they ride on his own answers): {text[:300]}")
        if message.ephemeral or message.channel.guild is None:
            return  # private: the member's own cards may be there
        if any(mark in text for mark in coach_marks_everywhere()):
            self.problems.append(f"the coach's words in public, in {where}: {text[:300]}")
        if any(words in text for words in private_figures()):
            self.problems.append(f"a member's private figure in {where}: {text[:300]}")
        for attachment in message.attachments:
            if attachment.id not in self.pictures_checked:  # an edit keeps the files it does not replace
                self.pictures_checked.add(attachment.id)
                self._check_picture(message, attachment.filename, attachment.data, text, attachment.description)
        cards = cards_in(text)
        replayed = replay_step(text)
        if replayed is not None:
            bot = self._bot()
            if bot is not None:
                self.pending.append(asyncio.get_running_loop().create_task(self._check_replay(
                    bot, message, text, cards, *replayed)))
            return
        if not cards:
            return
        numbers = deals_named(text)
        if not numbers:
            self.problems.append(f"cards {sorted(cards)} in a public message that names no deal: {text[:300]}")
            return
        bot = self._bot()
        if bot is None:
            self.problems.append(f"cards {sorted(cards)} in a public message, and no bot to check them against")
            return
        # What the table shows now, taken at once: by the time the task runs, the deal may be over.
        channel = str(message.channel.id)
        live = next((t for t in bot.tables._live.values() if t.channel == channel), None)
        now: dict[int, set[str]] = {}
        if live is not None and live.deal is not None and live.deal.setup.number in numbers:
            now[live.deal.setup.number] = public_cards(live.deal.public_view())
        table_id = live.id if live is not None else None
        addressed = REPLAY_ADDRESS.search(text)  # a show-down names its table: closed since, or not
        if addressed is not None and int(addressed[1]) != table_id:
            table_id, now = int(addressed[1]), {}
        self.pending.append(asyncio.get_running_loop().create_task(
            self._check_cards(bot, message, text, cards, numbers, now, table_id)))

    def _check_voice(self, where: str, content: str) -> None:
        """A private answer in the bot's own voice: no library's words, a sentence's capital."""
        if FOREIGN.search(content):
            self.problems.append(f"a library's wording in {where}: {content[:300]}")
        first = LEADING_WORD.match(content)
        if first is not None and first[1][0].islower():
            self.problems.append(f"an answer that begins in lower case in {where}: {content[:300]}")

    def _check_picture(self, message: Message, filename: str, data: bytes, text: str,
                       description: str | None) -> None:
        """A public picture must be the show-down, or the table at one step of its deal, exactly
        as drawn from the deal's public view (rebuilt from the record): then it holds no card the
        table was not shown."""
        step = None
        if filename == "table.png":  # the table of the deal its embed is headed with
            text = " ".join(str(e.get("title", "")) for e in message.embeds)
            replayed = replay_step(text)
            step = None if replayed is None else replayed[1]
        numbers = deals_named(text)
        bot = self._bot()
        if filename not in ("showdown.png", "table.png") or len(numbers) != 1 or bot is None:
            self.problems.append(f"a picture {filename!r} in #{message.channel.name} that is no deal's show-down "
                                 "or table")
            return
        # Its table, taken at once: by the time the task runs an admin may have stopped it and the
        # next member's play opened another in the channel (random seeds 20 and 38 read that one).
        addressed = REPLAY_ADDRESS.search(text)  # a show-down names its table
        table_id = int(addressed[1]) if addressed is not None else _named_table(message)
        if table_id is None:
            live = next((t for t in bot.tables._live.values() if t.channel == str(message.channel.id)), None)
            table_id = None if live is None else live.id
        if filename == "showdown.png":
            task = self._check_showdown(bot, message, data, numbers.pop(), description or "", table_id)
        else:
            task = self._check_table(bot, message, data, numbers.pop(), description or "", step, table_id)
        self.pending.append(asyncio.get_running_loop().create_task(task))

    async def _check_table(self, bot: PokerBot, message: Message, data: bytes, number: int,
                           description: str, only_step: int | None = None, table_id: int | None = None) -> None:
        """The table's picture is the one drawn from the deal's public view at one of its steps
        (found by its alt text, which says the same facts in words), and its alt text that
        step's words; a replay's picture, the one of the step its title names."""
        from bot.pictures.table import table_picture
        from bot.services.hand_records import DealRecord

        storage = await self._storage(bot)
        async with storage.transaction(readonly=True) as tx:
            if table_id is None:
                table_id = await _newest_table_in(tx, message)
            deal_row = None if table_id is None else await tx.deal(table_id, number)
            actions = [] if deal_row is None else await tx.actions(deal_row.id)
        if deal_row is None:
            self.problems.append(f"the table picture of deal {number}, which has no record")
            return
        said = False
        for step in range(len(actions), -1, -1) if only_step is None else (only_step,):
            view = DealRecord.of(deal_row, actions[:step]).replay().view()
            found = _names_in(view, description)  # its language, and the names it was drawn with
            if found is None:
                continue
            said = True
            locale, names = found
            with speaking(locale):  # the felt's words in the table's language
                drawn = table_picture(view.with_names(names), bot.settings.card_deck, bot.card_art)
            if drawn == data:
                return  # two steps may read alike (a deadline moves nothing); one drew this
        self.problems.append(f"the table picture of deal {number} is not the one its public view draws" if said else
                             f"the table picture of deal {number} shows no step of the deal: {description[:200]}")

    async def _check_showdown(self, bot: PokerBot, message: Message, data: bytes, number: int,
                              description: str, table_id: int | None = None) -> None:
        from bot.pictures.pictures import showdown_picture
        from bot.services.hand_records import DealRecord

        storage = await self._storage(bot)
        async with storage.transaction(readonly=True) as tx:
            if table_id is None:  # the table may have closed since (a tournament's, after its last deal)
                table_id = await _newest_table_in(tx, message)
            deal_row = None if table_id is None else await tx.deal(table_id, number)
            actions = [] if deal_row is None else await tx.actions(deal_row.id)
        if table_id is None or deal_row is None:
            self.problems.append(f"the show-down picture of deal {number}, which has no record")
            return
        from bot.discord_side.table_state import TableUI

        ui = TableUI(table_id, message.channel.id, str(message.channel.guild.id))  # for the names only
        public = DealRecord.of(deal_row, actions).replay().view()
        views = {}
        for locale in LOCALES:  # named and drawn in the table's language (a robot's name is its words)
            with speaking(locale):
                views[locale] = bot.table_tools.view_with_names(ui, public)
        for locale in _by_description(views, description):
            with speaking(locale):
                if showdown_picture(views[locale], bot.settings.card_deck, None, bot.card_art) == data:
                    return
        self.problems.append(f"the show-down picture of deal {number} is not the one its public view draws")

    async def _check_cards(self, bot: PokerBot, message: Message, text: str, cards: set[str],
                           numbers: set[int], now: dict[int, set[str]], table_id: int | None) -> None:
        shown: set[str] = set()
        storage = await self._storage(bot)
        async with storage.transaction(readonly=True) as tx:
            if table_id is None:  # no table live as it was sent: the channel's newest, closed since or not
                table_id = await _newest_table_in(tx, message)
            for number in numbers:
                deal_row = None if table_id is None else await tx.deal(table_id, number)
                if deal_row is None:
                    continue
                shown |= {card for _seat, card in (deal_row.notes or {}).get("thrown") or []}
                if number in now:
                    shown |= now[number]
                else:
                    # Rebuilt from its record: as it ended, or (in play, when the service had
                    # dropped its copy) as it stands now, which has shown at least as much.
                    from bot.services.hand_records import DealRecord

                    record = DealRecord.of(deal_row, await tx.actions(deal_row.id))
                    with contextlib.suppress(Exception):  # a void deal past rebuilding shows nothing more
                        shown |= public_cards(record.replay().public_view())
        unshown = cards - shown
        if unshown:
            self.problems.append(f"cards {sorted(unshown)} not yet shown in a public message in "
                                 f"#{message.channel.name}: {text[:400]}")

    async def _check_replay(self, bot: PokerBot, message: Message, text: str, cards: set[str], number: int,
                            step: int) -> None:
        """A public step of a deal's replay: the deal is over, and every card in it had been shown
        to the table by that step (or thrown for the first dealer)."""
        from bot.services.hand_records import DealRecord
        from engine.seal import replay_to

        storage = await self._storage(bot)
        async with storage.transaction(readonly=True) as tx:
            table_id = await _table_of(tx, message)
            deal_row = None if table_id is None else await tx.deal(table_id, number)
            actions = [] if deal_row is None else await tx.actions(deal_row.id)
        if deal_row is None or deal_row.status == "playing":
            self.problems.append(f"a replay of deal {number}, which is {'in play' if deal_row else 'unknown'}")
            return
        record = DealRecord.of(deal_row, actions)
        shown = {card for _seat, card in (deal_row.notes or {}).get("thrown") or []}
        with contextlib.suppress(Exception):  # a void deal past rebuilding shows no card at all
            shown |= public_cards(replay_to(record.deal_setup(), record.actions, step).public_view())
        unshown = cards - shown
        if unshown:
            self.problems.append(f"cards {sorted(unshown)} not yet shown at step {step} of deal {number}, in its "
                                 f"public replay in #{message.channel.name}: {text[:300]}")

    async def _storage(self, bot: PokerBot) -> Storage:
        """A connection of the checks' own to the bot's database: a bot restarted meanwhile has
        closed its own, and the checks must not borrow the bot's transactions."""
        url = bot.settings.database_url
        if url not in self.storages:
            from bot.storage import open_storage

            self.storages[url] = await open_storage(url, migrate=False)
        return self.storages[url]

    async def close(self) -> None:
        for storage in self.storages.values():
            await storage.close()
        self.storages.clear()

    def _bot(self) -> PokerBot | None:
        """The bot running now; in a restart's gap (the old one closing, a message of its still
        arriving, the new one not up yet), the last one that was: the checks read the database
        through a connection of their own."""
        known = [b for b in self.bots if hasattr(b, "storage")]
        running = [b for b in known if not b.is_closed()]
        return running[-1] if running else known[-1] if known else None

    # ----- the verdict -----------------------------------------------------------------
    async def settle(self) -> None:
        """Wait for the card checks under way and the interactions still within their 3 s."""
        if self.pending:
            await asyncio.gather(*self.pending, return_exceptions=False)
        deadline = time.monotonic() + 0.2 + max(
            (r.injected_at + r.ack_deadline - time.monotonic() for r in self.world.interactions.values()
             if not r.answered), default=0.0)
        while time.monotonic() < deadline and not all(
                r.answered or r.expired or r.id in self.exempt_interactions
                for r in self.world.interactions.values()):
            await asyncio.sleep(0.05)

    def refused_requests(self) -> list[str]:
        """The bot's requests Discord refused as invalid: each was an answer or a message lost."""
        return [f"Discord refused {r.method} {r.route} ({r.status} {INVALID[r.error_code]}): "
                f"{json.dumps(r.json, ensure_ascii=False)[:200]}"
                for r in self.world.requests if r.error_code in INVALID]

    def verdict(self) -> list[str]:
        problems = list(self.problems) + self.refused_requests()
        problems += sorted(set(self.world.answer_problems or []))
        for record in self.world.interactions.values():
            if record.expired or record.id in self.exempt_interactions:
                continue
            what = f"{record.type.name} {json.dumps(record.payload.get('data'))[:160]} by {record.user.name}"
            if record.deprecated_fills:
                problems.append(f"a follow-up filled in the deferred reply (deprecated: edit the original "
                                f"response instead): {what}")
            if record.callback is None:
                problems.append(f"unanswered interaction: {what}; attempts {[s for s, _ in record.attempts]}")
            elif record.ack_latency is not None and record.ack_latency > record.ack_deadline:
                problems.append(f"interaction answered after {record.ack_latency:.2f} s: {what}")
        return problems


def _named_table(message: Message) -> int | None:
    """The table a message's buttons name (the table may have closed since), if any."""
    for custom_id in message.custom_ids:
        found = TABLE_NAMED.match(custom_id)
        if found:
            return int(found[1])
    return None


async def _table_of(tx: Any, message: Message) -> int | None:
    """The table a message is of: the one its buttons name; else the table open in its channel."""
    named = _named_table(message)
    return named if named is not None else await _newest_table_in(tx, message)


async def _newest_table_in(tx: Any, message: Message) -> int | None:
    """The table open in the message's channel, else the newest one closed there (an admin's
    reset closes the table while its last messages are still being checked)."""
    row = await tx.open_table_in(str(message.channel.guild.id), str(message.channel.id))
    if row is not None:
        return int(row.id)
    closed = [t for t in await tx.tables([str(message.channel.guild.id)], status=None)
              if t.channel_id == str(message.channel.id)]
    return max((int(t.id) for t in closed), default=None)


def _by_description(views: dict[str, Any], description: str) -> list[str]:
    """The languages to draw a show-down in: the one its alt text is in first, then the rest."""
    from bot.text.showdown_words import showdown_description

    def says(locale: str) -> bool:
        with speaking(locale):
            return showdown_description(views[locale]) == description
    return sorted(LOCALES, key=lambda locale: not says(locale))


def _names_in(view: Any, description: str) -> tuple[str, dict[str, str]] | None:
    """The language and the players' names with which `view` gives exactly `description` (the
    table picture's alt text), or None if none do: the words with a stand-in for each name, matched."""
    for locale in LOCALES:
        with speaking(locale):
            names = _names_said(view, description)
        if names is not None:
            return locale, names
    return None


def _names_said(view: Any, description: str) -> dict[str, str] | None:
    from bot.text.table_picture import table_description

    marks = {seat.player: f"\x00{i}\x00" for i, seat in enumerate(view.seats)}
    pattern, seen = "", set()
    for part in re.split("(\x00\\d+\x00)", table_description(view.with_names(marks))):
        if part.startswith("\x00"):
            i = part.strip("\x00")
            pattern += f"(?P=n{i})" if i in seen else f"(?P<n{i}>.+?)"
            seen.add(i)
        else:
            pattern += re.escape(part)
    found = re.fullmatch(pattern, description, flags=re.S)
    if found is None:
        return None
    return {seat.player: found[f"n{i}"] if str(i) in seen else seat.player for i, seat in enumerate(view.seats)}
