"""The kill test's long run (issue 38 point 3): the app, playing by itself, SIGKILLed N times
in a row at random moments (half of them right as an autosave is written), restarted each time;
prints one JSON object. Goal: 50 kills in a row, no save damaged or missing, Continue always
resumes the autosave, at most one move lost per kill. (Unix: SIGKILL.)

Usage: ``uv run python bench/kill.py [--kills 50] [--seed 1] [--max-wait 3]``
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kills", type=int, default=50)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-wait", type=float, default=3.0, help="longest play before a kill (seconds)")
    args = ap.parse_args(argv)
    if args.kills < 1 or args.max_wait <= 0:
        ap.error("--kills must be at least 1 and --max-wait above 0")
    sys.path.insert(0, str(ROOT / "tests"))
    import killing  # noqa: E402  (tests/killing.py)

    home = tempfile.mkdtemp(prefix="tabletop-kill-")
    t0 = time.perf_counter()
    try:
        out = killing.kill_rounds(home, args.kills, seed=args.seed, max_wait=args.max_wait)
        saves = sorted(p.name for p in (Path(home) / "data" / "saves").glob("*.json"))
    finally:
        shutil.rmtree(home, ignore_errors=True)
    result = {
        "kills": out.kills,
        "in_a_row_ok": out.kills if out.ok else out.kills - 1,
        "ok": out.ok and out.kills == args.kills,
        "during_autosave": out.during_autosave,
        "resumed": out.resumed,
        "moves_lost": dict(sorted(Counter(out.moves_lost).items())),
        "damaged": out.damaged,
        "most_stray_temp_files": out.stray_temps,
        "saves_at_end": saves,
        "problems": out.problems,
        "seconds": round(time.perf_counter() - t0, 1),
        "load_avg": os.getloadavg() if hasattr(os, "getloadavg") else None,
    }
    print(json.dumps(result, indent=1))
    return 0 if result["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
