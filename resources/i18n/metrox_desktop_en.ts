<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CardPanel</name>
    <message numerus="yes">
        <source>%n card(s) left in the deck
{deck}</source>
        <translation>
            <numerusform>%n card left in the deck
{deck}</numerusform>
            <numerusform>%n cards left in the deck
{deck}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message numerus="yes">
        <source>{map}, deal {deal}: %n game(s) at one table</source>
        <translation>
            <numerusform>{map}, deal {deal}: %n game at one table</numerusform>
            <numerusform>{map}, deal {deal}: %n games at one table</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n empty station(s)</source>
        <translation>
            <numerusform>%n empty station</numerusform>
            <numerusform>%n empty stations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n station(s)</source>
        <translation>
            <numerusform>%n station</numerusform>
            <numerusform>%n stations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n route(s)</source>
        <translation>
            <numerusform>%n route</numerusform>
            <numerusform>%n routes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n indicator box(es)</source>
        <translation>
            <numerusform>%n indicator box</numerusform>
            <numerusform>%n indicator boxes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiscardDialog</name>
    <message numerus="yes">
        <source>%n card(s) played.</source>
        <translation>
            <numerusform>%n card played.</numerusform>
            <numerusform>%n cards played.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the deck.</source>
        <translation>
            <numerusform>%n card is left in the deck.</numerusform>
            <numerusform>%n cards are left in the deck.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be read (kept as they are)</source>
        <translation>
            <numerusform>%n file could not be read (kept as it is)</numerusform>
            <numerusform>%n files could not be read (kept as they are)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InspectorWindow</name>
    <message numerus="yes">
        <source>%n problem(s): the map is drawn as far as it can be read until they are fixed; it is read again each time the file is saved.</source>
        <translation>
            <numerusform>%n problem: the map is drawn as far as it can be read until it is fixed; it is read again each time the file is saved.</numerusform>
            <numerusform>%n problems: the map is drawn as far as it can be read until they are fixed; it is read again each time the file is saved.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <source>%n card(s).</source>
        <translation>
            <numerusform>%n card.</numerusform>
            <numerusform>%n cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ParSection</name>
    <message numerus="yes">
        <source>(%n hint(s) used)</source>
        <translation>
            <numerusform>(%n hint used)</numerusform>
            <numerusform>(%n hints used)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultHeadline</name>
    <message numerus="yes">
        <source>You win with %n point(s)</source>
        <translation>
            <numerusform>You win with %n point</numerusform>
            <numerusform>You win with %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n point(s)</source>
        <translation>
            <numerusform>{name} wins with %n point</numerusform>
            <numerusform>{name} wins with %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RouteChips</name>
    <message numerus="yes">
        <source>{letter} {name}: {award}, %n point(s)</source>
        <translation>
            <numerusform>{letter} {name}: {award}, %n point</numerusform>
            <numerusform>{letter} {name}: {award}, %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message numerus="yes">
        <source>penalty for %n empty station(s)</source>
        <translation>
            <numerusform>penalty for %n empty station</numerusform>
            <numerusform>penalty for %n empty stations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message numerus="yes">
        <source>Today&apos;s deal: a streak of %n day(s)</source>
        <translation>
            <numerusform>Today&apos;s deal: a streak of %n day</numerusform>
            <numerusform>Today&apos;s deal: a streak of %n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) kept</source>
        <translation>
            <numerusform>%n game kept</numerusform>
            <numerusform>%n games kept</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be read and were skipped (kept as they are): </source>
        <translation>
            <numerusform>%n file could not be read and was skipped (kept as it is): </numerusform>
            <numerusform>%n files could not be read and were skipped (kept as they are): </numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableSeat</name>
    <message numerus="yes">
        <source>%n seat(s) joined the table: {joined} of {seats} are taken.</source>
        <translation>
            <numerusform>%n seat joined the table: {joined} of {seats} are taken.</numerusform>
            <numerusform>%n seats joined the table: {joined} of {seats} are taken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) are back at the table.</source>
        <translation>
            <numerusform>%n seat is back at the table.</numerusform>
            <numerusform>%n seats are back at the table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) lost the connection to the table.</source>
        <translation>
            <numerusform>%n seat lost the connection to the table.</numerusform>
            <numerusform>%n seats lost the connection to the table.</numerusform>
        </translation>
    </message>
</context>
</TS>
