notice(uriescape('http://x.com/a b?c=d&e=f'))
notice(uriescape(['a b', 'c|d']))
