[undef, 'a', '', 'b'].filter |$x| { $x =~ String[1] }.each |$t| { notify { $t: } }
