notice(split('a1b2c', /(\d)/))
notice(split('a  b', ' '))
notice(split(' a b ', /\s/))
