import 'foo.pp'
