notice(String(Timestamp(0), '%Y-%m-%d'))
