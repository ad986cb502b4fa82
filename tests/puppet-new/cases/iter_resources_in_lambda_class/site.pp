class c { ['a', 'b'].each |$t| { notify { "c-${t}": } } }
include c
