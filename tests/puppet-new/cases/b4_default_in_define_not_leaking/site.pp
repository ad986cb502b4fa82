define d() { Notify { message => 'from d' } notify { "in_${title}": } }
d { 'a': }
notify { 'outside': }
