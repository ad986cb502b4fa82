rabbitmq_user { ['blah2', 'blah3', 'blah4']:
  password => 'phoey!',
  #provider => 'rabbitmqctl',
}
