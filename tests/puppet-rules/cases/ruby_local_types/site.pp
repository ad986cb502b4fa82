# a 4.x Ruby function whose dispatch names a type declared in its local_types
notice(m::kind([1, 2]))
notice(m::kind({ 'a' => 1 }))
notice(m::kind('s'))
