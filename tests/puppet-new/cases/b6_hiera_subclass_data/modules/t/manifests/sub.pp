class t::sub($p = 'dp') inherits t {
  notify { 'sub': message => "${p}-${a}" }
}
