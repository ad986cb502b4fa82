class m {
  $v = lookup('m::val', Optional[String], 'first', 'fallback')
  $o = lookup('m::other')
  notify { 'v': message => "v=[${v}] o=${o}" }
}
