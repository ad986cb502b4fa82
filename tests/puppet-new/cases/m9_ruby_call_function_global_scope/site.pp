$where = 'top scope'
Notify { tag => 'topdefault' }
class m9h {
  include m9g
}
include m9h
