class a { notify { 'a': } }
class b { notify { 'b': } }
$classes = ['a', 'b']
include $classes
