notice(lookup('nope') |$k| { "no ${k}" })
notice(lookup('nope', String) |$k| { 'x' })
