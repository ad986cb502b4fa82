$top = 'top'
node default { $n = 'node'; include c }
class c { notify { 'm': message => "${top} ${n} ${::top}" } }
