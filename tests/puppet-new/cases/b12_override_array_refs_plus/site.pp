class base {
  notify { ['a', 'b']: require => Notify['z'] }
  notify { 'z': }
  notify { 'y': }
}
class sub inherits base {
  Notify['a', 'b'] { require +> Notify['y'] }
}
include sub
