notice(!true)
notice(!undef)
notice(!'')
notice(true and !false or false)
