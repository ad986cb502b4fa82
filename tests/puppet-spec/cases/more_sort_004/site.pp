notify { String( sort('BaC') |$a,$b| { compare($a,$b) } == 'aBC'): }
