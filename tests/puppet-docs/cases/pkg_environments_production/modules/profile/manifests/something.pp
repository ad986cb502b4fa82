class profile::something {
  notify { "${title} message":
    message => "managing something"
  }
}
