import('x.pp')
