"""The sandbox: the real bot played without Discord, against a local emulation of Discord's API and gateway.

For now it holds the emulation (``bot.sandbox.emulator``), which the tests and the
benchmarks drive; a ``poker-bot sandbox`` command and its web page are to come here.
"""
