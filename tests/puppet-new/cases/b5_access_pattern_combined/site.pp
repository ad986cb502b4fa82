notice(Pattern[a, /b/, Pattern[c], Regexp[d]])
