notice(Timestamp('2020-02-03T04:05:06.789 UTC').strftime('%Y-%m-%d %H:%M:%S.%L %Z'))
notice(strftime(Timestamp('2020-02-03T04:05:06 UTC'), '%A %j %y', 'UTC'))
