node default {
  include eyaml_demo
  notify { 'site_secret':
    message => lookup('site_secret'),
  }
  notify { 'other_ciphers':
    message => lookup('other_ciphers'),
  }
  notify { 'env_key':
    message => lookup('env_key_secret'),
  }
  notify { 'pkcs8_key':
    message => lookup('pkcs8_secret'),
  }
  notify { 'dug':
    message => lookup('eyaml_demo::db.replicas.0.token'),
  }
}
