$topv = 'tv'
define d() { notify { $title: message => "${topv} ${::topv}" } }
d { 'a': }
