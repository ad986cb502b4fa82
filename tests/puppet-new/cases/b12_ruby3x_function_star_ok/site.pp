notice(r12_fmt2('a,b,c', '2.10.0'))
