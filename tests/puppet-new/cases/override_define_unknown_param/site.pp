define d($v = 'dv') { }
d { 'x': }
D['x'] { w => 'overridden' }
