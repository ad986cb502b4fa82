class app(
  Hash $settings = r12v::defaults('app'),
  String $name_str = r12v::defaults('app')['name'],
) {
  notify { "app ${name_str}": message => $settings }
}
include app
