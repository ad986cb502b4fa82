define d(Resource $r) { notify { $title: message => "${r}" } }
notify { 'target': }
d { 'x': r => Notify['target'] }
