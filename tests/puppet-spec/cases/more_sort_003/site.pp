notify { String( sort('bac') |$a,$b| { compare($a,$b) } == 'abc'): }
