define d() { notice("in d ${title}") }
d { 'a': }
notice('after a')
d { 'b': }
notice('end')
