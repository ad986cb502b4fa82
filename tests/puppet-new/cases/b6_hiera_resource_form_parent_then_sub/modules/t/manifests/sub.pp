class t::sub inherits t {
  notify { 'sub': message => $a }
}
