class mod { }
notice(1)
