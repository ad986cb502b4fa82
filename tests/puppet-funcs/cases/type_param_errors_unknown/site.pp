notice(Nosuchtype =~ Type)
