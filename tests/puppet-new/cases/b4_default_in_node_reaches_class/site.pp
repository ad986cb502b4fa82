class c { notify { 'in_c': } }
node default {
  Notify { message => 'node default' }
  include c
}
