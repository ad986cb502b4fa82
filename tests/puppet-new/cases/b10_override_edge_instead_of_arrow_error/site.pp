notify { 'x': }
Notify['x'] { message -> 'a' }
