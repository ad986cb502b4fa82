class sens (
  Sensitive[String] $first  = Sensitive('a'),
  Sensitive[String] $second = Sensitive('b'),
  Sensitive[String] $third  = Sensitive('c'),
  Sensitive[String] $fourth = Sensitive('d'),
  String $plain             = 'p',
) {
  notify { "lengths ${first.unwrap.length} ${fourth.unwrap.length}": }
}
