notice('MFRGG===' =~ Stdlib::Base32)
notice('ABCDEFGH' =~ Stdlib::Base32)
notice('abc' =~ Stdlib::Base32)
notice('A1' =~ Stdlib::Base32)
