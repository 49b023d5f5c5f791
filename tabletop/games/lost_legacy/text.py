"""Text catalog of Lost Legacy (en, ja) and the helpers that build log lines and prompts."""

from __future__ import annotations

from tabletop.engine import i18n

NS = "lost_legacy"

EN = {
    "title": "Lost Legacy",
    # options
    "option.deck": "Card set",
    "option.deck.help": "Which 16 cards to play with; All-Jam mixes both sets (31 cards, up to 6 players).",
    "option.deck.starship": "The Starship",
    "option.deck.flying_garden": "Flying Garden",
    "option.deck.select": "Select cards",
    "option.deck.all_jam": "All-Jam",
    "option.all_jam_legacy": "All-Jam Lost Legacy",
    "option.all_jam_legacy.help": "Which ⑤ Lost Legacy stays in the All-Jam deck.",
    "option.all_jam_legacy.starship": "The Starship",
    "option.all_jam_legacy.flying_garden": "Flying Garden",
    "option.all_jam_legacy.random": "Random",
    "option.first": "Start player",
    "option.first.help": "Random, or chosen by the host (the owner of the most valuable heirloom).",
    "option.first.random": "Random",
    "option.first.choose": "Host chooses",
    "option.match": "Match target",
    "option.match.help": "Round wins needed to win the match (1 = a single game).",
    # cards
    "card.girl": "Fated Girl",
    "card.general": "General",
    "card.thief": "Shadow Thief",
    "card.sword": "Swordsman",
    "card.starship": "Lost Legacy: The Starship",
    "card.map": "Old Map",
    "card.search": "Search",
    "card.assault": "Assault",
    "card.ambush": "Sneak Attack",
    "card.saint": "Saint",
    "card.necro": "Necromancer",
    "card.adventurer": "Adventurer",
    "card.guardian": "Guardian",
    "card.garden": "Lost Legacy: Flying Garden",
    "card.misinfo": "Misinformation",
    "card.gale": "Gale",
    "card.curse": "Curse",
    "card.wound": "Wound",
    "short.starship": "The Starship",
    "short.garden": "Flying Garden",
    "cardtext.girl": "No effect when played. If another player looks at your hand with a card effect, you are eliminated.",
    "cardtext.general": "Look at the top card of the deck. You may swap it with your hand card.",
    "cardtext.thief": "Look at another player's hand or one Ruins card. If it is the Lost Legacy, you win.",
    "cardtext.sword": "Look at another player's hand. If it is a × card, that player is eliminated.",
    "cardtext.starship": "The Lost Legacy. Cannot be played.",
    "cardtext.map": "Put the top card of the deck into the Ruins after looking at it. You may shuffle the Ruins.",
    "cardtext.search": "Look at one Ruins card. You may swap it with your hand card.",
    "cardtext.assault": "Look at another player's hand. You may swap hands with that player.",
    "cardtext.ambush": "No effect when played. If another player looks at it with a card effect, discard it, take their card, and they are eliminated.",
    "cardtext.saint": "No effect when played. Face up in your discard pile, it saves you from one elimination, then turns face down.",
    "cardtext.necro": "You may swap your hand card with any card in any discard pile.",
    "cardtext.adventurer": "Look at one Ruins card, then you may look at another. If either is the Lost Legacy, you win.",
    "cardtext.guardian": "Until your next turn, other players' effects cannot choose you, your hand or your discard pile.",
    "cardtext.garden": "The Lost Legacy. No effect when played; whenever it would be discarded it goes into the Ruins, which are shuffled.",
    "cardtext.misinfo": "Put one card from any discard pile face down into the Ruins. You may shuffle the Ruins.",
    "cardtext.gale": "Choose a player (you may choose yourself): they discard their hand card and draw a new one.",
    "cardtext.curse": "Choose another player and name a number 1-8. Look at their hand; if it matches, they are eliminated.",
    "cardtext.wound": "No effect when played. With two Wounds in your discard pile you are eliminated.",
    "x": "×",
    "spent": "{card} (spent)",
    "where.deck": "the deck",
    "where.ruins": "the Ruins",
    "slot": "Ruins {n}",
    # actions
    "act.play": "plays {card}.",
    "act.target": "chooses {seat}.",
    "act.target_card": "targets {seat} with the {card}.",
    "act.slot_card": "looks at {slot} with the {card}.",
    "act.name": "names {n}.",
    "act.secret.general_swap": "decides in secret whether to swap their hand card with the deck's top card (General).",
    "act.secret.search_swap": "decides in secret whether to swap their hand card with {slot} (Search).",
    "act.secret.assault_swap": "decides in secret whether to swap hands with {seat} (Assault).",
    "act.shuffle": "shuffles the Ruins.",
    "act.noshuffle": "leaves the Ruins as they are.",
    "act.stop": "stops looking.",
    "act.nopick": "takes no card.",
    "act.necro_pick": "takes {card} from {seat}'s discard pile.",
    "act.mis_pick": "puts {card} from {seat}'s discard pile into the Ruins.",
    "act.gale": "blows a Gale at {seat}.",
    "act.invest_seat": "investigates {seat}'s hand.",
    "act.invest_self": "investigates their own hand.",
    "act.invest_slot": "investigates {slot}.",
    "act.first": "chooses {seat} as start player.",
    # consequences
    "ev.out": "{seat} is eliminated.",
    "ev.out_card": "{seat} is eliminated and discards {card}.",
    "ev.saint": "{seat}'s Saint turns face down instead.",
    "ev.ambush": "Sneak Attack! {seat} takes {other}'s card.",
    "ev.blocked": "The Sneak Attack does nothing.",
    "ev.girl": "{seat} holds the Fated Girl!",
    "ev.xhit": "{seat} holds a × card!",
    "ev.curse_hit": "{seat}'s card is a {n}!",
    "ev.curse_miss": "{seat}'s card is not a {n}.",
    "ev.look": "Looks at {seat}'s hand.",
    "ev.nowin": "Not the Lost Legacy.",
    "ev.win_effect": "It is the Lost Legacy!",
    "ev.llr": "{card} goes into {where}.",
    "ev.shuffle": "The Ruins are shuffled.",
    "ev.shuffle_deck": "The deck is shuffled.",
    "ev.discard": "{seat} discards {card} and draws a card.",
    "ev.discard_only": "{seat} discards {card}.",
    "ev.wounds": "{seat} has two Wounds.",
    "ev.protect": "Protected until their next turn.",
    "ev.notarget": "Nobody can be chosen: no effect.",
    "ev.give": "{card} goes onto {seat}'s discard pile.",
    "ev.ruins_add": "A card goes face down into the Ruins.",
    "ev.invest": "The deck is empty: investigation phase.",
    "ev.holders_one": "Number {n}: {seats} investigates.",
    "ev.holders_tie": "Number {n}: {seats} tie, nobody investigates.",
    "ev.reveal": "Revealed: {card}.",
    "ev.win": "{seat} wins!",
    "ev.draw": "Nobody found the Lost Legacy: a draw.",
    "ev.deal": "Round {n} begins; {seat} starts.",
    # prompts
    "prompt.first_player": "Choose the start player.",
    "prompt.play": "Play one of your two cards.",
    "prompt.general_swap": "General: swap the top card of the deck with your hand card?",
    "prompt.thief_target": "Shadow Thief: look at another player's hand or a Ruins card.",
    "prompt.sword_target": "Swordsman: choose a player to look at.",
    "prompt.assault_target": "Assault: choose a player to look at.",
    "prompt.assault_swap": "Assault: swap hands with {seat}?",
    "prompt.curse_target": "Curse: choose a player.",
    "prompt.curse_number": "Curse on {seat}: name a number from 1 to 8.",
    "prompt.map_shuffle": "Old Map: shuffle the Ruins?",
    "prompt.search_slot": "Search: choose a Ruins card to look at.",
    "prompt.search_swap": "Search: swap {slot} with your hand card?",
    "prompt.necro_pick": "Necromancer: take a card from a discard pile, or none.",
    "prompt.adv_slot_1": "Adventurer: choose a Ruins card to look at.",
    "prompt.adv_slot_2": "Adventurer: look at another Ruins card, or stop.",
    "prompt.mis_pick": "Misinformation: choose a discard-pile card to put into the Ruins.",
    "prompt.mis_shuffle": "Misinformation: shuffle the Ruins?",
    "prompt.gale_target": "Gale: choose who discards and draws (you may choose yourself).",
    "prompt.investigate": "Investigation {n}: choose a hand or a Ruins card to reveal.",
    "prompt.wait": "{seat} is deciding.",
    "prompt.over": "The game is over.",
    # words
    "word.swap": "Swap",
    "word.keep": "Keep",
    "word.keep_card": "Keep {card}",
    "word.shuffle": "Shuffle",
    "word.noshuffle": "Don't shuffle",
    "word.stop": "Stop",
    "word.none": "None",
    "phase.first": "Choosing the start player",
    "phase.turn": "Turn",
    "phase.invest": "Investigation",
    "phase.over": "Game over",
    "glossary.deck": "Deck",
    "glossary.ruins": "Ruins",
    "glossary.pile": "Discard pile",
    "glossary.protected": "Protected",
    "glossary.out": "Eliminated",
    "glossary.round": "Round",
    "glossary.points": "Victory points",
    # scores
    "score.rounds_won": "Rounds won",
    "score.status": "Result",
    "score.total": "Total",
    "status.won": "Found it",
    "status.in": "In the game",
    "status.out": "Eliminated",
    "status.draw": "Draw",
    "result.effect": "found the Lost Legacy with a card effect",
    "result.last": "was the last player standing",
    "result.found": "found the Lost Legacy in the investigation",
    "result.draw": "draw",
    # rules
    "rules.goal.title": "Goal",
    "rules.goal.body": "Find the Lost Legacy (the card numbered 5), or be the last player left. "
                       "Everyone holds one secret card; on your turn you draw a second one and play one of the two.",
    "rules.setup.title": "Decks and setup",
    "rules.setup.body": "Play with The Starship, Flying Garden or Select cards (for each number choose the set; "
                        "16 cards, 2-4 players), or All-Jam (both sets with only one Lost Legacy, 31 cards, 2-6 "
                        "players). Shuffle, deal one card to each player and put one card face down beside the "
                        "deck: the Ruins. Here the Ruins are a row of cards numbered 1, 2, 3… that a shuffle mixes.",
    "rules.turn.title": "A turn",
    "rules.turn.body": "Draw the top card, play one of your two cards face up, do its effect as far as you can, "
                       "then put it on your own discard pile. The Starship can never be played. Other players "
                       "see which card you played but not whether it was the one you just drew. When the deck is "
                       "empty at the end of a turn, the investigation phase begins. Swaps (General, Search, "
                       "Assault) are secret: nobody else learns whether you swapped. Here the General, Old Map and Gale do "
                       "nothing when the deck is empty, and a turn that ends with an elimination still checks the deck.",
    "rules.look.title": "Looking at hands and traps",
    "rules.look.body": "Shadow Thief (hand), Swordsman, Assault and Curse look at a hand. If they see the Fated "
                       "Girl, her holder is eliminated and the effect ends. If they see a Sneak Attack, its holder "
                       "discards it and takes the looker's card, and the looker is eliminated; the Swordsman is "
                       "immune and eliminates the holder of any × card instead. Gale and the investigation are "
                       "not looks. Here a Swordsman seeing the Fated Girl still sets her off.",
    "rules.starship.title": "The Starship cards",
    "rules.starship.body": "1 Fated Girl: trap. 2 General: see the deck's top card, may swap it with your hand. "
                           "3 Shadow Thief: look at a hand or a Ruins card; finding the Lost Legacy wins at once. "
                           "4 Swordsman: look at a hand; a × card is eliminated. 5 The Starship: cannot be played. "
                           "6 Old Map (x2): put the deck's top card into the Ruins, may shuffle them. "
                           "7 Search (x3): look at a Ruins card, may swap it with your hand. "
                           "8 Assault (x3): look at a hand, may swap hands. × Sneak Attack (x3): trap. "
                           "The English name of the Fated Girl is reconstructed.",
    "rules.garden.title": "Flying Garden cards",
    "rules.garden.body": "1 Saint: face up in your discard pile, it saves you once from elimination, then turns "
                         "face down for good. 2 Necromancer: may swap your hand card with any discard-pile card. "
                         "3 Adventurer: look at up to two Ruins cards; finding the Lost Legacy wins. "
                         "4 Guardian: until your next turn other players' effects cannot choose you. "
                         "5 Flying Garden: playable; when discarded it goes into the Ruins, which are shuffled. "
                         "6 Misinformation (x2): put a discard-pile card into the Ruins, may shuffle. "
                         "7 Gale (x3): a player discards their card and draws a new one. "
                         "8 Curse (x3): name 1-8 and look at a hand; a match is eliminated. "
                         "× Wound (x3): two Wounds in your pile eliminate you. "
                         "Several of these effects, names and numbers are reconstructed.",
    "rules.elim.title": "Elimination and the Lost Legacy",
    "rules.elim.body": "An eliminated player discards their card without its effect and the turn ends at once. "
                       "If one player is left, they win. A Lost Legacy never stays in a discard pile: The Starship "
                       "is shuffled back into the deck, Flying Garden goes face down into the Ruins and the Ruins "
                       "are shuffled. Here this applies to every discard, and The Starship may form a new "
                       "one-card deck. Eliminated players' discard piles stay on the table.",
    "rules.invest.title": "Investigation",
    "rules.invest.body": "Numbers are called from 1 to 8. If exactly one player holds that number, they reveal "
                         "one card: any player's hand (their own too) or a Ruins card. Revealing the Lost Legacy "
                         "wins. Players holding the same number cancel each other out, and × cards never "
                         "investigate. If nobody finds it, the game is a draw. Here the numbers are announced "
                         "one at a time.",
    "rules.options.title": "Options",
    "rules.options.body": "Start player: random, or the host chooses (the rulebook's owner of the most valuable "
                          "heirloom). Match: play rounds until someone has won the target number; the winner "
                          "starts the next round (after a draw, the next player starts). After five rounds per "
                          "point of the target without a match winner, the leaders share the win.",
}

JA = {
    "title": "ロストレガシー",
    "option.deck": "セット選択",
    "option.deck.help": "遊ぶ16枚のカード。オールジャムは両方のセットを混ぜます（31枚、6人まで）。",
    "option.deck.starship": "星を渡る船",
    "option.deck.flying_garden": "空中庭園",
    "option.deck.select": "セレクトカード",
    "option.deck.all_jam": "オールジャム",
    "option.all_jam_legacy": "オールジャムの失われた遺産",
    "option.all_jam_legacy.help": "オールジャムで残す5の《失われた遺産》。",
    "option.all_jam_legacy.starship": "星を渡る船",
    "option.all_jam_legacy.flying_garden": "空中庭園",
    "option.all_jam_legacy.random": "ランダム",
    "option.first": "スタートプレイヤー",
    "option.first.help": "ランダムか、ホストが選びます（最も高価な遺産を持っているプレイヤー）。",
    "option.first.random": "ランダム",
    "option.first.choose": "ホストが選ぶ",
    "option.match": "マッチの勝利点",
    "option.match.help": "マッチに勝つのに必要なラウンド勝利数（1なら1ゲームのみ）。",
    "card.girl": "宿命の少女",
    "card.general": "将軍",
    "card.thief": "女盗賊",
    "card.sword": "剣士",
    "card.starship": "失われた遺産：星を渡る船",
    "card.map": "古地図",
    "card.search": "調査",
    "card.assault": "襲撃",
    "card.ambush": "待ち伏せ",
    "card.saint": "聖女",
    "card.necro": "死霊術師",
    "card.adventurer": "冒険者",
    "card.guardian": "番人",
    "card.garden": "失われた遺産：空中庭園",
    "card.misinfo": "偽情報",
    "card.gale": "突風",
    "card.curse": "呪い",
    "card.wound": "負傷",
    "short.starship": "星を渡る船",
    "short.garden": "空中庭園",
    "cardtext.girl": "プレイしても効果はありません。他のプレイヤーにカードの効果で手札を見られたとき、あなたは脱落します。",
    "cardtext.general": "山札の一番上のカードを見ます。それと自分の手札を交換してもかまいません。",
    "cardtext.thief": "他のプレイヤーの手札か遺跡のカード1枚を見ます。それが《失われた遺産》ならあなたの勝利です。",
    "cardtext.sword": "他のプレイヤーの手札を見ます。そのカードが×であった場合、そのプレイヤーは脱落します。",
    "cardtext.starship": "《失われた遺産》。プレイできません。",
    "cardtext.map": "山札の一番上のカードを見てから、ウラ向きで遺跡に置きます。その後、遺跡をシャッフルしてもかまいません。",
    "cardtext.search": "遺跡のカード1枚を見ます。それと自分の手札を交換してもかまいません。",
    "cardtext.assault": "他のプレイヤーの手札を見ます。そのプレイヤーと手札を交換してもかまいません。",
    "cardtext.ambush": "プレイしても効果はありません。他のプレイヤーにカードの効果で見られたとき、これを捨て札にし、そのプレイヤーの手札を奪います。そのプレイヤーは脱落します。",
    "cardtext.saint": "プレイしても効果はありません。オモテ向きで捨て札にある間、あなたが脱落するとき1度だけ代わりにウラ向きになります。",
    "cardtext.necro": "自分の手札と、いずれかの捨て札のカード1枚を交換してもかまいません。",
    "cardtext.adventurer": "遺跡のカード1枚を見て、さらにもう1枚見てもかまいません。《失われた遺産》ならあなたの勝利です。",
    "cardtext.guardian": "あなたの次のターンまで、他のプレイヤーの効果はあなた、あなたの手札と捨て札を選べません。",
    "cardtext.garden": "《失われた遺産》。プレイしても効果はありません。捨て札になるときは代わりにウラ向きで遺跡に置き、遺跡をシャッフルします。",
    "cardtext.misinfo": "いずれかの捨て札のカード1枚をウラ向きで遺跡に置きます。その後、遺跡をシャッフルしてもかまいません。",
    "cardtext.gale": "プレイヤー1人（自分でもよい）を選びます。そのプレイヤーは手札を捨て札にし、山札から1枚引きます。",
    "cardtext.curse": "他のプレイヤー1人を選び、1から8の数字を宣言して手札を見ます。一致したらそのプレイヤーは脱落します。",
    "cardtext.wound": "プレイしても効果はありません。捨て札に負傷が2枚以上あると、あなたは脱落します。",
    "x": "×",
    "spent": "{card}（使用済み）",
    "where.deck": "山札",
    "where.ruins": "遺跡",
    "slot": "遺跡{n}",
    "act.play": "{card}をプレイしました。",
    "act.target": "{seat}を選びました。",
    "act.target_card": "{card}で{seat}を選びました。",
    "act.slot_card": "{card}で{slot}を見ました。",
    "act.name": "{n}を宣言しました。",
    "act.secret.general_swap": "山札の一番上のカードと手札を交換するかどうかをひそかに決めました（将軍）。",
    "act.secret.search_swap": "{slot}と手札を交換するかどうかをひそかに決めました（調査）。",
    "act.secret.assault_swap": "{seat}と手札を交換するかどうかをひそかに決めました（襲撃）。",
    "act.shuffle": "遺跡をシャッフルしました。",
    "act.noshuffle": "遺跡をシャッフルしませんでした。",
    "act.stop": "これ以上見ませんでした。",
    "act.nopick": "カードを取りませんでした。",
    "act.necro_pick": "{seat}の捨て札から{card}を取りました。",
    "act.mis_pick": "{seat}の捨て札の{card}を遺跡に置きました。",
    "act.gale": "{seat}に突風を吹かせました。",
    "act.invest_seat": "{seat}の手札を探索しました。",
    "act.invest_self": "自分の手札を探索しました。",
    "act.invest_slot": "{slot}を探索しました。",
    "act.first": "{seat}をスタートプレイヤーに選びました。",
    "ev.out": "{seat}が脱落しました。",
    "ev.out_card": "{seat}が脱落し、{card}を捨て札にしました。",
    "ev.saint": "代わりに{seat}の聖女がウラ向きになりました。",
    "ev.ambush": "待ち伏せ！{seat}が{other}の手札を奪いました。",
    "ev.blocked": "待ち伏せは何も起こしませんでした。",
    "ev.girl": "{seat}の手札は宿命の少女でした！",
    "ev.xhit": "{seat}の手札は×のカードでした！",
    "ev.curse_hit": "{seat}の手札は{n}でした！",
    "ev.curse_miss": "{seat}の手札は{n}ではありません。",
    "ev.look": "{seat}の手札を見ました。",
    "ev.nowin": "《失われた遺産》ではありませんでした。",
    "ev.win_effect": "《失われた遺産》を発見しました！",
    "ev.llr": "{card}は{where}へ行きました。",
    "ev.shuffle": "遺跡をシャッフルしました。",
    "ev.shuffle_deck": "山札をシャッフルしました。",
    "ev.discard": "{seat}は{card}を捨て札にして1枚引きました。",
    "ev.discard_only": "{seat}は{card}を捨て札にしました。",
    "ev.wounds": "{seat}の捨て札に負傷が2枚あります。",
    "ev.protect": "次のターンまで守護状態になりました。",
    "ev.notarget": "選べるプレイヤーがいないため、効果はありません。",
    "ev.give": "{card}が{seat}の捨て札に置かれました。",
    "ev.ruins_add": "カード1枚がウラ向きで遺跡に置かれました。",
    "ev.invest": "山札がなくなりました。探索フェイズです。",
    "ev.holders_one": "探索順{n}：{seats}が探索します。",
    "ev.holders_tie": "探索順{n}：{seats}が同じ数字のため、探索できません。",
    "ev.reveal": "公開：{card}。",
    "ev.win": "{seat}の勝利です！",
    "ev.draw": "誰も《失われた遺産》を見つけられませんでした。引き分けです。",
    "ev.deal": "ラウンド{n}開始。{seat}から始めます。",
    "prompt.first_player": "スタートプレイヤーを選んでください。",
    "prompt.play": "2枚の手札から1枚をプレイしてください。",
    "prompt.general_swap": "将軍：山札の一番上のカードと手札を交換しますか？",
    "prompt.thief_target": "女盗賊：他のプレイヤーの手札か遺跡のカードを選んでください。",
    "prompt.sword_target": "剣士：手札を見るプレイヤーを選んでください。",
    "prompt.assault_target": "襲撃：手札を見るプレイヤーを選んでください。",
    "prompt.assault_swap": "襲撃：{seat}と手札を交換しますか？",
    "prompt.curse_target": "呪い：プレイヤーを選んでください。",
    "prompt.curse_number": "呪い（{seat}）：1から8の数字を宣言してください。",
    "prompt.map_shuffle": "古地図：遺跡をシャッフルしますか？",
    "prompt.search_slot": "調査：見る遺跡のカードを選んでください。",
    "prompt.search_swap": "調査：{slot}と手札を交換しますか？",
    "prompt.necro_pick": "死霊術師：捨て札から取るカードを選んでください（取らなくてもかまいません）。",
    "prompt.adv_slot_1": "冒険者：見る遺跡のカードを選んでください。",
    "prompt.adv_slot_2": "冒険者：もう1枚遺跡のカードを見るか、やめてください。",
    "prompt.mis_pick": "偽情報：遺跡に置く捨て札のカードを選んでください。",
    "prompt.mis_shuffle": "偽情報：遺跡をシャッフルしますか？",
    "prompt.gale_target": "突風：手札を捨てて引き直すプレイヤーを選んでください（自分でもかまいません）。",
    "prompt.investigate": "探索順{n}：公開させる手札か遺跡のカードを選んでください。",
    "prompt.wait": "{seat}が考えています。",
    "prompt.over": "ゲーム終了です。",
    "word.swap": "交換する",
    "word.keep": "交換しない",
    "word.keep_card": "{card}を残す",
    "word.shuffle": "シャッフルする",
    "word.noshuffle": "シャッフルしない",
    "word.stop": "やめる",
    "word.none": "取らない",
    "phase.first": "スタートプレイヤー決定",
    "phase.turn": "ターン",
    "phase.invest": "探索フェイズ",
    "phase.over": "ゲーム終了",
    "glossary.deck": "山札",
    "glossary.ruins": "遺跡",
    "glossary.pile": "捨て札",
    "glossary.protected": "守護状態",
    "glossary.out": "脱落",
    "glossary.round": "ラウンド",
    "glossary.points": "勝利点",
    "score.rounds_won": "ラウンド勝利",
    "score.status": "結果",
    "score.total": "合計",
    "status.won": "発見",
    "status.in": "残っている",
    "status.out": "脱落",
    "status.draw": "引き分け",
    "result.effect": "カードの効果で《失われた遺産》を発見しました",
    "result.last": "最後の1人になりました",
    "result.found": "探索で《失われた遺産》を発見しました",
    "result.draw": "引き分け",
    "rules.goal.title": "目的",
    "rules.goal.body": "《失われた遺産》（探索順5のカード）を見つけるか、最後の1人になれば勝利です。"
                       "手札はふだん1枚で、自分のターンに1枚引いて2枚のうち1枚をプレイします。",
    "rules.setup.title": "セットと準備",
    "rules.setup.body": "【基本セット：星を渡る船】【拡張セット：空中庭園】、探索順ごとにセットを選ぶ"
                        "セレクトカード（各16枚、2から4人）、または両方を混ぜるオールジャム（《失われた遺産》は"
                        "1枚だけ、31枚、2から6人）で遊びます。シャッフルして各プレイヤーに1枚ずつ配り、"
                        "1枚をウラ向きで山札のそばに置きます。これが遺跡です。このアプリでは遺跡のカードを1、2、3…と"
                        "番号順に並べ、シャッフルで入れ替わります。",
    "rules.turn.title": "ターンの流れ",
    "rules.turn.body": "ドロー、プレイ（2枚のうち1枚をオモテ向きで出す）、エフェクト（可能な限り処理する）、"
                       "エンドの順に行ない、出したカードは自分の捨て札にします。星を渡る船はプレイできません。"
                       "引いたカードと残したカードのどちらを出したかは他のプレイヤーにはわかりません。"
                       "エンドで山札がなければ探索フェイズに進みます。将軍・調査・襲撃の交換は、したかどうかを"
                       "他のプレイヤーに知らせません。このアプリでは山札がないとき将軍・古地図・突風は何もせず、"
                       "脱落で終わったターンでも山札を確認します。",
    "rules.look.title": "「手札を見る」効果と罠",
    "rules.look.body": "女盗賊（手札）、剣士、襲撃、呪いは手札を見る効果です。宿命の少女を見ると、その持ち主が"
                       "脱落して効果は終わります。待ち伏せを見ると、持ち主はそれを捨て札にして見たプレイヤーの"
                       "手札を奪い、見たプレイヤーは脱落します。剣士は待ち伏せを無効にし、×のカードを持つ"
                       "プレイヤーを脱落させます。突風と探索は手札を見る効果ではありません。このアプリでは、"
                       "剣士が宿命の少女を見ても少女の効果が発揮されます。",
    "rules.starship.title": "星を渡る船のカード",
    "rules.starship.body": "1 宿命の少女：罠。2 将軍：山札の一番上を見て、手札と交換してもよい。"
                           "3 女盗賊：手札か遺跡のカードを見て、《失われた遺産》なら即座に勝利。"
                           "4 剣士：手札を見て、×なら脱落させる。5 星を渡る船：プレイできない。"
                           "6 古地図（2枚）：山札の一番上を遺跡に置き、シャッフルしてもよい。"
                           "7 調査（3枚）：遺跡のカードを見て、手札と交換してもよい。"
                           "8 襲撃（3枚）：手札を見て、手札を交換してもよい。× 待ち伏せ（3枚）：罠。"
                           "宿命の少女の英語名は再構成したものです。",
    "rules.garden.title": "空中庭園のカード",
    "rules.garden.body": "1 聖女：オモテ向きで捨て札にある間、1度だけ脱落を防ぎ、ウラ向きになる。"
                         "2 死霊術師：手札と捨て札のカード1枚を交換してもよい。"
                         "3 冒険者：遺跡のカードを2枚まで見て、《失われた遺産》なら勝利。"
                         "4 番人：次のターンまで他のプレイヤーの効果に選ばれない。"
                         "5 空中庭園：プレイできる。捨て札になるときは遺跡に置き、遺跡をシャッフルする。"
                         "6 偽情報（2枚）：捨て札のカードを遺跡に置き、シャッフルしてもよい。"
                         "7 突風（3枚）：プレイヤー1人が手札を捨てて1枚引く。"
                         "8 呪い（3枚）：1から8を宣言して手札を見て、一致すれば脱落させる。"
                         "× 負傷（3枚）：捨て札に負傷が2枚あると脱落する。"
                         "これらの効果・名前・数字の一部は再構成したものです。",
    "rules.elim.title": "脱落と《失われた遺産》",
    "rules.elim.body": "脱落したプレイヤーは手札を効果なしで捨て札にし、そのターンはすぐに終わります。"
                       "残りが1人になれば、そのプレイヤーの勝利です。《失われた遺産》は捨て札に残りません。"
                       "星を渡る船は山札に戻してシャッフルし、空中庭園はウラ向きで遺跡に置いて遺跡をシャッフル"
                       "します。このアプリではすべての捨て札にこれを適用し、星を渡る船だけの山札もありえます。"
                       "脱落したプレイヤーの捨て札はテーブルに残ります。",
    "rules.invest.title": "探索フェイズ",
    "rules.invest.body": "探索順を1から8まで順に確認します。その数字を持つプレイヤーが1人だけなら、誰かの手札"
                         "（自分のものも可）か遺跡のカード1枚を公開させます。《失われた遺産》なら勝利です。"
                         "同じ探索順を持つプレイヤーが複数いると、誰も探索できません。×は探索できません。"
                         "誰も見つけられなければ引き分けです。このアプリでは数字を1つずつ確認します。",
    "rules.options.title": "オプション",
    "rules.options.body": "スタートプレイヤー：ランダム、またはホストが選びます（最も高価な遺産を持っている"
                          "プレイヤー）。マッチ：誰かが目標のラウンド数に勝つまで続けます。勝者が次のラウンドを"
                          "始め、引き分けの後は次のプレイヤーが始めます。目標1点につき5ラウンドを超えても勝者が"
                          "決まらなければ、最多得点のプレイヤーが勝利を分け合います。",
}


def _select_slot_texts() -> None:
    """The Select deck's slots (options ``select_1`` … ``select_x``): one per card number, each
    value naming the card that set brings to it."""
    from .data import SETS, SLOT_CARD, SLOTS

    for table, label, help_text, random in (
            (EN, "Card {mark}", "Select cards: which set's {mark} goes into the deck.", "Random set"),
            (JA, "カード{mark}", "セレクトカード：{mark}をどちらのセットから入れるか。", "ランダム")):
        for s in SLOTS:
            mark = "×" if s == "x" else chr(0x2460 + int(s) - 1)  # ① … ⑧
            key = f"option.select_{s}"
            table[key] = label.format(mark=mark)
            table[f"{key}.help"] = help_text.format(mark=mark)
            for which in SETS:
                table[f"{key}.{which}"] = table[f"card.{SLOT_CARD[(s, which)]}"]
            table[f"{key}.random"] = random


_select_slot_texts()
i18n.register(NS, {"en": EN, "ja": JA})


def tr(key: str, lang: str, **fmt) -> str:
    return i18n.tr(NS, key, lang, **fmt)


def seat_name(p: int, lang: str) -> str:
    """A seat in a rules text: a marker the session / table replaces with the player's name."""
    return i18n.seat_ref(p)


def card_name(card: str, lang: str) -> str:
    return tr(f"card.{card}", lang)


def slot_name(i: int, lang: str) -> str:
    return tr("slot", lang, n=i + 1)


def _join(parts, lang):
    return ("" if lang == "ja" else " ").join(p for p in parts if p)


def _seats(seats, lang):
    return ("、" if lang == "ja" else ", ").join(seat_name(s, lang) for s in seats)


def describe_event(ev: tuple, lang: str) -> str:
    """One public consequence (``(kind, *args)``), or '' for bookkeeping events."""
    k = ev[0]
    if k == "out":
        x, hand = ev[1], ev[2]
        if hand:
            return tr("ev.out_card", lang, seat=seat_name(x, lang), card=card_name(hand[0], lang))
        return tr("ev.out", lang, seat=seat_name(x, lang))
    if k == "saint":
        return tr("ev.saint", lang, seat=seat_name(ev[1], lang))
    if k == "ambush":
        return tr("ev.ambush", lang, seat=seat_name(ev[1], lang), other=seat_name(ev[2], lang))
    if k == "blocked":
        return tr("ev.blocked", lang)
    if k == "girl":
        return tr("ev.girl", lang, seat=seat_name(ev[1], lang))
    if k == "xhit":
        return tr("ev.xhit", lang, seat=seat_name(ev[1], lang))
    if k == "curse":
        key = "ev.curse_hit" if ev[3] else "ev.curse_miss"
        return tr(key, lang, seat=seat_name(ev[1], lang), n=ev[2])
    if k == "nowin":
        return tr("ev.nowin", lang)
    if k == "win_effect":
        return tr("ev.win_effect", lang)
    if k == "llr":
        return tr("ev.llr", lang, card=card_name(ev[1], lang), where=tr(f"where.{ev[2]}", lang))
    if k == "shuffle":
        if ev[1] == "deck":
            return tr("ev.shuffle_deck", lang)
        return tr("ev.shuffle", lang)
    if k == "discard":
        return tr("ev.discard_only", lang, seat=seat_name(ev[1], lang), card=card_name(ev[2], lang))
    if k == "wounds":
        return tr("ev.wounds", lang, seat=seat_name(ev[1], lang))
    if k == "protect":
        return tr("ev.protect", lang)
    if k == "notarget":
        return tr("ev.notarget", lang)
    if k == "give":
        return tr("ev.give", lang, card=card_name(ev[3], lang), seat=seat_name(ev[2], lang))
    if k == "ruins_add":
        return tr("ev.ruins_add", lang)
    if k == "invest":
        return tr("ev.invest", lang)
    if k == "holders":
        key = "ev.holders_one" if len(ev[2]) == 1 else "ev.holders_tie"
        return tr(key, lang, n=ev[1], seats=_seats(ev[2], lang))
    if k == "reveal":
        return tr("ev.reveal", lang, card=card_name(ev[4], lang))
    if k == "result":
        if ev[1] < 0:
            return tr("ev.draw", lang)
        return tr("ev.win", lang, seat=seat_name(ev[1], lang))
    if k == "deal" and ev[2] > 1:
        return tr("ev.deal", lang, n=ev[2], seat=seat_name(ev[1], lang))
    return ""


def describe(pending, actor, action, events, lang: str) -> str:
    """The log line of ``action`` (answering ``pending``) plus its public consequences."""
    kind = pending[0]
    if kind == "play":
        base = tr("act.play", lang, card=card_name(action[1], lang))
    elif kind == "first_player":
        base = tr("act.first", lang, seat=seat_name(action[1], lang))
    elif kind in ("general_swap", "search_swap", "assault_swap"):
        base = secret_swap_text(pending, lang)
    elif kind in ("map_shuffle", "mis_shuffle"):
        base = tr("act.shuffle" if action == "shuffle" else "act.noshuffle", lang)
    elif kind == "investigate":
        if action[0] == "slot":
            base = tr("act.invest_slot", lang, slot=slot_name(action[1], lang))
        elif action[1] == actor:
            base = tr("act.invest_self", lang)
        else:
            base = tr("act.invest_seat", lang, seat=seat_name(action[1], lang))
    elif action == "stop":
        base = tr("act.stop", lang)
    elif action == "none":
        base = tr("act.nopick", lang)
    elif kind in ("necro_pick", "mis_pick"):
        key = "act.necro_pick" if kind == "necro_pick" else "act.mis_pick"
        base = tr(key, lang, card=card_name(action[2], lang), seat=seat_name(action[1], lang))
    elif kind == "curse_number":
        base = tr("act.name", lang, n=action[1])
    elif kind == "gale_target":
        base = tr("act.gale", lang, seat=seat_name(action[1], lang))
    elif action[0] == "slot":
        base = tr("act.slot_card", lang, slot=slot_name(action[1], lang), card=card_name(_CHOICE_CARD[kind], lang))
    elif kind in _CHOICE_CARD:
        base = tr("act.target_card", lang, seat=seat_name(action[1], lang), card=card_name(_CHOICE_CARD[kind], lang))
    else:
        base = tr("act.target", lang, seat=seat_name(action[1], lang))
    parts = [base]
    for ev in events:
        if ev[0] == "look":
            continue
        if ev[0] == "reveal" and kind != "investigate":
            continue
        parts.append(describe_event(ev, lang))
    return _join(parts, lang)


#: the card a target or Ruins choice is made for (the log names it)
_CHOICE_CARD = {"thief_target": "thief", "sword_target": "sword", "assault_target": "assault",
                "curse_target": "curse", "search_slot": "search", "adv_slot_1": "adventurer",
                "adv_slot_2": "adventurer"}


def secret_swap_text(pending, lang: str) -> str:
    """What a secret swap decision is about (the log and the table say it without the answer)."""
    kind = pending[0]
    if kind == "search_swap":
        return tr("act.secret.search_swap", lang, slot=slot_name(pending[1], lang))
    if kind == "assault_swap":
        return tr("act.secret.assault_swap", lang, seat=seat_name(pending[1], lang))
    return tr("act.secret.general_swap", lang)


def prompt(state, lang: str) -> str:
    pend = state.pending
    if pend is None:
        return tr("prompt.over", lang)
    k = pend[0]
    if k == "assault_swap":
        return tr("prompt.assault_swap", lang, seat=seat_name(pend[1], lang))
    if k == "search_swap":
        return tr("prompt.search_swap", lang, slot=slot_name(pend[1], lang))
    if k == "investigate":
        return tr("prompt.investigate", lang, n=pend[1])
    if k == "curse_number":
        return tr("prompt.curse_number", lang, seat=seat_name(pend[1], lang))
    return tr(f"prompt.{k}", lang)


# -- the table (scene.py) ------------------------------------------------------------------

TABLE_EN = {
    "fx.girl": "Trap: if another player looks at your hand, you are out.",
    "fx.general": "See the deck's top card; you may swap it with your hand.",
    "fx.thief": "Look at a hand or a Ruins card. The Legacy: you win!",
    "fx.sword": "Look at a hand. A × card: they are out.",
    "fx.starship": "The Lost Legacy. Cannot be played.",
    "fx.map": "Deck top into the Ruins; you may shuffle them.",
    "fx.search": "Look at a Ruins card; you may swap it with your hand.",
    "fx.assault": "Look at a hand; you may swap hands.",
    "fx.ambush": "Trap: whoever looks at it is out; you take their card.",
    "fx.saint": "Face up in your pile: saves you from one elimination.",
    "fx.necro": "You may swap your hand with a card from any discard pile.",
    "fx.adventurer": "Look at one or two Ruins cards. The Legacy: you win!",
    "fx.guardian": "Until your next turn, effects cannot choose you.",
    "fx.garden": "The Lost Legacy. Discarded, it goes into the Ruins.",
    "fx.misinfo": "A discard-pile card goes into the Ruins; you may shuffle.",
    "fx.gale": "A player (you too) discards their hand and draws.",
    "fx.curse": "Name 1-8 and look at a hand. A match: they are out.",
    "fx.wound": "Two Wounds in your pile: you are out.",
    "ui.deck": "Deck {n}",
    "ui.ruins": "Ruins",
    "ui.play_here": "Drop a card here to play it",
    "ui.in_play": "In play",
    "ui.your_pile": "Your discard pile",
    "ui.pile_empty": "No discards yet",
    "ui.round": "Round {n}",
    "ui.single": "Single game",
    "ui.first_to": "first to {n} wins",
    "ui.eliminated": "Eliminated",
    "ui.protected": "Protected",
    "ui.invest": "Investigation",
    "ui.you_know": "You know",
    "ui.know_hand": "{seat} holds {card}",
    "ui.know_slot": "{slot} is {card}",
    "ui.know_top": "Deck top is {card}",
    "ui.know_ruins_pool": "Somewhere in the Ruins: {cards}",
    "ui.know_deck_pool": "Somewhere in the deck: {cards}",
    "ui.know_nothing": "Nothing for sure yet.",
    "ui.legacy": "Lost Legacy: {card}",
    "ui.saint_spent": "The Saint is spent.",
    "ui.choose_seat": "Click a glowing player",
    "ui.choose_slot": "Click a glowing Ruins card",
    "ui.choose_pile": "Click a glowing discard",
    "ui.choose_any": "Click a glowing player or Ruins card",
    "ui.you_out": "You are out of this round.",
    "ui.you": "you",
    "ui.secret_swap": "Swap or keep? (secret)",
    "ui.secret_swap_top": "Swap with the deck's top card, or keep yours? (secret)",
    "ui.assaulted_swapped": "{seat} swapped hands with you: your {mine} went to them, you now hold {card}.",
    "ui.assaulted_kept": "{seat} did not swap: you still hold your {card}.",
    "why.wait": "Wait for your turn.",
    "why.not_now": "Finish the effect of the card in play first.",
    "why.starship": "The Starship is the Lost Legacy: it can never be played.",
    "why.to_play": "Drop the card on the play area in the middle of the table.",
    "tip.pile": "{name}'s discard pile (newest first):\n{cards}",
    "tip.pile_empty": "{name}'s discard pile is empty.",
    "tip.slot": "{slot}: a face-down Ruins card.",
    "tip.slot_known": "{slot}: you know it is {card}.",
    "tip.deck": "{n} cards in the deck. When it runs out, the investigation begins.",
    "tip.deck_top": "You know the top card: {card}.",
    "tip.seat": "{name}: {n} [[n|card|cards]] in hand.",
    "tip.seat_known": "You know they hold {card}.",
    "tip.saint_active": "A face-up Saint saves its owner from one elimination.",
    "col.card": "Last card",
    "col.result": "Round result",
    "col.rounds": "Rounds",
    "res.draw": "Draw",
    # the story of a round (story.py): the end panel, the panel between rounds, the results
    "place.seat": "{seat}'s hand",
    "place.own": "their own hand",
    "place.own_short": "own hand",
    "place.deck": "the deck",
    "place.unknown": "an unknown place",
    "story.and": " and ",
    "story.sep": "; ",
    "story.effect": "{seat} found {ll} in {place} with the {card}.",
    "story.found": "{seat} revealed {place} in the investigation: {ll}.",
    "story.last": "{seat} was the last player left in the round.",
    "story.draw": "Nobody found {ll}: a draw.",
    "story.where": "{ll} was in {place}.",
    "story.invest": "Investigation: {items}.",
    "story.invest.one": "{n}: {seat} revealed {place} ({card})",
    "story.invest.tie": "{n}: {seats} tied, nobody investigated",
    "story.invest.wait": "{n}: {seat}",
    "story.invest.nobody": "Investigation: nobody held a number of their own.",
    "story.invest.later": "{n}: {seat}, not reached",
    "story.invest.x": "×: {seat} (never investigates)",
    "story.out.girl": "{seat} was eliminated: {actor}'s {card} saw their Fated Girl.",
    "story.out.xhit": "{seat} was eliminated: {actor}'s {card} found a × card in their hand.",
    "story.out.curse": "{seat} was eliminated: {actor}'s {card} named their number.",
    "story.out.ambush": "{seat} was eliminated: they looked at {other}'s Sneak Attack.",
    "story.out.wounds": "{seat} was eliminated: two Wounds in their discard pile.",
    "story.out.other": "{seat} was eliminated on {actor}'s turn.",
    "story.saved": "{seat}'s Saint saved them once (on {actor}'s turn).",
    "story.match": "Rounds won: {items}.",
    "story.match.item": "{seat} {n}",
    "story.round": "Round {n}",
    "cell.invest.one": "{n} → {place}",
    "cell.invest.tie": "{n}: tie",
    "cell.invest.later": "{n}: not called",
    "cell.invest.x": "×: none",
    "cell.won.effect": "Found it (effect)",
    "cell.won.found": "Found it",
    "cell.won.last": "Last one in",
    "cell.out": "Out",
    "cell.out.card": "Out: {card}",
    "cell.out.ambush": "Out: Sneak Attack",
    "cell.out.wounds": "Out: two Wounds",
    "cell.in": "Still in",
    "col.invest": "Investigation",
    # explain.py: the selected card, the seat's own choices, hints
    "note.keep_ll": "the Lost Legacy: keep it hidden",
    "note.keep_ambush": "a trap for whoever looks at your hand",
    "note.keep_girl": "careful: if someone looks at it, you are out",
    "note.keep_x": "a × card never investigates",
    "note.keep_n": "number {n} in the investigation",
    "sel.keep": "You keep {card} ({note}).",
    "sel.how": "Drag it onto the play area, or click the glowing play area, to play it.",
    "move.swap": "swap: take {card}",
    "move.keep": "keep {card}",
    "move.shuffle": "shuffle the Ruins",
    "move.noshuffle": "leave the Ruins as they are",
    "move.stop": "stop looking",
    "move.none": "take no card",
    "move.play": "play {card}",
    "move.reveal_own": "reveal your own hand",
    "move.reveal_seat": "reveal {seat}'s hand",
    "move.first": "let {seat} start",
    "move.gale_self": "blow the Gale at yourself",
    "move.seat": "choose {seat}",
    "move.reveal_slot": "reveal {slot}",
    "move.slot": "look at {slot}",
    "move.name": "name {n}",
    "move.necro": "take {card} from {seat}'s discard pile",
    "move.misinfo": "put {card} from {seat}'s discard pile into the Ruins",
    "why.play.find_known_seat": "you know {seat} holds {ll}: finding it wins at once",
    "why.play.find_known_slot": "you know {slot} is {ll}: finding it wins at once",
    "why.play.find": "it may find {ll}, which wins at once",
    "why.play.sword_known": "you know {seat} holds a × card: the Swordsman eliminates them",
    "why.play.sword": "a × card in the hand it looks at is eliminated",
    "why.play.curse_known": "you know {seat}'s card is a {n}: name it to eliminate them",
    "why.play.curse": "name the number you think a player holds",
    "why.play.assault_ll": "you know {seat} holds {ll}: look, then take it",
    "why.play.search_ll": "you know {slot} is {ll}: look, then swap it into your hand",
    "why.play.and_keep": "{why}; you keep {card} ({note})",
    "why.play.no_effect": "it does nothing when played: what matters is the card you keep",
    "why.play.only": "it is the only card you can play",
    "why.fx.general": "you see the deck's top card and may swap it for your hand card",
    "why.fx.map": "you see the deck's top card as it goes into the Ruins, and may shuffle them",
    "why.fx.search": "you see a Ruins card and may swap it for your hand card",
    "why.fx.assault": "you see a player's hand and may swap hands",
    "why.fx.necro": "you may swap your hand card for any card in a discard pile",
    "why.fx.guardian": "nobody can choose you until your next turn",
    "why.fx.misinfo": "a card from a discard pile goes into the Ruins and hides the Lost Legacy better",
    "why.fx.gale": "a player of your choice discards their card and draws a new one",
    "why.seat.ll": "you know {seat} holds {ll}",
    "why.seat.ll_own": "you hold {ll} yourself: revealing it wins",
    "why.seat.own": "your own card is {card}",
    "why.seat.unknown": "you have not seen {seat}'s card: it may be {ll}",
    "why.seat.x": "you know {seat} holds a × card: they are eliminated",
    "why.seat.curse_known": "you know {seat}'s card is a {n}",
    "why.seat.take_ll": "you know {seat} holds {ll}: take it with the swap",
    "why.seat.gale_self": "you get rid of your {card} and draw a new card",
    "why.seat.gale_ll": "{seat} holds {ll}: they must discard it",
    "why.seat.gale": "{seat} discards their card and draws a new one",
    "why.seat.first": "the AI would let them draw first",
    "why.seat.only": "{seat} is the only player you can choose",
    "why.seat.known": "you know {seat} holds {card}",
    "why.seat.not_seen": "you have not seen {seat}'s card yet",
    "why.slot.ll": "you know {slot} is {ll}: finding it wins",
    "why.slot.ll_search": "you know {slot} is {ll}: look, then swap it into your hand",
    "why.slot.known": "you know {slot} is {card}",
    "why.slot.unknown": "you have not seen {slot} yet",
    "why.name.known": "you know {seat} holds {card}",
    "why.name.likely": "{n} is the likeliest: {k} of the cards you have not seen",
    "why.swap.unknown": "nobody else learns whether you swapped",
    "why.swap.take_ll": "you take {ll}",
    "why.swap.lower": "{card} ({n}) investigates before your {mine} ({m})",
    "why.swap.rid": "you get rid of your {mine}",
    "why.keep.ll": "you keep {ll}, and nobody learns you have it",
    "why.keep.lower": "your {mine} ({m}) investigates before {card}",
    "why.keep.hide": "nobody learns whether you swapped: your {mine} stays a secret",
    "why.shuffle": "the others lose track of which Ruins card is which",
    "why.noshuffle_known": "you keep track of the Ruins cards you know: {cards}",
    "why.noshuffle": "there is nothing to hide in the Ruins",
    "why.stop": "what you have seen is enough",
    "why.none": "your {card} is better than any discard",
    "why.necro.lower": "{card} ({n}) investigates before your {mine}",
    "why.necro": "you swap your {mine} for {card}",
    "why.misinfo": "one more card in the Ruins hides where the Lost Legacy is",
    "list.sep": ", ",
    "hint.sentence": "{move} — {why}.",
    "tip.keep": "You keep {card}. Nobody else learns whether you swapped.",
    "tip.swap": "Your {mine} goes to {where}; you take {card}. Nobody else learns whether you swapped.",
    "tip.swap_ll": "Careful: you would give {card} away.",
    "place.deck_top": "the top of the deck (the next player draws it)",
    "tip.recent": "Since your last move:",
    "ui.last_turn": "Played {cards}",
    "ui.next_round": "Next round",
    "ui.next_round.tip": "Deal the next round (Enter).",
    "end.round_won": "Round {n}: {name} wins the round",
    "end.round_draw": "Round {n}: a draw",
}
TABLE_JA = {
    "fx.girl": "罠：他のプレイヤーに手札を見られたら、あなたは脱落。",
    "fx.general": "山札の一番上を見て、手札と交換してもよい。",
    "fx.thief": "手札か遺跡1枚を見る。遺産ならあなたの勝利！",
    "fx.sword": "手札を見る。×のカードなら、その人は脱落。",
    "fx.starship": "《失われた遺産》。プレイできない。",
    "fx.map": "山札の一番上を遺跡へ。遺跡をシャッフルしてもよい。",
    "fx.search": "遺跡1枚を見て、手札と交換してもよい。",
    "fx.assault": "手札を見て、手札を交換してもよい。",
    "fx.ambush": "罠：これを見た人は脱落し、その手札を奪う。",
    "fx.saint": "捨て札でオモテの間、1度だけ脱落を防ぐ。",
    "fx.necro": "手札と、いずれかの捨て札1枚を交換してもよい。",
    "fx.adventurer": "遺跡を1枚か2枚見る。遺産ならあなたの勝利！",
    "fx.guardian": "次の手番まで、他の人の効果に選ばれない。",
    "fx.garden": "《失われた遺産》。捨て札になると遺跡へ。",
    "fx.misinfo": "捨て札1枚を遺跡へ。シャッフルしてもよい。",
    "fx.gale": "1人（自分も可）が手札を捨てて1枚引く。",
    "fx.curse": "1から8を宣言して手札を見る。一致なら脱落。",
    "fx.wound": "捨て札に負傷が2枚あると、あなたは脱落。",
    "ui.deck": "山札 {n}",
    "ui.ruins": "遺跡",
    "ui.play_here": "ここにカードを出してプレイ",
    "ui.in_play": "プレイ中",
    "ui.your_pile": "あなたの捨て札",
    "ui.pile_empty": "捨て札はまだありません",
    "ui.round": "ラウンド {n}",
    "ui.single": "1ゲーム",
    "ui.first_to": "先に{n}勝で勝利",
    "ui.eliminated": "脱落",
    "ui.protected": "保護中",
    "ui.invest": "探索フェイズ",
    "ui.you_know": "知っていること",
    "ui.know_hand": "{seat}の手札は{card}",
    "ui.know_slot": "{slot}は{card}",
    "ui.know_top": "山札の一番上は{card}",
    "ui.know_ruins_pool": "遺跡のどこかに：{cards}",
    "ui.know_deck_pool": "山札のどこかに：{cards}",
    "ui.know_nothing": "確かなことはまだありません。",
    "ui.legacy": "失われた遺産：{card}",
    "ui.saint_spent": "聖女は使用済みです。",
    "ui.choose_seat": "光っているプレイヤーをクリック",
    "ui.choose_slot": "光っている遺跡のカードをクリック",
    "ui.choose_pile": "光っている捨て札をクリック",
    "ui.choose_any": "光っているプレイヤーか遺跡のカードをクリック",
    "ui.you_out": "このラウンドは脱落しました。",
    "ui.you": "あなた",
    "ui.secret_swap": "交換する？しない？（ひそかに）",
    "ui.secret_swap_top": "山札の一番上のカードと交換する？しない？（ひそかに）",
    "ui.assaulted_swapped": "{seat}があなたと手札を交換しました：{mine}を渡し、{card}を受け取りました。",
    "ui.assaulted_kept": "{seat}は交換しませんでした：あなたの{card}はそのままです。",
    "why.wait": "自分の手番をお待ちください。",
    "why.not_now": "先にプレイ中のカードの効果を解決してください。",
    "why.starship": "星を渡る船は《失われた遺産》です。プレイできません。",
    "why.to_play": "テーブル中央のプレイ場所にカードを置いてください。",
    "tip.pile": "{name}の捨て札（新しい順）：\n{cards}",
    "tip.pile_empty": "{name}の捨て札はありません。",
    "tip.slot": "{slot}：ウラ向きの遺跡のカード。",
    "tip.slot_known": "{slot}：{card}だと知っています。",
    "tip.deck": "山札は{n}枚。なくなると探索フェイズになります。",
    "tip.deck_top": "一番上のカードを知っています：{card}。",
    "tip.seat": "{name}：手札{n}枚。",
    "tip.seat_known": "手札は{card}だと知っています。",
    "tip.saint_active": "オモテ向きの聖女は、持ち主の脱落を1度だけ防ぎます。",
    "col.card": "最後の手札",
    "col.result": "ラウンドの結果",
    "col.rounds": "ラウンド",
    "res.draw": "引き分け",
    "place.seat": "{seat}の手札",
    "place.own": "自分の手札",
    "place.own_short": "自分の手札",
    "place.deck": "山札",
    "place.unknown": "不明な場所",
    "story.and": "と",
    "story.sep": "、",
    "story.effect": "{seat}が{card}で{place}の{ll}を見つけました。",
    "story.found": "{seat}が探索フェイズで{place}を公開し、{ll}を見つけました。",
    "story.last": "{seat}がこのラウンドで最後まで残りました。",
    "story.draw": "誰も{ll}を見つけられず、引き分けです。",
    "story.where": "{ll}は{place}にありました。",
    "story.invest": "探索フェイズ：{items}。",
    "story.invest.one": "{n}は{seat}が{place}を公開（{card}）",
    "story.invest.tie": "{n}は{seats}が同じ数字で探索なし",
    "story.invest.wait": "{n}は{seat}",
    "story.invest.nobody": "探索フェイズ：自分だけの数字を持つプレイヤーはいませんでした。",
    "story.invest.later": "{n}は{seat}（順番が来ず）",
    "story.invest.x": "×は{seat}（探索できない）",
    "story.out.girl": "{seat}が脱落：{actor}の{card}に宿命の少女を見られました。",
    "story.out.xhit": "{seat}が脱落：{actor}の{card}に×のカードを見つけられました。",
    "story.out.curse": "{seat}が脱落：{actor}の{card}に数字を言い当てられました。",
    "story.out.ambush": "{seat}が脱落：{other}の待ち伏せを見てしまいました。",
    "story.out.wounds": "{seat}が脱落：捨て札に負傷が2枚そろいました。",
    "story.out.other": "{seat}が{actor}のターンに脱落しました。",
    "story.saved": "{seat}の聖女が1度だけ脱落を防ぎました（{actor}のターン）。",
    "story.match": "ラウンド勝利数：{items}。",
    "story.match.item": "{seat} {n}",
    "story.round": "ラウンド {n}",
    "cell.invest.one": "{n} → {place}",
    "cell.invest.tie": "{n}：同数",
    "cell.invest.later": "{n}：順番なし",
    "cell.invest.x": "×：なし",
    "cell.won.effect": "発見（効果）",
    "cell.won.found": "発見",
    "cell.won.last": "最後の1人",
    "cell.out": "脱落",
    "cell.out.card": "脱落：{card}",
    "cell.out.ambush": "脱落：待ち伏せ",
    "cell.out.wounds": "脱落：負傷2枚",
    "cell.in": "残っている",
    "col.invest": "探索フェイズ",
    "note.keep_ll": "《失われた遺産》：隠し持っておく",
    "note.keep_ambush": "手札を見た人を脱落させる罠",
    "note.keep_girl": "注意：見られるとあなたが脱落",
    "note.keep_x": "×のカードは探索できない",
    "note.keep_n": "探索順{n}",
    "sel.keep": "手元に{card}が残ります（{note}）。",
    "sel.how": "プレイ場所へドラッグするか、光っているプレイ場所をクリックするとプレイします。",
    "move.swap": "交換して{card}を取る",
    "move.keep": "{card}を手元に残す",
    "move.shuffle": "遺跡をシャッフルする",
    "move.noshuffle": "遺跡をそのままにする",
    "move.stop": "これ以上見ない",
    "move.none": "カードを取らない",
    "move.play": "{card}をプレイ",
    "move.reveal_own": "自分の手札を公開",
    "move.reveal_seat": "{seat}の手札を公開",
    "move.first": "{seat}をスタートプレイヤーに",
    "move.gale_self": "自分に突風",
    "move.seat": "{seat}を選ぶ",
    "move.reveal_slot": "{slot}を公開",
    "move.slot": "{slot}を見る",
    "move.name": "{n}を宣言",
    "move.necro": "{seat}の捨て札から{card}を取る",
    "move.misinfo": "{seat}の捨て札の{card}を遺跡へ",
    "why.play.find_known_seat": "{seat}が{ll}を持っていると知っています。見つければ即勝利",
    "why.play.find_known_slot": "{slot}が{ll}だと知っています。見つければ即勝利",
    "why.play.find": "{ll}を見つければ即勝利",
    "why.play.sword_known": "{seat}が×のカードを持っていると知っています。剣士で脱落させられます",
    "why.play.sword": "見た手札が×のカードなら脱落させます",
    "why.play.curse_known": "{seat}の手札が{n}だと知っています。宣言すれば脱落させられます",
    "why.play.curse": "相手の手札の数字を予想して宣言します",
    "why.play.assault_ll": "{seat}が{ll}を持っていると知っています。見てから奪えます",
    "why.play.search_ll": "{slot}が{ll}だと知っています。見てから手札と交換できます",
    "why.play.and_keep": "{why}。手元に{card}が残ります（{note}）",
    "why.play.no_effect": "プレイしても効果はないので、手元に残すカードが大事です",
    "why.play.only": "プレイできるのはこのカードだけです",
    "why.fx.general": "山札の一番上を見て、手札と交換できます",
    "why.fx.map": "山札の一番上を見てから遺跡に置き、遺跡をシャッフルできます",
    "why.fx.search": "遺跡のカードを1枚見て、手札と交換できます",
    "why.fx.assault": "他のプレイヤーの手札を見て、手札を交換できます",
    "why.fx.necro": "手札と捨て札のカード1枚を交換できます",
    "why.fx.guardian": "次の手番まで誰にも選ばれません",
    "why.fx.misinfo": "捨て札のカードを遺跡に置き、《失われた遺産》の場所を隠せます",
    "why.fx.gale": "選んだプレイヤーが手札を捨てて1枚引き直します",
    "why.seat.ll": "{seat}が{ll}を持っていると知っています",
    "why.seat.ll_own": "あなた自身が{ll}を持っています。公開すれば勝利",
    "why.seat.own": "自分の手札は{card}です",
    "why.seat.unknown": "{seat}の手札はまだ見ていません。{ll}かもしれません",
    "why.seat.x": "{seat}が×のカードを持っていると知っています。脱落させられます",
    "why.seat.curse_known": "{seat}の手札が{n}だと知っています",
    "why.seat.take_ll": "{seat}が{ll}を持っていると知っています。交換で奪えます",
    "why.seat.gale_self": "手元の{card}を捨てて新しいカードを引けます",
    "why.seat.gale_ll": "{seat}は{ll}を持っています。捨てさせられます",
    "why.seat.gale": "{seat}は手札を捨てて引き直します",
    "why.seat.first": "AIならこのプレイヤーから始めます",
    "why.seat.only": "選べるのは{seat}だけです",
    "why.seat.known": "{seat}の手札は{card}だと知っています",
    "why.seat.not_seen": "{seat}の手札はまだ見ていません",
    "why.slot.ll": "{slot}が{ll}だと知っています。見つければ勝利",
    "why.slot.ll_search": "{slot}が{ll}だと知っています。見てから手札と交換できます",
    "why.slot.known": "{slot}は{card}だと知っています",
    "why.slot.unknown": "{slot}はまだ見ていません",
    "why.name.known": "{seat}の手札は{card}だと知っています",
    "why.name.likely": "まだ見ていないカードのうち{k}枚が{n}で、いちばん可能性が高い数字です",
    "why.swap.unknown": "交換したかどうかは誰にもわかりません",
    "why.swap.take_ll": "{ll}が手に入ります",
    "why.swap.lower": "{card}（{n}）は手元の{mine}（{m}）より先に探索できます",
    "why.swap.rid": "手元の{mine}を手放せます",
    "why.keep.ll": "{ll}を持ち続け、そのことは誰にもわかりません",
    "why.keep.lower": "手元の{mine}（{m}）は{card}より先に探索できます",
    "why.keep.hide": "交換したかどうかは誰にもわからず、{mine}は秘密のままです",
    "why.shuffle": "他のプレイヤーは遺跡のどれが何かわからなくなります",
    "why.noshuffle_known": "知っている遺跡のカードの位置を覚えておけます：{cards}",
    "why.noshuffle": "遺跡に隠すものはありません",
    "why.stop": "見たもので十分です",
    "why.none": "手元の{card}のほうが捨て札のどのカードよりも良いです",
    "why.necro.lower": "{card}（{n}）は手元の{mine}より先に探索できます",
    "why.necro": "手元の{mine}を{card}と交換します",
    "why.misinfo": "遺跡のカードが増え、《失われた遺産》の場所が隠れます",
    "list.sep": "、",
    "hint.sentence": "{move}。{why}。",
    "tip.keep": "{card}を手元に残します。交換したかどうかは誰にもわかりません。",
    "tip.swap": "手元の{mine}は{where}へ行き、{card}を受け取ります。交換したかどうかは誰にもわかりません。",
    "tip.swap_ll": "注意：{card}を手放すことになります。",
    "place.deck_top": "山札の一番上（次のプレイヤーが引きます）",
    "tip.recent": "あなたの前の手番から：",
    "ui.last_turn": "{cards}をプレイ",
    "ui.next_round": "次のラウンド",
    "ui.next_round.tip": "次のラウンドを配ります（Enter）。",
    "end.round_won": "ラウンド {n}：{name}の勝ち",
    "end.round_draw": "ラウンド {n}：引き分け",
}

i18n.register(NS, {"en": TABLE_EN, "ja": TABLE_JA})

#: the coach's words in the guided first game (``lesson.py``): what to do and why; ⟦n⟧ names a seat
LESSON_EN = {
    "lesson.goal.title": "Find the Lost Legacy",
    "lesson.goal": "Somewhere among these 16 cards lies the Lost Legacy: The Starship, number 5. Find it, or be the last explorer left, and you win.",
    "lesson.table": "Every card is dealt face down: the deck on the left, one card in each hand, and the Ruins in the middle. The Ruins hide cards nobody holds; the Starship may be there.",
    "lesson.hand": "Your turn: you drew a card, so you hold two. Each turn you play one and keep the other. Your Sneak Attack is a trap: hold on to it.",
    "lesson.search": "Drag Search onto the glowing play area on the right. Search lets you look at a card in the Ruins.",
    "lesson.search_slot": "Click the Ruins card to look at it. Only you will see it.",
    "lesson.found": "It is the Starship! You could swap it into your hand, but it can never be played. Leave it there: only you know where it lies. Click Keep Sneak Attack.",
    "lesson.know": "“You know” keeps what you have seen: Ruins 1 is the Starship. Click Next and your opponents take their turns: watch the table.",
    "lesson.trap.title": "The trap springs",
    "lesson.trap": "⟦1⟧ plays an Old Map. ⟦2⟧ looks at your hand with the Shadow Thief and finds your Sneak Attack! Whoever looks at it is out: ⟦2⟧ is eliminated, and their General comes to you.",
    "lesson.map": "⟦1⟧'s Old Map puts the deck's top card into the Ruins: the Ruins only ever grow. Now play your own Old Map.",
    "lesson.noshuffle": "You saw the card go in: a Sneak Attack. You may shuffle the Ruins now, but then you would lose track of the Starship. Don't shuffle.",
    "lesson.general": "⟦1⟧ plays a Sneak Attack: played, it does nothing; it only bites while held. Play the General to look at the deck's top card.",
    "lesson.general_keep": "The top card is a Search. You could swap your hand card for it, but your Swordsman is more useful now. Click Keep Swordsman.",
    "lesson.sword": "⟦1⟧'s Assault looks at your hand and may swap hands with you; they keep theirs. Your Swordsman is no secret now: play it on them.",
    "lesson.map_done": "Three cards lie in the Ruins now, and you know two of them. ⟦1⟧ plays next.",
    "lesson.general_done": "The Search stays on top of the deck, so ⟦1⟧ draws it next: you will know a card in their hand.",
    "lesson.sword_target": "Click ⟦1⟧. The Swordsman looks at their hand: if it is a × card, like Sneak Attack, they are out.",
    "lesson.sword_seen": "The Search you saw on the deck: not a × card, so nothing happens. The deck is almost gone: when a turn ends with it empty, the investigation begins.",
    "lesson.girl.title": "The last card",
    "lesson.girl": "You draw the last card: the Fated Girl, number 1. The investigation calls the lowest number first, so keep her and play Assault. (A look at her would knock you out, but no turns are left.)",
    "lesson.assault_target": "Click ⟦1⟧ to look at their hand.",
    "lesson.assault_keep": "They hold a Search, number 7. Swapping would hand them your Girl, and with her the first turn in the investigation. Click Keep Fated Girl.",
    "lesson.invest.title": "Investigation",
    "lesson.invest": "The deck is empty. Numbers are called from 1; the holder reveals one card, a hand or a Ruins card. You go first, and you know where the Starship is: click Ruins 1.",
    "lesson.won.title": "You found it!",
    "lesson.won": "The first to reveal the Lost Legacy wins. Seeing it with a Shadow Thief wins at once, and so does being the last one left; if nobody finds it, nobody wins. The Flying Garden set plays the same way.",
}
LESSON_JA = {
    "lesson.goal.title": "《失われた遺産》を探せ",
    "lesson.goal": "16枚のどこかに《失われた遺産：星を渡る船》（5番）が眠っています。見つけるか、最後の1人になれば勝ちです。",
    "lesson.table": "カードはすべてウラ向きで配られます。左に山札、各自の手札に1枚、中央に遺跡。遺跡には誰も持っていないカードが隠れていて、星を渡る船があるかもしれません。",
    "lesson.hand": "あなたの番です。1枚引いて手札は2枚。毎ターン1枚をプレイし、もう1枚を残します。待ち伏せは罠なので、持っておきましょう。",
    "lesson.search": "調査を右の光っている場所へドラッグしてプレイしましょう。遺跡のカードを1枚見られます。",
    "lesson.search_slot": "遺跡のカードをクリックして見ましょう。見えるのはあなただけです。",
    "lesson.found": "星を渡る船です！手札と交換もできますが、このカードはプレイできません。置いたままなら、場所を知るのはあなただけ。「待ち伏せを残す」を押しましょう。",
    "lesson.know": "見たことは「知っていること」に残ります。遺跡1は星を渡る船。「次へ」を押すと相手の番です。場の動きを見ていてください。",
    "lesson.trap.title": "罠が発動！",
    "lesson.trap": "⟦1⟧は古地図をプレイ。⟦2⟧は女盗賊であなたの手札を見て、待ち伏せにかかります！見た人は脱落。⟦2⟧は脱落し、その将軍があなたの手札に来ます。",
    "lesson.map": "⟦1⟧の古地図で、山札の一番上が遺跡に入ります。遺跡は増えるだけで減りません。今度はあなたが古地図をプレイしましょう。",
    "lesson.noshuffle": "遺跡に入ったのは待ち伏せでした。ここで遺跡をシャッフルできますが、星を渡る船の場所がわからなくなります。「シャッフルしない」を選びましょう。",
    "lesson.general": "⟦1⟧は待ち伏せをプレイ。出しても効果はなく、手札にある間だけ罠になります。次は将軍で山札の一番上を見ましょう。",
    "lesson.general_keep": "一番上は調査でした。手札と交換もできますが、今は剣士のほうが役に立ちます。「剣士を残す」を押しましょう。",
    "lesson.sword": "⟦1⟧は襲撃であなたの手札を見ますが、交換はしません。剣士はもう知られているので、⟦1⟧に使いましょう。",
    "lesson.map_done": "遺跡は3枚になり、そのうち2枚をあなたは知っています。次は⟦1⟧の番です。",
    "lesson.general_done": "調査は山札の一番上に残り、次に⟦1⟧が引きます。これで⟦1⟧の手札が1枚わかります。",
    "lesson.sword_target": "⟦1⟧をクリック。剣士で手札を見て、待ち伏せのような×のカードなら脱落させます。",
    "lesson.sword_seen": "山札の上で見た調査でした。×ではないので何も起きません。山札は残りわずか。山札が空のままターンが終わると、探索フェイズです。",
    "lesson.girl.title": "最後の1枚",
    "lesson.girl": "最後の1枚は宿命の少女（1番）。探索は小さい数字から。少女を残して襲撃をプレイしましょう。（少女を見られると脱落しますが、もう誰の番もありません）",
    "lesson.assault_target": "⟦1⟧をクリックして手札を見ましょう。",
    "lesson.assault_keep": "調査（7番）でした。交換すると少女を渡し、先に探索させてしまいます。「宿命の少女を残す」を押しましょう。",
    "lesson.invest.title": "探索フェイズ",
    "lesson.invest": "山札がなくなりました。1から順に数字を呼び、その人が手札か遺跡のカードを1枚公開します。最初はあなた。船の場所は知っていますね。遺跡1をクリック！",
    "lesson.won.title": "見つけました！",
    "lesson.won": "《失われた遺産》を最初に公開した人の勝ち。女盗賊で見つけても即勝利、最後の1人になっても勝ちです。誰も見つけられなければ勝者なし。拡張セット「空中庭園」も、遊び方は同じでカードが変わります。",
}
i18n.register(NS, {"en": LESSON_EN, "ja": LESSON_JA})
