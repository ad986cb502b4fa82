notice(r12f::call_missing())
