assert_type(NotUndef, undef)
