# Every parameter comes from Hiera (automatic class parameter lookup).
class eyaml_demo (
  String $password,
  String $block,
  String $literal,
  String $url,
  Hash $db,
  String $interpolated,
  String $chomped,
  String $plain,
  String $not_decrypted,
  Sensitive[String] $token,
) {
  notify { 'password': message => $password }
  notify { 'block': message => $block }
  notify { 'literal': message => $literal }
  notify { 'url': message => $url }
  notify { 'db': message => $db }
  notify { 'interpolated': message => $interpolated }
  notify { 'chomped': message => $chomped }
  notify { 'plain': message => $plain }
  notify { 'not_decrypted': message => $not_decrypted }
  # `lookup_options` (in the eyaml file) convert the decrypted value to Sensitive.
  notify { 'token': message => $token.unwrap }
  notify { 'token_text': message => "${token}" }
}
