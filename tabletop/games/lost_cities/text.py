"""Lost Cities: The Board Game -- the text catalog (English and Japanese).

The Japanese wording follows the Japanese rulebook: 探検家, 調査員, 山札, 捨て札, 彫像タイル,
1歩進むタイル, ポイントタイル, 彫像チップ, 遺跡, 橋, 探検. The path the rulebook calls red (id "r") is
drawn orange (vermillion, so it never looks like brown), so every text calls it orange / オレンジ.
"""

from __future__ import annotations

from tabletop.engine import i18n

EN = {
    "title": "Lost Cities: The Board Game",
    # options
    "option.game_length": "Game length",
    "option.game_length.help": "Long: 3 expeditions. Short: 1 expedition, and the artifact chips score on a smaller scale (0 chips -20 up to +50 for 5 or more).",
    "option.game_length.long": "Long (3 expeditions)",
    "option.game_length.short": "Short (1 expedition)",
    "option.descending_variant": "Descending variant",
    "option.descending_variant.help": "Each colour may also be played in descending order, fixed by the first different card.",
    "option.step9_bonus": "Lost-city bonus",
    "option.step9_bonus.help": (
        "On arrival: when a figure reaches the lost city, you may move another of your figures one step, once. "
        "Each further card: arriving gives nothing, but every later card you play on that path moves another "
        "figure one step."
    ),
    "option.step9_bonus.on_further_card": "Each further card",
    "option.step9_bonus.on_arrival": "On arrival",
    "option.redraw_own_discard": "Take back your discard",
    "option.redraw_own_discard.help": "May you draw the card you just discarded in the same turn?",
    "option.redraw_own_discard.forbidden": "Forbidden",
    "option.redraw_own_discard.allowed": "Allowed",
    "option.open_scores": "Open scores",
    "option.open_scores.help": "Show everyone's victory points during the game.",
    "option.first_player": "First player",
    "option.first_player.help": "Who starts the first expedition.",
    "option.first_player.random": "Random",
    "option.first_player.0": "Player 1",
    "option.first_player.1": "Player 2",
    "option.first_player.2": "Player 3",
    "option.first_player.3": "Player 4",
    # components
    "color.r": "orange",
    "color.g": "green",
    "color.b": "blue",
    "color.y": "yellow",
    "color.n": "brown",
    "card": "{color} {value}",
    "kind.adv": "adventurer",
    "kind.res": "researcher",
    "tile.art": "Artifact tile",
    "tile.arrow": "Advance 1",
    "tile.vp": "{n} VP",
    "supply": "Supply",
    "discards": "Discard piles",
    "bridge": "Bridge",
    "expedition": "Expedition {n}/{total}",
    "crossed": "Beyond the bridges: {n}/5",
    "chips": "Artifact chips",
    # log lines (no subject)
    "act.start.adv": "plays {card} and starts that path with an adventurer.",
    "act.start.res": "plays {card} and starts that path with the researcher.",
    "act.play": "plays {card}: the figure moves one step.",
    "act.play9": "plays {card} on a path that has reached the lost city.",
    "act.discard": "discards {card}.",
    "act.draw_deck": "draws a card from the supply.",
    "act.draw_discard": "takes {card} from the discard pile.",
    "act.arrow": "moves the {path} figure one step (arrow).",
    "act.arrow_pass": "does not use the arrow.",
    "act.bonus": "moves the {path} figure one step (lost-city bonus).",
    "act.bonus_pass": "does not use the lost-city bonus.",
    "ev.artifact": "Takes an artifact tile.",
    "ev.vp": "+{n} VP.",
    "ev.arrow": "Advance 1 tile!",
    "ev.cross": "Crosses a bridge ({n}/5).",
    "ev.end.bridge": "The fifth figure has crossed a bridge: the expedition ends.",
    "ev.end.deck": "The last card has been drawn: the expedition ends.",
    "ev.expedition": "Expedition {n} begins.",
    "ev.over": "The game is over.",
    # prompts
    "prompt.play": "Play a card onto one of your paths, or discard it.",
    "prompt.draw": "Draw a card from the supply or from a discard pile.",
    "prompt.arrow": "Advance 1: move one of your figures a step, or pass.",
    "prompt.bonus": "Lost-city bonus: move another of your figures a step, or pass.",
    "prompt.over": "The game is over.",
    # refusals
    "why.over": "The game is over.",
    "why.not_now": "Finish the current step of your turn first.",
    "why.up": "This pile needs a card of {top} or higher.",
    "why.down": "This pile goes down: it needs a card of {top} or lower.",
    "why.empty": "That discard pile is empty.",
    "why.stall": "Too many turns without progress: draw from the supply.",
    "why.own_discard": "You cannot take back the card you just discarded.",
    "why.generic": "That move is not allowed now.",
    # score breakdown
    "score.tiles": "VP tiles",
    "score.figures": "Figures",
    "score.artifacts": "Chip VP",
    "score.total": "Total",
    "score.expedition": "Expedition {n}",
    # rules summary
    "rules.1.title": "Goal",
    "rules.1.body": (
        "Lead 4 adventurers and 1 researcher along 5 coloured paths of 9 steps towards the lost cities. "
        "Steps 1-3 lose points (-20, -15, -10), steps 4-9 win points (5, 10, 15, 30, 35, 50); the researcher "
        "counts double, minus points too. After 3 expeditions (short game: 1) the most victory points win."
    ),
    "rules.2.title": "Your turn",
    "rules.2.body": (
        "First play a card or discard it face up onto the discard pile of its colour. Then draw one card, "
        "from the supply or from the top of any discard pile, so you hold 8 cards again. You must draw, and "
        "you may not take back the card you just discarded."
    ),
    "rules.3.title": "Paths and cards",
    "rules.3.body": (
        "The first card of a colour starts that path: choose an adventurer or your researcher and place it on "
        "step 1. Each later card of that colour moves the figure one step. A card must be equal to or higher "
        "than the last card on your pile of that colour. You may start with any card of the colour; starting "
        "low is only good advice. Each player has at most one figure per path."
    ),
    "rules.4.title": "Event tiles",
    "rules.4.body": (
        "Before each expedition the 25 tiles are shuffled onto the marked spaces. Artifact tile: take it; the "
        "space stays empty, and each artifact tile becomes an artifact chip at the end of the expedition. VP "
        "tile: score its points at once (never doubled, even for the researcher); the tile stays. Advance 1: you may move any of your figures on the "
        "board one step, which can chain into further tiles. You may pass."
    ),
    "rules.5.title": "The lost city",
    "rules.5.body": (
        "A figure on step 9, the lost city, moves no further. When one of your figures arrives there (by a "
        "card, an arrow or a bonus step), first take the tile there, then you may move another of your figures "
        "on the board one step. Later cards of that colour are still allowed but move nothing. With the option "
        "'Each further card', arriving gives nothing; instead each further card you "
        "play on that colour lets you move another of your figures one step."
    ),
    "rules.6.title": "Bridges and the end of an expedition",
    "rules.6.body": (
        "A bridge lies between steps 6 and 7 of every path. The expedition ends at once when the fifth figure "
        "of all players crosses a bridge (no tile, no further moves, no draw), or when the last supply card is "
        "drawn. The next player clockwise starts the next expedition."
    ),
    "rules.7.title": "Scoring",
    "rules.7.body": (
        "After each expedition add up your figures' step points; your total can drop to 0 but never below. "
        "Artifact tiles become artifact chips. After the last expedition the chips score on the artifact table: 0 chips "
        "-50, 5 chips -5, 6 chips +5, up to +100 for 18 or more (short game: 0 chips -20 up to +50 for 5 or "
        "more). Again a total never drops below 0. A tie goes to more artifact chips; if still tied, the "
        "victory is shared."
    ),
    "rules.8.title": "Descending variant",
    "rules.8.body": (
        "With the variant, each of your piles may go up or down. The first card that differs from the pile's "
        "first card fixes the direction; equal cards keep it open."
    ),
    "rules.9.title": "No endless discarding",
    "rules.9.body": (
        "After 20 turns in a row in which players discarded and then drew from a discard pile, the next player "
        "who discards must draw from the supply."
    ),
}

JA = {
    "title": "ロストシティ・ボードゲーム",
    "option.game_length": "ゲームの長さ",
    "option.game_length.help": "通常：探検3回。短時間ゲーム：探検1回で、彫像チップの得点が小さくなります（0枚-20点から5枚以上+50点）。",
    "option.game_length.long": "通常（探検3回）",
    "option.game_length.short": "短時間ゲーム（探検1回）",
    "option.descending_variant": "ヴァリエントゲーム",
    "option.descending_variant.help": "各色のカードを小さい数字へ向かって出すこともできます。最初に違う数字を出した時に向きが決まります。",
    "option.step9_bonus": "遺跡到達ボーナス",
    "option.step9_bonus.help": (
        "到達した時：駒が遺跡に着いた時に1回だけ、自分の他の駒を1つ1歩進められます。"
        "以後のカードごと：着いた時には何もなく、その道にさらにカードを出すたびに他の駒を1歩進めます。"
    ),
    "option.step9_bonus.on_further_card": "以後のカードごと",
    "option.step9_bonus.on_arrival": "到達した時",
    "option.redraw_own_discard": "捨てた札の即時回収",
    "option.redraw_own_discard.help": "同じ手番に自分が捨てたカードを補充できるかどうか。",
    "option.redraw_own_discard.forbidden": "禁止",
    "option.redraw_own_discard.allowed": "許可",
    "option.open_scores": "得点の公開",
    "option.open_scores.help": "ゲーム中に全員のポイントを表示します。",
    "option.first_player": "最初のスタートプレイヤー",
    "option.first_player.help": "最初の探検を始めるプレイヤー。",
    "option.first_player.random": "ランダム",
    "option.first_player.0": "プレイヤー1",
    "option.first_player.1": "プレイヤー2",
    "option.first_player.2": "プレイヤー3",
    "option.first_player.3": "プレイヤー4",
    "color.r": "オレンジ",
    "color.g": "緑",
    "color.b": "青",
    "color.y": "黄",
    "color.n": "茶",
    "card": "{color}の{value}",
    "kind.adv": "探検家",
    "kind.res": "調査員",
    "tile.art": "彫像タイル",
    "tile.arrow": "1歩進む",
    "tile.vp": "{n}ポイント",
    "supply": "山札",
    "discards": "捨て札",
    "bridge": "橋",
    "expedition": "探検 {n}/{total}",
    "crossed": "橋を渡った駒：{n}/5",
    "chips": "彫像チップ",
    "act.start.adv": "{card}を出し、探検家でその道の探索を始めました。",
    "act.start.res": "{card}を出し、調査員でその道の探索を始めました。",
    "act.play": "{card}を出し、駒を1歩進めました。",
    "act.play9": "{card}を遺跡に到達済みの道に出しました。",
    "act.discard": "{card}を捨て札にしました。",
    "act.draw_deck": "山札から1枚補充しました。",
    "act.draw_discard": "捨て札から{card}を取りました。",
    "act.arrow": "{path}の道の駒を1歩進めました（1歩進むタイル）。",
    "act.arrow_pass": "1歩進むタイルを使いませんでした。",
    "act.bonus": "{path}の道の駒を1歩進めました（遺跡到達ボーナス）。",
    "act.bonus_pass": "遺跡到達ボーナスを使いませんでした。",
    "ev.artifact": "彫像タイルを獲得。",
    "ev.vp": "{n}ポイント獲得。",
    "ev.arrow": "1歩進むタイル！",
    "ev.cross": "橋を渡りました（{n}/5）。",
    "ev.end.bridge": "5つ目の駒が橋を渡ったので、探検は終了です。",
    "ev.end.deck": "山札の最後の1枚が引かれたので、探検は終了です。",
    "ev.expedition": "探検{n}回目の開始です。",
    "ev.over": "ゲーム終了です。",
    "prompt.play": "カードを1枚自分の場に出すか、捨て札にしてください。",
    "prompt.draw": "山札か捨て札の山から1枚補充してください。",
    "prompt.arrow": "1歩進むタイル：自分の駒を1つ1歩進めるか、パスしてください。",
    "prompt.bonus": "遺跡到達ボーナス：自分の他の駒を1つ1歩進めるか、パスしてください。",
    "prompt.over": "ゲーム終了です。",
    "why.over": "ゲームは終了しています。",
    "why.not_now": "まず今の手順を終えてください。",
    "why.up": "この山には{top}以上のカードが必要です。",
    "why.down": "この山は降順です。{top}以下のカードが必要です。",
    "why.empty": "その捨て札の山は空です。",
    "why.stall": "進展のない手番が続いたので、山札から補充してください。",
    "why.own_discard": "今捨てたカードをすぐに取り戻すことはできません。",
    "why.generic": "今はその行動はできません。",
    "score.tiles": "ポイントタイル",
    "score.figures": "駒",
    "score.artifacts": "チップ点",
    "score.total": "合計",
    "score.expedition": "探検{n}",
    "rules.1.title": "目的",
    "rules.1.body": (
        "4人の探検家と1人の調査員を率いて、9マスある5色の進路を遺跡へ向かって進みます。1から3マス目は"
        "マイナス（-20、-15、-10）、4から9マス目はプラス（5、10、15、30、35、50）です。調査員のポイントは"
        "マイナスでも2倍になります。3回の探検（短時間ゲームは1回）の後、ポイントが最も多いプレイヤーの勝ち"
        "です。"
    ),
    "rules.2.title": "手番",
    "rules.2.body": (
        "まずカードを1枚プレイするか、同じ色の捨て札の山に表向きで捨てます。次に山札か、いずれかの捨て札の"
        "山の一番上から1枚補充し、手札を8枚に戻します。補充は必ず行ない、今捨てたカードを取ることはできません。"
    ),
    "rules.3.title": "進路とカード",
    "rules.3.body": (
        "ある色の最初のカードで、その道の探索を始めます。探検家か調査員を1つ選び、1マス目に置きます。"
        "以後その色のカードを出すたびに駒が1歩進みます。出すカードは、自分の場の同じ色の一番上のカードと"
        "同じか大きい数字でなくてはなりません。どの数字から始めてもかまいませんが、小さい数字から出すのが"
        "こつです。1つの進路に置ける自分の駒は1つだけです。"
    ),
    "rules.4.title": "イベントタイル",
    "rules.4.body": (
        "探検ごとに25枚のタイルを混ぜて、マークのあるマスに置きます。彫像タイル：獲得し、そのマスは空に"
        "なります。探検の終わりに彫像チップ1枚と交換します。ポイントタイル：すぐにそのポイントを得ます"
        "（2倍にはなりません）。タイルは残ります。1歩進むタイル：盤上の自分の駒を1つ1歩進めてもかまいません。"
        "進んだ先のタイルも実行します。パスもできます。"
    ),
    "rules.5.title": "遺跡",
    "rules.5.body": (
        "9マス目（遺跡）の駒はそれ以上進みません。自分の駒が遺跡に到達したら（カード、1歩進むタイル、"
        "ボーナスのどれでも）、そこのタイルを実行した後、盤上の自分の他の駒を1つ1歩進めることができます。"
        "その後その色のカードを出すことはできますが、何も進みません。オプション「以後のカードごと」"
        "では、到達しても何も起きず、その色のカードをさらに出すたびに他の駒を1つ1歩"
        "進めることができます。"
    ),
    "rules.6.title": "橋と探検の終了",
    "rules.6.body": (
        "どの道も6マス目と7マス目の間に橋があります。全員の駒のうち5つ目の駒が橋を渡った瞬間、探検は終了"
        "します（タイルも追加の移動も補充もありません）。山札の最後の1枚が引かれた時も終了です。次の探検は"
        "時計回りで次のプレイヤーから始めます。"
    ),
    "rules.7.title": "得点",
    "rules.7.body": (
        "探検ごとに駒のポイントを合計します。合計が0を下回ることはありません。彫像タイルは彫像チップになります。"
        "最後の探検の後、彫像チップを得点表で数えます。0枚は-50、5枚は-5、6枚は+5、18枚以上は+100です"
        "（短時間ゲームは0枚-20から5枚以上+50）。ここでも合計は0を下回りません。同点なら彫像チップの多い方が"
        "勝ち、それでも同じなら勝利を分け合います。"
    ),
    "rules.8.title": "ヴァリエントゲーム",
    "rules.8.body": (
        "各色の山は大きい数字へも小さい数字へも進められます。山の最初のカードと違う数字を出した時に向きが"
        "決まります。同じ数字なら向きは決まりません。"
    ),
    "rules.9.title": "捨て札の繰り返し",
    "rules.9.body": (
        "カードを捨てて捨て札から補充する手番が20回続いたら、次にカードを捨てたプレイヤーは山札から補充"
        "しなくてはなりません。"
    ),
}

i18n.register("lost_cities", {"en": EN, "ja": JA})

# -- the table (scene.py): buttons, tooltips, refusals, panels --------------------------------
TABLE_EN = {
    "ui.pass": "Pass (P)",
    "ui.pass.tip": "Give up this step: no figure moves.",
    "ui.choose_figure": "Click a glowing figure:",
    "ui.start_here": "drag a card here",
    "why.wait": "Wait for your turn.",
    "why.draw_later": "Play or discard a card first, then draw.",
    "why.to_hand": "Drag the card into your hand.",
    "why.where": "Drop it on the {color} path, or on the {color} discard pile.",
    "why.color": "That is the {other} path: a card goes on the path of its own colour ({color}).",
    "why.color_discard": "That is the {other} discard pile: a card is discarded onto the pile of its own colour ({color}).",
    "why.phase.draw": "You have played this turn: now draw a card from the supply or a discard pile.",
    "why.phase.arrow": "First use the Advance 1 tile: click a glowing figure, or Pass.",
    "why.phase.bonus": "First use the lost-city bonus: click a glowing figure, or Pass.",
    "why.choose_figure": "Drop the card on the adventurer or on the researcher to start this path.",
    "why.started": "You have already started this path.",
    "why.no_figure": "You have no {kind} left.",
    "tip.figure": "{name}'s {kind} on the {color} path, on {where} ({points} now)",
    "tip.space": "the {space} space",
    "tip.city": "the lost city",
    "tip.city_space": "The lost city: {text}",
    "tip.past_bridge": "(past the bridge)",
    "tip.step": "Space: {points} for an adventurer ending here, {double} for the researcher",
    "tip.tile.art": "Artifact tile: the first figure here takes it; it becomes 1 artifact chip when the expedition ends.",
    "tip.tile.arrow": "Advance 1: you may move one of your figures one more step.",
    "tip.tile.vp": "{n}-VP tile: {n} VP at once for every figure that lands here (never doubled, even for the researcher).",
    "tip.deck": "Supply: {n} cards. Drawing the last card ends the expedition.",
    "tip.discard": "{color} discard pile (bottom to top): {cards}",
    "tip.discard_empty": "{color} discard pile: empty",
    "tip.pile": "{color} pile, bottom to top: {cards}",
    "tip.next.up": "The next {color} card must be {top} or higher.",
    "tip.next.down": "The next {color} card must be {top} or lower.",
    "tip.next.open": "Any {color} card may follow (the direction is not fixed yet).",
    "tip.seat_info": (
        "{name}: {hand} cards in hand; victory points: {vp}.\nArtifact tiles: {tiles} taken this expedition; artifact "
        "chips: {chips} from earlier ones. Each artifact tile becomes an artifact chip when its expedition ends; "
        "chips score at the end."
    ),
    "tip.vp_hidden": "hidden until the end",
    "tip.pile_empty": "{color}: not started",
    "tip.known": "Known in hand: {cards}",
    "ev.cross_short": "Bridge {n}/5",
    "ev.end_short.bridge": "Five figures are over the bridges!",
    "ev.end_short.deck": "The supply is empty!",
    "end.expedition": "Expedition {n} complete",
    "score.art_tiles": "Artifact tiles",
    "stall": "Discard streak {n}/{limit}",
    "supply_n": "Supply {n}",
    "removed_n": "{n} set aside",
    "panel.info": "Hand {hand} · VP {vp} ·",
    "panel.vp": "Victory points",
    "panel.art_tiles": "Artifact tiles",
    "panel.reserve": "Figures in reserve",
    "panel.hidden_scores": "Other players' points stay hidden until the end (option: open scores).",
    "score.bridge": "Bridge",
    "score.zero_floor": "Zero floor",
    "score.chips": "Chips",
    "end.why.winner": (
        "{name} wins with {score} points: figures {paths}, VP tiles {tiles}, {chips} artifact "
        "[[chips|chip|chips]] {art}."
    ),
    "end.why.seat": "{name}: {score} points (figures {paths}, VP tiles {tiles}, {chips} artifact [[chips|chip|chips]] {art}).",
    "end.why.floor": " The zero floor gave back {floor}.",
    "end.why.chips": "{names} have {score} points each; {name} wins on artifact chips ({chips} to {other}).",
    "end.why.shared": "{names} have {score} points and {chips} artifact chips each: they share the victory.",
    "end.why.best": "Best figure: {name}'s {kind} reached {where} on the {color} path ({points}).",
    "end.why.city": "the lost city",
    "end.why.space": "the {space} space",
    "end.why.and": " and ",
}
TABLE_JA = {
    "ui.pass": "パス (P)",
    "ui.pass.tip": "この1歩を使わず、駒を進めません。",
    "ui.choose_figure": "光っている駒をクリック：",
    "ui.start_here": "ここにカードを置く",
    "why.wait": "自分の手番をお待ちください。",
    "why.draw_later": "先にカードを出すか捨ててから補充します。",
    "why.to_hand": "カードを手札へドラッグしてください。",
    "why.where": "{color}の道か、{color}の捨て札に置いてください。",
    "why.color": "そこは{other}の道です。カードは同じ色（{color}）の道に出します。",
    "why.color_discard": "そこは{other}の捨て札です。カードは同じ色（{color}）の捨て札の山に捨てます。",
    "why.phase.draw": "この手番のカードはもう出しました。山札か捨て札から1枚補充してください。",
    "why.phase.arrow": "先に1歩進むタイルを使ってください。光っている駒をクリックするか、パスします。",
    "why.phase.bonus": "先に遺跡到達ボーナスを使ってください。光っている駒をクリックするか、パスします。",
    "why.choose_figure": "この道を始めるには、探検家か調査員の上に置いてください。",
    "why.started": "この道はすでに始めています。",
    "why.no_figure": "{kind}はもう残っていません。",
    "tip.figure": "{name}の{kind}：{color}の道の{where}（現在{points}点）",
    "tip.space": "{space}のマス",
    "tip.city": "遺跡",
    "tip.city_space": "遺跡：{text}",
    "tip.past_bridge": "（橋の先）",
    "tip.step": "マスの得点（探検の終わりにここにいる駒）：探検家{points}、調査員{double}",
    "tip.tile.art": "彫像タイル：最初にここへ来た駒が取ります。探検の終わりに彫像チップ1枚になります。",
    "tip.tile.arrow": "1歩進む：自分の駒を1つ1歩進めることができます。",
    "tip.tile.vp": "{n}ポイントタイル：ここに来た駒ごとにすぐ{n}ポイント（調査員でも2倍になりません）。",
    "tip.deck": "山札：{n}枚。最後の1枚を引くと探検が終わります。",
    "tip.discard": "{color}の捨て札（下から上）：{cards}",
    "tip.discard_empty": "{color}の捨て札：なし",
    "tip.pile": "{color}の場（下から上）：{cards}",
    "tip.next.up": "次の{color}のカードは{top}以上です。",
    "tip.next.down": "次の{color}のカードは{top}以下です。",
    "tip.next.open": "どの{color}のカードでも出せます（向きはまだ決まっていません）。",
    "tip.seat_info": (
        "{name}：手札{hand}枚、勝利点{vp}。\n彫像タイル：この探検で{tiles}枚、これまでの彫像チップ{chips}枚。彫像タイルは"
        "探検の終わりに彫像チップになり、チップはゲームの最後に得点になります。"
    ),
    "tip.vp_hidden": "ゲーム終了まで非公開",
    "tip.pile_empty": "{color}：未開始",
    "tip.known": "手札にあると分かっているカード：{cards}",
    "ev.cross_short": "橋 {n}/5",
    "ev.end_short.bridge": "5つ目の駒が橋を渡りました！",
    "ev.end_short.deck": "山札がなくなりました！",
    "end.expedition": "探検{n}が終わりました",
    "score.art_tiles": "彫像タイル",
    "stall": "捨て札の繰り返し {n}/{limit}",
    "supply_n": "山札 {n}",
    "removed_n": "除外 {n}枚",
    "panel.info": "手札{hand}・{vp}点・",
    "panel.vp": "勝利点",
    "panel.art_tiles": "彫像タイル",
    "panel.reserve": "手元の駒",
    "panel.hidden_scores": "他のプレイヤーの得点はゲーム終了まで伏せられます（オプション：得点の公開）。",
    "score.bridge": "橋",
    "score.zero_floor": "0点補正",
    "score.chips": "チップ",
    "end.why.winner": "{name}が{score}点で勝利：駒{paths}、ポイントタイル{tiles}、彫像チップ{art}（{chips}枚）。",
    "end.why.seat": "{name}：{score}点（駒{paths}、ポイントタイル{tiles}、彫像チップ{art}（{chips}枚））。",
    "end.why.floor": "合計が0点を下回らないよう{floor}点補正されました。",
    "end.why.chips": "{names}はともに{score}点。彫像チップの多い{name}の勝ちです（{chips}枚対{other}枚）。",
    "end.why.shared": "{names}は{score}点、彫像チップも{chips}枚ずつで同じなので、勝利を分け合います。",
    "end.why.best": "最高の駒：{name}の{kind}が{color}の道の{where}に到達（{points}点）。",
    "end.why.city": "遺跡",
    "end.why.space": "{space}のマス",
    "end.why.and": "と",
}

i18n.register("lost_cities", {"en": TABLE_EN, "ja": TABLE_JA})

# -- what a move would do (advice.py): Advance buttons, a selected card, hints ------------------
ADVICE_EN = {
    "adv.label": "{color} {frm} → {to}",
    "adv.moves": "your {color} {kind} moves from {frm} to {to} ({gain} points)",
    "adv.then": "; it ",
    "adv.and": " and ",
    "adv.stop": ".",
    "adv.or": " or ",
    "adv.eff.end": "crosses the fifth bridge, which ends the expedition at once",
    "adv.eff.cross": "crosses the bridge ({n}/5)",
    "adv.eff.art": "takes the artifact tile there",
    "adv.eff.arrow": "lands on an Advance 1 tile (one more step for one of your figures)",
    "adv.eff.vp": "scores the {n}-VP tile",
    "adv.eff.bonus": "reaches the lost city (another of your figures may then move a step)",
    "adv.eff.city": "reaches the lost city",
    "adv.play": "On your {color} path: ",
    "adv.cannot": "Not on your {color} pile now. ",
    "adv.city_bonus": "the figure is at the lost city, so you may move another of your figures one step",
    "adv.city_nothing": "the figure is already at the lost city, so nothing moves",
    "adv.start": "Start the {color} path with {who}",
    "adv.start.adv": "an adventurer (-20)",
    "adv.start.res": "the researcher (-40, counts double)",
    "adv.held": "{n} more {color} [[n|card|cards]] in hand ({values})",
    "adv.held_none": "no other {color} card in hand yet",
    "adv.sep": "; ",
    "adv.but": ", ",
    "adv.discard_line": "Or discard it onto the {color} discard pile",
    "adv.feeds": " ({names} could use it)",
    "adv.arrow_name": "the Advance 1 tile",
    "adv.bonus_name": "the lost-city bonus",
    "adv.hint.play": "Play {card} on your {color} path: ",
    "adv.hint.start": "Play {card} and start the {color} path with {who}",
    "adv.hint.discard": "Discard {card}: ",
    "adv.hint.deck": "Draw from the supply: ",
    "adv.hint.take": "Take {card} from the {color} discard pile: ",
    "adv.hint.move": "Use {what}: ",
    "adv.hint.pass": "Pass on {what}: ",
    "adv.why.dead": "it can no longer go on your {color} pile. ",
    "adv.why.few": "you hold only {n} other {color} [[n|card|cards]], too few to start that path at -20",
    "adv.why.none": "you hold no other {color} card, too few to start that path at -20",
    "adv.why.skip": "playing it now would shut out your lower {color} cards ({values})",
    "adv.why.least": "it is the card you need least now",
    "adv.nobody": "and no other player can use it",
    "adv.why.feeds": "though {names} could use it",
    "adv.why.no_fit": "no discard pile's top card fits your paths",
    "adv.why.unknown": "a new card is likely worth more than {cards}",
    "adv.why.fits": "it fits your {color} pile. ",
    "adv.why.joins": "it joins the {n} {color} [[n|card|cards]] you hold ({values})",
    "adv.why.deny": "it keeps it from {names}, who could use it",
    "adv.why.best_offer": "it is the most useful card on offer",
    "adv.why.would_end": "moving your {color} figure would cross the fifth bridge and end the expedition now",
    "adv.why.keep": "no move is worth more than keeping things as they are",
}
ADVICE_JA = {
    "adv.label": "{color} {frm} → {to}",
    "adv.moves": "{color}の{kind}が{frm}から{to}へ進みます（{gain}点）",
    "adv.then": "。",
    "adv.and": "。",
    "adv.stop": "。",
    "adv.or": "か",
    "adv.eff.end": "5つ目の橋を渡るので、探検はすぐに終わります",
    "adv.eff.cross": "橋を渡ります（{n}/5）",
    "adv.eff.art": "彫像タイルを獲得します",
    "adv.eff.arrow": "1歩進むタイルに止まります（自分の駒をもう1歩進められます）",
    "adv.eff.vp": "{n}ポイントタイルの得点を得ます",
    "adv.eff.bonus": "遺跡に到達します（自分の他の駒を1歩進められます）",
    "adv.eff.city": "遺跡に到達します",
    "adv.play": "自分の{color}の道に出すと：",
    "adv.cannot": "今は自分の{color}の場に出せません。",
    "adv.city_bonus": "駒は遺跡にいるので、自分の他の駒を1つ1歩進められます",
    "adv.city_nothing": "駒はすでに遺跡にいるので、何も進みません",
    "adv.start": "{color}の道を{who}で始めます",
    "adv.start.adv": "探検家（-20）",
    "adv.start.res": "調査員（-40、得点は2倍）",
    "adv.held": "手元にほかの{color}のカードが{n}枚あります（{values}）",
    "adv.held_none": "ほかの{color}のカードはまだ持っていません",
    "adv.sep": "。",
    "adv.but": "。",
    "adv.discard_line": "または{color}の捨て札に捨てます",
    "adv.feeds": "（{names}が使えるカードです）",
    "adv.arrow_name": "1歩進むタイル",
    "adv.bonus_name": "遺跡到達ボーナス",
    "adv.hint.play": "{card}を自分の{color}の道に出しましょう。",
    "adv.hint.start": "{card}を出して、{color}の道を{who}で始めましょう",
    "adv.hint.discard": "{card}を捨て札にしましょう。",
    "adv.hint.deck": "山札から補充しましょう。",
    "adv.hint.take": "{color}の捨て札から{card}を取りましょう。",
    "adv.hint.move": "{what}を使いましょう。",
    "adv.hint.pass": "{what}はパスしましょう。",
    "adv.why.dead": "もう自分の{color}の場には出せません。",
    "adv.why.few": "ほかの{color}のカードは{n}枚だけで、-20から道を始めるには少なすぎます",
    "adv.why.none": "ほかの{color}のカードがなく、-20から道を始めるには少なすぎます",
    "adv.why.skip": "今出すと、手元の小さい{color}のカード（{values}）が出せなくなります",
    "adv.why.least": "今いちばん必要のないカードです",
    "adv.nobody": "ほかのプレイヤーも使えません",
    "adv.why.feeds": "ただし{names}が使えるカードです",
    "adv.why.no_fit": "捨て札の一番上のカードはどれも自分の道に合いません",
    "adv.why.unknown": "{cards}より新しいカードの方が役に立ちそうです",
    "adv.why.fits": "自分の{color}の場に出せます。",
    "adv.why.joins": "手元の{color}のカード{n}枚（{values}）と一緒に使えます",
    "adv.why.deny": "{names}が使えるカードを渡さずにすみます",
    "adv.why.best_offer": "取れるカードの中でいちばん役に立ちます",
    "adv.why.would_end": "{color}の駒を進めると5つ目の橋を渡り、探検が今終わってしまいます",
    "adv.why.keep": "今は駒を進めない方が良さそうです",
}

i18n.register("lost_cities", {"en": ADVICE_EN, "ja": ADVICE_JA})


# -- the guided first game (lesson.py): the coach's words ------------------------------------
LESSON_EN = {
    "lesson.goal.title": "A short expedition",
    "lesson.goal": (
        "Each card moves your figure one step along its colour's path. The first three steps cost "
        "points, later ones earn more and more. More points at the end wins. On the spaces, a blue arrow gives "
        "one more step, a number (5, 10, 15) is VP at once, a gold idol is an artifact tile. Point at any space "
        "to read it."
    ),
    "lesson.turn.title": "Your turn",
    "lesson.turn": "These are your 8 cards. Each turn, play or discard one, then draw one.",
    "lesson.researcher.title": "Start a path",
    "lesson.researcher": (
        "A colour's first card starts its path. The slot's right half sends your researcher (the big figure), "
        "the left half an adventurer. Drag green 0 onto the glowing right half: the researcher scores double, "
        "so give it your strongest colour (green 0, 7, 8). Then draw: "
        "drag the top supply card (face down) into your hand, or click it."
    ),
    "lesson.partner.title": "Your opponent",
    "lesson.partner": (
        "Your opponent plays the same way on the same board. Their panel shows how many cards they hold, "
        "their points and the cards they have played, the last one in bold (once there are many, point at "
        "\"…\" to see them all)."
    ),
    "lesson.rising.title": "Always upwards",
    "lesson.rising": (
        "Each further card moves that figure one step and must be equal to or higher than your last card of "
        "that colour; gaps are fine. Drag green 7 onto the green path, then draw."
    ),
    "lesson.vp.title": "VP tiles",
    "lesson.vp": (
        "Green 8 lands on a 10-VP tile: 10 VP at once. The tile stays: every later figure that lands there scores "
        "it too. The researcher doubles only the space it ends on, never a VP tile. Play it, then draw."
    ),
    "lesson.adventurer.title": "A second path",
    "lesson.adventurer": (
        "Your other four figures are adventurers (the small ones): the left half of a slot sends one. Start "
        "brown with brown 1 on the left half of the brown slot: starting low keeps more brown cards playable."
    ),
    "lesson.take.title": "Taking a discard",
    "lesson.take": (
        "Your opponent discarded green 10. Instead of the supply, you may take a discard pile's top card: drag "
        "green 10 into your hand."
    ),
    "lesson.arrow.title": "Advance 1",
    "lesson.arrow": (
        "Play green 10: your researcher lands on Advance 1, which moves one of your figures one more step. "
        "Click your green researcher, then draw."
    ),
    "lesson.equal": "Equal values are fine: play your second brown 1, then draw.",
    "lesson.statue.title": "Artifact tiles",
    "lesson.statue": (
        "Brown 2 lands on an artifact tile: you take it. At the end, artifact tiles become artifact chips: "
        "few cost points, more earn points. Play it, then draw."
    ),
    "lesson.onward": "Keep brown going: play 5, the other 5 (another artifact tile), then 6, drawing after each.",
    "lesson.bridge.title": "The bridges",
    "lesson.bridge": (
        "Each path has a bridge after step 6. This counter shows how many figures, both players', "
        "have crossed; the fifth crossing ends the expedition at once."
    ),
    "lesson.cross": (
        "Play brown 9: your adventurer crosses onto Advance 1. Move green: another Advance 1. Move green "
        "again: your researcher crosses (30, doubled!) onto a 10-VP tile. Then draw."
    ),
    "lesson.third": (
        "Start yellow with yellow 0 and an adventurer, then draw. It begins on minus points, but yellow's "
        "Advance 1 tiles carry it."
    ),
    "lesson.yellow": (
        "Yellow 3 and 5 each land on Advance 1: use both steps on yellow (your opponent took its artifact tile). "
        "Draw after each."
    ),
    "lesson.discard.title": "Discarding",
    "lesson.discard": (
        "Brown 8 can never follow your brown 9: drop it on the brown discard pile at the row's end, then "
        "draw."
    ),
    "lesson.last": "Play yellow 8, to the step before the bridge, then draw.",
    "lesson.end.title": "The end of the expedition",
    "lesson.end": (
        "Four figures have crossed. Play yellow 9: the fifth crossing ends the expedition at once, without a "
        "draw."
    ),
    "lesson.score.title": "Scoring",
    "lesson.score": (
        "Each figure scores its space: your three stand on 30, and the researcher doubles its 30 to 60. Your "
        "20 VP from tiles already count; unstarted paths cost nothing. 2 artifact chips give +10 here. Well "
        "done! A full game has three expeditions."
    ),
}

LESSON_JA = {
    "lesson.goal.title": "短い探検",
    "lesson.goal": (
        "カードを出すと、その色の道で自分の駒が1歩進みます。最初の3マスはマイナス点、先へ進むほど高得点。"
        "探検の終わりに得点の多い方が勝ちです。マスの上の青い矢印はもう1歩、数字（5・10・15）はすぐもらえる"
        "ポイント、金色の像は彫像タイルです。マスを指すと説明が出ます。"
    ),
    "lesson.turn.title": "手番",
    "lesson.turn": "これがあなたの手札8枚です。手番では1枚出すか捨てて、1枚補充します。",
    "lesson.researcher.title": "道を始める",
    "lesson.researcher": (
        "色の最初のカードで、その道を始めます。枠の右半分に出すと調査員（大きい駒）、左半分なら探検家が出発します。"
        "緑の0を緑の枠の光る右半分へドラッグして、調査員を出発させましょう。"
        "調査員は得点2倍なので、いちばん多い色（緑の0・7・8）に使います。そのあと山札（裏向きの束）の上の"
        "カードを手札へドラッグして補充します（クリックでも可）。"
    ),
    "lesson.partner.title": "相手",
    "lesson.partner": (
        "相手も同じ盤で同じように手番を行います。このパネルに相手の手札の枚数、得点、出したカード"
        "（太字が最後の1枚。多くなったら「…」を指すと全部見られます）が出ます。"
    ),
    "lesson.rising.title": "数字は上へ",
    "lesson.rising": (
        "2枚目からは、出すたびにその色の駒が1歩進みます。出せるのは場の最後のカードと同じか大きい数字だけ"
        "（飛ばしてもよい）。緑の7を緑の道へ出して、補充しましょう。"
    ),
    "lesson.vp.title": "ポイントタイル",
    "lesson.vp": (
        "緑の8で調査員が10ポイントタイルに止まり、すぐ10ポイント獲得。タイルは残り、あとから止まる駒も得点します。"
        "調査員で2倍になるのはマスの点だけで、ポイントタイルは2倍になりません。出して補充しましょう。"
    ),
    "lesson.adventurer.title": "2本目の道",
    "lesson.adventurer": (
        "残りの駒は探検家4人（小さい駒）です。枠の左半分に出すと探検家が出発します。茶の1を茶の枠の左半分に出して、"
        "茶の道を始めましょう。小さい数字から始めると、"
        "ほかの茶のカードが生きます。"
    ),
    "lesson.take.title": "捨て札から取る",
    "lesson.take": (
        "相手が緑の10を捨てました。山札の代わりに捨て札の山のいちばん上を取れます。"
        "緑の10を手札へドラッグしましょう。"
    ),
    "lesson.arrow.title": "1歩進むタイル",
    "lesson.arrow": (
        "緑の10を出すと、調査員が1歩進むタイルに止まり、自分の駒を1つさらに1歩進められます。"
        "緑の調査員をクリックして、補充しましょう。"
    ),
    "lesson.equal": "同じ数字も出せます。2枚目の茶の1を出して、補充しましょう。",
    "lesson.statue.title": "彫像タイル",
    "lesson.statue": (
        "茶の2で探検家が彫像タイルに止まり、それを取ります。彫像タイルは終わりに彫像チップになり、"
        "少ないとマイナス、多いとプラス。出して補充しましょう。"
    ),
    "lesson.onward": "茶を進めましょう。5、もう1枚の5（また彫像タイル）、6の順に出し、そのつど補充します。",
    "lesson.bridge.title": "橋",
    "lesson.bridge": (
        "どの道も6マス目と7マス目の間に橋があります。ここに両者の駒がいくつ渡ったかが出ます。"
        "5つ目が渡ると探検はすぐ終わります。"
    ),
    "lesson.cross": (
        "茶の9で探検家が橋を渡り、1歩進むタイルへ。緑を進めるとまた1歩進むタイル。"
        "もう一度緑を進めると調査員が橋を渡り（30点が2倍！）、10ポイントタイルも獲得。最後に補充します。"
    ),
    "lesson.third": "黄の0と探検家で黄の道を始め、補充しましょう。最初はマイナス点でも、黄の1歩進むタイルが後押しします。",
    "lesson.yellow": (
        "黄の3と黄の5はどちらも1歩進むタイルに止まります。その1歩で黄の探検家を進めましょう"
        "（先の彫像タイルは相手が取り済み）。手番ごとに補充します。"
    ),
    "lesson.discard.title": "捨て札にする",
    "lesson.discard": "茶は9まで出したので、茶の8はもう出せません。茶の道の右端の捨て札に捨てて、補充しましょう。",
    "lesson.last": "黄の8を出して橋の手前まで進み、補充しましょう。",
    "lesson.end.title": "探検の終わり",
    "lesson.end": "もう4つの駒が橋を渡りました。黄の9で5つ目が渡り、探検はすぐ終わります（補充なし）。",
    "lesson.score.title": "得点計算",
    "lesson.score": (
        "駒は止まったマスの点を得ます。あなたの3つの駒は30点、調査員は2倍の60点。"
        "ポイントタイルの20点は加算済み、始めなかった道は0点。彫像チップ2枚で+10点。"
        "おつかれさまでした！通常のゲームは探検3回です。"
    ),
}

i18n.register("lost_cities", {"en": LESSON_EN, "ja": LESSON_JA})
