class c(Optional[String] $a = undef, $b = 'x',) {
  notify { 'x': message => "a=${type($a)} b=${b}" }
}
include c
