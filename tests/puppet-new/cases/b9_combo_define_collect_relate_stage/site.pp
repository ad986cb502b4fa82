stage { 'first': before => Stage['main'] }
define svc() { notify { "svc-${title}": tag => ['svc'] } }
class setup { svc { 'a': } }
class { 'setup': stage => first }
notify { 'main-n': }
Notify <| tag == 'svc' |> -> Notify['main-n']
