# the attributes a Proc constant declares (instance_eval(&...)) are the type's only ones: an
# attribute it does not declare is rejected with Puppet's message
pki_ca { 'main-ca':
  common_name => 'Example CA',
  country     => 'DE',
}
