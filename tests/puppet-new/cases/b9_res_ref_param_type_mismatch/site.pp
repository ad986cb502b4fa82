define d(Type[Class] $c) { notify { $title: message => "${c}" } }
d { 'x': c => Notify['tgt'] }
