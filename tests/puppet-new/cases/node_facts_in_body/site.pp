node default { notify { 'm': message => "${facts['os']['family']} ${facts['networking']['hostname']}" } }
