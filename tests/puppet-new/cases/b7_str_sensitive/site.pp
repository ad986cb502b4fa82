notice(String(Sensitive('secret')))
notice(String(Sensitive('secret'), '%p'))
notice(String([Sensitive(1)]))
