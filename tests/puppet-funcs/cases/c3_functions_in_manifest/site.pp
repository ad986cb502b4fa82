function mymod_double(Integer $x, Integer $times = 2) >> Integer { $x * $times }
function mymod_first(Array $a) { if $a.empty { return 'none' } $a[0] }
function mymod_kw(String *$rest) { $rest.join('-') }
notice(mymod_double(4))
notice(mymod_double(4, 3))
notice(mymod_first([]))
notice(mymod_first(['q', 'r']))
notice(mymod_kw('a', 'b', 'c'))
notice(mymod_kw())
