notice(uriescape(1))
