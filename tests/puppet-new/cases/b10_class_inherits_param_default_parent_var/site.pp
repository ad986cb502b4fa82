class base { $v = 'from-base' }
class child($p = $base::v) inherits base { notify { "p=${p}": } }
include child
