"""What the data files' layer tells the player, in English and Japanese (namespace ``files``).

:func:`tabletop.fileio.notice` queues ``(code, params)``; the app shows each as a toast in the
player's language (``tr("files", code, lang, **params)``). ``{name}`` is a file's new name (the
folder is the one it was in), never a full path.
"""

from .engine.i18n import register

EN = {
    "settings_set_aside": "Your settings file could not be read and was set aside as \u201c{name}\u201d; "
                          "default settings are in use.",
    "settings_kept": "Your settings file could not be read; default settings are in use, and your file is "
                     "left as it is (changes made now are not saved).",
    "settings_newer": "Your settings were saved by a newer tabletop: they are used as far as this version "
                      "understands them, and this version does not save over them.",
    "stats_set_aside": "Your statistics file could not be read and was set aside as \u201c{name}\u201d; "
                       "counting starts again.",
    "stats_kept": "Your statistics file could not be read and could not be set aside; it is left as it is "
                  "and this game is not counted.",
    "stats_newer": "Your statistics were saved by a newer tabletop; this version leaves them as they are "
                   "and does not count this game.",
    "learn_set_aside": "Your lesson progress could not be read and was set aside as \u201c{name}\u201d; "
                       "lessons start from the beginning.",
    "learn_kept": "Your lesson progress could not be read; it is left as it is and progress made now is "
                  "not saved.",
    "autosave_set_aside": "The last automatic save could not be used and was set aside as \u201c{name}\u201d "
                          "(in the saves folder's \u201cdamaged\u201d folder).",
    "autosave_kept": "The last automatic save could not be read and could not be set aside; this game is "
                     "not saved automatically so that it is not overwritten.",
    "cannot_save": "Your games cannot be saved here ({detail}). You can still play; "
                   "nothing is saved until the folder can be written.",
}

JA = {
    "settings_set_aside": "設定ファイルを読み込めなかったため「{name}」として退避し、初期設定を使っています。",
    "settings_kept": "設定ファイルを読み込めませんでした。初期設定を使っています。ファイルはそのまま残し、"
                     "今回の変更は保存しません。",
    "settings_newer": "設定は新しいバージョンの tabletop で保存されています。このバージョンでわかる範囲で使い、"
                      "上書き保存はしません。",
    "stats_set_aside": "成績ファイルを読み込めなかったため「{name}」として退避しました。成績は新しく数え直します。",
    "stats_kept": "成績ファイルを読み込めず、退避もできませんでした。ファイルはそのまま残し、"
                  "このゲームは成績に数えません。",
    "stats_newer": "成績は新しいバージョンの tabletop で保存されています。このバージョンでは変更せず、"
                   "このゲームは数えません。",
    "learn_set_aside": "レッスンの進み具合を読み込めなかったため「{name}」として退避しました。"
                       "レッスンは最初からになります。",
    "learn_kept": "レッスンの進み具合を読み込めませんでした。ファイルはそのまま残し、今回の進み具合は保存しません。",
    "autosave_set_aside": "前回の自動保存が使えなかったため「{name}」として退避しました"
                          "（セーブフォルダーの「damaged」フォルダー）。",
    "autosave_kept": "前回の自動保存を読み込めず、退避もできませんでした。上書きしないよう、"
                     "このゲームは自動保存しません。",
    "cannot_save": "ここにはゲームを保存できません（{detail}）。プレイは続けられますが、"
                   "フォルダーに書き込めるようになるまで何も保存されません。",
}

register("files", {"en": EN, "ja": JA})
