notice(shell_split('a "b'))
