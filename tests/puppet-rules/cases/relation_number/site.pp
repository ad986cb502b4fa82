notify { 'x': before => [Notify['x'], 5] }
