notice('quiet'.r12shout)
notice(['a', 'b'].r12shout('!'))
