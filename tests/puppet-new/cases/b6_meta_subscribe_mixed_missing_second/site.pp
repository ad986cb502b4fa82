notify { 'x': }
notify { 'a': subscribe => [Notify['x'], 'Notify[y]'] }
