class a { notify { 'a': } }
class b { notify { 'b': } }
class role { contain a contain b Class['a'] -> Class['b'] }
node default { include role }
