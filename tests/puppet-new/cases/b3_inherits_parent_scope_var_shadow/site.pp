class base { $x = 'base' }
class child inherits base { $x = 'child' notice($x) notice($base::x) }
include child
