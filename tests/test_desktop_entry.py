"""The Linux zip's install-desktop-entry.sh: it puts a menu entry that starts the unpacked app,
from a folder whose name has spaces, Japanese letters and the characters the Desktop Entry
Specification makes special (run on any system with a POSIX sh; Windows has none)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
LINUX = REPO / "packaging" / "linux"
SH = shutil.which("sh")
pytestmark = pytest.mark.skipif(SH is None or os.name == "nt", reason="needs a POSIX sh")


def desktop_string(value: str) -> str:
    """A desktop entry string value as its reader sees it (\\s \\n \\t \\r \\\\ escapes)."""
    out, i = [], 0
    while i < len(value):
        if value[i] == "\\" and i + 1 < len(value):
            out.append({"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}.get(value[i + 1], value[i:i + 2]))
            i += 2
        else:
            out.append(value[i])
            i += 1
    return "".join(out)


def exec_argv(value: str) -> list[str]:
    """The Exec key's command line, unquoted as the specification says (no field codes here)."""
    value = desktop_string(value)
    args, i = [], 0
    while i < len(value):
        if value[i] == " ":
            i += 1
            continue
        arg = ""
        if value[i] == '"':
            i += 1
            while value[i] != '"':
                if value[i] == "\\" and value[i + 1] in '"`$\\':
                    i += 1
                arg += value[i]
                i += 1
            i += 1
        else:
            while i < len(value) and value[i] != " ":
                assert value[i] not in '"`$\\', f"reserved character unquoted in {value!r}"
                arg += value[i]
                i += 1
        args.append(arg.replace("%%", "%"))
    return args


def read_entry(path: Path) -> dict[str, str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if line and not line.startswith("#"))


@pytest.fixture
def unpacked(tmp_path) -> Path:
    """What the Linux zip unpacks to, with a stand-in program that notes it was started."""
    folder = tmp_path / 'ゲーム 友達 $HOME "q" `b` 100% a\\b' / "tabletop"
    folder.mkdir(parents=True)
    for name in ("tabletop.desktop", "install-desktop-entry.sh"):
        shutil.copy2(LINUX / name, folder / name)
    shutil.copy2(REPO / "art" / "icon.png", folder / "tabletop.png")
    program = folder / "tabletop"
    program.write_text('#!/bin/sh\necho started > "$(dirname "$0")/started.txt"\n', encoding="utf-8")
    program.chmod(0o755)
    return folder


def run(script: Path, home: Path, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "XDG_DATA_HOME"}
    env["HOME"] = str(home)
    return subprocess.run([SH, str(script), *args], env=env, capture_output=True, text=True, timeout=30)


def test_the_menu_entry_starts_the_unpacked_app_and_can_be_removed(unpacked, tmp_path):
    home = tmp_path / "home"
    done = run(unpacked / "install-desktop-entry.sh", home)
    assert done.returncode == 0, done.stderr
    entry = home / ".local" / "share" / "applications" / "tabletop.desktop"
    icon = home / ".local" / "share" / "icons" / "hicolor" / "256x256" / "apps" / "tabletop.png"
    keys = read_entry(entry)
    assert keys["Name"] == "tabletop" and keys["Type"] == "Application" and keys["Terminal"] == "false"
    argv = exec_argv(keys["Exec"])
    assert argv == [str(unpacked / "tabletop")]
    assert desktop_string(keys["TryExec"]) == str(unpacked / "tabletop")
    assert desktop_string(keys["Icon"]) == str(icon) and icon.read_bytes() == (unpacked / "tabletop.png").read_bytes()
    subprocess.run(argv, check=True, timeout=30)  # what the menu runs starts the program
    assert (unpacked / "started.txt").read_text(encoding="utf-8").strip() == "started"
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout

    again = run(unpacked / "install-desktop-entry.sh", home)  # running it twice is harmless
    assert again.returncode == 0 and read_entry(entry) == keys
    gone = run(unpacked / "install-desktop-entry.sh", home, "--remove")
    assert gone.returncode == 0 and not entry.exists() and not icon.exists()


def test_it_honours_xdg_data_home_and_refuses_a_folder_without_the_app(unpacked, tmp_path):
    data = tmp_path / "xdg data"
    env = dict(os.environ, HOME=str(tmp_path / "home"), XDG_DATA_HOME=str(data))
    done = subprocess.run([SH, str(unpacked / "install-desktop-entry.sh")], env=env, capture_output=True, text=True)
    assert done.returncode == 0 and (data / "applications" / "tabletop.desktop").is_file()

    (unpacked / "tabletop").unlink()
    refused = run(unpacked / "install-desktop-entry.sh", tmp_path / "home2")
    assert refused.returncode == 1 and "unpacked tabletop folder" in refused.stderr
    assert not (tmp_path / "home2" / ".local").exists()


def test_the_shipped_entry_is_valid():
    keys = read_entry(LINUX / "tabletop.desktop")
    assert {"Type", "Name", "Exec", "Icon", "Categories"} <= set(keys) and keys["Categories"].startswith("Game;")
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(LINUX / "tabletop.desktop")], capture_output=True, text=True)
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout
