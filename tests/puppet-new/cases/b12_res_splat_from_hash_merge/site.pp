$base = { 'message' => 'base', 'loglevel' => 'info' }
$extra = { 'message' => 'extra' }
notify { 'merged': * => $base + $extra }
notify { 'filtered': * => $base.filter |$k, $v| { $k != 'loglevel' } }
