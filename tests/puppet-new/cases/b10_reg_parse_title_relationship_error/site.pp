notify { 'a' -> 'b': }
