notice(get(['nope', /nah/], '1.blue'))
