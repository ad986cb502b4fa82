foo
notice(1)
