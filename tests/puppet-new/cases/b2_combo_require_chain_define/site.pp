define d { notify { $title: } }
d { 'a': } -> d { 'b': } ~> notify { 'c': }
