group { 'admins': alias => 'adm' }
user { 'bob': require => Group['adm'] }
