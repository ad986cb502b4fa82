notice(lookup('nope::key'))
