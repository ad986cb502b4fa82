notice(r12g::os_summary())
