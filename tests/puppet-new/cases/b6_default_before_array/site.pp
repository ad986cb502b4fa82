notify { 'x': } notify { 'y': }
Notify { before => [Notify['x'], Notify['y']] }
notify { 'a': }
