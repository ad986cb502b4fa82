include postgresql::client
