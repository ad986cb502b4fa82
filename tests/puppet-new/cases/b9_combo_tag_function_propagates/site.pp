class c { tag 'extra' notify { 'n': } d { 'x': } }
define d() { notify { "d-${title}": message => "${tagged('extra')}" } }
include c
