define d(Array $deps) { notify { $title: message => sprintf('%s|%s', join($deps, ','), $deps[0]) } }
d { 'x': deps => [Notify['a'], Class['k']] }
