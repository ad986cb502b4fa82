define d() { tag 'fromdef' notify { "d-${title}": } }
d { 'a': }
