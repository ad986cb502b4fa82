define svc($port) {
  @notify { "svc-${title}": message => "port ${port}", tag => 'svc' }
}
class all {
  Notify { loglevel => 'notice' }
  svc { ['a', 'b']: port => 80 }
  Notify <| tag == 'svc' and title != 'svc-b' |>
}
include all
