Notify { message => 'dflt' }
@notify { 'v': }
realize(Notify['v'])
