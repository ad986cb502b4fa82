class app(String $mode, Array[String] $users = []) {
  $users.each |$u| { notify { "user-${u}": message => $mode } }
}
