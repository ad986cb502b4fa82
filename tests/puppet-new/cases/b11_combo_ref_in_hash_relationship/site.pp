notify { 'a': }
notify { 'b': }
$h = { 'first' => Notify['a'], 'second' => Notify['b'] }
$h['first'] -> $h['second']
