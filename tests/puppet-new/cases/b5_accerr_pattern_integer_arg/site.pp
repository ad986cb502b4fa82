notice(Pattern[0])
