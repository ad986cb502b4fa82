notice(get(['nope', ['ok']], '1.blue'))
