"""What :mod:`tabletop.saves` tells the user, in English and Japanese (namespace ``saves``).

A :class:`~tabletop.saves.SaveError` carries its ``code`` and ``params``: its text is the English
message, and the UI shows the same message in the player's language (``tg("saves", code, ...)``).
"""

from .engine.i18n import register

EN = {
    "name_text": "a save name must be text",
    "name_empty": "a save name cannot be empty",
    "name_long": "a save name can be at most {n} characters long",
    "name_control": "a save name cannot contain control or invisible characters",
    "name_slash": "a save name cannot contain '/' or '\\'",
    "name_dot": "a save name cannot contain '.'",
    "name_char": "a save name cannot contain {ch}; use letters, digits, spaces, '-', '_', '(' and ')'",
    "name_windows": "{name} cannot be used as a save name on Windows; please choose another",
    "name_outside": "the save name {name} points outside the saves folder",
    "name_autosave": "the name {name} is kept for automatic saves; please choose another",
    "not_storable": "the game could not be saved (data is not storable: {detail})",
    "too_big_to_save": "the game could not be saved: it is too big for a save file",
    "write_failed": "the game could not be saved to {folder}: {detail}",
    "slot_or_path": "a save is named by its slot name (text) or a file path",
    "missing": "there is no save named {name}",
    "unreadable": "the save could not be read: {detail}",
    "damaged": "{detail}",
    "not_a_save": "the file is damaged (it is not a saved game)",
    "not_tabletop": "the file is damaged or is not a tabletop save",
    "bad_version": "the save has an unknown format version ({version})",
    "newer": "this save was made by a newer tabletop (version {version}); please update",
    "no_game": "the file is damaged (it does not say which game it is)",
    "no_record": "the file is damaged (the game record is missing)",
    "unknown_game": "this save is for a game this version does not have: {game}",
    "bad_record": "the file is damaged (bad game record: {detail})",
    "wrong_game": "the file is damaged (it says {said} but holds a record of {held})",
    "replay_failed": "the save is damaged and cannot be replayed: {detail}",
    "internal": "the save could not be loaded (internal error: {detail})",
    "list_failed": "the save could not be read ({detail})",
    "folder_unreadable": "the saves folder {folder} cannot be read: {detail}",
    "delete_failed": "the save could not be deleted: {detail}",
    "moved": " - it was moved to {path}",
}

JA = {
    "name_text": "セーブ名は文字で入力してください",
    "name_empty": "セーブ名を入力してください",
    "name_long": "セーブ名は{n}文字までです",
    "name_control": "セーブ名に制御文字や見えない文字は使えません",
    "name_slash": "セーブ名に「/」や「\\」は使えません",
    "name_dot": "セーブ名に「.」は使えません",
    "name_char": "セーブ名に{ch}は使えません。文字・数字・スペース・「-」「_」「(」「)」を使ってください",
    "name_windows": "{name}はWindowsではセーブ名に使えません。別の名前にしてください",
    "name_outside": "セーブ名{name}はセーブフォルダの外を指しています",
    "name_autosave": "{name}は自動セーブ用の名前です。別の名前にしてください",
    "not_storable": "ゲームを保存できませんでした（保存できないデータがあります：{detail}）",
    "too_big_to_save": "ゲームを保存できませんでした：セーブファイルには大きすぎます",
    "write_failed": "ゲームを{folder}に保存できませんでした：{detail}",
    "slot_or_path": "セーブはセーブ名（文字）かファイルのパスで指定してください",
    "missing": "{name}という名前のセーブはありません",
    "unreadable": "セーブを読み込めませんでした：{detail}",
    "damaged": "ファイルが壊れています（セーブとして読めません）",
    "not_a_save": "ファイルが壊れています（セーブデータではありません）",
    "not_tabletop": "ファイルが壊れているか、tabletopのセーブではありません",
    "bad_version": "セーブの形式のバージョン（{version}）が分かりません",
    "newer": "新しいtabletop（形式のバージョン{version}）で作られたセーブです。アップデートしてください",
    "no_game": "ファイルが壊れています（どのゲームのセーブか書かれていません）",
    "no_record": "ファイルが壊れています（ゲームの記録がありません）",
    "unknown_game": "このバージョンにないゲームのセーブです：{game}",
    "bad_record": "ファイルが壊れています（ゲームの記録が正しくありません）",
    "wrong_game": "ファイルが壊れています（{said}と書かれていますが、記録は{held}のものです）",
    "replay_failed": "セーブが壊れていて、ゲームを再現できません",
    "internal": "セーブを読み込めませんでした（内部エラー：{detail}）",
    "list_failed": "セーブを読めませんでした（{detail}）",
    "folder_unreadable": "セーブフォルダ{folder}を読めません：{detail}",
    "delete_failed": "セーブを削除できませんでした：{detail}",
    "moved": "（ファイルは{path}に移しました）",
}

register("saves", {"en": EN, "ja": JA})
