notice(String({a => {b => [1, 2]}}, '%#p'))
notice(String([1, [2, {x => y}]], '%#a'))
