notice(join([{a => 1}, [b]], ','))
