if $x == undef { do_things() }
lest($x) || { do_things() }
