notice(r12m::push_into(['a']))
