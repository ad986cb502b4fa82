define d() { notify { "inner-${title}": } }
@@d { 'e': }
notify { 'n': }
