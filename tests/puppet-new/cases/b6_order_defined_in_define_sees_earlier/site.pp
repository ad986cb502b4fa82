define d() { notice(defined(Notify['first'])) notice(defined(Notify['second'])) }
notify { 'first': }
d { 'x': }
notify { 'second': }
