notify { 'ABC': }
notify { 'abc': }
