$titles = ['a', undef, 'b'].filter |$t| { $t =~ NotUndef }
notify { $titles: }
