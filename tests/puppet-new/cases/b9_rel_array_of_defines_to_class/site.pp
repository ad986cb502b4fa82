define d() { notify { "d-${title}": } }
class c { }
d { ['a', 'b']: } -> class { 'c': }
