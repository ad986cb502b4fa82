define d(Type[Integer] $t = Integer[0, 10]) { notify { $title: message => "${t}" } }
d { 'a': }
d { 'b': t => Integer[5] }
