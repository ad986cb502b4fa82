@notify { 'a': tag => ['why'] }
@notify { 'b': tag => 'why' }
@notify { 'c': tag => ['why', 'other'] }
@notify { 'd': }
class why {
  @notify { 'e': }
}
include why
Notify <| tag != 'why' |>
