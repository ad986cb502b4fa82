notice(abs('-42'))
notice(abs('-3.5'))
