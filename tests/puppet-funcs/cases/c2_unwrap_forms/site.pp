notice(unwrap(Sensitive('s')))
notice(unwrap('plain'))
notice(Sensitive([1]).unwrap |$v| { $v + [2] })
notice(unwrap(Sensitive(Sensitive('x'))) =~ Sensitive)
