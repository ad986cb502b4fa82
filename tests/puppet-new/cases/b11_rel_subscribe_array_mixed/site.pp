class k {}
include k
notify { 'a': }
notify { 'b': subscribe => [Notify['a'], Class['k']] }
