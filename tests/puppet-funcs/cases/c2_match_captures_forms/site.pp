notice('abc123' .match(/([a-z]+)(\d+)/))
notice(match('x-y', /(\w)-(\w)?(z)?/))
notice(match(['a1', 'b', 'c2'], /(\w)(\d)/))
notice(match('abc', 'b'))
