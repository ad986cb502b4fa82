include placement::client
