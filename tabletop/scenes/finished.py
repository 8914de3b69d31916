"""What becomes of a finished game: it is kept as a record (a replay on the Recent games
screen) and counted in the statistics, games among bots alone apart."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.records import RecordStore, make_record
from tabletop.schema import Refused

if TYPE_CHECKING:
    from tabletop.app import App
    from tabletop.core.match import Match
    from tabletop.core.protocol import Result


def keep_finished_game(app: App, match: Match[Any], result: Result,
                       extras: dict[str, Any] | None = None) -> None:
    """Keep ``match`` as a record (trimmed to the player's cap) and count it; a failure to
    write is told in a message, never raised: the game itself is over and shown."""
    record = make_record(match, result, extras=extras)
    try:
        RecordStore(app.storage).keep(record, app.settings.replays_kept)
    except (OSError, Refused) as exc:
        app.message(f"The replay could not be kept: {exc}", "error")
    try:
        app.storage.record_game(match.game.id, [s.kind for s in match.seats], list(result.winners),
                                moves=len(match.actions), options=dict(match.config.options),
                                finished=record["finished"])
    except OSError as exc:
        app.message(f"Statistics could not be saved: {exc}", "error")
