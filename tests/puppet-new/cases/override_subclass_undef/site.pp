class base { notify { 'a': message => 'base', withpath => true } }
class child inherits base { Notify['a'] { withpath => undef } }
include child
