import json
from collections import Counter

import pytest

from tabletop.engine.rng import Rng


def test_matches_reference_splitmix64():
    # reference outputs of SplitMix64 seeded with 0 (Vigna's splitmix64.c)
    r = Rng(0)
    assert [r.next64() for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_same_seed_same_sequence_and_different_seed_differs():
    a, b, c = Rng(42), Rng(42), Rng(43)
    seq_a = [a.randrange(1000) for _ in range(50)]
    assert seq_a == [b.randrange(1000) for _ in range(50)]
    assert seq_a != [c.randrange(1000) for _ in range(50)]


def test_seed_is_masked_to_64_bits():
    assert Rng(-1).state == (1 << 64) - 1
    assert Rng(1 << 64).state == 0


def test_randrange_bounds_and_uniformity():
    r = Rng(1)
    counts = Counter(r.randrange(6) for _ in range(60000))
    assert set(counts) == set(range(6))
    for k in range(6):
        assert 9400 < counts[k] < 10600
    assert {r.randint(1, 6) for _ in range(500)} == set(range(1, 7))
    assert Rng(3).randrange(1) == 0
    with pytest.raises(ValueError):
        r.randrange(0)


def test_random_in_unit_interval():
    r = Rng(9)
    xs = [r.random() for _ in range(2000)]
    assert all(0.0 <= x < 1.0 for x in xs)
    assert 0.45 < sum(xs) / len(xs) < 0.55


def test_shuffle_sample_choice():
    r = Rng(5)
    items = list(range(20))
    r.shuffle(items)
    assert sorted(items) == list(range(20)) and items != list(range(20))
    s = r.sample(range(10), 4)
    assert len(s) == 4 and len(set(s)) == 4 and set(s) <= set(range(10))
    assert r.choice("abc") in "abc"
    with pytest.raises(IndexError):
        r.choice([])


def test_clone_spawn_and_json():
    r = Rng(77)
    r.next64()
    c = r.clone()
    assert c == r and c is not r
    assert [c.next64() for _ in range(5)] == [r.next64() for _ in range(5)]
    before = r.state
    child = r.spawn()
    assert r.state != before  # spawning advances the parent
    assert child != r
    restored = Rng.from_json(json.loads(json.dumps(r.to_json())))
    assert restored == r and restored.next64() == r.clone().next64()
    for bad in (-1, 1 << 64, "5", 1.0, True, None):
        with pytest.raises(ValueError):
            Rng.from_json(bad)
