$u = undef
notify { "[${u}]": }
