node default { class { 't': b => 'nb' } }
