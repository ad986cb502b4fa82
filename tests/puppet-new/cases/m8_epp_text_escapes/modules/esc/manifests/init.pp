class esc {
  file { '/tmp/esc': content => epp('esc/t.epp', { 'v' => 'V' }) }
  notify { 'inline': message => inline_epp("x\\y \"q\" \$a <%= 1 %>\n") }
}
