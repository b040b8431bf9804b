"""The command line's own lines to the host (issue 44), in his language (`bot.cli.main` sets it
from LC_ALL, LC_MESSAGES or LANG). The words are the catalogue's (`locales/*/cli.ftl`); options,
settings and commands are named as they are typed. What argparse says itself ("usage:",
"error:", "the following arguments are required") is argparse's English.
"""

from __future__ import annotations

import errno
from collections.abc import Sequence

from bot.text.i18n import t

# ----- poker-bot itself ----------------------------------------------------------------------


def unrecognized(arguments: Sequence[str], prog: str) -> str:
    return t("cli-unrecognized", arguments=" ".join(arguments), prog=prog)


def see_help(message: str, prog: str) -> str:
    return t("cli-see-help", message=message, prog=prog)


# ----- migrate, audit, backup, restore -------------------------------------------------------

def nothing_to_apply() -> str:
    return t("cli-nothing-to-apply")


def schema_version(database: str, version: object, done: str) -> str:
    return t("cli-schema-version", database=database, version=str(version), done=done)


def audit_passed(summary: str) -> str:
    return t("cli-audit-passed", summary=summary)


def audit_failed(breaches: int, summary: str) -> str:
    return t("cli-audit-failed-in", n=breaches, summary=summary) if summary else t("cli-audit-failed", n=breaches)


def audit_not_checked(check: str, why: str) -> str:
    return t("cli-audit-not-checked", check=check, why=why)


def rows(tables: int, count: int) -> str:
    return t("cli-rows", tables=tables, n=count)


def out_is_folder(path: str) -> str:
    return t("cli-out-is-folder", path=path)


def out_no_folder(path: str, folder: str) -> str:
    return t("cli-out-no-folder", path=path, folder=folder)


def backup_written(path: str, kind: str, version: object, rows: str, audited: str) -> str:
    return t("cli-backup-written", path=path, format=kind, version=str(version), rows=rows, audited=audited)


def restored(path: str, kind: str, version: object, rows: str, database: str, migrated: object | None) -> str:
    said = {"path": path, "format": kind, "version": str(version), "rows": rows, "database": database}
    if migrated:
        return t("cli-restored-migrated", **said, migrated=str(migrated))
    return t("cli-restored", **said)


# ----- paths ---------------------------------------------------------------------------------

# An OSError met on a path the host gave, in plain words (by errno); any other says its own strerror.
_PATH_TROUBLE = {
    errno.ENAMETOOLONG: "cli-path-too-long",
    errno.EACCES: "cli-permission-denied",
    errno.EPERM: "cli-permission-denied",
    errno.EROFS: "cli-read-only",
    errno.ENOSPC: "cli-disk-full",
    errno.ELOOP: "cli-symlink-loop",
}


def path_trouble(number: int | None, otherwise: str) -> str:
    """Why a path cannot be used, by its errno; `otherwise` (the system's words) for the rest."""
    message = _PATH_TROUBLE.get(number or 0)
    return otherwise if message is None else t(message)


def path_error(what: str, path: str, why: str, todo: str | None = None) -> str:
    return t("cli-path-error", what=what, path=path, why=why, todo=give_another_path() if todo is None else todo)


def give_another_path() -> str:
    return t("cli-give-another-path")


def permission_denied() -> str:
    return t("cli-permission-denied")


def is_a_file(path: str) -> str:
    return t("cli-is-a-file", path=path)


def card_art_todo() -> str:
    return t("cli-card-art-todo")


def the_proof() -> str:
    return t("cli-the-proof")


def give_the_proof() -> str:
    return t("cli-give-the-proof")


# ----- cards and rules -----------------------------------------------------------------------

def joker_only(what: str) -> str:
    return t("cli-joker-only", what=what)


def not_in_ecarte(what: str, card: str) -> str:
    return t("cli-not-in-ecarte", what=what, card=card)


def hand_size(what: str, count: int, cards: Sequence[str]) -> str:
    shown = f" ({' '.join(cards)})" if cards else ""
    return t("cli-hand-size", what=what, count=count, given=len(cards), shown=shown)


def dead_in_hand(card: str) -> str:
    return t("cli-dead-in-hand", card=card)


def keep_needed() -> str:
    return t("cli-keep-needed")


def keep_not_in_hand(card: str, hand: str) -> str:
    return t("cli-keep-not-in-hand", card=card, hand=hand)


def not_an_extra_hand(name: str, known: Sequence[str]) -> str:
    return t("cli-not-an-extra-hand", name=name, known=", ".join(known))


def two_pairs_joker() -> str:
    return t("cli-two-pairs-joker")


def seats(most: int, players: int) -> str:
    return t("cli-seats", most=most, players=players)


def no_option(option: str) -> str:
    return t("cli-no-option", option=option)


def one_game(option: str, game: str, variety: str) -> str:
    return t("cli-one-game", option=option, game=game, variety=variety)


def out_of_range(option: str, value: int) -> str:
    return t("cli-out-of-range", option=option, value=value)


# ----- poker-bot cards -----------------------------------------------------------------------

def out_terminal() -> str:
    return t("cli-out-terminal")


def out_not_a_file(path: str) -> str:
    return t("cli-out-not-a-file", path=path)


def out_file_in_way(path: str) -> str:
    return t("cli-out-file-in-way", path=path)


def out_no_folder_here(path: str) -> str:
    return t("cli-out-no-folder-here", path=path)


def out_no_permission(path: str) -> str:
    return t("cli-out-no-permission", path=path)


def write_elsewhere() -> str:
    return t("cli-write-elsewhere")


def no_cards() -> str:
    return t("cli-no-cards")


def too_many_cards(count: int, most: int) -> str:
    return t("cli-too-many-cards", n=count, most=most)


def wrote(path: str, count: int, deck: str, size: int) -> str:
    return t("cli-wrote", path=path, n=count, deck=deck, bytes=size)


# ----- poker-bot doctor ----------------------------------------------------------------------

def not_checked(name: str, why: str) -> str:
    return t("cli-not-checked", name=name, why=why)


# ----- poker-bot simulate --tournament -------------------------------------------------------

def tournament_only(option: str) -> str:
    return t("cli-tournament-only", option=option)


def not_for_tournament(option: str) -> str:
    return t("cli-not-for-tournament", option=option)


def tournament_draw(variety: str) -> str:
    return t("cli-tournament-draw", variety=variety)


def tournament_freeze_out(betting: str) -> str:
    return t("cli-tournament-freeze-out", betting=betting)


def tournament_kitty() -> str:
    return t("cli-tournament-kitty")


def tournament_stake(stake: int, ante: int) -> str:
    return t("cli-tournament-stake", stake=stake, ante=ante)


def tournament_round(done: int, players: int) -> str:
    return t("cli-tournament-round", round=done, n=players)


def tournament_head(robots: int, tables: int, seed: object, stake: int, deals: int, rounds: int) -> str:
    return t("cli-tournament-head", robots=robots, tables=tables, seed=str(seed), stake=stake, deals=deals,
             rounds=rounds)


def tournament_broken(broken: Sequence[int], moves: int, final: int | None) -> str:
    shown = ", ".join(map(str, broken)) or t("cli-none")
    if final is None:
        return t("cli-tournament-broken", broken=shown, moves=moves)
    return t("cli-tournament-broken-final", broken=shown, moves=moves, final=final)


def tournament_last_level(blind: int, ante: int) -> str:
    return t("cli-tournament-last-level", blind=blind, ante=ante)


def tournament_not_finished() -> str:
    return t("cli-tournament-not-finished")


def tournament_place(place: int, player: object, prize: int) -> str:
    column = f"{place:>4}"
    if prize:
        return t("cli-tournament-place-prize", place=column, player=str(player), n=prize)
    return t("cli-tournament-place", place=column, player=str(player))


def chips_conserved(conserved: bool) -> str:
    return t("cli-chips-conserved", conserved="yes" if conserved else "no")


# ----- poker-bot simulate --------------------------------------------------------------------

def simulate_progress(done: int, total: int) -> str:
    return t("cli-simulate-progress", done=done, deals=total)


def simulate_head(deals: int, variety: str, robots: int, seed: object, speed: float) -> str:
    return t("cli-simulate-head", deals=deals, variety=variety, robots=robots, seed=str(seed), speed=f"{speed:,.0f}")


def simulate_jackpots(jackpots: int, unopened: int, whangdoodles: int) -> str:
    return t("cli-simulate-jackpots", jackpots=jackpots, unopened=unopened, whangdoodles=whangdoodles)


def simulate_draw_pools(showdowns: int, unshown: int, nobody: int, made: int) -> str:
    return t("cli-simulate-draw-pools", showdowns=showdowns, unshown=unshown, nobody=nobody, made=made)


def simulate_pools(showdowns: int, unshown: int, nobody_bet: int | None = None) -> str:
    """The pools of straight poker (`nobody_bet` given) or stud and whisky poker."""
    if nobody_bet is None:
        return t("cli-simulate-pools", showdowns=showdowns, unshown=unshown)
    return t("cli-simulate-straight-pools", showdowns=showdowns, unshown=unshown, nobody=nobody_bet)


def simulate_largest(largest: int, kitty: int, rebuys: int) -> str:
    return t("cli-simulate-largest", largest=largest, kitty=kitty, rebuys=rebuys)


def simulate_in_use(error: str) -> str:
    return t("cli-simulate-in-use", error=error)


def simulate_ledger_head(deals: int, robots: int, seed: object, speed: float, played: int) -> str:
    return t("cli-simulate-ledger-head", deals=deals, robots=robots, seed=str(seed), speed=f"{speed:,.0f}",
             played=played)


def simulate_recovered(resumed: int, settled: int, void: int) -> str:
    return t("cli-simulate-recovered", deals=resumed, settled=settled, void=void)


def simulate_banker(issued: int, held: int, pools: int, kitty: int, rebuys: int) -> str:
    return t("cli-simulate-banker", n=issued, held=held, pools=pools, kitty=kitty, rebuys=rebuys)


def simulate_books(balance: bool, audit_ok: bool | None) -> str:
    return t("cli-simulate-books", balance="yes" if balance else "no", audit="passed" if audit_ok else "failed")


def simulate_other_options(db: str, stored: str, asked: str) -> str:
    return t("cli-simulate-other-options", db=db, stored=stored, asked=asked)


# ----- poker-bot export and import-check -----------------------------------------------------

def export_not_a_date(typed: str) -> str:
    return t("cli-export-not-a-date", typed=typed)


def export_member() -> str:
    return t("cli-export-member")


def export_where(table: int, deal: int) -> str:
    return t("cli-export-where", table=table, deal=deal)


def export_not_written(where: str, error: str) -> str:
    return t("cli-export-not-written", where=where, error=error)


def export_not_written_fault(where: str, fault: str) -> str:
    return t("cli-export-not-written-fault", where=where, fault=fault)


def export_progress(written: int) -> str:
    return t("cli-export-progress", deals=written)


def export_written(written: int, folder: str, speed: float | None, failed: int) -> str:
    rate = "" if speed is None else " " + t("cli-export-rate", speed=f"{speed:,.0f}")
    if failed:
        return t("cli-export-written-failed", deals=written, folder=folder, rate=rate, failed=failed)
    return t("cli-export-written", deals=written, folder=folder, rate=rate)


def export_no_pokerkit() -> str:
    return t("cli-export-no-pokerkit")


def export_stacks(theirs: object, ours: object) -> str:
    return t("cli-export-stacks", theirs=str(theirs), ours=str(ours))


def export_carried(theirs: object, ours: object) -> str:
    return t("cli-export-carried", theirs=str(theirs), ours=str(ours))


def export_give_phh() -> str:
    return t("cli-export-give-phh")


def export_no_such(path: str) -> str:
    return t("cli-export-no-such", path=path)


def export_no_phh(path: str) -> str:
    return t("cli-export-no-phh", path=path)


def export_unreadable(file: str, error: str) -> str:
    return t("cli-export-unreadable", file=file, error=error)


def export_checked(files: int, full: int, chips: int, replayed: int | None, problems: int) -> str:
    """import-check's verdict: how each file was checked (`replayed` None: PokerKit not asked), and the problems."""
    kinds = [t("cli-export-full", files=full)] if full else []
    if chips:
        kinds.append(t("cli-export-chips-only", files=chips))
    if replayed is not None:
        kinds.append(t("cli-export-by-pokerkit", files=replayed))
    verdict = t("cli-export-problems", n=problems) if problems else t("cli-export-all-agree")
    return t("cli-export-checked", files=files, kinds="; ".join(kinds) or t("cli-export-none-read"), verdict=verdict)


# ----- poker-bot doctor's permission checks (doctor_servers.py) ------------------------------

def doctor_no_server() -> str:
    return t("cli-doctor-no-server")


def doctor_server(server: int) -> str:
    return t("cli-doctor-server", server=str(server))


def doctor_tables_gone(count: int) -> str:
    return t("cli-doctor-tables-gone", n=count)


def doctor_roles_unread(error: str) -> str:
    return t("cli-doctor-roles-unread", error=error)


def doctor_roles_ok() -> str:
    return t("cli-doctor-roles-ok")


def doctor_roles_lack(names: str) -> str:
    return t("cli-doctor-roles-lack", names=names)


def doctor_give_roles(invite: str) -> str:
    return t("cli-doctor-give-roles", invite=invite)


def doctor_channel(channel: int, server: str, table: int) -> str:
    return t("cli-doctor-channel", channel=str(channel), server=server, table=table)


def doctor_no_channel() -> str:
    return t("cli-doctor-no-channel")


def doctor_no_channel_fix() -> str:
    return t("cli-doctor-no-channel-fix")


def doctor_cannot_see() -> str:
    return t("cli-doctor-cannot-see")


def doctor_cannot_see_fix() -> str:
    return t("cli-doctor-cannot-see-fix")


def doctor_try_again() -> str:
    return t("cli-doctor-try-again")


def doctor_channel_ok(table: int) -> str:
    return t("cli-doctor-channel-ok", table=table)


def doctor_missing(names: str) -> str:
    return t("cli-doctor-missing", names=names)


def doctor_give_in(thread: bool) -> str:
    """Where to give the bot's role what it lacks: a thread's parent channel, else the channel."""
    return t("cli-doctor-give-in-parent" if thread else "cli-doctor-give-in-channel")
