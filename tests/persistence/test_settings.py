"""Settings: any file gives usable settings; a value that does not fit is its default."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from metrox_desktop.persistence.atomic import backup_path, leftover_temp_files
from metrox_desktop.persistence.settings import Settings, set_aside_if_damaged, settings_path
from tests.persistence.hostile import SETTINGS, no_file_descriptor_free


@pytest.mark.parametrize("make", SETTINGS.values(), ids=SETTINGS.keys())
def test_any_settings_file_loads_and_saving_over_it_works(make: Callable[[Path], None]) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    make(path)
    settings = Settings.load()
    assert settings.window == "" and settings.games_folder == ""
    settings.map_id = "osaka"
    settings.save()
    if not path.is_dir():  # a folder in the way is left alone: the settings are not kept
        assert Settings.load().map_id == "osaka"


def test_values_that_fit_are_kept_beside_one_that_does_not() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    good = {"map_id": "osaka", "seats": "Ann,Bot:greedy", "window": "AdnQywADAAA="}
    path.write_text(json.dumps({**good, "games_folder": "x\x00y"}), encoding="utf-8")
    loaded = Settings.load()
    assert (loaded.map_id, loaded.seats, loaded.window) == tuple(good.values())
    assert loaded.games_folder == ""


def test_saving_keeps_the_previous_file_and_clears_unfinished_writes() -> None:
    path = settings_path()
    Settings(map_id="osaka").save()
    leftover = path.with_name(".settings.json.0123456789ab.tmp")  # a write cut short
    leftover.write_text('{"map_id": "tok', encoding="utf-8")
    Settings(map_id="tokyo").save()
    assert json.loads(backup_path(path).read_text(encoding="utf-8"))["map_id"] == "osaka"
    assert leftover_temp_files(path) == [] and Settings.load().map_id == "tokyo"


def test_the_table_options_are_kept_and_a_value_that_does_not_fit_is_the_default() -> None:
    Settings(bot_pace=300, reveal_choices=True).save()
    loaded = Settings.load()
    assert (loaded.bot_pace, loaded.reveal_choices) == (300, True)
    path = settings_path()
    for pace, reveal in [(True, "yes"), (-1, 1), (10**9, None), ("300", "true"), (2.5, [])]:
        path.write_text(json.dumps({"bot_pace": pace, "reveal_choices": reveal, "map_id": "osaka"}))
        loaded = Settings.load()
        assert (loaded.bot_pace, loaded.reveal_choices) == (Settings().bot_pace, False)
        assert loaded.map_id == "osaka"


@pytest.mark.parametrize("text", ['{"map_id": "osaka",', "[1, 2]", '"tokyo"', "\x00\x01garbage"])
def test_a_settings_file_broken_by_hand_is_set_aside_not_overwritten(text: str) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="utf-8")
    aside = set_aside_if_damaged()
    assert aside is not None and not aside.previous  # no previous version: the defaults
    kept = aside.kept
    assert kept.name == "settings.json.damaged"
    assert kept.read_text(encoding="utf-8") == text  # the player's file, as it was
    assert Settings.load() == Settings()  # the defaults
    Settings(map_id="osaka").save()
    assert kept.read_text(encoding="utf-8") == text and Settings.load().map_id == "osaka"


def test_damaged_settings_give_way_to_their_previous_version_not_the_defaults() -> None:
    """The player's choices are in the previous version (``settings.json.bak``) when the
    settings file no longer reads: the start uses it, where the defaults would have
    replaced that copy by the second save and lost the choices for good."""
    Settings(map_id="osaka", theme="dark", player_name="Ann").save()
    Settings(map_id="osaka", theme="dark", player_name="Ann", seats="Ann,Bot:hard").save()
    path = settings_path()
    damaged = path.read_bytes()[:40]  # cut short (a disk that failed, a sync gone wrong)
    path.write_bytes(damaged)

    aside = set_aside_if_damaged()
    assert aside is not None and aside.previous
    assert aside.kept.read_bytes() == damaged  # kept as it was
    loaded = Settings.load()
    assert (loaded.map_id, loaded.theme, loaded.player_name) == ("osaka", "dark", "Ann")
    loaded.save()
    loaded.save()
    assert Settings.load().player_name == "Ann" and aside.kept.read_bytes() == damaged


def test_settings_that_read_are_left_where_they_are() -> None:
    assert set_aside_if_damaged() is None  # no file yet
    Settings(map_id="osaka", theme="dark").save()
    before = settings_path().read_bytes()
    assert set_aside_if_damaged() is None
    assert settings_path().read_bytes() == before


DAMAGED_SHAPES = {
    "UTF-16, as Notepad's Unicode": json.dumps({"map_id": "osaka"}).encode("utf-16"),
    "a Latin-1 byte": json.dumps({"games_folder": "café"}, ensure_ascii=False).encode("latin-1"),
    "binary": bytes(range(256)) * 8,
    "over 64 kB": json.dumps({"map_id": "osaka", "seats": "x" * 70_000}).encode("utf-8"),
}


@pytest.mark.parametrize("data", DAMAGED_SHAPES.values(), ids=DAMAGED_SHAPES.keys())
def test_settings_of_any_encoding_or_size_are_set_aside_not_overwritten(data: bytes) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(data)
    aside = set_aside_if_damaged()
    assert aside is not None
    kept = aside.kept
    assert kept.name == "settings.json.damaged"
    assert kept.read_bytes() == data  # the player's file, byte for byte
    Settings(map_id="osaka").save()
    assert kept.read_bytes() == data and Settings.load().map_id == "osaka"


def test_a_settings_file_that_cannot_be_opened_is_left_where_it_is() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.symlink_to("/dev/zero")  # no settings, but nothing to set aside either
    assert set_aside_if_damaged() is None and path.is_symlink()


def test_settings_a_newer_version_wrote_are_kept_when_this_one_saves() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    newer = {"map_id": "osaka", "sound": {"volume": 7, "on": True}, "accent": "teal"}
    path.write_text(json.dumps(newer), encoding="utf-8")
    settings = Settings.load()
    assert settings.map_id == "osaka"
    settings.theme = "dark"
    assert settings.save() is None
    kept = json.loads(path.read_text(encoding="utf-8"))
    assert kept["sound"] == {"volume": 7, "on": True} and kept["accent"] == "teal"
    assert kept["theme"] == "dark" and kept["map_id"] == "osaka"


def test_defaults_given_while_the_file_could_not_be_read_are_never_saved_over_it() -> None:
    """A moment with no file descriptor free: the settings read as the defaults. A
    window that changes one of them and saves once descriptors are free again (the
    theme chosen, the lesson offered) must not write those defaults over the player's
    own settings."""
    path = settings_path()
    path.parent.mkdir(parents=True)
    mine = Settings(map_id="osaka", theme="dark", player_name="Ann")
    assert mine.save() is None
    before = path.read_bytes()
    with no_file_descriptor_free():
        settings, refused = Settings.read()
    assert refused is not None and settings.theme == ""  # the defaults, and why
    settings.learned = True
    assert settings.save() is not None  # not saved, and the caller is told
    assert path.read_bytes() == before
    assert Settings.load() == mine  # read again: the player's own
