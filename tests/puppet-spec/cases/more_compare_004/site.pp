compare(undef,1)
