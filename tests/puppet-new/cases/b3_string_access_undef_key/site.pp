notice('abcdef'[undef])
