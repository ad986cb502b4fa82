notice(match({a => 1}, /a/))
