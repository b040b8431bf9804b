"""Finished deals read from the database a page at a time, for PHH exports.

The host's export (`poker-bot export`) walks every finished deal oldest
first; a member's (`/poker export`) walks his own newest first, at the
tables of one server, up to a number of deals, and writes them into one zip
with his cards and the shown ones only.
"""

from __future__ import annotations

import asyncio
import io
import zipfile
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass

from bot.services.hand_records import DealRecord
from bot.services.phh import ExportError, dealt_in, file_name, phh_text
from bot.storage import Storage

PAGE = 500  # deals read in one transaction: a long export never holds the database for long
MEMBER_MOST = 200  # the newest deals of his a member's file holds


def plays_in(record: DealRecord, member: str | None) -> bool:
    """A member's deals are those he was dealt in (not those he sat out, broke or at law 1)."""
    return member is None or (member in record.setup.get("players", ()) and dealt_in(record, member))


async def finished_records(storage: Storage, *, table_ids: Sequence[int] | None = None, since: str | None = None,
                           member: str | None = None, newest_first: bool = False) -> AsyncIterator[DealRecord]:
    """Every finished deal that fits, one page of the database at a time."""
    after, before = 0, None
    while True:
        async with storage.transaction(readonly=True) as tx:
            rows = await tx.finished_deals(after=after, before=before, newest_first=newest_first,
                                           table_ids=table_ids, since=since, player=member, limit=PAGE)
            actions = await tx.actions_of([r.id for r in rows])
        for row in rows:
            record = DealRecord.of(row, actions[row.id])
            if plays_in(record, member):
                yield record
        if len(rows) < PAGE:
            return
        if newest_first:
            before = rows[-1].id
        else:
            after = rows[-1].id


@dataclass(frozen=True)
class MemberExport:
    data: bytes  # a zip of PHH files
    deals: int
    capped: bool  # he has more deals than the file holds
    skipped: int = 0  # deals whose records do not replay, left out


async def member_export(storage: Storage, guild: str, member: str, *, most: int = MEMBER_MOST) -> MemberExport:
    """His newest finished deals at this server's tables, as his own PHH files in one zip."""
    async with storage.transaction(readonly=True) as tx:
        tables = [t.id for t in await tx.tables([guild], status=None)]
    records: list[DealRecord] = []
    async for record in finished_records(storage, table_ids=tables, member=member, newest_first=True):
        records.append(record)
        if len(records) > most:  # one more than the file holds: he has more
            break
    # Writing replays each deal: in a thread, so the tables' event loop is not held meanwhile.
    return await asyncio.to_thread(_zipped, records[:most], member, len(records) > most)


def _zipped(records: list[DealRecord], member: str, capped: bool) -> MemberExport:
    out = io.BytesIO()
    written = skipped = 0
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for record in records:
            try:
                text = phh_text(record, member=member)
            except ExportError:
                skipped += 1
                continue
            archive.writestr(file_name(record), text)
            written += 1
    return MemberExport(out.getvalue(), written, capped, skipped)
