"""Bots that play every game through the game protocol (no pygame here).

- :mod:`tabletop.ai.bots`: the :class:`Bot` interface, ``RandomBot`` and ``HeuristicBot``;
- :mod:`tabletop.ai.ismcts`: single-observer Information Set MCTS;
- :mod:`tabletop.ai.levels`: seat kinds ("easy", "hard", "ismcts:200") and :func:`make_bot`;
- :mod:`tabletop.ai.worker`: :class:`BotWorker`, a bot thinking off the render loop;
- :mod:`tabletop.ai.knowledge`: the per-game knowledge the bots plug in.

A bot sees only its seat's view; a full state comes from ``game.sample(view, rng)``.
"""
