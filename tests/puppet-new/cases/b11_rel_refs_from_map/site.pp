notify { ['a', 'b', 'c']: }
$refs = ['a', 'b', 'c'].map |$t| { Notify[$t] }
$refs[0] -> $refs[1] -> $refs[2]
