class base { @notify { 'a': message => 'orig' } }
class child inherits base { Notify['a'] { message => 'over' } }
include child
realize(Notify['a'])
