class gvars {
  $m7_local = 'class'
  File { mode => '0600' }
  notify { 'seen': message => gvars::seen() }
}
