node default {
  include motd
  class { 'ssh': }
}
