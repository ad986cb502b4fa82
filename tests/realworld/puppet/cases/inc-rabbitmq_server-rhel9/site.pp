include rabbitmq::server
