type UnprivilegedPort = Integer[1024, 65537]
notice(assert_type(UnprivilegedPort, 345))
