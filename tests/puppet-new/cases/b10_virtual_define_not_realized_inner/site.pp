define d() { notify { "inner-${title}": } }
@d { 'x': }
notify { 'plain': }
