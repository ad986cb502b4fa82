class c { realize(Notify['v']) }
include c
@notify { 'v': message => 'later' }
