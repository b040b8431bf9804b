"""``python -m bot``: the same as the ``poker-bot`` command."""

import sys

from bot.cli import main

if __name__ == "__main__":
    sys.exit(main())
