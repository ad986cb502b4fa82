notice(abs('0xFF'))
