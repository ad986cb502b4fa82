notice(glob('/nonexistent-strata/*'))
notice(glob(['/nonexistent-strata/a*', '/nonexistent-strata/b*']))
