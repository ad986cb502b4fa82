notice(strftime(Timespan(3723.5), '%H:%M:%S.%L'))
notice(Timespan(93784).strftime('%D days %H hours'))
