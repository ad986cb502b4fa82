$u = undef
notify { "a${u}b": }
