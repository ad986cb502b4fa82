node default {
  if $facts['role'] == 'web' { fail("role ${facts['role']} is not supported any more") }
  notify { 'ok': message => 'fine' }
}
