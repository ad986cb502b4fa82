class base { notify { 'pw': message => 'open' } }
class sub inherits base {
  Notify['pw'] { message => Sensitive('closed') }
}
include sub
