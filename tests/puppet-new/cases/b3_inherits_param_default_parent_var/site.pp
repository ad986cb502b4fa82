class base { $v = 'from-base' }
class child($p = $v) inherits base { notify { "p=${p}": } }
include child
