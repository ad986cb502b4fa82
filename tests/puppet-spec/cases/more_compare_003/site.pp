compare(undef,undef)
