class c { notify { "c: ${nodevar}": } }
node default { $nodevar = 'nv' include c }
