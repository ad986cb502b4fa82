class a { notify { 'a': } }
node default {
  include a
  notify { 'n': }
  Class['a'] -> Notify['n']
}
