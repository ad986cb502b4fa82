notice(Integer('0x1f'))
notice(Integer('  12  ') + 1)
