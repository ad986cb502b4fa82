notice(tagged('main'))
notice(tagged('class'))
