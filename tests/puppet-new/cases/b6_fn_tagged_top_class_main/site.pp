notice(tagged('main'))
notice(tagged('settings'))
