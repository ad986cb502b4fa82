# a module type whose attributes a required file's Proc constant declares, run in the type by
# instance_eval(&PuppetX::...::SHARED): the namevar, parameters and properties it declares are
# the type's (a title, the parameters given, an unknown one rejected)
pki_ca { 'main-ca':
  ensure      => present,
  common_name => 'Example CA',
  city        => 'Berlin',
  owner       => 'root',
}
pki_cert { 'web':
  ensure  => present,
  ca      => Pki_ca['main-ca'],
  require => Pki_ca['main-ca'],
}
notice(Pki_ca['main-ca']['city'])
