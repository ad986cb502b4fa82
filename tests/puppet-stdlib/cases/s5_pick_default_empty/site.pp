notice(pick_default())
