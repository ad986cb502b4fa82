define d() { notify { "inner-${title}": } }
d { 'a': }
notice(defined(Notify['inner-a']))
