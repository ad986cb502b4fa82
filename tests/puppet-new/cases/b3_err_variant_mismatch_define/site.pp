define d(Variant[Integer, Boolean] $v) { }
d { 'x': v => 'str' }
