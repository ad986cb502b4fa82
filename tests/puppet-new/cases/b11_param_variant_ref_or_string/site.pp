define d(Variant[String, Type[Resource]] $r) { notify { $title: message => "${r}" } }
d { 'a': r => 'str' }
