"""A host's window open while View > Language changes writes its texts again in the
language chosen: the room and address it shows to be read out, the seats joined, its
button, its standings and the news still showing in its status bar. Hosted on 127.0.0.1
only."""

from __future__ import annotations

from metrox_desktop.ui.language import set_language
from metrox_desktop.ui.net.host_window import HostWindow
from tests.net.tables import LOOPBACK, Raw
from tests.ui.net.conftest import STEP


def test_a_language_switch_writes_the_host_windows_texts_again(qtbot):
    host = HostWindow("tokyo", 3, listen=(LOOPBACK, 0), seed="LANG1")
    qtbot.addWidget(host)
    host.show()
    qtbot.waitUntil(lambda: bool(host.address), timeout=STEP)
    bo = Raw(host.port)
    assert bo.hello(host.room, "Bo")["type"] == "welcome"
    qtbot.waitUntil(lambda: host.names == ["Bo"], timeout=STEP)
    bo.close()
    qtbot.waitUntil(lambda: host.connected == [False], timeout=STEP)
    news = host.statusBar()
    qtbot.waitUntil(lambda: "lost the connection" in news.currentMessage(), timeout=STEP)
    assert news.currentMessage() == "Bo lost the connection: their seat waits for them."
    try:
        set_language("ja")
        assert host.windowTitle() == "卓のホスト"
        assert host.room_label.text() == f"ルーム {host.room}"
        assert host.address_label.text() == f"アドレス {host.address}"
        assert host.turn_label.text() == "3席中1席が参加しました"
        assert host.add_bot_button.text() == "CPUを追加(&B)"
        table = host.standings.table
        assert table.horizontalHeaderItem(1).text() == "プレイヤー"
        assert table.item(0, 1).text() == "Bo（離席中）"  # Bo is away
        assert news.currentMessage() == "Boの接続が切れました。席はそのまま待っています。"
        set_language("en")  # and back
        assert host.room_label.text() == f"Room {host.room}"
        assert news.currentMessage() == "Bo lost the connection: their seat waits for them."
        assert host.standings.table.item(0, 1).text() == "Bo (away)"
    finally:
        set_language("en")
        host.stop()
