notice(Integer('3.5'))
