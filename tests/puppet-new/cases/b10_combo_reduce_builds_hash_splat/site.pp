$attrs = [['message', 'hello'], ['loglevel', 'info']].reduce({}) |$m, $kv| { $m + { $kv[0] => $kv[1] } }
notify { 'x': * => $attrs }
