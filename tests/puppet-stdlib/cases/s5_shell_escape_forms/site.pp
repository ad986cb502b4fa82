notice(stdlib::shell_escape('a b\'c'))
notice(stdlib::shell_escape(''))
notice(shell_escape(12))
