class base($x = 'bx') { notify { "base ${x}": } }
class child inherits base { notify { "child sees ${x}": } }
include child
