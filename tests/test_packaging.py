"""pyproject.toml in the form setuptools keeps: the license as an SPDX expression with its file
(the TOML table is deprecated, to be removed on 2027-02-18), and a build requirement with a
ceiling as well as a floor, so that a new setuptools cannot stop a fresh install unseen."""

from __future__ import annotations

import tomllib

from packaging.requirements import Requirement
from packaging.version import Version

from tests.cli_run import ROOT

PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_the_license_is_an_spdx_expression_with_its_file():
    project = PYPROJECT["project"]
    assert project["license"] == "MIT"
    assert project["license-files"] == ["LICENSE"]
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License") and "Permission is hereby granted, free of charge" in text
    # setuptools refuses a License classifier beside an expression.
    assert not [c for c in project.get("classifiers", []) if c.startswith("License ::")]


def test_the_build_requirement_has_a_floor_and_a_ceiling():
    (only,) = PYPROJECT["build-system"]["requires"]
    wanted = Requirement(only)
    assert wanted.name == "setuptools"
    assert {s.operator for s in wanted.specifier} == {">=", "<"}
    # 77 is the first to read the license as an SPDX expression (PEP 639).
    assert Version("76.1.0") not in wanted.specifier and Version("77.0.3") in wanted.specifier
    ceiling = next(Version(s.version) for s in wanted.specifier if s.operator == "<")
    assert all(part == 0 for part in ceiling.release[1:])  # a whole major: the fixes within it come in
