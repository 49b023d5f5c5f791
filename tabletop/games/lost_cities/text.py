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
    "score.artifacts": "Chip points",
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
    "score.artifacts": "チップの得点",
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
    "score.chips": "Artifact chips",
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
    "score.chips": "彫像チップ",
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
        "Five paths lead to five lost cities. Your cards move your figures along them, one step at a time. "
        "The first three steps cost points; further on, every step is worth more. Whoever has more points "
        "when this expedition ends wins. The squares on some spaces are tiles: a blue arrow moves a figure "
        "one more step, a number (5, 10, 15) is VP scored at once, a gold one with a little idol is an artifact tile. "
        "Point at any space to read it."
    ),
    "lesson.turn.title": "Your turn",
    "lesson.turn": (
        "These are your 8 cards. On your turn, play one card (or discard it), then draw one, so you always "
        "hold 8 again."
    ),
    "lesson.researcher.title": "Start a path",
    "lesson.researcher": (
        "The first card of a colour starts its path. Drag green 0 onto the glowing right half of the green "
        "slot: your researcher sets out. The researcher scores double, so give it the colour you hold most "
        "of: green 0, 7 and 8."
    ),
    "lesson.draw": (
        "Now draw back up to 8 cards: drag the top card of the supply (the face-down stack) into your hand. "
        "A click on the supply draws too."
    ),
    "lesson.partner": (
        "Your partner plays the same way on the same board. Their panel shows their hand, points and, per "
        "colour, the cards they played: the last one in bold, \"…\" for the earlier ones (point at it to see "
        "them all). Their figures walk the paths beside yours. Click Next and watch their turn."
    ),
    "lesson.rising.title": "Always upwards",
    "lesson.rising": (
        "Each further card of a colour moves that figure one step. It must be equal to or higher than the "
        "last card of your pile; skipping values is fine. Drag green 7 onto the green path, then draw."
    ),
    "lesson.vp.title": "VP tiles",
    "lesson.vp": (
        "Green 8 takes your researcher onto a 10-VP tile: you score 10 at once. Only the space a figure ends "
        "on counts double for the researcher, never a VP tile; the tile stays on the board. Play it, then draw."
    ),
    "lesson.adventurer.title": "A second path",
    "lesson.adventurer": (
        "You also lead four adventurers. Start brown with brown 1 and an adventurer (the left half of the "
        "brown slot). Starting low keeps your other brown cards playable."
    ),
    "lesson.take.title": "Taking a discard",
    "lesson.take": (
        "Your partner threw away green 10. Instead of the supply, you may take the top card of any discard "
        "pile: drag green 10 into your hand."
    ),
    "lesson.arrow.title": "Advance 1",
    "lesson.arrow": "Play green 10: your researcher steps onto an Advance 1 tile.",
    "lesson.arrow_move": (
        "Advance 1 lets you move one of your figures one more step. Click your green researcher, then draw."
    ),
    "lesson.equal": "An equal value is allowed too: play your second brown 1 on brown, then draw.",
    "lesson.statue.title": "Artifact tiles",
    "lesson.statue": (
        "Brown 2 takes your adventurer onto an artifact tile: you take it and the space stays empty. At the end "
        "artifact tiles turn into artifact chips: a few cost points, more of them earn points. Play it, then draw."
    ),
    "lesson.onward": (
        "Keep brown going: play 5, then the other 5 (one more artifact tile), then 6, and draw after each card."
    ),
    "lesson.bridge.title": "The bridges",
    "lesson.bridge": (
        "Every path has a bridge between steps 6 and 7. This counter shows how many figures, yours and your "
        "partner's, have crossed one. When the fifth figure crosses, the expedition ends at once."
    ),
    "lesson.cross": (
        "Play brown 9: skipping values is fine, and the figure still moves one step. It crosses the bridge "
        "and lands on Advance 1."
    ),
    "lesson.chain": "Move green: your researcher lands on another Advance 1 tile.",
    "lesson.chain2": (
        "Move green again: the researcher crosses its bridge (30 points, doubled!) and takes a 10-VP "
        "tile. Then draw."
    ),
    "lesson.third": (
        "Start yellow with yellow 0 and another adventurer. It begins on minus points, but the Advance 1 "
        "tiles on yellow will carry it along. Then draw."
    ),
    "lesson.yellow": (
        "Yellow 3 and yellow 5 both land on Advance 1: use each step on yellow itself. The artifact tile there is "
        "gone: your partner took it. Draw after each turn."
    ),
    "lesson.discard.title": "Discarding",
    "lesson.discard": (
        "Your brown pile ends with 9, so brown 8 can never go there. Drop it on the brown discard pile at the "
        "end of the brown row, then draw."
    ),
    "lesson.last": "Yellow 8 takes your adventurer to the last step before the bridge. Play it, then draw.",
    "lesson.end.title": "The end of the expedition",
    "lesson.end": (
        "Four figures have crossed. Play yellow 9: yours is the fifth, and the expedition ends at once, "
        "without a draw."
    ),
    "lesson.score.title": "Scoring",
    "lesson.score": (
        "Each figure scores the points of its space: your three stand on 30, and the researcher doubles its "
        "30 to 60. The 20 points of your VP tiles were already counted. A path you never started costs nothing."
    ),
    "lesson.statues": (
        "Your 2 artifact tiles become artifact chips: in this short game 2 chips give +10, none would cost 20. Well done, "
        "you have led your first expedition! A full game has three."
    ),
}

LESSON_JA = {
    "lesson.goal.title": "短い探検",
    "lesson.goal": (
        "5本の道が5つの遺跡へ続いています。カードを出して、自分の駒を1歩ずつ進めます。最初の3マスはマイナス点、"
        "その先は進むほど点が大きくなります。この探検が終わった時に、得点の多い方が勝ちです。マスの上の小さな"
        "四角はタイルです。青い矢印は駒をもう1歩進め、数字（5・10・15）はすぐにもらえるポイント、金色に像の絵は"
        "彫像タイルです。マスを指すと説明が出ます。"
    ),
    "lesson.turn.title": "手番",
    "lesson.turn": "これがあなたの手札8枚です。手番では、カードを1枚出すか捨ててから、1枚補充して8枚に戻します。",
    "lesson.researcher.title": "道を始める",
    "lesson.researcher": (
        "ある色の最初のカードで、その色の道を始めます。緑の0を、緑の枠の光っている右半分へドラッグしましょう。"
        "調査員が出発します。調査員の得点は2倍なので、いちばん多く持っている色（緑の0・7・8）に使います。"
    ),
    "lesson.draw": "山札（裏向きの束）のいちばん上のカードを手札へドラッグして、8枚に戻しましょう。山札をクリックしても引けます。",
    "lesson.partner": (
        "相手も同じ盤で同じように遊びます。このパネルには相手の手札と得点、色ごとに出したカードが出ます（太字が"
        "最後のカード、「…」はそれより前のカード。指すと全部見られます）。駒はあなたの駒と並んで道を進みます。"
        "「次へ」を押して、相手の手番を見ましょう。"
    ),
    "lesson.rising.title": "数字は上へ",
    "lesson.rising": (
        "同じ色の2枚目からは、出すたびにその色の駒が1歩進みます。出せるのは、その色の場の最後のカードと同じか"
        "大きい数字だけです。数字は飛ばしてもかまいません。緑の7を緑の道へドラッグして、補充しましょう。"
    ),
    "lesson.vp.title": "ポイントタイル",
    "lesson.vp": (
        "緑の8で調査員が10ポイントタイルに止まり、すぐに10ポイント獲得します。調査員で2倍になるのは止まっているマスの点だけで、ポイントタイルは2倍になりません。"
        "タイルは盤に残ります。出したら補充しましょう。"
    ),
    "lesson.adventurer.title": "2本目の道",
    "lesson.adventurer": (
        "探検家も4人います。茶の1と探検家で茶の道を始めましょう（茶の枠の左半分）。"
        "小さい数字から始めれば、ほかの茶のカードもむだになりません。"
    ),
    "lesson.take.title": "捨て札から取る",
    "lesson.take": (
        "相手が緑の10を捨てました。山札の代わりに、捨て札の山のいちばん上のカードを取ることもできます。"
        "緑の10を手札へドラッグしましょう。"
    ),
    "lesson.arrow.title": "1歩進むタイル",
    "lesson.arrow": "緑の10を出しましょう。調査員が1歩進むタイルに止まります。",
    "lesson.arrow_move": "1歩進むタイルでは、自分の駒を1つ、さらに1歩進められます。緑の調査員をクリックして、補充しましょう。",
    "lesson.equal": "同じ数字も出せます。2枚目の茶の1を茶の道に出して、補充しましょう。",
    "lesson.statue.title": "彫像タイル",
    "lesson.statue": (
        "茶の2で探検家が彫像タイルに止まります。彫像タイルを取ると、そのマスは空になります。探検の終わりに彫像タイルは"
        "彫像チップになり、少ないとマイナス、たくさんあるとプラスです。出したら補充しましょう。"
    ),
    "lesson.onward": "茶をどんどん進めましょう。5、もう1枚の5（また彫像タイル）、6の順に出し、そのつど補充します。",
    "lesson.bridge.title": "橋",
    "lesson.bridge": (
        "どの道にも、6マス目と7マス目の間に橋があります。ここには、あなたと相手の駒が合わせていくつ橋を"
        "渡ったかが出ます。5つ目の駒が橋を渡ると、探検はすぐに終わります。"
    ),
    "lesson.cross": "茶の9を出しましょう。数字を飛ばしても、駒は1歩だけ進みます。探検家が橋を渡り、1歩進むタイルに止まります。",
    "lesson.chain": "緑を進めましょう。調査員がまた1歩進むタイルに止まります。",
    "lesson.chain2": "もう一度緑を進めます。調査員が橋を渡り（30点が2倍！）、10ポイントタイルも獲得します。そのあと補充しましょう。",
    "lesson.third": (
        "黄の0と探検家で黄の道を始めましょう。最初はマイナス点ですが、黄の道の1歩進むタイルが後押しして"
        "くれます。そのあと補充しましょう。"
    ),
    "lesson.yellow": (
        "黄の3と黄の5は、どちらも1歩進むタイルに止まります。その1歩で黄の探検家自身を進めましょう。"
        "その先の彫像タイルは相手がもう取っています。手番ごとに補充します。"
    ),
    "lesson.discard.title": "捨て札にする",
    "lesson.discard": "茶の場は9で終わっているので、茶の8はもう出せません。茶の道の右端にある茶の捨て札に捨てて、補充しましょう。",
    "lesson.last": "黄の8で探検家は橋の手前まで進みます。出したら補充しましょう。",
    "lesson.end.title": "探検の終わり",
    "lesson.end": "もう4つの駒が橋を渡りました。黄の9を出すと5つ目になり、探検はすぐに終わります（補充はしません）。",
    "lesson.score.title": "得点計算",
    "lesson.score": (
        "駒は止まっているマスの点を得ます。あなたの3つの駒はどれも30点のマスにいて、調査員は2倍の60点です。"
        "ポイントタイルの20ポイントはもう入っています。始めなかった道は0点です。"
    ),
    "lesson.statues": (
        "彫像タイル2枚は彫像チップになり、短時間ゲームでは2枚で+10点です（0枚なら-20点）。初めての探検、おつかれさまでした！"
        "通常のゲームでは探検を3回行います。"
    ),
}

i18n.register("lost_cities", {"en": LESSON_EN, "ja": LESSON_JA})
