notice(match('hello', Pattern[/l+/]))
notice(match('hello', Regexp[/e(l)/]))
notice(match('zzz', /a/))
