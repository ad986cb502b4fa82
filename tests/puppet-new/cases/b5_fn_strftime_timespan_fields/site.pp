notice(strftime(Timespan({hours=>3}), '%H'))
notice(strftime(Timespan({minutes=>3000}), '%H:%M'))
notice(strftime(Timespan({days=>3}), '%D'))
notice(strftime(Timespan({seconds=>3}), '%S %L'))
