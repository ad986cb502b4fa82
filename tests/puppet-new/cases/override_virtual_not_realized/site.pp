@notify { 'v': }
Notify['v'] { message => 'override' }
