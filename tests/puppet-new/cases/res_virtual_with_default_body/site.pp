@notify { default: message => 'v'; 'a': ; 'b': }
realize(Notify['b'])
