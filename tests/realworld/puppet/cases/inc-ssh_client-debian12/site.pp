include ssh::client
