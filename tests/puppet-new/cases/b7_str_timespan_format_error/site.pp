notice(String(Timespan(3600), '%H:%M'))
