class a { notify { 'a': } }
define d { contain a }
d { 'x': }
