<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Each turn a card is flipped. You write it on one route of your subway sheet, filling station boxes from the route&apos;s &lt;i&gt;Start&lt;/i&gt; (the end nearest its indicator boxes). The game ends when every indicator box is filled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a route with an empty indicator box and write the number in it. From the first empty station, circle that many stations, stopping early at a filled station or at the End.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circled number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same, but filled stations are skipped instead of stopping you: circle the first N empty stations of the route.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Star</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a star in an indicator box. In the route&apos;s first empty station write twice the number of routes through that station: those points are yours at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No indicator box: circle any one empty station anywhere on the sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reshuffle icon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After this turn all cards, deck and discards, are shuffled into a new deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completing routes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A route is complete when all its stations are filled; a shared station counts for every route through it. In solo play you always circle the crown and score its value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Comp.B&lt;/b&gt; (crowns) + &lt;b&gt;Cross.B&lt;/b&gt; (star numbers) &amp;minus; &lt;b&gt;Emp.P&lt;/b&gt; (the penalty for X empty stations: 0&amp;ndash;5 cost nothing, 6 costs 1, up to 10 for 21 or more) = &lt;b&gt;Total&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing in the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hover a route (its letter, boxes or stations) to see exactly what the card would write; click to write it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard: a route&apos;s letter previews it, arrows or Tab step through the choices, Enter writes; Space or Enter flips the next card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Z takes back your choice until the next card is flipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wheel or pinch to zoom, Ctrl+0 to fit the sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MetroX is a game by Hisashi Hayashi (OKAZU brand). The 20-card deck is reconstructed: the rulebook does not list its cards.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <source>unknown version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;MetroX Desktop&lt;/b&gt; {version}&lt;/p&gt;&lt;p&gt;MetroX: game design by Hisashi Hayashi (OKAZU brand), graphic design by ryo_nyamo; published by OKAZU brand in Japan and by Gamewright in English.&lt;/p&gt;&lt;p&gt;This is an unofficial app made by fans. It is not affiliated with or endorsed by the game&apos;s designer or publishers.&lt;/p&gt;&lt;p&gt;Japanese text uses the M PLUS 1 font by the M+ FONTS Project (SIL Open Font License 1.1). Made with Qt for Python.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BotSeats</name>
    <message>
        <source>{name} could not choose: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardPanel</name>
    <message>
        <source>Flip card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip the next card (Space or Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the choice (Ctrl+Z) until the next flip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the discard pile: the cards played so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{turn} · {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} cards left in the deck
{deck}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard pile ({n})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardWidget</name>
    <message>
        <source>No card flipped</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiscardDialog</name>
    <message>
        <source>Discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 card played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} cards played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card has been flipped yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The discard pile is empty: every card was just shuffled back into the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last card is on the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last {n} cards are on the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faded cards were shuffled back into the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 card is left in the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} cards are left in the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {n}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlipperTable</name>
    <message>
        <source>The flips cannot be saved ({reason}); the flipper goes on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlipperWindow</name>
    <message>
        <source>Flip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same deal again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still in the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Flip next card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take back the flip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Same deal again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal from a &amp;code...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print blank sheets...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sheets played on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MetroX card flipper - deal {code}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal code  {code}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to flip the first card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} of {total} cards left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{map} sheets: {n} of {total} indicator boxes still empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard pile under the card ({n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the card list is reconstructed: the rulebook does not print it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: every indicator box is filled. Score your sheets, then New deal (a fresh code) or Same deal again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reshuffle! After this turn all {n} cards are shuffled into a new deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New deck: all {n} cards were shuffled after the reshuffle card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck ran out: the discard pile was shuffled into a new deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Space or Enter, or click the card, to flip the first card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backspace brings back the deal before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal from a code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal code (the same code flips the same cards):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This deal code cannot be used: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card flipper</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Waiting for {names} to choose...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free circle: click any empty station to circle it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a route: hover to preview, click to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, your choice. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choice undone, choose again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free circle: no empty station left; the card passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: every indicator box is filled. Total {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: every indicator box is filled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written. Flip the next card (Space) or undo (Ctrl+Z).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circle {ref}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{letter}: write in the indicator box only (route full)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{letter}: write {n} in {refs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{letter}: circle {refs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> - completes {routes}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is {shown}&apos;s sheet: it is {name}&apos;s turn to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a choice for this card first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over. Start a new game with Ctrl+N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo: a choice is final once the next card is flipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free circle: click an empty station to circle it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose first: press a route letter or use the arrows.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Not autosaved: a damaged autosave is in the way (see the start message).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last game could not be resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game was changed outside the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your unfinished game is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unfinished game could not be moved to the history ({reason}), so it stays your current game rather than be lost. Free some space or fix the folder {folder}, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave of your last game could not be read: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave of your last game is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on with your last game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A copy was found: {map}, deal {seed}, after turn {turn}. Go on with it? (If not, it is kept in the history.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the game: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MetroX games (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MetroX games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over. Start a new game with Ctrl+N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip the next card first (Space or Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has written for this card: undo to choose again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ref} is already filled: circle an empty station.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free circle: click an empty station to circle it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{letter} {name}: every indicator box is filled. Choose a highlighted route.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InspectorWindow</name>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diamond</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Star</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspect map – {source}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot draw the map: {e}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map cannot be drawn until the problems listed are fixed; it is read again each time the file is saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: {routes} routes, {stations} stations ({shared} shared), {boxes} indicator boxes. Hover a station; click a route to isolate it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems: the map is valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems ({n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{refs} – {routes} – a star writes {n} here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a route to list its stations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (Start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  also {refs}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;New game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save game as...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play this deal again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Flip next card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Inspect this map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspect a map &amp;file...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard pile...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card f&amp;lipper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print blank sheets...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About MetroX Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;choices before the turn resolves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For teaching: each sheet shows its choice as soon as it is made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pace of a game of bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({seconds} s a turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game. Flip the first card: Space, Enter or the Flip button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your game goes on after turn {turn}: flip the next card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MetroX – {map} – deal {seed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Space or Enter to flip the next card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Space or Enter to flip the first card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then all cards are reshuffled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click an empty station (arrows + Enter) to circle it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hover a route to preview, click it (or its letter key + Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bots are choosing...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, your choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every indicator box is filled: the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written. Flip the next card, or undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still in the deck: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comp.B {c} + Cross.B {x} − Emp.P {p} = {t}   (X = {e})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About MetroX Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspect a map file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MetroX maps (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapScene</name>
    <message>
        <source>Comp.B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cross.B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emp.P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{letter} {name}{ja}: {stations} stations, {boxes} indicator boxes, crown {first}, diamond {later}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same deal code on the same map and deck deals the same cards, whoever plays and however many.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>People write in this order at this computer, each on their own sheet; bots choose on their own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rulebook does not list the cards: this distribution is reconstructed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RankRow</name>
    <message>
        <source>X = {x}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty stations: fewer wins a tie</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RankingBoard</name>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player and routes completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comp.B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completion bonus: crowns and diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cross.B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intersection bonus: the star numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emp.P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty for empty stations (X)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RouteChips</name>
    <message>
        <source>No route completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{letter} {name}: {award}, {points} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamond</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>How to play MetroX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MetroX in one page</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{map}: final score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{map}: final ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal code {seed}: start a new game with it to play the same cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comp.B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completion bonus: {routes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no route completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cross.B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>intersection bonus (star numbers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emp.P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>penalty for {x} empty stations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same deal again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same map and the same cards, from turn 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same players, the same map and the same cards, from turn 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same players on the same map, new cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are either a genius or have unspeakably good luck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You possess professional level skill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are at an advanced level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are at an intermediate level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have average level skill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You need some practice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You really need some practice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is possible that you may have gotten some rules incorrect.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatListEditor</name>
    <message>
        <source>Add a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game has at most six players.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetThumbnail</name>
    <message>
        <source>{name}: click to see this sheet large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comp.B {c}  Cross.B {x}  Emp.P {p}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choosing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to choose</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsPanel</name>
    <message>
        <source>Place: highest total, then fewest empty stations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comp.B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completion bonus: crowns and diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cross.B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intersection bonus: star numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emp.P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty for empty stations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty stations (fewer wins a tie)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Has chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choosing now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to see {name}&apos;s sheet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>circled {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>star</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number {n}: circle up to {n} stations, stopping at a filled one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circled {n}: circle the first {n} empty stations, skipping filled ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Star: write 2 × its routes in the first empty station.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free circle: circle any one empty station.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>language</name>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>print</name>
    <message>
        <source>MetroX blank sheets: {map}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print blank {map} sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print blank sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheets could not be printed on {printer}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ranking</name>
    <message>
        <source>{first} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} share the win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{total} points and {empty} empty stations each: the rulebook lets them all win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win with {total} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins with {total} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied with {names} on {total} points: fewer empty stations decide ({empty} against {other}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One point ahead of the next player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} points ahead of the next player.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>seats</name>
    <message>
        <source>very easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot: {name} ({level})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bot, {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
