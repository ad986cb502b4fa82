lest(undef) || { notice('testing') }
notice(lest(undef) || { testing })
lest(1) || { notice("failed") }
notice("test${lest('_yay_') || { '_oh_no_' }}ing")
then(testing) |$x| { notice($x) }
notice(then(1) |$x| { testing })
then(undef) |$x| { notice("failed") }
notice("test-${type(then(undef) |$x| { testing })}-ing")
