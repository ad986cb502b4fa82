notice(String({a => 1, b => [2]}, '%h'))
notice(String({a => 1}, '%a'))
notice(String({a => 1, b => 2}, '%#h'))
notice(String({a => 1}, '%s'))
