# Discord surface: command names, descriptions, replies, buttons.
