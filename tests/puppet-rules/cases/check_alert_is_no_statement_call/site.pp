alert 'x'
notice(1)
