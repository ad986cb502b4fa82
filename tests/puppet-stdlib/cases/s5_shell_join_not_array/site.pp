notice(shell_join('a'))
