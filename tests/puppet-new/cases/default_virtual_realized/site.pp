Notify { message => 'for virtual' }
@notify { 'v': }
realize(Notify['v'])
