notice(Enum[a, b].new('a'))
notice(Pattern[/x/].new('xy'))
