define d() { notify { "d-${title}": } }
d { 'a[1]': }
