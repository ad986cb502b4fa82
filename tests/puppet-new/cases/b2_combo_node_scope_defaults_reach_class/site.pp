node default {
  Notify { message => 'node default' }
  include c
}
class c { notify { 'inc': } }
