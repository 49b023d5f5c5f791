"""tabletop: five board and card games with local AI opponents."""

from __future__ import annotations

from pathlib import Path

APP_NAME = "tabletop"
UNKNOWN_VERSION = "0+unknown"


def find_version(package_dir: Path | None = None) -> str:
    """The app's version. ``pyproject.toml`` is its one source:

    * in a source checkout, read from the ``pyproject.toml`` beside the package (so a bumped
      version shows even before the environment is re-synced);
    * installed (a wheel, ``uv sync``) or frozen (PyInstaller, with the metadata copied by
      ``build.spec``): the installed distribution's metadata, written from that file;
    * neither: :data:`UNKNOWN_VERSION`, which ``--self-test`` reports as a failure.
    """
    package_dir = Path(__file__).resolve().parent if package_dir is None else package_dir
    pyproject = package_dir.parent / "pyproject.toml"
    if pyproject.is_file():
        import tomllib

        try:
            project = tomllib.loads(pyproject.read_text(encoding="utf-8")).get("project", {})
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
            project = {}
        if project.get("name") == APP_NAME and isinstance(project.get("version"), str):
            return project["version"]
    from importlib import metadata

    try:
        return metadata.version(APP_NAME)
    except metadata.PackageNotFoundError:
        return UNKNOWN_VERSION


__version__ = find_version()
