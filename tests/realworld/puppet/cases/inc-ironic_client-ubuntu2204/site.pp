include ironic::client
