class base { notify { 'a': message => ['one'] } }
class child inherits base { Notify['a'] { message +> ['two', ['three']] } }
include child
