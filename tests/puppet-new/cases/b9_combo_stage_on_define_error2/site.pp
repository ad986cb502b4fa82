stage { 'pre': }
define d() { }
d { 'x': stage => 'pre' }
