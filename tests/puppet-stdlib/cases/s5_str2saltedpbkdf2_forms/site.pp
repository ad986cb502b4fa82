$r = str2saltedpbkdf2('Pa55w0rd', 'Using s0m3 s@lt', 50000)
notice($r)
