node default {
  include app
}
