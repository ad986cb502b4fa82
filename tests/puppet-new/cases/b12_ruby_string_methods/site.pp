notice(r12m::strings('  Hello, Puppet World  '))
