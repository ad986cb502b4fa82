notice(r12e::need_one([]))
