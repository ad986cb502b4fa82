node default {
  notify { 'ok': message => 'fine' }
}
