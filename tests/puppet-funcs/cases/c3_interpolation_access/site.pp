$h = { 'a' => [10, { 'b' => 'deep' }], 'n' => 3 }
notice("v=${h['a'][1]['b']} n+1=${h['n'] + 1} up=${'x'.upcase} len=${h['a'].length}")
$arr = [1, 2, 3]
notice("arr=${arr} hash=${h['a'][1]} last=${arr[-1]} slice=${arr[0,2]}")
notice("dollar \$x and \${y} and tab[\t] and unicode \u{1F600} and \u00e9")
notice('single $x \n stays')
