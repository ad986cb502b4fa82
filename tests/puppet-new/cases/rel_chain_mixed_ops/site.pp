notify { 'a': } -> notify { 'b': } ~> notify { 'c': } <- notify { 'd': }
