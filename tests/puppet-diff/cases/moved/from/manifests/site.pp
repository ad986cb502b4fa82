node default {
  include profile::base
  include profile::web
}
