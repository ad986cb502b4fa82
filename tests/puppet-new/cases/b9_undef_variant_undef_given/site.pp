define d(Variant[Integer, Undef] $v = 3) { notify { $title: message => "v=[${v}]" } }
d { 'x': v => undef }
