class c($p = 1) { notify { "c ${p}": } }
Resource['class'] { 'c': p => 2 }
