notify { 'abc'.upcase: }
