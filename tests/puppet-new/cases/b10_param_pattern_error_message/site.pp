define d(Pattern[/^\d+$/] $port) { }
d { 'x': port => 'eighty' }
