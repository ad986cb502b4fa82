notify { String('3' + 4): }
