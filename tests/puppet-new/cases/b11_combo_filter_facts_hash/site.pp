$f = $facts['disks'].filter |$k, $v| { $v['size'] > 10 }
notify { join($f.keys, ','): }
