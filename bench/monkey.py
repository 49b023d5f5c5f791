"""The monkey's long run (issue 38 point 2): seeded random input against the real app loop
(``tests/monkey.py``), the AI in its worker process as the app runs it; prints one JSON object.

Goal: 0 exceptions, 0 recoveries, 0 stalls, 0 illegal states or actions and 0 autosave
mismatches over >= 20,000 events.

Usage: ``uv run python bench/monkey.py [--events 20000] [--seeds 1,2,3] [--worker process|thread]
[--lang en|ja] [--pace instant|fast|normal] [--burst 40]``. It runs in a throw-away data folder (TABLETOP_HOME).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--events", type=int, default=20000, help="events in all (shared between the seeds)")
    ap.add_argument("--seeds", default="1", help="comma-separated seeds, one run each")
    ap.add_argument("--worker", choices=("process", "thread"), default="process")
    ap.add_argument("--lang", choices=("en", "ja", "both"), default="both")
    ap.add_argument("--pace", choices=("instant", "fast", "normal", "slow"), default="fast")
    ap.add_argument("--stall", type=float, default=15.0, help="seconds without an AI move that count as a stall")
    ap.add_argument("--max-players", type=int, default=6)
    ap.add_argument("--burst", type=int, default=40, help="events (about) in one place before going elsewhere")
    args = ap.parse_args(argv)
    if args.events < 1:
        ap.error("--events must be at least 1")
    try:
        seeds = [int(s) for s in args.seeds.split(",") if s.strip()]
    except ValueError:
        ap.error("--seeds must be whole numbers, e.g. 1,2,3")
    if not seeds:
        ap.error("--seeds names no seed")
    home = tempfile.mkdtemp(prefix="tabletop-monkey-")
    os.environ["TABLETOP_HOME"] = home
    sys.path.insert(0, str(ROOT / "tests"))
    import monkey  # noqa: E402  (tests/monkey.py)

    totals: dict = {}
    runs = []
    t0 = time.perf_counter()
    try:
        per = -(-args.events // len(seeds))
        for i, seed in enumerate(seeds):
            lang = args.lang if args.lang != "both" else ("en", "ja")[i % 2]
            start = time.perf_counter()
            with monkey.Monkey(seed, lang=lang, worker=args.worker, ai_pace=args.pace, stall_s=args.stall,
                               max_players=args.max_players, ai_kinds=("random", "easy", "normal"),
                               burst=max(2, args.burst)) as m:
                counts = m.run(per).as_dict()
            counts["seed"], counts["lang"] = seed, lang
            counts["seconds"] = round(time.perf_counter() - start, 1)
            runs.append(counts)
            for k, v in counts.items():
                if isinstance(v, int) and not isinstance(v, bool) and k != "seed":
                    totals[k] = totals.get(k, 0) + v
    finally:
        shutil.rmtree(home, ignore_errors=True)
    keys = ("exceptions", "recoveries", "stalls", "illegal_states", "illegal_actions", "autosave_mismatches")
    out = {
        "events": totals.get("events", 0),
        "worker": args.worker,
        "pace": args.pace,
        "burst": args.burst,
        "seconds": round(time.perf_counter() - t0, 1),
        "totals": totals,
        "ok": all(totals.get(k, 0) == 0 for k in keys),
        "runs": runs,
        "load_avg": os.getloadavg() if hasattr(os, "getloadavg") else None,
    }
    print(json.dumps(out, indent=1))
    return 0 if out["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
