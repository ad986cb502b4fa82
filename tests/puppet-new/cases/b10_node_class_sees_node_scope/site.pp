class c { notify { "nv=${nv}": } }
node default { $nv = 'from-node' include c }
