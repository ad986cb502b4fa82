notify { 'a': }
notify { 'b': }
Notify['a', 'b'] { message => 'set by override' }
