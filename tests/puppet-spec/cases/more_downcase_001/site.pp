notify { 'ABC'.downcase: }
