notice(strftime(Timestamp('2016-09-23T13:14:15.123 UTC'), '%Y-%m-%d %H:%M:%S.%L %z'))
notice(strftime(Timestamp('2016-09-23T13:14:15.123 UTC'), '%F %T %:z', 'EST'))
notice(strftime(Timestamp('2016-09-23T13:14:15 UTC'), '%a %A %b %B %j %e'))
