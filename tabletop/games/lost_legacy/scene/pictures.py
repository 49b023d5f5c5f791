"""Pictures for the rules screen (stub)."""


def rules_picture(index, lang, size):
    return None
