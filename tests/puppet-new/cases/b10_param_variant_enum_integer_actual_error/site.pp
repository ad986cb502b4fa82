define d(Variant[Boolean, Enum['x', 'y']] $v) { }
d { 'n': v => 3 }
