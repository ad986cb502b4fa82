notice(Binary('YmluYXI'))
