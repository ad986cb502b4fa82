notice(Float('-2.5', true))
notice(Float({from => '-1.25', abs => true}))
