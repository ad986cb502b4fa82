include zookeeper::sasl
