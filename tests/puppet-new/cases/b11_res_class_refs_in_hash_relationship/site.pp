class a {}
class b {}
include a, b
$h = { 'x' => Class['a'], 'y' => [Class['b']] }
$h['x'] -> $h['y']
