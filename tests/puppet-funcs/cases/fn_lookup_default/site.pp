notice(lookup('missing::key', undef, undef, 'dflt'))
notice(lookup('missing::key', Integer, 'first', 5))
notice(lookup('missing::key') |$k| { "no ${k}" })
notice(lookup({name => 'missing::key', default_value => 'h'}))
