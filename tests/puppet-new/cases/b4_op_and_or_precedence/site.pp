notice(true or false and false)
notice(!true or true)
notice(false and undef)
notice('' and true)
