class a { }
include a
class b { notice(tagged('a')) notice(tagged('b', 'a')) notice(tagged(1)) }
class { 'b': tag => 'marked' }
class d { notice(tagged('marked')) }
include d
