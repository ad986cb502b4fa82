notice(Timestamp('Sunday, 28 August, 2016 UTC', '%A, %d %B, %Y %z', 'EST'))
