define d($n = $name) { notify { "n:${n}": } }
d { ['one', 'two']: }
