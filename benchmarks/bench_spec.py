"""What holding each request to Discord's published spec costs the emulator (issue 38).

The body is a table message's edit as the bot sent it through a click's webhook in an end-to-end
test (an embed with its fields and picture, a row of four buttons). Timed, best of several runs of
N each: the spec's check of the body (openapi.check_body), the docs' rules beside it
(validation.trimmed and check_message), and the check of the emulator's answer against the spec's
response schema (the tests turn that one on; the sandbox and the benchmarks do not). Also the
first load of the spec and the first compile of the route's check.
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.timing import best_of  # noqa: E402
from discord_emulator import openapi, validation  # noqa: E402

ROUTE = "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"
PATH = "/webhooks/1/token/messages/@original"
TABLE_EDIT = json.loads((Path(__file__).with_name("table_edit.json")).read_text(encoding="utf-8"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=2000, help="checks a run (default 2000)")
    parser.add_argument("--runs", type=int, default=5, help="runs; the best is reported (default 5)")
    args = parser.parse_args()

    started = time.perf_counter()
    openapi.spec()
    loaded = time.perf_counter() - started
    started = time.perf_counter()
    openapi.check_body("PATCH", ROUTE, PATH, TABLE_EDIT)
    compiled = time.perf_counter() - started

    def spec_checks() -> None:
        for _ in range(args.n):
            openapi.check_body("PATCH", ROUTE, PATH, TABLE_EDIT)

    def docs_checks() -> None:
        for _ in range(args.n):
            validation.check_message(validation.trimmed(TABLE_EDIT), has_files=True, is_edit=True)

    answer = copy.deepcopy(TABLE_EDIT)
    answer.update(id="1", channel_id="2", author={"id": "3", "username": "Foster", "discriminator": "0",
                                                  "global_name": None, "avatar": None, "public_flags": 0,
                                                  "flags": 0, "primary_guild": None, "bot": True},
                  content="", timestamp="2026-01-01T00:00:00+00:00", edited_timestamp=None, tts=False,
                  mention_everyone=False, mentions=[], mention_roles=[], attachments=[], pinned=False,
                  type=0, flags=0)
    openapi.check_answer("PATCH", ROUTE, PATH, 200, answer)

    def answer_checks() -> None:
        for _ in range(args.n):
            openapi.check_answer("PATCH", ROUTE, PATH, 200, answer)

    spec = best_of(args.runs, spec_checks) / args.n
    docs = best_of(args.runs, docs_checks) / args.n
    answers = best_of(args.runs, answer_checks) / args.n
    print(f"table message edit ({len(json.dumps(TABLE_EDIT))} bytes of JSON), best of {args.runs} runs of {args.n}:")
    print(f"  the spec's check of the body     {spec * 1e6:7.1f} us a request")
    print(f"  the docs' rules beside it        {docs * 1e6:7.1f} us a request")
    print(f"  the answer against the spec      {answers * 1e6:7.1f} us (tests only)")
    print(f"  the spec read once per process   {loaded * 1e3:7.1f} ms; this route's check compiled in "
          f"{compiled * 1e3:.1f} ms")


if __name__ == "__main__":
    main()
