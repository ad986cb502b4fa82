notice(undef.lest |$x| { 1 })
