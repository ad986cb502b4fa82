define t::d($p = 'dp') {
  notify { "d-${title}": message => $p }
}
