class role::important {
  include profile::base
  include profile::something
}
