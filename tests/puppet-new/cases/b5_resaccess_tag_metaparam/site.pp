notify { foo: tag => evoe}
notice(Notify[foo][tag])
notify { bar: }
notice(Notify[bar][tag] =~ Undef)
