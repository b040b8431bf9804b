"""The sandbox: the real bot played without Discord, against a local emulation of Discord's API and gateway.

``poker-bot sandbox`` serves the emulation (the ``discord_emulator`` package, which the
tests and the benchmarks drive too), runs the bot as its own process against it, and
serves the page a person plays in.
"""
