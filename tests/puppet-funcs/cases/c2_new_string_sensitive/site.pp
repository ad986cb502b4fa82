notice(String(Sensitive('x')))
notice(String(Sensitive('x'), '%p'))
