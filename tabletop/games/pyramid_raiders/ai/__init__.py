"""AI of Pyramid Raiders: ``evaluation`` (what a position is worth to a seat), ``policy``
(the cheap greedy policy of rollouts and sampled commits) and ``hooks`` (the rule-based
player, the search's determinizations and its context; ``HOOKS``).

Hidden information is small: the other seats' committed cards before their reveal (each
is one of the cards in that seat's public hand) and the undealt items (which never act).
``determinize`` samples those, a commit mostly as the greedy policy's card.

The heuristic values a cell by the score its token would add (``gain``) minus the risk of
being defeated there, estimated by running the guardian for each die face from the current
position (``danger``). The seats the guardian defeats per die face are memoized
(``guardian_defeats``, shared with the guardian-turn choices), which makes the rule-based
player ~4x cheaper inside the search; the memo tables (``evaluation.Memo``) belong to one
search (its context, ``hooks._Search``, with the root's value and the others' modelled
commits) or to one decision of the rule-based player.

The search (SO-ISMCTS from the engine) runs on ``_SimState`` determinizations:

* the search levels search only the card a seat commits (``SEARCHED``): the walk, pushes
  and every other choice of the round are the rule-based player's, at the table
  (``PyramidHooks.settled``) and inside the search, where ``apply`` plays them for the
  searcher; so each iteration compares the cards by playing the round out the way the
  heuristic would walk it, under sampled commits of the others and a sampled die. Searching
  every step instead lost to the heuristic (3 players, 300 iterations per decision: 24-35-1
  head to head over 30 games; the commit-only search at 150: 34-25-1 on the same deals; over
  200 games at the normal level 203-191-6: level with the heuristic, no longer below it);
* the other seats play inside ``apply``, so the tree holds only the searching seat's
  decisions, and a seat committing after the searcher does not choose knowing the
  searcher's hidden card (the SO-ISMCTS leak of a plain tree). In the round under way they
  are modelled by the rule-based player: their commits (hidden or still to come) are mostly
  the card it would commit in their place (``PyramidHooks.commit_model``, from public facts
  only, so worked out once per search) and their walks, pushes and other choices are its own
  (``MODEL_COMMITS``, ``MODEL_WALKS``). In later rounds (hard) they play the cheap greedy
  policy. The model of the commits alone lost (41.7 % head to head vs the heuristic, 3
  players, 60 games at 150 iterations); with the walks too it won (see ``levels``): the
  round the search plays out has to be the round the others would play;
* the state ends at the end of the current round (the next one for hard, ``horizon``:
  its next commit is a tree decision too), valued by ``seat_values`` (score, a little for
  tokens near the figure, turned into chances of winning), spread around the root's value
  so that the engine's exploration constant fits the small differences between options.

Rollouts use the same greedy policy: walks aim at the best token the static walk tables
(``static_ends``) can reach, weighed against a per-cell danger map of the guardian's
paths and sight lines for each die face (``danger_map``, in the memo).
"""

from .hooks import HOOKS, PyramidHooks  # noqa: F401
