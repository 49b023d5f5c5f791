"""Build, zip and smoke-test a release of tabletop for the system this runs on.

    uv run --group build python tools/release.py [--skip-build] [--keep]

The one script behind both CI paths: each job of ``.github/workflows/release.yml`` (Linux,
Windows, macOS) and ``.ci/run`` (here, Linux) run exactly this:

1. build with ``build.spec`` (PyInstaller): ``dist/tabletop/``, and ``dist/tabletop.app`` on macOS;
2. zip what a friend gets as ``dist/release/tabletop-<version>-<system>.zip``: the ``tabletop``
   folder (Windows, Linux; on Linux with ``tabletop.desktop``, the icon ``tabletop.png`` and
   ``install-desktop-entry.sh`` beside the program) or ``tabletop.app`` (macOS, zipped by
   ``ditto`` as Finder does, so the bundle's links and signature survive);
3. unpack that zip into a fresh folder whose name has spaces and Japanese letters (as friends'
   folders do) and, from there, with a fresh ``TABLETOP_HOME`` and SDL's dummy drivers: check
   the version (``--version`` and the bundled metadata against pyproject.toml), run
   ``--self-test`` and ``--screenshot``, check the PNG, and on Linux install the menu entry into
   a scratch home and check it points at the unpacked program.

``--skip-build`` zips and checks the build already in ``dist/``. The last line printed is a
JSON summary (version, system, zip size, seconds per step). Exits non-zero on any failure.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
import time
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
OUT = DIST / "release"
LINUX_EXTRAS = ROOT / "packaging" / "linux"
#: where a fresh unpack goes: what friends' folders look like
UNPACK_NAME = "友達の ダウンロード"
SYSTEMS = {"linux": "linux", "win32": "windows", "darwin": "macos"}


class ReleaseError(RuntimeError):
    pass


def project_version(root: Path = ROOT) -> str:
    return tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def system_name(platform: str = sys.platform) -> str:
    for prefix, name in SYSTEMS.items():
        if platform.startswith(prefix):
            return name
    raise ReleaseError(f"no release for the system {platform!r}")


def zip_name(version: str, system: str) -> str:
    return f"tabletop-{version}-{system}.zip"


def program_in(folder: Path, system: str) -> Path:
    """The program inside an unpacked zip (or ``dist/``)."""
    if system == "macos":
        return folder / "tabletop.app" / "Contents" / "MacOS" / "tabletop"
    return folder / "tabletop" / ("tabletop.exe" if system == "windows" else "tabletop")


# -- zip ---------------------------------------------------------------------------------------

def zip_entries(dist: Path, system: str) -> list[tuple[Path, str]]:
    """(file on disk, name in the zip) of everything a friend gets, except on macOS (ditto)."""
    folder = dist / "tabletop"
    if not (folder / program_in(Path(), system).name).exists():
        raise ReleaseError(f"no build in {folder}: run without --skip-build")
    entries = [(path, "tabletop/" + path.relative_to(folder).as_posix()) for path in sorted(folder.rglob("*"))]
    if system == "linux":
        entries += [(LINUX_EXTRAS / "tabletop.desktop", "tabletop/tabletop.desktop"),
                    (LINUX_EXTRAS / "install-desktop-entry.sh", "tabletop/install-desktop-entry.sh"),
                    (ROOT / "art" / "icon.png", "tabletop/tabletop.png")]
    return entries


def write_zip(entries: list[tuple[Path, str]], out: Path) -> None:
    """A zip that keeps Unix permissions (the program and the installer stay executable) and
    symbolic links (stored as links, as Info-ZIP does), in a stable order."""
    out.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as zf:
        for path, name in entries:
            st = path.lstat()
            if stat.S_ISLNK(st.st_mode):
                info = zipfile.ZipInfo(name, time.localtime(st.st_mtime)[:6])
                info.create_system = 3
                info.external_attr = (stat.S_IFLNK | 0o777) << 16
                zf.writestr(info, os.readlink(path), zipfile.ZIP_STORED)
            elif stat.S_ISDIR(st.st_mode):
                zf.write(path, name + "/")
            else:
                info = zipfile.ZipInfo.from_file(path, name)
                mode = stat.S_IMODE(st.st_mode)
                if name.endswith(".sh") or mode & 0o111:
                    mode |= 0o755  # executable for everyone, whatever the checkout's umask
                info.create_system = 3
                info.external_attr = (stat.S_IFREG | mode | 0o644) << 16
                info.compress_type = zipfile.ZIP_DEFLATED
                with open(path, "rb") as src, zf.open(info, "w") as dst:
                    shutil.copyfileobj(src, dst, 1 << 20)


def unpack_zip(archive: Path, dest: Path) -> None:
    """Unpack as a friend's unzip tool does: permissions and symbolic links kept."""
    dest.mkdir(parents=True, exist_ok=True)
    root = dest.resolve()
    with zipfile.ZipFile(archive) as zf:
        for info in zf.infolist():
            target = (dest / info.filename).resolve()
            if root not in target.parents and target != root:
                raise ReleaseError(f"{archive.name}: {info.filename!r} points outside the folder")
            mode = info.external_attr >> 16
            if info.is_dir():
                target.mkdir(parents=True, exist_ok=True)
            elif stat.S_ISLNK(mode):
                target.parent.mkdir(parents=True, exist_ok=True)
                os.symlink(zf.read(info).decode("utf-8"), target)
            else:
                zf.extract(info, dest)
                if os.name != "nt" and stat.S_IMODE(mode):
                    os.chmod(target, stat.S_IMODE(mode))


def make_zip(dist: Path, system: str, out: Path) -> None:
    if out.exists():
        out.unlink()
    if system == "macos":  # Finder's own way: keeps the bundle's symlinks, resource forks and signature
        run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(dist / "tabletop.app"), str(out)])
    else:
        write_zip(zip_entries(dist, system), out)


def unpack(archive: Path, dest: Path, system: str) -> None:
    if system == "macos":
        dest.mkdir(parents=True, exist_ok=True)
        run(["ditto", "-x", "-k", str(archive), str(dest)])
    else:
        unpack_zip(archive, dest)


# -- checks ------------------------------------------------------------------------------------

def run(cmd: list[str], *, env: dict | None = None, timeout: float = 900, cwd: Path | None = None) -> str:
    """Run ``cmd``; its output is echoed and returned; a failure raises ReleaseError."""
    print("$", " ".join(str(c) for c in cmd), flush=True)
    try:
        done = subprocess.run(cmd, env=env, cwd=cwd, timeout=timeout, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise ReleaseError(f"{cmd[0]}: {exc}") from exc
    out = done.stdout.decode("utf-8", "replace")
    if out.strip():
        print(out.rstrip(), flush=True)
    if done.returncode != 0:
        raise ReleaseError(f"{Path(cmd[0]).name} {' '.join(map(str, cmd[1:2]))} exited with status {done.returncode}")
    return out


def smoke_env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    # UTF-8 output whatever the system's code page (Windows), so the checks can read paths with
    # Japanese letters; PyInstaller's bootloader honours PYTHONUTF8
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               PYTHONUTF8="1", TABLETOP_HOME=str(home))
    return env


def bundled_metadata_version(folder: Path) -> str:
    """The Version: line of the tabletop metadata the build carries (what __version__ reads)."""
    found = sorted(folder.rglob("tabletop-*.dist-info/METADATA"))
    if not found:
        raise ReleaseError(f"no tabletop-*.dist-info/METADATA in {folder}: build.spec must copy_metadata('tabletop')")
    for line in found[0].read_text(encoding="utf-8").splitlines():
        if line.startswith("Version:"):
            return line.split(":", 1)[1].strip()
    raise ReleaseError(f"{found[0]} names no version")


def check_png(path: Path) -> dict:
    data = path.read_bytes() if path.is_file() else b""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ReleaseError(f"the app did not write a PNG to {path}")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    img = pygame.image.load(str(path))
    if img.get_size() != (1280, 720):
        raise ReleaseError(f"the screenshot is {img.get_size()}, not 1280x720")
    colours = {tuple(img.get_at((x, y))) for x in range(0, 1280, 16) for y in range(0, 720, 16)}
    if len(colours) < 20:  # a blank or one-colour window: nothing was drawn
        raise ReleaseError(f"the screenshot shows only {len(colours)} colours")
    return {"bytes": len(data), "colours_sampled": len(colours)}


def check_desktop_entry(folder: Path, scratch: Path) -> str:
    """Linux: the zip's installer puts a menu entry pointing at the unpacked program."""
    env = dict(os.environ, HOME=str(scratch))
    env.pop("XDG_DATA_HOME", None)
    run(["sh", str(folder / "tabletop" / "install-desktop-entry.sh")], env=env, timeout=60)
    entry = scratch / ".local" / "share" / "applications" / "tabletop.desktop"
    icon = scratch / ".local" / "share" / "icons" / "hicolor" / "256x256" / "apps" / "tabletop.png"
    text = entry.read_text(encoding="utf-8") if entry.is_file() else ""
    program = str(folder / "tabletop" / "tabletop")
    if f"TryExec={program}" not in text.splitlines() or not icon.is_file():
        raise ReleaseError(f"the menu entry {entry} does not point at {program}:\n{text}")
    if shutil.which("desktop-file-validate"):
        run(["desktop-file-validate", str(entry)])
    return str(entry)


def smoke(archive: Path, system: str, version: str, work: Path) -> dict:
    folder = work / UNPACK_NAME
    unpack(archive, folder, system)
    program = program_in(folder, system)
    if not program.is_file():
        raise ReleaseError(f"{archive.name} does not unpack to {program.relative_to(folder)}")
    env = smoke_env(work / "home ホーム")
    report: dict = {"unpacked_to": str(folder)}

    shown = run([str(program), "--version"], env=env, timeout=120).strip()
    if shown:
        if shown != f"tabletop {version}":
            raise ReleaseError(f"the built app says {shown!r}; pyproject.toml says {version}")
    elif system != "windows":  # a windowed Windows program may have nowhere to print
        raise ReleaseError("the built app printed nothing for --version")
    report["version_printed"] = shown or None
    carried = bundled_metadata_version(folder)
    if carried != version:
        raise ReleaseError(f"the build carries the version {carried}; pyproject.toml says {version}")

    out = run([str(program), "--self-test"], env=env, timeout=300)  # its first check: the version known
    if system != "windows" and f"ok    version: tabletop {version}" not in out:
        raise ReleaseError("--self-test did not confirm the version")
    shot = work / "frozen-menu.png"
    run([str(program), "--screenshot", str(shot), "--frames", "5"], env=env, timeout=300)
    report["screenshot"] = check_png(shot)
    if system == "linux":
        report["desktop_entry"] = check_desktop_entry(folder, work / "desktop home")
    return report


def check_tag(version: str) -> None:
    """On a version tag's build (GitHub Actions), the tag must name pyproject.toml's version."""
    if os.environ.get("GITHUB_REF_TYPE") == "tag":
        tag = os.environ.get("GITHUB_REF_NAME", "")
        if tag.startswith("v") and tag != f"v{version}":
            raise ReleaseError(f"the tag {tag} does not match pyproject.toml's version {version} (expected v{version})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--skip-build", action="store_true", help="zip and check the build already in dist/")
    parser.add_argument("--keep", action="store_true", help="keep the unpacked folder (its path is printed)")
    args = parser.parse_args(argv)
    for stream in (sys.stdout, sys.stderr):  # a path with Japanese letters must not stop the run
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    summary: dict = {}
    try:
        version, system = project_version(), system_name()
        check_tag(version)
        summary.update(version=version, system=system)
        if not args.skip_build:
            start = time.perf_counter()
            run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                 str(ROOT / "build.spec")], cwd=ROOT, timeout=1800)
            summary["build_s"] = round(time.perf_counter() - start, 1)
        start = time.perf_counter()
        archive = OUT / zip_name(version, system)
        make_zip(DIST, system, archive)
        summary.update(zip=str(archive.relative_to(ROOT)), zip_bytes=archive.stat().st_size,
                       zip_s=round(time.perf_counter() - start, 1))
        start = time.perf_counter()
        work = Path(tempfile.mkdtemp(prefix="tabletop-release-"))
        try:
            summary["smoke"] = smoke(archive, system, version, work)
        finally:
            if not args.keep:
                shutil.rmtree(work, ignore_errors=True)
        summary["smoke_s"] = round(time.perf_counter() - start, 1)
    except ReleaseError as exc:
        print(f"release: FAILED: {exc}", file=sys.stderr, flush=True)
        return 1
    print(f"release: {summary['zip']} ({summary['zip_bytes']:,} bytes) built and smoke-tested")
    print(json.dumps(summary, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
