notice(match('abc123', /[a-z]+[1-9]+/))
notice(match('abc123', /([a-z]+)([1-9]+)/))
notice(type(match('abc123', /([x]+)([6]+)/)))
notice(match('abc123', Pattern[/([a-z]+)([1-9]+)/]))
type MyAlias = Pattern[/([a-z]+)([1-9]+)/]
notice(match('abc123', MyAlias))
notice(match('abc123', Variant[Pattern[/([a-z]+)([1-9]+)/]]))
notice(match(['abc123', '2a', 'xyz2'], /([a-z]+)[1-9]+/))
notice(match('abc', 'b(c)'))
