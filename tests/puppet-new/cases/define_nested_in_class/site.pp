class c { define d($v = 1) { notify { $title: message => "v=${v}" } } }
include c
c::d { 'x': v => 2 }
