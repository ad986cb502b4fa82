$a = if true { notify { ['a', 'b']: } }
notice($a)
