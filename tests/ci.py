"""What the tests need to know about CI: there (CI=true) a missing prerequisite fails the run."""

from __future__ import annotations

import os

import pytest


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


def missing(reason: str) -> None:
    """Skip the test for want of `reason`, except in CI, where everything must be there: fail."""
    if in_ci():
        pytest.fail(f"{reason} (CI=true: in CI this must be there)", pytrace=False)
    pytest.skip(reason)
