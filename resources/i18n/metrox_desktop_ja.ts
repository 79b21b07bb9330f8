<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>unknown version</source>
        <translation>バージョン不明</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;MetroX Desktop&lt;/b&gt; {version}&lt;/p&gt;&lt;p&gt;MetroX: game design by Hisashi Hayashi (OKAZU brand), graphic design by ryo_nyamo; published by OKAZU brand in Japan and by Gamewright in English.&lt;/p&gt;&lt;p&gt;This is an unofficial app made by fans. It is not affiliated with or endorsed by the game&apos;s designer or publishers.&lt;/p&gt;&lt;p&gt;Japanese text uses the M PLUS 1 font by the M+ FONTS Project (SIL Open Font License 1.1). Made with Qt for Python.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;MetroX Desktop&lt;/b&gt; {version}&lt;/p&gt;&lt;p&gt;メトロックス：ゲームデザイン Hisashi Hayashi（OKAZU brand）、グラフィックデザイン ryo_nyamo。日本では OKAZU brand、英語版は Gamewright より発売。&lt;/p&gt;&lt;p&gt;これはファンが作った非公式アプリです。ゲームのデザイナーや発売元とは関係がなく、承認も受けていません。&lt;/p&gt;&lt;p&gt;日本語の表示には M+ FONTS Project の M PLUS 1 フォント（SIL Open Font License 1.1）を使っています。Qt for Python で作られています。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AgainstResultsDialog</name>
    <message>
        <source>Play against a result</source>
        <translation>結果と対戦</translation>
    </message>
    <message>
        <source>Paste a friend&apos;s result code (one a line), or add the file of their game: you play the same deal with them at your table. Their choice for a turn shows once you have written yours.</source>
        <translation>友だちの結果コードを貼り付けるか（1行に1つ）、そのゲームのファイルを追加してください。同じ山札で、友だちと同じ卓で遊びます。友だちのその手番の選択は、あなたが書き込んだ後に表示されます。</translation>
    </message>
    <message>
        <source>Friends&apos; result codes or game files</source>
        <translation>友だちの結果コードまたはゲームファイル</translation>
    </message>
    <message>
        <source>Add a game file…</source>
        <translation>ゲームファイルを追加…</translation>
    </message>
    <message>
        <source>At this computer</source>
        <translation>このコンピューターで遊ぶ人</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>遊ぶ</translation>
    </message>
    <message>
        <source>A friend&apos;s game</source>
        <translation>友だちのゲーム</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>ゲーム記録 (*.json)</translation>
    </message>
    <message>
        <source>Paste a result code or add a game file.</source>
        <translation>結果コードを貼り付けるか、ゲームファイルを追加してください。</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>友だち</translation>
    </message>
    <message>
        <source>{names}: {map}, deal {seed}</source>
        <translation>{names}：{map}、山札コード {seed}</translation>
    </message>
</context>
<context>
    <name>BotSeats</name>
    <message>
        <source>{name} could not choose ({reason}): its first legal choice is played.</source>
        <translation>{name}は選べませんでした（{reason}）。選べる最初の選択肢を代わりに使います。</translation>
    </message>
</context>
<context>
    <name>CardPanel</name>
    <message>
        <source>Flip card</source>
        <translation>カードをめくる</translation>
    </message>
    <message>
        <source>Flip the next card (Space or Enter)</source>
        <translation>次のカードをめくります（SpaceかEnter）</translation>
    </message>
    <message>
        <source>Undo choice</source>
        <translation>選択を取り消す</translation>
    </message>
    <message>
        <source>Take back the choice (Ctrl+Z) until the next flip</source>
        <translation>次のカードをめくるまで、選択を取り消せます（Ctrl+Z）</translation>
    </message>
    <message>
        <source>Open the discard pile: the cards played so far</source>
        <translation>捨て札を開きます：これまでに出たカード</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>What the strong AI would choose, and each choice&apos;s expected score (Shift+H)</source>
        <translation>強いAIならどれを選ぶか、各選択の予想得点を表示します（Shift+H）</translation>
    </message>
    <message>
        <source>Turn {n}</source>
        <translation>{n}ターン目</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>{turn} · {name}</source>
        <translation>{turn} · {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the deck
{deck}</source>
        <translation>
            <numerusform>山札の残り %n枚
{deck}</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile ({n})</source>
        <translation>捨て札（{n}枚）</translation>
    </message>
</context>
<context>
    <name>CardWidget</name>
    <message>
        <source>No card flipped</source>
        <translation>めくったカードはありません</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Compare games</source>
        <translation>ゲームを比べる</translation>
    </message>
    <message numerus="yes">
        <source>{map}, deal {deal}: %n game(s) at one table</source>
        <translation>
            <numerusform>{map}、山札コード {deal}：%n ゲームを一つの卓で</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot compare these games</source>
        <translation>これらのゲームは比べられません</translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n empty station(s)</source>
        <translation>
            <numerusform>空きマス %n個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n station(s)</source>
        <translation>
            <numerusform>駅マス %n個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n route(s)</source>
        <translation>
            <numerusform>路線 %n本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n indicator box(es)</source>
        <translation>
            <numerusform>指示マス %n個</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiscardDialog</name>
    <message>
        <source>Discard pile</source>
        <translation>捨て札</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) played.</source>
        <translation>
            <numerusform>%n枚出ました。</numerusform>
        </translation>
    </message>
    <message>
        <source>No card has been flipped yet.</source>
        <translation>まだカードをめくっていません。</translation>
    </message>
    <message>
        <source>The discard pile is empty: every card was just shuffled back into the deck.</source>
        <translation>捨て札はありません。すべてのカードを混ぜて山札に戻したところです。</translation>
    </message>
    <message>
        <source>The last card is on the discard pile.</source>
        <translation>最後にめくったカードが捨て札にあります。</translation>
    </message>
    <message>
        <source>The last {n} cards are on the discard pile.</source>
        <translation>最後にめくった{n}枚が捨て札にあります。</translation>
    </message>
    <message>
        <source>Faded cards were shuffled back into the deck.</source>
        <translation>薄く表示したカードは、混ぜて山札に戻しました。</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the deck.</source>
        <translation>
            <numerusform>山札の残りは%n枚です。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards played</source>
        <translation>出たカード</translation>
    </message>
    <message>
        <source>Turn {n}</source>
        <translation>{n}ターン目</translation>
    </message>
</context>
<context>
    <name>FlipperKeeping</name>
    <message>
        <source>The card flipper of another account ({account}, process {pid}) keeps the flips in {folder}: these flips are not saved. Close it there, or give each account a folder of its own.</source>
        <translation>別のアカウント（{account}、プロセス {pid}）のカードめくりが {folder} のめくりを保存しています。このめくりは保存されません。そちらで閉じるか、アカウントごとに別のフォルダーを使ってください。</translation>
    </message>
    <message>
        <source>Another card flipper (process {pid}) keeps the flips in {folder}, but it could not be reached: these flips are not saved.</source>
        <translation>別のカードめくり（プロセス {pid}）が {folder} のめくりを保存していますが、連絡がつきませんでした。このめくりは保存されません。</translation>
    </message>
    <message>
        <source>The flips cannot be saved in {folder} ({reason}); the flipper goes on.</source>
        <translation>めくりを {folder} に保存できません ({reason})。カードめくりはこのまま続けられます。</translation>
    </message>
</context>
<context>
    <name>FlipperTable</name>
    <message>
        <source>The flips cannot be saved ({reason}); the flipper goes on.</source>
        <translation>めくった記録を保存できません（{reason}）。カードめくりはこのまま続けられます。</translation>
    </message>
</context>
<context>
    <name>FlipperWindow</name>
    <message>
        <source>Flip</source>
        <translation>めくる</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>戻す</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>新しい山札</translation>
    </message>
    <message>
        <source>Same deal again</source>
        <translation>同じ山札でもう一度</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>全画面</translation>
    </message>
    <message>
        <source>Still in the deck</source>
        <translation>山札に残っているカード</translation>
    </message>
    <message>
        <source>Go on with the last deal?</source>
        <translation>前回の山札を続けますか？</translation>
    </message>
    <message>
        <source>The card flipper&apos;s autosave could not be read: {problem}</source>
        <translation>カードめくりの自動保存を読み込めませんでした：{problem}</translation>
    </message>
    <message>
        <source>The card flipper&apos;s autosave is missing.</source>
        <translation>カードめくりの自動保存が見つかりません。</translation>
    </message>
    <message>
        <source>A copy was found: deal {seed}, after card {turn}. Go on with it? (If not, a new deal starts, and Take back brings this one back.)</source>
        <translation>コピーが見つかりました：山札コード {seed}、{turn}枚目の後。続けますか？（続けない場合は新しい山札で始まり、「戻す」でこの山札に戻れます。）</translation>
    </message>
    <message>
        <source>&amp;Flip next card</source>
        <translation>次のカードをめくる(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Take back the flip</source>
        <translation>めくったカードを戻す(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;New deal</source>
        <translation>新しい山札(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Same deal again</source>
        <translation>同じ山札でもう一度(&amp;S)</translation>
    </message>
    <message>
        <source>Deal from a &amp;code...</source>
        <translation>山札コードから配る(&amp;C)...</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>全画面(&amp;U)</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>全画面を終了</translation>
    </message>
    <message>
        <source>&amp;Print blank sheets...</source>
        <translation>白紙のシートを印刷(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>山札(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Sheets played on</source>
        <translation>使うシート(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>MetroX card flipper - deal {code}</source>
        <translation>メトロックス カードめくり - 山札 {code}</translation>
    </message>
    <message>
        <source>Deal code  {code}</source>
        <translation>山札コード  {code}</translation>
    </message>
    <message>
        <source>Deal code  {code} (a code of your own)</source>
        <translation>山札コード  {code}（自作のコード）</translation>
    </message>
    <message>
        <source>Turn {n}</source>
        <translation>{n}ターン目</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>準備完了</translation>
    </message>
    <message>
        <source>Click to flip the first card</source>
        <translation>クリックで最初のカードをめくります</translation>
    </message>
    <message>
        <source>{n} of {total} cards left</source>
        <translation>残り {n}/{total}枚</translation>
    </message>
    <message>
        <source>{map} sheets: {n} of {total} indicator boxes still empty</source>
        <translation>{map}シート：指示マスは残り {n}/{total}</translation>
    </message>
    <message>
        <source>Discard pile under the card ({n})</source>
        <translation>カードの下の捨て札（{n}枚）</translation>
    </message>
    <message>
        <source> (the card list is reconstructed: the rulebook does not print it)</source>
        <translation>（ルールブックにカードの内訳がないため、推定で再現した構成です）</translation>
    </message>
    <message>
        <source>Game over: every indicator box is filled. Score your sheets, then New deal (a fresh code) or Same deal again.</source>
        <translation>ゲーム終了：すべての指示マスが埋まりました。シートの得点を計算したら、「新しい山札」（新しいコード）か「同じ山札でもう一度」を選んでください。</translation>
    </message>
    <message>
        <source>Reshuffle! After this turn all {n} cards are shuffled into a new deck.</source>
        <translation>シャッフル！ このターンが終わったら、{n}枚すべてを混ぜて新しい山札にします。</translation>
    </message>
    <message>
        <source>New deck: all {n} cards were shuffled after the reshuffle card.</source>
        <translation>新しい山札：シャッフルマークのカードが出たので、{n}枚すべてを混ぜました。</translation>
    </message>
    <message>
        <source>The deck ran out: the discard pile was shuffled into a new deck.</source>
        <translation>山札がなくなったので、捨て札を混ぜて新しい山札にしました。</translation>
    </message>
    <message>
        <source>Press Space or Enter, or click the card, to flip the first card.</source>
        <translation>SpaceかEnterを押すか、カードをクリックすると、最初のカードをめくります。</translation>
    </message>
    <message>
        <source>Backspace brings back the deal before.</source>
        <translation>Backspaceで前の山札に戻せます。</translation>
    </message>
    <message>
        <source>Deal from a code</source>
        <translation>山札コードから配る</translation>
    </message>
    <message>
        <source>Deal code (the same code flips the same cards):</source>
        <translation>山札コード（同じコードなら同じ順にカードが出ます）：</translation>
    </message>
    <message>
        <source>This deal code cannot be used: {why}.</source>
        <translation>この山札コードは使えません：{why}。</translation>
    </message>
    <message>
        <source>Card flipper</source>
        <translation>カードめくり</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The sheet after turn {turn}: Escape goes back to the game.</source>
        <translation>ターン {turn} のあとのシートです。Escキーでゲームに戻ります。</translation>
    </message>
    <message>
        <source>Waiting for {names} to choose...</source>
        <translation>{names}が選ぶのを待っています…</translation>
    </message>
    <message>
        <source>Free circle: click any empty station to circle it.</source>
        <translation>フリー丸：空いている駅マスをどれか1つクリックして丸をつけます。</translation>
    </message>
    <message>
        <source>Choose a route: hover to preview, click to write.</source>
        <translation>路線を選んでください：マウスを重ねると結果を表示、クリックで書き込みます。</translation>
    </message>
    <message>
        <source>{name}, your choice. </source>
        <translation>{name}の番です。</translation>
    </message>
    <message>
        <source>Choice undone, choose again.</source>
        <translation>選択を取り消しました。もう一度選んでください。</translation>
    </message>
    <message>
        <source>choice undone, choose again.</source>
        <translation>選択を取り消しました。もう一度選んでください。</translation>
    </message>
    <message>
        <source>Reshuffle: all {n} cards are shuffled into a new deck.</source>
        <translation>シャッフル：{n}枚すべてを混ぜて新しい山札にします。</translation>
    </message>
    <message>
        <source>Free circle: no empty station left; the card passes.</source>
        <translation>フリー丸：空いている駅マスがないので、このカードはパスです。</translation>
    </message>
    <message>
        <source>Game over: every indicator box is filled. Total {total}.</source>
        <translation>ゲーム終了：すべての指示マスが埋まりました。合計 {total}点。</translation>
    </message>
    <message>
        <source>Game over: every indicator box is filled.</source>
        <translation>ゲーム終了：すべての指示マスが埋まりました。</translation>
    </message>
    <message>
        <source>Written. Flip the next card (Space) or undo (Ctrl+Z).</source>
        <translation>書き込みました。次のカードをめくる（Space）か、取り消してください（Ctrl+Z）。</translation>
    </message>
    <message>
        <source>This is an earlier turn: Escape goes back to the game.</source>
        <translation>前のターンの表示です：Esc キーでゲームに戻ります。</translation>
    </message>
    <message>
        <source>This is {shown}&apos;s sheet: it is {name}&apos;s turn to write.</source>
        <translation>これは{shown}のシートです。今は{name}が書き込む番です。</translation>
    </message>
    <message>
        <source>Make a choice for this card first.</source>
        <translation>先にこのカードの書き込み先を選んでください。</translation>
    </message>
    <message>
        <source>The game is over. Start a new game with Ctrl+N.</source>
        <translation>ゲームは終了しました。Ctrl+Nで新しいゲームを始めます。</translation>
    </message>
    <message>
        <source>The host flips the cards: the next one comes by itself.</source>
        <translation>カードはホストがめくります。次のカードは自動で届きます。</translation>
    </message>
    <message>
        <source>Nothing to undo: at a table across computers a choice is final once it is made.</source>
        <translation>取り消せるものはありません。ほかのコンピューターと遊ぶ卓では、選択は決めた時点で確定します。</translation>
    </message>
    <message>
        <source>Nothing to undo: the game is over and its score is kept.</source>
        <translation>取り消せるものはありません。ゲームは終わり、得点は記録されています。</translation>
    </message>
    <message>
        <source>Nothing of yours to undo: the others&apos; choices stay hidden.</source>
        <translation>取り消せるあなたの選択はありません。ほかの人の選択は隠れたままです。</translation>
    </message>
    <message>
        <source>{name}&apos;s choice stays hidden while {chooser} writes: it can be taken back once everyone has written, until the next card is flipped.</source>
        <translation>{chooser}が書くあいだ、{name}の選択は隠れたままです。全員が書き終えたら、次のカードをめくるまで取り消せます。</translation>
    </message>
    <message>
        <source>Nothing to undo: a choice is final once the next card is flipped.</source>
        <translation>取り消せるものはありません。次のカードをめくると選択は確定します。</translation>
    </message>
    <message>
        <source>Free circle: click an empty station to circle it.</source>
        <translation>フリー丸：空いている駅マスをクリックして丸をつけます。</translation>
    </message>
    <message>
        <source>Choose first: click an empty station or use the arrows.</source>
        <translation>先に選んでください：空いている駅マスをクリックするか矢印キーを使います。</translation>
    </message>
    <message>
        <source>Choose first: press a route letter or use the arrows.</source>
        <translation>先に選んでください：路線の記号キーか矢印キーを使います。</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Not autosaved: a damaged autosave is in the way (see the start message).</source>
        <translation>自動保存していません：壊れた自動保存ファイルがあります（起動時のメッセージを見てください）。</translation>
    </message>
    <message>
        <source>a damaged autosave is in the way (see the start message)</source>
        <translation>壊れた自動保存ファイルが残っています（起動時のメッセージを参照）</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>保存されていません</translation>
    </message>
    <message>
        <source>Not in the history</source>
        <translation>履歴にありません</translation>
    </message>
    <message>
        <source>The finished game could not go into the history ({reason}): it is kept in {path} until it can.</source>
        <translation>終わったゲームを履歴に入れられませんでした ({reason})。入れられるようになるまで {path} に保存しています。</translation>
    </message>
    <message>
        <source>it waits in {path}, which cannot be set aside ({reason})</source>
        <translation>{path} に残っていますが、別の名前に移せません ({reason})</translation>
    </message>
    <message>
        <source>Your finished game is kept</source>
        <translation>終わったゲームは保存しました</translation>
    </message>
    <message>
        <source>The history folder {folder} cannot take it ({reason}), so it is kept as {path}. Game &gt; Open game opens it.</source>
        <translation>履歴フォルダー {folder} に入れられないため ({reason})、{path} として保存しました。「ゲーム」&gt;「ゲームを開く」で開けます。</translation>
    </message>
    <message>
        <source>Your last game could not be resumed</source>
        <translation>前回のゲームを再開できませんでした</translation>
    </message>
    <message>
        <source>Your unfinished game is kept</source>
        <translation>途中のゲームはそのまま残してあります</translation>
    </message>
    <message>
        <source>The unfinished game could not be moved to the history ({reason}), so it stays your current game rather than be lost. Free some space or fix the folder {folder}, then try again.</source>
        <translation>途中のゲームを履歴に移せなかったため（{reason}）、失われないように現在のゲームとして残してあります。空き容量を確保するかフォルダー {folder} を直してから、もう一度試してください。</translation>
    </message>
    <message>
        <source>The autosave of your last game could not be read: {problem}</source>
        <translation>前回のゲームの自動保存を読み込めませんでした：{problem}</translation>
    </message>
    <message>
        <source>The autosave of your last game is missing.</source>
        <translation>前回のゲームの自動保存が見つかりません。</translation>
    </message>
    <message>
        <source>Go on with your last game?</source>
        <translation>前回のゲームを続けますか？</translation>
    </message>
    <message>
        <source>A copy was found: {map}, deal {seed}, after turn {turn}. Go on with it? (If not, it is kept in the history.)</source>
        <translation>コピーが見つかりました：{map}、山札コード {seed}、{turn}ターン目の後。続けますか？（続けない場合は履歴に残します。）</translation>
    </message>
    <message>
        <source>A note about this saved game</source>
        <translation>この保存ゲームについてのメモ</translation>
    </message>
    <message>
        <source>Could not save the game: {reason}</source>
        <translation>ゲームを保存できませんでした：{reason}</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>ゲームを開く</translation>
    </message>
    <message>
        <source>MetroX games (*.json);;All files (*)</source>
        <translation>メトロックスのゲーム (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>ゲームを開けません</translation>
    </message>
    <message>
        <source>This file is damaged or is not a MetroX game.</source>
        <translation>このファイルは壊れているか、MetroX のゲームではありません。</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>ゲームを保存できません</translation>
    </message>
    <message>
        <source>A game at a table across computers is kept by its host; at its end it goes into your history.</source>
        <translation>ほかのコンピューターと遊ぶ卓のゲームはホストが保存します。ゲームが終わると履歴に入ります。</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>{path} に保存しました</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <source>MetroX games (*.json)</source>
        <translation>メトロックスのゲーム (*.json)</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>The game is over. Start a new game with Ctrl+N.</source>
        <translation>ゲームは終了しました。Ctrl+Nで新しいゲームを始めます。</translation>
    </message>
    <message>
        <source>Flip the next card first (Space or Enter).</source>
        <translation>先に次のカードをめくってください（SpaceかEnter）。</translation>
    </message>
    <message>
        <source>{name} has written for this card: undo to choose again.</source>
        <translation>{name}はこのカードを書き込み済みです。選び直すには取り消してください。</translation>
    </message>
    <message>
        <source>{ref} is already filled: circle an empty station.</source>
        <translation>{ref}はもう埋まっています。空いている駅マスに丸をつけてください。</translation>
    </message>
    <message>
        <source>Free circle: click an empty station to circle it.</source>
        <translation>フリー丸：空いている駅マスをクリックして丸をつけます。</translation>
    </message>
    <message>
        <source>{letter} {name}: every indicator box is filled. Choose a highlighted route.</source>
        <translation>{letter} {name}：指示マスがすべて埋まっています。明るく表示された路線を選んでください。</translation>
    </message>
</context>
<context>
    <name>HintCoach</name>
    <message>
        <source>The game is over: there is nothing left to choose.</source>
        <translation>ゲームは終了しました。選ぶものはもうありません。</translation>
    </message>
    <message>
        <source>Flip a card first: a hint is for the card on the table.</source>
        <translation>先にカードをめくってください。ヒントは場のカードについて出します。</translation>
    </message>
    <message>
        <source>Every person has written for this card.</source>
        <translation>全員がこのカードを書き込み済みです。</translation>
    </message>
    <message>
        <source>Show {name}&apos;s sheet to ask for a hint: it is their turn.</source>
        <translation>ヒントを見るには{name}のシートを表示してください。{name}の番です。</translation>
    </message>
    <message>
        <source>Thinking about your choices...</source>
        <translation>あなたの選択肢を考えています…</translation>
    </message>
    <message>
        <source>Thinking about {name}&apos;s choices...</source>
        <translation>{name}の選択肢を考えています…</translation>
    </message>
    <message>
        <source>Hint: {choice} ({score:.1f} expected final score).</source>
        <translation>ヒント：{choice}（予想最終得点 {score:.1f}点）。</translation>
    </message>
    <message>
        <source>No hint: {reason}</source>
        <translation>ヒントなし：{reason}</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Hint: thinking...</source>
        <translation>ヒント：考え中…</translation>
    </message>
    <message>
        <source>Hint: expected final scores</source>
        <translation>ヒント：予想最終得点</translation>
    </message>
    <message>
        <source>Your expected final score if you make that choice and then play as the strong AI would; (−x): how much less than the best choice.</source>
        <translation>その選択をして、あとは強いAIのように打った場合の予想最終得点です。（−x）：最善の選択より何点低いか。</translation>
    </message>
    <message>
        <source>What the numbers mean</source>
        <translation>数値の意味</translation>
    </message>
    <message>
        <source>{score:.1f}  (best)</source>
        <translation>{score:.1f}（最善）</translation>
    </message>
    <message>
        <source>{score:.1f}  ({difference})</source>
        <translation>{score:.1f}（{difference}）</translation>
    </message>
    <message>
        <source>{choice}: {numbers}</source>
        <translation>{choice}：{numbers}</translation>
    </message>
    <message>
        <source>The strong AI&apos;s choice</source>
        <translation>強いAIの選択</translation>
    </message>
    <message>
        <source>{loss:.1f} less than the AI&apos;s choice</source>
        <translation>AIの選択より {loss:.1f}点低い</translation>
    </message>
    <message>
        <source>As good as the AI&apos;s choice on the same imagined games</source>
        <translation>同じ試行ではAIの選択と同じ評価です</translation>
    </message>
</context>
<context>
    <name>HistogramChart</name>
    <message>
        <source>{low} to {high}</source>
        <translation>{low}〜{high}</translation>
    </message>
    <message>
        <source>{low}–{high}</source>
        <translation>{low}〜{high}</translation>
    </message>
</context>
<context>
    <name>HistoryEntries</name>
    <message>
        <source>Continue a game from the history</source>
        <translation>履歴のゲームを続ける</translation>
    </message>
    <message>
        <source>Play from here (turn {turn})</source>
        <translation>ここからプレイ（{turn}ターン目から）</translation>
    </message>
    <message>
        <source>A table&apos;s game goes on here: the seats that were at other computers are played by the {level} bot.</source>
        <translation>卓のゲームをこの画面で続けます。ほかのコンピューターにいた席は {level} のCPUが遊びます。</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Date</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>パー</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>山札コード</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>読めません</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>left after turn {turn}</source>
        <translation>ターン {turn} で中断</translation>
    </message>
    <message>
        <source>{code} (lesson)</source>
        <translation>{code}（レッスン）</translation>
    </message>
    <message>
        <source>{code} (today&apos;s deal)</source>
        <translation>{code}（今日の山札）</translation>
    </message>
    <message>
        <source>{code} (today&apos;s deal, practice)</source>
        <translation>{code}（今日の山札、練習）</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <source>All maps</source>
        <translation>すべてのマップ</translation>
    </message>
    <message>
        <source>Any player</source>
        <translation>すべてのプレイヤー</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation>マップ(&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>プレイヤー(&amp;P):</translation>
    </message>
    <message>
        <source>The kept games could not be read: {reason}. Close this window and open it again to try once more.</source>
        <translation>残したゲームを読み込めませんでした：{reason}。もう一度試すには、このウィンドウを閉じてから開き直してください。</translation>
    </message>
    <message>
        <source>Kept games</source>
        <translation>残したゲーム</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>見る(&amp;W)</translation>
    </message>
    <message>
        <source>Step through the game in the replay viewer</source>
        <translation>リプレイビューアでゲームを1手ずつ見る</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>続ける(&amp;C)</translation>
    </message>
    <message>
        <source>Go on with this unfinished game (the current one is kept in the history)</source>
        <translation>この途中のゲームを続ける（今のゲームは履歴に残ります）</translation>
    </message>
    <message>
        <source>Copy &amp;result</source>
        <translation>結果をコピー(&amp;R)</translation>
    </message>
    <message>
        <source>Com&amp;pare</source>
        <translation>比べる(&amp;P)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Reading the kept games...</source>
        <translation>残したゲームを読み込み中...</translation>
    </message>
    <message>
        <source>No games kept yet: every game you finish or leave is listed here.</source>
        <translation>まだゲームがありません：終えたゲームも途中でやめたゲームもここに並びます。</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n ゲーム</numerusform>
        </translation>
    </message>
    <message>
        <source>reading {known} of {rows}...</source>
        <translation>読み込み中 {known}/{rows}...</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be read (kept as they are)</source>
        <translation>
            <numerusform>%n 個のファイルを読めませんでした（そのまま残しています）</numerusform>
        </translation>
    </message>
    <message>
        <source>Go on with this table&apos;s game at this screen: the seats that were at other computers are played by the {level} bot</source>
        <translation>この卓のゲームをこの画面で続けます。ほかのコンピューターにいた席は {level} のCPUが遊びます</translation>
    </message>
    <message>
        <source>Choose a game in the list</source>
        <translation>一覧からゲームを選んでください</translation>
    </message>
    <message>
        <source>Only a finished game has a result to share</source>
        <translation>共有できる結果は終えたゲームだけにあります</translation>
    </message>
    <message>
        <source>Put this game&apos;s result on the clipboard: one line for a chat</source>
        <translation>このゲームの結果をクリップボードへ：チャット用の一行</translation>
    </message>
    <message>
        <source>The table these games of one deal make together, ranked</source>
        <translation>同じ山札のこれらのゲームを一つの卓にまとめた順位</translation>
    </message>
    <message>
        <source>Select two or more games of one deal (Ctrl+click or Shift+click)</source>
        <translation>同じ山札のゲームを二つ以上選んでください（Ctrl+クリックまたはShift+クリック）</translation>
    </message>
    <message>
        <source>Cannot share this game</source>
        <translation>このゲームは共有できません</translation>
    </message>
    <message>
        <source>Copied: {line}</source>
        <translation>コピーしました：{line}</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>卓を開く</translation>
    </message>
    <message>
        <source>The first card is flipped once this many seats have joined</source>
        <translation>この人数がそろったら最初のカードをめくります</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>the table waits for them</source>
        <translation>卓は待ちます</translation>
    </message>
    <message>
        <source>a bot chooses for them after a grace</source>
        <translation>猶予のあとCPUが代わりに選ぶ</translation>
    </message>
    <message>
        <source>I play a seat at this computer</source>
        <translation>このコンピューターで自分も遊ぶ</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>空いているポート</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>マップ(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Seats</source>
        <translation>席の数(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Time for a turn</source>
        <translation>1ターンの時間(&amp;T)</translation>
    </message>
    <message>
        <source>When the time runs &amp;out</source>
        <translation>時間切れのとき(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Bots to seat</source>
        <translation>CPUの数(&amp;B)</translation>
    </message>
    <message>
        <source>Bot &amp;level</source>
        <translation>CPUの強さ(&amp;L)</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>あなたの名前(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Port</source>
        <translation>ポート(&amp;P)</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>卓を開く</translation>
    </message>
    <message>
        <source>{taken} seats are taken here, but the table has {seats}.</source>
        <translation>ここで{taken}席を使いますが、卓は{seats}席です。</translation>
    </message>
    <message>
        <source>Your name is 1 to {most} characters, with no spaces around it and no comma or colon.</source>
        <translation>名前は1〜{most}文字で、前後に空白を入れず、コンマ(,)やコロン(:)を含めないでください。</translation>
    </message>
</context>
<context>
    <name>HostWindow</name>
    <message>
        <source>Host a table</source>
        <translation>卓のホスト</translation>
    </message>
    <message>
        <source>Add a &amp;bot</source>
        <translation>CPUを追加(&amp;B)</translation>
    </message>
    <message>
        <source>A bot &amp;plays for the seats away</source>
        <translation>離席中の席をCPUが代わりに打つ(&amp;P)</translation>
    </message>
    <message>
        <source>Room {code}</source>
        <translation>ルーム {code}</translation>
    </message>
    <message>
        <source>at {address}</source>
        <translation>アドレス {address}</translation>
    </message>
    <message>
        <source>opening...</source>
        <translation>開いています…</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲーム終了です。</translation>
    </message>
    <message>
        <source>{joined} of {seats} seats have joined</source>
        <translation>{seats}席中{joined}席が参加しました</translation>
    </message>
    <message>
        <source>Turn {turn}: {chosen} of {seats} have chosen</source>
        <translation>{turn}ターン目：{seats}人中{chosen}人が選びました</translation>
    </message>
    <message>
        <source>Time is up for {names}: the table waits for them.</source>
        <translation>{names}の時間切れです。テーブルは待っています。</translation>
    </message>
    <message>
        <source>A bot plays for {names} until they choose or join again.</source>
        <translation>{names}が選ぶか参加し直すまでCPUが代わりに打ちます。</translation>
    </message>
    <message>
        <source>A bot plays for {names} until they join again.</source>
        <translation>{names}が戻ってくるまでCPUが代わりに打ちます。</translation>
    </message>
    <message>
        <source>{name} took seat {seat}.</source>
        <translation>{name}が{seat}番の席に着きました。</translation>
    </message>
    <message>
        <source>{name} lost the connection: their seat waits for them.</source>
        <translation>{name}の接続が切れました。席はそのまま待っています。</translation>
    </message>
    <message>
        <source>{name} is back.</source>
        <translation>{name}が戻りました。</translation>
    </message>
    <message>
        <source>Time is up for {names}: a bot chooses for them in {seconds} s unless they choose first.</source>
        <translation>{names}の時間切れです。先に選ばなければ、{seconds}秒後にCPUが代わりに選びます。</translation>
    </message>
    <message>
        <source>Time is up: a bot chose for {name}.</source>
        <translation>時間切れ：CPUが{name}の代わりに選びました。</translation>
    </message>
    <message>
        <source>The table cannot be saved ({reason}): closed now, it could not be opened again.</source>
        <translation>この卓を保存できません（{reason}）。いま閉じると、もう一度開くことはできません。</translation>
    </message>
    <message>
        <source>The table could not open</source>
        <translation>卓を開けませんでした</translation>
    </message>
    <message>
        <source>Until they choose or join again: the table no longer waits for a player who left, or who is away from the keyboard once their time is up</source>
        <translation>本人が選ぶか参加し直すまで：抜けたプレイヤーも、時間切れで席を外しているプレイヤーも、卓は待たずに進めます</translation>
    </message>
    <message>
        <source>No table at port {port}: {reason}</source>
        <translation>ポート {port} で卓を開けません：{reason}</translation>
    </message>
    <message>
        <source>{name} is back and plays their seat again.</source>
        <translation>{name}が戻り、自分の席でまた打ちます。</translation>
    </message>
    <message>
        <source>The game is over: it is in your history.</source>
        <translation>ゲームが終わりました。履歴に入っています。</translation>
    </message>
    <message>
        <source>The game could not go into your history: {reason}</source>
        <translation>ゲームを履歴に入れられませんでした：{reason}</translation>
    </message>
    <message>
        <source>A friend joins at any of this computer&apos;s addresses: {addresses}</source>
        <translation>このコンピューターのどのアドレスからでも参加できます：{addresses}</translation>
    </message>
    <message>
        <source>Close the table?</source>
        <translation>卓を閉じますか？</translation>
    </message>
    <message>
        <source>The game stops for every seat. It can go on later: Game &gt; Host a table opens it again, and the seats join again by themselves.</source>
        <translation>すべての席でゲームが止まります。あとで続けられます：ゲーム &gt; 卓を開く でもう一度開くと、各席は自動で戻ってきます。</translation>
    </message>
</context>
<context>
    <name>InspectorWindow</name>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>路線</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Stations</source>
        <translation>駅マス</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>指示マス</translation>
    </message>
    <message>
        <source>Crown</source>
        <translation>王冠</translation>
    </message>
    <message>
        <source>Diamond</source>
        <translation>ダイヤ</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>駅マス</translation>
    </message>
    <message>
        <source>Routes</source>
        <translation>路線</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>星</translation>
    </message>
    <message>
        <source>Routes</source>
        <comment>tab</comment>
        <translation>路線一覧</translation>
    </message>
    <message>
        <source>Shared</source>
        <comment>tab</comment>
        <translation>共有駅</translation>
    </message>
    <message>
        <source>Route</source>
        <comment>tab</comment>
        <translation>選んだ路線</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Inspect map – {source}</source>
        <translation>マップを調べる – {source}</translation>
    </message>
    <message>
        <source>cannot draw the map: {e}</source>
        <translation>マップを描けません：{e}</translation>
    </message>
    <message>
        <source>The map cannot be drawn until the problems listed are fixed; it is read again each time the file is saved.</source>
        <translation>一覧の問題を直すまでマップは描けません。ファイルを保存するたびに読み込み直します。</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: {routes}, {stations} ({shared} shared), {boxes}. Hover a station; click a route to isolate it.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;：{routes}、{stations}（共有 {shared}個）、{boxes}。駅マスにマウスを重ねるか、路線をクリックしてその路線だけを表示します。</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s): the map is drawn as far as it can be read until they are fixed; it is read again each time the file is saved.</source>
        <translation>
            <numerusform>問題 %n 件：直るまでは、読める範囲でマップを描いています。ファイルを保存するたびに読み直します。</numerusform>
        </translation>
    </message>
    <message>
        <source>No problems: the map is valid.</source>
        <translation>問題はありません。マップは正しく作られています。</translation>
    </message>
    <message>
        <source>Problems ({n})</source>
        <translation>問題（{n}件）</translation>
    </message>
    <message>
        <source>{refs} – {routes} – a star writes {n} here</source>
        <translation>{refs} – {routes} – 星ならここに{n}を書きます</translation>
    </message>
    <message>
        <source>Click a route to list its stations.</source>
        <translation>路線をクリックすると、その駅マスを一覧にします。</translation>
    </message>
    <message>
        <source> (Start)</source>
        <translation>（始点）</translation>
    </message>
    <message>
        <source> (End)</source>
        <translation>（終点）</translation>
    </message>
    <message>
        <source>  also {refs}</source>
        <translation>  ほかに {refs}</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>卓に参加</translation>
    </message>
    <message>
        <source>&amp;Open tables on this network</source>
        <translation>このネットワークで開いている卓(&amp;O)</translation>
    </message>
    <message>
        <source>for example 192.168.1.20:47301</source>
        <translation>例：192.168.1.20:47301</translation>
    </message>
    <message>
        <source>the code on the host&apos;s screen</source>
        <translation>ホストの画面に出ているコード</translation>
    </message>
    <message>
        <source>&amp;Address (host:port)</source>
        <translation>アドレス（ホスト:ポート）(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Room code</source>
        <translation>ルームコード(&amp;R)</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>あなたの名前(&amp;N)</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>参加</translation>
    </message>
    <message>
        <source>{address}: {map}, {joined} of {seats} seats taken ({label})</source>
        <translation>{address}：{map}、{seats}席中{joined}席が参加（{label}）</translation>
    </message>
    <message>
        <source>Open tables cannot be listed here ({reason}): type the host&apos;s address.</source>
        <translation>ここでは開いている卓を一覧できません（{reason}）。ホストのアドレスを入力してください。</translation>
    </message>
    <message>
        <source>Looking for open tables... None yet: you can type the address.</source>
        <translation>開いている卓を探しています…まだ見つかりません。アドレスを入力することもできます。</translation>
    </message>
    <message>
        <source>Choose a table to fill in its address; the room code is still typed.</source>
        <translation>卓を選ぶとアドレスが入ります。ルームコードは入力してください。</translation>
    </message>
    <message>
        <source>Give the host&apos;s address as its screen shows it, such as 192.168.1.20:47301. An IPv6 address takes its port after brackets: [2001:db8::5]:47301.</source>
        <translation>ホストの画面に出ているアドレスを入力してください（例：192.168.1.20:47301）。IPv6アドレスにポートを付けるときは、アドレスを角かっこで囲みます（例：[2001:db8::5]:47301）。</translation>
    </message>
    <message>
        <source>The room code is 4 to 12 letters and digits, as the host&apos;s screen shows it.</source>
        <translation>ルームコードはホストの画面に出ている4〜12文字の英数字です。</translation>
    </message>
    <message>
        <source>Your name is 1 to {most} characters, with no spaces around it and no comma or colon.</source>
        <translation>名前は1〜{most}文字で、前後に空白を入れず、コンマ(,)やコロン(:)を含めないでください。</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Looking for a good choice...</source>
        <translation>よい選択を探しています...</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>遊び方を覚える</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>お手本を見る</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>レッスンをやめる</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>あなたの番</translation>
    </message>
    <message>
        <source>Your subway sheet</source>
        <translation>あなたの路線図シート</translation>
    </message>
    <message>
        <source>This sheet is Tokyo&apos;s subway. Each route has a letter, a name, a crown and a diamond (its bonus) and a row of indicator boxes. Each card you play is written on one route: its number in an indicator box, circles in the route&apos;s stations from its Start. Flip the first card: press Space or click Flip card.</source>
        <translation>このシートは東京の地下鉄です。どの路線にも記号、名前、王冠とダイヤ（ボーナス）、指示マスの列があります。使うカードは1つの路線に書きます：指示マスに数字を、路線の駅マスには始点から丸を。最初のカードをめくりましょう：スペースキーを押すか「カードをめくる」をクリックします。</translation>
    </message>
    <message>
        <source>A number card</source>
        <translation>数字カード</translation>
    </message>
    <message>
        <source>Choose a route with an empty indicator box: the number is written there and that many stations are circled from the first empty one, stopping at a filled station or the End. Hover a route to see it, click to write. The ring shows the strong AI&apos;s choice, the line below says why, and Show me previews it.</source>
        <translation>指示マスが空いている路線を選びます。数字を指示マスに書き、最初の空き駅マスからその数だけ丸をつけます。埋まった駅マスか終点で止まります。路線にポインターを合わせると結果が見え、クリックで書き込みます。リングは強いAIの選択を示し、その理由を下の行に書きます。「お手本を見る」でプレビューできます。</translation>
    </message>
    <message>
        <source>A circled number</source>
        <translation>丸数字</translation>
    </message>
    <message>
        <source>Like a number, but filled stations are skipped instead of stopping you: the first N empty stations of the route are circled. Good for a route with gaps.</source>
        <translation>数字と同じですが、埋まった駅マスで止まらずに飛ばします：路線の空き駅マスを先頭から N 個丸にします。穴のある路線に向いています。</translation>
    </message>
    <message>
        <source>The star</source>
        <translation>星</translation>
    </message>
    <message>
        <source>A star goes in an indicator box; the route&apos;s first empty station gets twice the number of routes through it. That number is your crossing bonus (Cross.B) at the end: a star is worth most where many lines cross.</source>
        <translation>星は指示マスに書きます。路線の最初の空き駅マスには、その駅を通る路線数の2倍の数を書きます。この数は最後に乗換ボーナス（Cross.B）になります：多くの線が交わる駅ほど星の価値が上がります。</translation>
    </message>
    <message>
        <source>The free circle</source>
        <translation>フリー丸</translation>
    </message>
    <message>
        <source>No indicator box this time: circle any one empty station anywhere on the sheet. Use it to close a gap, or to finish a route.</source>
        <translation>今回は指示マスに書きません：シートのどこでも空き駅マスを1つ丸にします。穴を埋めたり路線を完成させたりするのに使います。</translation>
    </message>
    <message>
        <source>The reshuffle card</source>
        <translation>シャッフルのカード</translation>
    </message>
    <message>
        <source>This card has the reshuffle icon: play it as usual, then every card, the deck and the discards, is shuffled into a new deck. Cards already seen can come again.</source>
        <translation>このカードにはシャッフルのマークがあります。いつも通り使ったあと、山札も捨て札もすべてのカードを混ぜて新しい山札にします。一度出たカードがまた出てきます。</translation>
    </message>
    <message>
        <source>A route completed: the crown</source>
        <translation>路線の完成：王冠</translation>
    </message>
    <message>
        <source>Every station of this route is filled: the route is complete and you circle its crown, whose number is yours at the end (Comp.B). At a table only the first to complete a route gets the crown; later ones get the diamond.</source>
        <translation>この路線の駅マスがすべて埋まりました：路線の完成です。王冠に丸をつけ、その数が最後にあなたの得点（Comp.B）になります。複数人では最初に完成させた人だけが王冠を得て、後から完成させた人はダイヤを得ます。</translation>
    </message>
    <message>
        <source>Empty stations cost points</source>
        <translation>空き駅マスは減点</translation>
    </message>
    <message>
        <source>X counts your empty stations. At the end they cost points (Emp.P): nothing for up to 5, then more and more, 10 for 21 or more. Filling stations matters as much as bonuses. Help &gt; Rules has the table.</source>
        <translation>X は空き駅マスの数です。最後に減点（Emp.P）になります：5個までは0点、それより多いと増えていき、21個以上で10点です。駅マスを埋めることはボーナスと同じくらい大切です。表は「ヘルプ &gt; ルール」にあります。</translation>
    </message>
    <message>
        <source>The end and your score</source>
        <translation>終了と得点</translation>
    </message>
    <message>
        <source>Every indicator box is filled: the game is over. Your total, in the window over the sheet, is the crowns (Comp.B) plus the stars&apos; numbers (Cross.B) minus the penalty for empty stations (Emp.P). That is the whole game: Game &gt; New game starts another.</source>
        <translation>すべての指示マスが埋まり、ゲーム終了です。シートの上のウィンドウに出ている合計は、王冠（Comp.B）と星の数（Cross.B）の和から空き駅マスの減点（Emp.P）を引いたものです。これでゲームのすべてです：「ゲーム &gt; 新しいゲーム」で次のゲームを始められます。</translation>
    </message>
    <message>
        <source>Play on: flip a card, choose where it goes. A new lesson comes when something new happens.</source>
        <translation>続けましょう：カードをめくり、書く場所を選びます。新しいことが起きたら、次のレッスンが出てきます。</translation>
    </message>
    <message>
        <source>It completes the {route} line: its crown, {points} points, is yours.</source>
        <translation>{route}線が完成します：王冠の{points}点があなたのものになります。</translation>
    </message>
    <message>
        <source>It completes the {route} line: its diamond, {points} points, is yours.</source>
        <translation>{route}線が完成します：ダイヤの{points}点があなたのものになります。</translation>
    </message>
    <message>
        <source>The star lands where {lines} lines cross: {points} points of crossing bonus, the most this card can give.</source>
        <translation>星が{lines}路線の交わる駅に入ります：乗換ボーナス{points}点、このカードで得られる最大です。</translation>
    </message>
    <message>
        <source>It circles {count} stations, more than any other choice: fewer empty stations at the end.</source>
        <translation>{count}駅に丸がつき、ほかのどの選択よりも多くなります：最後に残る空き駅が減ります。</translation>
    </message>
    <message>
        <source>It brings the {route} line within {stations} of its bonus.</source>
        <translation>{route}線がボーナスまであと{stations}になります。</translation>
    </message>
    <message>
        <source>It is the only place this card can go.</source>
        <translation>このカードを書ける場所はここだけです。</translation>
    </message>
    <message>
        <source>The strong AI expects {score:.1f} points at the end after it; no other choice is expected to do better.</source>
        <translation>強いAIの予想では、これを選ぶと最終得点は{score:.1f}点、これより得点が見込める選択はほかにありません。</translation>
    </message>
    <message>
        <source>The strong AI expects {score:.1f} points at the end after it; after the next best choice, {gain:.1f} fewer.</source>
        <translation>強いAIの予想では、これを選ぶと最終得点は{score:.1f}点、次によい選択ではそれより{gain:.1f}点少なくなります。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Sheet</source>
        <translation>シート</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>新しいゲーム(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Open game...</source>
        <translation>ゲームを開く(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Save game as...</source>
        <translation>名前を付けてゲームを保存(&amp;S)...</translation>
    </message>
    <message>
        <source>&amp;Play this deal again</source>
        <translation>この山札でもう一度遊ぶ(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Today&apos;s deal</source>
        <translation>今日の山札(&amp;T)</translation>
    </message>
    <message>
        <source>Play &amp;against a result...</source>
        <translation>結果と対戦(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Flip next card</source>
        <translation>次のカードをめくる(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Undo choice</source>
        <translation>選択を取り消す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit sheet</source>
        <translation>シート全体を表示(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Read the sheet</source>
        <translation>シートを読み上げる(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Inspect this map</source>
        <translation>このマップを調べる(&amp;I)</translation>
    </message>
    <message>
        <source>Inspect a map &amp;file...</source>
        <translation>マップファイルを調べる(&amp;F)...</translation>
    </message>
    <message>
        <source>&amp;Discard pile...</source>
        <translation>捨て札(&amp;D)...</translation>
    </message>
    <message>
        <source>Final &amp;ranking...</source>
        <translation>最終順位(&amp;R)...</translation>
    </message>
    <message>
        <source>Histor&amp;y...</source>
        <translation>履歴(&amp;Y)...</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>統計(&amp;T)...</translation>
    </message>
    <message>
        <source>Card f&amp;lipper</source>
        <translation>カードめくり(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Print blank sheets...</source>
        <translation>白紙のシートを印刷(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Export sheet...</source>
        <translation>シートを書き出す(&amp;E)...</translation>
    </message>
    <message>
        <source>Print s&amp;heet...</source>
        <translation>シートを印刷(&amp;H)...</translation>
    </message>
    <message>
        <source>Pr&amp;eferences...</source>
        <translation>設定(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Turn log</source>
        <translation>ターンの記録(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About MetroX Desktop</source>
        <translation>MetroX Desktop について(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>遊び方を覚える(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Show me the suggested move</source>
        <translation>お手本を見る(&amp;S)</translation>
    </message>
    <message>
        <source>Lea&amp;ve the lesson</source>
        <translation>レッスンをやめる(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Host a table...</source>
        <translation>卓を開く(&amp;H)...</translation>
    </message>
    <message>
        <source>&amp;Join a table...</source>
        <translation>卓に参加(&amp;J)...</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Show &amp;choices before the turn resolves</source>
        <translation>ターンの解決前に選択を表示(&amp;C)</translation>
    </message>
    <message>
        <source>For teaching: each sheet shows its choice as soon as it is made</source>
        <translation>教えるとき用：各シートの選択を、選んだ時点ですぐに表示します</translation>
    </message>
    <message>
        <source>&amp;Pace of a game of bots</source>
        <translation>CPUだけのゲームの速さ(&amp;P)</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>一瞬</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <source>{name} ({seconds} s a turn)</source>
        <translation>{name}（1ターン {seconds}秒）</translation>
    </message>
    <message>
        <source>New game. Flip the first card: Space, Enter or the Flip button.</source>
        <translation>新しいゲームです。最初のカードをめくってください：Space、Enter、または「カードをめくる」ボタン。</translation>
    </message>
    <message>
        <source>Your game goes on in turn {turn}, its card up.</source>
        <translation>{turn}ターン目の途中から、めくったカードのまま再開します。</translation>
    </message>
    <message>
        <source>Your game is back: flip the first card.</source>
        <translation>前回のゲームを再開します。最初のカードをめくってください。</translation>
    </message>
    <message>
        <source>Your game goes on after turn {turn}: flip the next card.</source>
        <translation>{turn}ターン目の続きから再開します。次のカードをめくってください。</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>ゲームを開く</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>この山札でもう一度遊ぶ</translation>
    </message>
    <message>
        <source>A table of {players} seats cannot be played at one screen (at most {most}).</source>
        <translation>{players}席の卓は1つの画面では遊べません（最大{most}席）。</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>{map} – deal {seed} (a code of your own)</source>
        <translation>{map} – 山札コード {seed}（自作のコード）</translation>
    </message>
    <message>
        <source>{map} – a table&apos;s game: the deal is told at the end</source>
        <translation>{map} – 卓のゲーム：山札コードは終了時に明かされます</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>ゲームを始められません</translation>
    </message>
    <message>
        <source>Press Space or Enter to flip the next card.</source>
        <translation>SpaceかEnterで次のカードをめくります。</translation>
    </message>
    <message>
        <source>Press Space or Enter to flip the first card.</source>
        <translation>SpaceかEnterで最初のカードをめくります。</translation>
    </message>
    <message>
        <source>Then all cards are reshuffled.</source>
        <translation>そのあと、すべてのカードを混ぜ直します。</translation>
    </message>
    <message>
        <source>The others at the table are choosing...</source>
        <translation>卓のほかの人が選んでいます…</translation>
    </message>
    <message>
        <source>Waiting for {n} seats to choose...</source>
        <translation>{n}席が選ぶのを待っています…</translation>
    </message>
    <message>
        <source>Waiting for {names} to choose...</source>
        <translation>{names}が選ぶのを待っています…</translation>
    </message>
    <message>
        <source>Click an empty station (arrows + Enter) to circle it.</source>
        <translation>空いている駅マスをクリック（矢印キー+Enter）して丸をつけます。</translation>
    </message>
    <message>
        <source>Hover a route to preview, click it (or its letter key + Enter).</source>
        <translation>路線にマウスを重ねると結果を表示、クリック（または記号キー+Enter）で書き込みます。</translation>
    </message>
    <message>
        <source>The bots are choosing...</source>
        <translation>CPUが選んでいます…</translation>
    </message>
    <message>
        <source>{name}, your choice.</source>
        <translation>{name}の番です。</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>再戦</translation>
    </message>
    <message>
        <source>Every indicator box is filled: the game is over.</source>
        <translation>すべての指示マスが埋まりました。ゲーム終了です。</translation>
    </message>
    <message>
        <source>{map} – deal {seed}</source>
        <translation>{map} – 山札コード {seed}</translation>
    </message>
    <message>
        <source>Written. Flip the next card, or undo.</source>
        <translation>書き込みました。次のカードをめくるか、取り消せます。</translation>
    </message>
    <message>
        <source>Still in the deck: {cards}</source>
        <translation>山札に残っているカード：{cards}</translation>
    </message>
    <message>
        <source>Comp.B {c} + Cross.B {x} − Emp.P {p} = {t}   (X = {e})</source>
        <translation>Comp.B {c} + Cross.B {x} − Emp.P {p} = {t}   (X = {e})</translation>
    </message>
    <message>
        <source>About MetroX Desktop</source>
        <translation>MetroX Desktop について</translation>
    </message>
    <message>
        <source>Inspect a map file</source>
        <translation>マップファイルを調べる</translation>
    </message>
    <message>
        <source>MetroX maps (*.json);;All files (*)</source>
        <translation>メトロックスのマップ (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Today&apos;s deal</source>
        <translation>今日の山札</translation>
    </message>
    <message>
        <source>Today&apos;s deal, {date}: practice (the day&apos;s result is in already).</source>
        <translation>今日の山札（{date}）：練習です（この日の結果はもう記録されています）。</translation>
    </message>
    <message>
        <source>Today&apos;s deal, {date}: your first finished try counts.</source>
        <translation>今日の山札（{date}）：最初に最後まで遊んだゲームがこの日の結果になります。</translation>
    </message>
    <message>
        <source>Play against a result</source>
        <translation>結果と対戦</translation>
    </message>
    <message>
        <source> – today&apos;s deal, practice</source>
        <translation> – 今日の山札（練習）</translation>
    </message>
    <message>
        <source> – today&apos;s deal</source>
        <translation> – 今日の山札</translation>
    </message>
</context>
<context>
    <name>MapScene</name>
    <message>
        <source>Comp.B</source>
        <translation>Comp.B</translation>
    </message>
    <message>
        <source>Cross.B</source>
        <translation>Cross.B</translation>
    </message>
    <message>
        <source>Emp.P</source>
        <translation>Emp.P</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>{letter} {name}{ja}: {stations}, {boxes}, crown {first}, diamond {later}</source>
        <translation>{letter} {name}{ja}：{stations}、{boxes}、王冠 {first}点、ダイヤ {later}点</translation>
    </message>
</context>
<context>
    <name>NameDialog</name>
    <message>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <source>Your result goes out with a name: a friend who plays against it sees you at their table under it. What name should they see?</source>
        <translation>結果には名前がつきます。その結果と対戦する友だちの卓には、あなたがその名前で座ります。どの名前を見せますか?</translation>
    </message>
    <message>
        <source>Preferences, where your name is kept, cannot be read now ({reason}): the name you type goes with this result only, and is not kept.</source>
        <translation>名前を保存している設定を今は読み込めません（{reason}）。ここで入力する名前はこの結果にだけ使われ、保存されません。</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>The same deal code on the same map and deck deals the same cards, whoever plays and however many.</source>
        <translation>同じマップと山札で同じ山札コードを使うと、誰が何人で遊んでも同じ順にカードが出ます。</translation>
    </message>
    <message>
        <source>Map:</source>
        <translation>マップ：</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>山札：</translation>
    </message>
    <message>
        <source>Deal code:</source>
        <translation>山札コード：</translation>
    </message>
    <message>
        <source>Today&apos;s deal</source>
        <translation>今日の山札</translation>
    </message>
    <message>
        <source>The map and deal code of the day: the same on every computer today</source>
        <translation>今日の地図と山札コード：今日はどのコンピューターでも同じです</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>People write in this order at this computer, each on their own sheet; bots choose on their own.</source>
        <translation>このコンピューターで、この順番に一人ずつ自分のシートに書き込みます。CPUは自分で選びます。</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s).</source>
        <translation>
            <numerusform>%n枚。</numerusform>
        </translation>
    </message>
    <message>
        <source>The rulebook does not list the cards: this distribution is reconstructed.</source>
        <translation>ルールブックにはカードの内訳が載っていないため、この構成は推定で再現したものです。</translation>
    </message>
    <message>
        <source>deal code</source>
        <translation>山札コード</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>山札</translation>
    </message>
</context>
<context>
    <name>NotSaved</name>
    <message>
        <source>Your game is not saved</source>
        <translation>ゲームは保存されていません</translation>
    </message>
    <message>
        <source>This game could not be saved: {reason}</source>
        <translation>このゲームを保存できませんでした：{reason}</translation>
    </message>
    <message>
        <source>Save it to a file of your choosing before you close the window?</source>
        <translation>ウィンドウを閉じる前に、好きなファイルに保存しますか?</translation>
    </message>
    <message>
        <source>Save it to a file of your choosing before the next game replaces it?</source>
        <translation>次のゲームに置き換わる前に、好きなファイルに保存しますか?</translation>
    </message>
    <message>
        <source>Save game as...</source>
        <translation>名前を付けて保存...</translation>
    </message>
    <message>
        <source>Close without saving</source>
        <translation>保存せずに閉じる</translation>
    </message>
    <message>
        <source>Go on without saving</source>
        <translation>保存せずに続ける</translation>
    </message>
</context>
<context>
    <name>ParSection</name>
    <message>
        <source>Par: the best score found knowing every card</source>
        <translation>パー：すべてのカードを知っていた場合に見つかった最高得点</translation>
    </message>
    <message>
        <source>The strong AI on the same cards</source>
        <translation>同じカードでの強いAIの得点</translation>
    </message>
    <message>
        <source>{name}&apos;s score</source>
        <translation>{name}の得点</translation>
    </message>
    <message>
        <source>Your score</source>
        <translation>あなたの得点</translation>
    </message>
    <message numerus="yes">
        <source>(%n hint(s) used)</source>
        <translation>
            <numerusform>（ヒント %n回使用）</numerusform>
        </translation>
    </message>
    <message>
        <source>Working out par...</source>
        <translation>パーを計算しています…</translation>
    </message>
    <message>
        <source>Turns that cost most</source>
        <translation>損の大きかったターン</translation>
    </message>
    <message>
        <source>Still working out par...</source>
        <translation>パーをまだ計算しています…</translation>
    </message>
    <message>
        <source>Still valuing the last turns...</source>
        <translation>最後の手番をまだ評価しています…</translation>
    </message>
    <message>
        <source>Par so far: still looking for a better line...</source>
        <translation>ここまでのパーです。さらに良い手順をまだ探しています…</translation>
    </message>
    <message>
        <source>Looking for your costliest choices...</source>
        <translation>あなたの損の大きかった選択を探しています…</translation>
    </message>
    <message>
        <source>Looking for {name}&apos;s costliest choices...</source>
        <translation>{name}の損の大きかった選択を探しています…</translation>
    </message>
    <message>
        <source>To try again, close this window and choose Game &gt; Final ranking.</source>
        <translation>もう一度試すには、このウィンドウを閉じて「ゲーム &gt; 最終順位」を選んでください。</translation>
    </message>
    <message>
        <source>could not be worked out</source>
        <translation>計算できませんでした</translation>
    </message>
    <message>
        <source>Par could not be worked out: {reason}.</source>
        <translation>パーを計算できませんでした：{reason}。</translation>
    </message>
    <message>
        <source>The costliest choices could not be worked out: {reason}.</source>
        <translation>損の大きかった選択を計算できませんでした：{reason}。</translation>
    </message>
    <message>
        <source>Par so far: the search for a better line ended ({reason})</source>
        <translation>ここまでのパーです。さらに良い手順の探索は終わりました（{reason}）</translation>
    </message>
    <message>
        <source>Your costliest choices (expected final score: yours → best)</source>
        <translation>損の大きかった選択（予想最終得点：あなたの選択と最善の選択）</translation>
    </message>
    <message>
        <source>{name}&apos;s costliest choices (expected final score: theirs → best)</source>
        <translation>{name}の損の大きかった選択（予想最終得点：実際の選択と最善の選択）</translation>
    </message>
    <message>
        <source>No choice cost anything: well played.</source>
        <translation>損をした選択はありません。お見事です。</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>The sheet at this turn, both choices marked</source>
        <translation>このターンのシート（両方の選択を表示）</translation>
    </message>
    <message>
        <source>Show turn {n}</source>
        <translation>{n}ターン目を表示</translation>
    </message>
    <message>
        <source>Show {name}&apos;s turn {n}</source>
        <translation>{name}の{n}ターン目を表示</translation>
    </message>
    <message>
        <source>Turn {n} ({card}): {chosen} {mine:.1f} → {best} {theirs:.1f}  (−{cost:.1f})</source>
        <translation>{n}ターン目（{card}）：{chosen} {mine:.1f}、最善は {best} {theirs:.1f}  (−{cost:.1f})</translation>
    </message>
    <message>
        <source>How good was it?</source>
        <translation>今回の出来は？</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Preferences not saved</source>
        <translation>設定を保存できませんでした</translation>
    </message>
    <message>
        <source>Your preferences apply until you close MetroX, but they could not be saved in {folder}: {why}</source>
        <translation>設定は MetroX を閉じるまで有効ですが、{folder} に保存できませんでした：{why}</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>見た目</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>テーマ(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Colour-blind palette</source>
        <translation>色覚に配慮した配色(&amp;C)</translation>
    </message>
    <message>
        <source>Print with less &amp;ink (without the paper&apos;s colour)</source>
        <translation>インクを節約して印刷(&amp;I)（紙の色なし）</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>一瞬</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <source>{name} ({seconds} s a turn)</source>
        <translation>{name}（1ターン {seconds}秒）</translation>
    </message>
    <message>
        <source>Pace of a game of bots</source>
        <translation>CPUだけのゲームの速さ</translation>
    </message>
    <message>
        <source>&amp;Pace of a game of bots:</source>
        <translation>CPUだけのゲームの速さ(&amp;P):</translation>
    </message>
    <message>
        <source>Show &amp;choices before the turn resolves</source>
        <translation>ターンの解決前に選択を表示(&amp;C)</translation>
    </message>
    <message>
        <source>For teaching: each sheet shows its choice as soon as it is made</source>
        <translation>教えるとき用：各シートの選択を、選んだ時点ですぐに表示します</translation>
    </message>
    <message>
        <source>&amp;Ask before a new game replaces the one under way</source>
        <translation>新しいゲームで進行中のゲームを置き換える前に確認する(&amp;A)</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <source>The name your shared results carry: friends see it</source>
        <translation>共有する結果につく名前です（友だちに見えます）</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>あなたの名前(&amp;N):</translation>
    </message>
    <message>
        <source>A new game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation>マップ(&amp;M):</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>山札</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>山札(&amp;D):</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>プレイヤー：</translation>
    </message>
</context>
<context>
    <name>RankRow</name>
    <message>
        <source>X = {x}</source>
        <translation>X = {x}</translation>
    </message>
    <message>
        <source>Empty stations: fewer wins a tie</source>
        <translation>空きマスの数：同点なら少ない方が勝ち</translation>
    </message>
</context>
<context>
    <name>RankingBoard</name>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player and routes completed</source>
        <translation>プレイヤーと完成した路線</translation>
    </message>
    <message>
        <source>Comp.B</source>
        <translation>Comp.B</translation>
    </message>
    <message>
        <source>Completion bonus: crowns and diamonds</source>
        <translation>路線完成ボーナス：王冠とダイヤ</translation>
    </message>
    <message>
        <source>Cross.B</source>
        <translation>Cross.B</translation>
    </message>
    <message>
        <source>Intersection bonus: the star numbers</source>
        <translation>交差駅ボーナス：星で書いた数字</translation>
    </message>
    <message>
        <source>Emp.P</source>
        <translation>Emp.P</translation>
    </message>
    <message>
        <source>Penalty for empty stations (X)</source>
        <translation>空きマスペナルティ（X）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
</context>
<context>
    <name>ReconnectBanner</name>
    <message>
        <source>Back at the table.</source>
        <translation>卓に再接続しました。</translation>
    </message>
    <message>
        <source>The host closed the table: your seat joins again if it opens it again...</source>
        <translation>ホストが卓を閉じました。卓がまた開けば、あなたの席は自動で戻ります…</translation>
    </message>
    <message>
        <source>Reconnecting to the table...</source>
        <translation>卓に再接続しています…</translation>
    </message>
    <message>
        <source>try {count}, the next in {seconds:.1f} s</source>
        <translation>{count}回目、次は{seconds:.1f}秒後</translation>
    </message>
</context>
<context>
    <name>ReplaceCheck</name>
    <message>
        <source>You leave your seat at the table&apos;s game ({map}, turn {turn}): the game goes on there without you, and Game &gt; Join a table takes your seat back.</source>
        <translation>卓のゲーム（{map}、ターン {turn}）の席を離れます。ゲームはあなた抜きで続き、ゲーム &gt; 卓に参加 で席に戻れます。</translation>
    </message>
    <message>
        <source>The game under way ({map}, deal {seed}) has no turn played yet: nothing of it is kept.</source>
        <translation>進行中のゲーム（{map}、山札コード {seed}）はまだ1ターンも終わっていないため、何も残りません。</translation>
    </message>
    <message>
        <source>The game under way ({map}, deal {seed}, turn {turn}) is kept in the history of games, in {folder}.</source>
        <translation>進行中のゲーム（{map}、山札コード {seed}、{turn}ターン目）はゲームの履歴に残ります：{folder}</translation>
    </message>
    <message>
        <source>Replace the game under way?</source>
        <translation>進行中のゲームを置き換えますか？</translation>
    </message>
    <message>
        <source>{what}: this replaces the game under way.</source>
        <translation>{what}：進行中のゲームを置き換えます。</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>置き換える</translation>
    </message>
    <message>
        <source>Don&apos;t ask again (Preferences can turn the question back on)</source>
        <translation>次回から確認しない（設定で元に戻せます）</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>Replay: {map}, deal {seed}</source>
        <translation>リプレイ：{map}、山札コード {seed}</translation>
    </message>
    <message>
        <source>Replay: {map} ({file})</source>
        <translation>リプレイ：{map}({file})</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>シート</translation>
    </message>
    <message>
        <source>Whose sheet</source>
        <translation>誰のシート</translation>
    </message>
    <message>
        <source>The strong AI&apos;s view of this turn</source>
        <translation>このターンの強いAIの見方</translation>
    </message>
    <message>
        <source>Show the &amp;AI&apos;s view</source>
        <translation>AIの見方を表示(&amp;A)</translation>
    </message>
    <message>
        <source>The record does not carry its deal: the AI needs the cards to come.</source>
        <translation>この記録には山札の情報がありません：AIにはこの先のカードが必要です。</translation>
    </message>
    <message>
        <source>Play from &amp;here</source>
        <translation>ここからプレイ(&amp;H)</translation>
    </message>
    <message>
        <source>A new game on the same deal from this turn, the later turns undone</source>
        <translation>同じ山札でこのターンから新しいゲーム（後のターンは取り消し）</translation>
    </message>
    <message>
        <source>First (Home)</source>
        <translation>最初へ(Home)</translation>
    </message>
    <message>
        <source>Previous turn (Left)</source>
        <translation>前のターン（左キー）</translation>
    </message>
    <message>
        <source>Next turn (Right)</source>
        <translation>次のターン（右キー）</translation>
    </message>
    <message>
        <source>Last (End)</source>
        <translation>最後へ(End)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <source>Play the turns (Space)</source>
        <translation>ターンを再生（スペース）</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>ターン</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>速さ</translation>
    </message>
    <message>
        <source>{seconds} s a turn</source>
        <translation>1ターン {seconds} 秒</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>The record does not carry its deal: a new game needs the cards to come.</source>
        <translation>この記録には山札の情報がありません：新しいゲームにはこの先のカードが必要です。</translation>
    </message>
    <message>
        <source>A new game from this turn starts from the game window: open this game there, from Game &gt; History.</source>
        <translation>このターンからの新しいゲームはゲームウィンドウから始めます：「ゲーム &gt; 履歴」からこのゲームを開いてください。</translation>
    </message>
    <message>
        <source>A table of {seats} seats cannot go on at one screen (at most {most}).</source>
        <translation>{seats}席の卓は1つの画面では続けられません（最大{most}席）。</translation>
    </message>
    <message>
        <source>A new game on the same deal from this turn&apos;s card, nothing written for it yet: the sheet as shown, to choose again</source>
        <translation>同じ山札でこのターンのカードから新しいゲーム（このカードはまだ未記入）：表示中のシートから選び直せます</translation>
    </message>
    <message>
        <source>A new game on the same deal from this turn, at this screen: the seats that were at other computers are played by the {level} bot</source>
        <translation>このターンから同じ山札で、この画面で新しいゲームを始めます。ほかのコンピューターにいた席は {level} のCPUが遊びます</translation>
    </message>
    <message>
        <source>Turn {n} of {total}, before the choice</source>
        <translation>ターン {n}/{total}（選択の前）</translation>
    </message>
    <message>
        <source>Turn {n} of {total}</source>
        <translation>ターン {n}/{total}</translation>
    </message>
    <message>
        <source>Before the first card ({total} turns)</source>
        <translation>最初のカードの前（全 {total} ターン）</translation>
    </message>
    <message>
        <source>Total so far: {total}</source>
        <translation>ここまでの合計：{total}</translation>
    </message>
    <message>
        <source>Written: {choice}</source>
        <translation>記入：{choice}</translation>
    </message>
    <message>
        <source>Chosen: {choice}</source>
        <translation>選択：{choice}</translation>
    </message>
    <message>
        <source>{name}: {choice}</source>
        <translation>{name}：{choice}</translation>
    </message>
    <message>
        <source>A bot&apos;s turns are the AI&apos;s own: nothing to compare.</source>
        <translation>CPUのターンはAI自身の選択です：比べるものはありません。</translation>
    </message>
    <message>
        <source>Step to a turn to see what the strong AI chose there.</source>
        <translation>ターンに進むと、強いAIがそこで何を選ぶかが見られます。</translation>
    </message>
    <message>
        <source>The strong AI is looking at this turn...</source>
        <translation>強いAIがこのターンを検討中...</translation>
    </message>
    <message>
        <source>The strong AI chooses {best} too ({score:.1f} expected).</source>
        <translation>強いAIも {best} を選びます（期待値 {score:.1f}）。</translation>
    </message>
    <message>
        <source>The strong AI chooses {best} ({best_score:.1f} expected); {chosen} was {chosen_score:.1f}: about {cost:.1f} points lost.</source>
        <translation>強いAIは {best} を選びます（期待値 {best_score:.1f}）。{chosen} は {chosen_score:.1f}：約 {cost:.1f} 点の損です。</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>選択</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>AI</translation>
    </message>
    <message>
        <source>The AI&apos;s view could not be worked out: {why}</source>
        <translation>AIの見方を計算できませんでした：{why}</translation>
    </message>
    <message>
        <source>This game cannot be replayed</source>
        <translation>このゲームは再生できません</translation>
    </message>
</context>
<context>
    <name>ResultHeadline</name>
    <message numerus="yes">
        <source>You win with %n point(s)</source>
        <translation>
            <numerusform>あなたの勝ち（%n点）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n point(s)</source>
        <translation>
            <numerusform>{name}の勝ち（%n点）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RouteChips</name>
    <message>
        <source>No route completed</source>
        <translation>完成した路線はありません</translation>
    </message>
    <message numerus="yes">
        <source>{letter} {name}: {award}, %n point(s)</source>
        <translation>
            <numerusform>{letter} {name}：{award}、%n点</numerusform>
        </translation>
    </message>
    <message>
        <source>crown</source>
        <translation>王冠</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>ダイヤ</translation>
    </message>
</context>
<context>
    <name>RowsBox</name>
    <message>
        <source>Every player, best first</source>
        <translation>全プレイヤー（上位から）</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>How to play MetroX</source>
        <translation>メトロックスの遊び方</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Flip the next card</source>
        <translation>次のカードをめくる</translation>
    </message>
    <message>
        <source>A route&apos;s letter: see what the card would write there</source>
        <translation>路線の記号キー：その路線にカードが何を書くかを表示</translation>
    </message>
    <message>
        <source>Step through the routes the card can take</source>
        <translation>カードを書ける路線を順に選ぶ</translation>
    </message>
    <message>
        <source>Free circle: move between the empty stations on the sheet</source>
        <translation>フリー丸：シートの空いている駅マスを移動</translation>
    </message>
    <message>
        <source>Write the choice shown</source>
        <translation>表示中の選択を書き込む</translation>
    </message>
    <message>
        <source>Clear the choice shown</source>
        <translation>表示中の選択を消す</translation>
    </message>
    <message>
        <source>Take back your choice until the next flip</source>
        <translation>次のカードをめくるまで選択を取り消す</translation>
    </message>
    <message>
        <source>Hint: the strong AI&apos;s choices</source>
        <translation>ヒント：強いAIの選択</translation>
    </message>
    <message>
        <source>In the guided game: show the move it suggests</source>
        <translation>遊び方ガイドで、お手本を見る</translation>
    </message>
    <message>
        <source>The discard pile</source>
        <translation>捨て札</translation>
    </message>
    <message>
        <source>New game, play this deal again</source>
        <translation>新しいゲーム、この山札でもう一度遊ぶ</translation>
    </message>
    <message>
        <source>Open a game, save it</source>
        <translation>ゲームを開く、保存する</translation>
    </message>
    <message>
        <source>Zoom in, zoom out, fit the sheet</source>
        <translation>拡大、縮小、シート全体を表示</translation>
    </message>
    <message>
        <source>Read the sheet in words (for screen readers)</source>
        <translation>シートを文字で読み上げる（スクリーンリーダー向け）</translation>
    </message>
    <message>
        <source>These rules</source>
        <translation>このルール説明</translation>
    </message>
    <message>
        <source>The menus (View &gt; Theme: light, dark, high contrast)</source>
        <translation>メニュー（表示 &gt; テーマ：ライト、ダーク、ハイコントラスト）</translation>
    </message>
    <message>
        <source>Playing with the keyboard only</source>
        <translation>キーボードだけで遊ぶ</translation>
    </message>
    <message>
        <source>{first} or more</source>
        <translation>{first}以上</translation>
    </message>
    <message>
        <source>A route whose stations are all filled</source>
        <translation>駅マスがすべて埋まった路線</translation>
    </message>
    <message>
        <source>A card may still go on a route whose stations are all filled, as long as it has an empty indicator box: only the indicator box is written, and no station. It is a way to use a card you do not want.</source>
        <translation>駅マスがすべて埋まった路線にも、指示マスが空いていればカードを使えます：指示マスだけに書き、駅マスには何も書きません。使いたくないカードの使い道になります。</translation>
    </message>
    <message>
        <source>Osaka: the shared End of P and Y</source>
        <translation>大阪：P と Y の共通の終点</translation>
    </message>
    <message>
        <source>On the Osaka sheet routes P (New Tram) and Y (Yotsubashi) end in the same dotted box. Filled from either route, it counts as filled for both.</source>
        <translation>大阪のシートでは、P（ニュートラム）と Y（四つ橋線）の終点は同じ点線のマスです。どちらの路線から埋めても、両方の路線で埋まったものとして数えます。</translation>
    </message>
    <message>
        <source>Crowns and diamonds at a table</source>
        <translation>複数人での王冠とダイヤ</translation>
    </message>
    <message>
        <source>After every turn, whoever has completed a route says so. The first to complete it circles the crown and scores its number; everyone else crosses that crown out. Players who complete it in the same turn all circle the crown. Whoever completes it in a later turn circles the diamond instead and scores the diamond&apos;s number.</source>
        <translation>毎ターンの終わりに、路線を完成させた人は宣言します。最初に完成させた人は王冠に丸をつけてその点を得ます。ほかの人はその王冠に×をつけます。同じターンに完成させた人は全員王冠に丸をつけます。後のターンに完成させた人は代わりにダイヤに丸をつけ、ダイヤの点を得ます。</translation>
    </message>
    <message>
        <source>The empty-station penalty (Emp.P)</source>
        <translation>空き駅のペナルティ（Emp.P）</translation>
    </message>
    <message>
        <source>X is the number of empty stations on your sheet at the end.</source>
        <translation>X はゲーム終了時にシートに残った空き駅マスの数です。</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>ペナルティ</translation>
    </message>
    <message>
        <source>Solo play: your rank</source>
        <translation>ソロプレイ：あなたのランク</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>ランク</translation>
    </message>
    <message>
        <source>MetroX in one page</source>
        <translation>1ページでわかるメトロックス</translation>
    </message>
    <message>
        <source>Each turn a card is flipped. You write it on one route of your subway sheet, filling station boxes from the route&apos;s &lt;i&gt;Start&lt;/i&gt; (the end nearest its indicator boxes). The game ends when every indicator box is filled.</source>
        <translation>毎ターン、カードを1枚めくります。そのカードを自分の地下鉄シートのどれか1本の路線に書き込み、路線の&lt;i&gt;始点&lt;/i&gt;（指示マスにいちばん近い端）から駅マスを埋めていきます。すべての指示マスが埋まったらゲーム終了です。</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>Pick a route with an empty indicator box and write the number in it. From the first empty station, circle that many stations, stopping early at a filled station or at the End.</source>
        <translation>空いている指示マスがある路線を選び、その数字を書きます。始点から見て最初の空いている駅マスから、数字の数だけ丸をつけます。埋まっている駅マスか終点に着いたら、そこで止まります。</translation>
    </message>
    <message>
        <source>Circled number</source>
        <translation>丸数字</translation>
    </message>
    <message>
        <source>The same, but filled stations are skipped instead of stopping you: circle the first N empty stations of the route.</source>
        <translation>数字と同じですが、埋まっている駅マスでは止まらずに飛ばします。路線の空いている駅マスに、始点から順に数字の数だけ丸をつけます。</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>星</translation>
    </message>
    <message>
        <source>Write a star in an indicator box. In the route&apos;s first empty station write twice the number of routes through that station: those points are yours at the end.</source>
        <translation>指示マスに星を書きます。その路線の最初の空いている駅マスに、その駅を通る路線の数の2倍の数字を書きます。この数字はゲーム終了時にそのまま得点になります。</translation>
    </message>
    <message>
        <source>Free circle</source>
        <translation>フリー丸</translation>
    </message>
    <message>
        <source>No indicator box: circle any one empty station anywhere on the sheet.</source>
        <translation>指示マスには何も書きません。シートのどこでも、空いている駅マスを1つ選んで丸をつけます。</translation>
    </message>
    <message>
        <source>Reshuffle icon</source>
        <translation>シャッフルマーク</translation>
    </message>
    <message>
        <source>After this turn all cards, deck and discards, are shuffled into a new deck.</source>
        <translation>このターンが終わったら、山札と捨て札のカードをすべて混ぜて新しい山札にします。</translation>
    </message>
    <message>
        <source>Completing routes</source>
        <translation>路線の完成</translation>
    </message>
    <message>
        <source>A route is complete when all its stations are filled; a shared station counts for every route through it. In solo play you always circle the crown and score its value.</source>
        <translation>路線の駅マスがすべて埋まると、その路線は完成です。複数の路線が通る駅マスは、そのすべての路線で埋まったことになります。ソロプレイでは、いつも王冠の点数に丸をつけて得点にします。</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>&lt;b&gt;Comp.B&lt;/b&gt; (crowns) + &lt;b&gt;Cross.B&lt;/b&gt; (star numbers) &amp;minus; &lt;b&gt;Emp.P&lt;/b&gt; (the penalty for X empty stations: 0&amp;ndash;5 cost nothing, 6 costs 1, up to 10 for 21 or more) = &lt;b&gt;Total&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Comp.B&lt;/b&gt;（王冠とダイヤの点数）+ &lt;b&gt;Cross.B&lt;/b&gt;（星で書いた数字）&amp;minus; &lt;b&gt;Emp.P&lt;/b&gt;（空きマスの数 X によるペナルティ：0&amp;ndash;5個なら0点、6個で1点、21個以上で最大10点）＝ &lt;b&gt;Total&lt;/b&gt;（合計）。</translation>
    </message>
    <message>
        <source>Playing in the app</source>
        <translation>アプリでの操作</translation>
    </message>
    <message>
        <source>Hover a route (its letter, boxes or stations) to see exactly what the card would write; click to write it.</source>
        <translation>路線（記号、指示マス、駅マス）にマウスを重ねると、カードで何が書き込まれるかが表示されます。クリックすると書き込みます。</translation>
    </message>
    <message>
        <source>Keyboard: a route&apos;s letter previews it, arrows or Tab step through the choices, Enter writes; Space or Enter flips the next card.</source>
        <translation>キーボード：路線の記号キーでその路線を表示、矢印キーかTabで選択肢を移動、Enterで書き込みます。SpaceかEnterで次のカードをめくります。</translation>
    </message>
    <message>
        <source>Ctrl+Z takes back your choice until the next card is flipped.</source>
        <translation>次のカードをめくるまでは、Ctrl+Zで選択を取り消せます。</translation>
    </message>
    <message>
        <source>Wheel or pinch to zoom, Ctrl+0 to fit the sheet.</source>
        <translation>ホイールかピンチで拡大・縮小、Ctrl+0でシート全体を表示します。</translation>
    </message>
    <message>
        <source>MetroX is a game by Hisashi Hayashi (OKAZU brand). The 20-card deck is reconstructed: the rulebook does not list its cards.</source>
        <translation>メトロックスはHisashi Hayashi（OKAZU brand）によるゲームです。ルールブックにはカードの内訳が載っていないため、20枚の山札は推定で再現したものです。</translation>
    </message>
    <message>
        <source>Osaka&apos;s New tram: a 6 circled its six stations; the next 6 wrote only its indicator box.</source>
        <translation>大阪のニュートラム：6で6つの駅マスすべてに丸をつけました。次の6は指示マスにだけ書きました。</translation>
    </message>
    <message>
        <source>The box with the dashed diagonal ends both New tram and Yotsubashi: circled from New tram, it is filled for Yotsubashi too.</source>
        <translation>点線の斜線が入ったマスは、ニュートラムと四つ橋線の両方の終点です：ニュートラムから丸をつけると、四つ橋線でも埋まったことになります。</translation>
    </message>
    <message>
        <source>Ann, first to complete it: the crown.</source>
        <translation>Ann（最初に完成）：王冠に丸。</translation>
    </message>
    <message>
        <source>Bo, a turn later: the crown crossed out, the diamond.</source>
        <translation>Bo（1ターン後に完成）：王冠に×、ダイヤに丸。</translation>
    </message>
    <message>
        <source>{empty} empty stations: a penalty of {penalty}.</source>
        <translation>空き駅マス{empty}個：減点{penalty}。</translation>
    </message>
    <message>
        <source>A total of {total}: “{rank}”</source>
        <translation>合計{total}点：「{rank}」</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>{map}: final score</source>
        <translation>{map}：最終得点</translation>
    </message>
    <message>
        <source>{map}: final ranking</source>
        <translation>{map}：最終順位</translation>
    </message>
    <message>
        <source>Deal code {seed}: start a new game with it to play the same cards.</source>
        <translation>山札コード {seed}：このコードで新しいゲームを始めると、同じカードで遊べます。</translation>
    </message>
    <message>
        <source>Comp.B</source>
        <translation>Comp.B</translation>
    </message>
    <message>
        <source>completion bonus: {routes}</source>
        <translation>路線完成ボーナス：{routes}</translation>
    </message>
    <message>
        <source>no route completed</source>
        <translation>完成した路線なし</translation>
    </message>
    <message>
        <source>Cross.B</source>
        <translation>Cross.B</translation>
    </message>
    <message>
        <source>intersection bonus (star numbers)</source>
        <translation>交差駅ボーナス（星で書いた数字）</translation>
    </message>
    <message>
        <source>Emp.P</source>
        <translation>Emp.P</translation>
    </message>
    <message numerus="yes">
        <source>penalty for %n empty station(s)</source>
        <translation>
            <numerusform>空きマス %n個のペナルティ</numerusform>
        </translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新しいゲーム…</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>この山札でもう一度遊ぶ</translation>
    </message>
    <message>
        <source>Same deal again</source>
        <translation>同じ山札でもう一度</translation>
    </message>
    <message>
        <source>The same map and the same cards, from turn 1</source>
        <translation>同じマップ、同じカードで、1ターン目から</translation>
    </message>
    <message>
        <source>The same players, the same map and the same cards, from turn 1</source>
        <translation>同じプレイヤー、同じマップ、同じカードで、1ターン目から</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>再戦</translation>
    </message>
    <message>
        <source>The same players on the same map, new cards</source>
        <translation>同じプレイヤー、同じマップで、新しいカード</translation>
    </message>
    <message>
        <source>You are either a genius or have unspeakably good luck.</source>
        <translation>天才か、とてつもない強運の持ち主です。</translation>
    </message>
    <message>
        <source>You possess professional level skill.</source>
        <translation>プロ並みの腕前です。</translation>
    </message>
    <message>
        <source>You are at an advanced level.</source>
        <translation>上級者の実力です。</translation>
    </message>
    <message>
        <source>You are at an intermediate level.</source>
        <translation>中級者の実力です。</translation>
    </message>
    <message>
        <source>You have average level skill.</source>
        <translation>平均的な腕前です。</translation>
    </message>
    <message>
        <source>You need some practice.</source>
        <translation>もう少し練習しましょう。</translation>
    </message>
    <message>
        <source>You really need some practice.</source>
        <translation>しっかり練習しましょう。</translation>
    </message>
    <message>
        <source>It is possible that you may have gotten some rules incorrect.</source>
        <translation>ルールを勘違いしているかもしれません。</translation>
    </message>
</context>
<context>
    <name>SeatBar</name>
    <message>
        <source>Standings</source>
        <translation>順位表</translation>
    </message>
    <message>
        <source>place {place}</source>
        <translation>{place}位</translation>
    </message>
    <message>
        <source>total {total}</source>
        <translation>合計{total}点</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>選択済み</translation>
    </message>
    <message>
        <source>choosing</source>
        <translation>選択中</translation>
    </message>
    <message>
        <source>{name}: Comp.B {c} + Cross.B {x} − Emp.P {p} = {t} (X = {e}). Click to see this sheet.</source>
        <translation>{name}：Comp.B {c} + Cross.B {x} − Emp.P {p} = {t}（X = {e}）。クリックでこのシートを表示</translation>
    </message>
</context>
<context>
    <name>SeatListEditor</name>
    <message>
        <source>Add person</source>
        <translation>人を追加</translation>
    </message>
    <message>
        <source>Add bot</source>
        <translation>CPUを追加</translation>
    </message>
    <message>
        <source>A game has at most six players.</source>
        <translation>1ゲームのプレイヤーは6人までです。</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Player&apos;s name</source>
        <translation>プレイヤーの名前</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>このプレイヤーを外す</translation>
    </message>
</context>
<context>
    <name>ShareSection</name>
    <message>
        <source>Copy result</source>
        <translation>結果をコピー</translation>
    </message>
    <message>
        <source>The line above, for a chat: a friend can play against it</source>
        <translation>上の1行をチャットに：友だちがこれと対戦できます</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>コピーしました</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>共有</translation>
    </message>
    <message>
        <source>{name}:</source>
        <translation>{name}：</translation>
    </message>
</context>
<context>
    <name>SheetReader</name>
    <message>
        <source>crown {n} taken</source>
        <translation>王冠 {n} 獲得</translation>
    </message>
    <message>
        <source>crown {n} crossed out</source>
        <translation>王冠 {n} は消されています</translation>
    </message>
    <message>
        <source>crown {n} open</source>
        <translation>王冠 {n} は未獲得</translation>
    </message>
    <message>
        <source>diamond {n} taken</source>
        <translation>ダイヤ {n} 獲得</translation>
    </message>
    <message>
        <source>diamond {n}</source>
        <translation>ダイヤ {n}</translation>
    </message>
    <message>
        <source>{name}: {filled} of {total} stations filled, indicator boxes left: {left}, {crown}, {diamond}</source>
        <translation>{name}：駅 {total} のうち {filled} が記入済み、残りの指示マス {left}、{crown}、{diamond}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空き</translation>
    </message>
    <message>
        <source>circled</source>
        <translation>丸</translation>
    </message>
    <message>
        <source>number {n} written</source>
        <translation>数字 {n} を記入</translation>
    </message>
    <message>
        <source>station {n}: {state}</source>
        <translation>駅 {n}：{state}</translation>
    </message>
    <message>
        <source>, also on {routes}</source>
        <translation>、{routes} とも共有</translation>
    </message>
    <message>
        <source>completion bonus {c}, crossing bonus {x}, empty-station penalty {p}, total {t}, empty stations {e}</source>
        <translation>路線完成ボーナス {c}、乗換ボーナス {x}、空き駅のペナルティ {p}、合計 {t}、空き駅 {e}</translation>
    </message>
    <message>
        <source>{route} station {n}</source>
        <translation>{route} の駅 {n}</translation>
    </message>
    <message>
        <source>station {number}</source>
        <translation>駅 {number}</translation>
    </message>
    <message>
        <source>stations {numbers}</source>
        <translation>駅 {numbers}</translation>
    </message>
    <message>
        <source>Sheet in words</source>
        <translation>文字で読むシート</translation>
    </message>
    <message>
        <source>Routes and score</source>
        <translation>路線と得点</translation>
    </message>
    <message>
        <source>Routes, their stations and the score. Enter writes on a row, Escape goes back.</source>
        <translation>路線、その駅、得点。Enter でその行に書き込み、Escape で戻ります。</translation>
    </message>
    <message>
        <source>Score: </source>
        <translation>得点：</translation>
    </message>
    <message>
        <source>F6 reads the sheet in words.</source>
        <translation>F6 でシートを文字で読み上げます。</translation>
    </message>
    <message>
        <source>Nowhere to write.</source>
        <translation>書き込める場所はありません。</translation>
    </message>
    <message>
        <source>You may write on: {choices}.</source>
        <translation>書き込める場所：{choices}。</translation>
    </message>
    <message>
        <source>{n} places to write.</source>
        <translation>書き込める場所は {n} か所です。</translation>
    </message>
    <message>
        <source>Card: {card}</source>
        <translation>カード：{card}</translation>
    </message>
</context>
<context>
    <name>SheetThumbnail</name>
    <message>
        <source>{name}: click to see this sheet large</source>
        <translation>{name}：クリックでこのシートを大きく表示</translation>
    </message>
    <message>
        <source>Comp.B {c}  Cross.B {x}  Emp.P {p}</source>
        <translation>Comp.B {c}  Cross.B {x}  Emp.P {p}</translation>
    </message>
    <message>
        <source>✓ chosen</source>
        <translation>選択済み</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <source>choosing…</source>
        <translation>選択中…</translation>
    </message>
    <message>
        <source>to choose</source>
        <translation>これから選ぶ</translation>
    </message>
</context>
<context>
    <name>StandingsPanel</name>
    <message>
        <source>Place: highest total, then fewest empty stations</source>
        <translation>順位：合計点の高い順、同点なら空きマスの少ない順</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Comp.B</source>
        <translation>Comp.B</translation>
    </message>
    <message>
        <source>Completion bonus: crowns and diamonds</source>
        <translation>路線完成ボーナス：王冠とダイヤ</translation>
    </message>
    <message>
        <source>Cross.B</source>
        <translation>Cross.B</translation>
    </message>
    <message>
        <source>Intersection bonus: star numbers</source>
        <translation>交差駅ボーナス：星で書いた数字</translation>
    </message>
    <message>
        <source>Emp.P</source>
        <translation>Emp.P</translation>
    </message>
    <message>
        <source>Penalty for empty stations</source>
        <translation>空きマスペナルティ</translation>
    </message>
    <message>
        <source>Empty stations (fewer wins a tie)</source>
        <translation>空きマスの数（同点なら少ない方が勝ち）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Chosen this turn</source>
        <translation>このターンに選択済み</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>completion bonus</source>
        <translation>路線完成ボーナス</translation>
    </message>
    <message>
        <source>crossing bonus</source>
        <translation>乗換ボーナス</translation>
    </message>
    <message>
        <source>empty-station penalty</source>
        <translation>空き駅のペナルティ</translation>
    </message>
    <message>
        <source>empty stations</source>
        <translation>空き駅</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>順位表</translation>
    </message>
    <message>
        <source>Has chosen</source>
        <translation>選択済み</translation>
    </message>
    <message>
        <source>Choosing now</source>
        <translation>選択中</translation>
    </message>
    <message>
        <source>Click to see {name}&apos;s sheet</source>
        <translation>クリックで{name}のシートを表示</translation>
    </message>
</context>
<context>
    <name>StartChecks</name>
    <message>
        <source>your games cannot be kept in {folder}: {reason}</source>
        <translation>ゲームを {folder} に保存できません：{reason}</translation>
    </message>
    <message>
        <source>another MetroX Desktop window (process {pid}) keeps the games in {folder}, but it could not be reached</source>
        <translation>別の MetroX Desktop のウィンドウ（プロセス {pid}）が {folder} のゲームを保存していますが、連絡がつきませんでした</translation>
    </message>
    <message>
        <source>MetroX Desktop of another account ({account}, process {pid}) keeps the games in {folder}: close it there, or give each account a folder of its own</source>
        <translation>別のアカウント（{account}、プロセス {pid}）の MetroX Desktop が {folder} のゲームを保存しています。そちらで閉じるか、アカウントごとに別のフォルダーを使ってください</translation>
    </message>
    <message>
        <source>the lock file {file} cannot be used: {reason}</source>
        <translation>ロックファイル {file} を使えません：{reason}</translation>
    </message>
    <message>
        <source>Your games cannot be saved</source>
        <translation>ゲームを保存できません</translation>
    </message>
    <message>
        <source>You can play without saving: nothing is written in that folder, and Game &gt; Save game as still saves the game to a file of your choosing.</source>
        <translation>保存せずに遊べます：そのフォルダーには何も書き込みません。「ゲーム」&gt;「名前を付けて保存」で好きなファイルに保存することはできます。</translation>
    </message>
    <message>
        <source>Play without saving</source>
        <translation>保存せずに遊ぶ</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so its previous version is used. It was kept as {name} in {folder}.</source>
        <translation>設定ファイルを読めなかったため、その一つ前の版を使います。元のファイルは {folder} に {name} として残してあります。</translation>
    </message>
    <message>
        <source>Settings reset</source>
        <translation>設定を初期値に戻しました</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the defaults are used. It was kept as {name} in {folder}.</source>
        <translation>設定ファイルを読めなかったため、初期値を使います。元のファイルは {folder} に {name} として残してあります。</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Totals game by game (line: mean of the last {n} games)</source>
        <translation>ゲームごとの合計（線：直近 {n} ゲームの平均）</translation>
    </message>
    <message>
        <source>Totals in each band of 5 points (one a person a game)</source>
        <translation>合計の分布：5点ごとの数（1ゲーム1人につき1つ）</translation>
    </message>
    <message>
        <source>Reading the kept games...</source>
        <translation>残したゲームを読み込み中...</translation>
    </message>
    <message>
        <source>Everyone at the table</source>
        <translation>テーブルの全員</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>終えたゲーム</translation>
    </message>
    <message>
        <source>Games played (finished or left)</source>
        <translation>プレイしたゲーム（途中でやめたものも）</translation>
    </message>
    <message>
        <source>Mean total</source>
        <translation>合計の平均</translation>
    </message>
    <message>
        <source>Median total</source>
        <translation>合計の中央値</translation>
    </message>
    <message>
        <source>Best total</source>
        <translation>最高の合計</translation>
    </message>
    <message>
        <source>Routes completed per game</source>
        <translation>1ゲームあたりの完成路線</translation>
    </message>
    <message>
        <source>Solo ranks</source>
        <translation>ソロの評価</translation>
    </message>
    <message>
        <source>Crowns and diamonds at tables</source>
        <translation>対戦での王冠とダイヤ</translation>
    </message>
    <message>
        <source>Against bots</source>
        <translation>CPUとの対戦</translation>
    </message>
    <message>
        <source>Score as a share of par</source>
        <translation>パーに対する得点の割合</translation>
    </message>
    <message>
        <source>Days of today&apos;s deal</source>
        <translation>今日の山札の日々</translation>
    </message>
    <message>
        <source>Best games</source>
        <translation>ベストゲーム</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>見る(&amp;W)</translation>
    </message>
    <message>
        <source>Step through the chosen game in the replay viewer</source>
        <translation>選んだゲームをリプレイビューアで1手ずつ見る</translation>
    </message>
    <message>
        <source>{games} games, {people} totals, mean {mean}</source>
        <translation>{games} ゲーム、合計 {people} 件、平均 {mean}</translation>
    </message>
    <message>
        <source>&amp;Best games:</source>
        <translation>ベストゲーム(&amp;B):</translation>
    </message>
    <message>
        <source>No finished games on this map yet</source>
        <translation>このマップで終えたゲームはまだありません</translation>
    </message>
    <message numerus="yes">
        <source>Today&apos;s deal: a streak of %n day(s)</source>
        <translation>
            <numerusform>今日の山札：%n 日連続</numerusform>
        </translation>
    </message>
    <message>
        <source>Today&apos;s deal: no day played yet</source>
        <translation>今日の山札：まだ遊んだ日はありません</translation>
    </message>
    <message>
        <source>{date}: {map}, {total} points</source>
        <translation>{date}：{map}、{total} 点</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) kept</source>
        <translation>
            <numerusform>残したゲーム %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be read and were skipped (kept as they are): </source>
        <translation>
            <numerusform>%n 個のファイルを読めず飛ばしました（そのまま残しています）：</numerusform>
        </translation>
    </message>
    <message>
        <source>{games} ({people} totals: one for each person at a table)</source>
        <translation>{games}（合計 {people} 件：卓の1人につき1つ）</translation>
    </message>
    <message>
        <source>{crowns} crowns, {diamonds} diamonds</source>
        <translation>王冠 {crowns}、ダイヤ {diamonds}</translation>
    </message>
    <message>
        <source>{level}: won {wins} of {games}</source>
        <translation>{level}：{games} 戦 {wins} 勝</translation>
    </message>
    <message>
        <source>{share:.0f}% on average ({games} games)</source>
        <translation>平均 {share:.0f}%（{games} ゲーム）</translation>
    </message>
    <message>
        <source>lowest {low}, highest {high}</source>
        <translation>最低 {low}、最高 {high}</translation>
    </message>
    <message>
        <source>{total} points – {date}, deal {seed}</source>
        <translation>{total} 点 – {date}、山札コード {seed}</translation>
    </message>
    <message>
        <source>{lowest} or more</source>
        <translation>{lowest} 以上</translation>
    </message>
    <message>
        <source>{lowest}–{highest}</source>
        <translation>{lowest}〜{highest}</translation>
    </message>
    <message>
        <source>{band} points: {count}</source>
        <translation>{band} 点：{count}</translation>
    </message>
    <message>
        <source>{highest} or less</source>
        <translation>{highest} 以下</translation>
    </message>
</context>
<context>
    <name>TableEntries</name>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>卓に参加</translation>
    </message>
    <message>
        <source>Joining the table {room}...</source>
        <translation>卓 {room} に参加しています…</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>The table&apos;s game is over: it is in your history.</source>
        <translation>卓のゲームが終わりました。履歴に入っています。</translation>
    </message>
    <message>
        <source>The table cannot be hosted: {reason}</source>
        <translation>卓を開けません：{reason}</translation>
    </message>
    <message>
        <source>A table you hosted stopped before its end (room {room}): Game &gt; Host a table opens it again.</source>
        <translation>ホストした卓が終わる前に止まりました（ルーム {room}）。ゲーム &gt; 卓を開く でもう一度開けます。</translation>
    </message>
    <message>
        <source>Table {room} still has your seat: Game &gt; Join a table takes it again.</source>
        <translation>卓 {room} にあなたの席が残っています。ゲーム &gt; 卓に参加 で戻れます。</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>卓を開く</translation>
    </message>
    <message>
        <source>A table you hosted stopped before its end: room {room}, after turn {turn}.</source>
        <translation>ホストした卓が終わる前に止まりました：ルーム {room}、{turn}ターン目のあと。</translation>
    </message>
    <message>
        <source>Open it again where it stood? Its seats join again by themselves, on the same address and room code.</source>
        <translation>止まったところからもう一度開きますか？ 各席は同じアドレスとルームコードで自動で戻ってきます。</translation>
    </message>
    <message>
        <source>&amp;Open it again</source>
        <translation>もう一度開く(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;A new table</source>
        <translation>新しい卓(&amp;A)</translation>
    </message>
    <message>
        <source>The table {room} cannot be opened again: {reason}</source>
        <translation>卓 {room} をもう一度開けません：{reason}</translation>
    </message>
</context>
<context>
    <name>TableSeat</name>
    <message>
        <source>You have seat {seat} at the table: waiting for the others...</source>
        <translation>卓の{seat}番の席に着きました。ほかの人を待っています…</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) joined the table: {joined} of {seats} are taken.</source>
        <translation>
            <numerusform>%n席が卓に着きました。{seats}席中{joined}席が埋まっています。</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} joined the table: {joined} of {seats} seats are taken.</source>
        <translation>{name}が卓に着きました。{seats}席中{joined}席が埋まっています。</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) are back at the table.</source>
        <translation>
            <numerusform>%n席が卓に戻りました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) lost the connection to the table.</source>
        <translation>
            <numerusform>%n席の卓への接続が切れました。</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <translation>{name}が卓に戻りました。</translation>
    </message>
    <message>
        <source>{name} lost the connection to the table.</source>
        <translation>{name}の卓への接続が切れました。</translation>
    </message>
    <message>
        <source>Time left: waiting for the host</source>
        <translation>残り時間：ホストを待っています</translation>
    </message>
    <message>
        <source>The card&apos;s time is up</source>
        <translation>このカードの時間切れです</translation>
    </message>
    <message>
        <source>Time ran out: the host&apos;s bot chose for you on this card.</source>
        <translation>時間切れです。このカードはホストのCPUがあなたの代わりに選びました。</translation>
    </message>
    <message>
        <source>While you were away, the host&apos;s bot chose for you on this card.</source>
        <translation>あなたが離れている間に、このカードはホストのCPUがあなたの代わりに選びました。</translation>
    </message>
    <message>
        <source>The host&apos;s bot plays for {names}.</source>
        <translation>ホストのCPUが{names}の代わりに打っています。</translation>
    </message>
    <message>
        <source>The host did not take your choice: {reason}</source>
        <translation>ホストはあなたの選択を受け付けませんでした：{reason}</translation>
    </message>
    <message>
        <source>the host has not seated you yet</source>
        <translation>まだ席に着いていません</translation>
    </message>
    <message>
        <source>a seat chooses only for itself</source>
        <translation>選べるのは自分の席の分だけです</translation>
    </message>
    <message>
        <source>no card is on the table</source>
        <translation>場にカードがありません</translation>
    </message>
    <message>
        <source>that card is no longer on the table</source>
        <translation>そのカードはもう場にありません</translation>
    </message>
    <message>
        <source>it has a choice for your seat on this card already</source>
        <translation>このカードではあなたの席の選択がすでにあります</translation>
    </message>
    <message>
        <source>its map has no such route or station</source>
        <translation>ホストの地図にはその路線も駅もありません</translation>
    </message>
    <message>
        <source>the rules do not allow it there</source>
        <translation>ルール上そこには書き込めません</translation>
    </message>
    <message>
        <source>this seat&apos;s copy of the table&apos;s game cannot be saved ({reason})</source>
        <translation>この席の卓のゲームの控えを保存できません（{reason}）</translation>
    </message>
    <message>
        <source>Time is up: choose now, or the host&apos;s bot chooses for you.</source>
        <translation>時間切れです。今すぐ選ばないと、ホストのCPUが代わりに選びます。</translation>
    </message>
    <message>
        <source>The game could not go into your history: {reason}</source>
        <translation>ゲームを履歴に入れられませんでした：{reason}</translation>
    </message>
    <message>
        <source>No table answered at {address}: check the address and port on the host&apos;s screen.</source>
        <translation>{address} では卓が応答しませんでした。ホストの画面でアドレスとポートを確かめてください。</translation>
    </message>
    <message>
        <source>The host did not come back. Your game so far could not be kept ({reason}).</source>
        <translation>ホストが戻りませんでした。ここまでのゲームは保存できませんでした（{reason}）。</translation>
    </message>
    <message>
        <source>The host sent what the rules or the table&apos;s protocol refuse: {reason}</source>
        <translation>ホストからルールか卓のプロトコルに合わないものが届きました：{reason}</translation>
    </message>
    <message>
        <source>The table at this address has another room code than {room}: check the code on the host&apos;s screen.</source>
        <translation>このアドレスの卓のルームコードは{room}ではありません。ホストの画面でコードを確かめてください。</translation>
    </message>
    <message>
        <source>Another seat at this table is already called {name}: join with another name.</source>
        <translation>この卓にはすでに{name}という席があります。別の名前で参加してください。</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>この卓の席はすべて埋まっています。</translation>
    </message>
    <message>
        <source>The host does not take the name {name}.</source>
        <translation>ホストは{name}という名前を受け付けません。</translation>
    </message>
    <message>
        <source>The host plays with an older version of MetroX Desktop: the host updates it, and you join again.</source>
        <translation>ホストのMetroX Desktopは古いバージョンです。ホストが更新してから、もう一度参加してください。</translation>
    </message>
    <message>
        <source>The host plays with a newer version of MetroX Desktop: update yours to join this table.</source>
        <translation>ホストのMetroX Desktopは新しいバージョンです。この卓に参加するには、あなたのアプリを更新してください。</translation>
    </message>
    <message>
        <source>This table has no seat for you any more: it is a new table with the same room code.</source>
        <translation>この卓にはもうあなたの席がありません。同じルームコードの新しい卓です。</translation>
    </message>
    <message>
        <source>Your seat joined the table again from another window: it plays there now.</source>
        <translation>あなたの席は別のウィンドウから卓に参加し直しました。そちらで遊んでいます。</translation>
    </message>
    <message>
        <source>The host refused: {reason}</source>
        <translation>ホストに断られました：{reason}</translation>
    </message>
    <message>
        <source>The host did not come back. Your game so far is kept.</source>
        <translation>ホストが戻りませんでした。ここまでのゲームは保存してあります。</translation>
    </message>
    <message>
        <source>No table answers at {address} yet: trying again...</source>
        <translation>{address} の卓はまだ応答しません。もう一度試しています…</translation>
    </message>
    <message>
        <source>The host&apos;s bot chooses for you when your time runs out: choose in time to play your seat again.</source>
        <translation>時間切れになるとホストのCPUがあなたの代わりに選びます。時間内に選べば、また自分で打てます。</translation>
    </message>
    <message>
        <source>{seconds} s left before the host&apos;s bot chooses for you</source>
        <translation>あと{seconds}秒でホストのCPUが代わりに選びます</translation>
    </message>
    <message>
        <source>{seconds} s left to choose</source>
        <translation>選ぶまであと{seconds}秒</translation>
    </message>
</context>
<context>
    <name>TurnNews</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first}と{last}</translation>
    </message>
    <message>
        <source> &amp; </source>
        <translation>・</translation>
    </message>
    <message>
        <source>{names} completed!  +{bonus}</source>
        <translation>{names} 完成！  +{bonus}</translation>
    </message>
    <message>
        <source>Route completed: {names} (crown +{bonus}).</source>
        <translation>路線完成：{names}（王冠 +{bonus}）。</translation>
    </message>
    <message>
        <source>crown +{bonus} for {names}</source>
        <translation>{names}に王冠 +{bonus}</translation>
    </message>
    <message>
        <source>crossed out for {names}</source>
        <translation>{names}は王冠に×</translation>
    </message>
    <message>
        <source>diamond +{bonus} for {names}</source>
        <translation>{names}にダイヤ +{bonus}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>。</translation>
    </message>
    <message>
        <source>{route}: {awards}</source>
        <translation>{route}：{awards}</translation>
    </message>
    <message>
        <source>{line}.</source>
        <translation>{line}。</translation>
    </message>
</context>
<context>
    <name>VerdictWorker</name>
    <message>
        <source>the worker process could not start: {0}</source>
        <translation>計算用のプロセスを開始できませんでした：{0}</translation>
    </message>
    <message>
        <source>the worker process ended</source>
        <translation>計算用のプロセスが終了しました</translation>
    </message>
</context>
<context>
    <name>ZoomOffer</name>
    <message>
        <source>Small text: zoom in (Ctrl+=)</source>
        <translation>文字が小さいので拡大 (Ctrl+=)</translation>
    </message>
    <message>
        <source>Route names are small at this window size; Ctrl+0 fits again</source>
        <translation>このウィンドウの大きさでは路線名が小さくなります。Ctrl+0 で全体表示に戻ります</translation>
    </message>
</context>
<context>
    <name>board</name>
    <message>
        <source>no route {letter!r} on {map} (routes: {routes})</source>
        <translation>{map} に路線 {letter!r} はありません（路線：{routes}）</translation>
    </message>
    <message>
        <source>{ref!r} is not a station reference (route letter + position, e.g. G3)</source>
        <translation>{ref!r} は駅マスの指定ではありません（路線の記号と番号、例：G3）</translation>
    </message>
    <message>
        <source>route {letter} has stations 1-{last}, not {position}</source>
        <translation>路線 {letter} の駅マスは1〜{last}です（{position}はありません）</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>circled {n}</source>
        <translation>丸数字{n}</translation>
    </message>
    <message>
        <source>star</source>
        <translation>星</translation>
    </message>
    <message>
        <source>free circle</source>
        <translation>フリー丸</translation>
    </message>
    <message>
        <source>Number {n}: circle up to {n} stations, stopping at a filled one.</source>
        <translation>数字{n}：駅マスに最大{n}個丸をつけます。埋まったマスで止まります。</translation>
    </message>
    <message>
        <source>Circled {n}: circle the first {n} empty stations, skipping filled ones.</source>
        <translation>丸数字{n}：埋まったマスを飛ばして、空いている駅マス{n}個に丸をつけます。</translation>
    </message>
    <message>
        <source>Star: write 2 × its routes in the first empty station.</source>
        <translation>星：最初の空いている駅マスに、通る路線の数×2を書きます。</translation>
    </message>
    <message>
        <source>Free circle: circle any one empty station.</source>
        <translation>フリー丸：好きな空いている駅マス1つに丸をつけます。</translation>
    </message>
    <message>
        <source>unknown card {code!r} (cards are 2-6, circled-N, star, free)</source>
        <translation>{code!r} というカードはありません（カードは 2〜6、circled-N、star、free）</translation>
    </message>
    <message>
        <source>no deck called {deck!r} (known: {known})</source>
        <translation>{deck!r} という山札はありません（あるもの：{known}）</translation>
    </message>
</context>
<context>
    <name>deal</name>
    <message>
        <source>{code} is a code of your own: the app never makes codes with such characters, but it deals the same cards on every computer</source>
        <translation>{code} は自作のコードです。アプリはこのような文字のコードを作りませんが、どのコンピューターでも同じカードが配られます</translation>
    </message>
    <message>
        <source>the deal code is empty</source>
        <translation>山札コードが空です</translation>
    </message>
    <message>
        <source>the deal code is longer than {most} characters</source>
        <translation>山札コードが{most}文字を超えています</translation>
    </message>
    <message>
        <source>the deal code has characters that cannot be shown</source>
        <translation>山札コードに表示できない文字が入っています</translation>
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <source>{player} · {date} · {map} · deal {code}</source>
        <translation>{player} · {date} · {map} · 山札コード {code}</translation>
    </message>
    <message>
        <source>Export sheet</source>
        <translation>シートを書き出す</translation>
    </message>
    <message>
        <source>PDF, every sheet (*.pdf);;PNG image, this sheet (*.png);;SVG, this sheet (*.svg)</source>
        <translation>PDF、すべてのシート (*.pdf);;PNG画像、このシート (*.png);;SVG、このシート (*.svg)</translation>
    </message>
    <message>
        <source>Cannot export the sheet</source>
        <translation>シートを書き出せません</translation>
    </message>
    <message>
        <source>Exported to {path}</source>
        <translation>{path} に書き出しました</translation>
    </message>
</context>
<context>
    <name>files</name>
    <message>
        <source>a game record</source>
        <translation>ゲーム記録ファイル</translation>
    </message>
    <message>
        <source>a map file</source>
        <translation>マップファイル</translation>
    </message>
    <message>
        <source>{reason} (kept as {aside})</source>
        <translation>{reason}（{aside} として残してあります）</translation>
    </message>
    <message>
        <source>a flipper save</source>
        <translation>カードめくりの保存ファイル</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>通常のファイルではありません</translation>
    </message>
    <message>
        <source>is a folder, not {what}</source>
        <translation>{what}ではなくフォルダーです</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>ファイルがありません</translation>
    </message>
    <message>
        <source>cannot read: {reason}</source>
        <translation>読み込めません：{reason}</translation>
    </message>
    <message>
        <source>file is too large: {what} is at most {limit} bytes</source>
        <translation>ファイルが大きすぎます：{what}は{limit}バイトまでです</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {at} is 0x{byte:02x})</source>
        <translation>UTF-8のテキストではありません（{at}バイト目が0x{byte:02x}）</translation>
    </message>
    <message>
        <source>the key {key!r} appears twice in one object</source>
        <translation>キー {key!r} が1つのオブジェクトに2回あります</translation>
    </message>
    <message>
        <source>{source}: {problem}</source>
        <translation>{source}：{problem}</translation>
    </message>
    <message>
        <source>{first}; {rest}</source>
        <translation>{first}、{rest}</translation>
    </message>
    <message>
        <source>a table&apos;s file</source>
        <translation>卓のファイル</translation>
    </message>
    <message>
        <source>the sheets</source>
        <translation>シート</translation>
    </message>
    <message>
        <source>the image</source>
        <translation>画像</translation>
    </message>
    <message>
        <source>{path}: is a folder; give an image file name</source>
        <translation>{path}：フォルダーです。画像のファイル名を指定してください</translation>
    </message>
    <message>
        <source>{path}: cannot draw {what}</source>
        <translation>{path}：{what}を描けません</translation>
    </message>
    <message>
        <source>not a folder</source>
        <translation>フォルダーではありません</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>フォルダーがありません</translation>
    </message>
    <message>
        <source>{path}: cannot write there ({why})</source>
        <translation>{path}：そこには書き込めません（{why}）</translation>
    </message>
    <message>
        <source>{path}: cannot write {what} ({reason})</source>
        <translation>{path}：{what}を書き込めません（{reason}）</translation>
    </message>
</context>
<context>
    <name>flipper</name>
    <message>
        <source>not a flipper save (not JSON)</source>
        <translation>カードめくりの保存ファイルではありません（JSONではありません）</translation>
    </message>
    <message>
        <source>not a flipper save ({format})</source>
        <translation>カードめくりの保存ファイル（{format}）ではありません</translation>
    </message>
    <message>
        <source>&apos;earlier&apos; must be a list of at most {most} deals</source>
        <translation>&apos;earlier&apos; は {most} 個までの山札のリストでなければなりません</translation>
    </message>
    <message>
        <source>each of &apos;earlier&apos; must be a deal</source>
        <translation>&apos;earlier&apos; の各要素は山札でなければなりません</translation>
    </message>
    <message>
        <source>&apos;cards&apos; must be a list of card codes</source>
        <translation>&apos;cards&apos; はカードコードのリストでなければなりません</translation>
    </message>
    <message>
        <source>more than {most} flips</source>
        <translation>めくった回数が{most}回を超えています</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a non-empty text</source>
        <translation>&apos;{key}&apos; は空でないテキストでなければなりません</translation>
    </message>
    <message>
        <source>{reason} (could not set it aside: {why})</source>
        <translation>{reason}（別名で残せませんでした：{why}）</translation>
    </message>
    <message>
        <source>flip {turn}: the deal {seed!r} gives {card}, not {code}</source>
        <translation>{turn}枚目：山札コード {seed!r} では {code} ではなく {card} が出ます</translation>
    </message>
    <message>
        <source>the game is over: every indicator box is filled</source>
        <translation>ゲームは終わっています：すべての指示マスが埋まりました</translation>
    </message>
</context>
<context>
    <name>language</name>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
</context>
<context>
    <name>maps</name>
    <message>
        <source>{count} more problems (maps check lists them all)</source>
        <translation>ほかに{count}件の問題があります（maps check ですべて表示されます）</translation>
    </message>
    <message>
        <source>map {map!r}: {problems}</source>
        <translation>マップ {map!r}：{problems}</translation>
    </message>
    <message>
        <source>no built-in map called {map!r} (known: {known})</source>
        <translation>{map!r} という内蔵マップはありません（あるもの：{known}）</translation>
    </message>
    <message>
        <source>no such file or built-in map (built-in: {known})</source>
        <translation>そのようなファイルも内蔵マップもありません（内蔵：{known}）</translation>
    </message>
    <message>
        <source>{length} characters; a map file is at most {most}</source>
        <translation>{length}文字あります。マップファイルは{most}文字までです</translation>
    </message>
    <message>
        <source>the file is empty; a map file is a JSON object</source>
        <translation>ファイルが空です。マップファイルはJSONのオブジェクトです</translation>
    </message>
    <message>
        <source>not a map file: JSON nested too deeply</source>
        <translation>マップファイルではありません：JSONの入れ子が深すぎます</translation>
    </message>
    <message>
        <source>not valid JSON: {why}</source>
        <translation>正しいJSONではありません：{why}</translation>
    </message>
    <message>
        <source>not a map file: key {key!r} appears twice in one object</source>
        <translation>マップファイルではありません：1つのオブジェクトにキー {key!r} が2回あります</translation>
    </message>
    <message>
        <source>not valid JSON: a number with thousands of digits</source>
        <translation>正しいJSONではありません：数千桁の数があります</translation>
    </message>
    <message>
        <source>not a map file: nested too deeply</source>
        <translation>マップファイルではありません：入れ子が深すぎます</translation>
    </message>
    <message>
        <source>more problems not listed: {n}</source>
        <translation>ほかにも問題があります（一覧にないもの {n}件）</translation>
    </message>
    <message>
        <source>{count} entries; at most {most} are allowed</source>
        <translation>{count}個あります。{most}個までです</translation>
    </message>
    <message>
        <source>cannot check the map&apos;s geometry: {why}</source>
        <translation>マップの形を確かめられません：{why}</translation>
    </message>
    <message>
        <source>stopped after {most} problems</source>
        <translation>問題が{most}件に達したので確認を止めました</translation>
    </message>
    <message>
        <source>duplicate station id {id!r}</source>
        <translation>駅マスのID {id!r} が重複しています</translation>
    </message>
    <message>
        <source>duplicate route letter {letter!r}</source>
        <translation>路線記号 {letter!r} が重複しています</translation>
    </message>
    <message>
        <source>no station {id!r}</source>
        <translation>駅マス {id!r} はありません</translation>
    </message>
    <message>
        <source>station {id!r} appears twice on route {letter}</source>
        <translation>駅マス {id!r} が路線 {letter} に2回出てきます</translation>
    </message>
    <message>
        <source>station {id!r} is on no route</source>
        <translation>駅マス {id!r} はどの路線にも入っていません</translation>
    </message>
    <message>
        <source>route {letter}&apos;s path does not pass through station {id!r}</source>
        <translation>路線 {letter} の線が駅マス {id!r} を通っていません</translation>
    </message>
    <message>
        <source>route {letter}&apos;s path reaches station {id!r} out of order</source>
        <translation>路線 {letter} の線が駅マス {id!r} に順番どおりに着いていません</translation>
    </message>
    <message>
        <source>route {letter}&apos;s path crosses station {id!r} where it does not stop</source>
        <translation>路線 {letter} の線が、止まらない駅マス {id!r} を横切っています</translation>
    </message>
    <message>
        <source>station box {id!r} overlaps station box {other!r}</source>
        <translation>駅マス {id!r} が駅マス {other!r} と重なっています</translation>
    </message>
    <message>
        <source>indicator box overlaps station box {id!r}</source>
        <translation>指示マスが駅マス {id!r} と重なっています</translation>
    </message>
    <message>
        <source>outside the sheet ({width:g} x {height:g})</source>
        <translation>シート（{width:g} × {height:g}）の外にあります</translation>
    </message>
    <message>
        <source>station box {id!r} is {where}</source>
        <translation>駅マス {id!r} が{where}</translation>
    </message>
    <message>
        <source>indicator box is {where}</source>
        <translation>指示マスが{where}</translation>
    </message>
    <message>
        <source>path point is {where}</source>
        <translation>線の点が{where}</translation>
    </message>
    <message>
        <source>the route&apos;s badge</source>
        <translation>路線記号</translation>
    </message>
    <message>
        <source>the route&apos;s name</source>
        <translation>路線名</translation>
    </message>
    <message>
        <source>the route&apos;s crown</source>
        <translation>路線の王冠</translation>
    </message>
    <message>
        <source>{what} is {where}</source>
        <translation>{what}が{where}</translation>
    </message>
    <message>
        <source>score box is {where}</source>
        <translation>得点欄が{where}</translation>
    </message>
    <message>
        <source>label is {where}</source>
        <translation>ラベルが{where}</translation>
    </message>
    <message>
        <source>route {letter}&apos;s drawn line runs {where}</source>
        <translation>路線 {letter} の描かれた線が{where}</translation>
    </message>
    <message>
        <source>the routes have {boxes} indicator boxes together; a map has at most {most}</source>
        <translation>路線の指示マスが合わせて{boxes}個あります。マップは{most}個までです</translation>
    </message>
    <message>
        <source>the routes&apos; paths have {points} points together; a map has at most {most}</source>
        <translation>路線の線の点が合わせて{points}個あります。マップは{most}個までです</translation>
    </message>
    <message>
        <source>the routes&apos; paths are {length} units long together; a map&apos;s are at most {most}</source>
        <translation>路線の線の長さが合わせて{length}あります。マップは{most}までです</translation>
    </message>
</context>
<context>
    <name>match</name>
    <message>
        <source>the record does not say how its cards were dealt (no seed)</source>
        <translation>記録にカードの配り方（山札コード）がありません</translation>
    </message>
    <message>
        <source>the record was dealt from deck {deck!r}, not {ours!r}</source>
        <translation>記録の山札は {deck!r} で、{ours!r} ではありません</translation>
    </message>
    <message>
        <source>turn {number}: the deal gives {card}, the record says {recorded}</source>
        <translation>{number}ターン目：山札からは {card} が出ますが、記録では {recorded} です</translation>
    </message>
</context>
<context>
    <name>merge</name>
    <message>
        <source>another map ({map}) than {first} ({first_map})</source>
        <translation>{first}（{first_map}）と別の地図（{map}）です</translation>
    </message>
    <message>
        <source>another deck ({deck}) than {first} ({first_deck})</source>
        <translation>{first}（{first_deck}）と別のデッキ（{deck}）です</translation>
    </message>
    <message>
        <source>another deal ({seed}) than {first} ({first_seed})</source>
        <translation>{first}（{first_seed}）と別の山札（{seed}）です</translation>
    </message>
    <message>
        <source>turn {number} is {card}, in {first} it is {first_card}</source>
        <translation>{number}手番目が{card}ですが、{first}では{first_card}です</translation>
    </message>
    <message>
        <source>{turns} turns played, {first} has {first_turns}</source>
        <translation>{turns}手番まで遊ばれていますが、{first}は{first_turns}手番です</translation>
    </message>
    <message>
        <source>{players} players: a table game holds at most {most}</source>
        <translation>{players}人：1つの卓のゲームは最大{most}人です</translation>
    </message>
    <message>
        <source>no games to put together</source>
        <translation>合わせるゲームがありません</translation>
    </message>
</context>
<context>
    <name>os</name>
    <message>
        <source>it is a link to {target}, which does not exist (a drive not mounted?)</source>
        <translation>{target} へのリンクですが、その先がありません（ドライブがマウントされていない?）</translation>
    </message>
    <message>
        <source>not a file but a device or a pipe, which the file written would replace</source>
        <translation>ファイルではなくデバイスかパイプです。書き込むファイルで置き換わってしまいます</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>ファイルではなくフォルダーです</translation>
    </message>
    <message>
        <source>the link leads to no file</source>
        <translation>リンク先のファイルがありません</translation>
    </message>
    <message>
        <source>no free name to set the file aside</source>
        <translation>ファイルを別名で残すための空いた名前がありません</translation>
    </message>
    <message>
        <source>it is a file, not a folder</source>
        <translation>フォルダーではなくファイルです</translation>
    </message>
    <message>
        <source>no free name in the history</source>
        <translation>履歴に空いた名前がありません</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>ディスクの空き容量がありません</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>アクセスが許可されていません</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>その操作は許可されていません</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>読み取り専用のファイルシステムです</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>フォルダーです</translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation>フォルダーではありません</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>ファイルまたはフォルダーがありません</translation>
    </message>
    <message>
        <source>File exists</source>
        <translation>ファイルがすでにあります</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>ディスクの使用量の上限を超えています</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>入出力エラーです</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>ファイル名が長すぎます</translation>
    </message>
    <message>
        <source>Too many open files</source>
        <translation>開いているファイルが多すぎます</translation>
    </message>
    <message>
        <source>Too many open files in system</source>
        <translation>システム全体で開いているファイルが多すぎます</translation>
    </message>
    <message>
        <source>Address already in use</source>
        <translation>アドレスはすでに使われています</translation>
    </message>
    <message>
        <source>Cannot assign requested address</source>
        <translation>このコンピューターにそのアドレスはありません</translation>
    </message>
    <message>
        <source>an unexpected error in MetroX</source>
        <translation>MetroX の予期しないエラー</translation>
    </message>
    <message>
        <source>no free name in the folder</source>
        <translation>フォルダーに空いている名前がありません</translation>
    </message>
    <message>
        <source>it keeps being replaced</source>
        <translation>何度も置き換えられています</translation>
    </message>
    <message>
        <source>{reason}, and no private folder of yours can hold a lock in its place: remove it, or make it yours again (sudo chown)</source>
        <translation>{reason}。代わりにロックを置ける自分専用のフォルダーもありません。削除するか、自分の所有に戻してください（sudo chown）</translation>
    </message>
    <message>
        <source>it is a link or a device, and cannot be replaced</source>
        <translation>リンクかデバイスで、置き換えられません</translation>
    </message>
    <message>
        <source>it is not a plain file (a link, a folder or a device)</source>
        <translation>通常のファイルではありません（リンク、フォルダー、またはデバイス）</translation>
    </message>
    <message>
        <source>not a private folder of this user</source>
        <translation>このユーザー専用のフォルダーではありません</translation>
    </message>
    <message>
        <source>others can reach this folder</source>
        <translation>ほかのユーザーがこのフォルダーに入れます</translation>
    </message>
    <message>
        <source>another process keeps a game into the history</source>
        <translation>別のプロセスが履歴にゲームを記録しています</translation>
    </message>
</context>
<context>
    <name>preview</name>
    <message>
        <source>Circle {station}</source>
        <translation>{station}に丸</translation>
    </message>
    <message>
        <source>{route}: write in the indicator box only (route full)</source>
        <translation>{route}：指示マスにだけ書きます（路線は埋まっています）</translation>
    </message>
    <message>
        <source>{route}: write {n} in {stations}</source>
        <translation>{route}：{stations}に{n}を書きます</translation>
    </message>
    <message>
        <source>{route}: circle {stations}</source>
        <translation>{route}：{stations}に丸</translation>
    </message>
    <message>
        <source> – completes {routes}!</source>
        <translation>。{routes}が完成！</translation>
    </message>
</context>
<context>
    <name>print</name>
    <message>
        <source>MetroX blank sheets - {map}</source>
        <translation>メトロックス 白紙シート - {map}</translation>
    </message>
    <message>
        <source>Print blank {map} sheets</source>
        <translation>{map}の白紙シートを印刷</translation>
    </message>
    <message>
        <source>Print blank sheets</source>
        <translation>白紙のシートを印刷</translation>
    </message>
    <message>
        <source>Printed to {path}</source>
        <translation>{path} に印刷しました</translation>
    </message>
    <message>
        <source>Print sheet</source>
        <translation>シートを印刷</translation>
    </message>
    <message>
        <source>The sheets could not be printed on {printer}.</source>
        <translation>{printer} でシートを印刷できませんでした。</translation>
    </message>
</context>
<context>
    <name>pydantic</name>
    <message>
        <source>Field required</source>
        <translation>必要な項目がありません</translation>
    </message>
    <message>
        <source>Extra inputs are not permitted</source>
        <translation>余分な項目は使えません</translation>
    </message>
    <message>
        <source>Input should be a valid string</source>
        <translation>文字列でなければなりません</translation>
    </message>
    <message>
        <source>Input should be a valid integer</source>
        <translation>整数でなければなりません</translation>
    </message>
    <message>
        <source>Input should be a valid number</source>
        <translation>数でなければなりません</translation>
    </message>
    <message>
        <source>Input should be a valid list</source>
        <translation>リストでなければなりません</translation>
    </message>
    <message>
        <source>Input should be a valid dictionary</source>
        <translation>オブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>Input should be a valid boolean</source>
        <translation>真偽値（true / false）でなければなりません</translation>
    </message>
    <message>
        <source>Input should be a finite number</source>
        <translation>有限の数でなければなりません</translation>
    </message>
</context>
<context>
    <name>ranking</name>
    <message>
        <source>{first} and {last}</source>
        <translation>{first}と{last}</translation>
    </message>
    <message>
        <source>{names} share the win</source>
        <translation>{names}が勝利を分け合いました</translation>
    </message>
    <message>
        <source>{points} and {empty} each: the rulebook lets them all win.</source>
        <translation>全員 {points}、{empty}：ルールにより全員の勝利です。</translation>
    </message>
    <message>
        <source>Tied with {names} on {points}: fewer empty stations decide ({empty} against {other}).</source>
        <translation>{names}と{points}で同点：空きマスの少ない方が勝ちです（{empty}個 対 {other}個）。</translation>
    </message>
    <message>
        <source>{points} ahead of the next player.</source>
        <translation>2位と{points}差です。</translation>
    </message>
</context>
<context>
    <name>records</name>
    <message>
        <source>not valid JSON ({why})</source>
        <translation>正しいJSONではありません（{why}）</translation>
    </message>
    <message>
        <source>turn {number}: {problem}</source>
        <translation>{number}ターン目：{problem}</translation>
    </message>
    <message>
        <source>turn {number}, player {name}: {problem}</source>
        <translation>{number}ターン目、プレイヤー {name}：{problem}</translation>
    </message>
    <message>
        <source>too large for a game record</source>
        <translation>ゲーム記録としては大きすぎます</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>入れ子が深すぎます</translation>
    </message>
    <message>
        <source>a number with too many digits</source>
        <translation>桁数が多すぎる数があります</translation>
    </message>
    <message>
        <source>{format} is a newer record format than this version of MetroX Desktop reads ({ours}): a later version of the app can open it</source>
        <translation>{format} は、この版の MetroX Desktop が読める形式（{ours}）より新しい記録形式です。新しい版のアプリで開けます</translation>
    </message>
    <message>
        <source>not a {format} record: {where}: {why}</source>
        <translation>{format} の記録ではありません：{where}：{why}</translation>
    </message>
    <message>
        <source>two players are called {name!r}; each player needs a name of their own</source>
        <translation>{name!r} という名前のプレイヤーが2人います。プレイヤーごとに別の名前が必要です</translation>
    </message>
    <message>
        <source>turn {number}: the game already ended after turn {last}</source>
        <translation>{number}ターン目：ゲームは{last}ターン目で終わっています</translation>
    </message>
    <message>
        <source>turn {number}: {choices} choices for {players} players</source>
        <translation>{number}ターン目：プレイヤー{players}人に対して選択が{choices}個あります</translation>
    </message>
    <message>
        <source>{card} on {choice}: {problem}</source>
        <translation>{card} を {choice} に：{problem}</translation>
    </message>
</context>
<context>
    <name>recovery</name>
    <message>
        <source>{reason} It could not be set aside ({why}), so it stays where it is and no game is autosaved over it.</source>
        <translation>{reason} 別名で残せなかったため（{why}）、そのままの場所に置いてあり、上書きして自動保存することはありません。</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>a free circle must circle an empty station</source>
        <translation>フリー丸は空いている駅マスに丸をつけなければなりません</translation>
    </message>
    <message>
        <source>there is no station {choice}</source>
        <translation>駅マス {choice} はありません</translation>
    </message>
    <message>
        <source>station {refs} is not empty</source>
        <translation>駅マス {refs} は空いていません</translation>
    </message>
    <message>
        <source>{card} must be played on a route</source>
        <translation>{card} は路線を選んで使います</translation>
    </message>
    <message>
        <source>route {letter} has no empty indicator box</source>
        <translation>路線 {letter} には空いている指示マスがありません</translation>
    </message>
</context>
<context>
    <name>saves</name>
    <message>
        <source>{source} has no checksum: it was written by another program or edited by hand</source>
        <translation>{source} にはチェックサムがありません：別のプログラムで書かれたか、手で編集されたファイルです</translation>
    </message>
    <message>
        <source>{source} was changed outside the app (edited by hand, or damaged): it follows the rules, but check the names and the sheet</source>
        <translation>{source} はアプリの外で変更されています（手で編集されたか、壊れています）：ルールには合っていますが、名前とシートを確かめてください</translation>
    </message>
    <message>
        <source>{problem} (the file was changed since the app wrote it)</source>
        <translation>{problem}（アプリが書いた後にファイルが変更されています）</translation>
    </message>
    <message>
        <source>a game record without its deal (seed) cannot be resumed</source>
        <translation>山札コード（seed）のないゲーム記録は再開できません</translation>
    </message>
    <message>
        <source>the game is on map {map!r}; only the app&apos;s own maps ({known}) can be played on</source>
        <translation>このゲームのマップは {map!r} です。遊べるのはアプリ内蔵のマップ（{known}）だけです</translation>
    </message>
    <message>
        <source>a table of {players} seats cannot go on at one screen (at most {most}); its replay shows every turn</source>
        <translation>{players}席の卓は1つの画面では続けられません（最大{most}席）。リプレイですべてのターンを見られます</translation>
    </message>
    <message>
        <source>the seats ({seats}) do not match the players ({players})</source>
        <translation>席の数（{seats}）がプレイヤーの数（{players}）と合いません</translation>
    </message>
    <message>
        <source>{players} players: a game has at most {most}</source>
        <translation>プレイヤーが{players}人います：1ゲームは{most}人までです</translation>
    </message>
    <message>
        <source>{name}: {problem}</source>
        <translation>{name}：{problem}</translation>
    </message>
    <message>
        <source>{name}: no bot strategy called {kind!r} (known: {known})</source>
        <translation>{name}：{kind!r} というCPUの戦略はありません（使えるもの：{known}）</translation>
    </message>
    <message>
        <source>the hint counts ({hints}) do not match the players ({players})</source>
        <translation>ヒント回数の数（{hints}）がプレイヤーの数（{players}）と合いません</translation>
    </message>
</context>
<context>
    <name>seats</name>
    <message>
        <source>friend&apos;s result</source>
        <translation>友だちの結果</translation>
    </message>
    <message>
        <source>very easy</source>
        <translation>入門</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>初級</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>中級</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>上級</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Bot: {name}</source>
        <translation>CPU：{name}</translation>
    </message>
    <message>
        <source>Bot: {name} ({level})</source>
        <translation>CPU・{level}</translation>
    </message>
    <message>
        <source>bot, {level}</source>
        <translation>CPU・{level}</translation>
    </message>
    <message>
        <source>{name} (at another computer)</source>
        <translation>{name}（ほかのコンピューター）</translation>
    </message>
    <message>
        <source>{name} (bot, {level})</source>
        <translation>{name}（CPU・{level}）</translation>
    </message>
    <message>
        <source>{name} (away: a bot plays)</source>
        <translation>{name}（離席中・CPUが代打ち）</translation>
    </message>
    <message>
        <source>{name} (away)</source>
        <translation>{name}（離席中）</translation>
    </message>
    <message>
        <source>{name} (a bot plays)</source>
        <translation>{name}（CPUが代打ち）</translation>
    </message>
    <message>
        <source>{name} (time is up)</source>
        <translation>{name}（時間切れ）</translation>
    </message>
    <message>
        <source>{name} (late)</source>
        <translation>{name}（遅れ）</translation>
    </message>
    <message>
        <source>{name} (bot)</source>
        <translation>{name}（CPU）</translation>
    </message>
    <message>
        <source>away: a bot plays</source>
        <translation>離席中・CPUが代打ち</translation>
    </message>
    <message>
        <source>away</source>
        <translation>離席中</translation>
    </message>
    <message>
        <source>a bot plays</source>
        <translation>CPUが代打ち</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Bot {n}</source>
        <translation>CPU {n}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>プレイヤー{n}</translation>
    </message>
    <message>
        <source>a seat has no name</source>
        <translation>名前のない席があります</translation>
    </message>
    <message>
        <source>the name {name!r}... is longer than {most} characters</source>
        <translation>名前 {name!r}... が{most}文字を超えています</translation>
    </message>
    <message>
        <source>the name {name!r} has a character a name cannot hold (a comma, colon or control)</source>
        <translation>名前 {name!r} に使えない文字（カンマ、コロン、制御文字）が入っています</translation>
    </message>
    <message>
        <source>a game needs at least one seat</source>
        <translation>プレイヤーが1人以上必要です</translation>
    </message>
    <message>
        <source>{n} seats: a game has at most {most}</source>
        <translation>{n}人います：1ゲームは{most}人までです</translation>
    </message>
    <message>
        <source>two seats are called {name!r}: give each player a name of their own</source>
        <translation>{name!r} という名前が2人います：それぞれ別の名前にしてください</translation>
    </message>
    <message>
        <source>{name}: no bot strategy called {strategy!r} (known: {known})</source>
        <translation>{name}：{strategy!r} というCPUの戦略はありません（使えるもの：{known}）</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>the settings already there could not be read ({reason}), so they are not saved over</source>
        <translation>そこにある設定を読み込めなかったため（{reason}）、上書きしていません</translation>
    </message>
</context>
<context>
    <name>sharing</name>
    <message>
        <source>this is not a result code, or it was mistyped</source>
        <translation>結果コードではないか、打ち間違いがあります</translation>
    </message>
    <message>
        <source>turn {number}: the game already ended after turn {last}</source>
        <translation>{number}手番目：ゲームは{last}手番目で終わっています</translation>
    </message>
    <message>
        <source>only games on the app&apos;s own maps ({maps}) have a result code</source>
        <translation>結果コードはアプリの地図（{maps}）のゲームにだけあります</translation>
    </message>
    <message>
        <source>the deck {deck!r} has no number in result codes</source>
        <translation>デッキ {deck!r} は結果コードに番号がありません</translation>
    </message>
    <message>
        <source>the game is not finished: only a game played to its end can be a seat</source>
        <translation>ゲームが終わっていません：席にできるのは最後まで遊んだゲームだけです</translation>
    </message>
    <message>
        <source>the friend&apos;s game is of another deal</source>
        <translation>友だちのゲームは別の山札のものです</translation>
    </message>
    <message>
        <source>the record does not say how its cards were dealt</source>
        <translation>記録にカードの配り方（山札コード）がありません</translation>
    </message>
    <message>
        <source>{name}: the friend&apos;s game takes {length} characters in a saved game, more than the {most} a seat holds (its deal code is too long)</source>
        <translation>{name}：友だちのゲームは保存すると{length}文字になり、1席に収まる{most}文字を超えます（山札コードが長すぎます）</translation>
    </message>
    <message>
        <source>{n} seats with the friends: a game has at most {most}</source>
        <translation>友だちを含めて{n}席：1ゲームは最大{most}席です</translation>
    </message>
    <message>
        <source>more turns than any game has ({turns})</source>
        <translation>どのゲームよりも手番が多すぎます（{turns}）</translation>
    </message>
    <message>
        <source>turn {number}: the deal gives {card}, the record says {recorded}</source>
        <translation>{number}手番目：山札では{card}ですが、記録では{recorded}です</translation>
    </message>
    <message>
        <source>turn {number}: {card} on {choice} is against the rules</source>
        <translation>{number}手番目：{card}を{choice}に書くのはルール違反です</translation>
    </message>
    <message>
        <source>a result code has no {char!r}: its characters are 2-9 and A-Z without I and O</source>
        <translation>結果コードに {char!r} はありません：使う文字は2から9と、IとOを除くAからZです</translation>
    </message>
    <message>
        <source>the result code is mistyped: its check character does not match (look at each character again)</source>
        <translation>結果コードに打ち間違いがあります：チェック文字が合いません（1文字ずつ確かめてください）</translation>
    </message>
    <message>
        <source>the result code is mistyped: a character is missing or one too many (look at each character again)</source>
        <translation>結果コードの入力ミスです：文字が1つ足りないか多すぎます（1文字ずつ見直してください）</translation>
    </message>
    <message>
        <source>the result code was written by a newer version</source>
        <translation>この結果コードは新しいバージョンで作られました</translation>
    </message>
    <message>
        <source>the result code names a map or deck this version does not have</source>
        <translation>この結果コードの地図かデッキはこのバージョンにありません</translation>
    </message>
    <message>
        <source>the name in the result code is {length} characters long; a game record holds at most {most}</source>
        <translation>結果コードの名前は{length}文字です。ゲーム記録に入るのは最大{most}文字です</translation>
    </message>
    <message>
        <source>the deal code in the result code is {length} characters long; a game record holds at most {most}</source>
        <translation>結果コードの山札コードは{length}文字です。ゲーム記録に入るのは最大{most}文字です</translation>
    </message>
    <message>
        <source>MetroX {map}, deal {deal} – {total} points.</source>
        <translation>メトロックス {map}、山札 {deal} ― {total}点。</translation>
    </message>
    <message>
        <source>MetroX {map}, deal {deal} – {total} points ({percent}% of par).</source>
        <translation>メトロックス {map}、山札 {deal} ― {total}点（パーの{percent}%）。</translation>
    </message>
    <message>
        <source>Today&apos;s deal, {date}.</source>
        <translation>今日の山札、{date}。</translation>
    </message>
    <message>
        <source>Today&apos;s deal, {date} (practice).</source>
        <translation>今日の山札、{date}（練習）。</translation>
    </message>
    <message>
        <source>this link holds no game code; paste the result code your friend shared (the line Copy result gives ends with it)</source>
        <translation>このリンクにはゲームのコードがありません。友だちが送ってくれた結果コードを貼り付けてください（「結果をコピー」で作られる行の最後にあります）</translation>
    </message>
    <message>
        <source>this link holds no game code; paste the deal code or the result code your friend shared</source>
        <translation>このリンクにはゲームのコードがありません。友だちが送ってくれた山札コードか結果コードを貼り付けてください</translation>
    </message>
</context>
<context>
    <name>tables</name>
    <message>
        <source>another process of this data folder hosts it now (process {pid}): one process hosts a table</source>
        <translation>このデータフォルダーの別のプロセス（プロセス {pid}）が今この卓を開いています：一つの卓を開けるのは一つのプロセスだけです</translation>
    </message>
</context>
<context>
    <name>themes</name>
    <message>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>ハイコントラスト(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>テーマ(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>色(&amp;C)</translation>
    </message>
    <message>
        <source>Colour-&amp;blind palette</source>
        <translation>色覚に配慮した配色(&amp;B)</translation>
    </message>
    <message>
        <source>Route colours told apart with any colour vision; the patterns stay. With high contrast, such colours dark enough for its white paper.</source>
        <translation>どんな色覚でも路線の色を見分けられる配色です。模様はそのまま残ります。ハイコントラストでは、白い紙面に合う濃さのこの配色になります。</translation>
    </message>
</context>
<context>
    <name>turn log</name>
    <message>
        <source>passes</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>free circle {station}</source>
        <translation>フリー丸 {station}</translation>
    </message>
    <message>
        <source>{route}: star, no empty station</source>
        <translation>{route}：星、空いている駅マスなし</translation>
    </message>
    <message>
        <source>{route}: star on {station} = {value}</source>
        <translation>{route}：星 {station} = {value}</translation>
    </message>
    <message>
        <source>{route}: {card}, indicator box only</source>
        <translation>{route}：{card}、指示マスだけ</translation>
    </message>
    <message>
        <source>Turn {turn}: {card}</source>
        <translation>ターン {turn}：{card}</translation>
    </message>
    <message>
        <source>{name} completed {route}: crown</source>
        <translation>{name} が{route}を完成：王冠</translation>
    </message>
    <message>
        <source>{name} completed {route}: diamond</source>
        <translation>{name} が{route}を完成：ダイヤ</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>The cards are shuffled for the next turn.</source>
        <translation>次のターンの前に、カードをすべて混ぜます。</translation>
    </message>
    <message>
        <source>Turn log</source>
        <translation>ターンの記録</translation>
    </message>
</context>
<context>
    <name>view</name>
    <message>
        <source>A game window is already open on {folder}: it came to the front. Play from here in its History (Ctrl+H), or close it and try again.</source>
        <translation>{folder} のゲームのウィンドウがすでに開いているので、前面に出しました。そのウィンドウの履歴（Ctrl+H）から「ここからプレイ」を使うか、そのウィンドウを閉じてからもう一度試してください。</translation>
    </message>
</context>
</TS>
