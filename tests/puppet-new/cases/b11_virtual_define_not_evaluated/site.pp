define d() { notify { "in ${title}": } }
@d { 'a': }
notify { 'r': }
