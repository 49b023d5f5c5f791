"""Text catalog of Pyramid Raiders (奪寶天兵), English and Japanese (the rulebook's terms)."""

from tabletop.engine import i18n

from .data import (
    CHARACTERS_EN, CHARACTERS_JA, ITEMS, ITEM_EN, ITEM_JA, RECONSTRUCTED, TOKEN_EN, TOKEN_IDS, TOKEN_JA,
)

#: number of rules-summary sections (rules.<k>.title / rules.<k>.body, k = 1..)
RULES_SECTIONS = 9
#: summary section -> the keys of data.RECONSTRUCTED it describes (flagged when any is present)
SECTION_RULES = {
    1: ("tie_equal_curses",),
    2: ("board", "layout", "token_fill", "treasure_names", "random_layout", "start_player_ties"),
    3: ("action_cards", "card_icons", "order_after_move", "icons_with_items"),
    4: ("exact_length_fallback", "zero_step_move", "back_step", "push_chooser", "push_chain"),
    5: ("turn_tile_start",),
    6: ("markers", "die_facing", "look_timing", "tie_rule", "decoy_sight"),
    7: ("curse_supply",),
    8: ("spring_boots", "diving_helmet", "power_gloves", "decoy_placement", "magic_hands_range",
        "teleport_door", "rocket_noticed", "snaking_box", "big_magnets", "magic_hands_no_token",
        "decoy_after_defeat"),
    9: ("seven_of_a_type", "zero_types", "holdings"),
}
RECONSTRUCTED_SECTIONS = frozenset(k for k, keys in SECTION_RULES.items()
                                   if any(key in RECONSTRUCTED for key in keys))

EN = {
    "title": "Pyramid Raiders",
    "decoy": "the decoy",
    "guardian": "Guardian",
    "option.sight_marker": "Sight marker",
    "option.sight_marker.help": ("The guardian's three sight lines: #1 front, front-left and front-right (recommended "
                                 "for first games); #2 front, back-left and back-right; #3 front, front-right and back."),
    "option.sight_marker.1": "#1 front + front sides",
    "option.sight_marker.2": "#2 front + back sides",
    "option.sight_marker.3": "#3 front, front-right, back",
    "option.obstacle_layout": "Obstacles",
    "option.obstacle_layout.help": "The fixed symmetric layout, or 6 pillars and 6 puddles placed at random.",
    "option.obstacle_layout.fixed": "Fixed layout",
    "option.obstacle_layout.random": "Random layout",
    "option.turn_tile_start": "Turn tile at start",
    "option.turn_tile_start.help": "Which side of the turn tile is up at the start.",
    "option.turn_tile_start.cw": "Clockwise",
    "option.turn_tile_start.ccw": "Counter-clockwise",
    "option.start_player": "Start player",
    "option.start_player.help": "Roll the die for the start player, or let the player in seat 1 start.",
    "option.start_player.die_roll": "Die roll",
    "option.start_player.seat0": "Seat 1",
    "dir.NE": "the upper right", "dir.E": "the right", "dir.SE": "the lower right",
    "dir.SW": "the lower left", "dir.W": "the left", "dir.NW": "the upper left",
    "cell": "{what} {where}",
    "what.token": "the {token}", "what.puddle": "the puddle", "what.pillar": "the pillar",
    "what.empty": "an empty cell",
    "where.centre": "in the centre",
    "where.corner": "in the {corner} corner",
    "where.edge_end": "at the {end} end of the {side} edge",
    "edge_end.left": "left", "edge_end.right": "right", "edge_end.upper": "upper", "edge_end.lower": "lower",
    "where.edge_mid": "in the middle of the {side} edge",
    "where.near_centre": "next to the centre, on its {region} side",
    "where.part": "in the {region} part",
    "corner.top_left": "top-left", "corner.top_right": "top-right", "corner.right": "right",
    "corner.bottom_right": "bottom-right", "corner.bottom_left": "bottom-left", "corner.left": "left",
    "side.top": "top", "side.upper_right": "upper-right", "side.lower_right": "lower-right",
    "side.bottom": "bottom", "side.lower_left": "lower-left", "side.upper_left": "upper-left",
    "region.right": "right", "region.lower_right": "lower right", "region.bottom": "bottom",
    "region.lower_left": "lower left", "region.left": "left", "region.upper_left": "upper left",
    "region.top": "top", "region.upper_right": "upper right",
    "tile.cw": "clockwise", "tile.ccw": "counter-clockwise",
    "act.commit": "commits an action card face down.",
    "act.entry": "enters the tomb on {cell}.",
    "act.return": "returns on {cell}.",
    "act.mode.walk": "walks.",
    "act.mode.teleport": "opens the Teleport Door.",
    "act.mode.magic": "reaches out with the Magic Hands.",
    "act.step": "steps to {cell}.",
    "act.step_push": "steps to {cell}, pushing {piece}.",
    "act.push": "pushes {piece} to {cell}.",
    "act.tele": "teleports to {cell} and takes it.",
    "act.tele_empty": "teleports to {cell}.",
    "act.grab": "grabs {cell} with the Magic Hands.",
    "act.take": "takes {cell}.",
    "act.take_none": "takes nothing.",
    "act.decoy": "places the decoy at {cell}.",
    "act.nodecoy": "keeps the decoy.",
    "act.face": "turns the guardian toward {dir}.",
    "act.flip": "flips the turn tile.",
    "act.keep": "leaves the turn tile as it is.",
    "prompt.entry": "Place your raider on a free edge cell.",
    "prompt.return": "You were defeated: return on a free edge cell.",
    "prompt.commit": "Choose an action card face down.",
    "prompt.mode": "Walk, or use your item?",
    "prompt.step": "Move: {left} of {total} steps left. Choose the next cell.",
    "prompt.push": "Choose where {piece} is pushed.",
    "prompt.tele": "Choose a cell to teleport to.",
    "prompt.grab": "Choose a token to grab with the Magic Hands.",
    "prompt.take": "Big Magnets: take the token here or one next to you.",
    "prompt.decoy": "Place the decoy on a cell you passed, or keep it.",
    "prompt.face": "Card 1: choose the guardian's facing.",
    "prompt.flip": "Card 2: flip the turn tile?",
    "prompt.over": "The game is over.",
    "why.not_your_turn": "It is not your turn.",
    "why.exact": "A move must use exactly all its steps.",
    "why.back": "You cannot step straight back to the cell you just left.",
    "why.blocked": "Pillars, puddles and the guardian's cell cannot be entered.",
    "why.push": "That push cannot be resolved.",
    "score.sets": "Sets of one kind",
    "score.row.kinds": "Kinds ({n})",
    "score.row.scrolls": "Scrolls ({n})",
    "score.row.curses": "Curses ({n})",
    "score.pt": "{n} pt",
    "score.pts": "{n} pts",
    "score.variety": "Variety",
    "score.scrolls": "Scrolls",
    "score.curses": "Curses",
    "score.total": "Total",
    "guard.look": "looks",
    "guard.turn": "turns toward the nearest raider",
    "guard.tie": "two raiders at the same distance: no turn",
    "guard.blocked": "blocked: turns by the tile",
    "guard.defeat": "defeats {piece}",
    "guard.remove": "removes {token}",
    "act.guardian": "Then the guardian walks {steps} steps.",
    "act.guardian.caught": " It catches {pieces}!",
    "rules.1.title": "Goal",
    "rules.1.body": (
        "Raiders collect treasures in a tomb while dodging its guardian. After 15/11/9/7 rounds "
        "(3/4/5/6 players) the highest score wins; on a tie, fewer curses wins, and with equal curses "
        "too the tied players share the win."),
    "rules.2.title": "Board and setup",
    "rules.2.body": (
        "A hexagonal board of 61 cells with 6 pillars and 6 puddles. Scrolls lie on the 6 corners and "
        "the centre; the 42 treasures (6 kinds x 7) fill every other open cell. The guardian starts on "
        "the centre facing a die roll. Each player gets one item card face up. The highest die roll "
        "starts (players tied for it roll again); from the start player's right, each raider enters on a free edge cell (no token taken)."),
    "rules.3.title": "Action cards",
    "rules.3.body": (
        "Each round everyone secretly picks one of their cards 1-5. Played cards stay face up until all "
        "five are used, then all come back. In turn order each player reveals the card and moves exactly "
        "that many steps. Card 1 lets you turn the guardian, card 2 lets you flip the turn tile, cards 4 "
        "and 5 give the guardian +1 and +2 steps this round. After moving you take the token, then place "
        "the decoy, then use the card's icon; icons count even after a teleport or the Magic Hands."),
    "rules.4.title": "Moving and pushing",
    "rules.4.body": (
        "Each step goes to an adjacent cell: not a pillar, puddle or the guardian's cell, and never straight "
        "back to the cell you just left. A raider or decoy in the way is pushed to an adjacent cell you "
        "choose (not back where you came from, not a cell already entered in this step); pushes can chain. "
        "If no move of exactly N steps exists, the longest possible shorter move is made. "
        "Take the token on the cell where you stop."),
    "rules.5.title": "Turn tile",
    "rules.5.body": (
        "The turn tile shows clockwise or counter-clockwise; a blocked guardian turns 60 degrees at a time "
        "that way. It is also the start-player tile and passes clockwise each round, keeping its side. It "
        "starts clockwise side up (a new-game option)."),
    "rules.6.title": "The guardian",
    "rules.6.body": (
        "The guardian walks die + bonus steps. Before each step it looks along its three sight lines "
        "(pillars block sight; puddles, raiders and the decoy do not). It turns toward the nearest raider seen; two at the same nearest distance "
        "mean no turn. If a pillar or the board edge is in front, it turns by the tile until free; it walks through "
        "puddles. "
        "At the end it removes the token under it."),
    "rules.7.title": "Defeat and return",
    "rules.7.body": (
        "A raider whose cell the guardian enters is defeated: off the board and one curse. In the return "
        "phase defeated raiders, from the start player counter-clockwise, re-enter on a free edge cell. "
        "Curses never run out."),
    "rules.8.title": "Items",
    "rules.8.body": (
        "Lucky Charm: no curse on a die 6. Big Magnets: with cards 1-3 take an adjacent token instead. "
        "Spring Boots: jump over pillars. Diving Helmet: enter and warp between puddles. Rocket Shoes: "
        "+1 step, but the guardian gets +2 when it notices you. Snaking Box: unseen at distance 4+. "
        "Teleport Door: with card 5 go to any empty cell. Power Gloves: push 2 cells. Decoy Doll: with "
        "card 4 leave the decoy on a passed cell; a decoy the guardian catches goes back to its holder. Magic "
        "Hands: take a token in range without moving (offered only when a token is in range)."),
    "rules.9.title": "Scoring",
    "rules.9.body": (
        "Each treasure kind: 2/3/4/5/6/7 of it score 2/4/7/11/16/22. Kinds held: 2-6 kinds score 1-5. "
        "Each scroll scores the kinds points again. Each curse is -2; no curse at all is +3. Everyone's "
        "treasures, scrolls and curses lie open for all to see."),
}

JA = {
    "title": "奪寶天兵 ピラミッドレイダース",
    "decoy": "おとり人形",
    "guardian": "ガーディアン",
    "option.sight_marker": "視線マーク",
    "option.sight_marker.help": ("ガーディアンの3本の視線。1番：正面・左前・右前（はじめてのプレイにお勧め）、"
                                 "2番：正面・左後ろ・右後ろ、3番：正面・右前・後ろ。"),
    "option.sight_marker.1": "1番 正面・左前・右前",
    "option.sight_marker.2": "2番 正面・左後ろ・右後ろ",
    "option.sight_marker.3": "3番 正面・右前・後ろ",
    "option.obstacle_layout": "障害物",
    "option.obstacle_layout.help": "固定の対称配置か、柱6個と水溜り6個のランダム配置か。",
    "option.obstacle_layout.fixed": "固定配置",
    "option.obstacle_layout.random": "ランダム配置",
    "option.turn_tile_start": "転向タイルの初期面",
    "option.turn_tile_start.help": "ゲーム開始時の転向タイルの向き。",
    "option.turn_tile_start.cw": "時計回り",
    "option.turn_tile_start.ccw": "反時計回り",
    "option.start_player": "スタートプレイヤー",
    "option.start_player.help": "サイコロでスタートプレイヤーを決めるか、席1のプレイヤーから始めるか。",
    "option.start_player.die_roll": "サイコロ",
    "option.start_player.seat0": "席1",
    "dir.NE": "右上", "dir.E": "右", "dir.SE": "右下",
    "dir.SW": "左下", "dir.W": "左", "dir.NW": "左上",
    "cell": "{where}の{what}",
    "what.token": "{token}", "what.puddle": "水溜り", "what.pillar": "柱",
    "what.empty": "空きマス",
    "where.centre": "中央",
    "where.corner": "{corner}の隅",
    "where.edge_end": "{side}辺の{end}端",
    "edge_end.left": "左", "edge_end.right": "右", "edge_end.upper": "上", "edge_end.lower": "下",
    "where.edge_mid": "{side}辺の真ん中",
    "where.near_centre": "中央のすぐ{region}",
    "where.part": "{region}のほう",
    "corner.top_left": "左上", "corner.top_right": "右上", "corner.right": "右",
    "corner.bottom_right": "右下", "corner.bottom_left": "左下", "corner.left": "左",
    "side.top": "上", "side.upper_right": "右上", "side.lower_right": "右下",
    "side.bottom": "下", "side.lower_left": "左下", "side.upper_left": "左上",
    "region.right": "右", "region.lower_right": "右下", "region.bottom": "下",
    "region.lower_left": "左下", "region.left": "左", "region.upper_left": "左上",
    "region.top": "上", "region.upper_right": "右上",
    "tile.cw": "時計回り", "tile.ccw": "反時計回り",
    "act.commit": "アクションカードを裏向きに置きました。",
    "act.entry": "{cell}から遺跡に入りました。",
    "act.return": "{cell}に復帰しました。",
    "act.mode.walk": "歩いて移動します。",
    "act.mode.teleport": "どこでもドアを使います。",
    "act.mode.magic": "マジックハンドを使います。",
    "act.step": "{cell}へ移動しました。",
    "act.step_push": "{cell}へ移動し、{piece}を突き飛ばします。",
    "act.push": "{piece}を{cell}へ突き飛ばしました。",
    "act.tele": "{cell}へテレポートし、それを取りました。",
    "act.tele_empty": "{cell}へテレポートしました。",
    "act.grab": "{cell}をマジックハンドで取りました。",
    "act.take": "{cell}を取りました。",
    "act.take_none": "何も取りませんでした。",
    "act.decoy": "{cell}におとり人形を置きました。",
    "act.nodecoy": "おとり人形を置きませんでした。",
    "act.face": "ガーディアンを{dir}に向けました。",
    "act.flip": "転向タイルを反転しました。",
    "act.keep": "転向タイルをそのままにしました。",
    "prompt.entry": "マップ周辺の空いているマスにコマを置いてください。",
    "prompt.return": "撃退されました。マップ周辺の空いているマスに復帰してください。",
    "prompt.commit": "アクションカードを1枚、裏向きに選んでください。",
    "prompt.mode": "歩いて移動しますか、アイテムを使いますか？",
    "prompt.step": "移動：残り{left}歩（全{total}歩）。次のマスを選んでください。",
    "prompt.push": "{piece}を突き飛ばす先を選んでください。",
    "prompt.tele": "テレポート先のマスを選んでください。",
    "prompt.grab": "マジックハンドで取るトークンを選んでください。",
    "prompt.take": "強力磁石：足元か隣のマスのトークンを取ってください。",
    "prompt.decoy": "通過したマスにおとり人形を置くか、置かないかを選んでください。",
    "prompt.face": "カード1：ガーディアンの向きを選んでください。",
    "prompt.flip": "カード2：転向タイルを反転しますか？",
    "prompt.over": "ゲーム終了です。",
    "why.not_your_turn": "あなたの番ではありません。",
    "why.exact": "移動歩数は全て使い切らなければなりません。",
    "why.back": "直前にいたマスに戻ることはできません。",
    "why.blocked": "柱、水溜り、ガーディアンのいるマスには入れません。",
    "why.push": "その突き飛ばしは解決できません。",
    "score.sets": "同じ秘宝のセット",
    "score.variety": "秘宝の種類",
    "score.row.kinds": "秘宝の種類（{n}種類）",
    "score.row.scrolls": "古文書（{n}枚）",
    "score.row.curses": "呪い（{n}個）",
    "score.pt": "{n}点",
    "score.pts": "{n}点",
    "score.scrolls": "古文書",
    "score.curses": "呪い",
    "score.total": "合計",
    "guard.look": "視線チェック",
    "guard.turn": "一番近い冒険者の方向に転向",
    "guard.tie": "同距離なので転向しない",
    "guard.blocked": "進めないので転向タイルに従って転向",
    "guard.defeat": "{piece}を撃退",
    "guard.remove": "{token}を取り除く",
    "act.guardian": "続いてガーディアンが{steps}歩進みました。",
    "act.guardian.caught": "{pieces}が撃退されました！",
    "rules.1.title": "ゲームの目的",
    "rules.1.body": (
        "冒険者たちはガーディアンの攻撃を避けながら遺跡の秘宝を集めます。15/11/9/7ラウンド"
        "（3/4/5/6人）の後、勝利得点が一番高いプレイヤーの勝ちです。同点なら呪いトークンが少ない方が勝ち、"
        "呪いも同数なら同点の全員が勝ちます。"),
    "rules.2.title": "マップと準備",
    "rules.2.body": (
        "61マスの六角形のマップに柱6個と水溜り6個を置きます。古文書トークンを6つの隅と中央に置き、"
        "秘宝トークン42個（6種類各7個）を残りのマスに1個ずつ置きます。ガーディアンは中央に置き、"
        "サイコロの目の方向に向けます。各プレイヤーはアイテムカードを1枚表向きに受け取ります。"
        "サイコロの目が一番大きいプレイヤー（同じ目なら振り直し）がスタートプレイヤーです。その右側のプレイヤーから反時計回りに、"
        "マップ周辺の空いているマスにコマを置きます（足元のトークンは取りません）。"),
    "rules.3.title": "アクションカード",
    "rules.3.body": (
        "毎ラウンド、全員が1から5のアクションカードを1枚選び裏向きに置きます。使ったカードは全て使い切るまで"
        "表向きのまま手元に戻りません。スタートプレイヤーから順にカードを表向きにし、その歩数をちょうど移動します。"
        "カード1はガーディアンの向きを変え、カード2は転向タイルを反転でき、カード4と5はこのラウンドの"
        "ガーディアンの移動歩数を1または2増やします。移動の後は、トークンを取り、おとり人形を置き、"
        "それからカードのアイコンを使います。どこでもドアやマジックハンドを使ってもアイコンは有効です。"),
    "rules.4.title": "移動と突き飛ばし",
    "rules.4.body": (
        "1歩ごとに隣のマスへ移動します。柱、水溜り、ガーディアンのいるマスには入れず、直前にいたマスには戻れません。"
        "他のコマがいるマスに入ると、そのコマを隣のマスへ突き飛ばします（移動するプレイヤーが行き先を決めます。"
        "直前のマスとこの1歩ですでに入ったマスには押し出せません）。突き飛ばしは連鎖します。"
        "ちょうどN歩の移動ができない場合は、可能な一番長い移動をします。止まったマスのトークンを取ります。"),
    "rules.5.title": "転向タイル",
    "rules.5.body": (
        "転向タイルは時計回りか反時計回りを示します。進めないガーディアンはその方向に60度ずつ転向します。"
        "スタートプレイヤータイルでもあり、毎ラウンド面を変えずに時計回りの次のプレイヤーに渡ります。"
        "ゲーム開始時は時計回りの面が上です（新しいゲームのオプションで変えられます）。"),
    "rules.6.title": "ガーディアン",
    "rules.6.body": (
        "ガーディアンはサイコロの目と追加移動歩数の合計だけ進みます。1歩ごとに三方向の視線を確認します"
        "（柱が視線をさえぎります。水溜りやコマはさえぎりません）。視線内の一番近い冒険者の方向に転向しますが、同距離に複数いる場合は転向しません。"
        "目の前が柱かマップの端なら転向タイルに従って転向します。水溜りは通り抜けます。移動が終わると止まったマスのトークンを取り除きます。"),
    "rules.7.title": "撃退と復帰",
    "rules.7.body": (
        "ガーディアンが入ったマスの冒険者は撃退され、コマを取り除き呪いトークンを1個受け取ります。"
        "プレイヤー復帰フェイズに、スタートプレイヤーから反時計回りにマップ周辺の空いているマスへ復帰します。"
        "呪いトークンはなくなりません。"),
    "rules.8.title": "アイテムカード",
    "rules.8.body": (
        "幸運人形：サイコロが6なら呪いを受けない。強力磁石：カード1から3で隣のマスのトークンを取れる。"
        "スプリングブーツ：柱を飛び越えられる。潜水ヘルメット：水溜りに入り、水溜り間をワープできる。"
        "ロケットブーツ：移動歩数+1、ただし気づかれるとガーディアン+2。ダンボール：距離4以上では気づかれない。"
        "どこでもドア：カード5で空いている好きなマスへ。パワーグローブ：2マス突き飛ばせる。"
        "おとり人形：カード4で通過したマスに置ける。ガーディアンに取られたおとり人形は持ち主に戻る。"
        "マジックハンド：移動せずに範囲内のトークンを1つ取る（範囲内にトークンがあるときだけ）。"),
    "rules.9.title": "得点計算",
    "rules.9.body": (
        "同種類の秘宝が2/3/4/5/6/7個で2/4/7/11/16/22点。秘宝の種類数が2から6種類で1から5点。"
        "古文書1個ごとに種類数の得点をもう一度得ます。呪い1個につきマイナス2点、呪いがなければボーナス3点。"
        "集めた秘宝・古文書・呪いは全員に公開されます。"),
}

for i, tid in enumerate(TOKEN_IDS):
    EN[f"token.{tid}"] = TOKEN_EN[i]
    JA[f"token.{tid}"] = TOKEN_JA[i]
for i, iid in enumerate(ITEMS):
    EN[f"item.{iid}"] = ITEM_EN[i]
    JA[f"item.{iid}"] = ITEM_JA[i]
for i in range(6):
    EN[f"character.{i}"] = CHARACTERS_EN[i]
    JA[f"character.{i}"] = CHARACTERS_JA[i]

EN.update({
    "item.lucky_charm.help": "If the guardian die shows 6, you take no curse when defeated.",
    "item.big_magnets.help": "With card 1-3 you may take an adjacent cell's token instead of your own.",
    "item.spring_boots.help": "You may jump over pillars; pillar cells cost no step.",
    "item.diving_helmet.help": "You may enter puddles and warp between puddles (1 step each).",
    "item.rocket_shoes.help": "Every move +1 step; if the guardian notices you, it gets +2 (once per round).",
    "item.snaking_box.help": "The guardian does not notice you at distance 4 or more.",
    "item.teleport_door.help": "With card 5 you may teleport to any empty cell instead of walking.",
    "item.power_gloves.help": "You may push a piece 2 cells.",
    "item.decoy_doll.help": "With card 4 you may put the decoy on a cell you passed.",
    "item.magic_hands.help": "Instead of moving, take one token within your movement range.",
})
JA.update({
    "item.lucky_charm.help": "ガーディアン移動フェイズにサイコロの6の目が出た場合、撃退されても呪いトークンをもらわない。",
    "item.big_magnets.help": "アクションカード1、2または3で移動した際、隣のマスのトークンを代わりに取ることができる。",
    "item.spring_boots.help": "柱を飛び越えることができる。柱のマスは移動歩数を消費しない。",
    "item.diving_helmet.help": "水溜りのマスに入ることができ、水溜り間をワープできる（いずれも1歩）。",
    "item.rocket_shoes.help": "移動歩数が1増える。ガーディアンに気づかれた場合、ガーディアンの移動歩数が2増える。",
    "item.snaking_box.help": "ガーディアンとの距離が4マス以上の場合、ガーディアンに気づかれない。",
    "item.teleport_door.help": "アクションカード5を使用する際、マップ上の空いている好きなマスにテレポートできる。",
    "item.power_gloves.help": "突き飛ばす際、2マス突き飛ばすことができる。",
    "item.decoy_doll.help": "アクションカード4を使用する際、通過したマスのひとつにおとり人形を置くことができる。",
    "item.magic_hands.help": "移動せず、その代わりに移動可能な範囲内にあるトークンを1つ獲得できる。",
})

i18n.register("pyramid_raiders", {"en": EN, "ja": JA})

# -- the table (scene.py): buttons, tooltips, refusals, panels --------------------------------
TABLE_EN = {
    "ui.walk": "Walk (W)",
    "ui.walk.tip": "Move your raider exactly as many steps as the card shows.",
    "ui.teleport": "Teleport (T)",
    "ui.teleport.tip": "Teleport Door: go to any empty open cell instead of walking.",
    "ui.magic": "Magic Hands (M)",
    "ui.magic.tip": "Magic Hands: stay put and take one token within your movement range.",
    "ui.flip": "Flip (F)",
    "ui.flip.tip": "Turn the turn tile over: the guardian turns the other way when blocked.",
    "ui.keep": "Keep (K)",
    "ui.keep.tip": "Leave the turn tile as it is.",
    "ui.nodecoy": "Keep the decoy (N)",
    "ui.nodecoy.tip": "Do not place the decoy this turn.",
    "ui.push": "push",
    "ui.push_plan": "Faded pieces show where the pushed pieces end up; at a ? you choose the cell when you get there.",
    "ui.push_planned": "The faded piece is where your plan pushed it.",
    "ui.score_short": "{n} pts  ×{c}",
    "ui.curse_n": "Curses: {n}",
    "ui.used": "Used: {cards}",
    "ui.your_card": "Your card",
    "ui.hidden": "hidden from the others",
    "ui.drag_card": "Drag an action card onto your slot (or click a card, then the slot).",
    "ui.round": "Round {n} / {total}",
    "ui.die": "Die",
    "ui.tile": "Turn tile",
    "ui.bonus": "Guardian +{n}",
    "ui.start": "Start: {name}",
    "ui.marker": "Sight marker #{n}",
    "ui.card_chosen": "chosen",
    "ui.steps": "Steps left: {left} / {total}",
    "ui.move_help": "Drag your raider along a path to a glowing end cell, click an end cell, "
                    "or click the next cell (small rings) one step at a time.",
    "ui.push_help": "Choose where {piece} is pushed: click a glowing cell.",
    "ui.place_help": "Click a glowing edge cell to place your raider.",
    "ui.pick_help": "Click a glowing cell.",
    "ui.face_help": "Click an arrow around the guardian (keys 1-6) to set its facing.",
    "why.wait": "Wait for your turn.",
    "why.end_cell": "Drop your raider on a glowing end cell.",
    "why.card_slot": "Drop the card on your card slot.",
    "tip.pillar": "Pillar: cannot be entered and blocks the guardian's sight.",
    "tip.puddle": ("Puddle: raiders cannot enter it (except with the Diving Helmet); the guardian walks through "
                   "it, and it does not block sight."),
    "tip.edge": "Edge cell: raiders enter and return here.",
    "tip.end": "Your move can end here.",
    "tip.guardian": "The guardian faces {dir}, sight marker #{n}; when blocked it turns {tile}.",
    "tip.die": "The guardian's last die roll: {n}.",
    "tip.tile": "Turn tile: {tile}. A blocked guardian turns this way. The start player holds it.",
    "tip.slot": "Your action card for this round (the others see only its back until it is revealed).",
    "tip.score": "Sets {sets} + variety {variety} + scrolls {scrolls} + curses {curses} = {total}",
    "tip.played": "Used cards: {cards}",
    "score.no_curses": "No curses (bonus)",
    "banner.guardian": "The guardian walks: die {die} + bonus {bonus}",
    "tip.token": "{token}: {n} held.",
    "tip.token.set": "Same treasure: a pair scores 2, three 4, four 7, five 11.",
    "tip.token.scroll": "Each Ancient Scroll scores your variety points once more.",
    "tip.row.sets": "Sets of the same treasure: a pair 2, three 4, four 7, five 11.",
    "tip.row.variety": "Different kinds of treasure: 2 kinds 1, 3 kinds 2, 4 kinds 3, 5 kinds 4, 6 kinds 5.",
    "tip.row.scrolls": "Each Ancient Scroll scores your variety points once more.",
    "tip.row.curses": "No curse at the end: +3. Each curse (taken when the guardian catches you): -2.",
    "tip.curse_count": "×{c}: curses taken ({c}).",
    "tip.marker": "Sight marker #{n}: the guardian looks along three lines: {lines}.",
    "ev.die": "Die {die} + {bonus}",
    "ev.rocket": "Rocket Shoes: +2",
    "ev.curse": "Defeated: curse!",
    "ev.no_curse": "Defeated: no curse (Lucky Charm)",
    "res.sets": "Sets",
    "res.variety": "Variety",
    "res.scrolls": "Scrolls",
    "res.curses": "Curses",
    "res.kinds": "{n} [[n|kind|kinds]]: {pts}",
    "res.no_curse": "none: +{pts}",
    "end.sum": "sets {sets} + variety {variety} + scrolls {scrolls} + {curses}",
    "end.no_curse": "no curse +{pts}",
    "end.curses": "{n} [[n|curse|curses]] {pts}",
    "end.seat": "{place}. {name}: {total} [[total|point|points]] = {sum}",
    "end.tie_curses": "{names} have {pts} points each: {winner} wins with fewer curses ({c} against {o}).",
    "end.tie_shared": "{names} have {pts} points and {c} [[c|curse|curses]] each: they share the win.",
    "sel.card": "Card {card}: walk exactly {n} steps.{icon}{item}",
    "sel.play": "Click your card slot to play it (the others see only its back until your turn).",
    "sel.rocket": " (Rocket Shoes: +1 step.)",
    "sel.teleport": " With the Teleport Door you may go to any empty cell instead.",
    "sel.magic": " With the Magic Hands you may instead take a token up to {card} steps away without moving.",
    "sel.decoy": " With the Decoy Doll you may leave the decoy on a cell you pass.",
    "sel.magnets": " With the Big Magnets you may take a token next to where you stop instead.",
    "hint.pts": "+{pts} [[pts|point|points]]",
    "hint.no_pts": "nothing to take",
    "hint.zero_pts": "no points yet",
    "hint.first_kind": "a first treasure: it scores once you hold two kinds",
    "hint.scroll_later": "a scroll: worth your variety points, none yet",
    "hint.risk": "the guardian reaches it on {k} of 6 die rolls as the board stands",
    "hint.safe": "the guardian cannot reach it as the board stands",
    "hint.you": "you",
    "hint.caught": "{who} on {k} of 6 rolls",
    "hint.list_sep": ", ",
    "hint.catch_some": "it would then catch {list}",
    "hint.catch_none": "it would catch nobody",
    "hint.icon.1": " Afterwards you may turn the guardian.",
    "hint.icon.2": " Afterwards you may flip the turn tile.",
    "hint.icon.4": " It makes the guardian walk 1 step more.",
    "hint.icon.5": " It makes the guardian walk 2 steps more.",
    "hint.card": "Play card {card}: it takes you to {cell} ({pts}); {risk}.{icon}",
    "hint.card_save": "Play card {card}: no token is in reach, and your bigger cards stay for later.{icon}",
    "hint.card_off": "Play card {card}.{icon}",
    "hint.step": "Step to {cell}, on the way to {end} ({pts}); {risk}.",
    "hint.step_end": "End your walk on {cell} ({pts}); {risk}.",
    "hint.step_only": "Step to {cell}.",
    "hint.push": "Push {piece} to {cell}: your walk can go on from there.",
    "hint.push_risk": "Push {piece} to {cell}: there the guardian reaches them on {k} of 6 die rolls.",
    "hint.entry": "Enter at {cell}: {risk}; {n} tokens lie within 3 steps.",
    "hint.return": "Return at {cell}: {risk}; {n} tokens lie within 3 steps.",
    "hint.tele": "Teleport to {cell} ({pts}); {risk}.",
    "hint.grab": "Grab {cell} with the Magic Hands ({pts}).",
    "hint.take": "Take {cell} ({pts}).",
    "hint.decoy": "Put the decoy on {cell}: the guardian turns toward the nearest figure it sees, so the decoy can "
                  "lead it away.",
    "hint.decoy_saves": "Put the decoy on {cell}: as the board stands the guardian then reaches you on {k} of 6 "
                        "die rolls instead of {j}.",
    "hint.nodecoy": "Keep the decoy: as the board stands, none of the cells you passed would lead the guardian "
                    "away from you.",
    "hint.nodecoy_later": "Keep the decoy for a later turn.",
    "hint.face": "Turn the guardian toward {dir}: as the board stands, {who}.",
    "hint.flip": "Flip the turn tile: as the board stands, {who}.",
    "hint.keep": "Leave the turn tile as it is: as the board stands, {who}.",
    "hint.mode.walk": "Walk: your best end is {cell} ({pts}); {risk}.",
    "hint.mode.teleport": "Teleport: the best cell to go to is {cell} ({pts}); {risk}.",
    "hint.mode.magic": "Use the Magic Hands: take {cell} ({pts}) without moving.",
    "hint.mode.walk_only": "Walk: no item move is worth more here.",
}

TABLE_JA = {
    "ui.walk": "歩く (W)",
    "ui.walk.tip": "カードの数字ちょうどの歩数だけ移動します。",
    "ui.teleport": "テレポート (T)",
    "ui.teleport.tip": "どこでもドア：歩く代わりに空いている好きなマスへ移動します。",
    "ui.magic": "マジックハンド (M)",
    "ui.magic.tip": "マジックハンド：移動せず、移動可能な範囲のトークンを1つ取ります。",
    "ui.flip": "反転 (F)",
    "ui.flip.tip": "転向タイルを反転します。進めないガーディアンは逆向きに転向します。",
    "ui.keep": "そのまま (K)",
    "ui.keep.tip": "転向タイルをそのままにします。",
    "ui.nodecoy": "置かない (N)",
    "ui.nodecoy.tip": "このターンはおとり人形を置きません。",
    "ui.push": "突き飛ばし",
    "ui.push_plan": "半透明のコマは突き飛ばされる先です。「?」の所では、そこに着いたときに行き先を選べます。",
    "ui.push_planned": "半透明のコマが予定していた突き飛ばし先です。",
    "ui.score_short": "{n}点  呪い{c}",
    "ui.curse_n": "呪い：{n}",
    "ui.used": "使用済み：{cards}",
    "ui.your_card": "あなたのカード",
    "ui.hidden": "他のプレイヤーには裏向き",
    "ui.drag_card": "アクションカードを置き場にドラッグしてください（カードをクリックしてから置き場をクリックしても可）。",
    "ui.round": "ラウンド {n} / {total}",
    "ui.die": "サイコロ",
    "ui.tile": "転向タイル",
    "ui.bonus": "ガーディアン +{n}",
    "ui.start": "スタート：{name}",
    "ui.marker": "視線マーク {n}番",
    "ui.card_chosen": "選択済み",
    "ui.steps": "残り歩数：{left} / {total}",
    "ui.move_help": "コマを道筋に沿ってドラッグし光っている終点に置くか、終点をクリックするか、"
                    "次のマス（小さな輪）を1歩ずつクリックしてください。",
    "ui.push_help": "{piece}を突き飛ばす先の光っているマスをクリックしてください。",
    "ui.place_help": "光っている周辺のマスをクリックしてコマを置いてください。",
    "ui.pick_help": "光っているマスをクリックしてください。",
    "ui.face_help": "ガーディアンの周りの矢印をクリックして向きを決めてください（キー1から6）。",
    "why.wait": "あなたの番を待ってください。",
    "why.end_cell": "光っている終点のマスにコマを置いてください。",
    "why.card_slot": "カードはあなたのカード置き場に置いてください。",
    "tip.pillar": "柱：入れません。ガーディアンの視線をさえぎります。",
    "tip.puddle": "水溜り：冒険者は入れません（潜水ヘルメットを除く）。ガーディアンは通り抜け、視線もさえぎりません。",
    "tip.edge": "マップ周辺のマス：ここから入り、ここに復帰します。",
    "tip.end": "ここで移動を終えられます。",
    "tip.guardian": "ガーディアンの向き：{dir}、視線マーク{n}番。進めないときは{tile}に転向します。",
    "tip.die": "ガーディアンの直前のサイコロの目：{n}",
    "tip.tile": "転向タイル：{tile}。進めないガーディアンはこの向きに転向します。スタートプレイヤーが持ちます。",
    "tip.slot": "このラウンドのアクションカード（公開されるまで他のプレイヤーには裏向きです）。",
    "tip.score": "同種類 {sets} + 種類数 {variety} + 古文書 {scrolls} + 呪い {curses} = {total}",
    "tip.played": "使用済みカード：{cards}",
    "score.no_curses": "呪いなし（ボーナス）",
    "banner.guardian": "ガーディアンが歩きます：サイコロ {die} + ボーナス {bonus}",
    "tip.token": "{token}：{n}個",
    "tip.token.set": "同じ秘宝：2個で2点、3個で4点、4個で7点、5個で11点。",
    "tip.token.scroll": "古文書1枚ごとに、種類数の点数をもう一度得ます。",
    "tip.row.sets": "同じ秘宝のセット：2個で2点、3個で4点、4個で7点、5個で11点。",
    "tip.row.variety": "秘宝の種類数：2種類1点、3種類2点、4種類3点、5種類4点、6種類5点。",
    "tip.row.scrolls": "古文書1枚ごとに、種類数の点数をもう一度得ます。",
    "tip.row.curses": "終了時に呪いがなければ+3点。呪い（ガーディアンに撃退されるともらう）1つにつき−2点。",
    "tip.curse_count": "×{c}：もらった呪いの数（{c}）。",
    "tip.marker": "視線マーク{n}番：ガーディアンは3本の線の先を見ます（{lines}）。",
    "ev.die": "サイコロ {die} + {bonus}",
    "ev.rocket": "ロケットブーツ：+2",
    "ev.curse": "撃退：呪い！",
    "ev.no_curse": "撃退：呪いなし（幸運人形）",
    "res.sets": "同種",
    "res.variety": "種類数",
    "res.scrolls": "古文書",
    "res.curses": "呪い",
    "res.kinds": "{n}種類：{pts}",
    "res.no_curse": "なし：+{pts}",
    "end.sum": "同種{sets} + 種類数{variety} + 古文書{scrolls} + {curses}",
    "end.no_curse": "呪いなし+{pts}",
    "end.curses": "呪い{n}個 {pts}",
    "end.seat": "{place}位　{name}：{total}点 = {sum}",
    "end.tie_curses": "{names}さんが{pts}点で同点。呪いが少ない{winner}さんの勝ちです（呪い{c}個対{o}個）。",
    "end.tie_shared": "{names}さんが{pts}点・呪い{c}個で並び、全員の勝ちです。",
    "sel.card": "カード{card}：ちょうど{n}歩移動します。{icon}{item}",
    "sel.play": "カード置き場をクリックすると出せます（あなたの番まで他の人には裏向きです）。",
    "sel.rocket": "（ロケットブーツで+1歩）",
    "sel.teleport": "どこでもドアで空いている好きなマスへ移動することもできます。",
    "sel.magic": "マジックハンドで、動かずに{card}歩以内のトークンを取ることもできます。",
    "sel.decoy": "おとり人形を通ったマスに置けます。",
    "sel.magnets": "強力磁石で、止まったマスの隣のトークンを取ることもできます。",
    "hint.pts": "+{pts}点",
    "hint.no_pts": "取れるものなし",
    "hint.zero_pts": "まだ得点にならない",
    "hint.first_kind": "最初の秘宝：2種類そろうと得点になります",
    "hint.scroll_later": "古文書：種類数の得点と同じ点、まだ0点",
    "hint.risk": "今の盤面ではガーディアンが6通りの出目のうち{k}通りで届きます",
    "hint.safe": "今の盤面ではガーディアンは届きません",
    "hint.you": "あなた",
    "hint.caught": "{who}（6通り中{k}通り）",
    "hint.list_sep": "、",
    "hint.catch_some": "{list}が撃退されます",
    "hint.catch_none": "誰も撃退されません",
    "hint.icon.1": "その後、ガーディアンの向きを変えられます。",
    "hint.icon.2": "その後、転向タイルを反転できます。",
    "hint.icon.4": "ガーディアンが1歩多く進みます。",
    "hint.icon.5": "ガーディアンが2歩多く進みます。",
    "hint.card": "カード{card}を出しましょう。{cell}まで行けます（{pts}）。{risk}。{icon}",
    "hint.card_save": "カード{card}を出しましょう。届く範囲にトークンはないので、大きいカードを後に残せます。{icon}",
    "hint.card_off": "カード{card}を出しましょう。{icon}",
    "hint.step": "{cell}へ進みましょう。{end}へ向かう道です（{pts}）。{risk}。",
    "hint.step_end": "{cell}で移動を終えましょう（{pts}）。{risk}。",
    "hint.step_only": "{cell}へ進みましょう。",
    "hint.push": "{piece}を{cell}へ突き飛ばしましょう。そこから移動を続けられます。",
    "hint.push_risk": "{piece}を{cell}へ突き飛ばしましょう。そこならガーディアンが6通りの出目のうち{k}通りで届きます。",
    "hint.entry": "{cell}から入りましょう。{risk}。3歩以内にトークンが{n}個あります。",
    "hint.return": "{cell}に復帰しましょう。{risk}。3歩以内にトークンが{n}個あります。",
    "hint.tele": "{cell}へテレポートしましょう（{pts}）。{risk}。",
    "hint.grab": "マジックハンドで{cell}を取りましょう（{pts}）。",
    "hint.take": "{cell}を取りましょう（{pts}）。",
    "hint.decoy": "{cell}におとり人形を置きましょう。ガーディアンは見えた一番近いコマの方を向くので、引き離せます。",
    "hint.decoy_saves": "{cell}におとり人形を置きましょう。今の盤面では、ガーディアンがあなたに届く出目が{j}通りから{k}通りに減ります。",
    "hint.nodecoy": "おとり人形は置かずに残しましょう。今の盤面では、通ったどのマスに置いてもガーディアンをあなたから引き離せません。",
    "hint.nodecoy_later": "おとり人形は後のターンのために残しましょう。",
    "hint.face": "ガーディアンを{dir}に向けましょう。今の盤面では{who}。",
    "hint.flip": "転向タイルを反転しましょう。今の盤面では{who}。",
    "hint.keep": "転向タイルはそのままにしましょう。今の盤面では{who}。",
    "hint.mode.walk": "歩きましょう。一番良い終点は{cell}です（{pts}）。{risk}。",
    "hint.mode.teleport": "テレポートしましょう。一番良い行き先は{cell}です（{pts}）。{risk}。",
    "hint.mode.magic": "マジックハンドを使いましょう。動かずに{cell}を取れます（{pts}）。",
    "hint.mode.walk_only": "歩きましょう。アイテムを使っても得はありません。",
}

i18n.register("pyramid_raiders", {"en": TABLE_EN, "ja": TABLE_JA})

# -- the guided first game (lesson.py): the coach's words ------------------------------------------
LESSON_EN = {
    "lesson.intro.title": "Welcome to the tomb",
    "lesson.intro": ("Six raiders hunt treasure here for 7 rounds. Each round everyone plays an action card, "
                     "walks and picks up the token they stop on; then the guardian walks and catches the raiders "
                     "it finds. The most points at the end wins."),
    "lesson.enter.title": "Enter at the edge",
    "lesson.enter": ("Raiders enter on a free edge cell; you don't take the token under you. Click the glowing "
                     "cell: it lies off the guardian's sight lines (the turquoise lines)."),
    "lesson.card3.title": "Pick an action card",
    "lesson.card3": ("Each round everyone secretly picks one card: its number is how many steps you walk. "
                     "Drag card 3 onto your slot. It has no icon: it just walks."),
    "lesson.walk.title": "Walk exactly 3 steps",
    "lesson.walk": ("You must use every step, and never step straight back; grey pillars and blue puddles can't "
                    "be entered. Drag your raider to the glowing cell: you take only the token you stop on, a "
                    "Pottery (the red jar)."),
    "lesson.guardian.title": "The guardian",
    "lesson.guardian": ("When everyone has walked, the guardian walks the die roll plus a bonus. Before each step "
                        "it looks along its three sight lines (pillars block them) and turns toward the nearest "
                        "raider it sees. A raider whose cell it enters is caught: a curse (-2 points) and back to "
                        "an edge cell. Where it stops, it takes the token off the board (\"×\" and its name). Watch: this "
                        "round it catches ⟦3⟧."),
    "lesson.card2.title": "Card 2",
    "lesson.card2": "Drag card 2 onto your slot: two steps, and then you may flip the turn tile.",
    "lesson.push.title": "Push",
    "lesson.push": ("⟦1⟧ stands in your way. Walking into a raider pushes them aside. Drag your raider "
                    "through that cell to the glowing Koban (the gold coin)."),
    "lesson.push_where": ("You choose where a pushed raider lands. Click the glowing cell: out of your way. "
                          "Pushed raiders take nothing."),
    "lesson.flip.title": "The turn tile",
    "lesson.flip": ("When a pillar or the wall blocks the guardian, it turns the way the turn tile shows "
                    "(right side panel). Card 2 lets you flip it: click Flip."),
    "lesson.item.title": "Your item: Spring Boots",
    "lesson.item": ("Everyone keeps one item card all game; the opponents' items are on their panels. Yours lets "
                    "you jump straight over a pillar as one step."),
    "lesson.card1": "Drag card 1 onto your slot: one step, then you may turn the guardian.",
    "lesson.jump": ("Drag your raider over the pillar to the Pottery behind it. A second Pottery makes a pair: "
                    "treasures of one kind score more together."),
    "lesson.face.title": "Turn the guardian",
    "lesson.face": ("Card 1's icon: you choose where the guardian faces. Click the glowing arrow, toward the "
                    "empty side of the tomb, away from you."),
    "lesson.card4.title": "Cards 4 and 5",
    "lesson.card4": ("Drag card 4 onto your slot: four steps, but the guardian walks 1 step more this round "
                     "(card 5: 2 more). Everyone's 4s and 5s add up."),
    "lesson.wait": ("The others move first this round: watch the guardian's bonus grow with each 4 or 5. They "
                    "can push you too; you walk from wherever you are then. When it is your turn, click Next."),
    "lesson.scroll.title": "Ancient Scrolls",
    "lesson.scroll": ("⟦3⟧ pushed you into the middle. Jump the pillar and take the Ancient Scroll in the "
                      "corner: at the end each scroll scores your kinds of treasure again."),
    "lesson.score.title": "Scoring",
    "lesson.score": ("Sets of one kind: a pair 2, three 4, four 7. Kinds: 2 kinds 1, each more kind +1; each "
                     "scroll scores your kinds again. A curse is -2; none is +3. Your 7 so far: pair 2 + kinds 1 + "
                     "scroll 1 + no curse 3. Next round your last card, 5, is played for you: you still walk its 5 "
                     "steps. In round 6 all five come back. Play the last three rounds yourself!"),
}
LESSON_JA = {
    "lesson.intro.title": "遺跡へようこそ",
    "lesson.intro": ("6人の冒険者が7ラウンドのあいだ秘宝を集めます。毎ラウンド、全員がアクションカードを出して移動し、"
                     "止まったマスのトークンを取ります。その後ガーディアンが動き、見つけた冒険者を撃退します。"
                     "最後に得点の一番高い人の勝ちです。"),
    "lesson.enter.title": "周辺のマスから入る",
    "lesson.enter": ("冒険者はマップ周辺の空いているマスから入ります。入ったマスのトークンは取れません。"
                     "光っているマスをクリックしましょう。ガーディアンの視線（青緑の線）から外れたマスです。"),
    "lesson.card3.title": "アクションカードを選ぶ",
    "lesson.card3": ("毎ラウンド、全員がカードを1枚こっそり選びます。数字が移動する歩数です。"
                     "カード3を置き場にドラッグしましょう。アイコンのない、歩くだけのカードです。"),
    "lesson.walk.title": "ちょうど3歩進む",
    "lesson.walk": ("歩数は全て使い切り、直前のマスには戻れません。灰色の柱と青い水溜りには入れません。"
                    "コマを光っているマスまでドラッグしましょう。取れるのは止まったマスのトークン"
                    "（赤い壺の陶器）だけです。"),
    "lesson.guardian.title": "ガーディアン",
    "lesson.guardian": ("全員が動いたら、ガーディアンがサイコロの目とボーナスの分だけ進みます。一歩ごとに3本の視線"
                        "（柱がさえぎります）の先を確かめ、見えた一番近い冒険者の方へ向きを変えます。入ったマスの冒険者は"
                        "撃退され、呪いを1つもらい（−2点）、周辺のマスから出直します。止まったマスのトークンは盤から"
                        "取り除かれます（「×」と名前が出ます）。このラウンドは⟦3⟧が撃退されます。よく見ておきましょう。"),
    "lesson.card2.title": "カード2",
    "lesson.card2": "カード2を置き場にドラッグしましょう。2歩進み、その後に転向タイルを反転できます。",
    "lesson.push.title": "突き飛ばし",
    "lesson.push": ("⟦1⟧が行く手にいます。冒険者のいるマスに進むと、その人を突き飛ばします。"
                    "⟦1⟧のいるマスに入って突き飛ばし、そのまま光っている小判（金色の硬貨）まで"
                    "コマをドラッグしましょう。"),
    "lesson.push_where": ("突き飛ばす先はあなたが選びます。邪魔にならない、光っているマスをクリックしましょう。"
                          "突き飛ばされた人はトークンを取れません。"),
    "lesson.flip.title": "転向タイル",
    "lesson.flip": ("柱やマップの端で進めないとき、ガーディアンは転向タイル（右の欄）の向きに回ります。"
                    "カード2ではそれを反転できます。「反転」をクリックしましょう。"),
    "lesson.item.title": "アイテム：スプリングブーツ",
    "lesson.item": ("アイテムカードは1人1枚、ゲーム中ずっと使えます。相手のアイテムは各自の欄に出ています。"
                    "あなたのブーツなら、柱をまっすぐ飛び越えて1歩で進めます。"),
    "lesson.card1": "カード1を置き場にドラッグしましょう。1歩進み、その後にガーディアンの向きを変えられます。",
    "lesson.jump": ("柱を飛び越えて、向こうの陶器までコマをドラッグしましょう。陶器が2つになります。"
                    "同じ種類の秘宝は、集めるほど得点が増えます。"),
    "lesson.face.title": "ガーディアンの向きを変える",
    "lesson.face": ("カード1を出したので、ガーディアンを好きな向きに変えられます。誰もいない方、あなたから"
                    "離れる方の光っている矢印をクリックしましょう。"),
    "lesson.card4.title": "カード4と5",
    "lesson.card4": ("カード4を置き場にドラッグしましょう。4歩進めますが、このラウンドのガーディアンは1歩多く進みます"
                     "（カード5なら2歩）。4や5は誰が出しても、その分だけガーディアンの歩数が増えます。"),
    "lesson.wait": ("このラウンドは相手が先に動きます。4や5が出るたびにガーディアンのボーナスが増えるのを見ておきましょう。"
                    "あなたも突き飛ばされることがあり、そのときはその場所から歩きます。あなたの番になったら"
                    "「次へ」をクリックしてください。"),
    "lesson.scroll.title": "古文書",
    "lesson.scroll": ("⟦3⟧に中央まで突き飛ばされました。柱を飛び越えて、隅の古文書を取りましょう。"
                      "古文書は1枚ごとに、秘宝の種類の得点をもう一度もらえます。"),
    "lesson.score.title": "得点計算",
    "lesson.score": ("同じ秘宝は2個で2点、3個で4点、4個で7点。種類は2種類で1点、1種類増えるごとに＋1点。古文書は"
                     "1枚ごとに種類の点をもう一度。呪いは1つ−2点、なければ＋3点。いまのあなたは7点（ペア2＋種類1＋"
                     "古文書1＋呪いなし3）。次のラウンドは最後のカード5が自動で出ますが、5歩は自分で歩きます。"
                     "第6ラウンドで5枚とも戻ります。残りの3ラウンドは自分で遊んでみましょう！"),
}
i18n.register("pyramid_raiders", {"en": LESSON_EN, "ja": LESSON_JA})
