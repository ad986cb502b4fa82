define d() { Notify { message => "from ${title}" } notify { "n-${title}": } }
d { 'x': }
notify { 'outside': }
