Notify { message => 'top' }
[1].each |$i| {
  Notify { message => 'lambda' }
  notify { "in-${i}": }
}
notify { 'after': }
