rabbitmq_vhost { ['fooey', 'blah']: }
