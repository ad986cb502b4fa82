notice(stdlib::shell_escape())
