define d($a = $outer) { notify { $title: message => "a=${a}" } }
class c { $outer = 'from-c'; d { 'x': } }
include c
