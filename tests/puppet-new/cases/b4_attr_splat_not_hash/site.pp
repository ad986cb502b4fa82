notify { 'x': * => ['message', 'm'] }
