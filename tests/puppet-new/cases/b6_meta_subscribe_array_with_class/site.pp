class k {}
include k
notify { 'b': }
notify { 'a': subscribe => [Class['k'], Notify['b']] }
