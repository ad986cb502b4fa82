node default {
  class { 'ntp': }
}
