node default {
  include eyaml_demo
  notify { 'site_secret':
    message => lookup('site_secret'),
  }
  notify { 'dug':
    message => lookup('eyaml_demo::db.replicas.0.token'),
  }
}
