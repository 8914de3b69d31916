"""The Maskmen table, headless: picking cards, drag and click to the ring, reasons, hints,
the ladder's highlight, layout, and games driven through the app with posted mouse events."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest
from maskmen_helpers import PASS, play, position
from uitools import AppSession, SoundRecorder, TableDriver, click_in_app

from tabletop.core.protocol import Action, GameConfig, events_for
from tabletop.games.maskmen import drawing
from tabletop.games.maskmen.rules import GAME, MaskmenState
from tabletop.games.maskmen.scene import TABLE, MaskmenTable
from tabletop.ui import theme

pytestmark = pytest.mark.usefixtures("pygame_display")

RECT = pygame.Rect(16, 60, 1000, 720)
ui = TableDriver(TABLE, GAME, RECT)
table_for, post, click, drag = ui.table_for, ui.post, ui.click, ui.drag


def follower_position() -> MaskmenState:
    """Player 1 opened with one Blue; player 2 holds Pink (unknown), Green (known stronger), Grey (weaker)."""
    state = position(
        [{"blue": 4, "orange": 2}, {"pink": 3, "green": 2, "grey": 3}, {"purple": 4}],
        played={"blue": 1, "green": 2, "grey": 1},
        ladder=[("blue", "green"), ("grey", "blue")],
    )
    GAME.apply(state, play("blue", 2))
    return state


def test_a_click_on_a_card_plays_the_one_legal_count_in_the_ring() -> None:
    table = table_for(follower_position())
    press, _ = table.aim(play("pink", 3))
    assert click(table, press) == play("pink", 3)  # the ring is its only place: no second click
    assert table.drag.selected is None


def test_a_click_on_a_card_that_may_not_be_played_picks_it_up_and_says_why() -> None:
    table = table_for(follower_position())
    grey = table.card_rect("grey")
    assert click(table, grey.center) is None
    assert table.drag.selected == ("card", 2, 1)
    assert click(table, table.ring_rect().center) is None and table.message == "Grey is known to be weaker than Blue"


def test_drag_cards_to_the_ring_plays_them() -> None:
    table = table_for(follower_position())
    press, drop = table.aim(play("green", 2))
    assert drop is not None
    action = drag(table, press, drop)
    assert action == play("green", 2) and action is not None and action.label == "Play 2\u00d7 Green"


def test_a_follower_picks_up_the_legal_count_whatever_card_is_pressed() -> None:
    table = table_for(follower_position())
    assert table.pick_count(1, 1) == 3  # pink: unknown order, one more than the two blues
    assert table.pick_count(5, 1) == table.pick_count(5, 2) == 2  # green: known stronger, as many


def test_the_host_picks_up_as_many_cards_as_lie_on_the_one_pressed() -> None:
    state = position([{"blue": 5, "grey": 2}, {"pink": 3}], played={"blue": 1})
    table = table_for(state)
    for count in (1, 2, 3):
        press, drop = table.aim(play("blue", count))
        assert drag(table, press, drop or (0, 0)) == play("blue", count)
    # grey is new this season: the host may open with one card only, whichever is pressed
    assert table.pick_count(2, 2) == 1


def test_an_illegal_play_is_refused_with_the_reason() -> None:
    table = table_for(follower_position())
    grey = table.card_rect("grey", 1)
    assert drag(table, (grey.x + 4, grey.centery), table.ring_rect().center) is None
    assert table.message == "Grey is known to be weaker than Blue"
    assert table.busy()  # the cards slide back
    table.update(1.0)
    table.update(5.0)
    assert table.message == ""


def test_hints_make_legal_counts_obvious() -> None:
    table = table_for(follower_position())
    hints = {name: table.hint_for(i) for i, name in enumerate(("orange", "pink", "grey", "blue", "purple", "green"))}
    assert hints["pink"] == ("play 3", True)
    assert hints["green"] == ("play 2", True)
    assert hints["grey"] == ("weaker", False)
    host = table_for(position([{"blue": 5, "grey": 2}, {"pink": 3}], played={"blue": 1}))
    assert host.hint_for(3) == ("play 1\u20133", True) and host.hint_for(2) == ("play 1", True)


def test_pass_button_passes_and_the_host_has_none() -> None:
    table = table_for(follower_position())
    button = table.pass_rect()
    assert button is not None and click(table, button.center) == PASS
    host = table_for(position([{"blue": 2}, {"pink": 3}]))
    assert host.pass_rect() is None


def test_hovering_a_marker_lights_up_what_it_beats_and_loses_to() -> None:
    state = follower_position()
    table = table_for(state)
    table.update(2.0)  # markers dropped in
    marker = table.marker_rect("blue")
    assert marker is not None and RECT.contains(marker)
    post(table, pygame.MOUSEMOTION, marker.center)
    lay = table._current_layout()
    assert table._highlight(lay) == "blue"
    assert table.ladder.pairs >= {("grey", "blue"), ("blue", "green")}
    # every marker drawn in the ladder panel, the grid inside it
    assert lay.ladder_panel.contains(lay.ladder_grid)
    table.draw(pygame.Surface((RECT.right + 10, RECT.bottom + 10)), RECT)


@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("size", [(960, 600), (1600, 900)])
def test_layout_fits_and_nothing_overlaps(players: int, size: tuple[int, int]) -> None:
    rect = pygame.Rect(16, 60, size[0] - 16 - 300, size[1] - 60 - 16)
    state = GAME.new(GameConfig(players), players)
    table = table_for(state, rect=rect)
    lay = table._current_layout()
    regions = [lay.home, lay.ring, lay.ladder_panel, lay.board, *lay.others.values()]
    for region in regions:
        assert rect.contains(region), region
    for a in range(len(regions)):
        for b in range(a + 1, len(regions)):
            assert not regions[a].colliderect(regions[b])
    for _, _, card in lay.hand_cards:
        assert lay.home.contains(card)
    assert len(lay.hand_cards) == state.counts[GAME.to_act(state) or 0]
    assert not lay.pass_rect.colliderect(lay.hand)


def test_spectator_view_shows_backs_and_takes_no_input() -> None:
    state = follower_position()
    table = TABLE(GAME, ["A", "B", "C"])
    table.set_view(GAME.view(state, None), None, [])
    table.draw(pygame.Surface((RECT.right + 10, RECT.bottom + 10)), RECT)
    assert table._current_layout().hand_cards == []
    assert click(table, RECT.center) is None


def test_plays_animate_and_the_round_sweeps_away() -> None:
    state = follower_position()
    table = table_for(state)
    events = GAME.apply(state, play("pink", 3))
    seat = GAME.to_act(state)
    table.set_view(GAME.view(state, seat), seat, GAME.legal_actions(state))
    table.on_events(events_for(events, seat))
    assert table.busy() and table.flights
    for _ in range(40):
        table.update(0.05)
    assert not table.busy()
    for action in (PASS, PASS):
        events = GAME.apply(state, action)
    seat = GAME.to_act(state)
    table.set_view(GAME.view(state, seat), seat, GAME.legal_actions(state))
    table.on_events(events_for(events, seat))
    assert table.sweep is not None  # the round's cards leave the ring
    table.update(1.0)
    assert table.sweep is None


# --- through the app -----------------------------------------------------------------------------
def play_through_app(tmp_path: Any, kinds: list[str], seed: int, size: tuple[int, int],
                     rounds: int | None = None) -> dict[str, Any]:
    """Play by posting mouse events in the app: ``rounds`` rounds, or the whole match to the result screen."""
    session = AppSession(tmp_path, "maskmen", kinds, seed, size, MaskmenTable,
                         private=lambda table: table.view.hand is None)
    rng = random.Random(seed)

    def enough() -> bool:
        return rounds is not None and session.match.state.round_no > rounds

    def read_summary(table: MaskmenTable) -> None:
        """A season's summary holds the table until the person clicks Continue."""
        button = table.summary_button_rect()
        if button is not None and session.scene.curtain_for is None:
            assert table.busy()
            session.stats["summaries"] = session.stats.get("summaries", 0) + 1
            click_in_app(button.center)

    try:
        for table in session.turns(20000, stop=enough, look=read_summary):
            plays = [a for a in table.legal if a.kind == "play"]
            action = max(plays, key=lambda a: (a.args[1], rng.random())) if plays and rng.random() < 0.8 \
                else rng.choice(table.legal)
            session.play(table, action, rng, drag_share=0.6)
        session.check_people_played_as_intended(complete=False)
        return {**session.stats, "match": session.match, "result": getattr(session.app.top, "result", None)}
    finally:
        session.close()


def test_three_people_play_rounds_hot_seat_through_the_app(tmp_path: Any) -> None:
    stats = play_through_app(tmp_path, ["human", "human", "human"], seed=8, size=(1280, 800), rounds=3)
    match = stats["match"]
    assert match.state.round_no > 3
    assert stats["person_moves"] >= 6 and stats["drags"] > 0 and stats["clicks"] > 0
    assert stats["curtains"] >= stats["person_moves"] - 1


def test_a_person_against_ai_plays_a_whole_two_player_game(tmp_path: Any) -> None:
    stats = play_through_app(tmp_path, ["human", "easy"], seed=5, size=(960, 600))
    match = stats["match"]
    assert match.is_over() and stats["result"] is not None
    assert stats["curtains"] == 0
    assert stats["summaries"] >= 2  # every season but the last is summed up (the first to 3 wins plays 3+)
    assert 0 < stats["person_moves"] < len(match.actions)
    assert stats["result"].scores == GAME.result(match.state).scores


def test_keyboard_tab_enter_enter_plays() -> None:
    table = table_for(follower_position())

    def key(k: int) -> Action | None:
        return ui.key(table, k)

    assert key(pygame.K_TAB) is None
    focused = table.drag.focus
    assert focused is not None and focused[0] == "card"
    # move along the hand to a pink card (a legal play), then choose it and confirm on the ring
    for _ in range(20):
        if table.drag.focus is not None and table.drag.focus[0] == "card" and table.drag.focus[1] == 1:
            break
        key(pygame.K_TAB)
    assert key(pygame.K_RETURN) is None
    assert table.drag.focus == ("ring",)
    assert key(pygame.K_RETURN) == play("pink", 3)


def test_sounds_follow_the_events() -> None:
    state = follower_position()
    table = table_for(state)
    table.sound = SoundRecorder()
    events = GAME.apply(state, play("pink", 3))  # pink is shown stronger than blue
    seat = GAME.to_act(state)
    table.set_view(GAME.view(state, seat), seat, GAME.legal_actions(state))
    table.on_events(events_for(events, seat))
    assert table.sound.played == ["capture"]
    for _ in range(20):
        table.update(0.05)
    assert table.sound.played == ["capture", "place"]  # the cards land in the ring


# --- a season's end, the round counter, captions and labels ------------------------------------
def season_just_over() -> tuple[MaskmenTable, MaskmenState]:
    """Player 1 goes out first, player 2 second: player 3 is left holding cards and season 2 is dealt."""
    state = position([{"blue": 1}, {"pink": 2}, {"grey": 2}], host=0)
    table = table_for(state)
    events = GAME.apply(state, play("blue", 1))
    events += GAME.apply(state, play("pink", 2))
    seat = GAME.to_act(state)
    table.set_view(GAME.view(state, 0), 0, GAME.legal_actions(state) if seat == 0 else [])
    table.on_events(events_for(events, 0))
    return table, state


def test_a_season_summary_shows_until_the_player_goes_on() -> None:
    table, state = season_just_over()
    assert state.season == 2
    summary = table.summary
    assert summary is not None and summary.season == 1
    assert [(r.seat, r.how, r.counter) for r in summary.rows] == [
        (0, "went out 1st", "+2 counter"), (1, "went out 2nd", "+1 counter"),
        (2, "left holding 2 cards", "-1 counter")]
    assert summary.standings == ((0, 2), (1, 1), (2, -1))
    for _ in range(60):
        table.update(0.05)  # every animation is over: only the summary holds the table
    assert table.busy()  # the next season waits for the person
    surface = pygame.Surface((RECT.right + 16, RECT.bottom + 16))
    table.draw(surface, RECT)
    button = table.summary_button_rect()
    assert button is not None and RECT.contains(button)
    # a click elsewhere on the table only puts the summary away: nothing is played through it
    table.show_summary(summary)
    assert click(table, table.ring_rect().center) is None and table.summary is None
    table.show_summary(summary)
    assert click(table, button.center) is None
    assert table.summary is None and not table.busy()
    table.draw(surface, RECT)


def test_a_season_summary_does_not_hold_a_table_nobody_sits_at() -> None:
    state = position([{"blue": 1}, {"pink": 2}, {"grey": 2}], host=0)
    table = TABLE(GAME, ["A", "B", "C"])
    table.set_view(GAME.view(state, None), None, [])
    events = GAME.apply(state, play("blue", 1)) + GAME.apply(state, play("pink", 2))
    table.set_view(GAME.view(state, None), None, [])
    table.on_events(events_for(events, None))
    assert table.summary is not None
    for _ in range(40):
        table.update(0.05)
    assert not table.busy()  # the bots go on; the summary still shows a while
    table.update(10.0)
    assert table.summary is None


def test_the_last_season_ends_on_a_banner_not_a_summary() -> None:
    state = position([{"blue": 1}, {"pink": 5}], host=0)
    state.wins = [2, 0]
    table = table_for(state)
    events = GAME.apply(state, play("blue", 1))
    assert GAME.is_over(state)
    table.set_view(GAME.view(state, 0), 0, [])
    table.on_events(events_for(events, 0))
    assert table.summary is None and table.banner.message is not None


def test_the_board_counts_rounds_within_the_season() -> None:
    table, _ = season_just_over()
    assert table.view.season == 2 and table.view.round == 1


def test_a_player_who_is_out_wears_no_host_badge() -> None:
    from tabletop.games.maskmen.drawing import chips

    state = position([{"blue": 1}, {"pink": 2, "grey": 1}, {"green": 3, "grey": 1}], host=0)
    GAME.apply(state, play("blue", 1))  # the host goes out with the opening play
    view = GAME.view(state, 1)
    assert view.host == 0 and 0 in view.out
    labels = [c.label for c in chips(view, 0)]
    assert "host" not in labels and labels[0].startswith("out")


def test_the_ring_caption_says_what_is_true_while_the_opening_play_flies_in() -> None:
    from tabletop.games.maskmen.drawing import ring_caption

    state = position([{"blue": 2}, {"pink": 3}, {"grey": 3}], host=1)
    table = table_for(state, seat=0)
    assert ring_caption(table, table.view) == "Player 2 is to open the round (played last in the round before)"
    events = GAME.apply(state, play("pink", 1))
    table.set_view(GAME.view(state, 0), 0, [])
    table.on_events(events_for(events, 0))
    assert table.flights.hidden("top") == 1  # the opening play is still in the air
    caption = ring_caption(table, table.view)
    assert "open" not in caption and caption == "On top: 1\u00d7 Pink, played by Player 2"
    mine = table_for(position([{"blue": 2}, {"pink": 3}], host=0))
    assert ring_caption(mine, mine.view).startswith("You open the round")


def test_hand_groups_show_their_counts_and_the_tray_says_what_it_counts() -> None:
    from tabletop.games.maskmen.drawing import TRAY_LABEL, draw_count_badge

    table = table_for(follower_position())
    lay = table._current_layout()
    assert "played this season" in TRAY_LABEL
    assert lay.ladder_panel.contains(lay.tray_label) and not lay.tray_label.colliderect(lay.ladder_grid)
    assert lay.tray_label.bottom <= lay.tray.y
    surface = pygame.Surface((RECT.right + 16, RECT.bottom + 16))
    table.draw(surface, RECT)
    hand = table.view.hand
    badges = []
    for w in lay.groups:
        top = next(r for ww, j, r in lay.hand_cards if ww == w and j == 1)
        badge = draw_count_badge(pygame.Surface(surface.get_size()), hand[w], top, lay.unit)
        assert badge.colliderect(top) and lay.home.contains(badge)
        assert surface.get_at((badge.x + 3, badge.centery))[:3] == theme.BRASS  # the table drew it
        badges.append(badge)
    assert len(badges) == len([k for k in hand if k]) >= 3
    assert all(not a.colliderect(b) for i, a in enumerate(badges) for b in badges[i + 1:])


@pytest.mark.parametrize("players", [3, 6])
def test_the_board_shows_who_won_each_season_by_name_or_by_marker(players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Six names did not fit the board's last line ("Won: S1 Edsger, S2 Ada, S3 Cl..."): the seats'
    markers, as on the rows above, say it in the room of a name."""
    state = position([{"blue": 2}] + [{"pink": 2}] * (players - 1))
    state.season = 4
    state.winners = [players - 1, 1, 0, 2]
    table = table_for(state)
    drawn: list[tuple[int, tuple[int, int]]] = []
    real = table.draw_seat_marker
    monkeypatch.setattr(table, "draw_seat_marker", lambda surface, seat, centre, radius: drawn.append((seat, centre))
                        or real(surface, seat, centre, radius))
    words: list[str] = []
    real_text = drawing.text
    monkeypatch.setattr(drawing, "text", lambda t, *rest, **kw: words.append(t) or real_text(t, *rest, **kw))
    table.draw(pygame.Surface((RECT.right, RECT.bottom)), RECT)
    board = table._current_layout().board
    named = f"Won: S1 Player {players}, S2 Player 2, S3 Player 1, S4 Player 3"
    if named in words:  # the names fit: no markers on the line
        assert players == 3
        return
    last_line = max(centre[1] for seat, centre in drawn if board.collidepoint(centre))
    assert [seat for seat, centre in drawn if board.collidepoint(centre) and centre[1] == last_line] == state.winners
    assert "Won:" in words and all(f"S{k}" in words for k in (1, 2, 3, 4))
