"""Floor 5: the app's screens (menu, new game, settings, statistics, load, pause, rules, dialogs)."""
