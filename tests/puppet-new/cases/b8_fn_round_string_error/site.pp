notice(round("42"))
