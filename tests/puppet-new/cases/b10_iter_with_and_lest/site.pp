$v = with(3) |$x| { $x * 2 }
$w = undef.lest || { 'fallback' }
notify { "v=${v} w=${w}": }
