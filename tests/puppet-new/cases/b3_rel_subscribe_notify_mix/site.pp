notify { 'a': }
notify { 'b': subscribe => Notify['a'], notify => Notify['c'] }
notify { 'c': }
