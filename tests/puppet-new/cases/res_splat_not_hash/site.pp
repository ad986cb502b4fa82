notify { 'x': * => ['message', 'a'] }
