notify { 'b': bogus => 1 }
Notify['b'] -> Notify['missing']
