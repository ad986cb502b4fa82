$kind = 'notify'
Resource[$kind] { 'by-var': message => 'hi' }
$types = ['notify', 'Notify']
$types.each |$i, $t| { Resource[$t] { "by-each-${i}": } }
