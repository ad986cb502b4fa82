class c { notify { 'a': } }
node default { include c
 Notify['a'] { message => 'from node' } }
