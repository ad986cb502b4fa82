notice(Integer('  42  '))
