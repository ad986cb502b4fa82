notify { 'a': subscribe => Notify['nope'] }
