compare(1,undef)
