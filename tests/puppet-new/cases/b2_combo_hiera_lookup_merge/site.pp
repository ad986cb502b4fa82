notice(lookup('m::list', Array[String], 'unique'))
notice(lookup('m::h', { merge => 'deep' }))
notice(lookup('m::missing', { default_value => 'dv' }))
