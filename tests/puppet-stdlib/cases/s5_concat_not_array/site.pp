notice(concat('a', ['b']))
