$d = Deferred('$facts', ['processors', 'count'])
notice($d.call())
