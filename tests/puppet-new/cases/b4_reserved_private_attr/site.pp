$a = private
$b = attr
notice([$a, $b])
