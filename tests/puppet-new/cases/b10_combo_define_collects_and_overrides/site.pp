define vhost($port = 80) { @notify { "vhost-${title}": message => "${port}", tag => ['vhost'] } }
vhost { ['a', 'b']: }
vhost { 'c': port => 8080 }
Notify <| tag == 'vhost' and message == '80' |> { loglevel => 'warning' }
