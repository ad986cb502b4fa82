notice(-'5')
notice(- 2.5)
