class base { $greet = 'hi' notify { 'base': } }
class app inherits base { notify { "app ${greet}": } }
node default { include app include base }
