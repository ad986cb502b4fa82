notice(assert_type(Timestamp, 1.234))
