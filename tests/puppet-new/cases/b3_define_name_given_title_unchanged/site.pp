define d { notify { "t=${title} n=${name}": } }
d { 'tt': name => 'nn' }
