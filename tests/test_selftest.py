"""``tabletop --self-test`` passes on a working install and reports a failing check."""

from tabletop import __main__ as cli
from tabletop import selftest


def test_self_test_passes(home, capsys):
    assert cli.main(["--self-test"]) == 0
    out = capsys.readouterr().out
    assert "ok    ai worker" in out and "self-test passed" in out


def test_self_test_reports_failures(home, capsys, monkeypatch):
    def broken():
        raise RuntimeError("no font here")

    monkeypatch.setattr(selftest, "CHECKS", [("font", broken)] + selftest.CHECKS[:1])
    assert selftest.main() == 1
    out = capsys.readouterr().out
    assert "FAIL  font: no font here" in out and "1 check(s) failed" in out
