define d($v) { realize($v) }
@notify { 'a': }
@notify { 'b': }
d { 'x': v => [Notify['a'], Notify['b']] }
