# requires pupetlabs-apt
include rabbitmq::repo::apt
