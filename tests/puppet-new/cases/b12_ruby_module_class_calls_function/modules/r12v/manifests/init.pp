class r12v(Array[String] $users = ['ann', 'bo']) {
  $cfg = r12v::users_cfg($users, 1000)
  $cfg.each |$u, $h| {
    notify { "user ${u}": message => "uid ${h['uid']} home ${h['home']}" }
  }
}
