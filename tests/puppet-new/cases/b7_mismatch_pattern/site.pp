function f(Pattern[/^a/, /^b/] $x) { notice($x) }
f('c')
