notice(Binary('YmluYXI', '%B'))
