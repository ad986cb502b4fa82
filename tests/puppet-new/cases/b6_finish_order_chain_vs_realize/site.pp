notify { 'b': }
realize(Notify['nope'])
Notify['b'] -> Notify['missing']
