type Mode = Enum['on', 'off']
define d(Mode $m) { notify { "${title}-${m}": } }
d { 'a': m => 'on' }
