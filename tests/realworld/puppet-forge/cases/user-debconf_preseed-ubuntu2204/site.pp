# preseeding answers before installing packages, and one value marked seen
debconf { 'tzdata/Areas':
  type  => 'select',
  value => 'Europe',
}
debconf { 'postfix/main_mailer_type':
  package => 'postfix',
  item    => 'postfix/main_mailer_type',
  type    => 'select',
  value   => 'Internet Site',
  seen    => true,
  before  => Package['postfix'],
}
debconf { 'postfix/mailname':
  package => 'postfix',
  type    => 'string',
  value   => $facts['networking']['fqdn'],
  before  => Package['postfix'],
}
package { 'postfix': ensure => installed }
