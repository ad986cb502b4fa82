define d($r) { notify { "${title}": message => "${r in [Notify['a']]} ${'Notify[a]' in [$r]}" } }
d { 'x': r => Notify['a'] }
