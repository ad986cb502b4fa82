notice(r12q::env_name())
