stage { 's': }
define d { }
d { 'x': stage => 's' }
