$a = Sensitive('x')
notify { "eq ${a == Sensitive('x')}": }
