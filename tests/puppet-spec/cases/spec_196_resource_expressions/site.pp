class a { notify { testing: } } class { a: }
