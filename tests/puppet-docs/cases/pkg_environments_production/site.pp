node default {
  include role::important
}
