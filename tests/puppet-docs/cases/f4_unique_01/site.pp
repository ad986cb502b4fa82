# will produce 'abc'
"abcaabb".unique
