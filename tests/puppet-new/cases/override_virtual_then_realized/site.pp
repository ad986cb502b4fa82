@notify { 'v': }
Notify['v'] { message => 'override' }
realize(Notify['v'])
