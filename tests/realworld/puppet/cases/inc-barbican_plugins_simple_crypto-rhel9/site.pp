include barbican::plugins::simple_crypto
