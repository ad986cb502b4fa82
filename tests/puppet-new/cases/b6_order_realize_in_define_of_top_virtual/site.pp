@notify { 'v': }
define d() { realize(Notify['v']) }
d { 'x': }
