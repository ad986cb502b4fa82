define d(Resource['file'] $r) { }
d { 'x': r => Notify['target'] }
