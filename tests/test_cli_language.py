"""The command line speaks the host's language (issue 44): POSIX's LC_ALL, LC_MESSAGES, LANG, in
that order, read into the catalogue that serves it; `run` and `sandbox`, whose words are the
members' (each in his own), do not take it."""

from __future__ import annotations

import contextvars

import pytest

import bot.cli as cli
from bot.text.i18n import PSEUDO, SOURCE, current


@pytest.mark.parametrize(("environ", "locale"), [
    ({"LANG": "de_DE.UTF-8"}, "de-DE"),
    ({"LANG": "pt_BR.utf8", "LC_MESSAGES": "fr_FR@euro"}, "fr-FR"),
    ({"LANG": "de_DE.UTF-8", "LC_ALL": "C"}, None),
    ({"LANG": "POSIX"}, None),
    ({}, None),
    ({"LANG": "", "LC_ALL": ""}, None),
])
def test_the_hosts_language_as_posix_gives_it(environ: dict[str, str], locale: str | None) -> None:
    assert cli.host_locale(environ) == locale


@pytest.mark.parametrize(("command", "reads"), [("probe", PSEUDO), ("run", SOURCE)])
def test_a_command_is_read_in_the_hosts_language_but_the_bots_own(monkeypatch: pytest.MonkeyPatch, command: str,
                                                                   reads: str) -> None:
    seen: list[str] = []

    def register(commands) -> None:  # a command of the test's, named as the real ones are
        for name in ("probe", "run"):
            commands.add_parser(name).set_defaults(handler=lambda _args: seen.append(current()) or 0)

    monkeypatch.setattr(cli, "COMMANDS", (register,))
    monkeypatch.setenv("LC_ALL", PSEUDO)  # a real host says de_DE.UTF-8: the pseudo-locale shows it was read
    assert contextvars.copy_context().run(cli.main, [command]) == 0
    assert seen == [reads]


@pytest.mark.parametrize(("lang", "said"), [
    ("C", '--keep is needed: the cards you keep, e.g. --keep "Js Jh" (none to draw five)'),
    ("es_ES.UTF-8", 'falta --keep: las cartas que te quedas, p. ej. --keep "Js Jh" (none para cambiar cinco)'),
    ("de_DE.UTF-8", '--keep fehlt: die Karten, die du behältst, z. B. --keep "Js Jh" (none, um fünf zu kaufen)'),
])
def test_a_commands_own_line_is_in_the_hosts_language(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                                                      lang: str, said: str) -> None:
    """bot/text/cli_words.py's lines (cli.ftl): a mistake in what was typed, said in his LANG."""
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.setenv("LANG", lang)
    assert contextvars.copy_context().run(cli.main, ["odds", "draw", "As Kd Qd Jd 2c"]) == 2
    assert capsys.readouterr().err == f"poker-bot odds draw: error: {said}\n"


NO_TOKEN_TO_ASK = {  # doctor's last line without a token (cli-host.ftl)
    "C": "· clock, application, commands, servers, card emojis: not checked: no token to ask Discord with",
    "es_ES.UTF-8": "· reloj, aplicación, comandos, servidores, emojis de cartas: sin comprobar: "
                   "no hay token con el que preguntar a Discord",
    "de_DE.UTF-8": "· Uhr, Anwendung, Befehle, Server, Karten-Emojis: nicht geprüft: "
                   "kein Token, mit dem Discord gefragt werden kann",
}


def in_lang(monkeypatch: pytest.MonkeyPatch, tmp_path, lang: str) -> None:
    """The host's LANG, in a folder of no .env, with no token and a SQLite file there."""
    for name in ("LC_ALL", "LC_MESSAGES", "DISCORD_TOKEN"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", lang)
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'poker.db'}")
    monkeypatch.chdir(tmp_path)


@pytest.mark.parametrize("lang", list(NO_TOKEN_TO_ASK))
def test_doctors_lines_are_in_the_hosts_language(monkeypatch: pytest.MonkeyPatch, tmp_path,
                                                 capsys: pytest.CaptureFixture[str], lang: str) -> None:
    in_lang(monkeypatch, tmp_path, lang)
    assert contextvars.copy_context().run(cli.main, ["doctor", "--min-free", "1"]) == 1
    assert capsys.readouterr().out.splitlines()[-1] == NO_TOKEN_TO_ASK[lang]


@pytest.mark.parametrize(("lang", "run", "sandbox"), [
    ("C", "no DISCORD_TOKEN: at ", "alice is named twice (see poker-bot sandbox --help)"),
    ("es_ES.UTF-8", "no hay DISCORD_TOKEN: en ", "alice se nombra dos veces (mira poker-bot sandbox --help)"),
    ("de_DE.UTF-8", "kein DISCORD_TOKEN: wähle auf ", "alice ist doppelt genannt (siehe poker-bot sandbox --help)"),
])
def test_run_and_sandbox_tell_the_host_in_his_language(monkeypatch: pytest.MonkeyPatch, tmp_path,
                                                       capsys: pytest.CaptureFixture[str], lang: str, run: str,
                                                       sandbox: str) -> None:
    """Their bot speaks each member's language; their own lines to the host are in his LANG."""
    in_lang(monkeypatch, tmp_path, lang)
    assert contextvars.copy_context().run(cli.main, ["run"]) == 2
    assert capsys.readouterr().err.startswith(f"poker-bot run: error: {run}")
    assert contextvars.copy_context().run(cli.main, ["sandbox", "--members", "alice,alice"]) == 2
    assert capsys.readouterr().err == f"poker-bot sandbox: error: argument --members: {sandbox}\n"
    assert not (tmp_path / "poker.db").exists()  # nothing was started


@pytest.mark.parametrize(("lang", "said"), [
    ("C", "'Robot 3' is how the robots are named; choose another (see poker-bot play --help)"),
    ("es_ES.UTF-8", "'Robot 3' es como se llaman los robots; elige otro (mira poker-bot play --help)"),
    ("de_DE.UTF-8", "'Robot 3' ist, wie die Roboter heißen; wähle einen anderen (siehe poker-bot play --help)"),
])
def test_plays_own_refusal_is_in_the_hosts_language(monkeypatch: pytest.MonkeyPatch, tmp_path,
                                                    capsys: pytest.CaptureFixture[str], lang: str, said: str) -> None:
    in_lang(monkeypatch, tmp_path, lang)
    assert contextvars.copy_context().run(cli.main, ["play", "--name", "Robot 3"]) == 2
    assert capsys.readouterr().err == f"poker-bot play: error: argument --name: {said}\n"
