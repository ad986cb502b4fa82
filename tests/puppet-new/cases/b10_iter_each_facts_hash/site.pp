$facts['os'].each |$k, $v| { notify { "os-${k}": message => "${v}" } }
