notice(r12w::units(1536))
notice(r12w::units(3 * 1024 * 1024 * 1024))
