"""Floor 1: the game contract, seeded RNG, game records, sessions and AI search. No pygame."""
